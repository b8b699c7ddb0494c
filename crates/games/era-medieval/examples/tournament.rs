//! Tournaments of the computer players, run by hand (in release):
//!
//! ```text
//! cargo run --release -p era-medieval --example tournament -- \
//!     --lineup hard,medium,easy --games 300 [--seed S] [--budget-ms M]
//! ```
//!
//! Seats are rotated every game. A lineup of one level plays solitaire against Sir Philippe and
//! reports scores and ranks instead of a win rate. Hard thinks `--budget-ms` per turn (default:
//! the app's budget). Experiments with Hard's playouts (see `bots::search::Settings`):
//! `--horizon 1|2|3` (playouts to the end of the round, of the game or of the next round),
//! `--careful` (Medium's care in playouts), `--search-all` (search every decision, not only the
//! dice and builds), `--through-build` (dice playouts run on through the round's builds),
//! `--own-careful` (the searching player's own moves in playouts with Medium's care),
//! `--builds-by-prior` (build plans chosen by their prior alone, without playouts),
//! `--default-opening` (Hard lays the default starting layout, not its wider enclosure), `--hard
//! name=value,...` (Hard's position value with other weights, by `value::Weights::NAMES`),
//! `--prior N`, `--first-plans N`, `--widening N` (the search's prior as N playouts, plans in play
//! from the start, playouts each before the next joins), `--build-widths AxBxC` (a build turn's
//! first, second and third structures tried, 12x5x3 by default), `--no-roll-climb` (rerolls of
//! the worst dice first only). A lineup entry `hard@p100` searches 100 playouts instead of the
//! budget; `oracle@p100` is Hard searching the real state (the true hidden dice and the real
//! random stream: `tabletop::search::Sight::Everything`).

use std::process::ExitCode;
use std::time::Instant;

use era_medieval::bots::search::{Settings, APP_BUDGET_MS};
use era_medieval::bots::value::{with_hard_weights, Weights};
use era_medieval::bots::{self, Level};
use tabletop::search::Sight;

fn value_of<'a>(args: &'a [String], key: &str) -> Option<&'a str> {
    args.iter()
        .position(|arg| arg == key)
        .and_then(|index| args.get(index + 1))
        .map(String::as_str)
}

/// `12x5x3`: a build turn's widths.
fn build_widths(text: &str) -> Option<[u32; 3]> {
    let widths: Vec<u32> = text
        .split('x')
        .map(|width| width.parse().ok())
        .collect::<Option<_>>()?;
    widths.try_into().ok()
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // `hard@p100`: Hard with 100 playouts a search instead of the budget.
    let playouts: Vec<Option<u32>> = value_of(&args, "--lineup")
        .unwrap_or("hard,medium,easy")
        .split(',')
        .map(|entry| entry.split_once("@p").and_then(|(_, n)| n.parse().ok()))
        .collect();
    // `oracle`: Hard searching the real state (`Sight::Everything`), to combine with the settings.
    let sights: Vec<Sight> = value_of(&args, "--lineup")
        .unwrap_or("hard,medium,easy")
        .split(',')
        .map(|entry| match entry.split('@').next() {
            Some("oracle") => Sight::Everything,
            _ => Sight::Fair,
        })
        .collect();
    let lineup: Option<Vec<Level>> = value_of(&args, "--lineup")
        .unwrap_or("hard,medium,easy")
        .split(',')
        .map(|entry| match entry.split('@').next().unwrap_or(entry) {
            "oracle" => Some(Level::Hard),
            name => Level::parse(name),
        })
        .collect();
    let Some(lineup) = lineup.filter(|lineup| (1..=4).contains(&lineup.len())) else {
        eprintln!("--lineup: 1 to 4 of random, easy, medium, hard, separated by commas");
        return ExitCode::FAILURE;
    };
    let number = |key: &str, default: f64| {
        value_of(&args, key)
            .and_then(|text| text.parse::<f64>().ok())
            .unwrap_or(default)
    };
    let games = number("--games", 30.0) as usize;
    let seed = number("--seed", 1.0) as u64;
    let budget_ms = number("--budget-ms", APP_BUDGET_MS);
    let settings = Settings {
        horizon: number("--horizon", f64::from(Settings::DEFAULT.horizon)) as u8,
        careful: args.iter().any(|arg| arg == "--careful"),
        search_all: args.iter().any(|arg| arg == "--search-all"),
        through_build: args.iter().any(|arg| arg == "--through-build"),
        own_careful: args.iter().any(|arg| arg == "--own-careful"),
        builds_by_prior: args.iter().any(|arg| arg == "--builds-by-prior"),
        wide_opening: !args.iter().any(|arg| arg == "--default-opening"),
        prior_playouts: number("--prior", f64::from(Settings::DEFAULT.prior_playouts)) as u32,
        first_plans: number("--first-plans", f64::from(Settings::DEFAULT.first_plans)) as u32,
        widening_playouts: number("--widening", f64::from(Settings::DEFAULT.widening_playouts))
            as u32,
        build_widths: match value_of(&args, "--build-widths") {
            None => Settings::DEFAULT.build_widths,
            Some(text) => match build_widths(text) {
                Some(widths) => widths,
                None => {
                    eprintln!("--build-widths: three numbers separated by x, as 12x5x3");
                    return ExitCode::FAILURE;
                }
            },
        },
        roll_climb: !args.iter().any(|arg| arg == "--no-roll-climb"),
    };
    // `--hard name=value,...`: Hard's weights changed from its own (`Weights::NAMES`).
    let hard = match Weights::HARD.with_changes(value_of(&args, "--hard").unwrap_or("")) {
        Ok(hard) => hard,
        Err(error) => {
            eprintln!("--hard: {error}");
            return ExitCode::FAILURE;
        }
    };
    bots::search::with_settings(settings, || {
        with_hard_weights(hard, || {
            run(&lineup, &playouts, &sights, games, seed, budget_ms)
        })
    })
}

fn run(
    lineup: &[Level],
    playouts: &[Option<u32>],
    sights: &[Sight],
    games: usize,
    seed: u64,
    budget_ms: f64,
) -> ExitCode {
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64() * 1000.0;
    if let [level] = lineup[..] {
        let Ok(report) = bots::solitaire(level, games, seed, budget_ms, &now) else {
            return ExitCode::FAILURE;
        };
        println!(
            "{} solitaire games of {} (Hard budget {budget_ms} ms) in {:.0} s",
            games,
            level.name(),
            now() / 1000.0
        );
        println!(
            "average score {:.1} (min {}, max {}); mean {:.2} ms, max {:.1} ms per decision",
            report.average_score,
            report.min_score,
            report.max_score,
            report.mean_decision_ms,
            report.max_decision_ms
        );
        let names = [
            "Serf", "Peasant", "Merchant", "Knight", "Noble", "Monarch", "Pope",
        ];
        let ranks: Vec<String> = names
            .iter()
            .zip(report.ranks)
            .map(|(name, count)| format!("{name} {count}"))
            .collect();
        println!("ranks: {}", ranks.join(", "));
        return ExitCode::SUCCESS;
    }
    let mut entrants = bots::Entrant::all(lineup, budget_ms);
    for ((entrant, playouts), sight) in entrants.iter_mut().zip(playouts).zip(sights) {
        entrant.playouts = *playouts;
        entrant.sight = *sight;
    }
    let Ok(report) = bots::tournament(&entrants, games, seed, bots::Seating::Rotated, &now) else {
        return ExitCode::FAILURE;
    };
    let names: Vec<String> = entrants.iter().map(|entrant| entrant.label()).collect();
    println!(
        "{} games of {} (seats rotated, Hard budget {budget_ms} ms) in {:.0} s",
        report.games,
        names.join(","),
        now() / 1000.0
    );
    println!(
        "{:<12} {:>6} {:>9} {:>17} {:>9} {:>9} {:>9} {:>9}",
        "level", "seats", "win rate", "95% interval", "avg score", "mean ms", "max ms", "playouts"
    );
    for (result, name) in report.results.iter().zip(&names) {
        println!(
            "{:<12} {:>6} {:>8.1}% {:>7.1}% - {:>5.1}% {:>9.1} {:>9.2} {:>9.1} {:>9.0}",
            name,
            result.seats,
            result.win_rate * 100.0,
            result.win_rate_low * 100.0,
            result.win_rate_high * 100.0,
            result.average_score,
            result.mean_decision_ms,
            result.max_decision_ms,
            result.mean_playouts
        );
    }
    for pair in &report.head_to_head {
        println!(
            "{} ahead of {}: {} of {} ({:.1}%, {:.1}-{:.1}%)",
            names[pair.first],
            names[pair.second],
            pair.first_ahead,
            pair.first_ahead + pair.second_ahead,
            pair.share * 100.0,
            pair.share_low * 100.0,
            pair.share_high * 100.0
        );
    }
    ExitCode::SUCCESS
}
