//! Save strings: a whole game (setup, seed and every action) as a compact, URL-safe string,
//! versioned and checksummed, shared by the app (export, import, share links, autosave) and by
//! `eoi export` / `eoi import`.
//!
//! Layout before base64url (no padding): `format version` (1 byte), `data version` (1 byte),
//! CRC-32 of everything after it (4 bytes, little-endian), then the body: the player count, each
//! player's colour, name length and UTF-8 name, the seed (8 bytes LE), the start player (or 255),
//! the action count (LEB128) and the actions, each in 1 to 3 bytes.
//!
//! Decoding never panics: any string gives a game or a [`SaveError`] saying what is wrong.

use std::fmt;

use crate::core::data::DATA_VERSION;
use crate::core::{
    Action, Area, CardId, Colour, Exchange, FactoryId, FakePayment, GameState, Good, Invention,
    LoadId, PlayerSetup, Setup, Space, Step,
};
use crate::record::{EoiRecord, ReplayError};

/// The save format this build writes; it reads this one only (and says so for newer ones).
pub const FORMAT_VERSION: u8 = 1;

/// Why a save string cannot be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    Empty,
    NotASaveString,
    Truncated,
    ChecksumMismatch,
    NewerFormat(u8),
    UnknownFormat(u8),
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
            SaveError::UnknownFormat(version) => {
                write!(f, "unknown save format {version}")
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

/// The save string of a record.
pub fn export(record: &EoiRecord) -> Result<String, SaveError> {
    let mut body = Vec::with_capacity(64 + record.actions.len() * 2);
    encode_setup(&record.setup, &mut body)?;
    write_varint(&mut body, record.actions.len() as u64);
    for action in &record.actions {
        encode_action(*action, &mut body);
    }
    let data_version = u8::try_from(DATA_VERSION).map_err(|_| SaveError::TooLarge)?;
    let mut bytes = vec![FORMAT_VERSION, data_version];
    bytes.extend_from_slice(&crc32(&body).to_le_bytes());
    bytes.extend_from_slice(&body);
    Ok(base64url_encode(&bytes))
}

/// The record in a save string, every action checked by replaying it.
pub fn import(text: &str) -> Result<(EoiRecord, GameState), SaveError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(SaveError::Empty);
    }
    let bytes = base64url_decode(text)?;
    let [format, data_version, c0, c1, c2, c3, body @ ..] = bytes.as_slice() else {
        return Err(SaveError::Truncated);
    };
    if *format > FORMAT_VERSION {
        return Err(SaveError::NewerFormat(*format));
    }
    if *format != FORMAT_VERSION {
        return Err(SaveError::UnknownFormat(*format));
    }
    if crc32(body) != u32::from_le_bytes([*c0, *c1, *c2, *c3]) {
        return Err(SaveError::ChecksumMismatch);
    }
    let current = u8::try_from(DATA_VERSION).unwrap_or(u8::MAX);
    if *data_version != current {
        return Err(SaveError::OtherCardNumbers {
            saved: *data_version,
            current,
        });
    }
    let mut reader = Reader { bytes: body, at: 0 };
    let setup = decode_setup(&mut reader)?;
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
    Ok((record, state))
}

fn encode_setup(setup: &Setup, out: &mut Vec<u8>) -> Result<(), SaveError> {
    out.push(u8::try_from(setup.players.len()).map_err(|_| SaveError::TooLarge)?);
    for player in &setup.players {
        out.push(player.colour as u8);
        let name = player.name.as_bytes();
        out.push(u8::try_from(name.len()).map_err(|_| SaveError::TooLarge)?);
        out.extend_from_slice(name);
    }
    out.extend_from_slice(&setup.seed.to_le_bytes());
    out.push(setup.start_player.unwrap_or(u8::MAX));
    Ok(())
}

fn decode_setup(reader: &mut Reader<'_>) -> Result<Setup, SaveError> {
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
    Ok(Setup {
        players,
        seed: u64::from_le_bytes(seed_bytes),
        start_player: (start != u8::MAX).then_some(start),
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
    let mut crc = !0u32;
    for byte in bytes {
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
        for index in 0..chunk.len() - 1 {
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
