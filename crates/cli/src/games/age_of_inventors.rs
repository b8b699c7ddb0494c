//! Age of Inventors on the command line.

use age_of_inventors::rules::{GameState, Score};
use age_of_inventors::text::{Words, ENGLISH};

use crate::commands::CliGame;

pub type Inventors = GameState;

impl CliGame for GameState {
    const NAME: &'static str = "Age of Inventors";
    const SUMMARY: &'static str = "1 to 4 players; 1 is solo";
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;
    const SEATS: std::ops::RangeInclusive<usize> = 1..=4;
    const BUDGET_MS: u32 = 1000;
    const DETAILS: &'static str = "\
simulate (1 player is solo against the dummy) checks after every action: resources never
negative, every tile, card and token in exactly one place, switches, assistants and tracks in
range, termination.
tournament: 1 to 4 seats; after each level's results, the same by lab side (wins with their 95%
interval against the fair share, average score, seats per level); --json also lists every
game's seats, lab sides, scores and winners.";

    fn names(setup: &Self::Setup) -> Vec<String> {
        setup.names.clone()
    }
    forward_to_the_game_crate!(age_of_inventors);

    fn print_summary(&self, names: &[String], actions: usize) {
        print_summary(self, names, actions);
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
