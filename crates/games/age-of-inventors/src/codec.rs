//! Age of Inventors' save strings: the platform's frame ([`tabletop::save`]) around this game's
//! body: the player count, each player's name length and UTF-8 name, the seed (8 bytes LE), how
//! labs are chosen (bit 0: 0 random, 1 quiz) with the educational variant above it (bits 1-2:
//! 0 off, 1 inventor, 2 inventor and year; older strings have 0 there), the action count (LEB128) and the actions, each a tag
//! byte and its fields (one byte each; a year is 2 bytes LE, a payment 5 bytes E, C, P, Ideas,
//! Funds). Shared by the command line (and later the app).
//!
//! Decoding never panics: any string gives a game or a [`SaveError`] saying what is wrong.

use tabletop::codec::{self, Codec};
use tabletop::save::{Reader, SaveError};

use crate::rules::{
    Action, Bundle, Field, GameState, InventorQuiz, LabChoice, LabSide, Resource, Setup, Vote,
};

tabletop::codec_functions!(GameState);

const TAG_GUESS_YEAR: u8 = 0;
const TAG_CHOOSE_SIDE: u8 = 1;
const TAG_CAST_VOTE: u8 = 2;
const TAG_REARRANGE: u8 = 3;
const TAG_DRAFT: u8 = 4;
const TAG_ACTIVATE: u8 = 5;
const TAG_ASSIGN_EQUIPMENT: u8 = 6;
const TAG_ASSIGN_ANY_SCIENCE: u8 = 7;
const TAG_ASSIGN_BOOK: u8 = 8;
const TAG_ASSIGN_INGENUITY: u8 = 9;
const TAG_ASSIGN_EXPERIMENT: u8 = 10;
const TAG_REFRESH: u8 = 11;
const TAG_RECRUIT: u8 = 12;
const TAG_CONCEIVE: u8 = 13;
const TAG_PLACE_INVENTOR: u8 = 14;
const TAG_PLACE_INVENTION: u8 = 15;
const TAG_CONVERT_TO_IDEA: u8 = 16;
const TAG_CONVERT_SCIENCE: u8 = 17;
const TAG_CONVERT_TO_FUNDS: u8 = 18;
const TAG_TRIGGER: u8 = 19;
const TAG_PASS: u8 = 20;
const TAG_END_TURN: u8 = 21;
const TAG_CHOOSE: u8 = 22;
const TAG_TAKE: u8 = 23;
const TAG_SPEND: u8 = 24;
const TAG_USE_BOOK: u8 = 25;
const TAG_ACCEPT: u8 = 26;
const TAG_DECLINE: u8 = 27;
const TAG_ANSWER_QUIZ: u8 = 28;

impl Codec for GameState {
    fn seats(setup: &Setup) -> usize {
        setup.names.len()
    }

    fn encode_setup(setup: &Setup, out: &mut Vec<u8>) -> Result<(), SaveError> {
        codec::write_names(out, &setup.names)?;
        codec::write_seed(out, setup.seed);
        let labs = match setup.lab_choice {
            LabChoice::Random => 0,
            LabChoice::Quiz => 1,
        };
        let quiz = match setup.inventor_quiz {
            InventorQuiz::Off => 0,
            InventorQuiz::Inventor => 1,
            InventorQuiz::InventorAndYear => 2,
        };
        out.push(labs | quiz << 1);
        Ok(())
    }

    fn decode_setup(reader: &mut Reader<'_>, _format: u8) -> Result<Setup, SaveError> {
        let names = codec::read_names(reader, 1..=4)?;
        let seed = codec::read_seed(reader)?;
        let byte = codec::read_byte(reader)?;
        let lab_choice = match byte & 1 {
            0 => LabChoice::Random,
            _ => LabChoice::Quiz,
        };
        let inventor_quiz = match byte >> 1 {
            0 => InventorQuiz::Off,
            1 => InventorQuiz::Inventor,
            2 => InventorQuiz::InventorAndYear,
            _ => return Err(SaveError::BadSetup),
        };
        Ok(Setup {
            names,
            seed,
            lab_choice,
            inventor_quiz,
        })
    }

    fn encode_action(action: Action, out: &mut Vec<u8>) -> Result<(), SaveError> {
        let field = |field: Field| field.index() as u8;
        match action {
            Action::GuessYear(year) => {
                out.push(TAG_GUESS_YEAR);
                out.extend_from_slice(&year.to_le_bytes());
            }
            Action::ChooseSide(side) => {
                out.extend_from_slice(&[TAG_CHOOSE_SIDE, side.index() as u8])
            }
            Action::CastVote(vote) => out.extend_from_slice(&[TAG_CAST_VOTE, vote as u8]),
            Action::RearrangeEquipment { first, second } => {
                out.extend_from_slice(&[TAG_REARRANGE, first, second])
            }
            Action::Draft { slot, lab_slot } => out.extend_from_slice(&[TAG_DRAFT, slot, lab_slot]),
            Action::Activate(slot) => out.extend_from_slice(&[TAG_ACTIVATE, slot]),
            Action::AssignEquipment(slot) => out.extend_from_slice(&[TAG_ASSIGN_EQUIPMENT, slot]),
            Action::AssignAnyScience(f) => {
                out.extend_from_slice(&[TAG_ASSIGN_ANY_SCIENCE, field(f)])
            }
            Action::AssignBook(cell) => out.extend_from_slice(&[TAG_ASSIGN_BOOK, cell]),
            Action::AssignIngenuity { funds } => {
                out.extend_from_slice(&[TAG_ASSIGN_INGENUITY, funds])
            }
            Action::AssignExperiment => out.push(TAG_ASSIGN_EXPERIMENT),
            Action::Refresh {
                inventions,
                inventors,
            } => out
                .extend_from_slice(&[TAG_REFRESH, u8::from(inventions) | u8::from(inventors) << 1]),
            Action::Recruit(slot) => out.extend_from_slice(&[TAG_RECRUIT, slot]),
            Action::Conceive(slot) => out.extend_from_slice(&[TAG_CONCEIVE, slot]),
            Action::PlaceInventor {
                inventor,
                cell,
                rotation,
                pay,
            } => out.extend_from_slice(&[
                TAG_PLACE_INVENTOR,
                inventor,
                cell,
                rotation,
                pay.index() as u8,
            ]),
            Action::PlaceInvention {
                invention,
                cell,
                pay,
            } => {
                out.extend_from_slice(&[TAG_PLACE_INVENTION, invention, cell]);
                out.extend_from_slice(&pay.0);
            }
            Action::ConvertToIdea(f) => out.extend_from_slice(&[TAG_CONVERT_TO_IDEA, field(f)]),
            Action::ConvertScience { from, to } => {
                out.extend_from_slice(&[TAG_CONVERT_SCIENCE, field(from), field(to)])
            }
            Action::ConvertToFunds(f) => out.extend_from_slice(&[TAG_CONVERT_TO_FUNDS, field(f)]),
            Action::Trigger(slot) => out.extend_from_slice(&[TAG_TRIGGER, slot]),
            Action::Pass => out.push(TAG_PASS),
            Action::EndTurn => out.push(TAG_END_TURN),
            Action::Choose(index) => out.extend_from_slice(&[TAG_CHOOSE, index]),
            Action::Take(f) => out.extend_from_slice(&[TAG_TAKE, field(f)]),
            Action::Spend(f) => out.extend_from_slice(&[TAG_SPEND, field(f)]),
            Action::UseBook(cell) => out.extend_from_slice(&[TAG_USE_BOOK, cell]),
            Action::Accept => out.push(TAG_ACCEPT),
            Action::Decline => out.push(TAG_DECLINE),
            Action::AnswerQuiz {
                invention,
                inventor,
                year,
            } => {
                out.extend_from_slice(&[TAG_ANSWER_QUIZ, invention, inventor]);
                out.extend_from_slice(&year.to_le_bytes());
            }
        }
        Ok(())
    }

    fn decode_action(reader: &mut Reader<'_>) -> Option<Action> {
        let field = |byte: u8| Field::ALL.get(usize::from(byte)).copied();
        Some(match reader.byte()? {
            TAG_GUESS_YEAR => {
                let bytes = reader.take(2)?;
                Action::GuessYear(u16::from_le_bytes([bytes[0], bytes[1]]))
            }
            TAG_CHOOSE_SIDE => Action::ChooseSide(*LabSide::ALL.get(usize::from(reader.byte()?))?),
            TAG_CAST_VOTE => Action::CastVote(match reader.byte()? {
                0 => Vote::Left,
                1 => Vote::Right,
                _ => return None,
            }),
            TAG_REARRANGE => Action::RearrangeEquipment {
                first: reader.byte()?,
                second: reader.byte()?,
            },
            TAG_DRAFT => Action::Draft {
                slot: reader.byte()?,
                lab_slot: reader.byte()?,
            },
            TAG_ACTIVATE => Action::Activate(reader.byte()?),
            TAG_ASSIGN_EQUIPMENT => Action::AssignEquipment(reader.byte()?),
            TAG_ASSIGN_ANY_SCIENCE => Action::AssignAnyScience(field(reader.byte()?)?),
            TAG_ASSIGN_BOOK => Action::AssignBook(reader.byte()?),
            TAG_ASSIGN_INGENUITY => Action::AssignIngenuity {
                funds: reader.byte()?,
            },
            TAG_ASSIGN_EXPERIMENT => Action::AssignExperiment,
            TAG_REFRESH => {
                let bits = reader.byte()?;
                if bits > 3 {
                    return None;
                }
                Action::Refresh {
                    inventions: bits & 1 != 0,
                    inventors: bits & 2 != 0,
                }
            }
            TAG_RECRUIT => Action::Recruit(reader.byte()?),
            TAG_CONCEIVE => Action::Conceive(reader.byte()?),
            TAG_PLACE_INVENTOR => Action::PlaceInventor {
                inventor: reader.byte()?,
                cell: reader.byte()?,
                rotation: reader.byte()?,
                pay: *Resource::ALL.get(usize::from(reader.byte()?))?,
            },
            TAG_PLACE_INVENTION => {
                let invention = reader.byte()?;
                let cell = reader.byte()?;
                let bytes = reader.take(5)?;
                let mut pay = Bundle::NONE;
                pay.0.copy_from_slice(bytes);
                Action::PlaceInvention {
                    invention,
                    cell,
                    pay,
                }
            }
            TAG_CONVERT_TO_IDEA => Action::ConvertToIdea(field(reader.byte()?)?),
            TAG_CONVERT_SCIENCE => Action::ConvertScience {
                from: field(reader.byte()?)?,
                to: field(reader.byte()?)?,
            },
            TAG_CONVERT_TO_FUNDS => Action::ConvertToFunds(field(reader.byte()?)?),
            TAG_TRIGGER => Action::Trigger(reader.byte()?),
            TAG_PASS => Action::Pass,
            TAG_END_TURN => Action::EndTurn,
            TAG_CHOOSE => Action::Choose(reader.byte()?),
            TAG_TAKE => Action::Take(field(reader.byte()?)?),
            TAG_SPEND => Action::Spend(field(reader.byte()?)?),
            TAG_USE_BOOK => Action::UseBook(reader.byte()?),
            TAG_ACCEPT => Action::Accept,
            TAG_DECLINE => Action::Decline,
            TAG_ANSWER_QUIZ => {
                let invention = reader.byte()?;
                let inventor = reader.byte()?;
                let bytes = reader.take(2)?;
                Action::AnswerQuiz {
                    invention,
                    inventor,
                    year: u16::from_le_bytes([bytes[0], bytes[1]]),
                }
            }
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
        let mut seen = 0;
        for players in 1..=4 {
            let names: Vec<String> = (1..=players).map(|seat| format!("P{seat}")).collect();
            let mut setup = Setup::new(names, players as u64);
            if players % 2 == 0 {
                setup.lab_choice = LabChoice::Quiz;
            }
            setup.inventor_quiz = InventorQuiz::ALL[players % 3];
            let mut rng = Rng::new(players as u64 + 10);
            seen +=
                tabletop::testing::every_listed_action_round_trips::<GameState>(&setup, &mut rng);
        }
        assert!(seen > 10_000, "{seen} actions");
    }
}
