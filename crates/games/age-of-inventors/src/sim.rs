//! Simulated games of Age of Inventors: the platform's random play ([`tabletop::sim`]) with
//! this game's setups.

use crate::rules::{GameState, Setup, SetupError};
use tabletop::rng::Rng;
pub use tabletop::sim::{SimulatedGame, SimulationReport};

/// The setup of simulated game `index` of a run seeded `seed`.
pub fn simulation_setup(players: usize, seed: u64, index: usize) -> Setup {
    let names: Vec<String> = (1..=players).map(|seat| format!("Player {seat}")).collect();
    Setup::new(
        names,
        seed.wrapping_mul(0x2545_F491_4F6C_DD1D)
            .wrapping_add(index as u64),
    )
}

/// One game of uniformly random legal actions; see [`tabletop::sim::random_game`].
pub fn random_game(
    setup: &Setup,
    chooser: &mut Rng,
    check: bool,
) -> Result<SimulatedGame<GameState>, SetupError> {
    tabletop::sim::random_game::<GameState>(setup, chooser, check)
}

/// Plays `games` random games of `players` and reports speed, failures and scores.
pub fn simulate(
    players: usize,
    games: usize,
    seed: u64,
    check: bool,
    now: &dyn Fn() -> f64,
) -> Result<SimulationReport, SetupError> {
    tabletop::sim::simulate::<GameState>(
        players,
        games,
        seed,
        check,
        |index| simulation_setup(players, seed, index),
        now,
    )
}
