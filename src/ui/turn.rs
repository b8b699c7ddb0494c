//! What the current player must decide now. Every choice comes from the engine's legal actions
//! (or is checked by it, with the reason shown when refused). Multi-step actions are composed on
//! a preview of the state, then confirmed (played as one turn) or cancelled.

use leptos::prelude::*;

use super::board::seat_token;
use super::i18n::{self, t, Msg};
use super::panels::FinalScores;
use super::{GameSignal, NamesMemo, Notice, StateMemo};
use crate::core::{text, Action, Area, Exchange, GameState, Good, Phase, Step};

#[component]
pub fn TurnPanel() -> impl IntoView {
    let game = expect_context::<GameSignal>();
    let state = expect_context::<StateMemo>();
    let notice = expect_context::<Notice>();
    let pending = RwSignal::new(Vec::<Action>::new());
    // A new committed state (a confirmed turn, an undo) starts a fresh composition.
    Effect::new(move |_| {
        state.0.track();
        pending.set(Vec::new());
    });
    let preview = Memo::new(move |_| {
        state.0.with(|state| {
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
    });
    let turn = TurnContext {
        game,
        pending,
        preview,
    };
    view! {
        <section class="panel turn" aria-labelledby="turn-heading" aria-live="polite">
            {move || {
                // The view depends on the composition as well as on the preview it produces
                // (confirming can leave the preview unchanged while the composition empties).
                pending.track();
                preview.with(|p| p.as_ref().map(|p| turn.render(p)))
            }}
            <p class="notice" role="alert">{move || notice.0.get()}</p>
        </section>
    }
}

#[derive(Clone, Copy)]
struct TurnContext {
    game: GameSignal,
    pending: RwSignal<Vec<Action>>,
    preview: Memo<Option<GameState>>,
}

impl TurnContext {
    /// Plays the composed actions plus `more` as one turn.
    fn commit(self, more: &[Action]) {
        let mut actions = self.pending.get_untracked();
        actions.extend_from_slice(more);
        self.pending.set(Vec::new());
        self.game.dispatch(&actions);
    }

    fn compose(self, action: Action) {
        expect_context::<Notice>().0.set(None);
        self.pending.update(|pending| pending.push(action));
    }

    fn reason(self, action: Action) -> Option<String> {
        self.preview.with_untracked(|p| {
            p.as_ref()
                .and_then(|p| p.check(action).err())
                .map(i18n::illegal)
        })
    }

    fn render(self, p: &GameState) -> AnyView {
        let names = expect_context::<NamesMemo>();
        let composing = !self.pending.with_untracked(Vec::is_empty);
        let still_composing = matches!(p.phase(), Phase::Action(_))
            || matches!(p.phase(), Phase::FinalExchange(turn) if turn.steps > 0);
        if composing && !still_composing {
            return self.complete_view();
        }
        let seat = p.current_seat();
        let who = seat.map(|seat| {
            view! { {seat_token(p, names, seat)} " " <strong>{names.name(seat)}</strong> }
        });
        match p.phase() {
            Phase::Placement { seat } => {
                let left = p.tokens_in_hand(*seat);
                view! {
                    <h2 id="turn-heading">{who} ": place an action token"</h2>
                    <p class="hint">{format!("{left} left to place this round.")}</p>
                    <div class="options areas-options">
                        {Area::ALL.into_iter().map(|area| {
                            let action = Action::Place(area);
                            let label = format!("{} {}", area.letter(), i18n::area(area));
                            self.option(label, action, move || self.commit(&[action]))
                        }).collect_view()}
                    </div>
                }
                .into_any()
            }
            Phase::Resolution { seat } => {
                let areas: Vec<Area> = p.areas_of(*seat).collect();
                view! {
                    <h2 id="turn-heading">{who} ": choose a token to resolve"</h2>
                    <p class="hint">"Resolve any of your tokens, or withdraw it (no effect, no bonus action)."</p>
                    <div class="options">
                        {areas.into_iter().map(|area| {
                            let resolve = Action::Resolve(area);
                            let withdraw = Action::Withdraw(area);
                            view! {
                                <div class="option-pair" title=i18n::area_hint(area)>
                                    {self.option(format!("{} {}", t(Msg::Resolve), i18n::area(area)), resolve, move || {
                                        if area == Area::Production { self.commit(&[resolve]) } else { self.compose(resolve) }
                                    })}
                                    {self.option(format!("{} ({})", t(Msg::Withdraw), area.letter()), withdraw, move || self.commit(&[withdraw]))}
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
                    <h2 id="turn-heading">{who} ": " {i18n::area(area)}</h2>
                    <p class="hint">{i18n::area_hint(area)}</p>
                    {self.composed_view(p)}
                    {self.step_options(p, Action::Step, true)}
                    {self.confirm_bar(p)}
                }
                .into_any()
            }
            Phase::Bonus { seat, .. } => {
                let usable = p.player(*seat).map_or(0, |player| player.bonus_tokens);
                view! {
                    <h2 id="turn-heading">{who} ": a bonus action?"</h2>
                    <p class="hint">{format!("Spend one of your {usable} bonus tokens on one single step of any action, or skip.")}</p>
                    {self.step_options(p, Action::Bonus, false)}
                    <div class="confirm-bar">
                        <button class="secondary" on:click=move |_| self.commit(&[Action::SkipBonus])>{t(Msg::SkipBonus)}</button>
                    </div>
                }
                .into_any()
            }
            Phase::FinalExchange(_) => view! {
                <h2 id="turn-heading">{who} ": final exchange"</h2>
                <p class="hint">"Up to 5 exchanges, at most 3 per square, no bonus tokens. Influence gained here is added to the final score."</p>
                {self.composed_view(p)}
                {self.step_options(p, Action::Step, true)}
                {self.confirm_bar(p)}
            }
            .into_any(),
            Phase::GameOver => view! {
                <h2 id="turn-heading">"The game is over"</h2>
                <FinalScores/>
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
    fn composed_view(self, p: &GameState) -> AnyView {
        let steps: Vec<String> = self.pending.with_untracked(|pending| {
            pending
                .iter()
                .filter_map(|action| match action {
                    Action::Step(step) => Some(text::step_text(*step)),
                    _ => None,
                })
                .collect()
        });
        let taken = p.turn().map_or(0, |turn| turn.steps);
        view! {
            <div class="composed">
                <h3>{t(Msg::Composing)} {format!(" ({taken} taken)")}</h3>
                {if steps.is_empty() {
                    view! { <p class="hint">{t(Msg::NothingComposed)}</p> }.into_any()
                } else {
                    view! { <ol>{steps.into_iter().map(|s| view! { <li>{s}</li> }).collect_view()}</ol> }.into_any()
                }}
            </div>
        }
        .into_any()
    }

    fn complete_view(self) -> AnyView {
        view! {
            <h2 id="turn-heading">"Action complete"</h2>
            {self.preview.with_untracked(|p| p.as_ref().map(|p| self.composed_view(p)))}
            <div class="confirm-bar">
                <button class="primary" on:click=move |_| self.commit(&[])>{t(Msg::Confirm)}</button>
                <button class="secondary" on:click=move |_| self.pending.set(Vec::new())>{t(Msg::Cancel)}</button>
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
                <button class="primary" disabled=!can_end title=end_reason on:click=move |_| self.commit(&[Action::EndAction])>
                    {t(Msg::Confirm)}
                </button>
                {composing.then(|| view! {
                    <button class="secondary" on:click=move |_| self.pending.set(Vec::new())>{t(Msg::Cancel)}</button>
                })}
            </div>
        }
        .into_any()
    }

    /// The legal steps now, as buttons (trades through a small form). `wrap` makes the step a
    /// regular step or a bonus action; `compose` adds it to the composition instead of playing it.
    fn step_options(self, p: &GameState, wrap: fn(Step) -> Action, compose: bool) -> AnyView {
        let mut steps: Vec<Step> = p
            .legal_actions()
            .into_iter()
            .filter_map(|action| match action {
                Action::Step(step) | Action::Bonus(step) => Some(step),
                _ => None,
            })
            .collect();
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
        view! {
            <div class="step-options">
                {groups.into_iter().map(|(area, steps)| view! {
                    <div class="step-group" role="group" aria-label=i18n::area(area)>
                        <h3>{i18n::area(area)}</h3>
                        {steps.into_iter().map(|step| {
                            let action = wrap(step);
                            let label = capitalise(&text::step_text(step));
                            view! { <button class="option" on:click=move |_| pick(action)>{label}</button> }
                        }).collect_view()}
                    </div>
                }).collect_view()}
                {any_trade.then(|| view! { <TradeForm wrap pick=Callback::new(pick) turn=self/> })}
                {(!has_groups && !any_trade).then(|| view! { <p class="hint">"Nothing more is possible in this action."</p> })}
            </div>
        }
        .into_any()
    }
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The lower square's trade: two goods given for one other good.
#[component]
fn TradeForm(wrap: fn(Step) -> Action, pick: Callback<Action>, turn: TurnContext) -> impl IntoView {
    let first = RwSignal::new(Good::Coal);
    let second = RwSignal::new(Good::Coal);
    let get = RwSignal::new(Good::Wood);
    let action = move || {
        let (a, b) = (first.get(), second.get());
        let give = if a <= b { [a, b] } else { [b, a] };
        wrap(Step::Exchange(Exchange::Trade {
            give,
            get: get.get(),
        }))
    };
    let reason = move || turn.reason(action());
    let select = move |id: &'static str, label: &'static str, signal: RwSignal<Good>| {
        view! {
            <label for=id>{label}</label>
            <select id=id on:change=move |ev| {
                let value = event_target_value(&ev);
                if let Some(good) = Good::ALL.into_iter().find(|g| i18n::good(*g) == value) {
                    signal.set(good);
                }
            }>
                {Good::ALL.into_iter().map(|good| view! {
                    <option value=i18n::good(good) selected=move || signal.get() == good>{i18n::good(good)}</option>
                }).collect_view()}
            </select>
        }
    };
    view! {
        <div class="step-group trade-form" role="group" aria-label="Trade two goods for one">
            <h3>"Trade (lower square)"</h3>
            {select("trade-give-1", t(Msg::Give), first)}
            {select("trade-give-2", t(Msg::And), second)}
            {select("trade-get", t(Msg::For), get)}
            <button
                class="option"
                disabled=move || reason().is_some()
                title=move || reason().unwrap_or_default()
                on:click=move |_| if reason().is_none() { pick.run(action()) }
            >
                {t(Msg::Trade)}
            </button>
            <p class="hint">{move || reason()}</p>
        </div>
    }
}
