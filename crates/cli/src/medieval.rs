//! `tabletop era-medieval ...`: ERA: Medieval Age on the command line.

use std::process::ExitCode;
use std::time::Instant;

use era_medieval::rules::{data, GameState, Phase, Resource, Score};
use era_medieval::text::{Words, ENGLISH};
use era_medieval::{bots, codec, sim, MedievalRecord};
use tabletop::rng::Rng;
use tabletop::ReplayError;

use crate::options::Options;
use crate::read_input;

pub const USAGE: &str = "\
USAGE (ERA: Medieval Age, game id era-medieval):
  tabletop era-medieval simulate --players N --games G [--seed S] [--json] [--unchecked]
      Play G complete games (N = 1 to 4; 1 is solitaire against Sir Philippe) of random legal
      moves, checking every invariant after every action (unless --unchecked, which measures
      raw speed): no negative or over-full resource, no cell with two pieces, every piece in
      exactly one place, dice matching buildings, termination. --json prints one JSON object.
  tabletop era-medieval replay FILE [--json] [--log]
      Read a JSON file {\"setup\": ..., \"actions\": [...]}, apply every action with full
      checks, and print the final state and scores, or the first illegal action and why.
      --log also prints every event in words. FILE - reads standard input.
  tabletop era-medieval sample --players N [--seed S]
      Print the replay JSON of one random game (useful to try `replay`).
  tabletop era-medieval export FILE
      Turn a replay JSON file (- for standard input) into a save string, as the app's export does.
  tabletop era-medieval tournament --lineup hard,medium,easy --games N [--seed S] [--budget-ms M] [--json]
      Play N games of computer players (one seat per lineup entry, 2 to 4, seats rotated each
      game) and print each level's win rate with its 95% interval, average score, decision
      times and, for hard, playouts per turn. A lineup of one level plays N solitaire games
      against Sir Philippe and prints the scores and ranks. Levels: random, easy, medium, hard.
      Hard thinks M milliseconds per turn (default 1200, as in the app); hard@MS gives one seat
      its own budget.
";

/// Runs one ERA: Medieval Age command.
pub fn run(args: &[String]) -> Result<ExitCode, String> {
    match args.first().map(String::as_str) {
        Some("simulate") => simulate(&args[1..]),
        Some("replay") => replay(&args[1..]),
        Some("sample") => sample(&args[1..]),
        Some("export") => export(&args[1..]),
        Some("tournament") => tournament(&args[1..]),
        Some("import") => crate::import(&args[1..]),
        Some("help" | "--help" | "-h") | None => {
            out!("{}", USAGE.trim_end());
            Ok(ExitCode::SUCCESS)
        }
        Some(other) => Err(format!("unknown command '{other}'")),
    }
}

fn player_count(options: &Options) -> Result<usize, String> {
    let players: usize = options.number("players")?;
    if !(1..=4).contains(&players) {
        return Err(format!("--players must be 1 to 4, not {players}"));
    }
    Ok(players)
}

fn simulate(args: &[String]) -> Result<ExitCode, String> {
    let options = Options::parse(args, &["players", "games", "seed"], &["json", "unchecked"])?;
    let players = player_count(&options)?;
    let games: usize = options.number("games")?;
    let seed: u64 = options.number_or("seed", 1)?;
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64();
    let report = sim::simulate(players, games, seed, !options.flag("unchecked"), &now)
        .map_err(|error| ENGLISH.setup_error(&error))?;
    crate::print_simulation(&report, options.flag("json"))
}

fn replay(args: &[String]) -> Result<ExitCode, String> {
    let options = Options::parse(args, &[], &["json", "log"])?;
    let [path] = options.positional.as_slice() else {
        return Err("replay takes one FILE".into());
    };
    let input = read_input(path)?;
    let record: MedievalRecord = serde_json::from_str(&input)
        .map_err(|error| format!("{path} is not a replay file: {error}"))?;
    let names = record.setup.names.clone();
    match record.replay_with_events() {
        Ok((state, events)) => {
            if options.flag("json") {
                let json = serde_json::json!({
                    "ok": true,
                    "actions": record.actions.len(),
                    "over": state.is_over(),
                    "round": state.round(),
                    "scores": state.scores(),
                    "state": state,
                });
                out!("{json}");
            } else {
                if options.flag("log") {
                    for event in events.iter().flatten() {
                        out!("{}", ENGLISH.event(event, &names));
                    }
                    out!();
                }
                print_summary(&state, &names, record.actions.len());
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(error) => {
            if options.flag("json") {
                let json = match &error {
                    ReplayError::Setup(reason) => serde_json::json!({
                        "ok": false,
                        "error": "setup",
                        "reason": ENGLISH.setup_error(reason),
                    }),
                    ReplayError::Illegal {
                        index,
                        action,
                        reason,
                    } => serde_json::json!({
                        "ok": false,
                        "error": "illegal action",
                        "index": index,
                        "action": action,
                        "reason": ENGLISH.illegal(reason.reason),
                    }),
                };
                out!("{json}");
            } else {
                out!("{}", ENGLISH.replay_error(&error));
            }
            Ok(ExitCode::FAILURE)
        }
    }
}

fn print_summary(state: &GameState, names: &[String], actions: usize) {
    let name = |seat: usize| names.get(seat).cloned().unwrap_or_default();
    out!("{actions} actions replayed; round {}.", state.round());
    match state.phase() {
        Phase::GameOver => {
            out!(
                "{:<16} {:>9} {:>7} {:>7} {:>12} {:>6} {:>11} {:>8} {:>5}",
                "player",
                "buildings",
                "bonuses",
                "culture",
                "most culture",
                "walled",
                "walled area",
                "disaster",
                "total"
            );
            for Score {
                seat,
                buildings,
                bonuses,
                culture,
                most_culture,
                walled_area,
                largest_walled_area,
                disaster,
                total,
                winner,
                rank,
                ..
            } in state.scores()
            {
                out!(
                    "{:<16} {:>9} {:>7} {:>7} {:>12} {:>6} {:>11} {:>8} {:>5}{}{}",
                    name(usize::from(*seat)),
                    buildings,
                    bonuses,
                    culture,
                    most_culture,
                    walled_area,
                    largest_walled_area,
                    -disaster,
                    total,
                    if *winner { "  winner" } else { "" },
                    rank.map_or(String::new(), |rank| format!(
                        "  rank: {}",
                        ENGLISH.rank(rank)
                    ))
                );
            }
        }
        phase => {
            out!("The game is not over; waiting for: {phase:?}");
            for (seat, player) in state.players().iter().enumerate() {
                let resources: Vec<String> = Resource::ALL
                    .iter()
                    .map(|resource| {
                        format!(
                            "{} {}",
                            player.resource(*resource),
                            ENGLISH.resource(*resource)
                        )
                    })
                    .collect();
                out!(
                    "{:<16} {}, culture {}, disaster {}, {} dice",
                    name(seat),
                    resources.join(", "),
                    player.culture(),
                    player.disaster(),
                    player.dice().len()
                );
            }
        }
    }
}

fn sample(args: &[String]) -> Result<ExitCode, String> {
    let options = Options::parse(args, &["players", "seed"], &[])?;
    let players = player_count(&options)?;
    let seed: u64 = options.number_or("seed", 1)?;
    let setup = sim::simulation_setup(players, seed, 0);
    let game = sim::random_game(&setup, &mut Rng::new(seed), true)
        .map_err(|error| ENGLISH.setup_error(&error))?;
    let record = MedievalRecord {
        setup,
        actions: game.actions,
    };
    let json = serde_json::to_string_pretty(&record).map_err(|error| error.to_string())?;
    out!("{json}");
    Ok(ExitCode::SUCCESS)
}

/// A replay file as `export` reads and `import` writes it: the record, and optionally who plays
/// each seat (`null` for a human, or a computer level such as `"Medium"`).
#[derive(serde::Serialize, serde::Deserialize)]
pub struct ReplayFile {
    pub setup: era_medieval::rules::Setup,
    pub actions: Vec<era_medieval::rules::Action>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub controllers: Vec<Option<tabletop::Level>>,
}

fn export(args: &[String]) -> Result<ExitCode, String> {
    let [path] = args else {
        return Err("export takes one FILE".into());
    };
    let input = read_input(path)?;
    let file: ReplayFile = serde_json::from_str(&input)
        .map_err(|error| format!("{path} is not a replay file: {error}"))?;
    let record = MedievalRecord {
        setup: file.setup,
        actions: file.actions,
    };
    if let Err(error) = record.replay() {
        out!("{}", ENGLISH.replay_error(&error));
        return Ok(ExitCode::FAILURE);
    }
    if !file.controllers.is_empty() && file.controllers.len() != record.setup.names.len() {
        return Err("\"controllers\" must name one controller per player".into());
    }
    match codec::export(&record, &file.controllers) {
        Ok(text) => {
            out!("{text}");
            Ok(ExitCode::SUCCESS)
        }
        Err(error) => {
            out!("{error}");
            Ok(ExitCode::FAILURE)
        }
    }
}

fn tournament(args: &[String]) -> Result<ExitCode, String> {
    let options = Options::parse(args, &["lineup", "games", "seed", "budget-ms"], &["json"])?;
    let games: usize = options.number("games")?;
    let seed: u64 = options.number_or("seed", 1)?;
    // Whole milliseconds on the command line; the app's budget is the default.
    let budget_ms = f64::from(options.number_or("budget-ms", bots::search::APP_BUDGET_MS as u32)?);
    let (lineup, lineup_text) = crate::parse_lineup(&options, 1..=4, budget_ms)?;
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64() * 1000.0;
    if let [entrant] = lineup.as_slice() {
        let report = bots::solitaire(entrant.level, games, seed, entrant.budget_ms, &now)
            .map_err(|e| ENGLISH.setup_error(&e))?;
        if options.flag("json") {
            out!(
                "{}",
                serde_json::to_string(&report).map_err(|e| e.to_string())?
            );
        } else {
            out!(
                "{} solitaire games of {} against Sir Philippe: average score {:.1} ({} to {}), \
                 {:.2} ms per decision on average, at most {:.1}",
                report.games,
                report.level.name(),
                report.average_score,
                report.min_score,
                report.max_score,
                report.mean_decision_ms,
                report.max_decision_ms
            );
            for (index, ((threshold, rank), count)) in
                data::RANKS.iter().zip(report.ranks).enumerate()
            {
                // The lowest rank has no threshold of its own: it is below the next one.
                let scores = match data::RANKS.get(1) {
                    Some((next, _)) if index == 0 => format!("< {next}"),
                    _ => format!("{threshold}+"),
                };
                out!("{:<10} {scores:>5}  {count}", ENGLISH.rank(*rank));
            }
        }
        return Ok(ExitCode::SUCCESS);
    }
    let report =
        bots::tournament(&lineup, games, seed, &now).map_err(|e| ENGLISH.setup_error(&e))?;
    crate::print_tournament(&report, &lineup_text, options.flag("json"))
}
