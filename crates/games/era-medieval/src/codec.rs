//! ERA: Medieval Age's save strings: the platform's frame ([`tabletop::save`]) around this
//! game's body: the player count, each player's name length and UTF-8 name, the seed (8 bytes
//! LE), the start player (or 255), the action count (LEB128) and the actions, each a tag byte and
//! up to four bytes (a cell is one byte, `row * 16 + column`). Shared by the app (export, import,
//! share links, autosave) and the command line.
//!
//! Decoding never panics: any string gives a game or a [`SaveError`] saying what is wrong.

use tabletop::save::{self, Controllers, Reader, SaveError};
use tabletop::{Game, Level, ReplayError};

use crate::rules::{Action, Building, Cell, DiceSet, Direction, GameState, Resource, Setup};
use crate::MedievalRecord;

/// A game read from a save string.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    pub record: MedievalRecord,
    /// The state after every action (each checked).
    pub state: GameState,
    /// Who plays each seat.
    pub controllers: Controllers,
}

/// The save string of a record, with who plays each seat (seats missing from `controllers` are
/// humans).
pub fn export(record: &MedievalRecord, controllers: &[Option<Level>]) -> Result<String, SaveError> {
    let seats = record.setup.names.len();
    let controllers: Controllers = (0..seats)
        .map(|seat| controllers.get(seat).copied().flatten())
        .collect();
    let mut body = Vec::with_capacity(64 + record.actions.len() * 3);
    encode_setup(&record.setup, &mut body)?;
    save::write_varint(&mut body, record.actions.len() as u64);
    for action in &record.actions {
        encode_action(*action, &mut body)?;
    }
    save::write(GameState::ID, GameState::DATA_VERSION, &controllers, &body)
}

/// The game in a save string, every action checked by replaying it.
pub fn import(text: &str) -> Result<SavedGame, SaveError> {
    import_frame(save::read(text)?)
}

/// The game in a save string already taken apart (by a caller that routes strings by game).
pub fn import_frame(frame: save::Frame) -> Result<SavedGame, SaveError> {
    if frame.game != GameState::ID {
        return Err(SaveError::OtherGame(frame.game));
    }
    if frame.data_version != GameState::DATA_VERSION {
        return Err(SaveError::OtherCardNumbers {
            saved: frame.data_version,
            current: GameState::DATA_VERSION,
        });
    }
    let mut reader = Reader::new(frame.body.as_slice());
    let setup = decode_setup(&mut reader)?;
    if !frame.controllers.is_empty() && frame.controllers.len() != setup.names.len() {
        return Err(SaveError::BadSetup);
    }
    let count = reader.varint().ok_or(SaveError::Truncated)?;
    // Each action takes at least one byte: a larger count is a damaged string.
    if count > frame.body.len() as u64 {
        return Err(SaveError::Truncated);
    }
    let mut actions = Vec::with_capacity(count as usize);
    for index in 0..count as usize {
        actions.push(decode_action(&mut reader).ok_or(SaveError::BadAction(index))?);
    }
    if !reader.is_done() {
        return Err(SaveError::TrailingData);
    }
    let record = MedievalRecord { setup, actions };
    let state = record.replay().map_err(|error| match error {
        ReplayError::Setup(_) => SaveError::BadSetup,
        ReplayError::Illegal { index, .. } => SaveError::IllegalAction { index },
    })?;
    let controllers = if frame.controllers.is_empty() {
        vec![None; record.setup.names.len()]
    } else {
        frame.controllers
    };
    Ok(SavedGame {
        record,
        state,
        controllers,
    })
}

const NO_SEAT: u8 = u8::MAX;

fn encode_setup(setup: &Setup, out: &mut Vec<u8>) -> Result<(), SaveError> {
    out.push(u8::try_from(setup.names.len()).map_err(|_| SaveError::TooLarge)?);
    for name in &setup.names {
        let name = name.as_bytes();
        out.push(u8::try_from(name.len()).map_err(|_| SaveError::TooLarge)?);
        out.extend_from_slice(name);
    }
    out.extend_from_slice(&setup.seed.to_le_bytes());
    out.push(setup.start_player.unwrap_or(NO_SEAT));
    Ok(())
}

fn decode_setup(reader: &mut Reader<'_>) -> Result<Setup, SaveError> {
    let count = reader.byte().ok_or(SaveError::Truncated)?;
    if !(1..=8).contains(&count) {
        return Err(SaveError::BadSetup);
    }
    let mut names = Vec::with_capacity(usize::from(count));
    for _ in 0..count {
        let length = reader.byte().ok_or(SaveError::Truncated)?;
        let name = reader
            .take(usize::from(length))
            .ok_or(SaveError::Truncated)?;
        names.push(String::from_utf8(name.to_vec()).map_err(|_| SaveError::BadSetup)?);
    }
    let seed = reader.take(8).ok_or(SaveError::Truncated)?;
    let mut seed_bytes = [0u8; 8];
    seed_bytes.copy_from_slice(seed);
    let start = reader.byte().ok_or(SaveError::Truncated)?;
    Ok(Setup {
        names,
        seed: u64::from_le_bytes(seed_bytes),
        start_player: (start != NO_SEAT).then_some(start),
    })
}

const TAG_DEFAULT_DOMAIN: u8 = 0;
const TAG_BUILD: u8 = 1;
const TAG_WALL: u8 = 2;
const TAG_SCORCH: u8 = 3;
const TAG_SET_DIE: u8 = 4;
const TAG_REROLL: u8 = 5;
const TAG_STOP_ROLLING: u8 = 6;
const TAG_FEATHER: u8 = 7;
const TAG_END_FEATHERS: u8 = 8;
const TAG_COLLECT: u8 = 9;
const TAG_SUFFER_BRIGANDS: u8 = 10;
const TAG_DISCARD: u8 = 11;
const TAG_REMOVE: u8 = 12;
const TAG_END_BUILDING: u8 = 13;
const TAG_DEMAND: u8 = 14;
const TAG_PAY: u8 = 15;
const TAG_REFUSE: u8 = 16;
const NO_DIE: u8 = u8::MAX;

/// A cell as one byte; cells off any 16x16 grid cannot be written (no legal action has one).
fn cell_byte(cell: Cell) -> Result<u8, SaveError> {
    if cell.row < 16 && cell.col < 16 {
        Ok(cell.row * 16 + cell.col)
    } else {
        Err(SaveError::TooLarge)
    }
}

fn cell_from(byte: u8) -> Cell {
    Cell::new(byte / 16, byte % 16)
}

fn encode_action(action: Action, out: &mut Vec<u8>) -> Result<(), SaveError> {
    match action {
        Action::DefaultDomain => out.push(TAG_DEFAULT_DOMAIN),
        Action::Build {
            building,
            rotation,
            cell,
        } => out.extend_from_slice(&[TAG_BUILD, building as u8, rotation, cell_byte(cell)?]),
        Action::Wall {
            length,
            cell,
            direction,
        } => out.extend_from_slice(&[TAG_WALL, length, direction as u8, cell_byte(cell)?]),
        Action::Scorch(cell) => out.extend_from_slice(&[TAG_SCORCH, cell_byte(cell)?]),
        Action::SetDie { die, face } => out.extend_from_slice(&[TAG_SET_DIE, die, face]),
        Action::Reroll(dice) => {
            out.push(TAG_REROLL);
            save::write_varint(out, dice.bits());
        }
        Action::StopRolling => out.push(TAG_STOP_ROLLING),
        Action::Feather { die, companion } => {
            out.extend_from_slice(&[TAG_FEATHER, die, companion.unwrap_or(NO_DIE)])
        }
        Action::EndFeathers => out.push(TAG_END_FEATHERS),
        Action::Collect { alternatives } => {
            out.push(TAG_COLLECT);
            out.extend_from_slice(&alternatives);
        }
        Action::SufferBrigands => out.push(TAG_SUFFER_BRIGANDS),
        Action::Discard(resource) => out.extend_from_slice(&[TAG_DISCARD, resource as u8]),
        Action::Remove(cell) => out.extend_from_slice(&[TAG_REMOVE, cell_byte(cell)?]),
        Action::EndBuilding => out.push(TAG_END_BUILDING),
        Action::Demand(resource) => out.extend_from_slice(&[TAG_DEMAND, resource as u8]),
        Action::Pay => out.push(TAG_PAY),
        Action::Refuse => out.push(TAG_REFUSE),
    }
    Ok(())
}

fn decode_action(reader: &mut Reader<'_>) -> Option<Action> {
    let resource = |byte: u8| Resource::ALL.get(usize::from(byte)).copied();
    Some(match reader.byte()? {
        TAG_DEFAULT_DOMAIN => Action::DefaultDomain,
        TAG_BUILD => Action::Build {
            building: *Building::ALL.get(usize::from(reader.byte()?))?,
            rotation: reader.byte()?,
            cell: cell_from(reader.byte()?),
        },
        TAG_WALL => Action::Wall {
            length: reader.byte()?,
            direction: *Direction::ALL.get(usize::from(reader.byte()?))?,
            cell: cell_from(reader.byte()?),
        },
        TAG_SCORCH => Action::Scorch(cell_from(reader.byte()?)),
        TAG_SET_DIE => Action::SetDie {
            die: reader.byte()?,
            face: reader.byte()?,
        },
        TAG_REROLL => {
            let bits = reader.varint()?;
            // A dice set holds 48 dice: wider bits would not survive the round trip.
            if bits >> 48 != 0 {
                return None;
            }
            Action::Reroll(DiceSet::from_bits(bits))
        }
        TAG_STOP_ROLLING => Action::StopRolling,
        TAG_FEATHER => Action::Feather {
            die: reader.byte()?,
            companion: Some(reader.byte()?).filter(|die| *die != NO_DIE),
        },
        TAG_END_FEATHERS => Action::EndFeathers,
        TAG_COLLECT => {
            let bytes = reader.take(4)?;
            Action::Collect {
                alternatives: [bytes[0], bytes[1], bytes[2], bytes[3]],
            }
        }
        TAG_SUFFER_BRIGANDS => Action::SufferBrigands,
        TAG_DISCARD => Action::Discard(resource(reader.byte()?)?),
        TAG_REMOVE => Action::Remove(cell_from(reader.byte()?)),
        TAG_END_BUILDING => Action::EndBuilding,
        TAG_DEMAND => Action::Demand(resource(reader.byte()?)?),
        TAG_PAY => Action::Pay,
        TAG_REFUSE => Action::Refuse,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::rng::Rng;

    #[test]
    fn every_listed_action_round_trips() {
        let mut seen = 0;
        for players in 1..=4 {
            let names: Vec<String> = (1..=players).map(|seat| format!("P{seat}")).collect();
            let mut state = GameState::new(&Setup::new(names, players as u64)).unwrap();
            let mut rng = Rng::new(players as u64 + 10);
            let mut legal = Vec::new();
            while !state.is_over() {
                state.legal_actions_into(&mut legal);
                for action in &legal {
                    let mut bytes = Vec::new();
                    encode_action(*action, &mut bytes).unwrap();
                    let mut reader = Reader::new(&bytes);
                    assert_eq!(decode_action(&mut reader), Some(*action));
                    assert!(reader.is_done());
                    seen += 1;
                }
                state
                    .play(legal[rng.below(legal.len() as u32) as usize])
                    .unwrap();
            }
        }
        assert!(seen > 10_000, "{seen} actions");
    }
}
