//! Rule tests: one per clause of the reference sheet, and its scenario checks (§10).

use super::action::Action;
use super::components::LabSide;
use super::state::{GameState, LabChoice, Pending, Phase, Setup};

mod quiz;
mod rules;
mod scenarios;

/// A game of `sides.len()` players with these lab sides, set up with the first kept cards,
/// standing at the round 1 draft.
pub(super) fn at_draft(sides: &[LabSide], seed: u64) -> GameState {
    let names: Vec<String> = (0..sides.len()).map(|seat| format!("P{seat}")).collect();
    let mut setup = Setup::new(names, seed);
    setup.lab_choice = LabChoice::Random;
    let mut state = GameState::new(&setup).unwrap();
    if sides.len() > 1 {
        for (seat, side) in sides.iter().enumerate() {
            state.players[seat].quiz_guess = Some(side.lab().index() as u16);
        }
        for side in sides {
            state.play(Action::ChooseSide(*side)).unwrap();
        }
    }
    while matches!(
        state.pending(),
        Some(Pending::KeepInventor { .. } | Pending::KeepInventions { .. })
    ) {
        state.play(Action::Choose(0)).unwrap();
    }
    assert!(matches!(state.phase, Phase::Draft { pick: 0 }));
    state
}

/// Plays the first legal action until the player phase begins with nothing pending.
pub(super) fn to_turns(state: &mut GameState) {
    while !(state.phase == Phase::Turn && state.pending.is_empty()) {
        let action = state.legal_actions()[0];
        state.play(action).unwrap();
    }
}

/// A game in the round 1 player phase.
pub(super) fn in_turns(sides: &[LabSide], seed: u64) -> GameState {
    let mut state = at_draft(sides, seed);
    to_turns(&mut state);
    state
}

/// The seat on turn.
pub(super) fn on_turn(state: &GameState) -> u8 {
    state.current_seat().unwrap()
}
