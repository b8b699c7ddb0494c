//! Hard's search measured with a fixed number of playouts per search (independent of the
//! machine's load), run by hand (in release):
//!
//! ```text
//! cargo run --release -p era-medieval --example hard_lab -- \
//!     [--games 60] [--seed 1] [--playouts 200] [--lineup hard,medium,easy] [--horizon 0] [--careful]
//! ```
//!
//! Prints each level's win rate and average score, Hard's average margin over the best other
//! player, and per kind of decision how often Hard's first action differs from Medium's.

use std::collections::BTreeMap;
use std::time::Instant;

use era_medieval::bots::{self, choose, search, Level};
use era_medieval::rules::{GameState, Phase, Setup};
use tabletop::rng::Rng;

fn value_of<'a>(args: &'a [String], key: &str) -> Option<&'a str> {
    args.iter()
        .position(|arg| arg == key)
        .and_then(|index| args.get(index + 1))
        .map(String::as_str)
}

fn kind(phase: &Phase) -> &'static str {
    match phase {
        Phase::Roll { .. } => "roll",
        Phase::Feathers { .. } => "feathers",
        Phase::Build { .. } => "build",
        Phase::Demand { .. } => "demand",
        Phase::Treachery { .. } => "treachery",
        _ => "other",
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |key: &str, default: f64| {
        value_of(&args, key)
            .and_then(|text| text.parse::<f64>().ok())
            .unwrap_or(default)
    };
    let games = number("--games", 60.0) as usize;
    let seed = number("--seed", 1.0) as u64;
    let playouts = number("--playouts", 200.0) as u32;
    let lineup: Vec<Level> = value_of(&args, "--lineup")
        .unwrap_or("hard,medium,easy")
        .split(',')
        .filter_map(Level::parse)
        .collect();
    let mut settings = search::Settings::DEFAULT;
    settings.horizon = number("--horizon", f64::from(settings.horizon)) as u8;
    settings.careful = args.iter().any(|arg| arg == "--careful");
    settings.search_all = args.iter().any(|arg| arg == "--search-all");
    let clock = Instant::now();
    search::with_settings(settings, || {
        run(&lineup, games, seed, playouts);
    });
    println!(
        "{games} games, {playouts} playouts, {settings:?}, {:.0} s",
        clock.elapsed().as_secs_f64()
    );
}

fn run(lineup: &[Level], games: usize, seed: u64, playouts: u32) {
    let count = lineup.len();
    let mut wins = vec![0.0; count];
    let mut scores = vec![0.0; count];
    let mut margin = 0.0;
    let mut hard_seats = 0.0;
    // Per kind: (searches, differing from Medium).
    let mut differ: BTreeMap<&str, (u32, u32)> = BTreeMap::new();
    let mut rng = Rng::new(seed);
    for game in 0..games {
        let entry = |seat: usize| (seat + game) % count;
        let names: Vec<String> = (0..count).map(|seat| format!("P{seat}")).collect();
        let Ok(mut state) = GameState::new(&Setup::new(names, rng.next_u64())) else {
            continue;
        };
        let mut plan = search::TurnPlan::default();
        while let Some(seat) = state.current_seat() {
            let level = lineup[entry(usize::from(seat))];
            let action = match level {
                Level::Hard => plan.next(&state).or_else(|| {
                    let actions = search::plan_turn(&state, rng.next_u64(), playouts);
                    let medium = choose(Level::Medium, &state, rng.next_u64());
                    let stat = differ.entry(kind(state.phase())).or_default();
                    stat.0 += 1;
                    if actions.first().copied() != medium {
                        stat.1 += 1;
                    }
                    plan = search::TurnPlan::new(&state, actions);
                    plan.next(&state)
                }),
                level => choose(level, &state, rng.next_u64()),
            };
            let Some(action) = action else { break };
            if state.play(action).is_err() {
                break;
            }
        }
        let final_scores = state.scores();
        let winners = final_scores.iter().filter(|s| s.winner).count().max(1) as f64;
        for (seat, score) in final_scores.iter().enumerate() {
            let index = entry(seat);
            scores[index] += f64::from(score.total);
            if score.winner {
                wins[index] += 1.0 / winners;
            }
            if lineup[index] == Level::Hard {
                hard_seats += 1.0;
                let best_other = final_scores
                    .iter()
                    .enumerate()
                    .filter(|(other, _)| *other != seat)
                    .map(|(_, s)| s.total)
                    .max()
                    .unwrap_or(0);
                margin += f64::from(score.total - best_other);
            }
        }
    }
    for (index, level) in lineup.iter().enumerate() {
        let seats = games as f64;
        println!(
            "{:<7} win {:5.1}%  score {:5.1}",
            level.name(),
            100.0 * wins[index] / seats.max(1.0),
            scores[index] / seats.max(1.0)
        );
    }
    if hard_seats > 0.0 {
        println!("hard margin over best other {:+.2}", margin / hard_seats);
    }
    let kinds: Vec<String> = differ
        .iter()
        .map(|(kind, (n, d))| format!("{kind} {d}/{n}"))
        .collect();
    println!("differs from medium: {}", kinds.join(", "));
    let _ = bots::value;
}
