//! Save strings of Era of Inventions, through the platform's checks ([`tabletop::testing`]):
//! round trips over random games, a decoder that never panics on mutated or random input, the
//! frame's errors, golden strings of both frame formats that must keep loading, and the size of
//! a finished game.

use eoi::rules::GameState;
use eoi::sim::simulation_setup;
use eoi::EoiRecord;
use tabletop::rng::Rng;
use tabletop::testing::{self, SaveFixture};
use tabletop::Level;

struct Eoi;

impl SaveFixture for Eoi {
    type Game = GameState;
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=5;
    const ROUND_TRIPS_PER_COUNT: usize = 100;
    const SHARE_LINK_GAMES: usize = 300;
    const SHARE_LINK_LENGTH: usize = 250;
    const DAMAGED: usize = 5000;
    const BEHIND_GAMES_PER_MILLE: usize = 5;
    const FRAME_GAMES: usize = 30;

    fn record(players: usize, index: usize, rng: &mut Rng) -> EoiRecord {
        testing::random_record(simulation_setup(players, 31, index), rng)
    }
}

tabletop::save_tests!(Eoi);

const GOLDEN_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden");

/// Save strings written by released versions (frame format 1): they must keep loading to the
/// same game.
#[test]
fn golden_save_strings_from_released_versions_still_load() {
    let golden =
        testing::golden_strings::<GameState>(include_str!("golden/saves-v1.txt"), GOLDEN_DIR);
    for string in &golden {
        // Format 1 games were played by rules version 1, and keep them.
        let record = EoiRecord {
            setup: eoi::rules::Setup {
                rules_version: 1,
                ..string.record.setup.clone()
            },
            actions: string.record.actions.clone(),
        };
        let seats = record.setup.players.len();
        assert_eq!(
            testing::golden_string_loads(string, &record),
            vec![None; seats]
        );
    }
    assert_eq!(golden.len(), 3);
}

/// Format-2 strings load with their seats, and format 2 is still written exactly so.
#[test]
fn golden_format_two_strings_load_with_their_seats() {
    let all = [
        None,
        Some(Level::Medium),
        Some(Level::Hard),
        Some(Level::Easy),
        Some(Level::Random),
    ];
    let golden =
        testing::golden_strings::<GameState>(include_str!("golden/saves-v2.txt"), GOLDEN_DIR);
    for string in &golden {
        let controllers = testing::golden_string_loads(string, &string.record);
        assert_eq!(
            controllers,
            all[..string.record.setup.players.len()],
            "{}",
            string.file
        );
    }
    assert_eq!(golden.len(), 3);
}

/// Format-3 strings (finished games of 3, 4 and 5 players, with who plays each seat) load to their
/// replay files, and this build writes exactly these strings again.
#[test]
fn golden_format_three_strings_load_and_are_written_the_same() {
    let all = [
        None,
        Some(Level::Medium),
        Some(Level::Hard),
        Some(Level::Easy),
        Some(Level::Random),
    ];
    let golden =
        testing::golden_strings::<GameState>(include_str!("golden/saves-format3.txt"), GOLDEN_DIR);
    for string in &golden {
        assert_eq!(tabletop::save::read(&string.text).unwrap().format, 3);
        assert!(string.record.replay().unwrap().is_over(), "{}", string.file);
        let controllers = testing::golden_string_loads(string, &string.record);
        assert_eq!(controllers, all[..controllers.len()], "{}", string.file);
    }
    assert_eq!(golden.len(), 3);
}
