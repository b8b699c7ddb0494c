//! The words of Age of Inventors, one implementation of [`Words`] per language: names of the
//! labs, inventors, inventions, equipment, experiments, breakthroughs, news, tracks, resources
//! and locations, log lines and refusals. The rules hold no words; a front end picks
//! [`ENGLISH`], [`FRENCH`] or [`GERMAN`]. The log lines, commands, effects and refusals are said
//! once for every language (`events`, `actions`, `effects`): each language gives their
//! templates, with numbered holes placed as its grammar wants, and its own phrases
//! (`Grammar`).
//!
//! Card names follow the reference sheet (`age-of-inventors.md` §6); inventors are people and
//! keep their names in every language ([`INVENTOR_NAMES`]); the other names are translated
//! descriptively. Grid cells are named by where they lie (row and place), not by the sheet's
//! H01 to H36.

mod actions;
mod de;
mod effects;
mod en;
mod events;
mod fr;

pub use de::German;
pub use en::English;
pub use fr::French;

use crate::rules::{
    data, Action, Bundle, Effect, Event, Field, GameState, Illegal, InventorAbility, Lab, LabSide,
    LocationKind, Modifier, NewsRule, Resource, SearchFilter, SetupError, Track, Vote,
};
use tabletop::word;
use tabletop::words::Word;

/// What a language gives the sentences said once for all languages (the log lines, `events`):
/// its sentence templates and the phrases whose form is its own (articles, cases, elisions).
pub(crate) trait Grammar: Words {
    /// The log lines' templates, in the order of `events`' constants.
    fn events(&self) -> &'static [Word; events::EVENTS];
    /// The commands' templates, in the order of `actions`' constants.
    fn actions(&self) -> &'static [Word; actions::ACTIONS];
    /// The effects' templates and nouns, in the order of `effects`' constants.
    fn effect_words(&self) -> &'static [Word; effects::EFFECTS];
    /// A number of a noun, by this language's rule ("1 Fund", "2 Funds").
    fn counted(&self, count: u8, one: &str, many: &str) -> String;
    /// An amount of one resource.
    fn amount_of(&self, resource: Resource, count: u8) -> String;
    /// What a search names: a field or a track.
    fn filter(&self, filter: SearchFilter) -> String;
    /// A field as what an inventor's edge counts as (French: "de Chimie").
    fn of_field(&self, field: Field) -> String;
    /// A slot of the player's lab, numbered from 1.
    fn lab_slot(&self, slot: u8) -> String;
    /// One unit of a resource (English: its name after "1").
    fn one(&self, resource: Resource) -> String;
    /// Some of a field as what is converted or paid with (French: "de la Chimie").
    fn some(&self, field: Field) -> String;
    /// What placing an invention costs (French: "en payant 2 Chimie", "sans rien payer").
    fn paying(&self, pay: Bundle) -> String;
    /// An equipment token as the object of a verb (English: its name after "the").
    fn the_equipment(&self, id: u8) -> String;
    /// An invention as the object of a verb (English: its name after "the").
    fn the_invention(&self, id: u8) -> String;
    /// An inventor as the owner of a book or a card (French: "de Karl Benz", "d'Alfred Nobel").
    fn of_inventor(&self, id: u8) -> String;
    /// An amount of Funds ("1 Fund", "2 Funds").
    fn funds(&self, count: u8) -> String;
    /// A slot of the equipment offer, numbered from 1.
    fn offer_slot(&self, slot: u8) -> String;
    /// A number of switches ("2 switches"; German: the number alone).
    fn switches(&self, count: u8) -> String;
}

/// The inventors' names (ids 0-23, the sheet's V01-V24), the same in every language.
pub const INVENTOR_NAMES: [Word; data::INVENTORS] = [
    word!("Henry Ford"),
    word!("George Stephenson"),
    word!("Karl Benz"),
    word!("Isambard K. Brunel"),
    word!("Charles Babbage"),
    word!("Rudolf Diesel"),
    word!("Louis Pasteur"),
    word!("Alfred Nobel"),
    word!("Dmitri Mendeleev"),
    word!("Charles Goodyear"),
    word!("Joseph Lister"),
    word!("Justus von Liebig"),
    word!("Charles Wheatstone"),
    word!("Alexander Graham Bell"),
    word!("Guglielmo Marconi"),
    word!("Heinrich Hertz"),
    word!("Wilhelm Röntgen"),
    word!("Lord Kelvin"),
    word!("Nikola Tesla"),
    word!("Thomas Edison"),
    word!("Marie Curie"),
    word!("Michael Faraday"),
    word!("Henry Bessemer"),
    word!("John Boyd Dunlop"),
];

/// The credited inventors of the quiz list (§6.3, [`data::Invention::credited`]), as printed
/// there (ruling 33: "Count Alessandro" is Volta), the same in every language.
pub const CREDITED_NAMES: [Word; data::CREDITED_INVENTORS] = [
    word!("Benjamin Franklin"),
    word!("James Hargreaves"),
    word!("Richard Arkwright"),
    word!("James Watt"),
    word!("Edward Jenner"),
    word!("Count Alessandro (Volta)"),
    word!("Peter Durand"),
    word!("George Stephenson"),
    word!("Rene Laennec"),
    word!("Cyrus McCormick"),
    word!("Samuel Colt"),
    word!("Samuel Morse"),
    word!("Louis Daguerre"),
    word!("John Fisher"),
    word!("Charles Goodyear"),
    word!("Edmund Quincy"),
    word!("George Esterly"),
    word!("Louis Pasteur"),
    word!("Richard Jordan Gatling"),
    word!("Robert Whitehead"),
    word!("Alfred Nobel"),
    word!("Dmitri Mendeleev"),
    word!("George Washington Carver"),
    word!("Alexander Graham Bell"),
    word!("Thomas Edison"),
    word!("Milne"),
    word!("Karl Benz"),
    word!("Heinrich Hertz"),
    word!("Nicola Tesla"),
    word!("Rudolf Diesel"),
    word!("Marie Curie"),
    word!("Ferdinand von Zeppelin"),
    word!("W. C. Rontgen"),
    word!("The Wright Brothers"),
    word!("Henry Ford"),
    word!("Albert Einstein"),
    word!("Lee de Forest"),
    word!("Lewis Nixon"),
    word!("Paul Cornu"),
    word!("Paul Ehrlich"),
    word!("Vasily Mendelev"),
    word!("Harry Brearley"),
    word!("Edwin H. Armstrong"),
    word!("Sir Frederick G Banting"),
    word!("Robert Goddard"),
    word!("Alexander Fleming"),
    word!("Michael Faraday"),
    word!("Guglielmo Marconi"),
];

/// Everything Age of Inventors says, in one language.
pub trait Words: Sync {
    /// The game's title in this language.
    fn title(&self) -> &'static str;
    /// A resource's name on its own, plural ("Funds").
    fn resource(&self, resource: Resource) -> &'static str;
    /// Amounts of several resources as a list ("2 Engineering and 1 Idea"), "nothing" if empty.
    fn resources(&self, bundle: Bundle) -> String;
    /// A scientific field's name.
    fn field(&self, field: Field) -> &'static str;
    /// A track's name.
    fn track(&self, track: Track) -> &'static str;
    /// A lab's name.
    fn lab(&self, lab: Lab) -> &'static str;
    /// A lab side's name ("Government, Authoritarian").
    fn lab_side(&self, side: LabSide) -> &'static str;
    /// The name of a lab side's ability ("Deep State").
    fn lab_ability(&self, side: LabSide) -> &'static str;
    /// An inventor's name (id 0-23).
    fn inventor(&self, id: u8) -> &'static str {
        INVENTOR_NAMES
            .get(usize::from(id))
            .map_or("?", |name| name.text())
    }
    /// An invention's name (id 0-47).
    fn invention(&self, id: u8) -> &'static str;
    /// A credited inventor of the quiz list (index 0-47).
    fn credited(&self, index: u8) -> &'static str {
        credited_name(index)
    }

    /// An equipment token's name (id 0-24).
    fn equipment(&self, id: u8) -> &'static str;
    /// An experiment token: what it needs and what it is worth.
    fn experiment(&self, id: u8) -> String;
    /// A breakthrough token with its hidden value.
    fn breakthrough(&self, value: u8) -> String;
    /// A breaking-news card's title (id 0-16).
    fn news(&self, id: u8) -> &'static str;
    /// A vote's side.
    fn vote(&self, vote: Vote) -> &'static str;
    /// A main-board location's name.
    fn location(&self, location: LocationKind) -> &'static str;
    /// A grid cell by where it lies ("cell 2 of row 6").
    fn cell(&self, cell: u8) -> String;
    /// An action, as a command in lower case.
    fn action(&self, action: Action) -> String;
    /// One log line for an event, a whole sentence; `names` are the players' names by seat.
    fn event(&self, event: &Event, names: &[String]) -> String;
    /// Why an action is not allowed, as a clause in lower case.
    fn illegal(&self, reason: Illegal) -> &'static str;
    /// Why a setup cannot start a game, as a clause in lower case.
    fn setup_error(&self, error: &SetupError) -> String;
    /// Why a recorded game does not replay, as a clause in lower case.
    fn replay_error(&self, error: &tabletop::ReplayError<GameState>) -> String;

    // ---- What the cards do: whole sentences, each ending with a full stop ----

    /// One-off effects (an invention's, an equipment token's, an inventor's trigger).
    fn effects(&self, effects: &[Effect]) -> String;
    /// A lasting modifier (an inventor's passive ability, a news option for all players).
    fn modifier(&self, modifier: Modifier) -> String;
    /// A breaking-news option for the round.
    fn news_rule(&self, rule: NewsRule) -> String;
    /// What a lab side's ability does.
    fn lab_ability_text(&self, side: LabSide) -> &'static str;
    /// What a token put in a lab equipment slot gives.
    fn slot_bonus(&self, bonus: data::SlotBonus) -> String;
    /// An inventor's book-base conversion: the user pays the owner `pay` and gains `gain`.
    fn conversion(&self, pay: Bundle, gain: Bundle) -> String;

    /// An inventor card's ability.
    fn inventor_ability(&self, id: u8) -> String {
        match data::INVENTOR_DATA.get(usize::from(id)).map(|i| i.ability) {
            Some(InventorAbility::Trigger(effects)) => self.effects(effects),
            Some(InventorAbility::Passive(modifier)) => self.modifier(modifier),
            None => String::new(),
        }
    }
    /// An inventor's book-base conversion.
    fn inventor_conversion(&self, id: u8) -> String {
        data::INVENTOR_DATA
            .get(usize::from(id))
            .map(|i| self.conversion(i.pay, i.gain))
            .unwrap_or_default()
    }
    /// An invention's ability when placed.
    fn invention_ability(&self, id: u8) -> String {
        data::INVENTION_DATA
            .get(usize::from(id))
            .map(|i| self.effects(i.ability))
            .unwrap_or_default()
    }
    /// An equipment token's effect when activated.
    fn equipment_effect(&self, id: u8) -> String {
        data::EQUIPMENT_DATA
            .get(usize::from(id))
            .map(|effects| self.effects(effects))
            .unwrap_or_default()
    }
    /// A news card's option (`Vote::Left` is its first).
    fn news_option(&self, id: u8, vote: Vote) -> String {
        data::NEWS_DATA
            .get(usize::from(id))
            .map(|card| self.news_rule(card[vote as usize]))
            .unwrap_or_default()
    }
}

/// The English words.
pub static ENGLISH: English = English;
/// The French words.
pub static FRENCH: French = French;
/// The German words.
pub static GERMAN: German = German;

/// This module's sources, whose `say!` and `word!` literals the web bundles are given from
/// outside their wasm (`tabletop::words`): every file of it that has one (this one has the
/// inventors' names).
#[cfg(not(target_arch = "wasm32"))]
pub const SOURCES: [&str; 4] = [
    include_str!("en.rs"),
    include_str!("fr.rs"),
    include_str!("de.rs"),
    include_str!("mod.rs"),
];

/// Every language, for tests and pickers.
pub static LANGUAGES: [&dyn Words; 3] = [&ENGLISH, &FRENCH, &GERMAN];

/// The player's name for `seat`, or a stand-in when `names` has none.
pub(crate) fn name_of(names: &[String], seat: u8) -> String {
    names
        .get(usize::from(seat))
        .cloned()
        .unwrap_or_else(|| format!("#{}", u32::from(seat) + 1))
}

/// Where a cell lies on the grid as a player sees it: its row from the top (1 to 7) and its place
/// in that row from the left (the clock not counted). The sheet's labels (H01 to H36) are not
/// printed on the board, so the words never use them.
pub(crate) fn cell_position(cell: u8) -> (u32, u32) {
    let (q, r) = crate::rules::data::CELL_COORDS[usize::from(cell) % crate::rules::data::CELLS];
    let before = crate::rules::data::CELL_COORDS
        .iter()
        .filter(|(other_q, other_r)| *other_r == r && *other_q < q)
        .count();
    ((r + 4) as u32, before as u32 + 1)
}

/// A credited inventor's name, "?" out of range.
pub(crate) fn credited_name(index: u8) -> &'static str {
    CREDITED_NAMES
        .get(usize::from(index))
        .map_or("?", |name| name.text())
}

/// A quiz answer's name, with its year in hard mode ("Paul Cornu (1907)").
pub fn with_year(name: &str, year: u16) -> String {
    if year == 0 {
        name.to_string()
    } else {
        tabletop::say!("{} ({})", name, year)
    }
}

/// A list joined with commas and a final word ("a, b and c").
pub(crate) fn join(parts: &[String], and: &str) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
    }
}
