//! What happened: the engine's answer to each action, for the game log. Data only; words come
//! from outside the rules.

use serde::{Deserialize, Serialize};

use super::components::{Building, Cell, DieColour, Direction, Disaster, Resource, Resources};

/// A seat at the table, 0-based in turn order.
pub use tabletop::Seat;

/// Who takes part in an extortion: a player, or Sir Philippe in solitaire.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Party {
    Player(Seat),
    Philippe,
}

/// Why disaster points were added.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DisasterCause {
    Famine,
    Brigands,
    Disease,
    /// Nothing to pay an extortion with, or a refusal.
    Extortion,
}

/// Why a building left a domain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RemovalCause {
    Scorched,
    Fire,
    Attack,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    BuildingPlaced {
        seat: Seat,
        building: Building,
        rotation: u8,
        cell: Cell,
    },
    WallPlaced {
        seat: Seat,
        length: u8,
        cell: Cell,
        direction: Direction,
    },
    ScorchedPlaced {
        seat: Seat,
        cell: Cell,
    },
    /// Treachery found no place for the area in this domain; it stays in the supply.
    NoRoomForScorched {
        seat: Seat,
    },
    /// Every starting domain is placed and shown.
    DomainsRevealed,
    RoundStarted {
        round: u8,
        start_player: Seat,
    },
    /// Die `die` of `seat` shows `face` after roll `roll` (1 to 3; 4 for a feather reroll).
    DieRolled {
        seat: Seat,
        die: u8,
        colour: DieColour,
        face: u8,
        roll: u8,
    },
    DieSet {
        seat: Seat,
        die: u8,
        colour: DieColour,
        face: u8,
    },
    RollFinished {
        seat: Seat,
    },
    /// All screens are lifted.
    DiceRevealed,
    PhilippeRolled {
        die: u8,
        face: u8,
    },
    FeatherUsed {
        seat: Seat,
        die: u8,
        companion: Option<u8>,
    },
    /// Resources kept (after the caps), lost to the caps, and culture gained.
    Collected {
        seat: Seat,
        kept: Resources,
        lost: Resources,
        culture: u8,
    },
    Fed {
        seat: Seat,
        food: u8,
    },
    DisasterStruck {
        seat: Seat,
        disaster: Disaster,
    },
    DisasterPoints {
        seat: Seat,
        points: u32,
        cause: DisasterCause,
    },
    ResourceDiscarded {
        seat: Seat,
        resource: Resource,
    },
    BuildingRemoved {
        seat: Seat,
        building: Building,
        cell: Cell,
        cause: RemovalCause,
    },
    /// Revolt: every trade good is lost.
    TradeGoodsLost {
        seat: Seat,
        amount: u8,
    },
    /// The last building of a type left the supply and a tracking token shows its X.
    TokenFlipped {
        building: Building,
    },
    HammersLost {
        seat: Seat,
        hammers: u8,
    },
    Demanded {
        extorter: Party,
        victim: Party,
        resource: Resource,
    },
    /// One `resource` passed from `victim` to `extorter`; `kept` is false when the extorter's
    /// track was full.
    Paid {
        extorter: Party,
        victim: Party,
        resource: Resource,
        kept: bool,
    },
    Refused {
        extorter: Party,
        victim: Party,
    },
    /// At round end a player's dice became these counts by colour.
    DiceChanged {
        seat: Seat,
        dice: [u8; 4],
    },
    RoundEnded {
        round: u8,
    },
    GameEnded,
}
