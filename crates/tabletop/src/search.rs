//! The computer players' search, for any game: a flat Monte Carlo search over whole-turn *plans*.
//!
//! A game lists the plans worth weighing for the player to move ([`Planner::openings`]): whole
//! plans valued at once, or openings the search completes one per step ([`Planner::complete`]).
//! Plans that reach the same position count once, and the most promising are kept. Each is then
//! tried in playouts: a copy of the game with everything hidden dealt again
//! ([`Game::determinize`]), the plan played, and every player played by the game's playout policy
//! ([`Planner::playout_move`]) until the game says the playout has gone far enough; the position
//! there is valued for the searching player ([`Planner::playout_value`]). Playouts go to the plans
//! by UCB1, and the plan with the best average wins.
//!
//! More time buys more strength by *progressive widening*: the search starts with the
//! [`MAX_CANDIDATES`] most promising plans (the best of each first decision, then the best by
//! prior), and each time the plans in play have had [`Planner::widening_playouts`] playouts each
//! on average, the next plan of the list joins them, so that a long search also weighs plans a
//! short one never tries. The plans' order (and so who joins next) is the game's prior.
//!
//! Nothing here reads a clock: the caller runs [`Search::step`] (a few milliseconds at most) as
//! often as its budget allows, natively or in the browser between frames.
//!
//! [`Sight::Everything`] is a measuring instrument, never a player: the same search on the real
//! state, hidden information and the real random stream included, so that its strength bounds
//! what any better valuation of the determinized views could buy.

use std::collections::hash_map::DefaultHasher;
use std::collections::VecDeque;
use std::hash::{Hash, Hasher};

use crate::order::best_first;
use crate::record::{Game, Seat};
use crate::rng::Rng;

/// Plans in play from the start: enough for the real alternatives, few enough that each gets
/// several playouts within a short budget. More join as playouts accumulate.
pub const MAX_CANDIDATES: usize = 12;

/// Plans listed at most (the most promising; the widening admits them in this order).
const MAX_LISTED: usize = 96;

/// The default of [`Planner::widening_playouts`].
const WIDENING_PLAYOUTS: u32 = 24;

/// The UCB1 exploration weight, in the unit of [`Planner::playout_value`].
const EXPLORATION: f64 = 2.0;

/// A safety net for playouts; games end theirs far sooner.
const MAX_PLAYOUT_DECISIONS: usize = 400;

/// The plans a game offers for the player to move.
pub enum Openings<A> {
    /// Whole plans, each with its prior value (the order in which playouts start).
    Valued(Vec<(Vec<A>, f64)>),
    /// Beginnings of plans, completed by [`Planner::complete`] one per search step.
    ToComplete(Vec<Vec<A>>),
}

/// What a game tells the search: which plans to weigh, how to finish and value them, and how
/// players move in a playout. Each game's bots implement it with their own heuristics.
pub trait Planner: Game + Hash + PartialEq {
    /// The plans worth weighing for `seat`, the player to move, in `self` (a determinized view).
    fn openings(&self, seat: Seat) -> Openings<Self::Action>;
    /// `opening` finished into a plan for the rest of `seat`'s turn, played out on `self`; returns
    /// the whole plan.
    fn complete(&mut self, seat: Seat, opening: Vec<Self::Action>) -> Vec<Self::Action>;
    /// How good the position is for `seat` (the prior of a completed plan).
    fn evaluate(&self, seat: Seat) -> f64;
    /// A playout's move for the player to move, chosen among `legal` (filled by the caller).
    fn playout_move(&self, legal: &mut Vec<Self::Action>, rng: &mut Rng) -> Option<Self::Action>;
    /// A playout's move when the search is for `searcher`: [`Planner::playout_move`] unless a
    /// game plays its own seat with more care than the others.
    fn playout_move_for(
        &self,
        searcher: Seat,
        legal: &mut Vec<Self::Action>,
        rng: &mut Rng,
    ) -> Option<Self::Action> {
        let _ = searcher;
        self.playout_move(legal, rng)
    }
    /// Whether a playout that started from `start` has gone far enough (say, the round is over).
    fn playout_over(&self, start: &Self) -> bool;
    /// What a playout ends with for `seat`: usually its value minus its best opponent's.
    fn playout_value(&self, seat: Seat) -> f64;
    /// Playouts per plan in play, on average, before the next listed plan joins them
    /// (progressive widening); `u32::MAX` keeps the first [`MAX_CANDIDATES`] only.
    fn widening_playouts(&self) -> u32 {
        WIDENING_PLAYOUTS
    }
    /// Whether every plan's n-th playout is played on the same deal (common random numbers):
    /// plans are then compared on the same dice and draws, not each on its own luck, which a
    /// game whose playouts are mostly luck needs. Off by default: each playout deals afresh.
    fn common_deals(&self) -> bool {
        false
    }
    /// How many playouts a plan's prior counts for in its value (0: the playouts alone). With
    /// some, a short search keeps to the game's prior and playouts refine it as they accumulate;
    /// the priors are brought to the playouts' level by the mean difference between the two.
    fn prior_playouts(&self) -> f64 {
        0.0
    }
    /// Plans in play from the start (at most [`MAX_CANDIDATES`]); the widening admits the rest.
    fn first_candidates(&self) -> usize {
        MAX_CANDIDATES
    }
}

/// What a search may look at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub enum Sight {
    /// What the player could see: every playout, and the plan list, on a copy with everything
    /// hidden dealt again ([`Game::determinize`]). Every computer player searches so.
    #[default]
    Fair,
    /// The real state, as an oracle for measurements: the other players' hidden information as
    /// it is, and the game's own random stream as it stands, so a playout that draws in the same
    /// order as the real game meets the very dice or cards the real game will deal.
    Everything,
}

struct Candidate<A> {
    plan: Vec<A>,
    prior: f64,
    visits: u32,
    total: f64,
}

impl<A> Candidate<A> {
    fn new(plan: Vec<A>, prior: f64) -> Candidate<A> {
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
pub struct Search<G: Planner> {
    view: G,
    seat: Seat,
    rng: Rng,
    /// Openings still to be completed, one per step, so that no step takes long.
    unfinished: Vec<Vec<G::Action>>,
    /// Positions the candidates end in, so that plans reaching the same one count once.
    endings: Vec<u64>,
    /// Every plan listed, in the order they join the search.
    candidates: Vec<Candidate<G::Action>>,
    /// The first `active` candidates are in play (progressive widening).
    active: usize,
    /// Playouts per plan in play before the next joins.
    widening: u32,
    /// A plan weighed whatever its prior (the human's own turn, for the coach).
    pinned: Option<Vec<G::Action>>,
    playouts: u32,
    /// The seed of the n-th deal, common to every plan, if the game wants common deals.
    deals: Option<u64>,
    /// [`Planner::prior_playouts`].
    prior_playouts: f64,
    /// The sum of every playout's result less its plan's prior.
    above_prior: f64,
    /// [`Planner::first_candidates`].
    first_candidates: usize,
    sight: Sight,
}

/// A plan as the search weighs it for the searching seat.
#[derive(Clone, Debug, PartialEq)]
pub struct Weighed<A> {
    pub plan: Vec<A>,
    /// The mean of its playouts, in the unit of [`Planner::playout_value`] (its prior before any).
    pub value: f64,
    pub playouts: u32,
}

impl<G: Planner> Search<G> {
    /// A search for the player to move, or `None` once the game is over or nothing is to be
    /// weighed. Everything after this sees only a determinized copy of `state`.
    pub fn new(state: &G, seed: u64) -> Option<Search<G>> {
        Search::start(state, seed, None, Sight::Fair)
    }

    /// A search for the player to move that sees `sight`: [`Search::new`]'s for
    /// [`Sight::Fair`]; for [`Sight::Everything`], one that plans and plays out on `state`
    /// itself (measurements only: see [`Sight`]).
    pub fn seeing(state: &G, seed: u64, sight: Sight) -> Option<Search<G>> {
        Search::start(state, seed, None, sight)
    }

    /// A search that also weighs `plan` (say, the turn a player actually took), so that
    /// [`Search::weighed`] values it beside the best plans.
    pub fn with_plan(state: &G, seed: u64, plan: Vec<G::Action>) -> Option<Search<G>> {
        Search::start(
            state,
            seed,
            Some(plan).filter(|plan| !plan.is_empty()),
            Sight::Fair,
        )
    }

    fn start(
        state: &G,
        seed: u64,
        pinned: Option<Vec<G::Action>>,
        sight: Sight,
    ) -> Option<Search<G>> {
        let seat = state.current_seat()?;
        let mut rng = Rng::new(seed);
        // Drawn whatever the sight, so that both searches' later numbers are the same.
        let deal = rng.next_u64();
        let view = match sight {
            Sight::Fair => state.determinize(deal),
            Sight::Everything => state.clone(),
        };
        let deals = view.common_deals().then(|| rng.next_u64());
        let mut search = Search {
            seat,
            rng,
            unfinished: Vec::new(),
            endings: Vec::new(),
            candidates: Vec::new(),
            active: 0,
            widening: view.widening_playouts().max(1),
            pinned,
            playouts: 0,
            deals,
            prior_playouts: view.prior_playouts().max(0.0),
            above_prior: 0.0,
            first_candidates: view.first_candidates().clamp(1, MAX_CANDIDATES),
            sight,
            view,
        };
        match search.view.openings(seat) {
            Openings::Valued(plans) => {
                let mut all: Vec<Candidate<G::Action>> = plans
                    .into_iter()
                    .map(|(plan, prior)| Candidate::new(plan, prior))
                    .collect();
                best_first(&mut all, |candidate| candidate.prior);
                search.candidates = in_joining_order(all);
                search.active = search.candidates.len().min(search.first_candidates);
                search.add_pinned();
            }
            Openings::ToComplete(mut openings) => {
                // Completed from the back: reversing keeps the openings' order.
                openings.reverse();
                search.unfinished = openings;
            }
        }
        if search.candidates.is_empty() && search.unfinished.is_empty() {
            return None;
        }
        Some(search)
    }

    /// Completes one opening into a candidate; once all are, keeps the best.
    fn finish_one(&mut self, opening: Vec<G::Action>) {
        let mut end = self.view.clone();
        let plan = end.complete(self.seat, opening);
        let ending = position_hash(&end);
        if !self.endings.contains(&ending) {
            self.endings.push(ending);
            let prior = end.evaluate(self.seat);
            self.candidates.push(Candidate::new(plan, prior));
        }
        if self.unfinished.is_empty() {
            let mut all = std::mem::take(&mut self.candidates);
            best_first(&mut all, |candidate| candidate.prior);
            self.candidates = in_joining_order(all);
            self.active = self.candidates.len().min(self.first_candidates);
            self.add_pinned();
        }
    }

    /// The pinned plan among the plans in play, unless one already is it.
    fn add_pinned(&mut self) {
        let Some(plan) = self.pinned.clone() else {
            return;
        };
        if let Some(at) = self.candidates.iter().position(|c| c.plan == plan) {
            if at >= self.active {
                let listed = self.candidates.remove(at);
                self.candidates.insert(self.active, listed);
                self.active += 1;
            }
            return;
        }
        let mut end = self.view.clone();
        let mut events = Vec::new();
        for action in &plan {
            if end.check(*action).is_err() {
                break;
            }
            end.play_unchecked(*action, &mut events);
        }
        let prior = end.evaluate(self.seat);
        self.candidates
            .insert(self.active, Candidate::new(plan, prior));
        self.active += 1;
    }

    /// The seat the search is for (the player to move).
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Every plan weighed, best value first: the mean of its playouts, or its prior while it has
    /// none (as [`Search::best_plan`] chooses).
    pub fn weighed(&self) -> Vec<Weighed<G::Action>> {
        // Visited plans rank before unvisited ones, as for the best plan; the shared sort keeps
        // the wasm small (a sort_by of its own is 2 KB).
        let (mut visited, mut unvisited): (Vec<_>, Vec<_>) = self
            .choosable()
            .iter()
            .map(|c| Weighed {
                plan: c.plan.clone(),
                value: if c.visits > 0 { c.mean() } else { c.prior },
                playouts: c.visits,
            })
            .partition(|weighed| weighed.playouts > 0);
        best_first(&mut visited, |weighed| weighed.value);
        best_first(&mut unvisited, |weighed| weighed.value);
        visited.append(&mut unvisited);
        visited
    }

    /// Whether every plan has been listed and valued (playouts may follow).
    pub fn is_listed(&self) -> bool {
        self.unfinished.is_empty()
    }

    /// Whether further steps cannot change the choice (there is only one plan).
    pub fn is_settled(&self) -> bool {
        self.is_listed() && self.candidates.len() <= 1
    }

    /// The plans in play: the first listed, and those the widening has admitted since.
    fn in_play(&self) -> &[Candidate<G::Action>] {
        &self.candidates[..self.active.min(self.candidates.len())]
    }

    /// Whether to stop after `elapsed_ms` of a `budget_ms` budget: once nothing can change the
    /// choice, or once the budget is spent and a plan is listed (a game whose plans take long to
    /// complete, as ERA: Medieval Age's many build plans on a slow device, then chooses among
    /// those listed so far, the most promising openings first).
    pub fn is_done(&self, elapsed_ms: f64, budget_ms: f64) -> bool {
        self.is_settled() || (elapsed_ms >= budget_ms && !self.candidates.is_empty())
    }

    /// The plans to choose among: those in play, or while plans are still being listed, every
    /// one listed so far.
    fn choosable(&self) -> &[Candidate<G::Action>] {
        if self.is_listed() {
            self.in_play()
        } else {
            &self.candidates
        }
    }

    pub fn playouts(&self) -> u32 {
        self.playouts
    }

    /// The plans in play so far.
    pub fn candidates(&self) -> usize {
        self.in_play().len()
    }

    /// Every plan listed, in play or waiting to join.
    pub fn listed(&self) -> usize {
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
        let seed = match self.deals {
            // The candidate's n-th playout gets the n-th common deal.
            Some(deals) => Rng::new(
                deals
                    ^ u64::from(self.candidates[index].visits).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            )
            .next_u64(),
            None => self.rng.next_u64(),
        };
        let result = playout(
            &self.view,
            self.seat,
            &self.candidates[index].plan,
            seed,
            self.sight,
        );
        let candidate = &mut self.candidates[index];
        candidate.visits += 1;
        candidate.total += result;
        self.above_prior += result - candidate.prior;
        self.playouts += 1;
        let in_play = self.active as u64;
        if self.active < self.candidates.len()
            && u64::from(self.playouts) >= in_play * u64::from(self.widening)
        {
            self.active += 1;
        }
    }

    /// Every plan in play once, in their order, then by UCB1.
    fn select(&self) -> usize {
        let in_play = self.in_play();
        if let Some(unvisited) = in_play.iter().position(|c| c.visits == 0) {
            return unvisited;
        }
        let log_total = f64::from(self.playouts.max(1)).ln();
        let ucb = |c: &Candidate<G::Action>| {
            self.score(c) + EXPLORATION * (log_total / f64::from(c.visits)).sqrt()
        };
        in_play
            .iter()
            .enumerate()
            .max_by(|a, b| ucb(a.1).total_cmp(&ucb(b.1)))
            .map_or(0, |(index, _)| index)
    }

    /// A plan's value: the mean of its playouts, with its prior counted as
    /// [`Planner::prior_playouts`] more.
    fn score(&self, c: &Candidate<G::Action>) -> f64 {
        if self.prior_playouts <= 0.0 {
            return c.mean();
        }
        let shift = self.above_prior / f64::from(self.playouts.max(1));
        (self.prior_playouts * (c.prior + shift) + c.total)
            / (self.prior_playouts + f64::from(c.visits))
    }

    /// The plan with the best average playout so far (the best prior before any playout).
    pub fn best_plan(&self) -> Vec<G::Action> {
        let choosable = self.choosable();
        let visited = choosable
            .iter()
            .filter(|c| c.visits > 0)
            .max_by(|a, b| self.score(a).total_cmp(&self.score(b)));
        // Before any playout (or stopped while listing): the best prior, the first listed of
        // equals (`max_by` keeps the last).
        visited
            .or_else(|| {
                choosable
                    .iter()
                    .rev()
                    .max_by(|a, b| a.prior.total_cmp(&b.prior))
            })
            .map(|c| c.plan.clone())
            .unwrap_or_default()
    }
}

/// The plan for the rest of the current turn after `playouts` playouts (empty once the game is
/// over).
pub fn plan_turn<G: Planner>(state: &G, seed: u64, playouts: u32) -> Vec<G::Action> {
    plan_for(state, seed, playouts).0
}

/// The plan for the rest of the current turn after `playouts` playouts, and the playouts it took
/// (fewer when there was nothing to choose): deterministic from the seed, whatever the machine.
pub fn plan_for<G: Planner>(state: &G, seed: u64, playouts: u32) -> (Vec<G::Action>, u32) {
    plan_seeing(state, seed, playouts, Sight::Fair)
}

/// [`plan_for`] by a search that sees `sight`.
pub fn plan_seeing<G: Planner>(
    state: &G,
    seed: u64,
    playouts: u32,
    sight: Sight,
) -> (Vec<G::Action>, u32) {
    let Some(mut search) = Search::seeing(state, seed, sight) else {
        return (Vec::new(), 0);
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
    (search.best_plan(), search.playouts())
}

/// The plan within `budget_ms` of thinking, `now` giving milliseconds, and the playouts it took.
pub fn plan_within<G: Planner>(
    state: &G,
    seed: u64,
    budget_ms: f64,
    now: &dyn Fn() -> f64,
) -> (Vec<G::Action>, u32) {
    plan_within_seeing(state, seed, budget_ms, now, Sight::Fair)
}

/// [`plan_within`] by a search that sees `sight`.
pub fn plan_within_seeing<G: Planner>(
    state: &G,
    seed: u64,
    budget_ms: f64,
    now: &dyn Fn() -> f64,
    sight: Sight,
) -> (Vec<G::Action>, u32) {
    let started = now();
    let Some(mut search) = Search::seeing(state, seed, sight) else {
        return (Vec::new(), 0);
    };
    while !search.is_done(now() - started, budget_ms) {
        search.step();
    }
    (search.best_plan(), search.playouts())
}

/// The order in which plans join the search: the best plan starting with each first decision
/// (so that, say, withdrawing is always weighed), up to [`MAX_CANDIDATES`] and best prior first,
/// then the rest by prior, at most [`MAX_LISTED`] in all. `sorted` is best prior first.
fn in_joining_order<A: PartialEq + Copy>(sorted: Vec<Candidate<A>>) -> Vec<Candidate<A>> {
    let mut first: Vec<Candidate<A>> = Vec::new();
    let mut rest = Vec::new();
    for candidate in sorted {
        let opening = candidate.plan.first().copied();
        if first.len() < MAX_CANDIDATES && !first.iter().any(|k| k.plan.first().copied() == opening)
        {
            first.push(candidate);
        } else {
            rest.push(candidate);
        }
    }
    let room = MAX_CANDIDATES.saturating_sub(first.len());
    let mut later = rest.split_off(room.min(rest.len()));
    first.extend(rest);
    best_first(&mut first, |candidate| candidate.prior);
    later.truncate(MAX_LISTED.saturating_sub(first.len()));
    first.extend(later);
    first
}

fn position_hash<G: Hash>(state: &G) -> u64 {
    let mut hasher = DefaultHasher::new();
    state.hash(&mut hasher);
    hasher.finish()
}

/// Plays `plan` on a fresh deal of everything hidden (or, seeing everything, on the view as it
/// is), then everyone until the game says the playout is over, and returns what it is worth to
/// `seat`.
fn playout<G: Planner>(view: &G, seat: Seat, plan: &[G::Action], seed: u64, sight: Sight) -> f64 {
    let mut rng = Rng::new(seed);
    let deal = rng.next_u64();
    let mut state = match sight {
        Sight::Fair => view.determinize(deal),
        Sight::Everything => view.clone(),
    };
    let mut events = Vec::new();
    for action in plan {
        // Plans only use what is face up, so this holds in every deal; if not, play on from here.
        if state.check(*action).is_err() {
            break;
        }
        events.clear();
        state.play_unchecked(*action, &mut events);
    }
    let mut legal = Vec::new();
    for _ in 0..MAX_PLAYOUT_DECISIONS {
        if state.playout_over(view) || state.current_seat().is_none() {
            break;
        }
        state.legal_actions_into(&mut legal);
        let Some(action) = state.playout_move_for(seat, &mut legal, &mut rng) else {
            break;
        };
        events.clear();
        state.play_unchecked(action, &mut events);
    }
    state.playout_value(seat)
}

/// The rest of a turn a bot has decided on, tied to the exact position each action was planned
/// for: anything else happening in between (an undo, a different move) drops the plan.
#[derive(Clone, Debug)]
pub struct TurnPlan<G: Game> {
    before_next: Option<G>,
    actions: VecDeque<G::Action>,
}

impl<G: Game> Default for TurnPlan<G> {
    fn default() -> Self {
        TurnPlan {
            before_next: None,
            actions: VecDeque::new(),
        }
    }
}

impl<G: Game + PartialEq> TurnPlan<G> {
    pub fn new(state: &G, actions: Vec<G::Action>) -> TurnPlan<G> {
        TurnPlan {
            before_next: Some(state.clone()),
            actions: actions.into(),
        }
    }

    /// The next planned action, if `state` is the position it was planned for and the action is
    /// legal there; the plan is left as it is.
    pub fn upcoming(&self, state: &G) -> Option<G::Action> {
        let action = *self.actions.front()?;
        (self.before_next.as_ref() == Some(state) && state.check(action).is_ok()).then_some(action)
    }

    /// The next planned action if `state` is the position it was planned for and it is legal
    /// there; otherwise the plan is dropped and `None` returned.
    pub fn next(&mut self, state: &G) -> Option<G::Action> {
        let planned = self.before_next.as_ref() == Some(state);
        let next = self
            .actions
            .pop_front()
            .filter(|_| planned)
            .and_then(|action| {
                let mut after = state.clone();
                after.play(action).ok().map(|_| (action, after))
            });
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Outcome;

    /// One decision among `options`; the game's prior likes the low ones, but the last is worth
    /// the most in playouts, each of which blurs the worth by the deal's noise.
    #[derive(Clone, Debug, Hash, PartialEq)]
    struct Pick {
        options: u8,
        chosen: Option<u8>,
        deal: u64,
        /// [`Planner::common_deals`], [`Planner::prior_playouts`], [`Planner::first_candidates`].
        common: bool,
        prior: u16,
        first: usize,
        /// Openings completed one per step, the highest option first.
        to_complete: bool,
    }

    impl Game for Pick {
        const ID: &'static str = "pick";
        const DATA_VERSION: u8 = 1;
        type Setup = u8;
        type Action = u8;
        type Event = ();
        type SetupError = ();
        type Illegal = ();

        fn new_game(options: &u8) -> Result<Pick, ()> {
            Ok(Pick {
                options: *options,
                chosen: None,
                deal: 0,
                common: false,
                prior: 0,
                first: MAX_CANDIDATES,
                to_complete: false,
            })
        }
        fn player_count(&self) -> usize {
            1
        }
        fn current_seat(&self) -> Option<Seat> {
            self.chosen.is_none().then_some(0)
        }
        fn legal_actions_into(&self, actions: &mut Vec<u8>) {
            actions.clear();
            if self.chosen.is_none() {
                actions.extend(0..self.options);
            }
        }
        fn check(&self, action: u8) -> Result<(), ()> {
            (self.chosen.is_none() && action < self.options)
                .then_some(())
                .ok_or(())
        }
        fn play(&mut self, action: u8) -> Result<Vec<()>, ()> {
            self.check(action)?;
            self.chosen = Some(action);
            Ok(Vec::new())
        }
        fn play_unchecked(&mut self, action: u8, _: &mut Vec<()>) {
            self.chosen = Some(action);
        }
        fn is_over(&self) -> bool {
            self.chosen.is_some()
        }
        fn is_mid_turn(&self) -> bool {
            false
        }
        fn outcome(&self) -> Option<Outcome> {
            None
        }
        fn determinize(&self, seed: u64) -> Pick {
            Pick {
                deal: seed,
                ..self.clone()
            }
        }
        fn check_invariants(&self) -> Result<(), String> {
            Ok(())
        }
    }

    impl Planner for Pick {
        fn openings(&self, _: Seat) -> Openings<u8> {
            if self.to_complete {
                return Openings::ToComplete((0..self.options).rev().map(|o| vec![o]).collect());
            }
            Openings::Valued(
                (0..self.options)
                    .map(|option| (vec![option], -f64::from(option)))
                    .collect(),
            )
        }
        fn complete(&mut self, _: Seat, opening: Vec<u8>) -> Vec<u8> {
            self.chosen = opening.first().copied();
            opening
        }
        fn evaluate(&self, _: Seat) -> f64 {
            -f64::from(self.chosen.unwrap_or(0))
        }
        fn playout_move(&self, _: &mut Vec<u8>, _: &mut Rng) -> Option<u8> {
            None
        }
        fn playout_over(&self, _: &Pick) -> bool {
            true
        }
        fn playout_value(&self, _: Seat) -> f64 {
            let chosen = self.chosen.unwrap_or(0);
            let worth = if chosen + 1 == self.options {
                2.0
            } else {
                f64::from(chosen) / f64::from(self.options)
            };
            let noise = Rng::new(self.deal).below(1001);
            worth + f64::from(noise) / 1000.0 - 0.5
        }
        fn common_deals(&self) -> bool {
            self.common
        }
        fn prior_playouts(&self) -> f64 {
            f64::from(self.prior)
        }
        fn first_candidates(&self) -> usize {
            self.first
        }
    }

    fn searched(options: u8, seed: u64, playouts: u32) -> Search<Pick> {
        let mut search = Search::new(&Pick::new_game(&options).unwrap(), seed).unwrap();
        for _ in 0..playouts {
            search.step();
        }
        search
    }

    #[test]
    fn a_short_search_weighs_the_most_promising_plans_only() {
        let search = searched(40, 3, 12);
        assert_eq!(search.listed(), 40);
        assert_eq!(search.candidates(), MAX_CANDIDATES);
        let weighed = search.weighed();
        assert!(weighed.iter().all(|w| w.playouts == 1 && w.plan[0] < 12));
        assert_ne!(search.best_plan(), vec![39]);
    }

    #[test]
    fn more_playouts_admit_more_plans_and_find_the_best() {
        let per_plan = WIDENING_PLAYOUTS;
        let search = searched(40, 3, per_plan * 12);
        assert_eq!(
            search.candidates(),
            13,
            "one more plan after 24 playouts each"
        );
        let search = searched(40, 3, 60 * per_plan * 40);
        assert_eq!(search.candidates(), 40);
        assert_eq!(search.best_plan(), vec![39]);
        assert_eq!(search.weighed()[0].plan, vec![39]);
        // Fewer than all 40 plans never see the best one.
        assert_ne!(plan_turn(&Pick::new_game(&40).unwrap(), 3, 200), vec![39]);
    }

    #[test]
    fn the_same_seed_and_playouts_give_the_same_search() {
        let a = searched(30, 9, 500);
        let b = searched(30, 9, 500);
        assert_eq!(a.weighed(), b.weighed());
        assert_eq!(a.playouts(), 500);
        let (plan, playouts) = plan_for(&Pick::new_game(&30).unwrap(), 9, 500);
        assert_eq!((plan, playouts), (a.best_plan(), 500));
        assert_ne!(searched(30, 10, 500).weighed(), a.weighed());
    }

    fn pick(options: u8, common: bool, prior: u16, first: usize) -> Pick {
        Pick {
            common,
            prior,
            first,
            ..Pick::new_game(&options).unwrap()
        }
    }

    fn searched_from(state: &Pick, seed: u64, playouts: u32) -> Search<Pick> {
        let mut search = Search::new(state, seed).unwrap();
        for _ in 0..playouts {
            search.step();
        }
        search
    }

    #[test]
    fn common_deals_compare_plans_on_the_same_luck() {
        // One playout each: on common deals the noise is the same for every plan, so their
        // order is their worth's; on deals of their own it is not.
        let order = |search: &Search<Pick>| -> Vec<u8> {
            search.weighed().iter().map(|w| w.plan[0]).collect()
        };
        let common = searched_from(&pick(5, true, 0, MAX_CANDIDATES), 4, 5);
        assert_eq!(order(&common), vec![4, 3, 2, 1, 0]);
        let own = searched_from(&pick(5, false, 0, MAX_CANDIDATES), 4, 5);
        assert_ne!(order(&own), vec![4, 3, 2, 1, 0]);
        // Still deterministic from the seed.
        let again = searched_from(&pick(5, true, 0, MAX_CANDIDATES), 4, 5);
        assert_eq!(common.weighed(), again.weighed());
    }

    #[test]
    fn a_search_that_sees_everything_plays_out_on_the_real_deal() {
        // Deals of their own blur the plans' order (as above); the real deal is one deal for
        // every playout, so the order is the plans' worth, and the deal is the state's own.
        let state = Pick {
            deal: 77,
            ..pick(5, false, 0, MAX_CANDIDATES)
        };
        let mut search = Search::seeing(&state, 4, Sight::Everything).unwrap();
        for _ in 0..5 {
            search.step();
        }
        let order: Vec<u8> = search.weighed().iter().map(|w| w.plan[0]).collect();
        assert_eq!(order, vec![4, 3, 2, 1, 0]);
        let noise = f64::from(Rng::new(77).below(1001)) / 1000.0 - 0.5;
        assert_eq!(search.weighed()[0].value, 2.0 + noise);
        // The fair search from the same seed is the search every player makes.
        let fair = Search::seeing(&state, 4, Sight::Fair).unwrap();
        assert_eq!(fair.weighed(), Search::new(&state, 4).unwrap().weighed());
        assert_eq!(plan_seeing(&state, 4, 5, Sight::Everything), (vec![4], 5));
    }

    #[test]
    fn a_prior_counted_as_playouts_holds_a_short_search_to_it() {
        // The prior prefers plan 0; playouts say plan 4 is worth far more.
        let state = pick(5, true, 50, MAX_CANDIDATES);
        assert_eq!(searched_from(&state, 2, 20).best_plan(), vec![0]);
        assert_eq!(searched_from(&state, 2, 5000).best_plan(), vec![4]);
        let alone = pick(5, true, 0, MAX_CANDIDATES);
        assert_eq!(searched_from(&alone, 2, 20).best_plan(), vec![4]);
    }

    #[test]
    fn a_game_may_start_with_fewer_plans_in_play() {
        let state = pick(40, false, 0, 2);
        assert_eq!(searched_from(&state, 1, 2).candidates(), 2);
        assert_eq!(
            searched_from(&state, 1, 2 * WIDENING_PLAYOUTS).candidates(),
            3
        );
        assert_eq!(
            searched_from(&state, 1, 2 * WIDENING_PLAYOUTS - 1).candidates(),
            2
        );
    }

    #[test]
    fn a_search_out_of_time_while_listing_chooses_among_the_plans_listed() {
        let state = Pick {
            to_complete: true,
            ..Pick::new_game(&10).unwrap()
        };
        let mut search = Search::new(&state, 1).unwrap();
        assert!(!search.is_done(5.0, 1.0), "nothing listed yet");
        for _ in 0..3 {
            search.step();
        }
        assert!(!search.is_listed());
        assert!(!search.is_done(0.5, 1.0), "time is left");
        assert!(search.is_done(5.0, 1.0));
        // Listed 9, 8 and 7; the prior likes the lowest.
        assert_eq!(search.best_plan(), vec![7]);
        let weighed: Vec<u8> = search.weighed().iter().map(|w| w.plan[0]).collect();
        assert_eq!(weighed, vec![7, 8, 9]);
        while !search.is_listed() {
            search.step();
        }
        assert_eq!(search.best_plan(), vec![0]);
    }

    #[test]
    fn a_pinned_plan_is_in_play_from_the_start_even_if_listed_late() {
        let state = Pick::new_game(&40).unwrap();
        let mut search = Search::with_plan(&state, 1, vec![30]).unwrap();
        assert_eq!(search.candidates(), MAX_CANDIDATES + 1);
        for _ in 0..13 {
            search.step();
        }
        let weighed = search.weighed();
        assert!(weighed.iter().all(|w| w.playouts == 1));
        assert!(weighed.iter().any(|w| w.plan == [30]));
        assert_eq!(search.listed(), 40, "listed once, not twice");
    }
}
