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
    /// Nothing to pay an extortion with, or a refusal: the extorter who demanded.
    Extortion(Party),
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
    /// Solitaire: neither the player's dice nor Sir Philippe's extort the other's; the swords
    /// and shields say why.
    NoExtortion {
        seat: Seat,
        swords: u8,
        shields: u8,
        philippe_swords: u8,
        philippe_shields: u8,
    },
    /// Solitaire: the player extorts Sir Philippe, but his dice show no resource to take.
    NothingToTake {
        seat: Seat,
    },
    /// Disease struck a domain with no clustered building: no disaster points.
    NothingClustered {
        seat: Seat,
    },
    /// The player's dice show no hammer: nothing to build this round.
    NoHammers {
        seat: Seat,
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

impl Event {
    /// Whether the event shows chance to the player who acted or to everyone: a die rerolled
    /// (roll 2 or 3, or a feather's) before its roller's eyes, the screens lifted, Sir Philippe's
    /// dice. Undo never goes back over it. A first roll is not: it is drawn as the player before
    /// finishes, unseen by them.
    pub fn shows_chance(&self) -> bool {
        matches!(
            self,
            Event::DieRolled { roll: 2.., .. } | Event::DiceRevealed | Event::PhilippeRolled { .. }
        )
    }

    /// The event's kind as a stable name (for tests and styling, never shown).
    pub fn kind(&self) -> &'static str {
        match self {
            Event::BuildingPlaced { .. } => "BuildingPlaced",
            Event::WallPlaced { .. } => "WallPlaced",
            Event::ScorchedPlaced { .. } => "ScorchedPlaced",
            Event::NoRoomForScorched { .. } => "NoRoomForScorched",
            Event::DomainsRevealed => "DomainsRevealed",
            Event::RoundStarted { .. } => "RoundStarted",
            Event::DieRolled { .. } => "DieRolled",
            Event::DieSet { .. } => "DieSet",
            Event::RollFinished { .. } => "RollFinished",
            Event::DiceRevealed => "DiceRevealed",
            Event::PhilippeRolled { .. } => "PhilippeRolled",
            Event::FeatherUsed { .. } => "FeatherUsed",
            Event::Collected { .. } => "Collected",
            Event::Fed { .. } => "Fed",
            Event::DisasterStruck { .. } => "DisasterStruck",
            Event::DisasterPoints { .. } => "DisasterPoints",
            Event::ResourceDiscarded { .. } => "ResourceDiscarded",
            Event::BuildingRemoved { .. } => "BuildingRemoved",
            Event::TradeGoodsLost { .. } => "TradeGoodsLost",
            Event::TokenFlipped { .. } => "TokenFlipped",
            Event::HammersLost { .. } => "HammersLost",
            Event::Demanded { .. } => "Demanded",
            Event::Paid { .. } => "Paid",
            Event::Refused { .. } => "Refused",
            Event::NoExtortion { .. } => "NoExtortion",
            Event::NothingToTake { .. } => "NothingToTake",
            Event::NothingClustered { .. } => "NothingClustered",
            Event::NoHammers { .. } => "NoHammers",
            Event::DiceChanged { .. } => "DiceChanged",
            Event::RoundEnded { .. } => "RoundEnded",
            Event::GameEnded => "GameEnded",
        }
    }

    /// The player the event is about (an extortion's victim), if it is about one.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Event::BuildingPlaced { seat, .. }
            | Event::WallPlaced { seat, .. }
            | Event::ScorchedPlaced { seat, .. }
            | Event::NoRoomForScorched { seat }
            | Event::DieRolled { seat, .. }
            | Event::DieSet { seat, .. }
            | Event::RollFinished { seat }
            | Event::FeatherUsed { seat, .. }
            | Event::Collected { seat, .. }
            | Event::Fed { seat, .. }
            | Event::DisasterStruck { seat, .. }
            | Event::DisasterPoints { seat, .. }
            | Event::ResourceDiscarded { seat, .. }
            | Event::BuildingRemoved { seat, .. }
            | Event::TradeGoodsLost { seat, .. }
            | Event::HammersLost { seat, .. }
            | Event::NoExtortion { seat, .. }
            | Event::NothingToTake { seat }
            | Event::NothingClustered { seat }
            | Event::NoHammers { seat }
            | Event::DiceChanged { seat, .. } => Some(*seat),
            Event::Demanded { victim, .. }
            | Event::Paid { victim, .. }
            | Event::Refused { victim, .. } => match victim {
                Party::Player(seat) => Some(*seat),
                Party::Philippe => None,
            },
            Event::DomainsRevealed
            | Event::RoundStarted { .. }
            | Event::DiceRevealed
            | Event::PhilippeRolled { .. }
            | Event::TokenFlipped { .. }
            | Event::RoundEnded { .. }
            | Event::GameEnded => None,
        }
    }

    /// Whether the event shows a die behind a player's screen (rolled or set before the
    /// reveal): the screen hides it from everyone else until [`Event::DiceRevealed`].
    pub fn is_behind_screen(&self) -> bool {
        match self {
            Event::DieRolled { roll, .. } => *roll <= 3,
            Event::DieSet { .. } => true,
            _ => false,
        }
    }
}
