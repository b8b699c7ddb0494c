//! The words of Era of Inventions, one implementation of [`Words`] per language: names of cards,
//! areas and goods, log lines, refusals. The rules hold no words; the command-line tool prints
//! [`ENGLISH`] and the app picks the player's language. The log lines, actions and refusals are
//! said once for every language (`events`, `actions`, `sentences`): each language gives their
//! templates, whose numbered holes it places as its grammar wants, and the phrases whose form
//! is its own (`Grammar`: cases, genders, elisions, plurals); a language that lacks one of the
//! traits' methods or templates does not compile.

mod actions;
mod de;
mod en;
mod events;
mod fr;
mod sentences;

pub use de::German;
pub use en::English;
pub use fr::French;

use crate::rules::action::{Action, Exchange, FakePayment, Step};
use crate::rules::components::{
    Area, CardId, FactoryId, Good, Invention, LoadId, Product, Resource, Royalty, Space,
    StartInvention,
};
use crate::rules::event::Event;
use crate::rules::{GameState, Illegal, SetupError};
use tabletop::words::Word;

/// Everything Era of Inventions says, in one language.
pub trait Words: Sync {
    /// A resource's name as used with a number ("2 wood").
    fn resource(&self, resource: Resource) -> &'static str;
    /// A good's name (a resource, or gold).
    fn good(&self, good: Good) -> &'static str;
    /// An action area's name, as a title.
    fn area(&self, area: Area) -> &'static str;
    /// One line on what an action area does.
    fn area_hint(&self, area: Area) -> &'static str;
    /// The name of a space of the invention board.
    fn space(&self, space: Space) -> &'static str;
    fn invention(&self, invention: Invention) -> &'static str;
    fn start_invention(&self, card: StartInvention) -> &'static str;
    /// A card's name (fakes are marked).
    fn card(&self, card: CardId) -> String;
    /// A factory's name ("2 metal factory").
    fn factory(&self, factory: FactoryId) -> String;
    /// A ship's or storage house's name ("coal ship").
    fn load(&self, load: LoadId) -> String;
    /// A royalty ("2 gold").
    fn royalty(&self, royalty: Royalty) -> String;
    /// What an exchange gives and takes ("2 gold for 1 cog").
    fn exchange(&self, exchange: Exchange) -> String;
    /// A step, as a command in lower case ("build the 2 metal factory").
    fn step(&self, step: Step) -> String;
    /// An action, as a command in lower case.
    fn action(&self, action: Action) -> String;
    /// One log line for an event; `names` are the players' names in seat order.
    fn event(&self, event: &Event, names: &[String]) -> String;
    /// Why an action is not allowed, as a clause in lower case ("not enough gold").
    fn illegal(&self, reason: Illegal) -> &'static str;
    /// Why a setup cannot start a game, as a clause in lower case.
    fn setup_error(&self, error: &SetupError) -> String;
    /// Why a recorded game does not replay, as a clause in lower case.
    fn replay_error(&self, error: &tabletop::ReplayError<GameState>) -> String;
}

/// What a language gives the sentences said once for all languages (the log lines, `events`):
/// its sentence templates and the phrases whose form is its own (articles, cases, elisions).
/// A phrase one language does without is empty in the others.
pub(crate) trait Grammar: Words {
    /// The log lines' templates, in the order of `events`' constants.
    fn events(&self) -> &'static [Word; events::EVENTS];
    /// The exchanges', steps' and actions' templates, in the order of `actions`' constants.
    fn actions(&self) -> &'static [Word; actions::ACTIONS];
    /// The refusals' templates, in the order of `sentences`' constants.
    fn sentences(&self) -> &'static [Word; sentences::SENTENCES];
    /// Two goods of one kind given in a trade (English and German: the name; the number is in
    /// the template).
    fn two_goods(&self, good: Good) -> String;
    /// A card to produce, as a command names it.
    fn card_to_produce(&self, card: CardId) -> String;
    /// An action area as the log names it (French and German: quoted).
    fn area_named(&self, area: Area) -> String;
    /// A player's name as the owner of something (French: "de Ben", "d'Ada").
    fn of(&self, name: &str) -> String;
    /// What a factory makes, with the amount.
    fn product_amount(&self, product: Product, amount: u8) -> String;
    /// The factory that produced (German: a start factory is "Startfabrik").
    fn producing_factory(&self, factory: FactoryId) -> String;
    /// A bought load (French: "du navire de charbon").
    fn the_load(&self, load: LoadId) -> String;
    /// The cubes of a bought load.
    fn cubes(&self, count: u8, resource: Resource) -> String;
    /// A produced invention card.
    fn produced_card(&self, card: CardId) -> String;
    /// What a fake's question marks are paid with.
    fn fake(&self, payment: FakePayment) -> String;
    /// The space of a royalty (French only: "case or du Télégraphe").
    fn royalty_space(&self, invention: Invention, space: Space) -> String;
    /// An invention as what a fake copies (French: "du Télégraphe"; German: genitive).
    fn of_invention(&self, invention: Invention) -> String;
    /// A number of cogs.
    fn cogs(&self, count: u8) -> String;
    /// A developed invention (French: its space; German: accusative).
    fn invention_object(&self, invention: Invention, space: Space) -> String;
    /// A patent's square (French: an ordinal).
    fn patent_number(&self, square: u8) -> String;
    /// The invention a patent protects (French: its space; German: genitive).
    fn patented(&self, invention: Invention, space: Space) -> String;
    /// The space a patent protects (German: as an adjective; French: none).
    fn patented_space(&self, space: Space) -> &'static str;
    /// An amount of influence (French: with its noun).
    fn influence(&self, amount: u8) -> String;
    /// One good taken from a symbol (French: with its article).
    fn one_good(&self, good: Good) -> String;
    /// Invention cards as a list.
    fn cards(&self, cards: &[CardId]) -> String;
    /// Factories as a list.
    fn factories(&self, factories: &[FactoryId]) -> String;
    /// The winners' names as a list.
    fn winners(&self, names: &[String]) -> String;
}

/// The English words, which the command-line tool prints.
pub static ENGLISH: English = English;
pub static FRENCH: French = French;
pub static GERMAN: German = German;

/// This module's sources, whose `say!` and `word!` literals the web bundles are given from
/// outside their wasm (`tabletop::words`).
#[cfg(not(target_arch = "wasm32"))]
pub const SOURCES: [&str; 3] = [
    include_str!("en.rs"),
    include_str!("fr.rs"),
    include_str!("de.rs"),
];

/// Which ship or storage house of the same resource a load is (1, 2), counting from the left of
/// the harbour, when there are two of its kind.
pub fn load_number(load: LoadId) -> Option<usize> {
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
