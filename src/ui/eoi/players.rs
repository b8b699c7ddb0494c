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
        let facts = [
            (
                "fact-tokens",
                et(EoiMsg::ActionTokens),
                i18n::tokens_on_board(tokens_total, tokens_on_board),
                format!("{}/{tokens_total}", usize::from(tokens_total).saturating_sub(tokens_on_board)),
            ),
            (
                "fact-bonus",
                et(EoiMsg::BonusTokens),
                player.bonus_tokens.to_string(),
                player.bonus_tokens.to_string(),
            ),
            (
                "fact-patents",
                et(EoiMsg::Patents),
                i18n::out_of(player.patents, data::PATENT_TRACK.len()),
                format!("{}/{}", player.patents, data::PATENT_TRACK.len()),
            ),
            (
                "fact-markers",
                et(EoiMsg::Markers),
                player.markers.to_string(),
                player.markers.to_string(),
            ),
            (
                "fact-capacity",
                et(EoiMsg::Capacity),
                capacity.to_string(),
                capacity.to_string(),
            ),
        ];
        // The whole stock and the facts as one sentence each, for keyboard focus and long press.
        let mut stock = vec![
            i18n::influence_count(player.influence),
            i18n::gold_count(player.gold),
            i18n::cogs_count(player.cogs),
        ];
        stock.extend(
            Resource::ALL
                .into_iter()
                .map(|resource| i18n::resource_count(player.cube(resource), resource)),
        );
        let stock_tip = stock.join(", ");
        let facts_tip = facts
            .iter()
            .map(|(_, label, sentence, _)| {
                i18n::fill(et(EoiMsg::LabelValue), &[("label", label), ("value", sentence)])
            })
            .collect::<Vec<_>>()
            .join(" · ");
        view! {
            <article class="player" class:current=current aria-labelledby=labelled_by data-seat=seat>
                <div class="player-head">
                <h2 id=heading_id>
                    {seat_token(state, names, seat)}
                    <span class="player-name">{name}</span>
                    {current.then(|| view! { <span class="to-play">{et(EoiMsg::YourTurn)}</span> })}
                    {(state.start_player() == seat).then(|| view! { <span class="badge start-badge" data-tip=et(EoiMsg::StartPlayerBadge)>{et(EoiMsg::FirstBadge)}</span> })}
                </h2>
                // A seat played on another device (a live table) is switched there.
                {crate::ui::live::plays_here(seat).then(|| view! {
                <select class="controller-switch" aria-label=i18n::fill(et(EoiMsg::PlayedByPlayer), &[("player", &names.name(seat))]) data-tip=t(Msg::PlayedBy) on:change=move |ev| {
                    expect_context::<Seats>().set(seat, i18n::parse_controller(&event_target_value(&ev)));
                }>
                    {i18n::CONTROLLERS.iter().map(|(value, level)| {
                        let selected = controller == *level;
                        view! { <option value=*value selected=selected>{i18n::controller(*level)}</option> }
                    }).collect_view()}
                </select>
                })}
                </div>
                <div class="stock" tabindex="0" data-tip=stock_tip>
                    <InfluenceIcon count=player.influence/>
                    <Coin count=player.gold/>
                    <CogIcon count=player.cogs/>
                    {Resource::ALL
                        .into_iter()
                        .map(|resource| view! { <Cube resource count=player.cube(resource)/> })
                        .collect_view()}
                </div>
                <dl class="facts" tabindex="0" data-tip=facts_tip>
                    {facts
                        .into_iter()
                        .map(|(class, label, sentence, short)| {
                            let tip = i18n::fill(et(EoiMsg::LabelValue), &[("label", label), ("value", &sentence)]);
                            view! {
                                <div class=format!("fact {class}") data-tip=tip>
                                    <dt><span class="fact-picture" aria-hidden="true"></span><span class="visually-hidden">{label}</span></dt>
                                    <dd><span aria-hidden="true">{short}</span><span class="visually-hidden">{sentence}</span></dd>
                                </div>
                            }
                        })
                        .collect_view()}
                </dl>
                <div class="player-foot">
                    <details class="holdings">
                        <summary>{i18n::fill(et(EoiMsg::HoldingsSummary), &[("factories", &player.factories.len().to_string()), ("developments", &developments.len().to_string())])}</summary>
                        <div class="holdings-content">
                            <ul class="factory-list">
                                {player.factories.iter().map(|factory| view! { <li class="card factory"><FactoryFace factory=*factory/></li> }).collect_view()}
                            </ul>
                            <ul class="development-list">
                                {if developments.is_empty() {
                                    view! { <li>{et(EoiMsg::NoneYet)}</li> }.into_any()
                                } else {
                                    developments.into_iter().map(|(name, patented)| view! { <li>{name} {patented.then(|| view! { " " <PatentMark/> })}</li> }).collect_view().into_any()
                                }}
                            </ul>
                        </div>
                    </details>
                </div>
            </article>
        }
    })
}
