//! The 30 tests of the reference sheet's §10, one function each, named after its number.

use super::*;

/// Disaster points from the Disease step for a domain (the player shows 2 skulls); with none,
/// the log says the disease cost nothing.
fn disease_points(domain: Domain) -> u32 {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    let clustered = domain.clustered();
    player_mut(&mut state, 0).domain = domain;
    show_skulls(&mut state, 0, 2);
    let before = disaster_of(&state, 0);
    let events = run_disasters(&mut state);
    assert!(events.contains(&Event::DisasterStruck {
        seat: 0,
        disaster: Disaster::Disease
    }));
    let points = disaster_of(&state, 0) - before;
    assert_eq!(points, clustered);
    assert_eq!(
        events.contains(&Event::NothingClustered { seat: 0 }),
        points == 0
    );
    points
}

#[test]
fn scenario_01_start_encloses_four_cells() {
    let domain = start_domain();
    assert_eq!(
        domain.walled_cells(),
        cells(&[(6, 8), (6, 9), (7, 8), (7, 9)])
    );
    assert_eq!(domain.walled_area(), 4);
    // The default starting domain is START plus pieces that change nothing of it.
    let state = after_setup(2);
    assert_eq!(
        player(&state, 0).domain().walled_cells(),
        domain.walled_cells()
    );
}

#[test]
fn scenario_02_start_with_two_touching_longhouses_inside_gives_two_disease_points() {
    let mut domain = start_domain();
    longhouse(&mut domain, 6, 8);
    longhouse(&mut domain, 7, 8);
    longhouse(&mut domain, 2, 2);
    building(&mut domain, Building::Farm, 0, 10, 2);
    assert_eq!(disease_points(domain), 2);
}

#[test]
fn scenario_03_three_longhouses_in_a_row_count_once_each() {
    let mut domain = Domain::default();
    longhouse(&mut domain, 0, 0);
    longhouse(&mut domain, 0, 2);
    longhouse(&mut domain, 0, 4);
    assert_eq!(disease_points(domain), 3);
}

#[test]
fn scenario_04_a_corner_touch_is_not_adjacent() {
    let mut domain = Domain::default();
    longhouse(&mut domain, 0, 0);
    longhouse(&mut domain, 1, 2);
    assert_eq!(disease_points(domain), 0);
}

#[test]
fn scenario_05_next_only_to_the_keep_and_walls_is_not_clustered() {
    let mut domain = start_domain();
    longhouse(&mut domain, 6, 8);
    assert_eq!(disease_points(domain), 0);
}

#[test]
fn scenario_06_a_hospital_protects_its_neighbours_only() {
    let mut domain = Domain::default();
    building(&mut domain, Building::Hospital, 0, 0, 0);
    longhouse(&mut domain, 1, 2);
    longhouse(&mut domain, 2, 3);
    assert_eq!(
        domain.buildings()[0].cells(),
        cells(&[(0, 0), (0, 1), (0, 2), (1, 1)])
    );
    assert_eq!(disease_points(domain), 1);
}

#[test]
fn scenario_07_a_wall_between_buildings_separates_them() {
    let mut domain = Domain::default();
    longhouse(&mut domain, 0, 0);
    wall(&mut domain, 2, 0, 2, Direction::Vertical);
    longhouse(&mut domain, 0, 3);
    assert!(domain.wall_cells().contains(cell(0, 2)));
    assert_eq!(disease_points(domain), 0);
}

#[test]
fn scenario_08_a_closed_ring_walls_twelve_cells() {
    let domain = ring_domain();
    assert_eq!(domain.walled_cells(), rect(2..=5, 2..=4));
    assert_eq!(domain.walled_area(), 12);
}

#[test]
fn scenario_09_a_diagonal_joint_does_not_enclose() {
    let mut domain = Domain::default();
    wall(&mut domain, 4, 1, 1, Direction::Horizontal);
    wall(&mut domain, 4, 2, 5, Direction::Vertical);
    wall(&mut domain, 5, 6, 1, Direction::Horizontal);
    wall(&mut domain, 4, 2, 1, Direction::Vertical);
    assert!(!domain.occupied().contains(cell(1, 5)));
    assert_eq!(domain.walled_area(), 0);
}

#[test]
fn scenario_10_a_corner_region_touching_the_border_is_outside() {
    let mut domain = Domain::default();
    wall(&mut domain, 4, 0, 3, Direction::Vertical);
    wall(&mut domain, 4, 4, 0, Direction::Horizontal);
    assert_eq!(domain.walled_area(), 0);
}

#[test]
fn scenario_11_skulls_choose_the_disaster() {
    let expected = [
        None,
        Some(Disaster::Brigands),
        Some(Disaster::Disease),
        Some(Disaster::Treachery),
        Some(Disaster::Fire),
        Some(Disaster::Attack),
        Some(Disaster::Revolt),
        Some(Disaster::Revolt),
    ];
    for (skulls, disaster) in expected.into_iter().enumerate() {
        assert_eq!(
            Disaster::for_skulls(skulls as u8),
            disaster,
            "{skulls} skulls"
        );
    }
    assert_eq!(Disaster::for_skulls(u8::MAX), Some(Disaster::Revolt));
}

#[test]
fn scenario_12_feeding_four_dice_with_three_food_and_five_with_nine() {
    let mut state = after_setup(1);
    assert_eq!(player(&state, 0).dice().len(), 4);
    set_resources(&mut state, 0, [0, 0, 0, 3]);
    let before = disaster_of(&state, 0);
    state.feed(&mut Vec::new());
    assert_eq!(player(&state, 0).resource(Resource::Food), 0);
    assert_eq!(disaster_of(&state, 0), before + 1);

    let mut state = after_setup(1);
    give_building(&mut state, 0, Building::Townhouse, 0, cell(12, 12));
    set_dice(
        &mut state,
        0,
        &[
            (DieColour::Yellow, 0),
            (DieColour::Yellow, 0),
            (DieColour::Yellow, 0),
            (DieColour::Blue, 0),
            (DieColour::Gray, 0),
        ],
    );
    set_resources(&mut state, 0, [0, 0, 0, 9]);
    let before = disaster_of(&state, 0);
    state.feed(&mut Vec::new());
    assert_eq!(player(&state, 0).resource(Resource::Food), 4);
    assert_eq!(disaster_of(&state, 0), before);
}

#[test]
fn scenario_13_collecting_past_a_cap_loses_the_excess() {
    let mut state = after_setup(2);
    // Two yellow skull faces: 1 wood each.
    set_dice(
        &mut state,
        0,
        &[(DieColour::Yellow, 5), (DieColour::Yellow, 5)],
    );
    set_resources(&mut state, 0, [0, 0, 7, 0]);
    let mut events = Vec::new();
    state.collect(0, [0; 4], &mut events);
    assert_eq!(player(&state, 0).resource(Resource::Wood), 8);
    assert!(events.contains(&Event::Collected {
        seat: 0,
        kept: Resources::new(0, 0, 1, 1),
        lost: Resources::new(0, 0, 1, 0),
        culture: 0,
    }));

    // 3 food on a die and 2 farms on food 9: the track stops at 10.
    let mut state = after_setup(2);
    give_building(&mut state, 0, Building::Farm, 0, cell(12, 10));
    set_dice(&mut state, 0, &[(DieColour::Yellow, 0)]);
    set_resources(&mut state, 0, [0, 0, 0, 9]);
    state.collect(0, [0; 4], &mut Vec::new());
    assert_eq!(player(&state, 0).resource(Resource::Food), 10);
}

#[test]
fn scenario_14_culture_wraps_the_track_and_the_university_counts_it_all() {
    let mut state = after_setup(2);
    give_building(&mut state, 0, Building::University, 0, cell(12, 10));
    player_mut(&mut state, 0).culture = 24;
    set_dice(
        &mut state,
        0,
        &[(DieColour::Blue, 3), (DieColour::White, 5)],
    );
    state.collect(0, [0; 4], &mut Vec::new());
    let player = player(&state, 0);
    assert_eq!(player.culture(), 27);
    assert_eq!(player.culture_peg(), (2, 1));
    let scores = state.final_scores();
    assert_eq!(scores[0].bonuses, 27);
    assert_eq!(scores[0].culture, 27);
}

/// A 2-player round at Extort: seat 0 shows 3 swords, seat 1 nothing (and no shields).
fn extortion(victim_resources: [u8; 4]) -> GameState {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 3, 3);
    set_resources(&mut state, 1, victim_resources);
    let mut events = Vec::new();
    state.extort_from(0, 0, &mut events);
    state
}

#[test]
fn scenario_15_a_victim_without_resources_or_refusing_takes_two_disaster_points() {
    let before = disaster_of(&after_setup(2), 1);
    let state = extortion([0; 4]);
    assert_eq!(disaster_of(&state, 1), before + 2);
    assert_eq!(state.round(), 2, "nothing was asked; the round ended");

    let mut state = extortion([1, 1, 1, 2]);
    assert_eq!(
        state.phase(),
        &Phase::Demand {
            extorter: 0,
            victim: 1
        }
    );
    act(&mut state, Action::Demand(Resource::Wood));
    act(&mut state, Action::Refuse);
    assert_eq!(disaster_of(&state, 1), before + 2);
    assert_eq!(player(&state, 1).resources(), Resources::new(1, 1, 1, 2));
}

#[test]
fn scenario_16_an_extorter_with_a_full_track_still_takes_the_resource() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 3, 3);
    set_resources(&mut state, 0, [0, 0, 8, 0]);
    set_resources(&mut state, 1, [0, 0, 2, 0]);
    state.extort_from(0, 0, &mut Vec::new());
    // Wood is the only resource the victim holds, so the demand names itself.
    assert!(matches!(
        state.phase(),
        Phase::Answer {
            resource: Resource::Wood,
            ..
        }
    ));
    act(&mut state, Action::Pay);
    assert_eq!(player(&state, 1).resource(Resource::Wood), 1);
    assert_eq!(player(&state, 0).resource(Resource::Wood), 8);
}

#[test]
fn scenario_17_brigands_take_a_point_or_a_resource() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    show_skulls(&mut state, 0, 1);
    set_resources(&mut state, 0, [0; 4]);
    let before = disaster_of(&state, 0);
    run_disasters(&mut state);
    assert_eq!(disaster_of(&state, 0), before + 1);

    let mut state = after_setup(2);
    quiet_dice(&mut state);
    show_skulls(&mut state, 0, 1);
    set_resources(&mut state, 0, [0, 1, 2, 0]);
    let before = disaster_of(&state, 0);
    run_disasters(&mut state);
    assert_eq!(state.phase(), &Phase::Brigands { seat: 0 });
    assert_eq!(
        refused(&state, Action::Discard(Resource::Food)),
        Illegal::NoResource
    );
    act(&mut state, Action::Discard(Resource::Stone));
    assert_eq!(disaster_of(&state, 0), before);
    assert_eq!(player(&state, 0).resources(), Resources::new(0, 0, 2, 0));
}

#[test]
fn scenario_18_revolt_loses_every_trade_good_only() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    set_dice(&mut state, 0, &[(DieColour::Yellow, 5); 6]);
    set_resources(&mut state, 0, [5, 2, 3, 4]);
    let events = run_disasters(&mut state);
    assert!(events.contains(&Event::DisasterStruck {
        seat: 0,
        disaster: Disaster::Revolt
    }));
    assert_eq!(player(&state, 0).resources(), Resources::new(0, 2, 3, 4));
}

#[test]
fn scenario_19_attack_spares_keeps_and_walled_buildings() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    set_dice(&mut state, 0, &[(DieColour::Yellow, 5); 5]);
    let mut domain = start_domain();
    longhouse(&mut domain, 6, 8);
    player_mut(&mut state, 1).domain = domain.clone();
    let events = run_disasters(&mut state);
    assert!(events.contains(&Event::DisasterStruck {
        seat: 0,
        disaster: Disaster::Attack
    }));
    assert_eq!(player(&state, 1).domain(), &domain);
}

/// A domain whose only unwalled, wall-free cells are rows 0-1 by columns 0-3.
fn corner_domain() -> Domain {
    let mut domain = Domain::default();
    let blocked = rect(0..=1, 0..=3).complement();
    domain.wall_cells = blocked;
    domain.occupied = blocked;
    domain.refresh_walled();
    longhouse(&mut domain, 0, 0);
    domain
}

#[test]
fn scenario_20_treachery_takes_the_only_spot_that_removes_nothing() {
    let domain = corner_domain();
    assert_eq!(domain.scorch_spots(), (cells(&[(0, 2)]), 0));

    let mut state = after_setup(2);
    quiet_dice(&mut state);
    show_skulls(&mut state, 0, 3);
    player_mut(&mut state, 1).domain = domain;
    run_disasters(&mut state);
    let victim = player(&state, 1).domain();
    assert_eq!(victim.scorched(), &[cell(0, 2)]);
    assert_eq!(victim.buildings().len(), 1, "the longhouse stays");
}

#[test]
fn scenario_21_treachery_without_scorched_areas_does_nothing_and_never_scorches_walled_cells() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    show_skulls(&mut state, 0, 3);
    let moved = state.supply.scorched;
    state.supply.scorched = 0;
    state.boxed.scorched += moved;
    let before = player(&state, 1).domain().clone();
    run_disasters(&mut state);
    assert_eq!(player(&state, 1).domain(), &before);

    let (spots, removed) = ring_domain().scorch_spots();
    assert_eq!(removed, 0);
    assert!(!spots.is_empty());
    for spot in spots.iter() {
        let area = grid::scorched_shape().cells_at(spot).unwrap();
        assert!(!area.intersects(rect(2..=5, 2..=4)), "{spot:?}");
    }
}

/// Moves every piece of `kind` still in the supply to the box but `keep`, flipping a token if
/// the type runs out (as taking its last piece would).
pub(super) fn empty_supply(state: &mut GameState, kind: Building, keep: u8) {
    let index = kind.index();
    let moved = state.supply.buildings[index].saturating_sub(keep);
    state.supply.buildings[index] -= moved;
    state.boxed.buildings[index] += moved;
    if moved > 0 && state.supply.buildings[index] == 0 && state.tokens_flipped < state.tokens {
        state.tokens_flipped += 1;
    }
}

#[test]
fn scenario_22_the_last_token_flips_in_build_and_the_round_still_finishes() {
    let mut state = after_setup(3);
    assert_eq!(state.tracking_tokens(), (3, 0));
    empty_supply(&mut state, Building::University, 0);
    empty_supply(&mut state, Building::Cathedral, 0);
    empty_supply(&mut state, Building::LumberMill, 1);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 0, 4); // 2 hammers
    set_face(&mut state, 1, 3, 3); // 3 swords against seat 2
    set_resources(&mut state, 0, [0, 0, 3, 0]);
    set_resources(&mut state, 2, [1, 0, 1, 0]);
    state.build_from(0, &mut Vec::new());
    assert!(matches!(state.phase(), Phase::Build { seat: 0, .. }));
    let events = act(
        &mut state,
        Action::Build {
            building: Building::LumberMill,
            rotation: 0,
            cell: cell(12, 5),
        },
    );
    assert!(events.contains(&Event::TokenFlipped {
        building: Building::LumberMill
    }));
    assert_eq!(state.tracking_tokens(), (3, 3));
    assert!(!state.is_over());
    // The second hammer buys nothing (no wood, only a wall with the stone... none left).
    if matches!(state.phase(), Phase::Build { .. }) {
        act(&mut state, Action::EndBuilding);
    }
    // Extort still happens.
    assert_eq!(
        state.phase(),
        &Phase::Demand {
            extorter: 1,
            victim: 2
        }
    );
    act(&mut state, Action::Demand(Resource::Wood));
    act(&mut state, Action::Pay);
    assert!(state.is_over());
    assert_eq!(state.round(), 1);
}

#[test]
fn scenario_23_a_new_church_brings_its_die_at_round_end() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 0, 4); // 2 hammers
    set_resources(&mut state, 0, [1, 2, 1, 0]);
    state.build_from(0, &mut Vec::new());
    act(
        &mut state,
        Action::Build {
            building: Building::Church,
            rotation: 0,
            cell: cell(12, 5),
        },
    );
    assert_eq!(player(&state, 0).dice().len(), 4, "not before round end");
    act(&mut state, Action::EndBuilding);
    assert_eq!(state.round(), 2);
    let dice = player(&state, 0).dice();
    assert_eq!(dice.len(), 5);
    assert_eq!(dice[4].colour, DieColour::White);
    // Fed from the next round on.
    set_resources(&mut state, 0, [0, 0, 0, 10]);
    state.feed(&mut Vec::new());
    assert_eq!(player(&state, 0).resource(Resource::Food), 5);

    // If that round was the last, the cathedral counts the new die.
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    give_building(&mut state, 0, Building::Cathedral, 0, cell(10, 11));
    set_face(&mut state, 0, 0, 4);
    set_resources(&mut state, 0, [1, 1, 1, 0]);
    empty_supply(&mut state, Building::University, 0);
    empty_supply(&mut state, Building::Hospital, 0);
    assert_eq!(state.tracking_tokens(), (3, 3));
    state.build_from(0, &mut Vec::new());
    act(
        &mut state,
        Action::Build {
            building: Building::Church,
            rotation: 0,
            cell: cell(12, 5),
        },
    );
    assert!(state.is_over());
    assert_eq!(state.scores()[0].bonuses, 5);
}

#[test]
fn scenario_24_a_burnt_longhouse_keeps_its_die_until_round_end() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    show_skulls(&mut state, 0, 4);
    run_disasters(&mut state);
    assert_eq!(state.phase(), &Phase::Fire { seat: 0 });
    let longhouse = player(&state, 0)
        .domain()
        .buildings()
        .iter()
        .find(|placed| placed.building == Building::Longhouse)
        .and_then(PlacedBuilding::first_cell)
        .unwrap();
    act(&mut state, Action::Remove(longhouse));
    assert_eq!(player(&state, 0).domain().count(Building::Longhouse), 2);
    // Build: the three yellow skulls still give their hammers, the die is still there.
    assert!(matches!(
        state.phase(),
        Phase::Build {
            seat: 0,
            hammers: 3,
            ..
        }
    ));
    assert_eq!(player(&state, 0).dice().len(), 4);
    act(&mut state, Action::EndBuilding);
    assert_eq!(state.round(), 2);
    assert_eq!(player(&state, 0).dice_by_colour(), [2, 0, 1, 0]);
    assert_eq!(state.boxed().dice_of(DieColour::Yellow), 1 + 1);
}

#[test]
fn scenario_25_a_feather_companion_can_lose_its_skull() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    give_building(&mut state, 0, Building::Church, 0, cell(12, 5));
    state.supply.dice[DieColour::White.index()] -= 1;
    set_dice(
        &mut state,
        0,
        &[
            (DieColour::Yellow, 5),
            (DieColour::Yellow, 0),
            (DieColour::Yellow, 0),
            (DieColour::Gray, 4),
            (DieColour::White, 2),
        ],
    );
    // A seed whose next two rolls leave the feather die without a skull and show 3 wood.
    let seed = (0..)
        .find(|seed| {
            let mut rng = rng::Rng::new(*seed);
            rng.below(6) != 5 && rng.below(6) == 1
        })
        .unwrap();
    state.rng = rng::Rng::new(seed);
    state.feathers_from(0, &mut Vec::new());
    assert_eq!(state.phase(), &Phase::Feathers { seat: 0, used: 0 });
    assert_eq!(player(&state, 0).tally().skulls, 1);
    act(
        &mut state,
        Action::Feather {
            die: 4,
            companion: Some(0),
        },
    );
    let player = player(&state, 0);
    assert_eq!(player.dice()[0].face, 1, "3 wood");
    assert_eq!(player.tally().skulls, 0);
}

#[test]
fn scenario_26_a_tie_goes_to_trade_goods_then_is_shared() {
    let mut state = after_setup(2);
    for seat in 0..2 {
        let player = player_mut(&mut state, seat);
        player.culture = 43;
        player.disaster = 5;
    }
    set_resources(&mut state, 0, [3, 0, 0, 0]);
    set_resources(&mut state, 1, [2, 0, 0, 0]);
    let scores = state.final_scores();
    assert_eq!((scores[0].total, scores[1].total), (60, 60));
    assert!(scores[0].winner && !scores[1].winner);

    set_resources(&mut state, 1, [3, 0, 0, 0]);
    let scores = state.final_scores();
    assert!(scores[0].winner && scores[1].winner);
}

#[test]
fn scenario_27_solitaire_shields_and_shown_resources() {
    let mut state = after_setup(1);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 3, 3); // 3 swords
    state.philippe = vec![
        Die {
            colour: DieColour::Gray,
            face: 1,
            set: false,
        },
        Die {
            colour: DieColour::Gray,
            face: 0,
            set: false,
        },
        Die {
            colour: DieColour::Yellow,
            face: 0,
            set: false,
        },
    ];
    let before = player(&state, 0).resources();
    state.extort_from(0, 0, &mut Vec::new());
    assert_eq!(
        player(&state, 0).resources(),
        before,
        "his 4 shields protect him"
    );

    let mut state = after_setup(1);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 3, 3);
    for (die, face) in state.philippe.iter_mut().zip([1, 1, 4]) {
        die.face = face; // 1 sword, 1 sword, 2 hammers
    }
    let before = player(&state, 0).resources();
    state.extort_from(0, 0, &mut Vec::new());
    assert_eq!(
        player(&state, 0).resources(),
        before,
        "nothing shown, nothing taken"
    );
}

#[test]
fn scenario_28_the_guildhall_turns_but_never_mirrors() {
    let guildhall = grid::orientations(Building::Guildhall);
    assert_eq!(guildhall.count(), 4);
    // The J: the guildhall's mirror image, and its quarter turns.
    let j_shapes = [
        cells(&[(0, 1), (1, 1), (2, 1), (2, 0)]),
        cells(&[(0, 0), (1, 0), (1, 1), (1, 2)]),
        cells(&[(0, 0), (0, 1), (1, 0), (2, 0)]),
        cells(&[(0, 0), (0, 1), (0, 2), (1, 2)]),
    ];
    for (_, shape) in guildhall.iter() {
        assert!(!j_shapes.contains(&shape.mask), "{:?}", shape.mask);
    }
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 0, 4);
    set_resources(&mut state, 0, [0, 2, 5, 0]);
    state.build_from(0, &mut Vec::new());
    let legal = state.legal_actions();
    for rotation in 0..4 {
        assert!(legal.iter().any(|action| matches!(
            action,
            Action::Build { building: Building::Guildhall, rotation: r, .. } if *r == rotation
        )));
    }
    let fifth = Action::Build {
        building: Building::Guildhall,
        rotation: 4,
        cell: cell(0, 5),
    };
    assert_eq!(refused(&state, fifth), Illegal::NoSuchRotation);
}

#[test]
fn scenario_29_the_two_player_supply_after_setup() {
    let state = after_setup(2);
    let supply = state.supply();
    assert_eq!(supply.building(Building::Keep), 5);
    assert_eq!(supply.building(Building::Longhouse), 11);
    assert_eq!(supply.building(Building::Farm), 13);
    assert_eq!(supply.building(Building::University), 1);
    assert_eq!(supply.building(Building::Cathedral), 1);
    assert_eq!(supply.walls_of(4), 12);
    assert_eq!(supply.scorched, 23);
    assert_eq!(supply.dice_of(DieColour::Yellow), 11);
    assert_eq!(supply.dice_of(DieColour::Gray), 5);
}

#[test]
fn scenario_30_building_needs_the_piece_the_room_and_the_cost_and_unused_hammers_are_lost() {
    let mut state = after_setup(2);
    quiet_dice(&mut state);
    set_face(&mut state, 0, 0, 4); // 2 hammers
    set_resources(&mut state, 0, [0, 0, 2, 0]);
    empty_supply(&mut state, Building::Townhouse, 0);
    state.build_from(0, &mut Vec::new());
    assert!(matches!(
        state.phase(),
        Phase::Build {
            seat: 0,
            hammers: 2,
            ..
        }
    ));
    let townhouse = Action::Build {
        building: Building::Townhouse,
        rotation: 0,
        cell: cell(12, 5),
    };
    assert_eq!(refused(&state, townhouse), Illegal::NotInSupply);
    let on_the_keep = Action::Build {
        building: Building::Longhouse,
        rotation: 0,
        cell: cell(6, 5),
    };
    assert_eq!(refused(&state, on_the_keep), Illegal::Occupied);
    let off_the_edge = Action::Build {
        building: Building::Longhouse,
        rotation: 0,
        cell: cell(3, 13),
    };
    assert_eq!(refused(&state, off_the_edge), Illegal::OffGrid);
    let lumber_mill = Action::Build {
        building: Building::LumberMill,
        rotation: 0,
        cell: cell(12, 5),
    };
    assert_eq!(refused(&state, lumber_mill), Illegal::CannotAfford);
    let events = act(
        &mut state,
        Action::Build {
            building: Building::Longhouse,
            rotation: 1,
            cell: cell(12, 5),
        },
    );
    // Nothing more can be paid for: the second hammer is lost.
    assert!(events.contains(&Event::HammersLost {
        seat: 0,
        hammers: 1
    }));
    assert!(!matches!(state.phase(), Phase::Build { seat: 0, .. }));
}
