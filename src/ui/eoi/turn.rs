//! What the current player must decide now. Every choice comes from the engine's legal actions
//! (or is checked by it, with the reason shown when refused). Multi-step actions are composed on
//! a preview of the state, then confirmed (played as one turn) or cancelled.

use leptos::prelude::*;

use crate::i18n::eoi::{t as et, EoiMsg};

use super::board::seat_token;
use super::{DecidingSeat, GameSignal, NamesMemo, Pending, StateMemo};
use crate::i18n::{self, t, Msg};
use crate::ui::computer::BotControls;
use crate::ui::focus::focus_decision_now;
use crate::ui::{Notice, Seats};
use eoi::rules::{
    Action, Area, Exchange, FakePayment, GameState, Good, Invention, LoadId, Phase, Space, Step,
};

#[component]
pub fn TurnPanel() -> impl IntoView {
    let game = expect_context::<GameSignal>();
    let preview = expect_context::<StateMemo>().0;
    let notice = expect_context::<Notice>();
    let pending = expect_context::<Pending>().0;
    let turn = TurnContext {
        game,
        pending,
        preview,
        deciding: expect_context::<DecidingSeat>().0,
        trade: TradeChoice {
            first: RwSignal::new(Good::Coal),
            second: RwSignal::new(Good::Coal),
            get: RwSignal::new(Good::Wood),
        },
    };
    // At a live table, a seat played on another device decides there.
    let elsewhere = move || {
        turn.deciding
            .get()
            .is_some_and(|seat| !crate::ui::live::plays_here(seat))
    };
    // What the game waits for, as stable names (for styling and tests, never shown).
    let decision = move || {
        let composing = pending.with(|pending| !pending.is_empty());
        let seats = expect_context::<Seats>();
        let computer = turn
            .deciding
            .get()
            .is_some_and(|seat| seats.bot(seat).is_some());
        preview.with(|p| {
            p.as_ref().map(|p| {
                if computer && !composing {
                    "computer"
                } else if elsewhere() {
                    "elsewhere"
                } else if turn.action_complete(p) {
                    "complete"
                } else {
                    match p.phase() {
                        Phase::Placement { .. } => "placement",
                        Phase::Resolution { .. } => "resolution",
                        Phase::Action(_) => "action",
                        Phase::Bonus { .. } => "bonus",
                        Phase::FinalExchange(_) => "final-exchange",
                        Phase::GameOver => "game-over",
                    }
                }
            })
        })
    };
    let seat = move || turn.deciding.get().map(|seat| seat.to_string());
    // The coach's part in a split bundle (it loads with the first decision shown).
    #[cfg(feature = "split")]
    let coach = crate::ui::hint::hint_part::shown(coach_words);
    #[cfg(not(feature = "split"))]
    let coach = crate::ui::hint::hint_control::<GameState>(coach_words);
    view! {
        <section class="panel turn" aria-labelledby="turn-heading" data-decision=decision data-seat=seat>
            // One persistent line for screen readers: whose turn it is and what they decide.
            <p class="visually-hidden" role="status" aria-live="polite">
                {move || preview.with(|p| p.as_ref().map(|p| turn.status_text(p)))}
            </p>
            {move || {
                // The view depends on the composition as well as on the preview it produces
                // (confirming can leave the preview unchanged while the composition empties).
                let composing = pending.with(|pending| !pending.is_empty());
                let seats = expect_context::<Seats>();
                seats.0.track();
                let deciding = turn.deciding.get();
                preview.with(|p| {
                    p.as_ref().map(|p| {
                        // A human composing an action is deciding, whoever the preview shows
                        // next; a computer seat never composes (it plays one action at a time).
                        match deciding.and_then(|seat| seats.bot_untracked(seat)) {
                            Some(level) if !composing => bot_turn_view(p, level),
                            _ if elsewhere() => {
                                let names = expect_context::<NamesMemo>();
                                crate::ui::live::elsewhere_view(&names.name(deciding.unwrap_or(0)))
                            }
                            _ => turn.render(p),
                        }
                    })
                })
            }}
            {coach}
            <p class="notice" role="alert">{move || notice.0.get()}</p>
        </section>
    }
}

#[derive(Clone, Copy)]
struct TurnContext {
    game: GameSignal,
    pending: RwSignal<Vec<Action>>,
    preview: Memo<Option<GameState>>,
    deciding: Memo<Option<u8>>,
    /// The trade chosen in the lower square's form, kept from one trade to the next.
    trade: TradeChoice,
}

/// A trade being chosen in the lower square: two goods given, one received.
#[derive(Clone, Copy)]
struct TradeChoice {
    first: RwSignal<Good>,
    second: RwSignal<Good>,
    get: RwSignal<Good>,
}

impl TradeChoice {
    fn exchange(self) -> Exchange {
        let (a, b) = (self.first.get(), self.second.get());
        let give = if a <= b { [a, b] } else { [b, a] };
        Exchange::Trade {
            give,
            get: self.get.get(),
        }
    }

    fn exchange_untracked(self) -> Exchange {
        untrack(|| self.exchange())
    }

    fn set(self, exchange: Exchange) {
        if let Exchange::Trade { give, get } = exchange {
            self.first.set(give[0]);
            self.second.set(give[1]);
            self.get.set(get);
        }
    }
}

impl TurnContext {
    /// Plays the composed actions plus `more` as one turn.
    fn commit(self, more: &[Action]) {
        let mut actions = self.pending.get_untracked();
        actions.extend_from_slice(more);
        focus_decision_now();
        self.pending.set(Vec::new());
        self.game.dispatch(&actions);
    }

    fn compose(self, action: Action) {
        expect_context::<Notice>().0.set(None);
        focus_decision_now();
        self.pending.update(|pending| pending.push(action));
    }

    fn reason(self, action: Action) -> Option<String> {
        self.preview.with_untracked(|p| {
            p.as_ref()
                .and_then(|p| p.check(action).err())
                .map(i18n::illegal)
        })
    }

    /// Whether the composed actions have completed the action (the preview has moved on).
    fn action_complete(self, p: &GameState) -> bool {
        let composing = !self.pending.with_untracked(Vec::is_empty);
        let still_composing = matches!(p.phase(), Phase::Action(_))
            || matches!(p.phase(), Phase::FinalExchange(turn) if turn.steps > 0);
        composing && !still_composing
    }

    /// The decision's heading: a whole message whose `{player}` is the deciding player's token
    /// and name (other arguments already filled in).
    fn heading(self, p: &GameState, message: String) -> AnyView {
        let names = expect_context::<NamesMemo>();
        let (before, after) = i18n::around_player(&message);
        let (before, after) = (before.to_string(), after.to_string());
        let who = self.deciding.get_untracked().map(|seat| {
            view! { {seat_token(p, names, seat)} " " <strong>{names.name(seat)}</strong> }
        });
        view! { <h2 id="turn-heading" tabindex="-1">{before} {who} {after}</h2> }.into_any()
    }

    /// Whose decision it is and what kind, in one line for screen readers.
    fn status_text(self, p: &GameState) -> String {
        let names = expect_context::<NamesMemo>();
        let who = self
            .deciding
            .get()
            .map(|seat| names.name(seat))
            .unwrap_or_default();
        if self.pending.with(|pending| !pending.is_empty()) && self.action_complete(p) {
            let area = self.composed_area().unwrap_or_default();
            return i18n::fill(
                et(EoiMsg::ActionComplete),
                &[("player", &who), ("area", area)],
            );
        }
        let (template, area) = match p.phase() {
            Phase::Placement { .. } => (et(EoiMsg::PlaceTokenHeading), ""),
            Phase::Resolution { .. } => (et(EoiMsg::ChooseTokenHeading), ""),
            Phase::Action(turn) => (et(EoiMsg::ActionHeading), i18n::area(turn.area)),
            Phase::Bonus { .. } => (et(EoiMsg::BonusHeading), ""),
            Phase::FinalExchange(_) => (et(EoiMsg::FinalExchangeHeading), ""),
            Phase::GameOver => return t(Msg::GameOverHeading).to_string(),
        };
        i18n::fill(template, &[("player", &who), ("area", area)])
    }

    fn render(self, p: &GameState) -> AnyView {
        if self.action_complete(p) {
            return self.complete_view(p);
        }
        match p.phase() {
            Phase::Placement { seat } => {
                let left = p.tokens_in_hand(*seat);
                view! {
                    {self.heading(p, et(EoiMsg::PlaceTokenHeading).to_string())}
                    <p class="hint">{i18n::tokens_left(left)}</p>
                    <div class="options areas-options">
                        {Area::ALL.into_iter().map(|area| {
                            let action = Action::Place(area);
                            let label = i18n::place_label(area);
                            self.option(label, action, move || self.commit(&[action]))
                        }).collect_view()}
                    </div>
                }
                .into_any()
            }
            Phase::Resolution { seat } => {
                let areas: Vec<Area> = p.areas_of(*seat).collect();
                view! {
                    {self.heading(p, et(EoiMsg::ChooseTokenHeading).to_string())}
                    <p class="hint">{et(EoiMsg::ChooseTokenHint)}</p>
                    <div class="options">
                        {areas.into_iter().map(|area| {
                            let resolve = Action::Resolve(area);
                            let withdraw = Action::Withdraw(area);
                            view! {
                                <div class="option-pair" title=i18n::area_hint(area)>
                                    {self.option(i18n::resolve_label(area), resolve, move || {
                                        if area == Area::Production { self.commit(&[resolve]) } else { self.compose(resolve) }
                                    })}
                                    {self.option(i18n::withdraw_label(area), withdraw, move || self.commit(&[withdraw]))}
                                </div>
                            }
                        }).collect_view()}
                    </div>
                }
                .into_any()
            }
            Phase::Action(turn) => {
                let area = turn.area;
                view! {
                    {self.heading(p, i18n::fill(et(EoiMsg::ActionHeading), &[("area", i18n::area(area))]))}
                    <p class="hint">{i18n::area_hint(area)}</p>
                    {self.composed_view()}
                    {self.step_options(p, Action::Step, true)}
                    {self.confirm_bar(p)}
                }
                .into_any()
            }
            Phase::Bonus { seat, .. } => {
                let usable = p.player(*seat).map_or(0, |player| player.bonus_tokens);
                view! {
                    {self.heading(p, et(EoiMsg::BonusHeading).to_string())}
                    <p class="hint">{i18n::bonus_hint(usable)}</p>
                    <div class="confirm-bar">
                        <button class="primary" data-choice="skip-bonus" class:hinted=hinted(Action::SkipBonus) on:click=move |_| self.commit(&[Action::SkipBonus])>{et(EoiMsg::SkipBonus)}</button>
                    </div>
                    <p class="hint">{et(EoiMsg::BonusChoices)}</p>
                    {self.step_options(p, Action::Bonus, false)}
                }
                .into_any()
            }
            Phase::FinalExchange(_) => view! {
                {self.heading(p, et(EoiMsg::FinalExchangeHeading).to_string())}
                <p class="hint">{et(EoiMsg::FinalExchangeHint)}</p>
                {self.composed_view()}
                {self.step_options(p, Action::Step, true)}
                {self.confirm_bar(p)}
            }
            .into_any(),
            Phase::GameOver => view! {
                <h2 id="turn-heading" tabindex="-1">{t(Msg::GameOverHeading)}</h2>
                <p class="hint">{et(EoiMsg::SeeFinalScores)}</p>
                {crate::ui::new_game_button()}
            }
            .into_any(),
        }
    }

    /// One choice: enabled when the engine allows it, otherwise disabled with the reason.
    fn option(
        self,
        label: String,
        action: Action,
        pick: impl Fn() + Send + Sync + 'static,
    ) -> AnyView {
        let reason = self.reason(action);
        let allowed = reason.is_none();
        let described = reason.clone().unwrap_or_default();
        view! {
            <button
                class="option"
                class:hinted=hinted(action)
                data-choice=choice_kind(action)
                disabled=!allowed
                title=described.clone()
                on:click=move |_| if allowed { pick() }
            >
                {label}
                {(!allowed).then(|| view! { <span class="visually-hidden">{format!(" ({described})")}</span> })}
            </button>
        }
        .into_any()
    }

    /// The steps composed so far in this action.
    fn composed_view(self) -> AnyView {
        let steps: Vec<String> = self.pending.with_untracked(|pending| {
            pending
                .iter()
                .filter_map(|action| match action {
                    Action::Step(step) => Some(i18n::words().step(*step)),
                    _ => None,
                })
                .collect()
        });
        let taken = i18n::fill(
            et(EoiMsg::Composing),
            &[("count", &steps.len().to_string())],
        );
        view! {
            <div class="composed">
                <h3>{taken}</h3>
                {if steps.is_empty() {
                    view! { <p class="hint">{et(EoiMsg::NothingComposed)}</p> }.into_any()
                } else {
                    view! { <ol>{steps.into_iter().map(|s| view! { <li>{s}</li> }).collect_view()}</ol> }.into_any()
                }}
            </div>
        }
        .into_any()
    }

    /// The action area of the action being composed, named: its token resolved in the
    /// composition, or else the action under way when it began (the token resolved before an
    /// undo or a saved game's opening).
    fn composed_area(self) -> Option<&'static str> {
        let resolved = self.pending.with_untracked(|pending| {
            pending.iter().find_map(|action| match action {
                Action::Resolve(area) => Some(*area),
                _ => None,
            })
        });
        resolved
            .or_else(|| {
                self.game
                    .0
                    .with_untracked(|session| match session.as_ref()?.state().phase() {
                        Phase::Action(turn) => Some(turn.area),
                        _ => None,
                    })
            })
            .map(i18n::area)
    }

    fn complete_view(self, p: &GameState) -> AnyView {
        let area = self.composed_area().unwrap_or_default();
        let message = i18n::fill(et(EoiMsg::ActionComplete), &[("area", area)]);
        // Confirm is ringed while the hint goes on past this action: its next step (a bonus,
        // the next area) shows only once the action is confirmed.
        let confirm_ringed = crate::ui::hint::goes_on::<GameState>();
        view! {
            {self.heading(p, message)}
            <p class="hint">{et(EoiMsg::ConfirmOrCancel)}</p>
            {self.composed_view()}
            <div class="confirm-bar">
                <button class="primary" data-choice="confirm" class:hinted=confirm_ringed on:click=move |_| self.commit(&[])>{t(Msg::Confirm)}</button>
                <button class="secondary" data-choice="cancel" on:click=move |_| self.pending.set(Vec::new())>{t(Msg::Cancel)}</button>
            </div>
        }
        .into_any()
    }

    fn confirm_bar(self, p: &GameState) -> AnyView {
        let can_end = p.check(Action::EndAction).is_ok();
        let composing = !self.pending.with_untracked(Vec::is_empty);
        let end_reason = p
            .check(Action::EndAction)
            .err()
            .map(i18n::illegal)
            .unwrap_or_default();
        view! {
            <div class="confirm-bar">
                <button class="primary" data-choice="confirm" class:hinted=hinted(Action::EndAction) disabled=!can_end title=end_reason on:click=move |_| self.commit(&[Action::EndAction])>
                    {t(Msg::Confirm)}
                </button>
                {composing.then(|| view! {
                    <button class="secondary" data-choice="cancel" on:click=move |_| self.pending.set(Vec::new())>{t(Msg::Cancel)}</button>
                })}
            </div>
        }
        .into_any()
    }

    /// The legal steps now, as buttons (trades through a small form). `wrap` makes the step a
    /// regular step or a bonus action; `compose` adds it to the composition instead of playing it.
    fn step_options(self, p: &GameState, wrap: fn(Step) -> Action, compose: bool) -> AnyView {
        let legal: Vec<Step> = p
            .legal_actions()
            .into_iter()
            .filter_map(|action| match action {
                Action::Step(step) | Action::Bonus(step) => Some(step),
                _ => None,
            })
            .collect();
        let mut steps = legal.clone();
        let any_trade = steps
            .iter()
            .any(|step| matches!(step, Step::Exchange(Exchange::Trade { .. })));
        steps.retain(|step| !matches!(step, Step::Exchange(Exchange::Trade { .. })));
        let pick = move |action: Action| {
            if compose {
                self.compose(action)
            } else {
                self.commit(&[action])
            }
        };
        let mut groups: Vec<(Area, Vec<Step>)> = Vec::new();
        for step in steps {
            match groups.iter_mut().find(|(area, _)| *area == step.area()) {
                Some((_, list)) => list.push(step),
                None => groups.push((step.area(), vec![step])),
            }
        }
        let has_groups = !groups.is_empty();
        let areas: Vec<Area> = match p.phase() {
            Phase::Action(turn) => vec![turn.area],
            Phase::FinalExchange(_) => vec![Area::Exchange],
            _ => Area::ALL.to_vec(),
        };
        let legal_steps: Vec<Step> = groups.iter().flat_map(|(_, steps)| steps.clone()).collect();
        // The trade form offers a trade the player can make: the one chosen last if it still is.
        let legal_trades: Vec<Exchange> = legal
            .iter()
            .filter_map(|step| match step {
                Step::Exchange(trade @ Exchange::Trade { .. }) => Some(*trade),
                _ => None,
            })
            .collect();
        if let Some(first_legal) = legal_trades.first() {
            if !legal_trades.contains(&self.trade.exchange_untracked()) {
                self.trade.set(*first_legal);
            }
        }
        let unavailable: Vec<(String, String)> = areas
            .into_iter()
            .flat_map(|area| visible_steps(p, area))
            .filter(|step| !legal_steps.iter().any(|legal| same_object(*legal, *step)))
            .filter_map(|step| {
                p.check(wrap(step))
                    .err()
                    .map(|reason| (i18n::step_label(p, step), i18n::illegal(reason)))
            })
            .collect();
        let buttons = move |steps: Vec<Step>| {
            distinct_labels(p, &steps)
                .into_iter()
                .zip(steps)
                .map(|(label, step)| {
                    let action = wrap(step);
                    view! { <button class="option" class:hinted=hinted(action) on:click=move |_| pick(action)>{label}</button> }
                })
                .collect_view()
        };
        let trade_form = move || view! { <TradeForm wrap pick=Callback::new(pick) turn=self/> };
        let next_hinted = crate::ui::hint::next_step::<GameState>();
        // Bonus choices span every area: each area is a group to open, so the panel stays short.
        let grouped = !compose;
        let trade_in_group = grouped && any_trade;
        if trade_in_group && !groups.iter().any(|(area, _)| *area == Area::Exchange) {
            groups.push((Area::Exchange, Vec::new()));
        }
        view! {
            <div class="step-options">
                {groups.into_iter().map(|(area, steps)| {
                    let with_trade = trade_in_group && area == Area::Exchange;
                    let count = steps.len() + usize::from(with_trade);
                    if grouped {
                        // The group holding the hint's next step opens: a ring in a closed group
                        // shows nothing.
                        let actions: Vec<Action> = steps.iter().map(|step| wrap(*step)).collect();
                        let hinted_here = move || next_hinted().is_some_and(|next| actions.contains(&next));
                        view! {
                            <details class="bonus-group" open=hinted_here>
                                <summary>{i18n::area(area)} " (" {count} ")"</summary>
                                <div class="step-group" role="group" aria-label=i18n::area(area)>
                                    {buttons(steps)}
                                    {with_trade.then(trade_form)}
                                </div>
                            </details>
                        }
                        .into_any()
                    } else {
                        view! {
                            <div class="step-group" role="group" aria-label=i18n::area(area)>
                                <h3>{i18n::area(area)}</h3>
                                {buttons(steps)}
                            </div>
                        }
                        .into_any()
                    }
                }).collect_view()}
                {(any_trade && !grouped).then(trade_form)}
                {(!has_groups && !any_trade).then(|| view! { <p class="hint">{et(EoiMsg::NothingMore)}</p> })}
                {(!unavailable.is_empty()).then(|| view! {
                    <details class="unavailable">
                        <summary>{i18n::not_possible(unavailable.len())}</summary>
                        <ul>
                            {unavailable.into_iter().map(|(label, reason)| view! { <li>{i18n::fill(et(EoiMsg::LabelValue), &[("label", &label), ("value", &reason)])}</li> }).collect_view()}
                        </ul>
                    </details>
                })}
            </div>
        }
        .into_any()
    }
}

/// The steps a player can see on the board for an area, legal or not, so that the panel can
/// say why the ones not offered are not possible (the engine's `check` gives the reason).
fn visible_steps(p: &GameState, area: Area) -> Vec<Step> {
    match area {
        Area::Build => p
            .factory_market()
            .iter()
            .flatten()
            .map(|f| Step::Build(*f))
            .collect(),
        Area::Production => Vec::new(),
        Area::Buy => LoadId::all().map(Step::Buy).collect(),
        Area::Produce => p
            .conveyor()
            .iter()
            .flatten()
            .filter_map(|card| {
                card.info().map(|info| Step::Produce {
                    card: *card,
                    fake: info.is_fake().then_some(FakePayment {
                        metal: info.unknown,
                        tech: 0,
                        tool: 0,
                    }),
                })
            })
            .collect(),
        Area::Exchange => [
            Exchange::GoldForCog,
            Exchange::CogForGold,
            Exchange::GoldForInfluence,
            Exchange::CogForInfluence,
            Exchange::BonusToken,
        ]
        .into_iter()
        .map(Step::Exchange)
        .chain([Step::TakeCog])
        .collect(),
        Area::Develop => Invention::ALL
            .into_iter()
            .flat_map(|invention| Space::ALL.map(|space| Step::Develop(invention, space)))
            .chain([Step::Patent(None)])
            .collect(),
    }
}

/// Whether two steps act on the same thing (the same card, factory, load, space or exchange).
fn same_object(a: Step, b: Step) -> bool {
    match (a, b) {
        (Step::Produce { card: x, .. }, Step::Produce { card: y, .. }) => x == y,
        (Step::Patent(_), Step::Patent(_)) => true,
        _ => a == b,
    }
}

/// The labels of a list of choices, each naming what sets it apart; two choices that would
/// still read the same (two identical cards) are told apart by their place on the board.
fn distinct_labels(p: &GameState, steps: &[Step]) -> Vec<String> {
    let labels: Vec<String> = steps
        .iter()
        .map(|step| i18n::step_label(p, *step))
        .collect();
    labels
        .iter()
        .zip(steps)
        .map(|(label, step)| {
            let twins = labels.iter().filter(|other| *other == label).count();
            match (twins > 1).then(|| board_place(p, *step)).flatten() {
                Some(place) => i18n::at_place(label, place),
                None => label.clone(),
            }
        })
        .collect()
}

/// Where on the board a step's card is (its place in the row, from 1).
fn board_place(p: &GameState, step: Step) -> Option<usize> {
    match step {
        Step::Build(factory) => p
            .factory_market()
            .iter()
            .position(|place| *place == Some(factory)),
        Step::Produce { card, .. } => p.conveyor().iter().position(|place| *place == Some(card)),
        _ => None,
    }
    .map(|index| index + 1)
}

/// What the panel shows while a computer player is to move: who, and how fast it plays.
fn bot_turn_view(p: &GameState, level: tabletop::Level) -> AnyView {
    let names = expect_context::<NamesMemo>();
    let who = p.current_seat().map(|seat| {
        view! { {seat_token(p, names, seat)} " " <strong>{names.name(seat)}</strong> }
    });
    let message = i18n::fill(
        t(Msg::BotThinking),
        &[("level", i18n::controller(Some(level)))],
    );
    let (before, after) = i18n::around_player(&message);
    let (before, after) = (before.to_string(), after.to_string());
    view! {
        <h2 id="turn-heading" tabindex="-1">{before} {who} {after}</h2>
        <BotControls/>
    }
    .into_any()
}

/// The lower square's trade: two goods given for one other good. The choice is kept between
/// trades, and starts on a trade the player can make.
#[component]
fn TradeForm(wrap: fn(Step) -> Action, pick: Callback<Action>, turn: TurnContext) -> impl IntoView {
    let choice = turn.trade;
    let action = move || wrap(Step::Exchange(choice.exchange()));
    let reason = move || turn.reason(action());
    let select = move |id: &'static str, label: &'static str, signal: RwSignal<Good>| {
        view! {
            <label for=id>{label}</label>
            <select id=id on:change=move |ev| {
                let value = event_target_value(&ev);
                if let Some(good) = value.parse::<usize>().ok().and_then(|index| Good::ALL.get(index)) {
                    signal.set(*good);
                }
            }>
                {Good::ALL.into_iter().enumerate().map(|(index, good)| view! {
                    <option value=index.to_string() selected=move || signal.get() == good>{i18n::good(good)}</option>
                }).collect_view()}
            </select>
        }
    };
    view! {
        <div class="step-group trade-form" role="group" aria-label=et(EoiMsg::TradeGroup)>
            <h3>{et(EoiMsg::TradeHeading)}</h3>
            {select("trade-give-1", et(EoiMsg::Give), choice.first)}
            {select("trade-give-2", et(EoiMsg::And), choice.second)}
            {select("trade-get", et(EoiMsg::For), choice.get)}
            <button
                class="option"
                disabled=move || reason().is_some()
                title=move || reason().unwrap_or_default()
                on:click=move |_| if reason().is_none() { pick.run(action()) }
            >
                {et(EoiMsg::Trade)}
            </button>
            <p class="hint">{move || reason()}</p>
        </div>
    }
}

/// Whether `action` is the first of the coach's hint shown (its control is ringed).
fn hinted(action: Action) -> Signal<bool> {
    crate::ui::hint::ringed::<GameState>(action)
}

/// What kind of choice an option is, as a stable name for tests ("resolve", "withdraw").
fn choice_kind(action: Action) -> &'static str {
    match action {
        Action::Place(_) => "place",
        Action::Resolve(_) => "resolve",
        Action::Withdraw(_) => "withdraw",
        Action::Step(_) => "step",
        Action::EndAction => "end-action",
        Action::Bonus(_) => "bonus",
        Action::SkipBonus => "skip-bonus",
    }
}

/// An action in the coach's words (its hint and turning points).
pub(super) fn coach_words(_: Option<&GameState>, action: Action) -> String {
    i18n::words().action(action)
}
