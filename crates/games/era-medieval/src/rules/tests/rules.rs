//! One test per rule clause of the reference sheet, in its order (§1 components to §9
//! rulings), beside the numbered scenarios.

use super::*;

// §1 Components ----------------------------------------------------------------------------

#[test]
fn the_components_add_up() {
    let buildings: u32 = Building::ALL
        .iter()
        .map(|building| u32::from(building.info().supply))
        .sum();
    assert_eq!(buildings, 71);
    assert_eq!(
        data::WALL_SUPPLY
            .iter()
            .map(|count| u32::from(*count))
            .sum::<u32>(),
        32
    );
    assert_eq!(
        data::DICE
            .iter()
            .map(|count| usize::from(*count))
            .sum::<usize>(),
        data::MAX_DICE
    );
    // Every die-granting building type has as many pieces as its die colour.
    for building in Building::ALL {
        if let Some(colour) = building.info().die {
            assert_eq!(
                building.info().supply,
                data::DICE[colour.index()],
                "{building:?}"
            );
        }
    }
    // The starting dice are the starting keep's and longhouses'.
    let mut due = [0u8; 4];
    due[DieColour::Gray.index()] += 1;
    due[DieColour::Yellow.index()] += data::STARTING_LONGHOUSES;
    assert_eq!(due, data::STARTING_DICE);
    // Every cost can be paid within the caps.
    for building in Building::ALL {
        assert!(data::CAPS.covers(building.info().cost), "{building:?}");
    }
}

#[test]
fn every_die_has_one_skull_and_culture_only_on_blue_and_white() {
    for colour in DieColour::ALL {
        let faces = &data::FACES[colour.index()];
        assert_eq!(
            faces.iter().filter(|face| face.skull).count(),
            1,
            "{colour:?}"
        );
        // The Collect action counts "or" choices per colour: at most one "or" face each.
        assert!(
            faces
                .iter()
                .filter(|face| face.alternative.is_some())
                .count()
                <= 1
        );
        let culture = faces.iter().any(|face| face.culture > 0);
        assert_eq!(
            culture,
            matches!(colour, DieColour::Blue | DieColour::White)
        );
    }
    let feathers = data::FACES[DieColour::White.index()]
        .iter()
        .filter(|face| face.feather)
        .count();
    assert_eq!(feathers, 2);
}

#[test]
fn tracks_stop_at_their_caps_and_culture_and_disasters_wrap_at_25() {
    let mut state = after_setup(2);
    let player = player_mut(&mut state, 0);
    for (resource, cap) in Resource::ALL.into_iter().zip([6, 6, 8, 10]) {
        player.resources.set(resource, 0);
        assert_eq!(player.gain(resource, 20), cap);
        assert_eq!(player.resource(resource), cap);
    }
    player.disaster = 51;
    assert_eq!(player.disaster_peg(), (1, 2));
}

// §2 The domain ----------------------------------------------------------------------------

#[test]
fn walls_and_keeps_occupy_cells_and_block_the_outside() {
    let domain = start_domain();
    assert_eq!(domain.occupied().count(), 4 + 12);
    assert!(
        !domain.walled_cells().contains(cell(6, 6)),
        "keep cells are not walled area"
    );
    // A keep closes part of a ring: it and four short walls enclose (4,4).
    let mut domain = Domain::default();
    building(&mut domain, Building::Keep, 0, 3, 2);
    wall(&mut domain, 2, 3, 4, Direction::Horizontal);
    wall(&mut domain, 2, 4, 5, Direction::Vertical);
    wall(&mut domain, 2, 5, 3, Direction::Horizontal);
    assert_eq!(domain.walled_cells(), cells(&[(4, 4)]));
}

#[test]
fn scorched_cells_inside_a_ring_are_walled_but_not_walled_area() {
    let mut domain = ring_domain();
    domain.add_scorched(cell(2, 2), &mut Vec::new());
    assert_eq!(domain.walled_cells().count(), 12);
    assert_eq!(domain.walled_area(), 8);
}

#[test]
fn cells_under_buildings_count_and_enclosures_add_up() {
    let mut domain = ring_domain();
    building(&mut domain, Building::Farm, 0, 2, 2);
    wall(&mut domain, 4, 8, 8, Direction::Horizontal);
    wall(&mut domain, 4, 12, 8, Direction::Horizontal);
    wall(&mut domain, 3, 9, 8, Direction::Vertical);
    wall(&mut domain, 3, 9, 11, Direction::Vertical);
    assert_eq!(domain.walled_area(), 12 + 6);
    assert!(domain.is_walled(&domain.buildings()[0]));
}

#[test]
fn buildings_are_adjacent_only_orthogonally() {
    let mut domain = Domain::default();
    building(&mut domain, Building::Townhouse, 0, 5, 5);
    building(&mut domain, Building::Townhouse, 0, 6, 6);
    assert_eq!(domain.clustered(), 0);
    building(&mut domain, Building::Townhouse, 0, 5, 6);
    assert_eq!(domain.clustered(), 3);
}

#[test]
fn pieces_must_lie_on_the_grid_on_empty_cells() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 0, 4);
    set_resources(&mut state, 0, [6, 6, 8, 0]);
    state.build_from(0, &mut Vec::new());
    let wall = |length, row, col, direction| Action::Wall {
        length,
        cell: cell(row, col),
        direction,
    };
    assert_eq!(
        refused(&state, wall(6, 0, 9, Direction::Horizontal)),
        Illegal::OffGrid
    );
    assert_eq!(
        refused(&state, wall(6, 9, 0, Direction::Vertical)),
        Illegal::OffGrid
    );
    assert_eq!(
        refused(&state, wall(7, 0, 0, Direction::Vertical)),
        Illegal::NoSuchWallLength
    );
    assert_eq!(
        refused(&state, wall(4, 5, 4, Direction::Horizontal)),
        Illegal::Occupied
    );
    act(&mut state, wall(6, 13, 0, Direction::Horizontal));
}

// §3 Setup ---------------------------------------------------------------------------------

#[test]
fn the_setup_depends_on_the_player_count() {
    for (players, tokens, scorched) in [(1, 0, 3), (2, 3, 2), (3, 3, 1), (4, 5, 0)] {
        let state = new_game(players);
        assert_eq!(state.tracking_tokens(), (tokens, 0));
        assert_eq!(
            state.phase(),
            &Phase::StartingDomain {
                seat: 0,
                left: StartingPieces {
                    longhouses: 3,
                    farms: 1,
                    walls: 3,
                    scorched
                }
            }
        );
        for seat in 0..players as Seat {
            let player = player(&state, seat);
            assert_eq!(player.resources(), Resources::new(0, 1, 2, 3));
            assert_eq!(player.dice_by_colour(), [3, 0, 1, 0]);
            let keep = player.domain().buildings()[0];
            assert_eq!((keep.building, keep.anchor), (Building::Keep, cell(6, 6)));
        }
        state.check_invariants().unwrap();
    }
}

#[test]
fn solitaire_removes_pieces_and_gives_sir_philippe_his_dice() {
    let state = new_game(1);
    assert_eq!(state.boxed().building(Building::Longhouse), 1);
    assert_eq!(state.boxed().building(Building::Keep), 2);
    let colours: Vec<DieColour> = state.philippe_dice().iter().map(|die| die.colour).collect();
    assert_eq!(
        colours,
        [DieColour::Gray, DieColour::Gray, DieColour::Yellow]
    );
    // 6 keeps and 6 gray dice remain, 17 longhouses and 17 yellow dice (the player's included).
    assert_eq!(state.supply().building(Building::Keep) + 1, 6);
    assert_eq!(state.supply().dice_of(DieColour::Gray) + 1, 6);
    assert_eq!(state.supply().building(Building::Longhouse), 17);
    assert_eq!(state.supply().dice_of(DieColour::Yellow) + 3, 17);
}

#[test]
fn the_start_player_comes_from_the_seed_and_solitaire_always_starts() {
    let starts: Vec<Seat> = (0..40)
        .map(|seed| {
            GameState::new(&Setup::new(["A", "B", "C", "D"], seed))
                .unwrap()
                .start_player()
        })
        .collect();
    assert!((0..4).all(|seat| starts.contains(&seat)));
    let again: Vec<Seat> = (0..40)
        .map(|seed| {
            GameState::new(&Setup::new(["A", "B", "C", "D"], seed))
                .unwrap()
                .start_player()
        })
        .collect();
    assert_eq!(starts, again);
    assert_eq!(
        GameState::new(&Setup::new(["Solo"], 3))
            .unwrap()
            .start_player(),
        0
    );
    assert_eq!(
        GameState::new(&Setup::new(Vec::<String>::new(), 1)),
        Err(SetupError::PlayerCount(0))
    );
    assert_eq!(
        GameState::new(&Setup::new(["A", "B", "C", "D", "E"], 1)),
        Err(SetupError::PlayerCount(5))
    );
    assert_eq!(
        GameState::new(&Setup::new(["A", " "], 1)),
        Err(SetupError::EmptyName(1))
    );
    let mut setup = Setup::new(["A", "B"], 1);
    setup.start_player = Some(2);
    assert_eq!(
        GameState::new(&setup),
        Err(SetupError::StartPlayerOutOfRange(2))
    );
}

#[test]
fn the_starting_domain_is_placed_piece_by_piece_scorched_areas_last() {
    let mut state = new_game(2);
    assert!(!state.is_mid_turn());
    let townhouse = Action::Build {
        building: Building::Townhouse,
        rotation: 0,
        cell: cell(0, 0),
    };
    assert_eq!(refused(&state, townhouse), Illegal::NotInStartingDomain);
    let long_wall = Action::Wall {
        length: 5,
        cell: cell(0, 0),
        direction: Direction::Horizontal,
    };
    assert_eq!(refused(&state, long_wall), Illegal::NotInStartingDomain);
    assert_eq!(
        refused(&state, Action::Scorch(cell(0, 0))),
        Illegal::ScorchedAreasLast
    );
    let walls = [
        (cell(5, 7), Direction::Horizontal),
        (cell(6, 10), Direction::Vertical),
        (cell(8, 6), Direction::Horizontal),
    ];
    for (at, direction) in walls {
        act(
            &mut state,
            Action::Wall {
                length: 4,
                cell: at,
                direction,
            },
        );
        assert!(state.is_mid_turn());
    }
    assert_eq!(
        refused(&state, Action::DefaultDomain),
        Illegal::StartingDomainBegun
    );
    for (row, col) in [(6, 8), (0, 0), (2, 0)] {
        act(
            &mut state,
            Action::Build {
                building: Building::Longhouse,
                rotation: 0,
                cell: cell(row, col),
            },
        );
    }
    let fourth = Action::Build {
        building: Building::Longhouse,
        rotation: 0,
        cell: cell(4, 0),
    };
    assert_eq!(refused(&state, fourth), Illegal::NotInStartingDomain);
    act(
        &mut state,
        Action::Build {
            building: Building::Farm,
            rotation: 0,
            cell: cell(10, 0),
        },
    );
    // Scorched areas never on walled cells (the longhouse inside fills half of the ring).
    assert_eq!(
        refused(&state, Action::Scorch(cell(6, 9))),
        Illegal::Occupied
    );
    let mut inner = state.clone();
    player_mut(&mut inner, 0)
        .domain
        .buildings
        .retain(|placed| placed.anchor != cell(6, 8));
    let domain = &mut player_mut(&mut inner, 0).domain;
    domain.occupied = domain.occupied.minus(cells(&[(6, 8), (6, 9)]));
    domain.building_cells = domain.building_cells.minus(cells(&[(6, 8), (6, 9)]));
    assert_eq!(
        inner.check(Action::Scorch(cell(6, 8))),
        Err(Illegal::Walled)
    );
    act(&mut state, Action::Scorch(cell(12, 12)));
    act(&mut state, Action::Scorch(cell(0, 12)));
    assert_eq!(
        state.phase(),
        &Phase::StartingDomain {
            seat: 1,
            left: StartingPieces::full(2)
        }
    );
    assert!(!state.is_mid_turn());
    let events = act(&mut state, Action::DefaultDomain);
    assert!(events.contains(&Event::DomainsRevealed));
    assert!(events.contains(&Event::RoundStarted {
        round: 1,
        start_player: 0
    }));
}

#[test]
fn the_default_domain_is_the_sheets_layout() {
    let state = after_setup(1);
    let domain = player(&state, 0).domain();
    assert_eq!(domain.walls().len(), 3);
    assert_eq!(domain.count(Building::Longhouse), 3);
    assert_eq!(domain.count(Building::Farm), 1);
    assert_eq!(domain.scorched().len(), 3);
    assert_eq!(domain.walled_cells(), start_domain().walled_cells());
    assert_eq!(
        domain.scorched_cells().and(domain.walled_cells()),
        Cells::NONE
    );
}

// §5.1 Roll --------------------------------------------------------------------------------

/// A game at seat 0's roll 2 decision, with these dice faces (the player's 4 dice: three
/// yellow, one gray) and this many monastery sets.
fn rolling(faces: [u8; 4], sets: u8) -> GameState {
    let mut state = after_setup(2);
    for (die, face) in faces.into_iter().enumerate() {
        set_face(&mut state, 0, die, face);
    }
    state.phase = Phase::Roll {
        seat: 0,
        stage: RollStage::Second {
            sets_left: sets,
            sets_done: 0,
        },
    };
    state
}

#[test]
fn roll_one_is_automatic_and_skulls_stay_locked() {
    let mut state = new_game(2);
    act(&mut state, Action::DefaultDomain);
    let events = act(&mut state, Action::DefaultDomain);
    let first_rolls = events
        .iter()
        .filter(|event| {
            matches!(
                event,
                Event::DieRolled {
                    seat: 0,
                    roll: 1,
                    ..
                }
            )
        })
        .count();
    assert_eq!(first_rolls, 4);
    let state = rolling([5, 0, 0, 0], 0);
    assert_eq!(
        refused(&state, Action::Reroll(DiceSet::from_dice([0]))),
        Illegal::Locked
    );
    assert_eq!(
        refused(&state, Action::Reroll(DiceSet::from_dice([7]))),
        Illegal::NoSuchDie
    );
    let mut state = state;
    act(&mut state, Action::Reroll(DiceSet::from_dice([1, 2, 3])));
    assert!(state.is_mid_turn() || state.current_seat() != Some(0));
}

#[test]
fn identical_dice_are_rerolled_lowest_first() {
    let state = rolling([0, 0, 1, 0], 0);
    assert_eq!(
        refused(&state, Action::Reroll(DiceSet::from_dice([1]))),
        Illegal::IdenticalDieFirst
    );
    let legal = state.legal_actions();
    // Yellow "3 food" x2 (0, 1 or 2 of them), yellow "3 wood" (0 or 1), gray (0 or 1); not
    // all kept: 3 * 2 * 2 - 1 rerolls, and stopping.
    assert_eq!(legal.len(), 3 * 2 * 2 - 1 + 1);
    assert!(legal.contains(&Action::Reroll(DiceSet::from_dice([0, 1, 3]))));
}

#[test]
fn a_monastery_sets_a_different_die_held_in_roll_two_and_free_in_roll_three() {
    let mut state = rolling([5, 0, 1, 0], 2);
    assert_eq!(
        refused(&state, Action::SetDie { die: 1, face: 0 }),
        Illegal::SameFace
    );
    assert_eq!(
        refused(&state, Action::SetDie { die: 0, face: 6 }),
        Illegal::NoSuchFace
    );
    // A skull may be set away, unlocking the die.
    act(&mut state, Action::SetDie { die: 0, face: 4 });
    assert!(state.is_mid_turn());
    assert_eq!(
        refused(&state, Action::SetDie { die: 0, face: 3 }),
        Illegal::DieAlreadySet
    );
    // A set die is held in roll 2.
    assert_eq!(
        refused(&state, Action::Reroll(DiceSet::from_dice([0]))),
        Illegal::SetThisRound
    );
    act(&mut state, Action::SetDie { die: 3, face: 5 });
    assert_eq!(
        refused(&state, Action::SetDie { die: 1, face: 3 }),
        Illegal::NoSetLeft
    );
    // The gray die was set to its skull: locked.
    assert!(player(&state, 0).dice()[3].is_locked());
    // An empty roll 2 keeps roll 3, where the set die may be rerolled.
    act(&mut state, Action::Reroll(DiceSet::EMPTY));
    assert!(matches!(
        state.phase(),
        Phase::Roll {
            stage: RollStage::Third,
            ..
        }
    ));
    assert_eq!(
        refused(&state, Action::Reroll(DiceSet::from_dice([3]))),
        Illegal::Locked
    );
    assert_eq!(state.check(Action::Reroll(DiceSet::from_dice([0]))), Ok(()));
    assert_eq!(
        refused(&state, Action::Reroll(DiceSet::EMPTY)),
        Illegal::NothingRerolled
    );
    act(&mut state, Action::Reroll(DiceSet::from_dice([0])));
    assert_ne!(
        state.current_seat(),
        Some(0),
        "after roll 3 the turn is over"
    );
}

#[test]
fn an_empty_second_roll_needs_a_set_die_to_matter() {
    let state = rolling([0, 0, 1, 0], 0);
    assert_eq!(
        refused(&state, Action::Reroll(DiceSet::EMPTY)),
        Illegal::NothingRerolled
    );
}

#[test]
fn a_roll_with_every_die_locked_ends_by_itself() {
    let mut state = rolling([5, 5, 5, 0], 0);
    let seed = (0..)
        .find(|seed| rng::Rng::new(*seed).below(6) == 5)
        .unwrap();
    state.rng = rng::Rng::new(seed);
    let events = act(&mut state, Action::Reroll(DiceSet::from_dice([3])));
    assert!(events.contains(&Event::RollFinished { seat: 0 }));
    assert_ne!(
        state.phase(),
        &Phase::Roll {
            seat: 0,
            stage: RollStage::Third
        }
    );
}

#[test]
fn dice_stay_hidden_until_every_player_has_rolled() {
    let mut state = after_setup(3);
    let mut rolls = 0;
    while let Phase::Roll { seat, .. } = state.phase().clone() {
        let order = state.order_of(seat);
        for other in 0..3 {
            assert_eq!(state.dice_hidden(other), state.order_of(other) <= order);
        }
        act(&mut state, Action::StopRolling);
        rolls += 1;
    }
    assert!(rolls > 0);
    assert!((0..3).all(|seat| !state.dice_hidden(seat)));
}

#[test]
fn sir_philippe_rolls_at_the_reveal_and_his_skulls_never_count() {
    let mut state = after_setup(1);
    let mut events = Vec::new();
    for die in &mut state.philippe {
        die.face = 5; // skulls
    }
    quiet_dice(&mut state);
    state.phase = Phase::Roll {
        seat: 0,
        stage: RollStage::Third,
    };
    state.roll_from(1, &mut events);
    assert_eq!(
        events
            .iter()
            .filter(|event| matches!(event, Event::PhilippeRolled { .. }))
            .count(),
        3
    );
    let mut state = after_setup(1);
    quiet_dice(&mut state);
    for die in &mut state.philippe {
        die.face = 5;
    }
    let before = disaster_of(&state, 0);
    let events = run_disasters(&mut state);
    assert!(!events
        .iter()
        .any(|event| matches!(event, Event::DisasterStruck { .. })));
    assert_eq!(disaster_of(&state, 0), before);
}

// Feathers ---------------------------------------------------------------------------------

/// Seat 0 with a church: dice yellow x3, gray, white, with these faces.
fn with_white_die(faces: [u8; 5]) -> GameState {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    give_building(&mut state, 0, Building::Church, 0, cell(12, 5));
    state.supply.dice[DieColour::White.index()] -= 1;
    let colours = [
        DieColour::Yellow,
        DieColour::Yellow,
        DieColour::Yellow,
        DieColour::Gray,
        DieColour::White,
    ];
    let dice: Vec<(DieColour, u8)> = colours.into_iter().zip(faces).collect();
    set_dice(&mut state, 0, &dice);
    state
}

#[test]
fn a_feather_rerolls_its_die_and_one_companion_and_may_be_declined() {
    let mut state = with_white_die([0, 0, 1, 0, 3]);
    state.feathers_from(0, &mut Vec::new());
    assert_eq!(state.phase(), &Phase::Feathers { seat: 0, used: 0 });
    assert_eq!(
        refused(
            &state,
            Action::Feather {
                die: 0,
                companion: None
            }
        ),
        Illegal::NotAFeather
    );
    assert_eq!(
        refused(
            &state,
            Action::Feather {
                die: 4,
                companion: Some(4)
            }
        ),
        Illegal::SameDie
    );
    assert_eq!(
        refused(
            &state,
            Action::Feather {
                die: 4,
                companion: Some(1)
            }
        ),
        Illegal::IdenticalDieFirst
    );
    // Feather alone, with yellow "3 food", yellow "3 wood" or the gray die; or stop.
    assert_eq!(state.legal_actions().len(), 1 + 3 + 1);
    let mut declined = state.clone();
    act(&mut declined, Action::EndFeathers);
    assert!(!matches!(declined.phase(), Phase::Feathers { seat: 0, .. }));
    let events = act(
        &mut state,
        Action::Feather {
            die: 4,
            companion: Some(2),
        },
    );
    let rerolled: Vec<u8> = events
        .iter()
        .filter_map(|event| match event {
            Event::DieRolled { die, .. } => Some(*die),
            _ => None,
        })
        .collect();
    assert_eq!(rerolled, [4, 2]);
    // A new feather may be used again, and the turn is then under way.
    if matches!(state.phase(), Phase::Feathers { seat: 0, .. }) {
        assert!(state.is_mid_turn());
        assert!(player(&state, 0).dice()[4].is_feather());
    }
}

// §5.2 Collect and §5.3 Feed ---------------------------------------------------------------

#[test]
fn or_faces_are_chosen_per_die_at_collect() {
    let mut state = with_white_die([3, 3, 0, 4, 1]);
    set_resources(&mut state, 0, [0, 0, 0, 0]);
    state.collect_from(0, &mut Vec::new());
    assert_eq!(state.phase(), &Phase::Collect { seat: 0 });
    assert_eq!(
        refused(
            &state,
            Action::Collect {
                alternatives: [3, 0, 0, 0]
            }
        ),
        Illegal::TooManyAlternatives
    );
    assert_eq!(
        refused(
            &state,
            Action::Collect {
                alternatives: [0, 1, 0, 0]
            }
        ),
        Illegal::TooManyAlternatives
    );
    assert_eq!(state.legal_actions().len(), 3 * 2);
    let mut events = Vec::new();
    state.collect(0, [1, 0, 0, 1], &mut events);
    // Yellow: 2 food + 1 stone, 3 food; gray: 1 trade good; white: 2 wood; farm: 1 food.
    assert_eq!(player(&state, 0).resources(), Resources::new(1, 1, 2, 6));
}

#[test]
fn farms_and_lumber_mills_give_at_collect() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    set_dice(&mut state, 0, &[]);
    give_building(&mut state, 0, Building::LumberMill, 0, cell(12, 5));
    give_building(&mut state, 0, Building::Farm, 0, cell(12, 10));
    set_resources(&mut state, 0, [0; 4]);
    state.collect(0, [0; 4], &mut Vec::new());
    assert_eq!(player(&state, 0).resources(), Resources::new(0, 0, 2, 2));
}

#[test]
fn collect_comes_before_feed() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    set_resources(&mut state, 0, [0; 4]);
    set_resources(&mut state, 1, [0; 4]);
    let before = disaster_of(&state, 0);
    state.collect_from(0, &mut Vec::new());
    // 3 yellow "3 food" + the farm = 10 food, minus 4 eaten.
    assert_eq!(player(&state, 0).resource(Resource::Food), 6);
    assert_eq!(disaster_of(&state, 0), before);
}

// §5.4 Disasters ---------------------------------------------------------------------------

#[test]
fn disasters_are_resolved_in_player_order_one_per_player() {
    let mut state = after_setup(3);
    quiet_dice(&mut state);
    state.start_player = 1;
    show_skulls(&mut state, 0, 2);
    show_skulls(&mut state, 1, 1);
    set_resources(&mut state, 1, [0; 4]);
    let events = run_disasters(&mut state);
    let order: Vec<Seat> = events
        .iter()
        .filter_map(|event| match event {
            Event::DisasterStruck { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(order, [1, 0]);
}

#[test]
fn walled_buildings_can_catch_disease_and_keeps_never() {
    let mut domain = start_domain();
    longhouse(&mut domain, 6, 8);
    longhouse(&mut domain, 7, 8);
    building(&mut domain, Building::Keep, 0, 0, 0);
    building(&mut domain, Building::Keep, 0, 0, 2);
    assert_eq!(domain.clustered(), 2);
}

/// Every cell of rows 0-1 by columns 0-3 covered by four longhouses; the rest walls.
fn crowded_corner() -> Domain {
    let mut domain = Domain::default();
    let blocked = rect(0..=1, 0..=3).complement();
    domain.wall_cells = blocked;
    domain.occupied = blocked;
    domain.refresh_walled();
    longhouse(&mut domain, 0, 0);
    longhouse(&mut domain, 1, 0);
    longhouse(&mut domain, 0, 2);
    longhouse(&mut domain, 1, 2);
    domain
}

#[test]
fn treachery_with_no_empty_spot_removes_the_fewest_buildings() {
    let domain = crowded_corner();
    assert_eq!(domain.scorch_spots(), (cells(&[(0, 0), (0, 2)]), 2));
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    show_skulls(&mut state, 1, 3);
    player_mut(&mut state, 0).domain = domain;
    run_disasters(&mut state);
    assert_eq!(
        state.phase(),
        &Phase::Treachery {
            roller: 1,
            victim: 0
        }
    );
    assert_eq!(state.current_seat(), Some(0));
    assert_eq!(
        refused(&state, Action::Scorch(cell(0, 1))),
        Illegal::NotLeastRemoval
    );
    assert_eq!(
        refused(&state, Action::Scorch(cell(2, 0))),
        Illegal::Occupied
    );
    let boxed = state.boxed().building(Building::Longhouse);
    let mut events = Vec::new();
    let mut next = state.clone();
    next.play_unchecked(Action::Scorch(cell(0, 2)), &mut events);
    assert_eq!(next.boxed().building(Building::Longhouse), boxed + 2);
    assert_eq!(player(&next, 0).domain().buildings().len(), 2);
}

#[test]
fn treachery_hands_out_areas_clockwise_from_the_left_while_the_supply_lasts() {
    let mut state = after_setup(4);
    quiet_dice(&mut state);
    show_skulls(&mut state, 1, 3);
    let moved = state.supply.scorched - 2;
    state.supply.scorched -= moved;
    state.boxed.scorched += moved;
    run_disasters(&mut state);
    assert_eq!(
        state.phase(),
        &Phase::Treachery {
            roller: 1,
            victim: 0
        }
    );
    assert_eq!(state.current_seat(), Some(2));
    act(&mut state, Action::Scorch(cell(0, 0)));
    assert_eq!(state.current_seat(), Some(3));
    act(&mut state, Action::Scorch(cell(0, 0)));
    assert_eq!(player(&state, 0).domain().scorched().len(), 0);
    assert_eq!(player(&state, 1).domain().scorched().len(), 0);
    assert_eq!(state.supply().scorched, 0);
}

#[test]
fn fire_may_burn_a_keep_and_a_lone_building_burns_by_itself() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    show_skulls(&mut state, 0, 4);
    run_disasters(&mut state);
    assert_eq!(state.phase(), &Phase::Fire { seat: 0 });
    assert_eq!(state.legal_actions().len(), 5);
    act(&mut state, Action::Remove(cell(6, 6)));
    let domain = player(&state, 0).domain();
    assert_eq!(domain.count(Building::Keep), 0);
    assert_eq!(domain.walled_area(), 0, "the ring is open without the keep");

    let mut state = after_setup(2);
    quiet_dice(&mut state);
    show_skulls(&mut state, 0, 4);
    let mut domain = Domain::default();
    longhouse(&mut domain, 3, 3);
    player_mut(&mut state, 0).domain = domain;
    run_disasters(&mut state);
    assert!(player(&state, 0).domain().buildings().is_empty());
}

#[test]
fn attack_lets_each_victim_choose_an_unwalled_building() {
    let mut state = after_setup(3);
    quiet_dice(&mut state);
    set_dice(&mut state, 0, &[(DieColour::Yellow, 5); 5]);
    run_disasters(&mut state);
    assert_eq!(
        state.phase(),
        &Phase::Attack {
            roller: 0,
            victim: 0
        }
    );
    assert_eq!(state.current_seat(), Some(1));
    assert_eq!(
        refused(&state, Action::Remove(cell(6, 6))),
        Illegal::KeepProtected
    );
    assert_eq!(
        refused(&state, Action::Remove(cell(6, 8))),
        Illegal::WalledProtected
    );
    assert_eq!(
        refused(&state, Action::Remove(cell(6, 9))),
        Illegal::NoBuildingThere
    );
    // Two unwalled longhouses and the farm.
    assert_eq!(state.legal_actions().len(), 3);
    let mut events = Vec::new();
    state.play_unchecked(Action::Remove(cell(10, 3)), &mut events);
    assert_eq!(state.current_seat(), Some(2));
    assert_eq!(player(&state, 1).domain().count(Building::Longhouse), 2);
}

#[test]
fn solitaire_treachery_and_attack_hit_the_player() {
    let mut state = after_setup(1);
    quiet_dice(&mut state);
    show_skulls(&mut state, 0, 3);
    run_disasters(&mut state);
    assert_eq!(
        state.phase(),
        &Phase::Treachery {
            roller: 0,
            victim: 0
        }
    );
    assert_eq!(state.current_seat(), Some(0));

    let mut state = after_setup(1);
    quiet_dice(&mut state);
    set_dice(&mut state, 0, &[(DieColour::Yellow, 5); 5]);
    run_disasters(&mut state);
    assert_eq!(
        state.phase(),
        &Phase::Attack {
            roller: 0,
            victim: 0
        }
    );
}

// §5.5 Build -------------------------------------------------------------------------------

#[test]
fn each_hammer_builds_one_structure_paid_from_the_tracks() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 0, 4); // 2 hammers
    set_resources(&mut state, 0, [0, 2, 2, 0]);
    state.build_from(0, &mut Vec::new());
    assert!(!state.is_mid_turn());
    act(
        &mut state,
        Action::Wall {
            length: 6,
            cell: cell(12, 5),
            direction: Direction::Horizontal,
        },
    );
    assert!(state.is_mid_turn());
    assert_eq!(player(&state, 0).resources(), Resources::new(0, 1, 2, 0));
    assert_eq!(state.supply().walls_of(6), 2);
    act(
        &mut state,
        Action::Build {
            building: Building::Townhouse,
            rotation: 0,
            cell: cell(13, 13),
        },
    );
    assert_eq!(player(&state, 0).resources(), Resources::new(0, 1, 0, 0));
    assert!(!matches!(state.phase(), Phase::Build { seat: 0, .. }));
}

#[test]
fn walls_never_flip_a_token() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 0, 4);
    set_resources(&mut state, 0, [0, 2, 0, 0]);
    let index = data::wall_length_index(2).unwrap();
    let moved = state.supply.walls[index] - 1;
    state.supply.walls[index] -= moved;
    state.boxed.walls[index] += moved;
    state.build_from(0, &mut Vec::new());
    let events = act(
        &mut state,
        Action::Wall {
            length: 2,
            cell: cell(12, 5),
            direction: Direction::Horizontal,
        },
    );
    assert!(!events
        .iter()
        .any(|event| matches!(event, Event::TokenFlipped { .. })));
    assert_eq!(state.tracking_tokens(), (3, 0));
    assert_eq!(
        refused(
            &state,
            Action::Wall {
                length: 2,
                cell: cell(13, 5),
                direction: Direction::Horizontal,
            }
        ),
        Illegal::NotInSupply
    );
}

#[test]
fn a_player_without_hammers_or_anything_to_build_is_not_asked() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    set_face(&mut state, 1, 0, 4);
    set_resources(&mut state, 1, [0; 4]);
    let mut events = Vec::new();
    state.build_from(0, &mut events);
    assert!(events.contains(&Event::HammersLost {
        seat: 1,
        hammers: 2
    }));
    // Seat 0's quiet dice show no hammer: the log says so rather than skip it silently.
    assert!(events.contains(&Event::NoHammers { seat: 0 }));
    assert!(!matches!(state.phase(), Phase::Build { .. }));
}

// §5.6 Extort ------------------------------------------------------------------------------

#[test]
fn extortion_needs_more_swords_than_the_victim_and_fewer_shields_than_the_swords() {
    let tally = |swords, shields| Tally {
        swords,
        shields,
        ..Tally::default()
    };
    assert!(GameState::extorts(&tally(2, 0), &tally(1, 1)));
    assert!(!GameState::extorts(&tally(2, 0), &tally(2, 0)));
    assert!(!GameState::extorts(&tally(3, 0), &tally(0, 3)));
    assert!(GameState::extorts(&tally(3, 0), &tally(0, 2)));
}

#[test]
fn extorters_go_in_player_order_and_a_victim_with_nothing_takes_two_points() {
    let mut state = after_setup(3);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 3, 3); // seat 0: 3 swords
    set_face(&mut state, 1, 3, 2); // seat 1: 2 swords
    for seat in 0..3 {
        set_resources(&mut state, seat, [0; 4]);
    }
    set_resources(&mut state, 2, [0, 1, 0, 0]);
    state.extort_from(0, 0, &mut Vec::new());
    // Seat 1 has nothing: 2 points at once; seat 2 holds only stone, so stone is demanded.
    assert_eq!(
        state.phase(),
        &Phase::Answer {
            extorter: 0,
            victim: 2,
            resource: Resource::Stone
        }
    );
    act(&mut state, Action::Pay);
    // Seat 1 now extorts from seat 2, who has nothing left.
    assert_eq!(state.round(), 2);
    assert_eq!(player(&state, 0).resource(Resource::Stone), 1);
    assert_eq!(disaster_of(&state, 1), 2);
    assert_eq!(disaster_of(&state, 2), 2);
}

#[test]
fn the_disaster_points_of_an_extortion_name_the_extorter() {
    let points_of = |events: &[Event], victim: Seat| -> Vec<DisasterCause> {
        events
            .iter()
            .filter_map(|event| match event {
                Event::DisasterPoints { seat, cause, .. } if *seat == victim => Some(*cause),
                _ => None,
            })
            .collect()
    };
    // Nothing to pay with: seat 0 extorts seat 1 and seat 2.
    let mut state = after_setup(3);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 3, 3); // seat 0: 3 swords
    for seat in 0..3 {
        set_resources(&mut state, seat, [0; 4]);
    }
    let mut events = Vec::new();
    state.extort_from(0, 0, &mut events);
    for victim in [1, 2] {
        assert_eq!(
            points_of(&events, victim),
            [DisasterCause::Extortion(Party::Player(0))]
        );
    }
    // A refusal: seat 1 extorts seat 2, who refuses.
    let mut state = after_setup(3);
    quiet_dice(&mut state);
    set_face(&mut state, 1, 3, 3); // seat 1: 3 swords
    set_resources(&mut state, 0, [0; 4]);
    set_resources(&mut state, 2, [0, 1, 0, 0]);
    state.extort_from(0, 0, &mut Vec::new());
    let events = act(&mut state, Action::Refuse);
    assert_eq!(
        points_of(&events, 2),
        [DisasterCause::Extortion(Party::Player(1))]
    );
    // Solitaire: Sir Philippe extorts a player with nothing.
    let mut state = after_setup(1);
    quiet_dice(&mut state);
    for (die, face) in state.philippe.iter_mut().zip([3, 3, 0]) {
        die.face = face;
    }
    set_resources(&mut state, 0, [0; 4]);
    let mut events = Vec::new();
    state.extort_from(0, 0, &mut events);
    assert_eq!(
        points_of(&events, 0),
        [DisasterCause::Extortion(Party::Philippe)]
    );
}

#[test]
fn sir_philippe_takes_trade_goods_first_and_a_refusal_costs_two() {
    let philippe_wins = |resources: [u8; 4]| {
        let mut state = after_setup(1);
        quiet_dice(&mut state);
        for (die, face) in state.philippe.iter_mut().zip([3, 3, 0]) {
            die.face = face; // 3 + 3 swords
        }
        set_resources(&mut state, 0, resources);
        state.extort_from(0, 0, &mut Vec::new());
        state
    };
    let state = philippe_wins([0, 2, 1, 0]);
    assert_eq!(
        state.phase(),
        &Phase::AnswerPhilippe {
            resource: Resource::Stone
        }
    );
    let mut paid = state.clone();
    act(&mut paid, Action::Pay);
    assert_eq!(player(&paid, 0).resources(), Resources::new(0, 1, 1, 0));
    let mut refusing = state;
    let before = disaster_of(&refusing, 0);
    act(&mut refusing, Action::Refuse);
    assert_eq!(disaster_of(&refusing, 0), before + 2);
    let state = philippe_wins([1, 2, 1, 0]);
    assert_eq!(
        state.phase(),
        &Phase::AnswerPhilippe {
            resource: Resource::TradeGoods
        }
    );
    let state = philippe_wins([0; 4]);
    assert_eq!(disaster_of(&state, 0), 2);
}

#[test]
fn the_player_takes_a_resource_shown_on_sir_philippes_dice() {
    let mut state = after_setup(1);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 3, 3); // 3 swords
    for (die, face) in state.philippe.iter_mut().zip([4, 1, 3]) {
        die.face = face; // 1 trade good, 1 sword, "2 food or 1 stone"
    }
    set_resources(&mut state, 0, [0; 4]);
    state.extort_from(0, 0, &mut Vec::new());
    assert_eq!(state.phase(), &Phase::DemandFromPhilippe);
    assert_eq!(
        refused(&state, Action::Demand(Resource::Wood)),
        Illegal::NotShown
    );
    assert_eq!(state.legal_actions().len(), 3);
    let events = act(&mut state, Action::Demand(Resource::Food));
    assert_eq!(player(&state, 0).resource(Resource::Food), 1);
    // Told once: the taking, not a demand before it.
    assert!(!events
        .iter()
        .any(|event| matches!(event, Event::Demanded { .. })));
    assert!(events.contains(&Event::Paid {
        extorter: Party::Player(0),
        victim: Party::Philippe,
        resource: Resource::Food,
        kept: true
    }));
}

#[test]
fn an_extortion_that_comes_to_nothing_in_solitaire_says_why() {
    let mut state = after_setup(1);
    quiet_dice(&mut state);
    for (die, face) in state.philippe.iter_mut().zip([0, 0, 4]) {
        die.face = face; // 4 + 4 shields, 2 hammers
    }
    let mut events = Vec::new();
    state.extort_from(0, 0, &mut events);
    assert!(events.contains(&Event::NoExtortion {
        seat: 0,
        swords: 0,
        shields: 0,
        philippe_swords: 0,
        philippe_shields: 8,
    }));

    let mut state = after_setup(1);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 3, 3); // 3 swords
    for (die, face) in state.philippe.iter_mut().zip([1, 1, 4]) {
        die.face = face; // 1 + 1 swords, 2 hammers: no resource shown
    }
    let mut events = Vec::new();
    state.extort_from(0, 0, &mut events);
    assert!(events.contains(&Event::NothingToTake { seat: 0 }));
    assert_eq!(state.round(), 2);
}

// §5.7 Round end ---------------------------------------------------------------------------

#[test]
fn the_start_player_passes_left_each_round() {
    let mut state = after_setup(3);
    quiet_dice(&mut state);
    state.extort_from(0, 0, &mut Vec::new());
    assert_eq!(state.round(), 2);
    assert_eq!(state.start_player(), 1);
}

#[test]
fn solitaire_lasts_eight_rounds_and_ranks_the_score() {
    let mut state = after_setup(1);
    while !state.is_over() {
        let legal = state.legal_actions();
        let action = legal
            .iter()
            .copied()
            .find(|action| {
                matches!(
                    action,
                    Action::StopRolling | Action::EndBuilding | Action::EndFeathers | Action::Pay
                )
            })
            .unwrap_or(legal[0]);
        act(&mut state, action);
    }
    assert_eq!(state.round(), 8);
    let score = &state.scores()[0];
    assert_eq!(score.rank, Some(Rank::of(score.total)));
    assert!(score.winner);
}

// §7 Scoring -------------------------------------------------------------------------------

#[test]
fn walled_buildings_and_keeps_score_double_and_bonuses_never_do() {
    let mut state = after_setup(2);
    // Keep 2, walled longhouse 2, two longhouses 2, farm 1.
    assert_eq!(state.final_scores()[0].buildings, 7);
    let mut domain = ring_domain();
    building(&mut domain, Building::Market, 0, 2, 2);
    player_mut(&mut state, 0).domain = domain;
    let score = &state.final_scores()[0];
    assert_eq!(score.buildings, 2 * 2);
    // Free: (2,4), (3,4), (4,2), (4,3); the ring's walls are not empty.
    assert_eq!(score.bonuses, 4);
}

#[test]
fn the_market_counts_empty_neighbours_on_the_grid_only() {
    let mut domain = Domain::default();
    building(&mut domain, Building::Market, 0, 0, 0);
    building(&mut domain, Building::Market, 0, 5, 5);
    longhouse(&mut domain, 4, 5);
    let corner = domain.buildings()[0];
    let middle = domain.buildings()[1];
    assert_eq!(domain.empty_neighbours(&corner), 4);
    assert_eq!(domain.empty_neighbours(&middle), 6);
}

#[test]
fn every_bonus_building_scores_its_bonus_per_copy() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    give_building(&mut state, 0, Building::Guildhall, 0, cell(10, 11));
    give_building(&mut state, 0, Building::Guildhall, 0, cell(2, 0));
    give_building(&mut state, 0, Building::Cathedral, 0, cell(9, 0));
    set_resources(&mut state, 0, [1, 2, 3, 4]);
    player_mut(&mut state, 0).culture = 0;
    let scores = state.final_scores();
    // Two guildhalls 2 x 10, the cathedral 4 dice.
    assert_eq!(scores[0].bonuses, 2 * 10 + 4);
    // Unwalled: guildhalls 3 each, cathedral 5.
    assert_eq!(scores[0].buildings, 7 + 3 + 3 + 5);
}

#[test]
fn majorities_are_shared_and_need_at_least_one() {
    let mut state = after_setup(3);
    for seat in 0..3 {
        player_mut(&mut state, seat).culture = [4, 4, 2][usize::from(seat)];
    }
    let scores = state.final_scores();
    assert_eq!(
        scores
            .iter()
            .map(|score| score.most_culture)
            .collect::<Vec<_>>(),
        [5, 5, 0]
    );
    assert!(scores.iter().all(|score| score.largest_walled_area == 10));
    for seat in 0..3 {
        player_mut(&mut state, seat).culture = 0;
        player_mut(&mut state, seat).domain = Domain::default();
    }
    let scores = state.final_scores();
    assert!(scores
        .iter()
        .all(|score| score.most_culture == 0 && score.largest_walled_area == 0));
}

#[test]
fn disasters_subtract_and_the_total_adds_every_part() {
    let mut state = after_setup(2);
    player_mut(&mut state, 0).disaster = 30;
    player_mut(&mut state, 0).culture = 3;
    let score = &state.final_scores()[0];
    assert_eq!(score.disaster, 30);
    assert_eq!(
        score.total,
        score.buildings
            + score.bonuses
            + score.culture
            + score.most_culture
            + score.largest_walled_area
            - 30
    );
    assert_eq!(score.total, 7 + 3 + 5 + 10 - 30);
}

#[test]
fn solitaire_ranks_follow_the_table() {
    let cases = [
        (-5, Rank::Serf),
        (44, Rank::Serf),
        (45, Rank::Peasant),
        (64, Rank::Peasant),
        (65, Rank::Merchant),
        (80, Rank::Knight),
        (90, Rank::Noble),
        (95, Rank::Monarch),
        (99, Rank::Monarch),
        (100, Rank::Pope),
    ];
    for (score, rank) in cases {
        assert_eq!(Rank::of(score), rank, "{score}");
    }
}

// Determinism and hidden information -------------------------------------------------------

#[test]
fn determinizing_rerolls_only_unrevealed_dice_of_others() {
    let mut state = after_setup(3);
    while state.current_seat() == Some(state.seat_at(0)) {
        act(&mut state, Action::StopRolling);
    }
    let Phase::Roll { seat, .. } = state.phase().clone() else {
        return;
    };
    let earlier = state.seat_at(0);
    let later = state.seat_at(2);
    let copies: Vec<GameState> = (0..20).map(|seed| state.redeal_hidden(seed)).collect();
    for copy in &copies {
        assert_eq!(
            copy.player(seat).unwrap().dice(),
            player(&state, seat).dice()
        );
        if seat != later {
            assert_eq!(
                copy.player(later).unwrap().dice(),
                player(&state, later).dice()
            );
        }
    }
    assert!(copies
        .iter()
        .any(|copy| copy.player(earlier).unwrap().dice() != player(&state, earlier).dice()));
}

// More clauses ------------------------------------------------------------------------------

#[test]
fn footprints_have_the_sheets_sizes_and_a_free_market_has_eight_neighbours() {
    let sizes: Vec<usize> = Building::ALL
        .iter()
        .map(|building| building.info().footprint.len())
        .collect();
    assert_eq!(sizes, [4, 2, 1, 3, 4, 3, 4, 5, 4, 4, 5, 6]);
    let mut domain = Domain::default();
    building(&mut domain, Building::Market, 0, 5, 5);
    assert_eq!(domain.empty_neighbours(&domain.buildings()[0]), 8);
}

#[test]
fn the_dice_faces_follow_the_appendix() {
    let face = |colour: DieColour, face: u8| colour.face(face);
    assert_eq!(face(DieColour::Yellow, 0).gain, Resources::new(0, 0, 0, 3));
    assert_eq!(
        face(DieColour::Yellow, 3).alternative,
        Some(Resources::new(0, 1, 0, 0))
    );
    assert_eq!(face(DieColour::Yellow, 4).hammers, 2);
    assert!(face(DieColour::Blue, 5).skull && face(DieColour::Blue, 5).hammers == 1);
    assert_eq!(face(DieColour::Gray, 0).shields, 4);
    assert_eq!(
        (1..4)
            .map(|f| face(DieColour::Gray, f).swords)
            .collect::<Vec<_>>(),
        [1, 2, 3]
    );
    assert_eq!(
        face(DieColour::White, 1).alternative,
        Some(Resources::new(0, 0, 2, 0))
    );
    assert!(face(DieColour::White, 2).feather && face(DieColour::White, 3).feather);
    assert_eq!(face(DieColour::White, 5).culture, 2);
}

#[test]
fn a_scorched_area_with_no_room_stays_in_the_supply() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    show_skulls(&mut state, 0, 3);
    let mut domain = Domain::default();
    domain.wall_cells = Cells::ALL.minus(cells(&[(0, 0), (0, 1), (1, 0)]));
    domain.occupied = domain.wall_cells;
    domain.refresh_walled();
    player_mut(&mut state, 1).domain = domain;
    let supply = state.supply().scorched;
    let events = run_disasters(&mut state);
    assert!(events.contains(&Event::NoRoomForScorched { seat: 1 }));
    assert_eq!(state.supply().scorched, supply);
}

#[test]
fn a_resource_received_in_extort_can_be_demanded_later_in_the_step() {
    let mut state = after_setup(3);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 3, 2); // seat 0: 2 swords
    set_face(&mut state, 1, 3, 3); // seat 1: 3 swords
    for seat in 0..3 {
        set_resources(&mut state, seat, [0; 4]);
    }
    set_resources(&mut state, 2, [0, 0, 1, 0]);
    state.extort_from(0, 0, &mut Vec::new());
    assert_eq!(
        state.phase(),
        &Phase::Answer {
            extorter: 0,
            victim: 2,
            resource: Resource::Wood
        }
    );
    act(&mut state, Action::Pay);
    // Seat 1 extorts seat 0, whose only resource is the wood just received.
    assert_eq!(
        state.phase(),
        &Phase::Answer {
            extorter: 1,
            victim: 0,
            resource: Resource::Wood
        }
    );
    act(&mut state, Action::Pay);
    assert_eq!(player(&state, 1).resource(Resource::Wood), 1);
}

#[test]
fn a_monastery_sets_dice_only_before_roll_two() {
    let mut state = rolling([0, 1, 2, 0], 1);
    act(&mut state, Action::Reroll(DiceSet::from_dice([0])));
    if matches!(state.phase(), Phase::Roll { seat: 0, .. }) {
        assert_eq!(
            refused(&state, Action::SetDie { die: 1, face: 4 }),
            Illegal::NoSetLeft
        );
    }
}

#[test]
fn in_solitaire_the_player_always_starts_and_one_culture_or_walled_cell_wins_a_bonus() {
    let mut state = after_setup(1);
    quiet_dice(&mut state);
    state.extort_from(0, 0, &mut Vec::new());
    assert_eq!((state.round(), state.start_player()), (2, 0));
    player_mut(&mut state, 0).culture = 1;
    let score = &state.final_scores()[0];
    assert_eq!((score.most_culture, score.largest_walled_area), (5, 10));
}

// Secrets: what the state says is not yet rolled or laid out ----------------------------------

#[test]
fn dice_are_unrolled_until_their_first_roll_of_the_round() {
    let mut state = new_game(3);
    for seat in 0..3 {
        assert!(!state.dice_rolled(seat));
    }
    act(&mut state, Action::DefaultDomain);
    act(&mut state, Action::DefaultDomain);
    act(&mut state, Action::DefaultDomain);
    let Phase::Roll { seat: rolling, .. } = *state.phase() else {
        panic!("expected a roll, got {:?}", state.phase());
    };
    for seat in 0..3 {
        assert_eq!(
            state.dice_rolled(seat),
            state.order_of(seat) <= state.order_of(rolling),
            "seat {seat} while seat {rolling} rolls"
        );
    }
    // Every roll of the round done: all dice show this round's faces.
    while matches!(state.phase(), Phase::Roll { .. }) {
        act(&mut state, Action::StopRolling);
    }
    for seat in 0..3 {
        assert!(state.dice_rolled(seat));
    }
}

#[test]
fn sir_philippe_rolls_once_the_screens_are_lifted() {
    let mut state = new_game(1);
    assert!(!state.philippe_rolled());
    act(&mut state, Action::DefaultDomain);
    while matches!(state.phase(), Phase::Roll { .. }) {
        assert!(!state.philippe_rolled());
        act(&mut state, Action::StopRolling);
    }
    assert!(state.philippe_rolled());
}

#[test]
fn starting_domains_are_secret_until_all_are_laid_out() {
    let mut state = new_game(3);
    // Seat 0 lays out: nobody else's domain is shown to them.
    assert!(!state.layout_hidden(0));
    assert!(state.layout_hidden(1) && state.layout_hidden(2));
    act(&mut state, Action::DefaultDomain);
    // Seat 1 lays out: seat 0's finished layout is hidden from them.
    assert!(state.layout_hidden(0) && state.layout_hidden(2));
    assert!(!state.layout_hidden(1));
    act(&mut state, Action::DefaultDomain);
    act(&mut state, Action::DefaultDomain);
    // All laid out: revealed together.
    for seat in 0..3 {
        assert!(!state.layout_hidden(seat));
    }
}
