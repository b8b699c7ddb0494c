//! **Hard**: a search over whole turns.
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
//! app in small slices between frames, `eoi tournament` until `--budget-ms` is spent).

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use super::{
    best_opponent_value, decide, finish_turn_greedily, in_turn, placement_value, relative_value,
    value, Level,
};
use crate::rules::{Action, GameState, Phase, Seat};
use tabletop::rng::Rng;

/// Thinking time per turn in the app, and the default of `eoi tournament`: within the 1.5 s a turn
/// may take, with room for the slices' overhead and a slower device.
pub const APP_BUDGET_MS: f64 = 1200.0;

/// Playouts of [`super::choose`] for Hard, where no clock is at hand.
pub const DEFAULT_PLAYOUTS: u32 = 48;

/// Plans kept for playouts: enough for the real alternatives, few enough that each gets several
/// playouts within the budget.
const MAX_CANDIDATES: usize = 12;

/// Decisions considered at each of a plan's first two levels.
const BRANCHING: usize = 7;

/// Above this many choices a playout decision is greedy on the spot instead of Medium's (which
/// completes each choice's turn): keeps every playout within milliseconds.
const CHEAP_ABOVE: usize = 24;

/// The UCB1 exploration weight, in influence points (the unit of a playout's result).
const EXPLORATION: f64 = 2.0;

/// Chance, in percent, that a playout decision is an Easy one (a good one, not the best), so that
/// repeated playouts of one plan meet different but plausible replies.
const NOISE_PERCENT: u32 = 15;

/// A safety net for playouts; a round has far fewer decisions.
const MAX_PLAYOUT_DECISIONS: usize = 400;

struct Candidate {
    plan: Vec<Action>,
    /// The plan's greedy value at the end of the turn: the order in which playouts start.
    prior: f64,
    visits: u32,
    total: f64,
}

impl Candidate {
    fn new(plan: Vec<Action>, prior: f64) -> Candidate {
        Candidate {
            plan,
            prior,
            visits: 0,
            total: 0.0,
        }
    }

    fn mean(&self) -> f64 {
        self.total / f64::from(self.visits.max(1))
    }
}

/// A search in progress for the player to move; see the module documentation.
pub struct Search {
    view: GameState,
    seat: Seat,
    rng: Rng,
    /// Openings of plans still to be completed, one per step, so that no step takes long.
    unfinished: Vec<Vec<Action>>,
    /// Positions the candidates end in, so that plans reaching the same one count once.
    endings: Vec<u64>,
    candidates: Vec<Candidate>,
    playouts: u32,
}

impl Search {
    /// A search for the player to move, or `None` once the game is over. Costs a few greedy turn
    /// completions (milliseconds); the playouts come with [`Search::step`].
    pub fn new(state: &GameState, seed: u64) -> Option<Search> {
        let seat = state.current_seat()?;
        let mut rng = Rng::new(seed);
        // Everything below sees only the re-dealt copy.
        let view = state.redeal_hidden(rng.next_u64());
        let mut search = Search {
            seat,
            rng,
            unfinished: Vec::new(),
            endings: Vec::new(),
            candidates: Vec::new(),
            playouts: 0,
            view,
        };
        search.open();
        if search.candidates.is_empty() && search.unfinished.is_empty() {
            return None;
        }
        Some(search)
    }

    /// Lists the plans to try: placements are valued at once (a handful of greedy completions);
    /// an action's openings are completed later, one per step.
    fn open(&mut self) {
        let view = &self.view;
        let seat = self.seat;
        let legal = view.legal_actions();
        match view.phase() {
            Phase::Placement { .. } => {
                for action in legal {
                    let prior = match action {
                        Action::Place(area) => placement_value(view, seat, area),
                        _ => relative_value(view, seat),
                    };
                    self.candidates.push(Candidate::new(vec![action], prior));
                }
                self.candidates.sort_by(|a, b| b.prior.total_cmp(&a.prior));
            }
            // The final exchange scores exactly: the greedy completion is as good as a search.
            Phase::FinalExchange(_) => {
                let mut end = view.clone();
                let plan = finish_turn_greedily(&mut end, seat);
                self.candidates.push(Candidate::new(plan, 0.0));
            }
            _ => {
                let mut openings = Vec::new();
                for first in most_promising(view, seat, legal) {
                    let Ok((after_first, _)) = view.apply(first) else {
                        continue;
                    };
                    if !in_turn(&after_first, seat) {
                        openings.push(vec![first]);
                        continue;
                    }
                    let seconds = most_promising(&after_first, seat, after_first.legal_actions());
                    openings.extend(seconds.into_iter().map(|second| vec![first, second]));
                }
                // Completed from the back: reversing keeps the first decisions' order.
                openings.reverse();
                self.unfinished = openings;
            }
        }
    }

    /// Completes one opening greedily into a candidate; once all are, keeps the best.
    fn finish_one(&mut self, mut plan: Vec<Action>) {
        let mut end = self.view.clone();
        let mut events = Vec::new();
        for action in &plan {
            events.clear();
            end.play_unchecked(*action, &mut events);
        }
        plan.extend(finish_turn_greedily(&mut end, self.seat));
        let ending = position_hash(&end);
        if !self.endings.contains(&ending) {
            self.endings.push(ending);
            let prior = relative_value(&end, self.seat);
            self.candidates.push(Candidate::new(plan, prior));
        }
        if self.unfinished.is_empty() {
            let mut all = std::mem::take(&mut self.candidates);
            all.sort_by(|a, b| b.prior.total_cmp(&a.prior));
            self.candidates = keep_diverse_best(all);
        }
    }

    /// Whether every plan has been listed and valued (playouts may follow).
    pub fn is_listed(&self) -> bool {
        self.unfinished.is_empty()
    }

    /// Whether further steps cannot change the choice (there is only one plan).
    pub fn is_settled(&self) -> bool {
        self.is_listed() && self.candidates.len() <= 1
    }

    /// Whether to stop after `elapsed_ms` of a `budget_ms` budget: once nothing can change the
    /// choice, or once every plan is listed and the budget is spent (listing always finishes, so
    /// that no plan goes unweighed).
    pub fn is_done(&self, elapsed_ms: f64, budget_ms: f64) -> bool {
        self.is_settled() || (self.is_listed() && elapsed_ms >= budget_ms)
    }

    pub fn playouts(&self) -> u32 {
        self.playouts
    }

    pub fn candidates(&self) -> usize {
        self.candidates.len()
    }

    /// One unit of work, a few milliseconds at most: completing one plan while they are being
    /// listed, then one playout.
    pub fn step(&mut self) {
        if let Some(opening) = self.unfinished.pop() {
            self.finish_one(opening);
            return;
        }
        if self.is_settled() {
            return;
        }
        let index = self.select();
        let seed = self.rng.next_u64();
        let result = playout(&self.view, self.seat, &self.candidates[index].plan, seed);
        let candidate = &mut self.candidates[index];
        candidate.visits += 1;
        candidate.total += result;
        self.playouts += 1;
    }

    /// Every plan once, best prior first, then by UCB1.
    fn select(&self) -> usize {
        if let Some(unvisited) = self.candidates.iter().position(|c| c.visits == 0) {
            return unvisited;
        }
        let log_total = f64::from(self.playouts.max(1)).ln();
        let ucb = |c: &Candidate| c.mean() + EXPLORATION * (log_total / f64::from(c.visits)).sqrt();
        self.candidates
            .iter()
            .enumerate()
            .max_by(|a, b| ucb(a.1).total_cmp(&ucb(b.1)))
            .map_or(0, |(index, _)| index)
    }

    /// The plan with the best average playout so far (the best prior before any playout).
    pub fn best_plan(&self) -> Vec<Action> {
        let visited = self
            .candidates
            .iter()
            .filter(|c| c.visits > 0)
            .max_by(|a, b| a.mean().total_cmp(&b.mean()));
        visited
            .or(self.candidates.first())
            .map(|c| c.plan.clone())
            .unwrap_or_default()
    }
}

/// Hard's plan for the rest of the current turn after `playouts` playouts (empty once the game is
/// over).
pub fn plan_turn(state: &GameState, seed: u64, playouts: u32) -> Vec<Action> {
    let Some(mut search) = Search::new(state, seed) else {
        return Vec::new();
    };
    while !search.is_listed() {
        search.step();
    }
    for _ in 0..playouts {
        if search.is_settled() {
            break;
        }
        search.step();
    }
    search.best_plan()
}

/// At most [`BRANCHING`] of `legal`: all when there are few, else the best by their immediate
/// value (an exchange area offers dozens of nearly equivalent trades).
fn most_promising(state: &GameState, seat: Seat, mut legal: Vec<Action>) -> Vec<Action> {
    if legal.len() <= BRANCHING {
        return legal;
    }
    let mut events = Vec::new();
    let mut valued: Vec<(Action, f64)> = legal
        .drain(..)
        .map(|action| {
            let mut next = state.clone();
            events.clear();
            next.play_unchecked(action, &mut events);
            (action, relative_value(&next, seat))
        })
        .collect();
    valued.sort_by(|a, b| b.1.total_cmp(&a.1));
    valued.truncate(BRANCHING);
    valued.into_iter().map(|(action, _)| action).collect()
}

/// The best plan starting with each first decision (so that, say, withdrawing is always weighed),
/// then the best of the rest, up to [`MAX_CANDIDATES`]. `sorted` is best prior first.
fn keep_diverse_best(sorted: Vec<Candidate>) -> Vec<Candidate> {
    let mut kept: Vec<Candidate> = Vec::new();
    let mut rest = Vec::new();
    for candidate in sorted {
        let first = candidate.plan.first().copied();
        if kept.len() < MAX_CANDIDATES && !kept.iter().any(|k| k.plan.first().copied() == first) {
            kept.push(candidate);
        } else {
            rest.push(candidate);
        }
    }
    let room = MAX_CANDIDATES.saturating_sub(kept.len());
    kept.extend(rest.into_iter().take(room));
    kept.sort_by(|a, b| b.prior.total_cmp(&a.prior));
    kept
}

fn position_hash(state: &GameState) -> u64 {
    let mut hasher = DefaultHasher::new();
    state.hash(&mut hasher);
    hasher.finish()
}

/// Plays `plan` on a fresh deal of the hidden cards, then everyone to the end of the round, and
/// returns the bot's value minus its best opponent's there.
fn playout(view: &GameState, seat: Seat, plan: &[Action], seed: u64) -> f64 {
    let mut rng = Rng::new(seed);
    let mut state = view.redeal_hidden(rng.next_u64());
    let mut events = Vec::new();
    for action in plan {
        // Plans only use what is face up, so this holds in every deal; if not, play on from here.
        if state.check(*action).is_err() {
            break;
        }
        events.clear();
        state.play_unchecked(*action, &mut events);
    }
    let round = view.round();
    let mut legal = Vec::new();
    for _ in 0..MAX_PLAYOUT_DECISIONS {
        if state.round() > round {
            break;
        }
        let Some(current) = state.current_seat() else {
            break;
        };
        state.legal_actions_into(&mut legal);
        let choice = if legal.len() > CHEAP_ABOVE {
            most_promising(&state, current, std::mem::take(&mut legal))
                .first()
                .copied()
        } else {
            let level = if rng.below(100) < NOISE_PERCENT {
                Level::Easy
            } else {
                Level::Medium
            };
            decide(level, &state, current, &legal, &mut rng)
        };
        let Some(action) = choice else {
            break;
        };
        events.clear();
        state.play_unchecked(action, &mut events);
    }
    margin(&state, seat)
}

/// `seat`'s value minus the best opponent's: what a playout ends with.
fn margin(state: &GameState, seat: Seat) -> f64 {
    value(state, seat) - best_opponent_value(state, seat)
}

/// Hard's plan within `budget_ms` of thinking, `now` giving milliseconds: at least one playout
/// per plan is not guaranteed, so a tight budget falls back on the greedy order.
pub fn plan_within(
    state: &GameState,
    seed: u64,
    budget_ms: f64,
    now: &dyn Fn() -> f64,
) -> (Vec<Action>, u32) {
    let started = now();
    let Some(mut search) = Search::new(state, seed) else {
        return (Vec::new(), 0);
    };
    while !search.is_done(now() - started, budget_ms) {
        search.step();
    }
    (search.best_plan(), search.playouts())
}

/// The rest of a turn a bot has decided on, tied to the exact position each action was planned
/// for: anything else happening in between (an undo, a different move) drops the plan.
#[derive(Clone, Debug, Default)]
pub struct TurnPlan {
    before_next: Option<GameState>,
    actions: std::collections::VecDeque<Action>,
}

impl TurnPlan {
    pub fn new(state: &GameState, actions: Vec<Action>) -> TurnPlan {
        TurnPlan {
            before_next: Some(state.clone()),
            actions: actions.into(),
        }
    }

    /// The next planned action, if `state` is the position it was planned for and the action is
    /// legal there; the plan is left as it is.
    pub fn upcoming(&self, state: &GameState) -> Option<Action> {
        let action = *self.actions.front()?;
        (self.before_next.as_ref() == Some(state) && state.check(action).is_ok()).then_some(action)
    }

    /// The next planned action if `state` is the position it was planned for and it is legal
    /// there; otherwise the plan is dropped and `None` returned.
    pub fn next(&mut self, state: &GameState) -> Option<Action> {
        let planned = self.before_next.as_ref() == Some(state);
        let next = self
            .actions
            .pop_front()
            .filter(|_| planned)
            .and_then(|action| state.apply(action).ok().map(|(after, _)| (action, after)));
        match next {
            Some((action, after)) => {
                self.before_next = Some(after);
                Some(action)
            }
            None => {
                *self = TurnPlan::default();
                None
            }
        }
    }
}
