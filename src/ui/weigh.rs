//! Hard's weighing of a position, for the coach (the Hint, the turning points): every plan Hard
//! weighs for the player to move, best first, with what each is worth by its playouts.
//!
//! It runs in Hard's worker (`worker.rs`), off the page's thread, as Hard's own thinking does
//! (`computer.rs`); where the worker cannot run, in slices of a few milliseconds on the page's
//! thread, between which the browser handles input and rendering.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use leptos::prelude::set_timeout;
use tabletop::search::Weighed;
use tabletop::{Record, Seat};

use super::computer::{now_ms, run_soon, Thinker};
use super::game::AppGame;
use super::worker::{self, Pending};

/// The longest stretch of weighing before the browser gets its thread back.
const SLICE_MS: f64 = 8.0;

/// What Hard makes of a position for the player to move.
#[derive(Clone, Debug, PartialEq)]
pub struct Weighing<A> {
    /// The player to move, for whom the plans are weighed.
    pub seat: Seat,
    /// Every plan weighed, best first (with the one asked for, if any).
    pub plans: Vec<Weighed<A>>,
    /// The playouts it took.
    pub playouts: u32,
}

/// Weighs `state` (the position `record` reaches) for the player to move with Hard's search for
/// `budget_ms` (every plan is listed first, however long that takes), also weighing `own_plan`
/// when given, then calls `done`. Nothing is called when there is nothing to weigh (the game is
/// over, or the game's Hard does not search) or once `cancelled` is set.
pub fn weigh<G: AppGame>(
    record: &Record<G>,
    state: &G,
    budget_ms: f64,
    seed: u64,
    own_plan: Option<Vec<G::Action>>,
    cancelled: Arc<AtomicBool>,
    done: impl FnOnce(Weighing<G::Action>) + 'static,
) {
    let done: Box<dyn FnOnce(Weighing<G::Action>)> = Box::new(done);
    let Some(pending) = worker::ask(record, state, budget_ms, seed, own_plan.as_deref(), true)
    else {
        return here(state, budget_ms, seed, own_plan, cancelled, done);
    };
    let slot: Slot<G> = Rc::new(RefCell::new(None));
    let woken = slot.clone();
    pending.on_answer(move || {
        look(&woken);
    });
    *slot.borrow_mut() = Some(Waiting {
        pending,
        state: state.clone(),
        budget_ms,
        seed,
        own_plan,
        cancelled,
        done,
    });
    poll(slot);
}

/// A weighing asked of the worker: what its answer needs, or the weighing on the page's thread
/// if the worker fails.
struct Waiting<G: AppGame> {
    pending: Pending,
    state: G,
    budget_ms: f64,
    seed: u64,
    own_plan: Option<Vec<G::Action>>,
    cancelled: Arc<AtomicBool>,
    done: Box<dyn FnOnce(Weighing<G::Action>)>,
}

type Slot<G> = Rc<RefCell<Option<Waiting<G>>>>;

/// Looks for `cancelled` now and then while the worker weighs (dropped, the request is
/// cancelled there).
fn poll<G: AppGame>(slot: Slot<G>) {
    if look(&slot) {
        set_timeout(move || poll(slot), Duration::from_millis(100));
    }
}

/// Whether the weighing still waits for the worker; calls `done` once the answer is there.
fn look<G: AppGame>(slot: &Slot<G>) -> bool {
    let Some(waiting) = slot.borrow_mut().take() else {
        return false;
    };
    if waiting.cancelled.load(Ordering::Relaxed) {
        return false;
    }
    if !waiting.pending.is_answered() {
        *slot.borrow_mut() = Some(waiting);
        return true;
    }
    match waiting.pending.answer(&waiting.state) {
        Some(answer) => (waiting.done)(Weighing {
            seat: answer.seat,
            plans: answer.plans,
            playouts: answer.playouts,
        }),
        // The worker failed (or found nothing to weigh, which the page finds too).
        None => here(
            &waiting.state,
            waiting.budget_ms,
            waiting.seed,
            waiting.own_plan,
            waiting.cancelled,
            waiting.done,
        ),
    }
    false
}

/// The weighing on the page's thread, in slices.
fn here<G: AppGame>(
    state: &G,
    budget_ms: f64,
    seed: u64,
    own_plan: Option<Vec<G::Action>>,
    cancelled: Arc<AtomicBool>,
    done: Box<dyn FnOnce(Weighing<G::Action>)>,
) {
    let search = match own_plan {
        Some(plan) => G::Search::start_with(state, seed, plan),
        None => G::Search::start(state, seed),
    };
    let Some(search) = search else {
        return;
    };
    let started_ms = now_ms();
    slice::<G>(search, started_ms, budget_ms, cancelled, done);
}

fn slice<G: AppGame>(
    mut search: G::Search,
    started_ms: f64,
    budget_ms: f64,
    cancelled: Arc<AtomicBool>,
    done: Box<dyn FnOnce(Weighing<G::Action>)>,
) {
    if cancelled.load(Ordering::Relaxed) {
        return;
    }
    let slice_start = now_ms();
    let finished = |search: &G::Search| search.is_done(now_ms() - started_ms, budget_ms);
    while !finished(&search) && now_ms() - slice_start < SLICE_MS {
        search.step();
    }
    if finished(&search) {
        done(Weighing {
            seat: search.seat(),
            plans: search.weighed(),
            playouts: search.playouts(),
        });
    } else {
        run_soon(move || slice::<G>(search, started_ms, budget_ms, cancelled, done));
    }
}
