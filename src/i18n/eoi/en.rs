//! English.

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{EoiCatalogue, EoiMsg};

pub struct English;

#[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
fn text(msg: EoiMsg) -> &'static str {
    use EoiMsg::*;
    match msg {
        Colour => "Colour",
        Round => "Round",
        SkipBonus => "No bonus action",
        BonusChoices => "Or spend a bonus token on one of these steps:",
        Trade => "Trade",
        Give => "Give",
        And => "and",
        For => "for",
        Track => "Track",
        ExchangePoints => "Exchange",
        PatentBonus => "Patents (bonus)",
        CogsBonus => "Cogs invested (bonus)",
        CapacityBonus => "Factory capacity (bonus)",
        Developed => "Developed",
        ActionAreas => "Action areas",
        FactoryMarket => "Factory market",
        Conveyor => "Invention cards",
        Harbour => "Ships and storage houses",
        ExchangeMarket => "Exchange market",
        InventionBoard => "Invention board",
        PatentTrack => "Patent track",
        InfluenceTrack => "Influence track",
        LeavesAtRoundEnd => "leaves at the end of the round",
        Deck => "Deck",
        FakeCard => "Fake",
        BonusTokens => "Bonus tokens",
        ActionTokens => "Action tokens",
        Patents => "Patents",
        Markers => "Markers left",
        Capacity => "Capacity",
        NoneYet => "none yet",
        YourTurn => "to play",
        Composing => "This action so far ({count} taken)",
        NothingComposed => "Nothing chosen yet.",
        StartPlayerBadge => "Start player",
        StartPlayerHolder => "Start player: {player}",
        FirstBadge => "1st",
        LabelValue => "{label}: {value}",
        LetterWood => "W",
        LetterCoal => "C",
        LetterMetal => "M",
        LetterTech => "T",
        LetterTool => "L",
        LetterGold => "G",
        LetterCog => "K",
        LetterOrange => "O",
        LetterYellow => "Y",
        LetterGreen => "G",
        LetterBrown => "B",
        LetterBlue => "U",
        NothingMore => "Nothing more is possible in this action.",
        PlaceTokenHeading => "{player}: place an action token",
        ChooseTokenHeading => "{player}: choose a token to resolve",
        ActionHeading => "{player}: {area}",
        ChooseTokenHint => "Resolve any of your tokens, or withdraw it (no effect, no bonus action).",
        BonusHeading => "{player}: a bonus action?",
        FinalExchangeHeading => "{player}: final exchange",
        FinalExchangeHint => "Up to 5 exchanges, at most 3 per square, no bonus tokens. Influence gained here is added to the final score.",
        ActionComplete => "{player}: action complete ({area})",
        ConfirmOrCancel => "Confirm to play it, or cancel to choose again.",
        TradeHeading => "Trade (lower square)",
        TradeGroup => "Trade two goods for one",
        PhasePlacement => "placement",
        PhaseResolution => "resolution",
        PhaseFinalExchange => "final exchange",
        PhaseGameOver => "game over",
        GoldColumn => "Gold (original)",
        SilverColumn => "Silver (technical)",
        Or => " or ",
        LowerSquareTrade => "2 cubes/gold → 1 other cube or gold; ",
        FakeMark => "metal, tech or tool",
        Patented => "patented",
        PlayedByPlayer => "Played by {player}",
        HoldingsSummary => "Factories ({factories}) · Developments ({developments})",
        SeeFinalScores => "The final scores are shown above the board.",
        InfluenceChart => "Influence over the rounds",
        Legend => "Icons",
        StartRibbon => "Start",
        StartCardNote => "A start card: if nobody produces it this round, it leaves the game.",
        FakeCardNote => "A fake: pay each ? with one metal, tech or tool cube of your choice. Only patented spaces earn its royalty.",
        ExchangeUpperTip => "Upper square: 2 gold for 1 cog, or 1 cog for 2 gold. At most 3 times per action.",
        ExchangeMiddleTip => "Middle square: 2 gold or 1 cog for 1 influence. At most 3 times per action.",
        ExchangeLowerTip => "Lower square: 2 cubes or gold for 1 other cube or gold, or 2 gold for a bonus token. At most 3 times per action.",
        RoyaltyNote => "Royalty: what a space's holder earns when another player produces that invention",
        CogName => "Cog (development point)",
        InfluenceName => "Influence (victory points)",
        BuildCostNote => "Cost to build a factory",
        CardCostNote => "Cost to produce an invention card; what it gives is above",
        FreePlace => "free place",
    }
}

impl EoiCatalogue for English {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: EoiMsg) -> &'static str {
        text(msg)
    }
}
