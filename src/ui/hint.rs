//! The coach's Hint, for every game: on a human player's decision, the *Hint* button weighs the
//! position with Hard's search ([`super::weigh`]) and shows what Hard would play, in the game's
//! own words for its actions, how much better it expects that to be than the player's next best
//! option, and the first action's control ringed (each game's screens ask [`ring`]). In a game
//! that composes a turn in preview before it is confirmed, the hint weighs the preview, and its
//! ring moves on to the plan's next step as the player follows it.
//!
//! A hint never changes the game: it is marked in the session ([`tabletop::Session::mark_hint`]),
//! so the log says who asked for it and the save string carries its place. It disappears when
//! the position changes or the player composes another way; Escape or a move stops the
//! weighing.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use leptos::prelude::*;

use super::computer::Thinker;
use super::game::{AppGame, Committed, GameSignal};
use super::log::LogLine;
use super::Seats;
use crate::i18n::{t, Msg};
use tabletop::words::fill;
use tabletop::{Game, Level, Session};

/// What the coach says about the position.
enum Said<A> {
    Nothing,
    /// Weighing; the flag stops it.
    Weighing(Arc<AtomicBool>),
    /// Hard's plan, and how much better it is than the next best (in tenths of the game's
    /// points; `None` when Hard weighed no other plan: the only legal move, or a decision Hard
    /// takes without a search, such as its opening, though other moves are legal), from the
    /// turn composed so far (the actions in preview when it was asked).
    Shown(Vec<A>, Option<i64>, Vec<A>),
}

impl<A: PartialEq + Copy> Said<A> {
    /// How many of the plan's steps the turn composed up to `composed` has taken; `None` once
    /// the player took another way (or undid what the plan started from).
    fn followed(&self, composed: &[A]) -> Option<usize> {
        let Said::Shown(plan, _, from) = self else {
            return None;
        };
        let done = composed.strip_prefix(from.as_slice())?;
        plan.starts_with(done).then_some(done.len())
    }

    /// The plan's next step, the turn composed up to `composed`.
    fn next(&self, composed: &[A]) -> Option<A> {
        match self {
            Said::Shown(plan, ..) => plan.get(self.followed(composed)?).copied(),
            _ => None,
        }
    }
}

/// The actions composed into a turn and shown as a preview, not yet confirmed (provided by
/// [`super::game::preview_of`] for the games that compose): the hint is for the position
/// they lead to, and its ring follows the plan as the player takes its steps.
pub struct Composing<G: AppGame>(pub RwSignal<Vec<G::Action>>);

impl<G: AppGame> Clone for Composing<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: AppGame> Copy for Composing<G> {}

/// The turn composed so far, read (and tracked) with `read`; nothing for a game that does not
/// compose.
fn composed<G: AppGame, T>(
    composing: Option<Composing<G>>,
    read: impl FnOnce(&[G::Action]) -> T,
) -> T {
    match composing {
        Some(composing) => composing.0.with(|actions| read(actions)),
        None => read(&[]),
    }
}

/// The coach of the game `G` (provided around its screens): one signal for all it says.
pub struct Coach<G: AppGame>(RwSignal<Said<G::Action>>);

impl<G: AppGame> Clone for Coach<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: AppGame> Copy for Coach<G> {}

impl<G: AppGame> Coach<G> {
    /// Stops a weighing under way and says nothing; with `all`, takes a hint shown away too.
    fn stop(self, all: bool) {
        // `try_`: the game's screens may be going (another game, the replay) with the coach.
        let weighing = self.0.try_with_untracked(|said| match said {
            Said::Weighing(flag) => {
                flag.store(true, Ordering::Relaxed);
                true
            }
            Said::Shown(..) => all,
            Said::Nothing => false,
        });
        if weighing == Some(true) {
            self.0.set(Said::Nothing);
        }
    }

    /// The next action of the hint shown, if any (none once the coach is gone: a ringed
    /// control of the replay may outlive it).
    fn next_step(self, composing: Option<Composing<G>>) -> Option<G::Action> {
        composed(composing, |composed| {
            self.0.try_with(|said| said.next(composed)).flatten()
        })
    }
}

/// Provides the coach for the open game: a new position (a move, an undo) takes the hint away
/// and stops a weighing under way (as does Escape on the coach's controls).
pub fn provide<G: AppGame>() {
    let coach = Coach::<G>(RwSignal::new(Said::Nothing));
    provide_context(coach);
    let committed = expect_context::<Committed<G>>().0;
    Effect::new(move |_| {
        committed.track();
        coach.stop(true);
    });
    on_cleanup(move || coach.stop(false));
}

/// Whether the next step of the hint shown passes `test` with `arg`, as the signal of a
/// control's `hinted` class (one type for every ringed control of the game).
pub fn ring<G: AppGame, T: Copy + Send + Sync + 'static>(
    arg: T,
    test: fn(G::Action, T) -> bool,
) -> Signal<bool> {
    let next = next_step::<G>();
    Signal::derive(move || next().is_some_and(|next| test(next, arg)))
}

/// The next action of the hint shown (its first, or the next once the player follows it), if
/// any, read (and tracked) where it is called: for a game that shows it on its board as well
/// as ringing its control.
pub fn next_step<G: AppGame>() -> impl Fn() -> Option<G::Action> + Copy + Send + Sync {
    let coach = use_context::<Coach<G>>();
    let composing = use_context::<Composing<G>>();
    move || coach.and_then(|coach| coach.next_step(composing))
}

/// Whether the hint shown has a next step at all: for a control that carries the hint on past
/// what the screen offers (a Confirm whose turn's next step shows only once confirmed).
#[cfg_attr(not(feature = "eoi"), allow(dead_code))]
pub fn goes_on<G: AppGame>() -> Signal<bool> {
    let next = next_step::<G>();
    Signal::derive(move || next().is_some())
}

/// Whether `action` is the next step of the hint shown (its control is ringed), as a class's
/// signal.
pub fn ringed<G: AppGame>(action: G::Action) -> Signal<bool> {
    ring::<G, G::Action>(action, |first, action| first == action)
}

/// Weighs the position for the human to move, with the turn composed so far, and shows the
/// hint.
fn ask<G: AppGame>(coach: Coach<G>, composing: Option<Composing<G>>) {
    let game = expect_context::<GameSignal<G>>();
    let seats = expect_context::<Seats>();
    let from: Vec<G::Action> = composing.map_or_else(Vec::new, |c| c.0.get_untracked());
    let Some((mut record, mut state)) = game.0.with_untracked(|session| {
        session
            .as_ref()
            .map(|session| (session.record().clone(), session.state().clone()))
    }) else {
        return;
    };
    for action in &from {
        if state.play(*action).is_err() {
            return;
        }
        record.actions.push(*action);
    }
    // Only the human to move is coached, on what they can see (the search determinizes).
    let Some(seat) = state.current_seat() else {
        return;
    };
    // Nor a seat played on another device (a live table).
    if seats.bot_untracked(seat).is_some() || !super::live::plays_here(seat) {
        return;
    }
    coach.stop(false);
    let seed = G::seed(&record.setup) ^ (record.actions.len() as u64).wrapping_mul(0x9E37_79B9);
    let show = move |plan: Vec<G::Action>, gain: Option<i64>| {
        if plan.is_empty() {
            coach.0.set(Said::Nothing);
            return;
        }
        coach.0.set(Said::Shown(plan, gain, from));
        // The turn panel may be scrolled to the Hint button: the sentence below it is brought
        // into the panel's view once drawn.
        request_animation_frame(|| {
            if let Ok(Some(said)) = document().query_selector(".hint-result") {
                said.scroll_into_view_with_bool(false);
            }
        });
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
    coach.0.set(Said::Weighing(cancelled.clone()));
    super::weigh::weigh::<G>(
        &record,
        &state,
        G::HARD_BUDGET_MS,
        seed,
        None,
        cancelled,
        Box::new(move |weighing| {
            let mut plans = weighing.plans.into_iter();
            match plans.next().filter(|_| weighing.seat == seat) {
                Some(best) => {
                    let gain = plans
                        .next()
                        .map(|next| ((best.value - next.value).max(0.0) * 10.0).round() as i64);
                    show(best.plan, gain);
                }
                None => show(Vec::new(), None),
            }
        }),
    );
}

/// Puts one of the game's actions in words: the first of a plan with the position it is taken
/// in (the one shown), so that it can name what the player sees (a card, its price); a later
/// one without (naming from the position the plan leads to could tell what is still hidden),
/// and left out if its words are empty.
pub type Name<G> = fn(Option<&G>, <G as Game>::Action) -> String;

/// What the coach says, as one status line: weighing, or the plan (`name` puts an action in
/// words) and how much better it is, in whole points.
fn said<G: AppGame>(
    said: &Said<G::Action>,
    composed: &[G::Action],
    state: Option<&G>,
    name: Name<G>,
) -> String {
    let (plan, gain, from) = match said {
        Said::Nothing => return String::new(),
        Said::Weighing(_) => return t(Msg::HintThinking).to_string(),
        Said::Shown(plan, gain, from) => (plan, gain, from),
    };
    // The player went another way than the plan: it no longer says what to do.
    if said.followed(composed).is_none() {
        return String::new();
    }
    let gain = match gain.map(|tenths| (tenths + 5) / 10) {
        None => String::new(),
        Some(0) => t(Msg::HintEven).to_string(),
        Some(1) => t(Msg::HintGainOne).to_string(),
        Some(points) => fill(t(Msg::HintGain), &[&points]),
    };
    let plan: Vec<String> = plan
        .iter()
        .enumerate()
        .map(|(step, action)| name(state.filter(|_| step == 0 && from.is_empty()), *action))
        .filter(|words| !words.is_empty())
        .collect();
    // Semicolons between the steps: a step's own words may hold commas ("row 3, column 9").
    // Without a comparison the sentence ends with the plan (and a space no one sees).
    fill(t(Msg::HintPlan), &[&plan.join("; "), &gain])
}

#[cfg(feature = "split")]
super::parts::part! {
    /// [`hint_control`] for the bundle's game, in the coach's module.
    pub fn hint_part(name: Name<crate::ui::parts::BundleGame>) in coach {
        hint_control::<crate::ui::parts::BundleGame>(name).into_any()
    }
}

/// The Hint button and the hint, for the turn panel of a human's decision; `name` puts one of
/// the game's actions in words ([`Name`]). Nothing in a replay; hidden on a computer's turn and
/// on another device's (a live table).
pub fn hint_control<G: AppGame>(name: Name<G>) -> Option<AnyView> {
    let coach = use_context::<Coach<G>>();
    let replay = use_context::<super::replay::Replay>().is_some();
    let committed = expect_context::<Committed<G>>().0;
    let seats = expect_context::<Seats>();
    let coach = coach.filter(|_| !replay)?;
    let composing = use_context::<Composing<G>>();
    let press = move |_: web_sys::MouseEvent| ask::<G>(coach, composing);
    let escape = move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Escape" {
            coach.stop(false);
        }
    };
    Some(
        view! {
            <div class="hint-coach" hidden=move || committed.with(|state| {
                state
                    .as_ref()
                    .and_then(G::current_seat)
                    .is_none_or(|seat| seats.bot(seat).is_some() || !super::live::plays_here(seat))
            }) on:keydown=escape>
                <button
                    class="secondary hint-button"
                    data-choice="hint"
                    aria-busy=move || coach.0.with(|s| matches!(s, Said::Weighing(_))).to_string()
                    on:click=press
                >
                    {t(Msg::Hint)}
                </button>
                <p class="hint-result" role="status" aria-live="polite">
                    {move || coach.0.with(|s| composed(composing, |composed| committed.with(|state| said::<G>(s, composed, state.as_ref(), name))))}
                </p>
            </div>
        }
        .into_any(),
    )
}

/// The kind of the log's line that marks a hint asked for (its `data-events`).
pub const HINT_KIND: &str = "hint";

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
            text: fill(t(Msg::HintAsked), &[&name]),
            kinds: HINT_KIND.to_string(),
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
