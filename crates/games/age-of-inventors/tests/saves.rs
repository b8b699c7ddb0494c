//! Save strings of Age of Inventors, through the platform's checks ([`tabletop::testing`]):
//! exact round trips over random games (whole and cut anywhere, both ways of choosing labs),
//! damaged strings that say why without panicking, the frame's errors, strings of another game,
//! golden strings that must keep loading and be written the same, and strings of earlier card
//! numbers refused saying so.

use age_of_inventors::rules::{GameState, LabChoice};
use age_of_inventors::sim::simulation_setup;
use age_of_inventors::InventorsRecord;
use tabletop::rng::Rng;
use tabletop::save::SaveError;
use tabletop::testing::{self, SaveFixture};
use tabletop::Level;

struct Inventors;

impl SaveFixture for Inventors {
    type Game = GameState;
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;
    const ROUND_TRIPS_PER_COUNT: usize = 10;
    const SHARE_LINK_LENGTH: usize = 400;

    /// Both ways of choosing labs, one game in two each.
    fn record(players: usize, index: usize, rng: &mut Rng) -> InventorsRecord {
        let mut setup = simulation_setup(players, 41, index);
        if index % 2 == 1 {
            setup.lab_choice = LabChoice::Quiz;
        }
        testing::random_record(setup, rng)
    }
}

tabletop::save_tests!(Inventors);

#[test]
fn a_string_of_another_game_says_which() {
    let eoi_string = "AQGALQ9dAwAHQXVkaXRvcgEDQmVuAgRDbGVvmp9tHmz0GEX_YQUEBAMFAgIBARVGADCCABREhggURIYGE0Md_0Mb_0Me_zEVRwgwMRGAFhJCAUICQgWFMRGAGxJCBkIEMIARAQEDBAQAAwUFEYYCERBAGDAxE0MM_zAURBNDHf9DDgcwMRREFUYDMBVHADCGAQMCAAABAQQEAhNDAgJDCf9DAP8REEAPMBBACzA";
    testing::a_string_of_another_game_says_which::<GameState>(eoi_string, "eoi");
}

const GOLDEN_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden");

/// Format-2 strings (written by the builds before format 3); each must keep loading to its
/// replay file, and format 2 is still written the same. The fourth is a game with the
/// educational variant in hard mode (quiz answers right and wrong).
#[test]
fn golden_save_strings_still_load() {
    let lines = include_str!("golden/saves-v3.txt");
    assert_eq!(
        testing::golden_strings_load::<GameState>(lines, GOLDEN_DIR),
        4
    );
    let quiz = testing::golden_strings::<GameState>(lines, GOLDEN_DIR)
        .into_iter()
        .find(|golden| golden.file.ends_with("-quiz.json"))
        .unwrap();
    assert_eq!(
        quiz.record.setup.inventor_quiz,
        age_of_inventors::rules::InventorQuiz::InventorAndYear
    );
    assert!(quiz
        .record
        .actions
        .iter()
        .any(|a| matches!(a, age_of_inventors::rules::Action::AnswerQuiz { .. })));
}

/// Strings of earlier data versions (1: before Resourceful lost its extra resources; 2: before
/// the Corporation and the Ingenuity starts of Liberal and Metropolitan changed) are refused,
/// saying they were made with other card numbers: their games would not replay faithfully.
#[test]
fn golden_strings_of_earlier_card_numbers_are_refused_saying_so() {
    let mut checked = 0;
    for (version, lines) in [
        (1, include_str!("golden/saves-v1.txt")),
        (2, include_str!("golden/saves-v2.txt")),
    ] {
        for (file, text) in testing::golden_lines(lines) {
            match age_of_inventors::codec::import(text) {
                Err(SaveError::OtherCardNumbers { saved, current })
                    if saved == version
                        && current == age_of_inventors::rules::data::DATA_VERSION =>
                {
                    checked += 1
                }
                other => panic!("{file} (data {version}): {other:?}"),
            }
        }
    }
    assert_eq!(checked, 6);
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
