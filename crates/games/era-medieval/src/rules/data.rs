//! Every number of the game, and nothing else.
//!
//! Source: `shared/reference/era-medieval-age.md`. The rulebook text lost its pictures, so some
//! values are reconstructed there; each of those is marked `// [R]` here, and they are not the
//! publisher's. To change a number, change it here only and bump [`DATA_VERSION`], so that
//! saves made with other numbers are recognised.

use super::components::{
    Building, BuildingInfo, Cell, DieColour, Direction, Disaster, EndBonus, Face, Rank, Resources,
};

/// Changes whenever a number below changes.
pub const DATA_VERSION: u8 = 1;

pub const MIN_PLAYERS: usize = 1;
pub const MAX_PLAYERS: usize = 4;

/// The domain is a square of this many cells a side.
pub const GRID_SIDE: u8 = 14; // [R] the board drawing shows 14 hole columns

// ---------------------------------------------------------------------------------------------
// Buildings, walls, scorched areas

const NO_DIE: Option<DieColour> = None;

/// Supply, cost (trade goods, stone, wood, food), points, base footprint, die, Collect gain,
/// dice set, end bonus; by [`Building::index`].
pub const BUILDINGS: [BuildingInfo; Building::COUNT] = [
    // Keep
    BuildingInfo {
        supply: 8,
        cost: Resources::new(3, 0, 0, 0),
        points: 1,
        footprint: &[(0, 0), (0, 1), (1, 0), (1, 1)], // [R]
        die: Some(DieColour::Gray),
        collect: Resources::NONE,
        sets: 0,
        bonus: EndBonus::None,
    },
    // Longhouse
    BuildingInfo {
        supply: 18,
        cost: Resources::new(0, 0, 2, 0),
        points: 1,
        footprint: &[(0, 0), (0, 1)], // [R]
        die: Some(DieColour::Yellow),
        collect: Resources::NONE,
        sets: 0,
        bonus: EndBonus::None,
    },
    // Townhouse
    BuildingInfo {
        supply: 5,
        cost: Resources::new(0, 0, 2, 0),
        points: 1,
        footprint: &[(0, 0)], // [R]
        die: Some(DieColour::Blue),
        collect: Resources::NONE,
        sets: 0,
        bonus: EndBonus::None,
    },
    // Church
    BuildingInfo {
        supply: 5,
        cost: Resources::new(1, 1, 1, 0),
        points: 1,
        footprint: &[(0, 0), (1, 0), (1, 1)], // [R]
        die: Some(DieColour::White),
        collect: Resources::NONE,
        sets: 0,
        bonus: EndBonus::None,
    },
    // Farm
    BuildingInfo {
        supply: 16,
        cost: Resources::new(0, 0, 1, 0), // [R] the cost icon is lost
        points: 1,
        footprint: &[(0, 0), (0, 1), (1, 0), (1, 1)], // [R]
        die: NO_DIE,
        collect: Resources::new(0, 0, 0, 1),
        sets: 0,
        bonus: EndBonus::None,
    },
    // Lumber mill
    BuildingInfo {
        supply: 3,
        cost: Resources::new(0, 0, 3, 0),
        points: 2,
        footprint: &[(0, 0), (0, 1), (0, 2)], // [R]
        die: NO_DIE,
        collect: Resources::new(0, 0, 2, 0),
        sets: 0,
        bonus: EndBonus::None,
    },
    // Hospital
    BuildingInfo {
        supply: 3,
        cost: Resources::new(1, 0, 6, 0),
        points: 3,
        footprint: &[(0, 0), (0, 1), (0, 2), (1, 1)], // [R]
        die: NO_DIE,
        collect: Resources::NONE,
        sets: 0,
        bonus: EndBonus::None,
    },
    // Monastery
    BuildingInfo {
        supply: 3,
        cost: Resources::new(1, 2, 4, 0),
        points: 4,
        footprint: &[(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)], // [R]
        die: NO_DIE,
        collect: Resources::NONE,
        sets: 1,
        bonus: EndBonus::None,
    },
    // Market
    BuildingInfo {
        supply: 3,
        cost: Resources::new(4, 0, 1, 0),
        points: 2,
        footprint: &[(0, 0), (0, 1), (1, 0), (1, 1)], // [R]
        die: NO_DIE,
        collect: Resources::NONE,
        sets: 0,
        bonus: EndBonus::EmptyNeighbours,
    },
    // Guildhall
    BuildingInfo {
        supply: 3,
        cost: Resources::new(0, 2, 5, 0),
        points: 3,
        footprint: &[(0, 0), (1, 0), (2, 0), (2, 1)], // [R]
        die: NO_DIE,
        collect: Resources::NONE,
        sets: 0,
        bonus: EndBonus::ResourcesLeft,
    },
    // University
    BuildingInfo {
        supply: 2,
        cost: Resources::new(3, 3, 3, 0),
        points: 4,
        footprint: &[(0, 0), (0, 2), (1, 0), (1, 1), (1, 2)], // [R]
        die: NO_DIE,
        collect: Resources::NONE,
        sets: 0,
        bonus: EndBonus::Culture,
    },
    // Cathedral
    BuildingInfo {
        supply: 2,
        cost: Resources::new(6, 4, 2, 0),
        points: 5,
        footprint: &[(0, 1), (1, 0), (1, 1), (1, 2), (2, 1), (3, 1)], // [R]
        die: NO_DIE,
        collect: Resources::NONE,
        sets: 0,
        bonus: EndBonus::Dice,
    },
];

/// The most cells a footprint has.
pub const MAX_FOOTPRINT_CELLS: usize = 6;

/// How many different wall lengths there are.
pub const WALL_KINDS: usize = 5;
/// Wall lengths, and how many walls of each length there are.
pub const WALL_LENGTHS: [u8; WALL_KINDS] = [2, 3, 4, 5, 6];
pub const WALL_SUPPLY: [u8; WALL_KINDS] = [3, 4, 18, 4, 3]; // [R] the 4 walls of length 3: a lost line
/// Any wall costs this.
pub const WALL_COST: Resources = Resources::new(0, 1, 0, 0); // [R] the "1" is printed, its icon lost

pub const SCORCHED_AREAS: u8 = 27;
pub const SCORCHED_FOOTPRINT: &[(u8, u8)] = &[(0, 0), (0, 1), (1, 0), (1, 1)]; // [R]

// ---------------------------------------------------------------------------------------------
// Dice

/// Dice of each colour, by [`DieColour::index`].
pub const DICE: [u8; 4] = [18, 5, 8, 5];
/// All dice of the game: no player can hold more.
pub const MAX_DICE: usize = 36;
pub const FACES_PER_DIE: u8 = 6;

const fn resources(trade_goods: u8, stone: u8, wood: u8, food: u8) -> Resources {
    Resources::new(trade_goods, stone, wood, food)
}

const fn hammers(count: u8) -> Face {
    Face {
        hammers: count,
        ..Face::BLANK
    }
}

const fn culture(count: u8) -> Face {
    Face {
        culture: count,
        ..Face::BLANK
    }
}

const fn swords(count: u8) -> Face {
    Face {
        swords: count,
        ..Face::BLANK
    }
}

const FEATHER: Face = Face {
    feather: true,
    ..Face::BLANK
};

/// The six faces of each colour, by [`DieColour::index`], face 1 first.
pub const FACES: [[Face; 6]; 4] = [
    // Yellow (peasant)
    [
        Face::gain(resources(0, 0, 0, 3)),
        Face::gain(resources(0, 0, 3, 0)),
        Face::gain(resources(0, 2, 0, 0)),
        Face {
            gain: resources(0, 0, 0, 2),
            alternative: Some(resources(0, 1, 0, 0)),
            ..Face::BLANK
        },
        hammers(2),
        Face {
            gain: resources(0, 0, 1, 0),
            hammers: 1,
            skull: true,
            ..Face::BLANK
        },
    ],
    // Blue (burgher)
    [
        Face::gain(resources(2, 0, 0, 0)),
        Face::gain(resources(1, 0, 0, 0)),
        Face::gain(resources(0, 2, 0, 0)),
        culture(1),
        hammers(2),
        Face {
            gain: resources(0, 1, 0, 0),
            hammers: 1,
            skull: true,
            ..Face::BLANK
        },
    ],
    // Gray (noble)
    [
        Face {
            shields: 4,
            ..Face::BLANK
        },
        swords(1),
        swords(2),
        swords(3),
        Face::gain(resources(1, 0, 0, 0)),
        Face {
            gain: resources(2, 0, 0, 0),
            skull: true,
            ..Face::BLANK
        },
    ],
    // White (clergy)
    [
        Face::gain(resources(0, 0, 0, 2)),
        Face {
            gain: resources(0, 1, 0, 0),
            alternative: Some(resources(0, 0, 2, 0)),
            ..Face::BLANK
        },
        FEATHER,
        FEATHER, // [R] the appendix lists 5 clergy effects; the feather fills both cells
        culture(1),
        Face {
            culture: 2,
            skull: true,
            ..Face::BLANK
        },
    ],
];

/// Dice each player starts with (3 yellow, 1 gray), by colour.
pub const STARTING_DICE: [u8; 4] = [3, 0, 1, 0];

// ---------------------------------------------------------------------------------------------
// Tracks

/// The highest value of each resource track (trade goods, stone, wood, food).
pub const CAPS: Resources = Resources::new(6, 6, 8, 10); // [R] trade goods, stone, food; wood 8 printed
/// Culture and disaster pegs wrap after this many spaces (0 to 24); the engine counts totals.
pub const TRACK_SPACES: u32 = 25;

// ---------------------------------------------------------------------------------------------
// Setup

/// Tracking tokens: the number of building types that must run out.
pub const TRACKING_TOKENS: u8 = 5;
pub const fn tracking_tokens(players: usize) -> u8 {
    match players {
        1 => 0,
        2 | 3 => 3,
        _ => TRACKING_TOKENS,
    }
}

/// 2 players: one building of each type and one die of each colour go to the box.
pub const TWO_PLAYER_REMOVED_PER_TYPE: u8 = 1;
pub const TWO_PLAYER_REMOVED_DICE_PER_COLOUR: u8 = 1;

/// Each player's resources at the start (trade goods, stone, wood, food).
pub const STARTING_RESOURCES: Resources = Resources::new(0, 1, 2, 3); // [R]

/// The starting keep's top-left cell: the exact middle of the domain.
pub const STARTING_KEEP: Cell = Cell::new(6, 6);
pub const STARTING_LONGHOUSES: u8 = 3;
pub const STARTING_FARMS: u8 = 1;
pub const STARTING_WALLS: u8 = 3;
pub const STARTING_WALL_LENGTH: u8 = 4;

/// Scorched areas each player places in the starting domain.
pub const fn starting_scorched(players: usize) -> u8 {
    match players {
        1 => 3,
        2 => 2, // [R]
        3 => 1, // [R]
        _ => 0,
    }
}

/// The default starting domain: the sheet's three walls, which with the keep enclose
/// (6,8)-(7,9); one longhouse inside; the other pieces and the scorched areas apart.
// [R] the sheet's layout (walls), completed here (longhouses, farm, scorched areas).
pub const DEFAULT_WALLS: [(Cell, Direction); 3] = [
    (Cell::new(5, 7), Direction::Horizontal),
    (Cell::new(6, 10), Direction::Vertical),
    (Cell::new(8, 6), Direction::Horizontal),
];
/// (rotation, top-left cell) of each starting longhouse.
// [R]
pub const DEFAULT_LONGHOUSES: [(u8, Cell); 3] = [
    (0, Cell::new(6, 8)),
    (0, Cell::new(10, 3)),
    (0, Cell::new(3, 9)),
];
pub const DEFAULT_FARM: Cell = Cell::new(10, 8); // [R]
/// The widest enclosure the starting walls can make with the keep: (6,8)-(7,10), six cells
/// (the default's four). Hard opens with it.
pub const WIDE_WALLS: [(Cell, Direction); 3] = [
    (Cell::new(5, 7), Direction::Horizontal),
    (Cell::new(5, 11), Direction::Vertical),
    (Cell::new(8, 7), Direction::Horizontal),
];
pub const DEFAULT_SCORCHED: [Cell; 3] = [Cell::new(0, 0), Cell::new(0, 12), Cell::new(12, 0)]; // [R]

// ---------------------------------------------------------------------------------------------
// The round

/// Food each die eats; a die not fed is one disaster point.
pub const FOOD_PER_DIE: u8 = 1;
pub const FAMINE_PER_DIE: u32 = 1;

/// Disasters by skull count: 1, 2, 3, 4, 5, and 6 or more (printed, the counts read from the
/// rulebook's examples).
pub const DISASTER_BY_SKULLS: [Disaster; 6] = [
    Disaster::Brigands,
    Disaster::Disease,
    Disaster::Treachery,
    Disaster::Fire,
    Disaster::Attack,
    Disaster::Revolt,
];
pub const BRIGANDS_DISASTER: u32 = 1;
pub const BRIGANDS_DISCARD: u8 = 1;
pub const DISEASE_PER_CLUSTERED: u32 = 1;

/// Extortion: resources demanded, and the disaster points for not paying.
pub const EXTORT_AMOUNT: u8 = 1;
pub const EXTORT_REFUSAL_DISASTER: u32 = 2;

/// A safety net the rules do not have: a game in which nobody can ever build again would never
/// end, so a game ends after this many rounds. Real games end far sooner.
pub const ROUND_LIMIT: u8 = 40; // [R] engine ruling

// ---------------------------------------------------------------------------------------------
// Scoring

pub const WALLED_MULTIPLIER: i32 = 2;
pub const MOST_CULTURE_BONUS: i32 = 5;
pub const LARGEST_WALLED_AREA_BONUS: i32 = 10;

// ---------------------------------------------------------------------------------------------
// Solitaire

pub const SOLITAIRE_ROUNDS: u8 = 8;
/// Pieces returned to the box in solitaire.
pub const SOLITAIRE_REMOVED: [(Building, u8); 2] = [(Building::Longhouse, 1), (Building::Keep, 2)];
/// Sir Philippe's dice, set aside from the supply.
pub const PHILIPPE_DICE: [DieColour; 3] = [DieColour::Gray, DieColour::Gray, DieColour::Yellow];

/// The lowest score of each solitaire rank.
pub const RANKS: [(i32, Rank); 7] = [
    (i32::MIN, Rank::Serf),
    (45, Rank::Peasant),
    (65, Rank::Merchant),
    (80, Rank::Knight),
    (90, Rank::Noble),
    (95, Rank::Monarch),
    (100, Rank::Pope),
];

/// The index of a wall length in [`WALL_LENGTHS`].
pub const fn wall_length_index(length: u8) -> Option<usize> {
    let mut index = 0;
    while index < WALL_LENGTHS.len() {
        if WALL_LENGTHS[index] == length {
            return Some(index);
        }
        index += 1;
    }
    None
}
