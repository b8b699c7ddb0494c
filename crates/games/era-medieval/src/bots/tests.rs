//! The bots: legal play by every level over whole games, decisions that ignore what a bot may
//! not see, the position value's landmarks, and (ignored, run by hand in release) tournaments.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use super::*;
use crate::rules::{Building, Setup};

/// Plays a whole game with `levels` (one per seat), checking every decision is legal.
fn play_with(levels: &[Level], seed: u64) -> GameState {
    let names: Vec<String> = (0..levels.len()).map(|seat| format!("P{seat}")).collect();
    let mut state = GameState::new(&Setup::new(names, seed)).unwrap();
    let mut rng = Rng::new(seed);
    while let Some(seat) = state.current_seat() {
        let level = levels[usize::from(seat)];
        let action = if level == Level::Hard {
            search::plan_turn(&state, rng.next_u64(), 6)
                .first()
                .copied()
        } else {
            choose(level, &state, rng.next_u64())
        }
        .unwrap_or_else(|| panic!("{level:?} has no action in {:?}", state.phase()));
        assert!(state.check(action).is_ok(), "{level:?}: {action:?}");
        if let Err(error) = state.play(action) {
            panic!("{level:?} chose {error:?} in {:?}", state.phase());
        }
    }
    state
}

/// Every level in every seat, 1 to 4 players: every decision is one of the legal actions, and
/// the game ends. Hard searches with a few playouts per decision here.
#[test]
fn every_level_plays_legal_actions_to_the_end_for_one_to_four_players() {
    let levels = [Level::Random, Level::Easy, Level::Medium, Level::Hard];
    for players in 1..=4 {
        for game in 0..4u64 {
            let lineup: Vec<Level> = (0..players)
                .map(|seat| levels[(seat + game as usize) % levels.len()])
                .collect();
            let state = play_with(&lineup, 100 * players as u64 + game);
            assert!(state.is_over(), "{players} players, game {game}");
            assert_eq!(state.scores().len(), players);
        }
    }
}

/// `choose` for Hard (its fixed playouts) over the start of games, solitaire included.
#[test]
fn hard_chooses_legal_actions_through_its_own_entry_point() {
    for players in [1, 3] {
        let names: Vec<String> = (0..players).map(|seat| format!("P{seat}")).collect();
        let mut state = GameState::new(&Setup::new(names, 5)).unwrap();
        let mut rng = Rng::new(5);
        for _ in 0..30 {
            let Some(action) = choose(Level::Hard, &state, rng.next_u64()) else {
                break;
            };
            state.play(action).unwrap();
        }
    }
}

/// Positions at many kinds of decision, from Medium games.
fn sample_positions(players: usize, seed: u64, every: usize) -> Vec<GameState> {
    let names: Vec<String> = (0..players).map(|seat| format!("P{seat}")).collect();
    let mut state = GameState::new(&Setup::new(names, seed)).unwrap();
    let mut rng = Rng::new(seed);
    let mut positions = Vec::new();
    let mut index = 0;
    while state.current_seat().is_some() {
        if index % every == 0 || matches!(state.phase(), Phase::Roll { .. }) && index % 3 == 0 {
            positions.push(state.clone());
        }
        index += 1;
        let action = choose(Level::Medium, &state, rng.next_u64()).unwrap();
        state.play(action).unwrap();
    }
    positions
}

/// The same position with another random state (other future dice, other dice behind the other
/// players' screens): every level decides the same, as none of them can see those.
#[test]
fn no_bot_sees_the_future_dice_or_the_dice_behind_other_screens() {
    let mut compared = 0;
    let mut hidden = 0;
    for (players, seed) in [(3, 31), (2, 32), (4, 33), (1, 34)] {
        for state in sample_positions(players, seed, 9) {
            let other = state.redeal_hidden(0xD1CE);
            assert_ne!(other, state, "the random state differs");
            let viewer = state.current_seat().unwrap();
            if (0..players as u8).any(|seat| seat != viewer && state.dice_hidden(seat)) {
                hidden += 1;
            }
            for level in [Level::Random, Level::Easy, Level::Medium, Level::Hard] {
                if level == Level::Hard && compared % 5 != 0 {
                    continue;
                }
                for seed in 0..2 {
                    assert_eq!(
                        choose(level, &state, seed),
                        choose(level, &other, seed),
                        "{level:?} in {:?}",
                        state.phase()
                    );
                }
            }
            compared += 1;
        }
    }
    assert!(
        compared > 40 && hidden > 5,
        "{compared} positions, {hidden} with hidden dice"
    );
}

/// The oracle (Hard seeing everything, for measurements) searches the real state: at a roll,
/// another random state (other dice to come) gives it other playouts, where Hard's search is
/// the same whatever the real dice to come.
#[test]
fn the_oracle_sees_the_dice_to_come_and_hard_does_not() {
    use tabletop::search::{Search, Sight};
    let mut rolls = 0;
    let mut oracle_differs = 0;
    for state in sample_positions(3, 35, 1000) {
        if !matches!(state.phase(), Phase::Roll { .. }) {
            continue;
        }
        let other = state.redeal_hidden(0xD1CE);
        let weighed = |state: &GameState, sight: Sight| {
            let mut search = Search::seeing(state, 5, sight).unwrap();
            for _ in 0..40 {
                search.step();
            }
            search.weighed()
        };
        assert_eq!(weighed(&state, Sight::Fair), weighed(&other, Sight::Fair));
        if weighed(&state, Sight::Everything) != weighed(&other, Sight::Everything) {
            oracle_differs += 1;
        }
        rolls += 1;
    }
    assert!(
        rolls > 5 && oracle_differs * 2 > rolls,
        "{oracle_differs} of {rolls}"
    );
}

/// The position value is the final score once the game is over, and values a walled building
/// over the same building outside.
#[test]
fn the_position_value_ends_as_the_score_and_prefers_walled_buildings() {
    let state = play_with(&[Level::Medium, Level::Medium], 41);
    for score in state.scores() {
        assert_eq!(value(&state, score.seat), f64::from(score.total));
    }
    let mut setup = Setup::new(["A", "B"], 42);
    setup.start_player = Some(0);
    let mut state = GameState::new(&setup).unwrap();
    state.play(Action::DefaultDomain).unwrap();
    state.play(Action::DefaultDomain).unwrap();
    let walled = GameState::clone(&state);
    let mut outside = state.clone();
    // The default longhouse inside the walls, moved outside.
    let domain = &mut outside.players[0].domain;
    let index = domain
        .buildings()
        .iter()
        .position(|placed| domain.is_walled(placed) && placed.building == Building::Longhouse)
        .unwrap();
    let mut placed = domain.remove_building(index);
    placed.anchor = crate::rules::Cell::new(12, 10);
    domain.add_building(placed);
    assert!(value(&walled, 0) > value(&outside, 0) + 0.5);
}

#[test]
fn medium_wins_at_least_nine_games_in_ten_against_two_random_players() {
    let now = || 0.0;
    let report = tournament(
        &Entrant::all(&[Level::Medium, Level::Random, Level::Random], 0.0),
        30,
        7,
        Seating::Rotated,
        &now,
    )
    .unwrap();
    let [medium, random, _] = &report.results[..] else {
        panic!("three results")
    };
    assert!(medium.win_rate >= 0.9, "{medium:?}");
    assert!(medium.average_score > random.average_score + 20.0);
}

#[test]
fn easy_scores_between_random_and_medium() {
    let now = || 0.0;
    let report = tournament(
        &Entrant::all(&[Level::Medium, Level::Easy, Level::Random], 0.0),
        24,
        8,
        Seating::Rotated,
        &now,
    )
    .unwrap();
    let [medium, easy, random] = &report.results[..] else {
        panic!("three results")
    };
    assert!(
        medium.average_score > easy.average_score,
        "{medium:?} {easy:?}"
    );
    assert!(
        easy.average_score > random.average_score,
        "{easy:?} {random:?}"
    );
}

/// The first decision of a Build step with several hammers, from a Medium game.
fn build_position(seed: u64) -> GameState {
    let mut state = GameState::new(&Setup::new(["A", "B", "C"], seed)).unwrap();
    let mut rng = Rng::new(seed);
    loop {
        if let Phase::Build {
            hammers, built: 0, ..
        } = state.phase()
        {
            if *hammers >= 2 && state.legal_actions().len() > 50 {
                return state;
            }
        }
        let action = choose(Level::Medium, &state, rng.next_u64()).unwrap();
        state.play(action).unwrap();
        assert!(!state.is_over(), "no build with two hammers");
    }
}

#[test]
fn a_hard_build_plan_covers_the_turn_and_is_dropped_when_the_game_moves_elsewhere() {
    let state = build_position(21);
    let seat = state.current_seat().unwrap();
    let actions = search::plan_turn(&state, 9, 12);
    assert!(!actions.is_empty());
    let mut plan = search::TurnPlan::new(&state, actions.clone());
    let mut played = state.clone();
    for action in &actions {
        assert_eq!(plan.upcoming(&played), Some(*action));
        assert_eq!(plan.next(&played), Some(*action));
        played.play(*action).unwrap();
    }
    // The plan ends with the turn: the Build step has moved on from this player.
    assert!(!matches!(played.phase(), Phase::Build { seat: now, .. } if *now == seat));
    assert_eq!(plan.next(&played), None);
    let mut stale = search::TurnPlan::new(&played, vec![actions[0]]);
    assert_eq!(stale.next(&state), None);
}

/// Hard's rerolls are searched over sets of dice, not only the worst dice first: its best
/// choice is never worth less than the best of those, sometimes more, and always legal.
#[test]
fn hard_climbs_from_the_worst_dice_first_to_a_better_set_of_rerolls() {
    let prefixes_only = search::Settings {
        roll_climb: false,
        ..search::Settings::DEFAULT
    };
    let mut better = 0;
    let mut rolls = 0;
    for seed in [3, 4, 5] {
        for view in sample_positions(3, seed, 1000) {
            let Phase::Roll { seat, .. } = *view.phase() else {
                continue;
            };
            let legal = view.legal_actions();
            let best = |options: Vec<(Action, f64)>| {
                options
                    .iter()
                    .map(|option| option.1)
                    .fold(f64::MIN, f64::max)
            };
            let climbed =
                value::as_hard(|| policy::options(policy::Care::Careful, &view, seat, &legal));
            assert!(climbed.iter().all(|(action, _)| legal.contains(action)));
            let prefixes = search::with_settings(prefixes_only, || {
                value::as_hard(|| policy::options(policy::Care::Careful, &view, seat, &legal))
            });
            rolls += 1;
            assert!(best(climbed.clone()) >= best(prefixes.clone()));
            if best(climbed) > best(prefixes) + 1e-9 {
                better += 1;
            }
        }
    }
    assert!(rolls > 20, "{rolls} roll decisions");
    assert!(
        better > 0,
        "the climb never found a better set in {rolls} rolls"
    );
}

/// A build turn with three hammers or more: Hard's plans start with up to three structures
/// chosen among the best few at each step (the rest is completed greedily).
#[test]
fn hard_weighs_build_plans_three_structures_deep() {
    use tabletop::search::{Openings, Planner};
    let deep = (21..40)
        .map(build_position)
        .find(|state| matches!(state.phase(), Phase::Build { hammers, .. } if *hammers >= 3))
        .expect("a build with three hammers");
    let seat = deep.current_seat().unwrap();
    let Openings::ToComplete(openings) = deep.openings(seat) else {
        panic!("build plans are completed");
    };
    assert!(openings.iter().all(|opening| opening.len() <= 3));
    assert!(openings.iter().any(|opening| opening.len() == 3));
    assert!(openings.len() > 12, "{} openings", openings.len());
    assert!(openings
        .iter()
        .all(|opening| deep.check(opening[0]).is_ok()));
}

#[test]
fn hard_search_steps_list_every_plan_before_any_playout() {
    let state = build_position(22);
    let mut search = search::Search::new(&state, 1).unwrap();
    let mut listing = 0;
    while !search.is_listed() {
        search.step();
        listing += 1;
    }
    assert!(listing > 1, "build plans are completed one per step");
    assert!(search.candidates() > 1);
    assert_eq!(search.playouts(), 0);
    for _ in 0..10 {
        search.step();
    }
    assert_eq!(search.playouts(), 10);
    let plan = search.best_plan();
    assert!(state.check(plan[0]).is_ok());
}

#[test]
fn builds_by_prior_take_the_completed_plan_medium_values_best_whatever_the_playouts() {
    let settings = search::Settings {
        builds_by_prior: true,
        ..search::Settings::DEFAULT
    };
    search::with_settings(settings, || {
        for seed in [24, 25, 26] {
            let state = build_position(seed);
            let mut listed = search::Search::new(&state, 3).unwrap();
            while !listed.is_listed() {
                listed.step();
            }
            assert!(listed.listed() > 1);
            assert_eq!(
                listed.candidates(),
                1,
                "only the best plan by its prior is in play"
            );
            let quick = search::plan_turn(&state, 3, 0);
            assert!(!quick.is_empty());
            assert_eq!(search::plan_turn(&state, 3, 200), quick);
            assert_eq!(search::plan_turn(&state, 4, 50), quick);
        }
    });
}

#[test]
fn the_search_weighs_a_players_own_turn_beside_its_best_plans() {
    let state = build_position(23);
    let best = search::plan_turn(&state, 5, 0);
    // A turn the search would not list by itself: the first legal action, then its own completion.
    let mut own = state.clone();
    let first = state.legal_actions()[0];
    own.play(first).unwrap();
    let mut own_turn = vec![first];
    while own.current_seat() == state.current_seat() && own.is_mid_turn() {
        let next = own.legal_actions()[0];
        own.play(next).unwrap();
        own_turn.push(next);
    }
    let mut search = search::Search::with_plan(&state, 5, own_turn.clone()).unwrap();
    while !search.is_listed() {
        search.step();
    }
    for _ in 0..40 {
        search.step();
    }
    let weighed = search.weighed();
    assert!(weighed.iter().any(|w| w.plan == own_turn));
    assert!(
        weighed.iter().all(|w| w.playouts > 0),
        "each plan is tried before any again"
    );
    assert_eq!(weighed[0].plan, search.best_plan());
    assert!(weighed
        .windows(2)
        .all(|pair| pair[0].value >= pair[1].value));
    assert!(!best.is_empty());
}

#[test]
#[ignore]
fn diagnose() {
    for seed in 0..3 {
        let levels = [Level::Medium, Level::Medium, Level::Medium];
        let names: Vec<String> = (0..levels.len()).map(|seat| format!("P{seat}")).collect();
        let mut state = GameState::new(&Setup::new(names, seed)).unwrap();
        let mut rng = Rng::new(seed);
        let mut last_round = 0;
        while let Some(seat) = state.current_seat() {
            if state.round() != last_round {
                last_round = state.round();
                let summary: Vec<String> = state
                    .players()
                    .iter()
                    .map(|p| {
                        format!(
                            "b{} w{} a{} r{:?} c{} d{} v{:.1}",
                            p.domain().buildings().len(),
                            p.domain().walls().len(),
                            p.domain().walled_area(),
                            p.resources().0,
                            p.culture(),
                            p.disaster(),
                            0.0
                        )
                    })
                    .collect();
                let values = value::values(&state, None, false);
                println!(
                    "round {last_round} fut {} {:?} {:?}",
                    value::future_rounds(&state),
                    summary,
                    values.iter().map(|v| format!("{v:.1}")).collect::<Vec<_>>()
                );
            }
            let level = levels[usize::from(seat)];
            let action = choose(level, &state, rng.next_u64()).unwrap();
            if matches!(action, Action::Build { .. } | Action::Wall { .. }) {
                println!("  {seat} {action:?}");
            }
            state.play(action).unwrap();
        }
        for score in state.scores() {
            println!("{score:?}");
        }
        println!("supply {:?}", state.supply().buildings);
    }
}

/// Per candidate: prior, playout mean and spread, at some positions (run by hand).
#[test]
#[ignore]
fn diagnose_playouts() {
    use tabletop::search::{Openings, Planner};
    use tabletop::Game;
    for state in sample_positions(3, 77, 7).into_iter().take(40) {
        let seat = state.current_seat().unwrap();
        let view = state.determinize(1);
        let plans: Vec<(Vec<Action>, f64)> = match view.openings(seat) {
            Openings::Valued(plans) => plans,
            Openings::ToComplete(openings) => openings
                .into_iter()
                .map(|opening| {
                    let mut end = view.clone();
                    let plan = end.complete(seat, opening);
                    let prior = end.evaluate(seat);
                    (plan, prior)
                })
                .collect(),
        };
        if plans.len() < 2 {
            continue;
        }
        println!("{:?} round {}", state.phase(), state.round());
        for (plan, prior) in plans {
            let mut values = Vec::new();
            let mut rng = Rng::new(9);
            for _ in 0..60 {
                let mut s = view.determinize(rng.next_u64());
                let mut events = Vec::new();
                for action in &plan {
                    if s.check(*action).is_err() {
                        break;
                    }
                    s.play_unchecked(*action, &mut events);
                }
                let mut legal = Vec::new();
                while !s.playout_over(&view) && s.current_seat().is_some() {
                    s.legal_actions_into(&mut legal);
                    let Some(action) = s.playout_move(&mut legal, &mut rng) else {
                        break;
                    };
                    s.play_unchecked(action, &mut events);
                }
                values.push(s.playout_value(seat));
            }
            let mean = values.iter().sum::<f64>() / values.len() as f64;
            let sd = (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / values.len() as f64)
                .sqrt();
            println!(
                "  prior {prior:7.2} mean {mean:7.2} sd {sd:5.2}  {:?}",
                &plan[..plan.len().min(3)]
            );
        }
    }
}

/// Average score parts of Medium self-play (run by hand).
#[test]
#[ignore]
fn diagnose_score_parts() {
    for players in [2, 3, 4] {
        let games = 100;
        let mut parts = [0.0f64; 8];
        let mut rounds = 0.0;
        let mut built = [0.0f64; 12];
        let mut walls = 0.0;
        for game in 0..games {
            let state = play_with(&vec![Level::Medium; players], 1000 + game);
            rounds += f64::from(state.round());
            for (score, player) in state.scores().iter().zip(state.players()) {
                let values = [
                    score.buildings,
                    score.bonuses,
                    score.culture,
                    score.most_culture,
                    score.walled_area as i32,
                    score.largest_walled_area,
                    score.disaster,
                    score.total,
                ];
                for (sum, value) in parts.iter_mut().zip(values) {
                    *sum += f64::from(value);
                }
                for placed in player.domain().buildings() {
                    built[placed.building.index()] += 1.0;
                }
                walls += player.domain().walls().len() as f64;
            }
        }
        let n = (games as usize * players) as f64;
        println!(
            "{players}p: rounds {:.1}; buildings {:.1} bonuses {:.1} culture {:.1} most {:.1} area {:.1} area bonus {:.1} disaster {:.1} total {:.1}; walls {:.1}",
            rounds / games as f64,
            parts[0] / n,
            parts[1] / n,
            parts[2] / n,
            parts[3] / n,
            parts[4] / n,
            parts[5] / n,
            parts[6] / n,
            parts[7] / n,
            walls / n
        );
        let names = [
            "keep", "long", "town", "church", "farm", "mill", "hosp", "monas", "market", "guild",
            "univ", "cath",
        ];
        let per: Vec<String> = names
            .iter()
            .zip(built)
            .map(|(name, count)| format!("{name} {:.1}", count / n))
            .collect();
        println!("   {}", per.join(", "));
    }
}

#[test]
fn the_cosine_of_a_turn_matches_the_library() {
    for step in 0..10_000 {
        let v = f64::from(step) / 10_000.0;
        let expected = (std::f64::consts::TAU * v).cos();
        assert!(
            (super::policy::cos_of_turn(v) - expected).abs() < 1e-14,
            "{v}"
        );
    }
}

/// Hard opens with the starting walls that enclose six cells (the default layout: four), places
/// its other starting pieces itself, and Medium keeps the default layout.
#[test]
fn hard_opens_with_the_wide_enclosure_and_medium_with_the_default() {
    let names: Vec<String> = (0..3).map(|seat| format!("P{seat}")).collect();
    let mut state = GameState::new(&Setup::new(names, 11)).unwrap();
    let levels = [Level::Hard, Level::Medium, Level::Hard];
    let mut rng = Rng::new(11);
    while matches!(state.phase(), Phase::StartingDomain { .. }) {
        let seat = state.current_seat().unwrap();
        let action = choose(levels[usize::from(seat)], &state, rng.next_u64()).unwrap();
        state.play(action).unwrap();
    }
    let areas: Vec<u32> = state
        .players()
        .iter()
        .map(|player| player.domain().walled_area())
        .collect();
    assert_eq!(areas, [6, 4, 6]);
    for (seat, player) in state.players().iter().enumerate() {
        let domain = player.domain();
        assert_eq!(domain.count(Building::Longhouse), 3, "seat {seat}");
        assert_eq!(domain.count(Building::Farm), 1, "seat {seat}");
    }
    let hard = state.players()[0].domain();
    let walled_longhouses = hard
        .buildings()
        .iter()
        .filter(|placed| placed.building == Building::Longhouse && hard.is_walled(placed))
        .count();
    assert!(walled_longhouses >= 1, "{walled_longhouses}");
}

#[test]
fn weights_change_by_name_and_a_wrong_change_is_an_error() {
    let changed = value::Weights::HARD
        .with_changes("skull=0.5,enclosure=2")
        .unwrap();
    assert_eq!(changed.skull, 0.5);
    assert_eq!(changed.enclosure, 2.0);
    assert_eq!(changed.monastery, value::Weights::HARD.monastery);
    assert_eq!(
        value::Weights::HARD.with_changes(""),
        Ok(value::Weights::HARD)
    );
    assert!(value::Weights::HARD.with_changes("skulls=0.5").is_err());
    assert!(value::Weights::HARD.with_changes("skull").is_err());
    assert!(value::Weights::HARD.with_changes("skull=many").is_err());
}
