//! What the deciding player must decide now. Every choice is one of the engine's legal actions
//! (or is checked by it, with the reason shown when refused). Placing pieces is composed on a
//! preview and confirmed as one turn; a roll is played at once (a preview would show dice not yet
//! rolled). In hot-seat play a roll waits behind a cover until its player is at the device.

use leptos::prelude::*;

use super::dice::{die_classes, die_label, DieFace, DieTile};
use super::domain::Piece;
use super::icons::{building_icon, seat_token};
use super::{passing, roll_covered, DieShown, GameSignal, NamesMemo, Placing, Screen};
use crate::i18n::medieval::{self as words, MedMsg};
use crate::i18n::{self, around_player, fill, sentence, t, Msg};
use crate::ui::computer::BotControls;
use crate::ui::focus::{focus_decision_now, refocus_decision};
use crate::ui::{Notice, Seats};
use era_medieval::rules::{
    data, Action, Building, Cell, DiceSet, Die, Disaster, Event, GameState, Phase, RollStage,
};

/// The kinds of piece the legal actions place, each once, in the order listed.
pub fn placeable_kinds(legal: &[Action]) -> Vec<Piece> {
    let mut kinds: Vec<Piece> = Vec::new();
    for (piece, _) in legal.iter().filter_map(|action| Piece::of_action(*action)) {
        if !kinds.iter().any(|kind| kind.same_kind(piece)) {
            kinds.push(piece);
        }
    }
    kinds
}

/// The decision's name, for styling and tests (never shown).
fn decision_name(phase: &Phase) -> &'static str {
    match phase {
        Phase::StartingDomain { .. } => "starting-domain",
        Phase::Roll { .. } => "roll",
        Phase::Feathers { .. } => "feathers",
        Phase::Collect { .. } => "collect",
        Phase::Brigands { .. } => "brigands",
        Phase::Treachery { .. } => "treachery",
        Phase::Fire { .. } => "fire",
        Phase::Attack { .. } => "attack",
        Phase::Build { .. } => "build",
        Phase::Demand { .. } => "demand",
        Phase::Answer { .. } => "answer",
        Phase::DemandFromPhilippe => "demand-philippe",
        Phase::AnswerPhilippe { .. } => "answer-philippe",
        Phase::GameOver => "game-over",
    }
}

/// A choice's name, for tests (never shown).
fn choice_name(action: Action) -> &'static str {
    match action {
        Action::DefaultDomain => "default-domain",
        Action::Build { .. } | Action::Wall { .. } | Action::Scorch(_) => "place",
        Action::SetDie { .. } => "set-die",
        Action::Reroll(_) => "reroll",
        Action::StopRolling => "stop-rolling",
        Action::Feather { .. } => "feather",
        Action::EndFeathers => "end-feathers",
        Action::Collect { .. } => "collect",
        Action::SufferBrigands => "suffer-brigands",
        Action::Discard(_) => "discard",
        Action::Remove(_) => "remove",
        Action::EndBuilding => "end-building",
        Action::Demand(_) => "demand",
        Action::Pay => "pay",
        Action::Refuse => "refuse",
    }
}

#[derive(Clone, Copy)]
struct Turn {
    game: GameSignal,
    pending: RwSignal<Vec<Action>>,
    preview: Memo<Option<GameState>>,
    legal: Memo<Vec<Action>>,
    deciding: Memo<Option<u8>>,
    names: NamesMemo,
    placing: Placing,
    board: NodeRef<leptos::svg::Svg>,
}

impl Turn {
    /// Plays the composed actions plus `more` as one turn.
    fn commit(self, more: &[Action]) {
        let mut actions = self.pending.get_untracked();
        actions.extend_from_slice(more);
        focus_decision_now();
        self.pending.set(Vec::new());
        self.game.dispatch(&actions);
    }

    fn composing(self) -> bool {
        self.pending.with(|pending| !pending.is_empty())
    }

    /// Whether the composed pieces have completed the decision (the preview has moved on).
    fn complete(self, p: &GameState) -> bool {
        let placing = matches!(
            p.phase(),
            Phase::StartingDomain { .. } | Phase::Build { .. } | Phase::Treachery { .. }
        );
        self.composing() && !(placing && p.current_seat() == self.deciding.get())
    }

    /// A heading whose `{player}` is the deciding player's token and name.
    fn heading(self, message: String) -> AnyView {
        let (before, after) = around_player(&message);
        let (before, after) = (before.to_string(), after.to_string());
        let who = self.deciding.get_untracked().map(|seat| {
            let name = self.names.name(seat);
            view! { {seat_token(seat, &name)} " " <strong>{name}</strong> }
        });
        view! { <h2 id="turn-heading" tabindex="-1">{before} {who} {after}</h2> }.into_any()
    }

    fn name(self, seat: u8) -> String {
        self.names.name(seat)
    }

    /// The decision's heading template, its `{player}` left to fill.
    fn heading_text(self, p: &GameState) -> String {
        let w = words::t;
        match p.phase() {
            Phase::StartingDomain { .. } => w(MedMsg::StartingDomainHeading).to_string(),
            Phase::Roll { stage, .. } => {
                let roll = match stage {
                    RollStage::Second { .. } => "1",
                    RollStage::Third => "2",
                };
                fill(w(MedMsg::RollHeading), &[("roll", roll)])
            }
            Phase::Feathers { .. } => w(MedMsg::FeathersHeading).to_string(),
            Phase::Collect { .. } => w(MedMsg::CollectHeading).to_string(),
            Phase::Brigands { .. } => w(MedMsg::BrigandsHeading).to_string(),
            Phase::Treachery { roller, .. } => fill(
                w(MedMsg::TreacheryHeading),
                &[("roller", &self.name(*roller))],
            ),
            Phase::Fire { .. } => w(MedMsg::FireHeading).to_string(),
            Phase::Attack { roller, .. } => {
                fill(w(MedMsg::AttackHeading), &[("roller", &self.name(*roller))])
            }
            Phase::Build { hammers, .. } => fill(
                w(MedMsg::BuildHeading),
                &[("hammers", &hammers.to_string())],
            ),
            Phase::Demand { victim, .. } => {
                fill(w(MedMsg::DemandHeading), &[("victim", &self.name(*victim))])
            }
            Phase::Answer {
                extorter, resource, ..
            } => fill(
                w(MedMsg::AnswerHeading),
                &[
                    ("extorter", &self.name(*extorter)),
                    ("resource", &words::words().resource_count(1, *resource)),
                ],
            ),
            Phase::DemandFromPhilippe => w(MedMsg::PhilippeDemandHeading).to_string(),
            Phase::AnswerPhilippe { resource } => fill(
                w(MedMsg::PhilippeAnswerHeading),
                &[("resource", &words::words().resource_count(1, *resource))],
            ),
            Phase::GameOver => t(Msg::GameOverHeading).to_string(),
        }
    }
}

/// Moves the focus to the domain being placed on (its keyboard cursor): the large domain, when
/// it is the one being placed on (only then can it take the focus).
fn focus_domain(board: NodeRef<leptos::svg::Svg>) {
    request_animation_frame(move || {
        if let Some(board) = board
            .try_get_untracked()
            .flatten()
            .filter(|board| board.has_attribute("tabindex"))
        {
            let _ = board.focus();
        }
    });
}

#[component]
pub fn TurnPanel() -> impl IntoView {
    let turn = Turn {
        game: expect_context::<GameSignal>(),
        pending: expect_context::<super::Med>().pending.0,
        preview: expect_context::<super::Med>().state.0,
        legal: expect_context::<super::Med>().legal.0,
        deciding: expect_context::<super::Med>().deciding.0,
        names: expect_context::<super::Med>().names,
        placing: expect_context::<super::Med>().placing,
        board: expect_context::<super::Med>().board,
    };
    let notice = expect_context::<Notice>();
    let seats = expect_context::<Seats>();
    let screen = expect_context::<super::Med>().screen;
    let computer = move || {
        turn.deciding
            .get()
            .is_some_and(|seat| seats.bot(seat).is_some())
    };
    // At a live table, a seat played on another device decides there.
    let elsewhere = move || {
        turn.deciding
            .get()
            .is_some_and(|seat| !crate::ui::live::plays_here(seat))
    };
    let status = move || {
        turn.preview.with(|p| {
            p.as_ref().map(|p| {
                let who = turn
                    .deciding
                    .get()
                    .map(|seat| turn.name(seat))
                    .unwrap_or_default();
                // A composed turn waiting to be confirmed says so, not what the preview's next
                // player will decide.
                let heading = if turn.complete(p) {
                    words::t(MedMsg::CompleteHeading).to_string()
                } else {
                    turn.heading_text(p)
                };
                fill(&heading, &[("player", &who)])
            })
        })
    };
    // After every move the new decision takes the keyboard focus when the control that made the
    // move went with the old panel (as in Era of Inventions), so no player tabs their way back.
    Effect::new(move |_| {
        turn.preview.track();
        turn.pending.track();
        screen.0.track();
        // Nobody decides once the game is over: its heading takes the focus then.
        if turn
            .deciding
            .get()
            .is_none_or(|seat| seats.bot(seat).is_none())
        {
            request_animation_frame(refocus_decision);
        }
    });
    view! {
        <section class="panel turn" aria-labelledby="turn-heading" data-decision=move || {
        turn.preview.with(|p| {
            p.as_ref().map(|p| {
                if computer() && !turn.composing() {
                    "computer"
                } else if elsewhere() {
                    "elsewhere"
                } else if turn.complete(p) {
                    "complete"
                } else if passing(p, seats, screen).is_some() {
                    "pass"
                } else if roll_covered(p, seats, screen) {
                    "cover"
                } else {
                    decision_name(p.phase())
                }
            })
        })
    } data-seat=move || turn.deciding.get().map(|seat| seat.to_string())>
            <p class="visually-hidden" role="status" aria-live="polite">{move || status()}</p>
            {move || {
                let composing = turn.composing();
                seats.0.track();
                let deciding = turn.deciding.get();
                turn.preview.with(|p| {
                    p.as_ref().map(|p| match deciding.and_then(|seat| seats.bot_untracked(seat)) {
                        Some(level) if !composing => bot_turn_view(turn, level),
                        _ if elsewhere() => crate::ui::live::elsewhere_view(&turn.name(deciding.unwrap_or(0))),
                        _ if turn.complete(p) => complete_view(turn),
                        _ if roll_covered(p, seats, screen) => match passing(p, seats, screen) {
                            Some(seat) => pass_view(turn, p, seat, screen),
                            None => cover_view(turn, p, screen),
                        },
                        _ => decision_view(turn, p),
                    })
                })
                .into_any()
            }}
            <p class="notice" role="alert">{move || notice.0.get()}</p>
        </section>
    }
}

fn bot_turn_view(turn: Turn, level: tabletop::Level) -> AnyView {
    let message = fill(
        t(Msg::BotThinking),
        &[("level", i18n::controller(Some(level)))],
    );
    view! { {turn.heading(message)} <BotControls/> }.into_any()
}

/// The faces of `seat`'s dice that `shown` picks, as die tiles numbered as on the board.
fn dice_tiles(p: &GameState, seat: u8, shown: fn(&Die) -> bool) -> impl IntoView {
    let dice = p
        .player(seat)
        .map(|player| player.dice())
        .unwrap_or_default();
    dice.iter()
        .enumerate()
        .filter(|(_, die)| shown(die))
        .map(|(number, die)| view! { <DieTile number die=*die shown=DieShown::Face/> })
        .collect_view()
}

/// The roller's final dice, shown to them alone before the device passes on.
fn pass_view(turn: Turn, p: &GameState, seat: u8, screen: Screen) -> AnyView {
    let dice = dice_tiles(p, seat, |_| true);
    let message = words::t(MedMsg::PassHeading);
    let (before, after) = around_player(message);
    let name = turn.name(seat);
    view! {
        <h2 id="turn-heading" tabindex="-1">{before.to_string()} {seat_token(seat, &name)} " " <strong>{name}</strong> {after.to_string()}</h2>
        <div class="dice-tray" data-seat=seat.to_string()>{dice}</div>
        <button class="primary" data-choice="pass-device" on:click=move |_| {
            focus_decision_now();
            screen.0.set(None);
        }>{words::t(MedMsg::PassDevice)}</button>
    }
    .into_any()
}

/// The screen between players: the next roll is shown only once its player is at the device.
fn cover_view(turn: Turn, p: &GameState, screen: Screen) -> AnyView {
    let seat = turn.deciding.get_untracked().unwrap_or(0);
    let name = turn.name(seat);
    let layout = matches!(p.phase(), Phase::StartingDomain { .. });
    let key = if layout { 0 } else { p.round() };
    let (text, lift_text) = if layout {
        (MedMsg::LayoutCoverText, MedMsg::LiftLayout)
    } else {
        (MedMsg::CoverText, MedMsg::LiftScreen)
    };
    let lift = move |_| {
        focus_decision_now();
        screen.0.set(Some((seat, key)));
    };
    view! {
        {turn.heading(words::t(MedMsg::CoverHeading).to_string())}
        <div class="cover" role="group" aria-labelledby="turn-heading">
            <p>{fill(words::t(text), &[("player", &name)])}</p>
            <button class="primary" data-choice="lift-screen" on:click=lift>
                {fill(words::t(lift_text), &[("player", &name)])}
            </button>
        </div>
    }
    .into_any()
}

/// The composed pieces complete the decision: confirm them, take one back, or cancel.
fn complete_view(turn: Turn) -> AnyView {
    view! {
        {turn.heading(words::t(MedMsg::CompleteHeading).to_string())}
        <div class="choices">
            <button class="primary" data-choice="confirm" on:click=move |_| turn.commit(&[])>{t(Msg::Confirm)}</button>
            {take_back(turn)}
        </div>
    }
    .into_any()
}

/// Takes back the last composed piece, and cancels them all.
fn take_back(turn: Turn) -> AnyView {
    view! {
        <Show when=move || turn.composing()>
            <button class="secondary" data-choice="take-back" on:click=move |_| {
                focus_decision_now();
                turn.pending.update(|pending| { pending.pop(); });
            }>{words::t(MedMsg::TakeBack)}</button>
            <button class="secondary" data-choice="cancel" on:click=move |_| {
                focus_decision_now();
                turn.pending.set(Vec::new());
            }>{t(Msg::Cancel)}</button>
        </Show>
    }
    .into_any()
}

fn decision_view(turn: Turn, p: &GameState) -> AnyView {
    let heading = turn.heading(turn.heading_text(p));
    let body = match p.phase().clone() {
        Phase::StartingDomain { left, .. } => {
            let pieces = [
                (
                    left.longhouses,
                    words::words().building(Building::Longhouse).to_string(),
                ),
                (
                    left.farms,
                    words::words().building(Building::Farm).to_string(),
                ),
                (left.walls, words::words().wall(data::STARTING_WALL_LENGTH)),
                (left.scorched, words::words().scorched_area().to_string()),
            ]
            .into_iter()
            .filter(|(count, _)| *count > 0)
            .map(|(count, piece)| {
                fill(
                    words::t(MedMsg::CountOf),
                    &[("count", &count.to_string()), ("piece", &piece)],
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
            let default = turn
                .legal
                .with_untracked(|legal| legal.contains(&Action::DefaultDomain));
            view! {
                <p>{fill(words::t(MedMsg::PiecesLeft), &[("pieces", &pieces)])}</p>
                {default.then(|| view! {
                    <p class="hint">{words::t(MedMsg::DefaultDomainHint)}</p>
                    {action_button(turn, Action::DefaultDomain, words::t(MedMsg::DefaultDomain).to_string())}
                })}
                {piece_picker(turn, false)}
                <div class="choices">{take_back(turn)}</div>
            }
            .into_any()
        }
        Phase::Roll { stage, seat } => roll_view(turn, p, seat, stage),
        Phase::Feathers { seat, .. } => feathers_view(turn, p, seat),
        Phase::Collect { seat } => collect_view(turn, p, seat),
        Phase::Treachery { .. } => view! {
            <p class="hint">{words::t(MedMsg::TreacheryHint)}</p>
            <div class="choices">{take_back(turn)}</div>
        }
        .into_any(),
        Phase::Fire { .. } | Phase::Attack { .. } => remove_view(turn, p),
        Phase::Build { seat, .. } => {
            let finish = turn
                .legal
                .with_untracked(|legal| legal.contains(&Action::EndBuilding));
            view! {
                <p class="hint">{words::t(MedMsg::BuildHint)}</p>
                {holdings_line(words::t(MedMsg::YouHave).to_string(), p, Some(seat))}
                {piece_picker(turn, true)}
                <div class="choices">
                    {finish.then(|| view! {
                        {action_button(turn, Action::EndBuilding, words::t(MedMsg::FinishBuilding).to_string())}
                    })}
                    {take_back(turn)}
                </div>
            }
            .into_any()
        }
        Phase::Answer { .. } | Phase::AnswerPhilippe { .. } => {
            view! {
                <p class="hint">{fill(words::t(MedMsg::RefuseHint), &[("points", &data::EXTORT_REFUSAL_DISASTER.to_string())])}</p>
                {holdings_line(words::t(MedMsg::YouHave).to_string(), p, turn.deciding.get_untracked())}
                {simple_choices(turn)}
            }
            .into_any()
        }
        Phase::Brigands { .. } => view! {
            <p class="hint">{words::words().disaster_effect(Disaster::Brigands)}</p>
            {simple_choices(turn)}
        }
        .into_any(),
        Phase::Demand { extorter, victim } => {
            // Why the demand is due, and what the victim can pay it with.
            let tally = |seat: u8| {
                p.player(seat)
                    .map(|player| player.tally())
                    .unwrap_or_default()
            };
            let (strong, weak) = (tally(extorter), tally(victim));
            let why = fill(
                words::t(MedMsg::ExtortWhy),
                &[
                    ("player", &turn.name(extorter)),
                    ("swords", &strong.swords.to_string()),
                    ("victim", &turn.name(victim)),
                    ("their_swords", &weak.swords.to_string()),
                    ("shields", &weak.shields.to_string()),
                ],
            );
            let victim_holds = fill(words::t(MedMsg::VictimHolds), &[("victim", &turn.name(victim))]);
            view! {
                <p class="hint">{why}</p>
                {holdings_line(victim_holds, p, Some(victim))}
                {simple_choices(turn)}
            }
            .into_any()
        }
        Phase::DemandFromPhilippe => simple_choices(turn),
        Phase::GameOver => crate::ui::new_game_button(),
    };
    // The coach's part in a split bundle (it loads with the first decision shown).
    #[cfg(feature = "split")]
    let coach = crate::ui::hint::hint_part::shown(coach_words);
    #[cfg(not(feature = "split"))]
    let coach = crate::ui::hint::hint_control::<GameState>(coach_words);
    view! { {heading} {body} {coach} }.into_any()
}

/// Whether `action` is the first of the coach's hint shown (its control is ringed).
fn hinted(action: Action) -> Signal<bool> {
    crate::ui::hint::ringed::<GameState>(action)
}

/// Whether the coach's hint shown begins by placing a piece of `piece`'s kind, not yet in hand
/// (in hand, the hint's spot is ringed on the board: pressing the piece again does nothing).
fn hinted_piece(piece: Piece, placing: Placing) -> Signal<bool> {
    let next = crate::ui::hint::next_step::<GameState>();
    let same_kind = move |other: Piece| other.same_kind(piece);
    Signal::derive(move || {
        next()
            .and_then(Piece::of_action)
            .is_some_and(|(hinted, _)| same_kind(hinted))
            && !placing.piece.get().is_some_and(same_kind)
    })
}

/// Whether the coach's hint shown begins with a reroll of die `number`.
fn hinted_die(number: usize) -> Signal<bool> {
    crate::ui::hint::ring::<GameState, usize>(number, |first, number| match first {
        Action::Reroll(set) => set.dice().any(|die| die == number),
        _ => false,
    })
}

/// Whether the coach's hint shown begins with a reroll of the dice `chosen` (the Reroll button
/// is ringed once the hinted dice are picked: before, it would roll others or none).
fn hinted_reroll(chosen: RwSignal<Vec<usize>>) -> Signal<bool> {
    let next = crate::ui::hint::next_step::<GameState>();
    Signal::derive(move || match next() {
        Some(Action::Reroll(set)) => chosen.with(|chosen| {
            let mut picked = chosen.clone();
            tabletop::order::sort_short(&mut picked, |a, b| a < b);
            set.dice().eq(picked)
        }),
        _ => false,
    })
}

/// A button that plays `action` at once, named `label` (its `data-choice` the action's kind),
/// ringed when the coach's hint begins with it: one view for every such button.
fn action_button(turn: Turn, action: Action, label: String) -> AnyView {
    view! {
        <button class="primary" data-choice=choice_name(action) class:hinted=hinted(action) on:click=move |_| turn.commit(&[action])>
            {label}
        </button>
    }
    .into_any()
}

/// An action in the coach's words (its hint and turning points).
pub(super) fn coach_words(state: Option<&GameState>, action: Action) -> String {
    if let Action::SetDie { die, face } = action {
        // The face by what it shows for that die's colour ("3 food"), not by its number.
        let shown = state
            .and_then(|state| state.player(state.current_seat()?))
            .and_then(|player| player.dice().get(usize::from(die)))
            .map(|rolled| Die {
                colour: rolled.colour,
                face,
                set: false,
            });
        if let Some(shown) = shown {
            return fill(
                words::t(MedMsg::SetDieToFace),
                &[
                    ("die", &(die + 1).to_string()),
                    ("face", &words::words().face(shown.info())),
                ],
            );
        }
    }
    action_label(action)
}

/// An action in the game's words, as a button says it (no full stop).
fn action_label(action: Action) -> String {
    sentence(&words::words().action(action))
        .trim_end_matches('.')
        .to_string()
}

/// A line that says what a seat holds ("You have", "Anna holds") with its resources as icons
/// (none for a seat not in the game).
fn holdings_line(label: String, p: &GameState, seat: Option<u8>) -> impl IntoView {
    let resources = seat
        .and_then(|seat| p.player(seat))
        .map(|player| player.resources())
        .unwrap_or_default();
    view! { <p class="have">{label} " " {super::players::resource_icons(resources)}</p> }
}

/// One button per legal action, named by the game's words.
fn simple_choices(turn: Turn) -> AnyView {
    let actions = turn.legal.get_untracked();
    view! {
        <div class="choices">
            {actions.into_iter().map(|action| action_button(turn, action, action_label(action))).collect_view()}
        </div>
    }
    .into_any()
}

/// The pieces the player may place now, to take one in hand; then the domain shows it.
fn piece_picker(turn: Turn, building: bool) -> AnyView {
    let kinds = turn.legal.with_untracked(|legal| placeable_kinds(legal));
    let state = turn.preview.get_untracked();
    // While building, every building and wall of the supply is listed, the ones that cannot be
    // placed now with the reason.
    let mut listed: Vec<Piece> = if building {
        Building::ALL
            .into_iter()
            .filter(|building| {
                *building != Building::Keep
                    || kinds.iter().any(|k| {
                        matches!(
                            k,
                            Piece::Building {
                                building: Building::Keep,
                                ..
                            }
                        )
                    })
            })
            .map(|building| Piece::Building {
                building,
                rotation: 0,
            })
            .chain(data::WALL_LENGTHS.into_iter().map(|length| Piece::Wall {
                length,
                direction: era_medieval::rules::Direction::Horizontal,
            }))
            .collect()
    } else {
        // The starting domain's scorched areas are listed from the start, with the engine's
        // reason until they may be placed (they come last).
        let mut listed = kinds.clone();
        let scorched_to_come = state.as_ref().is_some_and(
            |s| matches!(s.phase(), Phase::StartingDomain { left, .. } if left.scorched > 0),
        );
        if scorched_to_come && !listed.contains(&Piece::Scorched) {
            listed.push(Piece::Scorched);
        }
        listed
    };
    listed.dedup();
    let placing = turn.placing;
    let items = listed
        .into_iter()
        .map(|piece| {
            let available = kinds.iter().copied().find(|kind| kind.same_kind(piece));
            let (cost, left) = match piece {
                Piece::Building { building, .. } => (
                    building.info().cost,
                    state.as_ref().map_or(0, |s| s.supply().building(building)),
                ),
                Piece::Wall { length, .. } => (
                    data::WALL_COST,
                    state.as_ref().map_or(0, |s| s.supply().walls_of(length)),
                ),
                Piece::Scorched => (Default::default(), state.as_ref().map_or(0, |s| s.supply().scorched)),
            };
            let why_not = available.is_none().then(|| {
                let player = state.as_ref().and_then(|s| s.current_seat().and_then(|seat| s.player(seat)));
                // Any cell: a scorched area not yet due is refused before its place is weighed.
                let scorched_refused = match (piece, state.as_ref()) {
                    (Piece::Scorched, Some(s)) => s.check(Action::Scorch(Cell::new(0, 0))).err(),
                    _ => None,
                };
                if let Some(reason) = scorched_refused {
                    super::refused(reason)
                } else if left == 0 {
                    super::refused(era_medieval::rules::Illegal::NotInSupply)
                } else if player.is_some_and(|player| !player.resources().covers(cost)) {
                    super::refused(era_medieval::rules::Illegal::CannotAfford)
                } else {
                    words::t(MedMsg::NoRoom).to_string()
                }
            });
            let icon = match piece {
                Piece::Building { building, .. } => building_icon(building),
                Piece::Wall { .. } => view! { <span class="wall-icon" aria-hidden="true"></span> }.into_any(),
                Piece::Scorched => view! { <span class="scorched-icon" aria-hidden="true"></span> }.into_any(),
            };
            let take = move |_| {
                if let Some(kind) = available {
                    placing.piece.set(Some(kind));
                    // Taken up where it fits, not over a piece already there.
                    turn.legal.with_untracked(|legal| super::domain::nearest_fit(placing, legal));
                    focus_domain(turn.board);
                }
            };
            // What a building gives (its points and effect), in the game's words.
            let gives = match piece {
                Piece::Building { building, .. } => Some(words::words().building_effect(building)),
                _ => None,
            };
            let cost_view = (building && !cost.is_empty()).then(|| view! {
                <span class="piece-cost">{super::players::resource_icons(cost)}</span>
            });
            view! {
                <li>
                    <button
                        class="piece"
                        class:hinted=hinted_piece(piece, placing)
                        data-choice="piece"
                        data-piece=piece_id(piece)
                        data-left=left.to_string()
                        aria-pressed=move || placing.piece.get().is_some_and(|held| held.same_kind(piece)).to_string()
                        disabled=available.is_none()
                        title=why_not.clone()
                        on:click=take
                    >
                        {icon}
                        <span class="piece-name">{piece.name()}</span>
                        {cost_view}
                        <span class="piece-left">{fill(words::t(MedMsg::LeftInSupply), &[("count", &left.to_string())])}</span>
                        {gives.map(|gives| view! { <span class="piece-gives">{gives}</span> })}
                    </button>
                    {why_not.map(|why| view! { <span class="visually-hidden">{why}</span> })}
                </li>
            }
        })
        .collect_view();
    let turnable = move || placing.piece.get().is_some_and(Piece::can_turn);
    view! {
        <fieldset class="pieces">
            <legend>{words::t(MedMsg::ChoosePiece)}</legend>
            <ul class="piece-list">{items}</ul>
            <Show when=turnable>
                <button class="secondary" data-choice="turn" aria-keyshortcuts="R" on:click=move |_| {
                    placing.piece.update(|piece| *piece = piece.map(Piece::turned));
                    focus_domain(turn.board);
                }>
                    {words::t(MedMsg::TurnPiece)}
                    // The key, for a keyboard: a touch screen has none.
                    <span class="key-hint" aria-hidden="true">" (R)"</span>
                </button>
            </Show>
        </fieldset>
    }
    .into_any()
}

/// A piece kind's stable name, for tests (never shown).
fn piece_id(piece: Piece) -> String {
    match piece {
        Piece::Building { building, .. } => super::icons::building_class(building)
            .trim_start_matches("b-")
            .to_string(),
        Piece::Wall { length, .. } => format!("wall-{length}"),
        Piece::Scorched => "scorched".to_string(),
    }
}

/// Dice of the same colour and face are interchangeable: the legal action among `candidates`
/// whose dice match the chosen ones colour for colour and face for face, and its dice.
fn matching<'a>(
    dice: &[Die],
    chosen: &[usize],
    mut candidates: impl Iterator<Item = (&'a Action, Vec<usize>)>,
) -> Option<(Action, Vec<usize>)> {
    let key = |numbers: &[usize]| {
        let mut faces: Vec<(u8, u8, bool)> = numbers
            .iter()
            .filter_map(|number| dice.get(*number))
            .map(|die| (die.colour as u8, die.face, die.set))
            .collect();
        tabletop::order::sort_short(&mut faces, |a, b| a < b);
        faces
    };
    let wanted = key(chosen);
    candidates
        .find(|(_, numbers)| key(numbers) == wanted)
        .map(|(action, numbers)| (*action, numbers))
}

/// The reroll the engine takes for the dice picked, and its dice (see [`taken_for`]).
fn reroll_for(
    turn: Turn,
    dice: &[Die],
    legal: &[Action],
    picked: &[usize],
) -> Option<(Action, Vec<usize>)> {
    let rerolls = legal.iter().filter_map(|action| match action {
        Action::Reroll(set) => Some((action, set.dice().collect())),
        _ => None,
    });
    let asked = Action::Reroll(DiceSet::from_dice(picked.iter().copied()));
    taken_for(turn, dice, picked, asked, rerolls)
}

/// The feather on `die` the engine takes with the companion picked (none: the feather alone),
/// and its companion (see [`taken_for`]).
fn feather_for(
    turn: Turn,
    dice: &[Die],
    legal: &[Action],
    die: u8,
    picked: &[usize],
) -> Option<(Action, Vec<usize>)> {
    let Some(companion) = picked.first() else {
        let alone = Action::Feather {
            die,
            companion: None,
        };
        return legal.contains(&alone).then(|| (alone, Vec::new()));
    };
    let feathers = legal.iter().filter_map(|action| match action {
        Action::Feather {
            die: d,
            companion: Some(c),
        } if *d == die => Some((action, vec![usize::from(*c)])),
        _ => None,
    });
    let asked = Action::Feather {
        die,
        companion: Some(*companion as u8),
    };
    taken_for(turn, dice, picked, asked, feathers)
}

/// The action among `candidates` (each with its dice) the engine takes for the dice picked, and
/// its dice: among identical dice it takes the lowest-numbered first, so a later twin picked
/// stands for an earlier one. Where that is not `asked` (the dice as picked), the engine's
/// reason for refusing it is the notice.
fn taken_for<'a>(
    turn: Turn,
    dice: &[Die],
    picked: &[usize],
    asked: Action,
    candidates: impl Iterator<Item = (&'a Action, Vec<usize>)>,
) -> Option<(Action, Vec<usize>)> {
    let found = matching(dice, picked, candidates);
    if found.as_ref().is_none_or(|(action, _)| *action != asked) {
        let reason = turn
            .preview
            .with_untracked(|p| p.as_ref().and_then(|p| p.check(asked).err()));
        expect_context::<Notice>().0.set(reason.map(super::refused));
    }
    found
}

/// The deciding player's dice as toggles: `chosen` holds the dice picked; `why_not` says which
/// can be picked (and why not); `settle` moves a pick to the dice the engine will take.
fn dice_toggles(
    dice: Vec<Die>,
    chosen: RwSignal<Vec<usize>>,
    single: bool,
    why_not: impl Fn(usize, &Die) -> Option<String>,
    settle: impl Fn(&mut Vec<usize>) + Clone + 'static,
) -> impl IntoView {
    dice.into_iter()
        .enumerate()
        .map(|(number, die)| {
            let reason = why_not(number, &die);
            let disabled = reason.is_some();
            let label = match &reason {
                Some(reason) => format!("{} ({reason})", die_label(number, &die)),
                None => die_label(number, &die),
            };
            let settle = settle.clone();
            let toggle = move |_| {
                chosen.update(|chosen| {
                    if let Some(at) = chosen.iter().position(|n| *n == number) {
                        chosen.remove(at);
                    } else {
                        if single {
                            chosen.clear();
                        }
                        chosen.push(number);
                        settle(chosen);
                    }
                });
            };
            view! {
                <li>
                    <button
                        class=die_classes(&die, false)
                        aria-pressed=move || chosen.with(|chosen| chosen.contains(&number)).to_string()
                        aria-label=label.clone()
                        title=label
                        disabled=disabled
                        class:hinted=hinted_die(number)
                        data-die=number.to_string()
                        on:click=toggle
                    ><DieFace die/></button>
                </li>
            }
        })
        .collect_view()
}

fn roll_view(turn: Turn, p: &GameState, seat: u8, stage: RollStage) -> AnyView {
    let dice: Vec<Die> = p
        .player(seat)
        .map(|player| player.dice().to_vec())
        .unwrap_or_default();
    let chosen = RwSignal::new(Vec::<usize>::new());
    let legal = turn.legal.get_untracked();
    let second = matches!(stage, RollStage::Second { .. });
    let why_not = move |_: usize, die: &Die| {
        if die.is_locked() {
            Some(words::t(MedMsg::LockedDie).to_string())
        } else if die.set && second {
            Some(words::t(MedMsg::SetDieNote).to_string())
        } else {
            None
        }
    };
    // A twin picked shows as the die the engine will reroll.
    let settle = {
        let (dice, legal) = (dice.clone(), legal.clone());
        move |picked: &mut Vec<usize>| {
            if let Some((_, taken)) = reroll_for(turn, &dice, &legal, picked) {
                *picked = taken;
            }
        }
    };
    let toggles = dice_toggles(dice.clone(), chosen, false, why_not, settle);
    let monastery = monastery_view(turn, &dice, &legal);
    let reroll = move |_| {
        let picked = chosen.get_untracked();
        if picked.is_empty() {
            return;
        }
        if let Some((action, _)) = reroll_for(turn, &dice, &legal, &picked) {
            turn.commit(&[action]);
        }
    };
    let count = move || chosen.with(Vec::len);
    view! {
        <p class="hint">{words::t(MedMsg::RerollHint)}</p>
        <ul class="dice-tray" aria-label=words::t(MedMsg::YourDice)>{toggles}</ul>
        {monastery}
        <div class="choices">
            <button class="primary" data-choice="reroll" class:hinted=hinted_reroll(chosen) disabled=move || count() == 0 on:click=reroll>
                {move || fill(words::t(MedMsg::RerollDice), &[("count", &count().to_string())])}
            </button>
            {action_button(turn, Action::StopRolling, words::t(MedMsg::StopRolling).to_string())}
        </div>
    }
    .into_any()
}

/// A monastery sets a die to a face of the player's choice before roll 2.
fn monastery_view(turn: Turn, dice: &[Die], legal: &[Action]) -> Option<AnyView> {
    let sets: Vec<(u8, u8)> = legal
        .iter()
        .filter_map(|action| match action {
            Action::SetDie { die, face } => Some((*die, *face)),
            _ => None,
        })
        .collect();
    if sets.is_empty() {
        return None;
    }
    let mut settable: Vec<u8> = sets.iter().map(|(die, _)| *die).collect();
    settable.dedup();
    let die_choice = RwSignal::new(settable[0]);
    let dice = dice.to_vec();
    let options = settable
        .iter()
        .map(|die| {
            let die = *die;
            let label = dice.get(usize::from(die)).map(|d| die_label(usize::from(die), d)).unwrap_or_default();
            view! { <option value=die.to_string() selected=move || die_choice.get() == die>{label}</option> }
        })
        .collect_view();
    let faces = move || {
        let die = die_choice.get();
        let colour = dice.get(usize::from(die)).map(|d| d.colour);
        sets.iter()
            .filter(|(set_die, _)| *set_die == die)
            .map(|(_, face)| {
                let face = *face;
                let shown = Die { colour: colour.unwrap_or(era_medieval::rules::DieColour::Yellow), face, set: false };
                let label = fill(words::t(MedMsg::SetToFace), &[("face", &words::words().face(shown.info()))]);
                view! {
                    <button class=die_classes(&shown, false) data-choice="set-die" aria-label=label.clone() title=label
                        on:click=move |_| turn.commit(&[Action::SetDie { die, face }])><DieFace die=shown/></button>
                }
            })
            .collect_view()
    };
    Some(
        view! {
            <fieldset class="monastery">
                <legend>{words::t(MedMsg::MonasteryHeading)}</legend>
                <label for="monastery-die">{words::t(MedMsg::MonasteryDie)}</label>
                <select id="monastery-die" on:change=move |ev| {
                    if let Ok(die) = event_target_value(&ev).parse::<u8>() {
                        die_choice.set(die);
                    }
                }>{options}</select>
                <div class="faces">{move || faces().into_any()}</div>
            </fieldset>
        }
        .into_any(),
    )
}

fn feathers_view(turn: Turn, p: &GameState, seat: u8) -> AnyView {
    let dice: Vec<Die> = p
        .player(seat)
        .map(|player| player.dice().to_vec())
        .unwrap_or_default();
    let legal = turn.legal.get_untracked();
    let chosen = RwSignal::new(Vec::<usize>::new());
    let feather_die = legal.iter().find_map(|action| match action {
        Action::Feather { die, .. } => Some(*die),
        _ => None,
    });
    let companion_ok = {
        let legal = legal.clone();
        move |number: usize| {
            legal.iter().any(|action| matches!(action, Action::Feather { companion: Some(c), .. } if usize::from(*c) == number))
        }
    };
    let toggles_dice = dice.clone();
    let why_not = move |_: usize, die: &Die| {
        (!companion_possible(&toggles_dice, die, &companion_ok))
            .then(|| words::t(MedMsg::CannotReroll).to_string())
    };
    // A twin picked shows as the die the engine will reroll with the feather.
    let settle = {
        let (dice, legal) = (dice.clone(), legal.clone());
        move |picked: &mut Vec<usize>| {
            let taken = feather_die.and_then(|die| feather_for(turn, &dice, &legal, die, picked));
            if let Some((_, taken)) = taken {
                *picked = taken;
            }
        }
    };
    let toggles = dice_toggles(dice.clone(), chosen, true, why_not, settle);
    let use_dice = dice.clone();
    let use_feather = move |_| {
        let Some(die) = feather_die else { return };
        let picked = chosen.get_untracked();
        if let Some((action, _)) = feather_for(turn, &use_dice, &legal, die, &picked) {
            turn.commit(&[action]);
        }
    };
    let label = move || {
        let picked = chosen.get();
        match picked.first() {
            Some(number) => fill(
                words::t(MedMsg::UseFeatherWith),
                &[("number", &(number + 1).to_string())],
            ),
            None => words::t(MedMsg::UseFeather).to_string(),
        }
    };
    view! {
        <p class="hint">{words::t(MedMsg::FeatherHint)}</p>
        <ul class="dice-tray" aria-label=words::t(MedMsg::YourDice)>{toggles}</ul>
        <div class="choices">
            {feather_die.map(|_| view! {
                <button class="primary" data-choice="feather" on:click=use_feather>{move || label()}</button>
            })}
            {action_button(turn, Action::EndFeathers, action_label(Action::EndFeathers))}
        </div>
    }
    .into_any()
}

/// Whether a die may go with the feather (some legal feather rerolls a die like it).
fn companion_possible(dice: &[Die], die: &Die, legal_companion: &impl Fn(usize) -> bool) -> bool {
    dice.iter().enumerate().any(|(number, other)| {
        other.same_as(die) && other.set == die.set && legal_companion(number)
    })
}

/// What each "or" choice brings, read from the engine's answer to it.
fn collect_view(turn: Turn, p: &GameState, seat: u8) -> AnyView {
    let legal = turn.legal.get_untracked();
    let options = legal
        .into_iter()
        .filter(|action| matches!(action, Action::Collect { .. }))
        .map(|action| {
            let mut after = p.clone();
            let gained = after.play(action).ok().and_then(|events| {
                events.into_iter().find_map(|event| match event {
                    Event::Collected {
                        seat: s,
                        kept,
                        lost,
                        culture,
                    } if s == seat => Some((kept, lost, culture)),
                    _ => None,
                })
            });
            let (kept, lost, culture) = gained.unwrap_or_default();
            let mut what = words::words().resources(kept);
            if culture > 0 {
                what = fill(
                    words::t(MedMsg::AndCulture),
                    &[("resources", &what), ("culture", &culture.to_string())],
                );
            }
            let mut label = fill(words::t(MedMsg::CollectOption), &[("resources", &what)]);
            // What a full track cannot hold is lost: the engine says how much.
            if !lost.is_empty() {
                label = fill(
                    words::t(MedMsg::CollectLosing),
                    &[
                        ("option", &label),
                        ("lost", &words::words().resources(lost)),
                    ],
                );
            }
            action_button(turn, action, label)
        })
        .collect_view();
    // The "or" dice themselves, which a phone's dock would otherwise hide below the board.
    let or_dice = dice_tiles(p, seat, |die| die.info().alternative.is_some());
    view! {
        <p class="hint">{words::t(MedMsg::CollectHint)}</p>
        <div class="dice-tray">{or_dice}</div>
        <div class="choices">{options}</div>
    }
    .into_any()
}

/// Fire or attack: the buildings that may be lost, by name and place.
fn remove_view(turn: Turn, p: &GameState) -> AnyView {
    let seat = p.current_seat().unwrap_or(0);
    let domain = p.player(seat).map(|player| player.domain().clone());
    let legal = turn.legal.get_untracked();
    let options = legal
        .into_iter()
        .filter_map(|action| match action {
            Action::Remove(cell) => Some((action, cell)),
            _ => None,
        })
        .map(|(action, cell)| {
            let building = domain
                .as_ref()
                .and_then(|domain| domain.building_at_first_cell(cell).and_then(|index| domain.buildings().get(index)))
                .map(|placed| placed.building);
            let name = building.map(|b| words::words().building(b)).unwrap_or_default();
            let label = fill(words::t(MedMsg::RemoveOption), &[("building", name), ("cell", &words::words().cell(cell))]);
            view! {
                <button class="primary" data-choice="remove" on:click=move |_| turn.commit(&[action])>
                    {building.map(building_icon)}
                    {label}
                </button>
            }
        })
        .collect_view();
    view! {
        <p class="hint">{words::t(MedMsg::RemoveHint)}</p>
        <div class="choices">{options}</div>
    }
    .into_any()
}
