//! The app's shell, the same for every game: the top bar, the home screen (a card per game, the
//! saved games, import), the export and rules dialogs, storage, the language, the computer
//! players' pacing and Back. Which game is open is [`OpenGame`]; each game plugs in through
//! [`game::AppGame`] (listed in `games.rs`) and keeps its screens in its own module (`eoi/`),
//! behind its cargo feature: each bundle has one game's screens, and every game's card
//! (`cards.rs`); a game of another bundle opens there (`bundles.rs`).
//! A game's state changes only through its [`game::GameSignal`], which asks the rules engine.

#[cfg(feature = "age-of-inventors")]
mod aoi;
mod bundles;
mod cards;
mod computer;
#[cfg(feature = "eoi")]
mod eoi;
mod focus;
mod game;
mod games;
mod hint;
mod language;
mod live;
pub mod log;
#[cfg(feature = "era-medieval")]
mod medieval;
mod modal;
mod new_game;
#[cfg(feature = "split")]
mod parts;
pub mod random;
pub mod replay;
mod rules;
mod saves;
mod score_chart;
mod side;
mod storage;
mod turning_points;
mod weigh;
pub(crate) mod worker;

use leptos::prelude::*;

use crate::i18n::{self, t, Msg};
use game::Plugged;
use modal::Modal;

/// Which game is open (its id), or `None` on the home screen.
#[derive(Clone, Copy)]
pub struct OpenGame(pub RwSignal<Option<&'static str>>);

/// Whether the open game is being watched again (a replay) rather than played.
#[derive(Clone, Copy)]
pub struct Watching(pub RwSignal<bool>);

/// Where the game being played is saved, and whether saving works.
#[derive(Clone, Copy)]
pub struct SaveSlot {
    pub id: RwSignal<Option<String>>,
    pub name: RwSignal<String>,
    /// The revision this tab last saved or loaded.
    pub revision: RwSignal<u64>,
    /// What that revision holds (see `storage::Entry::content`), so unchanged games are not
    /// written again.
    pub saved: StoredValue<Option<String>>,
    pub problem: RwSignal<Option<storage::StorageProblem>>,
    /// Asks the autosave to save now, though the game did not change (a copy to be kept).
    pub resave: Trigger,
}

/// Whether the invitation to a live table this page was opened with (`#live=...`) still
/// stands: until the guest leaves the table.
#[derive(Clone, Copy)]
pub struct Invitation(pub RwSignal<bool>);

/// Which seats the computer plays (`None`: a human), in seat order.
#[derive(Clone, Copy)]
pub struct Seats(pub RwSignal<Vec<Option<tabletop::Level>>>);

impl Seats {
    pub fn bot(self, seat: u8) -> Option<tabletop::Level> {
        self.0
            .with(|bots| bots.get(usize::from(seat)).copied().flatten())
    }

    pub fn bot_untracked(self, seat: u8) -> Option<tabletop::Level> {
        self.0
            .with_untracked(|bots| bots.get(usize::from(seat)).copied().flatten())
    }

    pub fn set(self, seat: u8, level: Option<tabletop::Level>) {
        self.0.update(|bots| {
            let seat = usize::from(seat);
            if bots.len() <= seat {
                bots.resize(seat + 1, None);
            }
            bots[seat] = level;
        });
    }
}

/// How fast computer players move, and whether to skip ahead to the next human decision.
#[derive(Clone, Copy)]
pub struct BotPace {
    pub delay_ms: RwSignal<u32>,
    pub skip: RwSignal<bool>,
}

/// The last refused action's explanation, shown until the next successful action.
#[derive(Clone, Copy)]
pub struct Notice(pub RwSignal<Option<String>>);

/// The history entry of a game on screen, so that Back returns to the home screen.
const GAME_ENTRY: &str = "game";

fn history_shows_game() -> bool {
    window()
        .history()
        .ok()
        .and_then(|history| history.state().ok())
        .and_then(|state| state.as_string())
        .as_deref()
        == Some(GAME_ENTRY)
}

/// Adds a history entry for the game being opened (once), so Back goes home, not off the app.
pub fn push_game_entry() {
    if !history_shows_game() {
        if let Ok(history) = window().history() {
            let _ = history.push_state(&wasm_bindgen::JsValue::from_str(GAME_ENTRY), "");
        }
    }
}

/// The final screen's *New game* button: leaves the game for the home screen.
pub fn new_game_button() -> AnyView {
    view! { <button class="primary" on:click=move |_: leptos::ev::MouseEvent| leave_table_or_game()>{t(Msg::NewGame)}</button> }.into_any()
}

/// The final scores' heading, with the button that puts them aside (on a large screen they
/// cover the board: put aside, only this heading and the button stay) and brings them back.
pub fn final_scores_heading(aside: RwSignal<bool>) -> AnyView {
    let toggle = move |_: leptos::ev::MouseEvent| aside.update(|aside| *aside = !*aside);
    view! {
        <button class="secondary scores-aside" on:click=toggle>
            {move || t(if aside.get() { Msg::ShowScores } else { Msg::LookAtBoard })}
        </button>
        <h2 id="scores-heading">{t(Msg::FinalScores)}</h2>
    }
    .into_any()
}

/// What leaving asks: a guest at a live table keeps no save of the host's game.
fn leave_question() -> &'static str {
    if live::is_guest() {
        t(Msg::LeaveLiveQuestion)
    } else {
        t(Msg::LeaveGameQuestion)
    }
}

/// Leaves the open game; a guest leaves the live table too, for the home screen (not the
/// invitation's page).
fn leave_table_or_game() {
    if live::is_guest() {
        expect_context::<Invitation>().0.set(false);
        let _ = window().history().and_then(|history| {
            let path = window().location().pathname().unwrap_or_default();
            history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path))
        });
        saves::close_game();
        return;
    }
    leave_game();
}

/// Leaves the game for the home screen (it stays saved), as Back would.
pub fn leave_game() {
    match window().history() {
        Ok(history) if history_shows_game() => {
            // The popstate listener closes the game.
            let _ = history.back();
        }
        _ => saves::close_game(),
    }
}

pub fn mount() {
    if let Some(boot) = document().get_element_by_id("boot") {
        boot.remove();
    }
    leptos::mount::mount_to_body(App);
}

#[component]
pub fn App() -> impl IntoView {
    let open = OpenGame(RwSignal::new(None));
    provide_context(open);
    let watching = Watching(RwSignal::new(false));
    provide_context(watching);
    for game in games::GAMES {
        game.provide();
    }
    provide_context(Notice(RwSignal::new(None)));
    let slot = SaveSlot {
        id: RwSignal::new(None),
        name: RwSignal::new(String::new()),
        revision: RwSignal::new(0),
        saved: StoredValue::new(None),
        problem: RwSignal::new(None),
        resave: Trigger::new(),
    };
    provide_context(slot);
    provide_context(Seats(RwSignal::new(Vec::new())));
    live::provide();
    // An invitation to a live table (#live=...) opens the guest's page of its game.
    let live_link = window()
        .location()
        .hash()
        .ok()
        .and_then(|hash| hash.strip_prefix("#live=").map(str::to_string))
        .and_then(|code| Some((games::find(&tabletop::live::Signal::game_of(&code)?)?, code)));
    let invited = Invitation(RwSignal::new(live_link.is_some()));
    provide_context(invited);
    // The game on screen: changes only when another game (or none) is open, not when a game of
    // the same kind replaces the one on screen.
    let current = Memo::new(move |_| open.0.get());
    let playing = move || current.get().and_then(games::find);
    let rules = RulesChoice {
        open: RwSignal::new(false),
        game: RwSignal::new(None),
    };
    let export_open = RwSignal::new(false);
    // Another bundle's card may have sent the player here to set a game up, start one or read
    // its rules.
    let intent = bundles::take_intent();
    // No game's form in the home screen's bundle, which has none: no card is chosen there.
    let chosen = RwSignal::new(match intent {
        Some(bundles::Intent::SetUp(game)) => game,
        _ => games::GAMES.first().map_or("", |game| game.id()),
    });

    // A share link (#game=...) opens its game as a new saved game, on start or when the link is
    // opened in a tab where the app already runs; a replay link (#replay=...) opens it to watch.
    let link_error = RwSignal::new(None::<storage::Problem>);
    let open_link = move || {
        let hash = window().location().hash().unwrap_or_default();
        let (text, watch) = match (hash.strip_prefix("#game="), hash.strip_prefix("#replay=")) {
            (Some(text), _) => (text, false),
            (None, Some(text)) => (text, true),
            (None, None) => return false,
        };
        // The link's entry becomes the home screen; the game gets an entry of its own.
        let _ = window().history().and_then(|history| {
            let path = window().location().pathname().unwrap_or_default();
            history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path))
        });
        match saves::import_string(text) {
            Ok(()) => {
                link_error.set(None);
                if watch {
                    replay::watch_open_game();
                }
            }
            Err(problem) => {
                link_error.set(Some(problem));
                saves::close_game();
            }
        }
        true
    };
    if live_link.is_none()
        && !open_link()
        && matches!(intent, None | Some(bundles::Intent::Watch(_)))
    {
        saves::resume_last_open();
        if matches!(intent, Some(bundles::Intent::Watch(_))) {
            replay::watch_open_game();
        }
    }
    match intent {
        Some(bundles::Intent::SetUp(_)) => show_setup(),
        Some(bundles::Intent::QuickStart(game)) => request_animation_frame(move || {
            // The card's one-click start, as if it had been clicked here.
            let selector = format!(".game-card[data-game=\"{game}\"] .game-card-actions button");
            if let Ok(Some(button)) = document().query_selector(&selector) {
                if let Ok(button) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(button) {
                    button.click();
                }
            }
        }),
        Some(bundles::Intent::Rules(game)) => rules.show(game),
        _ => {}
    }
    // Window listeners run outside the component tree: give them the App's owner for context.
    let owner = Owner::current();
    let hash_listener = window_event_listener(leptos::ev::hashchange, move |_| {
        if let Some(owner) = &owner {
            owner.with(open_link);
        }
    });
    on_cleanup(move || hash_listener.remove());
    // Back from a game shows the home screen; Forward reopens the game that was left.
    let last_left = StoredValue::new(None::<storage::GameRef>);
    let owner = Owner::current();
    let history_listener = window_event_listener(leptos::ev::popstate, move |_| {
        let Some(owner) = &owner else { return };
        owner.with(|| {
            let on_screen = open.0.get_untracked();
            if let (Some(game), false) = (on_screen, history_shows_game()) {
                last_left.set_value(slot.id.get_untracked().map(|id| storage::GameRef {
                    game: game.to_string(),
                    id,
                }));
                saves::close_game();
            } else if on_screen.is_none() && history_shows_game() {
                match last_left.get_value() {
                    Some(left) => saves::resume(&left),
                    None => {
                        let _ = window().history().and_then(|history| {
                            history.replace_state(&wasm_bindgen::JsValue::NULL, "")
                        });
                    }
                }
            }
        });
    });
    on_cleanup(move || history_listener.remove());

    // The whole app speaks the chosen language: a new choice draws it again.
    let locale = language::LocaleSignal(RwSignal::new(language::initial_locale()));
    provide_context(locale);
    // The page's title: the app's name at home, the open game's name while playing.
    Effect::new(move |_| {
        i18n::set_locale(locale.0.get());
        document().set_title(&title(current.get()));
    });
    move || {
        let language = locale.0.get();
        let live_link = live_link.clone();
        i18n::set_locale(language);
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", language.code());
        }
        view! {
            <div class="app">
                <header class="top-bar">
                    <h1 class="title">{move || title(current.get())}</h1>
                    {move || playing().map(|game| view! {
                        <GameControls game/>
                        // A guest's save string would tell the host's secrets.
                        <button class="secondary" data-testid="export" hidden=live::is_guest on:click=move |_| export_open.set(true)>
                            {t(Msg::Export)}
                        </button>
                        <button class="secondary" data-testid="rules" on:click=move |_| rules.show(game.id())>
                            {t(Msg::Rules)}
                        </button>
                    }).into_any()}
                    <language::LanguageSwitcher/>
                </header>
                <saves::StorageBanner/>
                {move || match playing() {
                    Some(game) if watching.0.get() => game.watching(),
                    Some(game) => view! { {game.live_panel()} {game.playing()} }.into_any(),
                    None => match live_link.clone().filter(|_| invited.0.get()) {
                        Some((game, code)) => game.guest(code),
                        None => view! { <Home link_error rules chosen/> }.into_any(),
                    },
                }}
                <RulesDialog rules/>
                <saves::ExportDialog open=export_open/>
            </div>
        }
    }
}

/// The top bar's title: the app's name, or the open game's.
fn title(game: Option<&str>) -> String {
    game.map_or_else(|| t(Msg::AppName).to_string(), i18n::game_name)
}

/// Whose rules the rules dialog shows, and whether it is open.
#[derive(Clone, Copy)]
struct RulesChoice {
    open: RwSignal<bool>,
    game: RwSignal<Option<&'static str>>,
}

impl RulesChoice {
    fn show(self, game: &'static str) {
        self.game.set(Some(game));
        self.open.set(true);
    }
}

/// Brings the chosen game's new-game form, below the cards, into view.
fn show_setup() {
    request_animation_frame(|| {
        if let Some(setup) = document().get_element_by_id("new-game-setup") {
            setup.scroll_into_view();
        }
    });
}

/// The home screen: a card per game (what it is, a one-click start, its rules), the chosen
/// game's new-game form, the saved games of every game and the import form.
#[component]
fn Home(
    link_error: RwSignal<Option<storage::Problem>>,
    rules: RulesChoice,
    chosen: RwSignal<&'static str>,
) -> impl IntoView {
    view! {
        <main class="home">
            <div class="home-main">
                <section class="games" aria-labelledby="games-heading">
                    <h2 id="games-heading" class="section-heading">{t(Msg::Games)}</h2>
                    <ul class="game-cards">
                        {cards::CARDS.iter().map(|card| view! { <GameCard card chosen rules/> }).collect_view()}
                    </ul>
                </section>
                <div id="new-game-setup" class="new-game-setup">
                    {move || games::find(chosen.get()).map(|game| game.new_game_form()).into_any()}
                </div>
            </div>
            <div class="home-side">
                <saves::SavedGames/>
                <saves::ImportForm link_error/>
            </div>
        </main>
    }
}

/// A game's card on the home screen. A game of another bundle has the same buttons, which open
/// that bundle.
#[component]
fn GameCard(
    card: &'static cards::Card,
    chosen: RwSignal<&'static str>,
    rules: RulesChoice,
) -> impl IntoView {
    let id = card.id;
    let game = games::find(id);
    let name = i18n::game_name(id);
    let rules_label = i18n::fill(t(Msg::RulesOf), &[("game", &name)]);
    let (fewest, most) = card.players;
    // With several games, the form below is the chosen one's.
    let choosable = cards::CARDS.len() > 1;
    let show_rules = move |_| match game {
        Some(_) => rules.show(id),
        None => bundles::switch(bundles::Intent::Rules(id)),
    };
    let quick_start = match game {
        Some(game) => game.quick_start(),
        None => new_game::quick_start(
            card,
            Box::new(move |_| {
                bundles::switch(bundles::Intent::QuickStart(id));
                Ok(())
            }),
        )
        .into_any(),
    };
    view! {
        <li class="game-card" data-game=id class:chosen=move || choosable && chosen.get() == id>
            <div class="game-emblem" aria-hidden="true">{(card.emblem)()}</div>
            <div class="game-card-title">
                <h3>{name}</h3>
                <p class="game-facts">{i18n::player_range(fewest, most)}</p>
            </div>
            <button class="link game-rules" aria-label=rules_label on:click=show_rules>
                {t(Msg::Rules)}
            </button>
            <div class="game-about">{card.about_view()}</div>
            <div class="game-card-actions">
                {quick_start}
                {choosable.then(|| view! {
                    <button
                        class="secondary"
                        aria-pressed=move || (chosen.get() == id).to_string()
                        on:click=move |_| {
                            if game.is_some() {
                                chosen.set(id);
                                show_setup();
                            } else {
                                bundles::switch(bundles::Intent::SetUp(id));
                            }
                        }
                    >
                        {t(Msg::SetUpGame)}
                    </button>
                })}
            </div>
        </li>
    }
}

/// The rules of a game, from its card or from the top bar while it is played.
#[component]
fn RulesDialog(rules: RulesChoice) -> impl IntoView {
    let open = rules.open;
    view! {
        <Modal open labelled_by="rules-heading">
            <h2 id="rules-heading">{t(Msg::Rules)}</h2>
            <button class="close" on:click=move |_| open.set(false)>{t(Msg::Close)}</button>
            {move || rules.game.get().and_then(games::find).map(|game| view! {
                <p class="rules-game">{i18n::game_name(game.id())}</p>
                <div class="rules-text">{game.rules()}</div>
            }).into_any()}
        </Modal>
    }
}

/// Undo, redo and leaving for a new game.
#[component]
fn GameControls(game: &'static dyn Plugged) -> impl IntoView {
    let leaving = RwSignal::new(false);
    let watching = expect_context::<Watching>();
    view! {
        // Not while the game is watched again: nothing is played there.
        <nav class="controls" aria-label=t(Msg::GameControls) hidden=move || watching.0.get()>
            // The first stop of the keyboard: past the board's many tips, straight to what is asked.
            <button class="secondary skip-link" on:click=|_| focus::focus_decision_now()>
                {t(Msg::SkipToDecision)}
            </button>
            <button
                on:click=move |_| game.undo()
                disabled=move || !game.can_undo()
                title=move || game.chance_blocks_undo().then(|| t(Msg::UndoPastChance))
                aria-keyshortcuts="Control+Z"
            >
                "↶ " {t(Msg::Undo)}
            </button>
            <button
                on:click=move |_| game.redo()
                disabled=move || !game.can_redo()
                aria-keyshortcuts="Control+Y"
            >
                {t(Msg::Redo)} " ↷"
            </button>
            <Show when=move || leaving.get() fallback=move || view! {
                <button class="secondary" aria-expanded="false" on:click=move |_| leaving.set(true)>
                    {t(Msg::NewGame)}
                </button>
            }>
                <span class="confirm-leave" role="group" aria-label=leave_question()>
                    <span>{leave_question()}</span>
                    <button class="primary" autofocus on:click=move |_| { leaving.set(false); leave_table_or_game(); }>
                        {t(Msg::LeaveGame)}
                    </button>
                    <button class="secondary" on:click=move |_| leaving.set(false)>{t(Msg::StayInGame)}</button>
                </span>
            </Show>
        </nav>
    }
}
