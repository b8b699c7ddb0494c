//! Computer players in the app. Easy and Medium decide in about a millisecond. Hard searches for
//! up to [`APP_BUDGET_MS`] per turn in slices of a few milliseconds, handing the browser back
//! its thread between slices, so the page keeps answering clicks while it thinks; it then plays
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

use super::{BotPace, GameSignal, Notice, Seats};
use eoi::bots::search::{Search, TurnPlan, APP_BUDGET_MS};
use eoi::bots::{self, Level};
use eoi::rules::GameState;

/// The longest stretch of searching before the browser gets its thread back.
const SLICE_MS: f64 = 8.0;

/// How far a computer player's thinking has got (0 to 1), while it thinks.
#[derive(Clone, Copy)]
pub struct Thinking(pub RwSignal<Option<f64>>);

/// Hard's search under way, kept across re-runs for the same position (say, a pace change).
struct Mind {
    position: GameState,
    search: Search,
    started_ms: f64,
}

/// What one scheduled move needs; dropped (by `cancelled`) as soon as anything changes.
#[derive(Clone)]
struct Move {
    game: GameSignal,
    notice: Notice,
    thinking: Thinking,
    plan: StoredValue<TurnPlan>,
    mind: StoredValue<Option<Mind>>,
    cancelled: Arc<AtomicBool>,
    level: Level,
    delay_ms: f64,
    due_from_ms: f64,
}

/// Plays every computer seat's decisions as they come up.
pub fn drive_computer_players(
    game: GameSignal,
    committed: Memo<Option<GameState>>,
    seats: Seats,
    notice: Notice,
    pace: BotPace,
    thinking: Thinking,
) {
    let plan = StoredValue::new(TurnPlan::default());
    let mind = StoredValue::new(None::<Mind>);
    Effect::new(move |_| {
        let to_move = committed.with(|s| s.as_ref().and_then(GameState::current_seat));
        // Whatever was thinking has stopped; a search that goes on shows its progress again.
        thinking.0.set(None);
        let Some(level) = to_move.and_then(|seat| seats.bot(seat)) else {
            pace.skip.set(false);
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
        if level == Level::Hard && !planned {
            // Thinking starts at once (it counts towards the pace), after this effect returns.
            run_soon(move || next_move.think());
        } else {
            let wait = next_move.delay_ms;
            next_move.play_after(wait);
        }
    });
}

impl Move {
    fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }

    fn position(&self) -> Option<GameState> {
        self.game
            .0
            .with_untracked(|s| s.as_ref().map(|s| s.state().clone()))
    }

    /// A seed that differs from move to move but replays the same for the same game.
    fn seed(&self) -> u64 {
        self.game.0.with_untracked(|s| {
            s.as_ref().map_or(0, |s| {
                s.record().setup.seed
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
        let action = if self.level == Level::Hard {
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
            bots::choose(self.level, &position, self.seed())
        };
        if let Some(action) = action {
            self.game.dispatch_with(self.notice, &[action]);
        }
    }

    /// One slice of Hard's search; schedules the next slice, or the move once the budget is spent.
    fn think(self) {
        if self.is_cancelled() {
            return;
        }
        let Some(position) = self.position() else {
            return;
        };
        let seed = self.seed();
        let slice_start = now_ms();
        let outcome = self.mind.try_update_value(|mind| {
            if mind.as_ref().is_none_or(|m| m.position != position) {
                *mind = Search::new(&position, seed).map(|search| Mind {
                    position: position.clone(),
                    search,
                    started_ms: slice_start,
                });
            }
            let Some(m) = mind.as_mut() else {
                return Ok(Vec::new());
            };
            let done = |m: &Mind| m.search.is_done(now_ms() - m.started_ms, APP_BUDGET_MS);
            while !done(m) && now_ms() - slice_start < SLICE_MS {
                m.search.step();
            }
            if done(m) {
                // For anyone measuring in the browser's console (verbose level).
                let report = format!(
                    "hard: {} plans, {} playouts in {:.0} ms",
                    m.search.candidates(),
                    m.search.playouts(),
                    now_ms() - m.started_ms
                );
                web_sys::console::debug_1(&report.into());
                Ok(m.search.best_plan())
            } else {
                Err((now_ms() - m.started_ms) / APP_BUDGET_MS)
            }
        });
        match outcome {
            Some(Err(progress)) => {
                self.thinking.0.set(Some(progress.min(1.0)));
                run_soon(move || self.think());
            }
            Some(Ok(actions)) => {
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
}

fn now_ms() -> f64 {
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
fn run_soon(task: impl FnOnce() + 'static) {
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
