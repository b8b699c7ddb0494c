//! Player decisions. One [`Action`] is one decision of the seat named by
//! [`super::GameState::current_seat`]; what it means follows from the phase.

use serde::{Deserialize, Serialize};

use super::components::{Building, Cell, Direction, Resource};
use super::data;

/// A set of a player's dice, by their number (0-based, up to [`data::MAX_DICE`]).
///
/// Stored as three 16-bit words so that an [`Action`] stays 8 bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DiceSet([u16; 3]);

impl DiceSet {
    pub const EMPTY: DiceSet = DiceSet([0; 3]);

    pub const fn from_bits(bits: u64) -> DiceSet {
        DiceSet([bits as u16, (bits >> 16) as u16, (bits >> 32) as u16])
    }

    pub const fn bits(self) -> u64 {
        self.0[0] as u64 | (self.0[1] as u64) << 16 | (self.0[2] as u64) << 32
    }

    pub fn from_dice(dice: impl IntoIterator<Item = usize>) -> DiceSet {
        let bits = dice
            .into_iter()
            .filter(|die| *die < data::MAX_DICE)
            .fold(0u64, |bits, die| bits | 1 << die);
        DiceSet::from_bits(bits)
    }

    pub const fn contains(self, die: usize) -> bool {
        die < 48 && self.bits() & (1 << die) != 0
    }

    pub const fn is_empty(self) -> bool {
        self.bits() == 0
    }

    pub fn dice(self) -> impl Iterator<Item = usize> {
        let bits = self.bits();
        (0..48).filter(move |die| bits & (1 << die) != 0)
    }
}

/// One player decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Starting domain: lay the default layout of [`data`] at once.
    DefaultDomain,
    /// Starting domain or Build: a building in one of its orientations (an index into its
    /// distinct quarter turns), with the top-left of its bounding box at `cell`.
    Build {
        building: Building,
        rotation: u8,
        cell: Cell,
    },
    /// Starting domain or Build: a wall of `length` from `cell` rightwards or downwards.
    Wall {
        length: u8,
        cell: Cell,
        direction: Direction,
    },
    /// Starting domain or Treachery: a scorched area with its top-left at `cell`.
    Scorch(Cell),
    /// Roll, before roll 2: a monastery sets die `die` to face `face` (0 to 5).
    SetDie {
        die: u8,
        face: u8,
    },
    /// Roll 2 or 3: reroll these dice. Among identical dice (same colour, same face) the
    /// lowest-numbered are the ones rerolled.
    Reroll(DiceSet),
    /// Roll: keep the dice as they are.
    StopRolling,
    /// Feathers: reroll the feather die `die` and, optionally, one other die.
    Feather {
        die: u8,
        companion: Option<u8>,
    },
    EndFeathers,
    /// Collect: for each dice colour (by index), how many of its dice showing an "or" face
    /// take the second choice.
    Collect {
        alternatives: [u8; 4],
    },
    /// Brigands: take the disaster point.
    SufferBrigands,
    /// Brigands: discard one resource instead.
    Discard(Resource),
    /// Fire or Attack: remove the building whose first cell (row-major) is `cell`.
    Remove(Cell),
    /// Build: stop; the hammers left are lost.
    EndBuilding,
    /// Extort: name the resource the victim must pay.
    Demand(Resource),
    /// Extort: the victim pays.
    Pay,
    /// Extort: the victim refuses and takes the disaster points.
    Refuse,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_is_small_and_copy() {
        assert!(std::mem::size_of::<Action>() <= 8);
    }

    #[test]
    fn dice_sets_hold_every_die() {
        let all = DiceSet::from_dice(0..data::MAX_DICE);
        assert_eq!(all.dice().count(), data::MAX_DICE);
        assert!(all.contains(data::MAX_DICE - 1));
        assert!(!DiceSet::EMPTY.contains(0));
    }
}
