//! One test per rule clause of the reference sheet (§2-§7, §9), beyond the scenarios.

use super::super::action::Action;
use super::super::components::{Bundle, Effect, Field, LabSide, NewsRule, Resource, Track, Vote};
use super::super::data::{self, inventor_ids};
use super::super::legal::Illegal;
use super::super::scoring::best_experiments;
use super::super::state::{GameState, LabChoice, Pending, Phase, Setup, Spot};
use super::scenarios::{give_inventor, pass_to_round};
use super::{at_draft, in_turns, on_turn};
use LabSide::*;

#[test]
fn setup_takes_one_to_four_players() {
    assert!(GameState::new(&Setup::new(Vec::<String>::new(), 1)).is_err());
    assert!(GameState::new(&Setup::new(["a", "b", "c", "d", "e"], 1)).is_err());
}

#[test]
fn setup_keeps_one_inventor_and_two_inventions_each() {
    let state = at_draft(&[Authoritarian, TradingFirm, Metropolitan, Visionary], 31);
    for player in state.players.iter() {
        assert_eq!(player.inventors.len(), data::START_INVENTORS_KEPT);
        assert_eq!(player.inventions.len(), data::START_INVENTIONS_KEPT);
    }
    assert_eq!(state.round, 1);
    assert!(state.invention_offer.iter().all(Option::is_some));
    assert!(state.inventor_offer.iter().all(Option::is_some));
}

#[test]
fn each_players_setup_keeps_are_a_turn_of_their_own() {
    let mut setup = Setup::new(["a", "b", "c"], 34);
    setup.lab_choice = LabChoice::Random;
    let mut state = GameState::new(&setup).unwrap();
    for (seat, side) in [Authoritarian, TradingFirm, Visionary].iter().enumerate() {
        state.players[seat].quiz_guess = Some(side.lab().index() as u16);
    }
    for side in [Authoritarian, TradingFirm, Visionary] {
        state.play(Action::ChooseSide(side)).unwrap();
    }
    let mut turn_ends = Vec::new();
    while let Some(pending) = state.pending() {
        assert!(matches!(
            pending,
            Pending::KeepInventor { .. } | Pending::KeepInventions { .. }
        ));
        let seat = pending.seat();
        state.play(Action::Choose(0)).unwrap();
        if !state.is_mid_turn() {
            turn_ends.push(seat);
        }
    }
    assert_eq!(turn_ends.len(), 3);
    turn_ends.sort_unstable();
    assert_eq!(turn_ends, [0, 1, 2]);
}

#[test]
fn solo_plays_trading_firm_against_a_dummy() {
    let state = at_draft(&[TradingFirm], 32);
    assert!(state.is_solo());
    assert_eq!(state.players[0].side, Some(TradingFirm));
    let dummy = &state.players[1];
    assert!(dummy.is_dummy);
    assert_eq!(dummy.ingenuity, data::DUMMY_INGENUITY);
    assert_eq!(dummy.tracks, [data::DUMMY_TRACK_SPACE; 3]);
    assert_eq!(
        state.equipment_offer.iter().flatten().count(),
        data::SOLO_EQUIPMENT_SLOTS
    );
    assert_eq!(state.player_count(), 1);
}

#[test]
fn solo_has_no_breakthroughs_and_scores_funds() {
    let mut state = in_turns(&[TradingFirm], 33);
    let mut events = Vec::new();
    state.draw_breakthrough(0, &mut events);
    assert!(state.players[0].breakthroughs.is_empty());
    state.players[0].stock = Bundle::new(0, 0, 0, 0, 12);
    let score = state.scores()[0];
    assert_eq!(score.funds, 2);
    assert_eq!(score.ingenuity, 0);
}

#[test]
fn the_quiz_lets_the_closest_guess_choose_first() {
    let mut setup = Setup::new(["a", "b", "c"], 34);
    setup.lab_choice = LabChoice::Quiz;
    let mut state = GameState::new(&setup).unwrap();
    let year = data::INVENTION_DATA[usize::from(state.quiz_tile.unwrap())].year;
    state.play(Action::GuessYear(year - 30)).unwrap();
    state.play(Action::GuessYear(year + 1)).unwrap();
    state.play(Action::GuessYear(year - 5)).unwrap();
    assert_eq!(state.phase, Phase::ChooseSide);
    assert_eq!(state.turn_order(), &[1, 2, 0]);
    state.play(Action::ChooseSide(Liberal)).unwrap();
    // The other side of a taken lab is not available.
    assert_eq!(
        state.check(Action::ChooseSide(Authoritarian)),
        Err(Illegal::LabUnavailable)
    );
}

#[test]
fn a_turn_is_one_main_action_with_free_actions_around_it() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 35);
    let seat = usize::from(on_turn(&state));
    state.players[seat].stock = Bundle::new(3, 0, 0, 0, 5);
    state
        .play(Action::ConvertToFunds(Field::Engineering))
        .unwrap();
    state
        .play(Action::AssignAnyScience(Field::Physics))
        .unwrap();
    assert_eq!(
        state.check(Action::AssignExperiment),
        Err(Illegal::MainActionTaken)
    );
    assert_eq!(state.check(Action::Pass), Err(Illegal::MainActionTaken));
    state
        .play(Action::ConvertToFunds(Field::Engineering))
        .unwrap();
    assert!(state.is_mid_turn());
    state.play(Action::EndTurn).unwrap();
    assert_ne!(usize::from(on_turn(&state)), seat);
}

#[test]
fn passing_is_final_and_the_round_ends_when_everyone_passed() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 36);
    let first = on_turn(&state);
    state.play(Action::Pass).unwrap();
    let second = on_turn(&state);
    assert_ne!(first, second);
    state
        .play(Action::AssignAnyScience(Field::Physics))
        .unwrap();
    state.play(Action::EndTurn).unwrap();
    assert_eq!(on_turn(&state), second, "a passed player is skipped");
    state.play(Action::Pass).unwrap();
    assert_eq!(state.round, 2);
    assert!(matches!(state.phase, Phase::Vote { .. }));
    assert!(state.news.is_some());
    assert!(state
        .players
        .iter()
        .all(|p| p.spots.is_empty() && p.switches_on == 0));
}

#[test]
fn the_game_ends_after_round_four() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 37);
    pass_to_round(&mut state, 4);
    while !state.is_over() {
        let legal = state.legal_actions();
        let action = if legal.contains(&Action::Pass) {
            Action::Pass
        } else {
            legal[0]
        };
        state.play(action).unwrap();
    }
    assert_eq!(state.round, 4);
    assert_eq!(state.news_discard.len(), 3, "news in rounds 2-4 only");
    assert_eq!(state.check(Action::Pass), Err(Illegal::GameOver));
}

#[test]
fn ingenuity_locations_fill_cheapest_first_and_the_first_does_not_move() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 38);
    state.order = [0, 1].into_iter().collect();
    state.turn = 0;
    state.players[0].stock = Bundle::new(0, 0, 0, 5, 5);
    state.play(Action::AssignIngenuity { funds: 0 }).unwrap();
    assert_eq!(state.players[0].ingenuity, 1);
    assert_eq!(state.players[0].stock.get(Resource::Ideas), 4);
    assert_eq!(state.players[0].spots[0], Spot::Ingenuity(0));
    state.play(Action::EndTurn).unwrap();
    state.players[1].stock = Bundle::new(0, 0, 0, 2, 5);
    assert_eq!(
        state.check(Action::AssignIngenuity { funds: 1 }),
        Err(Illegal::NotLiberal)
    );
    state.play(Action::AssignIngenuity { funds: 0 }).unwrap();
    assert_eq!(
        state.players[1].stock.get(Resource::Ideas),
        0,
        "the second location costs 2"
    );
    assert_eq!(
        (state.players[0].ingenuity, state.players[1].ingenuity),
        (data::LAB_SIDES[Metropolitan.index()].ingenuity_start, 1),
        "Metropolitan swaps places with the 1st"
    );
}

#[test]
fn liberal_may_pay_ingenuity_in_funds() {
    let mut state = in_turns(&[Liberal, Metropolitan], 39);
    state.order = [1, 0].into_iter().collect();
    state.turn = 1;
    state.players[0].stock = Bundle::new(0, 0, 0, 0, 1);
    state.play(Action::AssignIngenuity { funds: 1 }).unwrap();
    assert_eq!(state.players[0].stock.get(Resource::Funds), 0);
}

#[test]
fn adaptive_pays_a_shortfall_with_ideas() {
    let mut state = in_turns(&[Resourceful, Metropolitan], 40);
    state.players[0].stock = Bundle::new(0, 1, 1, 3, 2);
    let paid = state.auto_payment(0, data::EXPERIMENT_COST).unwrap();
    assert_eq!(paid, Bundle::new(0, 1, 1, 2, 2));
    state.players[1].stock = Bundle::new(0, 1, 1, 3, 2);
    assert_eq!(state.auto_payment(1, data::EXPERIMENT_COST), None);
}

#[test]
fn news_can_close_the_refresh_location() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 41);
    state.news = Some((11, Vote::Right));
    assert_eq!(
        data::NEWS_DATA[11][1],
        NewsRule::CloseLocation(super::super::components::LocationKind::Refresh)
    );
    assert_eq!(
        state.check(Action::Refresh {
            inventions: true,
            inventors: false
        }),
        Err(Illegal::LocationClosed)
    );
}

#[test]
fn contracting_offers_each_new_inventor_card() {
    let mut state = in_turns(&[ManufacturingCo, Metropolitan], 42);
    state.order = [1, 0].into_iter().collect();
    state.turn = 0;
    state.players[1].stock.0[Resource::Funds.index()] = 10;
    state.players[0].stock.0[Resource::Funds.index()] = 20;
    let incoming = *state.inventor_deck.last().unwrap();
    state.play(Action::Recruit(0)).unwrap();
    assert_eq!(
        state.pending(),
        Some(Pending::Contracting {
            seat: 0,
            card: incoming,
            price: 6
        })
    );
    assert_eq!(state.current_seat(), Some(0), "on another player's turn");
    state.play(Action::Accept).unwrap();
    assert!(state.players[0].inventors.contains(&incoming));
    assert_eq!(state.players[0].stock.get(Resource::Funds), 14);
    // The refill that follows can trigger it again.
    assert!(matches!(state.pending(), Some(Pending::Contracting { .. })));
}

#[test]
fn steal_funds_and_innovative_ideas_count_players_below() {
    let mut state = in_turns(&[Authoritarian, Metropolitan, Visionary], 43);
    let mut events = Vec::new();
    state.players[1].stock.0[Resource::Funds.index()] = 1;
    state.players[2].stock.0[Resource::Funds.index()] = 5;
    state.players[0].stock = Bundle::NONE;
    state.resolve_effects(
        0,
        &[Effect::StealFunds(2), Effect::InnovativeIdeas],
        &mut events,
    );
    assert_eq!(state.players[0].stock, Bundle::new(0, 0, 0, 3, 3));
    assert_eq!(state.players[1].stock.get(Resource::Funds), 0);
    assert_eq!(state.players[2].stock.get(Resource::Funds), 3);
}

#[test]
fn funds_are_capped_at_twenty() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 44);
    let mut events = Vec::new();
    state.players[0].stock.0[Resource::Funds.index()] = 19;
    state.gain(0, Bundle::one(Resource::Funds, 5), &mut events);
    assert_eq!(state.players[0].stock.get(Resource::Funds), data::FUNDS_MAX);
}

#[test]
fn medallions_go_to_the_strictly_first_and_milestones_pay_once() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 45);
    let mut events = Vec::new();
    state.advance_track(0, Track::Economic, 4, &mut events);
    assert_eq!(state.medallion(Track::Economic), Some(0));
    state.advance_track(1, Track::Economic, 4, &mut events);
    assert_eq!(
        state.medallion(Track::Economic),
        Some(0),
        "arrival order keeps 0 ahead"
    );
    let chemistry = state.players[1].stock.get(Resource::Chemistry);
    state.advance_track(1, Track::Economic, 1, &mut events);
    assert_eq!(state.medallion(Track::Economic), Some(1));
    assert_eq!(
        state.players[1].stock.get(Resource::Chemistry),
        chemistry,
        "no milestone at 5"
    );
}

#[test]
fn the_best_experiment_allocation_is_found() {
    // 3E, 2C, 1I: X01 (3E, 4 VP) or X09 (2E 1I, 5 VP) + nothing else; X04 needs 2E 2C (5).
    let stock = Bundle::new(3, 2, 0, 1, 0);
    assert_eq!(best_experiments(stock, &[0, 8, 3], false, false).0, 5);
    // 4E 2C 1I: X04 + nothing, or X09 + ... X04 (2E2C) + X09 (2E 1I) = 10.
    let stock = Bundle::new(4, 2, 0, 1, 0);
    assert_eq!(best_experiments(stock, &[0, 8, 3], false, false).0, 10);
    // Adaptive Ideas fill gaps.
    assert_eq!(
        best_experiments(Bundle::new(2, 0, 0, 1, 0), &[0], true, false).0,
        4
    );
}

#[test]
fn a_fourth_inventor_card_replaces_one_or_is_discarded() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 46);
    let seat = on_turn(&state);
    state.players[usize::from(seat)].lab_cards = [
        Some(inventor_ids::BELL),
        Some(inventor_ids::KELVIN),
        Some(inventor_ids::LISTER),
    ];
    give_inventor(&mut state, seat, inventor_ids::DIESEL);
    state.players[usize::from(seat)].stock.0[0] = 1;
    state
        .play(Action::PlaceInventor {
            inventor: inventor_ids::DIESEL,
            cell: 24,
            rotation: 0,
            pay: Resource::Engineering,
        })
        .unwrap();
    assert_eq!(
        state.pending(),
        Some(Pending::LabFull {
            seat,
            card: inventor_ids::DIESEL
        })
    );
    state.play(Action::Choose(1)).unwrap();
    assert_eq!(
        state.players[usize::from(seat)].lab_cards[1],
        Some(inventor_ids::DIESEL)
    );
    assert!(state.discarded_cards.contains(&inventor_ids::KELVIN));
}

#[test]
fn nobel_draws_two_breakthroughs_and_keeps_one() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 47);
    let mut events = Vec::new();
    state.players[0].lab_cards[0] = Some(inventor_ids::NOBEL);
    let top_two: Vec<u8> = state
        .breakthrough_pouch
        .iter()
        .rev()
        .take(2)
        .copied()
        .collect();
    state.draw_breakthrough(0, &mut events);
    assert_eq!(state.pending(), Some(Pending::BreakthroughPick { seat: 0 }));
    let mut played = state.clone();
    played.current_seat();
    played.pending.clear();
    played.pending.push(Pending::BreakthroughPick { seat: 0 });
    played.phase = Phase::Turn;
    played.order = [0, 1].into_iter().collect();
    played.turn = 0;
    played.play(Action::Choose(1)).unwrap();
    assert_eq!(played.players[0].breakthroughs.to_vec(), vec![top_two[1]]);
    assert_eq!(played.breakthrough_pouch.len(), data::BREAKTHROUGHS - 1);
}

#[test]
fn the_vote_is_cast_by_every_player_and_the_majority_wins() {
    let mut state = in_turns(&[Authoritarian, Metropolitan, Visionary], 48);
    pass_to_round(&mut state, 2);
    assert_eq!(state.phase, Phase::Vote { seat: 0 });
    state.play(Action::CastVote(Vote::Right)).unwrap();
    state.play(Action::CastVote(Vote::Right)).unwrap();
    state.play(Action::CastVote(Vote::Left)).unwrap();
    assert_eq!(state.news.map(|(_, vote)| vote), Some(Vote::Right));
}

#[test]
fn the_news_and_liebig_set_the_conceive_price_shown_and_charged() {
    use super::super::components::{CostTarget, Modifier};
    use super::super::event::Event;
    use crate::text::Words;
    let ideas = |n: u8| Bundle::one(Resource::Ideas, n);
    let mut state = in_turns(&[Metropolitan, Authoritarian], 42);
    let seat = on_turn(&state);
    state.players[usize::from(seat)].stock = Bundle::new(0, 0, 0, 9, 9);
    // Paris Convention, right: conceiving costs 1 Idea more than the slot prints.
    assert_eq!(
        crate::text::ENGLISH.news(10),
        "Paris Convention on industrial property"
    );
    assert_eq!(
        data::NEWS_DATA[10][1],
        NewsRule::ForAll(Modifier::CostDelta(CostTarget::Conceive, 1))
    );
    let mut paris = state.clone();
    paris.news = Some((10, Vote::Right));
    let price = paris.price_of(seat, Action::Conceive(1)).unwrap();
    assert_eq!(price, ideas(data::INVENTION_OFFER_IDEAS[1] + 1));
    let events = paris.play(Action::Conceive(1)).unwrap();
    assert!(events.contains(&Event::Paid { seat, paid: price }));
    assert_eq!(
        paris.players[usize::from(seat)].stock.get(Resource::Ideas),
        9 - 3
    );
    // Liebig in the lab: the 1-Idea slot is free, and nothing is paid.
    let mut lab = state.clone();
    lab.players[usize::from(seat)].lab_cards[0] = Some(inventor_ids::LIEBIG);
    assert_eq!(lab.price_of(seat, Action::Conceive(0)), Some(Bundle::NONE));
    let events = lab.play(Action::Conceive(0)).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::Paid { .. })));
    assert_eq!(lab.players[usize::from(seat)].stock.get(Resource::Ideas), 9);
}
