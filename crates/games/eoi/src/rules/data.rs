//! Every card and board number of the game, and nothing else.
//!
//! The rulebooks print the rules but almost none of these numbers (they were on the components).
//! What is printed is marked `printed`; the rest is the reconstructed proposal of
//! `shared/reference/era-of-inventions.md`, part 2. To rebalance the game, change this file only,
//! and bump [`DATA_VERSION`] so that saves made with other numbers are recognised.

use super::components::{
    CardInfo, CardKind, CubeCounts, FactoryInfo, Good, Invention, LoadInfo, Product, Profit,
    Resource, Royalty, SpaceInfo, StartInvention,
};

/// Changes whenever a number below changes: a save records it, and a save made with other
/// numbers cannot be replayed faithfully.
pub const DATA_VERSION: u32 = 1;

/// The rules this build plays new games by. Version 1 had no per-round factory limit (a bonus
/// build could be a fourth factory in one round); version 2 enforces [`MAX_BUILDS_PER_ROUND`].
/// A game keeps the rules it was started with, so older saves replay exactly as they were played.
pub const RULES_VERSION: u8 = 2;

/// The first rules version that limits factories per round.
pub const ROUND_FACTORY_LIMIT_FROM: u8 = 2;

pub const MIN_PLAYERS: usize = 3;
pub const MAX_PLAYERS: usize = 5;

/// Rounds by player count (printed): 9 with 3, 8 with 4, 10 with 5.
pub const fn rounds(players: usize) -> u8 {
    match players {
        3 => 9,
        4 => 8,
        _ => 10,
    }
}

/// Action tokens per player (printed): 3 with 3 players, 2 with 4 or 5.
pub const fn action_tokens(players: usize) -> u8 {
    if players == 3 {
        3
    } else {
        2
    }
}

/// Bonus action tokens at setup (printed): 3 with 3 players, 5 with 4, 1 with 5.
pub const fn starting_bonus_tokens(players: usize) -> u8 {
    match players {
        3 => 3,
        4 => 5,
        _ => 1,
    }
}

/// Each player's stock at setup (printed).
pub const STARTING_GOLD: u8 = 2;
pub const STARTING_CUBES: CubeCounts = cubes(1, 3, 1, 1, 1);
pub const STARTING_COGS: u8 = 1;
/// Invention markers per player (printed); a development or an attached patent uses one.
pub const MARKERS_PER_PLAYER: u8 = 15;

/// At most this many tokens on one action area (printed).
pub const TOKENS_PER_AREA: usize = 2;

/// Step limits of the actions (printed).
pub const MAX_BUILDS: u8 = 3;
/// Factories one player may build in one round, bonus builds included ("up to 3 factories per
/// round", English and French rulebooks); enforced from [`RULES_VERSION`] 2 on.
pub const MAX_BUILDS_PER_ROUND: u8 = 3;
pub const MAX_LOADS_BOUGHT: u8 = 3;
pub const LOAD_PRICE: u8 = 1;
pub const MAX_PRODUCED: u8 = 3;
pub const MAX_EXCHANGES: u8 = 5;
pub const MAX_EXCHANGES_PER_SQUARE: u8 = 3;
pub const MAX_COGS_PER_DEVELOP_ACTION: u8 = 7;
pub const MAX_PATENTS_PER_ACTION: u8 = 2;
/// Influence for each factory built (printed in the French rulebook's margin).
pub const BUILD_INFLUENCE: u8 = 1;

/// Exchange market rates (printed).
pub const GOLD_PER_COG: u8 = 2;
pub const GOLD_PER_INFLUENCE: u8 = 2;
pub const GOLD_PER_BONUS_TOKEN: u8 = 2;

/// The conveyor of face-up invention cards (printed): 7 places in path order; the last 3 are
/// discarded at the end of each round.
pub const CONVEYOR_PLACES: usize = 7;
pub const CONVEYOR_DISCARDED: usize = 3;
/// The factory market (printed): 5 places left to right; the 3 right-hand ones are discarded.
pub const FACTORY_MARKET_PLACES: usize = 5;
pub const FACTORY_MARKET_DISCARDED: usize = 3;

/// End-game bonuses (printed): 5 influence each, split 3/2/1 on ties of 2/3/4+ players.
pub const BONUS_INFLUENCE: u8 = 5;
pub const fn tied_bonus(tied_players: usize) -> u8 {
    match tied_players {
        0 | 1 => BONUS_INFLUENCE,
        2 => 3,
        3 => 2,
        _ => 1,
    }
}

/// Patent track squares 1 to 6: (gold cost, influence). Squares 1 and 2 are printed.
pub const PATENT_TRACK: [(u8, u8); 6] = [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)];

/// Influence-track squares with a symbol, and what landing there gives. Squares 6, 7, 9 and 11
/// are printed.
pub const INFLUENCE_SYMBOLS: [(u16, Good); 15] = [
    (5, Good::Coal),
    (6, Good::Tool),
    (7, Good::Metal),
    (9, Good::Gold),
    (11, Good::Wood),
    (13, Good::Tech),
    (15, Good::Coal),
    (17, Good::Gold),
    (19, Good::Tool),
    (21, Good::Metal),
    (24, Good::Tech),
    (27, Good::Gold),
    (30, Good::Wood),
    (34, Good::Coal),
    (38, Good::Gold),
];

/// The symbol on an influence-track square, if any.
pub fn influence_symbol(square: u16) -> Option<Good> {
    INFLUENCE_SYMBOLS
        .iter()
        .find(|(at, _)| *at == square)
        .map(|(_, good)| *good)
}

/// Ships and storage houses, in board order: 3 ships, 2 coal and 2 wood storage houses.
pub const LOADS: [LoadInfo; 7] = [
    ship(Resource::Metal),
    ship(Resource::Tech),
    ship(Resource::Tool),
    house(Resource::Coal, 3),
    house(Resource::Coal, 3),
    house(Resource::Wood, 2),
    house(Resource::Wood, 2),
];

/// The invention board: for each invention (in [`Invention::ALL`] order) its gold space, then its
/// silver space. The sewing machine's gold space is printed.
pub const INVENTION_BOARD: [[SpaceInfo; 2]; 9] = [
    [
        space(1, 2, Royalty::Influence(1)),
        space(1, 1, Royalty::Gold(1)),
    ],
    [
        space(1, 2, Royalty::Gold(1)),
        space(1, 1, Royalty::Influence(1)),
    ],
    [
        space(2, 3, Royalty::Influence(1)),
        space(1, 2, Royalty::Gold(1)),
    ],
    [
        space(2, 3, Royalty::Gold(1)),
        space(2, 2, Royalty::Influence(1)),
    ],
    [
        space(2, 4, Royalty::Influence(1)),
        space(2, 2, Royalty::Gold(1)),
    ],
    [
        space(3, 5, Royalty::Influence(1)),
        space(2, 3, Royalty::Influence(1)),
    ],
    [
        space(3, 5, Royalty::Gold(2)),
        space(3, 3, Royalty::Influence(1)),
    ],
    [
        space(4, 6, Royalty::Influence(2)),
        space(3, 4, Royalty::Gold(1)),
    ],
    [
        space(5, 8, Royalty::Influence(2)),
        space(4, 5, Royalty::Gold(2)),
    ],
];

use Invention::*;
use StartInvention::*;

/// All 39 invention cards, indexed by [`super::components::CardId`]: per invention two official
/// cards then the fake (27), then the 12 start-invention cards. The telephone's first card and the
/// cash register's first card are printed (the French rulebook's example).
pub const INVENTION_CARDS: [CardInfo; 39] = [
    official(SewingMachine, cubes(0, 1, 1, 0, 1), ip(2)),
    official(SewingMachine, cubes(1, 0, 1, 0, 1), gold(3)),
    fake(SewingMachine, 2, 1, ip(2)),
    official(Typewriter, cubes(1, 0, 1, 1, 0), ip(2)),
    official(Typewriter, cubes(0, 1, 0, 1, 1), gold(3)),
    fake(Typewriter, 2, 1, ip(2)),
    official(CashRegister, cubes(0, 1, 1, 1, 0), ip(2)),
    official(CashRegister, cubes(0, 1, 2, 1, 0), ip(3)),
    fake(CashRegister, 2, 1, ip(2)),
    official(Camera, cubes(0, 1, 0, 2, 1), ip(3)),
    official(Camera, cubes(0, 0, 1, 1, 1), cogs(2)),
    fake(Camera, 3, 1, ip(3)),
    official(Gramophone, cubes(0, 1, 1, 1, 1), ip(3)),
    official(Gramophone, cubes(1, 1, 1, 0, 1), gold(4)),
    fake(Gramophone, 3, 1, ip(3)),
    official(Telephone, cubes(0, 2, 1, 1, 1), ip(3)),
    official(
        Telephone,
        cubes(0, 1, 0, 2, 1),
        Profit {
            influence: 2,
            gold: 0,
            cogs: 1,
        },
    ),
    fake(Telephone, 3, 2, ip(3)),
    official(Automobile, cubes(0, 2, 2, 0, 1), ip(4)),
    official(
        Automobile,
        cubes(1, 1, 1, 1, 1),
        Profit {
            influence: 3,
            gold: 1,
            cogs: 0,
        },
    ),
    fake(Automobile, 4, 1, ip(4)),
    official(SteamTrain, cubes(0, 3, 3, 0, 0), ip(4)),
    official(SteamTrain, cubes(1, 2, 2, 0, 1), ip(5)),
    fake(SteamTrain, 3, 3, ip(4)),
    official(Plane, cubes(0, 2, 1, 2, 1), ip(5)),
    official(Plane, cubes(1, 1, 1, 1, 2), ip(5)),
    fake(Plane, 4, 2, ip(5)),
    start(PocketWatch, cubes(0, 0, 1, 0, 1), gold(2)),
    start(LightBulb, cubes(0, 1, 0, 1, 0), cogs(1)),
    start(Telegraph, cubes(0, 0, 1, 1, 0), gold(2)),
    start(Bicycle, cubes(1, 0, 1, 0, 0), cogs(1)),
    start(SafetyPin, cubes(0, 0, 1, 0, 0), gold(1)),
    start(Matches, cubes(1, 1, 0, 0, 0), gold(1)),
    start(Stethoscope, cubes(1, 0, 0, 0, 1), cogs(1)),
    start(Barometer, cubes(0, 0, 0, 1, 1), gold(2)),
    start(Revolver, cubes(0, 1, 1, 0, 1), gold(3)),
    start(TinCan, cubes(0, 1, 1, 0, 0), gold(1)),
    start(Harmonica, cubes(1, 0, 1, 0, 0), gold(1)),
    start(Elevator, cubes(0, 0, 1, 1, 1), cogs(2)),
];

/// The first card number of the start-invention cards.
pub const FIRST_START_CARD: u8 = 27;

/// All 29 factory cards, indexed by [`super::components::FactoryId`]: the 5 start factories (one
/// per colour, 1 wood each, printed), then the 24 market factories.
pub const FACTORY_CARDS: [FactoryInfo; 29] = [
    start_factory(),
    start_factory(),
    start_factory(),
    start_factory(),
    start_factory(),
    factory(Product::Cube(Resource::Wood), 1, 1, 0),
    factory(Product::Cube(Resource::Wood), 2, 2, 0),
    factory(Product::Cube(Resource::Wood), 2, 1, 1),
    factory(Product::Cube(Resource::Coal), 1, 1, 0),
    factory(Product::Cube(Resource::Coal), 2, 2, 0),
    factory(Product::Cube(Resource::Coal), 2, 1, 1),
    factory(Product::Cube(Resource::Coal), 3, 2, 2),
    factory(Product::Cube(Resource::Metal), 1, 1, 1),
    factory(Product::Cube(Resource::Metal), 1, 2, 0),
    factory(Product::Cube(Resource::Metal), 2, 2, 1),
    factory(Product::Cube(Resource::Metal), 2, 1, 2),
    factory(Product::Cube(Resource::Tech), 1, 1, 1),
    factory(Product::Cube(Resource::Tech), 1, 2, 0),
    factory(Product::Cube(Resource::Tech), 2, 2, 1),
    factory(Product::Cube(Resource::Tech), 2, 1, 2),
    factory(Product::Cube(Resource::Tool), 1, 1, 1),
    factory(Product::Cube(Resource::Tool), 1, 2, 0),
    factory(Product::Cube(Resource::Tool), 2, 2, 1),
    factory(Product::Cube(Resource::Tool), 2, 1, 2),
    factory(Product::Gold, 1, 2, 0),
    factory(Product::Gold, 2, 2, 1),
    factory(Product::Gold, 3, 3, 2),
    factory(Product::Cogs, 1, 2, 1),
    factory(Product::Cogs, 2, 3, 2),
];

/// The number of start factories (one per colour).
pub const START_FACTORIES: u8 = 5;

/// Cube counts in the order wood, coal, metal, tech, tool.
const fn cubes(wood: u8, coal: u8, metal: u8, tech: u8, tool: u8) -> CubeCounts {
    [wood, coal, metal, tech, tool]
}

const fn ip(influence: u8) -> Profit {
    Profit {
        influence,
        gold: 0,
        cogs: 0,
    }
}

const fn gold(gold: u8) -> Profit {
    Profit {
        influence: 0,
        gold,
        cogs: 0,
    }
}

const fn cogs(cogs: u8) -> Profit {
    Profit {
        influence: 0,
        gold: 0,
        cogs,
    }
}

const fn official(invention: Invention, cost: CubeCounts, profit: Profit) -> CardInfo {
    CardInfo {
        kind: CardKind::Official(invention),
        cost,
        unknown: 0,
        profit,
    }
}

const fn fake(invention: Invention, unknown: u8, coal: u8, profit: Profit) -> CardInfo {
    CardInfo {
        kind: CardKind::Fake(invention),
        cost: cubes(0, coal, 0, 0, 0),
        unknown,
        profit,
    }
}

const fn start(card: StartInvention, cost: CubeCounts, profit: Profit) -> CardInfo {
    CardInfo {
        kind: CardKind::Start(card),
        cost,
        unknown: 0,
        profit,
    }
}

const fn space(cogs: u8, influence: u8, royalty: Royalty) -> SpaceInfo {
    SpaceInfo {
        cogs,
        influence,
        royalty,
    }
}

const fn ship(resource: Resource) -> LoadInfo {
    LoadInfo {
        is_ship: true,
        resource,
        refill_when_empty: 2,
        refill_when_stocked: 1,
    }
}

const fn house(resource: Resource, refill_when_empty: u8) -> LoadInfo {
    LoadInfo {
        is_ship: false,
        resource,
        refill_when_empty,
        refill_when_stocked: 1,
    }
}

const fn start_factory() -> FactoryInfo {
    FactoryInfo {
        product: Product::Cube(Resource::Wood),
        amount: 1,
        cost: cubes(0, 0, 0, 0, 0),
        is_start: true,
    }
}

const fn factory(product: Product, amount: u8, wood: u8, coal: u8) -> FactoryInfo {
    FactoryInfo {
        product,
        amount,
        cost: cubes(wood, coal, 0, 0, 0),
        is_start: false,
    }
}
