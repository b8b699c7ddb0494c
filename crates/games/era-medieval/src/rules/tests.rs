//! Rule tests: the 30 scenarios of `shared/reference/era-medieval-age.md` §10, each named after
//! its number ([`scenarios`]), and one test per rule clause of the sheet ([`rules`]). Positions
//! are built directly with the helpers below.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod rules;
mod scenarios;

use super::domain::{PlacedBuilding, PlacedWall};
use super::*;

/// A game of `players`, seat 0 starting, before anyone placed a starting domain.
fn new_game(players: usize) -> GameState {
    let names = ["Tim", "Colleen", "Peter", "Ruth"];
    let mut setup = Setup::new(names[..players].iter().copied(), 7);
    setup.start_player = Some(0);
    GameState::new(&setup).unwrap()
}

/// A game of `players` in which every player took the default starting domain: round 1 has
/// begun and the first player with a choice is rolling.
fn after_setup(players: usize) -> GameState {
    let mut state = new_game(players);
    for _ in 0..players {
        act(&mut state, Action::DefaultDomain);
    }
    state
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
fn refused(state: &GameState, action: Action) -> Illegal {
    let mut played = state.clone();
    let error = played
        .play(action)
        .expect_err("the action should be refused");
    assert_eq!(&played, state, "a refused action changed the state");
    assert!(!state.legal_actions().contains(&action));
    error.reason
}

fn cell(row: u8, col: u8) -> Cell {
    Cell::new(row, col)
}

fn cells(list: &[(u8, u8)]) -> Cells {
    list.iter()
        .fold(Cells::NONE, |set, (row, col)| set.with(cell(*row, *col)))
}

/// The cells of a rectangle, rows `rows` by columns `cols`.
fn rect(rows: std::ops::RangeInclusive<u8>, cols: std::ops::RangeInclusive<u8>) -> Cells {
    let mut set = Cells::NONE;
    for row in rows {
        for col in cols.clone() {
            set = set.with(cell(row, col));
        }
    }
    set
}

fn building(domain: &mut Domain, building: Building, rotation: u8, row: u8, col: u8) {
    domain.add_building(PlacedBuilding {
        building,
        rotation,
        anchor: cell(row, col),
    });
}

fn longhouse(domain: &mut Domain, row: u8, col: u8) {
    building(domain, Building::Longhouse, 0, row, col);
}

fn wall(domain: &mut Domain, length: u8, row: u8, col: u8, direction: Direction) {
    domain.add_wall(PlacedWall {
        length,
        anchor: cell(row, col),
        direction,
    });
}

/// The sheet's START: the keep at (6,6) and the walls (5,7)-(5,10), (6,10)-(9,10), (8,6)-(8,9).
fn start_domain() -> Domain {
    let mut domain = Domain::default();
    building(&mut domain, Building::Keep, 0, 6, 6);
    wall(&mut domain, 4, 5, 7, Direction::Horizontal);
    wall(&mut domain, 4, 6, 10, Direction::Vertical);
    wall(&mut domain, 4, 8, 6, Direction::Horizontal);
    domain
}

/// Test 8's ring: walls (1,1)-(1,5), (2,5)-(5,5), (6,1)-(6,5), (2,1)-(5,1).
fn ring_domain() -> Domain {
    let mut domain = Domain::default();
    wall(&mut domain, 5, 1, 1, Direction::Horizontal);
    wall(&mut domain, 4, 2, 5, Direction::Vertical);
    wall(&mut domain, 5, 6, 1, Direction::Horizontal);
    wall(&mut domain, 4, 2, 1, Direction::Vertical);
    domain
}

fn player(state: &GameState, seat: Seat) -> &Player {
    &state.players[usize::from(seat)]
}

fn player_mut(state: &mut GameState, seat: Seat) -> &mut Player {
    &mut state.players[usize::from(seat)]
}

/// Places a building from the supply on `seat`'s domain, as building it would (unpaid).
fn give_building(state: &mut GameState, seat: Seat, kind: Building, rotation: u8, at: Cell) {
    let action = Action::Build {
        building: kind,
        rotation,
        cell: at,
    };
    state.place_piece(seat, action, false, &mut Vec::new());
}

/// Sets `seat`'s resources (trade goods, stone, wood, food).
fn set_resources(state: &mut GameState, seat: Seat, resources: [u8; 4]) {
    player_mut(state, seat).resources = Resources(resources);
}

/// Faces showing nothing that matters for disasters, hammers or extortion.
fn quiet_face(colour: DieColour) -> u8 {
    match colour {
        DieColour::Yellow => 0, // 3 food
        DieColour::Blue => 1,   // 1 trade good
        DieColour::Gray => 4,   // 1 trade good
        DieColour::White => 0,  // 2 food
    }
}

/// Turns every die of every player to a quiet face.
fn quiet_dice(state: &mut GameState) {
    for player in &mut state.players {
        for die in &mut player.dice {
            die.face = quiet_face(die.colour);
            die.set = false;
        }
    }
}

/// Gives `seat` exactly these dice (colour, face), in colour order. The dice no longer match
/// the buildings, so only use it where the dice invariants are not checked, or restore them.
fn set_dice(state: &mut GameState, seat: Seat, dice: &[(DieColour, u8)]) {
    let mut dice: Vec<Die> = dice
        .iter()
        .map(|(colour, face)| Die {
            colour: *colour,
            face: *face,
            set: false,
        })
        .collect();
    dice.sort_by_key(|die| die.colour);
    player_mut(state, seat).dice = dice;
}

/// Sets the face of die `die` of `seat`.
fn set_face(state: &mut GameState, seat: Seat, die: usize, face: u8) {
    player_mut(state, seat).dice[die].face = face;
}

/// A skull face of each colour.
fn skull_face(colour: DieColour) -> u8 {
    (0..6).find(|face| colour.face(*face).skull).unwrap()
}

/// Makes `seat` show exactly `skulls` skulls (on yellow dice first), every other die quiet.
fn show_skulls(state: &mut GameState, seat: Seat, skulls: usize) {
    let player = player_mut(state, seat);
    let mut left = skulls;
    for die in &mut player.dice {
        die.face = if left > 0 {
            left -= 1;
            skull_face(die.colour)
        } else {
            quiet_face(die.colour)
        };
    }
    assert_eq!(left, 0, "not enough dice for {skulls} skulls");
}

/// Runs the Disasters step from the start player on.
fn run_disasters(state: &mut GameState) -> Vec<Event> {
    let mut events = Vec::new();
    state.disasters_from(0, &mut events);
    events
}

fn disaster_of(state: &GameState, seat: Seat) -> u32 {
    player(state, seat).disaster
}
