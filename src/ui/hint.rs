//! The coach's Hint, for every game: on a human player's decision, the *Hint* button weighs the
//! position with Hard's search ([`super::weigh`]) and shows what Hard would play, in the game's
//! own words for its actions, how much better it expects that to be than the player's next best
//! option, and the first action's control highlighted (each game's screens ask [`is_hinted`]).
//!
//! A hint never changes the game: it is marked in the session ([`tabletop::Session::mark_hint`]),
//! so the log says who asked for it and the save string carries its place. It disappears when
//! the position changes; Escape or a move stops the weighing.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use leptos::prelude::*;

use super::computer::Thinker;
use super::game::{AppGame, Committed, GameSignal};
use super::log::LogLine;
use super::Seats;
use crate::i18n::{fill, t, Msg};
use tabletop::{Game, Level, Session};

/// A hint shown: Hard's plan, and how much better it is than the next best (in tenths of the
/// game's points; `None` when it is the only option).
type Shown<A> = Option<(Vec<A>, Option<i64>)>;

/// A hint being weighed or shown, for the game `G` (provided around its screens).
pub struct Coach<G: AppGame> {
    shown: RwSignal<Shown<G::Action>>,
    thinking: RwSignal<bool>,
    /// Set to stop the weighing under way.
    cancel: StoredValue<Option<Arc<AtomicBool>>>,
}

impl<G: AppGame> Clone for Coach<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: AppGame> Copy for Coach<G> {}

impl<G: AppGame> Coach<G> {
    fn stop(self) {
        if let Some(flag) = self.cancel.get_value() {
            flag.store(true, Ordering::Relaxed);
        }
        self.cancel.set_value(None);
        self.thinking.set(false);
    }
}

/// Provides the coach for the open game: a new position (a move, an undo) takes the hint away
/// and stops a weighing under way (as does Escape on the coach's controls).
pub fn provide<G: AppGame>() {
    let coach = Coach::<G> {
        shown: RwSignal::new(None),
        thinking: RwSignal::new(false),
        cancel: StoredValue::new(None),
    };
    provide_context(coach);
    let committed = expect_context::<Committed<G>>().0;
    Effect::new(move |_| {
        committed.track();
        coach.stop();
        coach.shown.set(None);
    });
    on_cleanup(move || coach.stop());
}

/// Whether `action` is the first of the hint shown (its control is highlighted).
pub fn is_hinted<G: AppGame>(action: G::Action) -> bool {
    use_context::<Coach<G>>().is_some_and(|coach| {
        coach
            .shown
            .with(|shown| shown.as_ref().and_then(|(plan, _)| plan.first()) == Some(&action))
    })
}

/// The first action of the hint shown, if any.
#[cfg_attr(
    not(any(feature = "era-medieval", feature = "age-of-inventors")),
    allow(dead_code)
)]
pub fn hinted<G: AppGame>() -> Option<G::Action> {
    use_context::<Coach<G>>()
        .and_then(|coach| coach.shown.with(|shown| shown.as_ref()?.0.first().copied()))
}

/// Weighs the position for the human to move and shows the hint.
fn ask<G: AppGame>(coach: Coach<G>) {
    let game = expect_context::<GameSignal<G>>();
    let seats = expect_context::<Seats>();
    let Some((record, state)) = game.0.with_untracked(|session| {
        session
            .as_ref()
            .map(|session| (session.record().clone(), session.state().clone()))
    }) else {
        return;
    };
    // Only the human to move is coached, on what they can see (the search determinizes).
    let Some(seat) = state.current_seat() else {
        return;
    };
    if seats.bot_untracked(seat).is_some() {
        return;
    }
    coach.stop();
    let seed = G::seed(&record.setup) ^ (record.actions.len() as u64).wrapping_mul(0x9E37_79B9);
    let show = move |plan: Vec<G::Action>, gain: Option<i64>| {
        coach.thinking.set(false);
        coach.cancel.set_value(None);
        if plan.is_empty() {
            return;
        }
        coach.shown.set(Some((plan, gain)));
        game.0.update(|session| {
            if let Some(session) = session {
                session.mark_hint();
            }
        });
    };
    if !G::Search::SEARCHES {
        let plan = G::choose(Level::Hard, &state.determinize(seed), seed);
        show(plan.into_iter().collect(), None);
        return;
    }
    let cancelled = Arc::new(AtomicBool::new(false));
    coach.cancel.set_value(Some(cancelled.clone()));
    coach.thinking.set(true);
    super::weigh::weigh::<G>(
        &record,
        &state,
        G::HARD_BUDGET_MS,
        seed,
        None,
        cancelled,
        move |weighing| {
            if weighing.seat != seat {
                coach.stop();
                return;
            }
            let mut plans = weighing.plans.into_iter();
            let Some(best) = plans.next() else {
                coach.stop();
                return;
            };
            let gain = plans
                .next()
                .map(|next| ((best.value - next.value).max(0.0) * 10.0).round() as i64);
            show(best.plan, gain);
        },
    );
}

/// How much better the hint is, in words: rounded to whole points.
fn gain_words(gain: Option<i64>) -> String {
    match gain {
        None => t(Msg::HintOnly).to_string(),
        Some(tenths) => match (tenths + 5) / 10 {
            0 => t(Msg::HintEven).to_string(),
            1 => t(Msg::HintGainOne).to_string(),
            points => fill(t(Msg::HintGain), &[("points", &points.to_string())]),
        },
    }
}

/// The Hint button and the hint, for the turn panel of a human's decision; `name` puts one of
/// the game's actions in words. Nothing in a replay or on a computer's turn.
pub fn hint_control<G: AppGame>(name: fn(G::Action) -> String) -> Option<AnyView> {
    let coach = use_context::<Coach<G>>();
    let replay = use_context::<super::replay::Replay>().is_some();
    let committed = expect_context::<Committed<G>>().0;
    let seats = expect_context::<Seats>();
    let coach = coach.filter(|_| !replay)?;
    let human_to_move = move || {
        committed.with(|state| {
            state
                .as_ref()
                .and_then(G::current_seat)
                .is_some_and(|seat| seats.bot(seat).is_none())
        })
    };
    // What the coach says, as one status line: weighing, or the plan and its gain.
    let said = move || {
        if coach.thinking.get() {
            return t(Msg::HintThinking).to_string();
        }
        coach.shown.with(|shown| {
            shown.as_ref().map_or_else(String::new, |(plan, gain)| {
                let plan: Vec<String> = plan.iter().map(|action| name(*action)).collect();
                let plan = fill(t(Msg::HintPlan), &[("plan", &plan.join(", "))]);
                format!("{plan} {}", gain_words(*gain))
            })
        })
    };
    let press = move |_| ask::<G>(coach);
    let escape = move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Escape" {
            coach.stop();
        }
    };
    Some(
        view! {
            <Show when=human_to_move>
                <div class="hint-coach" on:keydown=escape>
                    <button
                        class="secondary hint-button"
                        data-choice="hint"
                        aria-busy=move || coach.thinking.get().to_string()
                        on:click=press
                    >
                        {t(Msg::Hint)}
                    </button>
                    <p class="hint-result" role="status" aria-live="polite">{said}</p>
                </div>
            </Show>
        }
        .into_any(),
    )
}

/// The log's lines with a line for each hint shown, where it was asked ("Ada asked for a
/// hint"); `lines` are the game's, in order, each after the index of its action in the record.
pub fn with_hint_lines<G: Game>(
    session: &Session<G>,
    names: &[String],
    lines: impl IntoIterator<Item = (usize, LogLine)>,
) -> Vec<LogLine> {
    let mut marks = session.hints().iter().peekable();
    let mut out: Vec<LogLine> = Vec::new();
    let hint_line = |index: usize, seat: Option<u8>| {
        let name = seat
            .and_then(|seat| names.get(usize::from(seat)))
            .cloned()
            .unwrap_or_default();
        LogLine {
            index,
            text: fill(t(Msg::HintAsked), &[("player", &name)]),
            kinds: "hint".to_string(),
            seat,
        }
    };
    for (action, line) in lines {
        while let Some(mark) = marks.next_if(|mark| mark.at as usize <= action) {
            out.push(hint_line(line.index, mark.seat));
        }
        out.push(line);
    }
    let next = out.last().map_or(0, |line| line.index + 1);
    out.extend(marks.map(|mark| hint_line(next, mark.seat)));
    out
}
