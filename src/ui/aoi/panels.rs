//! The game log and the final scores.

use leptos::prelude::*;

use super::{GameSignal, NamesMemo, StateMemo};
use crate::i18n::aoi::{self as words, AoiMsg};
use crate::i18n::{self, t, Msg};
use crate::ui::log::{self, LogLine};
use crate::ui::score_chart::{points_by_round, seat_mark, series_of, ScoreChart};
use age_of_inventors::rules::{Event, GameState};

/// Every event in words, one line per action (the events tell nothing hidden: a drawn tile or
/// token is told without what it is).
#[component]
pub fn GameLog(open: RwSignal<bool>) -> impl IntoView {
    let game = expect_context::<GameSignal>();
    let names = expect_context::<NamesMemo>();
    let lines = Memo::new(move |_| {
        let names = names.0.get();
        game.0.with(|session| {
            let Some(session) = session else {
                return Vec::new();
            };
            let lines = session
                .events()
                .iter()
                .enumerate()
                // Secret or silent decisions (a vote, a card kept, a decline) tell nothing: the
                // lines are numbered after those are left out, so the numbers run on unbroken.
                .filter(|(_, events)| !events.is_empty())
                .enumerate()
                .map(|(index, (action, events))| {
                    let line = LogLine {
                        index,
                        text: words::events_text(events, &names),
                        kinds: events.iter().map(Event::kind).collect::<Vec<_>>().join(" "),
                        seat: events.iter().find_map(Event::seat),
                    };
                    (action, line)
                });
            crate::ui::hint::with_hint_lines(session, &names, lines)
        })
    });
    view! { <log::GameLog open lines file_name="age-of-inventors-log.txt"/> }
}

/// The score breakdown once the game is over.
#[component]
pub fn FinalScores() -> impl IntoView {
    let game = expect_context::<GameSignal>();
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    let aside = RwSignal::new(false);
    move || {
        state.0.with(|state| {
            let state = state.as_ref()?;
            if !state.is_over() {
                return None;
            }
            let scores = state.scores();
            let winners: Vec<String> = scores
                .iter()
                .filter(|s| s.winner)
                .map(|s| names.name(s.seat))
                .collect();
            let headline = if state.is_solo() {
                let total = scores.first().map_or(0, |s| s.total);
                crate::i18n::fill(
                    words::t(AoiMsg::SoloHeadline),
                    &[("points", &total.to_string())],
                )
            } else {
                i18n::headline(&winners)
            };
            let w = words::t;
            let rows = game.0.with(|session| {
                session
                    .as_ref()
                    .map(|session| points_by_round(session.record(), GameState::points))
                    .unwrap_or_default()
            });
            let seats: Vec<String> = scores.iter().map(|s| names.name(s.seat)).collect();
            let series = series_of(&rows, &seats);
            // Solo scores no Ingenuity and has no breakthroughs (§7): no columns always 0.
            let solo = state.is_solo();
            let rows = scores
                .iter()
                .map(|s| {
                    view! {
                        <tr class:winner=s.winner>
                            <th scope="row">{names.name(s.seat)}{s.winner.then_some(" ★")}</th>
                            <td>{s.tracks}</td>
                            {(!solo).then(|| view! { <td>{s.ingenuity}</td><td>{s.breakthroughs}</td> })}
                            <td>{s.experiments}</td>
                            {solo.then(|| view! { <td>{s.funds}</td> })}
                            <td><strong>{s.total}</strong></td>
                        </tr>
                    }
                })
                .collect_view();
            let story = view! {
                <table class="score-breakdown">
                    <thead>
                        <tr>
                            <th scope="col">{t(Msg::Players)}</th>
                            <th scope="col">{w(AoiMsg::ScoreTracks)}</th>
                            {(!solo).then(|| view! {
                                <th scope="col">{w(AoiMsg::ScoreIngenuity)}</th>
                                <th scope="col">{w(AoiMsg::ScoreBreakthroughs)}</th>
                            })}
                            <th scope="col">{w(AoiMsg::ScoreExperiments)}</th>
                            {solo.then(|| view! { <th scope="col">{w(AoiMsg::ScoreFunds)}</th> })}
                            <th scope="col">{t(Msg::Total)}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
                <div class="score-chart-box">
                    <ScoreChart title=t(Msg::PointsByRound) class="" series mark=seat_mark/>
                </div>
            };
            // The turning points are the coach's part (loaded when a final screen first shows).
            #[cfg(feature = "split")]
            let turning_points = crate::ui::turning_points::turning_points_part::shown(super::turn::coach_words);
            #[cfg(not(feature = "split"))]
            let turning_points = crate::ui::turning_points::turning_points::<GameState>(super::turn::coach_words);
            Some(view! {
                <section class="panel final-scores" class:aside=move || aside.get() aria-labelledby="scores-heading">
                    {crate::ui::final_scores_heading(aside)}
                    <p class="winner">{headline}</p>
                    <div class="score-story">{story}</div>
                    <p class="hint">{w(AoiMsg::PointsByRoundNote)} " " {w(AoiMsg::TieBreakNote)}</p>
                    {turning_points}
                    <div class="final-actions">
                        {crate::ui::new_game_button()}
                        <crate::ui::replay::WatchAgain/>
                    </div>
                </section>
            })
        })
    }
}
