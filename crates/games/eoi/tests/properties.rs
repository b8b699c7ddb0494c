//! Property tests over thousands of random games: invariants after every action, listed means
//! legal and legal means listed, refused actions change nothing, determinism and serde.

use eoi::rules::{
    Action, Area, CardId, Exchange, FactoryId, FakePayment, GameState, Good, Invention, LoadId,
    Phase, Setup, Space, Step,
};
use eoi::sim::{simulation_setup, SimulatedGame};
use eoi::EoiRecord;
use tabletop::rng::Rng;
use tabletop::testing::{self, PropertyFixture};

struct Eoi;

impl PropertyFixture for Eoi {
    type Game = GameState;
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=5;
    const GAMES_PER_COUNT: usize = 1000;
    const LISTED_GAMES_PER_COUNT: usize = 40;
    const RANDOM_PER_POSITION: usize = 20;
    const LISTED_AT_LEAST: usize = 100_000;

    fn setup(players: usize, seed: u64, index: usize) -> Setup {
        simulation_setup(players, seed, index)
    }

    fn random_action(rng: &mut Rng) -> Action {
        random_action(rng)
    }

    /// Three players play nine rounds, four eight and five ten.
    fn check_finished(players: usize, game: &SimulatedGame<GameState>) {
        let expected_rounds = match players {
            3 => 9,
            4 => 8,
            _ => 10,
        };
        assert_eq!(game.state.round(), expected_rounds);
        assert_eq!(game.state.scores().len(), players);
        assert!(game.state.scores().iter().any(|score| score.winner));
    }
}

tabletop::property_tests!(Eoi);

/// A random action from the whole action space, most of them illegal, some malformed.
fn random_action(rng: &mut Rng) -> Action {
    let area = Area::ALL[rng.below(6) as usize];
    let invention = Invention::ALL[rng.below(9) as usize];
    let space = Space::ALL[rng.below(2) as usize];
    let good = |rng: &mut Rng| Good::ALL[rng.below(6) as usize];
    let step = match rng.below(9) {
        0 => Step::Build(FactoryId(rng.below(32) as u8)),
        1 => Step::RunFactory(FactoryId(rng.below(32) as u8)),
        2 => Step::Buy(LoadId(rng.below(9) as u8)),
        3 => Step::Produce {
            card: CardId(rng.below(42) as u8),
            fake: if rng.below(2) == 0 {
                None
            } else {
                Some(FakePayment {
                    metal: rng.below(4) as u8,
                    tech: rng.below(4) as u8,
                    tool: rng.below(4) as u8,
                })
            },
        },
        4 => Step::TakeCog,
        5 => Step::Exchange(match rng.below(6) {
            0 => Exchange::GoldForCog,
            1 => Exchange::CogForGold,
            2 => Exchange::GoldForInfluence,
            3 => Exchange::CogForInfluence,
            4 => Exchange::BonusToken,
            _ => Exchange::Trade {
                give: [good(rng), good(rng)],
                get: good(rng),
            },
        }),
        6 => Step::Develop(invention, space),
        7 => Step::Patent(None),
        _ => Step::Patent(Some((invention, space))),
    };
    match rng.below(7) {
        0 => Action::Place(area),
        1 => Action::Resolve(area),
        2 => Action::Withdraw(area),
        3 => Action::Step(step),
        4 => Action::EndAction,
        5 => Action::Bonus(step),
        _ => Action::SkipBonus,
    }
}

/// The generated list is exactly every candidate that `check` accepts, in the same order, in
/// every position of thousands of random games (with every bonus and final-exchange branch).
#[test]
fn generated_actions_are_exactly_the_candidates_check_accepts() {
    let setups =
        (3..=5).flat_map(|players| (0..400).map(move |index| simulation_setup(players, 17, index)));
    let positions = testing::generated_actions_equal_the_checked_candidates(
        setups,
        &mut Rng::new(4),
        GameState::candidates_checked,
    );
    assert!(positions > 200_000, "{positions}");
}

#[test]
fn a_replay_reports_the_first_illegal_action() {
    let setup = Setup::new(["Ada", "Ben", "Cy"], 4);
    let record = EoiRecord {
        setup,
        actions: vec![
            Action::Place(Area::Build),
            Action::Place(Area::Build),
            Action::Place(Area::Build),
        ],
    };
    match record.replay() {
        Err(tabletop::ReplayError::Illegal { index, reason, .. }) => {
            assert_eq!(index, 2);
            assert_eq!(reason.reason, eoi::rules::Illegal::AreaFull);
        }
        other => panic!("expected the third action to be refused, got {other:?}"),
    }
}

/// Which kind of decision a state waits for (the game's end included).
fn phase_index(state: &GameState) -> usize {
    match state.phase() {
        Phase::Placement { .. } => 0,
        Phase::Resolution { .. } => 1,
        Phase::Action(_) => 2,
        Phase::Bonus { .. } => 3,
        Phase::FinalExchange(_) => 4,
        Phase::GameOver => 5,
    }
}

#[test]
fn every_phase_is_reached_in_random_play() {
    let mut seen = [false; 6];
    let setup = simulation_setup(3, 1, 0);
    let mut state = GameState::new(&setup).unwrap();
    let mut rng = Rng::new(8);
    seen[phase_index(&state)] = true;
    for _ in 0..10_000 {
        let legal = state.legal_actions();
        let Some(action) = legal.get(rng.below(legal.len().max(1) as u32) as usize) else {
            break;
        };
        state.play(*action).unwrap();
        // Every state reached counts, the last one too: a game that never ends fails here.
        seen[phase_index(&state)] = true;
    }
    assert_eq!(
        seen, [true; 6],
        "placement, resolution, action, bonus, final exchange, game over"
    );
}
