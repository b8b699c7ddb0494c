//! What happened: the engine's answer to each action, for the game log.

use serde::{Deserialize, Serialize};

use super::action::{Exchange, FakePayment};
use super::components::{
    Area, CardId, FactoryId, Good, Invention, LoadId, Product, Resource, Royalty, Space,
};
use super::state::{CardList, FactoryList, SeatList};

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
        cards: CardList,
    },
    ConveyorDiscarded {
        cards: CardList,
    },
    NewInventionsShuffledIn {
        cards: CardList,
    },
    InventionDiscardReshuffled,
    ConveyorRefilled {
        cards: CardList,
    },
    FactoriesDiscarded {
        factories: FactoryList,
    },
    FactoryDiscardReshuffled,
    FactoryMarketRefilled {
        factories: FactoryList,
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
        winners: SeatList,
    },
}

impl Event {
    /// Whether the event shows cards drawn from a face-down deck (the round's new conveyor and
    /// factory market): undo never goes back over it, since the same seed would deal the same
    /// cards again to a player who now knows them.
    pub fn shows_chance(&self) -> bool {
        match self {
            Event::ConveyorRefilled { cards } => !cards.is_empty(),
            Event::FactoryMarketRefilled { factories } => !factories.is_empty(),
            _ => false,
        }
    }

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

    /// The player the event is about, for grouping and tests.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Event::TokenPlaced { seat, .. }
            | Event::ActionStarted { seat, .. }
            | Event::TokenWithdrawn { seat, .. }
            | Event::FactoryBuilt { seat, .. }
            | Event::FactoryProduced { seat, .. }
            | Event::LoadBought { seat, .. }
            | Event::InventionProduced { seat, .. }
            | Event::CogTaken { seat }
            | Event::Exchanged { seat, .. }
            | Event::Developed { seat, .. }
            | Event::PatentRegistered { seat, .. }
            | Event::GoldGained { seat, .. }
            | Event::CogsGained { seat, .. }
            | Event::InfluenceGained { seat, .. }
            | Event::SymbolReward { seat, .. }
            | Event::BonusTokenUsed { seat }
            | Event::ActionEnded { seat, .. }
            | Event::BonusSkipped { seat }
            | Event::FinalExchangeEnded { seat, .. } => Some(*seat),
            Event::RoyaltyPaid { producer, .. } => Some(*producer),
            Event::RoyaltyLostToFake { holder, .. } => Some(*holder),
            _ => None,
        }
    }

    /// The kind of event as a stable name ("TokenPlaced"), for page attributes and tests.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::TokenPlaced { .. } => "TokenPlaced",
            Event::ActionStarted { .. } => "ActionStarted",
            Event::TokenWithdrawn { .. } => "TokenWithdrawn",
            Event::FactoryBuilt { .. } => "FactoryBuilt",
            Event::FactoryProduced { .. } => "FactoryProduced",
            Event::LoadBought { .. } => "LoadBought",
            Event::InventionProduced { .. } => "InventionProduced",
            Event::RoyaltyPaid { .. } => "RoyaltyPaid",
            Event::RoyaltyLostToFake { .. } => "RoyaltyLostToFake",
            Event::CogTaken { .. } => "CogTaken",
            Event::Exchanged { .. } => "Exchanged",
            Event::Developed { .. } => "Developed",
            Event::PatentRegistered { .. } => "PatentRegistered",
            Event::GoldGained { .. } => "GoldGained",
            Event::CogsGained { .. } => "CogsGained",
            Event::InfluenceGained { .. } => "InfluenceGained",
            Event::SymbolReward { .. } => "SymbolReward",
            Event::BonusTokenUsed { .. } => "BonusTokenUsed",
            Event::ActionEnded { .. } => "ActionEnded",
            Event::BonusSkipped { .. } => "BonusSkipped",
            Event::ResolutionStarted => "ResolutionStarted",
            Event::RoundEnded { .. } => "RoundEnded",
            Event::StartCardsRemoved { .. } => "StartCardsRemoved",
            Event::ConveyorDiscarded { .. } => "ConveyorDiscarded",
            Event::NewInventionsShuffledIn { .. } => "NewInventionsShuffledIn",
            Event::InventionDiscardReshuffled => "InventionDiscardReshuffled",
            Event::ConveyorRefilled { .. } => "ConveyorRefilled",
            Event::FactoriesDiscarded { .. } => "FactoriesDiscarded",
            Event::FactoryDiscardReshuffled => "FactoryDiscardReshuffled",
            Event::FactoryMarketRefilled { .. } => "FactoryMarketRefilled",
            Event::LoadsRefilled => "LoadsRefilled",
            Event::RoundStarted { .. } => "RoundStarted",
            Event::FinalExchangeStarted => "FinalExchangeStarted",
            Event::FinalExchangeEnded { .. } => "FinalExchangeEnded",
            Event::GameEnded { .. } => "GameEnded",
        }
    }
}
