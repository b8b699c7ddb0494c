//! Starting a game of ERA: Medieval Age (the shared form of `ui/new_game.rs`): 1 to 4 players,
//! one playing solitaire against Sir Philippe; names, who plays each seat, who starts, an
//! optional seed.

use leptos::prelude::*;

use crate::i18n::medieval::{self as words, MedMsg};
use crate::i18n::sentence;
use crate::ui::new_game::{new_game_form, quick_start_game, start_game, Form};
use era_medieval::rules::{data, GameState, Setup, SetupError, MAX_NAME_CHARS};

static FORM: Form = Form {
    counts: data::MIN_PLAYERS..=data::MAX_PLAYERS,
    default_names: &["Ruth", "Otto", "Mira", "Hugo"],
    max_name_chars: MAX_NAME_CHARS,
    colours: None,
    start_player: true,
    solo_hint: Some(|| words::t(MedMsg::SolitaireHint)),
    seed_hint: || words::t(MedMsg::SeedHint),
    note: || words::t(MedMsg::ReconstructedNote),
};

fn setup_problem(problem: SetupError) -> String {
    sentence(&words::words().setup_error(&problem))
}

/// One click to a game against two Medium computer players, the start player drawn.
#[component]
pub fn QuickStart() -> impl IntoView {
    quick_start_game::<GameState>(&FORM, Setup::new, setup_problem)
}

#[component]
pub fn NewGameForm() -> impl IntoView {
    new_game_form(
        &FORM,
        |_| ().into_any(),
        |choices| {
            let mut setup = Setup::new(choices.names, choices.seed);
            setup.start_player = choices.start_player;
            start_game::<GameState>(setup, choices.controllers, setup_problem)
        },
    )
}
