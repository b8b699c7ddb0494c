//! Self-play tuning of the position value's weights, run by hand (in release):
//!
//! ```text
//! cargo run --release -p era-medieval --example tune -- [--games 300] [--players 3]
//!     [--level medium] [--factors 0.6,1.6] [--only name,name] [--base name=value,...]
//! ```
//!
//! For each weight and factor, one seat plays with that weight scaled (the seat rotates every
//! game) against the others on the base weights; the table shows the variant's win rate (even
//! is 1 / players) and its average score margin over the best other player.

use std::time::Instant;

use era_medieval::bots::value::{with_weights, Weights};
use era_medieval::bots::{choose, Level};
use era_medieval::rules::{GameState, Setup};
use tabletop::rng::Rng;

fn value_of<'a>(args: &'a [String], key: &str) -> Option<&'a str> {
    args.iter()
        .position(|arg| arg == key)
        .and_then(|index| args.get(index + 1))
        .map(String::as_str)
}

/// Plays `games` games; returns the variant's wins and total margin.
fn run(
    level: Level,
    players: usize,
    games: usize,
    seed: u64,
    base: Weights,
    variant: Weights,
) -> (f64, f64) {
    let mut wins = 0.0;
    let mut margin = 0.0;
    let mut rng = Rng::new(seed);
    for game in 0..games {
        let names: Vec<String> = (0..players).map(|seat| format!("P{seat}")).collect();
        let Ok(mut state) = GameState::new(&Setup::new(names, rng.next_u64())) else {
            continue;
        };
        let special = game % players;
        while let Some(seat) = state.current_seat() {
            let weights = if usize::from(seat) == special {
                variant
            } else {
                base
            };
            let seed = rng.next_u64();
            let Some(action) = with_weights(weights, || choose(level, &state, seed)) else {
                break;
            };
            if state.play(action).is_err() {
                break;
            }
        }
        let scores = state.scores();
        let winners = scores.iter().filter(|score| score.winner).count().max(1);
        if scores.get(special).is_some_and(|score| score.winner) {
            wins += 1.0 / winners as f64;
        }
        let best_other = scores
            .iter()
            .filter(|score| usize::from(score.seat) != special)
            .map(|score| score.total)
            .max()
            .unwrap_or(0);
        margin += f64::from(scores.get(special).map_or(0, |score| score.total) - best_other);
    }
    (wins, margin)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |key: &str, default: f64| {
        value_of(&args, key)
            .and_then(|text| text.parse::<f64>().ok())
            .unwrap_or(default)
    };
    let games = number("--games", 300.0) as usize;
    let players = number("--players", 3.0) as usize;
    let seed = number("--seed", 7.0) as u64;
    let level = value_of(&args, "--level")
        .and_then(Level::parse)
        .unwrap_or(Level::Medium);
    let factors: Vec<f64> = value_of(&args, "--factors")
        .unwrap_or("0.6,1.6")
        .split(',')
        .filter_map(|text| text.parse().ok())
        .collect();
    // `--base` and `--variant`: Medium's weights with changes `name=value,...`.
    let parse = |key: &str| {
        Weights::DEFAULT
            .with_changes(value_of(&args, key).unwrap_or(""))
            .unwrap_or_else(|error| {
                eprintln!("{key}: {error}");
                std::process::exit(2)
            })
    };
    let base = parse("--base");
    let threads = 2;
    if value_of(&args, "--variant").is_some() {
        // One variant (several weights changed at once) against the base.
        let variant = parse("--variant");
        let handles: Vec<_> = (0..threads)
            .map(|thread| {
                let share = games / threads;
                std::thread::spawn(move || {
                    run(
                        level,
                        players,
                        share,
                        99 + thread as u64 * 1000,
                        base,
                        variant,
                    )
                })
            })
            .collect();
        let (mut wins, mut margin) = (0.0, 0.0);
        for handle in handles {
            if let Ok((w, m)) = handle.join() {
                wins += w;
                margin += m;
            }
        }
        let played = (games / threads * threads) as f64;
        println!(
            "variant vs base, {players} players: {:.1}% wins, margin {:+.2}",
            100.0 * wins / played,
            margin / played
        );
        return;
    }
    let only: Option<Vec<&str>> = value_of(&args, "--only").map(|list| list.split(',').collect());
    let clock = Instant::now();
    println!(
        "{games} games of {players} {} per variant; even win rate {:.1}%",
        level.name(),
        100.0 / players as f64
    );
    let (wins, margin) = run(level, players, games, seed, base, base);
    println!(
        "{:<14} {:>8} {:>7.1}% {:>+7.2}",
        "base",
        "",
        100.0 * wins / games as f64,
        margin / games as f64
    );
    for (index, name) in Weights::NAMES.iter().enumerate() {
        if only.as_ref().is_some_and(|only| !only.contains(name)) {
            continue;
        }
        for factor in &factors {
            let mut variant = base;
            let Some(weight) = variant.get_mut(index) else {
                continue;
            };
            *weight *= factor;
            let value = *weight;
            let handles: Vec<_> = (0..threads)
                .map(|thread| {
                    let share = games / threads;
                    std::thread::spawn(move || {
                        run(
                            level,
                            players,
                            share,
                            seed + thread as u64 * 1000,
                            base,
                            variant,
                        )
                    })
                })
                .collect();
            let (mut wins, mut margin) = (0.0, 0.0);
            for handle in handles {
                if let Ok((w, m)) = handle.join() {
                    wins += w;
                    margin += m;
                }
            }
            let played = (games / threads * threads) as f64;
            println!(
                "{name:<14} {value:>8.3} {:>7.1}% {:>+7.2}",
                100.0 * wins / played,
                margin / played
            );
        }
    }
    println!("{:.0} s", clock.elapsed().as_secs_f64());
}
