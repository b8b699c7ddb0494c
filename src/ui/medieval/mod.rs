//! ERA: Medieval Age in the app: what it gives the shell ([`AppGame`] for its [`GameState`]), its
//! screens (the domains, the players' boards and the supply, the decision with the dice tray, the
//! log), its new-game form, and the contexts its screens share: the state shown, the action being
//! composed, the piece being placed, whose domain is shown large, and the screen behind which a
//! player rolls.

pub mod dice;
pub mod domain;
pub mod icons;
pub mod new_game;
pub mod panels;
pub mod players;
pub mod turn;

use leptos::prelude::*;

use crate::i18n::medieval::{self as words, MedMsg};
use crate::i18n::{sentence, t, Msg};
use crate::ui::game::{AppGame, Committed};
use crate::ui::side::side_panel;
use crate::ui::Seats;
use domain::Piece;
use era_medieval::bots::search::{Search, APP_BUDGET_MS};
use era_medieval::rules::{data, Action, Cell, GameState, IllegalAction, Phase, Setup};
use tabletop::save::{Frame, SaveError};
use tabletop::{Level, Record, ReplayError};

/// ERA: Medieval Age's session signal.
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
        era_medieval::codec::export_with_hints(record, controllers, hints)
    }

    fn import(frame: Frame) -> Result<(Record<Self>, Vec<Option<Level>>), SaveError> {
        let saved = era_medieval::codec::import_frame(frame)?;
        Ok((saved.record, saved.controllers))
    }

    fn choose(level: Level, state: &Self, seed: u64) -> Option<Action> {
        era_medieval::bots::choose(level, state, seed)
    }

    fn names(setup: &Setup) -> Vec<String> {
        setup.names.clone()
    }

    fn seed(setup: &Setup) -> u64 {
        setup.seed
    }

    fn rounds(state: &Self) -> (u8, u8) {
        // The game ends when the supply runs out, so only solitaire knows its last round.
        let last = if state.is_solitaire() {
            data::SOLITAIRE_ROUNDS
        } else {
            0
        };
        (state.round(), last)
    }

    fn refusal(reason: &IllegalAction) -> String {
        refused(reason.reason)
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
        crate::ui::rules::page(era_medieval::game::GAME_ID)
    }

    fn screen() -> AnyView {
        view! { <GameScreen/> }.into_any()
    }
}

/// The contexts of the game's screens, provided together: one context, so one copy of the code
/// that finds it.
#[derive(Clone, Copy)]
pub struct Med {
    pub pending: Pending,
    pub state: StateMemo,
    pub legal: LegalMemo,
    pub deciding: DecidingSeat,
    pub names: NamesMemo,
    pub placing: Placing,
    pub viewed: ViewedSeat,
    pub screen: Screen,
    /// The large domain's drawing, which takes the focus when a piece is taken in hand.
    pub board: NodeRef<leptos::svg::Svg>,
}

/// The actions of the turn being composed (pieces placed, not yet confirmed).
#[derive(Clone, Copy)]
pub struct Pending(pub RwSignal<Vec<Action>>);

/// The state shown: the session's state with the composed actions applied (a preview).
#[derive(Clone, Copy)]
pub struct StateMemo(pub Memo<Option<GameState>>);

/// What the engine allows now in the state shown (empty while a computer decides).
#[derive(Clone, Copy)]
pub struct LegalMemo(pub Memo<Vec<Action>>);

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

/// The piece being placed and the cell the pointer or keyboard cursor is on.
#[derive(Clone, Copy)]
pub struct Placing {
    pub piece: RwSignal<Option<Piece>>,
    pub cursor: RwSignal<Cell>,
}

/// Whose domain is shown large, when a player chose one (else the deciding player's).
#[derive(Clone, Copy)]
pub struct ViewedSeat(pub RwSignal<Option<u8>>);

/// The player who lifted the cover, and for which secret decision (see [`secret`]): until then
/// the decision is covered, so that the device can pass between players without showing
/// anyone's dice or layout. An undo puts the cover back. In a replay (the second field) there
/// is no cover and nothing is secret: the game is over.
#[derive(Clone, Copy)]
pub struct Screen(pub RwSignal<Option<(u8, u8)>>, pub bool);

/// Whether the screens show a replay: a finished game, with nothing secret in it.
pub fn replaying() -> bool {
    use_context::<crate::ui::replay::Replay>().is_some()
}

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

/// The secret decision now, if any: who decides, and which (0 for the starting domain, else
/// the round whose roll it is).
fn secret(state: &GameState) -> Option<(u8, u8)> {
    match state.phase() {
        Phase::StartingDomain { seat, .. } => Some((*seat, 0)),
        Phase::Roll { seat, .. } => Some((*seat, state.round())),
        _ => None,
    }
}

/// Whether the secret decision now (a roll or a starting domain) waits behind a cover until its
/// player says they are at the device: when two or more people share it and it is one of them.
pub fn roll_covered(state: &GameState, seats: Seats, screen: Screen) -> bool {
    let Some((seat, key)) = secret(state).filter(|_| !screen.1) else {
        return false;
    };
    let people = humans(seats);
    people.len() >= 2 && people.contains(&seat) && screen.0.get() != Some((seat, key))
}

/// The player who has just finished rolling this round and still holds the device: their
/// final dice are shown to them before the cover of the next roller.
pub fn passing(state: &GameState, seats: Seats, screen: Screen) -> Option<u8> {
    let (seat, key) = screen.0.get()?;
    let Phase::Roll { seat: rolling, .. } = state.phase() else {
        return None;
    };
    (key == state.round()
        && seat != *rolling
        && state.dice_hidden(seat)
        && roll_covered(state, seats, screen))
    .then_some(seat)
}

/// How a die is drawn for whoever looks at the device now.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum DieShown {
    Face,
    /// Behind its player's screen.
    Hidden,
    /// Not rolled yet this round.
    Unrolled,
}

/// How `seat`'s dice may be shown to whoever looks at the device now.
pub fn dice_shown(state: &GameState, seat: u8, seats: Seats, screen: Screen) -> DieShown {
    if !state.dice_rolled(seat) {
        return DieShown::Unrolled;
    }
    if !state.dice_hidden(seat) || screen.1 {
        return DieShown::Face;
    }
    let own_roll = matches!(state.phase(), Phase::Roll { seat: rolling, .. } if *rolling == seat);
    let own = seen_by_own_player(
        &humans(seats),
        seat,
        own_roll && !roll_covered(state, seats, screen),
    );
    if own {
        DieShown::Face
    } else {
        DieShown::Hidden
    }
}

/// Whether a secret of `seat`'s (their dice, their starting domain) is seen by whoever looks at
/// the device now: it is their own when they are the one person here, or when they are a person
/// here and are `deciding` with it (rolling, laying out) past any cover.
fn seen_by_own_player(people: &[u8], seat: u8, deciding: bool) -> bool {
    (people.len() == 1 && people[0] == seat) || (deciding && people.contains(&seat))
}

/// How Sir Philippe's dice are drawn: blank until he rolls.
pub fn philippe_shown(state: &GameState) -> DieShown {
    if state.philippe_rolled() {
        DieShown::Face
    } else {
        DieShown::Unrolled
    }
}

/// Whether `seat`'s starting domain is secret from whoever looks at the device now, asked of the
/// committed state (a preview may run past the last layout): while the domains are laid out, a
/// layout is seen only by its own player, as their dice are, so a computer's layout is not
/// watched as it is laid.
pub fn layout_hidden(committed: Memo<Option<GameState>>, seat: u8) -> bool {
    if replaying() {
        return false;
    }
    committed.with(|state| {
        let Some(state) = state else {
            return false;
        };
        if !matches!(state.phase(), Phase::StartingDomain { .. }) {
            return false;
        }
        let people = use_context::<Seats>().map(humans).unwrap_or_default();
        !seen_by_own_player(&people, seat, !state.layout_hidden(seat))
    })
}

/// The domains, the decision, the players' boards and the log.
#[component]
pub fn GameScreen() -> impl IntoView {
    let game = expect_context::<GameSignal>();
    let committed = expect_context::<Committed<GameState>>().0;
    let seats = expect_context::<Seats>();
    let pending = RwSignal::new(Vec::<Action>::new());
    let state = crate::ui::game::preview_of(committed, pending);
    let deciding = Memo::new(move |_| {
        committed.with(|state| state.as_ref().and_then(GameState::current_seat))
    });
    let watching = replaying();
    let screen = Screen(RwSignal::new(None), watching);
    let legal = Memo::new(move |_| {
        let computer = deciding.get().is_some_and(|seat| seats.bot(seat).is_some());
        let elsewhere = deciding
            .get()
            .is_some_and(|seat| !crate::ui::live::plays_here(seat));
        if computer || elsewhere || watching {
            return Vec::new();
        }
        state.with(|state| {
            let mut actions = Vec::new();
            // Behind the cover nothing can be played: the board stays still (no piece in hand,
            // no spots shown) until the deciding player lifts it.
            if let Some(state) = state.as_ref().filter(|s| !roll_covered(s, seats, screen)) {
                state.legal_actions_into(&mut actions);
            }
            actions
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
    let placing = Placing {
        piece: RwSignal::new(None),
        cursor: RwSignal::new(data::STARTING_KEEP),
    };
    let viewed = ViewedSeat(RwSignal::new(None));
    provide_context(Med {
        pending: Pending(pending),
        state: StateMemo(state),
        legal: LegalMemo(legal),
        deciding: DecidingSeat(deciding),
        names: NamesMemo(names),
        placing,
        viewed,
        screen,
        board: NodeRef::new(),
    });
    // An undo puts the cover back: the decision stepped back into may be another player's secret.
    let actions = Memo::new(move |_| {
        game.0
            .with(|session| session.as_ref().map_or(0, |s| s.record().actions.len()))
    });
    let last = std::cell::Cell::new(None::<usize>);
    Effect::new(move |_| {
        let now = actions.get();
        let before = last.replace(Some(now));
        if before.is_some_and(|before| now < before) {
            screen.0.set(None);
        }
    });
    // The piece in hand follows the decision: the only kind left is taken up, a kind that can
    // no longer be placed is put back.
    Effect::new(move |_| {
        let kinds = legal.with(|legal| turn::placeable_kinds(legal));
        let only_scorched = state.with(|state| {
            state
                .as_ref()
                .is_some_and(|state| matches!(state.phase(), Phase::Treachery { .. }))
        });
        let mut taken = false;
        placing.piece.update(|piece| {
            let keep = piece.is_some_and(|held| kinds.iter().any(|kind| kind.same_kind(held)));
            if !keep {
                *piece = (only_scorched || kinds.len() == 1)
                    .then(|| kinds.first().copied())
                    .flatten();
                taken = piece.is_some();
            }
        });
        // A piece taken up starts where it fits (a scorched area's spot may be taken).
        if taken {
            legal.with_untracked(|legal| domain::nearest_fit(placing, legal));
        }
    });
    // The coach's hint to place a piece takes that piece in hand where Hard would place it (its
    // next step, as the player follows it), so the board shows the spot (its preview) as the
    // panel rings the piece; not where the engine refuses it.
    let hinted = crate::ui::hint::next_step::<GameState>();
    Effect::new(move |_| {
        let Some(first) = hinted() else {
            return;
        };
        let Some((piece, anchor)) = Piece::of_action(first) else {
            return;
        };
        let allowed = state.with_untracked(|state| {
            state
                .as_ref()
                .is_some_and(|state| state.check(first).is_ok())
        });
        if allowed {
            placing.piece.set(Some(piece));
            placing.cursor.set(domain::cursor_for(piece, anchor));
        }
    });
    // A new decision shows the deciding player's domain.
    Effect::new(move |_| {
        deciding.track();
        viewed.0.set(None);
    });
    let shown = Memo::new(move |_| viewed.0.get().or(deciding.get()).unwrap_or(0));
    view! {
        <main class="game medieval-game docked">
            <section class="board medieval-board" aria-label=t(Msg::Board)>
                <Show when=move || pending.with(|p| !p.is_empty())>
                    <p class="preview-banner" role="status">{words::t(MedMsg::PreviewBanner)}</p>
                </Show>
                <panels::FinalScores/>
                <players::RoundBar/>
                <div class="domains">
                    {move || {
                        let seat = shown.get();
                        view! { <domain::DomainBoard seat/> }.into_any()
                    }}
                    <div class="domains-aside">
                        <players::OtherDomains shown/>
                        <players::SupplyPanel/>
                    </div>
                </div>
                <players::PlayerBoards/>
            </section>
            {side_panel::<GameState, _>(
                (),
                || view! { <turn::TurnPanel/> }.into_any(),
                |open| view! { <panels::GameLog open/> },
                names,
            )}
        </main>
    }
}

/// Why the engine refuses an action, as a sentence.
#[inline(never)]
pub(super) fn refused(reason: era_medieval::rules::Illegal) -> String {
    sentence(words::words().illegal(reason))
}
