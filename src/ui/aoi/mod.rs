//! Age of Inventors in the app: what it gives the shell ([`AppGame`] for its [`GameState`]), its
//! screens (the hex grid around the clock, the offers and tracks, each player's lab, the
//! decision and the log), its new-game form, and the contexts its screens share: the state
//! shown, what the engine allows now, whose decision it is, the tile being placed, and who may
//! see the hidden things (hands, experiments, breakthroughs) behind the pass-the-device screen.

pub mod board;
pub mod labs;
pub mod new_game;
pub mod panels;
mod quiz;
pub mod turn;

use leptos::prelude::*;

use crate::i18n::aoi as words;
use crate::i18n::{sentence, t, Msg};
use crate::ui::focus::refocus_decision;
use crate::ui::game::{AppGame, Committed};
use crate::ui::side::side_panel;
use crate::ui::Seats;
use age_of_inventors::rules::{data, Action, GameState, IllegalAction, Setup};
use tabletop::save::{Frame, SaveError};
use tabletop::{Level, Record, ReplayError};

/// Age of Inventors' session signal.
pub type GameSignal = crate::ui::game::GameSignal<GameState>;

/// How long Hard thinks per decision in the browser.
const HARD_BUDGET_MS: f64 = 1200.0;

impl AppGame for GameState {
    type Search = tabletop::search::Search<GameState>;
    const HARD_BUDGET_MS: f64 = HARD_BUDGET_MS;
    const REPLAY: bool = true;

    fn export(
        record: &Record<Self>,
        controllers: &[Option<Level>],
        hints: &[u32],
    ) -> Result<String, SaveError> {
        age_of_inventors::codec::export_with_hints(record, controllers, hints)
    }

    fn import(frame: Frame) -> Result<(Record<Self>, Vec<Option<Level>>), SaveError> {
        let saved = age_of_inventors::codec::import_frame(frame)?;
        Ok((saved.record, saved.controllers))
    }

    fn choose(level: Level, state: &Self, seed: u64) -> Option<Action> {
        age_of_inventors::bots::choose(level, state, seed)
    }

    fn names(setup: &Setup) -> Vec<String> {
        setup.names.clone()
    }

    fn seed(setup: &Setup) -> u64 {
        setup.seed
    }

    fn rounds(state: &Self) -> (u8, u8) {
        (state.round(), data::ROUNDS)
    }

    fn refusal(reason: &IllegalAction) -> String {
        sentence(words::words().illegal(reason.reason))
    }

    fn replay_error(error: &ReplayError<Self>) -> String {
        sentence(&words::words().replay_error(error))
    }

    fn quick_start() -> AnyView {
        view! { <new_game::QuickStart/> }.into_any()
    }

    fn new_game_form() -> AnyView {
        view! { <new_game::NewGameForm/> }.into_any()
    }

    fn rules() -> AnyView {
        crate::ui::rules::page(age_of_inventors::GAME_ID)
    }

    fn screen() -> AnyView {
        view! { <GameScreen/> }.into_any()
    }
}

/// The state shown (the committed one: every decision is played at once).
#[derive(Clone, Copy)]
pub struct StateMemo(pub Memo<Option<GameState>>);

/// What the engine allows now (empty while a computer decides or the screen is covered).
#[derive(Clone, Copy)]
pub struct LegalMemo(pub Memo<Vec<Action>>);

/// The seat whose decision the game waits for.
#[derive(Clone, Copy)]
pub struct DecidingSeat(pub Memo<Option<u8>>);

/// The players' names in seat order.
#[derive(Clone, Copy)]
pub struct NamesMemo(pub Memo<Vec<String>>);

impl NamesMemo {
    pub fn name(self, seat: u8) -> String {
        self.0
            .with(|names| names.get(usize::from(seat)).cloned())
            .unwrap_or_else(|| words::dummy_name().to_string())
    }
}

/// The tile picked up to place: an inventor card or an invention tile from hand, and the cell
/// chosen for it (then its rotation and payment are chosen in the decision panel).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Held {
    Inventor(u8),
    Invention(u8),
}

#[derive(Clone, Copy)]
pub struct Placing {
    pub held: RwSignal<Option<Held>>,
    pub cell: RwSignal<Option<u8>>,
    /// The rotation shown on the grid while choosing (an inventor's).
    pub rotation: RwSignal<u8>,
    /// The equipment offer's slot whose token is chosen in the draft (its lab slot comes next).
    pub token: RwSignal<Option<u8>>,
}

/// Who is at the device: the human who lifted the pass-the-device screen last (in a game of two
/// or more people). Their hidden things are shown while it is their decision.
#[derive(Clone, Copy)]
pub struct Screen(pub RwSignal<Option<u8>>);

/// Whose hidden things (hand of inventions, experiments, breakthroughs, drawn tiles) the screen
/// may show now: `All` once the game is over, a seat, or nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    Nobody,
    Seat(u8),
    All,
}

impl Viewer {
    pub fn sees(self, seat: u8) -> bool {
        match self {
            Viewer::Nobody => false,
            Viewer::Seat(viewer) => viewer == seat,
            Viewer::All => true,
        }
    }
}

#[derive(Clone, Copy)]
pub struct ViewerMemo(pub Memo<Viewer>);

/// The human seats.
fn humans(seats: Seats) -> Vec<u8> {
    seats.0.with(|bots| {
        // At a live table, only this device's seats are people here.
        (0..bots.len())
            .filter(|seat| bots[*seat].is_none() && crate::ui::live::plays_here(*seat as u8))
            .map(|seat| seat as u8)
            .collect()
    })
}

/// Whether the decision waits behind the pass-the-device screen: two or more people share the
/// device, one of them decides, and they have not said they are at it.
pub fn covered(deciding: Option<u8>, seats: Seats, screen: Screen) -> bool {
    let Some(seat) = deciding else {
        return false;
    };
    let people = humans(seats);
    people.len() >= 2 && people.contains(&seat) && screen.0.get() != Some(seat)
}

/// The board, the labs, the decision and the log.
#[component]
pub fn GameScreen() -> impl IntoView {
    let game = expect_context::<GameSignal>();
    let committed = expect_context::<Committed<GameState>>().0;
    let seats = expect_context::<Seats>();
    let screen = Screen(RwSignal::new(None));
    let deciding = Memo::new(move |_| {
        committed.with(|state| state.as_ref().and_then(GameState::current_seat))
    });
    let legal = Memo::new(move |_| {
        let seat = deciding.get();
        let computer = seat.is_some_and(|seat| seats.bot(seat).is_some());
        let elsewhere = seat.is_some_and(|seat| !crate::ui::live::plays_here(seat));
        if computer || elsewhere || covered(seat, seats, screen) {
            return Vec::new();
        }
        committed.with(|state| {
            state
                .as_ref()
                .map(GameState::legal_actions)
                .unwrap_or_default()
        })
    });
    let names = Memo::new(move |_| {
        game.0.with(|session| {
            session
                .as_ref()
                .map(|session| GameState::names(&session.record().setup))
                .unwrap_or_default()
        })
    });
    let finished = Memo::new(move |_| {
        game.0
            .with(|session| session.as_ref().is_some_and(|s| s.state().is_over()))
    });
    let viewer = Memo::new(move |_| {
        if finished.get() || committed.with(|s| s.as_ref().is_some_and(GameState::is_over)) {
            return Viewer::All;
        }
        let people = humans(seats);
        match people.as_slice() {
            [] => Viewer::Nobody,
            [one] => Viewer::Seat(*one),
            _ => match deciding.get() {
                Some(seat) if screen.0.get() == Some(seat) => Viewer::Seat(seat),
                _ => Viewer::Nobody,
            },
        }
    });
    let placing = Placing {
        held: RwSignal::new(None),
        cell: RwSignal::new(None),
        rotation: RwSignal::new(0),
        token: RwSignal::new(None),
    };
    // A new decision puts down the tile in hand unless it can still be placed.
    Effect::new(move |_| {
        legal.with(|legal| {
            let still = placing
                .held
                .get_untracked()
                .is_some_and(|held| legal.iter().any(|action| turn::places(*action, held)));
            if !still {
                placing.held.set(None);
                placing.cell.set(None);
            }
            let drafting = placing.token.get_untracked().is_some_and(|token| {
                legal
                    .iter()
                    .any(|action| matches!(action, Action::Draft { slot, .. } if *slot == token))
            });
            if !drafting {
                placing.token.set(None);
            }
        });
    });
    // After every move (or lifted cover) a human's new decision has the keyboard focus; a game
    // opens at its top. An undo (fewer actions played) puts the cover back: the seat that lifted
    // it last may not see the secrets of a decision taken back to, in hot-seat play.
    let last_played = std::cell::Cell::new(None::<usize>);
    Effect::new(move |_| {
        let played = game
            .0
            .with(|session| session.as_ref().map_or(0, |s| s.record().actions.len()));
        let previous = last_played.get();
        if previous.is_some_and(|previous| played < previous) {
            screen.0.set(None);
        }
        screen.0.track();
        let human = deciding.get().is_some_and(|seat| seats.bot(seat).is_none());
        if previous.is_none() {
            request_animation_frame(|| {
                window().scroll_to_with_x_and_y(0.0, 0.0);
                refocus_decision();
            });
        } else if human {
            request_animation_frame(refocus_decision);
        }
        last_played.set(Some(played));
    });
    provide_context(StateMemo(committed));
    provide_context(LegalMemo(legal));
    provide_context(DecidingSeat(deciding));
    provide_context(NamesMemo(names));
    provide_context(ViewerMemo(viewer));
    provide_context(placing);
    provide_context(screen);
    view! {
        <main class="game aoi-game docked">
            // The decision comes first in the page (and so in Tab order): what to do, then the
            // board it is played on (a tile picked up here goes to the grid); the layout places
            // each in its area (beside the board on a desktop, docked below it on a phone).
            {side_panel::<GameState, _>(
                (),
                || view! { <turn::TurnPanel/> }.into_any(),
                |open| view! { <panels::GameLog open/> },
                names,
            )}
            <section class="board aoi-board" aria-labelledby="aoi-board-heading">
                <h2 id="aoi-board-heading" class="visually-hidden">{t(Msg::Board)}</h2>
                <panels::FinalScores/>
                <board::RoundBar/>
                <div class="aoi-main">
                    <div class="aoi-grid-column">
                        <board::HexGrid/>
                        <board::Locations/>
                    </div>
                    <div class="aoi-side-board">
                        <board::Offers/>
                        <board::Tracks/>
                    </div>
                </div>
                <labs::Labs/>
            </section>
        </main>
    }
}
