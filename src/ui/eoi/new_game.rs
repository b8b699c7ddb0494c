//! Starting a game of Era of Inventions (the shared form of `ui/new_game.rs`): 3 to 5 players,
//! names, colours, who plays each seat, who starts, an optional seed.

use leptos::prelude::*;

use crate::i18n::eoi::{t as et, EoiMsg};
use crate::i18n::{self, t, Msg};
use crate::ui::new_game::{new_game_form, quick_names, quick_start, start_game, Colours, Form};
use crate::ui::random;
use eoi::rules::{Colour, GameState, PlayerSetup, Setup, MAX_NAME_CHARS};
use tabletop::Level;

static FORM: Form = Form {
    counts: 3..=5,
    default_names: &["Ada", "Ben", "Cleo", "Dev", "Eli"],
    max_name_chars: MAX_NAME_CHARS,
    colours: Some(Colours {
        count: Colour::ALL.len(),
        label: || et(EoiMsg::Colour),
        name: |index| i18n::colour(Colour::ALL[index]),
    }),
    start_player: true,
    solo_hint: None,
    seed_hint: || t(Msg::SeedHint),
    note: || t(Msg::ReconstructedNote),
};

fn start(setup: Setup, controllers: Vec<Option<Level>>) -> Result<(), String> {
    start_game::<GameState>(setup, controllers, |problem| {
        i18n::sentence(&i18n::words().setup_error(&problem))
    })
}

/// One click to a game against the computer: the player and two Medium computer players, the
/// seat order and the cards drawn at random.
#[component]
pub fn QuickStart() -> impl IntoView {
    quick_start("eoi-quick-start-hint", t(Msg::QuickStartHint), |seed| {
        let mut setup = Setup::new(quick_names(FORM.default_names[0]), seed);
        setup.start_player = Some((random::draw() % 3) as u8);
        start(setup, vec![None, Some(Level::Medium), Some(Level::Medium)])
    })
}

#[component]
pub fn NewGameForm() -> impl IntoView {
    new_game_form(
        &FORM,
        |_| ().into_any(),
        |choices| {
            let players = choices
                .names
                .into_iter()
                .zip(choices.colours)
                .map(|(name, colour)| PlayerSetup {
                    name,
                    colour: Colour::ALL[colour],
                })
                .collect();
            let setup = Setup {
                players,
                seed: choices.seed,
                start_player: choices.start_player,
                rules_version: eoi::rules::data::RULES_VERSION,
            };
            start(setup, choices.controllers)
        },
    )
}
