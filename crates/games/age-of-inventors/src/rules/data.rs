//! Every number of the components, from the reference sheet `age-of-inventors.md` (§2, §6):
//! the hex grid, tracks, offers, locations, labs, the 24 inventors, 48 inventions, 25 equipment
//! tokens, 26 experiments, 16 breakthroughs and 17 breaking news cards. Only the rules and
//! component counts are printed in the rulebook; the values are the sheet's reconstruction
//! (marked [R] there). Abilities are written with the effect primitives of
//! [`super::components`], so no card has its own code path. Nothing else in the crate
//! hard-codes a number of the game.

use super::components::Effect::*;
use super::components::{
    Bundle, Cost, CostTarget, Effect, Field, InventorAbility, LabSide, LocationKind, Modifier,
    NewsRule, Occasion, Resource, SearchFilter, Track,
};

/// The version of these numbers; saves record it, and a save made with other numbers is
/// refused. 2: Resourceful starts with no extra resources. 3: both Corporation sides start
/// with more, Liberal and Metropolitan swap their Ingenuity starts (see [`LAB_SIDES`]).
pub const DATA_VERSION: u8 = 3;
/// The version of the rules engine's reading of the sheet (its rulings).
pub const RULES_VERSION: u8 = 1;

pub const MIN_PLAYERS: usize = 1;
pub const MAX_PLAYERS: usize = 4;
/// Solo is played as a 2-player game against a dummy (§7).
pub const SOLO_TABLE_SIZE: usize = 2;
pub const ROUNDS: u8 = 4;

// ---- Player lab (§2.3, §3) ----
pub const SWITCHES: u8 = 4;
pub const ASSISTANTS: u8 = 4;
pub const BOOK_BASES: u8 = 6;
pub const LAB_CARD_SLOTS: usize = 3;
pub const EQUIPMENT_SLOTS: usize = 4;
pub const FUNDS_MAX: u8 = 20;
/// Everyone's start: 1 E, 1 C, 1 P, 1 I and 5 Funds, before the side's extra.
pub const START_STOCK: Bundle = Bundle::new(1, 1, 1, 1, 5);
/// The bonus of each equipment slot of the lab, gained on placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotBonus {
    Gain(Bundle),
    GainAny(u8),
    DrawInvention(u8),
}
pub const EQUIPMENT_SLOT_BONUS: [SlotBonus; EQUIPMENT_SLOTS] = [
    SlotBonus::Gain(Bundle::new(0, 0, 0, 0, 2)),
    SlotBonus::GainAny(1),
    SlotBonus::Gain(Bundle::new(0, 0, 0, 1, 0)),
    SlotBonus::DrawInvention(1),
];
/// What the lab's "any scientific" assistant position gives: this many of E, C or P.
pub const ANY_SCIENCE_GAIN: u8 = 1;

// ---- Setup (§3) ----
pub const START_INVENTORS_DRAWN: usize = 2;
pub const START_INVENTORS_KEPT: usize = 1;
pub const START_INVENTIONS_DRAWN: usize = 4;
pub const START_INVENTIONS_KEPT: usize = 2;
/// The quiz's accepted guesses.
pub const QUIZ_YEARS: std::ops::RangeInclusive<u16> = 1700..=1950;
/// Solo: the dummy's Ingenuity position and track spaces.
pub const DUMMY_INGENUITY: u8 = 1;
pub const DUMMY_TRACK_SPACE: u8 = 8;
pub const SOLO_LAB: LabSide = LabSide::TradingFirm;

/// A lab side's printed numbers (§6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LabSideInfo {
    pub ingenuity_start: u8,
    pub extra: Bundle,
}

/// Indexed by [`LabSide::index`].
///
/// Data version 3 moves four sides away from the sheet, measured by `tabletop age-of-inventors
/// tournament`, which reports wins by lab side. Both Corporation abilities only bring Funds,
/// which buy little at the end; with the sheet's numbers Manufacturing Co won 17% and Trading
/// Firm 15.5% of their seats in 300 three-player Hard-vs-Hard games (fair share 33%). Contracting
/// is worth next to nothing in play: Medium bots that always decline it win as often as those
/// that use it. So Manufacturing Co starts with +1 E +1 C +1 P +3 I on top of its +3 F, and
/// Trading Firm with +1 E +1 C +1 P +3 I +2 F (the sheet: +1 I +2 F). Liberal, whose Progress
/// pays the Ingenuity action in Funds, won 44% of its Hard-vs-Hard seats and 47% with Medium
/// bots from the 2nd Ingenuity start: it swaps starts with Metropolitan (4th).
pub const LAB_SIDES: [LabSideInfo; 8] = [
    LabSideInfo {
        ingenuity_start: 1,
        extra: Bundle::NONE,
    },
    LabSideInfo {
        ingenuity_start: 4,
        extra: Bundle::new(0, 0, 0, 0, 1),
    },
    LabSideInfo {
        ingenuity_start: 3,
        extra: Bundle::new(1, 1, 1, 3, 3),
    },
    LabSideInfo {
        ingenuity_start: 2,
        extra: Bundle::new(1, 1, 0, 0, 0),
    },
    LabSideInfo {
        ingenuity_start: 5,
        extra: Bundle::new(1, 1, 1, 3, 2),
    },
    LabSideInfo {
        ingenuity_start: 6,
        extra: Bundle::new(1, 1, 1, 0, 0),
    },
    LabSideInfo {
        ingenuity_start: 7,
        extra: Bundle::new(0, 0, 0, 2, 1),
    },
    // Resourceful: the sheet's +2 I +1 E +1 P is dropped (data version 2). Adaptive already
    // makes every Idea stand in for E, C, P or F, in payments and in the final experiments; with
    // the extra on top it won 57% of its seats in 300 three-player Hard-vs-Hard games (95%
    // interval 50.5-63.5%, fair share 33%). Without it: about its share (see docs/measurements.md).
    LabSideInfo {
        ingenuity_start: 8,
        extra: Bundle::NONE,
    },
];
/// Deep State: Ideas taken from each player who voted differently.
pub const DEEP_STATE_STEAL: u8 = 1;
/// Progress: scientific resources Liberal takes from the player who swapped it down.
pub const PROGRESS_STEAL: u8 = 1;
/// Eureka: the Ideas paid to draw one more invention after conceiving.
pub const EUREKA_IDEAS: u8 = 1;
/// Eureka's draw.
pub const EUREKA_DRAW: u8 = 1;
/// Deep State: at most this many swaps rearrange up to 5 slots (any permutation).
pub const REARRANGE_SWAPS: u8 = 4;

// ---- Main board (§2.2) ----
pub const INGENUITY_POSITIONS: u8 = 8;
/// Funds income under each Ingenuity position 1..=8.
pub const INGENUITY_INCOME: [u8; 8] = [5, 4, 4, 3, 3, 3, 2, 2];
pub const TRACK_TOP: u8 = 10;
/// Milestone spaces and their bonuses, per track.
pub const MILESTONES: [u8; 3] = [3, 6, 9];
pub const MILESTONE_BONUS: [[Bundle; 3]; 3] = [
    [
        Bundle::new(2, 0, 0, 0, 0),
        Bundle::new(2, 0, 0, 1, 0),
        Bundle::new(0, 0, 0, 1, 3),
    ],
    [
        Bundle::new(0, 2, 0, 0, 0),
        Bundle::new(0, 2, 0, 1, 0),
        Bundle::new(0, 0, 0, 1, 3),
    ],
    [
        Bundle::new(0, 0, 2, 0, 0),
        Bundle::new(0, 0, 2, 1, 0),
        Bundle::new(0, 0, 0, 1, 3),
    ],
];
/// The resource each track's medallion makes wild when placing inventions.
pub const MEDALLION_RESOURCE: [Resource; 3] = [
    Resource::Engineering,
    Resource::Chemistry,
    Resource::Physics,
];

pub const OFFER_SLOTS: usize = 3;
/// Conceive costs of the invention offer (Ideas1..Ideas3).
pub const INVENTION_OFFER_IDEAS: [u8; OFFER_SLOTS] = [1, 2, 3];
/// Recruit costs of the inventor offer (Funds2..Funds6).
pub const INVENTOR_OFFER_FUNDS: [u8; OFFER_SLOTS] = [2, 4, 6];
pub const EQUIPMENT_OFFER_SLOTS: usize = 5;
/// Equipment slot costs, left to right; a game uses the rightmost N+1 slots.
pub const EQUIPMENT_OFFER_FUNDS: [u8; EQUIPMENT_OFFER_SLOTS] = [4, 3, 2, 1, 0];
/// Solo uses this many equipment slots.
pub const SOLO_EQUIPMENT_SLOTS: usize = 3;

/// Location counts by table size (1-2, 3, 4 players; solo counts as 2).
pub const fn ingenuity_locations(table: usize) -> u8 {
    match table {
        0..=2 => 2,
        3 => 3,
        _ => 4,
    }
}
/// The Ideas cost of each Ingenuity location, cheapest first.
pub const INGENUITY_LOCATION_IDEAS: [u8; 4] = [1, 2, 3, 4];
pub const fn experiment_locations(table: usize) -> u8 {
    match table {
        0..=2 => 2,
        _ => 3,
    }
}
pub const fn refresh_locations(table: usize) -> u8 {
    match table {
        0..=2 => 1,
        _ => 2,
    }
}
/// The experiment action's price; Lister and news change only the Funds part.
pub const EXPERIMENT_COST: Bundle = Bundle::new(1, 1, 1, 1, 2);
pub const REFRESH_FUNDS: u8 = 2;

// ---- Free conversions (§4.2) ----
pub const IDEA_CONVERSION_MATCHING: u8 = 3;
pub const SCIENCE_CONVERSION_MATCHING: u8 = 2;
pub const FUNDS_PER_SCIENCE: u8 = 1;

// ---- Final scoring (§4.4, §7) ----
pub const TRACK_VP: [i32; 4] = [8, 4, 2, 1];
pub const INGENUITY_VP: [i32; 4] = [4, 2, 1, 0];
/// Solo: 1 VP per this many Funds left after experiments.
pub const SOLO_FUNDS_PER_VP: u8 = 5;

// ---- The hex grid (§2.2, §5) ----
pub const CELLS: usize = 36;
/// Edge `i` of a hex faces `DIRECTIONS[i]` (axial q, r).
pub const DIRECTIONS: [(i8, i8); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];
/// Cells H01..H36 in axial coordinates, ring by ring; the clock is (0,0).
pub const CELL_COORDS: [(i8, i8); CELLS] = [
    (-1, 1),
    (0, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, 0),
    (-2, 2),
    (-1, 2),
    (0, 2),
    (1, 1),
    (2, 0),
    (2, -1),
    (2, -2),
    (1, -2),
    (0, -2),
    (-1, -1),
    (-2, 0),
    (-2, 1),
    (-3, 3),
    (-2, 3),
    (-1, 3),
    (0, 3),
    (1, 2),
    (2, 1),
    (3, 0),
    (3, -1),
    (3, -2),
    (3, -3),
    (2, -3),
    (1, -3),
    (0, -3),
    (-1, -2),
    (-2, -1),
    (-3, 0),
    (-3, 1),
    (-3, 2),
];

/// What lies beyond an edge of a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Beyond {
    Cell(u8),
    Clock,
    OffGrid,
}

const fn cell_at(q: i8, r: i8) -> Beyond {
    if q == 0 && r == 0 {
        return Beyond::Clock;
    }
    let mut index = 0;
    while index < CELLS {
        if CELL_COORDS[index].0 == q && CELL_COORDS[index].1 == r {
            return Beyond::Cell(index as u8);
        }
        index += 1;
    }
    Beyond::OffGrid
}

const fn build_neighbours() -> [[Beyond; 6]; CELLS] {
    let mut table = [[Beyond::OffGrid; 6]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut direction = 0;
        while direction < 6 {
            table[cell][direction] = cell_at(
                CELL_COORDS[cell].0 + DIRECTIONS[direction].0,
                CELL_COORDS[cell].1 + DIRECTIONS[direction].1,
            );
            direction += 1;
        }
        cell += 1;
    }
    table
}

/// For each cell and edge, what lies beyond it.
pub const NEIGHBOURS: [[Beyond; 6]; CELLS] = build_neighbours();

/// The cell id (0-based) at axial `(q, r)`, if it is a placeable cell.
pub const fn cell_index(q: i8, r: i8) -> Option<u8> {
    match cell_at(q, r) {
        Beyond::Cell(cell) => Some(cell),
        _ => None,
    }
}

// ---- Inventors (§6.2) ----
pub const INVENTORS: usize = 24;

/// An inventor card and hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Inventor {
    pub born: u16,
    /// Edges 0-2 show `fields.0`, edges 3-5 `fields.1` (the same for a single field).
    pub fields: (Field, Field),
    pub ideas: u8,
    /// The book-base conversion: the user pays `pay` to the owner and gains `gain`.
    pub pay: Bundle,
    pub gain: Bundle,
    pub ability: InventorAbility,
}

impl Inventor {
    pub const fn is_dual(&self) -> bool {
        !matches!(
            (self.fields.0, self.fields.1),
            (Field::Engineering, Field::Engineering)
                | (Field::Chemistry, Field::Chemistry)
                | (Field::Physics, Field::Physics)
        )
    }

    /// The field of edge `edge` once placed with `rotation`.
    pub const fn edge_field(&self, rotation: u8, edge: usize) -> Field {
        let base = (edge + 6 - (rotation as usize % 6)) % 6;
        if base < 3 {
            self.fields.0
        } else {
            self.fields.1
        }
    }
}

const E: Field = Field::Engineering;
const C: Field = Field::Chemistry;
const P: Field = Field::Physics;
const fn funds(count: u8) -> Bundle {
    Bundle::new(0, 0, 0, 0, count)
}
const fn inventor(
    born: u16,
    fields: (Field, Field),
    ideas: u8,
    pay: Bundle,
    gain: Bundle,
    ability: InventorAbility,
) -> Inventor {
    Inventor {
        born,
        fields,
        ideas,
        pay,
        gain,
        ability,
    }
}
use InventorAbility::{Passive, Trigger};

pub const INVENTOR_DATA: [Inventor; INVENTORS] = [
    // V01 Ford
    inventor(
        1863,
        (E, E),
        1,
        funds(2),
        Bundle::new(2, 0, 0, 0, 0),
        Trigger(&[SearchConceive(
            SearchFilter::Field(E),
            SearchFilter::Track(Track::Industrial),
        )]),
    ),
    // V02 Stephenson
    inventor(
        1781,
        (E, E),
        2,
        Bundle::new(0, 1, 0, 0, 0),
        Bundle::new(2, 0, 0, 0, 0),
        Passive(Modifier::WildAdjacency(E)),
    ),
    // V03 Benz
    inventor(
        1844,
        (E, E),
        2,
        Bundle::new(0, 0, 1, 0, 0),
        Bundle::new(2, 0, 0, 0, 0),
        Passive(Modifier::TrackBonus(Track::Industrial, 1)),
    ),
    // V04 Brunel
    inventor(
        1806,
        (E, E),
        3,
        funds(2),
        Bundle::new(1, 0, 1, 0, 0),
        Trigger(&[NextPlacementDiscount(1)]),
    ),
    // V05 Babbage
    inventor(
        1791,
        (E, E),
        1,
        Bundle::new(0, 0, 0, 1, 0),
        Bundle::new(2, 0, 1, 0, 0),
        Trigger(&[ResetSwitches(1)]),
    ),
    // V06 Diesel
    inventor(
        1858,
        (E, E),
        3,
        Bundle::new(1, 0, 0, 0, 0),
        funds(3),
        Trigger(&[Gain(Bundle::new(1, 0, 0, 0, 2))]),
    ),
    // V07 Pasteur
    inventor(
        1822,
        (C, C),
        1,
        funds(2),
        Bundle::new(0, 2, 0, 0, 0),
        Trigger(&[SearchConceive(
            SearchFilter::Field(C),
            SearchFilter::Track(Track::Academic),
        )]),
    ),
    // V08 Nobel
    inventor(
        1833,
        (C, C),
        2,
        Bundle::new(1, 0, 0, 0, 0),
        Bundle::new(0, 2, 0, 0, 0),
        Passive(Modifier::BreakthroughPick),
    ),
    // V09 Mendeleev
    inventor(
        1834,
        (C, C),
        2,
        Bundle::new(0, 0, 1, 0, 0),
        Bundle::new(0, 2, 0, 0, 0),
        Passive(Modifier::WildAdjacency(C)),
    ),
    // V10 Goodyear
    inventor(
        1800,
        (C, C),
        2,
        funds(2),
        Bundle::new(1, 1, 0, 0, 0),
        Passive(Modifier::TrackBonus(Track::Economic, 1)),
    ),
    // V11 Lister
    inventor(
        1827,
        (C, C),
        3,
        Bundle::new(0, 1, 0, 0, 0),
        funds(3),
        Passive(Modifier::CostDelta(CostTarget::ExperimentFunds, -2)),
    ),
    // V12 Liebig
    inventor(
        1803,
        (C, C),
        1,
        Bundle::new(0, 0, 0, 1, 0),
        Bundle::new(1, 2, 0, 0, 0),
        Passive(Modifier::CostDelta(CostTarget::Conceive, -1)),
    ),
    // V13 Wheatstone
    inventor(
        1802,
        (P, P),
        2,
        Bundle::new(1, 0, 0, 0, 0),
        Bundle::new(0, 0, 2, 0, 0),
        Passive(Modifier::WildAdjacency(P)),
    ),
    // V14 Bell
    inventor(
        1847,
        (P, P),
        2,
        funds(2),
        Bundle::new(0, 0, 2, 0, 0),
        Passive(Modifier::CostDelta(CostTarget::Recruit, -1)),
    ),
    // V15 Marconi
    inventor(
        1874,
        (P, P),
        1,
        Bundle::new(0, 1, 0, 0, 0),
        Bundle::new(0, 0, 2, 0, 0),
        Trigger(&[UseConversion]),
    ),
    // V16 Hertz
    inventor(
        1857,
        (P, P),
        3,
        funds(2),
        Bundle::new(0, 1, 1, 0, 0),
        Trigger(&[Gain(Bundle::new(0, 0, 2, 0, 0))]),
    ),
    // V17 Röntgen
    inventor(
        1845,
        (P, P),
        2,
        Bundle::new(0, 0, 0, 1, 0),
        Bundle::new(0, 1, 2, 0, 0),
        Trigger(&[PeekInventions {
            count: 3,
            take_ideas: 1,
        }]),
    ),
    // V18 Kelvin
    inventor(
        1824,
        (P, P),
        2,
        Bundle::new(0, 0, 1, 0, 0),
        funds(3),
        Passive(Modifier::CostDelta(CostTarget::Ingenuity, -1)),
    ),
    // V19 Tesla
    inventor(
        1856,
        (E, P),
        1,
        Bundle::new(0, 1, 0, 0, 0),
        Bundle::new(1, 0, 1, 0, 0),
        Trigger(&[ActivateEquipment(1)]),
    ),
    // V20 Edison
    inventor(
        1847,
        (E, P),
        1,
        funds(2),
        Bundle::new(1, 0, 1, 0, 0),
        Trigger(&[SearchConceive(
            SearchFilter::Field(P),
            SearchFilter::Track(Track::Economic),
        )]),
    ),
    // V21 Curie
    inventor(
        1867,
        (C, P),
        1,
        Bundle::new(1, 0, 0, 0, 0),
        Bundle::new(0, 1, 1, 0, 0),
        Passive(Modifier::TrackBonus(Track::Academic, 1)),
    ),
    // V22 Faraday
    inventor(
        1791,
        (C, P),
        1,
        funds(2),
        Bundle::new(0, 1, 1, 0, 0),
        Passive(Modifier::IdeaConversionRate(2)),
    ),
    // V23 Bessemer
    inventor(
        1813,
        (E, C),
        2,
        Bundle::new(0, 0, 1, 0, 0),
        Bundle::new(1, 1, 0, 0, 0),
        Trigger(&[Convert {
            pay: Cost::of(funds(1)),
            gain: Bundle::new(1, 1, 0, 0, 0),
            gain_any: 0,
        }]),
    ),
    // V24 Dunlop
    inventor(
        1840,
        (E, C),
        3,
        funds(2),
        Bundle::new(1, 1, 0, 0, 0),
        Trigger(&[GainAny(1), Gain(funds(1))]),
    ),
];

/// Inventor ids used by name in the rules' tests (0-based).
pub mod inventor_ids {
    pub const FORD: u8 = 0;
    pub const STEPHENSON: u8 = 1;
    pub const BENZ: u8 = 2;
    pub const BRUNEL: u8 = 3;
    pub const BABBAGE: u8 = 4;
    pub const DIESEL: u8 = 5;
    pub const PASTEUR: u8 = 6;
    pub const NOBEL: u8 = 7;
    pub const MENDELEEV: u8 = 8;
    pub const GOODYEAR: u8 = 9;
    pub const LISTER: u8 = 10;
    pub const LIEBIG: u8 = 11;
    pub const WHEATSTONE: u8 = 12;
    pub const BELL: u8 = 13;
    pub const MARCONI: u8 = 14;
    pub const HERTZ: u8 = 15;
    pub const RONTGEN: u8 = 16;
    pub const KELVIN: u8 = 17;
    pub const TESLA: u8 = 18;
    pub const EDISON: u8 = 19;
    pub const CURIE: u8 = 20;
    pub const FARADAY: u8 = 21;
    pub const BESSEMER: u8 = 22;
    pub const DUNLOP: u8 = 23;
}

// ---- Inventions (§6.3) ----
pub const INVENTIONS: usize = 48;
/// The credited inventors of the quiz list (§6.3): one per invention, each a different name.
pub const CREDITED_INVENTORS: usize = 48;

/// An invention hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Invention {
    /// The year printed for the quiz.
    pub year: u16,
    /// Its credited inventor on the quiz list (§6.3, §8): an index into the credited names
    /// (the game's text module, [`CREDITED_INVENTORS`] of them).
    pub credited: u8,
    pub field: Field,
    pub cost: Bundle,
    pub track: Track,
    pub steps: u8,
    pub ability: &'static [Effect],
}

/// Indexed by id: N01 is 0.
pub const INVENTION_DATA: [Invention; INVENTIONS] = [
    // N01
    Invention {
        year: 1749,
        credited: 0,
        field: Field::Physics,
        cost: Bundle::new(1, 0, 1, 0, 0),
        track: Track::Academic,
        steps: 1,
        ability: &[Gain(Bundle::one(Resource::Physics, 2))],
    },
    // N02
    Invention {
        year: 1764,
        credited: 1,
        field: Field::Engineering,
        cost: Bundle::new(1, 1, 0, 0, 0),
        track: Track::Economic,
        steps: 1,
        ability: &[Gain(Bundle::one(Resource::Engineering, 2))],
    },
    // N03
    Invention {
        year: 1769,
        credited: 2,
        field: Field::Engineering,
        cost: Bundle::new(2, 0, 0, 0, 0),
        track: Track::Industrial,
        steps: 1,
        ability: &[ActivateEquipment(1)],
    },
    // N04
    Invention {
        year: 1776,
        credited: 3,
        field: Field::Engineering,
        cost: Bundle::new(2, 1, 0, 0, 0),
        track: Track::Industrial,
        steps: 1,
        ability: &[ResetSwitches(1)],
    },
    // N05
    Invention {
        year: 1800,
        credited: 4,
        field: Field::Chemistry,
        cost: Bundle::new(0, 1, 1, 0, 0),
        track: Track::Academic,
        steps: 1,
        ability: &[Gain(Bundle::one(Resource::Chemistry, 2))],
    },
    // N06
    Invention {
        year: 1800,
        credited: 5,
        field: Field::Chemistry,
        cost: Bundle::new(1, 1, 0, 0, 0),
        track: Track::Academic,
        steps: 1,
        ability: &[ActivateEquipment(1)],
    },
    // N07
    Invention {
        year: 1813,
        credited: 6,
        field: Field::Chemistry,
        cost: Bundle::new(1, 1, 0, 0, 0),
        track: Track::Economic,
        steps: 1,
        ability: &[StealFunds(2)],
    },
    // N08
    Invention {
        year: 1814,
        credited: 7,
        field: Field::Engineering,
        cost: Bundle::new(2, 1, 1, 0, 0),
        track: Track::Industrial,
        steps: 2,
        ability: &[GainSplit {
            resource: Resource::Engineering,
            own: 3,
            others: 1,
        }],
    },
    // N09
    Invention {
        year: 1816,
        credited: 8,
        field: Field::Chemistry,
        cost: Bundle::new(0, 1, 1, 0, 0),
        track: Track::Academic,
        steps: 1,
        ability: &[DrawInventor(1)],
    },
    // N10
    Invention {
        year: 1831,
        credited: 9,
        field: Field::Engineering,
        cost: Bundle::new(3, 1, 0, 0, 0),
        track: Track::Economic,
        steps: 2,
        ability: &[InnovativeIdeas],
    },
    // N11
    Invention {
        year: 1836,
        credited: 10,
        field: Field::Engineering,
        cost: Bundle::new(2, 1, 1, 0, 0),
        track: Track::Industrial,
        steps: 2,
        ability: &[StealSwitch],
    },
    // N12
    Invention {
        year: 1837,
        credited: 11,
        field: Field::Physics,
        cost: Bundle::new(1, 1, 2, 0, 0),
        track: Track::Economic,
        steps: 2,
        ability: &[DrawInvention(2)],
    },
    // N13
    Invention {
        year: 1839,
        credited: 12,
        field: Field::Chemistry,
        cost: Bundle::new(0, 2, 2, 0, 0),
        track: Track::Economic,
        steps: 2,
        ability: &[GainAny(3)],
    },
    // N14
    Invention {
        year: 1844,
        credited: 13,
        field: Field::Engineering,
        cost: Bundle::new(2, 1, 0, 0, 0),
        track: Track::Economic,
        steps: 2,
        ability: &[PlaceDiscounted(1)],
    },
    // N15
    Invention {
        year: 1844,
        credited: 14,
        field: Field::Chemistry,
        cost: Bundle::new(2, 1, 1, 0, 0),
        track: Track::Economic,
        steps: 2,
        ability: &[GainSplit {
            resource: Resource::Chemistry,
            own: 3,
            others: 1,
        }],
    },
    // N16
    Invention {
        year: 1850,
        credited: 15,
        field: Field::Engineering,
        cost: Bundle::new(1, 0, 1, 0, 0),
        track: Track::Economic,
        steps: 1,
        ability: &[Gain(Bundle::one(Resource::Chemistry, 2))],
    },
    // N17
    Invention {
        year: 1855,
        credited: 16,
        field: Field::Engineering,
        cost: Bundle::new(1, 1, 0, 0, 0),
        track: Track::Economic,
        steps: 1,
        ability: &[StealFunds(2)],
    },
    // N18
    Invention {
        year: 1856,
        credited: 17,
        field: Field::Chemistry,
        cost: Bundle::new(1, 2, 1, 0, 0),
        track: Track::Economic,
        steps: 2,
        ability: &[DrawExperiment(1)],
    },
    // N19
    Invention {
        year: 1862,
        credited: 18,
        field: Field::Engineering,
        cost: Bundle::new(3, 0, 1, 0, 0),
        track: Track::Industrial,
        steps: 2,
        ability: &[StealFunds(3)],
    },
    // N20
    Invention {
        year: 1866,
        credited: 19,
        field: Field::Engineering,
        cost: Bundle::new(2, 0, 2, 0, 0),
        track: Track::Academic,
        steps: 2,
        ability: &[StealSwitch],
    },
    // N21
    Invention {
        year: 1867,
        credited: 20,
        field: Field::Chemistry,
        cost: Bundle::new(1, 3, 0, 0, 0),
        track: Track::Industrial,
        steps: 2,
        ability: &[DrawBreakthrough(1)],
    },
    // N22
    Invention {
        year: 1869,
        credited: 21,
        field: Field::Chemistry,
        cost: Bundle::new(0, 3, 1, 0, 0),
        track: Track::Academic,
        steps: 2,
        ability: &[InnovativeIdeas],
    },
    // N23
    Invention {
        year: 1870,
        credited: 22,
        field: Field::Chemistry,
        cost: Bundle::new(0, 2, 0, 0, 0),
        track: Track::Economic,
        steps: 1,
        ability: &[DrawInventor(1)],
    },
    // N24
    Invention {
        year: 1876,
        credited: 23,
        field: Field::Physics,
        cost: Bundle::new(2, 0, 2, 0, 0),
        track: Track::Economic,
        steps: 2,
        ability: &[InnovativeIdeas],
    },
    // N25
    Invention {
        year: 1879,
        credited: 24,
        field: Field::Physics,
        cost: Bundle::new(0, 1, 3, 0, 0),
        track: Track::Economic,
        steps: 2,
        ability: &[ActivateEquipment(2)],
    },
    // N26
    Invention {
        year: 1880,
        credited: 25,
        field: Field::Physics,
        cost: Bundle::new(2, 0, 2, 0, 0),
        track: Track::Academic,
        steps: 2,
        ability: &[DrawExperiment(1)],
    },
    // N27
    Invention {
        year: 1885,
        credited: 26,
        field: Field::Engineering,
        cost: Bundle::new(1, 1, 1, 0, 0),
        track: Track::Industrial,
        steps: 2,
        ability: &[PlaceDiscounted(1)],
    },
    // N28
    Invention {
        year: 1887,
        credited: 27,
        field: Field::Physics,
        cost: Bundle::new(1, 0, 3, 0, 0),
        track: Track::Industrial,
        steps: 2,
        ability: &[DrawInvention(2)],
    },
    // N29
    Invention {
        year: 1888,
        credited: 28,
        field: Field::Physics,
        cost: Bundle::new(0, 2, 2, 0, 0),
        track: Track::Economic,
        steps: 2,
        ability: &[ResetSwitches(1)],
    },
    // N30
    Invention {
        year: 1893,
        credited: 29,
        field: Field::Engineering,
        cost: Bundle::new(1, 2, 0, 0, 0),
        track: Track::Academic,
        steps: 2,
        ability: &[Gain(Bundle::one(Resource::Engineering, 2))],
    },
    // N31
    Invention {
        year: 1898,
        credited: 30,
        field: Field::Chemistry,
        cost: Bundle::new(0, 3, 2, 0, 0),
        track: Track::Academic,
        steps: 3,
        ability: &[DrawBreakthrough(1)],
    },
    // N32
    Invention {
        year: 1900,
        credited: 31,
        field: Field::Physics,
        cost: Bundle::new(2, 1, 2, 0, 0),
        track: Track::Industrial,
        steps: 3,
        ability: &[GainSplit {
            resource: Resource::Physics,
            own: 3,
            others: 1,
        }],
    },
    // N33
    Invention {
        year: 1901,
        credited: 32,
        field: Field::Physics,
        cost: Bundle::new(0, 2, 1, 0, 0),
        track: Track::Academic,
        steps: 2,
        ability: &[Gain(Bundle::one(Resource::Physics, 2))],
    },
    // N34
    Invention {
        year: 1903,
        credited: 33,
        field: Field::Physics,
        cost: Bundle::new(3, 0, 2, 0, 0),
        track: Track::Industrial,
        steps: 3,
        ability: &[ResetSwitches(1)],
    },
    // N35
    Invention {
        year: 1903,
        credited: 34,
        field: Field::Engineering,
        cost: Bundle::new(3, 1, 1, 0, 0),
        track: Track::Industrial,
        steps: 2,
        ability: &[ResetSwitches(2)],
    },
    // N36
    Invention {
        year: 1905,
        credited: 35,
        field: Field::Physics,
        cost: Bundle::new(1, 1, 3, 0, 0),
        track: Track::Academic,
        steps: 3,
        ability: &[InnovativeIdeas],
    },
    // N37
    Invention {
        year: 1906,
        credited: 36,
        field: Field::Physics,
        cost: Bundle::new(1, 1, 2, 0, 0),
        track: Track::Economic,
        steps: 2,
        ability: &[DrawExperiment(1)],
    },
    // N38
    Invention {
        year: 1906,
        credited: 37,
        field: Field::Physics,
        cost: Bundle::new(2, 0, 3, 0, 0),
        track: Track::Industrial,
        steps: 3,
        ability: &[PlaceDiscounted(2)],
    },
    // N39
    Invention {
        year: 1907,
        credited: 38,
        field: Field::Engineering,
        cost: Bundle::new(2, 1, 1, 0, 0),
        track: Track::Academic,
        steps: 2,
        ability: &[DrawInvention(2)],
    },
    // N40
    Invention {
        year: 1907,
        credited: 39,
        field: Field::Chemistry,
        cost: Bundle::new(1, 2, 1, 0, 0),
        track: Track::Academic,
        steps: 2,
        ability: &[DrawExperiment(1)],
    },
    // N41
    Invention {
        year: 1912,
        credited: 40,
        field: Field::Engineering,
        cost: Bundle::new(3, 1, 1, 0, 0),
        track: Track::Industrial,
        steps: 3,
        ability: &[GainAny(3)],
    },
    // N42
    Invention {
        year: 1916,
        credited: 41,
        field: Field::Chemistry,
        cost: Bundle::new(2, 3, 0, 0, 0),
        track: Track::Industrial,
        steps: 3,
        ability: &[GainAny(3)],
    },
    // N43
    Invention {
        year: 1918,
        credited: 42,
        field: Field::Physics,
        cost: Bundle::new(1, 1, 3, 0, 0),
        track: Track::Academic,
        steps: 3,
        ability: &[PlaceDiscounted(2)],
    },
    // N44
    Invention {
        year: 1922,
        credited: 43,
        field: Field::Chemistry,
        cost: Bundle::new(1, 3, 1, 0, 0),
        track: Track::Academic,
        steps: 3,
        ability: &[DrawBreakthrough(1)],
    },
    // N45
    Invention {
        year: 1926,
        credited: 44,
        field: Field::Chemistry,
        cost: Bundle::new(2, 2, 1, 0, 0),
        track: Track::Industrial,
        steps: 3,
        ability: &[GainAny(3)],
    },
    // N46
    Invention {
        year: 1928,
        credited: 45,
        field: Field::Chemistry,
        cost: Bundle::new(0, 3, 2, 0, 0),
        track: Track::Academic,
        steps: 3,
        ability: &[ActivateEquipment(2)],
    },
    // N47
    Invention {
        year: 1942,
        credited: 46,
        field: Field::Physics,
        cost: Bundle::new(1, 2, 2, 0, 0),
        track: Track::Industrial,
        steps: 3,
        ability: &[DrawBreakthrough(1)],
    },
    // N48
    Invention {
        year: 1942,
        credited: 47,
        field: Field::Physics,
        cost: Bundle::new(1, 0, 3, 0, 0),
        track: Track::Economic,
        steps: 3,
        ability: &[DrawInventor(1)],
    },
];

/// Invention ids used by name in the rules' tests (0-based).
pub mod invention_ids {
    pub const VACCINE: u8 = 4;
    pub const SEWING_MACHINE: u8 = 13;
    pub const LIGHTBULB: u8 = 24;
    pub const FIRST_CAR: u8 = 26;
    pub const RADAR: u8 = 27;
    pub const SONAR: u8 = 37;
    pub const HELICOPTER: u8 = 38;
    pub const RADIOCIRCUIT: u8 = 42;
}

// ---- Equipment (§6.4) ----
pub const EQUIPMENT: usize = 25;

/// Indexed by id: Q01 is 0.
pub const EQUIPMENT_DATA: [&[Effect]; EQUIPMENT] = [
    &[Gain(Bundle::new(2, 0, 0, 0, 0))],
    &[Gain(Bundle::new(0, 2, 0, 0, 0))],
    &[Gain(Bundle::new(0, 0, 2, 0, 0))],
    &[Gain(Bundle::new(1, 0, 1, 0, 0))],
    &[Gain(Bundle::new(0, 1, 1, 0, 0))],
    &[Gain(Bundle::new(1, 1, 0, 0, 0))],
    &[GainAny(1), Gain(funds(1))],
    &[GainAny(1), Gain(funds(1))],
    &[GainAny(1), Gain(funds(1))],
    &[Gain(funds(3))],
    &[Gain(funds(3))],
    &[Gain(Bundle::new(0, 0, 0, 1, 1))],
    &[Gain(Bundle::new(0, 0, 0, 1, 1))],
    &[Convert {
        pay: Cost::of(funds(2)),
        gain: Bundle::NONE,
        gain_any: 3,
    }],
    &[Convert {
        pay: Cost::of(funds(2)),
        gain: Bundle::NONE,
        gain_any: 3,
    }],
    &[Convert {
        pay: Cost {
            fixed: Bundle::NONE,
            any_science: 1,
        },
        gain: Bundle::new(0, 0, 0, 1, 0),
        gain_any: 0,
    }],
    &[Convert {
        pay: Cost {
            fixed: Bundle::NONE,
            any_science: 1,
        },
        gain: Bundle::new(0, 0, 0, 1, 0),
        gain_any: 0,
    }],
    &[ResetSwitches(1)],
    &[ResetSwitches(1)],
    &[DrawInvention(1)],
    &[DrawInventor(1)],
    &[Gain(Bundle::new(0, 0, 0, 1, 0))],
    &[Gain(Bundle::new(0, 0, 0, 1, 0))],
    &[Convert {
        pay: Cost::of(funds(1)),
        gain: Bundle::new(1, 1, 1, 0, 0),
        gain_any: 0,
    }],
    &[Gain(Bundle::new(0, 0, 1, 0, 2))],
];

/// Equipment ids used by name in the rules' tests (0-based).
pub mod equipment_ids {
    pub const LATHE: u8 = 0;
    pub const DIFFERENCE_ENGINE: u8 = 17;
}

// ---- Experiments (§6.5) ----
pub const EXPERIMENTS: usize = 26;

/// An experiment token: what it needs, and its VP when fulfilled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Experiment {
    pub needs: Bundle,
    pub vp: u8,
}

const fn experiment(needs: Bundle, vp: u8) -> Experiment {
    Experiment { needs, vp }
}

/// Indexed by id: X01 is 0. Bundles are E, C, P, I, F.
pub const EXPERIMENT_DATA: [Experiment; EXPERIMENTS] = [
    experiment(Bundle::new(3, 0, 0, 0, 0), 4),
    experiment(Bundle::new(0, 3, 0, 0, 0), 4),
    experiment(Bundle::new(0, 0, 3, 0, 0), 4),
    experiment(Bundle::new(2, 2, 0, 0, 0), 5),
    experiment(Bundle::new(2, 0, 2, 0, 0), 5),
    experiment(Bundle::new(0, 2, 2, 0, 0), 5),
    experiment(Bundle::new(1, 1, 1, 0, 2), 5),
    experiment(Bundle::new(1, 1, 1, 1, 0), 6),
    experiment(Bundle::new(2, 0, 0, 1, 0), 5),
    experiment(Bundle::new(0, 2, 0, 1, 0), 5),
    experiment(Bundle::new(0, 0, 2, 1, 0), 5),
    experiment(Bundle::new(0, 0, 0, 1, 4), 5),
    experiment(Bundle::new(0, 0, 0, 2, 0), 5),
    experiment(Bundle::new(0, 0, 0, 2, 2), 6),
    experiment(Bundle::new(3, 0, 0, 0, 2), 5),
    experiment(Bundle::new(0, 3, 0, 0, 2), 5),
    experiment(Bundle::new(0, 0, 3, 0, 2), 5),
    experiment(Bundle::new(2, 2, 2, 0, 0), 7),
    experiment(Bundle::new(4, 0, 0, 1, 0), 7),
    experiment(Bundle::new(0, 4, 0, 1, 0), 7),
    experiment(Bundle::new(0, 0, 4, 1, 0), 7),
    experiment(Bundle::new(0, 0, 0, 3, 0), 7),
    experiment(Bundle::new(2, 2, 0, 1, 0), 7),
    experiment(Bundle::new(0, 2, 2, 1, 0), 7),
    experiment(Bundle::new(2, 0, 2, 1, 0), 7),
    experiment(Bundle::new(1, 1, 1, 2, 2), 9),
];

// ---- Breakthroughs (§6.6) ----
pub const BREAKTHROUGHS: usize = 16;
/// Hidden VP of each breakthrough token.
pub const BREAKTHROUGH_VP: [u8; BREAKTHROUGHS] = [1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 5];
/// Nobel: draw this many, keep 1.
pub const NOBEL_DRAW: usize = 2;

// ---- Breaking news (§6.7) ----
pub const NEWS: usize = 17;

/// A breaking-news card's left and right options.
pub type NewsCard = [NewsRule; 2];

const fn all_gain(bundle: Bundle) -> NewsRule {
    NewsRule::AllGain(bundle)
}
const fn for_all(modifier: Modifier) -> NewsRule {
    NewsRule::ForAll(modifier)
}

/// Indexed by id: card 1 is 0. Index 0 of each card is the left option.
pub const NEWS_DATA: [NewsCard; NEWS] = [
    [
        all_gain(Bundle::new(0, 0, 0, 1, 0)),
        for_all(Modifier::CostDelta(CostTarget::Equipment, -1)),
    ],
    [
        for_all(Modifier::TrackBonus(Track::Academic, 1)),
        all_gain(Bundle::new(0, 0, 1, 0, 0)),
    ],
    [
        for_all(Modifier::CostDelta(CostTarget::Refresh, -2)),
        all_gain(funds(2)),
    ],
    [
        for_all(Modifier::CostDelta(CostTarget::Recruit, -1)),
        all_gain(Bundle::new(0, 1, 0, 0, 0)),
    ],
    [
        for_all(Modifier::TrackBonus(Track::Industrial, 1)),
        all_gain(Bundle::new(1, 0, 0, 0, 0)),
    ],
    [
        for_all(Modifier::CostDelta(CostTarget::Income, -2)),
        for_all(Modifier::CostDelta(CostTarget::Recruit, 1)),
    ],
    [
        NewsRule::OnEvent(Occasion::PlaceInventor, Bundle::new(0, 0, 0, 1, 0)),
        NewsRule::AllGainAny(1),
    ],
    [
        all_gain(Bundle::new(1, 1, 0, 0, 0)),
        for_all(Modifier::CostDelta(CostTarget::ExperimentFunds, -1)),
    ],
    [
        all_gain(funds(3)),
        for_all(Modifier::FundsConversionRate(2)),
    ],
    [
        for_all(Modifier::CostDelta(CostTarget::Conceive, -1)),
        all_gain(Bundle::new(0, 0, 0, 1, 0)),
    ],
    [
        NewsRule::OnEvent(Occasion::PlaceInvention, funds(1)),
        for_all(Modifier::CostDelta(CostTarget::Conceive, 1)),
    ],
    [
        for_all(Modifier::CostDelta(CostTarget::Ingenuity, 1)),
        NewsRule::CloseLocation(LocationKind::Refresh),
    ],
    [
        for_all(Modifier::TrackBonus(Track::Economic, 1)),
        all_gain(Bundle::new(0, 0, 1, 0, 1)),
    ],
    [
        for_all(Modifier::WildAdjacency(E)),
        all_gain(Bundle::new(1, 0, 0, 0, 1)),
    ],
    [
        NewsRule::RankGain {
            highest: true,
            gain: Bundle::new(0, 0, 0, 2, 0),
        },
        NewsRule::RankGain {
            highest: false,
            gain: Bundle::new(0, 0, 0, 2, 0),
        },
    ],
    [
        NewsRule::ExtraEquipmentActivation(1),
        for_all(Modifier::WildAdjacency(P)),
    ],
    [
        for_all(Modifier::WildAdjacency(C)),
        all_gain(Bundle::new(0, 1, 0, 0, 1)),
    ],
];
