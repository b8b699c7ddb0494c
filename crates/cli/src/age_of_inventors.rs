//! `tabletop age-of-inventors ...`: Age of Inventors on the command line.

use std::process::ExitCode;
use std::time::Instant;

use age_of_inventors::rules::{GameState, Score};
use age_of_inventors::text::{Words, ENGLISH};
use age_of_inventors::{bots, codec, sim, InventorsRecord};
use tabletop::rng::Rng;
use tabletop::ReplayError;

use crate::options::Options;
use crate::read_input;

pub const USAGE: &str = "\
USAGE (Age of Inventors, game id age-of-inventors):
  tabletop age-of-inventors simulate --players N --games G [--seed S] [--json] [--unchecked]
      Play G complete games (N = 1 to 4; 1 is solo against the dummy) of random legal actions,
      checking every invariant after every action (unless --unchecked, which measures raw
      speed): resources never negative, every tile, card and token in exactly one place,
      switches, assistants and tracks in range, termination. --json prints one JSON object.
  tabletop age-of-inventors replay FILE [--json] [--log]
      Read a JSON file {\"setup\": ..., \"actions\": [...]}, apply every action with full
      checks, and print the final state and scores, or the first illegal action and why.
      --log also prints every event in words. FILE - reads standard input.
  tabletop age-of-inventors sample --players N [--seed S]
      Print the replay JSON of one random game (useful to try `replay`).
  tabletop age-of-inventors export FILE
      Turn a replay JSON file (- for standard input) into a save string.
  tabletop age-of-inventors tournament --lineup hard,medium,easy --games N [--seed S] [--budget-ms M] [--json]
      Play N games of computer players (one seat per lineup entry, 1 to 4, seats rotated each
      game) and print each level's win rate with its 95% interval, average score, decision
      times and, for hard, playouts per turn; then the same by lab side (wins with their 95%
      interval against the fair share, average score, seats per level). --json also lists
      every game's seats, lab sides, scores and winners. Levels: random, easy, medium, hard.
      Hard thinks M milliseconds per turn (default 1000); hard@MS gives one seat its own budget.
";

/// Runs one Age of Inventors command.
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
    let record: InventorsRecord = serde_json::from_str(&input)
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
    if state.is_over() {
        out!(
            "{:<16} {:>6} {:>9} {:>13} {:>11} {:>5} {:>5}",
            "player",
            "tracks",
            "ingenuity",
            "breakthroughs",
            "experiments",
            "funds",
            "total"
        );
        for Score {
            seat,
            tracks,
            ingenuity,
            breakthroughs,
            experiments,
            funds,
            total,
            winner,
        } in state.scores()
        {
            out!(
                "{:<16} {:>6} {:>9} {:>13} {:>11} {:>5} {:>5}{}",
                name(usize::from(seat)),
                tracks,
                ingenuity,
                breakthroughs,
                experiments,
                funds,
                total,
                if winner { "  winner" } else { "" }
            );
        }
    } else {
        out!("The game is not over; waiting for: {:?}", state.phase());
        for (seat, player) in state.players().iter().enumerate() {
            out!(
                "{:<16} {}, Ingenuity {}",
                name(seat),
                ENGLISH.resources(player.stock()),
                player.ingenuity()
            );
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
    let record = InventorsRecord {
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
    pub setup: age_of_inventors::rules::Setup,
    pub actions: Vec<age_of_inventors::rules::Action>,
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
    let record = InventorsRecord {
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
    let budget_ms = f64::from(options.number_or("budget-ms", 1000u32)?);
    let (lineup, lineup_text) = crate::parse_lineup(&options, 1..=4, budget_ms)?;
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64() * 1000.0;
    let report =
        bots::tournament(&lineup, games, seed, &now).map_err(|e| ENGLISH.setup_error(&e))?;
    crate::print_tournament(&report, &lineup_text, options.flag("json"))
}
