//! The French rulebook's worked examples, reproduced.

use super::*;

/// Orange produces a telephone (3 influence) then a cash register (2 influence): from 6 the pawn
/// stops on 9 (a coin) and then on 11 (a wood cube).
#[test]
fn orange_produces_telephone_then_cash_register_landing_on_9_and_11() {
    let mut state = new_game(4);
    hold(&mut state, BROWN, Invention::Telephone, Space::Gold);
    hold(&mut state, ORANGE, Invention::CashRegister, Space::Gold);
    let telephone = card_of(Invention::Telephone, 0);
    let cash_register = card_of(Invention::CashRegister, 0);
    put_on_conveyor(&mut state, telephone, 2);
    put_on_conveyor(&mut state, cash_register, 5);
    player_mut(&mut state, ORANGE).influence = 6;
    // 1 metal, 1 tech, 1 tool, 2 coal for the telephone; 1 metal, 1 tech, 1 coal for the register.
    set_cubes(&mut state, ORANGE, [0, 3, 2, 2, 1]);
    let gold = player(&state, ORANGE).gold;
    in_action(&mut state, ORANGE, Area::Produce);

    let events = act(
        &mut state,
        Action::Step(Step::Produce {
            card: telephone,
            fake: None,
        }),
    );
    assert_eq!(influence_of(&state, ORANGE), 9);
    assert_eq!(player(&state, ORANGE).gold, gold + 1);
    assert!(events.contains(&Event::SymbolReward {
        seat: ORANGE,
        square: 9,
        good: Good::Gold
    }));

    act(
        &mut state,
        Action::Step(Step::Produce {
            card: cash_register,
            fake: None,
        }),
    );
    assert_eq!(influence_of(&state, ORANGE), 11);
    assert_eq!(player(&state, ORANGE).cube(Resource::Wood), 1);
    assert_eq!(player(&state, ORANGE).cubes, [1, 0, 0, 0, 0]);
    // Both cards went to the discard pile.
    assert!(state.invention_discard.contains(&telephone));
    assert!(state.invention_discard.contains(&cash_register));
    // Brown earned the telephone's royalty; Orange nothing for producing his own register.
    assert_eq!(influence_of(&state, BROWN), 1);
}

/// Brown registers his first patent for 1 gold and 1 influence and protects his telephone;
/// Orange registers two at once for 1 + 2 gold and 2 influence, protects his typewriter with the
/// first, and has nothing to protect with the second, which can never be attached later.
#[test]
fn brown_and_orange_register_patents() {
    let mut state = new_game(4);
    hold(&mut state, BROWN, Invention::Telephone, Space::Gold);
    hold(&mut state, ORANGE, Invention::Typewriter, Space::Gold);
    player_mut(&mut state, BROWN).gold = 5;
    player_mut(&mut state, ORANGE).gold = 5;

    in_action(&mut state, BROWN, Area::Develop);
    act(
        &mut state,
        Action::Step(Step::Patent(Some((Invention::Telephone, Space::Gold)))),
    );
    act(&mut state, Action::EndAction);
    assert_eq!(player(&state, BROWN).patents, 1);
    assert_eq!(player(&state, BROWN).gold, 4);
    assert_eq!(influence_of(&state, BROWN), 1);
    assert!(state.board.is_patented(Invention::Telephone, Space::Gold));

    in_action(&mut state, ORANGE, Area::Develop);
    act(
        &mut state,
        Action::Step(Step::Patent(Some((Invention::Typewriter, Space::Gold)))),
    );
    // Nothing left to protect: the second patent is registered without a marker.
    assert_eq!(
        refused(
            &mut state,
            Action::Step(Step::Patent(Some((Invention::Typewriter, Space::Gold))))
        ),
        Illegal::AlreadyPatented
    );
    act(&mut state, Action::Step(Step::Patent(None)));
    assert_eq!(player(&state, ORANGE).patents, 2);
    assert_eq!(player(&state, ORANGE).gold, 2);
    assert_eq!(influence_of(&state, ORANGE), 2);
    // Two patents end the action by themselves.
    assert!(!matches!(state.phase(), Phase::Action(_)));

    // Developing later does not let the unattached patent be attached.
    hold(&mut state, ORANGE, Invention::Camera, Space::Gold);
    assert!(!state.board.is_patented(Invention::Camera, Space::Gold));
    // Only 4 more patents (5 protected inventions at most) remain for Orange.
    assert_eq!(
        data::PATENT_TRACK.len() - usize::from(player(&state, ORANGE).patents),
        4
    );
}

/// Green, on 5 influence, registers two patents: the first (1 gold) moves him to 6 and gives a
/// tool cube, the second (2 gold) to 7 and gives a metal cube.
#[test]
fn green_registers_two_patents_landing_on_6_and_7() {
    let mut state = new_game(4);
    hold(&mut state, GREEN, Invention::Gramophone, Space::Gold);
    hold(&mut state, GREEN, Invention::SewingMachine, Space::Gold);
    player_mut(&mut state, GREEN).influence = 5;
    player_mut(&mut state, GREEN).gold = 3;
    set_cubes(&mut state, GREEN, [0; 5]);
    in_action(&mut state, GREEN, Area::Develop);

    act(
        &mut state,
        Action::Step(Step::Patent(Some((Invention::Gramophone, Space::Gold)))),
    );
    assert_eq!(influence_of(&state, GREEN), 6);
    assert_eq!(player(&state, GREEN).cube(Resource::Tool), 1);
    act(
        &mut state,
        Action::Step(Step::Patent(Some((Invention::SewingMachine, Space::Gold)))),
    );
    assert_eq!(influence_of(&state, GREEN), 7);
    assert_eq!(player(&state, GREEN).cube(Resource::Metal), 1);
    assert_eq!(player(&state, GREEN).gold, 0);
    assert_eq!(player(&state, GREEN).patents, 2);
}

/// Yellow spends his one cog on the sewing machine's gold space, gains 2 influence, and the three
/// sewing machine cards are set aside, to be shuffled into the deck at the end of the round.
#[test]
fn yellow_develops_the_sewing_machine() {
    let mut state = new_game(4);
    assert_eq!(player(&state, YELLOW).cogs, 1);
    in_action(&mut state, YELLOW, Area::Develop);
    act(
        &mut state,
        Action::Step(Step::Develop(Invention::SewingMachine, Space::Gold)),
    );
    assert_eq!(player(&state, YELLOW).cogs, 0);
    assert_eq!(influence_of(&state, YELLOW), 2);
    assert_eq!(
        state.board.holder(Invention::SewingMachine, Space::Gold),
        Some(YELLOW)
    );
    let cards = Invention::SewingMachine.cards();
    assert_eq!(state.new_inventions, cards.to_vec());
    assert!(cards
        .iter()
        .all(|card| !state.conveyor.contains(&Some(*card))));

    // At the end of the round the new cards join the draw pile (or come straight up).
    let mut events = Vec::new();
    state.end_round(&mut events);
    assert!(events.contains(&Event::NewInventionsShuffledIn {
        cards: cards.iter().copied().collect()
    }));
    assert!(state.new_inventions.is_empty());
    for card in cards {
        assert!(state.invention_deck.contains(&card) || state.conveyor.contains(&Some(card)));
    }
    state.check_invariants().unwrap();
}

/// Orange exchanges 3 times in the upper square (2 gold for a cog each), then 2 metal for a tool
/// and 2 coal for a wood in the lower square: 5 exchanges, the limit, and no square past 3.
#[test]
fn orange_makes_five_exchanges() {
    let mut state = new_game(4);
    player_mut(&mut state, ORANGE).gold = 6;
    set_cubes(&mut state, ORANGE, [0, 2, 2, 0, 0]);
    in_action(&mut state, ORANGE, Area::Exchange);
    for _ in 0..3 {
        act(
            &mut state,
            Action::Step(Step::Exchange(Exchange::GoldForCog)),
        );
    }
    assert_eq!(player(&state, ORANGE).cogs, 4);
    player_mut(&mut state, ORANGE).gold = 2;
    assert_eq!(
        refused(
            &mut state,
            Action::Step(Step::Exchange(Exchange::GoldForCog))
        ),
        Illegal::SquareLimit
    );
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::Trade {
            give: [Good::Metal, Good::Metal],
            get: Good::Tool,
        })),
    );
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::Trade {
            give: [Good::Coal, Good::Coal],
            get: Good::Wood,
        })),
    );
    assert_eq!(player(&state, ORANGE).cubes, [1, 0, 0, 0, 1]);
    // The fifth exchange ended the action.
    assert!(!matches!(state.phase(), Phase::Action(_)));
}

/// Green produces the official and the fake sewing machine card; Yellow, who developed it and
/// has no patent, earns 1 influence for the official card and nothing for the fake.
#[test]
fn green_produces_official_and_fake_sewing_machines_with_yellows_royalty() {
    let mut state = new_game(4);
    hold(&mut state, YELLOW, Invention::SewingMachine, Space::Gold);
    let official = card_of(Invention::SewingMachine, 0);
    let fake = card_of(Invention::SewingMachine, 2);
    put_on_conveyor(&mut state, official, 0);
    put_on_conveyor(&mut state, fake, 1);
    // Official: metal, tool, coal. Fake: two of metal/tech/tool plus a coal.
    set_cubes(&mut state, GREEN, [0, 2, 1, 2, 1]);
    in_action(&mut state, GREEN, Area::Produce);

    let events = act(
        &mut state,
        Action::Step(Step::Produce {
            card: official,
            fake: None,
        }),
    );
    assert_eq!(influence_of(&state, YELLOW), 1);
    assert!(events.iter().any(|event| matches!(
        event,
        Event::RoyaltyPaid {
            to: YELLOW,
            producer: GREEN,
            ..
        }
    )));
    let payment = FakePayment {
        metal: 0,
        tech: 2,
        tool: 0,
    };
    let events = act(
        &mut state,
        Action::Step(Step::Produce {
            card: fake,
            fake: Some(payment),
        }),
    );
    assert_eq!(influence_of(&state, YELLOW), 1);
    assert!(events.contains(&Event::RoyaltyLostToFake {
        holder: YELLOW,
        invention: Invention::SewingMachine,
        space: Space::Gold
    }));
    assert_eq!(influence_of(&state, GREEN), 4);
    assert_eq!(player(&state, GREEN).cubes, [0, 0, 0, 0, 0]);
}
