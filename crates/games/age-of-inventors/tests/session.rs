//! Undo and redo through the platform's session: at the setup's keeps, one undo takes back one
//! player's keeps (an inventor, then inventions), not every keep since the lab sides.

use age_of_inventors::rules::{GameState, LabChoice, Pending, Setup};
use tabletop::Session;

fn keeper(state: &GameState) -> Option<u8> {
    match state.pending() {
        Some(Pending::KeepInventor { seat }) => Some(seat),
        _ => None,
    }
}

fn play_first(session: &mut Session<GameState>) {
    let action = session.state().legal_actions()[0];
    session.play(action).unwrap();
}

#[test]
fn undo_at_the_setup_keeps_takes_back_one_players_keeps() {
    let mut setup = Setup::new(["Ada", "Ben", "Cleo"], 5);
    setup.lab_choice = LabChoice::Random;
    let mut session = Session::<GameState>::new(setup).unwrap();
    while keeper(session.state()).is_none() {
        play_first(&mut session);
    }
    let first = keeper(session.state()).unwrap();
    let before_keeps = session.record().actions.len();
    play_first(&mut session);
    while keeper(session.state()).is_none() {
        play_first(&mut session);
    }
    let second = keeper(session.state()).unwrap();
    assert_ne!(first, second);
    let after_keeps = session.record().actions.len();
    assert!(
        after_keeps > before_keeps + 1,
        "an inventor and inventions were kept"
    );

    assert!(session.undo().unwrap());
    assert_eq!(keeper(session.state()), Some(first));
    assert_eq!(session.record().actions.len(), before_keeps);
    assert!(session.redo());
    assert_eq!(keeper(session.state()), Some(second));
    assert_eq!(session.record().actions.len(), after_keeps);
}

/// A card or tile drawn, an offer refilled, the news or the votes are never taken back: the seed
/// would deal the same again to a player who now knows it. The turns after them are.
#[test]
fn undo_never_takes_back_what_a_stack_showed() {
    let mut setup = Setup::new(["Ada", "Ben", "Cleo"], 9);
    setup.lab_choice = LabChoice::Random;
    let mut session = Session::<GameState>::new(setup).unwrap();
    let mut rng = tabletop::rng::Rng::new(3);
    let (mut shown, mut floor) = (0, 0);
    for _ in 0..300 {
        let legal = session.state().legal_actions();
        let Some(action) = legal.get(rng.below(legal.len() as u32) as usize) else {
            break;
        };
        session.play(*action).unwrap();
        let events = session.events().last().unwrap();
        if events
            .iter()
            .any(age_of_inventors::rules::Event::shows_chance)
        {
            shown += 1;
            floor = session.record().actions.len();
            let before = session.state().clone();
            assert!(session.chance_blocks_undo());
            assert!(!session.undo().unwrap());
            assert_eq!(session.state(), &before);
        }
    }
    assert!(shown > 5, "{shown}");
    while session.undo().unwrap() {}
    assert_eq!(session.record().actions.len(), floor);
}

/// The platform's rule for names, as in the other games: a game from a save string or a link
/// with a name the new-game form would refuse does not start.
#[test]
fn a_blank_or_overlong_name_is_an_invalid_setup() {
    use age_of_inventors::rules::{SetupError, MAX_NAME_CHARS};
    let longest = "x".repeat(MAX_NAME_CHARS);
    assert!(GameState::new(&Setup::new(["Ada", longest.as_str()], 1)).is_ok());
    let longer = "x".repeat(MAX_NAME_CHARS + 1);
    assert_eq!(
        GameState::new(&Setup::new(["Ada", longer.as_str()], 1)).err(),
        Some(SetupError::NameTooLong(1))
    );
    assert_eq!(
        GameState::new(&Setup::new([" ", "Ben"], 1)).err(),
        Some(SetupError::EmptyName(0))
    );
    let record = tabletop::Record::<GameState> {
        setup: Setup::new(["Ada", longer.as_str()], 1),
        actions: Vec::new(),
    };
    assert!(Session::from_record(record).is_err());
}
