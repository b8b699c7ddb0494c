//! The things on the table: resources, dice, buildings, cells of the domain, disasters. Ids are
//! small enums; `.info()` looks their numbers up in [`super::data`].

use serde::{Deserialize, Serialize};

use super::data;

/// The four resources, in the tie-break order of the rules (trade goods first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Resource {
    TradeGoods,
    Stone,
    Wood,
    Food,
}

impl Resource {
    pub const ALL: [Resource; 4] = [
        Resource::TradeGoods,
        Resource::Stone,
        Resource::Wood,
        Resource::Food,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The highest value its track holds.
    pub const fn cap(self) -> u8 {
        data::CAPS.0[self.index()]
    }
}

/// An amount of each resource, indexed by [`Resource::index`]: costs, gains, stocks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Resources(pub [u8; 4]);

impl Resources {
    pub const NONE: Resources = Resources([0; 4]);

    /// Trade goods, stone, wood, food.
    pub const fn new(trade_goods: u8, stone: u8, wood: u8, food: u8) -> Resources {
        Resources([trade_goods, stone, wood, food])
    }

    pub const fn get(self, resource: Resource) -> u8 {
        self.0[resource.index()]
    }

    pub fn set(&mut self, resource: Resource, amount: u8) {
        self.0[resource.index()] = amount;
    }

    pub fn total(self) -> u16 {
        self.0.iter().map(|amount| u16::from(*amount)).sum()
    }

    pub fn is_empty(self) -> bool {
        self.0.iter().all(|amount| *amount == 0)
    }

    /// Whether every amount of `cost` is covered.
    pub fn covers(self, cost: Resources) -> bool {
        self.0.iter().zip(cost.0).all(|(have, need)| *have >= need)
    }

    /// The resources held, in tie-break order.
    pub fn held(self) -> impl Iterator<Item = Resource> {
        Resource::ALL
            .into_iter()
            .filter(move |resource| self.get(*resource) > 0)
    }
}

/// The four dice colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum DieColour {
    /// Peasant.
    Yellow,
    /// Burgher.
    Blue,
    /// Noble.
    Gray,
    /// Clergy.
    White,
}

impl DieColour {
    pub const ALL: [DieColour; 4] = [
        DieColour::Yellow,
        DieColour::Blue,
        DieColour::Gray,
        DieColour::White,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// Face `face` (0 to 5) of a die of this colour.
    pub const fn face(self, face: u8) -> &'static Face {
        let faces = &data::FACES[self.index()];
        if (face as usize) < faces.len() {
            &faces[face as usize]
        } else {
            &faces[0]
        }
    }
}

/// What one die face shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Face {
    pub gain: Resources,
    /// An "or" face: the owner takes either `gain` or this, chosen at Collect.
    pub alternative: Option<Resources>,
    pub culture: u8,
    pub hammers: u8,
    pub swords: u8,
    pub shields: u8,
    pub skull: bool,
    pub feather: bool,
}

impl Face {
    pub const BLANK: Face = Face {
        gain: Resources::NONE,
        alternative: None,
        culture: 0,
        hammers: 0,
        swords: 0,
        shields: 0,
        skull: false,
        feather: false,
    };

    pub const fn gain(gain: Resources) -> Face {
        Face {
            gain,
            ..Face::BLANK
        }
    }

    /// Whether the face shows `resource` at all (an "or" face shows both of its choices).
    pub const fn shows(&self, resource: Resource) -> bool {
        self.gain.get(resource) > 0
            || match self.alternative {
                Some(alternative) => alternative.get(resource) > 0,
                None => false,
            }
    }
}

/// One die of a player: its colour, the face it shows (0 to 5), and whether a monastery set it
/// this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Die {
    pub colour: DieColour,
    pub face: u8,
    pub set: bool,
}

impl Die {
    pub const fn new(colour: DieColour) -> Die {
        Die {
            colour,
            face: 0,
            set: false,
        }
    }

    pub const fn info(&self) -> &'static Face {
        self.colour.face(self.face)
    }

    /// A die showing a skull is locked: it cannot be rerolled in rolls 2 and 3.
    pub const fn is_locked(&self) -> bool {
        self.info().skull
    }

    pub const fn is_feather(&self) -> bool {
        self.info().feather
    }

    /// Same colour, same face: interchangeable for every rule.
    pub const fn same_as(&self, other: &Die) -> bool {
        self.colour as u8 == other.colour as u8 && self.face == other.face
    }
}

/// The twelve building types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Building {
    Keep,
    Longhouse,
    Townhouse,
    Church,
    Farm,
    LumberMill,
    Hospital,
    Monastery,
    Market,
    Guildhall,
    University,
    Cathedral,
}

impl Building {
    pub const COUNT: usize = 12;
    pub const ALL: [Building; Building::COUNT] = [
        Building::Keep,
        Building::Longhouse,
        Building::Townhouse,
        Building::Church,
        Building::Farm,
        Building::LumberMill,
        Building::Hospital,
        Building::Monastery,
        Building::Market,
        Building::Guildhall,
        Building::University,
        Building::Cathedral,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn info(self) -> &'static BuildingInfo {
        &data::BUILDINGS[self.index()]
    }
}

/// What a building type is: how many, its cost, points, shape and effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildingInfo {
    pub supply: u8,
    pub cost: Resources,
    pub points: u8,
    /// Cells in the base orientation, (row, column) from the top-left.
    pub footprint: &'static [(u8, u8)],
    /// The die it brings at round end.
    pub die: Option<DieColour>,
    /// What it adds at Collect.
    pub collect: Resources,
    /// Dice it sets before roll 2 (monastery).
    pub sets: u8,
    pub bonus: EndBonus,
}

/// The end-of-game bonus of a building.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndBonus {
    None,
    /// +1 per empty cell orthogonally next to it.
    EmptyNeighbours,
    /// +1 per resource left.
    ResourcesLeft,
    /// +1 per culture.
    Culture,
    /// +1 per die owned.
    Dice,
}

/// A cell of a domain: row 0 at the top, column 0 at the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Cell {
    pub row: u8,
    pub col: u8,
}

impl Cell {
    pub const fn new(row: u8, col: u8) -> Cell {
        Cell { row, col }
    }

    pub const fn is_on_grid(self) -> bool {
        self.row < data::GRID_SIDE && self.col < data::GRID_SIDE
    }
}

/// Which way a wall runs from its first cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Direction {
    /// Along the row, to the right.
    Horizontal,
    /// Down the column.
    Vertical,
}

impl Direction {
    pub const ALL: [Direction; 2] = [Direction::Horizontal, Direction::Vertical];

    pub const fn index(self) -> usize {
        self as usize
    }
}

/// The disasters, by the number of skulls that causes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Disaster {
    Brigands,
    Disease,
    Treachery,
    Fire,
    Attack,
    Revolt,
}

impl Disaster {
    /// The disaster `skulls` skulls cause, if any.
    pub const fn for_skulls(skulls: u8) -> Option<Disaster> {
        if skulls == 0 {
            return None;
        }
        let table = &data::DISASTER_BY_SKULLS;
        let index = if (skulls as usize) < table.len() {
            skulls as usize - 1
        } else {
            table.len() - 1
        };
        Some(table[index])
    }
}

/// The solitaire ranking of a final score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Rank {
    Serf,
    Peasant,
    Merchant,
    Knight,
    Noble,
    Monarch,
    Pope,
}

impl Rank {
    /// The rank of a solitaire score.
    pub fn of(score: i32) -> Rank {
        data::RANKS
            .iter()
            .rev()
            .find(|(threshold, _)| score >= *threshold)
            .map_or(Rank::Serf, |(_, rank)| *rank)
    }
}
