//! The shared board, drawn as a board: the round track, the six action areas as places with
//! room for two tokens, the factory market and the invention conveyor as rows of cards, the
//! ships and storage houses, the invention board, the patent track, the exchange market and
//! the influence track, with a legend of the icons. Every card, place and square says what it
//! is in a sentence on hover, focus and long-press (`data-tip`, shown by `index.html`'s tips).

use leptos::prelude::*;

use crate::i18n::eoi::{t as et, EoiMsg};

use super::icons::{
    resource_class, BuildMark, CogIcon, Coin, Cube, Cubes, GoodIcon, InfluenceIcon, PatentMark,
    ProductIcon, RoyaltyMark, Token,
};
use super::{NamesMemo, StateMemo};
use crate::i18n;
use eoi::rules::{
    data, Area, CardId, CubeCounts, FactoryId, GameState, Good, Invention, LoadId, Phase, Profit,
    Resource, Royalty, Seat, Space,
};

fn with_state<T: Default>(f: impl Fn(&GameState) -> T + 'static) -> impl Fn() -> T {
    let state = expect_context::<StateMemo>();
    move || {
        state
            .0
            .with(|state| state.as_ref().map(&f).unwrap_or_default())
    }
}

/// A part of the state shown, as a memo: its view is drawn again (and animates in) only when
/// that part changes, not on every move.
fn memo_of<T: PartialEq + Default + Send + Sync + 'static>(
    f: impl Fn(&GameState) -> T + Send + Sync + 'static,
) -> Memo<T> {
    let state = expect_context::<StateMemo>();
    Memo::new(move |_| {
        state
            .0
            .with(|state| state.as_ref().map(&f).unwrap_or_default())
    })
}

/// A seat's token, named.
pub fn seat_token(state: &GameState, names: NamesMemo, seat: Seat) -> impl IntoView {
    let colour = state
        .player(seat)
        .map(|player| player.colour)
        .unwrap_or(eoi::rules::Colour::Orange);
    view! { <Token colour name=names.name(seat)/> }
}

/// Amounts of cubes as words, one item per resource ("2 wood"), for a sentence's list.
fn cube_words(cubes: CubeCounts) -> Vec<String> {
    Resource::ALL
        .into_iter()
        .filter(|resource| cubes[resource.index()] > 0)
        .map(|resource| i18n::resource_count(i16::from(cubes[resource.index()]), resource))
        .collect()
}

fn profit_words(profit: Profit) -> Vec<String> {
    let mut words = Vec::new();
    if profit.influence > 0 {
        words.push(i18n::influence_count(i16::from(profit.influence)));
    }
    if profit.gold > 0 {
        words.push(i18n::gold_count(i16::from(profit.gold)));
    }
    if profit.cogs > 0 {
        words.push(i18n::cogs_count(i16::from(profit.cogs)));
    }
    words
}

/// The round, the start player, what the game is waiting for, and the legend of the icons.
#[component]
pub fn RoundTrack() -> impl IntoView {
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    let track = move || {
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
                        let done = round < state.round();
                        view! {
                            <li class="round" class:current=current class:done=done aria-current=current.then_some("step")>
                                {round}
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <h2 class="visually-hidden">{et(EoiMsg::Round)}</h2>
                    <ol class="rounds" aria-label=i18n::round_of(state.round(), state.last_round())>
                        {rounds}
                    </ol>
                    <span class="phase">{phase}</span>
                    <span class="start-player">
                        {i18n::around_player(et(EoiMsg::StartPlayerHolder)).0}
                        {seat_token(state, names, state.start_player())}
                        {i18n::around_player(et(EoiMsg::StartPlayerHolder)).1}
                    </span>
                }
            })
        })
    };
    view! {
        <div class="round-track">
            {track}
            <Legend/>
        </div>
    }
}

/// What each icon means, behind a tap.
#[component]
fn Legend() -> impl IntoView {
    // Names such as "wood" start a line of their own here: the stylesheet capitalises them (the
    // library's upper-casing would bring Unicode's case tables into the bundle).
    let entry = |icon: AnyView, text: String| {
        view! { <li><span class="legend-icon">{icon}</span> <span class="legend-text">{text}</span></li> }
    };
    view! {
        <details class="legend">
            <summary>{et(EoiMsg::Legend)}</summary>
            <ul class="legend-list">
                {Resource::ALL
                    .into_iter()
                    .map(|resource| entry(view! { <Cube resource/> }.into_any(), i18n::resource(resource).to_string()))
                    .collect_view()}
                {entry(view! { <Coin/> }.into_any(), i18n::good(Good::Gold).to_string())}
                {entry(view! { <CogIcon/> }.into_any(), et(EoiMsg::CogName).to_string())}
                {entry(view! { <InfluenceIcon/> }.into_any(), et(EoiMsg::InfluenceName).to_string())}
                {entry(view! { <BuildMark/> }.into_any(), et(EoiMsg::BuildCostNote).to_string())}
                {entry(view! { <span class="card-arrow" aria-hidden="true">"▲"</span> }.into_any(), et(EoiMsg::CardCostNote).to_string())}
                {entry(view! { <span class="unknown" aria-hidden="true">"?"</span> }.into_any(), et(EoiMsg::FakeCardNote).to_string())}
                {entry(view! { <span class="ribbon ribbon-start" aria-hidden="true">{et(EoiMsg::StartRibbon)}</span> }.into_any(), et(EoiMsg::StartCardNote).to_string())}
                {entry(view! { <RoyaltyMark/> }.into_any(), et(EoiMsg::RoyaltyNote).to_string())}
                {entry(view! { <PatentMark/> }.into_any(), et(EoiMsg::Patented).to_string())}
                {entry(view! { <span class="leaving-sample" aria-hidden="true"></span> }.into_any(), et(EoiMsg::LeavesAtRoundEnd).to_string())}
            </ul>
        </details>
    }
}

/// The six action areas, each a place on the board with room for two tokens.
#[component]
pub fn ActionAreas() -> impl IntoView {
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    view! {
        <section class="action-areas" aria-labelledby="areas-heading">
            <h2 id="areas-heading" class="visually-hidden">{et(EoiMsg::ActionAreas)}</h2>
            <ol class="areas">
                {Area::ALL
                    .into_iter()
                    .map(|area| {
                        let slots = (0..data::TOKENS_PER_AREA)
                            .map(|slot| {
                                let seat = memo_of(move |state| state.tokens_on(area).nth(slot));
                                move || match seat.get() {
                                    Some(seat) => state.0.with_untracked(|state| {
                                        state.as_ref().map(|state| view! { <span class="slot filled">{seat_token(state, names, seat)}</span> }.into_any())
                                    }),
                                    None => Some(view! { <span class="slot free" aria-hidden="true"></span> }.into_any()),
                                }
                            })
                            .collect_view();
                        let tip = format!("{} {}: {}", area.letter(), i18n::area(area), i18n::area_hint(area));
                        view! {
                            <li class="area" tabindex="0" data-tip=tip>
                                <span class="area-letter" aria-hidden="true">{area.letter()}</span>
                                <span class="area-name">{i18n::area(area)}</span>
                                <span class="area-slots">{slots}</span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        </section>
    }
}

/// A factory card: what it makes, large, and what building it costs.
#[component]
pub fn FactoryFace(factory: FactoryId) -> impl IntoView {
    factory.info().map(|info| {
        let name = i18n::words().factory(factory);
        let makes = match info.product {
            eoi::rules::Product::Cube(resource) => {
                i18n::resource_count(i16::from(info.amount), resource)
            }
            eoi::rules::Product::Gold => i18n::gold_count(i16::from(info.amount)),
            eoi::rules::Product::Cogs => i18n::cogs_count(i16::from(info.amount)),
        };
        let tip = i18n::factory_tip(&name, &makes, &cube_words(info.cost));
        view! {
            <span class="factory-face" data-tip=tip>
                <span class="makes"><ProductIcon product=info.product amount=info.amount/></span>
                <span class="build-cost"><BuildMark/> <Cubes cubes=info.cost/></span>
            </span>
        }
    })
}

#[component]
pub fn FactoryMarket() -> impl IntoView {
    let deck = with_state(|state| state.factory_deck_len());
    let discarded_from = data::FACTORY_MARKET_PLACES - data::FACTORY_MARKET_DISCARDED;
    view! {
        <section class="board-part factory-market" aria-labelledby="factories-heading">
            <div class="part-head">
                <h2 id="factories-heading">{et(EoiMsg::FactoryMarket)}</h2>
                <p class="pile">
                    <span class="pile-stack" aria-hidden="true"></span>
                    {move || i18n::fill(et(EoiMsg::LabelValue), &[("label", et(EoiMsg::Deck)), ("value", &deck().to_string())])}
                </p>
            </div>
            <ol class="cards">
                {(0..data::FACTORY_MARKET_PLACES)
                    .map(|place| {
                        let leaving = place >= discarded_from;
                        let factory = memo_of(move |state| state.factory_market().get(place).copied().flatten());
                        view! {
                            <li class="card factory" class:leaving=leaving tabindex=move || factory.get().is_some().then_some("0")>
                                {move || match factory.get() {
                                    Some(factory) => view! { <FactoryFace factory/> }.into_any(),
                                    None => view! { <span class="empty"><span class="visually-hidden">{et(EoiMsg::FreePlace)}</span></span> }.into_any(),
                                }}
                                {leaving.then(|| view! { <span class="visually-hidden">{et(EoiMsg::LeavesAtRoundEnd)}</span> })}
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        </section>
    }
}

/// The ships and storage houses, drawn as ships and houses with their cubes aboard.
#[component]
pub fn Harbour() -> impl IntoView {
    view! {
        <section class="board-part harbour" aria-labelledby="harbour-heading">
            <h2 id="harbour-heading">{et(EoiMsg::Harbour)}</h2>
            <ul class="loads">
                {LoadId::all()
                    .filter_map(|load| {
                        load.info().map(|info| {
                            let cubes = memo_of(move |state| state.loads().get(usize::from(load.0)).copied().unwrap_or(0));
                            let tip = move || i18n::load_tip(&i18n::load_label(load), &i18n::resource_count(i16::from(cubes.get()), info.resource));
                            let class = format!("load load-{}", resource_class(info.resource));
                            view! {
                                <li class=class class:ship=info.is_ship class:house=!info.is_ship class:empty-load=move || cubes.get() == 0 tabindex="0" data-tip=tip>
                                    <span class="load-picture" aria-hidden="true"></span>
                                    {move || view! { <span class="load-cargo"><Cube resource=info.resource count=i16::from(cubes.get())/></span> }}
                                    <span class="visually-hidden">{i18n::load_label(load)}</span>
                                </li>
                            }
                        })
                    })
                    .collect_view()}
            </ul>
        </section>
    }
}

/// An invention or start-invention card: its name and kind, what it gives, and its cost.
#[component]
pub fn CardFace(card: CardId) -> impl IntoView {
    card.info().map(|info| {
        let name = i18n::words().card(card);
        let mut cost = cube_words(info.cost);
        if info.unknown > 0 {
            cost.push(format!("{} ? ({})", info.unknown, et(EoiMsg::FakeMark)));
        }
        let mut tip = i18n::card_tip(&name, &cost, &profit_words(info.profit));
        if info.is_start() {
            tip = format!("{tip} {}", et(EoiMsg::StartCardNote));
        }
        if info.is_fake() {
            tip = format!("{tip} {}", et(EoiMsg::FakeCardNote));
        }
        let question_marks = (0..info.unknown)
            .map(|_| view! { <span class="unknown" role="img" aria-label=et(EoiMsg::FakeMark) data-tip=et(EoiMsg::FakeMark)>"?"</span> })
            .collect_view();
        let kind = if info.is_start() {
            "card-face kind-start"
        } else if info.is_fake() {
            "card-face kind-fake"
        } else {
            "card-face kind-official"
        };
        view! {
            <span class=kind data-tip=tip>
                <span class="card-name">{i18n::words().card(card)}</span>
                <span class="profit">
                    {info.is_start().then(|| view! { <span class="ribbon ribbon-start">{et(EoiMsg::StartRibbon)}</span> })}
                    {info.is_fake().then(|| view! { <span class="ribbon ribbon-fake">{et(EoiMsg::FakeCard)}</span> })}
                    {(info.profit.influence > 0).then(|| view! { <InfluenceIcon count=i16::from(info.profit.influence)/> })}
                    {(info.profit.gold > 0).then(|| view! { <Coin count=i16::from(info.profit.gold)/> })}
                    {(info.profit.cogs > 0).then(|| view! { <CogIcon count=i16::from(info.profit.cogs)/> })}
                </span>
                <span class="costs"><span class="card-arrow" aria-hidden="true">"▲"</span>{question_marks} <Cubes cubes=info.cost/></span>
            </span>
        }
    })
}

/// The invention conveyor: seven places, the last three leaving at the end of the round.
#[component]
pub fn Conveyor() -> impl IntoView {
    let piles = with_state(|state| {
        (
            state.invention_deck_len(),
            state.invention_discard().len(),
            state.new_inventions().len(),
        )
    });
    let leaving_from = data::CONVEYOR_PLACES - data::CONVEYOR_DISCARDED;
    view! {
        <section class="board-part conveyor" aria-labelledby="conveyor-heading">
            <div class="part-head">
                <h2 id="conveyor-heading">{et(EoiMsg::Conveyor)}</h2>
                <p class="pile">
                    <span class="pile-stack" aria-hidden="true"></span>
                    {move || {
                        let (deck, discard, new) = piles();
                        i18n::piles(deck, discard, new)
                    }}
                </p>
            </div>
            <ol class="cards">
                {(0..data::CONVEYOR_PLACES)
                    .map(|place| {
                        let leaving = place >= leaving_from;
                        let card = memo_of(move |state| state.conveyor().get(place).copied().flatten());
                        view! {
                            <li class="card invention" class:leaving=leaving tabindex=move || card.get().is_some().then_some("0")>
                                <span class="place" aria-hidden="true">{place + 1}</span>
                                {move || match card.get() {
                                    Some(card) => view! { <CardFace card/> }.into_any(),
                                    None => view! { <span class="empty"><span class="visually-hidden">{et(EoiMsg::FreePlace)}</span></span> }.into_any(),
                                }}
                                {leaving.then(|| view! { <span class="visually-hidden">{et(EoiMsg::LeavesAtRoundEnd)}</span> })}
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        </section>
    }
}

fn royalty_view(royalty: Royalty) -> AnyView {
    match royalty {
        Royalty::Influence(amount) => view! { <InfluenceIcon count=i16::from(amount)/> }.into_any(),
        Royalty::Gold(amount) => view! { <Coin count=i16::from(amount)/> }.into_any(),
    }
}

/// The invention board: a column per invention, its gold space above its silver one.
#[component]
pub fn InventionBoardView() -> impl IntoView {
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    let space_view = move |invention: Invention, space: Space| {
        let info = invention.space(space);
        let held = memo_of(move |state| {
            state
                .board()
                .holder(invention, space)
                .map(|seat| (seat, state.board().is_patented(invention, space)))
        });
        let holder = move || {
            held.get().and_then(|(seat, patented)| {
                state.0.with_untracked(|state| {
                    state.as_ref().map(|state| {
                        view! {
                            {seat_token(state, names, seat)}
                            {patented.then(|| view! { <PatentMark/> })}
                        }
                    })
                })
            })
        };
        let tip = i18n::space_title(
            i18n::words().invention(invention),
            i18n::words().space(space),
            info.cogs,
            info.influence,
            &i18n::words().royalty(info.royalty),
        );
        let (class, name) = match space {
            Space::Gold => ("space space-gold", et(EoiMsg::GoldColumn)),
            Space::Silver => ("space space-silver", et(EoiMsg::SilverColumn)),
        };
        view! {
            <div class=class tabindex="0" data-tip=tip>
                <span class="visually-hidden">{name}</span>
                <span class="space-deal"><CogIcon count=i16::from(info.cogs)/> <span class="deal-arrow" aria-hidden="true">"→"</span> <InfluenceIcon count=i16::from(info.influence)/></span>
                <span class="space-royalty"><span class="royalty"><RoyaltyMark/> {royalty_view(info.royalty)}</span> <span class="holder">{holder}</span></span>
            </div>
        }
    };
    view! {
        <section class="board-part invention-board" aria-labelledby="inventions-heading">
            <h2 id="inventions-heading">{et(EoiMsg::InventionBoard)}</h2>
            <ol class="inventions">
                {Invention::ALL
                    .into_iter()
                    .map(|invention| {
                        view! {
                            <li class="invention-column">
                                <h3 class="invention-name" lang=crate::i18n::locale().code()>{i18n::words().invention(invention)}</h3>
                                {space_view(invention, Space::Gold)}
                                {space_view(invention, Space::Silver)}
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
        </section>
    }
}

/// The patent track: square 0 and the six patents, each with its price and influence.
#[component]
pub fn PatentTrack() -> impl IntoView {
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    view! {
        <section class="board-part patent-track" aria-labelledby="patents-heading">
            <h2 id="patents-heading">{et(EoiMsg::PatentTrack)}</h2>
            <ol class="patent-squares">
                {(0..=data::PATENT_TRACK.len())
                    .map(|square| {
                        let price = square.checked_sub(1).and_then(|i| data::PATENT_TRACK.get(i)).copied();
                        let numbers = price.map(|(gold, influence)| {
                            view! { <Coin count=i16::from(gold)/> <InfluenceIcon count=i16::from(influence)/> }
                        });
                        let tip = price.map(|(gold, influence)| i18n::patent_tip(square, gold, influence));
                        let seats_here = memo_of(move |state| {
                            state
                                .players()
                                .iter()
                                .enumerate()
                                .filter(|(_, p)| usize::from(p.patents) == square)
                                .map(|(seat, _)| seat as Seat)
                                .collect::<Vec<Seat>>()
                        });
                        let here = move || {
                            let seats = seats_here.get();
                            state.0.with_untracked(|state| {
                                state.as_ref().map(|state| {
                                    seats.into_iter().map(|seat| seat_token(state, names, seat)).collect_view()
                                })
                            })
                        };
                        view! {
                            <li class="patent-square" tabindex=tip.is_some().then_some("0") data-tip=tip>
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

/// The exchange market's three squares.
#[component]
pub fn ExchangeMarket() -> impl IntoView {
    view! {
        <section class="board-part exchange-market" aria-labelledby="exchange-heading">
            <h2 id="exchange-heading">{et(EoiMsg::ExchangeMarket)}</h2>
            <ul class="rates">
                <li tabindex="0" data-tip=et(EoiMsg::ExchangeUpperTip)><Coin count=2/> <span class="trade-arrow" aria-hidden="true">"⇄"</span> <CogIcon count=1/></li>
                <li tabindex="0" data-tip=et(EoiMsg::ExchangeMiddleTip)><Coin count=2/> <span class="or">{et(EoiMsg::Or)}</span> <CogIcon count=1/> <span class="trade-arrow" aria-hidden="true">"→"</span> <InfluenceIcon count=1/></li>
                <li tabindex="0" data-tip=et(EoiMsg::ExchangeLowerTip)>
                    <span class="two-goods" aria-hidden="true"><span class="any-good"></span><span class="any-good"></span></span>
                    <span class="trade-arrow" aria-hidden="true">"→"</span>
                    <span class="any-good" aria-hidden="true"></span>
                    <span class="visually-hidden">{et(EoiMsg::LowerSquareTrade)}</span>
                    " · " <Coin count=2/> <span class="trade-arrow" aria-hidden="true">"→"</span> <span class="bonus-disc" aria-label=et(EoiMsg::BonusTokens) role="img"></span>
                </li>
            </ul>
        </section>
    }
}

/// The influence track: a row of squares, some with the cube or coin they give, and the
/// players' pawns, which slide along it when they move.
#[component]
pub fn InfluenceTrack() -> impl IntoView {
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    let influence = memo_of(|state| {
        state
            .players()
            .iter()
            .map(|player| usize::try_from(player.influence).unwrap_or(0))
            .collect::<Vec<usize>>()
    });
    let length = Memo::new(move |_| {
        influence.with(|all| all.iter().copied().max().unwrap_or(0).max(40) + 1)
    });
    let squares = move || {
        (0..length.get())
            .map(|square| {
                let symbol = data::influence_symbol(square as u16);
                let tip = symbol.map(|good| i18n::track_square_tip(square as u16, i18n::good(good)));
                view! {
                    <li class="track-square" class:symbol=symbol.is_some() class:tens=square % 10 == 0 data-tip=tip>
                        <span class="square-number">{square}</span>
                        {symbol.map(|good| view! { <GoodIcon good/> })}
                    </li>
                }
            })
            .collect_view()
    };
    let pawns = move || {
        let seats = influence.with(Vec::len);
        (0..seats)
            .map(|seat| {
                // Custom properties set through the CSSOM (`style:`), which the page's Content
                // Security Policy allows, unlike a `style` attribute.
                let at = move || influence.with(|all| all.get(seat).copied().unwrap_or(0));
                let stack = move || {
                    influence.with(|all| {
                        let at = all.get(seat).copied().unwrap_or(0);
                        all.iter().take(seat).filter(|other| **other == at).count()
                    })
                };
                state.0.with_untracked(|state| {
                    state.as_ref().map(|state| {
                        view! {
                            <span class="pawn" style:--at=move || at().to_string() style:--stack=move || stack().to_string()>
                                {seat_token(state, names, seat as Seat)}
                            </span>
                        }
                    })
                })
            })
            .collect_view()
    };
    view! {
        <section class="board-part influence-track" aria-labelledby="influence-heading">
            <h2 id="influence-heading" class="visually-hidden">{et(EoiMsg::InfluenceTrack)}</h2>
            <div class="track-wrap" style:--squares=move || length.get().to_string()>
                <ol class="track">{squares}</ol>
                <div class="pawn-layer">{pawns}</div>
            </div>
        </section>
    }
}
