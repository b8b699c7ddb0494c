//! The table around the domains: the round and the game-end tokens, the other players'
//! domains, the supply, and each player's board (resource tracks with their caps, culture and
//! disaster tracks, dice).

use crate::ui::context::{boxed, expect_context};
use leptos::prelude::*;

use super::dice::die_tile_markup;
use super::domain::DomainThumbnail;
use super::icons::{building_icon_markup, escape, seat_token, symbol_icon, symbol_markup, Symbol};
use super::{dice_shown, layout_hidden, philippe_shown};
use crate::i18n::medieval::{self as words, MedMsg};
use crate::i18n::{self, fill};
use crate::ui::Seats;
use era_medieval::rules::{data, Building, DieColour, GameState, Phase, Resource, Resources};

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
            symbol_icon(
                Symbol::Resource(resource),
                Some(u32::from(count)),
                Some(label),
            )
        })
        .collect_view()
        .into_any()
}

/// The round, the start player and the tracking tokens that end the game.
#[component]
pub fn RoundBar() -> impl IntoView {
    let state = expect_context::<super::Med>().state.0;
    let names = expect_context::<super::Med>().names;
    let bar = move || {
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
            let marks: String = (0..tokens)
                .map(|index| {
                    if index < flipped {
                        r#"<span class="tracking-token flipped" aria-hidden="true">✕</span>"#
                    } else {
                        r#"<span class="tracking-token" aria-hidden="true"></span>"#
                    }
                })
                .collect();
            let philippe = state.is_solitaire().then(|| {
                let dice: String = state
                    .philippe_dice()
                    .iter()
                    .enumerate()
                    .map(|(number, die)| die_tile_markup(number, die, philippe_shown(state)))
                    .collect();
                view! {
                    // Who he is and what his dice do, for a player who skipped the setup's words.
                    <span class="philippe" tabindex="0" data-tip=words::t(MedMsg::PhilippeRules)>
                        {words::t(MedMsg::PhilippeDice)} " " <span inner_html=dice></span>
                    </span>
                }
            });
            Some(view! {
                    <strong>{round}</strong>
                    {(!state.is_solitaire()).then(|| view! {
                        <span>{words::t(MedMsg::StartPlayerIs)} " " {seat_token(start, &names.name(start))} " " {names.name(start)}</span>
                    })}
                    // Solitaire ends after its rounds, not by tracking tokens: it has none to tell.
                    {(tokens > 0).then(|| view! {
                        <span class="tracking" role="img" aria-label=tokens_label.clone() title=tokens_label inner_html=marks></span>
                    })}
                    {philippe}
            })
        })
    };
    view! {
        <div class="round-bar">
            {move || bar().into_any()}
            <details class="legend">
                <summary>{words::t(MedMsg::Icons)}</summary>
                <ul class="legend-list" inner_html=move || legend_markup(state.with(|state| state.as_ref().is_some_and(GameState::is_solitaire)))></ul>
            </details>
        </div>
    }
}

/// What each picture of the board means, as the items of the legend's list.
fn legend_markup(solitaire: bool) -> String {
    let words = words::words();
    let mut markup = String::new();
    let mut entry = |picture: &str, text: &str| {
        markup.push_str(&format!(
            r#"<li><span class="legend-icon" aria-hidden="true">{picture}</span><span class="legend-text">{}</span></li>"#,
            escape(text)
        ));
    };
    let symbols = Resource::ALL.into_iter().map(Symbol::Resource).chain([
        Symbol::Hammer,
        Symbol::Sword,
        Symbol::Shield,
        Symbol::Culture,
        Symbol::Skull,
        Symbol::Feather,
        Symbol::Disaster,
    ]);
    for symbol in symbols {
        entry(
            &format!(
                r#"<svg class="icon" viewBox="0 0 10 10">{}</svg>"#,
                symbol_markup(symbol)
            ),
            &super::icons::symbol_name(symbol),
        );
    }
    for (walled, message) in [
        (true, MedMsg::LegendWalled),
        (false, MedMsg::LegendUnwalled),
    ] {
        entry(
            &format!(
                r#"<svg class="domain legend-sample" viewBox="-2 -2 24 14"><g class="building b-longhouse{}"><rect class="building-cell" width="20" height="10"></rect>{}<path class="building-outline" d="M0 0h20v10h-20z"></path></g></svg>"#,
                if walled { " walled" } else { "" },
                if walled {
                    r#"<path class="building-rampart" d="M0 0h20v10h-20z"></path>"#
                } else {
                    ""
                }
            ),
            words::t(message),
        );
    }
    entry(
        r#"<span class="wall-icon wall-3"></span>"#,
        words::t(MedMsg::LegendWall),
    );
    entry(
        r#"<span class="scorched-icon"></span>"#,
        words.scorched_area(),
    );
    // Solitaire ends after its rounds: it has no tracking tokens.
    if !solitaire {
        entry(
            r#"<span class="tracking-token flipped">✕</span>"#,
            words::t(MedMsg::LegendToken),
        );
    }
    markup
}

/// The domains not shown large, as small pictures to show one large.
#[component]
pub fn OtherDomains(shown: Memo<u8>) -> impl IntoView {
    let state = expect_context::<super::Med>().state.0;
    let names = expect_context::<super::Med>().names;
    let viewed = expect_context::<super::Med>().viewed;
    let count = move || state.with(|state| state.as_ref().map_or(0, |s| s.player_count()));
    move || {
        let shown = shown.get();
        (0..count() as u8)
            .filter(|seat| *seat != shown)
            .map(|seat| {
                let name = names.name(seat);
                let label = fill(words::t(MedMsg::ShowDomain), &[("player", &name)]);
                view! {
                    // Named by the player's name it shows; what it does is its description.
                    <button class="domain-thumb" title=label data-seat=seat.to_string()
                        on:click=boxed(move |_| viewed.0.set(Some(seat)))>
                        <DomainThumbnail seat/>
                        <span>{seat_token(seat, &name)} " " {name.clone()}</span>
                    </button>
                }
            })
            .collect_view()
    }
}

/// One item of the supply as markup: its picture, count and name as seen, and for screen
/// readers (and as its tooltip) its name, cost, what it gives and how many are left (a scorched
/// area, never bought, its name and count).
fn supply_item(
    markup: &mut String,
    picture: &str,
    left: u8,
    name: &str,
    cost: Option<Resources>,
    effect: &str,
) {
    let count = left.to_string();
    let label = match cost {
        Some(cost) => fill(
            words::t(MedMsg::BuildingTitle),
            &[
                ("building", name),
                ("cost", &words::words().resources(cost)),
                ("effect", effect),
                ("count", &count),
            ],
        ),
        None => fill(
            words::t(MedMsg::CountOf),
            &[("count", &count), ("piece", name)],
        ),
    };
    let label = escape(&label);
    markup.push_str(&format!(
        r#"<li class="supply-item{}" title="{label}"><span class="supply-shown" aria-hidden="true">{picture}<span class="supply-count">{left}</span><span class="supply-name">{}</span></span><span class="visually-hidden">{label}</span></li>"#,
        if left == 0 { " empty" } else { "" },
        escape(name)
    ));
}

/// What can still be built: each building type, each wall length, the scorched areas.
#[component]
pub fn SupplyPanel() -> impl IntoView {
    let state = expect_context::<super::Med>().state.0;
    let lists = move || {
        state.with(|state| {
            let Some(state) = state.as_ref() else {
                return (String::new(), String::new());
            };
            let supply = state.supply();
            let words = words::words();
            let mut buildings = String::new();
            for building in Building::ALL {
                supply_item(
                    &mut buildings,
                    &building_icon_markup(building),
                    supply.building(building),
                    words.building(building),
                    Some(building.info().cost),
                    &words.building_effect(building),
                );
            }
            let mut pieces = String::new();
            for length in data::WALL_LENGTHS {
                // A class per length (style/medieval.css), not a `style` attribute, which the
                // page's Content Security Policy refuses. A wall gives no points of its own.
                supply_item(
                    &mut pieces,
                    &format!(r#"<span class="wall-icon wall-{length}"></span>"#),
                    supply.walls_of(length),
                    &words.wall(length),
                    Some(data::WALL_COST),
                    "",
                );
            }
            supply_item(
                &mut pieces,
                r#"<span class="scorched-icon"></span>"#,
                supply.scorched,
                words.scorched_area(),
                None,
                "",
            );
            (buildings, pieces)
        })
    };
    let lists = Memo::new(move |_| lists());
    view! {
        <section class="supply" aria-labelledby="supply-heading">
            <h2 id="supply-heading">{words::t(MedMsg::Supply)}</h2>
            <ul class="supply-list" inner_html=move || lists.get().0></ul>
            <ul class="supply-list" inner_html=move || lists.get().1></ul>
        </section>
    }
}

/// A track of `cap` spaces with `value` filled, as markup.
fn track(value: u32, cap: u32, class: &str) -> String {
    let spaces: String = (0..cap)
        .map(|space| {
            if space < value {
                r#"<span class="space filled"></span>"#
            } else {
                r#"<span class="space"></span>"#
            }
        })
        .collect();
    format!(r#"<span class="track {class}" aria-hidden="true">{spaces}</span>"#)
}

/// Every player's board.
#[component]
pub fn PlayerBoards() -> impl IntoView {
    let state = expect_context::<super::Med>().state.0;
    let count = move || state.with(|state| state.as_ref().map_or(0, |s| s.player_count()));
    view! {
        <div class="player-boards">
            {move || (0..count() as u8).map(|seat| view! { <PlayerBoard seat/> }).collect_view().into_any()}
        </div>
    }
}

#[component]
fn PlayerBoard(seat: u8) -> impl IntoView {
    let state = expect_context::<super::Med>().state.0;
    let names = expect_context::<super::Med>().names;
    let seats = expect_context::<Seats>();
    let screen = expect_context::<super::Med>().screen;
    let committed =
        expect_context::<crate::ui::game::Committed<era_medieval::rules::GameState>>().0;
    let name = names.name(seat);
    let heading_id = format!("player-{seat}-heading");
    let labelled_by = heading_id.clone();
    let controller = move || seats.bot(seat).map(|level| i18n::controller(Some(level)));
    let body = move || {
        state.with(|state| {
            let state = state.as_ref()?;
            let player = state.player(seat)?;
            let deciding =
                state.current_seat() == Some(seat) && !matches!(state.phase(), Phase::GameOver);
            let words = words::words();
            let mut markup = String::from(r#"<ul class="resources">"#);
            for resource in Resource::ALL {
                let have = player.resource(resource);
                let label = escape(&fill(
                    words::t(MedMsg::TrackValue),
                    &[
                        ("what", words.resource(resource)),
                        ("value", &have.to_string()),
                        ("cap", &resource.cap().to_string()),
                    ],
                ));
                markup.push_str(&format!(
                    r#"<li><span class="resource-track" role="img" aria-label="{label}" title="{label}"><span class="item" aria-hidden="true"><span class="count">{have}</span><svg class="icon" viewBox="0 0 10 10">{}</svg></span>{}</span></li>"#,
                    symbol_markup(Symbol::Resource(resource)),
                    track(u32::from(have), u32::from(resource.cap()), "resource")
                ));
            }
            markup.push_str(r#"</ul><div class="scores-tracks">"#);
            let (culture_peg, culture_wraps) = player.culture_peg();
            let (disaster_peg, _) = player.disaster_peg();
            let wraps = if culture_wraps > 0 {
                format!(
                    r#"<span class="wraps" aria-hidden="true">+{}</span>"#,
                    culture_wraps * data::TRACK_SPACES
                )
            } else {
                String::new()
            };
            for (symbol, message, value, peg, class, extra) in [
                (Symbol::Culture, MedMsg::CultureValue, player.culture(), culture_peg, "culture", wraps),
                (Symbol::Disaster, MedMsg::DisasterValue, player.disaster(), disaster_peg, "disaster", String::new()),
            ] {
                let label = escape(&fill(words::t(message), &[("value", &value.to_string())]));
                markup.push_str(&format!(
                    r#"<span role="img" aria-label="{label}" title="{label}" class="score-track"><svg class="icon" viewBox="0 0 10 10" aria-hidden="true">{}</svg><strong aria-hidden="true">{value}</strong>{}{extra}</span>"#,
                    symbol_markup(symbol),
                    track(peg, data::TRACK_SPACES, class)
                ));
            }
            markup.push_str(r#"</div><div class="dice-row"><span class="dice-counts">"#);
            let held = player.dice_by_colour();
            let due = player.dice_due();
            for colour in DieColour::ALL {
                let (count, coming) = (held[colour.index()], due[colour.index()]);
                if count == 0 && coming == 0 {
                    continue;
                }
                let label = escape(&fill(
                    words::t(MedMsg::DiceHeldDue),
                    &[
                        ("dice", &words.dice_count(u32::from(count), colour)),
                        ("due", &coming.to_string()),
                    ],
                ));
                markup.push_str(&format!(
                    r#"<span class="die-count {}" role="img" aria-label="{label}" title="{label}">{count}</span>"#,
                    super::icons::die_class(colour)
                ));
            }
            markup.push_str(r#"</span><span class="dice-faces">"#);
            let shown = dice_shown(state, seat, seats, screen);
            for (number, die) in player.dice().iter().enumerate() {
                markup.push_str(&die_tile_markup(number, die, shown));
            }
            let walled = if layout_hidden(committed, seat) {
                String::new()
            } else {
                fill(
                    words::t(MedMsg::WalledArea),
                    &[("cells", &player.domain().walled_area().to_string())],
                )
            };
            markup.push_str(&format!(
                r#"</span></div><p class="walled-area">{}</p>"#,
                escape(&walled)
            ));
            Some(view! { <div class="player-state" class:deciding=deciding inner_html=markup></div> })
        })
    };
    view! {
        <section class="panel player-board" aria-labelledby=labelled_by data-seat=seat.to_string()>
            <h3 id=heading_id>
                {seat_token(seat, &name)} " " {name.clone()}
                {move || controller().map(|level| view! { <span class="controller-badge">{level}</span> }).into_any()}
            </h3>
            {move || body().into_any()}
        </section>
    }
}
