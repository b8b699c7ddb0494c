//! The vocabulary of the components: resources, fields, tracks, lab sides, and the effect
//! primitives of the reference sheet (§6) in which every card ability is written as data.

use serde::{Deserialize, Serialize};

/// A resource: the three scientific ones, Ideas and Funds (kept on the fund dial).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Resource {
    #[default]
    Engineering,
    Chemistry,
    Physics,
    Ideas,
    Funds,
}

impl Resource {
    pub const ALL: [Resource; 5] = [
        Resource::Engineering,
        Resource::Chemistry,
        Resource::Physics,
        Resource::Ideas,
        Resource::Funds,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The scientific resource of a field.
    pub const fn of(field: Field) -> Resource {
        match field {
            Field::Engineering => Resource::Engineering,
            Field::Chemistry => Resource::Chemistry,
            Field::Physics => Resource::Physics,
        }
    }

    /// The field of a scientific resource (`None` for Ideas and Funds).
    pub const fn field(self) -> Option<Field> {
        match self {
            Resource::Engineering => Some(Field::Engineering),
            Resource::Chemistry => Some(Field::Chemistry),
            Resource::Physics => Some(Field::Physics),
            Resource::Ideas | Resource::Funds => None,
        }
    }
}

/// A field of science, the colour of inventors, inventions and hex edges.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Field {
    #[default]
    Engineering,
    Chemistry,
    Physics,
}

impl Field {
    pub const ALL: [Field; 3] = [Field::Engineering, Field::Chemistry, Field::Physics];

    pub const fn index(self) -> usize {
        self as usize
    }
}

/// A progress track.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Track {
    #[default]
    Industrial,
    Economic,
    Academic,
}

impl Track {
    pub const ALL: [Track; 3] = [Track::Industrial, Track::Economic, Track::Academic];

    pub const fn index(self) -> usize {
        self as usize
    }
}

/// An amount of each resource, indexed by [`Resource::index`].
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Bundle(pub [u8; 5]);

impl Bundle {
    pub const NONE: Bundle = Bundle([0; 5]);

    pub const fn new(engineering: u8, chemistry: u8, physics: u8, ideas: u8, funds: u8) -> Bundle {
        Bundle([engineering, chemistry, physics, ideas, funds])
    }

    pub const fn one(resource: Resource, count: u8) -> Bundle {
        let mut amounts = [0; 5];
        amounts[resource.index()] = count;
        Bundle(amounts)
    }

    pub const fn get(self, resource: Resource) -> u8 {
        self.0[resource.index()]
    }

    pub fn total(self) -> u32 {
        self.0.iter().map(|&count| u32::from(count)).sum()
    }

    pub fn science(self) -> u32 {
        self.0[..3].iter().map(|&count| u32::from(count)).sum()
    }

    /// Whether every amount is at least `other`'s.
    pub fn covers(self, other: Bundle) -> bool {
        self.0.iter().zip(other.0).all(|(&have, need)| have >= need)
    }
}

/// What something costs: fixed resources plus units of any scientific resource.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cost {
    pub fixed: Bundle,
    pub any_science: u8,
}

impl Cost {
    pub const fn of(fixed: Bundle) -> Cost {
        Cost {
            fixed,
            any_science: 0,
        }
    }
}

/// The two sides of each of the 4 labs (§6.1), in the order of their Ingenuity starts.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum LabSide {
    #[default]
    Authoritarian,
    Liberal,
    ManufacturingCo,
    Metropolitan,
    TradingFirm,
    Polytechnic,
    Visionary,
    Resourceful,
}

impl LabSide {
    pub const ALL: [LabSide; 8] = [
        LabSide::Authoritarian,
        LabSide::Liberal,
        LabSide::ManufacturingCo,
        LabSide::Metropolitan,
        LabSide::TradingFirm,
        LabSide::Polytechnic,
        LabSide::Visionary,
        LabSide::Resourceful,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The physical lab whose side this is.
    pub const fn lab(self) -> Lab {
        match self {
            LabSide::Authoritarian | LabSide::Liberal => Lab::Government,
            LabSide::ManufacturingCo | LabSide::TradingFirm => Lab::Corporation,
            LabSide::Metropolitan | LabSide::Polytechnic => Lab::University,
            LabSide::Visionary | LabSide::Resourceful => Lab::Innovator,
        }
    }
}

/// One of the 4 double-sided labs.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Lab {
    #[default]
    Government,
    Corporation,
    University,
    Innovator,
}

impl Lab {
    pub const ALL: [Lab; 4] = [
        Lab::Government,
        Lab::Corporation,
        Lab::University,
        Lab::Innovator,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }
}

/// What a `SearchConceive` may name: a field or a track.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SearchFilter {
    Field(Field),
    Track(Track),
}

/// A one-off effect (§6 "Effects"). Abilities are short lists of these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Effect {
    /// `Gain(res,n)` and `GainFunds(n)`, several at once.
    Gain(Bundle),
    /// Any mix of E, C and P.
    GainAny(u8),
    /// You gain `own`, each other player gains `others`.
    GainSplit {
        resource: Resource,
        own: u8,
        others: u8,
    },
    /// Optional: pay first, then gain.
    Convert {
        pay: Cost,
        gain: Bundle,
        gain_any: u8,
    },
    DrawInvention(u8),
    DrawInventor(u8),
    DrawExperiment(u8),
    DrawBreakthrough(u8),
    ResetSwitches(u8),
    ActivateEquipment(u8),
    PlaceDiscounted(u8),
    SearchConceive(SearchFilter, SearchFilter),
    /// Look at the top `count` tiles; you may conceive one for `take_ideas` Ideas.
    PeekInventions {
        count: u8,
        take_ideas: u8,
    },
    StealFunds(u8),
    StealSwitch,
    InnovativeIdeas,
    UseConversion,
    NextPlacementDiscount(u8),
    AdvanceTrack(Track, u8),
}

/// What a cost modifier changes (§6 `CostDelta` targets).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CostTarget {
    Recruit,
    Conceive,
    Ingenuity,
    ExperimentFunds,
    Refresh,
    Equipment,
    Income,
}

/// A lasting modifier: an inventor's passive ability or a news option for all players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Modifier {
    WildAdjacency(Field),
    TrackBonus(Track, u8),
    CostDelta(CostTarget, i8),
    /// Faraday: this many matching scientific resources make 1 Idea.
    IdeaConversionRate(u8),
    /// News 9-R: 1 scientific resource makes this many Funds.
    FundsConversionRate(u8),
    /// Nobel: each breakthrough draw takes 2 and keeps 1.
    #[default]
    BreakthroughPick,
}

/// An inventor card's ability: a trigger (once per round, own turn) or a passive modifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InventorAbility {
    Trigger(&'static [Effect]),
    Passive(Modifier),
}

/// Something the news can hook an effect onto.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Occasion {
    PlaceInventor,
    PlaceInvention,
}

/// A board location that news can close.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LocationKind {
    Ingenuity,
    Experiment,
    Refresh,
}

/// One option of a breaking-news card, for this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NewsRule {
    /// Every player gains this now.
    AllGain(Bundle),
    /// Every player gains this many of any scientific resource now.
    AllGainAny(u8),
    /// The highest-ranked (`true`) or lowest-ranked player gains this now.
    RankGain {
        highest: bool,
        gain: Bundle,
    },
    /// A modifier for all players this round.
    ForAll(Modifier),
    OnEvent(Occasion, Bundle),
    CloseLocation(LocationKind),
    ExtraEquipmentActivation(u8),
}

/// A vote's side: left (thumbs up) or right (thumbs down).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Vote {
    #[default]
    Left,
    Right,
}
