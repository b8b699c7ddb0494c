//! Age of Inventors on the command line.

use age_of_inventors::rules::{GameState, Score};
use age_of_inventors::text::{Words, ENGLISH};
use age_of_inventors::{bots, codec, sim, InventorsRecord};
use tabletop::save::{Controllers, Frame, SaveError};
use tabletop::sim::SimulationReport;
use tabletop::tournament::{Entrant, TournamentReport};
use tabletop::{Level, ReplayError};

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
game's seats, lab sides, scores and winners. Hard thinks 1000 ms per turn unless --budget-ms
says otherwise.";

    fn names(setup: &Self::Setup) -> Vec<String> {
        setup.names.clone()
    }
    fn event(event: &Self::Event, names: &[String]) -> String {
        ENGLISH.event(event, names)
    }
    fn illegal(reason: &Self::Illegal) -> String {
        ENGLISH.illegal(reason.reason).to_string()
    }
    fn setup_error(error: &Self::SetupError) -> String {
        ENGLISH.setup_error(error)
    }
    fn replay_error(error: &ReplayError<Self>) -> String {
        ENGLISH.replay_error(error)
    }
    fn round(&self) -> u8 {
        GameState::round(self)
    }
    fn scores_json(&self) -> serde_json::Value {
        serde_json::json!(self.scores())
    }
    fn print_summary(&self, names: &[String], actions: usize) {
        print_summary(self, names, actions);
    }
    fn simulation_setup(players: usize, seed: u64) -> Self::Setup {
        sim::simulation_setup(players, seed, 0)
    }
    fn simulate(
        players: usize,
        games: usize,
        seed: u64,
        check: bool,
        now: &dyn Fn() -> f64,
    ) -> Result<SimulationReport, Self::SetupError> {
        sim::simulate(players, games, seed, check, now)
    }
    fn play_tournament(
        lineup: &[Entrant],
        games: usize,
        seed: u64,
        now: &dyn Fn() -> f64,
    ) -> Result<TournamentReport, Self::SetupError> {
        bots::tournament(lineup, games, seed, now)
    }
    fn export(
        record: &InventorsRecord,
        controllers: &[Option<Level>],
    ) -> Result<String, SaveError> {
        codec::export(record, controllers)
    }
    fn import_frame(frame: Frame) -> Result<(InventorsRecord, Controllers), SaveError> {
        codec::import_frame(frame).map(|saved| (saved.record, saved.controllers))
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
