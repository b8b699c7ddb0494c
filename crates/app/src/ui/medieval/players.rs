//! The table around the domains: the round and the game-end tokens, the other players'
//! domains, the supply, and each player's board (resource tracks with their caps, culture and
//! disaster tracks, dice).

use leptos::prelude::*;

use super::dice::DieTile;
use super::domain::DomainThumbnail;
use super::icons::{BuildingIcon, SeatToken, Symbol, SymbolIcon};
use super::{dice_shown, NamesMemo, Screen, StateMemo, ViewedSeat};
use crate::i18n::medieval::{self as words, MedMsg};
use crate::i18n::{self, fill};
use crate::ui::Seats;
use era_medieval::rules::{data, Building, DieColour, Phase, Resource, Resources};

/// Amounts of resources as pictures with counts ("nothing" when empty).
pub fn resource_icons(resources: Resources) -> AnyView {
    if resources.is_empty() {
        return words::words().resources(resources).into_any();
    }
    Resource::ALL
        .into_iter()
        .filter(|resource| resources.get(*resource) > 0)
        .map(|resource| {
            let count = resources.get(resource);
            let label = words::words().resource_count(u32::from(count), resource);
            view! { <SymbolIcon symbol=Symbol::Resource(resource) count=u32::from(count) label/> }
        })
        .collect_view()
        .into_any()
}

/// The round, the start player and the tracking tokens that end the game.
#[component]
pub fn RoundBar() -> impl IntoView {
    let state = expect_context::<StateMemo>().0;
    let names = expect_context::<NamesMemo>();
    move || {
        state.with(|state| {
            let state = state.as_ref()?;
            let round = if state.is_solitaire() {
                fill(
                    words::t(MedMsg::RoundOf),
                    &[
                        ("round", &state.round().to_string()),
                        ("last", &data::SOLITAIRE_ROUNDS.to_string()),
                    ],
                )
            } else {
                fill(words::t(MedMsg::RoundNumber), &[("round", &state.round().to_string())])
            };
            let start = state.start_player();
            let (tokens, flipped) = state.tracking_tokens();
            let tokens_label = fill(
                words::t(MedMsg::TokensFlipped),
                &[("flipped", &flipped.to_string()), ("tokens", &tokens.to_string())],
            );
            let marks = (0..tokens)
                .map(|index| {
                    let gone = index < flipped;
                    view! { <span class="tracking-token" class:flipped=gone aria-hidden="true">{if gone { "✕" } else { "" }}</span> }
                })
                .collect_view();
            let philippe = state.is_solitaire().then(|| {
                let dice = state.philippe_dice().to_vec();
                view! {
                    <span class="philippe">
                        {words::t(MedMsg::PhilippeDice)} " "
                        {dice.into_iter().enumerate().map(|(number, die)| view! { <DieTile number die/> }).collect_view()}
                    </span>
                }
            });
            Some(view! {
                <div class="round-bar">
                    <strong>{round}</strong>
                    {(!state.is_solitaire()).then(|| view! {
                        <span>{words::t(MedMsg::StartPlayerIs)} " " <SeatToken seat=start name=names.name(start)/> " " {names.name(start)}</span>
                    })}
                    <span class="tracking" role="img" aria-label=tokens_label.clone() title=tokens_label>{marks}</span>
                    {philippe}
                </div>
            })
        })
    }
}

/// The domains not shown large, as small pictures to show one large.
#[component]
pub fn OtherDomains(shown: Memo<u8>) -> impl IntoView {
    let state = expect_context::<StateMemo>().0;
    let names = expect_context::<NamesMemo>();
    let viewed = expect_context::<ViewedSeat>();
    let count = move || state.with(|state| state.as_ref().map_or(0, |s| s.player_count()));
    move || {
        let shown = shown.get();
        (0..count() as u8)
            .filter(|seat| *seat != shown)
            .map(|seat| {
                let name = names.name(seat);
                let label = fill(words::t(MedMsg::ShowDomain), &[("player", &name)]);
                view! {
                    <button class="domain-thumb" aria-label=label.clone() title=label data-seat=seat.to_string()
                        on:click=move |_| viewed.0.set(Some(seat))>
                        <DomainThumbnail seat/>
                        <span><SeatToken seat name=name.clone()/> " " {name.clone()}</span>
                    </button>
                }
            })
            .collect_view()
    }
}

/// What can still be built: each building type, each wall length, the scorched areas.
#[component]
pub fn SupplyPanel() -> impl IntoView {
    let state = expect_context::<StateMemo>().0;
    move || {
        state.with(|state| {
            let state = state.as_ref()?;
            let supply = state.supply().clone();
            let buildings = Building::ALL
                .into_iter()
                .map(|building| {
                    let left = supply.building(building);
                    let info = building.info();
                    let title = fill(
                        words::t(MedMsg::BuildingTitle),
                        &[
                            ("building", words::words().building(building)),
                            ("cost", &words::words().resources(info.cost)),
                            ("effect", &words::words().building_effect(building)),
                            ("count", &left.to_string()),
                        ],
                    );
                    view! {
                        <li class="supply-item" class:empty=left == 0 title=title.clone() aria-label=title>
                            <BuildingIcon building/>
                            <span class="supply-count" aria-hidden="true">{left}</span>
                        </li>
                    }
                })
                .collect_view();
            let walls = data::WALL_LENGTHS
                .into_iter()
                .map(|length| {
                    let left = supply.walls_of(length);
                    let label = fill(
                        words::t(MedMsg::CountOf),
                        &[("count", &left.to_string()), ("piece", &words::words().wall(length))],
                    );
                    view! {
                        <li class="supply-item" class:empty=left == 0 title=label.clone() aria-label=label>
                            <span class="wall-icon" style=format!("width: {}px", 4 * u32::from(length)) aria-hidden="true"></span>
                            <span class="supply-count" aria-hidden="true">{left}</span>
                        </li>
                    }
                })
                .collect_view();
            let scorched_label = fill(
                words::t(MedMsg::CountOf),
                &[("count", &supply.scorched.to_string()), ("piece", words::words().scorched_area())],
            );
            Some(view! {
                <section class="supply" aria-labelledby="supply-heading">
                    <h2 id="supply-heading">{words::t(MedMsg::Supply)}</h2>
                    <ul class="supply-list">{buildings}</ul>
                    <ul class="supply-list">
                        {walls}
                        <li class="supply-item" title=scorched_label.clone() aria-label=scorched_label>
                            <span class="scorched-icon" aria-hidden="true"></span>
                            <span class="supply-count" aria-hidden="true">{supply.scorched}</span>
                        </li>
                    </ul>
                </section>
            })
        })
    }
}

/// A track of `cap` spaces with `value` filled.
fn track(value: u32, cap: u32, class: &'static str) -> impl IntoView {
    let spaces: String = (0..cap)
        .map(|space| {
            if space < value {
                r#"<span class="space filled"></span>"#
            } else {
                r#"<span class="space"></span>"#
            }
        })
        .collect();
    view! { <span class=format!("track {class}") aria-hidden="true" inner_html=spaces></span> }
}

/// Every player's board.
#[component]
pub fn PlayerBoards() -> impl IntoView {
    let state = expect_context::<StateMemo>().0;
    let count = move || state.with(|state| state.as_ref().map_or(0, |s| s.player_count()));
    view! {
        <div class="player-boards">
            {move || (0..count() as u8).map(|seat| view! { <PlayerBoard seat/> }).collect_view()}
        </div>
    }
}

#[component]
fn PlayerBoard(seat: u8) -> impl IntoView {
    let state = expect_context::<StateMemo>().0;
    let names = expect_context::<NamesMemo>();
    let seats = expect_context::<Seats>();
    let screen = expect_context::<Screen>();
    let name = names.name(seat);
    let heading_id = format!("player-{seat}-heading");
    let labelled_by = heading_id.clone();
    let controller = move || seats.bot(seat).map(|level| i18n::controller(Some(level)));
    let body = move || {
        state.with(|state| {
            let state = state.as_ref()?;
            let player = state.player(seat)?;
            let deciding = state.current_seat() == Some(seat) && !matches!(state.phase(), Phase::GameOver);
            let resources = Resource::ALL
                .into_iter()
                .map(|resource| {
                    let have = player.resource(resource);
                    let label = fill(
                        words::t(MedMsg::TrackValue),
                        &[
                            ("what", words::words().resource(resource)),
                            ("value", &have.to_string()),
                            ("cap", &resource.cap().to_string()),
                        ],
                    );
                    view! {
                        <li class="resource-track" role="img" aria-label=label.clone() title=label>
                            <span class="item" aria-hidden="true">
                                <span class="count">{have}</span>
                                <svg class="icon" viewBox="0 0 10 10" inner_html=super::icons::symbol_markup(Symbol::Resource(resource))></svg>
                            </span>
                            {track(u32::from(have), u32::from(resource.cap()), "resource")}
                        </li>
                    }
                })
                .collect_view();
            let (culture_peg, culture_wraps) = player.culture_peg();
            let (disaster_peg, _) = player.disaster_peg();
            let culture_label = fill(words::t(MedMsg::CultureValue), &[("value", &player.culture().to_string())]);
            let disaster_label = fill(words::t(MedMsg::DisasterValue), &[("value", &player.disaster().to_string())]);
            let shown = dice_shown(state, seat, seats, screen);
            let dice = player
                .dice()
                .iter()
                .enumerate()
                .map(|(number, die)| view! { <DieTile number die=*die hidden=!shown/> })
                .collect_view();
            let held = player.dice_by_colour();
            let due = player.dice_due();
            let dice_counts = DieColour::ALL
                .into_iter()
                .filter(|colour| held[colour.index()] > 0 || due[colour.index()] > 0)
                .map(|colour| {
                    let label = fill(
                        words::t(MedMsg::DiceHeldDue),
                        &[
                            ("dice", &words::words().dice_count(u32::from(held[colour.index()]), colour)),
                            ("due", &due[colour.index()].to_string()),
                        ],
                    );
                    view! {
                        <span class=format!("die-count {}", super::icons::die_class(colour)) role="img" aria-label=label.clone() title=label>
                            {held[colour.index()]}
                        </span>
                    }
                })
                .collect_view();
            let walled = player.domain().walled_area();
            Some(view! {
                <div class="player-state" class:deciding=deciding>
                    <ul class="resources">{resources}</ul>
                    <div class="scores-tracks">
                        <span role="img" aria-label=culture_label.clone() title=culture_label class="score-track">
                            <svg class="icon" viewBox="0 0 10 10" aria-hidden="true" inner_html=super::icons::symbol_markup(Symbol::Culture)></svg>
                            <strong aria-hidden="true">{player.culture()}</strong>
                            {track(culture_peg, data::TRACK_SPACES, "culture")}
                            {(culture_wraps > 0).then(|| view! { <span class="wraps" aria-hidden="true">{format!("+{}", culture_wraps * data::TRACK_SPACES)}</span> })}
                        </span>
                        <span role="img" aria-label=disaster_label.clone() title=disaster_label class="score-track">
                            <svg class="icon" viewBox="0 0 10 10" aria-hidden="true" inner_html=super::icons::symbol_markup(Symbol::Disaster)></svg>
                            <strong aria-hidden="true">{player.disaster()}</strong>
                            {track(disaster_peg, data::TRACK_SPACES, "disaster")}
                        </span>
                    </div>
                    <div class="dice-row">
                        <span class="dice-counts">{dice_counts}</span>
                        <span class="dice-faces">{dice}</span>
                    </div>
                    <p class="walled-area">{fill(words::t(MedMsg::WalledArea), &[("cells", &walled.to_string())])}</p>
                </div>
            })
        })
    };
    view! {
        <section class="panel player-board" aria-labelledby=labelled_by data-seat=seat.to_string()>
            <h3 id=heading_id>
                <SeatToken seat name=name.clone()/> " " {name.clone()}
                {move || controller().map(|level| view! { <span class="controller-badge">{level}</span> })}
            </h3>
            {body}
        </section>
    }
}
