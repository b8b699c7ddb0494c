//! Facts that hold in every reachable state; the simulator and property tests check them
//! after every action.

use std::fmt;

use super::components::{CardId, FactoryId};
use super::data;
use super::state::{GameState, Phase};

/// A broken invariant: a bug in the engine, never a player's mistake.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvariantViolation(pub String);

impl fmt::Display for InvariantViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InvariantViolation {}

fn fail<T>(message: String) -> Result<T, InvariantViolation> {
    Err(InvariantViolation(message))
}

impl GameState {
    /// Checks that no count is negative, every card is in exactly one place, tokens and markers
    /// add up, and the round is within the game.
    pub fn check_invariants(&self) -> Result<(), InvariantViolation> {
        self.check_stocks()?;
        self.check_cards()?;
        self.check_factories()?;
        self.check_tokens()?;
        self.check_markers()?;
        if self.round == 0 || self.round > self.last_round() {
            return fail(format!(
                "round {} outside 1..={}",
                self.round,
                self.last_round()
            ));
        }
        if matches!(self.phase, Phase::GameOver) != !self.scores.is_empty() {
            return fail("scores exist exactly when the game is over".into());
        }
        Ok(())
    }

    fn check_stocks(&self) -> Result<(), InvariantViolation> {
        for (seat, player) in self.players.iter().enumerate() {
            let counts = player.cubes.iter().chain([
                &player.gold,
                &player.cogs,
                &player.influence,
                &player.bonus_tokens,
            ]);
            if counts.clone().any(|count| *count < 0) {
                return fail(format!("player {seat} has a negative count: {player:?}"));
            }
            if self.limits_factories_per_round()
                && player.built_this_round > data::MAX_BUILDS_PER_ROUND
            {
                return fail(format!(
                    "player {seat} built more than 3 factories this round"
                ));
            }
            if usize::from(player.patents) > data::PATENT_TRACK.len() {
                return fail(format!("player {seat} is past the patent track"));
            }
        }
        Ok(())
    }

    fn check_cards(&self) -> Result<(), InvariantViolation> {
        let mut seen = [0u8; data::INVENTION_CARDS.len()];
        let places = self
            .conveyor
            .iter()
            .flatten()
            .chain(&self.invention_deck)
            .chain(&self.invention_discard)
            .chain(&self.new_inventions)
            .chain(&self.unreleased)
            .chain(&self.removed);
        for card in places {
            match seen.get_mut(usize::from(card.0)) {
                Some(count) => *count += 1,
                None => return fail(format!("unknown card {card:?}")),
            }
        }
        if let Some(card) = seen.iter().position(|count| *count != 1) {
            return fail(format!(
                "card {:?} is in {} places",
                CardId(card as u8),
                seen[card]
            ));
        }
        for card in &self.removed {
            if !card.info().is_some_and(|info| info.is_start()) {
                return fail(format!("only start cards leave the game, not {card:?}"));
            }
        }
        Ok(())
    }

    fn check_factories(&self) -> Result<(), InvariantViolation> {
        let mut seen = [0u8; data::FACTORY_CARDS.len()];
        let owned = self.players.iter().flat_map(|player| &player.factories);
        let places = self
            .factory_market
            .iter()
            .flatten()
            .chain(&self.factory_deck)
            .chain(&self.factory_discard)
            .chain(owned);
        for factory in places {
            match seen.get_mut(usize::from(factory.0)) {
                Some(count) => *count += 1,
                None => return fail(format!("unknown factory {factory:?}")),
            }
        }
        for factory in FactoryId::all() {
            let in_play = match factory.info() {
                Some(info) if info.is_start => self
                    .players
                    .iter()
                    .any(|player| player.colour.start_factory() == factory),
                _ => true,
            };
            let expected = u8::from(in_play);
            if seen[usize::from(factory.0)] != expected {
                return fail(format!(
                    "factory {factory:?} is in {} places",
                    seen[usize::from(factory.0)]
                ));
            }
        }
        Ok(())
    }

    fn check_tokens(&self) -> Result<(), InvariantViolation> {
        let tokens = usize::from(data::action_tokens(self.players.len()));
        for (area, slots) in self.areas.iter().enumerate() {
            if let [Some(a), Some(b)] = slots {
                if a == b {
                    return fail(format!("player {a} has two tokens on area {area}"));
                }
            }
            if slots
                .iter()
                .flatten()
                .any(|seat| usize::from(*seat) >= self.players.len())
            {
                return fail(format!("a token of no player on area {area}"));
            }
        }
        for seat in 0..self.players.len() {
            let on_board = self.areas_of(seat as u8).count();
            if on_board > tokens {
                return fail(format!("player {seat} has {on_board} tokens on the board"));
            }
        }
        Ok(())
    }

    fn check_markers(&self) -> Result<(), InvariantViolation> {
        for (seat, player) in self.players.iter().enumerate() {
            let seat = seat as u8;
            let held = self.board.held_by(seat).count();
            let patented = self
                .board
                .held_by(seat)
                .filter(|(invention, space)| self.board.is_patented(*invention, *space))
                .count();
            let used = usize::from(player.markers) + held + patented;
            if used != usize::from(data::MARKERS_PER_PLAYER) {
                return fail(format!(
                    "player {seat}: {} markers in stock, {held} developed, {patented} patented",
                    player.markers
                ));
            }
            if patented > usize::from(player.patents) {
                return fail(format!(
                    "player {seat} has more patent markers than patents"
                ));
            }
        }
        for (invention, spaces) in self.board.patented.iter().enumerate() {
            for (space, patented) in spaces.iter().enumerate() {
                if *patented && self.board.holders[invention][space].is_none() {
                    return fail(format!("patent on undeveloped space {invention}/{space}"));
                }
            }
        }
        Ok(())
    }
}
