//! The educational variant (§8): the quiz offered when a placement of an invention may begin,
//! its four choices, a right answer waiving one scientific resource (not paid for
//! Entrepreneurship), a wrong one telling the right answer, hard mode's year, and the bots
//! skipping it.

use super::super::action::Action;
use super::super::components::{Bundle, LabSide, Resource};
use super::super::data::{self, invention_ids, inventor_ids};
use super::super::event::Event;
use super::super::legal::Illegal;
use super::super::state::{GameState, InventorQuiz, Pending, QuizState};
use super::in_turns;
use super::scenarios::{give_invention, put_inventor};
use LabSide::*;

const HELICOPTER: u8 = invention_ids::HELICOPTER;

fn cell(q: i8, r: i8) -> u8 {
    data::cell_index(q, r).unwrap()
}

/// Trading Firm (seat 0) on turn with the Helicopter (E2 C1 P1) in hand, its stock exactly
/// the cost, an Engineering inventor to place it next to, and the variant `quiz`.
fn helicopter_game(quiz: InventorQuiz) -> GameState {
    let mut state = in_turns(&[TradingFirm, Liberal], 15);
    state.inventor_quiz = quiz;
    state.order = [0, 1].into_iter().collect();
    state.turn = 0;
    put_inventor(&mut state, 1, inventor_ids::DIESEL, cell(1, 0), 0);
    give_invention(&mut state, 0, HELICOPTER);
    state.players[0].stock = Bundle::new(2, 1, 1, 0, 0);
    state
}

fn answer(state: &GameState, right_inventor: bool, right_year: bool) -> Action {
    let choices = state.quiz_choices(HELICOPTER).unwrap();
    let info = data::INVENTION_DATA[usize::from(HELICOPTER)];
    let inventor = *choices
        .inventors
        .iter()
        .find(|&&i| (i == info.credited) == right_inventor)
        .unwrap();
    let year = match choices.years {
        None => 0,
        Some(years) => *years
            .iter()
            .find(|&&y| (y == info.year) == right_year)
            .unwrap(),
    };
    Action::AnswerQuiz {
        invention: HELICOPTER,
        inventor,
        year,
    }
}

fn placement_totals(state: &GameState) -> Vec<u32> {
    let mut totals: Vec<u32> = state
        .legal_actions()
        .iter()
        .filter_map(|action| match *action {
            Action::PlaceInvention {
                invention: HELICOPTER,
                pay,
                ..
            } => Some(pay.total()),
            _ => None,
        })
        .collect();
    totals.dedup();
    totals
}

#[test]
fn without_the_variant_no_quiz_is_offered_or_allowed() {
    let state = helicopter_game(InventorQuiz::Off);
    assert!(state.quiz_choices(HELICOPTER).is_none());
    assert_eq!(state.quiz_state(HELICOPTER), QuizState::Off);
    assert!(!state
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::AnswerQuiz { .. })));
    let credited = data::INVENTION_DATA[usize::from(HELICOPTER)].credited;
    let probe = Action::AnswerQuiz {
        invention: HELICOPTER,
        inventor: credited,
        year: 0,
    };
    assert_eq!(state.check(probe), Err(Illegal::NotNow));
}

#[test]
fn the_choices_are_four_names_with_the_right_one_the_same_every_time() {
    for quiz in [InventorQuiz::Inventor, InventorQuiz::InventorAndYear] {
        let state = helicopter_game(quiz);
        let again = helicopter_game(quiz);
        for invention in 0..data::INVENTIONS as u8 {
            let info = data::INVENTION_DATA[usize::from(invention)];
            let choices = state.quiz_choices(invention).unwrap();
            assert_eq!(again.quiz_choices(invention), Some(choices));
            let mut names = choices.inventors.to_vec();
            assert!(names.contains(&info.credited));
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), 4, "{invention}: {choices:?}");
            assert!(names
                .iter()
                .all(|&n| usize::from(n) < data::CREDITED_INVENTORS));
            match (quiz, choices.years) {
                (InventorQuiz::Inventor, None) => {}
                (InventorQuiz::InventorAndYear, Some(years)) => {
                    assert!(years.contains(&info.year));
                    let mut years = years.to_vec();
                    years.sort_unstable();
                    years.dedup();
                    assert_eq!(years.len(), 4);
                }
                other => panic!("{other:?}"),
            }
        }
    }
    // The right name is not always in the same place.
    let state = helicopter_game(InventorQuiz::Inventor);
    let places: Vec<usize> = (0..data::INVENTIONS as u8)
        .map(|invention| {
            let choices = state.quiz_choices(invention).unwrap();
            let credited = data::INVENTION_DATA[usize::from(invention)].credited;
            choices
                .inventors
                .iter()
                .position(|&n| n == credited)
                .unwrap()
        })
        .collect();
    assert!((0..4).all(|place| places.contains(&place)));
}

#[test]
fn the_quiz_is_listed_when_a_placement_may_begin_and_skipping_pays_in_full() {
    let state = helicopter_game(InventorQuiz::Inventor);
    let answers: Vec<Action> = state
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::AnswerQuiz { .. }))
        .collect();
    // The Helicopter and the two inventions kept at setup, four names each.
    let in_hand = state.players[0].inventions.len();
    assert_eq!(answers.len(), 4 * in_hand);
    assert_eq!(state.quiz_state(HELICOPTER), QuizState::Open);
    // Skipping the quiz: the placements ask the whole cost.
    assert_eq!(placement_totals(&state), vec![4]);
    // Not in hand, or once the main action is taken: refused.
    let not_held = (0..data::INVENTIONS as u8)
        .find(|i| !state.players[0].inventions.contains(i))
        .unwrap();
    let choices = state.quiz_choices(not_held).unwrap();
    let probe = Action::AnswerQuiz {
        invention: not_held,
        inventor: choices.inventors[0],
        year: 0,
    };
    assert_eq!(state.check(probe), Err(Illegal::NotInHand));
    let mut done = state.clone();
    done.main_done = true;
    assert_eq!(done.check(answer(&done, true, true)), Err(Illegal::NotNow));
    // A name that is not among the choices, or a year in the easy mode: refused.
    let outside = (0..data::CREDITED_INVENTORS as u8)
        .find(|n| {
            !state
                .quiz_choices(HELICOPTER)
                .unwrap()
                .inventors
                .contains(n)
        })
        .unwrap();
    let probe = Action::AnswerQuiz {
        invention: HELICOPTER,
        inventor: outside,
        year: 0,
    };
    assert_eq!(state.check(probe), Err(Illegal::OutOfRange));
    let Action::AnswerQuiz { inventor, .. } = answer(&state, true, true) else {
        unreachable!()
    };
    let probe = Action::AnswerQuiz {
        invention: HELICOPTER,
        inventor,
        year: 1907,
    };
    assert_eq!(state.check(probe), Err(Illegal::OutOfRange));
}

#[test]
fn a_right_answer_waives_one_unit_that_entrepreneurship_does_not_count() {
    let mut state = helicopter_game(InventorQuiz::Inventor);
    let info = data::INVENTION_DATA[usize::from(HELICOPTER)];
    let events = state.play(answer(&state, true, true)).unwrap();
    assert_eq!(
        events,
        vec![Event::QuizAnswered {
            seat: 0,
            invention: HELICOPTER,
            right: true,
            inventor: info.credited,
            year: info.year,
        }]
    );
    assert_eq!(state.quiz_state(HELICOPTER), QuizState::Right);
    // Nothing else moved: still the same turn, no switch used.
    assert!(!state.main_action_done());
    assert_eq!(state.players[0].switches_off(), data::SWITCHES);
    // The price drops by one unit, the player choosing which by the payment.
    assert_eq!(placement_totals(&state), vec![3]);
    let cost_less_physics = Bundle::new(2, 1, 0, 0, 0);
    let events = state
        .play(Action::PlaceInvention {
            invention: HELICOPTER,
            cell: cell(2, 0),
            pay: cost_less_physics,
        })
        .unwrap();
    assert!(events.contains(&Event::QuizWaived {
        seat: 0,
        waived: Resource::Physics
    }));
    // Paid 3 scientific resources: 3 Funds from Entrepreneurship, and the Physics is kept.
    assert_eq!(state.players[0].stock.get(Resource::Funds), 3);
    assert_eq!(state.players[0].stock.get(Resource::Physics), 1);
    assert_eq!(state.quiz_state(HELICOPTER), QuizState::Closed);
}

#[test]
fn a_wrong_answer_tells_the_right_one_charges_in_full_and_cannot_be_retried() {
    let mut state = helicopter_game(InventorQuiz::Inventor);
    let info = data::INVENTION_DATA[usize::from(HELICOPTER)];
    let events = state.play(answer(&state, false, true)).unwrap();
    assert_eq!(
        events,
        vec![Event::QuizAnswered {
            seat: 0,
            invention: HELICOPTER,
            right: false,
            inventor: info.credited,
            year: info.year,
        }]
    );
    assert_eq!(state.quiz_state(HELICOPTER), QuizState::Closed);
    assert_eq!(placement_totals(&state), vec![4]);
    assert_eq!(
        state.check(answer(&state, true, true)),
        Err(Illegal::AlreadyAnswered)
    );
    assert!(!state.legal_actions().iter().any(|a| matches!(
        a,
        Action::AnswerQuiz {
            invention: HELICOPTER,
            ..
        }
    )));
    let events = state
        .play(Action::PlaceInvention {
            invention: HELICOPTER,
            cell: cell(2, 0),
            pay: Bundle::new(2, 1, 1, 0, 0),
        })
        .unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::QuizWaived { .. })));
    assert_eq!(state.players[0].stock.get(Resource::Funds), 4);
}

#[test]
fn hard_mode_needs_the_printed_year_too() {
    let mut state = helicopter_game(InventorQuiz::InventorAndYear);
    let answers = state
        .legal_actions()
        .into_iter()
        .filter(|a| {
            matches!(
                a,
                Action::AnswerQuiz {
                    invention: HELICOPTER,
                    ..
                }
            )
        })
        .count();
    assert_eq!(answers, 16);
    let events = state.play(answer(&state, true, false)).unwrap();
    assert!(matches!(
        events[..],
        [Event::QuizAnswered { right: false, .. }]
    ));
    let mut state = helicopter_game(InventorQuiz::InventorAndYear);
    let events = state.play(answer(&state, true, true)).unwrap();
    assert!(matches!(
        events[..],
        [Event::QuizAnswered { right: true, .. }]
    ));
    assert_eq!(placement_totals(&state), vec![3]);
}

#[test]
fn a_right_answer_adds_to_a_discounted_placement() {
    let mut state = helicopter_game(InventorQuiz::Inventor);
    state.players[0].stock = Bundle::new(1, 0, 0, 0, 0);
    state
        .pending
        .push(Pending::PlaceDiscounted { seat: 0, waive: 2 });
    // Inside the discount's decision the quiz is offered too.
    state.play(answer(&state, true, true)).unwrap();
    assert_eq!(placement_totals(&state), vec![1]);
    state
        .play(Action::PlaceInvention {
            invention: HELICOPTER,
            cell: cell(2, 0),
            pay: Bundle::new(1, 0, 0, 0, 0),
        })
        .unwrap();
}

#[test]
fn bots_skip_the_quiz() {
    let state = helicopter_game(InventorQuiz::InventorAndYear);
    assert!(state
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::AnswerQuiz { .. })));
    let considered = crate::bots::bot_actions(&state);
    assert!(!considered
        .iter()
        .any(|a| matches!(a, Action::AnswerQuiz { .. })));
    use tabletop::Level;
    for level in [Level::Random, Level::Easy, Level::Medium, Level::Hard] {
        let choice = crate::bots::choose(level, &state, 3).unwrap();
        assert!(!matches!(choice, Action::AnswerQuiz { .. }), "{level:?}");
    }
}
