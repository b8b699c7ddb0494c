//! Benchmark: what Hard's search costs. Plays Medium games and, at every decision, starts a
//! search and runs a fixed number of steps, then prints the slowest listing, the slowest single
//! step (the app yields to the browser between steps, so this bounds how long the page can be
//! busy at once), playouts per second and the playouts a 1.2 s budget buys per turn. Run with
//! `cargo bench -p era-medieval --bench search`; it asserts nothing about time.
//! `MEDIEVAL_BENCH_GAMES` sets the number of games.

use std::time::Instant;

use era_medieval::bots::search::{Search, APP_BUDGET_MS};
use era_medieval::bots::{choose, Level};
use era_medieval::rules::{GameState, Setup};
use tabletop::rng::Rng;

fn main() {
    let games: u64 = std::env::var("MEDIEVAL_BENCH_GAMES")
        .ok()
        .and_then(|value| value.parse().ok())
        .unwrap_or(6);
    let steps_per_decision = 60;
    let mut slowest_listing = 0.0f64;
    let mut slowest_step = 0.0f64;
    let mut steps = 0u64;
    let mut stepping = 0.0f64;
    let mut playouts = 0u64;
    let mut searches = 0u64;
    let ms = |since: Instant| since.elapsed().as_secs_f64() * 1000.0;
    for game in 0..games {
        let names = ["A", "B", "C", "D"];
        let players = 2 + (game % 3) as usize;
        let Ok(mut state) = GameState::new(&Setup::new(names[..players].iter().copied(), game))
        else {
            return;
        };
        let mut rng = Rng::new(game);
        while !state.is_over() {
            let listing = Instant::now();
            let Some(mut search) = Search::new(&state, rng.next_u64()) else {
                break;
            };
            while !search.is_listed() {
                search.step();
            }
            slowest_listing = slowest_listing.max(ms(listing));
            if !search.is_settled() {
                searches += 1;
            }
            for _ in 0..steps_per_decision {
                if search.is_settled() {
                    break;
                }
                let step = Instant::now();
                search.step();
                let spent = ms(step);
                slowest_step = slowest_step.max(spent);
                stepping += spent;
                steps += 1;
            }
            playouts += u64::from(search.playouts());
            let Some(action) = choose(Level::Medium, &state, rng.next_u64()) else {
                break;
            };
            if state.play(action).is_err() {
                break;
            }
        }
    }
    let per_second = playouts as f64 / (stepping / 1000.0).max(1e-9);
    println!(
        "search: {games} games (2-4 players), {searches} searches: slowest listing {slowest_listing:.2} ms, slowest step {slowest_step:.2} ms, mean step {:.3} ms, {per_second:.0} playouts/s, about {:.0} playouts per {APP_BUDGET_MS} ms turn",
        stepping / steps.max(1) as f64,
        per_second * APP_BUDGET_MS / 1000.0
    );
}
