//! Rule tests: one per clause of `shared/reference/era-of-inventions.md`, named after the rule,
//! and the French rulebook's worked examples.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod examples;
mod rules;
mod scoring;

use super::*;

const NAMES: [&str; 5] = ["Orange", "Yellow", "Green", "Brown", "Blue"];
const ORANGE: Seat = 0;
const YELLOW: Seat = 1;
const GREEN: Seat = 2;
const BROWN: Seat = 3;

/// A game of `players` (Orange, Yellow, Green, Brown, Blue in seat order), Orange starting.
fn new_game(players: usize) -> GameState {
    let mut setup = Setup::new(NAMES[..players].iter().copied(), 11);
    setup.start_player = Some(0);
    GameState::new(&setup).unwrap()
}

/// Plays a legal action, failing the test with the reason if it is refused.
fn act(state: &mut GameState, action: Action) -> Vec<Event> {
    let events = state
        .play(action)
        .unwrap_or_else(|error| panic!("{error:?} in phase {:?}", state.phase()));
    state.check_invariants().unwrap();
    events
}

/// Asserts that an action is refused, not listed, and leaves the state untouched.
fn refused(state: &mut GameState, action: Action) -> Illegal {
    let before = state.clone();
    let error = state
        .play(action)
        .expect_err("the action should be refused");
    assert_eq!(*state, before, "a refused action changed the state");
    assert!(!state.legal_actions().contains(&action));
    error.reason
}

/// Jumps straight into `seat` resolving `area` (the token already taken off the board).
fn in_action(state: &mut GameState, seat: Seat, area: Area) {
    state.phase = Phase::Action(Turn::new(seat, area));
}

fn player(state: &GameState, seat: Seat) -> &Player {
    &state.players[usize::from(seat)]
}

fn player_mut(state: &mut GameState, seat: Seat) -> &mut Player {
    &mut state.players[usize::from(seat)]
}

/// Gives `seat` exactly these cubes (wood, coal, metal, tech, tool).
fn set_cubes(state: &mut GameState, seat: Seat, cubes: [i16; 5]) {
    player_mut(state, seat).cubes = cubes;
}

/// Records `seat` as holder of a space, as developing it would (markers included); a gold space
/// releases the invention's cards straight into the discard pile, as if a round had passed.
fn hold(state: &mut GameState, seat: Seat, invention: Invention, space: Space) {
    state.board.holders[invention.index()][space.index()] = Some(seat);
    player_mut(state, seat).markers -= 1;
    if space == Space::Gold {
        let cards = invention.cards();
        state.unreleased.retain(|card| !cards.contains(card));
        state.invention_discard.extend(cards);
    }
}

/// Puts `card` on conveyor place `place`, wherever it was; the card it replaces is discarded.
fn put_on_conveyor(state: &mut GameState, card: CardId, place: usize) {
    state.invention_deck.retain(|c| *c != card);
    state.invention_discard.retain(|c| *c != card);
    state.unreleased.retain(|c| *c != card);
    for slot in state.conveyor.iter_mut() {
        if *slot == Some(card) {
            *slot = None;
        }
    }
    if let Some(previous) = state.conveyor[place].replace(card) {
        state.invention_discard.push(previous);
    }
}

fn influence_of(state: &GameState, seat: Seat) -> i16 {
    player(state, seat).influence
}

fn card_of(invention: Invention, which: usize) -> CardId {
    invention.cards()[which]
}
