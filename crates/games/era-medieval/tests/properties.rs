//! Property tests over thousands of random games: invariants after every action, listed means
//! legal and legal means listed, refused actions change nothing, determinism, serde, and the
//! end of every game within a bound.

use era_medieval::rules::{
    Action, Building, Cell, DiceSet, Direction, GameState, Phase, Resource, Setup,
};
use era_medieval::sim::{random_game, simulation_setup};
use era_medieval::MedievalRecord;
use tabletop::rng::Rng;
use tabletop::Game;

/// Random games per player count, every invariant checked after every action.
const GAMES_PER_COUNT: usize = 600;

/// No random game may take more actions than this.
const MAX_ACTIONS_PER_GAME: usize = 5_000;

#[test]
fn thousands_of_random_games_keep_every_invariant_and_end_in_time() {
    for players in 1..=4 {
        let mut chooser = Rng::new(players as u64);
        let mut longest = 0;
        let mut rounds = 0usize;
        for index in 0..GAMES_PER_COUNT {
            let setup = simulation_setup(players, 2026, index);
            let game = random_game(&setup, &mut chooser, true).unwrap();
            assert_eq!(game.failure, None, "{players} players, game {index}");
            assert!(game.state.is_over());
            assert!(
                game.actions.len() <= MAX_ACTIONS_PER_GAME,
                "{} actions",
                game.actions.len()
            );
            longest = longest.max(game.actions.len());
            rounds += usize::from(game.state.round());
            let outcome = game.state.outcome().unwrap();
            assert_eq!(outcome.scores.len(), players);
            assert!(!outcome.winners.is_empty());
            if players == 1 {
                assert_eq!(game.state.round(), 8);
                assert!(game.state.rank().is_some());
            } else {
                let (tokens, flipped) = game.state.tracking_tokens();
                assert!(flipped == tokens || game.state.round() == 40);
            }
        }
        println!(
            "{players} players: {:.1} rounds a game, at most {longest} actions",
            rounds as f64 / GAMES_PER_COUNT as f64
        );
    }
}

fn random_cell(rng: &mut Rng) -> Cell {
    Cell::new(rng.below(16) as u8, rng.below(16) as u8)
}

fn random_resource(rng: &mut Rng) -> Resource {
    Resource::ALL[rng.below(4) as usize]
}

/// A random action from the whole action space, most of them illegal, some malformed.
fn random_action(rng: &mut Rng) -> Action {
    match rng.below(17) {
        0 => Action::DefaultDomain,
        1 => Action::Build {
            building: Building::ALL[rng.below(12) as usize],
            rotation: rng.below(5) as u8,
            cell: random_cell(rng),
        },
        2 => Action::Wall {
            length: rng.below(8) as u8,
            cell: random_cell(rng),
            direction: Direction::ALL[rng.below(2) as usize],
        },
        3 => Action::Scorch(random_cell(rng)),
        4 => Action::SetDie {
            die: rng.below(8) as u8,
            face: rng.below(7) as u8,
        },
        5 => Action::Reroll(DiceSet::from_bits(u64::from(rng.below(64)))),
        6 => Action::StopRolling,
        7 => Action::Feather {
            die: rng.below(8) as u8,
            companion: match rng.below(9) {
                8 => None,
                die => Some(die as u8),
            },
        },
        8 => Action::EndFeathers,
        9 => Action::Collect {
            alternatives: [0; 4].map(|_: u8| rng.below(3) as u8),
        },
        10 => Action::SufferBrigands,
        11 => Action::Discard(random_resource(rng)),
        12 => Action::Remove(random_cell(rng)),
        13 => Action::EndBuilding,
        14 => Action::Demand(random_resource(rng)),
        15 => Action::Pay,
        _ => Action::Refuse,
    }
}

#[test]
fn listed_actions_apply_and_unlisted_actions_are_refused_leaving_the_state_untouched() {
    let mut rng = Rng::new(77);
    let mut listed_checked = 0;
    let mut refused_checked = 0;
    for players in 1..=4 {
        for index in 0..12 {
            let mut state = GameState::new(&simulation_setup(players, 5, index)).unwrap();
            let mut legal = Vec::new();
            while !state.is_over() {
                state.legal_actions_into(&mut legal);
                assert!(!legal.is_empty());
                let mut sorted = legal.clone();
                sorted.sort_by_key(|action| format!("{action:?}"));
                sorted.dedup();
                assert_eq!(sorted.len(), legal.len(), "an action is listed twice");
                // Everything listed passes the check; a sample of it applies and keeps the
                // invariants (all of it when the list is short).
                let step = (legal.len() / 40).max(1);
                for (position, action) in legal.iter().enumerate() {
                    assert_eq!(state.check(*action), Ok(()), "{action:?}");
                    if position % step == 0 {
                        let (next, _) = state
                            .apply(*action)
                            .unwrap_or_else(|error| panic!("listed but refused: {error:?}"));
                        next.check_invariants().unwrap();
                        listed_checked += 1;
                    }
                }
                // Random actions: legal exactly when listed; refused ones change nothing.
                for _ in 0..30 {
                    let action = random_action(&mut rng);
                    let listed = legal.contains(&action);
                    assert_eq!(
                        state.check(action).is_ok(),
                        listed,
                        "{action:?} in {:?}",
                        state.phase()
                    );
                    let before = state.clone();
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
    assert!(listed_checked > 10_000, "{listed_checked}");
    assert!(refused_checked > 10_000, "{refused_checked}");
}

#[test]
fn the_same_setup_and_actions_give_the_same_game() {
    for players in 1..=4 {
        let setup = simulation_setup(players, 9, 0);
        let game = random_game(&setup, &mut Rng::new(1), true).unwrap();
        let record = MedievalRecord {
            setup: setup.clone(),
            actions: game.actions.clone(),
        };
        let replayed = record.replay().unwrap();
        assert_eq!(replayed, game.state);
        let json = serde_json::to_string(&record).unwrap();
        let parsed: MedievalRecord = serde_json::from_str(&json).unwrap();
        assert_eq!(parsed.replay().unwrap(), game.state);
    }
}

#[test]
fn state_actions_and_events_round_trip_through_serde() {
    let setup = simulation_setup(4, 3, 0);
    let game = random_game(&setup, &mut Rng::new(3), false).unwrap();
    let record = MedievalRecord {
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
            &serde_json::from_str::<era_medieval::rules::Event>(&json).unwrap(),
            event
        );
    }
    let middle = record.actions.len() / 2;
    let mid = record.replay_prefix(middle).unwrap();
    let mut restored: GameState =
        serde_json::from_str(&serde_json::to_string(&mid).unwrap()).unwrap();
    let mut original = mid;
    for action in &record.actions[middle..] {
        assert_eq!(original.play(*action), restored.play(*action));
    }
    assert_eq!(original, restored);
}

#[test]
fn undo_then_redo_rolls_the_same_dice() {
    let setup = simulation_setup(3, 4, 0);
    let game = random_game(&setup, &mut Rng::new(4), false).unwrap();
    let mut session = tabletop::Session::<GameState>::new(setup).unwrap();
    for action in game.actions.iter().take(200) {
        session.play(*action).unwrap();
    }
    let before = session.state().clone();
    while session.undo().unwrap() && session.record().actions.len() > 150 {}
    while session.redo() {}
    assert_eq!(session.state(), &before);
}

#[test]
fn determinizing_redraws_only_what_the_seat_cannot_see() {
    let mut rng = Rng::new(5);
    let mut checked = 0;
    for index in 0..20 {
        let mut state = GameState::new(&simulation_setup(4, 6, index)).unwrap();
        let mut legal = Vec::new();
        while !state.is_over() {
            let copy = state.determinize(99);
            assert_eq!(copy.current_seat(), state.current_seat());
            assert_eq!(copy.phase(), state.phase());
            let viewer = state.current_seat().unwrap();
            for seat in 0..4u8 {
                let same = copy.player(seat).unwrap().dice() == state.player(seat).unwrap().dice();
                if seat == viewer || !state.dice_hidden(seat) {
                    assert!(same, "visible dice changed");
                }
                assert_eq!(
                    copy.player(seat).unwrap().domain(),
                    state.player(seat).unwrap().domain()
                );
            }
            if matches!(state.phase(), Phase::Roll { .. }) {
                checked += 1;
            }
            state.legal_actions_into(&mut legal);
            let action = legal[rng.below(legal.len() as u32) as usize];
            state.play(action).unwrap();
        }
    }
    assert!(checked > 100);
}

#[test]
fn a_replay_reports_the_first_illegal_action() {
    let setup = Setup::new(["Ada", "Ben"], 4);
    let record = MedievalRecord {
        setup,
        actions: vec![
            Action::DefaultDomain,
            Action::DefaultDomain,
            Action::EndBuilding,
        ],
    };
    match record.replay() {
        Err(tabletop::ReplayError::Illegal { index, .. }) => assert_eq!(index, 2),
        other => panic!("expected the third action to be refused, got {other:?}"),
    }
}

/// Which kind of decision a state waits for (the game's end included).
fn phase_index(state: &GameState) -> usize {
    match state.phase() {
        Phase::StartingDomain { .. } => 0,
        Phase::Roll { .. } => 1,
        Phase::Feathers { .. } => 2,
        Phase::Collect { .. } => 3,
        Phase::Brigands { .. } => 4,
        Phase::Treachery { .. } => 5,
        Phase::Fire { .. } => 6,
        Phase::Attack { .. } => 7,
        Phase::Build { .. } => 8,
        Phase::Demand { .. } => 9,
        Phase::Answer { .. } => 10,
        Phase::DemandFromPhilippe => 11,
        Phase::AnswerPhilippe { .. } => 12,
        Phase::GameOver => 13,
    }
}

#[test]
fn every_kind_of_decision_is_reached_in_random_play() {
    let mut seen = [false; 14];
    let mut rng = Rng::new(8);
    let mut legal = Vec::new();
    for players in 1..=4 {
        for index in 0..60 {
            let mut state = GameState::new(&simulation_setup(players, 12, index)).unwrap();
            seen[phase_index(&state)] = true;
            while !state.is_over() {
                state.legal_actions_into(&mut legal);
                let action = legal[rng.below(legal.len() as u32) as usize];
                state.play(action).unwrap();
                seen[phase_index(&state)] = true;
            }
        }
    }
    assert_eq!(seen, [true; 14], "every phase, the end included");
}

#[test]
fn unchecked_nonsense_never_panics() {
    let mut rng = Rng::new(21);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for players in 1..=4 {
        for index in 0..10 {
            let mut state = GameState::new(&simulation_setup(players, 13, index)).unwrap();
            while !state.is_over() {
                let mut broken = state.clone();
                for _ in 0..8 {
                    events.clear();
                    broken.play_unchecked(random_action(&mut rng), &mut events);
                    broken.legal_actions_into(&mut legal);
                    let _ = broken.check(random_action(&mut rng));
                    let _ = broken.check_invariants();
                    let _ = broken.final_scores();
                    let _ = broken.redeal_hidden(1);
                }
                state.legal_actions_into(&mut legal);
                let action = legal[rng.below(legal.len() as u32) as usize];
                state.play(action).unwrap();
            }
        }
    }
}

/// The long run: `cargo test -p era-medieval --test properties -- --ignored`.
#[test]
#[ignore]
fn tens_of_thousands_of_random_games_keep_every_invariant() {
    for players in 1..=4 {
        let report = era_medieval::sim::simulate(players, 10_000, 77, true, &|| 0.0).unwrap();
        assert_eq!(report.invariant_failures, 0, "{:?}", report.failures);
    }
}

/// A random action drawn without listing is the one the list gives for the same draw, in every
/// kind of decision of random games (so simulations and their seeds are unchanged).
#[test]
fn a_random_action_counted_is_the_one_listed_for_the_same_draw() {
    let mut listed = Vec::new();
    let mut scratch = Vec::new();
    let mut placements = 0;
    for players in 1..=4 {
        let mut chooser = Rng::new(90 + players as u64);
        for index in 0..40 {
            let setup = simulation_setup(players, 7, index);
            let game = random_game(&setup, &mut chooser, false).unwrap();
            let mut state = GameState::new(&setup).unwrap();
            for (step, action) in game.actions.iter().enumerate() {
                state.legal_actions_into(&mut listed);
                if matches!(
                    state.phase(),
                    Phase::Build { .. } | Phase::StartingDomain { .. }
                ) {
                    placements += 1;
                }
                for draw in 0..3u64 {
                    let mut counted = Rng::new(step as u64 * 7 + draw);
                    let mut from_list = counted.clone();
                    let expected = listed[from_list.below(listed.len() as u32) as usize];
                    assert_eq!(
                        state.random_action(&mut counted, &mut scratch),
                        Some(expected),
                        "{players} players, game {index}, step {step}"
                    );
                    assert_eq!(counted, from_list, "the same single draw");
                }
                state.play(*action).unwrap();
            }
            assert_eq!(state.random_action(&mut Rng::new(1), &mut scratch), None);
        }
    }
    assert!(placements > 1000, "{placements} placement decisions");
}
