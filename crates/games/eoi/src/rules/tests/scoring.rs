//! End of game: the final exchange, the three bonuses with their tie splits, the winner.

use super::*;

/// Moves a game to the final exchange of its last round.
fn to_final_exchange(state: &mut GameState) {
    state.round = state.last_round();
    state.phase = Phase::FinalExchange(Turn::new(state.start_player, Area::Exchange));
}

/// Every player ends the final exchange without exchanging.
fn finish(state: &mut GameState) {
    to_final_exchange(state);
    for _ in 0..state.player_count() {
        act(state, Action::EndAction);
    }
    assert!(state.is_over());
}

fn score(state: &GameState, seat: Seat) -> &Score {
    &state.scores()[usize::from(seat)]
}

#[test]
fn the_final_exchange_allows_five_exchanges_no_bonus_token_and_no_symbols() {
    let mut state = new_game(3);
    player_mut(&mut state, 0).gold = 20;
    player_mut(&mut state, 0).cogs = 3;
    player_mut(&mut state, 0).influence = 4;
    set_cubes(&mut state, 0, [0; 5]);
    to_final_exchange(&mut state);
    assert_eq!(
        refused(
            &mut state,
            Action::Step(Step::Exchange(Exchange::BonusToken))
        ),
        Illegal::NoBonusTokenAtGameEnd
    );
    assert_eq!(
        refused(&mut state, Action::Step(Step::TakeCog)),
        Illegal::NotNow(Expected::FinalExchange)
    );
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
    // The track does not move and no symbol is given: the exchange is scored apart.
    assert_eq!(influence_of(&state, 0), 4);
    assert_eq!(player(&state, 0).cubes, [0; 5]);
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::GoldForCog)),
    );
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::GoldForCog)),
    );
    // Five exchanges end Orange's final exchange; the others follow in turn order.
    assert_eq!(state.current_seat(), Some(1));
    act(&mut state, Action::EndAction);
    act(&mut state, Action::EndAction);
    assert_eq!(score(&state, 0).exchange, 3);
    assert_eq!(score(&state, 0).track, 4);
}

#[test]
fn a_lone_leader_takes_each_bonus_of_five() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).patents = 2;
    hold(&mut state, 1, Invention::Plane, Space::Gold);
    player_mut(&mut state, 2).factories.push(FactoryId(11));
    state.factory_deck.retain(|f| *f != FactoryId(11));
    state.factory_market.iter_mut().for_each(|place| {
        if *place == Some(FactoryId(11)) {
            *place = None
        }
    });
    finish(&mut state);
    assert_eq!(score(&state, 0).patent_bonus, 5);
    assert_eq!(score(&state, 1).cogs_bonus, 5);
    assert_eq!(score(&state, 1).cogs_invested, 5);
    assert_eq!(score(&state, 2).capacity_bonus, 5);
    assert_eq!(score(&state, 2).capacity, 4);
    assert_eq!(score(&state, 3).total, 0);
}

#[test]
fn a_tied_bonus_gives_3_to_2_players_2_to_3_and_1_to_4_or_5() {
    for (tied, each) in [(2, 3), (3, 2), (4, 1), (5, 1)] {
        let mut state = new_game(5);
        for seat in 0..tied {
            player_mut(&mut state, seat).patents = 3;
        }
        finish(&mut state);
        for seat in 0..5u8 {
            let expected = if seat < tied { each } else { 0 };
            assert_eq!(
                score(&state, seat).patent_bonus,
                expected,
                "{tied} tied, seat {seat}"
            );
        }
        // Capacity: every player has only the start factory, so all 5 tie on it.
        assert!(state.scores().iter().all(|s| s.capacity_bonus == 1));
    }
}

#[test]
fn nobody_wins_a_bonus_with_nothing_in_it() {
    let mut state = new_game(3);
    finish(&mut state);
    assert!(state
        .scores()
        .iter()
        .all(|s| s.patent_bonus == 0 && s.cogs_bonus == 0));
}

#[test]
fn the_score_adds_track_exchange_and_bonuses() {
    let mut state = new_game(3);
    player_mut(&mut state, 0).influence = 20;
    player_mut(&mut state, 0).patents = 1;
    player_mut(&mut state, 0).cogs = 1;
    to_final_exchange(&mut state);
    act(
        &mut state,
        Action::Step(Step::Exchange(Exchange::CogForInfluence)),
    );
    act(&mut state, Action::EndAction);
    act(&mut state, Action::EndAction);
    act(&mut state, Action::EndAction);
    let orange = score(&state, 0);
    // 20 track + 1 exchange + 5 patents + 2 (capacity tied by all 3).
    assert_eq!(orange.total, 20 + 1 + 5 + 2);
    assert!(orange.winner);
    assert!(state.scores().iter().filter(|s| s.winner).count() == 1);
}

#[test]
fn a_tie_goes_to_the_player_with_more_developed_spaces() {
    let mut state = new_game(3);
    hold(&mut state, 1, Invention::SewingMachine, Space::Gold);
    hold(&mut state, 1, Invention::SewingMachine, Space::Silver);
    hold(&mut state, 2, Invention::Typewriter, Space::Gold);
    hold(&mut state, 2, Invention::Typewriter, Space::Silver);
    hold(&mut state, 2, Invention::CashRegister, Space::Silver);
    // Equal totals: Yellow's cogs invested 2, Green's 3 (+5 bonus), so even Yellow's track.
    player_mut(&mut state, 1).influence = 10;
    player_mut(&mut state, 2).influence = 5;
    finish(&mut state);
    assert_eq!(score(&state, 1).total, score(&state, 2).total);
    assert!(!score(&state, 1).winner);
    assert!(score(&state, 2).winner);
    assert_eq!(score(&state, 2).developed, 3);
}

#[test]
fn a_tie_on_total_and_developed_spaces_is_a_shared_victory() {
    let mut state = new_game(4);
    player_mut(&mut state, 0).influence = 9;
    player_mut(&mut state, 3).influence = 9;
    finish(&mut state);
    let winners: Vec<Seat> = state
        .scores()
        .iter()
        .filter(|s| s.winner)
        .map(|s| s.seat)
        .collect();
    assert_eq!(winners, vec![0, 3]);
}

#[test]
fn nothing_can_be_played_once_the_game_is_over() {
    let mut state = new_game(3);
    finish(&mut state);
    assert!(state.legal_actions().is_empty());
    assert_eq!(refused(&mut state, Action::EndAction), Illegal::GameOver);
    assert_eq!(state.current_seat(), None);
}
