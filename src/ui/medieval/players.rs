//! The table around the domains: the round and the game-end tokens, the other players'
//! domains, the supply, and each player's board (resource tracks with their caps, culture and
//! disaster tracks, dice).

use leptos::prelude::*;

use super::dice::DieTile;
use super::domain::DomainThumbnail;
use super::icons::{seat_token, symbol_icon, symbol_markup, BuildingIcon, Symbol};
use super::{dice_shown, layout_hidden, philippe_shown};
use crate::i18n::medieval::{self as words, MedMsg};
use crate::i18n::{self, fill};
use crate::ui::Seats;
use era_medieval::rules::{
    data, Building, DieColour, GameState, Phase, Resource, Resources, Supply,
};

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
    let solitaire =
        Memo::new(move |_| state.with(|state| state.as_ref().is_some_and(GameState::is_solitaire)));
    let round = Memo::new(move |_| state.with(|state| state.as_ref().map(GameState::round)));
    let start =
        Memo::new(move |_| state.with(|state| state.as_ref().map_or(0, GameState::start_player)));
    let tokens = Memo::new(move |_| {
        state.with(|state| state.as_ref().map_or((0, 0), GameState::tracking_tokens))
    });
    let round_text = move || {
        let round = round.get().unwrap_or_default().to_string();
        if solitaire.get() {
            fill(
                words::t(MedMsg::RoundOf),
                &[
                    ("round", &round),
                    ("last", &data::SOLITAIRE_ROUNDS.to_string()),
                ],
            )
        } else {
            fill(words::t(MedMsg::RoundNumber), &[("round", &round)])
        }
    };
    let tokens_label = move || {
        let (tokens, flipped) = tokens.get();
        fill(
            words::t(MedMsg::TokensFlipped),
            &[
                ("flipped", &flipped.to_string()),
                ("tokens", &tokens.to_string()),
            ],
        )
    };
    // Each token, and whether it is flipped.
    let marks = move || {
        let (tokens, flipped) = tokens.get();
        (0..tokens).map(move |index| (index, index < flipped))
    };
    // Sir Philippe's dice, blank until he rolls.
    let philippe_dice = Memo::new(move |_| {
        state.with(|state| {
            state.as_ref().map_or_else(Vec::new, |state| {
                let shown = philippe_shown(state);
                let dice = state.philippe_dice().iter().enumerate();
                dice.map(|(number, die)| (number, *die, shown)).collect()
            })
        })
    });
    view! {
        <div class="round-bar">
            <Show when=move || round.get().is_some()>
                <strong>{round_text}</strong>
                <Show when=move || !solitaire.get()>
                    <span>
                        {words::t(MedMsg::StartPlayerIs)} " "
                        {move || seat_token(start.get(), &names.name(start.get()))} " "
                        {move || names.name(start.get())}
                    </span>
                </Show>
                // Solitaire ends after its rounds, not by tracking tokens: it has none to tell.
                <Show when=move || { tokens.get().0 > 0 }>
                    <span class="tracking" role="img" aria-label=tokens_label title=tokens_label>
                        <For each=marks key=|mark| *mark children=|(_, flipped)| view! {
                            <span class="tracking-token" class:flipped=flipped aria-hidden="true">{flipped.then_some("✕")}</span>
                        }/>
                    </span>
                </Show>
                <Show when=move || solitaire.get()>
                    // Who he is and what his dice do, for a player who skipped the setup's words.
                    <span class="philippe" tabindex="0" data-tip=words::t(MedMsg::PhilippeRules)>
                        {words::t(MedMsg::PhilippeDice)} " "
                        <span>
                            <For each=move || philippe_dice.get() key=|die| *die children=|(number, die, shown)| view! {
                                <DieTile number die shown/>
                            }/>
                        </span>
                    </span>
                </Show>
            </Show>
            <details class="legend">
                <summary>{words::t(MedMsg::Icons)}</summary>
                <ul class="legend-list">
                    <Legend solitaire/>
                </ul>
            </details>
        </div>
    }
}

/// One line of the legend: a picture and what it means.
fn legend_entry(picture: impl IntoView, text: String) -> impl IntoView {
    view! {
        <li>
            <span class="legend-icon" aria-hidden="true">{picture}</span>
            <span class="legend-text">{text}</span>
        </li>
    }
}

/// What each picture of the board means, as the items of the legend's list.
#[component]
fn Legend(solitaire: Memo<bool>) -> impl IntoView {
    let words = words::words();
    let symbols = Resource::ALL.into_iter().map(Symbol::Resource).chain([
        Symbol::Hammer,
        Symbol::Sword,
        Symbol::Shield,
        Symbol::Culture,
        Symbol::Skull,
        Symbol::Feather,
        Symbol::Disaster,
    ]);
    let symbols = symbols
        .map(|symbol| {
            legend_entry(
                view! { <svg class="icon" viewBox="0 0 10 10" inner_html=symbol_markup(symbol)></svg> },
                super::icons::symbol_name(symbol),
            )
        })
        .collect_view();
    let samples = [
        (true, MedMsg::LegendWalled),
        (false, MedMsg::LegendUnwalled),
    ]
    .map(|(walled, message)| {
        let sample = view! {
            <svg class="domain legend-sample" viewBox="-2 -2 24 14">
                <g class="building b-longhouse" class:walled=walled>
                    <rect class="building-cell" width="20" height="10"></rect>
                    {walled.then(|| view! { <path class="building-rampart" d="M0 0h20v10h-20z"></path> })}
                    <path class="building-outline" d="M0 0h20v10h-20z"></path>
                </g>
            </svg>
        };
        legend_entry(sample, words::t(message).to_string())
    });
    view! {
        {symbols}
        {samples.into_iter().collect_view()}
        {legend_entry(view! { <span class="wall-icon wall-3"></span> }, words::t(MedMsg::LegendWall).to_string())}
        {legend_entry(view! { <span class="scorched-icon"></span> }, words.scorched_area().to_string())}
        // Solitaire ends after its rounds: it has no tracking tokens.
        <Show when=move || !solitaire.get()>
            {legend_entry(view! { <span class="tracking-token flipped">"✕"</span> }, words::t(MedMsg::LegendToken).to_string())}
        </Show>
    }
}

/// The domains not shown large, as small pictures to show one large.
#[component]
pub fn OtherDomains(shown: Memo<u8>) -> impl IntoView {
    let state = expect_context::<super::Med>().state.0;
    let names = expect_context::<super::Med>().names;
    let viewed = expect_context::<super::Med>().viewed;
    let count =
        Memo::new(move |_| state.with(|state| state.as_ref().map_or(0, |s| s.player_count())));
    let others = move || {
        let shown = shown.get();
        (0..count.get() as u8).filter(move |seat| *seat != shown)
    };
    view! {
        <For each=others key=|seat| *seat children=move |seat| {
            let name = names.name(seat);
            let label = fill(words::t(MedMsg::ShowDomain), &[("player", &name)]);
            view! {
                // Named by the player's name it shows; what it does is its description.
                <button class="domain-thumb" title=label data-seat=seat.to_string()
                    on:click=move |_| viewed.0.set(Some(seat))>
                    <DomainThumbnail seat/>
                    <span>{seat_token(seat, &name)} " " {name.clone()}</span>
                </button>
            }
        }/>
    }
}

/// One item of the supply: its picture, count and name as seen, and for screen readers (and as
/// its tooltip) its name, cost, what it gives and how many are left (a scorched area, never
/// bought, its name and count).
#[component]
fn SupplyItem(
    left: Memo<u8>,
    name: String,
    cost: Option<Resources>,
    #[prop(optional)] gives: String,
    children: Children,
) -> impl IntoView {
    let label = {
        let name = name.clone();
        move || {
            let count = left.get().to_string();
            match cost {
                Some(cost) => fill(
                    words::t(MedMsg::BuildingTitle),
                    &[
                        ("building", &name),
                        ("cost", &words::words().resources(cost)),
                        ("effect", &gives),
                        ("count", &count),
                    ],
                ),
                None => fill(
                    words::t(MedMsg::CountOf),
                    &[("count", &count), ("piece", &name)],
                ),
            }
        }
    };
    let title = label.clone();
    view! {
        <li class="supply-item" class:empty=move || left.get() == 0 title=title>
            <span class="supply-shown" aria-hidden="true">
                {children()}
                <span class="supply-count">{move || left.get()}</span>
                <span class="supply-name">{name}</span>
            </span>
            <span class="visually-hidden">{label}</span>
        </li>
    }
}

/// What can still be built: each building type, each wall length, the scorched areas.
#[component]
pub fn SupplyPanel() -> impl IntoView {
    let state = expect_context::<super::Med>().state.0;
    let left = move |count: Box<dyn Fn(&Supply) -> u8 + Send + Sync>| {
        Memo::new(move |_| {
            state.with(|state| state.as_ref().map_or(0, |state| count(state.supply())))
        })
    };
    let words = words::words();
    let buildings = Building::ALL
        .into_iter()
        .map(|building| {
            let left = left(Box::new(move |supply| supply.building(building)));
            view! {
                <SupplyItem left name=words.building(building).to_string() cost=Some(building.info().cost)
                    gives=words.building_effect(building)>
                    <BuildingIcon building/>
                </SupplyItem>
            }
        })
        .collect_view();
    let walls = data::WALL_LENGTHS
        .into_iter()
        .map(|length| {
            let left = left(Box::new(move |supply| supply.walls_of(length)));
            // A class per length (style/medieval.css), not a `style` attribute, which the page's
            // Content Security Policy refuses. A wall gives no points of its own.
            view! {
                <SupplyItem left name=words.wall(length) cost=Some(data::WALL_COST)>
                    <span class=format!("wall-icon wall-{length}")></span>
                </SupplyItem>
            }
        })
        .collect_view();
    let scorched = left(Box::new(|supply| supply.scorched));
    view! {
        <section class="supply" aria-labelledby="supply-heading">
            <h2 id="supply-heading">{words::t(MedMsg::Supply)}</h2>
            <ul class="supply-list">{buildings}</ul>
            <ul class="supply-list">
                {walls}
                <SupplyItem left=scorched name=words.scorched_area().to_string() cost=None>
                    <span class="scorched-icon"></span>
                </SupplyItem>
            </ul>
        </section>
    }
}

/// A track of `cap` spaces, as many filled as `value` says.
fn track(
    value: impl Fn() -> u32 + Copy + Send + Sync + 'static,
    cap: u32,
    class: &str,
) -> impl IntoView {
    let spaces = (0..cap)
        .map(|space| view! { <span class="space" class:filled=move || space < value()></span> })
        .collect_view();
    view! { <span class=format!("track {class}") aria-hidden="true">{spaces}</span> }
}

/// Every player's board.
#[component]
pub fn PlayerBoards() -> impl IntoView {
    let state = expect_context::<super::Med>().state.0;
    let count =
        Memo::new(move |_| state.with(|state| state.as_ref().map_or(0, |s| s.player_count())));
    view! {
        <div class="player-boards">
            <For each=move || 0..count.get() as u8 key=|seat| *seat children=|seat| view! { <PlayerBoard seat/> }/>
        </div>
    }
}

/// A resource's track on a player's board: how much they hold of its cap.
#[component]
fn ResourceTrack(seat: u8, resource: Resource) -> impl IntoView {
    let state = expect_context::<super::Med>().state.0;
    let have = Memo::new(move |_| {
        state.with(|state| {
            state
                .as_ref()
                .and_then(|state| state.player(seat))
                .map_or(0, |player| player.resource(resource))
        })
    });
    let label = move || {
        fill(
            words::t(MedMsg::TrackValue),
            &[
                ("what", words::words().resource(resource)),
                ("value", &have.get().to_string()),
                ("cap", &resource.cap().to_string()),
            ],
        )
    };
    view! {
        <li>
            <span class="resource-track" role="img" aria-label=label title=label>
                <span class="item" aria-hidden="true">
                    <span class="count">{move || have.get()}</span>
                    <svg class="icon" viewBox="0 0 10 10" inner_html=symbol_markup(Symbol::Resource(resource))></svg>
                </span>
                {track(move || u32::from(have.get()), u32::from(resource.cap()), "resource")}
            </span>
        </li>
    }
}

/// A player's culture or disaster: the points, and the peg on its track (culture past the track's
/// end with how far it went round).
#[component]
fn ScoreTrack(seat: u8, symbol: Symbol, message: MedMsg, class: &'static str) -> impl IntoView {
    let state = expect_context::<super::Med>().state.0;
    let culture = symbol == Symbol::Culture;
    // The points, the peg, and how many times the peg went round.
    let score = Memo::new(move |_| {
        state
            .with(|state| {
                let player = state.as_ref().and_then(|state| state.player(seat))?;
                Some(if culture {
                    let (peg, wraps) = player.culture_peg();
                    (player.culture(), peg, wraps)
                } else {
                    (player.disaster(), player.disaster_peg().0, 0)
                })
            })
            .unwrap_or_default()
    });
    let label = move || fill(words::t(message), &[("value", &score.get().0.to_string())]);
    view! {
        <span role="img" aria-label=label title=label class="score-track">
            <svg class="icon" viewBox="0 0 10 10" aria-hidden="true" inner_html=symbol_markup(symbol)></svg>
            <strong aria-hidden="true">{move || score.get().0}</strong>
            {track(move || score.get().1, data::TRACK_SPACES, class)}
            <Show when=move || { score.get().2 > 0 }>
                <span class="wraps" aria-hidden="true">"+" {move || score.get().2 * data::TRACK_SPACES}</span>
            </Show>
        </span>
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
    let present = Memo::new(move |_| {
        state.with(|state| {
            state
                .as_ref()
                .is_some_and(|state| state.player(seat).is_some())
        })
    });
    let deciding = Memo::new(move |_| {
        state.with(|state| {
            state.as_ref().is_some_and(|state| {
                state.current_seat() == Some(seat) && !matches!(state.phase(), Phase::GameOver)
            })
        })
    });
    // The dice by colour, held and due at round end.
    let counts = Memo::new(move |_| {
        state.with(|state| {
            let Some(player) = state.as_ref().and_then(|state| state.player(seat)) else {
                return Vec::new();
            };
            let (held, due) = (player.dice_by_colour(), player.dice_due());
            DieColour::ALL
                .into_iter()
                .map(|colour| (colour, held[colour.index()], due[colour.index()]))
                .filter(|(_, count, coming)| *count > 0 || *coming > 0)
                .collect()
        })
    });
    // The dice as whoever looks at the device may see them.
    let dice = Memo::new(move |_| {
        state.with(|state| {
            let Some(state) = state.as_ref() else {
                return Vec::new();
            };
            let shown = dice_shown(state, seat, seats, screen);
            let dice = state
                .player(seat)
                .map(|player| player.dice())
                .unwrap_or_default();
            dice.iter()
                .enumerate()
                .map(|(number, die)| (number, *die, shown))
                .collect()
        })
    });
    let walled = move || {
        if layout_hidden(committed, seat) {
            return String::new();
        }
        let cells = state.with(|state| {
            state
                .as_ref()
                .and_then(|state| state.player(seat))
                .map_or(0, |player| player.domain().walled_area())
        });
        fill(
            words::t(MedMsg::WalledArea),
            &[("cells", &cells.to_string())],
        )
    };
    view! {
        <section class="panel player-board" aria-labelledby=labelled_by data-seat=seat.to_string()>
            <h3 id=heading_id>
                {seat_token(seat, &name)} " " {name.clone()}
                {move || controller().map(|level| view! { <span class="controller-badge">{level}</span> })}
            </h3>
            <Show when=move || present.get()>
                <div class="player-state" class:deciding=move || deciding.get()>
                    <ul class="resources">
                        {Resource::ALL.map(|resource| view! { <ResourceTrack seat resource/> }).into_iter().collect_view()}
                    </ul>
                    <div class="scores-tracks">
                        <ScoreTrack seat symbol=Symbol::Culture message=MedMsg::CultureValue class="culture"/>
                        <ScoreTrack seat symbol=Symbol::Disaster message=MedMsg::DisasterValue class="disaster"/>
                    </div>
                    <div class="dice-row">
                        <span class="dice-counts">
                            <For each=move || counts.get() key=|count| *count children=|(colour, count, coming)| {
                                let label = fill(
                                    words::t(MedMsg::DiceHeldDue),
                                    &[
                                        ("dice", &words::words().dice_count(u32::from(count), colour)),
                                        ("due", &coming.to_string()),
                                    ],
                                );
                                view! {
                                    <span class=format!("die-count {}", super::icons::die_class(colour)) role="img" aria-label=label.clone() title=label>{count}</span>
                                }
                            }/>
                        </span>
                        <span class="dice-faces">
                            <For each=move || dice.get() key=|die| *die children=|(number, die, shown)| view! {
                                <DieTile number die shown/>
                            }/>
                        </span>
                    </div>
                    <p class="walled-area">{walled}</p>
                </div>
            </Show>
        </section>
    }
}
