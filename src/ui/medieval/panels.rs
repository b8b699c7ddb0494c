//! The game log and the final scores.

use leptos::prelude::*;

use super::GameSignal;
use crate::i18n::medieval::{self as words, MedMsg};
use crate::i18n::{self, fill, t, Msg};
use crate::ui::game::Committed;
use crate::ui::log::{self, LogLine};
use crate::ui::score_chart::{points_by_round, seat_mark, series_of, ScoreChart};
use era_medieval::rules::{data, Event, GameState, Phase, Rank};

/// Every event in words, one line per action. Dice rolled behind a screen are not told until the
/// screens are lifted.
#[component]
pub fn GameLog(open: RwSignal<bool>) -> impl IntoView {
    let game = expect_context::<GameSignal>();
    let committed = expect_context::<Committed<GameState>>().0;
    let names = expect_context::<super::Med>().names;
    let watching = super::replaying();
    let lines = Memo::new(move |_| {
        let names = names.0.get();
        let hidden = |seat: u8| {
            !watching
                && committed
                    .with(|state| state.as_ref().is_some_and(|state| state.dice_hidden(seat)))
        };
        // A starting domain laid out in secret is one line, whatever its pieces.
        let secret = |seat: u8| super::layout_hidden(committed, seat);
        let mut told = Vec::new();
        game.0.with(|session| {
            let Some(session) = session else {
                return Vec::new();
            };
            let lines = session
                .events()
                .iter()
                .enumerate()
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
                    let line = LogLine {
                        index,
                        text: text.join(" "),
                        kinds: events.iter().map(Event::kind).collect::<Vec<_>>().join(" "),
                        seat: events.iter().find_map(Event::seat),
                    };
                    (index, line)
                });
            crate::ui::hint::with_hint_lines(session, &names, lines)
        })
    });
    view! { <log::GameLog open lines file_name="era-medieval-age-log.txt"/> }
}

/// The score breakdown once the game is over, the points by round, how ties are broken (and the
/// ranks in solitaire, the player's highlighted).
#[component]
pub fn FinalScores() -> impl IntoView {
    let game = expect_context::<GameSignal>();
    let state = expect_context::<super::Med>().state;
    let names = expect_context::<super::Med>().names;
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
            let rows = game.0.with(|session| {
                session
                    .as_ref()
                    .map(|session| points_by_round(session.record(), GameState::points))
                    .unwrap_or_default()
            });
            let seats: Vec<String> = (0..state.scores().len())
                .map(|seat| names.name(seat as u8))
                .collect();
            let series = series_of(&rows, &seats);
            let resources = GameState::TIE_BREAK
                .map(|resource| words::words().resource(resource))
                .join(", ");
            let tie_break = fill(w(MedMsg::TieBreakNote), &[("resources", &resources)]);
            let headings = [
                t(Msg::Players),
                w(MedMsg::ScoreBuildings),
                w(MedMsg::ScoreBonuses),
                w(MedMsg::Culture),
                w(MedMsg::ScoreMostCulture),
                w(MedMsg::ScoreLargestWalled),
                w(MedMsg::ScoreDisasters),
                t(Msg::Total),
            ]
            .map(|heading| view! { <th scope="col">{heading}</th> });
            let rows = state
                .scores()
                .iter()
                .map(|s| {
                    let walled = fill(
                        w(MedMsg::WalledCells),
                        &[
                            ("cells", &s.walled_area.to_string()),
                            ("bonus", &s.largest_walled_area.to_string()),
                        ],
                    );
                    view! {
                        <tr class=if s.winner { "winner" } else { "" }>
                            <th scope="row">{names.name(s.seat)}{s.winner.then_some(" ★")}</th>
                            <td>{s.buildings}</td>
                            <td>{s.bonuses}</td>
                            <td>{s.culture}</td>
                            <td>{s.most_culture}</td>
                            <td>{walled}</td>
                            <td>{-s.disaster}</td>
                            <td><strong>{s.total}</strong></td>
                        </tr>
                    }
                })
                .collect_view();
            let ranks = state.rank().map(|rank| view! { <Ranks reached=rank/> });
            // The turning points are the coach's part (loaded when a final screen first shows).
            #[cfg(feature = "split")]
            let turning_points = crate::ui::turning_points::turning_points_part::shown(super::turn::coach_words);
            #[cfg(not(feature = "split"))]
            let turning_points = crate::ui::turning_points::turning_points::<GameState>(super::turn::coach_words);
            Some(view! {
                <section class="panel final-scores" class:aside=move || aside.get() aria-labelledby="scores-heading">
                    {crate::ui::final_scores_heading(aside)}
                    <p class="winner">{headline}</p>
                    <div class="score-story">
                        <table class="score-breakdown">
                            <thead><tr>{headings.into_iter().collect_view()}</tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                        <ScoreChart title=t(Msg::PointsByRound) class="" series mark=seat_mark/>
                    </div>
                    <div>
                        {ranks}
                        <p class="hint">{tie_break}</p>
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

/// The solitaire ranks by points (the data's thresholds), the player's own marked.
#[component]
fn Ranks(reached: Rank) -> impl IntoView {
    let items = data::RANKS
        .iter()
        .enumerate()
        .map(|(index, (from, rank))| {
            let name = words::words().rank(*rank);
            let next = data::RANKS.get(index + 1).map(|(next, _)| next - 1);
            let text = match (index, next) {
                (0, Some(to)) => fill(
                    words::t(MedMsg::RankUpTo),
                    &[("rank", name), ("points", &to.to_string())],
                ),
                (_, Some(to)) => fill(
                    words::t(MedMsg::RankRange),
                    &[
                        ("rank", name),
                        ("from", &from.to_string()),
                        ("to", &to.to_string()),
                    ],
                ),
                (_, None) => fill(
                    words::t(MedMsg::RankOrMore),
                    &[("rank", name), ("points", &from.to_string())],
                ),
            };
            let own = *rank == reached;
            view! { <li class=own.then_some("reached") aria-current=own.then_some("true")>{text}</li> }
        })
        .collect_view();
    view! {
        <div class="ranks">
            <h3 id="ranks-heading">{words::t(MedMsg::RanksHeading)}</h3>
            <ol class="rank-list" aria-labelledby="ranks-heading">{items}</ol>
        </div>
    }
}
