//! **Hard**: the platform's search over whole turns ([`tabletop::search`]) with this game's plans,
//! heuristics and playouts.
//!
//! A turn (placing one token, or resolving one action with all its sub-choices and its bonus) is
//! chosen as a whole *plan*. The candidate plans are every placement, or, for an action, every
//! first and second decision completed greedily (duplicates that reach the same position dropped,
//! the most promising kept). Each candidate is then tried in playouts: a fresh copy of the game
//! with the hidden decks dealt again at random ([`GameState::redeal_hidden`]), the plan played,
//! and every player, the bot included, played to the end of the round by the Medium heuristic
//! with some Easy-style noise. The round's end is valued with [`super::value`]: the bot's
//! estimate minus its best opponent's. Playouts go to the candidates by UCB1, and the plan with
//! the best average wins.
//!
//! Nothing here reads a clock: the caller runs [`Search::step`] as often as its budget allows (the
//! app in small slices between frames, `tabletop eoi tournament` until `--budget-ms` is spent).

use tabletop::rng::Rng;
use tabletop::search::{Openings, Planner};

use super::{
    best_opponent_value, decide, finish_turn_greedily, in_turn, placement_value, relative_value,
    relative_value_after, value, Level,
};
use crate::rules::{Action, GameState, Phase, Seat};

/// Thinking time per turn in the app, and the default of `tabletop eoi tournament`: within the
/// 1.5 s a turn may take, with room for the slices' overhead and a slower device.
pub const APP_BUDGET_MS: f64 = 1200.0;

/// Playouts of [`super::choose`] for Hard, where no clock is at hand.
pub const DEFAULT_PLAYOUTS: u32 = 48;

/// Decisions considered at each of a plan's first two levels.
const BRANCHING: usize = 7;

/// Above this many choices a playout decision is greedy on the spot instead of Medium's (which
/// completes each choice's turn): keeps every playout within milliseconds.
const CHEAP_ABOVE: usize = 24;

/// Chance, in percent, that a playout decision is an Easy one (a good one, not the best), so that
/// repeated playouts of one plan meet different but plausible replies.
const NOISE_PERCENT: u32 = 15;

/// A search in progress for the player to move.
pub type Search = tabletop::search::Search<GameState>;

/// The rest of a turn Hard has decided on, tied to the positions it was planned for.
pub type TurnPlan = tabletop::search::TurnPlan<GameState>;

/// Hard's plan for the rest of the current turn after `playouts` playouts (empty once the game is
/// over).
pub fn plan_turn(state: &GameState, seed: u64, playouts: u32) -> Vec<Action> {
    tabletop::search::plan_turn(state, seed, playouts)
}

/// Hard's plan within `budget_ms` of thinking, `now` giving milliseconds, and its playouts.
pub fn plan_within(
    state: &GameState,
    seed: u64,
    budget_ms: f64,
    now: &dyn Fn() -> f64,
) -> (Vec<Action>, u32) {
    tabletop::search::plan_within(state, seed, budget_ms, now)
}

impl Planner for GameState {
    /// Placements are valued at once (a handful of greedy completions); the final exchange scores
    /// exactly, so its greedy completion is as good as a search; an action's openings are its
    /// first and second decisions, completed later one per step.
    fn openings(&self, seat: Seat) -> Openings<Action> {
        let legal = self.legal_actions();
        match self.phase() {
            Phase::Placement { .. } => Openings::Valued(
                legal
                    .into_iter()
                    .map(|action| {
                        let prior = match action {
                            Action::Place(area) => placement_value(self, seat, area),
                            _ => relative_value(self, seat),
                        };
                        (vec![action], prior)
                    })
                    .collect(),
            ),
            Phase::FinalExchange(_) => {
                let mut end = self.clone();
                Openings::Valued(vec![(finish_turn_greedily(&mut end, seat), 0.0)])
            }
            _ => {
                let mut openings = Vec::new();
                for first in most_promising(self, seat, legal) {
                    let Ok((after_first, _)) = self.apply(first) else {
                        continue;
                    };
                    if !in_turn(&after_first, seat) {
                        openings.push(vec![first]);
                        continue;
                    }
                    let seconds = most_promising(&after_first, seat, after_first.legal_actions());
                    openings.extend(seconds.into_iter().map(|second| vec![first, second]));
                }
                Openings::ToComplete(openings)
            }
        }
    }

    fn complete(&mut self, seat: Seat, mut opening: Vec<Action>) -> Vec<Action> {
        let mut events = Vec::new();
        for action in &opening {
            events.clear();
            self.play_unchecked(*action, &mut events);
        }
        opening.extend(finish_turn_greedily(self, seat));
        opening
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        relative_value(self, seat)
    }

    fn playout_move(&self, legal: &mut Vec<Action>, rng: &mut Rng) -> Option<Action> {
        let current = self.current_seat()?;
        if legal.len() > CHEAP_ABOVE {
            most_promising(self, current, std::mem::take(legal))
                .first()
                .copied()
        } else {
            let level = if rng.below(100) < NOISE_PERCENT {
                Level::Easy
            } else {
                Level::Medium
            };
            decide(level, self, current, legal, rng)
        }
    }

    /// A playout runs to the end of the round it started in.
    fn playout_over(&self, start: &GameState) -> bool {
        self.round() > start.round()
    }

    fn playout_value(&self, seat: Seat) -> f64 {
        value(self, seat) - best_opponent_value(self, seat)
    }
}

/// At most [`BRANCHING`] of `legal`: all when there are few, else the best by their immediate
/// value (an exchange area offers dozens of nearly equivalent trades).
fn most_promising(state: &GameState, seat: Seat, mut legal: Vec<Action>) -> Vec<Action> {
    if legal.len() <= BRANCHING {
        return legal;
    }
    let mut events = Vec::new();
    let opponents = best_opponent_value(state, seat);
    let mut valued: Vec<(Action, f64)> = legal
        .drain(..)
        .map(|action| {
            let mut next = state.clone();
            events.clear();
            next.play_unchecked(action, &mut events);
            (action, relative_value_after(state, opponents, &next, seat))
        })
        .collect();
    valued.sort_by(|a, b| b.1.total_cmp(&a.1));
    valued.truncate(BRANCHING);
    valued.into_iter().map(|(action, _)| action).collect()
}
