use super::*;

#[test]
fn medium_wins_at_least_nine_games_in_ten_against_two_random_players() {
    let now = || 0.0;
    let report = tournament(
        &Entrant::all(&[Level::Medium, Level::Random, Level::Random], 0.0),
        20,
        7,
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
