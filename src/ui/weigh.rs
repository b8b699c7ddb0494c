//! Hard's weighing of a position, for the coach (the Hint, the turning points): every plan Hard
//! weighs for the player to move, best first, with what each is worth by its playouts.
//!
//! It runs where Hard's own thinking does (`worker.rs`): in Hard's worker, off the page's thread,
//! or where the worker cannot run, in slices of a few milliseconds on the page's thread, between
//! which the browser handles input and rendering.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use leptos::prelude::set_timeout;
use tabletop::search::Weighed;
use tabletop::{Record, Seat};

use super::game::AppGame;
use super::worker::{self, Pending};

/// What Hard makes of a position for the player to move.
#[derive(Clone, Debug, PartialEq)]
pub struct Weighing<A> {
    /// The player to move, for whom the plans are weighed.
    pub seat: Seat,
    /// Every plan weighed, best first (with the one asked for, if any).
    pub plans: Vec<Weighed<A>>,
}

/// Weighs `state` (the position `record` reaches) for the player to move with Hard's search for
/// `budget_ms` (every plan is listed first, however long that takes), also weighing `own_plan`
/// when given, then calls `done`. Nothing is called when there is nothing to weigh (the game is
/// over, or the game's Hard does not search) or once `cancelled` is set. (`done` is boxed: one
/// copy of this code for the Hint's and the turning points' answers.)
pub fn weigh<G: AppGame>(
    record: &Record<G>,
    state: &G,
    budget_ms: f64,
    seed: u64,
    own_plan: Option<Vec<G::Action>>,
    cancelled: Arc<AtomicBool>,
    done: Box<dyn FnOnce(Weighing<G::Action>)>,
) {
    let Some(pending) = worker::ask(record, state, budget_ms, seed, own_plan.as_deref(), true)
    else {
        return;
    };
    let slot: Slot<G> = Rc::new(RefCell::new(None));
    let woken = slot.clone();
    pending.on_answer(move || {
        look(&woken);
    });
    *slot.borrow_mut() = Some(Waiting {
        pending,
        state: state.clone(),
        cancelled,
        done,
    });
    poll(slot);
}

/// A weighing under way: what its answer needs.
struct Waiting<G: AppGame> {
    pending: Pending,
    state: G,
    cancelled: Arc<AtomicBool>,
    done: Box<dyn FnOnce(Weighing<G::Action>)>,
}

type Slot<G> = Rc<RefCell<Option<Waiting<G>>>>;

/// Looks for `cancelled` now and then while Hard weighs (the search is then dropped, which
/// cancels it).
fn poll<G: AppGame>(slot: Slot<G>) {
    if look(&slot) {
        set_timeout(move || poll(slot), Duration::from_millis(100));
    }
}

/// Whether the weighing is still under way; calls `done` once the answer is there.
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
    if let Some(answer) = waiting.pending.answer(&waiting.state) {
        (waiting.done)(Weighing {
            seat: answer.seat,
            plans: answer.plans,
        });
    }
    false
}
