//! Benchmark: random full games per second on one core (no invariant checks), the budget a
//! bot's playouts draw on. Run with `cargo bench -p age-of-inventors --bench playouts`; it prints
//! the figures and asserts nothing about time. `AOI_BENCH_GAMES` sets the number of games.

use std::time::Instant;

use age_of_inventors::sim;

fn main() {
    let games: usize = std::env::var("AOI_BENCH_GAMES")
        .ok()
        .and_then(|value| value.parse().ok())
        .unwrap_or(20_000);
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64();
    // Warm-up, so page faults and CPU frequency settle before the measured run.
    let _ = sim::simulate(4, 500, 1, false, &now);
    for players in [4, 3, 2, 1] {
        match sim::simulate(players, games, 2026, false, &now) {
            Ok(report) => println!(
                "playouts/{players}p: {games} random games in {:.2} s = {:.0} games/s ({:.0} actions/game, {:.2} M actions/s)",
                report.seconds,
                report.games_per_second,
                report.actions_per_game,
                report.actions as f64 / report.seconds / 1e6
            ),
            Err(error) => eprintln!("playouts/{players}p: {error:?}"),
        }
    }
}
