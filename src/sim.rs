//! Random-play simulation: whole games of uniformly random legal actions, with every invariant
//! checked after every action. Used by `eoi simulate`, the property tests and the benchmark.

use serde::Serialize;

use crate::core::rng::Rng;
use crate::core::{Action, Event, GameState, Setup, SetupError};

/// The outcome of one simulated game.
#[derive(Clone, Debug)]
pub struct SimulatedGame {
    pub state: GameState,
    pub actions: Vec<Action>,
    /// The first broken invariant, if any.
    pub failure: Option<String>,
}

/// Plays one game from `setup` with uniformly random legal actions drawn from `chooser`.
/// With `check`, every invariant is checked after every action (and influence never falls).
pub fn random_game(
    setup: &Setup,
    chooser: &mut Rng,
    check: bool,
) -> Result<SimulatedGame, SetupError> {
    let mut state = GameState::new(setup)?;
    let mut legal = Vec::new();
    let mut events: Vec<Event> = Vec::new();
    let mut actions = Vec::new();
    // A full game is a few hundred decisions; this bound only stops a broken engine looping.
    let max_actions = 100_000;
    while !state.is_over() {
        state.legal_actions_into(&mut legal);
        if legal.is_empty() {
            return Ok(failed(
                state,
                actions,
                "no legal action before the game ended".into(),
            ));
        }
        let action = legal[chooser.below(legal.len() as u32) as usize];
        let before: Vec<i16> = if check {
            state.players().iter().map(|p| p.influence).collect()
        } else {
            Vec::new()
        };
        events.clear();
        state.play_unchecked(action, &mut events);
        actions.push(action);
        if check {
            if let Err(violation) = state.check_invariants() {
                return Ok(failed(state, actions, violation.to_string()));
            }
            let fell = state
                .players()
                .iter()
                .zip(&before)
                .any(|(player, before)| player.influence < *before);
            if fell {
                let message = format!("influence fell after {action:?}");
                return Ok(failed(state, actions, message));
            }
        }
        if actions.len() > max_actions {
            return Ok(failed(state, actions, "the game did not end".into()));
        }
    }
    if check && state.round() != state.last_round() {
        let message = format!("the game ended in round {}", state.round());
        return Ok(failed(state, actions, message));
    }
    Ok(SimulatedGame {
        state,
        actions,
        failure: None,
    })
}

fn failed(state: GameState, actions: Vec<Action>, failure: String) -> SimulatedGame {
    SimulatedGame {
        state,
        actions,
        failure: Some(failure),
    }
}

/// What `eoi simulate` reports.
#[derive(Clone, Debug, Serialize)]
pub struct SimulationReport {
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

/// The setup of simulated game `index` of a run seeded `seed`.
pub fn simulation_setup(players: usize, seed: u64, index: usize) -> Setup {
    let names: Vec<String> = (1..=players).map(|seat| format!("Player {seat}")).collect();
    Setup::new(
        names,
        seed.wrapping_mul(0x2545_F491_4F6C_DD1D)
            .wrapping_add(index as u64),
    )
}

/// Plays `games` random games and reports speed, failures and scores; fails only for a player
/// count the game does not support. `now` gives seconds from
/// any fixed point (the core reads no clock, so the caller brings one).
pub fn simulate(
    players: usize,
    games: usize,
    seed: u64,
    check: bool,
    now: &dyn Fn() -> f64,
) -> Result<SimulationReport, SetupError> {
    let mut chooser = Rng::new(seed ^ 0x5EED);
    let mut actions = 0;
    let mut failures = Vec::new();
    let mut invariant_failures = 0;
    let mut total_score = 0i64;
    let mut winning_score = 0i64;
    let mut shared_victories = 0;
    let started = now();
    for index in 0..games {
        let setup = simulation_setup(players, seed, index);
        let game = random_game(&setup, &mut chooser, check)?;
        actions += game.actions.len();
        if let Some(failure) = game.failure {
            invariant_failures += 1;
            if failures.len() < 10 {
                failures.push(format!("game {index}: {failure}"));
            }
            continue;
        }
        let scores = game.state.scores();
        total_score += scores.iter().map(|s| i64::from(s.total)).sum::<i64>();
        winning_score += scores.iter().map(|s| i64::from(s.total)).max().unwrap_or(0);
        if scores.iter().filter(|s| s.winner).count() > 1 {
            shared_victories += 1;
        }
    }
    let seconds = (now() - started).max(1e-9);
    let finished = (games - invariant_failures).max(1) as f64;
    Ok(SimulationReport {
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
