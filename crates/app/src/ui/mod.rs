//! The Leptos web app: one game signal (the [`Session`]), changed only through `dispatch`,
//! which asks the rules engine; every component reads from it and never re-implements a rule.

mod computer;
mod eoi;
mod language;
mod modal;
mod saves;
mod storage;

use leptos::prelude::*;

use crate::i18n::{self, t, Msg};
use ::eoi::rules::{Action, GameState, IllegalAction};
use tabletop::Session;

/// The game being played, or `None` on the new-game screen.
#[derive(Clone, Copy)]
pub struct GameSignal(pub RwSignal<Option<Session<GameState>>>);

/// Where the game being played is saved, and whether saving works.
#[derive(Clone, Copy)]
pub struct SaveSlot {
    pub id: RwSignal<Option<String>>,
    pub name: RwSignal<String>,
    /// The revision this tab last saved or loaded.
    pub revision: RwSignal<u64>,
    /// What that revision holds (see `storage::entry_content`), so unchanged games are not
    /// written again.
    pub saved: StoredValue<Option<String>>,
    pub problem: RwSignal<Option<storage::StorageProblem>>,
}

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

/// Undoes whole turns until a human is to decide (computer turns are replayed otherwise).
fn undo_to_human(session: &mut Session<GameState>, seats: Seats) -> Result<(), String> {
    while session.undo().map_err(|error| i18n::replay_error(&error))? {
        let seat = session.state().current_seat();
        if seat.is_none_or(|seat| seats.bot_untracked(seat).is_none()) {
            break;
        }
    }
    Ok(())
}

/// Undoes back to the last human decision; a record that no longer replays is explained.
pub(crate) fn undo(game: GameSignal, seats: Seats, notice: Notice) {
    let mut problem = None;
    game.0.update(|session| {
        if let Some(session) = session.as_mut() {
            problem = undo_to_human(session, seats).err();
        }
    });
    if problem.is_some() {
        notice.0.set(problem);
    }
}

/// The last refused action's explanation, shown until the next successful action.
#[derive(Clone, Copy)]
pub struct Notice(pub RwSignal<Option<String>>);

impl GameSignal {
    /// Plays a whole turn (one or more actions); a refusal changes nothing and is explained.
    pub fn dispatch(self, actions: &[Action]) {
        self.dispatch_with(expect_context::<Notice>(), actions);
    }

    /// [`GameSignal::dispatch`] for callers outside the component tree (timers).
    pub fn dispatch_with(self, notice: Notice, actions: &[Action]) {
        let mut refusal: Option<IllegalAction> = None;
        self.0.update(|session| {
            if let Some(session) = session {
                if let Err(error) = session.play_all(actions) {
                    refusal = Some(error);
                }
            }
        });
        notice
            .0
            .set(refusal.map(|error| i18n::illegal(error.reason)));
    }
}

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
    let game = GameSignal(RwSignal::new(None));
    provide_context(game);
    provide_context(Notice(RwSignal::new(None)));
    let slot = SaveSlot {
        id: RwSignal::new(None),
        name: RwSignal::new(String::new()),
        revision: RwSignal::new(0),
        saved: StoredValue::new(None),
        problem: RwSignal::new(None),
    };
    provide_context(slot);
    let seats = Seats(RwSignal::new(Vec::new()));
    provide_context(seats);
    let rules_open = RwSignal::new(false);
    let export_open = RwSignal::new(false);
    let playing = move || game.0.with(Option::is_some);

    // Autosave after every change: the only place the app writes to localStorage. Opening a
    // game changes nothing, so it writes nothing (another tab on the same game stays current).
    Effect::new(move |_| {
        game.0.with(|session| {
            let (Some(session), Some(id)) = (session, slot.id.get_untracked()) else {
                return;
            };
            if slot.problem.get_untracked() == Some(storage::StorageProblem::ChangedElsewhere) {
                return;
            }
            let bots = seats.0.get();
            let content = storage::entry_content(session.record(), session.redo_list(), &bots).ok();
            if content.is_some() && content == slot.saved.get_value() {
                return;
            }
            match storage::save_game(
                ::eoi::GAME_ID,
                &id,
                &slot.name.get_untracked(),
                session.record(),
                session.redo_list(),
                &bots,
                session.state(),
                slot.revision.get_untracked(),
            ) {
                Ok(revision) => {
                    slot.revision.set(revision);
                    slot.saved.set_value(content);
                    slot.problem.set(None);
                }
                Err(problem) => slot.problem.set(Some(problem)),
            }
        });
    });

    // A share link (#game=...) opens its game as a new saved game, on start or when the link is
    // opened in a tab where the app already runs.
    let link_error = RwSignal::new(None::<storage::Problem>);
    let open_link = move || {
        let hash = window().location().hash().unwrap_or_default();
        let Some(text) = hash.strip_prefix("#game=") else {
            return false;
        };
        // The link's entry becomes the home screen; the game gets an entry of its own.
        let _ = window().history().and_then(|history| {
            let path = window().location().pathname().unwrap_or_default();
            history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path))
        });
        match saves::import_string(text) {
            Ok(()) => link_error.set(None),
            Err(problem) => {
                link_error.set(Some(problem));
                saves::close_game();
            }
        }
        true
    };
    if !open_link() {
        saves::resume_last_open();
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
    let last_left = StoredValue::new(None::<String>);
    let owner = Owner::current();
    let history_listener = window_event_listener(leptos::ev::popstate, move |_| {
        let Some(owner) = &owner else { return };
        owner.with(|| {
            let open = game.0.with_untracked(Option::is_some);
            if open && !history_shows_game() {
                last_left.set_value(slot.id.get_untracked());
                saves::close_game();
            } else if !open && history_shows_game() {
                match last_left.get_value() {
                    Some(id) => saves::resume(&storage::GameRef {
                        game: ::eoi::GAME_ID.to_string(),
                        id,
                    }),
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
    move || {
        let language = locale.0.get();
        i18n::set_locale(language);
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", language.code());
        }
        view! {
            <div class="app">
                <header class="top-bar">
                    <h1 class="title">{t(Msg::AppTitle)}</h1>
                    <Show when=playing>
                        <GameControls/>
                        <button class="secondary" data-testid="export" on:click=move |_| export_open.set(true)>
                            {t(Msg::Export)}
                        </button>
                    </Show>
                    <button class="secondary" data-testid="rules" on:click=move |_| rules_open.set(true)>
                        {t(Msg::Rules)}
                    </button>
                    <language::LanguageSwitcher/>
                </header>
                <saves::StorageBanner/>
                <Show
                    when=playing
                    fallback=move || view! {
                        <div class="home">
                            <div class="home-main">
                                <eoi::new_game::QuickStart/>
                                <eoi::new_game::NewGameForm/>
                            </div>
                            <div class="home-side">
                                <saves::SavedGames/>
                                <saves::ImportForm link_error/>
                            </div>
                        </div>
                    }
                >
                    <eoi::GameScreen/>
                </Show>
                <eoi::panels::RulesDialog open=rules_open/>
                <saves::ExportDialog open=export_open/>
            </div>
        }
    }
}

/// Undo, redo and leaving for a new game.
#[component]
fn GameControls() -> impl IntoView {
    let game = expect_context::<GameSignal>();
    let seats = expect_context::<Seats>();
    let can_undo = move || game.0.with(|s| s.as_ref().is_some_and(Session::can_undo));
    let can_redo = move || game.0.with(|s| s.as_ref().is_some_and(Session::can_redo));
    let leaving = RwSignal::new(false);
    let notice = expect_context::<Notice>();
    view! {
        <nav class="controls" aria-label=t(Msg::GameControls)>
            <button
                on:click=move |_| undo(game, seats, notice)
                disabled=move || !can_undo()
                aria-keyshortcuts="Control+Z"
            >
                "↶ " {t(Msg::Undo)}
            </button>
            <button
                on:click=move |_| game.0.update(|s| { s.as_mut().map(Session::redo); })
                disabled=move || !can_redo()
                aria-keyshortcuts="Control+Y"
            >
                {t(Msg::Redo)} " ↷"
            </button>
            <Show
                when=move || leaving.get()
                fallback=move || view! {
                    <button class="secondary" aria-expanded="false" on:click=move |_| leaving.set(true)>
                        {t(Msg::NewGame)}
                    </button>
                }
            >
                <span class="confirm-leave" role="group" aria-label=t(Msg::LeaveGameQuestion)>
                    <span>{t(Msg::LeaveGameQuestion)}</span>
                    <button class="primary" autofocus on:click=move |_| { leaving.set(false); leave_game(); }>
                        {t(Msg::LeaveGame)}
                    </button>
                    <button class="secondary" on:click=move |_| leaving.set(false)>{t(Msg::StayInGame)}</button>
                </span>
            </Show>
        </nav>
    }
}
