//! One test per rule clause of the reference sheet.

use super::*;

#[test]
fn setup_gives_each_player_the_printed_stock() {
    for (players, tokens, bonus) in [(3, 3, 3), (4, 2, 5), (5, 2, 1)] {
        let state = new_game(players);
        for (seat, player) in state.players().iter().enumerate() {
            assert_eq!(player.gold, 2);
            assert_eq!(player.cubes, [1, 3, 1, 1, 1]);
            assert_eq!(player.cogs, 1);
            assert_eq!(player.influence, 0);
            assert_eq!(player.bonus_tokens, bonus);
            assert_eq!(player.markers, 15);
            assert_eq!(player.patents, 0);
            assert_eq!(player.factories, vec![Colour::ALL[seat].start_factory()]);
            assert_eq!(player.capacity(), 1);
        }
        assert_eq!(data::action_tokens(players), tokens);
    }
}

#[test]
fn setup_lays_out_the_board() {
    let state = new_game(4);
    assert_eq!(state.round(), 1);
    assert!(state.factory_market.iter().all(Option::is_some));
    assert_eq!(state.factory_deck.len(), 24 - 5);
    assert!(state
        .conveyor
        .iter()
        .flatten()
        .all(|card| card.info().unwrap().is_start()));
    assert_eq!(state.conveyor.iter().flatten().count(), 7);
    assert_eq!(state.invention_deck.len(), 5);
    assert_eq!(state.unreleased.len(), 27);
    assert_eq!(state.loads, [2, 2, 2, 3, 3, 2, 2]);
    assert_eq!(*state.phase(), Phase::Placement { seat: 0 });
    state.check_invariants().unwrap();
}

#[test]
fn setup_is_deterministic_from_the_seed() {
    let setup = Setup::new(NAMES[..4].iter().copied(), 99);
    assert_eq!(GameState::new(&setup), GameState::new(&setup));
    let other = Setup::new(NAMES[..4].iter().copied(), 100);
    assert_ne!(
        GameState::new(&setup).unwrap().conveyor,
        GameState::new(&other).unwrap().conveyor
    );
}

#[test]
fn setup_rejects_bad_player_lists() {
    let two = Setup::new(["A", "B"], 1);
    assert_eq!(GameState::new(&two), Err(SetupError::PlayerCount(2)));
    let mut blank = Setup::new(["A", " ", "C"], 1);
    assert_eq!(GameState::new(&blank), Err(SetupError::EmptyName(1)));
    blank.players[1].name = "B".into();
    blank.players[2].colour = Colour::Orange;
    assert_eq!(GameState::new(&blank), Err(SetupError::DuplicateColour(2)));
    let mut start = Setup::new(["A", "B", "C"], 1);
    start.start_player = Some(3);
    assert_eq!(
        GameState::new(&start),
        Err(SetupError::StartPlayerOutOfRange(3))
    );
}

#[test]
fn placement_goes_round_the_table_from_the_start_player() {
    let mut setup = Setup::new(NAMES[..3].iter().copied(), 5);
    setup.start_player = Some(2);
    let mut state = GameState::new(&setup).unwrap();
    let mut order = Vec::new();
    use Area::*;
    let areas = [
        Build, Build, Buy, Buy, Produce, Produce, Exchange, Exchange, Develop,
    ];
    for area in areas {
        order.push(state.current_seat().unwrap());
        act(&mut state, Action::Place(area));
    }
    assert_eq!(order, vec![2, 0, 1, 2, 0, 1, 2, 0, 1]);
    assert_eq!(*state.phase(), Phase::Resolution { seat: 2 });
}

#[test]
fn an_area_holds_at_most_two_tokens() {
    let mut state = new_game(4);
    act(&mut state, Action::Place(Area::Build));
    act(&mut state, Action::Place(Area::Build));
    assert_eq!(
        refused(&mut state, Action::Place(Area::Build)),
        Illegal::AreaFull
    );
}

#[test]
fn a_player_never_has_two_tokens_on_one_area() {
    let mut state = new_game(3);
    for area in [Area::Build, Area::Buy, Area::Produce] {
        act(&mut state, Action::Place(area));
    }
    // Orange's second token.
    assert_eq!(
        refused(&mut state, Action::Place(Area::Build)),
        Illegal::AlreadyOnArea
    );
}

/// Places tokens in turn: `areas[k]` is the area of the k-th placement.
fn place(state: &mut GameState, areas: &[Area]) {
    for area in areas {
        act(state, Action::Place(*area));
    }
}

#[test]
fn resolution_goes_round_in_turn_order_with_a_free_choice_of_token() {
    let mut state = new_game(4);
    use Area::*;
    place(
        &mut state,
        &[
            Build, Buy, Produce, Exchange, Production, Develop, Exchange, Develop,
        ],
    );
    assert_eq!(*state.phase(), Phase::Resolution { seat: 0 });
    // Orange resolves his second token first.
    let legal = state.legal_actions();
    assert!(legal.contains(&Action::Resolve(Production)));
    assert!(legal.contains(&Action::Withdraw(Build)));
    act(&mut state, Action::Resolve(Production));
    // Production is a single step; then comes the chance of a bonus action.
    assert!(matches!(state.phase(), Phase::Bonus { seat: 0, .. }));
    act(&mut state, Action::SkipBonus);
    assert_eq!(state.current_seat(), Some(1));
    assert_eq!(
        refused(&mut state, Action::Resolve(Build)),
        Illegal::NoTokenOnArea
    );
}

#[test]
fn withdrawing_a_token_has_no_effect_and_gives_no_bonus_action() {
    let mut state = new_game(4);
    use Area::*;
    place(
        &mut state,
        &[
            Build, Buy, Produce, Exchange, Production, Develop, Exchange, Develop,
        ],
    );
    let before = state.players[0];
    let events = act(&mut state, Action::Withdraw(Build));
    assert_eq!(state.players[0], before);
    assert_eq!(
        events,
        vec![Event::TokenWithdrawn {
            seat: 0,
            area: Build
        }]
    );
    assert_eq!(*state.phase(), Phase::Resolution { seat: 1 });
    assert_eq!(state.tokens_on(Build).count(), 0);
}

#[test]
fn a_token_with_nothing_to_do_can_only_be_withdrawn() {
    let mut state = new_game(4);
    place(&mut state, &[Area::Buy]);
    player_mut(&mut state, 0).gold = 0;
    state.phase = Phase::Resolution { seat: 0 };
    assert_eq!(
        refused(&mut state, Action::Resolve(Area::Buy)),
        Illegal::NothingToDo
    );
    assert_eq!(state.legal_actions(), vec![Action::Withdraw(Area::Buy)]);
}

#[test]
fn building_pays_the_cost_and_gives_one_influence_per_factory() {
    let mut state = new_game(4);
    set_cubes(&mut state, 0, [9, 9, 0, 0, 0]);
    in_action(&mut state, 0, Area::Build);
    let factory = state.factory_market[0].unwrap();
    let cost = factory.info().unwrap().cost;
    act(&mut state, Action::Step(Step::Build(factory)));
    assert_eq!(
        player(&state, 0).cubes[..2],
        [9 - i16::from(cost[0]), 9 - i16::from(cost[1])]
    );
    assert_eq!(player(&state, 0).factories.len(), 2);
    assert_eq!(influence_of(&state, 0), 1);
    assert_eq!(
        state.factory_market[0], None,
        "no refill before the round ends"
    );
}

#[test]
fn building_stops_at_three_factories() {
    let mut state = new_game(4);
    set_cubes(&mut state, 0, [20, 20, 0, 0, 0]);
    player_mut(&mut state, 0).bonus_tokens = 0;
    in_action(&mut state, 0, Area::Build);
    for place in 0..3 {
        let factory = state.factory_market[place].unwrap();
        act(&mut state, Action::Step(Step::Build(factory)));
    }
    assert_eq!(player(&state, 0).factories.len(), 4);
    assert!(!matches!(state.phase(), Phase::Action(_)));
}

#[test]
fn a_player_builds_at_most_three_factories_per_round_bonus_builds_included() {
    let mut state = new_game(4);
    set_cubes(&mut state, 0, [30, 30, 0, 0, 0]);
    player_mut(&mut state, 0).bonus_tokens = 3;
    in_action(&mut state, 0, Area::Build);
    for place in 0..3 {
        let factory = state.factory_market[place].unwrap();
        act(&mut state, Action::Step(Step::Build(factory)));
    }
    assert_eq!(player(&state, 0).built_this_round, 3);
    // Bonus tokens are left, but a fourth factory this round is not allowed.
    assert!(matches!(state.phase(), Phase::Bonus { seat: 0, .. }));
    let fourth = state
        .factory_market
        .iter()
        .flatten()
        .next()
        .copied()
        .unwrap();
    assert_eq!(
        refused(&mut state, Action::Bonus(Step::Build(fourth))),
        Illegal::FactoriesPerRound(3)
    );
    // A regular Build action later in the same round has nothing to do.
    state.phase = Phase::Resolution { seat: 0 };
    state.areas[Area::Build.index()][0] = Some(0);
    assert_eq!(
        refused(&mut state, Action::Resolve(Area::Build)),
        Illegal::NothingToDo
    );
}

#[test]
fn a_bonus_build_counts_towards_the_three_factories_of_the_round() {
    let mut state = new_game(4);
    set_cubes(&mut state, 0, [30, 30, 0, 0, 0]);
    // Yellow still has a token to resolve, so the round goes on after the bonus.
    state.areas[Area::Buy.index()][0] = Some(YELLOW);
    state.phase = Phase::Bonus {
        seat: 0,
        bonus_tokens_bought: 0,
    };
    let first = state.factory_market[0].unwrap();
    act(&mut state, Action::Bonus(Step::Build(first)));
    // The Build action then ends by itself after two more.
    in_action(&mut state, 0, Area::Build);
    for _ in 0..2 {
        let factory = state
            .factory_market
            .iter()
            .flatten()
            .next()
            .copied()
            .unwrap();
        act(&mut state, Action::Step(Step::Build(factory)));
    }
    assert_eq!(player(&state, 0).built_this_round, 3);
    assert!(!matches!(state.phase(), Phase::Action(_)));
}

#[test]
fn the_round_limit_on_factories_starts_afresh_each_round() {
    let mut state = new_game(3);
    player_mut(&mut state, 0).built_this_round = 3;
    let mut events = Vec::new();
    state.end_round(&mut events);
    assert!(state
        .players
        .iter()
        .all(|player| player.built_this_round == 0));
}

#[test]
fn games_under_rules_version_one_keep_the_old_bonus_build() {
    let mut setup = Setup::new(NAMES[..4].iter().copied(), 11);
    setup.start_player = Some(0);
    setup.rules_version = 1;
    let mut state = GameState::new(&setup).unwrap();
    set_cubes(&mut state, 0, [30, 30, 0, 0, 0]);
    in_action(&mut state, 0, Area::Build);
    for place in 0..3 {
        let factory = state.factory_market[place].unwrap();
        act(&mut state, Action::Step(Step::Build(factory)));
    }
    let fourth = state
        .factory_market
        .iter()
        .flatten()
        .next()
        .copied()
        .unwrap();
    act(&mut state, Action::Bonus(Step::Build(fourth)));
    assert_eq!(player(&state, 0).factories.len(), 5);
    // Rules this build does not know are refused.
    setup.rules_version = data::RULES_VERSION + 1;
    assert!(GameState::new(&setup).is_err());
}

#[test]
fn building_needs_the_cubes_printed_on_the_card() {
    let mut state = new_game(4);
    set_cubes(&mut state, 0, [0, 0, 5, 5, 5]);
    in_action(&mut state, 0, Area::Build);
    let factory = state.factory_market[0].unwrap();
    assert_eq!(
        refused(&mut state, Action::Step(Step::Build(factory))),
        Illegal::NotEnoughCubes
    );
}

#[test]
fn factory_production_runs_every_factory_of_the_player() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).factories.push(FactoryId(27)); // 1 cog
    player_mut(&mut state, 0).factories.push(FactoryId(25)); // 2 gold
    state.factory_market.iter_mut().for_each(|place| {
        if matches!(place, Some(FactoryId(25 | 27))) {
            *place = None
        }
    });
    state
        .factory_deck
        .retain(|f| !matches!(f, FactoryId(25 | 27)));
    state.areas[Area::Production.index()][0] = Some(0);
    state.phase = Phase::Resolution { seat: 0 };
    player_mut(&mut state, 0).bonus_tokens = 0;
    act(&mut state, Action::Resolve(Area::Production));
    let orange = player(&state, 0);
    assert_eq!(orange.cube(Resource::Wood), 2);
    assert_eq!(orange.cogs, 2);
    assert_eq!(orange.gold, 4);
    // Other players' factories do not produce.
    assert_eq!(player(&state, 1).cube(Resource::Wood), 1);
}

#[test]
fn buying_takes_every_cube_of_a_ship_for_one_gold() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).gold = 5;
    in_action(&mut state, 0, Area::Buy);
    act(&mut state, Action::Step(Step::Buy(LoadId(3)))); // coal house: 3
    assert_eq!(player(&state, 0).cube(Resource::Coal), 6);
    assert_eq!(player(&state, 0).gold, 4);
    assert_eq!(state.loads[3], 0);
    assert_eq!(
        refused(&mut state, Action::Step(Step::Buy(LoadId(3)))),
        Illegal::LoadEmpty
    );
    act(&mut state, Action::Step(Step::Buy(LoadId(0))));
    act(&mut state, Action::Step(Step::Buy(LoadId(1))));
    assert!(
        !matches!(state.phase(), Phase::Action(_)),
        "3 loads at most"
    );
    assert_eq!(player(&state, 0).gold, 2);
    assert_eq!(
        refused(
            &mut {
                let mut s = state.clone();
                in_action(&mut s, 0, Area::Buy);
                player_mut(&mut s, 0).gold = 0;
                s
            },
            Action::Step(Step::Buy(LoadId(2)))
        ),
        Illegal::NotEnoughGold
    );
}

#[test]
fn producing_pays_the_card_gains_its_profit_and_discards_it() {
    let mut state = new_game(4);
    let card = state.conveyor[0].unwrap();
    let info = card.info().unwrap();
    set_cubes(&mut state, 0, [5, 5, 5, 5, 5]);
    in_action(&mut state, 0, Area::Produce);
    act(&mut state, Action::Step(Step::Produce { card, fake: None }));
    for resource in Resource::ALL {
        assert_eq!(
            player(&state, 0).cube(resource),
            5 - i16::from(info.cost[resource.index()])
        );
    }
    assert_eq!(player(&state, 0).gold, 2 + i16::from(info.profit.gold));
    assert_eq!(player(&state, 0).cogs, 1 + i16::from(info.profit.cogs));
    assert_eq!(state.invention_discard, vec![card]);
    assert_eq!(state.conveyor[0], None);
}

#[test]
fn producing_stops_at_three_cards() {
    let mut state = new_game(4);
    set_cubes(&mut state, 0, [20, 20, 20, 20, 20]);
    player_mut(&mut state, 0).bonus_tokens = 0;
    in_action(&mut state, 0, Area::Produce);
    for place in 0..3 {
        let card = state.conveyor[place].unwrap();
        act(&mut state, Action::Step(Step::Produce { card, fake: None }));
    }
    assert!(!matches!(state.phase(), Phase::Action(_)));
}

#[test]
fn royalties_go_to_gold_and_silver_holders_separately() {
    let mut state = new_game(4);
    hold(&mut state, 1, Invention::Camera, Space::Gold); // royalty 1 gold
    hold(&mut state, 2, Invention::Camera, Space::Silver); // royalty 1 influence
    let card = card_of(Invention::Camera, 1); // M T L -> 2 cogs
    put_on_conveyor(&mut state, card, 0);
    set_cubes(&mut state, 0, [0, 0, 1, 1, 1]);
    in_action(&mut state, 0, Area::Produce);
    act(&mut state, Action::Step(Step::Produce { card, fake: None }));
    assert_eq!(player(&state, 1).gold, 3);
    assert_eq!(influence_of(&state, 1), 0);
    assert_eq!(influence_of(&state, 2), 1);
    assert_eq!(player(&state, 0).cogs, 3);
}

#[test]
fn nobody_earns_royalties_on_their_own_production() {
    let mut state = new_game(4);
    hold(&mut state, 0, Invention::Camera, Space::Gold);
    hold(&mut state, 2, Invention::Camera, Space::Silver);
    let card = card_of(Invention::Camera, 1);
    put_on_conveyor(&mut state, card, 0);
    set_cubes(&mut state, 0, [0, 0, 1, 1, 1]);
    in_action(&mut state, 0, Area::Produce);
    act(&mut state, Action::Step(Step::Produce { card, fake: None }));
    assert_eq!(player(&state, 0).gold, 2);
    assert_eq!(influence_of(&state, 2), 1);
}

#[test]
fn a_fake_pays_royalties_only_on_patented_spaces() {
    let mut state = new_game(4);
    hold(&mut state, 1, Invention::Camera, Space::Gold);
    hold(&mut state, 2, Invention::Camera, Space::Silver);
    state.board.patented[Invention::Camera.index()][Space::Gold.index()] = true;
    player_mut(&mut state, 1).markers -= 1;
    player_mut(&mut state, 1).patents = 1;
    let card = card_of(Invention::Camera, 2); // ? ? ? C -> 3 influence
    put_on_conveyor(&mut state, card, 0);
    set_cubes(&mut state, 0, [0, 1, 3, 0, 0]);
    in_action(&mut state, 0, Area::Produce);
    let payment = FakePayment {
        metal: 3,
        tech: 0,
        tool: 0,
    };
    act(
        &mut state,
        Action::Step(Step::Produce {
            card,
            fake: Some(payment),
        }),
    );
    assert_eq!(player(&state, 1).gold, 3, "patented gold space pays");
    assert_eq!(
        influence_of(&state, 2),
        0,
        "unpatented silver space does not"
    );
    assert_eq!(influence_of(&state, 0), 3);
}

#[test]
fn nobody_may_produce_a_fake_of_an_invention_they_developed() {
    for space in Space::ALL {
        let mut state = new_game(4);
        hold(&mut state, 1, Invention::SewingMachine, Space::Gold);
        if space == Space::Silver {
            hold(&mut state, 0, Invention::SewingMachine, Space::Silver);
        } else {
            state.board.holders[0][0] = Some(0);
            player_mut(&mut state, 1).markers += 1;
            player_mut(&mut state, 0).markers -= 1;
        }
        let card = card_of(Invention::SewingMachine, 2);
        put_on_conveyor(&mut state, card, 0);
        set_cubes(&mut state, 0, [5, 5, 5, 5, 5]);
        in_action(&mut state, 0, Area::Produce);
        let payment = FakePayment {
            metal: 2,
            tech: 0,
            tool: 0,
        };
        assert_eq!(
            refused(
                &mut state,
                Action::Step(Step::Produce {
                    card,
                    fake: Some(payment)
                })
            ),
            Illegal::FakeOfOwnInvention
        );
    }
}

#[test]
fn a_fake_is_paid_with_any_mix_of_metal_tech_and_tool_plus_its_coal() {
    let mut state = new_game(4);
    hold(&mut state, 1, Invention::Automobile, Space::Gold);
    let card = card_of(Invention::Automobile, 2); // ? ? ? ? C
    put_on_conveyor(&mut state, card, 0);
    set_cubes(&mut state, 0, [3, 1, 1, 2, 1]);
    in_action(&mut state, 0, Area::Produce);
    let offered: Vec<FakePayment> = state
        .legal_actions()
        .into_iter()
        .filter_map(|action| match action {
            Action::Step(Step::Produce {
                card: c,
                fake: Some(payment),
            }) if c == card => Some(payment),
            _ => None,
        })
        .collect();
    assert_eq!(
        offered,
        vec![FakePayment {
            metal: 1,
            tech: 2,
            tool: 1
        }]
    );
    // Wrong totals, official payments for a fake, and wood never count.
    for fake in [
        None,
        Some(FakePayment {
            metal: 1,
            tech: 1,
            tool: 1,
        }),
    ] {
        assert_eq!(
            refused(&mut state, Action::Step(Step::Produce { card, fake })),
            Illegal::FakePaymentMismatch
        );
    }
    set_cubes(&mut state, 0, [3, 1, 1, 1, 1]);
    assert_eq!(
        refused(
            &mut state,
            Action::Step(Step::Produce {
                card,
                fake: Some(FakePayment {
                    metal: 1,
                    tech: 2,
                    tool: 1
                })
            })
        ),
        Illegal::NotEnoughCubes
    );
}

#[test]
fn exchange_take_one_cog_is_the_whole_action() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).bonus_tokens = 0;
    in_action(&mut state, 0, Area::Exchange);
    act(&mut state, Action::Step(Step::TakeCog));
    assert_eq!(player(&state, 0).cogs, 2);
    assert!(!matches!(state.phase(), Phase::Action(_)));

    let mut state = new_game(4);
    in_action(&mut state, 0, Area::Exchange);
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::CogForGold)),
    );
    assert_eq!(
        refused(&mut state, Action::Step(Step::TakeCog)),
        Illegal::CogOrExchanges
    );
}

#[test]
fn exchange_squares_trade_at_the_printed_rates() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).gold = 10;
    player_mut(&mut state, 0).cogs = 3;
    in_action(&mut state, 0, Area::Exchange);
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::GoldForCog)),
    );
    assert_eq!((player(&state, 0).gold, player(&state, 0).cogs), (8, 4));
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::CogForGold)),
    );
    assert_eq!((player(&state, 0).gold, player(&state, 0).cogs), (10, 3));
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::GoldForInfluence)),
    );
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::CogForInfluence)),
    );
    assert_eq!(influence_of(&state, 0), 2);
    assert_eq!((player(&state, 0).gold, player(&state, 0).cogs), (8, 2));
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::Trade {
            give: [Good::Coal, Good::Gold],
            get: Good::Tech,
        })),
    );
    assert_eq!(player(&state, 0).gold, 7);
    assert_eq!(player(&state, 0).cube(Resource::Coal), 2);
    assert_eq!(player(&state, 0).cube(Resource::Tech), 2);
}

#[test]
fn exchange_lower_square_never_gives_back_what_was_given_or_cogs() {
    let mut state = new_game(4);
    in_action(&mut state, 0, Area::Exchange);
    let same = Exchange::Trade {
        give: [Good::Coal, Good::Metal],
        get: Good::Metal,
    };
    assert_eq!(
        refused(&mut state, Action::Step(Step::Exchange(same))),
        Illegal::NoSuchExchange
    );
    let unordered = Exchange::Trade {
        give: [Good::Metal, Good::Coal],
        get: Good::Wood,
    };
    assert_eq!(
        refused(&mut state, Action::Step(Step::Exchange(unordered))),
        Illegal::NoSuchExchange
    );
}

#[test]
fn exchange_allows_five_exchanges_and_three_per_square() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).gold = 20;
    player_mut(&mut state, 0).cogs = 5;
    in_action(&mut state, 0, Area::Exchange);
    for _ in 0..3 {
        act(
            &mut state,
            Action::Step(Step::Exchange(Exchange::CogForInfluence)),
        );
    }
    assert_eq!(
        refused(
            &mut state,
            Action::Step(Step::Exchange(Exchange::GoldForInfluence))
        ),
        Illegal::SquareLimit
    );
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::GoldForCog)),
    );
    assert!(matches!(state.phase(), Phase::Action(_)));
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::GoldForCog)),
    );
    assert!(!matches!(state.phase(), Phase::Action(_)));
}

#[test]
fn a_bought_bonus_token_waits_until_after_the_next_regular_action() {
    let mut state = new_game(4);
    use Area::*;
    place(
        &mut state,
        &[Exchange, Buy, Produce, Develop, Buy, Develop, Build, Build],
    );
    player_mut(&mut state, 0).bonus_tokens = 0;
    player_mut(&mut state, 0).gold = 6;
    act(&mut state, Action::Resolve(Exchange));
    act(
        &mut state,
        Action::Step(Step::Exchange(crate::rules::Exchange::BonusToken)),
    );
    assert_eq!(player(&state, 0).bonus_tokens, 1);
    act(&mut state, Action::EndAction);
    // No bonus step: the token was bought in this very action.
    assert_eq!(*state.phase(), Phase::Resolution { seat: 1 });
    for _ in 0..3 {
        let seat = state.current_seat().unwrap();
        let area = state.areas_of(seat).next().unwrap();
        act(&mut state, Action::Withdraw(area));
    }
    // Orange's next regular action: now the token can be spent.
    assert_eq!(*state.phase(), Phase::Resolution { seat: 0 });
    act(&mut state, Action::Resolve(Buy));
    act(&mut state, Action::Step(Step::Buy(LoadId(0))));
    act(&mut state, Action::EndAction);
    assert!(matches!(state.phase(), Phase::Bonus { seat: 0, .. }));
    act(&mut state, Action::Bonus(Step::Buy(LoadId(1))));
    assert_eq!(player(&state, 0).bonus_tokens, 0);
    // 6 - 2 for the token - 1 - 1 for the two loads.
    assert_eq!(player(&state, 0).gold, 2);
}

#[test]
fn at_most_one_bonus_action_follows_each_regular_action() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).gold = 9;
    in_action(&mut state, 0, Area::Buy);
    act(&mut state, Action::Step(Step::Buy(LoadId(0))));
    act(&mut state, Action::EndAction);
    assert!(matches!(state.phase(), Phase::Bonus { seat: 0, .. }));
    let bonus: Vec<Action> = state.legal_actions();
    assert!(bonus.contains(&Action::SkipBonus));
    assert!(!bonus.contains(&Action::Bonus(Step::TakeCog)));
    assert!(bonus.contains(&Action::Bonus(Step::RunFactory(FactoryId(0)))));
    act(&mut state, Action::Bonus(Step::Buy(LoadId(1))));
    assert_eq!(player(&state, 0).bonus_tokens, 4);
    // The next decision is someone else's, not a second bonus.
    assert!(!matches!(state.phase(), Phase::Bonus { .. }));
    assert_ne!(state.current_seat(), Some(0));
}

#[test]
fn a_bonus_action_is_one_single_step_of_any_action_at_normal_cost() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).cogs = 9;
    state.phase = Phase::Bonus {
        seat: 0,
        bonus_tokens_bought: 0,
    };
    act(
        &mut state,
        Action::Bonus(Step::Develop(Invention::Camera, Space::Gold)),
    );
    assert_eq!(player(&state, 0).cogs, 7);
    assert_eq!(influence_of(&state, 0), 3);

    let mut state = new_game(4);
    state.phase = Phase::Bonus {
        seat: 0,
        bonus_tokens_bought: 0,
    };
    assert_eq!(
        refused(&mut state, Action::Bonus(Step::TakeCog)),
        Illegal::NotAsBonus
    );
    assert_eq!(
        refused(&mut state, Action::Step(Step::Buy(LoadId(0)))),
        Illegal::NotNow(Expected::Bonus)
    );
    act(&mut state, Action::Bonus(Step::RunFactory(FactoryId(0))));
    assert_eq!(player(&state, 0).cube(Resource::Wood), 2);
}

#[test]
fn running_one_factory_is_only_a_bonus_action() {
    let mut state = new_game(4);
    in_action(&mut state, 0, Area::Production);
    assert_eq!(
        refused(&mut state, Action::Step(Step::RunFactory(FactoryId(0)))),
        Illegal::BonusOnly
    );
}

#[test]
fn developing_takes_the_gold_space_before_the_silver_one() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).cogs = 7;
    in_action(&mut state, 0, Area::Develop);
    assert_eq!(
        refused(
            &mut state,
            Action::Step(Step::Develop(Invention::Plane, Space::Silver))
        ),
        Illegal::GoldSpaceFirst
    );
    act(
        &mut state,
        Action::Step(Step::Develop(Invention::SewingMachine, Space::Gold)),
    );
    // The same player may hold both spaces.
    act(
        &mut state,
        Action::Step(Step::Develop(Invention::SewingMachine, Space::Silver)),
    );
    assert_eq!(influence_of(&state, 0), 3);
    assert_eq!(
        refused(
            &mut state,
            Action::Step(Step::Develop(Invention::SewingMachine, Space::Gold))
        ),
        Illegal::SpaceTaken
    );
    assert_eq!(player(&state, 0).markers, 13);
}

#[test]
fn developing_spends_at_most_seven_cogs_in_one_action() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).cogs = 12;
    in_action(&mut state, 0, Area::Develop);
    act(
        &mut state,
        Action::Step(Step::Develop(Invention::SteamTrain, Space::Gold)),
    );
    assert_eq!(
        refused(
            &mut state,
            Action::Step(Step::Develop(Invention::Plane, Space::Gold))
        ),
        Illegal::CogLimit
    );
    // The rulebook's example: steam train 4 + automobile 3 = 7.
    act(
        &mut state,
        Action::Step(Step::Develop(Invention::Automobile, Space::Gold)),
    );
    assert_eq!(player(&state, 0).cogs, 5);
    assert!(!matches!(state.phase(), Phase::Action(_)));
}

#[test]
fn developing_needs_the_cogs_of_the_space() {
    let mut state = new_game(4);
    in_action(&mut state, 0, Area::Develop);
    assert_eq!(
        refused(
            &mut state,
            Action::Step(Step::Develop(Invention::Camera, Space::Gold))
        ),
        Illegal::NotEnoughCogs
    );
}

#[test]
fn developing_a_silver_space_brings_no_new_cards() {
    let mut state = new_game(4);
    hold(&mut state, 1, Invention::Camera, Space::Gold);
    player_mut(&mut state, 0).cogs = 2;
    in_action(&mut state, 0, Area::Develop);
    act(
        &mut state,
        Action::Step(Step::Develop(Invention::Camera, Space::Silver)),
    );
    assert!(state.new_inventions.is_empty());
}

#[test]
fn an_action_develops_or_patents_never_both() {
    let mut state = new_game(4);
    hold(&mut state, 0, Invention::Camera, Space::Gold);
    player_mut(&mut state, 0).cogs = 5;
    player_mut(&mut state, 0).gold = 5;
    in_action(&mut state, 0, Area::Develop);
    act(
        &mut state,
        Action::Step(Step::Develop(Invention::SewingMachine, Space::Gold)),
    );
    assert_eq!(
        refused(
            &mut state,
            Action::Step(Step::Patent(Some((Invention::Camera, Space::Gold))))
        ),
        Illegal::DevelopOrPatent
    );
    in_action(&mut state, 0, Area::Develop);
    act(
        &mut state,
        Action::Step(Step::Patent(Some((Invention::Camera, Space::Gold)))),
    );
    assert_eq!(
        refused(
            &mut state,
            Action::Step(Step::Develop(Invention::Typewriter, Space::Gold))
        ),
        Illegal::DevelopOrPatent
    );
}

#[test]
fn patents_climb_the_track_paying_its_gold_six_per_game() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).gold = 30;
    for square in 1..=6u8 {
        in_action(&mut state, 0, Area::Develop);
        act(&mut state, Action::Step(Step::Patent(None)));
        assert_eq!(player(&state, 0).patents, square);
    }
    // 1+2+3+4+5+6 gold, 1+1+2+2+3+3 influence; the pawn stopped on 9 and took a coin there.
    assert_eq!(player(&state, 0).gold, 30 - 21 + 1);
    assert_eq!(influence_of(&state, 0), 12);
    in_action(&mut state, 0, Area::Develop);
    assert_eq!(
        refused(&mut state, Action::Step(Step::Patent(None))),
        Illegal::PatentTrackFull
    );
}

#[test]
fn a_patent_attaches_only_to_the_players_own_unpatented_space() {
    let mut state = new_game(4);
    hold(&mut state, 1, Invention::Camera, Space::Gold);
    hold(&mut state, 0, Invention::Typewriter, Space::Gold);
    player_mut(&mut state, 0).gold = 9;
    in_action(&mut state, 0, Area::Develop);
    assert_eq!(
        refused(
            &mut state,
            Action::Step(Step::Patent(Some((Invention::Camera, Space::Gold))))
        ),
        Illegal::NotYourSpace
    );
    assert_eq!(
        refused(&mut state, Action::Step(Step::Patent(None))),
        Illegal::MustAttachPatent
    );
    act(
        &mut state,
        Action::Step(Step::Patent(Some((Invention::Typewriter, Space::Gold)))),
    );
    assert_eq!(player(&state, 0).markers, 13);
}

#[test]
fn a_patent_without_gold_is_refused() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).gold = 0;
    in_action(&mut state, 0, Area::Develop);
    assert_eq!(
        refused(&mut state, Action::Step(Step::Patent(None))),
        Illegal::NotEnoughGold
    );
}

#[test]
fn influence_symbols_are_checked_after_each_separate_gain() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).influence = 4;
    player_mut(&mut state, 0).gold = 10;
    player_mut(&mut state, 0).cogs = 2;
    set_cubes(&mut state, 0, [0; 5]);
    in_action(&mut state, 0, Area::Exchange);
    // 4 -> 5 (coal), 5 -> 6 (tool), 6 -> 7 (metal).
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::CogForInfluence)),
    );
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::CogForInfluence)),
    );
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::GoldForInfluence)),
    );
    assert_eq!(player(&state, 0).cubes, [0, 1, 1, 0, 1]);
}

#[test]
fn influence_symbols_count_only_the_square_where_the_pawn_stops() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).influence = 4;
    player_mut(&mut state, 0).cogs = 4;
    set_cubes(&mut state, 0, [0; 5]);
    let gold = player(&state, 0).gold;
    in_action(&mut state, 0, Area::Develop);
    // Telephone gold: 5 influence, 4 -> 9 passes 5, 6 and 7 and stops on 9 (gold).
    act(
        &mut state,
        Action::Step(Step::Develop(Invention::Telephone, Space::Gold)),
    );
    assert_eq!(player(&state, 0).cubes, [0; 5]);
    assert_eq!(player(&state, 0).gold, gold + 1);
}

#[test]
fn royalty_influence_also_earns_the_holders_symbol() {
    let mut state = new_game(4);
    hold(&mut state, 1, Invention::SewingMachine, Space::Gold);
    player_mut(&mut state, 1).influence = 5;
    let card = card_of(Invention::SewingMachine, 0);
    put_on_conveyor(&mut state, card, 0);
    set_cubes(&mut state, 0, [0, 1, 1, 0, 1]);
    in_action(&mut state, 0, Area::Produce);
    act(&mut state, Action::Step(Step::Produce { card, fake: None }));
    assert_eq!(influence_of(&state, 1), 6);
    assert_eq!(player(&state, 1).cube(Resource::Tool), 2);
}

#[test]
fn end_of_round_removes_start_cards_discards_three_and_slides_the_conveyor() {
    let mut state = new_game(4);
    // Places 0..7: a start card, two invention cards, start cards, and an invention card at 5.
    hold(&mut state, 1, Invention::Camera, Space::Gold);
    let [a, b, c] = Invention::Camera.cards();
    put_on_conveyor(&mut state, a, 1);
    put_on_conveyor(&mut state, b, 3);
    put_on_conveyor(&mut state, c, 5);
    let start_cards: Vec<CardId> = state
        .conveyor
        .iter()
        .flatten()
        .copied()
        .filter(|card| card.info().unwrap().is_start())
        .collect();
    let mut events = Vec::new();
    state.end_round(&mut events);
    assert!(events.contains(&Event::StartCardsRemoved {
        cards: start_cards.iter().copied().collect()
    }));
    assert!(events.contains(&Event::ConveyorDiscarded {
        cards: [c].into_iter().collect()
    }));
    // a and b slid to the last places, in order; the front was refilled from the deck.
    assert_eq!(state.conveyor[5], Some(a));
    assert_eq!(state.conveyor[6], Some(b));
    assert!(state.invention_discard.contains(&c));
    for card in &start_cards {
        assert!(state.removed.contains(card));
    }
    state.check_invariants().unwrap();
}

#[test]
fn end_of_round_reshuffles_the_discard_when_the_deck_runs_out() {
    let mut state = new_game(4);
    let deck = std::mem::take(&mut state.invention_deck);
    state.invention_discard.extend(deck);
    let mut events = Vec::new();
    state.end_round(&mut events);
    assert!(events.contains(&Event::InventionDiscardReshuffled));
    assert_eq!(state.conveyor.iter().flatten().count(), 5);
    state.check_invariants().unwrap();
}

#[test]
fn end_of_round_slides_the_factory_market_and_refills_it() {
    let mut state = new_game(4);
    let market = state.factory_market;
    state.factory_market[0] = None; // built this round
    player_mut(&mut state, 0).factories.push(market[0].unwrap());
    let mut events = Vec::new();
    state.end_round(&mut events);
    assert_eq!(state.factory_market[4], market[1]);
    assert!(state.factory_market.iter().all(Option::is_some));
    for factory in &market[2..] {
        assert!(state.factory_discard.contains(&factory.unwrap()));
    }
    state.check_invariants().unwrap();
}

#[test]
fn end_of_round_refills_ships_and_storage_houses() {
    let mut state = new_game(4);
    state.loads = [0, 1, 2, 0, 1, 0, 5];
    let mut events = Vec::new();
    state.end_round(&mut events);
    assert_eq!(state.loads, [2, 2, 3, 3, 2, 2, 6]);
}

#[test]
fn end_of_round_moves_the_round_marker_and_passes_the_start_player_left() {
    let mut state = new_game(4);
    use Area::*;
    place(
        &mut state,
        &[
            Build, Buy, Produce, Exchange, Production, Develop, Exchange, Develop,
        ],
    );
    for _ in 0..8 {
        let seat = state.current_seat().unwrap();
        let area = state.areas_of(seat).next().unwrap();
        act(&mut state, Action::Withdraw(area));
    }
    assert_eq!(state.round(), 2);
    assert_eq!(state.start_player(), 1);
    assert_eq!(*state.phase(), Phase::Placement { seat: 1 });
    assert!(state.areas.iter().flatten().all(Option::is_none));
}

#[test]
fn the_game_ends_after_nine_eight_or_ten_rounds() {
    for (players, rounds) in [(3, 9), (4, 8), (5, 10)] {
        let mut state = new_game(players);
        let mut rounds_seen = 1;
        while !matches!(state.phase(), Phase::FinalExchange(_)) {
            let action = state
                .legal_actions()
                .into_iter()
                .find(|a| matches!(a, Action::Place(_) | Action::Withdraw(_)))
                .unwrap();
            let events = act(&mut state, action);
            rounds_seen += events
                .iter()
                .filter(|e| matches!(e, Event::RoundStarted { .. }))
                .count();
        }
        assert_eq!(rounds_seen, rounds);
        assert_eq!(usize::from(state.round()), rounds);
    }
}

#[test]
fn redealing_hidden_information_keeps_everything_visible() {
    let mut state = new_game(4);
    act(&mut state, Action::Place(Area::Build));
    let redealt = state.redeal_hidden(99);
    redealt.check_invariants().unwrap();
    assert_eq!(redealt.players, state.players);
    assert_eq!(redealt.conveyor, state.conveyor);
    assert_eq!(redealt.factory_market, state.factory_market);
    assert_eq!(redealt.invention_discard, state.invention_discard);
    assert_eq!(redealt.legal_actions(), state.legal_actions());
    let mut deck = redealt.invention_deck;
    let mut original = state.invention_deck;
    deck.sort();
    original.sort();
    assert_eq!(deck, original, "the same cards, in an order nobody knows");
    assert_ne!(redealt.rng, state.rng);
}
