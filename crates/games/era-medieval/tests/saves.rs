//! Save strings of ERA: Medieval Age, through the platform's checks ([`tabletop::save_tests!`]):
//! exact round trips over random games (whole and cut anywhere), damaged strings that say why
//! without panicking, the frame's errors; then strings of another game, and golden strings that
//! must keep loading and be written the same.

use era_medieval::rules::GameState;
use era_medieval::sim::simulation_setup;
use era_medieval::MedievalRecord;
use tabletop::rng::Rng;
use tabletop::testing::{self, SaveFixture};

struct Medieval;

impl SaveFixture for Medieval {
    type Game = GameState;
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;

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

/// Save strings written by this version; each must keep loading to its replay file.
#[test]
fn golden_save_strings_still_load() {
    let lines = include_str!("golden/saves-v1.txt");
    let golden_dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden");
    assert_eq!(
        testing::golden_strings_load::<GameState>(lines, golden_dir),
        3
    );
}
