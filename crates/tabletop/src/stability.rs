//! Decision stability, for any game with a [`Planner`]: how often the search's choice changes
//! when it thinks longer, over fixed positions. A search that changes its mind at 16 or 64 times
//! its budget still has something to find there; one that does not is limited by its plans and
//! valuation, not by its playouts.
//!
//! Positions come from seeded games of a computer level playing every seat (say, Medium
//! self-play), each decision kept with a fixed chance, and only where the search has more than
//! one plan to weigh. At each position one search runs, and its best plan is read at every
//! budget in turn: the longer search is the shorter one continued, as thinking longer is.

use serde::Serialize;

use crate::level::Level;
use crate::rng::Rng;
use crate::search::{Planner, Search};
use crate::tournament::wilson_interval;

/// How two budgets' choices agreed over the positions.
#[derive(Clone, Debug, Serialize)]
pub struct Agreement {
    /// Indices into [`Stability::budgets`].
    pub shorter: usize,
    pub longer: usize,
    /// Positions where both chose the same action now.
    pub same_action: usize,
    /// Positions where both chose the same whole plan.
    pub same_plan: usize,
    /// The share of the same action, with its 95% Wilson interval.
    pub rate: f64,
    pub rate_low: f64,
    pub rate_high: f64,
}

/// The positions of one kind of decision (as the game names them) and how the budgets agreed
/// there.
#[derive(Clone, Debug, Serialize)]
pub struct KindStability {
    pub kind: String,
    pub positions: usize,
    /// Positions where both budgets of [`Stability::agreements`]' pair at the same index chose
    /// the same action now.
    pub same_action: Vec<usize>,
}

/// The choices of one search read at several budgets, over many positions.
#[derive(Clone, Debug, Serialize)]
pub struct Stability {
    /// Playouts per budget, ascending (0: the plans' prior alone).
    pub budgets: Vec<u32>,
    pub positions: usize,
    /// Games played to find them.
    pub games: usize,
    /// Plans in play at each budget, on average over the positions.
    pub mean_plans_in_play: Vec<f64>,
    /// Every pair of budgets, shorter first.
    pub agreements: Vec<Agreement>,
    /// The same by kind of decision, by the kinds' names (none where the game names none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub by_kind: Vec<KindStability>,
}

impl Stability {
    fn new(budgets: &[u32]) -> Stability {
        let mut agreements = Vec::new();
        for shorter in 0..budgets.len() {
            for longer in shorter + 1..budgets.len() {
                agreements.push(Agreement {
                    shorter,
                    longer,
                    same_action: 0,
                    same_plan: 0,
                    rate: 0.0,
                    rate_low: 0.0,
                    rate_high: 0.0,
                });
            }
        }
        Stability {
            budgets: budgets.to_vec(),
            positions: 0,
            games: 0,
            mean_plans_in_play: vec![0.0; budgets.len()],
            agreements,
            by_kind: Vec::new(),
        }
    }

    fn add<A: PartialEq>(&mut self, choices: &[(Vec<A>, usize)], kind: String) {
        let previous = self.positions as f64;
        self.positions += 1;
        for (mean, (_, plans)) in self.mean_plans_in_play.iter_mut().zip(choices) {
            *mean = (*mean * previous + *plans as f64) / self.positions as f64;
        }
        for agreement in &mut self.agreements {
            let (a, b) = (&choices[agreement.shorter].0, &choices[agreement.longer].0);
            if a.first() == b.first() {
                agreement.same_action += 1;
            }
            if a == b {
                agreement.same_plan += 1;
            }
            agreement.rate = agreement.same_action as f64 / self.positions as f64;
            (agreement.rate_low, agreement.rate_high) =
                wilson_interval(agreement.rate, self.positions as f64);
        }
        if kind.is_empty() {
            return;
        }
        let pairs = self.agreements.len();
        let at = match self.by_kind.binary_search_by(|k| k.kind.cmp(&kind)) {
            Ok(at) => at,
            Err(at) => {
                self.by_kind.insert(
                    at,
                    KindStability {
                        kind,
                        positions: 0,
                        same_action: vec![0; pairs],
                    },
                );
                at
            }
        };
        let of_kind = &mut self.by_kind[at];
        of_kind.positions += 1;
        for (count, agreement) in of_kind.same_action.iter_mut().zip(&self.agreements) {
            let (a, b) = (&choices[agreement.shorter].0, &choices[agreement.longer].0);
            if a.first() == b.first() {
                *count += 1;
            }
        }
    }
}

/// The best plan of one search for the player to move in `state` read at each of `budgets`
/// (playouts, ascending), with the plans in play then; `None` where there is nothing to weigh
/// (the game is over, or one plan only).
pub fn choices_at<G: Planner>(
    state: &G,
    seed: u64,
    budgets: &[u32],
) -> Option<Vec<(Vec<G::Action>, usize)>> {
    let mut search = Search::new(state, seed)?;
    while !search.is_listed() {
        search.step();
    }
    if search.is_settled() {
        return None;
    }
    let mut choices = Vec::new();
    let mut played = 0;
    for &budget in budgets {
        while played < budget && !search.is_settled() {
            search.step();
            played += 1;
        }
        choices.push((search.best_plan(), search.candidates()));
    }
    Some(choices)
}

/// Measures the stability of the search over `positions` positions of games set up by
/// `setup(seed)` and played in every seat by `choose(level, state, seed)`, each decision kept
/// with a chance of one in `every`; `budgets` are playouts, ascending. `kind` names each
/// position's kind of decision (empty: none). `progress` sees the results after each position
/// (for a long run's partial results).
#[allow(clippy::too_many_arguments)]
pub fn stability<G: Planner>(
    positions: usize,
    seed: u64,
    budgets: &[u32],
    every: u32,
    level: Level,
    setup: impl Fn(u64) -> G::Setup,
    choose: impl Fn(Level, &G, u64) -> Option<G::Action>,
    kind: &dyn Fn(&G) -> String,
    progress: &mut dyn FnMut(&Stability),
) -> Result<Stability, G::SetupError> {
    let mut report = Stability::new(budgets);
    let mut rng = Rng::new(seed);
    while report.positions < positions {
        let mut state = G::new_game(&setup(rng.next_u64()))?;
        report.games += 1;
        while state.current_seat().is_some() && report.positions < positions {
            if rng.below(every.max(1)) == 0 {
                if let Some(choices) = choices_at(&state, rng.next_u64(), budgets) {
                    report.add(&choices, kind(&state));
                    progress(&report);
                }
            }
            let Some(action) = choose(level, &state, rng.next_u64()) else {
                break;
            };
            if state.play(action).is_err() {
                break;
            }
        }
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{Game, Outcome, Seat};
    use crate::search::Openings;

    /// Three decisions in a row among five options each; the prior likes option 0, playouts
    /// (each blurred by its own deal) like option 4, so a longer search turns to it.
    #[derive(Clone, Debug, Hash, PartialEq)]
    struct Steps {
        picks: Vec<u8>,
        deal: u64,
    }

    impl Game for Steps {
        const ID: &'static str = "steps";
        const DATA_VERSION: u8 = 1;
        type Setup = u64;
        type Action = u8;
        type Event = ();
        type SetupError = ();
        type Illegal = ();

        fn new_game(_: &u64) -> Result<Steps, ()> {
            Ok(Steps {
                picks: Vec::new(),
                deal: 0,
            })
        }
        fn player_count(&self) -> usize {
            1
        }
        fn current_seat(&self) -> Option<Seat> {
            (self.picks.len() < 3).then_some(0)
        }
        fn legal_actions_into(&self, actions: &mut Vec<u8>) {
            actions.clear();
            if self.picks.len() < 3 {
                actions.extend(0..5);
            }
        }
        fn check(&self, action: u8) -> Result<(), ()> {
            (self.picks.len() < 3 && action < 5).then_some(()).ok_or(())
        }
        fn play(&mut self, action: u8) -> Result<Vec<()>, ()> {
            self.check(action)?;
            self.picks.push(action);
            Ok(Vec::new())
        }
        fn play_unchecked(&mut self, action: u8, _: &mut Vec<()>) {
            self.picks.push(action);
        }
        fn is_over(&self) -> bool {
            self.picks.len() >= 3
        }
        fn is_mid_turn(&self) -> bool {
            false
        }
        fn outcome(&self) -> Option<Outcome> {
            self.is_over().then(|| Outcome {
                scores: vec![0],
                winners: vec![0],
            })
        }
        fn determinize(&self, seed: u64) -> Steps {
            Steps {
                deal: seed,
                ..self.clone()
            }
        }
        fn check_invariants(&self) -> Result<(), String> {
            Ok(())
        }
    }

    impl Planner for Steps {
        fn openings(&self, _: Seat) -> Openings<u8> {
            Openings::Valued((0..5).map(|o| (vec![o], -f64::from(o))).collect())
        }
        fn complete(&mut self, _: Seat, opening: Vec<u8>) -> Vec<u8> {
            opening
        }
        fn evaluate(&self, _: Seat) -> f64 {
            0.0
        }
        fn playout_move(&self, _: &mut Vec<u8>, _: &mut Rng) -> Option<u8> {
            None
        }
        fn playout_over(&self, _: &Steps) -> bool {
            true
        }
        fn playout_value(&self, _: Seat) -> f64 {
            let last = self.picks.last().copied().unwrap_or(0);
            f64::from(last) / 4.0 + f64::from(Rng::new(self.deal).below(1001)) / 250.0
        }
    }

    fn measured(positions: usize, seed: u64) -> Stability {
        let mut seen = 0;
        let report = stability::<Steps>(
            positions,
            seed,
            &[0, 5, 2000],
            1,
            Level::Medium,
            |seed| seed,
            |_, _, _| Some(0),
            &|state| format!("step {}", state.picks.len() + 1),
            &mut |report| {
                seen += 1;
                assert_eq!(report.positions, seen);
            },
        )
        .unwrap();
        assert_eq!(seen, positions);
        report
    }

    #[test]
    fn a_long_search_turns_from_the_prior_and_a_short_one_only_sometimes() {
        let report = measured(30, 1);
        assert_eq!((report.positions, report.games), (30, 10));
        let rate = |shorter: usize, longer: usize| {
            let pair = report
                .agreements
                .iter()
                .find(|a| (a.shorter, a.longer) == (shorter, longer))
                .unwrap();
            assert_eq!(pair.same_action, pair.same_plan, "plans of one action");
            pair.rate
        };
        // Before any playout the prior's favourite; after 2,000 the best option every time.
        assert_eq!(rate(0, 2), 0.0);
        assert!(rate(1, 2) > 0.0 && rate(1, 2) < 1.0, "{}", rate(1, 2));
        assert_eq!(report.mean_plans_in_play[2], 5.0);
        let kinds: Vec<(&str, usize, usize)> = report
            .by_kind
            .iter()
            .map(|k| (k.kind.as_str(), k.positions, k.same_action[1]))
            .collect();
        assert_eq!(
            kinds,
            [("step 1", 10, 0), ("step 2", 10, 0), ("step 3", 10, 0)]
        );
        // Deterministic from the seed.
        let again = measured(30, 1);
        assert_eq!(
            again.agreements[2].same_action,
            report.agreements[2].same_action
        );
    }
}
