//! The game log, the final scores and the rules summary.

use leptos::prelude::*;

use super::i18n::{self, t, Msg};
use super::{GameSignal, NamesMemo, StateMemo};
use crate::core::Phase;

/// Every event in words, newest first.
#[component]
pub fn GameLog(open: RwSignal<bool>) -> impl IntoView {
    let game = expect_context::<GameSignal>();
    let names = expect_context::<NamesMemo>();
    let lines = move || {
        let names = names.0.get();
        game.0.with(|session| {
            session.as_ref().map(|session| {
                session
                    .events()
                    .iter()
                    .rev()
                    .take(400)
                    .map(|events| {
                        let text: Vec<String> =
                            events.iter().map(|e| i18n::event(e, &names)).collect();
                        view! { <li>{text.join(" ")}</li> }
                    })
                    .collect_view()
            })
        })
    };
    view! {
        <section class="panel log" class:open=move || open.get() aria-labelledby="log-heading">
            <h2 id="log-heading">{t(Msg::Log)}</h2>
            <ol class="log-lines" aria-live="polite" reversed>{lines}</ol>
        </section>
    }
}

/// The score breakdown once the game is over.
#[component]
pub fn FinalScores() -> impl IntoView {
    let state = expect_context::<StateMemo>();
    let names = expect_context::<NamesMemo>();
    let game = expect_context::<GameSignal>();
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
            let headline = if winners.len() == 1 {
                format!("{}: {}", t(Msg::Winner), winners.join(""))
            } else {
                format!("{}: {}", t(Msg::SharedVictory), winners.join(", "))
            };
            Some(view! {
                <section class="final-scores" aria-labelledby="scores-heading">
                    <h2 id="scores-heading">{t(Msg::FinalScores)}</h2>
                    <p class="winner">{headline}</p>
                    <table>
                        <thead>
                            <tr>
                                <th scope="col">{t(Msg::Players)}</th>
                                <th scope="col">{t(Msg::Track)}</th>
                                <th scope="col">{t(Msg::ExchangePoints)}</th>
                                <th scope="col">{t(Msg::PatentBonus)}</th>
                                <th scope="col">{t(Msg::CogsBonus)}</th>
                                <th scope="col">{t(Msg::CapacityBonus)}</th>
                                <th scope="col">{t(Msg::Total)}</th>
                                <th scope="col">{t(Msg::Developed)}</th>
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
                                            <td title=format!("{} patents", s.patents)>{s.patent_bonus}</td>
                                            <td title=format!("{} cogs invested", s.cogs_invested)>{s.cogs_bonus}</td>
                                            <td title=format!("capacity {}", s.capacity)>{s.capacity_bonus}</td>
                                            <td><strong>{s.total}</strong></td>
                                            <td>{s.developed}</td>
                                        </tr>
                                    }
                                })
                                .collect_view()}
                        </tbody>
                    </table>
                    <button class="primary" on:click=move |_| game.0.set(None)>{t(Msg::NewGame)}</button>
                </section>
            })
        })
    }
}

/// The rules summary, with the note that the numbers are reconstructed.
#[component]
pub fn RulesDialog(open: RwSignal<bool>) -> impl IntoView {
    view! {
        <Show when=move || open.get()>
            <div class="dialog-backdrop" on:click=move |_| open.set(false)>
                <div
                    class="dialog"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby="rules-heading"
                    on:click=|ev| ev.stop_propagation()
                    on:keydown=move |ev| if ev.key() == "Escape" { open.set(false) }
                >
                    <h2 id="rules-heading">{t(Msg::Rules)}</h2>
                    <button class="close" autofocus on:click=move |_| open.set(false)>{t(Msg::Close)}</button>
                    <div class="rules-text">
                        <p class="note">{t(Msg::ReconstructedNote)}</p>
                        <h3>"Goal"</h3>
                        <p>"Gain the most influence by developing, patenting and producing inventions. 3 players play 9 rounds, 4 play 8, 5 play 10."</p>
                        <h3>"A round"</h3>
                        <p>"Placement: from the start player, each places one action token at a time on an action area (at most 2 tokens per area, never 2 of your own on one). Resolution: in turn order each player resolves one of their tokens, any of them, or withdraws it, until all are resolved."</p>
                        <h3>"The six actions"</h3>
                        <ul>
                            <li><strong>"A Build factories: "</strong>"up to 3 from the market, paying wood and coal; each gives 1 influence."</li>
                            <li><strong>"B Factory production: "</strong>"all your factories produce."</li>
                            <li><strong>"C Buy resources: "</strong>"the cubes of up to 3 ships or storage houses, 1 gold each."</li>
                            <li><strong>"D Produce inventions: "</strong>"up to 3 face-up cards, paying their cost for their profit. Other players holding the invention's gold or silver space earn its royalty; a fake card (with '?' paid by any metal, tech or tool cubes) pays only patented spaces. You may not produce a fake of an invention you developed."</li>
                            <li><strong>"E Exchange market: "</strong>"take 1 cog, or up to 5 exchanges, at most 3 per square: 2 gold ⇄ 1 cog; 2 gold or 1 cog → 1 influence; 2 cubes/gold → 1 other cube or gold, or 2 gold → 1 bonus token."</li>
                            <li><strong>"F Develop or patent: "</strong>"develop spaces of the invention board (gold before silver, at most 7 cogs in one action; a gold space brings the invention's 3 cards into play at the end of the round), or register 1 or 2 patents (6 per game), attaching each to one of your unpatented spaces."</li>
                        </ul>
                        <h3>"Bonus action tokens"</h3>
                        <p>"Right after one of your regular actions (not a withdrawal) you may spend one bonus token on one single step of any action: produce 1 invention, run 1 factory, buy 1 load, make 1 exchange (not the cog), develop 1 space, register 1 patent or build 1 factory. A token bought at the exchange market waits until after your next regular action."</p>
                        <h3>"Influence track"</h3>
                        <p>"Each time your pawn stops on a square with a cube or coin, you take it."</p>
                        <h3>"End of round"</h3>
                        <p>"Start cards still face up leave the game; the cards on the last 3 places of the conveyor are discarded and the others slide along; new inventions are shuffled into the deck; the conveyor and the factory market are refilled; ships and storage houses get 2 cubes (coal 3) if empty, else 1 more; the start player passes to the left."</p>
                        <h3>"Scoring"</h3>
                        <p>"Influence on the track, plus one last exchange (5 exchanges, 3 per square, no bonus tokens), plus 5 influence each for the most patents, the most cogs invested and the largest factory capacity (ties: 3 each for 2 players, 2 for 3, 1 for 4 or 5). Ties for the win go to the player with more developed spaces, then the victory is shared."</p>
                    </div>
                </div>
            </div>
        </Show>
    }
}
