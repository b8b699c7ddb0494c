//! What happened: the engine's answer to each action, for the game log.

use serde::{Deserialize, Serialize};

use super::action::{Exchange, FakePayment};
use super::components::{
    Area, CardId, FactoryId, Good, Invention, LoadId, Product, Resource, Royalty, Space,
};

/// A seat at the table, 0-based in turn order.
pub use tabletop::Seat;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    TokenPlaced {
        seat: Seat,
        area: Area,
    },
    ActionStarted {
        seat: Seat,
        area: Area,
    },
    TokenWithdrawn {
        seat: Seat,
        area: Area,
    },
    FactoryBuilt {
        seat: Seat,
        factory: FactoryId,
    },
    FactoryProduced {
        seat: Seat,
        factory: FactoryId,
        product: Product,
        amount: u8,
    },
    LoadBought {
        seat: Seat,
        load: LoadId,
        resource: Resource,
        cubes: u8,
    },
    InventionProduced {
        seat: Seat,
        card: CardId,
        fake: Option<FakePayment>,
    },
    RoyaltyPaid {
        to: Seat,
        producer: Seat,
        invention: Invention,
        space: Space,
        royalty: Royalty,
    },
    /// A holder got nothing because the card was an unpatented fake.
    RoyaltyLostToFake {
        holder: Seat,
        invention: Invention,
        space: Space,
    },
    CogTaken {
        seat: Seat,
    },
    Exchanged {
        seat: Seat,
        exchange: Exchange,
    },
    Developed {
        seat: Seat,
        invention: Invention,
        space: Space,
        cogs: u8,
    },
    PatentRegistered {
        seat: Seat,
        square: u8,
        gold: u8,
        attached: Option<(Invention, Space)>,
    },
    GoldGained {
        seat: Seat,
        amount: u8,
    },
    CogsGained {
        seat: Seat,
        amount: u8,
    },
    InfluenceGained {
        seat: Seat,
        amount: u8,
        total: u16,
    },
    SymbolReward {
        seat: Seat,
        square: u16,
        good: Good,
    },
    BonusTokenUsed {
        seat: Seat,
    },
    ActionEnded {
        seat: Seat,
        area: Area,
    },
    BonusSkipped {
        seat: Seat,
    },
    ResolutionStarted,
    RoundEnded {
        round: u8,
    },
    StartCardsRemoved {
        cards: Vec<CardId>,
    },
    ConveyorDiscarded {
        cards: Vec<CardId>,
    },
    NewInventionsShuffledIn {
        cards: Vec<CardId>,
    },
    InventionDiscardReshuffled,
    ConveyorRefilled {
        cards: Vec<CardId>,
    },
    FactoriesDiscarded {
        factories: Vec<FactoryId>,
    },
    FactoryDiscardReshuffled,
    FactoryMarketRefilled {
        factories: Vec<FactoryId>,
    },
    LoadsRefilled,
    RoundStarted {
        round: u8,
        start_player: Seat,
    },
    FinalExchangeStarted,
    FinalExchangeEnded {
        seat: Seat,
        influence: u8,
    },
    GameEnded {
        winners: Vec<Seat>,
    },
}

impl Event {
    /// The `Area` of an action that began or ended, for grouping log lines.
    pub fn area(&self) -> Option<Area> {
        match self {
            Event::ActionStarted { area, .. }
            | Event::ActionEnded { area, .. }
            | Event::TokenWithdrawn { area, .. }
            | Event::TokenPlaced { area, .. } => Some(*area),
            _ => None,
        }
    }
}
