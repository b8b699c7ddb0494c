//! Starting a game of Era of Inventions (the shared form of `ui/new_game.rs`): 3 to 5 players,
//! names, colours, who plays each seat, who starts, an optional seed.

use leptos::prelude::*;

use crate::i18n::eoi::{t as et, EoiMsg};
use crate::i18n::{self, t, Msg};
use crate::ui::new_game::{new_game_form, quick_start_game, start_game, Colours, Form};
use crate::ui::random;
use eoi::rules::{Colour, GameState, PlayerSetup, Setup, SetupError, MAX_NAME_CHARS};

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

fn setup_problem(problem: SetupError) -> String {
    i18n::sentence(&i18n::words().setup_error(&problem))
}

/// One click to a game against the computer: the player and two Medium computer players, the
/// seat order and the cards drawn at random.
#[component]
pub fn QuickStart() -> impl IntoView {
    quick_start_game::<GameState>(
        &FORM,
        |names, seed| {
            let mut setup = Setup::new(names, seed);
            setup.start_player = Some((random::draw() % 3) as u8);
            setup
        },
        setup_problem,
    )
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
            start_game::<GameState>(setup, choices.controllers, setup_problem)
        },
    )
}
