//! ERA: Medieval Age's screen texts, in each language: one catalogue per language ([`en`],
//! [`fr`], [`de`]) implementing [`MedievalCatalogue`], whose fixed texts are one exhaustive
//! `match` over [`MedMsg`] (a language missing one does not compile). Sentences with names and
//! numbers are templates whose `{name}` arguments each language places where its word order
//! wants them. The game's own vocabulary (buildings, faces, log lines, refusals) is the game's
//! [`Words`].

mod de;
mod en;
mod fr;

use super::{locale, Locale};
use era_medieval::text::Words;

messages! {
/// ERA: Medieval Age's fixed texts.
MedMsg {
    SolitaireHint,
    SeedHint,
    ReconstructedNote,
    PreviewBanner,
    DomainOf,
    ShowDomain,
    PlacingHelp,
    PlacementAllowed,
    PlacementRefused,
    WalledBuilding,
    RoundNumber,
    RoundOf,
    StartPlayerIs,
    TokensFlipped,
    PhilippeDice,
    PhilippeRules,
    Icons,
    LegendWalled,
    LegendUnwalled,
    LegendWall,
    LegendToken,
    Supply,
    BuildingTitle,
    CountOf,
    LeftInSupply,
    TrackValue,
    CultureValue,
    DisasterValue,
    DiceHeldDue,
    WalledArea,
    Hammers,
    Swords,
    Shields,
    Culture,
    Skull,
    Feather,
    Disaster,
    DieLabel,
    HiddenDie,
    YourDice,
    StartingDomainHeading,
    PiecesLeft,
    DefaultDomain,
    DefaultDomainHint,
    ChoosePiece,
    TurnPiece,
    TakeBack,
    CompleteHeading,
    NoRoom,
    CoverHeading,
    CoverText,
    LiftScreen,
    RollHeading,
    RerollHint,
    RerollDice,
    StopRolling,
    LockedDie,
    SetDieNote,
    CannotReroll,
    MonasteryHeading,
    MonasteryDie,
    SetToFace,
    SetDieToFace,
    FeathersHeading,
    FeatherHint,
    UseFeather,
    UseFeatherWith,
    CollectHeading,
    CollectHint,
    CollectOption,
    AndCulture,
    CollectLosing,
    BrigandsHeading,
    TreacheryHeading,
    TreacheryHint,
    FireHeading,
    AttackHeading,
    RemoveOption,
    RemoveHint,
    BuildHeading,
    BuildHint,
    YouHave,
    ExtortWhy,
    VictimHolds,
    FinishBuilding,
    DemandHeading,
    AnswerHeading,
    RefuseHint,
    PhilippeDemandHeading,
    PhilippeAnswerHeading,
    RolledBehindScreen,
    RankHeadline,
    ScoreBuildings,
    ScoreBonuses,
    ScoreMostCulture,
    ScoreLargestWalled,
    ScoreDisasters,
    TieBreakNote,
    RanksHeading,
    RankUpTo,
    RankRange,
    RankOrMore,
    WalledCells,
    UnrolledDie,
    LayoutCoverText,
    LiftLayout,
    PassHeading,
    PassDevice,
    LaidOutInSecret,
}}

/// Everything ERA: Medieval Age's screens say in one language, beyond the game's [`Words`].
pub trait MedievalCatalogue: Sync {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: MedMsg) -> &'static str;
    /// The game's words in this language.
    fn words(&self) -> &'static dyn Words;
}

impl Locale {
    /// ERA: Medieval Age's catalogue in this language.
    pub fn medieval(self) -> &'static dyn MedievalCatalogue {
        match self {
            Locale::En => &en::English,
            Locale::Fr => &fr::French,
            Locale::De => &de::German,
        }
    }
}

/// A fixed text in the current language: in the browser's bundles from the texts the build
/// writes outside the wasm ([`crate::i18n::texts`]), elsewhere from the catalogues' sources.
pub fn t(msg: MedMsg) -> &'static str {
    #[cfg(all(feature = "external-texts", target_arch = "wasm32"))]
    {
        crate::i18n::texts::game(msg as usize)
    }
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    {
        locale().medieval().text(msg)
    }
}

/// The game's words in the current language.
pub fn words() -> &'static dyn Words {
    locale().medieval().words()
}
