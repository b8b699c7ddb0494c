//! The final screen's score story: each player's place on the influence track at the start and
//! after every round, then their final score, drawn by the shell's chart
//! ([`crate::ui::score_chart`]) with the players' colours and token shapes.

use leptos::prelude::*;

use super::icons::{colour_class, colour_letter};
use super::{GameSignal, NamesMemo, StateMemo};
use crate::i18n::eoi::{t as et, EoiMsg};
use crate::ui::score_chart::{series_of, ScoreChart, Series};
use eoi::rules::{Colour, Phase};

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
            let track = game.0.with(|session| {
                session.as_ref().map(|session| {
                    eoi::history::influence_by_round(session.events(), state.player_count())
                })
            })?;
            let mut rows: Vec<Vec<i32>> = track
                .iter()
                .map(|row| row.iter().map(|place| i32::from(*place)).collect())
                .collect();
            rows.push(state.scores().iter().map(|s| i32::from(s.total)).collect());
            let seats = state.player_count();
            let names: Vec<String> = (0..seats).map(|seat| names.name(seat as u8)).collect();
            let mut series = series_of(&rows, &names);
            for (s, player) in series.iter_mut().zip(state.players()) {
                s.class = format!("chart-{}", colour_class(player.colour));
                s.mark = Colour::ALL
                    .iter()
                    .position(|colour| *colour == player.colour)
                    .unwrap_or(0) as u8;
            }
            Some(view! {
                <div class="score-chart-box">
                    <ScoreChart title=et(EoiMsg::InfluenceChart) class="influence-chart" series mark=token_mark/>
                </div>
            })
        })
    }
}

/// The player's shape, colour and letter at the end of their line, as on their tokens.
fn token_mark(series: &Series, cx: i32, cy: i32) -> AnyView {
    let colour = Colour::ALL[usize::from(series.mark) % Colour::ALL.len()];
    let r = 7;
    // Corners in tenths of the radius.
    let polygon = |points: &[(i32, i32)]| {
        let points = points
            .iter()
            .map(|(dx, dy)| format!("{},{}", cx + dx * r / 10, cy + dy * r / 10))
            .collect::<Vec<_>>()
            .join(" ");
        view! { <polygon class="chart-marker" points=points></polygon> }.into_any()
    };
    let shape = match colour {
        Colour::Orange => {
            view! { <circle class="chart-marker" cx=cx cy=cy r=r></circle> }.into_any()
        }
        Colour::Yellow => view! {
            <rect class="chart-marker" x=cx - r y=cy - r width=2 * r height=2 * r></rect>
        }
        .into_any(),
        Colour::Green => polygon(&[(0, -12), (11, 8), (-11, 8)]),
        Colour::Brown => polygon(&[(0, -12), (12, 0), (0, 12), (-12, 0)]),
        Colour::Blue => polygon(&[(5, -9), (10, 0), (5, 9), (-5, 9), (-10, 0), (-5, -9)]),
    };
    view! {
        {shape}
        <text class="chart-letter" x=cx y=cy + 3 text-anchor="middle" aria-hidden="true">{et(colour_letter(colour))}</text>
    }
    .into_any()
}
