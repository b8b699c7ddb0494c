//! Hard's weighing of a position, for the coach (the Hint, the turning points): every plan Hard
//! weighs for the player to move, best first, with what each is worth by its playouts.
//!
//! It runs in slices of a few milliseconds on the page's thread, between which the browser
//! handles input and rendering (as Hard's own thinking does, `computer.rs`).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use tabletop::search::Weighed;
use tabletop::{Record, Seat};

use super::computer::{now_ms, run_soon, Thinker};
use super::game::AppGame;

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
    // The page's thread has the position already; a worker would start from the record.
    let _ = record;
    let search = match own_plan {
        Some(plan) => G::Search::start_with(state, seed, plan),
        None => G::Search::start(state, seed),
    };
    let Some(search) = search else {
        return;
    };
    let started_ms = now_ms();
    slice::<G>(search, started_ms, budget_ms, cancelled, Box::new(done));
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
