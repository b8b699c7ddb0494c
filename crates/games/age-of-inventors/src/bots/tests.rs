use super::*;

#[test]
fn medium_wins_at_least_nine_games_in_ten_against_two_random_players() {
    let now = || 0.0;
    let report = tournament(
        &Entrant::all(&[Level::Medium, Level::Random, Level::Random], 0.0),
        20,
        7,
        Seating::Rotated,
        &now,
    )
    .unwrap();
    let [medium, random, _] = &report.results[..] else {
        panic!("three results")
    };
    assert!(medium.win_rate >= 0.9, "{medium:?}");
    assert!(medium.average_score > random.average_score, "{report:?}");
}

#[test]
fn every_level_chooses_a_legal_action() {
    let mut state = GameState::new(&Setup::new(["a", "b", "c"], 3)).unwrap();
    let mut rng = Rng::new(1);
    for step in 0..120 {
        let level = [Level::Random, Level::Easy, Level::Medium][step % 3];
        let Some(action) = choose(level, &state, rng.next_u64()) else {
            break;
        };
        state.play(action).unwrap();
    }
    if let Some(action) = choose(Level::Hard, &state, 5) {
        assert!(state.check(action).is_ok());
    }
}

#[test]
fn the_report_by_lab_side_adds_up_to_every_seat_of_every_game() {
    let now = || 0.0;
    let games = 9;
    let report = tournament(
        &Entrant::all(&[Level::Medium, Level::Easy, Level::Random], 0.0),
        games,
        3,
        Seating::Rotated,
        &now,
    )
    .unwrap();
    assert_eq!(report.tag_kind.as_deref(), Some("lab side"));
    assert_eq!(report.game_results.len(), games);
    let known: Vec<String> = LabSide::ALL
        .iter()
        .map(|&side| lab_side_tag(side))
        .collect();
    for game in &report.game_results {
        // Three different labs, one side each.
        assert_eq!(game.tags.len(), 3);
        assert!(game.tags.iter().all(|tag| known.contains(tag)), "{game:?}");
        let mut labs: Vec<&str> = game
            .tags
            .iter()
            .map(|t| t.split('/').next().unwrap())
            .collect();
        labs.sort_unstable();
        labs.dedup();
        assert_eq!(labs.len(), 3, "{game:?}");
    }
    let seats: usize = report.tags.iter().map(|tag| tag.seats).sum();
    assert_eq!(seats, games * 3);
    let wins: f64 = report.tags.iter().map(|tag| tag.wins).sum();
    assert!((wins - games as f64).abs() < 1e-9);
    for tag in &report.tags {
        let played: Vec<(&GameResult, usize)> = report
            .game_results
            .iter()
            .filter_map(|game| Some((game, game.tags.iter().position(|t| *t == tag.tag)?)))
            .collect();
        assert_eq!(played.len(), tag.seats, "{tag:?}");
        let won: f64 = played
            .iter()
            .filter(|(game, seat)| game.winners.contains(&(*seat as u8)))
            .map(|(game, _)| 1.0 / game.winners.len() as f64)
            .sum();
        assert!((won - tag.wins).abs() < 1e-9, "{tag:?}");
        let score: i32 = played.iter().map(|(game, seat)| game.scores[*seat]).sum();
        assert!((f64::from(score) / tag.seats as f64 - tag.average_score).abs() < 1e-9);
        assert_eq!(tag.seats_by_entry.iter().sum::<usize>(), tag.seats);
        assert!((tag.fair_share - 1.0 / 3.0).abs() < 1e-9);
        assert!(tag.win_rate_low <= tag.win_rate && tag.win_rate <= tag.win_rate_high);
    }
    // The levels' own counts agree with the games.
    let level_wins: f64 = report.results.iter().map(|r| r.wins).sum();
    assert!((level_wins - wins).abs() < 1e-9);
}

#[test]
fn a_playout_move_is_legal_and_a_main_action_rather_than_passing() {
    let mut state = GameState::new(&Setup::new(["a", "b", "c"], 11)).unwrap();
    let mut rng = Rng::new(4);
    let mut chooser = Rng::new(9);
    let mut weighed = 0;
    for _ in 0..300 {
        if state.current_seat().is_none() {
            break;
        }
        let legal = state.legal_actions();
        let mut offered = legal.clone();
        let action = state.playout_move(&mut offered, &mut rng).unwrap();
        assert!(state.check(action).is_ok(), "{action:?}");
        if legal.len() > 1 {
            assert_ne!(action, Action::Pass, "{legal:?}");
            weighed += 1;
        }
        let next = choose(Level::Easy, &state, chooser.next_u64()).unwrap();
        state.play(next).unwrap();
    }
    assert!(weighed > 20);
}
