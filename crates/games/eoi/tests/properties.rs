//! Property tests over thousands of random games: invariants after every action, listed means
//! legal and legal means listed, refused actions change nothing, determinism and serde.

use eoi::rules::{
    Action, Area, CardId, Exchange, FactoryId, FakePayment, GameState, Good, Invention, LoadId,
    Phase, Setup, Space, Step,
};
use eoi::sim::{random_game, simulation_setup};
use eoi::EoiRecord;
use tabletop::rng::Rng;

/// Games per player count; thousands in all, every invariant checked after every action.
const GAMES_PER_COUNT: usize = 1000;

#[test]
fn thousands_of_random_games_keep_every_invariant_and_end_on_time() {
    for players in 3..=5 {
        let mut chooser = Rng::new(players as u64);
        for index in 0..GAMES_PER_COUNT {
            let setup = simulation_setup(players, 2026, index);
            let game = random_game(&setup, &mut chooser, true).unwrap();
            assert_eq!(game.failure, None, "{players} players, game {index}");
            assert!(game.state.is_over());
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
}

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

#[test]
fn listed_actions_apply_and_unlisted_actions_are_refused_leaving_the_state_untouched() {
    let mut rng = Rng::new(77);
    let mut listed_checked = 0;
    let mut refused_checked = 0;
    for players in 3..=5 {
        for index in 0..40 {
            let mut state = GameState::new(&simulation_setup(players, 5, index)).unwrap();
            while !state.is_over() {
                let legal = state.legal_actions();
                assert!(!legal.is_empty());
                // Everything listed applies without error and keeps the invariants.
                for action in &legal {
                    let (next, _) = state
                        .apply(*action)
                        .unwrap_or_else(|error| panic!("listed but refused: {error:?}"));
                    next.check_invariants().unwrap();
                    listed_checked += 1;
                }
                // Random actions: legal exactly when listed; refused ones change nothing.
                for _ in 0..20 {
                    let action = random_action(&mut rng);
                    let before = state.clone();
                    let outcome = state.apply(action);
                    assert_eq!(outcome.is_ok(), legal.contains(&action), "{action:?}");
                    assert_eq!(state.check(action).is_ok(), legal.contains(&action));
                    let mut played = state.clone();
                    if played.play(action).is_err() {
                        assert_eq!(played, before);
                        refused_checked += 1;
                    }
                }
                let action = legal[rng.below(legal.len() as u32) as usize];
                state.play(action).unwrap();
            }
        }
    }
    assert!(listed_checked > 100_000, "{listed_checked}");
    assert!(refused_checked > 10_000, "{refused_checked}");
}

/// The generated list is exactly every candidate that `check` accepts, in the same order, in
/// every position of thousands of random games (with every bonus and final-exchange branch).
#[test]
fn generated_actions_are_exactly_the_candidates_check_accepts() {
    let mut rng = Rng::new(4);
    let mut positions = 0;
    for players in 3..=5 {
        for index in 0..400 {
            let mut state = GameState::new(&simulation_setup(players, 17, index)).unwrap();
            while !state.is_over() {
                let legal = state.legal_actions();
                assert_eq!(legal, state.candidates_checked(), "{:?}", state.phase());
                positions += 1;
                let action = legal[rng.below(legal.len() as u32) as usize];
                state.play(action).unwrap();
            }
        }
    }
    assert!(positions > 200_000, "{positions}");
}

#[test]
fn the_same_setup_and_actions_give_the_same_game() {
    for players in 3..=5 {
        let setup = simulation_setup(players, 9, 0);
        let game = random_game(&setup, &mut Rng::new(1), true).unwrap();
        let record = EoiRecord {
            setup: setup.clone(),
            actions: game.actions.clone(),
        };
        let replayed = record.replay().unwrap();
        assert_eq!(replayed, game.state);
        // And again from JSON, as `eoi replay` reads it.
        let json = serde_json::to_string(&record).unwrap();
        let parsed: EoiRecord = serde_json::from_str(&json).unwrap();
        assert_eq!(parsed.replay().unwrap(), game.state);
    }
}

#[test]
fn state_actions_and_events_round_trip_through_serde() {
    let setup = simulation_setup(4, 3, 0);
    let game = random_game(&setup, &mut Rng::new(3), false).unwrap();
    let record = EoiRecord {
        setup,
        actions: game.actions,
    };
    let (state, events) = record.replay_with_events().unwrap();
    let json = serde_json::to_string(&state).unwrap();
    let back: GameState = serde_json::from_str(&json).unwrap();
    assert_eq!(back, state);
    for event in events.iter().flatten() {
        let json = serde_json::to_string(event).unwrap();
        assert_eq!(
            &serde_json::from_str::<eoi::rules::Event>(&json).unwrap(),
            event
        );
    }
    // A state mid-game keeps playing identically after a round trip.
    let mid = record.replay_prefix(record.actions.len() / 2).unwrap();
    let mut restored: GameState =
        serde_json::from_str(&serde_json::to_string(&mid).unwrap()).unwrap();
    let mut original = mid;
    for action in &record.actions[record.actions.len() / 2..] {
        assert_eq!(original.play(*action), restored.play(*action));
    }
    assert_eq!(original, restored);
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
