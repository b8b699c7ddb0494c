//! Save strings: round trips over random games, a decoder that never panics on mutated or random
//! input, golden strings that must keep loading, and the size of a finished game.

use eoi::codec as save;
use eoi::sim::{random_game, simulation_setup};
use eoi::EoiRecord;
use tabletop::rng::Rng;
use tabletop::save::{from_bytes, reseal, to_bytes, SaveError};

fn random_record(players: usize, index: usize, rng: &mut Rng) -> EoiRecord {
    let setup = simulation_setup(players, 31, index);
    let game = random_game(&setup, rng, false).unwrap();
    EoiRecord {
        setup,
        actions: game.actions,
    }
}

#[test]
fn export_then_import_gives_the_identical_game() {
    let mut rng = Rng::new(1);
    for players in 3..=5 {
        for index in 0..100 {
            let record = random_record(players, index, &mut rng);
            // Every prefix too: a game saved mid-turn must come back mid-turn.
            let cut = rng.below(record.actions.len() as u32 + 1) as usize;
            for actions in [&record.actions[..], &record.actions[..cut]] {
                let partial = EoiRecord {
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
fn a_finished_four_player_game_fits_in_1500_characters() {
    let mut rng = Rng::new(2);
    let mut longest = 0;
    for index in 0..300 {
        let record = random_record(4, index, &mut rng);
        longest = longest.max(save::export(&record, &[]).unwrap().len());
    }
    println!("longest finished 4-player save string of 300 random games: {longest} characters");
    assert!(longest <= 1500, "{longest}");
}

#[test]
fn mutated_truncated_and_random_strings_never_panic_and_say_why() {
    let mut rng = Rng::new(3);
    let record = random_record(4, 0, &mut rng);
    let good = save::export(&record, &[]).unwrap();
    let alphabet: Vec<char> =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/ !é"
            .chars()
            .collect();
    let mut refused = 0;
    for round in 0..5000 {
        let mut chars: Vec<char> = good.chars().collect();
        match round % 5 {
            0 => {
                let at = rng.below(chars.len() as u32) as usize;
                chars[at] = alphabet[rng.below(alphabet.len() as u32) as usize];
            }
            1 => chars.truncate(rng.below(chars.len() as u32) as usize),
            2 => {
                let at = rng.below(chars.len() as u32) as usize;
                chars.insert(at, alphabet[rng.below(alphabet.len() as u32) as usize]);
            }
            3 => {
                let at = rng.below(chars.len() as u32 - 1) as usize;
                chars.swap(at, at + 1);
            }
            _ => {
                let length = rng.below(300) as usize;
                chars = (0..length)
                    .map(|_| alphabet[rng.below(alphabet.len() as u32) as usize])
                    .collect();
            }
        }
        let text: String = chars.into_iter().collect();
        if text == good {
            continue;
        }
        match save::import(&text) {
            Err(error) => {
                assert!(!error.to_string().is_empty());
                refused += 1;
            }
            // A change the checksum cannot see (such as a swap of two equal characters) is fine
            // only if it decodes to a valid game.
            Ok(saved) => assert!(saved.record.replay().is_ok()),
        }
    }
    assert!(refused > 4500, "{refused}");
}

#[test]
fn clear_errors_for_empty_newer_and_damaged_strings() {
    assert_eq!(save::import("  ").unwrap_err(), SaveError::Empty);
    assert_eq!(
        save::import("not a save!").unwrap_err(),
        SaveError::NotASaveString
    );
    assert_eq!(save::import("AQ").unwrap_err(), SaveError::Truncated);
    let mut rng = Rng::new(5);
    let good = save::export(&random_record(3, 0, &mut rng), &[]).unwrap();
    // Format 3 in the first byte: "Aw" decodes to 0x03.
    let newer = format!("Aw{}", &good[2..]);
    assert!(matches!(
        save::import(&newer),
        Err(SaveError::NewerFormat(_))
    ));
    let damaged = format!("{}{}", &good[..good.len() - 3], "AAA");
    assert!(save::import(&damaged).is_err());
}

/// The lines of a golden-strings file: each replay file's name, its save string, and the record
/// the replay file holds.
fn golden_strings(lines: &str) -> Vec<(&str, &str, EoiRecord)> {
    lines
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let (file, text) = line.split_once(' ').unwrap();
            let path = format!("{}/tests/golden/{file}", env!("CARGO_MANIFEST_DIR"));
            let record = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
            (file, text, record)
        })
        .collect()
}

/// Save strings written by released versions: they must keep loading to the same game.
#[test]
fn golden_save_strings_from_released_versions_still_load() {
    let mut checked = 0;
    for (file, text, record) in golden_strings(include_str!("golden/saves-v1.txt")) {
        let saved = save::import(text).unwrap_or_else(|e| panic!("{file}: {e}"));
        // Format 1 games were played by rules version 1, and keep them.
        let record = EoiRecord {
            setup: eoi::rules::Setup {
                rules_version: 1,
                ..record.setup
            },
            ..record
        };
        assert_eq!(saved.record, record, "{file}");
        assert_eq!(saved.state, record.replay().unwrap(), "{file}");
        assert_eq!(saved.controllers, vec![None; record.setup.players.len()]);
        checked += 1;
    }
    assert_eq!(checked, 3);
}

/// Where the header fields of a format-2 string sit: (game id start, data version index).
fn header_positions(bytes: &[u8]) -> (usize, usize) {
    // format (1), checksum (4), length varint (1 or 2 bytes), id length (1), id.
    let mut at = 5;
    while bytes[at] & 0x80 != 0 {
        at += 1;
    }
    at += 1;
    let id_length = usize::from(bytes[at]);
    (at + 1, at + 1 + id_length)
}

#[test]
fn golden_format_two_strings_load_with_their_seats() {
    use tabletop::Level;
    let all = [
        None,
        Some(Level::Medium),
        Some(Level::Hard),
        Some(Level::Easy),
        Some(Level::Random),
    ];
    let mut checked = 0;
    for (file, text, record) in golden_strings(include_str!("golden/saves-v2.txt")) {
        let saved = save::import(text).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(saved.record, record, "{file}");
        assert_eq!(saved.state, record.replay().unwrap(), "{file}");
        assert_eq!(
            saved.controllers,
            all[..record.setup.players.len()],
            "{file}"
        );
        // This build writes exactly these strings.
        assert_eq!(save::export(&record, &saved.controllers).unwrap(), text);
        checked += 1;
    }
    assert_eq!(checked, 3);
}

#[test]
fn a_string_made_with_other_card_numbers_says_so() {
    let mut rng = Rng::new(6);
    let good = save::export(&random_record(3, 1, &mut rng), &[]).unwrap();
    let mut bytes = to_bytes(&good).unwrap();
    let (_, data_version) = header_positions(&bytes);
    bytes[data_version] = 9;
    let other = reseal(&bytes).unwrap();
    match save::import(&other) {
        Err(SaveError::OtherCardNumbers {
            saved: 9,
            current: 1,
        }) => {}
        other => panic!("expected a card-numbers message, got {other:?}"),
    }
    let message = save::import(&other).unwrap_err().to_string();
    assert!(message.contains("another set of card numbers"), "{message}");
}

#[test]
fn a_string_of_another_game_says_which() {
    let mut rng = Rng::new(7);
    let good = save::export(&random_record(3, 2, &mut rng), &[]).unwrap();
    let mut bytes = to_bytes(&good).unwrap();
    let (id, _) = header_positions(&bytes);
    bytes[id..id + 3].copy_from_slice(b"xyz");
    let other = reseal(&bytes).unwrap();
    assert_eq!(
        save::import(&other).unwrap_err(),
        SaveError::OtherGame("xyz".into())
    );
}

#[test]
fn the_header_is_covered_by_the_checksum() {
    let mut rng = Rng::new(8);
    let good = save::export(&random_record(4, 3, &mut rng), &[]).unwrap();
    assert_eq!(
        reseal(&to_bytes(&good).unwrap()).unwrap(),
        good,
        "resealing changes nothing"
    );
    let mut bytes = to_bytes(&good).unwrap();
    let (_, data_version) = header_positions(&bytes);
    bytes[data_version] ^= 1;
    // The old checksum kept: the change to the header shows.
    assert_eq!(
        save::import(&from_bytes(&bytes)).unwrap_err(),
        SaveError::ChecksumMismatch
    );
}

#[test]
fn each_save_has_exactly_one_string() {
    let mut rng = Rng::new(9);
    for index in 0..30 {
        let good = save::export(&random_record(3, index, &mut rng), &[]).unwrap();
        assert!(save::import(&good).is_ok());
        let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let last = good.chars().last().unwrap();
        // Every other last character either decodes to other bytes or is refused: never to the
        // same save.
        let mut same = 0;
        for other in alphabet.chars().filter(|c| *c != last) {
            let text = format!("{}{other}", &good[..good.len() - 1]);
            if let Ok(saved) = save::import(&text) {
                if save::export(&saved.record, &saved.controllers).unwrap() == good {
                    same += 1;
                }
            }
        }
        assert_eq!(same, 0);
    }
}

#[test]
fn who_plays_each_seat_round_trips() {
    use tabletop::Level;
    let mut rng = Rng::new(10);
    let record = random_record(4, 4, &mut rng);
    let controllers = vec![
        None,
        Some(Level::Medium),
        Some(Level::Hard),
        Some(Level::Easy),
    ];
    let text = save::export(&record, &controllers).unwrap();
    assert_eq!(save::import(&text).unwrap().controllers, controllers);
    // A shorter list leaves the other seats to humans.
    let text = save::export(&record, &[Some(Level::Random)]).unwrap();
    assert_eq!(
        save::import(&text).unwrap().controllers,
        vec![Some(Level::Random), None, None, None]
    );
}

/// Mutations behind the checksum (which is written anew) reach the decoder and the replay: any
/// change gives a game or a clear error, never a panic.
#[test]
fn changes_behind_the_checksum_reach_the_decoder_and_the_replay() {
    let mut rng = Rng::new(11);
    let record = random_record(4, 5, &mut rng);
    let good = to_bytes(&save::export(&record, &[]).unwrap()).unwrap();
    let (_, data_version) = header_positions(&good);
    let body_start = data_version + 1;
    let mut reasons = std::collections::BTreeMap::<String, usize>::new();
    for round in 0..5000 {
        let mut bytes = good.clone();
        let at = body_start + rng.below((bytes.len() - body_start) as u32) as usize;
        match round % 4 {
            0 => bytes[at] = rng.below(256) as u8,
            1 => bytes.truncate(at),
            2 => bytes.insert(at, rng.below(256) as u8),
            _ => {
                bytes.remove(at);
            }
        }
        let text = reseal(&bytes).unwrap();
        let kind = match save::import(&text) {
            Ok(saved) => {
                assert!(saved.record.replay().is_ok());
                "ok".to_string()
            }
            Err(error) => {
                assert!(!error.to_string().is_empty());
                format!("{error:?}")
                    .split(['(', ' ', '{'])
                    .next()
                    .unwrap()
                    .to_string()
            }
        };
        *reasons.entry(kind).or_default() += 1;
    }
    println!("{reasons:?}");
    assert_eq!(reasons.get("ChecksumMismatch"), None);
    // A good share get through the decoding to the replay, and some replay to a game.
    assert!(
        reasons.get("IllegalAction").copied().unwrap_or(0) > 150,
        "{reasons:?}"
    );
    assert!(reasons.get("ok").copied().unwrap_or(0) > 20, "{reasons:?}");
    assert!(
        reasons.get("BadAction").copied().unwrap_or(0) > 500,
        "{reasons:?}"
    );
}
