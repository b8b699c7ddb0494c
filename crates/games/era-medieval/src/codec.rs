//! ERA: Medieval Age's save strings: the platform's frame ([`tabletop::save`]) around this
//! game's body: the player count, each player's name length and UTF-8 name, the seed (8 bytes
//! LE), the start player (or 255), the action count (LEB128) and the actions, each a tag byte and
//! up to four bytes (a cell is one byte, `row * 16 + column`). Shared by the app (export, import,
//! share links, autosave) and the command line.
//!
//! That is format 2's body. Format 3, which this build writes, keeps the setup and codes the
//! actions in the platform ([`tabletop::codec`]) as indices among the legal actions of their
//! positions; an action's own bytes here serve there only for one the list leaves out.
//!
//! Decoding never panics: any string gives a game or a [`SaveError`] saying what is wrong.

use tabletop::codec::{self, Codec};
use tabletop::save::{self, Reader, SaveError};

use crate::rules::{Action, Building, Cell, DiceSet, Direction, GameState, Resource, Setup};

tabletop::codec_functions!(GameState);

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

impl Codec for GameState {
    fn seats(setup: &Setup) -> usize {
        setup.names.len()
    }

    fn encode_setup(setup: &Setup, out: &mut Vec<u8>) -> Result<(), SaveError> {
        codec::write_names(out, &setup.names)?;
        codec::write_seed(out, setup.seed);
        codec::write_seat(out, setup.start_player);
        Ok(())
    }

    fn decode_setup(reader: &mut Reader<'_>, _format: u8) -> Result<Setup, SaveError> {
        let names = codec::read_names(reader, 1..=8)?;
        Ok(Setup {
            names,
            seed: codec::read_seed(reader)?,
            start_player: codec::read_seat(reader)?,
        })
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::rng::Rng;

    #[test]
    fn every_listed_action_round_trips() {
        let seen: usize = (1..=4)
            .map(|players| {
                let names: Vec<String> = (1..=players).map(|seat| format!("P{seat}")).collect();
                let setup = Setup::new(names, players as u64);
                let mut rng = Rng::new(players as u64 + 10);
                tabletop::testing::every_listed_action_round_trips::<GameState>(&setup, &mut rng)
            })
            .sum();
        assert!(seen > 10_000, "{seen} actions");
    }
}
