//! Every game's home-screen card, in every bundle: how many players it takes, its picture and a
//! line about it (its name is in the catalogues). Cheap and always compiled, so a bundle shows
//! the games whose screens are in other bundles too; choosing one of those opens its bundle
//! (`bundles.rs`). A game's screens are in `games.rs`, behind the game's cargo feature.

use leptos::prelude::*;

use crate::i18n::art::{art, Art};
use crate::i18n::{t, Msg};

/// What every bundle knows of a game.
pub struct Card {
    /// The game's id (as in its save strings).
    pub id: &'static str,
    /// How many players it takes, fewest and most.
    pub players: (usize, usize),
    /// The game's picture (decorative).
    pub emblem: fn() -> AnyView,
    /// What the game is about, in a line or two.
    pub about: Msg,
    /// Its one-click start's line on the home screen, the same in every bundle, and the line's id.
    pub quick_hint: Msg,
    pub quick_hint_id: &'static str,
    /// Whether its games can be watched again ([`super::replay`]; the game's `AppGame::REPLAY`).
    pub replay: bool,
}

/// Every game of the app, in the order of the home screen's cards; the first is the default
/// bundle's game.
pub static CARDS: [Card; 3] = [
    Card {
        id: "eoi",
        quick_hint: Msg::QuickStartHint,
        quick_hint_id: "eoi-quick-hint",
        players: (3, 5),
        emblem: eoi_emblem,
        about: Msg::EoiAbout,
        replay: true,
    },
    Card {
        id: "era-medieval",
        quick_hint: Msg::MedievalQuickStartHint,
        quick_hint_id: "era-medieval-quick-hint",
        players: (1, 4),
        emblem: medieval_emblem,
        about: Msg::MedievalAbout,
        replay: true,
    },
    Card {
        id: "age-of-inventors",
        quick_hint: Msg::AoiQuickStartHint,
        quick_hint_id: "age-of-inventors-quick-hint",
        players: (1, 4),
        emblem: aoi_emblem,
        about: Msg::AoiAbout,
        replay: true,
    },
];

/// The card of the game with this id, if the app has it.
pub fn find(id: &str) -> Option<&'static Card> {
    CARDS.iter().find(|card| card.id == id)
}

/// Every game's id.
pub fn ids() -> impl Iterator<Item = &'static str> {
    CARDS.iter().map(|card| card.id)
}

impl Card {
    pub fn about_view(&self) -> AnyView {
        view! { <p>{t(self.about)}</p> }.into_any()
    }
}

/// Era of Inventions' picture: a cog over a gold coin's glow (the pictures' markup is in
/// `i18n/art.rs`, outside the wasm).
fn eoi_emblem() -> AnyView {
    view! { <svg class="emblem" viewBox="0 0 64 64" aria-hidden="true" inner_html=art(Art::EoiEmblem)></svg> }
        .into_any()
}

/// ERA: Medieval Age's picture: a walled keep.
fn medieval_emblem() -> AnyView {
    view! { <svg class="emblem medieval-emblem" viewBox="0 0 60 40" aria-hidden="true" inner_html=art(Art::MedievalEmblem)></svg> }
        .into_any()
}

/// Age of Inventors' picture: a light bulb on a hexagon.
fn aoi_emblem() -> AnyView {
    view! { <svg class="emblem aoi-emblem" viewBox="0 0 64 64" aria-hidden="true" inner_html=art(Art::AoiEmblem)></svg> }
        .into_any()
}
