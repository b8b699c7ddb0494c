//! Computer players in the app, for any game. Easy and Medium decide at once through the game's
//! [`AppGame::choose`]. Hard searches for [`AppGame::HARD_BUDGET_MS`] per turn in a Web Worker
//! (`worker.rs`), so it gets its whole budget of real compute and the page never stutters; where
//! the worker cannot run, it searches on the page's thread in slices of a few milliseconds
//! ([`Thinker`]), handing the browser back its thread between slices. Either way it then plays
//! the turn it chose one action at a time. Every move waits for the chosen pace (thinking counts
//! towards it), and any change first (an undo, a switch to human) cancels what was under way.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use leptos::prelude::*;

use super::game::{AppGame, GameSignal};
use super::worker::{self, Pending};
use super::{BotPace, Notice, Seats};
use tabletop::search::{Planner, Search, TurnPlan, Weighed};
use tabletop::{Game, Level, Seat};

/// How far a computer player's thinking has got (0 to 1), while it thinks.
#[derive(Clone, Copy)]
pub struct Thinking(pub RwSignal<Option<f64>>);

/// Hard's search as the app runs it: small steps, no clock. A game whose Hard is the platform's
/// search ([`tabletop::search`], through its [`Planner`]) has it as is; a game whose Hard
/// decides at once through [`AppGame::choose`] says [`NoSearch`].
pub trait Thinker<G: Game>: Send + Sync + Sized + 'static {
    /// Whether Hard searches at all.
    const SEARCHES: bool = true;
    /// A search for the player to move in `state`, or `None` when there is nothing to weigh.
    fn start(state: &G, seed: u64) -> Option<Self>;
    /// A search that also weighs `plan` (a turn a player took or might take), for the coach;
    /// with an empty plan, the same as [`Thinker::start`].
    fn start_with(state: &G, seed: u64, plan: Vec<G::Action>) -> Option<Self>;
    /// One small unit of work (a few milliseconds at most).
    fn step(&mut self);
    fn is_done(&self, elapsed_ms: f64, budget_ms: f64) -> bool;
    /// The whole turn chosen so far.
    fn best_plan(&self) -> Vec<G::Action>;
    /// Every plan weighed so far, best first.
    fn weighed(&self) -> Vec<Weighed<G::Action>>;
    /// The seat searched for.
    fn seat(&self) -> Seat;
    /// Playouts so far.
    fn playouts(&self) -> u32;
    /// What the search did, for anyone measuring in the browser's console.
    fn report(&self) -> String;
}

impl<G> Thinker<G> for Search<G>
where
    G: Planner + Send + Sync + 'static,
    G::Action: Send + Sync,
{
    fn start(state: &G, seed: u64) -> Option<Self> {
        Search::new(state, seed)
    }

    fn start_with(state: &G, seed: u64, plan: Vec<G::Action>) -> Option<Self> {
        Search::with_plan(state, seed, plan)
    }

    fn step(&mut self) {
        Search::step(self);
    }

    fn is_done(&self, elapsed_ms: f64, budget_ms: f64) -> bool {
        Search::is_done(self, elapsed_ms, budget_ms)
    }

    fn best_plan(&self) -> Vec<G::Action> {
        Search::best_plan(self)
    }

    fn weighed(&self) -> Vec<Weighed<G::Action>> {
        Search::weighed(self)
    }

    fn seat(&self) -> Seat {
        Search::seat(self)
    }

    fn playouts(&self) -> u32 {
        Search::playouts(self)
    }

    fn report(&self) -> String {
        format!("{} plans, {} playouts", self.candidates(), self.playouts())
    }
}

/// For a game whose Hard decides at once, as Easy and Medium do.
#[allow(
    dead_code,
    reason = "for a game plugged in before its Hard searches; a bundle may have no such game"
)]
pub enum NoSearch {}

impl<G: Game> Thinker<G> for NoSearch {
    const SEARCHES: bool = false;

    fn start(_: &G, _: u64) -> Option<Self> {
        None
    }

    fn start_with(_: &G, _: u64, _: Vec<G::Action>) -> Option<Self> {
        None
    }

    fn step(&mut self) {
        match *self {}
    }

    fn is_done(&self, _: f64, _: f64) -> bool {
        match *self {}
    }

    fn best_plan(&self) -> Vec<G::Action> {
        match *self {}
    }

    fn weighed(&self) -> Vec<Weighed<G::Action>> {
        match *self {}
    }

    fn seat(&self) -> Seat {
        match *self {}
    }

    fn playouts(&self) -> u32 {
        match *self {}
    }

    fn report(&self) -> String {
        match *self {}
    }
}

/// Hard's search under way (`worker.rs`), kept across re-runs for the same position (say, a
/// pace change); dropped, it is cancelled.
struct Mind<G: AppGame> {
    position: G,
    pending: Pending,
    started_ms: f64,
}

/// What one look at Hard's search found.
enum Outcome<A> {
    /// It thinks: its answer calls again.
    Waiting,
    Done(Vec<A>),
}

/// Hard's search gives up on a worker that has not answered this long after its budget.
const PATIENCE_MS: f64 = 5000.0;

/// What one scheduled move needs; dropped (by `cancelled`) as soon as anything changes.
struct Move<G: AppGame> {
    game: GameSignal<G>,
    notice: Notice,
    thinking: Thinking,
    plan: StoredValue<TurnPlan<G>>,
    mind: StoredValue<Option<Mind<G>>, LocalStorage>,
    cancelled: Arc<AtomicBool>,
    level: Level,
    delay_ms: f64,
    due_from_ms: f64,
}

impl<G: AppGame> Clone for Move<G> {
    fn clone(&self) -> Self {
        Move {
            game: self.game,
            notice: self.notice,
            thinking: self.thinking,
            plan: self.plan,
            mind: self.mind,
            cancelled: self.cancelled.clone(),
            level: self.level,
            delay_ms: self.delay_ms,
            due_from_ms: self.due_from_ms,
        }
    }
}

/// Plays every computer seat's decisions as they come up.
pub fn drive_computer_players<G: AppGame>(
    game: GameSignal<G>,
    committed: Memo<Option<G>>,
    seats: Seats,
    notice: Notice,
    pace: BotPace,
    thinking: Thinking,
) {
    let plan = StoredValue::new(TurnPlan::<G>::default());
    let mind = StoredValue::new_local(None::<Mind<G>>);
    Effect::new(move |_| {
        let to_move = committed.with(|s| s.as_ref().and_then(G::current_seat));
        // Whatever was thinking has stopped; a search that goes on shows its progress again.
        thinking.0.set(None);
        let Some(level) = to_move.and_then(|seat| seats.bot(seat)) else {
            pace.skip.set(false);
            // A search no one waits for any more stops (in the worker too).
            mind.set_value(None);
            return;
        };
        let delay_ms = if pace.skip.get() {
            0
        } else {
            pace.delay_ms.get()
        };
        let cancelled = Arc::new(AtomicBool::new(false));
        let flag = cancelled.clone();
        on_cleanup(move || flag.store(true, Ordering::Relaxed));
        let next_move = Move {
            game,
            notice,
            thinking,
            plan,
            mind,
            cancelled,
            level,
            delay_ms: f64::from(delay_ms),
            due_from_ms: now_ms(),
        };
        let planned = committed.with_untracked(|state| {
            state
                .as_ref()
                .is_some_and(|state| plan.with_value(|plan| plan.upcoming(state).is_some()))
        });
        if level == Level::Hard && G::Search::SEARCHES && !planned {
            // Thinking starts at once (it counts towards the pace), after this effect returns.
            run_soon(move || next_move.think());
        } else {
            let wait = next_move.delay_ms;
            next_move.play_after(wait);
        }
    });
}

impl<G: AppGame> Move<G> {
    fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }

    fn position(&self) -> Option<G> {
        self.game
            .0
            .with_untracked(|s| s.as_ref().map(|s| s.state().clone()))
    }

    /// A seed that differs from move to move but replays the same for the same game.
    fn seed(&self) -> u64 {
        self.game.0.with_untracked(|s| {
            s.as_ref().map_or(0, |s| {
                G::seed(&s.record().setup)
                    ^ (s.record().actions.len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
            })
        })
    }

    /// Plays after `wait_ms`, unless cancelled by then.
    fn play_after(self, wait_ms: f64) {
        let wait = Duration::from_millis(wait_ms.max(0.0) as u64);
        set_timeout(move || self.play(), wait);
    }

    /// Plays the decision: the planned action for Hard, a fresh choice for the other levels.
    fn play(&self) {
        if self.is_cancelled() {
            return;
        }
        let Some(position) = self.position() else {
            return;
        };
        let action = if self.level == Level::Hard && G::Search::SEARCHES {
            match self
                .plan
                .try_update_value(|plan| plan.next(&position))
                .flatten()
            {
                Some(action) => Some(action),
                // The plan no longer fits (it cannot, normally): think again.
                None => return self.clone().think(),
            }
        } else {
            G::choose(self.level, &position, self.seed())
        };
        if let Some(action) = action {
            self.game.dispatch_with(self.notice, &[action]);
        }
    }

    /// Looks at Hard's search for the position: starts it, or plays what it chose once its
    /// budget is spent.
    fn think(self) {
        if self.is_cancelled() {
            return;
        }
        let Some(position) = self.position() else {
            return;
        };
        let seed = self.seed();
        let record = self
            .game
            .0
            .with_untracked(|s| s.as_ref().map(|s| s.record().clone()));
        let outcome = self.mind.try_update_value(|mind| {
            if mind.as_ref().is_none_or(|m| m.position != position) {
                *mind = record
                    .as_ref()
                    .and_then(|record| {
                        worker::ask(record, &position, G::HARD_BUDGET_MS, seed, None, false)
                    })
                    .map(|pending| Mind {
                        position: position.clone(),
                        pending,
                        started_ms: now_ms(),
                    });
            }
            let Some(m) = mind.as_ref() else {
                return Outcome::Done(Vec::new());
            };
            if !m.pending.is_answered() {
                let next = self.clone();
                m.pending.on_answer(move || next.think());
                return Outcome::Waiting;
            }
            let answer = m.pending.answer(&position);
            Outcome::Done(answer.map_or_else(Vec::new, |answer| {
                // For anyone measuring in the browser's console (verbose level).
                web_sys::console::debug_1(&format!("hard: {}", answer.report).into());
                answer
                    .plans
                    .into_iter()
                    .next()
                    .map(|best| best.plan)
                    .unwrap_or_default()
            }))
        });
        match outcome {
            Some(Outcome::Waiting) => self.tick(),
            Some(Outcome::Done(actions)) => {
                self.mind.set_value(None);
                self.thinking.0.set(None);
                self.plan.set_value(TurnPlan::new(&position, actions));
                let waited = now_ms() - self.due_from_ms;
                let rest = self.delay_ms - waited;
                self.play_after(rest);
            }
            None => {}
        }
    }

    /// While Hard thinks: the progress by the clock, until its answer (which calls
    /// [`Move::think`]) or a change; a worker that does not answer is given up.
    fn tick(self) {
        if self.is_cancelled() {
            return;
        }
        let waiting = self.mind.try_with_value(|mind| {
            mind.as_ref()
                .filter(|m| !m.pending.is_answered())
                .map(|m| m.started_ms)
        });
        let Some(Some(started_ms)) = waiting else {
            return;
        };
        let elapsed = now_ms() - started_ms;
        if elapsed > G::HARD_BUDGET_MS + PATIENCE_MS {
            worker::give_up("no answer");
            return;
        }
        self.thinking
            .0
            .set(Some((elapsed / G::HARD_BUDGET_MS).min(1.0)));
        set_timeout(move || self.tick(), Duration::from_millis(100));
    }
}

pub(crate) fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// Work waiting for its turn, oldest first.
type TaskQueue = Rc<RefCell<VecDeque<Box<dyn FnOnce()>>>>;

/// Tasks waiting for [`run_soon`], and the channel that wakes them.
struct Scheduler {
    port: web_sys::MessagePort,
    tasks: TaskQueue,
    /// Kept so the channel's other end and its handler live as long as the page.
    _receiver: web_sys::MessagePort,
    _handler: Closure<dyn FnMut()>,
}

thread_local! {
    static SCHEDULER: Option<Scheduler> = Scheduler::new();
}

impl Scheduler {
    fn new() -> Option<Scheduler> {
        let channel = web_sys::MessageChannel::new().ok()?;
        let tasks = TaskQueue::default();
        let queue = tasks.clone();
        let handler = Closure::<dyn FnMut()>::new(move || {
            let task = queue.borrow_mut().pop_front();
            if let Some(task) = task {
                task();
            }
        });
        let receiver = channel.port1();
        receiver.set_onmessage(Some(handler.as_ref().unchecked_ref()));
        Some(Scheduler {
            port: channel.port2(),
            tasks,
            _receiver: receiver,
            _handler: handler,
        })
    }
}

/// Runs `task` as soon as the browser has handled what is waiting (input, rendering), through a
/// message to the page itself: unlike a zero-delay timer, which browsers hold back to 4 ms once
/// timers nest, this leaves no idle gap between the search's slices.
pub(crate) fn run_soon(task: impl FnOnce() + 'static) {
    let mut task: Option<Box<dyn FnOnce()>> = Some(Box::new(task));
    SCHEDULER.with(|scheduler| {
        if let Some(scheduler) = scheduler {
            if scheduler.port.post_message(&JsValue::NULL).is_ok() {
                scheduler.tasks.borrow_mut().extend(task.take());
            }
        }
    });
    // Without a message channel (never seen in a supported browser) a timer does the same,
    // only slower.
    if let Some(task) = task {
        set_timeout(task, Duration::ZERO);
    }
}

/// While a computer player moves: the pace of the computer players, a button to skip ahead to
/// the next human decision, and Hard's progress while it thinks. Every game's turn panel shows
/// it under its own heading.
#[component]
pub fn BotControls() -> impl IntoView {
    use crate::i18n::{self, t, Msg};
    let pace = expect_context::<BotPace>();
    let thinking = expect_context::<Thinking>();
    view! {
        <div class="bot-controls">
            <label for="bot-pace">{t(Msg::Pace)}</label>
            <select id="bot-pace" on:change=move |ev| {
                if let Ok(ms) = event_target_value(&ev).parse::<u32>() {
                    pace.delay_ms.set(ms);
                }
            }>
                {i18n::PACES.iter().map(|(label, ms)| {
                    let ms = *ms;
                    view! { <option value=ms.to_string() selected=move || pace.delay_ms.get() == ms>{t(*label)}</option> }
                }).collect_view()}
            </select>
            <button class="secondary" on:click=move |_| pace.skip.set(true)>{t(Msg::SkipToHuman)}</button>
            {move || thinking.0.get().map(|done| view! {
                <label class="thinking">
                    {t(Msg::ThinkingProgress)} " "
                    // A whole percentage: no float formatting in the app's wasm.
                    <progress max="100" value=(done * 100.0) as u32></progress>
                </label>
            }).into_any()}
        </div>
    }
}
