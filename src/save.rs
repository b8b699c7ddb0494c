//! Save strings: a whole game (setup, seed, who plays each seat, and every action) as a compact,
//! URL-safe string, versioned and checksummed, shared by the app (export, import, share links,
//! autosave) and by `eoi export` / `eoi import`.
//!
//! Format 2, before base64url (canonical, no padding): the format version (1 byte), a CRC-32 of
//! every other byte (4 bytes, little-endian), the length of what follows (LEB128), then the game
//! id (length byte and ASCII), the card-data version (1 byte), the seats' controllers (a count,
//! then one byte each: 0 a human, 1 to 4 a computer level), and the game: the player count, each
//! player's colour, name length and UTF-8 name, the seed (8 bytes LE), the start player (or 255),
//! the rules version, the action count (LEB128) and the actions, each in 1 to 3 bytes.
//!
//! Format 1 (still read): format, data version, CRC-32 of the game only, then the game without a
//! rules version (such games keep rules version 1) and without controllers (every seat human).
//!
//! Decoding never panics: any string gives a game or a [`SaveError`] saying what is wrong.

use std::fmt;

use crate::bots::Level;
use crate::core::data::{DATA_VERSION, RULES_VERSION};
use crate::core::{
    Action, Area, CardId, Colour, Exchange, FactoryId, FakePayment, GameState, Good, Invention,
    LoadId, PlayerSetup, Setup, Space, Step,
};
use crate::record::{EoiRecord, ReplayError};

/// The save format this build writes; it reads this one and every earlier one.
pub const FORMAT_VERSION: u8 = 2;

/// The id that names Era of Inventions in a save string.
pub const GAME_ID: &str = "eoi";

/// Who plays each seat, in seat order: `None` for a human, or a computer level.
pub type Controllers = Vec<Option<Level>>;

/// A game read from a save string.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    pub record: EoiRecord,
    /// The state after every action (each checked).
    pub state: GameState,
    /// Who plays each seat; all humans for strings that did not record it.
    pub controllers: Controllers,
}

/// Why a save string cannot be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    Empty,
    NotASaveString,
    Truncated,
    ChecksumMismatch,
    NewerFormat(u8),
    UnknownFormat(u8),
    /// The game is played by rules newer than this build knows.
    NewerRules(u8),
    /// A save string of another game of the app.
    OtherGame(String),
    /// The string was made with other card and board numbers: its actions would not mean the
    /// same game.
    OtherCardNumbers {
        saved: u8,
        current: u8,
    },
    BadSetup(String),
    BadAction(usize),
    IllegalAction {
        index: usize,
        reason: String,
    },
    TrailingData,
    /// The game cannot be encoded (a name longer than 255 bytes, more than 5 players).
    TooLarge,
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Empty => write!(f, "the save string is empty"),
            SaveError::NotASaveString => write!(
                f,
                "this is not an Era of Inventions save string (it has characters a save string never has)"
            ),
            SaveError::Truncated => write!(
                f,
                "the save string is cut short: copy the whole string and try again"
            ),
            SaveError::ChecksumMismatch => write!(
                f,
                "the save string is damaged (its checksum does not match): copy it again"
            ),
            SaveError::NewerFormat(version) => write!(
                f,
                "this save string comes from a newer version of the app (format {version}): update the app to open it"
            ),
            SaveError::UnknownFormat(version) => write!(
                f,
                "the save string is damaged, or not a save string (it names no format this app knows: {version})"
            ),
            SaveError::NewerRules(version) => write!(
                f,
                "this game is played by newer rules (version {version}) than this app knows: update the app to open it"
            ),
            SaveError::OtherGame(game) => {
                write!(f, "this save string is for another game (\"{game}\"), not Era of Inventions")
            }
            SaveError::OtherCardNumbers { saved, current } => write!(
                f,
                "this game was saved with another set of card numbers (version {saved}, this app has {current}), so it cannot be replayed faithfully"
            ),
            SaveError::BadSetup(reason) => write!(f, "the saved setup is invalid: {reason}"),
            SaveError::BadAction(index) => {
                write!(f, "action {} of the save string is unreadable", index + 1)
            }
            SaveError::IllegalAction { index, reason } => write!(
                f,
                "action {} of the save string is not allowed by the rules: {reason}",
                index + 1
            ),
            SaveError::TrailingData => {
                write!(f, "the save string has extra data after the game")
            }
            SaveError::TooLarge => write!(f, "the game cannot be saved (a name is too long)"),
        }
    }
}

impl std::error::Error for SaveError {}

/// The save string of a record, with who plays each seat (seats missing from `controllers` are
/// humans).
pub fn export(record: &EoiRecord, controllers: &[Option<Level>]) -> Result<String, SaveError> {
    let seats = record.setup.players.len();
    let controllers: Vec<Option<Level>> = (0..seats)
        .map(|seat| controllers.get(seat).copied().flatten())
        .collect();
    let mut rest = Vec::with_capacity(64 + record.actions.len() * 2);
    let id = GAME_ID.as_bytes();
    rest.push(u8::try_from(id.len()).map_err(|_| SaveError::TooLarge)?);
    rest.extend_from_slice(id);
    rest.push(u8::try_from(DATA_VERSION).map_err(|_| SaveError::TooLarge)?);
    rest.push(u8::try_from(controllers.len()).map_err(|_| SaveError::TooLarge)?);
    rest.extend(controllers.iter().map(|level| controller_byte(*level)));
    encode_setup(&record.setup, true, &mut rest)?;
    write_varint(&mut rest, record.actions.len() as u64);
    for action in &record.actions {
        encode_action(*action, &mut rest);
    }
    let mut after_checksum = Vec::with_capacity(rest.len() + 4);
    write_varint(&mut after_checksum, rest.len() as u64);
    after_checksum.extend_from_slice(&rest);
    let checksum = crc32_of_parts(&[&[FORMAT_VERSION], &after_checksum]);
    let mut bytes = vec![FORMAT_VERSION];
    bytes.extend_from_slice(&checksum.to_le_bytes());
    bytes.extend_from_slice(&after_checksum);
    Ok(base64url_encode(&bytes))
}

/// The game in a save string (format 1 or 2), every action checked by replaying it.
pub fn import(text: &str) -> Result<SavedGame, SaveError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(SaveError::Empty);
    }
    let bytes = base64url_decode(text)?;
    let Some(format) = bytes.first() else {
        return Err(SaveError::Truncated);
    };
    let (data_version, controllers, body, rules_in_setup) = match *format {
        1 => {
            let [_, data_version, c0, c1, c2, c3, body @ ..] = bytes.as_slice() else {
                return Err(SaveError::Truncated);
            };
            if crc32(body) != u32::from_le_bytes([*c0, *c1, *c2, *c3]) {
                return Err(SaveError::ChecksumMismatch);
            }
            (*data_version, Vec::new(), body, false)
        }
        2 => {
            let [_, c0, c1, c2, c3, after_checksum @ ..] = bytes.as_slice() else {
                return Err(SaveError::Truncated);
            };
            let mut reader = Reader {
                bytes: after_checksum,
                at: 0,
            };
            let length = reader.varint().ok_or(SaveError::Truncated)?;
            let available = (after_checksum.len() - reader.at) as u64;
            if available < length {
                return Err(SaveError::Truncated);
            }
            if available > length {
                return Err(SaveError::TrailingData);
            }
            let checksum = crc32_of_parts(&[&[*format], after_checksum]);
            if checksum != u32::from_le_bytes([*c0, *c1, *c2, *c3]) {
                return Err(SaveError::ChecksumMismatch);
            }
            let id_length = reader.byte().ok_or(SaveError::Truncated)?;
            let id = reader
                .take(usize::from(id_length))
                .ok_or(SaveError::Truncated)?;
            if id != GAME_ID.as_bytes() {
                return Err(SaveError::OtherGame(
                    String::from_utf8_lossy(id).into_owned(),
                ));
            }
            let data_version = reader.byte().ok_or(SaveError::Truncated)?;
            let seats = reader.byte().ok_or(SaveError::Truncated)?;
            let mut controllers = Vec::with_capacity(usize::from(seats));
            for _ in 0..seats {
                let byte = reader.byte().ok_or(SaveError::Truncated)?;
                controllers.push(
                    controller_from_byte(byte)
                        .ok_or_else(|| SaveError::BadSetup("unknown seat controller".into()))?,
                );
            }
            (
                data_version,
                controllers,
                &after_checksum[reader.at..],
                true,
            )
        }
        newer if newer > FORMAT_VERSION => return Err(SaveError::NewerFormat(newer)),
        unknown => return Err(SaveError::UnknownFormat(unknown)),
    };
    let current = u8::try_from(DATA_VERSION).unwrap_or(u8::MAX);
    if data_version != current {
        return Err(SaveError::OtherCardNumbers {
            saved: data_version,
            current,
        });
    }
    let mut reader = Reader { bytes: body, at: 0 };
    let setup = decode_setup(&mut reader, rules_in_setup)?;
    if !controllers.is_empty() && controllers.len() != setup.players.len() {
        return Err(SaveError::BadSetup(
            "the seats do not match the players".into(),
        ));
    }
    let count = reader.varint().ok_or(SaveError::Truncated)?;
    // Each action takes at least one byte: a larger count is a damaged string.
    if count > (body.len() as u64) {
        return Err(SaveError::Truncated);
    }
    let mut actions = Vec::with_capacity(count as usize);
    for index in 0..count as usize {
        actions.push(decode_action(&mut reader).ok_or(SaveError::BadAction(index))?);
    }
    if reader.at != body.len() {
        return Err(SaveError::TrailingData);
    }
    let record = EoiRecord { setup, actions };
    let state = record.replay().map_err(|error| match error {
        ReplayError::Setup(reason) => SaveError::BadSetup(reason.to_string()),
        ReplayError::Illegal { index, reason, .. } => SaveError::IllegalAction {
            index,
            reason: reason.reason.to_string(),
        },
    })?;
    let controllers = if controllers.is_empty() {
        vec![None; record.setup.players.len()]
    } else {
        controllers
    };
    Ok(SavedGame {
        record,
        state,
        controllers,
    })
}

/// The bytes of a save string (base64url decoded), for tools and tests that look inside one.
pub fn to_bytes(text: &str) -> Result<Vec<u8>, SaveError> {
    base64url_decode(text.trim())
}

/// A format-2 string from bytes whose content after the header was changed: the length and the
/// checksum are written anew. For tests that must reach the decoder behind the checksum.
pub fn reseal(bytes: &[u8]) -> Option<String> {
    let [format, _, _, _, _, after_checksum @ ..] = bytes else {
        return None;
    };
    let mut reader = Reader {
        bytes: after_checksum,
        at: 0,
    };
    reader.varint()?;
    let rest = &after_checksum[reader.at..];
    let mut sealed_rest = Vec::with_capacity(rest.len() + 4);
    write_varint(&mut sealed_rest, rest.len() as u64);
    sealed_rest.extend_from_slice(rest);
    let checksum = crc32_of_parts(&[&[*format], &sealed_rest]);
    let mut out = vec![*format];
    out.extend_from_slice(&checksum.to_le_bytes());
    out.extend_from_slice(&sealed_rest);
    Some(base64url_encode(&out))
}

fn controller_byte(level: Option<Level>) -> u8 {
    match level {
        None => 0,
        Some(Level::Random) => 1,
        Some(Level::Easy) => 2,
        Some(Level::Medium) => 3,
        Some(Level::Hard) => 4,
    }
}

fn controller_from_byte(byte: u8) -> Option<Option<Level>> {
    Some(match byte {
        0 => None,
        1 => Some(Level::Random),
        2 => Some(Level::Easy),
        3 => Some(Level::Medium),
        4 => Some(Level::Hard),
        _ => return None,
    })
}

fn encode_setup(setup: &Setup, with_rules: bool, out: &mut Vec<u8>) -> Result<(), SaveError> {
    out.push(u8::try_from(setup.players.len()).map_err(|_| SaveError::TooLarge)?);
    for player in &setup.players {
        out.push(player.colour as u8);
        let name = player.name.as_bytes();
        out.push(u8::try_from(name.len()).map_err(|_| SaveError::TooLarge)?);
        out.extend_from_slice(name);
    }
    out.extend_from_slice(&setup.seed.to_le_bytes());
    out.push(setup.start_player.unwrap_or(u8::MAX));
    if with_rules {
        out.push(setup.rules_version);
    }
    Ok(())
}

/// The setup; `with_rules` for format 2, which records the rules version (format 1 games were
/// all played by rules version 1).
fn decode_setup(reader: &mut Reader<'_>, with_rules: bool) -> Result<Setup, SaveError> {
    let count = reader.byte().ok_or(SaveError::Truncated)?;
    if !(1..=8).contains(&count) {
        return Err(SaveError::BadSetup(format!("{count} players")));
    }
    let mut players = Vec::with_capacity(usize::from(count));
    for _ in 0..count {
        let colour = reader.byte().ok_or(SaveError::Truncated)?;
        let colour = *Colour::ALL
            .get(usize::from(colour))
            .ok_or_else(|| SaveError::BadSetup("unknown colour".into()))?;
        let length = reader.byte().ok_or(SaveError::Truncated)?;
        let name = reader
            .take(usize::from(length))
            .ok_or(SaveError::Truncated)?;
        let name = String::from_utf8(name.to_vec())
            .map_err(|_| SaveError::BadSetup("a name is not valid text".into()))?;
        players.push(PlayerSetup { name, colour });
    }
    let seed = reader.take(8).ok_or(SaveError::Truncated)?;
    let mut seed_bytes = [0u8; 8];
    seed_bytes.copy_from_slice(seed);
    let start = reader.byte().ok_or(SaveError::Truncated)?;
    let rules_version = if with_rules {
        let version = reader.byte().ok_or(SaveError::Truncated)?;
        if version > RULES_VERSION {
            return Err(SaveError::NewerRules(version));
        }
        version
    } else {
        1
    };
    Ok(Setup {
        players,
        seed: u64::from_le_bytes(seed_bytes),
        start_player: (start != u8::MAX).then_some(start),
        rules_version,
    })
}

const TAG_PLACE: u8 = 0x00;
const TAG_RESOLVE: u8 = 0x10;
const TAG_WITHDRAW: u8 = 0x20;
const TAG_END_ACTION: u8 = 0x30;
const TAG_SKIP_BONUS: u8 = 0x31;
const TAG_STEP: u8 = 0x40;
const TAG_BONUS: u8 = 0x80;
const NONE: u8 = 0xFF;
const SIMPLE_EXCHANGES: [Exchange; 5] = [
    Exchange::GoldForCog,
    Exchange::CogForGold,
    Exchange::GoldForInfluence,
    Exchange::CogForInfluence,
    Exchange::BonusToken,
];

fn encode_action(action: Action, out: &mut Vec<u8>) {
    match action {
        Action::Place(area) => out.push(TAG_PLACE | area as u8),
        Action::Resolve(area) => out.push(TAG_RESOLVE | area as u8),
        Action::Withdraw(area) => out.push(TAG_WITHDRAW | area as u8),
        Action::EndAction => out.push(TAG_END_ACTION),
        Action::SkipBonus => out.push(TAG_SKIP_BONUS),
        Action::Step(step) => encode_step(TAG_STEP, step, out),
        Action::Bonus(step) => encode_step(TAG_BONUS, step, out),
    }
}

fn space_byte(invention: Invention, space: Space) -> u8 {
    invention as u8 * 2 + space as u8
}

fn encode_step(tag: u8, step: Step, out: &mut Vec<u8>) {
    match step {
        Step::Build(factory) => out.extend_from_slice(&[tag, factory.0]),
        Step::RunFactory(factory) => out.extend_from_slice(&[tag | 1, factory.0]),
        Step::Buy(load) => out.extend_from_slice(&[tag | 2, load.0]),
        Step::Produce { card, fake } => {
            let payment = fake.map_or(NONE, |p| p.metal * 25 + p.tech * 5 + p.tool);
            out.extend_from_slice(&[tag | 3, card.0, payment]);
        }
        Step::TakeCog => out.push(tag | 4),
        Step::Exchange(exchange) => {
            let code = match exchange {
                Exchange::Trade { give, get } => {
                    5 + give[0] as u8 * 36 + give[1] as u8 * 6 + get as u8
                }
                simple => SIMPLE_EXCHANGES
                    .iter()
                    .position(|e| *e == simple)
                    .map_or(NONE, |index| index as u8),
            };
            out.extend_from_slice(&[tag | 5, code]);
        }
        Step::Develop(invention, space) => {
            out.extend_from_slice(&[tag | 6, space_byte(invention, space)])
        }
        Step::Patent(target) => {
            let code = target.map_or(NONE, |(invention, space)| space_byte(invention, space));
            out.extend_from_slice(&[tag | 7, code]);
        }
    }
}

fn decode_action(reader: &mut Reader<'_>) -> Option<Action> {
    let tag = reader.byte()?;
    let area = |code: u8| Area::ALL.get(usize::from(code & 0x0F)).copied();
    match tag & 0xF0 {
        TAG_PLACE => area(tag).map(Action::Place),
        TAG_RESOLVE => area(tag).map(Action::Resolve),
        TAG_WITHDRAW => area(tag).map(Action::Withdraw),
        TAG_END_ACTION if tag == TAG_END_ACTION => Some(Action::EndAction),
        TAG_END_ACTION if tag == TAG_SKIP_BONUS => Some(Action::SkipBonus),
        TAG_STEP => decode_step(tag & 0x0F, reader).map(Action::Step),
        TAG_BONUS => decode_step(tag & 0x0F, reader).map(Action::Bonus),
        _ => None,
    }
}

fn decode_space(code: u8) -> Option<(Invention, Space)> {
    let invention = *Invention::ALL.get(usize::from(code / 2))?;
    let space = *Space::ALL.get(usize::from(code % 2))?;
    Some((invention, space))
}

fn decode_step(kind: u8, reader: &mut Reader<'_>) -> Option<Step> {
    match kind {
        0 => Some(Step::Build(FactoryId(reader.byte()?))),
        1 => Some(Step::RunFactory(FactoryId(reader.byte()?))),
        2 => Some(Step::Buy(LoadId(reader.byte()?))),
        3 => {
            let card = CardId(reader.byte()?);
            let payment = reader.byte()?;
            let fake = if payment == NONE {
                None
            } else if payment < 125 {
                Some(FakePayment {
                    metal: payment / 25,
                    tech: payment / 5 % 5,
                    tool: payment % 5,
                })
            } else {
                return None;
            };
            Some(Step::Produce { card, fake })
        }
        4 => Some(Step::TakeCog),
        5 => {
            let code = reader.byte()?;
            let exchange = if code < 5 {
                *SIMPLE_EXCHANGES.get(usize::from(code))?
            } else {
                let trade = code - 5;
                let give0 = *Good::ALL.get(usize::from(trade / 36))?;
                let give1 = *Good::ALL.get(usize::from(trade / 6 % 6))?;
                let get = *Good::ALL.get(usize::from(trade % 6))?;
                Exchange::Trade {
                    give: [give0, give1],
                    get,
                }
            };
            Some(Step::Exchange(exchange))
        }
        6 => decode_space(reader.byte()?).map(|(i, s)| Step::Develop(i, s)),
        7 => {
            let code = reader.byte()?;
            if code == NONE {
                Some(Step::Patent(None))
            } else {
                decode_space(code).map(|target| Step::Patent(Some(target)))
            }
        }
        _ => None,
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Option<u8> {
        let byte = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(byte)
    }

    fn take(&mut self, count: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(count)?;
        let slice = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(slice)
    }

    fn varint(&mut self) -> Option<u64> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.byte()?;
            value |= u64::from(byte & 0x7F) << shift;
            if byte & 0x80 == 0 {
                return Some(value);
            }
        }
        None
    }
}

fn write_varint(out: &mut Vec<u8>, mut value: u64) {
    loop {
        let byte = (value & 0x7F) as u8;
        value >>= 7;
        if value == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// CRC-32 (IEEE 802.3), bit by bit: saves are small, so no table is needed.
fn crc32(bytes: &[u8]) -> u32 {
    crc32_of_parts(&[bytes])
}

/// The CRC-32 of the parts one after the other.
fn crc32_of_parts(parts: &[&[u8]]) -> u32 {
    let mut crc = !0u32;
    for byte in parts.iter().flat_map(|part| part.iter()) {
        crc ^= u32::from(*byte);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xEDB8_8320 & mask);
        }
    }
    !crc
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for index in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * index) & 63) as usize]));
        }
    }
    out
}

fn base64url_decode(text: &str) -> Result<Vec<u8>, SaveError> {
    let mut values = Vec::with_capacity(text.len());
    for byte in text.bytes() {
        let value = ALPHABET
            .iter()
            .position(|c| *c == byte)
            .ok_or(SaveError::NotASaveString)?;
        values.push(value as u32);
    }
    // No whole number of bytes ends a quarter of the way into a group: characters are missing.
    if values.len() % 4 == 1 {
        return Err(SaveError::Truncated);
    }
    let mut out = Vec::with_capacity(values.len() * 3 / 4);
    for chunk in values.chunks(4) {
        let mut n = 0u32;
        for (index, value) in chunk.iter().enumerate() {
            n |= value << (18 - 6 * index);
        }
        let whole_bytes = chunk.len() - 1;
        // The bits past the last whole byte must be zero, so that each save has one string.
        if n & (0xFF_FFFF >> (8 * whole_bytes)) != 0 {
            return Err(SaveError::ChecksumMismatch);
        }
        for index in 0..whole_bytes {
            out.push((n >> (16 - 8 * index)) as u8);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trips_every_length() {
        for length in 0..40 {
            let bytes: Vec<u8> = (0..length).map(|i| (i * 37 + 11) as u8).collect();
            assert_eq!(base64url_decode(&base64url_encode(&bytes)).unwrap(), bytes);
        }
    }

    #[test]
    fn crc32_matches_the_standard_check_value() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn every_action_round_trips() {
        let mut state = GameState::new(&Setup::new(["A", "B", "C"], 1)).unwrap();
        let mut seen = 0;
        let mut rng = crate::core::rng::Rng::new(4);
        while !state.is_over() {
            let legal = state.legal_actions();
            for action in &legal {
                let mut bytes = Vec::new();
                encode_action(*action, &mut bytes);
                let mut reader = Reader {
                    bytes: &bytes,
                    at: 0,
                };
                assert_eq!(decode_action(&mut reader), Some(*action));
                assert_eq!(reader.at, bytes.len());
                seen += 1;
            }
            state
                .play(legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
        }
        assert!(seen > 1000);
    }
}
