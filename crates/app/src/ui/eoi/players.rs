//! Each player's stock and holdings.

use leptos::prelude::*;

use crate::i18n::eoi::{t as et, EoiMsg};

use super::board::{seat_token, FactoryFace};
use super::icons::{CogIcon, Coin, Cube, InfluenceIcon, PatentMark};
use super::{NamesMemo, StateMemo};
use crate::i18n::{self, t, Msg};
use crate::ui::Seats;
use eoi::rules::{data, GameState, Resource, Seat};

#[component]
pub fn PlayerPanels() -> impl IntoView {
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    move || {
        state.0.with(|state| {
            state.as_ref().map(|state| {
                view! {
                    <section class="players" aria-label=t(Msg::Players)>
                        {(0..state.player_count())
                            .map(|seat| player_panel(state, names, seat as Seat))
                            .collect_view()}
                    </section>
                }
            })
        })
    }
}

fn player_panel(state: &GameState, names: NamesMemo, seat: Seat) -> impl IntoView {
    let player = state.player(seat).cloned();
    let current = expect_context::<super::DecidingSeat>().0.get_untracked() == Some(seat);
    let controller = expect_context::<Seats>().bot_untracked(seat);
    let name = names.name(seat);
    let tokens_total = data::action_tokens(state.player_count());
    let tokens_on_board = state.areas_of(seat).count();
    let developments: Vec<(String, bool)> = state
        .board()
        .held_by(seat)
        .map(|(invention, space)| {
            let name = format!(
                "{} ({})",
                i18n::words().invention(invention),
                i18n::words().space(space)
            );
            (name, state.board().is_patented(invention, space))
        })
        .collect();
    player.map(|player| {
        let heading_id = format!("player-{seat}");
        let labelled_by = heading_id.clone();
        let capacity = player.capacity();
        view! {
            <article class="player" class:current=current aria-labelledby=labelled_by>
                <h2 id=heading_id>
                    {seat_token(state, names, seat)}
                    " " {name}
                    {current.then(|| view! { <span class="to-play">" — " {et(EoiMsg::YourTurn)}</span> })}
                    {(state.start_player() == seat).then(|| view! { <span class="badge start-badge" title=et(EoiMsg::StartPlayerBadge)>{et(EoiMsg::FirstBadge)}</span> })}
                </h2>
                <label class="controller-switch">
                    {t(Msg::PlayedBy)} " "
                    <select aria-label=i18n::fill(et(EoiMsg::PlayedByPlayer), &[("player", &names.name(seat))]) on:change=move |ev| {
                        expect_context::<Seats>().set(seat, i18n::parse_controller(&event_target_value(&ev)));
                    }>
                        {i18n::CONTROLLERS.iter().map(|(value, level)| {
                            let selected = controller == *level;
                            view! { <option value=*value selected=selected>{i18n::controller(*level)}</option> }
                        }).collect_view()}
                    </select>
                </label>
                <div class="stock">
                    <InfluenceIcon count=player.influence/>
                    <Coin count=player.gold/>
                    <CogIcon count=player.cogs/>
                    {Resource::ALL
                        .into_iter()
                        .map(|resource| view! { <Cube resource count=player.cube(resource)/> })
                        .collect_view()}
                </div>
                <dl class="facts">
                    <dt>{et(EoiMsg::ActionTokens)}</dt>
                    <dd>{i18n::tokens_on_board(tokens_total, tokens_on_board)}</dd>
                    <dt>{et(EoiMsg::BonusTokens)}</dt>
                    <dd>{player.bonus_tokens}</dd>
                    <dt>{et(EoiMsg::Patents)}</dt>
                    <dd>{i18n::out_of(player.patents, data::PATENT_TRACK.len())}</dd>
                    <dt>{et(EoiMsg::Markers)}</dt>
                    <dd>{player.markers}</dd>
                    <dt>{et(EoiMsg::Capacity)}</dt>
                    <dd>{capacity}</dd>
                </dl>
                <details class="holdings">
                    <summary>{i18n::fill(et(EoiMsg::HoldingsSummary), &[("factories", &player.factories.len().to_string()), ("developments", &developments.len().to_string())])}</summary>
                    <ul class="factory-list">
                        {player.factories.iter().map(|factory| view! { <li><FactoryFace factory=*factory/></li> }).collect_view()}
                    </ul>
                    <ul class="development-list">
                        {if developments.is_empty() {
                            view! { <li>{et(EoiMsg::NoneYet)}</li> }.into_any()
                        } else {
                            developments.into_iter().map(|(name, patented)| view! { <li>{name} {patented.then(|| view! { " " <PatentMark/> })}</li> }).collect_view().into_any()
                        }}
                    </ul>
                </details>
            </article>
        }
    })
}
