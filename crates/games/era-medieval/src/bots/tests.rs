//! The bots: legal play by every level over whole games, decisions that ignore what a bot may
//! not see, the position value's landmarks, and (ignored, run by hand in release) tournaments.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use super::*;
use crate::rules::Setup;

/// Plays a whole game with `levels` (one per seat), checking every decision is legal.
fn play_with(levels: &[Level], seed: u64) -> GameState {
    let names: Vec<String> = (0..levels.len()).map(|seat| format!("P{seat}")).collect();
    let mut state = GameState::new(&Setup::new(names, seed)).unwrap();
    let mut rng = Rng::new(seed);
    while let Some(seat) = state.current_seat() {
        let level = levels[usize::from(seat)];
        let action = choose(level, &state, rng.next_u64())
            .unwrap_or_else(|| panic!("{level:?} has no action in {:?}", state.phase()));
        if let Err(error) = state.play(action) {
            panic!("{level:?} chose {error:?} in {:?}", state.phase());
        }
    }
    state
}

#[test]
fn smoke() {
    let state = play_with(&[Level::Medium, Level::Easy, Level::Random], 1);
    assert!(state.is_over());
    println!(
        "{:?}",
        state.scores().iter().map(|s| s.total).collect::<Vec<_>>()
    );
}

#[test]
#[ignore]
fn diagnose() {
    for seed in 0..3 {
        let levels = [Level::Medium, Level::Medium, Level::Medium];
        let names: Vec<String> = (0..levels.len()).map(|seat| format!("P{seat}")).collect();
        let mut state = GameState::new(&Setup::new(names, seed)).unwrap();
        let mut rng = Rng::new(seed);
        let mut last_round = 0;
        while let Some(seat) = state.current_seat() {
            if state.round() != last_round {
                last_round = state.round();
                let summary: Vec<String> = state
                    .players()
                    .iter()
                    .map(|p| {
                        format!(
                            "b{} w{} a{} r{:?} c{} d{} v{:.1}",
                            p.domain().buildings().len(),
                            p.domain().walls().len(),
                            p.domain().walled_area(),
                            p.resources().0,
                            p.culture(),
                            p.disaster(),
                            0.0
                        )
                    })
                    .collect();
                let values = value::values(&state, false);
                println!(
                    "round {last_round} fut {} {:?} {:?}",
                    value::future_rounds(&state),
                    summary,
                    values.iter().map(|v| format!("{v:.1}")).collect::<Vec<_>>()
                );
            }
            let level = levels[usize::from(seat)];
            let action = choose(level, &state, rng.next_u64()).unwrap();
            if matches!(action, Action::Build { .. } | Action::Wall { .. }) {
                println!("  {seat} {action:?}");
            }
            state.play(action).unwrap();
        }
        for score in state.scores() {
            println!("{score:?}");
        }
        println!("supply {:?}", state.supply().buildings);
    }
}
