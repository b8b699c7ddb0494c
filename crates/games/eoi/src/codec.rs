//! Era of Inventions' save strings: the platform's frame ([`tabletop::save`]) around this
//! game's body: the player count, each player's colour, name length and UTF-8 name, the seed (8
//! bytes LE), the start player (or 255), the rules version (from frame format 2 on; format-1
//! games were all played by rules version 1), the action count (LEB128) and the actions, each in 1
//! to 3 bytes. Shared by the app (export, import, share links, autosave) and the command line.
//!
//! That is format 2's body. Format 3, which this build writes, keeps the setup and codes the
//! actions in the platform ([`tabletop::codec`]) as indices among the legal actions of their
//! positions; an action's own bytes here serve there only for one the list leaves out.
//!
//! Decoding never panics: any string gives a game or a [`SaveError`] saying what is wrong.

use tabletop::codec::{self, Codec};
use tabletop::save::{Reader, SaveError};

use crate::rules::data::RULES_VERSION;
use crate::rules::{
    Action, Area, CardId, Colour, Exchange, FactoryId, FakePayment, GameState, Good, Invention,
    LoadId, PlayerSetup, Setup, Space, Step,
};

tabletop::codec_functions!(GameState);

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

impl Codec for GameState {
    fn seats(setup: &Setup) -> usize {
        setup.players.len()
    }

    fn encode_setup(setup: &Setup, out: &mut Vec<u8>) -> Result<(), SaveError> {
        codec::write_count(out, setup.players.len())?;
        for player in &setup.players {
            out.push(player.colour as u8);
            codec::write_name(out, &player.name)?;
        }
        codec::write_seed(out, setup.seed);
        codec::write_seat(out, setup.start_player);
        out.push(setup.rules_version);
        Ok(())
    }

    /// Format 2 on records the rules version; format-1 games were all played by rules version 1.
    fn decode_setup(reader: &mut Reader<'_>, format: u8) -> Result<Setup, SaveError> {
        let count = codec::read_count(reader, 1..=8)?;
        let mut players = Vec::with_capacity(usize::from(count));
        for _ in 0..count {
            let colour = *Colour::ALL
                .get(usize::from(codec::read_byte(reader)?))
                .ok_or(SaveError::BadSetup)?;
            let name = codec::read_name(reader)?;
            players.push(PlayerSetup { name, colour });
        }
        let seed = codec::read_seed(reader)?;
        let start_player = codec::read_seat(reader)?;
        let rules_version = if format >= 2 {
            let version = codec::read_byte(reader)?;
            if version > RULES_VERSION {
                return Err(SaveError::NewerRules(version));
            }
            version
        } else {
            1
        };
        Ok(Setup {
            players,
            seed,
            start_player,
            rules_version,
        })
    }

    fn encode_action(action: Action, out: &mut Vec<u8>) -> Result<(), SaveError> {
        match action {
            Action::Place(area) => out.push(TAG_PLACE | area as u8),
            Action::Resolve(area) => out.push(TAG_RESOLVE | area as u8),
            Action::Withdraw(area) => out.push(TAG_WITHDRAW | area as u8),
            Action::EndAction => out.push(TAG_END_ACTION),
            Action::SkipBonus => out.push(TAG_SKIP_BONUS),
            Action::Step(step) => encode_step(TAG_STEP, step, out),
            Action::Bonus(step) => encode_step(TAG_BONUS, step, out),
        }
        Ok(())
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips() {
        let setup = Setup::new(["A", "B", "C"], 1);
        let mut rng = tabletop::rng::Rng::new(4);
        let seen =
            tabletop::testing::every_listed_action_round_trips::<GameState>(&setup, &mut rng);
        assert!(seen > 1000);
    }
}
