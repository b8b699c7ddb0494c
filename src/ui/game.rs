//! The per-game interface: what a game implements to plug into the shell ([`AppGame`]), and the
//! shell's machinery for any game, written once: the game's session signal ([`GameSignal`]),
//! opening and restoring a game, undo to the last human decision, the autosave, the computer
//! players and the keyboard shortcuts around the game's screens. [`Plugged`] is how the shell
//! reaches a game from its id (a saved game, a save string, the home screen); the list of games
//! is in `games.rs`.

use std::marker::PhantomData;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::computer::{self, Thinker, Thinking};
use super::storage::{self, Entry, GameRef, Problem, StorageProblem, Summary};
use super::{BotPace, Notice, OpenGame, SaveSlot, Seats};
use crate::i18n::{t, Msg};
use tabletop::save::{Frame, SaveError};
use tabletop::{Game, Level, Record, ReplayError, Session};

/// What a game gives the shell: its save strings, its computer players, a few facts for the
/// saved-games list, its words for refusals, and its screens. Implemented by the game's state
/// type, in the game's module under `ui/` (for Era of Inventions, `ui/eoi/mod.rs`).
pub trait AppGame:
    Game<Setup: Send + Sync, Action: Send + Sync, Event: Send + Sync>
    + tabletop::codec::Codec
    + PartialEq
    + Send
    + Sync
    + 'static
{
    /// Hard's search in the browser: [`tabletop::search::Search`] for a game with a
    /// [`tabletop::search::Planner`], [`computer::NoSearch`] when Hard decides at once.
    type Search: Thinker<Self>;
    /// How long Hard thinks per turn in the browser, in milliseconds.
    const HARD_BUDGET_MS: f64;
    /// Whether its games can be watched again ([`super::replay`]): a game without it carries none
    /// of the replay's code in its bundle (its card says the same).
    const REPLAY: bool = false;

    /// The save string of a record, with who plays each seat and the places of the hints
    /// shown (action indices, ascending).
    fn export(
        record: &Record<Self>,
        controllers: &[Option<Level>],
        hints: &[u32],
    ) -> Result<String, SaveError>;
    /// The game in a save string already taken apart (its game id is this game's), every action
    /// checked, and who plays each seat.
    fn import(frame: Frame) -> Result<(Record<Self>, Vec<Option<Level>>), SaveError>;
    /// A computer player's decision at `level` (Easy, Medium, and Hard when it does not search),
    /// from a copy it is allowed to see; the same `seed` gives the same decision.
    fn choose(level: Level, state: &Self, seed: u64) -> Option<Self::Action>;
    /// The players' names, in seat order.
    fn names(setup: &Self::Setup) -> Vec<String>;
    /// The setup's seed, from which the computer players' seeds are drawn.
    fn seed(setup: &Self::Setup) -> u64;
    /// The round being played and the last one, for the saved-games list.
    fn rounds(state: &Self) -> (u8, u8);
    /// Why an action is refused, as a sentence in the current language.
    fn refusal(reason: &Self::Illegal) -> String;
    /// Why a record does not replay, as a sentence in the current language.
    fn replay_error(error: &ReplayError<Self>) -> String;

    /// The one-click start (against the computer) on the game's home-screen card; the rest of
    /// the card (players, picture, a line about the game) is in `ui/cards.rs`, known to every
    /// bundle.
    fn quick_start() -> AnyView;
    /// The form that sets a game up (players, seats, seed); it opens the game with
    /// [`open_game`].
    fn new_game_form() -> AnyView;
    /// The rules summary, inside the shell's rules dialog.
    fn rules() -> AnyView;
    /// The game's screens while it is open, below the shell's top bar. The shell provides
    /// [`GameSignal`], [`Committed`], [`Seats`], [`Notice`], [`BotPace`] and [`Thinking`].
    fn screen() -> AnyView;
}

/// The game being played, if it is this game. Changed only through [`GameSignal::dispatch`],
/// undo and redo, which ask the rules engine.
pub struct GameSignal<G: AppGame>(pub RwSignal<Option<Session<G>>>);

impl<G: AppGame> Clone for GameSignal<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: AppGame> Copy for GameSignal<G> {}

/// The state after the last action played (not a composed action's preview).
pub struct Committed<G: AppGame>(pub Memo<Option<G>>);

impl<G: AppGame> Clone for Committed<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: AppGame> Copy for Committed<G> {}

impl<G: AppGame> GameSignal<G> {
    /// Plays a whole turn (one or more actions); a refusal changes nothing and is explained. A
    /// replay is read-only: nothing is played there.
    pub fn dispatch(self, actions: &[G::Action]) {
        if use_context::<super::replay::Replay>().is_some() {
            return;
        }
        self.dispatch_with(expect_context::<Notice>(), actions);
    }

    /// [`GameSignal::dispatch`] for callers outside the component tree (timers).
    pub fn dispatch_with(self, notice: Notice, actions: &[G::Action]) {
        // A guest at a live table sends its turn to the host's table instead.
        if super::live::send_turn(self, actions) {
            return;
        }
        let mut refusal = None;
        self.0.update(|session| {
            if let Some(session) = session {
                if let Err(error) = session.play_all(actions) {
                    refusal = Some(error);
                }
            }
        });
        notice.0.set(refusal.map(|error| G::refusal(&error)));
    }

    /// Undoes back to the last human decision (computer turns would be played again otherwise),
    /// or redoes up to the next one (the computers' turns on the way replayed from the record:
    /// redone alone, a computer left to move would play anew and lose the rest); a record that
    /// no longer replays is explained.
    pub fn step_to_human(self, seats: Seats, notice: Notice, way: Way) {
        if super::live::active() {
            return;
        }
        let mut problem = None;
        self.0.update(|session| {
            if let Some(session) = session.as_mut() {
                problem = step_to_human(session, seats, way).err();
            }
        });
        if problem.is_some() {
            notice.0.set(problem);
        }
    }
}

/// Which way [`GameSignal::step_to_human`] goes through the record.
#[derive(Clone, Copy)]
pub enum Way {
    /// Undo.
    Back,
    /// Redo.
    Forward,
}

fn step_to_human<G: AppGame>(
    session: &mut Session<G>,
    seats: Seats,
    way: Way,
) -> Result<(), String> {
    // Steps on a copy: an undo that meets chance before a human decision changes nothing.
    let mut trial = session.clone();
    loop {
        let moved = match way {
            Way::Back => trial.undo().map_err(|error| G::replay_error(&error))?,
            Way::Forward => trial.redo(),
        };
        if moved && !human_decides(seats)(trial.state().current_seat()) {
            continue;
        }
        if moved || matches!(way, Way::Forward) {
            *session = trial;
            return Ok(());
        }
        return if trial.chance_blocks_undo() {
            Err(t(Msg::UndoPastChance).to_string())
        } else {
            Ok(())
        };
    }
}

/// Whether a human decides at a position whose seat to move is `seat` (or the game is over):
/// where undo and redo stop, stepping over the computers' moves.
fn human_decides(seats: Seats) -> impl Fn(Option<u8>) -> bool {
    move |seat| seat.is_none_or(|seat| seats.bot(seat).is_none())
}

/// The state a game's screens show: the committed state with the actions being composed (a
/// turn of several actions, not yet confirmed) applied as a preview, up to the first the engine
/// refuses. A new committed state (a confirmed turn, an undo) empties the composition.
#[cfg_attr(not(any(feature = "eoi", feature = "era-medieval")), allow(dead_code))]
pub fn preview_of<G: AppGame>(
    committed: Memo<Option<G>>,
    pending: RwSignal<Vec<G::Action>>,
) -> Memo<Option<G>> {
    Effect::new(move |_| {
        committed.track();
        pending.set(Vec::new());
    });
    provide_context(super::hint::Composing::<G>(pending));
    Memo::new(move |_| {
        committed.with(|state| {
            state.as_ref().map(|state| {
                let mut preview = state.clone();
                pending.with(|actions| {
                    for action in actions {
                        if preview.play(*action).is_err() {
                            break;
                        }
                    }
                });
                preview
            })
        })
    })
}

/// The seat to send the game's link to ([`super::saves::PassByLink`]): the human whose decision
/// starts now, when two or more people play (by one device or at a distance).
pub fn seat_to_pass_to<G: AppGame>() -> Memo<Option<u8>> {
    let committed = expect_context::<Committed<G>>().0;
    let seats = expect_context::<Seats>();
    let replay = use_context::<super::replay::Replay>().is_some();
    Memo::new(move |_| {
        if replay || super::live::at_table() {
            return None;
        }
        let seat = committed.with(|state| {
            state
                .as_ref()
                .filter(|state| !state.is_mid_turn())
                .and_then(G::current_seat)
        })?;
        let humans = seats
            .0
            .with(|bots| bots.iter().filter(|bot| bot.is_none()).count());
        (humans >= 2 && seats.bot(seat).is_none()).then_some(seat)
    })
}

/// A game being opened: where it is saved, and what the saved entry holds.
pub struct Opening {
    pub id: String,
    pub name: String,
    pub revision: u64,
    pub bots: Vec<Option<Level>>,
    /// The saved entry's content (`None` for a game not saved yet).
    pub saved: Option<String>,
}

impl Opening {
    /// A game not saved yet, to be saved under a fresh id.
    pub fn new_game(name: String, bots: Vec<Option<Level>>) -> Opening {
        Opening {
            id: storage::new_id(),
            name,
            revision: 0,
            bots,
            saved: None,
        }
    }
}

/// A name for a new saved game: its players.
pub fn default_name<G: AppGame>(record: &Record<G>) -> String {
    G::names(&record.setup).join(", ")
}

/// Opens a game in the app, with its computer seats; the shell shows it and saves it from now on.
pub fn open_game<G: AppGame>(session: Session<G>, opening: Opening) {
    let open = expect_context::<OpenGame>();
    let slot = expect_context::<SaveSlot>();
    // Another game on screen is left (it stays saved).
    if let Some(other) = open.0.get_untracked().filter(|id| *id != G::ID) {
        if let Some(other) = super::games::find(other) {
            other.close();
        }
    }
    expect_context::<Seats>().0.set(opening.bots);
    expect_context::<super::Watching>().0.set(false);
    storage::remember_open(Some(&GameRef {
        game: G::ID.to_string(),
        id: opening.id.clone(),
    }));
    slot.id.set(Some(opening.id));
    slot.name.set(opening.name);
    slot.revision.set(opening.revision);
    slot.saved.set_value(opening.saved);
    slot.problem.set(None);
    expect_context::<GameSignal<G>>().0.set(Some(session));
    if open.0.get_untracked() != Some(G::ID) {
        open.0.set(Some(G::ID));
    }
    super::push_game_entry();
}

/// Opens a save string's game as a new saved game.
fn import<G: AppGame>(frame: Frame) -> Result<(), Problem> {
    let hints = frame.hints.clone();
    let (record, controllers) = G::import(frame)?;
    let name = default_name(&record);
    let session = Session::from_record_with_hints(record, &hints).map_err(Problem::replay)?;
    open_game(session, Opening::new_game(name, controllers));
    Ok(())
}

/// Opens a saved game: its save string, its undone turns and its seats.
fn load<G: AppGame>(saved: &GameRef, name: String) -> Result<(), Problem> {
    let loaded = storage::load_game(G::ID, &saved.id)?;
    let entry = loaded.entry;
    let frame = tabletop::save::read(&entry.save)?;
    let hints = frame.hints.clone();
    let (record, _) = G::import(frame)?;
    let redo = undone(&record, &entry.forward);
    let content = entry.content()?;
    let mut session = Session::from_parts(record, redo).map_err(Problem::replay)?;
    session.set_hints(&hints).map_err(Problem::replay)?;
    open_game(
        session,
        Opening {
            id: saved.id.clone(),
            name,
            revision: loaded.revision,
            bots: entry.bots,
            saved: Some(content),
        },
    );
    Ok(())
}

/// The turns undone from a saved game, as a session's redo list (the next one last): the actions
/// by which its forward line (see [`Entry::forward`]) goes beyond the record. None when there is
/// no such line, or it does not continue the record.
fn undone<G: AppGame>(record: &Record<G>, forward: &str) -> Vec<G::Action> {
    let played = record.actions.len();
    match tabletop::save::read(forward).and_then(G::import) {
        Ok((line, _)) if line.actions.get(..played) == Some(&record.actions[..]) => {
            line.actions[played..].iter().rev().copied().collect()
        }
        _ => Vec::new(),
    }
}

/// What is stored of a session: its save string, its undone turns and its seats.
fn entry<G: AppGame>(
    session: &Session<G>,
    bots: &[Option<Level>],
) -> Result<Entry, StorageProblem> {
    let redo = session.redo_list();
    let forward = if redo.is_empty() {
        String::new()
    } else {
        let mut line = session.record().clone();
        line.actions.extend(redo.iter().rev());
        G::export(&line, bots, &[]).map_err(|_| StorageProblem::Damaged)?
    };
    Ok(Entry {
        save: G::export(session.record(), bots, &session.hint_places())
            .map_err(|_| StorageProblem::Damaged)?,
        forward,
        bots: bots.to_vec(),
    })
}

fn summary<G: AppGame>(session: &Session<G>) -> Summary {
    let (round, last_round) = G::rounds(session.state());
    Summary {
        players: G::names(&session.record().setup),
        round,
        last_round,
        finished: session.state().is_over(),
    }
}

/// Autosave after every change: the only place the app writes a game to localStorage. Opening a
/// game changes nothing, so it writes nothing (another tab on the same game stays current).
fn autosave<G: AppGame>(game: GameSignal<G>, slot: SaveSlot, seats: Seats) {
    Effect::new(move |_| {
        // Asked for when this tab's version becomes a new saved game.
        slot.resave.track();
        game.0.with(|session| {
            let (Some(session), Some(id)) = (session, slot.id.get_untracked()) else {
                return;
            };
            if slot.problem.get_untracked() == Some(StorageProblem::ChangedElsewhere) {
                return;
            }
            let bots = seats.0.get();
            let entry = entry(session, &bots);
            let content = entry.as_ref().ok().and_then(|entry| entry.content().ok());
            if content.is_some() && content == slot.saved.get_value() {
                return;
            }
            let saved = entry.and_then(|entry| {
                storage::save_game(
                    G::ID,
                    &id,
                    &slot.name.get_untracked(),
                    &entry,
                    summary(session),
                    slot.revision.get_untracked(),
                )
            });
            match saved {
                Ok(revision) => {
                    slot.revision.set(revision);
                    slot.saved.set_value(content);
                    slot.problem.set(None);
                }
                Err(problem) => slot.problem.set(Some(problem)),
            }
        });
    });
}

/// The open game: the shell's machinery for it (autosave, computer players, Ctrl+Z and Ctrl+Y)
/// around the game's screens.
fn playing<G: AppGame>() -> AnyView {
    let game = expect_context::<GameSignal<G>>();
    let seats = expect_context::<Seats>();
    let notice = expect_context::<Notice>();
    autosave(game, expect_context::<SaveSlot>(), seats);
    let committed = Memo::new(move |_| game.0.with(|s| s.as_ref().map(|s| s.state().clone())));
    provide_context(Committed(committed));
    // Computer players: when one is to move, it decides after the chosen pace; any change first
    // (an undo, a switch to human) cancels the pending move.
    let pace = BotPace {
        delay_ms: RwSignal::new(700),
        skip: RwSignal::new(false),
    };
    provide_context(pace);
    let thinking = Thinking(RwSignal::new(None));
    provide_context(thinking);
    computer::drive_computer_players(game, committed, seats, notice, pace, thinking);
    super::hint::provide::<G>();
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        // In a text field Ctrl+Z is the field's own undo.
        let in_text_field = ev
            .target()
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|element| matches!(element.tag_name().as_str(), "INPUT" | "TEXTAREA"));
        if (ev.ctrl_key() || ev.meta_key()) && !in_text_field {
            match ev.key().as_str() {
                "z" => game.step_to_human(seats, notice, Way::Back),
                "y" => game.step_to_human(seats, notice, Way::Forward),
                _ => {}
            }
        }
    });
    on_cleanup(move || handle.remove());
    G::screen()
}

/// A game as the shell reaches it from its id: implemented once, for every [`AppGame`], by
/// [`Plug`]. The shell calls it inside the app's component tree (its contexts at hand).
pub trait Plugged: Sync {
    fn id(&self) -> &'static str;
    /// Provides the game's [`GameSignal`] (once, when the app starts).
    fn provide(&self);
    /// Opens a save string's game (the frame names this game) as a new saved game.
    fn import(&self, frame: Frame) -> Result<(), Problem>;
    /// Opens one of this game's saved games, under `name`.
    fn load(&self, saved: &GameRef, name: String) -> Result<(), Problem>;
    /// Drops the session once the shell has left the game.
    fn close(&self);
    /// Whether undo reaches a human's decision (the computers' moves are stepped over).
    fn can_undo(&self) -> bool;
    /// Whether Undo is off because chance showed itself since the last human decision.
    fn chance_blocks_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    /// Whether the open game is over (only then may it be watched again: a replay shows every
    /// player's secrets).
    fn is_over(&self) -> bool;
    fn undo(&self);
    fn redo(&self);
    /// The open game's save string, with who plays each seat (or why there is none).
    fn save_string(&self) -> String;
    /// The open game's screens with the shell's machinery around them.
    fn playing(&self) -> AnyView;
    /// The open game's screens showing it again, one decision at a time ([`super::replay`]).
    fn watching(&self) -> AnyView;
    fn quick_start(&self) -> AnyView;
    fn new_game_form(&self) -> AnyView;
    fn rules(&self) -> AnyView;
    /// The live table's panel above the open game ([`super::live`]).
    fn live_panel(&self) -> AnyView;
    /// A guest's page, opened from an invitation code of this game.
    fn guest(&self, code: String) -> AnyView;
}

/// The shell's handle on the game `G`.
pub struct Plug<G>(PhantomData<fn() -> G>);

impl<G: AppGame> Plug<G> {
    pub const GAME: Plug<G> = Plug(PhantomData);

    fn signal(&self) -> GameSignal<G> {
        expect_context::<GameSignal<G>>()
    }
}

impl<G: AppGame> Plugged for Plug<G> {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn provide(&self) {
        provide_context(GameSignal::<G>(RwSignal::new(None)));
    }

    fn import(&self, frame: Frame) -> Result<(), Problem> {
        import::<G>(frame)
    }

    fn load(&self, saved: &GameRef, name: String) -> Result<(), Problem> {
        load::<G>(saved, name)
    }

    fn close(&self) {
        self.signal().0.set(None);
    }

    fn can_undo(&self) -> bool {
        !super::live::active()
            && self.signal().0.with(|s| {
                s.as_ref().is_some_and(|session| {
                    session.can_undo_to(human_decides(expect_context::<Seats>()))
                })
            })
    }

    fn chance_blocks_undo(&self) -> bool {
        !super::live::active()
            && self.signal().0.with(|s| {
                s.as_ref().is_some_and(|session| {
                    session.chance_blocks_undo_to(human_decides(expect_context::<Seats>()))
                })
            })
    }

    fn can_redo(&self) -> bool {
        !super::live::active()
            && self
                .signal()
                .0
                .with(|s| s.as_ref().is_some_and(Session::can_redo))
    }

    fn is_over(&self) -> bool {
        self.signal()
            .0
            .with(|s| s.as_ref().is_some_and(|session| session.state().is_over()))
    }

    fn undo(&self) {
        self.signal().step_to_human(
            expect_context::<Seats>(),
            expect_context::<Notice>(),
            Way::Back,
        );
    }

    fn redo(&self) {
        self.signal().step_to_human(
            expect_context::<Seats>(),
            expect_context::<Notice>(),
            Way::Forward,
        );
    }

    fn save_string(&self) -> String {
        let controllers = expect_context::<Seats>().0.get();
        self.signal().0.with(|session| {
            session.as_ref().map_or_else(String::new, |s| {
                G::export(s.record(), &controllers, &s.hint_places())
                    .unwrap_or_else(|e| crate::i18n::save_error(&e))
            })
        })
    }

    fn playing(&self) -> AnyView {
        playing::<G>()
    }

    fn watching(&self) -> AnyView {
        if !G::REPLAY {
            return playing::<G>();
        }
        #[cfg(feature = "split")]
        return super::replay::watching_part::shown();
        #[cfg(not(feature = "split"))]
        super::replay::watching::<G>()
    }

    fn quick_start(&self) -> AnyView {
        G::quick_start()
    }

    fn new_game_form(&self) -> AnyView {
        #[cfg(feature = "split")]
        return super::new_game::form_part::shown();
        #[cfg(not(feature = "split"))]
        G::new_game_form()
    }

    fn rules(&self) -> AnyView {
        G::rules()
    }

    fn live_panel(&self) -> AnyView {
        // Nothing shows without a live table: in a split bundle its code loads when one opens.
        #[cfg(feature = "split")]
        let panel = {
            let at_table = Memo::new(move |_| super::live::at_table());
            (move || at_table.get().then(super::live::panel_part::shown)).into_any()
        };
        #[cfg(not(feature = "split"))]
        let panel = super::live::panel::<G>();
        panel
    }

    fn guest(&self, code: String) -> AnyView {
        #[cfg(feature = "split")]
        return super::live::guest_part::shown(code);
        #[cfg(not(feature = "split"))]
        super::live::guest::<G>(code)
    }
}
