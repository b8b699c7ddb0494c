//! Era of Inventions on the command line.

use eoi::bots;
use eoi::rules::{GameState, Phase, Score};

use crate::commands::CliGame;

pub type Eoi = GameState;

impl CliGame for GameState {
    const NAME: &'static str = "Era of Inventions";
    const SUMMARY: &'static str = "3 to 5 players; `eoi ...` is the same as `tabletop eoi ...`";
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=5;
    const SEATS: std::ops::RangeInclusive<usize> = 3..=5;
    const BUDGET_MS: u32 = bots::search::APP_BUDGET_MS as u32;
    const DETAILS: &'static str = "\
simulate checks after every action: no negative stock, every card and factory in exactly one
place, tokens and markers add up, influence never falls, the game ends.
tournament: 3 to 5 seats; hard,hard@25,medium sets Hard against Hard with a quarter of the time
at --budget-ms 100.";

    fn names(setup: &Self::Setup) -> Vec<String> {
        setup.players.iter().map(|p| p.name.clone()).collect()
    }
    forward_to_the_game_crate!(eoi);

    fn print_summary(&self, names: &[String], actions: usize) {
        print_summary(self, names, actions);
    }
}

fn print_summary(state: &GameState, names: &[String], actions: usize) {
    let name = |seat: usize| names.get(seat).cloned().unwrap_or_default();
    out!(
        "{} actions replayed; round {} of {}.",
        actions,
        state.round(),
        state.last_round()
    );
    match state.phase() {
        Phase::GameOver => {
            out!(
                "{:<16} {:>5} {:>8} {:>7} {:>5} {:>8} {:>5} {:>9}",
                "player",
                "track",
                "exchange",
                "patents",
                "cogs",
                "capacity",
                "total",
                "developed"
            );
            for Score {
                seat,
                track,
                exchange,
                patent_bonus,
                cogs_bonus,
                capacity_bonus,
                total,
                developed,
                winner,
                ..
            } in state.scores()
            {
                out!(
                    "{:<16} {:>5} {:>8} {:>7} {:>5} {:>8} {:>5} {:>9}{}",
                    name(usize::from(*seat)),
                    track,
                    exchange,
                    patent_bonus,
                    cogs_bonus,
                    capacity_bonus,
                    total,
                    developed,
                    if *winner { "  winner" } else { "" }
                );
            }
        }
        phase => {
            out!("The game is not over; waiting for: {phase:?}");
            for (seat, player) in state.players().iter().enumerate() {
                out!(
                    "{:<16} influence {:>3}, gold {:>2}, cogs {:>2}, cubes {:?}",
                    name(seat),
                    player.influence,
                    player.gold,
                    player.cogs,
                    player.cubes
                );
            }
        }
    }
}
