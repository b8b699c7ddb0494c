//! The message catalogue: every word the app shows goes through here (English for now; French
//! and German will be added as further catalogues of the same shape).

use crate::core::{text, Area, Colour, Event, Good, Illegal, Resource};

/// Fixed texts of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    AppTitle,
    NewGame,
    StartGame,
    Players,
    PlayerName,
    Colour,
    StartPlayer,
    RandomStart,
    Seed,
    SeedHint,
    Undo,
    Redo,
    Rules,
    Close,
    Log,
    Round,
    Confirm,
    Cancel,
    SkipBonus,
    Withdraw,
    Resolve,
    Trade,
    Give,
    And,
    For,
    FinalScores,
    Winner,
    SharedVictory,
    Track,
    ExchangePoints,
    PatentBonus,
    CogsBonus,
    CapacityBonus,
    Total,
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
    Discard,
    StartCard,
    FakeCard,
    BonusTokens,
    ActionTokens,
    Factories,
    Developments,
    Patents,
    Markers,
    Capacity,
    NoneYet,
    YourTurn,
    Composing,
    NothingComposed,
    ReconstructedNote,
    StartPlayerBadge,
}

pub fn t(msg: Msg) -> &'static str {
    use Msg::*;
    match msg {
        AppTitle => "Era of Inventions",
        NewGame => "New game",
        StartGame => "Start the game",
        Players => "Players",
        PlayerName => "Name",
        Colour => "Colour",
        StartPlayer => "Start player",
        RandomStart => "Random",
        Seed => "Seed (optional)",
        SeedHint => "Leave empty for a random game; the same seed deals the same cards.",
        Undo => "Undo",
        Redo => "Redo",
        Rules => "Rules",
        Close => "Close",
        Log => "Game log",
        Round => "Round",
        Confirm => "Confirm",
        Cancel => "Cancel",
        SkipBonus => "No bonus action",
        Withdraw => "Withdraw",
        Resolve => "Resolve",
        Trade => "Trade",
        Give => "Give",
        And => "and",
        For => "for",
        FinalScores => "Final scores",
        Winner => "Winner",
        SharedVictory => "Shared victory",
        Track => "Track",
        ExchangePoints => "Exchange",
        PatentBonus => "Patents",
        CogsBonus => "Cogs invested",
        CapacityBonus => "Capacity",
        Total => "Total",
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
        Discard => "Discard",
        StartCard => "Start card",
        FakeCard => "Fake",
        BonusTokens => "Bonus tokens",
        ActionTokens => "Action tokens",
        Factories => "Factories",
        Developments => "Developments",
        Patents => "Patents",
        Markers => "Markers left",
        Capacity => "Capacity",
        NoneYet => "none yet",
        YourTurn => "to play",
        Composing => "This action so far",
        NothingComposed => "Nothing chosen yet.",
        ReconstructedNote => "The card and board numbers of this app are reconstructed: the rulebooks do not print them, so they are not the publisher's.",
        StartPlayerBadge => "Start player",
    }
}

pub fn area(area: Area) -> &'static str {
    text::area_name(area)
}

pub fn area_hint(area: Area) -> &'static str {
    match area {
        Area::Build => "Build up to 3 factories from the market, paying their wood and coal. Each gives 1 influence.",
        Area::Production => "All your factories produce.",
        Area::Buy => "Buy the cubes of up to 3 ships or storage houses, 1 gold each.",
        Area::Produce => "Produce up to 3 invention cards, paying their cubes. Developers earn royalties.",
        Area::Exchange => "Take 1 cog, or make up to 5 exchanges (at most 3 in each square).",
        Area::Develop => "Develop inventions (at most 7 cogs) or register 1 or 2 patents, not both.",
    }
}

pub fn colour(colour: Colour) -> &'static str {
    match colour {
        Colour::Orange => "Orange",
        Colour::Yellow => "Yellow",
        Colour::Green => "Green",
        Colour::Brown => "Brown",
        Colour::Blue => "Blue",
    }
}

pub fn good(good: Good) -> &'static str {
    text::good_name(good)
}

pub fn resource(resource: Resource) -> &'static str {
    text::resource_name(resource)
}

/// Why an action is not allowed, in words.
pub fn illegal(reason: Illegal) -> String {
    let text = reason.to_string();
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect::<String>() + ".",
        None => text,
    }
}

/// One log line.
pub fn event(event: &Event, names: &[String]) -> String {
    text::event_text(event, names)
}
