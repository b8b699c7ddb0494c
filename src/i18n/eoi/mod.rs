//! Era of Inventions' screen texts, in each language: one catalogue per language ([`en`],
//! [`fr`], [`de`]) implementing [`EoiCatalogue`], one exhaustive `match` over [`EoiMsg`] each.
//! They are apart from the shell's messages so that another game's bundle does not carry them.
//! The game's own vocabulary is the game's `eoi::text::Words`; sentences with numbers are the
//! shell catalogue's methods.

mod de;
mod en;
mod fr;

use super::Locale;

messages! {
/// Era of Inventions' fixed texts.
EoiMsg {
    Colour,
    Round,
    SkipBonus,
    BonusChoices,
    Trade,
    Give,
    And,
    For,
    Track,
    ExchangePoints,
    PatentBonus,
    CogsBonus,
    CapacityBonus,
    Developed,
    ActionAreas,
    FactoryMarket,
    Conveyor,
    Harbour,
    ExchangeMarket,
    InventionBoard,
    PatentTrack,
    InfluenceTrack,
    LeavesAtRoundEnd,
    Deck,
    FakeCard,
    BonusTokens,
    ActionTokens,
    Patents,
    Markers,
    Capacity,
    NoneYet,
    YourTurn,
    Composing,
    NothingComposed,
    StartPlayerBadge,
    StartPlayerHolder,
    FirstBadge,
    LabelValue,
    LetterWood,
    LetterCoal,
    LetterMetal,
    LetterTech,
    LetterTool,
    LetterGold,
    LetterCog,
    LetterOrange,
    LetterYellow,
    LetterGreen,
    LetterBrown,
    LetterBlue,
    NothingMore,
    PlaceTokenHeading,
    ChooseTokenHeading,
    ActionHeading,
    ChooseTokenHint,
    BonusHeading,
    FinalExchangeHeading,
    FinalExchangeHint,
    ActionComplete,
    ConfirmOrCancel,
    TradeHeading,
    TradeGroup,
    PhasePlacement,
    PhaseResolution,
    PhaseFinalExchange,
    PhaseGameOver,
    GoldColumn,
    SilverColumn,
    Or,
    LowerSquareTrade,
    FakeMark,
    Patented,
    PlayedByPlayer,
    HoldingsSummary,
    SeeFinalScores,
    InfluenceChart,
    Legend,
    StartRibbon,
    StartCardNote,
    FakeCardNote,
    ExchangeUpperTip,
    ExchangeMiddleTip,
    ExchangeLowerTip,
    RoyaltyNote,
    CogName,
    InfluenceName,
    BuildCostNote,
    CardCostNote,
    FreePlace,
}}

/// Era of Inventions' screen texts in one language.
pub trait EoiCatalogue: Sync {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: EoiMsg) -> &'static str;
}

impl Locale {
    /// Era of Inventions' catalogue in this language.
    pub fn eoi(self) -> &'static dyn EoiCatalogue {
        match self {
            Locale::En => &en::English,
            Locale::Fr => &fr::French,
            Locale::De => &de::German,
        }
    }
}

/// A fixed text in the current language: in the browser's bundles from the texts the build
/// writes outside the wasm ([`crate::i18n::texts`]), elsewhere from the catalogues' sources.
pub fn t(msg: EoiMsg) -> &'static str {
    #[cfg(all(feature = "external-texts", target_arch = "wasm32"))]
    {
        crate::i18n::texts::game(msg as usize)
    }
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    {
        super::locale().eoi().text(msg)
    }
}
