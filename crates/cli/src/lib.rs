//! `tabletop`: every game of the app on the command line. `tabletop <game> <command> ...` runs a
//! game's commands (`simulate`, `replay`, `sample`, `export`, `tournament`); `tabletop import
//! STRING` reads any game's save string and says which game it is.

use std::process::ExitCode;

/// `println!` for the command's output, which ends the program quietly (success) when the reader
/// has gone away, as `cmd | grep -q` or `cmd | head` do, instead of panicking on the broken pipe.
macro_rules! out {
    () => {
        $crate::write_line(format_args!(""))
    };
    ($($arg:tt)*) => {
        $crate::write_line(format_args!($($arg)*))
    };
}

pub(crate) fn write_line(line: std::fmt::Arguments<'_>) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    if let Err(error) = writeln!(stdout, "{line}") {
        if error.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("cannot write the output: {error}");
        std::process::exit(1);
    }
}

mod age_of_inventors;
mod eoi;
mod medieval;
mod options;

const USAGE: &str = "\
tabletop: the games of the app on the command line

USAGE:
  tabletop <game> <command> ...   a game's commands; `tabletop <game> help` lists them
  tabletop import STRING          turn any game's save string (or share link) into replay JSON
  tabletop games                  list the games and their ids
  tabletop help

GAMES:
  age-of-inventors                Age of Inventors (1 to 4 players; 1 is solo)
  eoi                             Era of Inventions (3 to 5 players)
  era-medieval                    ERA: Medieval Age (1 to 4 players; 1 is solitaire)
";

/// Runs the command line `args` (without the program name); `program` names it in messages.
pub fn run(program: &str, args: &[String]) -> ExitCode {
    let mut usage = USAGE;
    let result = match args.first().map(String::as_str) {
        Some("eoi") => {
            usage = eoi::USAGE;
            eoi::run(&args[1..])
        }
        Some("age-of-inventors") => {
            usage = age_of_inventors::USAGE;
            age_of_inventors::run(&args[1..])
        }
        Some("era-medieval") => {
            usage = medieval::USAGE;
            medieval::run(&args[1..])
        }
        Some("import") => import(&args[1..]),
        Some("games") => {
            out!("age-of-inventors\tAge of Inventors");
            out!("eoi\tEra of Inventions");
            out!("era-medieval\tERA: Medieval Age");
            Ok(ExitCode::SUCCESS)
        }
        Some("help" | "--help" | "-h") | None => {
            out!("{}", USAGE.trim_end());
            Ok(ExitCode::SUCCESS)
        }
        Some(other) => Err(format!("unknown game or command '{other}'")),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("{program}: {message}\n\n{usage}");
            ExitCode::from(2)
        }
    }
}

pub(crate) fn read_input(path: &str) -> Result<String, String> {
    if path == "-" {
        let mut input = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut input)
            .map_err(|error| format!("cannot read standard input: {error}"))?;
        Ok(input)
    } else {
        std::fs::read_to_string(path).map_err(|error| format!("cannot read {path}: {error}"))
    }
}

/// `tabletop import STRING`: the replay JSON of any game's save string (or share link), after
/// checking every action; the frame names the game.
pub(crate) fn import(args: &[String]) -> Result<ExitCode, String> {
    let [text] = args else {
        return Err("import takes one STRING".into());
    };
    // A share link carries the string after "#game=".
    let text = text.rsplit_once("#game=").map_or(text.as_str(), |(_, s)| s);
    let frame = match tabletop::save::read(text) {
        Ok(frame) => frame,
        Err(error) => {
            out!("{error}");
            return Ok(ExitCode::FAILURE);
        }
    };
    let json = match frame.game.as_str() {
        ::eoi::GAME_ID => match ::eoi::codec::import_frame(frame) {
            Ok(saved) => serde_json::to_string_pretty(&eoi::ReplayFile {
                setup: saved.record.setup,
                actions: saved.record.actions,
                controllers: saved.controllers,
            }),
            Err(error) => {
                out!("{error}");
                return Ok(ExitCode::FAILURE);
            }
        },
        ::era_medieval::GAME_ID => match ::era_medieval::codec::import_frame(frame) {
            Ok(saved) => serde_json::to_string_pretty(&medieval::ReplayFile {
                setup: saved.record.setup,
                actions: saved.record.actions,
                controllers: saved.controllers,
            }),
            Err(error) => {
                out!("{error}");
                return Ok(ExitCode::FAILURE);
            }
        },
        ::age_of_inventors::GAME_ID => match ::age_of_inventors::codec::import_frame(frame) {
            Ok(saved) => serde_json::to_string_pretty(&age_of_inventors::ReplayFile {
                setup: saved.record.setup,
                actions: saved.record.actions,
                controllers: saved.controllers,
            }),
            Err(error) => {
                out!("{error}");
                return Ok(ExitCode::FAILURE);
            }
        },
        other => {
            out!(
                "{}",
                tabletop::save::SaveError::OtherGame(other.to_string())
            );
            return Ok(ExitCode::FAILURE);
        }
    };
    out!("{}", json.map_err(|e| e.to_string())?);
    Ok(ExitCode::SUCCESS)
}

/// Prints a simulation report (one JSON object with `--json`); fails when an invariant broke.
pub(crate) fn print_simulation(
    report: &tabletop::sim::SimulationReport,
    json: bool,
) -> Result<ExitCode, String> {
    if json {
        let json = serde_json::to_string(report).map_err(|error| error.to_string())?;
        out!("{json}");
    } else {
        out!(
            "{} games of {} players (seed {}): {:.0} games/s, {:.0} actions per game, {}",
            report.games,
            report.players,
            report.seed,
            report.games_per_second,
            report.actions_per_game,
            if report.checked {
                "invariants checked after every action"
            } else {
                "unchecked"
            }
        );
        out!(
            "invariant failures: {}; average score {:.1}, average winning score {:.1}, shared victories {}",
            report.invariant_failures,
            report.average_total_score,
            report.average_winning_score,
            report.shared_victories
        );
        for failure in &report.failures {
            out!("  {failure}");
        }
    }
    Ok(if report.invariant_failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Prints a tournament report: each level's win rate with its 95% interval, average score,
/// decision times and Hard's playouts per turn (one JSON object with `--json`).
pub(crate) fn print_tournament(
    report: &tabletop::tournament::TournamentReport,
    lineup: &str,
    json: bool,
) -> Result<ExitCode, String> {
    if json {
        out!(
            "{}",
            serde_json::to_string(report).map_err(|e| e.to_string())?
        );
        return Ok(ExitCode::SUCCESS);
    }
    out!("{} games of {lineup} (seats rotated)", report.games);
    out!(
        "{:<12} {:>6} {:>9} {:>17} {:>9} {:>12} {:>11} {:>10}",
        "level",
        "seats",
        "win rate",
        "95% interval",
        "avg score",
        "mean ms",
        "max ms",
        "playouts"
    );
    for (result, entrant) in report.results.iter().zip(&report.lineup) {
        out!(
            "{:<12} {:>6} {:>8.1}% {:>7.1}% – {:>5.1}% {:>9.1} {:>12.2} {:>11.1} {:>10}",
            entrant.label(),
            result.seats,
            result.win_rate * 100.0,
            result.win_rate_low * 100.0,
            result.win_rate_high * 100.0,
            result.average_score,
            result.mean_decision_ms,
            result.max_decision_ms,
            if result.searches > 0 {
                format!("{:.0}", result.mean_playouts)
            } else {
                "-".to_string()
            }
        );
    }
    if !report.tags.is_empty() {
        print_tags(report);
    }
    Ok(ExitCode::SUCCESS)
}

/// The results by the tag the game gave each seat (for Age of Inventors, the lab side).
fn print_tags(report: &tabletop::tournament::TournamentReport) {
    let kind = report.tag_kind.as_deref().unwrap_or("tag");
    out!();
    out!("by {kind} (fair: the win rate of one that helps nobody)");
    let width = report
        .tags
        .iter()
        .map(|tag| tag.tag.chars().count())
        .max()
        .unwrap_or(0)
        .max(kind.len());
    let labels: Vec<String> = report
        .lineup
        .iter()
        .map(|entrant| entrant.label())
        .collect();
    out!(
        "{:<width$} {:>6} {:>7} {:>9} {:>17} {:>6} {:>9}  played by",
        kind,
        "seats",
        "wins",
        "win rate",
        "95% interval",
        "fair",
        "avg score"
    );
    for tag in &report.tags {
        let by: Vec<String> = tag
            .seats_by_entry
            .iter()
            .zip(&labels)
            .filter(|(seats, _)| **seats > 0)
            .map(|(seats, label)| format!("{label} {seats}"))
            .collect();
        out!(
            "{:<width$} {:>6} {:>7.1} {:>8.1}% {:>7.1}% – {:>5.1}% {:>5.1}% {:>9.1}  {}",
            tag.tag,
            tag.seats,
            tag.wins,
            tag.win_rate * 100.0,
            tag.win_rate_low * 100.0,
            tag.win_rate_high * 100.0,
            tag.fair_share * 100.0,
            tag.average_score,
            by.join(", ")
        );
    }
}

/// The seats of `--lineup hard,hard@25,medium,...`, one per seat, with the text as given: a level,
/// and for Hard its thinking time per turn in whole milliseconds after `@` (else `budget_ms`).
pub(crate) fn parse_lineup(
    options: &options::Options,
    seats: std::ops::RangeInclusive<usize>,
    budget_ms: f64,
) -> Result<(Vec<tabletop::tournament::Entrant>, String), String> {
    let text = options
        .values
        .iter()
        .find(|(key, _)| key == "lineup")
        .map(|(_, value)| value.clone())
        .ok_or("--lineup is required")?;
    let lineup = text
        .split(',')
        .map(|entry| parse_entrant(entry, budget_ms))
        .collect::<Result<Vec<_>, _>>()?;
    if !seats.contains(&lineup.len()) {
        return Err(format!(
            "--lineup needs {} to {} levels, one per seat",
            seats.start(),
            seats.end()
        ));
    }
    Ok((lineup, text))
}

fn parse_entrant(entry: &str, budget_ms: f64) -> Result<tabletop::tournament::Entrant, String> {
    let (name, budget) = match entry.split_once('@') {
        Some((name, budget)) => (name, Some(budget)),
        None => (entry, None),
    };
    let level = tabletop::Level::parse(name).ok_or(format!("unknown bot level '{name}'"))?;
    let budget_ms = match budget {
        None => budget_ms,
        Some(_) if level != tabletop::Level::Hard => {
            return Err(format!("only hard thinks for a budget: '{entry}'"))
        }
        Some(ms) => match ms.trim_end_matches("ms").parse::<u32>() {
            Ok(ms) if ms > 0 => f64::from(ms),
            _ => {
                return Err(format!(
                    "'{entry}': the budget after @ is whole milliseconds"
                ))
            }
        },
    };
    Ok(tabletop::tournament::Entrant { level, budget_ms })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::Level;

    #[test]
    fn a_lineup_entry_is_a_level_with_hard_s_own_budget_after_an_at() {
        let hard = parse_entrant("hard@25", 100.0).unwrap();
        assert_eq!((hard.level, hard.budget_ms), (Level::Hard, 25.0));
        assert_eq!(parse_entrant("hard", 100.0).unwrap().budget_ms, 100.0);
        assert_eq!(parse_entrant("hard@40ms", 100.0).unwrap().budget_ms, 40.0);
        assert_eq!(parse_entrant("easy", 100.0).unwrap().level, Level::Easy);
        assert!(parse_entrant("medium@5", 100.0).is_err());
        assert!(parse_entrant("hard@", 100.0).is_err());
        assert!(parse_entrant("hard@0", 100.0).is_err());
        assert!(parse_entrant("wizard", 100.0).is_err());
    }
}
