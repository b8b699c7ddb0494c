//! Starting a game of Age of Inventors (the shared form of `ui/new_game.rs`): 1 to 4 players,
//! one playing solo against the dummy lab; names, who plays each seat, how labs are chosen and
//! the educational variant (the game's own part of the form), an optional seed.

use leptos::prelude::*;

use crate::i18n::aoi::{self as words, AoiMsg};
use crate::i18n::{self, sentence};
use crate::ui::new_game::{new_game_form, quick_start_game, start_game, Form};
use age_of_inventors::rules::{
    data, GameState, InventorQuiz, LabChoice, Setup, SetupError, MAX_NAME_CHARS,
};

static FORM: Form = Form {
    counts: data::MIN_PLAYERS..=data::MAX_PLAYERS,
    default_names: &["Ada", "Nikola", "Marie", "Thomas"],
    max_name_chars: MAX_NAME_CHARS,
    colours: None,
    start_player: false,
    solo_hint: Some(|| words::t(AoiMsg::SoloHint)),
    seed_hint: || words::t(AoiMsg::SeedHint),
    note: || words::t(AoiMsg::ReconstructedNote),
};

fn setup_problem(problem: SetupError) -> String {
    sentence(&words::words().setup_error(&problem))
}

/// One click to a game against two Medium computer players, labs dealt at random.
#[component]
pub fn QuickStart() -> impl IntoView {
    quick_start_game::<GameState>(&FORM, Setup::new, setup_problem)
}

/// The lab choice, among two or more players (a solo game deals its labs).
fn lab_choice(count: RwSignal<usize>, quiz: RwSignal<bool>) -> impl IntoView {
    view! {
        <Show when=move || { count.get() > 1 }>
            <fieldset>
                <legend>{words::t(AoiMsg::LabChoice)}</legend>
                <label class="choice">
                    <input type="radio" name="lab-choice" value="random"
                        prop:checked=move || !quiz.get() on:change=move |_| quiz.set(false)/>
                    {words::t(AoiMsg::LabsRandom)}
                </label>
                <label class="choice">
                    <input type="radio" name="lab-choice" value="quiz"
                        prop:checked=move || quiz.get() on:change=move |_| quiz.set(true)/>
                    {words::t(AoiMsg::LabsQuiz)}
                </label>
            </fieldset>
        </Show>
    }
}

/// The educational variant (§8): off, name the inventor, or also the year.
fn inventor_quiz(choice: RwSignal<InventorQuiz>) -> AnyView {
    let pick = move |ev: leptos::ev::Event| {
        let index = event_target_value(&ev).parse().unwrap_or(0);
        choice.set(InventorQuiz::ALL.get(index).copied().unwrap_or_default())
    };
    view! {
        <label for="inventor-quiz">{words::t(AoiMsg::InventorQuizOption)}</label>
        <select id="inventor-quiz" on:change=pick>
            <option value="0">{words::t(AoiMsg::QuizOff)}</option>
            <option value="1">{words::t(AoiMsg::QuizInventor)}</option>
            <option value="2">{words::t(AoiMsg::QuizInventorYear)}</option>
        </select>
    }
    .into_any()
}

#[component]
pub fn NewGameForm() -> impl IntoView {
    let quiz = RwSignal::new(false);
    let educational = RwSignal::new(InventorQuiz::Off);
    new_game_form(
        &FORM,
        move |count| view! { {lab_choice(count, quiz)} {inventor_quiz(educational)} }.into_any(),
        move |choices| {
            let players = choices.names.len();
            let names = choices.names.into_iter().enumerate().map(|(seat, name)| {
                if name.is_empty() {
                    i18n::player_number(seat)
                } else {
                    name.chars().take(MAX_NAME_CHARS).collect()
                }
            });
            let mut setup = Setup::new(names, choices.seed);
            setup.lab_choice = if quiz.get() && players > 1 {
                LabChoice::Quiz
            } else {
                LabChoice::Random
            };
            setup.inventor_quiz = educational.get();
            start_game::<GameState>(setup, choices.controllers, setup_problem)
        },
    )
}
