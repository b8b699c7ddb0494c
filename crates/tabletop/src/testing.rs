//! Checks every game's tests make alike, written once over [`Game`] and [`Codec`]: save strings
//! (round trips, damage that is refused saying why, golden strings that keep loading) and
//! properties of random play (listed means legal, refused changes nothing, games end, the same
//! record gives the same game, serde round trips). Each game's tests call them with their own
//! setups, action generators and numbers, and keep their own special tests.
//!
//! Behind the `testing` feature, which the games enable only for their tests: nothing here
//! reaches the app.

use std::collections::BTreeMap;
use std::fmt::Debug;
use std::ops::RangeInclusive;

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::codec::{self, Codec};
use crate::level::Level;
use crate::record::{Game, Record};
use crate::rng::Rng;
use crate::save::{self, from_bytes, reseal, to_bytes, SaveError};
use crate::sim::{random_game, SimulatedGame};

// The words' checks run natively (tests only): full case mapping costs nothing there.
#[allow(clippy::disallowed_methods)]
pub mod words;

/// The characters of a save string (base64url).
const SAVE_ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The record of one game of random legal actions from `setup`.
pub fn random_record<G: Game>(setup: G::Setup, chooser: &mut Rng) -> Record<G> {
    let game = random_game::<G>(&setup, chooser, false).expect("a valid setup");
    Record {
        setup,
        actions: game.actions,
    }
}

/// Exports then imports `games_per_count` random records of each player count (`record` makes
/// one from the count, its index and the shared rng), whole and cut at a random action (a game
/// saved mid-turn must come back there), in format 3 and in format 2: the identical record,
/// state and (human) seats come back, in a string of base64url characters only.
pub fn export_then_import_gives_the_identical_game<G>(
    players: RangeInclusive<usize>,
    games_per_count: usize,
    rng: &mut Rng,
    mut record: impl FnMut(usize, usize, &mut Rng) -> Record<G>,
) where
    G: Codec + PartialEq + Debug,
    G::Setup: PartialEq,
{
    for players in players {
        for index in 0..games_per_count {
            let whole = record(players, index, rng);
            let cut = rng.below(whole.actions.len() as u32 + 1) as usize;
            for actions in [&whole.actions[..], &whole.actions[..cut]] {
                let partial = Record::<G> {
                    setup: whole.setup.clone(),
                    actions: actions.to_vec(),
                };
                for writer in [codec::export::<G>, codec::export_format_2::<G>] {
                    let text = writer(&partial, &[]).unwrap();
                    assert!(text.bytes().all(|b| SAVE_ALPHABET.as_bytes().contains(&b)));
                    let saved = codec::import::<G>(&text).unwrap();
                    assert_eq!(saved.record, partial);
                    assert_eq!(saved.state, partial.replay().unwrap());
                    assert_eq!(saved.controllers, vec![None; players]);
                }
            }
        }
    }
}

/// Who plays each seat comes back as saved; seats `controllers` leaves out are humans.
pub fn who_plays_each_seat_round_trips<G: Codec>(
    record: &Record<G>,
    controllers: &[Option<Level>],
) {
    let text = codec::export(record, controllers).unwrap();
    let seats = G::seats(&record.setup);
    let expected: Vec<Option<Level>> = (0..seats)
        .map(|seat| controllers.get(seat).copied().flatten())
        .collect();
    assert_eq!(codec::import::<G>(&text).unwrap().controllers, expected);
}

/// The length of the longest save string of `records`.
pub fn longest_save<G: Codec>(records: impl IntoIterator<Item = Record<G>>) -> usize {
    records
        .into_iter()
        .map(|record| codec::export(&record, &[]).unwrap().len())
        .max()
        .unwrap_or(0)
}

/// Mutates, truncates, inserts into, swaps in and replaces the save string of `record`
/// `rounds` times: every result is a clear error or (a change the checksum cannot see) a game
/// that replays, never a panic. Returns how many were refused.
pub fn mutated_strings_never_panic_and_say_why<G: Codec>(
    record: &Record<G>,
    rng: &mut Rng,
    rounds: usize,
) -> usize {
    let good = codec::export(record, &[]).unwrap();
    let alphabet: Vec<char> = format!("{SAVE_ALPHABET}=+/ !é").chars().collect();
    let mut refused = 0;
    for round in 0..rounds {
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
        match codec::import::<G>(&text) {
            Err(error) => {
                assert!(!error.to_string().is_empty());
                refused += 1;
            }
            Ok(saved) => assert!(saved.record.replay().is_ok()),
        }
    }
    refused
}

/// Where the header fields of a format-2 string's bytes sit: (game id start, data version
/// index); the game's body starts after the data version.
pub fn header_positions(bytes: &[u8]) -> (usize, usize) {
    // format (1), checksum (4), length varint (1 or 2 bytes), id length (1), id.
    let mut at = 5;
    while bytes[at] & 0x80 != 0 {
        at += 1;
    }
    at += 1;
    let id_length = usize::from(bytes[at]);
    (at + 1, at + 1 + id_length)
}

/// A save writer: [`codec::export`] (format 3) or [`codec::export_format_2`].
pub type Writer<G> = fn(&Record<G>, &[Option<Level>]) -> Result<String, SaveError>;

/// The name of an import's outcome: `"ok"` or the [`SaveError`] variant's name.
fn outcome_kind<G: Codec>(result: &Result<codec::Saved<G>, SaveError>) -> String {
    match result {
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
    }
}

/// Changes, truncates, inserts and removes bytes behind the header of `record`'s string (as
/// `write` writes it) and seals it again, `rounds` times, so the damage reaches the decoder and
/// the replay: each gives a game or a clear error, never a panic or a checksum error. Returns
/// how often each outcome came (`"ok"` or the [`SaveError`] variant's name).
pub fn changes_behind_the_checksum_reach_the_decoder<G: Codec>(
    record: &Record<G>,
    write: Writer<G>,
    rng: &mut Rng,
    rounds: usize,
) -> BTreeMap<String, usize> {
    let good = to_bytes(&write(record, &[]).unwrap()).unwrap();
    let (_, data_version) = header_positions(&good);
    let body_start = data_version + 1;
    let mut reasons = BTreeMap::<String, usize>::new();
    for round in 0..rounds {
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
        *reasons
            .entry(outcome_kind(&codec::import::<G>(&text)))
            .or_default() += 1;
    }
    assert_eq!(reasons.get("ChecksumMismatch"), None, "{reasons:?}");
    reasons
}

/// Format 3's decoder fed damaged actions behind a valid checksum and length: the bytes after
/// `record`'s setup replaced by random ones, cut, with a bit flipped, a byte changed, inserted
/// or removed, then sealed again, `rounds` times. Each gives a game whose format-3 string is
/// exactly the one read (one string per game), or an error about the actions (an unreadable or
/// illegal action, with its index, or bytes after the game); never a panic, a checksum error or
/// a bad setup. Returns how often each outcome came.
pub fn format_3_actions_behind_the_checksum<G: Codec>(
    record: &Record<G>,
    rng: &mut Rng,
    rounds: usize,
) -> BTreeMap<String, usize> {
    let good = to_bytes(&codec::export(record, &[]).unwrap()).unwrap();
    assert_eq!(good[0], 3);
    let (_, data_version) = header_positions(&good);
    let seats = usize::from(good[data_version + 1]);
    let mut setup = Vec::new();
    G::encode_setup(&record.setup, &mut setup).unwrap();
    let start = data_version + 2 + seats + setup.len();
    assert_eq!(&good[start - setup.len()..start], setup.as_slice());
    let mut reasons = BTreeMap::<String, usize>::new();
    for round in 0..rounds {
        let mut bytes = good.clone();
        let length = bytes.len() - start;
        let at = start + rng.below(length.max(1) as u32) as usize;
        match round % 6 {
            0 => {
                bytes.truncate(start);
                let random = rng.below(2 * length as u32 + 8);
                bytes.extend((0..random).map(|_| rng.below(256) as u8));
            }
            1 => bytes.truncate(at),
            2 if length > 0 => bytes[at] ^= 1 << rng.below(8),
            3 if length > 0 => bytes[at] = rng.below(256) as u8,
            4 => bytes.insert(at, rng.below(256) as u8),
            _ if length > 0 => {
                bytes.remove(at);
            }
            _ => bytes.push(rng.below(256) as u8),
        }
        let text = reseal(&bytes).unwrap();
        let result = codec::import::<G>(&text);
        match &result {
            Ok(saved) => assert_eq!(
                codec::export(&saved.record, &saved.controllers).unwrap(),
                text,
                "one string per game"
            ),
            Err(
                SaveError::BadAction(_) | SaveError::IllegalAction { .. } | SaveError::TrailingData,
            ) => {}
            Err(other) => panic!("round {round}: {other:?}"),
        }
        *reasons.entry(outcome_kind(&result)).or_default() += 1;
    }
    reasons
}

/// The frame's errors on `record`'s string (every game's saves share them): empty, foreign and
/// cut strings, a newer format, other card numbers, another game, a header the checksum covers,
/// and exactly one string for each save (no other last character gives the same game).
pub fn frame_errors_are_clear<G: Codec + Debug>(record: &Record<G>) {
    assert_eq!(codec::import::<G>("  ").unwrap_err(), SaveError::Empty);
    assert_eq!(
        codec::import::<G>("not a save!").unwrap_err(),
        SaveError::NotASaveString
    );
    assert_eq!(codec::import::<G>("AQ").unwrap_err(), SaveError::Truncated);
    let good = codec::export(record, &[]).unwrap();
    // Format 4 in the first byte: "BA" decodes to 0x04.
    let newer = format!("BA{}", &good[2..]);
    assert!(matches!(
        codec::import::<G>(&newer),
        Err(SaveError::NewerFormat(_))
    ));
    // 255 in the first byte ("_w"): no version of the app writes it.
    let junk = format!("_w{}", &good[2..]);
    assert!(matches!(
        codec::import::<G>(&junk),
        Err(SaveError::UnknownFormat(255))
    ));
    let damaged = format!("{}{}", &good[..good.len() - 3], "AAA");
    assert!(codec::import::<G>(&damaged).is_err());

    let bytes = to_bytes(&good).unwrap();
    let (id, data_version) = header_positions(&bytes);
    let mut other_numbers = bytes.clone();
    other_numbers[data_version] = G::DATA_VERSION.wrapping_add(8);
    let other = reseal(&other_numbers).unwrap();
    assert_eq!(
        codec::import::<G>(&other).unwrap_err(),
        SaveError::OtherCardNumbers {
            saved: G::DATA_VERSION.wrapping_add(8),
            current: G::DATA_VERSION,
        }
    );
    let message = codec::import::<G>(&other).unwrap_err().to_string();
    assert!(message.contains("another set of card numbers"), "{message}");

    let mut other_game = bytes.clone();
    other_game[id..id + 3].copy_from_slice(b"xyz");
    let other = reseal(&other_game).unwrap();
    let mut expected_id = G::ID.as_bytes().to_vec();
    expected_id[..3].copy_from_slice(b"xyz");
    assert_eq!(
        codec::import::<G>(&other).unwrap_err(),
        SaveError::OtherGame(String::from_utf8(expected_id).unwrap())
    );

    assert_eq!(reseal(&bytes).unwrap(), good, "resealing changes nothing");
    let mut header_changed = bytes.clone();
    header_changed[data_version] ^= 1;
    // The old checksum kept: the change to the header shows.
    assert_eq!(
        codec::import::<G>(&from_bytes(&header_changed)).unwrap_err(),
        SaveError::ChecksumMismatch
    );

    let last = good.chars().last().unwrap();
    for other in SAVE_ALPHABET.chars().filter(|c| *c != last) {
        let text = format!("{}{other}", &good[..good.len() - 1]);
        if let Ok(saved) = codec::import::<G>(&text) {
            let again = codec::export(&saved.record, &saved.controllers).unwrap();
            assert_ne!(again, good, "two strings for one save");
        }
    }
}

/// A string of another game is refused, naming that game.
pub fn a_string_of_another_game_says_which<G: Codec>(text: &str, game: &str) {
    match codec::import::<G>(text) {
        Err(SaveError::OtherGame(named)) => assert_eq!(named, game),
        other => panic!("{:?}", other.map(|saved| saved.record.actions.len())),
    }
}

/// One line of a golden-strings file: a replay file (JSON record) and its save string.
pub struct Golden<G: Game> {
    pub file: String,
    pub text: String,
    pub record: Record<G>,
}

/// The lines of a golden-strings file: a replay file's name and its save string a line; `#`
/// comments and blank lines skipped.
pub fn golden_lines(lines: &str) -> impl Iterator<Item = (&str, &str)> {
    lines
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let (file, text) = line.split_once(' ').unwrap();
            (file, text.trim())
        })
}

/// The golden strings of a file ([`golden_lines`]), their records read from `golden_dir`.
pub fn golden_strings<G: Game>(lines: &str, golden_dir: &str) -> Vec<Golden<G>>
where
    Record<G>: DeserializeOwned,
{
    golden_lines(lines)
        .map(|(file, text)| {
            let path = format!("{golden_dir}/{file}");
            let json = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            Golden {
                file: file.to_string(),
                text: text.to_string(),
                record: serde_json::from_str(&json).unwrap_or_else(|e| panic!("{path}: {e}")),
            }
        })
        .collect()
}

/// A golden string loads to `record` (its replay file's, or as the game reads an older one)
/// and the state its replay gives; a string of format 2 or 3 is exactly what this build writes
/// for it in that format. Returns who plays each seat, for the caller's own checks.
pub fn golden_string_loads<G>(golden: &Golden<G>, record: &Record<G>) -> Vec<Option<Level>>
where
    G: Codec + PartialEq + Debug,
    G::Setup: PartialEq,
{
    let file = &golden.file;
    let saved = codec::import::<G>(&golden.text).unwrap_or_else(|e| panic!("{file}: {e}"));
    assert_eq!(&saved.record, record, "{file}");
    assert_eq!(saved.state, record.replay().unwrap(), "{file}");
    let writer = match save::read(&golden.text).unwrap().format {
        2 => codec::export_format_2::<G>,
        3 => codec::export::<G>,
        _ => return saved.controllers,
    };
    let again = writer(&saved.record, &saved.controllers).unwrap();
    assert_eq!(
        again, golden.text,
        "{file}: this build writes the same string"
    );
    saved.controllers
}

/// Plays `games_per_count` random games of each player count (`setup` from the count and the
/// index, a chooser seeded by the count), every invariant checked after every action: each
/// ends within `max_actions` with a score a seat and a winner; `check` adds the game's own
/// checks of each finished game. Returns the most actions a game took, per count.
pub fn random_games_keep_every_invariant_and_end<G: Game + Debug>(
    players: RangeInclusive<usize>,
    games_per_count: usize,
    max_actions: usize,
    setup: impl Fn(usize, usize) -> G::Setup,
    mut check: impl FnMut(usize, &SimulatedGame<G>),
) -> Vec<usize> {
    let mut longest_per_count = Vec::new();
    for players in players {
        let mut chooser = Rng::new(players as u64);
        let mut longest = 0;
        for index in 0..games_per_count {
            let game = random_game::<G>(&setup(players, index), &mut chooser, true).unwrap();
            assert_eq!(game.failure, None, "{players} players, game {index}");
            assert!(game.state.is_over());
            assert!(
                game.actions.len() <= max_actions,
                "{} actions",
                game.actions.len()
            );
            longest = longest.max(game.actions.len());
            let outcome = game.state.outcome().unwrap();
            assert_eq!(outcome.scores.len(), players);
            assert!(!outcome.winners.is_empty());
            check(players, &game);
        }
        longest_per_count.push(longest);
    }
    longest_per_count
}

/// What [`listed_actions_apply_and_unlisted_are_refused`] plays through.
pub struct ListedAndRefused<S, A> {
    /// The games, played to their end with random listed actions.
    pub setups: Vec<S>,
    /// About how many listed actions of each position to apply, evenly spaced, checking the
    /// invariants after each (all of a shorter list; all of every list with `usize::MAX`).
    pub sample: usize,
    /// Random actions of the whole action space tried in each position.
    pub random_per_position: usize,
    /// A random action of the whole action space, most of them illegal, some malformed.
    pub random_action: fn(&mut Rng) -> A,
}

/// In every position of the games: the list is not empty and has no action twice; every
/// listed action passes the check, and a sample of them applies and keeps the invariants;
/// random actions pass the check exactly when listed, and a refused one changes nothing.
/// Returns how many listed actions were applied and how many random ones were refused.
pub fn listed_actions_apply_and_unlisted_are_refused<G: Game + PartialEq + Debug>(
    plan: ListedAndRefused<G::Setup, G::Action>,
    rng: &mut Rng,
) -> (usize, usize) {
    let mut listed_checked = 0;
    let mut refused_checked = 0;
    let mut legal = Vec::new();
    for setup in &plan.setups {
        let mut state = G::new_game(setup).unwrap();
        while !state.is_over() {
            state.legal_actions_into(&mut legal);
            assert!(!legal.is_empty());
            let mut sorted: Vec<String> = legal.iter().map(|a| format!("{a:?}")).collect();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), legal.len(), "an action is listed twice");
            let step = (legal.len() / plan.sample).max(1);
            for (position, action) in legal.iter().enumerate() {
                assert!(state.check(*action).is_ok(), "{action:?}");
                if position % step == 0 {
                    let mut next = state.clone();
                    if let Err(error) = next.play(*action) {
                        panic!("listed but refused: {error:?}");
                    }
                    next.check_invariants().unwrap();
                    listed_checked += 1;
                }
            }
            for _ in 0..plan.random_per_position {
                let action = (plan.random_action)(rng);
                let listed = legal.contains(&action);
                assert_eq!(state.check(action).is_ok(), listed, "{action:?}");
                let mut played = state.clone();
                let result = played.play(action);
                assert_eq!(result.is_ok(), listed, "{action:?}");
                if result.is_err() {
                    assert_eq!(played, state);
                    refused_checked += 1;
                }
            }
            let action = legal[rng.below(legal.len() as u32) as usize];
            state.play(action).unwrap();
        }
    }
    (listed_checked, refused_checked)
}

/// A random game from `setup` (chooser seeded `seed`, invariants checked) is reached again by
/// replaying its record, by replaying the record read back from JSON (as the command line reads
/// it), and is drawn again from the same setup and seed. Returns the game.
pub fn the_same_setup_and_actions_give_the_same_game<G>(setup: G::Setup, seed: u64) -> Record<G>
where
    G: Game + PartialEq + Debug,
    Record<G>: Serialize + DeserializeOwned,
{
    let game = random_game::<G>(&setup, &mut Rng::new(seed), true).unwrap();
    let record = Record::<G> {
        setup: setup.clone(),
        actions: game.actions.clone(),
    };
    assert_eq!(record.replay().unwrap(), game.state);
    let json = serde_json::to_string(&record).unwrap();
    let parsed: Record<G> = serde_json::from_str(&json).unwrap();
    assert_eq!(parsed.replay().unwrap(), game.state);
    let again = random_game::<G>(&setup, &mut Rng::new(seed), false).unwrap();
    assert_eq!(again.actions, game.actions);
    record
}

/// The final state, every event and every action of `record` round-trip through JSON, and a
/// state halfway through is the same after a round trip and plays on identically.
pub fn state_actions_and_events_round_trip_through_serde<G>(record: &Record<G>)
where
    G: Game + PartialEq + Debug + Serialize + DeserializeOwned,
    G::Event: PartialEq + Serialize + DeserializeOwned,
{
    let (state, events) = record.replay_with_events().unwrap();
    let back: G = serde_json::from_str(&serde_json::to_string(&state).unwrap()).unwrap();
    assert_eq!(back, state);
    for event in events.iter().flatten() {
        let json = serde_json::to_string(event).unwrap();
        assert_eq!(&serde_json::from_str::<G::Event>(&json).unwrap(), event);
    }
    for action in &record.actions {
        let json = serde_json::to_string(action).unwrap();
        assert_eq!(&serde_json::from_str::<G::Action>(&json).unwrap(), action);
    }
    let middle = record.actions.len() / 2;
    let mid = record.replay_prefix(middle).unwrap();
    let mut restored: G = serde_json::from_str(&serde_json::to_string(&mid).unwrap()).unwrap();
    assert_eq!(restored, mid);
    let mut original = mid;
    for action in &record.actions[middle..] {
        assert_eq!(original.play(*action).ok(), restored.play(*action).ok());
    }
    assert_eq!(original, restored);
}

/// In every position of the games from `setups` (played with random listed actions from
/// `rng`), the generated list is exactly `candidates` (every candidate the game's `check`
/// accepts), in the same order. Returns the number of positions compared.
pub fn generated_actions_equal_the_checked_candidates<G: Game>(
    setups: impl IntoIterator<Item = G::Setup>,
    rng: &mut Rng,
    candidates: impl Fn(&G) -> Vec<G::Action>,
) -> usize {
    let mut positions = 0;
    let mut legal = Vec::new();
    for (index, setup) in setups.into_iter().enumerate() {
        let mut state = G::new_game(&setup).unwrap();
        while !state.is_over() {
            state.legal_actions_into(&mut legal);
            assert_eq!(
                legal,
                candidates(&state),
                "game {index}, position {positions}"
            );
            positions += 1;
            let action = legal[rng.below(legal.len() as u32) as usize];
            state.play(action).unwrap();
        }
    }
    positions
}

/// Every golden string of a file ([`golden_strings`]) loads to its replay file's record and
/// state, and one in the current format is written the same ([`golden_string_loads`]).
/// Returns how many were checked.
pub fn golden_strings_load<G>(lines: &str, golden_dir: &str) -> usize
where
    G: Codec + PartialEq + Debug,
    G::Setup: PartialEq,
    Record<G>: DeserializeOwned,
{
    let golden = golden_strings::<G>(lines, golden_dir);
    for string in &golden {
        golden_string_loads(string, &string.record);
    }
    golden.len()
}

/// A game's numbers for the save checks [`save_tests!`](crate::save_tests) writes as tests.
pub trait SaveFixture {
    type Game: Codec + PartialEq + Debug;
    /// The player counts a game may have.
    const PLAYERS: RangeInclusive<usize>;
    /// Random games of each count saved whole and cut, then read back.
    const ROUND_TRIPS_PER_COUNT: usize = 25;
    /// Finished games of four players whose strings are measured (each at most half as long
    /// as in format 2)...
    const SHARE_LINK_GAMES: usize = 20;
    /// ... and the most characters the longest may take.
    const SHARE_LINK_LENGTH: usize = 2000;
    /// Damaged strings tried, in front of the checksum and behind it.
    const DAMAGED: usize = 2000;
    /// Of every 1000 changes behind the checksum of a format-2 string, at least this many
    /// reach the replay (an illegal action) and at least this many are an unreadable action.
    const BEHIND_ILLEGAL_PER_MILLE: usize = 50;
    const BEHIND_UNREADABLE_PER_MILLE: usize = 300;
    /// ... and at least this many still replay to a game.
    const BEHIND_GAMES_PER_MILLE: usize = 0;
    /// Games whose strings go through the frame's error checks.
    const FRAME_GAMES: usize = 10;
    /// The record of random game `index` of `players` (its moves drawn from `rng`).
    fn record(players: usize, index: usize, rng: &mut Rng) -> Record<Self::Game>;
}

/// The checks of a [`SaveFixture`], one by one.
pub mod save_checks {
    use super::*;

    pub fn round_trips<F: SaveFixture>()
    where
        <F::Game as Game>::Setup: PartialEq,
    {
        let mut rng = Rng::new(2);
        export_then_import_gives_the_identical_game(
            F::PLAYERS,
            F::ROUND_TRIPS_PER_COUNT,
            &mut rng,
            F::record,
        );
    }

    pub fn seats<F: SaveFixture>() {
        let players = *F::PLAYERS.end();
        let record = F::record(players, 0, &mut Rng::new(5));
        let all = [
            None,
            Some(Level::Hard),
            Some(Level::Easy),
            Some(Level::Medium),
            Some(Level::Random),
        ];
        who_plays_each_seat_round_trips(&record, &all[..players.min(all.len())]);
        // A shorter list leaves the other seats to humans.
        who_plays_each_seat_round_trips(&record, &[Some(Level::Random)]);
    }

    pub fn share_link<F: SaveFixture>() {
        let mut rng = Rng::new(3);
        let (mut longest, mut longest_before, mut total, mut total_before) = (0, 0, 0, 0);
        for index in 0..F::SHARE_LINK_GAMES {
            let record = F::record(4, index, &mut rng);
            assert!(record.replay().unwrap().is_over());
            let length = codec::export(&record, &[]).unwrap().len();
            let before = codec::export_format_2(&record, &[]).unwrap().len();
            assert!(
                length * 2 <= before,
                "game {index}: {length} characters, {before} in format 2"
            );
            (longest, longest_before) = (longest.max(length), longest_before.max(before));
            (total, total_before) = (total + length, total_before + before);
        }
        let games = F::SHARE_LINK_GAMES;
        println!(
            "finished 4-player save strings: mean {} characters, longest {longest} (format 2: \
             mean {}, longest {longest_before})",
            total / games,
            total_before / games
        );
        assert!(longest <= F::SHARE_LINK_LENGTH, "{longest} characters");
    }

    pub fn damaged<F: SaveFixture>() {
        let mut rng = Rng::new(7);
        let record = F::record(*F::PLAYERS.start().max(&2), 1, &mut rng);
        let refused = mutated_strings_never_panic_and_say_why(&record, &mut rng, F::DAMAGED);
        assert!(
            refused * 10 > F::DAMAGED * 9,
            "{refused} of {} refused",
            F::DAMAGED
        );
    }

    pub fn behind_the_checksum<F: SaveFixture>() {
        let mut rng = Rng::new(11);
        let record = F::record(*F::PLAYERS.end().min(&4), 5, &mut rng);
        let reasons = changes_behind_the_checksum_reach_the_decoder(
            &record,
            codec::export_format_2,
            &mut rng,
            F::DAMAGED,
        );
        println!("{reasons:?}");
        let per_mille = |kind: &str| reasons.get(kind).copied().unwrap_or(0) * 1000 / F::DAMAGED;
        assert!(
            per_mille("IllegalAction") >= F::BEHIND_ILLEGAL_PER_MILLE,
            "{reasons:?}"
        );
        assert!(
            per_mille("BadAction") >= F::BEHIND_UNREADABLE_PER_MILLE,
            "{reasons:?}"
        );
        assert!(per_mille("ok") >= F::BEHIND_GAMES_PER_MILLE, "{reasons:?}");
    }

    pub fn format_3_behind_the_checksum<F: SaveFixture>() {
        let mut rng = Rng::new(13);
        let mut reasons = BTreeMap::<String, usize>::new();
        for (index, players) in F::PLAYERS.enumerate() {
            let record = F::record(players, index, &mut rng);
            let rounds = F::DAMAGED / F::PLAYERS.count();
            for (kind, count) in format_3_actions_behind_the_checksum(&record, &mut rng, rounds) {
                *reasons.entry(kind).or_default() += count;
            }
        }
        println!("{reasons:?}");
        // Nearly any bytes are some game (the code is dense; the checksum guards the string):
        // each outcome comes often, so the decoder's every way out is taken.
        let total: usize = reasons.values().sum();
        for kind in ["BadAction", "TrailingData", "ok"] {
            let count = reasons.get(kind).copied().unwrap_or(0);
            assert!(count * 100 >= total, "{reasons:?}");
        }
    }

    pub fn frame<F: SaveFixture>() {
        let mut rng = Rng::new(9);
        let counts: Vec<usize> = F::PLAYERS.collect();
        for index in 0..F::FRAME_GAMES {
            let players = counts[index % counts.len()];
            frame_errors_are_clear(&F::record(players, index, &mut rng));
        }
    }
}

/// The save checks of a [`SaveFixture`] as `#[test]`s, in a game's test file.
#[macro_export]
macro_rules! save_tests {
    ($fixture:ty) => {
        #[test]
        fn export_then_import_gives_the_identical_game() {
            $crate::testing::save_checks::round_trips::<$fixture>();
        }

        #[test]
        fn who_plays_each_seat_round_trips() {
            $crate::testing::save_checks::seats::<$fixture>();
        }

        #[test]
        fn a_finished_four_player_game_fits_in_a_share_link() {
            $crate::testing::save_checks::share_link::<$fixture>();
        }

        #[test]
        fn mutated_truncated_and_random_strings_never_panic_and_say_why() {
            $crate::testing::save_checks::damaged::<$fixture>();
        }

        #[test]
        fn changes_behind_the_checksum_reach_the_decoder_and_the_replay() {
            $crate::testing::save_checks::behind_the_checksum::<$fixture>();
        }

        #[test]
        fn format_3_actions_damaged_behind_the_checksum_are_refused_or_are_another_game() {
            $crate::testing::save_checks::format_3_behind_the_checksum::<$fixture>();
        }

        #[test]
        fn the_frame_says_what_is_wrong() {
            $crate::testing::save_checks::frame::<$fixture>();
        }
    };
}

/// In every position of a game from `setup` (played with random listed actions from `rng`),
/// every listed action is encoded and decoded to itself, reading all of its bytes. Returns the
/// number of actions checked.
pub fn every_listed_action_round_trips<G: Codec>(setup: &G::Setup, rng: &mut Rng) -> usize {
    let mut state = G::new_game(setup).unwrap();
    let mut legal = Vec::new();
    let mut seen = 0;
    while !state.is_over() {
        state.legal_actions_into(&mut legal);
        for action in &legal {
            let mut bytes = Vec::new();
            G::encode_action(*action, &mut bytes).unwrap();
            let mut reader = save::Reader::new(&bytes);
            assert_eq!(G::decode_action(&mut reader), Some(*action));
            assert!(reader.is_done(), "{action:?} left bytes unread");
            seen += 1;
        }
        state
            .play(legal[rng.below(legal.len() as u32) as usize])
            .unwrap();
    }
    seen
}

/// A game's numbers and generators for the property checks
/// [`property_tests!`](crate::property_tests) writes as tests.
pub trait PropertyFixture {
    type Game: Game + PartialEq + Debug + Serialize + DeserializeOwned;
    /// The player counts a game may have.
    const PLAYERS: RangeInclusive<usize>;
    /// Random games of each count played with every invariant checked after every action...
    const GAMES_PER_COUNT: usize;
    /// ... none of which may take more actions than this.
    const MAX_ACTIONS: usize = usize::MAX;
    /// Games of each count played through to check listed and unlisted actions...
    const LISTED_GAMES_PER_COUNT: usize;
    /// ... applying about this many listed actions of each position (all by default)...
    const LISTED_SAMPLE: usize = usize::MAX;
    /// ... and trying this many random actions in each position...
    const RANDOM_PER_POSITION: usize = 30;
    /// ... so that at least these many listed actions apply and random ones are refused.
    const LISTED_AT_LEAST: usize = 10_000;
    const REFUSED_AT_LEAST: usize = 10_000;
    /// The setup of game `index` of `players` in a run seeded `seed`.
    fn setup(players: usize, seed: u64, index: usize) -> <Self::Game as Game>::Setup;
    /// A random action of the whole action space, most of them illegal, some malformed.
    fn random_action(rng: &mut Rng) -> <Self::Game as Game>::Action;
    /// The game's own checks of a finished random game.
    fn check_finished(_players: usize, _game: &SimulatedGame<Self::Game>) {}
}

/// The checks of a [`PropertyFixture`], one by one.
pub mod property_checks {
    use super::*;

    pub fn random_games<F: PropertyFixture>() {
        let longest = random_games_keep_every_invariant_and_end::<F::Game>(
            F::PLAYERS,
            F::GAMES_PER_COUNT,
            F::MAX_ACTIONS,
            |players, index| F::setup(players, 2026, index),
            F::check_finished,
        );
        for (players, longest) in F::PLAYERS.zip(longest) {
            println!("{players} players: at most {longest} actions");
        }
    }

    pub fn listed_and_refused<F: PropertyFixture>() {
        let plan = ListedAndRefused {
            setups: F::PLAYERS
                .flat_map(|players| {
                    (0..F::LISTED_GAMES_PER_COUNT).map(move |index| F::setup(players, 5, index))
                })
                .collect(),
            sample: F::LISTED_SAMPLE,
            random_per_position: F::RANDOM_PER_POSITION,
            random_action: F::random_action,
        };
        let (listed, refused) =
            listed_actions_apply_and_unlisted_are_refused::<F::Game>(plan, &mut Rng::new(77));
        assert!(listed > F::LISTED_AT_LEAST, "{listed}");
        assert!(refused > F::REFUSED_AT_LEAST, "{refused}");
    }

    pub fn same_game<F: PropertyFixture>()
    where
        Record<F::Game>: Serialize + DeserializeOwned,
    {
        for players in F::PLAYERS {
            the_same_setup_and_actions_give_the_same_game::<F::Game>(F::setup(players, 9, 0), 1);
        }
    }

    pub fn serde<F: PropertyFixture>()
    where
        <F::Game as Game>::Event: PartialEq + Serialize + DeserializeOwned,
    {
        for players in F::PLAYERS {
            let record = random_record::<F::Game>(F::setup(players, 3, 0), &mut Rng::new(3));
            state_actions_and_events_round_trip_through_serde(&record);
        }
    }
}

/// The property checks of a [`PropertyFixture`] as `#[test]`s, in a game's test file.
#[macro_export]
macro_rules! property_tests {
    ($fixture:ty) => {
        #[test]
        fn thousands_of_random_games_keep_every_invariant_and_end_in_time() {
            $crate::testing::property_checks::random_games::<$fixture>();
        }

        #[test]
        fn listed_actions_apply_and_unlisted_actions_are_refused_leaving_the_state_untouched() {
            $crate::testing::property_checks::listed_and_refused::<$fixture>();
        }

        #[test]
        fn the_same_setup_and_actions_give_the_same_game() {
            $crate::testing::property_checks::same_game::<$fixture>();
        }

        #[test]
        fn state_actions_and_events_round_trip_through_serde() {
            $crate::testing::property_checks::serde::<$fixture>();
        }
    };
}
