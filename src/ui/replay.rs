//! Watching a game again, for every game: the open game's record shown one decision at a time
//! (back, forward, jump to a round, play at a chosen speed), read-only. The game's own screens
//! draw each moment; they find [`Replay`] in the context and show its controls instead of the
//! decision. Nothing here changes the game or its save: the replay has a session of its own.

use std::time::Duration;

use leptos::prelude::*;

use super::computer::Thinking;
use super::game::{AppGame, Committed, GameSignal};
use super::{cards, BotPace, OpenGame, Watching};
use crate::i18n::{self, t, Msg};
use tabletop::{Record, Session};

/// The replay on screen: where it is, how far it goes, and its playback.
#[derive(Clone, Copy)]
pub struct Replay {
    /// Actions shown (the position: 0 is the setup).
    pub position: RwSignal<usize>,
    /// Actions in the whole game.
    pub total: usize,
    /// The positions that begin a decision (undo's steps), with the round each shows.
    pub stops: StoredValue<Vec<(usize, u8)>>,
    /// Playing on its own, one decision every `speed_ms`.
    pub playing: RwSignal<bool>,
    pub speed_ms: RwSignal<u32>,
    /// The words of a turning point opened here, shown while the replay is at its position
    /// (`note_at`), so the player knows which decision it was and what was better.
    pub note: RwSignal<Option<String>>,
    pub note_at: RwSignal<usize>,
}

impl Replay {
    /// The next stop after (or the last before) the position.
    fn step(self, forward: bool) {
        let at = self.position.get_untracked();
        let next = self.stops.with_value(|stops| {
            if forward {
                stops.iter().map(|(stop, _)| *stop).find(|stop| *stop > at)
            } else {
                stops
                    .iter()
                    .rev()
                    .map(|(stop, _)| *stop)
                    .find(|stop| *stop < at)
            }
        });
        if let Some(next) = next {
            self.position.set(next);
        }
    }

    fn rounds(self) -> Vec<u8> {
        self.stops.with_value(|stops| {
            let mut rounds: Vec<u8> = stops.iter().map(|(_, round)| *round).collect();
            rounds.dedup();
            rounds
        })
    }

    /// The round the position shows: that of the last stop at or before it.
    fn round_now(self) -> u8 {
        let at = self.position.get();
        self.stops.with_value(|stops| {
            stops
                .iter()
                .take_while(|(stop, _)| *stop <= at)
                .last()
                .or(stops.first())
                .map_or(0, |(_, round)| *round)
        })
    }

    /// The first position showing `round`.
    fn start_of(self, round: u8) -> Option<usize> {
        self.stops.with_value(|stops| {
            stops
                .iter()
                .find(|(_, shown)| *shown == round)
                .map(|(stop, _)| *stop)
        })
    }
}

/// The open game, watched: its screens over a session of their own, at the replay's position.
/// Drawn in a reactive scope of its own, so that the contexts it provides (the replay's session
/// in place of the game's) go with it and never reach the game played afterwards.
pub fn watching<G: AppGame>() -> AnyView {
    (move || untrack(watched::<G>)).into_any()
}

#[cfg(feature = "split")]
super::parts::part! {
    /// [`watching`] for the bundle's game, in a module of its own.
    pub fn watching_part() in replay { watching::<crate::ui::parts::BundleGame>() }
}

fn watched<G: AppGame>() -> AnyView {
    let game = expect_context::<GameSignal<G>>();
    let Some(record) = game
        .0
        .with_untracked(|session| session.as_ref().map(|session| session.record().clone()))
    else {
        return ().into_any();
    };
    let stops = decision_stops(&record);
    let total = record.actions.len();
    let replay = Replay {
        position: RwSignal::new(OPEN_AT.get().min(total)),
        note: RwSignal::new(OPEN_NOTE.take()),
        note_at: RwSignal::new(OPEN_AT.take()),
        total,
        stops: StoredValue::new(stops),
        playing: RwSignal::new(false),
        speed_ms: RwSignal::new(700),
    };
    let shown = GameSignal::<G>(RwSignal::new(Session::new(record.setup.clone()).ok()));
    Effect::new(move |_| {
        let at = replay.position.get().min(total);
        let prefix = Record {
            setup: record.setup.clone(),
            actions: record.actions[..at].to_vec(),
        };
        shown.0.set(Session::from_record(prefix).ok());
    });
    // Playing on its own: a step each tick, stopping at the end.
    Effect::new(move |_| {
        if !replay.playing.get() {
            return;
        }
        let every = Duration::from_millis(u64::from(replay.speed_ms.get()));
        let handle = set_interval_with_handle(
            move || {
                if replay.position.get_untracked() >= total {
                    replay.playing.set(false);
                } else {
                    replay.step(true);
                }
            },
            every,
        );
        if let Ok(handle) = handle {
            on_cleanup(move || handle.clear());
        }
    });
    // The game's screens read these, as when playing; no computer player moves here.
    provide_context(shown);
    let committed = Memo::new(move |_| shown.0.with(|s| s.as_ref().map(|s| s.state().clone())));
    provide_context(Committed(committed));
    provide_context(BotPace {
        delay_ms: RwSignal::new(0),
        skip: RwSignal::new(false),
    });
    provide_context(Thinking(RwSignal::new(None)));
    provide_context(replay);
    G::screen()
}

/// The positions where a decision begins (0, and after every whole turn: the stops undo makes),
/// with the round the position shows.
fn decision_stops<G: AppGame>(record: &Record<G>) -> Vec<(usize, u8)> {
    let Ok(mut state) = G::new_game(&record.setup) else {
        return vec![(0, 1)];
    };
    let mut stops = vec![(0, G::rounds(&state).0)];
    let mut events = Vec::new();
    for (index, action) in record.actions.iter().enumerate() {
        events.clear();
        state.play_unchecked(*action, &mut events);
        if !state.is_mid_turn() {
            stops.push((index + 1, G::rounds(&state).0));
        }
    }
    stops
}

/// A move through the replay, as its buttons offer them.
#[derive(Clone, Copy)]
enum Move {
    Start,
    Back,
    Forward,
    End,
}

impl Move {
    fn apply(self, replay: Replay) {
        match self {
            Move::Start => replay.position.set(0),
            Move::Back => replay.step(false),
            Move::Forward => replay.step(true),
            Move::End => replay.position.set(replay.total),
        }
    }

    /// Whether the move goes nowhere from the position.
    fn is_stuck(self, replay: Replay) -> bool {
        let at = replay.position.get();
        match self {
            Move::Start | Move::Back => at == 0,
            Move::Forward | Move::End => at >= replay.total,
        }
    }
}

/// The replay's controls, where the decision is shown while playing. (The buttons and choices
/// are drawn from lists: one view each instead of one per control keeps every bundle small.)
#[component]
pub fn ReplayControls() -> impl IntoView {
    let replay = expect_context::<Replay>();
    let watching = expect_context::<Watching>();
    let position = move || {
        i18n::fill(
            t(Msg::ReplayPosition),
            &[
                ("at", &replay.position.get().to_string()),
                ("total", &replay.total.to_string()),
            ],
        )
    };
    // The turning point opened here, while the replay is at it (else empty, and not shown).
    let note = move || match replay.note.get() {
        Some(words) if replay.note_at.get() == replay.position.get() => {
            format!("{}: {words}", t(Msg::TurningPointShown))
        }
        _ => String::new(),
    };
    let moves = [
        (Move::Start, "⇤ ", Msg::ReplayStart),
        (Move::Back, "◀ ", Msg::ReplayBack),
        (Move::Forward, "▶ ", Msg::ReplayForward),
        (Move::End, "⇥ ", Msg::ReplayEnd),
    ]
    .into_iter()
    .map(|(step, icon, name)| {
        view! {
            <button class="secondary" disabled=move || step.is_stuck(replay) on:click=move |_| step.apply(replay)>
                <span aria-hidden="true">{icon}</span>
                {t(name)}
            </button>
        }
    })
    .collect_view();
    let speeds = [
        (1500, Msg::ReplaySlow),
        (700, Msg::ReplayNormal),
        (250, Msg::ReplayFast),
    ]
    .map(|(ms, name)| (ms.to_string(), t(name).to_string()));
    let rounds = replay
        .rounds()
        .into_iter()
        .map(|round| (round.to_string(), round.to_string()))
        .collect();
    let on_speed = Callback::new(move |value: String| {
        if let Ok(ms) = value.parse::<u32>() {
            replay.speed_ms.set(ms);
        }
    });
    let on_round = Callback::new(move |value: String| {
        if let Some(start) = value
            .parse::<u8>()
            .ok()
            .and_then(|round| replay.start_of(round))
        {
            replay.position.set(start);
        }
    });
    // The round choice shows the round the replay is at as it moves on (opened from a turning
    // point, its round): the select's value, set where it is drawn.
    Effect::new(move |_| {
        let round = replay.round_now().to_string();
        let _ = document()
            .get_element_by_id("replay-round")
            .map(|select| js_sys::Reflect::set(&select, &"value".into(), &round.into()));
    });
    view! {
        <section class="panel replay-controls" aria-labelledby="turn-heading" data-testid="replay">
            <h2 id="turn-heading" tabindex="-1">{t(Msg::ReplayHeading)}</h2>
            <p class="replay-position" role="status" data-position=move || replay.position.get().to_string()>
                {move || position()}
            </p>
            <p class="replay-note" tabindex="0">{move || note()}</p>
            <div class="replay-buttons" role="group" aria-label=t(Msg::ReplayHeading)>{moves}</div>
            <div class="replay-play">
                <button
                    class="primary"
                    aria-pressed=move || replay.playing.get().to_string()
                    on:click=move |_| replay.playing.update(|playing| *playing = !*playing)
                >
                    {move || t(if replay.playing.get() { Msg::ReplayPause } else { Msg::ReplayPlay })}
                </button>
                <Choice id="replay-speed" label=t(Msg::ReplaySpeed) options=speeds.to_vec() chosen="700" on_change=on_speed/>
            </div>
            <Choice id="replay-round" label=t(Msg::ReplayRound) options=rounds chosen="" on_change=on_round/>
            <button class="secondary" data-testid="stop-watching" on:click=move |_| watching.0.set(false)>
                {t(Msg::StopWatching)}
            </button>
        </section>
    }
}

/// A labelled choice among `options` (value, text).
#[component]
fn Choice(
    id: &'static str,
    label: &'static str,
    options: Vec<(String, String)>,
    chosen: &'static str,
    on_change: Callback<String>,
) -> impl IntoView {
    view! {
        <div class="replay-choice">
            <label for=id>{label}</label>
            <select id=id on:change=move |ev| on_change.run(event_target_value(&ev))>
                {options.into_iter().map(|(value, text)| {
                    let selected = value == chosen;
                    view! { <option value=value selected=selected>{text}</option> }
                }).collect_view()}
            </select>
        </div>
    }
}

/// The replay's controls in a replay, else the game's decision panel.
pub fn controls_or(decision: impl FnOnce() -> AnyView) -> AnyView {
    if use_context::<Replay>().is_some() {
        view! { <ReplayControls/> }.into_any()
    } else {
        decision()
    }
}

/// Starts watching the open game again, if its game can be watched ([`AppGame::REPLAY`], as its
/// card says) and it is over (a replay shows every player's secrets; a replay link of an
/// unfinished game only opens it): the one way into a replay, so a game without one is never
/// left half in it.
pub fn watch_open_game() {
    let open = expect_context::<OpenGame>();
    let can_replay = open.0.get_untracked().is_some_and(|id| {
        cards::find(id).is_some_and(|card| card.replay)
            && super::games::find(id).is_some_and(|game| untrack(|| game.is_over()))
    });
    if can_replay {
        expect_context::<Watching>().0.set(true);
        // From the foot of a final screen read on a phone: the replay starts at the board.
        window().scroll_to_with_x_and_y(0.0, 0.0);
    }
}

thread_local! {
    /// Where the next replay opens ([`watch_open_game_at`]); 0, its start, otherwise.
    static OPEN_AT: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// The turning point it opens at, if any ([`Replay::note`]).
    static OPEN_NOTE: std::cell::Cell<Option<String>> = const { std::cell::Cell::new(None) };
}

/// Starts watching the open game again at `position` (actions shown), as a turning point offers,
/// with its words (`note`).
pub fn watch_open_game_at(position: usize, note: String) {
    OPEN_AT.set(position);
    OPEN_NOTE.set(Some(note));
    watch_open_game();
    if !expect_context::<Watching>().0.get_untracked() {
        OPEN_AT.set(0);
        OPEN_NOTE.set(None);
    }
}

/// The final screen's offer to watch the finished game again (not inside a replay).
#[component]
pub fn WatchAgain() -> impl IntoView {
    use_context::<Replay>().is_none().then(|| {
        view! {
            <button class="secondary" data-testid="watch-again" on:click=move |_| watch_open_game()>
                {t(Msg::WatchAgain)}
            </button>
        }
    })
}
