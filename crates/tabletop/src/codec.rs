//! What every game's save codec does alike, written once: the body of a save string is the
//! game's setup, the action count (LEB128) and the actions, framed by [`crate::save`] with the
//! game's id, data version and seats. A game implements [`Codec`] with only its own encoding of
//! a setup and of an action; [`export`] and [`import`] do the framing, the checks and the replay,
//! with the same bytes and the same [`SaveError`]s for every game.
//!
//! The helpers below ([`write_name`], [`read_name`], [`read_seed`], ...) are the pieces the
//! games' setups share: a count byte, length-prefixed UTF-8 names, an 8-byte seed and an
//! optional seat.

use std::fmt;
use std::ops::RangeInclusive;

use crate::level::Level;
use crate::record::{Game, Record, ReplayError, Seat};
use crate::save::{self, Controllers, Frame, Reader, SaveError};

/// A game's own part of its save strings: how its setup and its actions become bytes.
pub trait Codec: Game {
    /// How many seats a setup has (who plays each is framed by the platform).
    fn seats(setup: &Self::Setup) -> usize;
    /// Appends the setup as this build writes it (the current frame format).
    fn encode_setup(setup: &Self::Setup, out: &mut Vec<u8>) -> Result<(), SaveError>;
    /// Reads a setup written in frame format `format` (a game whose setup grew reads the older
    /// layout of the strings made before).
    fn decode_setup(reader: &mut Reader<'_>, format: u8) -> Result<Self::Setup, SaveError>;
    /// Appends one action: a `TooLarge` error for an action no legal game has.
    fn encode_action(action: Self::Action, out: &mut Vec<u8>) -> Result<(), SaveError>;
    /// Reads one action; `None` for bytes that are not one (or run out).
    fn decode_action(reader: &mut Reader<'_>) -> Option<Self::Action>;
}

/// A game read from a save string.
pub struct Saved<G: Game> {
    pub record: Record<G>,
    /// The state after every action (each checked).
    pub state: G,
    /// Who plays each seat; all humans for strings that did not record it.
    pub controllers: Controllers,
}

impl<G: Game> Clone for Saved<G> {
    fn clone(&self) -> Self {
        Saved {
            record: self.record.clone(),
            state: self.state.clone(),
            controllers: self.controllers.clone(),
        }
    }
}

impl<G: Game + fmt::Debug> fmt::Debug for Saved<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Saved")
            .field("record", &self.record)
            .field("state", &self.state)
            .field("controllers", &self.controllers)
            .finish()
    }
}

impl<G: Game + PartialEq> PartialEq for Saved<G>
where
    G::Setup: PartialEq,
{
    fn eq(&self, other: &Self) -> bool {
        self.record == other.record
            && self.state == other.state
            && self.controllers == other.controllers
    }
}

/// The save string of a record, with who plays each seat (seats missing from `controllers` are
/// humans).
pub fn export<G: Codec>(
    record: &Record<G>,
    controllers: &[Option<Level>],
) -> Result<String, SaveError> {
    let controllers: Controllers = (0..G::seats(&record.setup))
        .map(|seat| controllers.get(seat).copied().flatten())
        .collect();
    let mut body = Vec::with_capacity(64 + record.actions.len() * 3);
    G::encode_setup(&record.setup, &mut body)?;
    save::write_varint(&mut body, record.actions.len() as u64);
    for action in &record.actions {
        G::encode_action(*action, &mut body)?;
    }
    save::write(G::ID, G::DATA_VERSION, &controllers, &body)
}

/// The game in a save string (any frame format), every action checked by replaying it.
pub fn import<G: Codec>(text: &str) -> Result<Saved<G>, SaveError> {
    import_frame(save::read(text)?)
}

/// The game in a save string already taken apart (by a caller that routes strings by game).
pub fn import_frame<G: Codec>(frame: Frame) -> Result<Saved<G>, SaveError> {
    if frame.game != G::ID {
        return Err(SaveError::OtherGame(frame.game));
    }
    if frame.data_version != G::DATA_VERSION {
        return Err(SaveError::OtherCardNumbers {
            saved: frame.data_version,
            current: G::DATA_VERSION,
        });
    }
    let body = frame.body.as_slice();
    let mut reader = Reader::new(body);
    let setup = G::decode_setup(&mut reader, frame.format)?;
    let seats = G::seats(&setup);
    if !frame.controllers.is_empty() && frame.controllers.len() != seats {
        return Err(SaveError::BadSetup);
    }
    let count = reader.varint().ok_or(SaveError::Truncated)?;
    // Each action takes at least one byte: a larger count is a damaged string.
    if count > body.len() as u64 {
        return Err(SaveError::Truncated);
    }
    let mut actions = Vec::with_capacity(count as usize);
    for index in 0..count as usize {
        actions.push(G::decode_action(&mut reader).ok_or(SaveError::BadAction(index))?);
    }
    if !reader.is_done() {
        return Err(SaveError::TrailingData);
    }
    let record = Record { setup, actions };
    let state = record.replay().map_err(|error| match error {
        ReplayError::Setup(_) => SaveError::BadSetup,
        ReplayError::Illegal { index, .. } => SaveError::IllegalAction { index },
    })?;
    let controllers = if frame.controllers.is_empty() {
        vec![None; seats]
    } else {
        frame.controllers
    };
    Ok(Saved {
        record,
        state,
        controllers,
    })
}

/// The byte of "no seat" where a setup may name one (the start player).
const NO_SEAT: u8 = u8::MAX;

/// Appends a count (of players) as one byte.
pub fn write_count(out: &mut Vec<u8>, count: usize) -> Result<(), SaveError> {
    out.push(u8::try_from(count).map_err(|_| SaveError::TooLarge)?);
    Ok(())
}

/// Reads a count byte that must lie in `allowed` (a bad setup otherwise).
pub fn read_count(reader: &mut Reader<'_>, allowed: RangeInclusive<u8>) -> Result<u8, SaveError> {
    let count = read_byte(reader)?;
    if allowed.contains(&count) {
        Ok(count)
    } else {
        Err(SaveError::BadSetup)
    }
}

/// Reads one byte of a setup, which must be there.
pub fn read_byte(reader: &mut Reader<'_>) -> Result<u8, SaveError> {
    reader.byte().ok_or(SaveError::Truncated)
}

/// Appends a name: its length in bytes (at most 255), then its UTF-8.
pub fn write_name(out: &mut Vec<u8>, name: &str) -> Result<(), SaveError> {
    let name = name.as_bytes();
    write_count(out, name.len())?;
    out.extend_from_slice(name);
    Ok(())
}

/// Reads a name written by [`write_name`].
pub fn read_name(reader: &mut Reader<'_>) -> Result<String, SaveError> {
    let length = read_byte(reader)?;
    let name = reader
        .take(usize::from(length))
        .ok_or(SaveError::Truncated)?;
    String::from_utf8(name.to_vec()).map_err(|_| SaveError::BadSetup)
}

/// Appends a seed (8 bytes, little-endian).
pub fn write_seed(out: &mut Vec<u8>, seed: u64) {
    out.extend_from_slice(&seed.to_le_bytes());
}

/// Reads a seed written by [`write_seed`].
pub fn read_seed(reader: &mut Reader<'_>) -> Result<u64, SaveError> {
    let bytes = reader.take(8).ok_or(SaveError::Truncated)?;
    let mut seed = [0u8; 8];
    seed.copy_from_slice(bytes);
    Ok(u64::from_le_bytes(seed))
}

/// Appends a seat that may be unset (255 for none).
pub fn write_seat(out: &mut Vec<u8>, seat: Option<Seat>) {
    out.push(seat.unwrap_or(NO_SEAT));
}

/// Reads a seat written by [`write_seat`].
pub fn read_seat(reader: &mut Reader<'_>) -> Result<Option<Seat>, SaveError> {
    let seat = read_byte(reader)?;
    Ok((seat != NO_SEAT).then_some(seat))
}

/// Appends a player count (one byte), then each name ([`write_name`]).
pub fn write_names(out: &mut Vec<u8>, names: &[String]) -> Result<(), SaveError> {
    write_count(out, names.len())?;
    names.iter().try_for_each(|name| write_name(out, name))
}

/// Reads names written by [`write_names`], whose count must lie in `allowed`.
pub fn read_names(
    reader: &mut Reader<'_>,
    allowed: RangeInclusive<u8>,
) -> Result<Vec<String>, SaveError> {
    let count = read_count(reader, allowed)?;
    (0..count).map(|_| read_name(reader)).collect()
}

/// A game's codec module's public face, the same for every game: its `SavedGame` and its
/// `export`, `import` and `import_frame` (what the app and the command line call), over the
/// game's [`Codec`] impl.
#[macro_export]
macro_rules! codec_functions {
    ($state:ty) => {
        /// A game read from a save string.
        pub type SavedGame = $crate::codec::Saved<$state>;

        /// The save string of a record, with who plays each seat (seats missing from
        /// `controllers` are humans).
        pub fn export(
            record: &$crate::Record<$state>,
            controllers: &[Option<$crate::Level>],
        ) -> Result<String, $crate::save::SaveError> {
            $crate::codec::export(record, controllers)
        }

        /// The game in a save string (any frame format), every action checked by replaying it.
        pub fn import(text: &str) -> Result<SavedGame, $crate::save::SaveError> {
            $crate::codec::import(text)
        }

        /// The game in a save string already taken apart (by a caller that routes strings by
        /// game).
        pub fn import_frame(
            frame: $crate::save::Frame,
        ) -> Result<SavedGame, $crate::save::SaveError> {
            $crate::codec::import_frame(frame)
        }
    };
}
