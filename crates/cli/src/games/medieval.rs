//! ERA: Medieval Age on the command line.

use std::process::ExitCode;
use std::time::Instant;

use era_medieval::bots;
use era_medieval::rules::{data, GameState, Phase, Resource, Score};
use era_medieval::text::{Words, ENGLISH};

use crate::commands::{self, CliGame};
use crate::lineup::{Budget, Lineup};
use tabletop::tournament::Seating;

pub type Medieval = GameState;

impl CliGame for GameState {
    const NAME: &'static str = "ERA: Medieval Age";
    const SUMMARY: &'static str = "1 to 4 players; 1 is solitaire";
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;
    const SEATS: std::ops::RangeInclusive<usize> = 1..=4;
    const BUDGET_MS: u32 = bots::search::APP_BUDGET_MS as u32;
    const DETAILS: &'static str = "\
simulate (1 player is solitaire against Sir Philippe) checks after every action: no negative or
over-full resource, no cell with two pieces, every piece in exactly one place, dice matching
buildings, termination.
tournament: 2 to 4 seats; a lineup of one level plays solitaire games against Sir Philippe and
prints the scores and ranks.";

    fn names(setup: &Self::Setup) -> Vec<String> {
        setup.names.clone()
    }
    forward_to_the_game_crate!(era_medieval);

    fn print_summary(&self, names: &[String], actions: usize) {
        print_summary(self, names, actions);
    }
    fn decision_kind(&self) -> String {
        match self.phase() {
            Phase::Roll { .. } => "roll",
            Phase::Feathers { .. } => "feathers",
            Phase::Build { .. } => "build",
            Phase::StartingDomain { .. } => "starting domain",
            _ => "other",
        }
        .to_string()
    }
    /// A lineup of one level plays solitaire games against Sir Philippe: its scores and ranks.
    fn tournament(
        lineup: &Lineup,
        games: usize,
        seed: u64,
        budget: Budget,
        seating: Seating,
        json: bool,
    ) -> Result<ExitCode, String> {
        let entrants = lineup.entrants_with(budget);
        let [entrant] = entrants.as_slice() else {
            return commands::tournament::<Self>(lineup, games, seed, budget, seating, json);
        };
        let clock = Instant::now();
        let now = move || clock.elapsed().as_secs_f64() * 1000.0;
        let report =
            bots::solitaire_of(*entrant, games, seed, &now).map_err(|e| ENGLISH.setup_error(&e))?;
        if json {
            out!(
                "{}",
                serde_json::to_string(&report).map_err(|e| e.to_string())?
            );
            return Ok(ExitCode::SUCCESS);
        }
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
        for (index, ((threshold, rank), count)) in data::RANKS.iter().zip(report.ranks).enumerate()
        {
            // The lowest rank has no threshold of its own: it is below the next one.
            let scores = match data::RANKS.get(1) {
                Some((next, _)) if index == 0 => format!("< {next}"),
                _ => format!("{threshold}+"),
            };
            out!("{:<10} {scores:>5}  {count}", ENGLISH.rank(*rank));
        }
        Ok(ExitCode::SUCCESS)
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
