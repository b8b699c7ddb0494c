//! What the deciding player must decide now. Every choice is one of the engine's legal actions,
//! played at once (undo takes it back); each names what sets it apart (the card, its price, what
//! it does). Placing a tile is chosen on the grid: pick the tile up here, choose a cell the grid
//! marks as allowed (every other cell says the engine's reason), then its rotation and payment.
//! In hot-seat play a decision waits behind a cover until its player is at the device.

use leptos::prelude::*;

use super::board::{field_class, field_letter, on_board, InventionCard, InventorCard};
use super::{
    covered, DecidingSeat, GameSignal, Held, LegalMemo, NamesMemo, Placing, Screen, StateMemo,
};
use crate::i18n::aoi::{self as words, AoiMsg};
use crate::i18n::{self, capitalised, fill, t, Msg};
use crate::ui::computer::BotControls;
use crate::ui::focus::focus_decision_now;
use crate::ui::{Notice, Seats};
use age_of_inventors::rules::{
    data, Action, Bundle, Effect, GameState, Illegal, Pending, Phase, Resource, SearchFilter,
    Shown, Tile,
};

/// Whether `action` places the tile `held` (anywhere).
pub fn places(action: Action, held: Held) -> bool {
    match (action, held) {
        (Action::PlaceInventor { inventor, .. }, Held::Inventor(id)) => inventor == id,
        (Action::PlaceInvention { invention, .. }, Held::Invention(id))
        | (Action::AnswerQuiz { invention, .. }, Held::Invention(id)) => invention == id,
        _ => false,
    }
}

/// Whether `action` places the tile `held` at `cell`.
pub fn places_at(action: Action, held: Held, cell: u8) -> bool {
    places(action, held)
        && matches!(action, Action::PlaceInventor { cell: at, .. } | Action::PlaceInvention { cell: at, .. } if at == cell)
}

/// Why the tile in hand may not go at `cell`: the engine's reason for the same placement there
/// (the rotation and payment of a placement it allows elsewhere).
pub fn why_not_here(state: &GameState, _seat: u8, held: Held, cell: u8) -> String {
    let legal = state.legal_actions();
    let model = legal.iter().find(|action| places(**action, held)).copied();
    let probe = match model {
        Some(Action::PlaceInventor {
            inventor,
            rotation,
            pay,
            ..
        }) => Action::PlaceInventor {
            inventor,
            cell,
            rotation,
            pay,
        },
        Some(Action::PlaceInvention { invention, pay, .. }) => Action::PlaceInvention {
            invention,
            cell,
            pay,
        },
        _ => return words::t(AoiMsg::NotNow).to_string(),
    };
    match state.check(probe) {
        Err(reason) => words::words().illegal(reason).to_string(),
        Ok(()) => words::t(AoiMsg::NotNow).to_string(),
    }
}

#[derive(Clone, Copy)]
struct Turn {
    game: GameSignal,
    state: Memo<Option<GameState>>,
    legal: Memo<Vec<Action>>,
    deciding: Memo<Option<u8>>,
    names: NamesMemo,
    placing: Placing,
}

impl Turn {
    fn play(self, action: Action) {
        focus_decision_now();
        // A quiz answer is part of placing the tile in hand (`quiz.rs`): it stays in hand.
        if !matches!(action, Action::AnswerQuiz { .. }) {
            self.placing.held.set(None);
            self.placing.cell.set(None);
        }
        self.game.dispatch(&[action]);
    }

    fn name(self, seat: u8) -> String {
        self.names.name(seat)
    }

    /// A button playing `action`, labelled `label`.
    fn button(self, action: Action, label: String, primary: bool) -> AnyView {
        let class = if primary { "primary" } else { "choice" };
        view! {
            <button class=class data-choice=choice_name(action) class:hinted=hinted(action) on:click=move |_| self.play(action)>{label}</button>
        }
        .into_any()
    }
}

/// The buttons of a list of choices, each playing its action (its words, whether it is the
/// primary one).
fn buttons(turn: Turn, choices: Vec<(Action, String, bool)>) -> AnyView {
    choices
        .into_iter()
        .map(|(action, label, primary)| turn.button(action, label, primary))
        .collect_view()
        .into_any()
}

/// Whether `action` is the first of the coach's hint shown (its control is ringed).
fn hinted(action: Action) -> Signal<bool> {
    crate::ui::hint::ringed::<GameState>(action)
}

/// Whether the coach's hint shown places the tile `held` next and it is not in hand yet (picked
/// up, the step taken: the grid rings the cell it goes to).
fn hinted_tile(held: Held, placing: Placing) -> Signal<bool> {
    let ring = crate::ui::hint::ring::<GameState, Held>(held, places);
    Signal::derive(move || ring.get() && placing.held.get() != Some(held))
}

/// A choice's kind, for tests and styling (never shown).
fn choice_name(action: Action) -> &'static str {
    match action {
        Action::GuessYear(_) => "guess",
        Action::ChooseSide(_) => "side",
        Action::CastVote(_) => "vote",
        Action::RearrangeEquipment { .. } => "rearrange",
        Action::Draft { .. } => "draft",
        Action::Activate(_) => "activate",
        Action::AssignEquipment(_)
        | Action::AssignAnyScience(_)
        | Action::AssignBook(_)
        | Action::AssignIngenuity { .. }
        | Action::AssignExperiment => "assistant",
        Action::Refresh { .. } => "refresh",
        Action::Recruit(_) => "recruit",
        Action::Conceive(_) => "conceive",
        Action::PlaceInventor { .. } | Action::PlaceInvention { .. } => "place",
        Action::ConvertToIdea(_) | Action::ConvertScience { .. } | Action::ConvertToFunds(_) => {
            "convert"
        }
        Action::Trigger(_) => "trigger",
        Action::Pass => "pass",
        Action::EndTurn => "end-turn",
        Action::Choose(_) => "choose",
        Action::Take(_) => "take",
        Action::Spend(_) => "spend",
        Action::UseBook(_) => "use-book",
        Action::Accept => "accept",
        Action::Decline => "decline",
        Action::AnswerQuiz { .. } => "quiz",
    }
}

/// What the engine charges `seat` for `action` in this state, in words ("free" for nothing).
fn price_text(state: &GameState, seat: u8, action: Action) -> String {
    words::price(state.price_of(seat, action).unwrap_or(Bundle::NONE))
}

/// A choice's words with the price the engine charges for it (for those that have one).
pub fn choice_label(state: &GameState, seat: u8, action: Action) -> String {
    let label = plain_label(state, seat, action);
    let priced = matches!(
        action,
        Action::AssignIngenuity { .. }
            | Action::AssignExperiment
            | Action::Refresh { .. }
            | Action::Accept
            | Action::Spend(_)
    ) || (matches!(action, Action::AssignBook(_) | Action::UseBook(_))
        && state.price_of(seat, action) != book_printed_pay(state, action));
    match state.price_of(seat, action) {
        Some(_) if priced => fill(
            words::t(AoiMsg::PricedLabel),
            &[
                ("action", label.trim_end_matches('.')),
                ("price", &price_text(state, seat, action)),
            ],
        ),
        _ => label,
    }
}

/// The payment printed on the book's inventor card (what its label already says).
fn book_printed_pay(state: &GameState, action: Action) -> Option<Bundle> {
    let (Action::AssignBook(cell) | Action::UseBook(cell)) = action else {
        return None;
    };
    match state.grid().get(usize::from(cell)) {
        Some(Tile::Inventor { id, .. }) => Some(data::INVENTOR_DATA[usize::from(*id)].pay),
        _ => None,
    }
}

/// A choice's words: what sets it apart (the card, what it does), else the game's own words for
/// the action.
fn plain_label(state: &GameState, seat: u8, action: Action) -> String {
    distinct_label(state, seat, action)
        .unwrap_or_else(|| capitalised(&words::words().action(action)))
}

/// What sets a choice apart from others of its kind (the card, what it does), where it has a
/// card or a rule to name.
fn distinct_label(state: &GameState, seat: u8, action: Action) -> Option<String> {
    let w = words::words();
    let player = state.player(seat);
    Some(match action {
        Action::ConvertToIdea(_) | Action::ConvertScience { .. } | Action::ConvertToFunds(_) => {
            match (
                state.price_of(seat, action),
                state.conversion_gain(seat, action),
            ) {
                (Some(pay), Some(gain)) => fill(
                    words::t(AoiMsg::ConvertLabel),
                    &[
                        ("pay", &words::resources(pay)),
                        ("gain", &words::resources(gain)),
                    ],
                ),
                _ => return None,
            }
        }
        Action::Recruit(slot) => match state
            .inventor_offer()
            .get(usize::from(slot))
            .copied()
            .flatten()
        {
            Some(id) => fill(
                words::t(AoiMsg::RecruitLabel),
                &[
                    ("inventor", w.inventor(id)),
                    ("price", &price_text(state, seat, action)),
                ],
            ),
            None => return None,
        },
        Action::Conceive(slot) => match state
            .invention_offer()
            .get(usize::from(slot))
            .copied()
            .flatten()
        {
            Some(id) => fill(
                words::t(AoiMsg::ConceiveLabel),
                &[
                    ("invention", w.invention(id)),
                    ("price", &price_text(state, seat, action)),
                ],
            ),
            None => return None,
        },
        Action::AssignEquipment(slot) | Action::Activate(slot) => {
            match player.and_then(|p| p.equipment().get(usize::from(slot)).copied().flatten()) {
                Some(id) => {
                    let template = if matches!(action, Action::Activate(_)) {
                        AoiMsg::ActivateLabel
                    } else {
                        AoiMsg::UseEquipmentLabel
                    };
                    fill(
                        words::t(template),
                        &[
                            ("equipment", w.equipment(id)),
                            ("effect", &words::equipment_effect(id)),
                        ],
                    )
                }
                None => return None,
            }
        }
        Action::Trigger(slot) => {
            match player.and_then(|p| p.lab_cards().get(usize::from(slot)).copied().flatten()) {
                Some(id) => fill(
                    words::t(AoiMsg::TriggerLabel),
                    &[
                        ("inventor", w.inventor(id)),
                        ("ability", &words::inventor_ability(id)),
                    ],
                ),
                None => return None,
            }
        }
        Action::AssignBook(cell) | Action::UseBook(cell) => {
            match state.grid().get(usize::from(cell)) {
                Some(Tile::Inventor { id, .. }) => fill(
                    words::t(AoiMsg::BookLabel),
                    &[
                        ("inventor", w.inventor(*id)),
                        ("conversion", &words::inventor_conversion(*id)),
                    ],
                ),
                _ => return None,
            }
        }
        Action::ChooseSide(side) => {
            let info = data::LAB_SIDES[side.index()];
            let label = if info.extra.total() == 0 {
                AoiMsg::SideLabelPlain
            } else {
                AoiMsg::SideLabel
            };
            fill(
                words::t(label),
                &[
                    ("side", w.lab_side(side)),
                    ("ability", w.lab_ability(side)),
                    ("text", words::lab_ability_text(side)),
                    ("position", &info.ingenuity_start.to_string()),
                    ("extra", &words::resources(info.extra)),
                ],
            )
        }
        Action::CastVote(vote) => match state.news() {
            Some((card, _)) => fill(
                words::t(AoiMsg::VoteLabel),
                &[
                    ("vote", w.vote(vote)),
                    ("rule", &words::news_option(card, vote)),
                ],
            ),
            None => return None,
        },
        _ => return None,
    })
}

/// The decision's heading, its `{player}` filled.
fn heading_text(turn: Turn, state: &GameState, seat: u8) -> String {
    let message = match state.pending() {
        Some(Pending::KeepInventor { .. }) => AoiMsg::KeepInventorHeading,
        Some(Pending::KeepInventions { .. }) => AoiMsg::KeepInventionsHeading,
        Some(Pending::GainAny { .. }) | Some(Pending::Progress { .. }) => AoiMsg::TakeHeading,
        Some(Pending::Convert { .. }) => AoiMsg::ConvertHeading,
        Some(Pending::ActivateEquipment { .. }) => AoiMsg::ActivateHeading,
        Some(Pending::PlaceDiscounted { .. }) | Some(Pending::Dissertation { .. }) => {
            AoiMsg::PlaceMoreHeading
        }
        Some(Pending::Search { .. }) => AoiMsg::SearchHeading,
        Some(Pending::Peek { .. }) => AoiMsg::PeekHeading,
        Some(Pending::UseConversion { .. }) => AoiMsg::UseConversionHeading,
        Some(Pending::BreakthroughPick { .. }) => AoiMsg::BreakthroughHeading,
        Some(Pending::RefreshTake { .. }) => AoiMsg::RefreshTakeHeading,
        Some(Pending::LabFull { .. }) => AoiMsg::LabFullHeading,
        Some(Pending::Eureka { .. }) => AoiMsg::EurekaHeading,
        Some(Pending::Contracting { .. }) => AoiMsg::ContractingHeading,
        Some(Pending::Nothing) | None => match state.phase() {
            Phase::QuizGuess { .. } => AoiMsg::QuizHeading,
            Phase::ChooseSide => AoiMsg::ChooseSideHeading,
            Phase::Vote { .. } => AoiMsg::VoteHeading,
            Phase::Draft { .. } => AoiMsg::DraftHeading,
            Phase::Activate { .. } => AoiMsg::ActivateHeading,
            Phase::Turn if state.main_action_done() => AoiMsg::AfterMainHeading,
            Phase::Turn => AoiMsg::TurnHeading,
            Phase::Over => return t(Msg::GameOverHeading).to_string(),
        },
    };
    let w = words::words();
    let (inventor, price, conversion) = match state.pending() {
        Some(Pending::Contracting { card, .. }) => (
            w.inventor(card),
            price_text(state, seat, Action::Accept),
            String::new(),
        ),
        Some(Pending::Convert {
            pay,
            gain,
            gain_any,
            ..
        }) => (
            "",
            String::new(),
            w.effects(&[Effect::Convert {
                pay,
                gain,
                gain_any,
            }]),
        ),
        _ => ("", String::new(), String::new()),
    };
    fill(
        words::t(message),
        &[
            ("player", &turn.name(seat)),
            ("inventor", inventor),
            ("price", &price),
            ("conversion", &conversion),
        ],
    )
}

#[component]
pub fn TurnPanel() -> impl IntoView {
    let turn = Turn {
        game: expect_context::<GameSignal>(),
        state: expect_context::<StateMemo>().0,
        legal: expect_context::<LegalMemo>().0,
        deciding: expect_context::<DecidingSeat>().0,
        names: expect_context::<NamesMemo>(),
        placing: expect_context::<Placing>(),
    };
    let notice = expect_context::<Notice>();
    let seats = expect_context::<Seats>();
    let screen = expect_context::<Screen>();
    let decision = move || {
        let seat = turn.deciding.get();
        turn.state.with(|s| {
            s.as_ref().map(|s| {
                if s.is_over() {
                    "game-over"
                } else if seat.is_some_and(|seat| seats.bot(seat).is_some()) {
                    "computer"
                } else if seat.is_some_and(|seat| !crate::ui::live::plays_here(seat)) {
                    "elsewhere"
                } else if covered(seat, seats, screen) {
                    "cover"
                } else {
                    match (s.pending(), s.phase()) {
                        (Some(_), _) => "pending",
                        (None, Phase::QuizGuess { .. }) => "quiz",
                        (None, Phase::ChooseSide) => "choose-side",
                        (None, Phase::Vote { .. }) => "vote",
                        (None, Phase::Draft { .. }) => "draft",
                        (None, Phase::Activate { .. }) => "activate",
                        (None, Phase::Turn) => "turn",
                        (None, Phase::Over) => "game-over",
                    }
                }
            })
        })
    };
    let status = move || {
        let seat = turn.deciding.get()?;
        turn.state
            .with(|s| s.as_ref().map(|s| heading_text(turn, s, seat)))
    };
    view! {
        <section class="panel turn" aria-labelledby="turn-heading" data-decision=decision data-seat=move || turn.deciding.get().map(|seat| seat.to_string())>
            <p class="visually-hidden" role="status" aria-live="polite">{status}</p>
            {move || {
                seats.0.track();
                let seat = turn.deciding.get();
                let over = turn.state.with(|s| s.as_ref().is_some_and(GameState::is_over));
                if over {
                    return view! { <h2 id="turn-heading" tabindex="-1">{t(Msg::GameOverHeading)}</h2> }.into_any();
                }
                let Some(seat) = seat else { return ().into_any() };
                match seats.bot_untracked(seat) {
                    Some(level) => bot_view(turn, seat, level),
                    // At a live table, a seat played on another device decides there.
                    None if !crate::ui::live::plays_here(seat) => {
                        crate::ui::live::elsewhere_view(&turn.names.name(seat))
                    }
                    None if covered(Some(seat), seats, screen) => cover_view(turn, seat, screen),
                    None => turn.state.with(|s| s.as_ref().map(|s| decision_view(turn, s, seat))).into_any(),
                }
            }}
            <p class="notice" role="alert">{move || notice.0.get()}</p>
        </section>
    }
}

fn bot_view(turn: Turn, seat: u8, level: tabletop::Level) -> AnyView {
    let message = fill(
        t(Msg::BotThinking),
        &[
            ("player", &turn.name(seat)),
            ("level", i18n::controller(Some(level))),
        ],
    );
    view! {
        <h2 id="turn-heading" tabindex="-1">{message}</h2>
        <BotControls/>
    }
    .into_any()
}

/// The screen between players: hidden things and the choices are shown only once the player to
/// decide says they are at the device.
fn cover_view(turn: Turn, seat: u8, screen: Screen) -> AnyView {
    let name = turn.name(seat);
    let lift = move |_| {
        focus_decision_now();
        screen.0.set(Some(seat));
    };
    view! {
        <h2 id="turn-heading" tabindex="-1">{fill(words::t(AoiMsg::CoverHeading), &[("player", &name)])}</h2>
        <div class="cover" role="group" aria-labelledby="turn-heading">
            <p>{fill(words::t(AoiMsg::CoverText), &[("player", &name)])}</p>
            <button class="primary" data-choice="lift-screen" on:click=lift>
                {fill(words::t(AoiMsg::LiftScreen), &[("player", &name)])}
            </button>
        </div>
    }
    .into_any()
}

fn decision_view(turn: Turn, state: &GameState, seat: u8) -> AnyView {
    let legal = turn.legal.get();
    let heading = heading_text(turn, state, seat);
    let body = match (state.pending(), state.phase()) {
        (None, Phase::QuizGuess { .. }) => quiz_view(turn, state),
        (Some(Pending::KeepInventor { .. }), _)
        | (Some(Pending::KeepInventions { .. }), _)
        | (Some(Pending::Peek { .. }), _)
        | (Some(Pending::BreakthroughPick { .. }), _) => shown_view(turn, state, seat, &legal),
        (Some(Pending::Search { filters, .. }), _) => buttons(
            turn,
            (0..filters.len() as u8)
                .filter_map(|index| {
                    let label = choose_label(state, seat, index)?;
                    Some((Action::Choose(index), label, false))
                })
                .collect(),
        ),
        (Some(Pending::LabFull { .. }), _) => buttons(
            turn,
            legal
                .iter()
                .filter_map(|action| {
                    let Action::Choose(index) = *action else {
                        return None;
                    };
                    Some((*action, choose_label(state, seat, index)?, false))
                })
                .collect(),
        ),
        (None, Phase::Draft { .. }) => draft_view(turn, state, seat, &legal),
        _ => grouped_view(turn, state, seat, &legal),
    };
    let body = view! { <div class="choices">{body}</div> };
    let stuck = nothing_to_place(state, seat, &legal).map(|reason| {
        view! { <p class="hint" data-testid="nothing-to-place">{reason}</p> }
    });
    // What is played on the board (offers, locations, the lab's equipment slots) is not listed;
    // when nothing else is, the board is not "also" where to act.
    let on_the_board = (!matches!(state.phase(), Phase::Draft { .. })
        && legal.iter().any(|action| on_board(*action)))
    .then(|| {
        let only = legal.iter().all(|action| on_board(*action));
        let activating = legal
            .iter()
            .filter(|action| on_board(**action))
            .all(|action| matches!(action, Action::Activate(_)));
        let message = if activating {
            AoiMsg::ActivateBoardHint
        } else if only {
            AoiMsg::BoardOnlyHint
        } else {
            AoiMsg::BoardHint
        };
        view! { <p class="hint board-hint">{words::t(message)}</p> }
    });
    // The coach's part in a split bundle (it loads with the first decision shown).
    #[cfg(feature = "split")]
    let coach = crate::ui::hint::hint_part::shown(coach_words);
    #[cfg(not(feature = "split"))]
    let coach = crate::ui::hint::hint_control::<GameState>(coach_words);
    view! {
        <h2 id="turn-heading" tabindex="-1">{heading}</h2>
        {stuck}
        {on_the_board}
        {body}
        {coach}
    }
    .into_any()
}

/// Offered to place another invention but none can go anywhere: the engine's reason (a
/// payment short of the cost before an edge that does not match).
fn nothing_to_place(state: &GameState, seat: u8, legal: &[Action]) -> Option<String> {
    if !matches!(
        state.pending(),
        Some(Pending::PlaceDiscounted { .. } | Pending::Dissertation { .. })
    ) || legal
        .iter()
        .any(|action| matches!(action, Action::PlaceInvention { .. }))
    {
        return None;
    }
    let mut reason = None;
    for &invention in state.player(seat)?.inventions_in_hand() {
        for cell in 0..data::CELLS as u8 {
            let probe = Action::PlaceInvention {
                invention,
                cell,
                pay: Bundle::NONE,
            };
            match state.check(probe) {
                Err(Illegal::CellTaken) | Ok(()) => {}
                Err(found) if reason != Some(Illegal::WrongPayment) => reason = Some(found),
                Err(_) => {}
            }
        }
    }
    let reason = words::words().illegal(reason.unwrap_or(Illegal::NotNow));
    Some(fill(
        words::t(AoiMsg::NothingToPlace),
        &[("reason", reason)],
    ))
}

/// The quiz: guess the year of an invention.
fn quiz_view(turn: Turn, state: &GameState) -> AnyView {
    let w = words::words();
    let tile = state.quiz_tile();
    let year = RwSignal::new(String::from("1850"));
    let error = RwSignal::new(None::<String>);
    let guess = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match year.get().trim().parse::<u16>() {
            Ok(value) if data::QUIZ_YEARS.contains(&value) => {
                error.set(None);
                turn.play(Action::GuessYear(value));
            }
            _ => error.set(Some(fill(
                words::t(AoiMsg::YearError),
                &[
                    ("first", &data::QUIZ_YEARS.start().to_string()),
                    ("last", &data::QUIZ_YEARS.end().to_string()),
                ],
            ))),
        }
    };
    view! {
        <form class="quiz" on:submit=guess>
            <p>{tile.map(|id| fill(words::t(AoiMsg::QuizQuestion), &[("invention", w.invention(id))]))}</p>
            <label for="quiz-year">{words::t(AoiMsg::YearLabel)}</label>
            <input id="quiz-year" type="number" inputmode="numeric"
                min=data::QUIZ_YEARS.start().to_string() max=data::QUIZ_YEARS.end().to_string()
                prop:value=move || year.get() on:input=move |ev| year.set(event_target_value(&ev))/>
            <button type="submit" class="primary" data-choice="guess">{words::t(AoiMsg::Guess)}</button>
            <p class="error" role="alert">{move || error.get()}</p>
        </form>
    }
    .into_any()
}

/// Cards or tokens drawn for the player: keep one (or decline a peek).
fn shown_view(turn: Turn, state: &GameState, seat: u8, legal: &[Action]) -> AnyView {
    let cards: Vec<Option<AnyView>> = match state.shown() {
        Shown::Inventors(cards) => cards
            .iter()
            .map(|id| Some(view! { <InventorCard id=*id/> }.into_any()))
            .collect(),
        Shown::Inventions(tiles) => tiles
            .iter()
            .map(|id| Some(view! { <InventionCard id=*id/> }.into_any()))
            .collect(),
        Shown::Breakthroughs(tokens) => tokens.iter().map(|_| None).collect(),
        Shown::Nothing => Vec::new(),
    };
    let options = cards
        .into_iter()
        .enumerate()
        .map(|(index, card)| {
            let action = Action::Choose(index as u8);
            let button = legal.contains(&action).then(|| {
                let label = choose_label(state, seat, index as u8).unwrap_or_default();
                turn.button(action, label, false)
            });
            match card {
                Some(card) => view! { <div class="shown-option">{card}{button}</div> }.into_any(),
                None => button.into_any(),
            }
        })
        .collect_view();
    let decline = legal.contains(&Action::Decline).then(|| {
        turn.button(
            Action::Decline,
            capitalised(&words::words().action(Action::Decline)),
            false,
        )
    });
    view! { {options}{decline} }.into_any()
}

/// What choosing option `index` of the decision on top does, as its button says: the card or
/// token kept (priced when the engine charges for it), the search's filter, the inventor card
/// replaced; `None` for an option the decision does not have.
fn choose_label(state: &GameState, seat: u8, index: u8) -> Option<String> {
    let w = words::words();
    let at = usize::from(index);
    let keep = |what: &str| fill(words::t(AoiMsg::KeepLabel), &[("what", what)]);
    let label = match (state.pending(), state.shown()) {
        (Some(Pending::Search { filters, .. }), _) => {
            let name = match filters.get(at)? {
                SearchFilter::Field(field) => w.field(*field),
                SearchFilter::Track(track) => w.track(*track),
            };
            fill(words::t(AoiMsg::SearchLabel), &[("filter", name)])
        }
        (Some(Pending::LabFull { card, .. }), _) => {
            let cards = state
                .player(seat)
                .map(|p| p.lab_cards())
                .unwrap_or_default();
            match cards.get(at)? {
                Some(old) => fill(
                    words::t(AoiMsg::ReplaceLabel),
                    &[("old", w.inventor(*old)), ("new", w.inventor(card))],
                ),
                None => fill(
                    words::t(AoiMsg::DiscardNewLabel),
                    &[("new", w.inventor(card))],
                ),
            }
        }
        (_, Shown::Inventors(cards)) => keep(w.inventor(*cards.get(at)?)),
        (_, Shown::Inventions(tiles)) => {
            let action = Action::Choose(index);
            let label = keep(w.invention(*tiles.get(at)?));
            // A peek charges Ideas for the tile kept: the label says how many.
            match state.price_of(seat, action) {
                Some(_) => fill(
                    words::t(AoiMsg::PricedLabel),
                    &[
                        ("action", label.trim_end_matches('.')),
                        ("price", &price_text(state, seat, action)),
                    ],
                ),
                None => label,
            }
        }
        (_, Shown::Breakthroughs(tokens)) => {
            keep(&w.breakthrough(data::BREAKTHROUGH_VP[usize::from(*tokens.get(at)?)]))
        }
        (_, Shown::Nothing) => return None,
    };
    Some(label)
}

/// The coach's words for an action of its plan: the first (taken in `state`, the position
/// shown) as its control names it, with the card and the price; a later one, whose position
/// the coach does not show, in the game's own words, or not at all.
pub(super) fn coach_words(state: Option<&GameState>, action: Action) -> String {
    let w = words::words();
    let Some((state, seat)) = state.and_then(|state| Some((state, state.current_seat()?))) else {
        // A later pick among cards drawn on the way is not known yet: "choose option 1" would
        // say nothing.
        if matches!(action, Action::Choose(_)) {
            return String::new();
        }
        return w.action(action);
    };
    let label = match action {
        Action::Draft { slot, lab_slot } => {
            let offered = state
                .equipment_offer()
                .get(usize::from(slot))
                .copied()
                .flatten();
            let bonus = data::EQUIPMENT_SLOT_BONUS.get(usize::from(lab_slot));
            match (offered, bonus) {
                (Some(id), Some(bonus)) => fill(
                    words::t(AoiMsg::DraftLabel),
                    &[
                        ("equipment", w.equipment(id)),
                        ("price", &price_text(state, seat, action)),
                        ("slot", &(u32::from(lab_slot) + 1).to_string()),
                        ("bonus", &words::slot_bonus(*bonus)),
                    ],
                ),
                _ => w.action(action),
            }
        }
        Action::Choose(index) => {
            choose_label(state, seat, index).unwrap_or_else(|| w.action(action))
        }
        // Their buttons spell out the whole side or news option: the name is enough here.
        Action::ChooseSide(_) | Action::CastVote(_) => w.action(action),
        _ => choice_label(state, seat, action),
    };
    label.trim_end_matches('.').to_string()
}

/// The draft in two steps, both on the board: a token of the equipment offer (what it does,
/// what it costs), then the slot of the lab it goes into (the slot's bonus); any other choice
/// (a swap of the offer) as usual.
fn draft_view(turn: Turn, state: &GameState, seat: u8, legal: &[Action]) -> AnyView {
    let token = turn.placing.token;
    let step = move || {
        let message = if token.get().is_some() {
            AoiMsg::DraftSlotHeading
        } else {
            AoiMsg::DraftHint
        };
        words::t(message)
    };
    let others: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|action| !matches!(action, Action::Draft { .. }))
        .collect();
    // On a phone the equipment offer comes into view above the dock: its tokens are the choices.
    if token.get_untracked().is_none() {
        request_animation_frame(|| scroll_into_view(".equipment-offer", false));
    }
    // A token in hand is drafted next: the offer's swaps (before the draft) wait until it is
    // put back.
    view! {
        <p class="hint draft-step" data-testid="draft-step">{step}</p>
        <div class="draft-others" hidden=move || token.get().is_some()>
            {grouped_view(turn, state, seat, &others)}
        </div>
    }
    .into_any()
}

/// Which group of the turn panel a choice belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Group {
    Tiles,
    Assistants,
    Free,
    Answer,
    End,
}

fn group_of(action: Action) -> Group {
    match action {
        Action::PlaceInventor { .. }
        | Action::PlaceInvention { .. }
        | Action::AnswerQuiz { .. } => Group::Tiles,
        Action::AssignEquipment(_)
        | Action::AssignAnyScience(_)
        | Action::AssignBook(_)
        | Action::AssignIngenuity { .. }
        | Action::AssignExperiment
        | Action::Refresh { .. } => Group::Assistants,
        Action::ConvertToIdea(_)
        | Action::ConvertScience { .. }
        | Action::ConvertToFunds(_)
        | Action::Trigger(_) => Group::Free,
        Action::Pass | Action::EndTurn | Action::Decline => Group::End,
        _ => Group::Answer,
    }
}

/// The choices grouped: tiles to place, lab assistants, switches, free actions, answers, ending.
fn grouped_view(turn: Turn, state: &GameState, seat: u8, legal: &[Action]) -> AnyView {
    let groups = [
        (Group::Answer, None),
        (Group::Tiles, Some(AoiMsg::TilesGroup)),
        (Group::Assistants, Some(AoiMsg::AssistantsGroup)),
        (Group::Free, Some(AoiMsg::FreeGroup)),
        (Group::End, None),
    ];
    groups
        .into_iter()
        .filter_map(|(group, title)| {
            let actions: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| group_of(*a) == group && !on_board(*a))
                .collect();
            if actions.is_empty() {
                return None;
            }
            if group == Group::Tiles {
                let body = tiles_view(turn, &actions);
                return Some(
                    view! {
                        <div class="choice-group">
                            <h3>{words::t(AoiMsg::TilesGroup)}</h3>
                            {body}
                        </div>
                    }
                    .into_any(),
                );
            }
            let choices = actions
                .iter()
                .map(|action| {
                    let primary = matches!(action, Action::EndTurn);
                    (*action, choice_label(state, seat, *action), primary)
                })
                .collect();
            // Ending the turn stays in sight below a long list (pinned by the style sheet).
            let class = if group == Group::End {
                "choice-group turn-end"
            } else {
                "choice-group"
            };
            Some(
                view! {
                    <div class=class>
                        {title.map(|title| view! { <h3>{words::t(title)}</h3> })}
                        {buttons(turn, choices)}
                    </div>
                }
                .into_any(),
            )
        })
        .collect_view()
        .into_any()
}

/// The tiles that can be placed: pick one up, choose its cell on the grid, then its rotation and
/// payment.
fn tiles_view(turn: Turn, actions: &[Action]) -> AnyView {
    let w = words::words();
    let mut tiles: Vec<Held> = Vec::new();
    for action in actions {
        let held = match *action {
            Action::PlaceInventor { inventor, .. } => Held::Inventor(inventor),
            Action::PlaceInvention { invention, .. } | Action::AnswerQuiz { invention, .. } => {
                Held::Invention(invention)
            }
            _ => continue,
        };
        if !tiles.contains(&held) {
            tiles.push(held);
        }
    }
    let placing = turn.placing;
    let pick = tiles
        .iter()
        .map(|held| {
            let held = *held;
            let name = match held {
                Held::Inventor(id) => w.inventor(id).to_string(),
                Held::Invention(id) => w.invention(id).to_string(),
            };
            let label = fill(words::t(AoiMsg::PickUpLabel), &[("tile", &name)]);
            view! {
                <button
                    class="choice"
                    data-choice="pick-up"
                    class:hinted=hinted_tile(held, placing)
                    aria-pressed=move || (placing.held.get() == Some(held)).to_string()
                    on:click=move |_| {
                        placing.held.set(Some(held));
                        placing.cell.set(None);
                        placing.rotation.set(0);
                        // The grid takes it next: on a phone it comes into view above the dock.
                        scroll_into_view(".hex-grid", true);
                    }
                >{label}</button>
            }
        })
        .collect_view();
    let options: Vec<Action> = actions.to_vec();
    let skipped = RwSignal::new(None);
    let finish = move || {
        let held = placing.held.get()?;
        // The educational variant's question comes first (its result is shown above).
        let button = |action, label| turn.button(action, label, false);
        if let Some(question) = super::quiz::ask(held, &options, skipped, button) {
            return Some(question);
        }
        let quiz_result = turn
            .state
            .with_untracked(|s| super::quiz::result(s.as_ref()?, held));
        let told = {
            let quiz_result = quiz_result.clone();
            move |text: &str| match &quiz_result {
                Some(told) => format!("{told} {text}"),
                None => text.to_string(),
            }
        };
        let Some(cell) = placing.cell.get() else {
            return Some(view! { <p class="hint" data-testid="choose-cell">{told(words::t(AoiMsg::ChooseCellHint))}</p> }.into_any());
        };
        let here: Vec<Action> = options
            .iter()
            .copied()
            .filter(|a| places_at(*a, held, cell))
            .collect();
        let cell_name = words::words().cell(cell);
        let body = match held {
            Held::Inventor(id) => inventor_finish(turn, id, &here),
            Held::Invention(_) => here
                .iter()
                .map(|action| {
                    if !matches!(action, Action::PlaceInvention { .. }) {
                        return ().into_any();
                    }
                    let label = turn.state.with_untracked(|s| {
                        let s = s.as_ref()?;
                        Some(price_text(s, s.current_seat()?, *action))
                    });
                    let label = fill(
                        words::t(AoiMsg::PayLabel),
                        &[("pay", &label.unwrap_or_default())],
                    );
                    turn.button(*action, label, true)
                })
                .collect_view()
                .into_any(),
        };
        // The grid highlights the chosen cell; screen readers hear where it is.
        Some(view! {
            {quiz_result.map(|text| view! { <p class="quiz-result">{text}</p> })}
            <p class="placing-at visually-hidden">{fill(words::t(AoiMsg::PlacingAt), &[("cell", &cell_name)])}</p>
            {body}
        }.into_any())
    };
    view! {
        <div class="pick-up">{pick}</div>
        {finish}
        {move || placing.held.get().is_some().then(|| view! {
            <button class="secondary" data-choice="put-back" on:click=move |_| {
                placing.held.set(None);
                placing.cell.set(None);
            }>{words::t(AoiMsg::PutBack)}</button>
        })}
    }
    .into_any()
}

/// An inventor's rotation (those with different edges) and the resource paid.
fn inventor_finish(turn: Turn, id: u8, here: &[Action]) -> AnyView {
    let inventor = data::INVENTOR_DATA[usize::from(id)];
    let placing = turn.placing;
    let mut rotations: Vec<u8> = Vec::new();
    let mut patterns: Vec<[u8; 6]> = Vec::new();
    for action in here {
        if let Action::PlaceInventor { rotation, .. } = *action {
            let pattern =
                std::array::from_fn(|edge| inventor.edge_field(rotation, edge).index() as u8);
            if !patterns.contains(&pattern) {
                patterns.push(pattern);
                rotations.push(rotation);
            }
        }
    }
    if !rotations.contains(&placing.rotation.get_untracked()) {
        if let Some(first) = rotations.first() {
            placing.rotation.set(*first);
        }
    }
    let rotation_buttons = (rotations.len() > 1).then(|| {
        let buttons = rotations
            .iter()
            .map(|rotation| {
                let rotation = *rotation;
                let edges = words::edges_text(|edge| inventor.edge_field(rotation, edge));
                let marks = (0..6)
                    .map(|edge| {
                        let field = inventor.edge_field(rotation, edge);
                        view! { <span class=format!("edge-mark {}", field_class(field)) data-letter=field_letter(field)></span> }
                    })
                    .collect_view();
                view! {
                    <button class="choice rotation" data-choice="rotation" aria-label=edges.clone() data-tip=edges
                        aria-pressed=move || (placing.rotation.get() == rotation).to_string()
                        on:click=move |_| placing.rotation.set(rotation)>
                        {marks}
                    </button>
                }
            })
            .collect_view();
        view! {
            <div class="rotations" role="group" aria-label=words::t(AoiMsg::RotationGroup)>
                <p class="hint">{words::t(AoiMsg::RotationHint)}</p>
                {buttons}
            </div>
        }
    });
    let pays: Vec<Resource> = {
        let mut pays = Vec::new();
        for action in here {
            if let Action::PlaceInventor { pay, .. } = *action {
                if !pays.contains(&pay) {
                    pays.push(pay);
                }
            }
        }
        pays
    };
    let here = here.to_vec();
    let pay_buttons = move || {
        let rotation = placing.rotation.get();
        pays.iter()
            .filter_map(|pay| {
                let action = here.iter().copied().find(|a| matches!(a, Action::PlaceInventor { rotation: r, pay: p, .. } if *r == rotation && p == pay))?;
                let paid = turn.state.with_untracked(|s| {
                    let s = s.as_ref()?;
                    Some(price_text(s, s.current_seat()?, action))
                });
                let label = fill(words::t(AoiMsg::PayLabel), &[("pay", &paid.unwrap_or_default())]);
                Some(turn.button(action, label, true))
            })
            .collect_view()
    };
    view! { {rotation_buttons} <div class="pays">{pay_buttons}</div> }.into_any()
}

/// On a phone (the docked layout, style/main.css), brings the first element matching
/// `selector` into view, its top at the window's top (`top`) or its foot above the dock (the
/// element's scroll margin). A desktop's board is all in view already.
fn scroll_into_view(selector: &str, top: bool) {
    let docked = window()
        .inner_width()
        .ok()
        .and_then(|width| width.as_f64())
        .is_some_and(|width| width <= 900.0);
    if !docked {
        return;
    }
    if let Ok(Some(element)) = document().query_selector(selector) {
        element.scroll_into_view_with_bool(top);
    }
}
