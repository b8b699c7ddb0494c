//! The shared board: action areas, markets, the conveyor, the invention board and the tracks.

use leptos::prelude::*;

use crate::i18n::eoi::{t as et, EoiMsg};

use super::icons::{
    CogIcon, Coin, Cube, Cubes, GoodIcon, InfluenceIcon, PatentMark, ProductIcon, Token,
};
use super::{NamesMemo, StateMemo};
use crate::i18n;
use eoi::rules::{
    data, Area, CardId, FactoryId, GameState, Invention, LoadId, Phase, Royalty, Seat, Space,
};

fn with_state<T: Default>(f: impl Fn(&GameState) -> T + 'static) -> impl Fn() -> T {
    let state = expect_context::<StateMemo>();
    move || {
        state
            .0
            .with(|state| state.as_ref().map(&f).unwrap_or_default())
    }
}

/// A seat's token, named.
pub fn seat_token(state: &GameState, names: NamesMemo, seat: Seat) -> impl IntoView {
    let colour = state
        .player(seat)
        .map(|player| player.colour)
        .unwrap_or(eoi::rules::Colour::Orange);
    view! { <Token colour name=names.name(seat)/> }
}

/// The round, the start player and what the game is waiting for.
#[component]
pub fn RoundTrack() -> impl IntoView {
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    move || {
        state.0.with(|state| {
            state.as_ref().map(|state| {
                let phase = match state.phase() {
                    Phase::Placement { .. } => et(EoiMsg::PhasePlacement),
                    Phase::Resolution { .. } | Phase::Action(_) | Phase::Bonus { .. } => {
                        et(EoiMsg::PhaseResolution)
                    }
                    Phase::FinalExchange(_) => et(EoiMsg::PhaseFinalExchange),
                    Phase::GameOver => et(EoiMsg::PhaseGameOver),
                };
                let rounds = (1..=state.last_round())
                    .map(|round| {
                        let current = round == state.round();
                        view! {
                            <li class="round" class:current=current aria-current=current.then_some("step")>
                                {round}
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <div class="round-track">
                        <h2 class="visually-hidden">{et(EoiMsg::Round)}</h2>
                        <ol class="rounds" aria-label=i18n::round_of(state.round(), state.last_round())>
                            {rounds}
                        </ol>
                        <span class="phase">{phase}</span>
                        <span class="start-player" title=et(EoiMsg::StartPlayerBadge)>
                            {i18n::around_player(et(EoiMsg::StartPlayerHolder)).0}
                            {seat_token(state, names, state.start_player())}
                            {i18n::around_player(et(EoiMsg::StartPlayerHolder)).1}
                        </span>
                    </div>
                }
            })
        })
    }
}

#[component]
pub fn ActionAreas() -> impl IntoView {
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    view! {
        <section class="panel action-areas" aria-labelledby="areas-heading">
            <h2 id="areas-heading">{et(EoiMsg::ActionAreas)}</h2>
            <ol class="areas">
                {Area::ALL
                    .into_iter()
                    .map(|area| {
                        let tokens = move || {
                            state.0.with(|state| {
                                state.as_ref().map(|state| {
                                    state
                                        .tokens_on(area)
                                        .map(|seat| seat_token(state, names, seat))
                                        .collect_view()
                                })
                            })
                        };
                        view! {
                            <li class="area" title=i18n::area_hint(area)>
                                <span class="area-letter">{area.letter()}</span>
                                <span class="area-name">{i18n::area(area)}</span>
                                <span class="area-tokens">{tokens}</span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        </section>
    }
}

/// A factory card's face.
#[component]
pub fn FactoryFace(factory: FactoryId) -> impl IntoView {
    factory.info().map(|info| {
        view! {
            <span class="factory-face" title=i18n::factory_title(&i18n::words().factory(factory), info.amount)>
                <span class="makes"><ProductIcon product=info.product amount=info.amount/></span>
                <span class="costs">"◂ " <Cubes cubes=info.cost/></span>
            </span>
        }
    })
}

#[component]
pub fn FactoryMarket() -> impl IntoView {
    let market = with_state(|state| state.factory_market().to_vec());
    let deck = with_state(|state| state.factory_deck_len());
    let discarded_from = data::FACTORY_MARKET_PLACES - data::FACTORY_MARKET_DISCARDED;
    view! {
        <section class="panel factory-market" aria-labelledby="factories-heading">
            <h2 id="factories-heading">{et(EoiMsg::FactoryMarket)}</h2>
            <ol class="cards">
                {move || {
                    market()
                        .into_iter()
                        .enumerate()
                        .map(|(place, factory)| {
                            let leaving = place >= discarded_from;
                            view! {
                                <li class="card factory" class:leaving=leaving title=leaving.then(|| et(EoiMsg::LeavesAtRoundEnd))>
                                    {match factory {
                                        Some(factory) => view! { <FactoryFace factory/> }.into_any(),
                                        None => view! { <span class="empty">"—"</span> }.into_any(),
                                    }}
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
            <p class="pile">{move || i18n::fill(et(EoiMsg::LabelValue), &[("label", et(EoiMsg::Deck)), ("value", &deck().to_string())])}</p>
        </section>
    }
}

#[component]
pub fn Harbour() -> impl IntoView {
    let loads = with_state(|state| state.loads().to_vec());
    view! {
        <section class="panel harbour" aria-labelledby="harbour-heading">
            <h2 id="harbour-heading">{et(EoiMsg::Harbour)}</h2>
            <ul class="loads">
                {move || {
                    loads()
                        .into_iter()
                        .enumerate()
                        .filter_map(|(index, cubes)| {
                            let load = LoadId(index as u8);
                            load.info().map(|info| {
                                view! {
                                    <li class="load" class:ship=info.is_ship title=i18n::load_label(load)>
                                        <span class="load-kind">{if info.is_ship { et(EoiMsg::Ship) } else { et(EoiMsg::House) }}</span>
                                        <Cube resource=info.resource count=i16::from(cubes)/>
                                    </li>
                                }
                            })
                        })
                        .collect_view()
                }}
            </ul>
        </section>
    }
}

/// An invention or start-invention card's face: name, cost and profit.
#[component]
pub fn CardFace(card: CardId) -> impl IntoView {
    card.info().map(|info| {
        let question_marks = (0..info.unknown)
            .map(|_| view! { <span class="unknown" title=et(EoiMsg::FakeMark)>"?"</span> })
            .collect_view();
        view! {
            <span class="card-face">
                <span class="card-name">
                    {i18n::words().card(card)}
                    {info.is_start().then(|| view! { <span class="badge start" title=et(EoiMsg::StartCard)>{et(EoiMsg::LetterStartCard)}</span> })}
                    {info.is_fake().then(|| view! { <span class="badge fake" title=et(EoiMsg::FakeCard)>"?"</span> })}
                </span>
                <span class="profit">
                    {(info.profit.influence > 0).then(|| view! { <InfluenceIcon count=i16::from(info.profit.influence)/> })}
                    {(info.profit.gold > 0).then(|| view! { <Coin count=i16::from(info.profit.gold)/> })}
                    {(info.profit.cogs > 0).then(|| view! { <CogIcon count=i16::from(info.profit.cogs)/> })}
                </span>
                <span class="costs">{question_marks} <Cubes cubes=info.cost/></span>
            </span>
        }
    })
}

#[component]
pub fn Conveyor() -> impl IntoView {
    let conveyor = with_state(|state| state.conveyor().to_vec());
    let piles = with_state(|state| {
        (
            state.invention_deck_len(),
            state.invention_discard().len(),
            state.new_inventions().len(),
        )
    });
    let leaving_from = data::CONVEYOR_PLACES - data::CONVEYOR_DISCARDED;
    view! {
        <section class="panel conveyor" aria-labelledby="conveyor-heading">
            <h2 id="conveyor-heading">{et(EoiMsg::Conveyor)}</h2>
            <ol class="cards">
                {move || {
                    conveyor()
                        .into_iter()
                        .enumerate()
                        .map(|(place, card)| {
                            let leaving = place >= leaving_from;
                            view! {
                                <li class="card invention" class:leaving=leaving title=leaving.then(|| et(EoiMsg::LeavesAtRoundEnd))>
                                    <span class="place">{place + 1}</span>
                                    {match card {
                                        Some(card) => view! { <CardFace card/> }.into_any(),
                                        None => view! { <span class="empty">"—"</span> }.into_any(),
                                    }}
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
            <p class="pile">
                {move || {
                    let (deck, discard, new) = piles();
                    i18n::piles(deck, discard, new)
                }}
            </p>
        </section>
    }
}

fn royalty_view(royalty: Royalty) -> AnyView {
    match royalty {
        Royalty::Influence(amount) => view! { <InfluenceIcon count=i16::from(amount)/> }.into_any(),
        Royalty::Gold(amount) => view! { <Coin count=i16::from(amount)/> }.into_any(),
    }
}

#[component]
pub fn InventionBoardView() -> impl IntoView {
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    let space_cell = move |invention: Invention, space: Space| {
        let info = invention.space(space);
        let holder = move || {
            state.0.with(|state| {
                state.as_ref().and_then(|state| {
                    state.board().holder(invention, space).map(|seat| {
                        let patented = state.board().is_patented(invention, space);
                        view! {
                            {seat_token(state, names, seat)}
                            {patented.then(|| view! { <PatentMark/> })}
                        }
                    })
                })
            })
        };
        let label = i18n::space_title(
            i18n::words().invention(invention),
            i18n::words().space(space),
            info.cogs,
            info.influence,
            &i18n::words().royalty(info.royalty),
        );
        view! {
            <td class=match space { Space::Gold => "space space-gold", Space::Silver => "space space-silver" } title=label>
                <span class="space-numbers">
                    <CogIcon count=i16::from(info.cogs)/>
                    <InfluenceIcon count=i16::from(info.influence)/>
                    <span class="royalty">"⟲ " {royalty_view(info.royalty)}</span>
                </span>
                <span class="holder">{holder}</span>
            </td>
        }
    };
    view! {
        <section class="panel invention-board" aria-labelledby="inventions-heading">
            <h2 id="inventions-heading">{et(EoiMsg::InventionBoard)}</h2>
            <table>
                <thead>
                    <tr><th scope="col">{et(EoiMsg::InventionColumn)}</th><th scope="col">{et(EoiMsg::GoldColumn)}</th><th scope="col">{et(EoiMsg::SilverColumn)}</th></tr>
                </thead>
                <tbody>
                    {Invention::ALL
                        .into_iter()
                        .map(|invention| {
                            view! {
                                <tr>
                                    <th scope="row">{i18n::words().invention(invention)}</th>
                                    {space_cell(invention, Space::Gold)}
                                    {space_cell(invention, Space::Silver)}
                                </tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
        </section>
    }
}

#[component]
pub fn PatentTrack() -> impl IntoView {
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    view! {
        <section class="panel patent-track" aria-labelledby="patents-heading">
            <h2 id="patents-heading">{et(EoiMsg::PatentTrack)}</h2>
            <ol class="patent-squares">
                {(0..=data::PATENT_TRACK.len())
                    .map(|square| {
                        let numbers = square.checked_sub(1).and_then(|i| data::PATENT_TRACK.get(i)).map(|(gold, influence)| {
                            view! { <Coin count=i16::from(*gold)/> "→" <InfluenceIcon count=i16::from(*influence)/> }
                        });
                        let here = move || {
                            state.0.with(|state| {
                                state.as_ref().map(|state| {
                                    state
                                        .players()
                                        .iter()
                                        .enumerate()
                                        .filter(|(_, p)| usize::from(p.patents) == square)
                                        .map(|(seat, _)| seat_token(state, names, seat as Seat))
                                        .collect_view()
                                })
                            })
                        };
                        view! {
                            <li class="patent-square">
                                <span class="square-number">{square}</span>
                                <span class="square-numbers">{numbers}</span>
                                <span class="square-tokens">{here}</span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        </section>
    }
}

#[component]
pub fn ExchangeMarket() -> impl IntoView {
    view! {
        <section class="panel exchange-market" aria-labelledby="exchange-heading">
            <h2 id="exchange-heading">{et(EoiMsg::ExchangeMarket)}</h2>
            <ul class="rates">
                <li title=et(EoiMsg::UpperSquare)><Coin count=2/> "⇄" <CogIcon count=1/></li>
                <li title=et(EoiMsg::MiddleSquare)><Coin count=2/> {et(EoiMsg::Or)} <CogIcon count=1/> "→" <InfluenceIcon count=1/></li>
                <li title=et(EoiMsg::LowerSquare)>{et(EoiMsg::LowerSquareTrade)} <Coin count=2/> {et(EoiMsg::ForBonusToken)}</li>
            </ul>
            <p class="note">{et(EoiMsg::ExchangeLimits)}</p>
        </section>
    }
}

#[component]
pub fn InfluenceTrack() -> impl IntoView {
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    let length = with_state(|state| {
        let highest = state
            .players()
            .iter()
            .map(|p| p.influence)
            .max()
            .unwrap_or(0);
        usize::try_from(highest).unwrap_or(0).max(40) + 1
    });
    view! {
        <section class="panel influence-track" aria-labelledby="influence-heading">
            <h2 id="influence-heading">{et(EoiMsg::InfluenceTrack)}</h2>
            <ol class="track">
                {move || {
                    (0..length())
                        .map(|square| {
                            let symbol = data::influence_symbol(square as u16);
                            let pawns = state.0.with(|state| {
                                state.as_ref().map(|state| {
                                    state
                                        .players()
                                        .iter()
                                        .enumerate()
                                        .filter(|(_, p)| usize::try_from(p.influence).ok() == Some(square))
                                        .map(|(seat, _)| seat_token(state, names, seat as Seat))
                                        .collect_view()
                                })
                            });
                            view! {
                                <li class="track-square" class:symbol=symbol.is_some()>
                                    <span class="square-number">{square}</span>
                                    {symbol.map(|good| view! { <GoodIcon good/> })}
                                    <span class="pawns">{pawns}</span>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
        </section>
    }
}
