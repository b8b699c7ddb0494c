//! Property tests over thousands of random games: invariants after every action, listed means
//! legal and legal means listed, refused actions change nothing, determinism, serde, and the
//! end of every game within a bound.

use era_medieval::rules::{
    Action, Building, Cell, DiceSet, Direction, Event, GameState, Phase, Resource, Setup,
};
use era_medieval::sim::{random_game, simulation_setup, SimulatedGame};
use era_medieval::MedievalRecord;
use tabletop::rng::Rng;
use tabletop::testing::PropertyFixture;
use tabletop::Game;

struct Medieval;

impl PropertyFixture for Medieval {
    type Game = GameState;
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;
    const GAMES_PER_COUNT: usize = 600;
    const MAX_ACTIONS: usize = 5_000;
    const LISTED_GAMES_PER_COUNT: usize = 12;
    const LISTED_SAMPLE: usize = 40;

    fn setup(players: usize, seed: u64, index: usize) -> Setup {
        simulation_setup(players, seed, index)
    }

    fn random_action(rng: &mut Rng) -> Action {
        random_action(rng)
    }

    /// Solo games last eight rounds and earn a rank; others end when the tracking tokens are
    /// all flipped (or at the 40-round limit).
    fn check_finished(players: usize, game: &SimulatedGame<GameState>) {
        if players == 1 {
            assert_eq!(game.state.round(), 8);
            assert!(game.state.rank().is_some());
        } else {
            let (tokens, flipped) = game.state.tracking_tokens();
            assert!(flipped == tokens || game.state.round() == 40);
        }
    }
}

tabletop::property_tests!(Medieval);

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

/// The running points the final screen charts: one per player from the start, and the final
/// scores' totals once the game is over.
#[test]
fn running_points_end_at_the_final_scores() {
    for players in 1..=4 {
        let setup = simulation_setup(players, 8, 0);
        let start = GameState::new(&setup).unwrap();
        assert_eq!(start.points().len(), players);
        let game = random_game(&setup, &mut Rng::new(8), false).unwrap();
        assert!(game.state.is_over());
        let totals: Vec<i32> = game.state.scores().iter().map(|s| s.total).collect();
        assert_eq!(game.state.points(), totals);
    }
}

/// A reroll its roller has seen, and the lifted screens, are never taken back: the seed would
/// deal the same faces again, to whichever dice the player chose next. What follows them is.
#[test]
fn undo_never_takes_back_a_seen_reroll_or_the_lifted_screens() {
    let setup = simulation_setup(3, 4, 0);
    let game = random_game(&setup, &mut Rng::new(4), false).unwrap();
    let mut session = tabletop::Session::<GameState>::new(setup).unwrap();
    let (mut rerolls, mut reveals) = (0, 0);
    for action in &game.actions {
        session.play(*action).unwrap();
        let events = session.events().last().unwrap();
        let rerolled = matches!(action, Action::Reroll(_))
            && events
                .iter()
                .any(|event| matches!(event, Event::DieRolled { roll: 2.., .. }));
        let revealed = events
            .iter()
            .any(|event| matches!(event, Event::DiceRevealed));
        if !(rerolled || revealed) {
            continue;
        }
        rerolls += usize::from(rerolled);
        reveals += usize::from(revealed);
        let before = session.state().clone();
        assert!(!session.can_undo() && session.chance_blocks_undo());
        assert!(!session.undo().unwrap());
        assert_eq!(session.state(), &before);
    }
    assert!(
        rerolls > 10 && reveals > 3,
        "{rerolls} rerolls, {reveals} reveals"
    );
    // The turns after the last chance shown are undone back to it and no further.
    let mut session = tabletop::Session::<GameState>::new(simulation_setup(3, 4, 0)).unwrap();
    let mut floor = 0;
    for action in game.actions.iter().take(400) {
        session.play(*action).unwrap();
        if session
            .events()
            .last()
            .unwrap()
            .iter()
            .any(Event::shows_chance)
        {
            floor = session.record().actions.len();
        }
    }
    assert!(floor > 0 && floor < 400, "{floor}");
    while session.undo().unwrap() {}
    assert_eq!(session.record().actions.len(), floor);
}
