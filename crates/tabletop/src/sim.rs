//! Random-play simulation for any [`Game`]: whole games of uniformly random legal actions, with
//! every invariant checked after every action. Used by `tabletop <game> simulate`, the property
//! tests and the benchmarks.

use serde::Serialize;

use crate::record::Game;
use crate::rng::Rng;

/// The outcome of one simulated game.
#[derive(Clone, Debug)]
pub struct SimulatedGame<G: Game> {
    pub state: G,
    pub actions: Vec<G::Action>,
    /// The first broken invariant, if any.
    pub failure: Option<String>,
}

/// A full game is a few hundred decisions; this bound only stops a broken engine looping.
const MAX_ACTIONS: usize = 100_000;

/// Plays one game from `setup` with uniformly random legal actions drawn from `chooser`.
/// With `check`, every invariant ([`Game::check_invariants`], [`Game::check_progress`]) is
/// checked after every action.
pub fn random_game<G: Game>(
    setup: &G::Setup,
    chooser: &mut Rng,
    check: bool,
) -> Result<SimulatedGame<G>, G::SetupError> {
    let mut state = G::new_game(setup)?;
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut actions = Vec::new();
    while !state.is_over() {
        let Some(action) = state.random_action(chooser, &mut legal) else {
            let failure = "no legal action before the game ended".to_string();
            return Ok(failed(state, actions, failure));
        };
        let before = check.then(|| state.clone());
        events.clear();
        state.play_unchecked(action, &mut events);
        actions.push(action);
        if let Some(before) = before {
            let checked = state
                .check_invariants()
                .and_then(|()| state.check_progress(&before));
            if let Err(violation) = checked {
                return Ok(failed(
                    state,
                    actions,
                    format!("after {action:?}: {violation}"),
                ));
            }
        }
        if actions.len() > MAX_ACTIONS {
            return Ok(failed(state, actions, "the game did not end".into()));
        }
    }
    Ok(SimulatedGame {
        state,
        actions,
        failure: None,
    })
}

fn failed<G: Game>(state: G, actions: Vec<G::Action>, failure: String) -> SimulatedGame<G> {
    SimulatedGame {
        state,
        actions,
        failure: Some(failure),
    }
}

/// What `tabletop <game> simulate` reports.
#[derive(Clone, Debug, Serialize)]
pub struct SimulationReport {
    pub game: &'static str,
    pub games: usize,
    pub players: usize,
    pub seed: u64,
    pub checked: bool,
    pub actions: usize,
    pub seconds: f64,
    pub games_per_second: f64,
    pub actions_per_game: f64,
    pub invariant_failures: usize,
    pub failures: Vec<String>,
    pub average_total_score: f64,
    pub average_winning_score: f64,
    pub shared_victories: usize,
}

/// Plays `games` random games of `players` (game `index` set up by `setup(index)`) and reports
/// speed, failures and scores; fails only for a setup the game refuses. `now` gives seconds from
/// any fixed point (the platform reads no clock, so the caller brings one).
pub fn simulate<G: Game>(
    players: usize,
    games: usize,
    seed: u64,
    check: bool,
    setup: impl Fn(usize) -> G::Setup,
    now: &dyn Fn() -> f64,
) -> Result<SimulationReport, G::SetupError> {
    let mut chooser = Rng::new(seed ^ 0x5EED);
    let mut actions = 0;
    let mut failures = Vec::new();
    let mut invariant_failures = 0;
    let mut total_score = 0i64;
    let mut winning_score = 0i64;
    let mut shared_victories = 0;
    let started = now();
    for index in 0..games {
        let game = random_game::<G>(&setup(index), &mut chooser, check)?;
        actions += game.actions.len();
        let outcome = match (game.failure, game.state.outcome()) {
            (None, Some(outcome)) => outcome,
            (failure, _) => {
                invariant_failures += 1;
                if failures.len() < 10 {
                    let failure = failure.unwrap_or_else(|| "over without an outcome".into());
                    failures.push(format!("game {index}: {failure}"));
                }
                continue;
            }
        };
        total_score += outcome.scores.iter().map(|s| i64::from(*s)).sum::<i64>();
        winning_score += outcome.scores.iter().copied().max().map_or(0, i64::from);
        if outcome.winners.len() > 1 {
            shared_victories += 1;
        }
    }
    let seconds = (now() - started).max(1e-9);
    let finished = (games - invariant_failures).max(1) as f64;
    Ok(SimulationReport {
        game: G::ID,
        games,
        players,
        seed,
        checked: check,
        actions,
        seconds,
        games_per_second: games as f64 / seconds,
        actions_per_game: actions as f64 / games.max(1) as f64,
        invariant_failures,
        failures,
        average_total_score: total_score as f64 / finished / players as f64,
        average_winning_score: winning_score as f64 / finished,
        shared_victories,
    })
}

/// A game's `sim` module, the same for every game whose setup is made by
/// `Setup::new(names, seed)`: the setup of simulated game `index` of a run (players named
/// "Player 1", "Player 2" …), one game of random legal actions ([`random_game`]) and a run of
/// them ([`simulate`]), for the command line, the benches and the tests.
#[macro_export]
macro_rules! simulation_functions {
    ($state:ty, $setup:ty, $setup_error:ty) => {
        pub use $crate::sim::{SimulatedGame, SimulationReport};

        /// The setup of simulated game `index` of a run seeded `seed`.
        pub fn simulation_setup(players: usize, seed: u64, index: usize) -> $setup {
            let names: Vec<String> = (1..=players).map(|seat| format!("Player {seat}")).collect();
            <$setup>::new(
                names,
                seed.wrapping_mul(0x2545_F491_4F6C_DD1D)
                    .wrapping_add(index as u64),
            )
        }

        /// One game of uniformly random legal actions; see [`tabletop::sim::random_game`].
        pub fn random_game(
            setup: &$setup,
            chooser: &mut $crate::rng::Rng,
            check: bool,
        ) -> Result<SimulatedGame<$state>, $setup_error> {
            $crate::sim::random_game::<$state>(setup, chooser, check)
        }

        /// Plays `games` random games of `players` and reports speed, failures and scores.
        pub fn simulate(
            players: usize,
            games: usize,
            seed: u64,
            check: bool,
            now: &dyn Fn() -> f64,
        ) -> Result<SimulationReport, $setup_error> {
            $crate::sim::simulate::<$state>(
                players,
                games,
                seed,
                check,
                |index| simulation_setup(players, seed, index),
                now,
            )
        }
    };
}
