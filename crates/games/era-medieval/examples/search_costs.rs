//! What Hard's search spends its time on, per kind of decision, run by hand (in release):
//!
//! ```text
//! cargo run --release -p era-medieval --example search_costs -- [GAMES]
//! ```
//!
//! Plays GAMES three-player games (default 4; seat 0 Hard, the others Medium) and, at each of
//! Hard's searches, times listing the plans (`Search::new`: for a build, generating every
//! opening), completing the openings one per step, and 100 playouts. Says what a playout budget
//! (`hard@pN`) costs beside the listing, which it does not count.
use std::collections::BTreeMap;
use std::time::Instant;

use era_medieval::bots::{choose, search, Level};
use era_medieval::rules::{GameState, Phase, Setup};
use tabletop::rng::Rng;

fn kind(phase: &Phase) -> &'static str {
    match phase {
        Phase::Roll { .. } => "roll",
        Phase::Feathers { .. } => "feathers",
        Phase::Build { .. } => "build",
        _ => "other",
    }
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(4);
    // Per kind: searches, listing ms, completions, completing ms, playouts, playouts ms.
    let mut stats: BTreeMap<&str, [f64; 6]> = BTreeMap::new();
    let mut rng = Rng::new(7);
    for _ in 0..games {
        let names: Vec<String> = (0..3).map(|seat| format!("P{seat}")).collect();
        let Ok(mut state) = GameState::new(&Setup::new(names, rng.next_u64())) else {
            continue;
        };
        let mut plan = search::TurnPlan::default();
        while let Some(seat) = state.current_seat() {
            let action = if seat == 0 {
                plan.next(&state).or_else(|| {
                    let clock = Instant::now();
                    let mut s = search::Search::new(&state, 1)?;
                    let new_ms = clock.elapsed().as_secs_f64() * 1e3;
                    let clock = Instant::now();
                    let mut completions = 0.0;
                    while !s.is_listed() {
                        s.step();
                        completions += 1.0;
                    }
                    let list_ms = clock.elapsed().as_secs_f64() * 1e3;
                    let clock = Instant::now();
                    for _ in 0..100 {
                        if s.is_settled() {
                            break;
                        }
                        s.step();
                    }
                    let play_ms = clock.elapsed().as_secs_f64() * 1e3;
                    let stat = stats.entry(kind(state.phase())).or_default();
                    stat[0] += 1.0;
                    stat[1] += new_ms;
                    stat[2] += completions;
                    stat[3] += list_ms;
                    stat[4] += f64::from(s.playouts());
                    stat[5] += play_ms;
                    plan = search::TurnPlan::new(&state, s.best_plan());
                    plan.next(&state)
                })
            } else {
                choose(Level::Medium, &state, rng.next_u64())
            };
            let Some(action) = action else { break };
            if state.play(action).is_err() {
                break;
            }
        }
    }
    for (kind, s) in stats {
        println!(
            "{kind:<9} searches {:4}  new {:6.2} ms  completions {:5.1} ({:6.3} ms each)  playouts {:5.1} ({:6.3} ms each)",
            s[0],
            s[1] / s[0],
            s[2] / s[0],
            s[3] / s[2].max(1.0),
            s[4] / s[0],
            s[5] / s[4].max(1.0)
        );
    }
}
