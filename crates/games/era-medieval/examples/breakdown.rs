//! Where Hard's points come from, against Medium and Easy (run by hand, in release):
//!
//! ```text
//! cargo run --release -p era-medieval --example breakdown -- \
//!     [--games 200] [--seed 1] [--no-playouts] [--hard name=value,...]
//! ```
//!
//! Three-player games of Hard, Medium and Easy, seats rotated. For each level: the final score's
//! parts on average, the disaster points by where they came from, and the buildings owned at the
//! end by type; and in the games Hard did not win, how far the winner was ahead in each part.
//! Hard searches `search::DEFAULT_PLAYOUTS` a decision, or with `--no-playouts` takes Medium's
//! best plan by its own weights (as strong, and much quicker: docs/measurements.md); `--hard`
//! changes its weights by `value::Weights::NAMES`.

use std::process::ExitCode;

use era_medieval::bots::search::{with_settings, Settings};
use era_medieval::bots::value::{with_hard_weights, Weights};
use era_medieval::bots::{choose, Level};
use era_medieval::rules::{Building, GameState, Phase, Score, Setup};
use tabletop::rng::Rng;

const LEVELS: [Level; 3] = [Level::Hard, Level::Medium, Level::Easy];
const PARTS: [&str; 8] = [
    "buildings",
    "bonuses",
    "culture",
    "most culture",
    "walled area (cells)",
    "largest walled area",
    "disaster",
    "total",
];
const CAUSES: [&str; 5] = ["feeding", "disasters", "building", "demands", "refusals"];

fn parts(score: &Score) -> [f64; 8] {
    [
        f64::from(score.buildings),
        f64::from(score.bonuses),
        f64::from(score.culture),
        f64::from(score.most_culture),
        f64::from(score.walled_area),
        f64::from(score.largest_walled_area),
        f64::from(score.disaster),
        f64::from(score.total),
    ]
}

/// Where a disaster point taken before `phase`'s action came from (an index of [`CAUSES`]).
fn cause(phase: &Phase) -> usize {
    match phase {
        Phase::Collect { .. } => 0,
        Phase::Brigands { .. }
        | Phase::Treachery { .. }
        | Phase::Fire { .. }
        | Phase::Attack { .. } => 1,
        Phase::Build { .. } => 2,
        Phase::Answer { .. } => 4,
        _ => 3,
    }
}

#[derive(Default)]
struct Tally {
    games: usize,
    wins: [f64; 3],
    parts: [[f64; 8]; 3],
    causes: [[f64; 5]; 3],
    buildings: [[f64; Building::COUNT]; 3],
    rounds: f64,
    hard_lost: usize,
    winner_ahead: [f64; 8],
    /// Hard's total minus Medium's: sum and sum of squares.
    lead: (f64, f64),
}

fn play(games: usize, seed: u64) -> Result<Tally, String> {
    let mut rng = Rng::new(seed);
    let mut tally = Tally {
        games,
        ..Tally::default()
    };
    for game in 0..games {
        let seats: Vec<usize> = (0..LEVELS.len())
            .map(|i| (i + game) % LEVELS.len())
            .collect();
        let names: Vec<&str> = seats.iter().map(|level| LEVELS[*level].name()).collect();
        let mut state =
            GameState::new(&Setup::new(names, rng.next_u64())).map_err(|e| format!("{e:?}"))?;
        while let Some(seat) = state.current_seat() {
            let level = LEVELS[seats[usize::from(seat)]];
            let action = choose(level, &state, rng.next_u64()).ok_or("no action")?;
            let cause = cause(state.phase());
            let before: Vec<u32> = state.players().iter().map(|p| p.disaster()).collect();
            state.play(action).map_err(|e| format!("{e:?}"))?;
            for (seat, (player, before)) in state.players().iter().zip(before).enumerate() {
                tally.causes[seats[seat]][cause] += f64::from(player.disaster() - before);
            }
        }
        tally.rounds += f64::from(state.round());
        let scores = state.scores();
        let best = scores.iter().map(|score| score.total).max().unwrap_or(0);
        for (seat, score) in scores.iter().enumerate() {
            let level = seats[seat];
            for (sum, part) in tally.parts[level].iter_mut().zip(parts(score)) {
                *sum += part;
            }
            if score.total == best {
                tally.wins[level] += 1.0;
            }
            for placed in state.players()[seat].domain().buildings() {
                tally.buildings[level][placed.building.index()] += 1.0;
            }
        }
        let seat_of = |wanted: usize| seats.iter().position(|level| *level == wanted).unwrap_or(0);
        let hard = &scores[seat_of(0)];
        let lead = f64::from(hard.total - scores[seat_of(1)].total);
        tally.lead.0 += lead;
        tally.lead.1 += lead * lead;
        if let Some(winner) = scores.iter().find(|score| score.total == best) {
            if hard.total < best {
                tally.hard_lost += 1;
                for ((sum, winner), hard) in tally
                    .winner_ahead
                    .iter_mut()
                    .zip(parts(winner))
                    .zip(parts(hard))
                {
                    *sum += winner - hard;
                }
            }
        }
    }
    Ok(tally)
}

fn report(tally: &Tally) {
    let games = tally.games.max(1) as f64;
    println!(
        "{} games, {:.2} rounds a game; averages per game:",
        tally.games,
        tally.rounds / games
    );
    print!("{:22}", "");
    for level in LEVELS {
        print!("{:>9}", level.name());
    }
    println!("{:>16}", "winner - hard");
    let lost = tally.hard_lost.max(1) as f64;
    for (part, name) in PARTS.iter().enumerate() {
        print!("{name:22}");
        for level in 0..LEVELS.len() {
            print!("{:9.1}", tally.parts[level][part] / games);
        }
        println!("{:16.1}", tally.winner_ahead[part] / lost);
    }
    print!("{:22}", "wins");
    for level in 0..LEVELS.len() {
        print!("{:8.1}%", 100.0 * tally.wins[level] / games);
    }
    println!("   ({} games Hard lost)", tally.hard_lost);
    let mean = tally.lead.0 / games;
    let spread = (tally.lead.1 / games - mean * mean).max(0.0).sqrt();
    println!("Hard ahead of Medium by {mean:.1} points on average, standard deviation {spread:.1}");
    println!("disaster points by cause:");
    for (cause, name) in CAUSES.iter().enumerate() {
        print!("  {name:20}");
        for level in 0..LEVELS.len() {
            print!("{:9.2}", tally.causes[level][cause] / games);
        }
        println!();
    }
    println!("buildings owned at the end:");
    for building in Building::ALL {
        print!("  {:20}", format!("{building:?}"));
        for level in 0..LEVELS.len() {
            print!("{:9.2}", tally.buildings[level][building.index()] / games);
        }
        println!();
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value_of = |key: &str| {
        args.iter()
            .position(|arg| arg == key)
            .and_then(|index| args.get(index + 1))
            .map(String::as_str)
    };
    let games = value_of("--games")
        .and_then(|n| n.parse().ok())
        .unwrap_or(200);
    let seed = value_of("--seed").and_then(|n| n.parse().ok()).unwrap_or(1);
    let hard = match Weights::HARD.with_changes(value_of("--hard").unwrap_or("")) {
        Ok(hard) => hard,
        Err(error) => {
            eprintln!("--hard: {error}");
            return ExitCode::FAILURE;
        }
    };
    let settings = if args.iter().any(|arg| arg == "--no-playouts") {
        Settings {
            first_plans: 1,
            // Never a second plan in play.
            widening_playouts: 100_000_000,
            ..Settings::DEFAULT
        }
    } else {
        Settings::DEFAULT
    };
    match with_hard_weights(hard, || with_settings(settings, || play(games, seed))) {
        Ok(tally) => {
            report(&tally);
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}
