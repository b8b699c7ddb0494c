//! Property tests over thousands of random games: invariants after every action, listed means
//! legal and legal means listed, refused actions change nothing, determinism, serde, and the
//! end of every game within a bound.

use age_of_inventors::rules::{
    Action, Bundle, Field, GameState, InventorQuiz, LabChoice, LabSide, Resource, Setup, Vote,
};
use age_of_inventors::sim::{random_game, simulation_setup, SimulatedGame};
use age_of_inventors::InventorsRecord;
use tabletop::rng::Rng;
use tabletop::testing::{self, PropertyFixture};
use tabletop::Game;

struct Inventors;

impl PropertyFixture for Inventors {
    type Game = GameState;
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;
    const GAMES_PER_COUNT: usize = 1_000;
    const MAX_ACTIONS: usize = 5_000;
    const LISTED_GAMES_PER_COUNT: usize = 10;
    const LISTED_SAMPLE: usize = 20;

    /// Labs chosen by the quiz in one game of two; the educational variant off, on and in
    /// hard mode one game in three each.
    fn setup(players: usize, seed: u64, index: usize) -> Setup {
        let mut setup = simulation_setup(players, seed, index);
        if index % 2 == 1 {
            setup.lab_choice = LabChoice::Quiz;
        }
        setup.inventor_quiz = InventorQuiz::ALL[index % 3];
        setup
    }

    fn random_action(rng: &mut Rng) -> Action {
        random_action(rng)
    }

    fn check_finished(_players: usize, game: &SimulatedGame<GameState>) {
        let winners = game.state.outcome().unwrap().winners.len();
        assert_eq!(winners, 1, "the Ingenuity tie-break leaves one winner");
    }
}

tabletop::property_tests!(Inventors);

fn random_field(rng: &mut Rng) -> Field {
    Field::ALL[rng.below(3) as usize]
}

/// A random action from the whole action space, most of them illegal, some malformed.
fn random_action(rng: &mut Rng) -> Action {
    let small = |rng: &mut Rng| rng.below(7) as u8;
    match rng.below(29) {
        0 => Action::GuessYear(1650 + rng.below(350) as u16),
        1 => Action::ChooseSide(LabSide::ALL[rng.below(8) as usize]),
        2 => Action::CastVote(if rng.below(2) == 0 {
            Vote::Left
        } else {
            Vote::Right
        }),
        3 => Action::RearrangeEquipment {
            first: small(rng),
            second: small(rng),
        },
        4 => Action::Draft {
            slot: small(rng),
            lab_slot: small(rng),
        },
        5 => Action::Activate(small(rng)),
        6 => Action::AssignEquipment(small(rng)),
        7 => Action::AssignAnyScience(random_field(rng)),
        8 => Action::AssignBook(rng.below(40) as u8),
        9 => Action::AssignIngenuity { funds: small(rng) },
        10 => Action::AssignExperiment,
        11 => Action::Refresh {
            inventions: rng.below(2) == 0,
            inventors: rng.below(2) == 0,
        },
        12 => Action::Recruit(small(rng)),
        13 => Action::Conceive(small(rng)),
        14 => Action::PlaceInventor {
            inventor: rng.below(26) as u8,
            cell: rng.below(38) as u8,
            rotation: small(rng),
            pay: Resource::ALL[rng.below(5) as usize],
        },
        15 => Action::PlaceInvention {
            invention: rng.below(50) as u8,
            cell: rng.below(38) as u8,
            pay: Bundle::new(
                small(rng),
                small(rng),
                small(rng),
                small(rng),
                rng.below(2) as u8,
            ),
        },
        16 => Action::ConvertToIdea(random_field(rng)),
        17 => Action::ConvertScience {
            from: random_field(rng),
            to: random_field(rng),
        },
        18 => Action::ConvertToFunds(random_field(rng)),
        19 => Action::Trigger(small(rng)),
        20 => Action::Pass,
        21 => Action::EndTurn,
        22 => Action::Choose(small(rng)),
        23 => Action::Take(random_field(rng)),
        24 => Action::Spend(random_field(rng)),
        25 => Action::UseBook(rng.below(40) as u8),
        26 => Action::Accept,
        27 => Action::AnswerQuiz {
            invention: rng.below(50) as u8,
            inventor: rng.below(50) as u8,
            year: if rng.below(2) == 0 {
                0
            } else {
                1700 + rng.below(260) as u16
            },
        },
        _ => Action::Decline,
    }
}

#[test]
fn determinize_keeps_what_the_player_sees_and_stays_playable() {
    for players in 2..=4 {
        let setup = simulation_setup(players, 11, 0);
        let game = random_game(&setup, &mut Rng::new(5), false).unwrap();
        let record = InventorsRecord {
            setup,
            actions: game.actions.clone(),
        };
        let mid = record.replay_prefix(game.actions.len() / 2).unwrap();
        let seen = mid.determinize(42);
        seen.check_invariants().unwrap();
        let viewer = mid.current_seat().unwrap();
        assert_eq!(
            seen.players()[viewer as usize],
            mid.players()[viewer as usize]
        );
        assert_eq!(seen.grid(), mid.grid());
        assert_eq!(seen.current_seat(), mid.current_seat());
    }
}

/// The generated legal actions equal every candidate filtered through `check`, in order, in
/// every position of many random games.
#[test]
fn generated_actions_equal_the_checked_candidates_in_every_position() {
    for players in 1..=4 {
        let mut chooser = Rng::new(100 + players as u64);
        let setups = (0..60).map(|index| Inventors::setup(players, 7, index));
        testing::generated_actions_equal_the_checked_candidates(
            setups,
            &mut chooser,
            GameState::candidates_checked,
        );
    }
}
