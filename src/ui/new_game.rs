//! Starting a game, written once for every game: the home card's one-click start against the
//! computer and the new-game form (how many players, their names and colours, who plays each
//! seat, who starts, an optional seed, and a slot for the game's own options). Each game gives
//! its [`Form`] and turns the players' [`Choices`] into its setup (`ui/<game>/new_game.rs`).

use leptos::prelude::*;

use crate::i18n::{self, t, Msg};
use crate::ui::game::{default_name, open_game, AppGame, Opening};
use crate::ui::random;
use tabletop::{Level, Session};

/// What a game's new-game form offers.
pub struct Form {
    /// The player counts offered, smallest first.
    pub counts: std::ops::RangeInclusive<usize>,
    /// The names the seats start with, one per seat up to the largest count.
    pub default_names: &'static [&'static str],
    /// The longest name the game takes.
    pub max_name_chars: usize,
    /// The colours a seat chooses from, each seat starting with its own; `None`: the game gives
    /// no colour choice.
    pub colours: Option<Colours>,
    /// Whether the players choose who starts (among two or more players).
    pub start_player: bool,
    /// The game's words on the form: a hint shown for one player, the seed's hint, the note.
    pub solo_hint: Option<fn() -> &'static str>,
    pub seed_hint: fn() -> &'static str,
    pub note: fn() -> &'static str,
}

/// A game's colours on the form, in the current language.
#[derive(Clone, Copy)]
pub struct Colours {
    pub count: usize,
    /// The label of a seat's colour choice.
    pub label: fn() -> &'static str,
    /// The name of the colour at an index.
    pub name: fn(usize) -> &'static str,
}

/// What the players chose, for the game to make its setup from.
pub struct Choices {
    /// One per seat, trimmed.
    pub names: Vec<String>,
    /// One per seat, an index into the form's colours (empty without a colour choice).
    // Only Era of Inventions' players choose colours: a bundle without it never reads them.
    #[cfg_attr(not(feature = "eoi"), allow(dead_code))]
    pub colours: Vec<usize>,
    /// Who plays each seat: `None` a human, else the computer at that level.
    pub controllers: Vec<Option<Level>>,
    /// The seat who starts, or `None` for a drawn start player.
    // Age of Inventors has no start player to choose: its bundle alone never reads it.
    #[cfg_attr(not(any(feature = "eoi", feature = "era-medieval")), allow(dead_code))]
    pub start_player: Option<u8>,
    pub seed: u64,
}

#[cfg(feature = "split")]
super::parts::part! {
    /// The bundle's game's new-game form, in a module of its own.
    pub fn form_part() in new_game {
        <crate::ui::parts::BundleGame as crate::ui::game::AppGame>::new_game_form()
    }
}

/// Starts a new game with these players (each human or a computer level), saved at once. The
/// setup's problem is put in words by `problem`.
pub fn start_game<G: AppGame>(
    setup: G::Setup,
    controllers: Vec<Option<Level>>,
    problem: impl FnOnce(G::SetupError) -> String,
) -> Result<(), String> {
    let session = Session::<G>::new(setup).map_err(problem)?;
    let name = default_name(session.record());
    open_game(session, Opening::new_game(name, controllers));
    Ok(())
}

/// The one-click start of a game: the player (the form's first name) against two Medium
/// computer players. `setup` makes the game's setup from the three names and a fresh seed,
/// `problem` says why a setup is refused.
pub fn quick_start_game<G: AppGame>(
    form: &'static Form,
    setup: impl Fn([&'static str; 3], u64) -> G::Setup + 'static,
    problem: impl Fn(G::SetupError) -> String + Copy + 'static,
) -> impl IntoView {
    // Every game has its card (`games::tests`); the first stands in rather than panic.
    let card = super::cards::find(G::ID).unwrap_or(&super::cards::CARDS[0]);
    quick_start(
        card,
        Box::new(move |seed| {
            let names = quick_names(form.default_names[0]);
            start_game::<G>(
                setup(names, seed),
                vec![None, Some(Level::Medium), Some(Level::Medium)],
                problem,
            )
        }),
    )
}

/// The names of the one-click start: the player, then two computer players.
fn quick_names(player: &'static str) -> [&'static str; 3] {
    [player, t(Msg::ComputerName1), t(Msg::ComputerName2)]
}

/// The home card's one-click start: `play` starts the game (a new seed each click), the card's
/// line says what it starts, in every bundle alike. (One view for every card: `play` is boxed.)
pub fn quick_start(
    card: &'static super::cards::Card,
    play: Box<dyn Fn(u64) -> Result<(), String>>,
) -> impl IntoView {
    let error = RwSignal::new(None::<String>);
    let hint_id = card.quick_hint_id;
    view! {
        <div class="quick-start">
            <button class="primary" aria-describedby=hint_id on:click=move |_| error.set(play(random::draw()).err())>{t(Msg::QuickStart)}</button>
            <p id=hint_id class="hint">{t(card.quick_hint)}</p>
            <p class="error" role="alert">{move || error.get()}</p>
        </div>
    }
}

/// The new-game form of a game: `options` is the game's own part of the form (it sees the player
/// count), `start` makes the setup from the players' choices and starts the game, or says why not.
pub fn new_game_form(
    form: &'static Form,
    options: impl FnOnce(RwSignal<usize>) -> AnyView,
    start: impl Fn(Choices) -> Result<(), String> + 'static,
) -> impl IntoView {
    let count = RwSignal::new(3usize);
    let seats = form.default_names.len();
    let names: Vec<RwSignal<String>> = form
        .default_names
        .iter()
        .map(|name| RwSignal::new(name.to_string()))
        .collect();
    let colours: Vec<RwSignal<usize>> = (0..seats).map(RwSignal::new).collect();
    let controllers: Vec<RwSignal<Option<Level>>> =
        (0..seats).map(|_| RwSignal::new(None)).collect();
    // The seats played on other devices (the live table).
    let remote: Vec<RwSignal<bool>> = (0..seats).map(|_| RwSignal::new(false)).collect();
    let remote_for_submit = remote.clone();
    let start_player = RwSignal::new(String::from("random"));
    let seed = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);

    let (names_for_submit, colours_for_submit, controllers_for_submit) =
        (names.clone(), colours.clone(), controllers.clone());
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let players = count.get();
        let seed_text = seed.get();
        let seed = match seed_text.trim() {
            "" => random::draw(),
            text => match text.parse::<u64>() {
                Ok(value) => value,
                Err(_) => {
                    error.set(Some(t(Msg::SeedError).into()));
                    return;
                }
            },
        };
        let choices = Choices {
            names: names_for_submit[..players]
                .iter()
                .map(|name| name.get().trim().to_string())
                .collect(),
            colours: match form.colours {
                Some(_) => colours_for_submit[..players]
                    .iter()
                    .map(|c| c.get())
                    .collect(),
                None => Vec::new(),
            },
            controllers: controllers_for_submit[..players]
                .iter()
                .map(|c| c.get())
                .collect(),
            start_player: if players > 1 {
                start_player.get().parse::<u8>().ok()
            } else {
                None
            },
            seed,
        };
        // Taken before the game opens (which takes this form away).
        let host =
            crate::ui::live::hosting(crate::ui::live::remote_seats(players, &remote_for_submit));
        let result = start(choices);
        if result.is_ok() {
            host();
        }
        error.set(result.err());
    };

    let distance = crate::ui::live::distance_choice(count, remote, names.clone());
    let rows = move || {
        (0..count.get())
            .map(|seat| {
                let name = names[seat];
                let colour = colours[seat];
                let controller = controllers[seat];
                let name_id = format!("player-name-{seat}");
                let controller_id = format!("player-controller-{seat}");
                let colour_choice = form.colours.map(|colours| {
                    let colour_id = format!("player-colour-{seat}");
                    view! {
                        <label for=colour_id.clone()>{(colours.label)()}</label>
                        <select
                            id=colour_id
                            on:change=move |ev| {
                                if let Some(index) = event_target_value(&ev).parse::<usize>().ok().filter(|index| *index < colours.count) {
                                    colour.set(index);
                                }
                            }
                        >
                            {(0..colours.count)
                                .map(|index| view! { <option value=index.to_string() selected=move || colour.get() == index>{(colours.name)(index)}</option> })
                                .collect_view()}
                        </select>
                    }
                });
                view! {
                    <li class="seat-row">
                        <label for=name_id.clone()>{i18n::name_label(seat)}</label>
                        <input
                            id=name_id
                            type="text"
                            maxlength=form.max_name_chars.to_string()
                            prop:value=move || name.get()
                            on:input=move |ev| name.set(event_target_value(&ev))
                        />
                        {colour_choice}
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
                    {form.counts.clone()
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
                {form.solo_hint.map(|hint| view! {
                    <Show when=move || count.get() == 1><p class="hint">{hint()}</p></Show>
                })}
                <ol class="seats">{move || rows().into_any()}</ol>
                {form.start_player.then(|| view! {
                    <Show when=move || { count.get() > 1 }>
                        <label for="start-player">{t(Msg::StartPlayer)}</label>
                        <select id="start-player" on:change=move |ev| start_player.set(event_target_value(&ev))>
                            <option value="random">{t(Msg::RandomStart)}</option>
                            {move || (0..count.get()).map(|seat| view! { <option value=seat.to_string()>{i18n::player_number(seat)}</option> }).collect_view().into_any()}
                        </select>
                    </Show>
                })}
                {options(count)}
                {distance}
                <label for="seed">{t(Msg::Seed)}</label>
                <input id="seed" type="text" inputmode="numeric" aria-describedby="seed-hint"
                    prop:value=move || seed.get() on:input=move |ev| seed.set(event_target_value(&ev))/>
                <p id="seed-hint" class="hint">{(form.seed_hint)()}</p>
                <p class="error" role="alert">{move || error.get()}</p>
                <button type="submit" class="primary">{t(Msg::StartGame)}</button>
                <p class="note">{(form.note)()}</p>
            </form>
        </section>
    }
}
