//! The save frame every game's save strings share: a compact, URL-safe string (canonical
//! base64url, no padding), versioned and checksummed, around a game's own body.
//!
//! Format 2, before base64url: the format version (1 byte), a CRC-32 of every other byte (4
//! bytes, little-endian), the length of what follows (LEB128), then the game id (a length byte
//! and ASCII), the game's data version (1 byte), who plays each seat (a count, then one byte
//! each: 0 a human, 1 to 4 a computer [`Level`]), and the game's body.
//!
//! Format 3 has format 2's header; its body is the game's setup then its actions coded by
//! [`crate::codec`] as indices among the legal actions of their positions (a range coder,
//! [`crate::range_coder`]): a fifth to a third of format 2's length.
//!
//! A format-3 string may mark the hints a player was shown (where the game is known as a hinted
//! one): then the high bit of the seat count ([`HINTS_FLAG`]) is set, and after the seats come
//! the hints' count, the first hint's place (the index of the action it came before) and each
//! further place less the one before, less 1 (places ascend), all LEB128. A string without
//! hints has neither, so the strings written before hints existed read and write as they did.
//!
//! Format 1 came before the game id, when the app had one game: the format version, the data
//! version, a CRC-32 of the body, then the body. Every format-1 string is Era of Inventions
//! ([`LEGACY_GAME`]); a game's codec reads its body by the format it came in.
//!
//! Decoding never panics: any string gives a [`Frame`] or a [`SaveError`] saying what is wrong.

use std::fmt;

use crate::level::Level;

/// The frame format this build writes; it reads this one and every earlier one.
pub const FORMAT_VERSION: u8 = 3;

/// How many formats past [`FORMAT_VERSION`] are taken for a newer app's saves.
const NEWER_FORMATS: u8 = 8;

/// The game of every format-1 string.
pub const LEGACY_GAME: &str = "eoi";

/// The bit of a format-3 seat count that says the hints' places follow the seats.
pub const HINTS_FLAG: u8 = 0x80;

/// Who plays each seat, in seat order: `None` for a human, or a computer level.
pub type Controllers = Vec<Option<Level>>;

/// A save string taken apart: which game, made with which numbers, who plays, and the game's
/// own bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The frame format the string came in (the game's body may differ between formats).
    pub format: u8,
    pub game: String,
    pub data_version: u8,
    /// Empty for strings that did not record the seats (format 1).
    pub controllers: Controllers,
    /// The places of the hints shown (action indices, ascending); empty for strings without.
    pub hints: Vec<u32>,
    pub body: Vec<u8>,
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
    /// The saved setup cannot start a game (a bad player count, colour or name).
    BadSetup,
    BadAction(usize),
    /// Action `index` (from 0) is against the rules.
    IllegalAction {
        index: usize,
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
                "this is not a save string (it has characters a save string never has)"
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
                write!(f, "this save string is for another game (\"{game}\")")
            }
            SaveError::OtherCardNumbers { saved, current } => write!(
                f,
                "this game was saved with another set of card numbers (version {saved}, this app has {current}), so it cannot be replayed faithfully"
            ),
            SaveError::BadSetup => write!(f, "the saved setup is invalid"),
            SaveError::BadAction(index) => {
                write!(f, "action {} of the save string is unreadable", index + 1)
            }
            SaveError::IllegalAction { index } => write!(
                f,
                "action {} of the save string is not allowed by the rules",
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

impl SaveError {
    /// A stable name for the kind of problem, for tests and page attributes (never shown).
    pub fn kind(&self) -> &'static str {
        match self {
            SaveError::Empty => "empty",
            SaveError::NotASaveString => "not-a-save-string",
            SaveError::Truncated => "truncated",
            SaveError::ChecksumMismatch => "checksum",
            SaveError::NewerFormat(_) => "newer-format",
            SaveError::UnknownFormat(_) => "unknown-format",
            SaveError::NewerRules(_) => "newer-rules",
            SaveError::OtherGame(_) => "other-game",
            SaveError::OtherCardNumbers { .. } => "other-card-numbers",
            SaveError::BadSetup => "bad-setup",
            SaveError::BadAction(_) => "bad-action",
            SaveError::IllegalAction { .. } => "illegal-action",
            SaveError::TrailingData => "trailing-data",
            SaveError::TooLarge => "too-large",
        }
    }
}

/// The save string of a game's body in frame `format` (2 or 3: their headers are alike), framed
/// with its id, data version and seats.
pub fn write(
    format: u8,
    game: &str,
    data_version: u8,
    controllers: &[Option<Level>],
    body: &[u8],
) -> Result<String, SaveError> {
    write_with_hints(format, game, data_version, controllers, &[], body)
}

/// [`write`] with the places of the hints shown (ascending action indices; format 3 only).
pub fn write_with_hints(
    format: u8,
    game: &str,
    data_version: u8,
    controllers: &[Option<Level>],
    hints: &[u32],
    body: &[u8],
) -> Result<String, SaveError> {
    let mut rest = Vec::with_capacity(body.len() + 16);
    let id = game.as_bytes();
    rest.push(u8::try_from(id.len()).map_err(|_| SaveError::TooLarge)?);
    rest.extend_from_slice(id);
    rest.push(data_version);
    let seats = u8::try_from(controllers.len())
        .ok()
        .filter(|seats| *seats < HINTS_FLAG)
        .ok_or(SaveError::TooLarge)?;
    let hinted = !hints.is_empty();
    if hinted && format < 3 {
        return Err(SaveError::TooLarge);
    }
    rest.push(if hinted { seats | HINTS_FLAG } else { seats });
    rest.extend(controllers.iter().map(|level| controller_byte(*level)));
    if hinted {
        write_varint(&mut rest, hints.len() as u64);
        let mut previous: Option<u32> = None;
        for at in hints {
            let step = match previous {
                None => *at,
                Some(previous) => at
                    .checked_sub(previous)
                    .and_then(|step| step.checked_sub(1))
                    .ok_or(SaveError::TooLarge)?,
            };
            write_varint(&mut rest, u64::from(step));
            previous = Some(*at);
        }
    }
    rest.extend_from_slice(body);
    let mut after_checksum = Vec::with_capacity(rest.len() + 4);
    write_varint(&mut after_checksum, rest.len() as u64);
    after_checksum.extend_from_slice(&rest);
    let checksum = crc32_of_parts(&[&[format], &after_checksum]);
    let mut bytes = vec![format];
    bytes.extend_from_slice(&checksum.to_le_bytes());
    bytes.extend_from_slice(&after_checksum);
    Ok(base64url_encode(&bytes))
}

/// Takes a save string apart (format 1, 2 or 3), checking its length and checksum.
pub fn read(text: &str) -> Result<Frame, SaveError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(SaveError::Empty);
    }
    let bytes = base64url_decode(text)?;
    let Some(format) = bytes.first() else {
        return Err(SaveError::Truncated);
    };
    match *format {
        1 => {
            let [_, data_version, c0, c1, c2, c3, body @ ..] = bytes.as_slice() else {
                return Err(SaveError::Truncated);
            };
            if crc32(body) != u32::from_le_bytes([*c0, *c1, *c2, *c3]) {
                return Err(SaveError::ChecksumMismatch);
            }
            Ok(Frame {
                format: 1,
                game: LEGACY_GAME.to_string(),
                data_version: *data_version,
                controllers: Vec::new(),
                hints: Vec::new(),
                body: body.to_vec(),
            })
        }
        2 | 3 => {
            let [_, c0, c1, c2, c3, after_checksum @ ..] = bytes.as_slice() else {
                return Err(SaveError::Truncated);
            };
            let mut reader = Reader::new(after_checksum);
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
            let game = String::from_utf8(id.to_vec()).map_err(|_| SaveError::NotASaveString)?;
            let data_version = reader.byte().ok_or(SaveError::Truncated)?;
            let mut seats = reader.byte().ok_or(SaveError::Truncated)?;
            let hinted = *format >= 3 && seats & HINTS_FLAG != 0;
            seats &= if hinted { !HINTS_FLAG } else { u8::MAX };
            let mut controllers = Vec::with_capacity(usize::from(seats));
            for _ in 0..seats {
                let byte = reader.byte().ok_or(SaveError::Truncated)?;
                controllers.push(controller_from_byte(byte).ok_or(SaveError::BadSetup)?);
            }
            let hints = if hinted {
                read_hints(&mut reader)?
            } else {
                Vec::new()
            };
            Ok(Frame {
                format: *format,
                game,
                data_version,
                controllers,
                hints,
                body: after_checksum[reader.at..].to_vec(),
            })
        }
        // A later version writes the next few formats; a first byte far beyond is a string
        // that never was a save (telling its reader to update the app would mislead).
        newer if newer > FORMAT_VERSION && newer <= FORMAT_VERSION + NEWER_FORMATS => {
            Err(SaveError::NewerFormat(newer))
        }
        unknown => Err(SaveError::UnknownFormat(unknown)),
    }
}

/// The hints' places after the seats (see the module's notes): at least one, ascending.
fn read_hints(reader: &mut Reader<'_>) -> Result<Vec<u32>, SaveError> {
    let count = reader.varint().ok_or(SaveError::Truncated)?;
    // Each place takes at least one byte; a flag with no hint is not how a string is written.
    if count == 0 || count > reader.rest().len() as u64 {
        return Err(SaveError::Truncated);
    }
    let mut hints = Vec::with_capacity(count as usize);
    let mut previous: Option<u32> = None;
    for _ in 0..count {
        let step = reader.varint().ok_or(SaveError::Truncated)?;
        let at = match previous {
            None => u32::try_from(step).ok(),
            Some(previous) => u32::try_from(step)
                .ok()
                .and_then(|step| previous.checked_add(step)?.checked_add(1)),
        }
        .ok_or(SaveError::TrailingData)?;
        hints.push(at);
        previous = Some(at);
    }
    Ok(hints)
}

/// The bytes of a save string (base64url decoded), for tools and tests that look inside one.
pub fn to_bytes(text: &str) -> Result<Vec<u8>, SaveError> {
    base64url_decode(text.trim())
}

/// The save string of bytes as they are (no checksum written anew), for tests of damaged strings.
pub fn from_bytes(bytes: &[u8]) -> String {
    base64url_encode(bytes)
}

/// A format-2 or -3 string from bytes whose content after the header was changed: the length and the
/// checksum are written anew. For tests that must reach a decoder behind the checksum.
pub fn reseal(bytes: &[u8]) -> Option<String> {
    let [format, _, _, _, _, after_checksum @ ..] = bytes else {
        return None;
    };
    let mut reader = Reader::new(after_checksum);
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

/// Reads a game's body byte by byte; every read says `None` past the end.
pub struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes, at: 0 }
    }

    /// Whether every byte has been read.
    pub fn is_done(&self) -> bool {
        self.at == self.bytes.len()
    }

    /// The bytes not read yet.
    pub fn rest(&self) -> &'a [u8] {
        &self.bytes[self.at..]
    }

    pub fn byte(&mut self) -> Option<u8> {
        let byte = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(byte)
    }

    pub fn take(&mut self, count: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(count)?;
        let slice = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(slice)
    }

    pub fn varint(&mut self) -> Option<u64> {
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

/// Appends `value` as LEB128.
pub fn write_varint(out: &mut Vec<u8>, mut value: u64) {
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
pub(crate) fn crc32(bytes: &[u8]) -> u32 {
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
}
