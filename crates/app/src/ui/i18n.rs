//! The message catalogue: every word the app shows goes through here, in the language of the
//! locale signal (English for now; French and German will be further catalogues of the same
//! shape). A sentence is one whole message whose named arguments (`{player}`, `{area}`) each
//! language places where its own word order wants them; nothing is glued from fragments.

use eoi::rules::{
    data, Area, CubeCounts, Exchange, GameState, Good, Illegal, LoadId, Product, Resource, Step,
};
use eoi::rules::{Colour, Event};
use eoi::text;

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
    BonusChoices,
    LeaveGameQuestion,
    LeaveGame,
    StayInGame,
    QuickStart,
    QuickStartHint,
    QuickStartHeading,
    ComputerName1,
    ComputerName2,
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
    Patents,
    Markers,
    Capacity,
    NoneYet,
    YourTurn,
    Composing,
    NothingComposed,
    ReconstructedNote,
    StartPlayerBadge,
    PreviewBanner,
    NothingMore,
    NotPossibleNow,
    PlaceTokenHeading,
    ChooseTokenHeading,
    ActionHeading,
    ChooseTokenHint,
    BonusHeading,
    FinalExchangeHeading,
    FinalExchangeHint,
    GameOverHeading,
    ActionComplete,
    ConfirmOrCancel,
    TradeHeading,
    TradeGroup,
    PhasePlacement,
    PhaseResolution,
    PhaseFinalExchange,
    PhaseGameOver,
    InventionColumn,
    GoldColumn,
    SilverColumn,
    UpperSquare,
    MiddleSquare,
    LowerSquare,
    Or,
    LowerSquareTrade,
    ForBonusToken,
    ExchangeLimits,
    FakeMark,
    Patented,
    GameControls,
    Board,
    SeedError,
    Ship,
    House,
    PlayedBy,
    PlayedByPlayer,
    HoldingsSummary,
    BotThinking,
    ThinkingProgress,
    Pace,
    SkipToHuman,
    SeeFinalScores,
    StorageUnavailable,
    StorageFull,
    ChangedElsewhere,
    StorageDamaged,
    CopyName,
    LoadOtherTab,
    KeepMineAsCopy,
    SavedGames,
    NoSavedGames,
    Finished,
    LastPlayed,
    ResumeGame,
    RenameGame,
    DeleteGame,
    NewName,
    Save,
    Resume,
    Rename,
    Delete,
    ConfirmDelete,
    YesDelete,
    ImportGame,
    ImportHint,
    Import,
    ExportGame,
    Export,
    ExportHint,
    SaveString,
    SaveStringLength,
    CopySaveString,
    ShareLink,
    CopyShareLink,
    Copied,
    CopyFailed,
}

/// The languages the app speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Locale {
    #[default]
    En,
}

impl Locale {
    /// The language's BCP 47 code, for `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Locale::En => "en",
        }
    }
}

/// The language chosen, for the whole app (the view is drawn again when it changes).
#[derive(Clone, Copy)]
pub struct LocaleSignal(pub leptos::prelude::RwSignal<Locale>);

thread_local! {
    static LOCALE: std::cell::Cell<Locale> = const { std::cell::Cell::new(Locale::En) };
}

/// Makes `locale` the language of every message from now on.
pub fn set_locale(locale: Locale) {
    LOCALE.with(|current| current.set(locale));
}

fn locale() -> Locale {
    LOCALE.with(std::cell::Cell::get)
}

/// A message with its named arguments filled in: each `{name}` of the template becomes its value.
pub fn fill(template: &str, args: &[(&str, &str)]) -> String {
    let mut text = template.to_string();
    for (name, value) in args {
        text = text.replace(&format!("{{{name}}}"), value);
    }
    text
}

/// A message split around its `{player}` argument, for headings that show the player as a token
/// and a name: the words before and after it.
pub fn around_player(template: &str) -> (&str, &str) {
    template.split_once("{player}").unwrap_or((template, ""))
}

pub fn t(msg: Msg) -> &'static str {
    match locale() {
        Locale::En => english(msg),
    }
}

fn english(msg: Msg) -> &'static str {
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
        BonusChoices => "Or spend a bonus token on one of these steps:",
        LeaveGameQuestion => "Leave this game? It stays in Saved games.",
        LeaveGame => "Leave",
        StayInGame => "Stay",
        QuickStart => "Play against the computer",
        QuickStartHint => "One click: you against two computer players (medium), random seat order.",
        QuickStartHeading => "Quick start",
        ComputerName1 => "Ben",
        ComputerName2 => "Cleo",
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
        PatentBonus => "Patents (bonus)",
        CogsBonus => "Cogs invested (bonus)",
        CapacityBonus => "Factory capacity (bonus)",
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
        Patents => "Patents",
        Markers => "Markers left",
        Capacity => "Capacity",
        NoneYet => "none yet",
        YourTurn => "to play",
        Composing => "This action so far ({count} taken)",
        NothingComposed => "Nothing chosen yet.",
        ReconstructedNote => "The card and board numbers of this app are reconstructed: the rulebooks do not print them, so they are not the publisher's.",
        StartPlayerBadge => "Start player",
        PlaceTokenHeading => "{player}: place an action token",
        ChooseTokenHeading => "{player}: choose a token to resolve",
        ActionHeading => "{player}: {area}",
        ChooseTokenHint => "Resolve any of your tokens, or withdraw it (no effect, no bonus action).",
        BonusHeading => "{player}: a bonus action?",
        FinalExchangeHeading => "{player}: final exchange",
        FinalExchangeHint => "Up to 5 exchanges, at most 3 per square, no bonus tokens. Influence gained here is added to the final score.",
        GameOverHeading => "The game is over",
        ActionComplete => "{player}: action complete ({area})",
        ConfirmOrCancel => "Confirm to play it, or cancel to choose again.",
        TradeHeading => "Trade (lower square)",
        TradeGroup => "Trade two goods for one",
        PhasePlacement => "placement",
        PhaseResolution => "resolution",
        PhaseFinalExchange => "final exchange",
        PhaseGameOver => "game over",
        InventionColumn => "Invention",
        GoldColumn => "Gold (original)",
        SilverColumn => "Silver (technical)",
        UpperSquare => "Upper square, at most 3 per action",
        MiddleSquare => "Middle square, at most 3 per action",
        LowerSquare => "Lower square, at most 3 per action",
        Or => " or ",
        LowerSquareTrade => "2 cubes/gold → 1 other cube or gold; ",
        ForBonusToken => "→ bonus token",
        ExchangeLimits => "At most 5 exchanges per action, 3 per square.",
        FakeMark => "metal, tech or tool",
        Patented => "patented",
        GameControls => "Game controls",
        Board => "Board",
        SeedError => "The seed must be a whole number (or left empty).",
        Ship => "ship",
        House => "house",
        StorageUnavailable => "This browser window cannot save games (a private window, or storage is blocked). Play goes on; use Export to keep the game.",
        StorageFull => "The browser's storage is full, so this game is not being saved. Delete old saved games or use Export to keep it.",
        ChangedElsewhere => "This game was changed in another tab. Your moves here are not saved until you choose:",
        StorageDamaged => "A saved entry could not be read ({what}).",
        CopyName => "{name} (copy)",
        LoadOtherTab => "Load the other tab's version",
        KeepMineAsCopy => "Keep mine as a new saved game",
        SavedGames => "Saved games",
        NoSavedGames => "No saved games yet: every game you start is saved here automatically.",
        Finished => "Finished",
        LastPlayed => "{status} · last played {when}",
        ResumeGame => "Resume {game}",
        RenameGame => "Rename {game}",
        DeleteGame => "Delete {game}",
        NewName => "New name",
        Save => "Save",
        Resume => "Resume",
        Rename => "Rename",
        Delete => "Delete",
        ConfirmDelete => "Delete this game?",
        YesDelete => "Yes, delete",
        ImportGame => "Import a game",
        ImportHint => "Paste a save string or a share link",
        Import => "Import",
        ExportGame => "Export and share",
        Export => "Export",
        ExportHint => "The save string holds the whole game (setup, seed and every move). Anyone can continue it by importing it, or by opening the share link.",
        SaveString => "Save string",
        SaveStringLength => "Save string ({count} characters)",
        CopySaveString => "Copy the save string",
        ShareLink => "Share link",
        CopyShareLink => "Copy the share link",
        Copied => "{what} copied.",
        CopyFailed => "Copying failed: select the text and copy it by hand.",
        SeeFinalScores => "The final scores are shown above the board.",
        PlayedBy => "Played by",
        PlayedByPlayer => "Played by {player}",
        HoldingsSummary => "Factories ({factories}) · Developments ({developments})",
        BotThinking => "{player} ({level}) is playing…",
        ThinkingProgress => "Thinking",
        Pace => "Computer speed",
        SkipToHuman => "Skip ahead",
        NothingMore => "Nothing more is possible in this action.",
        NotPossibleNow => "Not possible now",
        PreviewBanner => "Preview: the board shows the action being composed. Confirm to play it or cancel.",
    }
}

/// A game's name, from its id (the id itself for a game this build does not know).
pub fn game_name(id: &str) -> String {
    match id {
        eoi::GAME_ID => "Era of Inventions".to_string(),
        other => other.to_string(),
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
    sentence(text::illegal(reason))
}

/// A clause as a sentence: capitalised, with a full stop.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect::<String>() + ".",
        None => String::new(),
    }
}

/// One log line.
pub fn event(event: &Event, names: &[String]) -> String {
    text::event_text(event, names)
}

/// `count` with the singular or plural form of a noun.
fn counted(count: impl Into<i64>, one: &str, many: &str) -> String {
    let count = count.into();
    format!("{count} {}", if count == 1 { one } else { many })
}

pub fn tokens_left(left: u8) -> String {
    format!(
        "{} left to place this round.",
        counted(left, "token", "tokens")
    )
}

pub fn bonus_hint(tokens: i16) -> String {
    if tokens == 1 {
        "Spend your bonus token on one single step of any action, or decline.".to_string()
    } else {
        format!(
            "Spend one of your {tokens} bonus tokens on one single step of any action, or decline."
        )
    }
}

/// A list of cubes, such as a cost: "2 wood, 1 coal".
fn cubes_text(cubes: &CubeCounts) -> String {
    let parts: Vec<String> = Resource::ALL
        .into_iter()
        .filter(|resource| cubes[resource.index()] > 0)
        .map(|resource| format!("{} {}", cubes[resource.index()], resource_name(resource)))
        .collect();
    if parts.is_empty() {
        "nothing".to_string()
    } else {
        parts.join(", ")
    }
}

fn resource_name(resource: Resource) -> &'static str {
    text::resource_name(resource)
}

fn product_amount(product: Product, amount: u8) -> String {
    match product {
        Product::Cube(resource) => format!("{amount} {}", resource_name(resource)),
        Product::Gold => format!("{amount} gold"),
        Product::Cogs => counted(amount, "cog", "cogs"),
    }
}

fn gains_text(influence: u8, gold: u8, cogs: u8) -> String {
    let mut parts = Vec::new();
    if gold > 0 {
        parts.push(format!("{gold} gold"));
    }
    if cogs > 0 {
        parts.push(counted(cogs, "cog", "cogs"));
    }
    if influence > 0 {
        parts.push(format!("{influence} influence"));
    }
    if parts.is_empty() {
        "nothing".to_string()
    } else {
        parts.join(", ")
    }
}

/// Which of the houses or ships of the same resource a load is (1st, 2nd), counting from the
/// left of the harbour.
fn load_number(load: LoadId) -> Option<usize> {
    let info = load.info()?;
    let same: Vec<LoadId> = LoadId::all()
        .filter(|other| {
            other
                .info()
                .is_some_and(|o| o.resource == info.resource && o.is_ship == info.is_ship)
        })
        .collect();
    (same.len() > 1).then(|| same.iter().position(|other| *other == load).unwrap_or(0) + 1)
}

/// The name of a ship or storage house, numbered where there are two of a kind.
pub fn load_label(load: LoadId) -> String {
    let name = text::load_name(load);
    match load_number(load) {
        Some(number) => format!("{name} {number}"),
        None => name,
    }
}

/// A choice of the turn panel, naming what sets it apart from the others: what it costs and
/// gives, or where it is.
pub fn step_label(state: &GameState, step: Step) -> String {
    match step {
        Step::Build(factory) => match factory.info() {
            Some(info) => format!(
                "Build a factory making {} (pay {})",
                product_amount(info.product, info.amount),
                cubes_text(&info.cost)
            ),
            None => capitalised(&text::step_text(step)),
        },
        Step::RunFactory(factory) => match factory.info() {
            Some(info) => format!(
                "Run your factory making {}",
                product_amount(info.product, info.amount)
            ),
            None => capitalised(&text::step_text(step)),
        },
        Step::Buy(load) => {
            let cubes = state.loads().get(usize::from(load.0)).copied().unwrap_or(0);
            let resource = load.info().map_or("", |info| resource_name(info.resource));
            format!(
                "Buy the {}: {cubes} {resource} for {} gold",
                load_label(load),
                data::LOAD_PRICE
            )
        }
        Step::Produce { card, fake } => match card.info() {
            Some(info) => {
                let mut cost = info.cost;
                if let Some(payment) = fake {
                    cost[Resource::Metal.index()] += payment.metal;
                    cost[Resource::Tech.index()] += payment.tech;
                    cost[Resource::Tool.index()] += payment.tool;
                }
                let profit = info.profit;
                format!(
                    "Produce {}: pay {}, gain {}",
                    text::card_name(card),
                    cubes_text(&cost),
                    gains_text(profit.influence, profit.gold, profit.cogs)
                )
            }
            None => capitalised(&text::step_text(step)),
        },
        Step::TakeCog => "Take 1 cog (the whole action)".to_string(),
        Step::Exchange(exchange) => format!("Exchange {}", exchange_text(exchange)),
        Step::Develop(invention, space) => {
            let info = invention.space(space);
            format!(
                "Develop the {} space of the {}: pay {}, gain {} influence",
                text::space_name(space),
                text::invention_name(invention),
                counted(info.cogs, "cog", "cogs"),
                info.influence
            )
        }
        Step::Patent(target) => {
            let seat = state.current_seat().unwrap_or(0);
            let square = state
                .player(seat)
                .map_or(0, |player| usize::from(player.patents));
            let (gold, influence) = data::PATENT_TRACK.get(square).copied().unwrap_or((0, 0));
            match target {
                Some((invention, space)) => format!(
                    "Patent the {} space of the {}: pay {gold} gold, gain {influence} influence",
                    text::space_name(space),
                    text::invention_name(invention)
                ),
                None => format!(
                    "Register a patent with nothing to protect: pay {gold} gold, gain {influence} influence"
                ),
            }
        }
    }
}

/// A choice's label with its place on the board, for two choices that read the same.
pub fn at_place(label: &str, place: usize) -> String {
    format!("{label} (place {place})")
}

fn exchange_text(exchange: Exchange) -> String {
    text::exchange_text(exchange)
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

pub fn withdraw_label(area: Area) -> String {
    format!("{} ({})", t(Msg::Withdraw), area.letter())
}

pub fn resolve_label(area: Area) -> String {
    format!("{} {}", t(Msg::Resolve), self::area(area))
}

pub fn place_label(area: Area) -> String {
    format!("{} {}", area.letter(), self::area(area))
}

pub fn round_of(round: u8, last: u8) -> String {
    format!("{} {round} of {last}", t(Msg::Round))
}

pub fn factory_title(name: &str, capacity: u8) -> String {
    format!("{name}: capacity {capacity}")
}

pub fn space_title(invention: &str, space: &str, cogs: u8, influence: u8, royalty: &str) -> String {
    format!(
        "{invention} {space} space: {}, {influence} influence, royalty {royalty}",
        counted(cogs, "cog", "cogs")
    )
}

pub fn piles(deck: usize, discard: usize, new: usize) -> String {
    format!(
        "{}: {deck} · {}: {discard} · new: {new}",
        t(Msg::Deck),
        t(Msg::Discard)
    )
}

pub fn tokens_on_board(total: u8, on_board: usize) -> String {
    format!("{total} ({on_board} on the board)")
}

pub fn out_of(count: u8, of: usize) -> String {
    format!("{count} of {of}")
}

/// Stocks for icons' names: "2 wood", "1 gold", "1 cog", "3 cogs".
pub fn resource_count(count: i16, what: Resource) -> String {
    format!("{count} {}", resource_name(what))
}

pub fn gold_count(count: i16) -> String {
    format!("{count} gold")
}

pub fn cogs_count(count: i16) -> String {
    counted(count, "cog", "cogs")
}

pub fn influence_count(count: i16) -> String {
    format!("{count} influence")
}

pub fn player_label(name: &str, colour: Colour) -> String {
    format!("{name} ({})", self::colour(colour))
}

pub fn player_count(count: usize) -> String {
    format!("{count} players")
}

pub fn player_number(seat: usize) -> String {
    format!("Player {}", seat + 1)
}

pub fn name_label(seat: usize) -> String {
    format!("{} {}", t(Msg::PlayerName), seat + 1)
}

/// A final-score bonus next to what it compares: "4 patents: +5".
pub fn patent_bonus_cell(patents: u8, bonus: u8) -> String {
    format!("{}: +{bonus}", counted(patents, "patent", "patents"))
}

pub fn cogs_bonus_cell(cogs: u16, bonus: u8) -> String {
    format!("{}: +{bonus}", counted(cogs, "cog", "cogs"))
}

pub fn capacity_bonus_cell(capacity: u16, bonus: u8) -> String {
    format!("capacity {capacity}: +{bonus}")
}

pub fn headline(winners: &[String]) -> String {
    if winners.len() == 1 {
        format!("{}: {}", t(Msg::Winner), winners.join(""))
    } else {
        format!("{}: {}", t(Msg::SharedVictory), winners.join(", "))
    }
}

pub fn not_possible(count: usize) -> String {
    format!("{} ({count})", t(Msg::NotPossibleNow))
}

/// One section of the in-app rules summary.
pub struct RuleSection {
    pub heading: &'static str,
    pub paragraphs: &'static [&'static str],
}

pub const RULES: &[RuleSection] = &[
    RuleSection {
        heading: "Goal",
        paragraphs: &["Gain the most influence by developing, patenting and producing inventions. 3 players play 9 rounds, 4 play 8, 5 play 10."],
    },
    RuleSection {
        heading: "A round",
        paragraphs: &["Placement: from the start player, each places one action token at a time on an action area (at most 2 tokens per area, never 2 of your own on one). Resolution: in turn order each player resolves one of their tokens, any of them, or withdraws it, until all are resolved."],
    },
    RuleSection {
        heading: "The six actions",
        paragraphs: &[
            "A Build factories: up to 3 from the market, paying wood and coal; each gives 1 influence.",
            "B Factory production: all your factories produce.",
            "C Buy resources: the cubes of up to 3 ships or storage houses, 1 gold each.",
            "D Produce inventions: up to 3 face-up cards, paying their cost for their profit. Other players holding the invention's gold or silver space earn its royalty; a fake card (with '?' paid by any metal, tech or tool cubes) pays only patented spaces. You may not produce a fake of an invention you developed.",
            "E Exchange market: take 1 cog, or up to 5 exchanges, at most 3 per square: 2 gold ⇄ 1 cog; 2 gold or 1 cog → 1 influence; 2 cubes/gold → 1 other cube or gold, or 2 gold → 1 bonus token.",
            "F Develop or patent: develop spaces of the invention board (gold before silver, at most 7 cogs in one action; a gold space brings the invention's 3 cards into play at the end of the round), or register 1 or 2 patents (6 per game), attaching each to one of your unpatented spaces.",
        ],
    },
    RuleSection {
        heading: "Bonus action tokens",
        paragraphs: &["Right after one of your regular actions (not a withdrawal) you may spend one bonus token on one single step of any action: produce 1 invention, run 1 factory, buy 1 load, make 1 exchange (not the cog), develop 1 space, register 1 patent or build 1 factory. A token bought at the exchange market waits until after your next regular action."],
    },
    RuleSection {
        heading: "Influence track",
        paragraphs: &["Each time your pawn stops on a square with a cube or coin, you take it."],
    },
    RuleSection {
        heading: "End of round",
        paragraphs: &["Start cards still face up leave the game; the cards on the last 3 places of the conveyor are discarded and the others slide along; new inventions are shuffled into the deck; the conveyor and the factory market are refilled; ships and storage houses get 2 cubes (coal 3) if empty, else 1 more; the start player passes to the left."],
    },
    RuleSection {
        heading: "Scoring",
        paragraphs: &["Influence on the track, plus one last exchange (5 exchanges, 3 per square, no bonus tokens), plus 5 influence each for the most patents, the most cogs invested and the largest factory capacity (ties: 3 each for 2 players, 2 for 3, 1 for 4 or 5). Ties for the win go to the player with more developed spaces, then the victory is shared."],
    },
];

/// The choices for who plays a seat: (form value, computer level or a human).
pub const CONTROLLERS: [(&str, Option<tabletop::Level>); 4] = [
    ("human", None),
    ("easy", Some(tabletop::Level::Easy)),
    ("medium", Some(tabletop::Level::Medium)),
    ("hard", Some(tabletop::Level::Hard)),
];

pub fn controller(level: Option<tabletop::Level>) -> &'static str {
    match level {
        None => "Human",
        Some(tabletop::Level::Easy) => "Computer (easy)",
        Some(tabletop::Level::Medium) => "Computer (medium)",
        Some(tabletop::Level::Hard) => "Computer (hard)",
        Some(tabletop::Level::Random) => "Computer (random)",
    }
}

pub fn parse_controller(value: &str) -> Option<tabletop::Level> {
    CONTROLLERS
        .iter()
        .find(|(name, _)| *name == value)
        .and_then(|(_, level)| *level)
}

/// The pace choices for computer moves: (label, milliseconds between moves).
pub const PACES: [(&str, u32); 4] = [
    ("Slow", 1500),
    ("Normal", 700),
    ("Fast", 250),
    ("Instant", 0),
];
