//! The scenario checks of the reference sheet, §10, one test each.

use super::super::action::Action;
use super::super::components::{Bundle, Field, LabSide, Resource, SearchFilter, Track, Vote};
use super::super::data::{self, equipment_ids, invention_ids, inventor_ids};
use super::super::state::{GameState, Pending, Phase, Spot, Tile};
use super::{at_draft, in_turns, on_turn};
use LabSide::*;

fn cell(q: i8, r: i8) -> u8 {
    data::cell_index(q, r).unwrap()
}

/// Takes inventor `id` out of wherever it is and puts it in `seat`'s hand.
pub(super) fn give_inventor(state: &mut GameState, seat: u8, id: u8) {
    state.inventor_deck.retain(|&c| c != id);
    for slot in state.inventor_offer.iter_mut() {
        if *slot == Some(id) {
            *slot = None;
        }
    }
    for player in state.players.iter_mut() {
        player.inventors.retain(|&c| c != id);
    }
    state.players[usize::from(seat)].inventors.push(id);
}

pub(super) fn give_invention(state: &mut GameState, seat: u8, id: u8) {
    state.invention_stack.retain(|&c| c != id);
    for slot in state.invention_offer.iter_mut() {
        if *slot == Some(id) {
            *slot = None;
        }
    }
    for player in state.players.iter_mut() {
        player.inventions.retain(|&c| c != id);
    }
    state.players[usize::from(seat)].inventions.push(id);
}

/// Puts an inventor hex owned by `owner` on the grid (active, card in the owner's lab).
pub(super) fn put_inventor(state: &mut GameState, owner: u8, id: u8, at: u8, rotation: u8) {
    give_inventor(state, owner, id);
    state.players[usize::from(owner)]
        .inventors
        .retain(|&c| c != id);
    state.grid[usize::from(at)] = Tile::Inventor {
        id,
        rotation,
        owner,
        active: true,
    };
    state.players[usize::from(owner)].books_left -= 1;
}

/// Fills `at` with some invention tile from the stack.
pub(super) fn fill(state: &mut GameState, at: u8) {
    let tile = state.invention_stack.pop().unwrap();
    state.grid[usize::from(at)] = Tile::Invention { id: tile };
}

#[test]
fn scenario_01_three_player_setup() {
    let state = at_draft(&[Authoritarian, TradingFirm, Metropolitan], 1);
    // The sheet's 1E 1C 1P 2I 7F, and data version 3's +1 E +1 C +1 P +2 I on top.
    assert_eq!(state.players[1].stock, Bundle::new(2, 2, 2, 4, 7));
    let offered: Vec<u8> = (0..5)
        .filter(|&slot| state.equipment_offer[slot].is_some())
        .map(|slot| data::EQUIPMENT_OFFER_FUNDS[slot])
        .collect();
    assert_eq!(offered, vec![3, 2, 1, 0]);
    assert_eq!(data::experiment_locations(3), 3);
    assert_eq!(data::refresh_locations(3), 2);
    assert_eq!(data::ingenuity_locations(3), 3);
}

#[test]
fn scenario_02_round_one_has_no_news_no_income_and_one_activation() {
    let mut state = at_draft(&[Authoritarian, TradingFirm], 2);
    assert_eq!(state.news, None);
    let funds_before = state.players[0].stock.get(Resource::Funds);
    // The first drafter takes the free slot (slot 4 costs 0) into lab slot 2 (1 Idea bonus).
    let seat = on_turn(&state);
    assert_eq!(seat, 0);
    state
        .play(Action::Draft {
            slot: 4,
            lab_slot: 2,
        })
        .unwrap();
    assert_eq!(state.players[0].stock.get(Resource::Funds), funds_before);
    state
        .play(Action::Draft {
            slot: 3,
            lab_slot: 2,
        })
        .unwrap();
    assert!(matches!(state.phase, Phase::Activate { .. }) || !state.pending.is_empty());
    while !state.pending.is_empty() {
        let action = state.legal_actions()[0];
        state.play(action).unwrap();
    }
    assert_eq!(state.to_activate.count_ones(), 1);
    assert_eq!(state.extra_activations, 0);
}

#[test]
fn scenario_03_draft_and_turn_order() {
    // Ranks: A (position 1), B (4), C (6).
    let mut state = at_draft(&[Authoritarian, Metropolitan, Visionary], 3);
    state.players[2].ingenuity = 6;
    state.order = state.rank_order();
    assert_eq!(state.turn_order(), &[0, 1, 2]);
    state
        .play(Action::Draft {
            slot: 4,
            lab_slot: 0,
        })
        .unwrap(); // A: 0-cost
    state
        .play(Action::Draft {
            slot: 1,
            lab_slot: 0,
        })
        .unwrap(); // B: 3-cost
    state
        .play(Action::Draft {
            slot: 3,
            lab_slot: 0,
        })
        .unwrap(); // C: 1-cost
    super::to_turns(&mut state);
    assert_eq!(state.turn_order(), &[1, 2, 0]);
    assert_eq!(on_turn(&state), 1);
}

#[test]
fn scenario_04_unaffordable_draft_takes_the_cheapest_and_pays_everything() {
    let mut state = at_draft(
        &[Authoritarian, ManufacturingCo, Metropolitan, Visionary],
        4,
    );
    state
        .play(Action::Draft {
            slot: 4,
            lab_slot: 0,
        })
        .unwrap();
    state
        .play(Action::Draft {
            slot: 2,
            lab_slot: 0,
        })
        .unwrap();
    state
        .play(Action::Draft {
            slot: 3,
            lab_slot: 0,
        })
        .unwrap();
    while !state.pending.is_empty() {
        let action = state.legal_actions()[0];
        state.play(action).unwrap();
    }
    // Slots left cost 4 and 3; the last picker has 2 Funds.
    let last = on_turn(&state);
    state.players[usize::from(last)].stock.0[Resource::Funds.index()] = 2;
    state.players[usize::from(last)].stock.0[Resource::Ideas.index()] = 0;
    assert_eq!(
        state.check(Action::Draft {
            slot: 0,
            lab_slot: 0
        }),
        Err(super::super::legal::Illegal::MustTakeCheapest)
    );
    // The prices shown: the slot out of reach at its own price (not the 2 Funds held), the
    // cheapest for everything held.
    let price = |slot| state.price_of(last, Action::Draft { slot, lab_slot: 0 });
    let funds = |amount| Some(Bundle::one(Resource::Funds, amount));
    assert_eq!(price(0), funds(state.draft_price(last, 0)));
    assert!(state.draft_price(last, 0) > 2);
    assert_eq!(price(1), funds(2));
    // Lab slot 3 (1 Idea) rather than slot 1, whose bonus is 2 Funds.
    state
        .play(Action::Draft {
            slot: 1,
            lab_slot: 2,
        })
        .unwrap();
    assert_eq!(
        state.players[usize::from(last)].stock.get(Resource::Funds),
        0
    );
}

/// Plays the first legal actions, passing whenever possible, until round `round` has begun.
pub(super) fn pass_to_round(state: &mut GameState, round: u8) {
    while state.round < round {
        let legal = state.legal_actions();
        let action = if legal.contains(&Action::Pass) {
            Action::Pass
        } else {
            legal[0]
        };
        state.play(action).unwrap();
    }
}

#[test]
fn scenario_05_income_is_capped_at_twenty() {
    let mut state = in_turns(&[Authoritarian, ManufacturingCo, Metropolitan], 5);
    // The Manufacturing player (start position 3) has 18 Funds at the end of round 1.
    while state.round == 1 {
        let legal = state.legal_actions();
        let action = if legal.contains(&Action::Pass) {
            Action::Pass
        } else {
            legal[0]
        };
        if matches!(state.phase, Phase::Turn) && state.pending.is_empty() {
            state.players[1].stock.0[Resource::Funds.index()] = 18;
        }
        state.play(action).unwrap();
    }
    let news = state.news.unwrap().0;
    // Income comes after the vote; use a news card without funds effects.
    state.news = Some((news, Vote::Left));
    while let Phase::Vote { .. } = state.phase {
        state.play(Action::CastVote(Vote::Left)).unwrap();
    }
    assert_eq!(state.players[1].stock.get(Resource::Funds), 20);
}

#[test]
fn scenario_06_vote_tie_goes_to_the_first_ranked_and_deep_state_steals() {
    let mut state = in_turns(
        &[Authoritarian, ManufacturingCo, Metropolitan, Visionary],
        6,
    );
    pass_to_round(&mut state, 2);
    // Rank 1 is Authoritarian (position 1); make Liberal first so the tie is decided by it.
    state.players[0].ingenuity = 2;
    state.players[1].ingenuity = 1;
    for seat in 0..4 {
        state.players[seat].stock.0[Resource::Ideas.index()] = 1;
    }
    let card = state.news.unwrap().0;
    state.play(Action::CastVote(Vote::Left)).unwrap(); // Authoritarian
    state.play(Action::CastVote(Vote::Right)).unwrap(); // Liberal, 1st
    state.play(Action::CastVote(Vote::Left)).unwrap();
    state.play(Action::CastVote(Vote::Right)).unwrap();
    assert_eq!(state.news, Some((card, Vote::Right)));
    let ideas = |state: &GameState, seat: usize| state.players[seat].stock.get(Resource::Ideas);
    // Each R voter gave 1 Idea to Authoritarian (news gains aside: card-independent check).
    let gained_by_news = |seat: usize| match data::NEWS_DATA[usize::from(card)][1] {
        super::super::components::NewsRule::AllGain(gain) => gain.get(Resource::Ideas),
        super::super::components::NewsRule::RankGain { highest, gain } => {
            let first = seat == 1;
            let last = seat == state.rank_order().last().copied().unwrap_or(9) as usize;
            if (highest && first) || (!highest && last) {
                gain.get(Resource::Ideas)
            } else {
                0
            }
        }
        _ => 0,
    };
    assert_eq!(ideas(&state, 1), gained_by_news(1));
    assert_eq!(ideas(&state, 3), gained_by_news(3));
    assert_eq!(ideas(&state, 0), 3 + gained_by_news(0));
}

#[test]
fn scenario_07_progress_takes_a_resource_from_the_mover() {
    let mut state = in_turns(&[Liberal, ManufacturingCo], 7);
    // X (seat 1) at 5, Liberal at 2, nobody at 3 or 4.
    state.players[1].ingenuity = 5;
    state.players[0].ingenuity = 2;
    state.order = [1, 0].into_iter().collect();
    state.turn = 0;
    state.players[1].stock = Bundle::new(0, 1, 0, 3, 5);
    state.play(Action::AssignIngenuity { funds: 0 }).unwrap();
    assert_eq!(state.players[1].ingenuity, 2);
    assert_eq!(state.players[0].ingenuity, 5);
    assert_eq!(
        state.pending(),
        Some(Pending::Progress { seat: 0, from: 1 })
    );
    assert_eq!(state.legal_actions(), vec![Action::Take(Field::Chemistry)]);
    state.play(Action::Take(Field::Chemistry)).unwrap();
    assert_eq!(state.players[1].stock.get(Resource::Chemistry), 0);
}

#[test]
fn scenario_08_experiment_action_and_lister() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 8);
    let seat = on_turn(&state);
    let mut lister = state.clone();
    state.players[usize::from(seat)].stock = Bundle::new(1, 1, 1, 1, 2);
    state.play(Action::AssignExperiment).unwrap();
    assert_eq!(state.players[usize::from(seat)].stock, Bundle::NONE);
    assert_eq!(state.players[usize::from(seat)].experiments.len(), 1);
    lister.players[usize::from(seat)].stock = Bundle::new(1, 1, 1, 1, 2);
    lister.players[usize::from(seat)].lab_cards[0] = Some(inventor_ids::LISTER);
    give_inventor(&mut lister, seat, inventor_ids::LISTER);
    lister.players[usize::from(seat)]
        .inventors
        .retain(|&c| c != inventor_ids::LISTER);
    lister.play(Action::AssignExperiment).unwrap();
    assert_eq!(
        lister.players[usize::from(seat)].stock,
        Bundle::new(0, 0, 0, 0, 2)
    );
}

#[test]
fn scenario_09_refresh_inventions_then_take_a_new_tile() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 9);
    let seat = usize::from(on_turn(&state));
    state.players[seat].stock = Bundle::new(0, 0, 0, 2, 2);
    let old = state.invention_offer.map(|t| t.unwrap());
    let top3: Vec<u8> = state
        .invention_stack
        .iter()
        .rev()
        .take(3)
        .copied()
        .collect();
    state
        .play(Action::Refresh {
            inventions: true,
            inventors: false,
        })
        .unwrap();
    assert_eq!(state.players[seat].stock.get(Resource::Funds), 0);
    // Old tiles under the stack in slot order: Ideas1 is drawn before Ideas2 and Ideas3.
    assert_eq!(&state.invention_stack[..3], &[old[2], old[1], old[0]]);
    assert_eq!(state.invention_offer.map(|t| t.unwrap()).to_vec(), top3);
    let next = *state.invention_stack.last().unwrap();
    state.play(Action::Conceive(1)).unwrap();
    assert!(state.players[seat].inventions.contains(&top3[1]));
    assert_eq!(state.players[seat].stock.get(Resource::Ideas), 0);
    assert_eq!(
        state.invention_offer,
        [Some(top3[0]), Some(top3[2]), Some(next)]
    );
}

#[test]
fn scenario_10_recruit_from_funds4_and_bell() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 10);
    let seat = usize::from(on_turn(&state));
    let mut bell = state.clone();
    state.players[seat].stock.0[Resource::Funds.index()] = 10;
    let [_, second, third] = state.inventor_offer;
    let next = *state.inventor_deck.last().unwrap();
    state.play(Action::Recruit(1)).unwrap();
    assert_eq!(state.players[seat].stock.get(Resource::Funds), 6);
    assert!(state.players[seat].inventors.contains(&second.unwrap()));
    assert_eq!(state.inventor_offer[1], third);
    assert_eq!(state.inventor_offer[2], Some(next));
    bell.players[seat].stock.0[Resource::Funds.index()] = 10;
    bell.players[seat].lab_cards[0] = Some(inventor_ids::BELL);
    bell.play(Action::Recruit(1)).unwrap();
    assert_eq!(bell.players[seat].stock.get(Resource::Funds), 7);
}

#[test]
fn scenario_11_inventor_placement_and_spacing() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 11);
    let seat = on_turn(&state);
    give_inventor(&mut state, seat, inventor_ids::TESLA);
    state.players[usize::from(seat)].stock = Bundle::new(0, 0, 1, 0, 0);
    state.players[usize::from(seat)].lab_cards = [None; 3];
    state
        .play(Action::PlaceInventor {
            inventor: inventor_ids::TESLA,
            cell: cell(1, 0),
            rotation: 0,
            pay: Resource::Physics,
        })
        .unwrap();
    let player = &state.players[usize::from(seat)];
    assert_eq!(player.stock, Bundle::new(0, 0, 0, 1, 0));
    assert_eq!(player.lab_cards[0], Some(inventor_ids::TESLA));
    assert_eq!(
        state.check_inventor_cell(cell(2, 0)),
        Err(super::super::legal::Illegal::NextToInventor)
    );
    assert_eq!(state.check_inventor_cell(cell(3, 0)), Ok(()));
}

#[test]
fn scenario_12_edge_match() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 12);
    let seat = on_turn(&state);
    put_inventor(&mut state, 1 - seat, inventor_ids::TESLA, cell(1, 0), 0);
    assert!(state.supports(seat, cell(2, 0), Field::Engineering));
    assert!(!state.supports(seat, cell(2, 0), Field::Physics));
    assert!(state.supports(seat, cell(1, 1), Field::Physics));
    assert!(!state.supports(seat, cell(1, 1), Field::Chemistry));
    state.players[usize::from(seat)].lab_cards[0] = Some(inventor_ids::MENDELEEV);
    assert!(state.supports(seat, cell(1, 1), Field::Chemistry));
    state.players[usize::from(seat)].lab_cards[0] = None;
    state.news = Some((16, Vote::Left));
    assert!(state.supports(seat, cell(1, 1), Field::Chemistry));
}

#[test]
fn scenario_13_wheatstone_places_physics_next_to_any_inventor() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 13);
    let seat = on_turn(&state);
    let other = 1 - seat;
    put_inventor(&mut state, other, inventor_ids::FORD, cell(1, 0), 0);
    assert!(!state.supports(seat, cell(2, 0), Field::Physics));
    state.players[usize::from(seat)].lab_cards[0] = Some(inventor_ids::WHEATSTONE);
    assert!(state.supports(seat, cell(2, 0), Field::Physics));
    assert!(!state.supports(other, cell(2, 0), Field::Physics));
}

#[test]
fn scenario_14_medallion_payment() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 14);
    let seat = on_turn(&state);
    let cost = data::INVENTION_DATA[usize::from(invention_ids::HELICOPTER)].cost;
    assert_eq!(cost, Bundle::new(2, 1, 1, 0, 0));
    state.players[usize::from(seat)].stock = Bundle::new(4, 0, 0, 0, 0);
    let four_e = Bundle::new(4, 0, 0, 0, 0);
    assert!(!state.invention_payment_fits(seat, cost, 0, four_e));
    state.medallions[Track::Industrial.index()] = Some(seat);
    assert!(state.invention_payment_fits(seat, cost, 0, four_e));
    state.medallions = [None, Some(seat), None];
    assert!(!state.invention_payment_fits(seat, cost, 0, four_e));
}

#[test]
fn scenario_15_entrepreneurship_counts_what_is_paid() {
    let mut state = in_turns(&[TradingFirm, Liberal], 15);
    let seat = 0;
    state.order = [0, 1].into_iter().collect();
    state.turn = 0;
    put_inventor(&mut state, 1, inventor_ids::DIESEL, cell(1, 0), 0);
    give_invention(&mut state, seat, invention_ids::HELICOPTER);
    state.players[0].stock = Bundle::new(2, 1, 1, 0, 0);
    state
        .play(Action::PlaceInvention {
            invention: invention_ids::HELICOPTER,
            cell: cell(2, 0),
            pay: Bundle::new(2, 1, 1, 0, 0),
        })
        .unwrap();
    assert_eq!(state.players[0].stock.get(Resource::Funds), 4);
    // Radiocircuit (P3 E1 C1) through Sonar's PlaceDiscounted(2), paying P3 only: +3 F.
    let mut state = in_turns(&[TradingFirm, Liberal], 15);
    state.order = [0, 1].into_iter().collect();
    state.turn = 0;
    put_inventor(&mut state, 1, inventor_ids::HERTZ, cell(1, 0), 0);
    give_invention(&mut state, 0, invention_ids::RADIOCIRCUIT);
    state.players[0].stock = Bundle::new(0, 0, 3, 0, 0);
    state
        .pending
        .push(Pending::PlaceDiscounted { seat: 0, waive: 2 });
    state
        .play(Action::PlaceInvention {
            invention: invention_ids::RADIOCIRCUIT,
            cell: cell(2, 0),
            pay: Bundle::new(0, 0, 3, 0, 0),
        })
        .unwrap();
    assert_eq!(state.players[0].stock.get(Resource::Funds), 3);
}

#[test]
fn scenario_16_milestone_with_and_without_benz() {
    for (benz, space) in [(false, 4), (true, 5)] {
        let mut state = in_turns(&[Authoritarian, Metropolitan], 16);
        let seat = on_turn(&state);
        put_inventor(&mut state, 1 - seat, inventor_ids::FORD, cell(1, 0), 0);
        give_invention(&mut state, seat, invention_ids::FIRST_CAR);
        let player = &mut state.players[usize::from(seat)];
        player.tracks[0] = 2;
        player.stock = Bundle::new(1, 1, 1, 0, 0);
        player.lab_cards = [None; 3];
        if benz {
            player.lab_cards[0] = Some(inventor_ids::BENZ);
        }
        state
            .play(Action::PlaceInvention {
                invention: invention_ids::FIRST_CAR,
                cell: cell(2, 0),
                pay: Bundle::new(1, 1, 1, 0, 0),
            })
            .unwrap();
        assert_eq!(state.players[usize::from(seat)].tracks[0], space);
        assert_eq!(
            state.players[usize::from(seat)]
                .stock
                .get(Resource::Engineering),
            2
        );
    }
}

#[test]
fn scenario_17_top_lock_and_lost_steps() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 17);
    let mut events = Vec::new();
    state.players[0].tracks[0] = 8;
    state.advance_track(0, Track::Industrial, 5, &mut events);
    assert_eq!(state.players[0].tracks[0], 10);
    assert_eq!(state.players[0].stock.get(Resource::Funds), 5 + 3);
    state.players[1].tracks[0] = 9;
    state.advance_track(1, Track::Industrial, 3, &mut events);
    assert_eq!(state.track_ranking(Track::Industrial).to_vec(), vec![0, 1]);
    let scores = state.scores();
    assert_eq!(scores[0].tracks, 8);
    assert_eq!(scores[1].tracks, 4);
}

#[test]
fn scenario_18_non_entrants_score_nothing() {
    let mut state = in_turns(&[Authoritarian, ManufacturingCo, Metropolitan], 18);
    let mut events = Vec::new();
    state.advance_track(0, Track::Academic, 3, &mut events);
    state.advance_track(1, Track::Academic, 2, &mut events);
    let scores = state.scores();
    assert_eq!(
        [scores[0].tracks, scores[1].tracks, scores[2].tracks],
        [8, 4, 0]
    );
}

#[test]
fn scenario_19_retirement_when_the_last_cell_fills() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 19);
    let placer = on_turn(&state);
    let owner = 1 - placer;
    put_inventor(&mut state, owner, inventor_ids::FORD, cell(1, 0), 0);
    state.players[usize::from(owner)].lab_cards = [Some(inventor_ids::FORD), None, None];
    for (q, r) in [(2, 0), (2, -1), (1, -1), (0, 1)] {
        fill(&mut state, cell(q, r));
    }
    give_invention(&mut state, placer, invention_ids::SEWING_MACHINE);
    state.players[usize::from(placer)].stock = Bundle::new(2, 1, 0, 0, 0);
    let books = state.players[usize::from(owner)].books_left;
    state
        .play(Action::PlaceInvention {
            invention: invention_ids::SEWING_MACHINE,
            cell: cell(1, 1),
            pay: Bundle::new(2, 1, 0, 0, 0),
        })
        .unwrap();
    assert!(matches!(
        state.grid[usize::from(cell(1, 0))],
        Tile::Inventor { active: false, .. }
    ));
    assert_eq!(state.players[usize::from(owner)].books_left, books + 1);
    assert_eq!(state.players[usize::from(owner)].lab_cards[0], None);
    assert!(state.discarded_cards.contains(&inventor_ids::FORD));
    assert_eq!(state.players[usize::from(placer)].breakthroughs.len(), 1);
}

#[test]
fn scenario_20_rim_retirement() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 20);
    let placer = on_turn(&state);
    put_inventor(&mut state, placer, inventor_ids::FORD, cell(3, 0), 0);
    fill(&mut state, cell(2, 0));
    fill(&mut state, cell(3, -1));
    state.grid[usize::from(cell(2, 1))] = Tile::Invention {
        id: state.invention_stack.pop().unwrap(),
    };
    // The retirement check runs from the placed cell.
    let mut probe = state.clone();
    probe.grid[usize::from(cell(2, 1))] = Tile::Empty;
    give_invention(&mut probe, placer, invention_ids::SEWING_MACHINE);
    probe.players[usize::from(placer)].stock = Bundle::new(2, 1, 0, 0, 0);
    probe
        .play(Action::PlaceInvention {
            invention: invention_ids::SEWING_MACHINE,
            cell: cell(2, 1),
            pay: Bundle::new(2, 1, 0, 0, 0),
        })
        .unwrap();
    assert!(matches!(
        probe.grid[usize::from(cell(3, 0))],
        Tile::Inventor { active: false, .. }
    ));
    assert_eq!(probe.players[usize::from(placer)].breakthroughs.len(), 1);
}

#[test]
fn scenario_21_self_retiring_placement() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 21);
    let seat = on_turn(&state);
    let target = cell(1, 0);
    for (_, next) in GameState::grid_neighbours(target) {
        fill(&mut state, next);
    }
    give_inventor(&mut state, seat, inventor_ids::BRUNEL);
    state.players[usize::from(seat)].stock = Bundle::new(1, 0, 0, 0, 0);
    let books = state.players[usize::from(seat)].books_left;
    state
        .play(Action::PlaceInventor {
            inventor: inventor_ids::BRUNEL,
            cell: target,
            rotation: 0,
            pay: Resource::Engineering,
        })
        .unwrap();
    let player = &state.players[usize::from(seat)];
    assert_eq!(player.stock.get(Resource::Ideas), 3);
    assert_eq!(player.books_left, books);
    assert!(!player.lab_cards.contains(&Some(inventor_ids::BRUNEL)));
    assert!(state.discarded_cards.contains(&inventor_ids::BRUNEL));
    assert_eq!(player.breakthroughs.len(), 1);
}

#[test]
fn scenario_22_steal_switch() {
    let mut state = in_turns(&[Authoritarian, ManufacturingCo, Metropolitan], 22);
    let mut events = Vec::new();
    state.players[0].switches_on = 2;
    state.players[1].switches_on = 2;
    state.players[2].switches_on = 4;
    state.resolve_effects(
        0,
        &[super::super::components::Effect::StealSwitch],
        &mut events,
    );
    assert_eq!(state.players[1].switches_on, 3);
    assert_eq!(state.players[2].switches_on, 4);
    assert_eq!(state.players[0].switches_on, 1);
}

#[test]
fn scenario_23_instant_conversions() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 23);
    let seat = usize::from(on_turn(&state));
    state.players[seat].stock = Bundle::new(3, 2, 1, 0, 0);
    state
        .play(Action::ConvertToIdea(Field::Engineering))
        .unwrap();
    state
        .play(Action::ConvertScience {
            from: Field::Chemistry,
            to: Field::Physics,
        })
        .unwrap();
    state.play(Action::ConvertToFunds(Field::Physics)).unwrap();
    assert_eq!(state.players[seat].stock, Bundle::new(0, 0, 1, 1, 1));
    state.players[seat].lab_cards[0] = Some(inventor_ids::FARADAY);
    state.players[seat].stock = Bundle::new(2, 0, 1, 0, 0);
    state
        .play(Action::ConvertToIdea(Field::Engineering))
        .unwrap();
    assert_eq!(state.players[seat].stock.get(Resource::Ideas), 1);
    state.players[seat].lab_cards[0] = None;
    state.news = Some((8, Vote::Right));
    state.play(Action::ConvertToFunds(Field::Physics)).unwrap();
    assert_eq!(state.players[seat].stock.get(Resource::Funds), 2);
}

#[test]
fn scenario_24_grid_full_ends_the_game_at_once() {
    let mut state = in_turns(&[Authoritarian, ManufacturingCo, Metropolitan], 24);
    let seat = on_turn(&state);
    put_inventor(&mut state, seat, inventor_ids::HERTZ, cell(1, 0), 0);
    for target in 0..data::CELLS as u8 {
        if target != cell(1, 0)
            && target != cell(2, 0)
            && state.grid[usize::from(target)] == Tile::Empty
        {
            fill(&mut state, target);
        }
    }
    give_invention(&mut state, seat, invention_ids::LIGHTBULB);
    state.players[usize::from(seat)].stock = Bundle::new(0, 1, 3, 0, 0);
    let before = state.players[usize::from(seat)].tracks[1];
    state
        .play(Action::PlaceInvention {
            invention: invention_ids::LIGHTBULB,
            cell: cell(2, 0),
            pay: Bundle::new(0, 1, 3, 0, 0),
        })
        .unwrap();
    assert_eq!(state.players[usize::from(seat)].tracks[1], before + 2);
    // ActivateEquipment(2) resolves first, then the game ends.
    assert!(matches!(
        state.pending(),
        Some(Pending::ActivateEquipment { count: 2, .. })
    ));
    assert!(!state.is_over());
    state.play(Action::Decline).unwrap();
    assert!(state.is_over());
    assert_eq!(state.round, 1);
}

#[test]
fn scenario_25_final_tie_goes_to_ingenuity() {
    let state = in_turns(&[Authoritarian, Metropolitan], 25);
    let scores = state.scores();
    let mut tied = state.clone();
    // Equal totals: both have nothing but their resources (no experiments): 0 VP each from
    // tracks; Ingenuity VP would differ, so compare with the Ingenuity part removed.
    tied.players[0].experiments.clear();
    tied.players[1].experiments.clear();
    let scores_tied = tied.scores();
    assert_eq!(scores.len(), 2);
    let best = scores_tied.iter().map(|s| s.total).max().unwrap();
    let winners: Vec<_> = scores_tied.iter().filter(|s| s.winner).collect();
    assert_eq!(winners.len(), 1);
    assert_eq!(winners[0].total, best);
    // Force an exact tie by giving seat 1 the missing VP as a breakthrough.
    let gap = scores_tied[0].total - scores_tied[1].total;
    assert_eq!(gap, 2, "Ingenuity 1st 4 VP, 2nd 2 VP");
    tied.players[1].breakthroughs.push(4); // a 2-VP token
    let scores = tied.scores();
    assert_eq!(scores[0].total, scores[1].total);
    assert!(scores[0].winner, "Authoritarian is higher on Ingenuity");
}

#[test]
fn scenario_26_ford_search() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 26);
    let seat = on_turn(&state);
    state.players[usize::from(seat)].lab_cards[0] = Some(inventor_ids::FORD);
    for id in [
        invention_ids::SEWING_MACHINE,
        invention_ids::RADAR,
        invention_ids::VACCINE,
    ] {
        give_invention(&mut state, seat, id);
        state.players[usize::from(seat)]
            .inventions
            .retain(|&t| t != id);
        state.invention_stack.push(id);
    }
    state.play(Action::Trigger(0)).unwrap();
    assert!(matches!(
        state.pending(),
        Some(Pending::Search {
            filters: [SearchFilter::Field(Field::Engineering), _],
            ..
        })
    ));
    state.play(Action::Choose(0)).unwrap();
    let player = &state.players[usize::from(seat)];
    assert!(player.inventions.contains(&invention_ids::SEWING_MACHINE));
    assert_eq!(player.switches_on, 1);
    assert_eq!(
        &state.invention_stack[..2],
        &[invention_ids::RADAR, invention_ids::VACCINE]
    );
}

#[test]
fn scenario_27_eureka() {
    let mut state = in_turns(&[Authoritarian, Visionary], 27);
    state.order = [1, 0].into_iter().collect();
    state.turn = 0;
    state.players[1].stock = Bundle::new(0, 0, 0, 3, 0);
    let tile = state.invention_offer[1].unwrap();
    state.play(Action::Conceive(1)).unwrap();
    assert_eq!(state.pending(), Some(Pending::Eureka { seat: 1 }));
    let top = *state.invention_stack.last().unwrap();
    state.play(Action::Accept).unwrap();
    assert_eq!(state.players[1].stock.get(Resource::Ideas), 0);
    assert!(state.players[1].inventions.contains(&tile));
    assert!(state.players[1].inventions.contains(&top));
}

#[test]
fn scenario_28_equipment_reset_in_upkeep_does_nothing() {
    let mut state = in_turns(&[Authoritarian, Metropolitan], 28);
    let seat = on_turn(&state);
    let mut events = Vec::new();
    state.players[usize::from(seat)].equipment =
        [Some(equipment_ids::DIFFERENCE_ENGINE), None, None, None];
    state.activate_token(seat, 0, &mut events);
    assert_eq!(state.players[usize::from(seat)].switches_on, 0);
    state.players[usize::from(seat)].switches_on = 2;
    state.play(Action::AssignEquipment(0)).unwrap();
    assert_eq!(state.players[usize::from(seat)].switches_on, 1);
    assert!(state.players[usize::from(seat)]
        .spots
        .contains(&Spot::Equipment(0)));
}
