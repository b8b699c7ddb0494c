//! Property tests over thousands of random games: invariants after every action, listed means
//! legal and legal means listed, refused actions change nothing, determinism, serde, and the
//! end of every game within a bound.

use age_of_inventors::rules::{
    Action, Bundle, Field, GameState, LabChoice, LabSide, Resource, Vote,
};
use age_of_inventors::sim::{random_game, simulation_setup};
use age_of_inventors::InventorsRecord;
use tabletop::rng::Rng;
use tabletop::Game;

/// Random games per player count, every invariant checked after every action.
const GAMES_PER_COUNT: usize = 1_000;

/// No random game may take more actions than this.
const MAX_ACTIONS_PER_GAME: usize = 5_000;

#[test]
fn thousands_of_random_games_keep_every_invariant_and_end_in_time() {
    for players in 1..=4 {
        let mut chooser = Rng::new(players as u64);
        let mut longest = 0;
        for index in 0..GAMES_PER_COUNT {
            let mut setup = simulation_setup(players, 2026, index);
            if index % 2 == 1 {
                setup.lab_choice = LabChoice::Quiz;
            }
            let game = random_game(&setup, &mut chooser, true).unwrap();
            assert_eq!(game.failure, None, "{players} players, game {index}");
            assert!(game.state.is_over());
            assert!(
                game.actions.len() <= MAX_ACTIONS_PER_GAME,
                "{} actions",
                game.actions.len()
            );
            longest = longest.max(game.actions.len());
            let outcome = game.state.outcome().unwrap();
            assert_eq!(outcome.scores.len(), players);
            assert_eq!(
                outcome.winners.len(),
                1,
                "the Ingenuity tie-break leaves one winner"
            );
        }
        println!("{players} players: at most {longest} actions");
    }
}

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
        _ => Action::Decline,
    }
}

#[test]
fn listed_actions_apply_and_unlisted_actions_are_refused_leaving_the_state_untouched() {
    let mut rng = Rng::new(77);
    let mut listed_checked = 0;
    let mut refused_checked = 0;
    for players in 1..=4 {
        for index in 0..10 {
            let mut setup = simulation_setup(players, 5, index);
            if index % 3 == 0 {
                setup.lab_choice = LabChoice::Quiz;
            }
            let mut state = GameState::new(&setup).unwrap();
            let mut legal = Vec::new();
            while !state.is_over() {
                state.legal_actions_into(&mut legal);
                assert!(!legal.is_empty());
                let mut sorted = legal.clone();
                sorted.sort_by_key(|action| format!("{action:?}"));
                sorted.dedup();
                assert_eq!(sorted.len(), legal.len(), "an action is listed twice");
                let step = (legal.len() / 20).max(1);
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
        let record = InventorsRecord {
            setup: setup.clone(),
            actions: game.actions.clone(),
        };
        let replayed = record.replay().unwrap();
        assert_eq!(replayed, game.state);
        let json = serde_json::to_string(&record).unwrap();
        let parsed: InventorsRecord = serde_json::from_str(&json).unwrap();
        assert_eq!(parsed.replay().unwrap(), game.state);
        // A second random game from the same setup and chooser seed is the same game.
        let again = random_game(&setup, &mut Rng::new(1), false).unwrap();
        assert_eq!(again.actions, game.actions);
    }
}

#[test]
fn state_actions_and_events_round_trip_through_serde() {
    for players in 1..=4 {
        let setup = simulation_setup(players, 3, 0);
        let game = random_game(&setup, &mut Rng::new(3), false).unwrap();
        let record = InventorsRecord {
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
                &serde_json::from_str::<age_of_inventors::rules::Event>(&json).unwrap(),
                event
            );
        }
        for action in &record.actions {
            let json = serde_json::to_string(action).unwrap();
            assert_eq!(&serde_json::from_str::<Action>(&json).unwrap(), action);
        }
        let middle = record.actions.len() / 2;
        let mid = record.replay_prefix(middle).unwrap();
        let restored: GameState =
            serde_json::from_str(&serde_json::to_string(&mid).unwrap()).unwrap();
        assert_eq!(restored, mid);
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
        for index in 0..60 {
            let mut setup = simulation_setup(players, 7, index);
            if index % 2 == 1 {
                setup.lab_choice = LabChoice::Quiz;
            }
            let mut state = GameState::new(&setup).unwrap();
            let mut actions = Vec::new();
            while !state.is_over() {
                state.legal_actions_into(&mut actions);
                assert_eq!(
                    actions,
                    state.candidates_checked(),
                    "{players}p game {index}"
                );
                let action = actions[chooser.below(actions.len() as u32) as usize];
                state.play(action).unwrap();
            }
        }
    }
}
