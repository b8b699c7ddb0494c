//! The words of ERA: Medieval Age, one implementation of [`Words`] per language: names of
//! resources, buildings, dice, faces, disasters and ranks, commands, log lines, refusals. The
//! rules hold no words; a front end picks [`ENGLISH`], [`FRENCH`] or [`GERMAN`]. The log lines,
//! commands, faces, building effects and refusals are said once for every language (`events`,
//! `actions`, `faces`, `sentences`): each language gives their templates, whose numbered holes
//! it places as its grammar wants, and the phrases whose form is its own (`Grammar`: genders,
//! cases, elision, plurals); a language that lacks one of the traits' methods or templates does
//! not compile.
//!
//! # Cells
//!
//! A cell is named by its row and column counted from 1, row 1 at the top and column 1 at the
//! left: the rules' `Cell { row: 2, col: 4 }` is "row 3, column 5" ("ligne 3, colonne 5",
//! "Zeile 3, Spalte 5"). A building is named by the top-left cell of its bounding box (as
//! [`Action::Build`] places it), except where the rules name a building by its first cell
//! ([`Action::Remove`], [`Event::BuildingRemoved`]). Dice are numbered from 1 in the same way.
//!
//! # Rotations
//!
//! A building's rotation is its number of quarter turns clockwise from the printed shape
//! (the rules list the distinct quarter turns in that order), and is said in degrees.

mod actions;
mod de;
mod en;
mod events;
mod faces;
mod fr;
mod sentences;

pub use de::German;
pub use en::English;
pub use fr::French;

use crate::rules::{
    data, Action, Building, Cell, DieColour, Direction, Disaster, DisasterCause, EndBonus, Event,
    Face, GameState, Illegal, Rank, Resource, Resources, SetupError,
};
use tabletop::words::Word;

/// Everything ERA: Medieval Age says, in one language.
pub trait Words: Sync {
    /// The game's title in this language's edition.
    fn title(&self) -> &'static str;
    /// A resource's name on its own ("trade goods").
    fn resource(&self, resource: Resource) -> &'static str;
    /// An amount of one resource ("1 trade good", "2 stone").
    fn resource_count(&self, count: u32, resource: Resource) -> String;
    /// Amounts of several resources as a list ("3 food and 2 wood"), "nothing" when empty.
    fn resources(&self, resources: Resources) -> String;
    /// A building's name on its own, in the singular ("lumber mill").
    fn building(&self, building: Building) -> &'static str;
    /// A number of buildings ("1 church", "2 churches").
    fn building_count(&self, count: u32, building: Building) -> String;
    /// One line on what a building gives.
    fn building_effect(&self, building: Building) -> String;
    /// A wall's name with its length ("wall of length 4").
    fn wall(&self, length: u8) -> String;
    /// The name of a scorched area.
    fn scorched_area(&self) -> &'static str;
    /// A cell, counted from 1 ("row 3, column 5").
    fn cell(&self, cell: Cell) -> String;
    /// A dice colour: the class it stands for and the colour ("peasant (yellow)").
    fn die_colour(&self, colour: DieColour) -> &'static str;
    /// A number of dice of one colour ("1 peasant die", "3 peasant dice").
    fn dice_count(&self, count: u32, colour: DieColour) -> String;
    /// What a die face shows ("3 food", "1 stone or 2 wood", "feather", "2 hammers").
    fn face(&self, face: &Face) -> String;
    /// A disaster's name, as a title.
    fn disaster(&self, disaster: Disaster) -> &'static str;
    /// One line on what a disaster does.
    fn disaster_effect(&self, disaster: Disaster) -> &'static str;
    /// A rank of the solitaire chart, as a title.
    fn rank(&self, rank: Rank) -> &'static str;
    /// What a building's end-of-game bonus counts ("1 point per culture").
    fn end_bonus(&self, bonus: EndBonus) -> &'static str;
    /// An action, as a command in lower case ("build a church at row 3, column 5").
    fn action(&self, action: Action) -> String;
    /// One log line for an event, a whole sentence; `names` are the players' names in seat
    /// order.
    fn event(&self, event: &Event, names: &[String]) -> String;
    /// Why an action is not allowed, as a clause in lower case.
    fn illegal(&self, reason: Illegal) -> &'static str;
    /// Why a setup cannot start a game, as a clause in lower case.
    fn setup_error(&self, error: &SetupError) -> String;
    /// Why a recorded game does not replay, as a clause in lower case.
    fn replay_error(&self, error: &tabletop::ReplayError<GameState>) -> String;
}

/// What a language gives the sentences said once for all languages (the log lines, `events`):
/// its sentence templates and the phrases whose form is its own (articles, cases, elisions).
pub(crate) trait Grammar: Words {
    /// The log lines' templates, in the order of `events`' constants.
    fn events(&self) -> &'static [Word; events::EVENTS];
    /// The commands' templates, in the order of `actions`' constants.
    fn actions(&self) -> &'static [Word; actions::ACTIONS];
    /// The words of die faces, in the order of `faces`' constants.
    fn faces(&self) -> &'static [Word; faces::FACES];
    /// The other sentences' templates, in the order of `sentences`' constants.
    fn sentences(&self) -> &'static [Word; sentences::SENTENCES];
    /// Whether a number takes the plural ("2 points"; French: also "0 point").
    fn plural(&self, count: u32) -> bool;
    /// The die a building gives, with its article ("a noble die").
    fn a_die_given(&self, colour: DieColour) -> String;
    /// A number of dice of one colour as an "or" choice names them ("2 peasant dice").
    fn dice_on(&self, count: u32, colour: DieColour) -> String;
    /// A building as the object of "builds" (English: its name after "a").
    fn a_building(&self, building: Building) -> String;
    /// A building as the object of "loses" or "destroys" (English: its name after "the").
    fn the_building(&self, building: Building) -> String;
    /// "The last keep", starting a sentence (English: the name after "The last").
    fn the_last_building(&self, building: Building) -> String;
    /// After a placed building: its rotation, or nothing for the printed shape.
    fn rotated(&self, building: Building, rotation: u8) -> String;
    /// Which way a wall runs from its cell.
    fn direction(&self, direction: Direction) -> &'static str;
    /// A die's colour as it names a die of the player's ("peasant (yellow)").
    fn the_die(&self, colour: DieColour) -> &'static str;
    /// One of Sir Philippe's dice ("peasant die").
    fn a_die(&self, colour: DieColour) -> String;
    /// A player's name as the owner of something (French: "de Ben", "d'Ada").
    fn of(&self, name: &str) -> String;
    /// An amount of culture ("2 culture").
    fn culture(&self, count: u32) -> String;
    /// Items as a list ("a, b and c").
    fn listed(&self, items: &[String]) -> String;
    /// Each held resource with its amount.
    fn resource_items(&self, resources: Resources) -> Vec<String>;
    /// A number of disaster points.
    fn disaster_points(&self, points: u32) -> String;
    /// What brought disaster points.
    fn cause(&self, cause: DisasterCause) -> &'static str;
}

/// The English words.
pub static ENGLISH: English = English;
/// The French words.
pub static FRENCH: French = French;
/// The German words.
pub static GERMAN: German = German;

/// This module's sources, whose `say!` and `word!` literals the web bundles are given from
/// outside their wasm (`tabletop::words`).
#[cfg(not(target_arch = "wasm32"))]
pub const SOURCES: [&str; 3] = [
    include_str!("en.rs"),
    include_str!("fr.rs"),
    include_str!("de.rs"),
];

/// The "or" face of a colour, if it has one: what a [`Action::Collect`] choice trades.
pub(crate) fn or_face(colour: DieColour) -> Option<&'static Face> {
    data::FACES[colour.index()]
        .iter()
        .find(|face| face.alternative.is_some())
}

/// The colour of Sir Philippe's die `die` (0-based), as [`crate::rules::Event::PhilippeRolled`]
/// numbers them.
pub(crate) fn philippe_colour(die: u8) -> Option<DieColour> {
    data::PHILIPPE_DICE.get(usize::from(die)).copied()
}

/// The player's name for `seat`, or `None` when `names` has none.
pub(crate) fn name_of(names: &[String], seat: u8) -> Option<&str> {
    names.get(usize::from(seat)).map(String::as_str)
}
