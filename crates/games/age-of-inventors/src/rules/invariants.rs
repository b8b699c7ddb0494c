//! Facts true in every reachable state, checked by the simulator after every action.

use std::fmt;

use super::components::Resource;
use super::data;
use super::state::{GameState, Pending, Phase, Spot, Tile};

/// A broken invariant (a bug in the engine).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvariantViolation {
    /// A component of `kind` is in `count` places instead of exactly one.
    Misplaced {
        kind: &'static str,
        id: u8,
        count: usize,
    },
    FundsOverMax(u8),
    SwitchesOverCount(u8),
    BooksDontAddUp {
        seat: u8,
    },
    AssistantsDontAddUp,
    IngenuityPositions,
    TrackWentBack {
        seat: u8,
    },
    TrackOverTop {
        seat: u8,
    },
    RoundOutOfRange(u8),
    Stuck,
    PendingLeftAtEnd,
}

impl fmt::Display for InvariantViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl GameState {
    pub fn check_invariants(&self) -> Result<(), InvariantViolation> {
        self.check_components()?;
        let mut positions = 0u16;
        for (seat, player) in self.players.iter().enumerate() {
            let funds = player.stock.get(Resource::Funds);
            if funds > data::FUNDS_MAX {
                return Err(InvariantViolation::FundsOverMax(funds));
            }
            if player.switches_on > data::SWITCHES {
                return Err(InvariantViolation::SwitchesOverCount(player.switches_on));
            }
            if player.tracks.iter().any(|&t| t > data::TRACK_TOP) {
                return Err(InvariantViolation::TrackOverTop { seat: seat as u8 });
            }
            let books_on_grid = self
                .grid
                .iter()
                .filter(|tile| matches!(tile, Tile::Inventor { owner, active: true, .. } if usize::from(*owner) == seat))
                .count() as u8;
            if !player.is_dummy && books_on_grid + player.books_left != data::BOOK_BASES {
                return Err(InvariantViolation::BooksDontAddUp { seat: seat as u8 });
            }
            let bit = 1u16 << player.ingenuity;
            if player.ingenuity == 0 || player.ingenuity > data::INGENUITY_POSITIONS {
                if player.side.is_some() || player.is_dummy {
                    return Err(InvariantViolation::IngenuityPositions);
                }
            } else if positions & bit != 0 {
                return Err(InvariantViolation::IngenuityPositions);
            }
            positions |= bit;
        }
        // Assistants: each location holds at most what the board allows.
        let table = self.table();
        let count = |wanted: fn(&Spot) -> bool| {
            self.players
                .iter()
                .map(|p| p.spots.iter().filter(|s| wanted(s)).count())
                .sum::<usize>()
        };
        if count(|s| matches!(s, Spot::Ingenuity(_)))
            > usize::from(data::ingenuity_locations(table))
            || count(|s| *s == Spot::Experiment) > usize::from(data::experiment_locations(table))
            || count(|s| *s == Spot::Refresh) > usize::from(data::refresh_locations(table))
        {
            return Err(InvariantViolation::AssistantsDontAddUp);
        }
        if self.round == 0 || self.round > data::ROUNDS {
            return Err(InvariantViolation::RoundOutOfRange(self.round));
        }
        if self.phase == Phase::Over && !self.pending.is_empty() {
            return Err(InvariantViolation::PendingLeftAtEnd);
        }
        if self.phase != Phase::Over && self.legal_actions().is_empty() {
            return Err(InvariantViolation::Stuck);
        }
        Ok(())
    }

    fn check_components(&self) -> Result<(), InvariantViolation> {
        // Inventions: stack, offer, hands, grid.
        let mut inventions = [0usize; data::INVENTIONS];
        let mut inventors = [0usize; data::INVENTORS];
        let mut cards = [0usize; data::INVENTORS];
        let mut equipment = [0usize; data::EQUIPMENT];
        let mut experiments = [0usize; data::EXPERIMENTS];
        let mut breakthroughs = [0usize; data::BREAKTHROUGHS];
        let mut news = [0usize; data::NEWS];
        let bump = |list: &mut [usize], id: u8| {
            if let Some(count) = list.get_mut(usize::from(id)) {
                *count += 1;
            }
        };
        for &id in self.invention_stack.iter() {
            bump(&mut inventions, id);
        }
        for &id in self.invention_offer.iter().flatten() {
            bump(&mut inventions, id);
        }
        for &id in self.inventor_deck.iter() {
            bump(&mut inventors, id);
        }
        for &id in self.inventor_offer.iter().flatten() {
            bump(&mut inventors, id);
        }
        for &id in self.equipment_stack.iter() {
            bump(&mut equipment, id);
        }
        for &id in self.equipment_offer.iter().flatten() {
            bump(&mut equipment, id);
        }
        for &id in self.experiment_stack.iter() {
            bump(&mut experiments, id);
        }
        for &id in self.breakthrough_pouch.iter() {
            bump(&mut breakthroughs, id);
        }
        for &id in self.news_deck.iter().chain(self.news_discard.iter()) {
            bump(&mut news, id);
        }
        if let Some((id, _)) = self.news {
            bump(&mut news, id);
        }
        for &id in self.discarded_cards.iter() {
            bump(&mut cards, id);
        }
        for player in self.players.iter() {
            for &id in player.inventions.iter() {
                bump(&mut inventions, id);
            }
            for &id in player.inventors.iter() {
                bump(&mut inventors, id);
                bump(&mut cards, id);
            }
            for &id in player.lab_cards.iter().flatten() {
                bump(&mut cards, id);
            }
            for &id in player.equipment.iter().flatten() {
                bump(&mut equipment, id);
            }
            for &id in player.experiments.iter() {
                bump(&mut experiments, id);
            }
            for &id in player.breakthroughs.iter() {
                bump(&mut breakthroughs, id);
            }
        }
        for tile in self.grid.iter() {
            match *tile {
                Tile::Inventor { id, .. } => bump(&mut inventors, id),
                Tile::Invention { id } => bump(&mut inventions, id),
                Tile::Empty => {}
            }
        }
        // An inventor's card is in a hand, a lab or the discard once its hex has left the
        // deck and offer; a card waiting for a lab slot is in the pending decision.
        for pending in self.pending.iter() {
            if let Pending::LabFull { card, .. } = *pending {
                bump(&mut cards, card);
            }
        }
        let in_deck_or_offer =
            |id: u8| self.inventor_deck.contains(&id) || self.inventor_offer.contains(&Some(id));
        let lists: [(&'static str, &[usize]); 6] = [
            ("invention", &inventions),
            ("inventor", &inventors),
            ("equipment", &equipment),
            ("experiment", &experiments),
            ("breakthrough", &breakthroughs),
            ("news", &news),
        ];
        for (kind, list) in lists {
            if let Some((id, &count)) = list.iter().enumerate().find(|(_, &count)| count != 1) {
                return Err(InvariantViolation::Misplaced {
                    kind,
                    id: id as u8,
                    count,
                });
            }
        }
        for (id, &count) in cards.iter().enumerate() {
            let expected = usize::from(!in_deck_or_offer(id as u8));
            if count != expected {
                return Err(InvariantViolation::Misplaced {
                    kind: "inventor card",
                    id: id as u8,
                    count,
                });
            }
        }
        Ok(())
    }

    /// Facts about one step: tracks and Ingenuity-free facts that never go back.
    pub fn check_progress_from(&self, previous: &GameState) -> Result<(), InvariantViolation> {
        for (seat, (now, before)) in self.players.iter().zip(previous.players.iter()).enumerate() {
            if now.tracks.iter().zip(before.tracks).any(|(&a, b)| a < b) {
                return Err(InvariantViolation::TrackWentBack { seat: seat as u8 });
            }
        }
        if self.round < previous.round {
            return Err(InvariantViolation::RoundOutOfRange(self.round));
        }
        Ok(())
    }
}
