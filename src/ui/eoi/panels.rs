//! The game log and the final scores.

use leptos::prelude::*;

use crate::i18n::eoi::{t as et, EoiMsg};

use super::{GameSignal, NamesMemo, StateMemo};
use crate::i18n::{self, t, Msg};
use crate::ui::log::{self, LogLine};
use eoi::rules::Phase;

/// Every event in words, one line per action.
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
            let lines = session.events().iter().enumerate().map(|(index, events)| {
                let line = LogLine {
                    index,
                    text: describe(events, &names),
                    kinds: events
                        .iter()
                        .map(|e| e.kind())
                        .collect::<Vec<_>>()
                        .join(" "),
                    seat: events.iter().find_map(|e| e.seat()),
                };
                (index, line)
            });
            crate::ui::hint::with_hint_lines(session, &names, lines)
        })
    });
    view! { <log::GameLog open lines file_name="era-of-inventions-log.txt"/> }
}

/// Events in words, as the log and the turning points say them.
fn describe(events: &[eoi::rules::Event], names: &[String]) -> String {
    events
        .iter()
        .map(|e| i18n::event(e, names))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The score breakdown once the game is over.
#[component]
pub fn FinalScores() -> impl IntoView {
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    let aside = RwSignal::new(false);
    move || {
        state.0.with(|state| {
            let state = state.as_ref()?;
            if !matches!(state.phase(), Phase::GameOver) {
                return None;
            }
            let winners: Vec<String> = state
                .scores()
                .iter()
                .filter(|s| s.winner)
                .map(|s| names.name(s.seat))
                .collect();
            let headline = i18n::headline(&winners);
            // The turning points are the coach's part (loaded when a final screen first shows).
            #[cfg(feature = "split")]
            let turning_points = crate::ui::turning_points::turning_points_part::shown(super::turn::coach_words);
            #[cfg(not(feature = "split"))]
            let turning_points = crate::ui::turning_points::turning_points::<eoi::rules::GameState>(super::turn::coach_words);
            Some(view! {
                <section class="panel final-scores" class:aside=move || aside.get() aria-labelledby="scores-heading">
                    {crate::ui::final_scores_heading(aside)}
                    <p class="winner">{headline}</p>
                    <div class="score-story">
                    <table class="score-breakdown">
                        <thead>
                            <tr>
                                <th scope="col">{t(Msg::Players)}</th>
                                <th scope="col">{et(EoiMsg::Track)}</th>
                                <th scope="col">{et(EoiMsg::ExchangePoints)}</th>
                                <th scope="col">{et(EoiMsg::PatentBonus)}</th>
                                <th scope="col">{et(EoiMsg::CogsBonus)}</th>
                                <th scope="col">{et(EoiMsg::CapacityBonus)}</th>
                                <th scope="col">{t(Msg::Total)}</th>
                                <th scope="col">{et(EoiMsg::Developed)}</th>
                            </tr>
                        </thead>
                        <tbody>
                            {state
                                .scores()
                                .iter()
                                .map(|s| {
                                    view! {
                                        <tr class:winner=s.winner>
                                            <th scope="row">{names.name(s.seat)} {s.winner.then_some(" ★")}</th>
                                            <td>{s.track}</td>
                                            <td>{s.exchange}</td>
                                            <td>{i18n::patent_bonus_cell(s.patents, s.patent_bonus)}</td>
                                            <td>{i18n::cogs_bonus_cell(s.cogs_invested, s.cogs_bonus)}</td>
                                            <td>{i18n::capacity_bonus_cell(s.capacity, s.capacity_bonus)}</td>
                                            <td><strong>{s.total}</strong></td>
                                            <td>{s.developed}</td>
                                        </tr>
                                    }
                                })
                                .collect_view()}
                        </tbody>
                    </table>
                    <super::chart::InfluenceChart/>
                    </div>
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
