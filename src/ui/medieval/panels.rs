//! The game log and the final scores.

use leptos::prelude::*;

use super::{GameSignal, NamesMemo, StateMemo};
use crate::i18n::medieval::{self as words, MedMsg};
use crate::i18n::{self, fill, t, Msg};
use crate::ui::game::Committed;
use crate::ui::log::{self, LogLine};
use era_medieval::rules::{Event, GameState, Phase};

/// Every event in words, one line per action. Dice rolled behind a screen are not told until the
/// screens are lifted.
#[component]
pub fn GameLog(open: RwSignal<bool>) -> impl IntoView {
    let game = expect_context::<GameSignal>();
    let committed = expect_context::<Committed<GameState>>().0;
    let names = expect_context::<NamesMemo>();
    let lines = Memo::new(move |_| {
        let names = names.0.get();
        let hidden = |seat: u8| {
            committed.with(|state| state.as_ref().is_some_and(|state| state.dice_hidden(seat)))
        };
        // A starting domain laid out in secret is one line, whatever its pieces.
        let secret = |seat: u8| super::layout_hidden(committed, seat);
        let mut told = Vec::new();
        game.0.with(|session| {
            session
                .iter()
                .flat_map(|session| session.events().iter().enumerate())
                .filter(|(_, events)| !events.is_empty())
                .filter(|(_, events)| match events.iter().find_map(Event::seat) {
                    Some(seat) if secret(seat) => {
                        let first = !told.contains(&seat);
                        told.push(seat);
                        first
                    }
                    _ => true,
                })
                .map(|(index, events)| {
                    let mut text: Vec<String> = Vec::new();
                    let mut screened: Vec<u8> = Vec::new();
                    for event in events {
                        match event.seat() {
                            Some(seat)
                                if (event.is_behind_screen() && hidden(seat)) || secret(seat) =>
                            {
                                if !screened.contains(&seat) {
                                    screened.push(seat);
                                    let name =
                                        names.get(usize::from(seat)).cloned().unwrap_or_default();
                                    let message = if secret(seat) {
                                        MedMsg::LaidOutInSecret
                                    } else {
                                        MedMsg::RolledBehindScreen
                                    };
                                    text.push(fill(words::t(message), &[("player", &name)]));
                                }
                            }
                            _ => text.push(words::words().event(event, &names)),
                        }
                    }
                    LogLine {
                        index,
                        text: text.join(" "),
                        kinds: events.iter().map(Event::kind).collect::<Vec<_>>().join(" "),
                        seat: events.iter().find_map(Event::seat),
                    }
                })
                .collect()
        })
    });
    view! { <log::GameLog open lines file_name="era-medieval-age-log.txt"/> }
}

/// The score breakdown once the game is over (and the rank in solitaire).
#[component]
pub fn FinalScores() -> impl IntoView {
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
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
            let headline = if state.is_solitaire() {
                state.rank().map(|rank| {
                    fill(
                        words::t(MedMsg::RankHeadline),
                        &[("rank", words::words().rank(rank))],
                    )
                })
            } else {
                Some(i18n::headline(&winners))
            };
            let w = words::t;
            Some(view! {
                <section class="panel final-scores" aria-labelledby="scores-heading">
                    <h2 id="scores-heading">{t(Msg::FinalScores)}</h2>
                    <p class="winner">{headline}</p>
                    <table>
                        <thead>
                            <tr>
                                <th scope="col">{t(Msg::Players)}</th>
                                <th scope="col">{w(MedMsg::ScoreBuildings)}</th>
                                <th scope="col">{w(MedMsg::ScoreBonuses)}</th>
                                <th scope="col">{w(MedMsg::Culture)}</th>
                                <th scope="col">{w(MedMsg::ScoreMostCulture)}</th>
                                <th scope="col">{w(MedMsg::ScoreLargestWalled)}</th>
                                <th scope="col">{w(MedMsg::ScoreDisasters)}</th>
                                <th scope="col">{t(Msg::Total)}</th>
                            </tr>
                        </thead>
                        <tbody>
                            {state.scores().iter().map(|s| view! {
                                <tr class:winner=s.winner>
                                    <th scope="row">{names.name(s.seat)} {s.winner.then_some(" ★")}</th>
                                    <td>{s.buildings}</td>
                                    <td>{s.bonuses}</td>
                                    <td>{s.culture}</td>
                                    <td>{s.most_culture}</td>
                                    <td>{fill(w(MedMsg::WalledCells), &[("cells", &s.walled_area.to_string()), ("bonus", &s.largest_walled_area.to_string())])}</td>
                                    <td>{-s.disaster}</td>
                                    <td><strong>{s.total}</strong></td>
                                </tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                    <button class="primary" on:click=move |_| crate::ui::leave_game()>{t(Msg::NewGame)}</button>
                </section>
            })
        })
    }
}
