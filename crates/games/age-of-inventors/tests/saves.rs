//! Save strings of Age of Inventors: exact round trips over random games (whole and cut
//! anywhere), damaged strings that say why without panicking, strings of another game, and
//! golden strings that must keep loading.

use age_of_inventors::codec as save;
use age_of_inventors::rules::LabChoice;
use age_of_inventors::sim::{random_game, simulation_setup};
use age_of_inventors::InventorsRecord;
use tabletop::rng::Rng;
use tabletop::save::{reseal, to_bytes, SaveError};
use tabletop::Level;

fn random_record(players: usize, index: usize, rng: &mut Rng) -> InventorsRecord {
    let mut setup = simulation_setup(players, 41, index);
    if index % 2 == 1 {
        setup.lab_choice = LabChoice::Quiz;
    }
    let game = random_game(&setup, rng, false).unwrap();
    InventorsRecord {
        setup,
        actions: game.actions,
    }
}

#[test]
fn export_then_import_gives_the_identical_game() {
    let mut rng = Rng::new(2);
    for players in 1..=4 {
        for index in 0..10 {
            let record = random_record(players, index, &mut rng);
            // Every prefix too: a game saved mid-turn (behind the screen) must come back there.
            let cut = rng.below(record.actions.len() as u32 + 1) as usize;
            for actions in [&record.actions[..], &record.actions[..cut]] {
                let partial = InventorsRecord {
                    setup: record.setup.clone(),
                    actions: actions.to_vec(),
                };
                let text = save::export(&partial, &[]).unwrap();
                assert!(text
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
                let saved = save::import(&text).unwrap();
                assert_eq!(saved.record, partial);
                assert_eq!(saved.state, partial.replay().unwrap());
                assert_eq!(saved.controllers, vec![None; players]);
            }
        }
    }
}

#[test]
fn who_plays_each_seat_round_trips() {
    let record = random_record(3, 0, &mut Rng::new(5));
    let controllers = [None, Some(Level::Hard), Some(Level::Easy)];
    let saved = save::import(&save::export(&record, &controllers).unwrap()).unwrap();
    assert_eq!(saved.controllers, controllers);
}

#[test]
fn a_finished_four_player_game_fits_in_a_share_link() {
    let mut rng = Rng::new(3);
    let longest = (0..20)
        .map(|index| {
            let record = random_record(4, index, &mut rng);
            save::export(&record, &[]).unwrap().len()
        })
        .max()
        .unwrap();
    // Browsers and chat apps take links of several thousand characters.
    assert!(longest < 4000, "{longest} characters");
}

#[test]
fn damaged_and_random_strings_never_panic_and_say_why() {
    let mut rng = Rng::new(7);
    let record = random_record(2, 1, &mut rng);
    let good = save::export(&record, &[]).unwrap();
    let mut bytes = good.clone().into_bytes();
    let mut refused = 0;
    let mut behind = 0;
    for round in 0..2000 {
        let mut text = bytes.clone();
        let at = rng.below(text.len() as u32) as usize;
        text[at] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
            [rng.below(64) as usize];
        if round % 3 == 0 {
            text.truncate(rng.below(text.len() as u32) as usize);
        }
        let text = String::from_utf8(text).unwrap();
        if text != good && save::import(&text).is_err() {
            refused += 1;
        }
        // Behind the checksum: change a byte after the header and seal it again, so the
        // decoder and the replay see the damage.
        let mut inner = to_bytes(&good).unwrap();
        let at = inner.len() - 1 - rng.below(inner.len() as u32 / 2) as usize;
        inner[at] = rng.below(256) as u8;
        if let Some(resealed) = reseal(&inner) {
            if save::import(&resealed).is_err() {
                behind += 1;
            }
        }
        bytes = good.clone().into_bytes();
    }
    assert!(refused > 1500, "{refused} of 2000 damaged strings refused");
    assert!(behind > 100, "{behind} resealed strings reached a refusal");
}

#[test]
fn a_string_of_another_game_says_which() {
    let eoi_string = "AQGALQ9dAwAHQXVkaXRvcgEDQmVuAgRDbGVvmp9tHmz0GEX_YQUEBAMFAgIBARVGADCCABREhggURIYGE0Md_0Mb_0Me_zEVRwgwMRGAFhJCAUICQgWFMRGAGxJCBkIEMIARAQEDBAQAAwUFEYYCERBAGDAxE0MM_zAURBNDHf9DDgcwMRREFUYDMBVHADCGAQMCAAABAQQEAhNDAgJDCf9DAP8REEAPMBBACzA";
    match save::import(eoi_string) {
        Err(SaveError::OtherGame(game)) => assert_eq!(game, "eoi"),
        other => panic!("{other:?}"),
    }
}

/// The golden strings of a file: (replay file, save string), comments and blank lines skipped.
fn golden_lines(lines: &str) -> impl Iterator<Item = (&str, &str)> {
    lines
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let (file, text) = line.split_once(' ').unwrap();
            (file, text.trim())
        })
}

/// Save strings written by this version; each must keep loading to its replay file.
#[test]
fn golden_save_strings_still_load() {
    let mut checked = 0;
    for (file, text) in golden_lines(include_str!("golden/saves-v3.txt")) {
        let path = format!("{}/tests/golden/{file}", env!("CARGO_MANIFEST_DIR"));
        let record: InventorsRecord =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        let saved = save::import(text).unwrap();
        assert_eq!(saved.record, record, "{file}");
        assert_eq!(saved.state, record.replay().unwrap(), "{file}");
        checked += 1;
    }
    assert_eq!(checked, 3);
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
        for (file, text) in golden_lines(lines) {
            match save::import(text) {
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
