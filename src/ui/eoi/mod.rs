//! Era of Inventions in the app: what it gives the shell ([`AppGame`] for its [`GameState`]),
//! its screens (the board, the players, the decision and the log), its new-game form, and the
//! contexts its screens share (the state shown, the players' names, the action being composed,
//! whose decision it is).

pub mod board;
pub mod chart;
pub mod icons;
pub mod new_game;
pub mod panels;
pub mod players;
pub mod turn;

use leptos::prelude::*;

use crate::i18n::{self, t, Msg};
use crate::ui::focus::{refocus_decision, show_decision};
use crate::ui::game::{AppGame, Committed};
use crate::ui::side::side_panel;
use crate::ui::Seats;
use eoi::bots::search::{Search, APP_BUDGET_MS};
use eoi::rules::{Action, GameState, IllegalAction, Setup};
use tabletop::save::{Frame, SaveError};
use tabletop::{Level, Record, ReplayError};

/// Era of Inventions' session signal.
pub type GameSignal = crate::ui::game::GameSignal<GameState>;

impl AppGame for GameState {
    type Search = Search;
    const HARD_BUDGET_MS: f64 = APP_BUDGET_MS;
    const REPLAY: bool = true;

    fn export(
        record: &Record<Self>,
        controllers: &[Option<Level>],
        hints: &[u32],
    ) -> Result<String, SaveError> {
        eoi::codec::export_with_hints(record, controllers, hints)
    }

    fn import(frame: Frame) -> Result<(Record<Self>, Vec<Option<Level>>), SaveError> {
        let saved = eoi::codec::import_frame(frame)?;
        Ok((saved.record, saved.controllers))
    }

    fn choose(level: Level, state: &Self, seed: u64) -> Option<Action> {
        eoi::bots::choose(level, state, seed)
    }

    fn names(setup: &Setup) -> Vec<String> {
        setup.players.iter().map(|p| p.name.clone()).collect()
    }

    fn seed(setup: &Setup) -> u64 {
        setup.seed
    }

    fn rounds(state: &Self) -> (u8, u8) {
        (state.round(), state.last_round())
    }

    fn refusal(reason: &IllegalAction) -> String {
        i18n::illegal(reason.reason)
    }

    fn replay_error(error: &ReplayError<Self>) -> String {
        i18n::replay_error(error)
    }

    fn quick_start() -> AnyView {
        view! { <new_game::QuickStart/> }.into_any()
    }

    fn new_game_form() -> AnyView {
        view! { <new_game::NewGameForm/> }.into_any()
    }

    fn rules() -> AnyView {
        crate::ui::rules::page(eoi::GAME_ID)
    }

    fn screen() -> AnyView {
        view! { <GameScreen/> }.into_any()
    }
}

/// The board, the players, the decision and the log.
#[component]
pub fn GameScreen() -> impl IntoView {
    let game = expect_context::<GameSignal>();
    let committed = expect_context::<Committed<GameState>>().0;
    let seats = expect_context::<Seats>();
    let pending = RwSignal::new(Vec::<Action>::new());
    let state = crate::ui::game::preview_of(committed, pending);
    provide_context(Pending(pending));
    let names = Memo::new(move |_| {
        game.0.with(|s| {
            s.as_ref()
                .map(|s| GameState::names(&s.record().setup))
                .unwrap_or_default()
        })
    });
    provide_context(StateMemo(state));
    provide_context(NamesMemo(names));
    // Whose decision it is: the committed state's, even while a composed action previews a
    // position where the next player is to move.
    let deciding = Memo::new(move |_| {
        committed.with(|state| state.as_ref().and_then(GameState::current_seat))
    });
    provide_context(DecidingSeat(deciding));
    // After every move, the new decision gets the keyboard focus (and comes into view when the
    // turn passes to a human), so no player has to tab their way back to it.
    Effect::new(move |previous: Option<Option<u8>>| {
        committed.track();
        pending.track();
        let seat = deciding.get();
        let human = seat.is_some_and(|seat| seats.bot(seat).is_none());
        if human {
            let turn_came = previous.is_some_and(|previous| previous != seat);
            request_animation_frame(move || show_decision(turn_came));
        } else {
            // The computer's turn replaced the control just used: the focus waits on its
            // heading rather than fall to the page (a player on its controls keeps them).
            request_animation_frame(refocus_decision);
        }
        seat
    });
    view! {
        <main class="game eoi-game">
            <section class="board" aria-label=t(Msg::Board)>
                <panels::FinalScores/>
                <board::RoundTrack/>
                <board::ActionAreas/>
                <div class="board-row markets">
                    <board::FactoryMarket/>
                    <board::Harbour/>
                </div>
                <board::Conveyor/>
                <board::InventionBoardView/>
                <div class="board-row tracks">
                    <board::PatentTrack/>
                    <board::ExchangeMarket/>
                </div>
                <board::InfluenceTrack/>
            </section>
            {side_panel::<GameState, _>(
                view! {
                    <Show when=move || pending.with(|p| !p.is_empty())>
                        <p class="preview-banner" role="status">{t(Msg::PreviewBanner)}</p>
                    </Show>
                },
                || view! { <turn::TurnPanel/> }.into_any(),
                |open| view! { <panels::GameLog open/> },
                names,
            )}
            <players::PlayerPanels/>
        </main>
    }
}

/// The actions of the turn being composed, not yet played.
#[derive(Clone, Copy)]
pub struct Pending(pub RwSignal<Vec<Action>>);

/// The state shown: the session's state with the composed actions applied (a preview).
#[derive(Clone, Copy)]
pub struct StateMemo(pub Memo<Option<GameState>>);

/// The seat whose decision the game waits for (from the committed state, not the preview).
#[derive(Clone, Copy)]
pub struct DecidingSeat(pub Memo<Option<u8>>);

/// The players' names in seat order.
#[derive(Clone, Copy)]
pub struct NamesMemo(pub Memo<Vec<String>>);

impl NamesMemo {
    pub fn name(self, seat: u8) -> String {
        self.0
            .with(|names| names.get(usize::from(seat)).cloned())
            .unwrap_or_default()
    }
}
