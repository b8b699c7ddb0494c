//! Starting a game of Age of Inventors: the home card's one-click start against the computer,
//! and the new-game form (1 to 4 players, one playing solo against the dummy lab; names, who
//! plays each seat, how labs are chosen, an optional seed).

use leptos::prelude::*;

use crate::i18n::aoi::{self as words, AoiMsg};
use crate::i18n::{self, sentence, t, Msg};
use crate::ui::game::{default_name, open_game, Opening};
use age_of_inventors::rules::{data, GameState, LabChoice, Setup};
use tabletop::{Level, Session};

const DEFAULT_NAMES: [&str; data::MAX_PLAYERS] = ["Ada", "Nikola", "Marie", "Thomas"];
/// The longest name the form takes (the save string holds a name's length in one byte).
const MAX_NAME_CHARS: usize = 24;

fn random_seed() -> u64 {
    let high = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let low = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (high << 32) | low
}

/// Starts a new game with these players (each human or a computer level), saved at once.
fn start_game(setup: Setup, controllers: Vec<Option<Level>>) -> Result<(), String> {
    let session = Session::<GameState>::new(setup)
        .map_err(|problem| sentence(&words::words().setup_error(&problem)))?;
    let name = default_name(session.record());
    open_game(session, Opening::new_game(name, controllers));
    Ok(())
}

/// One click to a game against two Medium computer players, labs dealt at random.
#[component]
pub fn QuickStart() -> impl IntoView {
    let error = RwSignal::new(None::<String>);
    let play = move |_| {
        let names = [
            DEFAULT_NAMES[0],
            t(Msg::ComputerName1),
            t(Msg::ComputerName2),
        ];
        let setup = Setup::new(names, random_seed());
        let controllers = vec![None, Some(Level::Medium), Some(Level::Medium)];
        error.set(start_game(setup, controllers).err());
    };
    view! {
        <div class="quick-start">
            <button class="primary" aria-describedby="aoi-quick-start-hint" on:click=play>{t(Msg::QuickStart)}</button>
            <p id="aoi-quick-start-hint" class="hint">{words::t(AoiMsg::QuickStartHint)}</p>
            <p class="error" role="alert">{move || error.get()}</p>
        </div>
    }
}

#[component]
pub fn NewGameForm() -> impl IntoView {
    let count = RwSignal::new(3usize);
    let names: Vec<RwSignal<String>> = DEFAULT_NAMES
        .iter()
        .map(|name| RwSignal::new(name.to_string()))
        .collect();
    let controllers: Vec<RwSignal<Option<Level>>> = (0..data::MAX_PLAYERS)
        .map(|_| RwSignal::new(None))
        .collect();
    let quiz = RwSignal::new(false);
    let seed = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);

    let names_for_submit = names.clone();
    let controllers_for_submit = controllers.clone();
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let players = count.get();
        let seed_text = seed.get();
        let seed_value = if seed_text.trim().is_empty() {
            random_seed()
        } else {
            match seed_text.trim().parse::<u64>() {
                Ok(value) => value,
                Err(_) => {
                    error.set(Some(t(Msg::SeedError).into()));
                    return;
                }
            }
        };
        let mut setup = Setup::new(
            (0..players).map(|seat| {
                let name = names_for_submit[seat].get();
                let name = name.trim();
                if name.is_empty() {
                    i18n::player_number(seat)
                } else {
                    name.chars().take(MAX_NAME_CHARS).collect()
                }
            }),
            seed_value,
        );
        setup.lab_choice = if quiz.get() && players > 1 {
            LabChoice::Quiz
        } else {
            LabChoice::Random
        };
        let bots = (0..players)
            .map(|seat| controllers_for_submit[seat].get())
            .collect();
        error.set(start_game(setup, bots).err());
    };

    let rows = move || {
        (0..count.get())
            .map(|seat| {
                let name = names[seat];
                let controller = controllers[seat];
                let name_id = format!("player-name-{seat}");
                let controller_id = format!("player-controller-{seat}");
                view! {
                    <li class="seat-row">
                        <label for=name_id.clone()>{i18n::name_label(seat)}</label>
                        <input
                            id=name_id
                            type="text"
                            maxlength=MAX_NAME_CHARS.to_string()
                            prop:value=move || name.get()
                            on:input=move |ev| name.set(event_target_value(&ev))
                        />
                        <label for=controller_id.clone() class="controller-label">{t(Msg::PlayedBy)}</label>
                        <select
                            id=controller_id
                            class="controller"
                            on:change=move |ev| controller.set(i18n::parse_controller(&event_target_value(&ev)))
                        >
                            {i18n::CONTROLLERS
                                .iter()
                                .map(|(value, level)| {
                                    let level = *level;
                                    view! { <option value=*value selected=move || controller.get() == level>{i18n::controller(level)}</option> }
                                })
                                .collect_view()}
                        </select>
                    </li>
                }
            })
            .collect_view()
    };

    view! {
        <section class="new-game">
            <form class="panel new-game-form" on:submit=submit aria-labelledby="new-game-heading">
                <h2 id="new-game-heading">{t(Msg::NewGame)}</h2>
                <fieldset>
                    <legend>{t(Msg::Players)}</legend>
                    {(data::MIN_PLAYERS..=data::MAX_PLAYERS)
                        .map(|n| view! {
                            <label class="choice">
                                <input
                                    type="radio"
                                    name="player-count"
                                    value=n.to_string()
                                    prop:checked=move || count.get() == n
                                    on:change=move |_| count.set(n)
                                />
                                {i18n::player_count(n)}
                            </label>
                        })
                        .collect_view()}
                </fieldset>
                <Show when=move || count.get() == 1>
                    <p class="hint">{words::t(AoiMsg::SoloHint)}</p>
                </Show>
                <ol class="seats">{rows}</ol>
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
                <label for="seed">{t(Msg::Seed)}</label>
                <input id="seed" type="text" inputmode="numeric" aria-describedby="seed-hint"
                    prop:value=move || seed.get() on:input=move |ev| seed.set(event_target_value(&ev))/>
                <p id="seed-hint" class="hint">{words::t(AoiMsg::SeedHint)}</p>
                <p class="error" role="alert">{move || error.get()}</p>
                <button type="submit" class="primary">{t(Msg::StartGame)}</button>
                <p class="note">{words::t(AoiMsg::ReconstructedNote)}</p>
            </form>
        </section>
    }
}
