//! The kinds of things on the table: goods, areas, inventions, cards, ships.
//!
//! Only the *shapes* live here; every number is in [`super::data`].

use serde::{Deserialize, Serialize};

use super::data;

/// A resource cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Resource {
    Wood,
    Coal,
    Metal,
    Tech,
    Tool,
}

impl Resource {
    pub const ALL: [Resource; 5] = [
        Resource::Wood,
        Resource::Coal,
        Resource::Metal,
        Resource::Tech,
        Resource::Tool,
    ];

    /// The three cube types a fake card's question marks may be paid with.
    pub const FAKE_PAYABLE: [Resource; 3] = [Resource::Metal, Resource::Tech, Resource::Tool];

    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Something the lower square of the exchange market trades, and what an influence-track
/// symbol gives: a cube or a gold coin (never a cog).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Good {
    Wood,
    Coal,
    Metal,
    Tech,
    Tool,
    Gold,
}

impl Good {
    pub const ALL: [Good; 6] = [
        Good::Wood,
        Good::Coal,
        Good::Metal,
        Good::Tech,
        Good::Tool,
        Good::Gold,
    ];

    pub const fn resource(self) -> Option<Resource> {
        match self {
            Good::Wood => Some(Resource::Wood),
            Good::Coal => Some(Resource::Coal),
            Good::Metal => Some(Resource::Metal),
            Good::Tech => Some(Resource::Tech),
            Good::Tool => Some(Resource::Tool),
            Good::Gold => None,
        }
    }
}

impl From<Resource> for Good {
    fn from(resource: Resource) -> Good {
        match resource {
            Resource::Wood => Good::Wood,
            Resource::Coal => Good::Coal,
            Resource::Metal => Good::Metal,
            Resource::Tech => Good::Tech,
            Resource::Tool => Good::Tool,
        }
    }
}

/// Cube counts indexed by [`Resource::index`]: wood, coal, metal, tech, tool.
pub type CubeCounts = [u8; 5];

/// What a factory makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Product {
    Cube(Resource),
    Gold,
    Cogs,
}

/// The six action areas, in board order (A to F).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Area {
    /// A: build up to 3 factories.
    Build,
    /// B: all of the player's factories produce.
    Production,
    /// C: buy the cubes of up to 3 ships or storage houses.
    Buy,
    /// D: produce up to 3 invention cards.
    Produce,
    /// E: take 1 cog, or up to 5 exchanges.
    Exchange,
    /// F: develop inventions or register patents.
    Develop,
}

impl Area {
    pub const ALL: [Area; 6] = [
        Area::Build,
        Area::Production,
        Area::Buy,
        Area::Produce,
        Area::Exchange,
        Area::Develop,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter printed on the board.
    pub const fn letter(self) -> char {
        match self {
            Area::Build => 'A',
            Area::Production => 'B',
            Area::Buy => 'C',
            Area::Produce => 'D',
            Area::Exchange => 'E',
            Area::Develop => 'F',
        }
    }
}

/// The nine inventions of the invention board, in board order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Invention {
    SewingMachine,
    Typewriter,
    CashRegister,
    Camera,
    Gramophone,
    Telephone,
    Automobile,
    SteamTrain,
    Plane,
}

impl Invention {
    pub const ALL: [Invention; 9] = [
        Invention::SewingMachine,
        Invention::Typewriter,
        Invention::CashRegister,
        Invention::Camera,
        Invention::Gramophone,
        Invention::Telephone,
        Invention::Automobile,
        Invention::SteamTrain,
        Invention::Plane,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The board numbers of one of this invention's two spaces.
    pub fn space(self, space: Space) -> &'static SpaceInfo {
        &data::INVENTION_BOARD[self.index()][space.index()]
    }

    /// The invention's three cards: two official, then the fake.
    pub fn cards(self) -> [CardId; 3] {
        let first = (self.index() * 3) as u8;
        [CardId(first), CardId(first + 1), CardId(first + 2)]
    }
}

/// One of the two development spaces of an invention.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Space {
    /// The original invention.
    Gold,
    /// The technical development, open once the gold space is taken.
    Silver,
}

impl Space {
    pub const ALL: [Space; 2] = [Space::Gold, Space::Silver];

    pub const fn index(self) -> usize {
        self as usize
    }
}

/// What another player's production pays the holder of a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Royalty {
    Influence(u8),
    Gold(u8),
}

/// The printed numbers of one development space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpaceInfo {
    pub cogs: u8,
    pub influence: u8,
    pub royalty: Royalty,
}

/// What producing a card gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Profit {
    pub influence: u8,
    pub gold: u8,
    pub cogs: u8,
}

/// The twelve start-invention cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum StartInvention {
    PocketWatch,
    LightBulb,
    Telegraph,
    Bicycle,
    SafetyPin,
    Matches,
    Stethoscope,
    Barometer,
    Revolver,
    TinCan,
    Harmonica,
    Elevator,
}

/// Which kind of invention card, and of which invention.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardKind {
    Official(Invention),
    Fake(Invention),
    Start(StartInvention),
}

/// The printed face of an invention or start-invention card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardInfo {
    pub kind: CardKind,
    /// Cubes the card names (for a fake: only its coal).
    pub cost: CubeCounts,
    /// A fake card's question marks: one metal, tech or tool cube each, the producer's choice.
    pub unknown: u8,
    pub profit: Profit,
}

impl CardInfo {
    pub const fn invention(&self) -> Option<Invention> {
        match self.kind {
            CardKind::Official(invention) | CardKind::Fake(invention) => Some(invention),
            CardKind::Start(_) => None,
        }
    }

    pub const fn is_fake(&self) -> bool {
        matches!(self.kind, CardKind::Fake(_))
    }

    pub const fn is_start(&self) -> bool {
        matches!(self.kind, CardKind::Start(_))
    }
}

/// An invention or start-invention card: 0..27 are the invention cards (three per invention,
/// in board order: official, official, fake), 27..39 the start-invention cards.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct CardId(pub u8);

impl CardId {
    /// The card's printed face, or `None` for a number that names no card.
    pub fn info(self) -> Option<&'static CardInfo> {
        data::INVENTION_CARDS.get(self.0 as usize)
    }

    pub fn all() -> impl Iterator<Item = CardId> {
        (0..data::INVENTION_CARDS.len() as u8).map(CardId)
    }
}

/// The printed face of a factory card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FactoryInfo {
    pub product: Product,
    /// How much it makes; also its capacity for the end-game bonus.
    pub amount: u8,
    /// Build cost (wood and coal only).
    pub cost: CubeCounts,
    /// A start factory belongs to one player from setup and is never for sale.
    pub is_start: bool,
}

/// A factory card: 0..5 are the start factories (one per colour), the rest the market deck.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct FactoryId(pub u8);

impl FactoryId {
    pub fn info(self) -> Option<&'static FactoryInfo> {
        data::FACTORY_CARDS.get(self.0 as usize)
    }

    pub fn all() -> impl Iterator<Item = FactoryId> {
        (0..data::FACTORY_CARDS.len() as u8).map(FactoryId)
    }
}

/// One of the ships and storage houses of the harbour, in board order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct LoadId(pub u8);

/// A ship or storage house: which cube it holds and how it is refilled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoadInfo {
    pub is_ship: bool,
    pub resource: Resource,
    /// Cubes put on it at setup and when it is found empty at the end of a round.
    pub refill_when_empty: u8,
    /// Cubes added at the end of a round when it still has some.
    pub refill_when_stocked: u8,
}

impl LoadId {
    pub fn info(self) -> Option<&'static LoadInfo> {
        data::LOADS.get(self.0 as usize)
    }

    pub fn all() -> impl Iterator<Item = LoadId> {
        (0..data::LOADS.len() as u8).map(LoadId)
    }
}

/// A player's colour; each has its start factory and markers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    Orange,
    Yellow,
    Green,
    Brown,
    Blue,
}

impl Colour {
    pub const ALL: [Colour; 5] = [
        Colour::Orange,
        Colour::Yellow,
        Colour::Green,
        Colour::Brown,
        Colour::Blue,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The start factory printed in this colour.
    pub const fn start_factory(self) -> FactoryId {
        FactoryId(self as u8)
    }
}
