//! Save strings: round trips over random games, a decoder that never panics on mutated or random
//! input, golden strings that must keep loading, and the size of a finished game.

use eoi::core::rng::Rng;
use eoi::record::EoiRecord;
use eoi::save::{self, SaveError};
use eoi::sim::{random_game, simulation_setup};

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
                let text = save::export(&partial).unwrap();
                assert!(text
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
                let (back, state) = save::import(&text).unwrap();
                assert_eq!(back, partial);
                assert_eq!(state, partial.replay().unwrap());
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
        longest = longest.max(save::export(&record).unwrap().len());
    }
    println!("longest finished 4-player save string of 300 random games: {longest} characters");
    assert!(longest <= 1500, "{longest}");
}

#[test]
fn mutated_truncated_and_random_strings_never_panic_and_say_why() {
    let mut rng = Rng::new(3);
    let record = random_record(4, 0, &mut rng);
    let good = save::export(&record).unwrap();
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
            Ok((decoded, _)) => assert!(decoded.replay().is_ok()),
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
    let good = save::export(&random_record(3, 0, &mut rng)).unwrap();
    // Format 2 in the first byte: "Ag" decodes to 0x02.
    let newer = format!("Ag{}", &good[2..]);
    assert!(matches!(
        save::import(&newer),
        Err(SaveError::NewerFormat(_))
    ));
    let damaged = format!("{}{}", &good[..good.len() - 3], "AAA");
    assert!(save::import(&damaged).is_err());
}

/// Save strings written by released versions: they must keep loading to the same game.
#[test]
fn golden_save_strings_from_released_versions_still_load() {
    let golden = include_str!("golden/saves-v1.txt");
    let mut checked = 0;
    for line in golden
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let (file, text) = line.split_once(' ').unwrap();
        let path = format!("{}/tests/golden/{file}", env!("CARGO_MANIFEST_DIR"));
        let record: EoiRecord =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        let (decoded, state) = save::import(text).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(decoded, record, "{file}");
        assert_eq!(state, record.replay().unwrap(), "{file}");
        checked += 1;
    }
    assert_eq!(checked, 3);
}

#[test]
fn a_string_made_with_other_card_numbers_says_so() {
    let mut rng = Rng::new(6);
    let good = save::export(&random_record(3, 1, &mut rng)).unwrap();
    // The data version is the second byte; the checksum covers only what follows the header,
    // so this is a well-formed string from a build with other card numbers.
    let mut chars: Vec<char> = good.chars().collect();
    // Bytes 0-2 are the first four characters: format 1, data version 9, first checksum byte.
    let first_checksum_byte = {
        let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let value = |c: char| alphabet.find(c).unwrap() as u32;
        let n = (value(chars[0]) << 18)
            | (value(chars[1]) << 12)
            | (value(chars[2]) << 6)
            | value(chars[3]);
        (n & 0xFF) as u8
    };
    let n = (1u32 << 16) | (9u32 << 8) | u32::from(first_checksum_byte);
    let alphabet: Vec<char> = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
        .chars()
        .collect();
    for (index, slot) in chars.iter_mut().take(4).enumerate() {
        *slot = alphabet[((n >> (18 - 6 * index)) & 63) as usize];
    }
    let other: String = chars.into_iter().collect();
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
