//! Save strings of ERA: Medieval Age, through the platform's checks ([`tabletop::save_tests!`]):
//! exact round trips over random games (whole and cut anywhere), damaged strings that say why
//! without panicking, the frame's errors; then strings of another game, and golden strings that
//! must keep loading and be written the same.

use era_medieval::rules::GameState;
use era_medieval::sim::simulation_setup;
use era_medieval::MedievalRecord;
use tabletop::rng::Rng;
use tabletop::testing::{self, SaveFixture};
use tabletop::Level;

struct Medieval;

impl SaveFixture for Medieval {
    type Game = GameState;
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;
    const SHARE_LINK_LENGTH: usize = 450;

    fn record(players: usize, index: usize, rng: &mut Rng) -> MedievalRecord {
        testing::random_record(simulation_setup(players, 41, index), rng)
    }
}

tabletop::save_tests!(Medieval);

#[test]
fn a_string_of_another_game_says_which() {
    let eoi_string = "AQGALQ9dAwAHQXVkaXRvcgEDQmVuAgRDbGVvmp9tHmz0GEX_YQUEBAMFAgIBARVGADCCABREhggURIYGE0Md_0Mb_0Me_zEVRwgwMRGAFhJCAUICQgWFMRGAGxJCBkIEMIARAQEDBAQAAwUFEYYCERBAGDAxE0MM_zAURBNDHf9DDgcwMRREFUYDMBVHADCGAQMCAAABAQQEAhNDAgJDCf9DAP8REEAPMBBACzA";
    testing::a_string_of_another_game_says_which::<GameState>(eoi_string, "eoi");
}

const GOLDEN_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden");

/// Format-2 strings (written by the builds before format 3); each must keep loading to its
/// replay file, and format 2 is still written the same.
#[test]
fn golden_save_strings_still_load() {
    let lines = include_str!("golden/saves-v1.txt");
    assert_eq!(
        testing::golden_strings_load::<GameState>(lines, GOLDEN_DIR),
        3
    );
}

/// Format-3 strings (finished games of 1, 2 and 4 players, with who plays each seat) load to their
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
