//! The message catalogues: every word the app shows goes through here, in the language of the
//! locale signal. Each language is one module ([`en`], and further ones of the same shape) that
//! implements [`Catalogue`]: its fixed texts are one exhaustive `match` over [`Msg`] and its
//! sentences with numbers or names are methods, so a language missing a message does not compile.
//! A sentence is one whole message whose named arguments (`{player}`, `{area}`) each language
//! places where its own word order wants them; nothing is glued from English fragments. The
//! game's own vocabulary (cards, log lines, refusals) is the game's [`Words`].

mod de;
mod en;
mod fr;
mod shell;

use ::eoi::rules::{
    Area, Colour, CubeCounts, Event, GameState, Good, Illegal, LoadId, Product, Resource, Step,
};
use ::eoi::text::Words;
use tabletop::save::SaveError;
use tabletop::words::french_elides;
use tabletop::Level;

/// A catalogue's keys: an enum of fixed texts with the list of all of them.
macro_rules! messages {
    ($(#[$doc:meta])* $enum:ident { $($name:ident),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $enum {
            $($name),*
        }

        impl $enum {
            /// Every message, for the tests that compare catalogues.
            #[allow(dead_code)]
            pub const ALL: &'static [$enum] = &[$($enum::$name),*];
        }
    };
}

pub mod aoi;
pub mod art;
pub mod eoi;
pub mod medieval;
pub mod texts;

messages! {
/// Fixed texts of the interface.
Msg {
    AppName,
    Games,
    RulesOf,
    SetUpGame,
    PlayerRange,
    EoiAbout,
    MedievalAbout,
    AoiAbout,
    NewGame,
    StartGame,
    Players,
    StartPlayer,
    RandomStart,
    Seed,
    SeedHint,
    Undo,
    UndoPastChance,
    SkipToDecision,
    Redo,
    Rules,
    RulesPage,
    RulesUnavailable,
    PartLoading,
    PartMissing,
    TryAgain,
    Close,
    Log,
    DownloadLog,
    Confirm,
    Cancel,
    LeaveGameQuestion,
    LeaveLiveQuestion,
    LeaveGame,
    StayInGame,
    QuickStart,
    QuickStartHint,
    MedievalQuickStartHint,
    AoiQuickStartHint,
    ComputerName1,
    ComputerName2,
    FinalScores,
    LookAtBoard,
    ShowScores,
    Total,
    ReconstructedNote,
    PreviewBanner,
    GameOverHeading,
    GameControls,
    Board,
    SeedError,
    PlayedBy,
    BotThinking,
    ThinkingProgress,
    Pace,
    SkipToHuman,
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
    SendLinkTo,
    YourTurnMessage,
    LinkCopiedFor,
    ReplayHeading,
    ReplayPosition,
    ReplayStart,
    ReplayBack,
    ReplayForward,
    ReplayEnd,
    ReplayPlay,
    ReplayPause,
    ReplaySpeed,
    ReplaySlow,
    ReplayNormal,
    ReplayFast,
    ReplayRound,
    StopWatching,
    WatchAgain,
    PointsByRound,
    ChartRound,
    ChartEnd,
    Watch,
    WatchNamed,
    ReplayLink,
    CopyReplayLink,
    PaceSlow,
    PaceNormal,
    PaceFast,
    PaceInstant,
    Language,
    SavedGameMissing,
    Human,
    ComputerEasy,
    ComputerMedium,
    ComputerHard,
    ComputerRandom,
    // The coach's hint (issue 28).
    Hint,
    HintThinking,
    HintPlan,
    HintGain,
    HintGainOne,
    HintEven,
    HintAsked,
    // The turning points (ui/turning_points.rs).
    TurningPoints,
    TurningFinding,
    TurningFind,
    TurningNone,
    TurningSilent,
    TurningCost,
    TurningCostOne,
    TurningPlayed,
    TurningBetter,
    TurningSee,
    TurningPointShown,
    // The live table (ui/live/).
    LivePlayAtDistance,
    LiveDistanceHint,
    LiveRemoteSeat,
    LiveSecrets,
    LiveInvitationFor,
    LiveCopyInvitation,
    LiveAnswerFor,
    LiveConnect,
    LiveWaiting,
    LiveConnected,
    LiveLost,
    LiveGuestHeading,
    LiveSendAnswer,
    LiveCopyAnswer,
    LiveGuestWaiting,
    LiveGuestConnected,
    LiveGuestLost,
    LiveElsewhere,
    LiveRefused,
    LiveCodeDamaged,
    LiveCodeNewer,
    LiveCodeOtherGame,
    LiveCodeWrongSide,
    LiveCodeStale,
    LiveCodeUnsupported,
    LiveNoConnection,
    LiveStun,
    LiveStunHint,
    LiveTable,
    LivePreparing
}}

/// The languages the app speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Locale {
    #[default]
    En,
    Fr,
    De,
}

impl Locale {
    pub const ALL: [Locale; 3] = [Locale::En, Locale::Fr, Locale::De];

    /// The language's BCP 47 code, for `<html lang>`, dates and the stored choice.
    pub fn code(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Fr => "fr",
            Locale::De => "de",
        }
    }

    /// The language's name in itself, for the language switcher.
    pub fn native_name(self) -> &'static str {
        match self {
            Locale::En => "English",
            Locale::Fr => "Français",
            Locale::De => "Deutsch",
        }
    }

    /// The language of a BCP 47 tag such as `fr-FR`, when the app speaks it.
    pub fn from_tag(tag: &str) -> Option<Locale> {
        // The primary subtag, compared byte by byte: a `str::split` with a pattern weighs
        // about 400 bytes of wasm more.
        let language = tag.as_bytes();
        let primary = language
            .iter()
            .position(|byte| matches!(byte, b'-' | b'_'))
            .map_or(language, |end| &language[..end]);
        Locale::ALL
            .into_iter()
            .find(|locale| primary.eq_ignore_ascii_case(locale.code().as_bytes()))
    }

    pub fn catalogue(self) -> &'static dyn Catalogue {
        match self {
            Locale::En => &en::English,
            Locale::Fr => &fr::French,
            Locale::De => &de::German,
        }
    }
}

thread_local! {
    static LOCALE: std::cell::Cell<Locale> = const { std::cell::Cell::new(Locale::En) };
}

/// Makes `locale` the language of every message from now on.
pub fn set_locale(locale: Locale) {
    LOCALE.with(|current| current.set(locale));
}

pub fn locale() -> Locale {
    LOCALE.with(std::cell::Cell::get)
}

/// Calls a [`Catalogue`] method on the current language's catalogue, dispatched statically, so
/// that a bundle carries only the texts it uses (a `dyn Catalogue` would keep every method of
/// every language, Era of Inventions' words in every game's bundle).
macro_rules! in_locale {
    ($method:ident ( $($arg:expr),* $(,)? )) => {
        match locale() {
            Locale::En => en::English.$method($($arg),*),
            Locale::Fr => fr::French.$method($($arg),*),
            Locale::De => de::German.$method($($arg),*),
        }
    };
}

/// Everything the app says in one language, beyond the game's own [`Words`].
pub trait Catalogue: Sync {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: Msg) -> &'static str;
    /// The game's vocabulary in this language.
    fn words(&self) -> &'static dyn Words;
    /// The templates of the sentences the shell says once for every language (`shell`).
    fn shell(&self) -> &'static shell::Templates;
    /// What a factory makes, with the amount (German: unused, its labels name the factory).
    fn product_amount(&self, product: Product, amount: u8) -> String;
    /// A list of cubes, such as a cost.
    fn cost_text(&self, cubes: &CubeCounts) -> String;
    /// What producing gives.
    fn gains_text(&self, influence: u8, gold: u8, cogs: u8) -> String;
    /// A number of cogs.
    fn cogs_phrase(&self, count: u8) -> String;
    /// An amount of influence (English and German: the number; the noun is in the template).
    fn influence_phrase(&self, count: u8) -> String;
    /// The cubes a load holds as bought (French only: "2 métaux").
    fn bought(&self, count: u8, load: LoadId) -> String;
    /// `count` with the singular or plural of a noun, by this language's rule.
    fn counted(&self, count: i64, one: &str, many: &str) -> String;
    /// Items as a list in this language.
    fn listed(&self, items: &[String]) -> String;
    /// A game's name, from its id.
    fn game_name(&self, id: &str) -> Option<&'static str>;
    fn colour(&self, colour: Colour) -> &'static str;
    /// Why a save string cannot be opened, as a sentence.
    fn save_error(&self, error: &SaveError) -> String;
    fn tokens_left(&self, left: u8) -> String;
    fn bonus_hint(&self, tokens: i16) -> String;
    /// A choice of the turn panel, naming what sets it apart from the others: what it costs
    /// and gives, or where it is.
    fn step_label(&self, state: &GameState, step: Step) -> String;
    /// A choice's label with its place on the board, for two choices that read the same.
    fn at_place(&self, label: &str, place: usize) -> String;
    fn withdraw_label(&self, area: Area) -> String;
    fn resolve_label(&self, area: Area) -> String;
    fn round_of(&self, round: u8, last: u8) -> String;
    /// A factory card's tooltip: what it makes, and what building it costs (a list of amounts).
    fn factory_tip(&self, name: &str, makes: &str, cost: &[String]) -> String;
    /// An invention card's tooltip: what producing it costs and what it gives (lists of amounts).
    fn card_tip(&self, name: &str, cost: &[String], profit: &[String]) -> String;
    /// A ship's or storage house's tooltip: its cubes ("2 metal") and their price.
    fn load_tip(&self, name: &str, cubes: &str) -> String;
    /// A patent-track square's tooltip: what the patent costs and gives.
    fn patent_tip(&self, number: usize, gold: u8, influence: u8) -> String;
    /// An influence-track square with a symbol: what stopping there gives (a good's name).
    fn track_square_tip(&self, square: u16, good: &str) -> String;
    fn space_title(
        &self,
        invention: &str,
        space: &str,
        cogs: u8,
        influence: u8,
        royalty: &str,
    ) -> String;
    fn piles(&self, deck: usize, discard: usize, new: usize) -> String;
    fn tokens_on_board(&self, total: u8, on_board: usize) -> String;
    fn out_of(&self, count: u8, of: usize) -> String;
    /// Stocks for icons' names: "2 wood", "1 gold", "1 cog", "3 cogs".
    fn resource_count(&self, count: i16, what: Resource) -> String;
    fn gold_count(&self, count: i16) -> String;
    fn cogs_count(&self, count: i16) -> String;
    fn influence_count(&self, count: i16) -> String;
    fn player_count(&self, count: usize) -> String;
    fn player_number(&self, seat: usize) -> String;
    /// The label of a player's name field on the new-game form.
    fn name_label(&self, seat: usize) -> String;
    /// A final-score bonus next to what it compares: "4 patents: +5".
    fn patent_bonus_cell(&self, patents: u8, bonus: u8) -> String;
    fn cogs_bonus_cell(&self, cogs: u16, bonus: u8) -> String;
    fn capacity_bonus_cell(&self, capacity: u16, bonus: u8) -> String;
    /// The winner line of the final scores.
    fn headline(&self, winners: &[String]) -> String;
    fn not_possible(&self, count: usize) -> String;
}

/// A fixed text in the current language: in the browser's bundles from the texts the build
/// writes outside the wasm ([`crate::i18n::texts`]), elsewhere from the catalogues' sources.
pub fn t(msg: Msg) -> &'static str {
    #[cfg(all(feature = "external-texts", target_arch = "wasm32"))]
    {
        crate::i18n::texts::app(msg as usize)
    }
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    {
        in_locale!(text(msg))
    }
}

/// The game's words in the current language.
pub fn words() -> &'static dyn Words {
    in_locale!(words())
}

/// A message with its named arguments filled in: each `{name}` of the template becomes its value.
pub fn fill(template: &str, args: &[(&str, &str)]) -> String {
    let mut text = template.to_string();
    for (name, value) in args {
        let hole = format!("{{{name}}}");
        // French "de" elides before a vowel or an h ("Initiative d’Ada"); only French templates
        // write "de {…}".
        let of = format!("de {hole}");
        if text.contains(&of) && french_elides(value) {
            text = text.replace(&of, &format!("d’{value}"));
        }
        text = text.replace(&hole, value);
    }
    text
}

/// A message split around its `{player}` argument, for headings that show the player as a token
/// and a name: the words before and after it.
pub fn around_player(template: &str) -> (&str, &str) {
    template.split_once("{player}").unwrap_or((template, ""))
}

/// A clause as a sentence: capitalised, with a full stop.
pub fn sentence(text: &str) -> String {
    let mut sentence = capitalised(text);
    if !sentence.is_empty() {
        sentence.push('.');
    }
    sentence
}

/// `text` with its first letter capitalised (a message that begins with a name of a thing).
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => {
            let mut out = String::with_capacity(text.len() + 1);
            out.push(capital(first));
            out.push_str(chars.as_str());
            out
        }
        None => String::new(),
    }
}

/// A letter's capital, for the letters the catalogues' sentences start with (ASCII and Latin-1:
/// "é" gives "É"); other characters are kept. Not `char::to_uppercase`, whose table of every
/// alphabet would weigh about 10 KB in the app's wasm.
pub fn capital(letter: char) -> char {
    match letter {
        'a'..='z' => letter.to_ascii_uppercase(),
        // à..þ, but not ÷: their capitals are 32 code points before them.
        'à'..='þ' if letter != '÷' => char::from_u32(u32::from(letter) - 32).unwrap_or(letter),
        _ => letter,
    }
}

/// A game's name, from its id (the id itself for a game this build does not know).
pub fn game_name(id: &str) -> String {
    in_locale!(game_name(id)).map_or_else(|| id.to_string(), str::to_string)
}

pub fn area(area: Area) -> &'static str {
    words().area(area)
}

pub fn area_hint(area: Area) -> &'static str {
    words().area_hint(area)
}

pub fn colour(colour: Colour) -> &'static str {
    in_locale!(colour(colour))
}

pub fn good(good: Good) -> &'static str {
    words().good(good)
}

pub fn resource(resource: Resource) -> &'static str {
    words().resource(resource)
}

/// Why an action is not allowed, as a sentence.
pub fn illegal(reason: Illegal) -> String {
    sentence(words().illegal(reason))
}

/// Why a recorded game does not replay, as a sentence.
pub fn replay_error(error: &tabletop::ReplayError<GameState>) -> String {
    sentence(&words().replay_error(error))
}

pub fn save_error(error: &SaveError) -> String {
    in_locale!(save_error(error))
}

/// One log line.
pub fn event(event: &Event, names: &[String]) -> String {
    words().event(event, names)
}

/// The name of a ship or storage house, numbered where there are two of a kind.
pub fn load_label(load: LoadId) -> String {
    words().load(load)
}

pub fn tokens_left(left: u8) -> String {
    in_locale!(tokens_left(left))
}

pub fn bonus_hint(tokens: i16) -> String {
    in_locale!(bonus_hint(tokens))
}

pub fn step_label(state: &GameState, step: Step) -> String {
    in_locale!(step_label(state, step))
}

pub fn at_place(label: &str, place: usize) -> String {
    in_locale!(at_place(label, place))
}

pub fn withdraw_label(area: Area) -> String {
    in_locale!(withdraw_label(area))
}

pub fn resolve_label(area: Area) -> String {
    in_locale!(resolve_label(area))
}

/// An area's letter and name, as on the board.
pub fn place_label(area: Area) -> String {
    format!("{} {}", area.letter(), self::area(area))
}

pub fn round_of(round: u8, last: u8) -> String {
    in_locale!(round_of(round, last))
}

pub fn factory_tip(name: &str, makes: &str, cost: &[String]) -> String {
    in_locale!(factory_tip(name, makes, cost))
}

pub fn card_tip(name: &str, cost: &[String], profit: &[String]) -> String {
    in_locale!(card_tip(name, cost, profit))
}

pub fn load_tip(name: &str, cubes: &str) -> String {
    in_locale!(load_tip(name, cubes))
}

pub fn patent_tip(number: usize, gold: u8, influence: u8) -> String {
    in_locale!(patent_tip(number, gold, influence))
}

pub fn track_square_tip(square: u16, good: &str) -> String {
    in_locale!(track_square_tip(square, good))
}

pub fn space_title(invention: &str, space: &str, cogs: u8, influence: u8, royalty: &str) -> String {
    in_locale!(space_title(invention, space, cogs, influence, royalty))
}

pub fn piles(deck: usize, discard: usize, new: usize) -> String {
    in_locale!(piles(deck, discard, new))
}

pub fn tokens_on_board(total: u8, on_board: usize) -> String {
    in_locale!(tokens_on_board(total, on_board))
}

pub fn out_of(count: u8, of: usize) -> String {
    in_locale!(out_of(count, of))
}

pub fn resource_count(count: i16, what: Resource) -> String {
    in_locale!(resource_count(count, what))
}

pub fn gold_count(count: i16) -> String {
    in_locale!(gold_count(count))
}

pub fn cogs_count(count: i16) -> String {
    in_locale!(cogs_count(count))
}

pub fn influence_count(count: i16) -> String {
    in_locale!(influence_count(count))
}

/// A player's name with their colour, for a token's accessible name.
pub fn player_label(name: &str, colour: Colour) -> String {
    format!("{name} ({})", self::colour(colour))
}

/// How many players a game takes: "3 to 5 players".
pub fn player_range(min: usize, max: usize) -> String {
    fill(
        t(Msg::PlayerRange),
        &[("min", &min.to_string()), ("max", &max.to_string())],
    )
}

pub fn player_count(count: usize) -> String {
    in_locale!(player_count(count))
}

pub fn player_number(seat: usize) -> String {
    in_locale!(player_number(seat))
}

pub fn name_label(seat: usize) -> String {
    in_locale!(name_label(seat))
}

pub fn patent_bonus_cell(patents: u8, bonus: u8) -> String {
    in_locale!(patent_bonus_cell(patents, bonus))
}

pub fn cogs_bonus_cell(cogs: u16, bonus: u8) -> String {
    in_locale!(cogs_bonus_cell(cogs, bonus))
}

pub fn capacity_bonus_cell(capacity: u16, bonus: u8) -> String {
    in_locale!(capacity_bonus_cell(capacity, bonus))
}

pub fn headline(winners: &[String]) -> String {
    in_locale!(headline(winners))
}

pub fn not_possible(count: usize) -> String {
    in_locale!(not_possible(count))
}

/// The choices for who plays a seat: (form value, computer level or a human).
pub const CONTROLLERS: [(&str, Option<Level>); 4] = [
    ("human", None),
    ("easy", Some(Level::Easy)),
    ("medium", Some(Level::Medium)),
    ("hard", Some(Level::Hard)),
];

pub fn controller(level: Option<Level>) -> &'static str {
    t(match level {
        None => Msg::Human,
        Some(Level::Easy) => Msg::ComputerEasy,
        Some(Level::Medium) => Msg::ComputerMedium,
        Some(Level::Hard) => Msg::ComputerHard,
        Some(Level::Random) => Msg::ComputerRandom,
    })
}

pub fn parse_controller(value: &str) -> Option<Level> {
    CONTROLLERS
        .iter()
        .find(|(name, _)| *name == value)
        .and_then(|(_, level)| *level)
}

/// The pace choices for computer moves: (label, milliseconds between moves).
pub const PACES: [(Msg, u32); 4] = [
    (Msg::PaceSlow, 1500),
    (Msg::PaceNormal, 700),
    (Msg::PaceFast, 250),
    (Msg::PaceInstant, 0),
];

#[cfg(test)]
mod fill_tests {
    use super::fill;

    #[test]
    fn french_de_elides_before_a_vowel_or_an_h() {
        let template = "Initiative de {player}";
        assert_eq!(fill(template, &[("player", "Ada")]), "Initiative d’Ada");
        assert_eq!(fill(template, &[("player", "Hugo")]), "Initiative d’Hugo");
        assert_eq!(
            fill(template, &[("player", "Nikola")]),
            "Initiative de Nikola"
        );
        assert_eq!(
            fill("{player}'s initiative", &[("player", "Ada")]),
            "Ada's initiative"
        );
    }
}
