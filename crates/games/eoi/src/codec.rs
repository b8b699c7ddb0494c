//! Era of Inventions' save strings: the platform's frame ([`tabletop::save`]) around this
//! game's body: the player count, each player's colour, name length and UTF-8 name, the seed (8
//! bytes LE), the start player (or 255), the rules version (from frame format 2 on; format-1
//! games were all played by rules version 1), the action count (LEB128) and the actions, each in 1
//! to 3 bytes. Shared by the app (export, import, share links, autosave) and the command line.
//!
//! Decoding never panics: any string gives a game or a [`SaveError`] saying what is wrong.

use tabletop::save::{self, Controllers, Reader, SaveError};
use tabletop::{Game, Level, ReplayError};

use crate::rules::data::RULES_VERSION;
use crate::rules::{
    Action, Area, CardId, Colour, Exchange, FactoryId, FakePayment, GameState, Good, Invention,
    LoadId, PlayerSetup, Setup, Space, Step,
};
use crate::EoiRecord;

/// A game read from a save string.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    pub record: EoiRecord,
    /// The state after every action (each checked).
    pub state: GameState,
    /// Who plays each seat; all humans for strings that did not record it.
    pub controllers: Controllers,
}

/// The save string of a record, with who plays each seat (seats missing from `controllers` are
/// humans).
pub fn export(record: &EoiRecord, controllers: &[Option<Level>]) -> Result<String, SaveError> {
    let seats = record.setup.players.len();
    let controllers: Controllers = (0..seats)
        .map(|seat| controllers.get(seat).copied().flatten())
        .collect();
    let mut body = Vec::with_capacity(64 + record.actions.len() * 2);
    encode_setup(&record.setup, true, &mut body)?;
    save::write_varint(&mut body, record.actions.len() as u64);
    for action in &record.actions {
        encode_action(*action, &mut body);
    }
    save::write(GameState::ID, GameState::DATA_VERSION, &controllers, &body)
}

/// The game in a save string (frame format 1 or 2), every action checked by replaying it.
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
    let body = frame.body.as_slice();
    let mut reader = Reader::new(body);
    let setup = decode_setup(&mut reader, frame.format >= 2)?;
    let controllers = frame.controllers;
    if !controllers.is_empty() && controllers.len() != setup.players.len() {
        return Err(SaveError::BadSetup);
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
    if !reader.is_done() {
        return Err(SaveError::TrailingData);
    }
    let record = EoiRecord { setup, actions };
    let state = record.replay().map_err(|error| match error {
        ReplayError::Setup(_) => SaveError::BadSetup,
        ReplayError::Illegal { index, .. } => SaveError::IllegalAction { index },
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
        return Err(SaveError::BadSetup);
    }
    let mut players = Vec::with_capacity(usize::from(count));
    for _ in 0..count {
        let colour = reader.byte().ok_or(SaveError::Truncated)?;
        let colour = *Colour::ALL
            .get(usize::from(colour))
            .ok_or(SaveError::BadSetup)?;
        let length = reader.byte().ok_or(SaveError::Truncated)?;
        let name = reader
            .take(usize::from(length))
            .ok_or(SaveError::Truncated)?;
        let name = String::from_utf8(name.to_vec()).map_err(|_| SaveError::BadSetup)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips() {
        let mut state = GameState::new(&Setup::new(["A", "B", "C"], 1)).unwrap();
        let mut seen = 0;
        let mut rng = tabletop::rng::Rng::new(4);
        while !state.is_over() {
            let legal = state.legal_actions();
            for action in &legal {
                let mut bytes = Vec::new();
                encode_action(*action, &mut bytes);
                let mut reader = Reader::new(&bytes);
                assert_eq!(decode_action(&mut reader), Some(*action));
                assert!(reader.is_done());
                seen += 1;
            }
            state
                .play(legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
        }
        assert!(seen > 1000);
    }
}
