//! The reports every game's `simulate` and `tournament` print.

use std::process::ExitCode;

use tabletop::tournament::Seating;

/// Prints a simulation report (one JSON object with `--json`); fails when an invariant broke.
pub fn print_simulation(
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
pub fn print_tournament(
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
    let deals = report.games / report.lineup.len().max(1);
    match report.seating {
        Seating::Rotated => out!("{} games of {lineup} (seats rotated)", report.games),
        Seating::Duplicate => out!(
            "{} games of {lineup} (duplicate: {deals} deals, each in every rotation)",
            report.games
        ),
    }
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
    if report.results.iter().any(|r| r.deal_interval.is_some()) {
        out!();
        out!("win rates' 95% intervals over the {deals} deals (each deal's games one observation)");
        for (result, entrant) in report.results.iter().zip(&report.lineup) {
            if let Some((low, high)) = result.deal_interval {
                out!(
                    "{:<12} {:>8.1}% {:>7.1}% – {:>5.1}%",
                    entrant.label(),
                    result.win_rate * 100.0,
                    low * 100.0,
                    high * 100.0
                );
            }
        }
    }
    print_head_to_head(report);
    print_seats(report);
    if !report.tags.is_empty() {
        print_tags(report);
    }
    Ok(ExitCode::SUCCESS)
}

/// Every pair of the lineup: of the games where one finished ahead of the other, the first's
/// share, with its 95% interval.
fn print_head_to_head(report: &tabletop::tournament::TournamentReport) {
    if report.head_to_head.is_empty() {
        return;
    }
    out!();
    out!("head to head (of the games where one finished ahead of the other)");
    out!(
        "{:<25} {:>6} {:>6} {:>5} {:>8} {:>17}",
        "pair",
        "ahead",
        "behind",
        "ties",
        "share",
        "95% interval"
    );
    for pair in &report.head_to_head {
        let label = |entry: usize| format!("{}#{}", report.lineup[entry].label(), entry + 1);
        out!(
            "{:<25} {:>6} {:>6} {:>5} {:>7.1}% {:>7.1}% – {:>5.1}%",
            format!("{} vs {}", label(pair.first), label(pair.second)),
            pair.first_ahead,
            pair.second_ahead,
            pair.ties,
            pair.share * 100.0,
            pair.share_low * 100.0,
            pair.share_high * 100.0
        );
    }
}

/// The results by seat: whoever sat there, then each entry's wins there.
fn print_seats(report: &tabletop::tournament::TournamentReport) {
    if report.seats.is_empty() {
        return;
    }
    out!();
    out!("by seat (wins/games of each entry there)");
    let labels: Vec<String> = report
        .lineup
        .iter()
        .enumerate()
        .map(|(entry, entrant)| format!("{}#{}", entrant.label(), entry + 1))
        .collect();
    let mut header = format!(
        "{:<5} {:>6} {:>9} {:>17}",
        "seat", "games", "win rate", "95% interval"
    );
    for label in &labels {
        header.push_str(&format!(" {label:>16}"));
    }
    out!("{header}");
    for seat in &report.seats {
        let mut line = format!(
            "{:<5} {:>6} {:>8.1}% {:>7.1}% – {:>5.1}%",
            seat.seat + 1,
            seat.games,
            seat.win_rate * 100.0,
            seat.win_rate_low * 100.0,
            seat.win_rate_high * 100.0
        );
        for (wins, games) in seat.wins_by_entry.iter().zip(&seat.games_by_entry) {
            line.push_str(&format!(" {:>16}", format!("{wins:.1}/{games}")));
        }
        out!("{line}");
    }
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
