//! Sessions (the platform's undo, redo and whole-turn play) over Era of Inventions.

use eoi::rules::{Action, Area, GameState, Setup};
use tabletop::rng::Rng;
use tabletop::{Game, Session};

fn session() -> Session<GameState> {
    let mut setup = Setup::new(["Ada", "Ben", "Cy"], 3);
    setup.start_player = Some(0);
    Session::new(setup).unwrap()
}

#[test]
fn an_illegal_action_changes_nothing() {
    let mut session = session();
    session.play(Action::Place(Area::Build)).unwrap();
    let before = session.state().clone();
    assert!(session.play(Action::EndAction).is_err());
    assert_eq!(*session.state(), before);
    assert_eq!(session.record().actions.len(), 1);
}

#[test]
fn play_all_is_all_or_nothing() {
    let mut session = session();
    let result = session.play_all(&[
        Action::Place(Area::Build),
        Action::Place(Area::Build),
        Action::Place(Area::Build),
    ]);
    assert!(result.is_err());
    assert!(session.record().actions.is_empty());
    session
        .play_all(&[Action::Place(Area::Build), Action::Place(Area::Buy)])
        .unwrap();
    assert_eq!(session.record().actions.len(), 2);
}

#[test]
fn undo_and_redo_move_by_whole_turns_and_keep_draws_identical() {
    let mut session = session();
    let mut rng = Rng::new(5);
    for _ in 0..120 {
        let legal = session.state().legal_actions();
        let action = legal[rng.below(legal.len() as u32) as usize];
        session.play(action).unwrap();
    }
    let end = session.state().clone();
    // Undo goes back to the last round's new cards, and no further: they were seen.
    let floor = session
        .events()
        .iter()
        .rposition(|events| events.iter().any(|event| event.shows_chance()))
        .map_or(0, |index| index + 1);
    assert!(floor > 0, "120 actions end a round");
    let mut undos = 0;
    while session.undo().unwrap() {
        undos += 1;
        assert!(!session.state().is_mid_turn() || session.record().actions.len() == floor);
    }
    assert!(undos > 3, "{undos}");
    assert_eq!(session.record().actions.len(), floor);
    assert_eq!(
        *session.state(),
        session.record().replay().unwrap(),
        "the state of the record undone to"
    );
    while session.redo() {}
    assert_eq!(*session.state(), end);
    assert_eq!(session.events().len(), session.record().actions.len());
}

#[test]
fn playing_after_undo_forgets_the_redo_list() {
    let mut session = session();
    session.play(Action::Place(Area::Build)).unwrap();
    session.undo().unwrap();
    assert!(session.can_redo());
    session.play(Action::Place(Area::Buy)).unwrap();
    assert!(!session.can_redo());
}

#[test]
fn a_session_reloads_from_its_record() {
    let mut session = session();
    session.play(Action::Place(Area::Develop)).unwrap();
    let reloaded = Session::from_record(session.record().clone()).unwrap();
    assert_eq!(reloaded.state(), session.state());
    assert_eq!(reloaded.events().len(), 1);
}
