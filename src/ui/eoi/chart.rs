//! The final screen's score story: each player's place on the influence track at the start and
//! after every round, then their final score, as an SVG line chart (with the same numbers in a
//! table for screen readers).

use leptos::prelude::*;

use super::icons::{colour_class, colour_letter};
use super::{GameSignal, NamesMemo, StateMemo};
use crate::i18n::eoi::{t as et, EoiMsg};
use crate::i18n::{t, Msg};
use eoi::rules::{Colour, Phase};

// Whole SVG units: the bundle carries no float formatting.
const WIDTH: i32 = 560;
const HEIGHT: i32 = 230;
const LEFT: i32 = 34;
const RIGHT: i32 = 150;
const TOP: i32 = 12;
const BOTTOM: i32 = 30;

/// One player's line: their colour, name and points (the track after each round, then the total).
struct Series {
    seat: u8,
    colour: Colour,
    name: String,
    points: Vec<i16>,
}

/// The chart, once the game is over.
#[component]
pub fn InfluenceChart() -> impl IntoView {
    let game = expect_context::<GameSignal>();
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    move || {
        state.0.with(|state| {
            let state = state.as_ref()?;
            if !matches!(state.phase(), Phase::GameOver) {
                return None;
            }
            let rows = game.0.with(|session| {
                session.as_ref().map(|session| {
                    eoi::history::influence_by_round(session.events(), state.player_count())
                })
            })?;
            let series: Vec<Series> = state
                .players()
                .iter()
                .zip(state.scores())
                .enumerate()
                .map(|(seat, (player, score))| Series {
                    seat: seat as u8,
                    colour: player.colour,
                    name: names.name(seat as u8),
                    points: rows
                        .iter()
                        .map(|row| row.get(seat).map_or(0, |place| *place as i16))
                        .chain([score.total])
                        .collect(),
                })
                .collect();
            Some(chart(&series, rows.len()))
        })
    }
}

fn chart(series: &[Series], rows: usize) -> impl IntoView {
    let highest = series
        .iter()
        .flat_map(|s| s.points.iter().copied())
        .max()
        .unwrap_or(0)
        .max(1);
    let step = if highest <= 20 { 5 } else { 10 };
    let top_value = (highest + step - 1) / step * step;
    let columns = rows + 1;
    let x = move |index: usize| {
        LEFT + (WIDTH - LEFT - RIGHT) * index as i32 / columns.saturating_sub(1).max(1) as i32
    };
    let y = move |value: i16| {
        TOP + (HEIGHT - TOP - BOTTOM) * i32::from(top_value - value) / i32::from(top_value)
    };
    let column_label = move |index: usize| {
        if index + 1 == columns {
            et(EoiMsg::ChartEnd).to_string()
        } else {
            index.to_string()
        }
    };
    let grid = (0..=top_value / step)
        .map(|line| {
            let value = line * step;
            let at = y(value);
            view! {
                <line class="chart-grid" x1=LEFT x2=WIDTH - RIGHT y1=at y2=at></line>
                <text class="chart-value" x=LEFT - 6 y=at + 4 text-anchor="end">{value}</text>
            }
        })
        .collect_view();
    let columns_view = (0..columns)
        .map(|index| {
            view! {
                <text class="chart-round" x=x(index) y=HEIGHT - BOTTOM + 16 text-anchor="middle">
                    {column_label(index)}
                </text>
            }
        })
        .collect_view();
    // Players finishing level would print their names on top of each other: each label keeps
    // at least a line's height from the one above.
    let mut order: Vec<usize> = (0..series.len()).collect();
    order.sort_by_key(|index| std::cmp::Reverse(series[*index].points.last().copied()));
    let mut label_y = vec![0; series.len()];
    let mut previous = i32::MIN / 2;
    for index in order {
        let wanted = y(series[index].points.last().copied().unwrap_or(0)) + 4;
        let placed = wanted.max(previous + 13);
        label_y[index] = placed;
        previous = placed;
    }
    let lines = series
        .iter()
        .enumerate()
        .map(|(index, s)| {
            let points = s
                .points
                .iter()
                .enumerate()
                .map(|(i, value)| format!("{},{}", x(i), y(*value)))
                .collect::<Vec<_>>()
                .join(" ");
            let end_x = x(s.points.len() - 1);
            let end_y = y(s.points.last().copied().unwrap_or(0));
            let colour = colour_class(s.colour);
            let total = s.points.last().copied().unwrap_or(0);
            view! {
                <g class=format!("chart-player chart-{colour}") data-seat=s.seat.to_string()>
                    <polyline class="chart-casing" points=points.clone()></polyline>
                    <polyline class=format!("chart-line dash-{index}") points=points></polyline>
                    {marker(s.colour, end_x, end_y)}
                    <text class="chart-name" x=end_x + 12 y=label_y[index]>
                        {format!("{} {}", s.name, total)}
                    </text>
                </g>
            }
        })
        .collect_view();
    let header = (0..columns)
        .map(|index| view! { <th scope="col">{column_label(index)}</th> })
        .collect_view();
    let body = series
        .iter()
        .map(|s| {
            view! {
                <tr>
                    <th scope="row">{s.name.clone()}</th>
                    {s.points.iter().map(|value| view! { <td>{*value}</td> }).collect_view()}
                </tr>
            }
        })
        .collect_view();
    view! {
        <figure class="influence-chart">
            <figcaption id="influence-chart-title">{et(EoiMsg::InfluenceChart)}</figcaption>
            <svg
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                role="img"
                aria-labelledby="influence-chart-title"
            >
                {grid}
                {columns_view}
                <text class="chart-axis" x=LEFT y=HEIGHT - 2>{et(EoiMsg::Round)}</text>
                {lines}
            </svg>
            <table class="visually-hidden">
                <caption>{et(EoiMsg::InfluenceChart)}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t(Msg::Players)}</th>
                        {header}
                    </tr>
                </thead>
                <tbody>{body}</tbody>
            </table>
        </figure>
    }
}

/// The player's shape, colour and letter at the end of their line, as on their tokens.
fn marker(colour: Colour, cx: i32, cy: i32) -> impl IntoView {
    let r = 7;
    // Corners in tenths of the radius.
    let polygon = |points: &[(i32, i32)]| {
        points
            .iter()
            .map(|(dx, dy)| format!("{},{}", cx + dx * r / 10, cy + dy * r / 10))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let shape = match colour {
        Colour::Orange => view! { <circle class="chart-marker" cx=cx cy=cy r=r></circle> }.into_any(),
        Colour::Yellow => view! {
            <rect class="chart-marker" x=cx - r y=cy - r width=2 * r height=2 * r></rect>
        }
        .into_any(),
        Colour::Green => view! {
            <polygon class="chart-marker" points=polygon(&[(0, -12), (11, 8), (-11, 8)])></polygon>
        }
        .into_any(),
        Colour::Brown => view! {
            <polygon class="chart-marker" points=polygon(&[(0, -12), (12, 0), (0, 12), (-12, 0)])></polygon>
        }
        .into_any(),
        Colour::Blue => view! {
            <polygon
                class="chart-marker"
                points=polygon(&[(5, -9), (10, 0), (5, 9), (-5, 9), (-10, 0), (-5, -9)])
            ></polygon>
        }
        .into_any(),
    };
    view! {
        {shape}
        <text class="chart-letter" x=cx y=cy + 3 text-anchor="middle" aria-hidden="true">
            {et(colour_letter(colour))}
        </text>
    }
}
