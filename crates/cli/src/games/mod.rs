//! Each game's [`CliGame`](crate::commands::CliGame): its words, summary and entry points.

/// The parts of `CliGame` that every game's crate offers under the same names (its English
/// words, simulator, tournament, codec, round and scores), forwarded once rather than written
/// out three times.
macro_rules! forward_to_the_game_crate {
    ($krate:ident) => {
        fn event(event: &Self::Event, names: &[String]) -> String {
            $krate::text::Words::event(&$krate::text::ENGLISH, event, names)
        }
        fn illegal(reason: &Self::Illegal) -> String {
            $krate::text::Words::illegal(&$krate::text::ENGLISH, reason.reason).to_string()
        }
        fn setup_error(error: &Self::SetupError) -> String {
            $krate::text::Words::setup_error(&$krate::text::ENGLISH, error)
        }
        fn replay_error(error: &tabletop::ReplayError<Self>) -> String {
            $krate::text::Words::replay_error(&$krate::text::ENGLISH, error)
        }
        fn round(&self) -> u8 {
            $krate::rules::GameState::round(self)
        }
        fn scores_json(&self) -> serde_json::Value {
            serde_json::json!(self.scores())
        }
        fn simulation_setup(players: usize, seed: u64) -> Self::Setup {
            $krate::sim::simulation_setup(players, seed, 0)
        }
        fn simulate(
            players: usize,
            games: usize,
            seed: u64,
            check: bool,
            now: &dyn Fn() -> f64,
        ) -> Result<tabletop::sim::SimulationReport, Self::SetupError> {
            $krate::sim::simulate(players, games, seed, check, now)
        }
        fn play_tournament(
            lineup: &[tabletop::tournament::Entrant],
            games: usize,
            seed: u64,
            seating: tabletop::tournament::Seating,
            now: &dyn Fn() -> f64,
        ) -> Result<tabletop::tournament::TournamentReport, Self::SetupError> {
            $krate::bots::tournament(lineup, games, seed, seating, now)
        }
        fn export(
            record: &tabletop::Record<Self>,
            controllers: &[Option<tabletop::Level>],
        ) -> Result<String, tabletop::save::SaveError> {
            $krate::codec::export(record, controllers)
        }
        fn export_format_2(
            record: &tabletop::Record<Self>,
        ) -> Result<String, tabletop::save::SaveError> {
            tabletop::codec::export_format_2(record, &[])
        }
        fn choose(level: tabletop::Level, state: &Self, seed: u64) -> Option<Self::Action> {
            $krate::bots::choose(level, state, seed)
        }
        fn import_frame(
            frame: tabletop::save::Frame,
        ) -> Result<(tabletop::Record<Self>, tabletop::save::Controllers), tabletop::save::SaveError>
        {
            $krate::codec::import_frame(frame).map(|saved| (saved.record, saved.controllers))
        }
    };
}

mod age_of_inventors;
mod eoi;
mod medieval;

pub use age_of_inventors::Inventors;
pub use eoi::Eoi;
pub use medieval::Medieval;
