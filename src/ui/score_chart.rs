//! The final screen's score story, for every game: each player's score at the start and after
//! every round, then their final score, as an SVG line chart with the same numbers in a table for
//! screen readers. The numbers are the engine's: [`points_by_round`] replays the game's record
//! and reads the game's own score after each round.

use leptos::prelude::*;

use crate::i18n::{t, Msg};

// Whole SVG units: the bundle carries no float formatting.
const WIDTH: i32 = 560;
const HEIGHT: i32 = 230;
const LEFT: i32 = 34;
const RIGHT: i32 = 150;
const TOP: i32 = 12;
const BOTTOM: i32 = 30;

/// One player's line: their seat, the class that colours it and the game's own mark for its
/// [`Marker`] (a colour's index), their name and their points (one per column, the last the
/// final score).
pub struct Series {
    pub seat: u8,
    pub class: String,
    pub mark: u8,
    pub name: String,
    pub points: Vec<i32>,
}

/// Every player's points at the start, after each round of the record and at its end, read by
/// `points` from the engine's state: one row per column, one number per seat.
#[cfg(any(feature = "era-medieval", feature = "age-of-inventors"))]
pub fn points_by_round<G: super::game::AppGame>(
    record: &tabletop::Record<G>,
    points: fn(&G) -> Vec<i32>,
) -> Vec<Vec<i32>> {
    let Ok(mut state) = G::new_game(&record.setup) else {
        return Vec::new();
    };
    let mut rows = vec![points(&state)];
    let mut round = G::rounds(&state).0;
    let mut events = Vec::new();
    for action in &record.actions {
        events.clear();
        state.play_unchecked(*action, &mut events);
        let now = G::rounds(&state).0;
        if now != round {
            round = now;
            rows.push(points(&state));
        }
    }
    rows.push(points(&state));
    rows
}

/// The players' series from rows of [`points_by_round`]: seat `s`'s line is column `s` of every row.
pub fn series_of(rows: &[Vec<i32>], names: &[String]) -> Vec<Series> {
    names
        .iter()
        .enumerate()
        .map(|(seat, name)| Series {
            seat: seat as u8,
            class: format!("chart-seat-{seat}"),
            mark: seat as u8,
            name: name.clone(),
            points: rows
                .iter()
                .map(|row| row.get(seat).copied().unwrap_or(0))
                .collect(),
        })
        .collect()
}

/// A player's mark at the end of their line, drawn by the game: (series, x, y).
pub type MarkView = fn(&Series, i32, i32) -> AnyView;

/// The player's seat number in a circle, for games without player colours.
#[cfg(any(feature = "era-medieval", feature = "age-of-inventors"))]
pub fn seat_mark(series: &Series, cx: i32, cy: i32) -> AnyView {
    view! {
        <circle class="chart-marker" cx=cx cy=cy r="7"></circle>
        <text class="chart-letter" x=cx y=cy + 3 text-anchor="middle" aria-hidden="true">{series.mark + 1}</text>
    }
    .into_any()
}

/// The score story of a finished game: each player's line, named and ended by `mark`, and the
/// same numbers in a table for screen readers; `title` names both, `class` is the figure's (a
/// game's own look); the columns are the start (0), each round, and the end.
#[component]
pub fn ScoreChart(
    title: &'static str,
    class: &'static str,
    series: Vec<Series>,
    mark: MarkView,
) -> impl IntoView {
    let columns = series.first().map_or(0, |s| s.points.len()).max(1);
    let all = || series.iter().flat_map(|s| s.points.iter().copied());
    let highest = all().max().unwrap_or(0).max(1);
    let lowest = all().min().unwrap_or(0).min(0);
    let step = match highest - lowest {
        0..=20 => 5,
        21..=60 => 10,
        61..=150 => 25,
        _ => 50,
    };
    let top_value = (highest + step - 1) / step * step;
    let bottom_value = -((-lowest + step - 1) / step * step);
    let span = (top_value - bottom_value).max(1);
    let x = move |index: usize| {
        LEFT + (WIDTH - LEFT - RIGHT) * index as i32 / columns.saturating_sub(1).max(1) as i32
    };
    let y = move |value: i32| TOP + (HEIGHT - TOP - BOTTOM) * (top_value - value) / span;
    let column_label = move |index: usize| {
        if index + 1 == columns {
            t(Msg::ChartEnd).to_string()
        } else {
            index.to_string()
        }
    };
    // Players finishing level would print their names on top of each other: each label keeps
    // at least a line's height from the one above.
    let last = |s: &Series| s.points.last().copied().unwrap_or(0);
    let mut order: Vec<usize> = (0..series.len()).collect();
    tabletop::order::sort_short(&mut order, |a, b| last(&series[*a]) > last(&series[*b]));
    let mut label_y = vec![0; series.len()];
    let mut previous = i32::MIN / 2;
    for index in order {
        let placed = (y(last(&series[index])) + 4).max(previous + 13);
        label_y[index] = placed;
        previous = placed;
    }
    let grid = (0..=span / step)
        .map(|line| {
            let value = bottom_value + line * step;
            let at = y(value);
            view! {
                <line class="chart-grid" x1=LEFT x2=WIDTH - RIGHT y1=at y2=at></line>
                <text class="chart-value" x=LEFT - 6 y=at + 4 text-anchor="end">{value}</text>
            }
        })
        .collect_view();
    let rounds = (0..columns)
        .map(|index| {
            view! {
                <text class="chart-round" x=x(index) y=HEIGHT - BOTTOM + 16 text-anchor="middle">{column_label(index)}</text>
            }
        })
        .collect_view();
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
            let end_x = x(s.points.len().saturating_sub(1));
            view! {
                <g class=format!("chart-player {}", s.class) data-seat=s.seat>
                    <polyline class="chart-casing" points=points.clone()></polyline>
                    <polyline class=format!("chart-line dash-{index}") points=points></polyline>
                    {mark(s, end_x, y(last(s)))}
                    <text class="chart-name" x=end_x + 12 y=label_y[index]>{s.name.clone()} " " {last(s)}</text>
                </g>
            }
        })
        .collect_view();
    let head = (0..columns)
        .map(|index| view! { <th scope="col">{column_label(index)}</th> })
        .collect_view();
    let rows = series
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
        <figure class=format!("score-chart {class}")>
            <figcaption id="score-chart-title">{title}</figcaption>
            <svg viewBox=format!("0 0 {WIDTH} {HEIGHT}") role="img" aria-labelledby="score-chart-title">
                {grid}
                {rounds}
                <text class="chart-axis" x=LEFT y=HEIGHT - 2>{t(Msg::ChartRound)}</text>
                {lines}
            </svg>
            <table class="visually-hidden">
                <caption>{title}</caption>
                <thead><tr><th scope="col">{t(Msg::Players)}</th>{head}</tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </figure>
    }
}
