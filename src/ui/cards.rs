//! Every game's home-screen card, in every bundle: how many players it takes, its picture and a
//! line about it (its name is in the catalogues). Cheap and always compiled, so a bundle shows
//! the games whose screens are in other bundles too; choosing one of those opens its bundle
//! (`bundles.rs`). A game's screens are in `games.rs`, behind the game's cargo feature.

use leptos::prelude::*;

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
    /// Whether its games can be watched again ([`super::replay`]; the game's `AppGame::REPLAY`).
    pub replay: bool,
}

/// Every game of the app, in the order of the home screen's cards; the first is the default
/// bundle's game.
pub static CARDS: [Card; 3] = [
    Card {
        id: "eoi",
        players: (3, 5),
        emblem: eoi_emblem,
        about: Msg::EoiAbout,
        replay: true,
    },
    Card {
        id: "era-medieval",
        players: (1, 4),
        emblem: medieval_emblem,
        about: Msg::MedievalAbout,
        replay: true,
    },
    Card {
        id: "age-of-inventors",
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

/// Era of Inventions' picture: a cog over a gold coin's glow.
fn eoi_emblem() -> AnyView {
    view! {
        <svg class="emblem" viewBox="0 0 64 64" aria-hidden="true">
            <circle class="emblem-glow" cx="32" cy="32" r="30"></circle>
            <g class="emblem-cog" transform="translate(32 32)">
                {(0..8)
                    .map(|tooth| {
                        let turn = format!("rotate({})", tooth * 45);
                        view! { <rect x="-5" y="-24" width="10" height="10" rx="2" transform=turn></rect> }
                    })
                    .collect_view()}
                <circle r="17"></circle>
            </g>
            <circle class="emblem-hole" cx="32" cy="32" r="6.5"></circle>
        </svg>
    }
    .into_any()
}

/// ERA: Medieval Age's picture: a walled keep.
fn medieval_emblem() -> AnyView {
    const MARKUP: &str = r#"<rect y="30" width="60" height="10" class="emblem-ground"></rect><path class="emblem-wall" d="M4 30 V20 H8 V17 H12 V20 H16 V17 H20 V20 H24 V30 Z M36 30 V20 H40 V17 H44 V20 H48 V17 H52 V20 H56 V30 Z"></path><path class="emblem-keep" d="M22 30 V8 H25 V4 H28 V8 H32 V4 H35 V8 H38 V30 H33 V24 Q30 20 27 24 V30 Z"></path><rect x="28.5" y="12" width="3" height="4" class="emblem-window"></rect>"#;
    view! { <svg class="emblem medieval-emblem" viewBox="0 0 60 40" aria-hidden="true" inner_html=MARKUP></svg> }
        .into_any()
}

/// Age of Inventors' picture: a light bulb on a hexagon.
fn aoi_emblem() -> AnyView {
    const MARKUP: &str = r#"<path class="emblem-hex" d="M32 3 L57 17.5 V46.5 L32 61 L7 46.5 V17.5 Z"></path><path class="emblem-bulb" d="M32 14 C22 14 17 22 19 29 C20 34 25 37 26 42 H38 C39 37 44 34 45 29 C47 22 42 14 32 14 Z"></path><rect class="emblem-base" x="26.5" y="44" width="11" height="4" rx="1"></rect><rect class="emblem-base" x="27.5" y="49" width="9" height="3" rx="1"></rect><path class="emblem-filament" d="M28 34 L30 28 L32 33 L34 28 L36 34"></path>"#;
    view! { <svg class="emblem aoi-emblem" viewBox="0 0 64 64" aria-hidden="true" inner_html=MARKUP></svg> }
        .into_any()
}
