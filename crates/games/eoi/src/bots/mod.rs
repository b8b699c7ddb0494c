//! Computer opponents. A bot chooses only among the engine's legal actions, and only ever looks at
//! a copy of the game whose hidden parts (the order of the face-down decks, the seed of later
//! shuffles) are dealt again at random ([`GameState::redeal_hidden`]): it knows what a human
//! player would know, nothing more.
//!
//! - **Random**: a uniformly random legal action (a baseline for measurements).
//! - **Easy**: plausible but loose: it takes one of the better choices at random and looks no
//!   further than the current turn.
//! - **Medium**: a heuristic player: it plays out each choice to the end of its own turn greedily
//!   and keeps the one whose position it values most, against its best opponent.
//! - **Hard**: a search over whole-turn plans with playouts to the end of the round
//!   ([`search`]).

use crate::rules::{data, Action, Area, GameState, Phase, Product, Resource, Seat};
use tabletop::rng::Rng;

pub mod search;

pub use tabletop::Level;

/// The bot's choice for the player to move, or `None` once the game is over.
///
/// Hard searches with a small fixed number of playouts here; the app and `eoi tournament` give it
/// a time budget through [`search::Search`] instead.
pub fn choose(level: Level, state: &GameState, seed: u64) -> Option<Action> {
    if level == Level::Hard {
        return search::plan_turn(state, seed, search::DEFAULT_PLAYOUTS)
            .into_iter()
            .next();
    }
    let seat = state.current_seat()?;
    let mut rng = Rng::new(seed);
    // Everything below sees only the re-dealt copy.
    let view = state.redeal_hidden(rng.next_u64());
    let legal = view.legal_actions();
    decide(level, &view, seat, &legal, &mut rng)
}

/// A heuristic level's choice among `legal` in a position it is allowed to see.
fn decide(
    level: Level,
    view: &GameState,
    seat: Seat,
    legal: &[Action],
    rng: &mut Rng,
) -> Option<Action> {
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    match level {
        Level::Random => legal.get(rng.below(legal.len() as u32) as usize).copied(),
        Level::Easy => {
            let mut scored = score_actions(view, seat, legal);
            scored.sort_by(|a, b| b.1.total_cmp(&a.1));
            let pool = scored.len().min(3);
            scored
                .get(rng.below(pool as u32) as usize)
                .map(|(action, _)| *action)
        }
        Level::Medium | Level::Hard => score_actions(view, seat, legal)
            .into_iter()
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(action, _)| action),
    }
}

/// Whether `seat` is in the middle of its own turn (a regular action, its bonus, or the final
/// exchange), as opposed to placing or picking a token.
fn in_turn(state: &GameState, seat: Seat) -> bool {
    matches!(
        state.phase(),
        Phase::Action(_) | Phase::Bonus { .. } | Phase::FinalExchange(_)
    ) && state.current_seat() == Some(seat)
}

/// Each legal action with the value of the position it leads to, at the end of `seat`'s turn.
fn score_actions(view: &GameState, seat: Seat, legal: &[Action]) -> Vec<(Action, f64)> {
    legal
        .iter()
        .map(|action| {
            let value = match action {
                Action::Place(area) => placement_value(view, seat, *area),
                _ => {
                    let mut next = view.clone();
                    let mut events = Vec::new();
                    next.play_unchecked(*action, &mut events);
                    finish_turn_greedily(&mut next, seat);
                    relative_value(&next, seat)
                }
            };
            (*action, value)
        })
        .collect()
}

/// Plays `seat`'s remaining decisions of this turn, each the one valued highest on the spot, and
/// returns them.
fn finish_turn_greedily(state: &mut GameState, seat: Seat) -> Vec<Action> {
    let mut events = Vec::new();
    let mut played = Vec::new();
    for _ in 0..12 {
        if !in_turn(state, seat) {
            break;
        }
        let opponents = best_opponent_value(state, seat);
        let best = state
            .legal_actions()
            .into_iter()
            .map(|action| {
                let mut next = state.clone();
                events.clear();
                next.play_unchecked(action, &mut events);
                (action, relative_value_after(state, opponents, &next, seat))
            })
            .max_by(|a, b| a.1.total_cmp(&b.1));
        let Some((action, _)) = best else { break };
        events.clear();
        state.play_unchecked(action, &mut events);
        played.push(action);
    }
    played
}

/// What placing a token on `area` is worth: the gain of resolving it now, done greedily.
fn placement_value(view: &GameState, seat: Seat, area: Area) -> f64 {
    let now = relative_value(view, seat);
    match view.preview_resolution(seat, area) {
        Some(mut hypothetical) => {
            let mut events = Vec::new();
            if hypothetical.check(Action::Resolve(area)).is_err() {
                return now - 1.0;
            }
            hypothetical.play_unchecked(Action::Resolve(area), &mut events);
            finish_turn_greedily(&mut hypothetical, seat);
            relative_value(&hypothetical, seat)
        }
        None => now - 1.0,
    }
}

/// `seat`'s value minus (most of) the best opponent's: a bot plays to win, not to score.
fn relative_value(state: &GameState, seat: Seat) -> f64 {
    value(state, seat) - best_opponent_value(state, seat) * 0.7
}

/// [`relative_value`] of `next`, a position `seat`'s move led to from `before`, whose best
/// opponent value was `before_opponents`: reused when the move left every opponent as they were
/// (the usual case), because valuing every candidate move is the bots' hottest loop. The same
/// number as `relative_value(next, seat)`: an opponent's value reads only their own stock and
/// spaces, the round and the final scores.
fn relative_value_after(
    before: &GameState,
    before_opponents: f64,
    next: &GameState,
    seat: Seat,
) -> f64 {
    let opponents_unchanged = next.round() == before.round()
        && !next.is_over()
        && !before.is_over()
        && next
            .players()
            .iter()
            .zip(before.players())
            .enumerate()
            .all(|(other, (now, then))| other == usize::from(seat) || now == then);
    let opponents = if opponents_unchanged {
        before_opponents
    } else {
        best_opponent_value(next, seat)
    };
    value(next, seat) - opponents * 0.7
}

/// The highest [`value`] among `seat`'s opponents.
fn best_opponent_value(state: &GameState, seat: Seat) -> f64 {
    (0..state.player_count() as Seat)
        .filter(|other| *other != seat)
        .map(|other| value(state, other))
        .fold(f64::MIN, f64::max)
}

/// An estimate, in influence, of everything a player has.
pub fn value(state: &GameState, seat: Seat) -> f64 {
    let Some(player) = state.player(seat) else {
        return 0.0;
    };
    if let (Phase::GameOver, Some(score)) = (state.phase(), state.scores().get(usize::from(seat))) {
        return f64::from(score.total);
    }
    let rounds_left = f64::from(state.last_round().saturating_sub(state.round())) + 0.5;
    let cube_value = |resource: Resource| match resource {
        Resource::Wood | Resource::Coal => 0.3,
        _ => 0.5,
    };
    let stock: f64 = Resource::ALL
        .into_iter()
        .map(|resource| f64::from(player.cube(resource)) * cube_value(resource))
        .sum::<f64>()
        + f64::from(player.gold) * 0.45
        + f64::from(player.cogs) * 0.8
        + f64::from(player.bonus_tokens) * 0.7;
    let production: f64 = player
        .factories
        .iter()
        .filter_map(|factory| factory.info())
        .map(|info| {
            let each = match info.product {
                Product::Cube(resource) => cube_value(resource),
                Product::Gold => 0.45,
                Product::Cogs => 0.8,
            };
            f64::from(info.amount) * each * rounds_left.min(4.0) * 0.3
                + f64::from(info.amount) * 0.3
        })
        .sum();
    // One pass over the board for both (the bots' hottest loop), in board order as always.
    let mut royalties = 0.0;
    let mut cogs_invested = 0u16;
    let board = state.board();
    for ((holders, patented), spaces) in board
        .holders
        .iter()
        .zip(&board.patented)
        .zip(&data::INVENTION_BOARD)
    {
        for ((holder, patented), space) in holders.iter().zip(patented).zip(spaces) {
            if *holder == Some(seat) {
                royalties += 0.35 * rounds_left.min(5.0) * if *patented { 1.3 } else { 1.0 };
                cogs_invested += u16::from(space.cogs);
            }
        }
    }
    let cogs_invested = f64::from(cogs_invested) * 0.25;
    let patents = f64::from(player.patents) * 0.6;
    f64::from(player.influence)
        + f64::from(player.final_exchange)
        + stock
        + production
        + royalties
        + cogs_invested
        + patents
}

pub use tabletop::tournament::{Entrant, LevelResult, Seating, TournamentReport};

/// Plays `games` games of the lineup (one seat per entry, seats rotated every game); see
/// [`tabletop::tournament::tournament`].
pub fn tournament(
    lineup: &[Entrant],
    games: usize,
    seed: u64,
    seating: Seating,
    now: &dyn Fn() -> f64,
) -> Result<TournamentReport, crate::rules::SetupError> {
    tabletop::tournament::tournament::<GameState>(
        lineup,
        games,
        seed,
        seating,
        crate::rules::Setup::new,
        choose,
        now,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Setup;

    fn play_with(levels: &[Level], seed: u64) -> GameState {
        let mut state = GameState::new(&Setup::new(["A", "B", "C"], seed)).unwrap();
        let mut rng = Rng::new(seed);
        while let Some(seat) = state.current_seat() {
            let level = levels[usize::from(seat)];
            let action = choose(level, &state, rng.next_u64()).unwrap();
            state.play(action).unwrap();
        }
        state
    }

    #[test]
    fn bots_only_play_legal_actions_to_the_end() {
        let state = play_with(&[Level::Medium, Level::Easy, Level::Random], 3);
        assert!(state.is_over());
    }

    #[test]
    fn hard_decides_one_legal_action_at_a_time_too() {
        // `choose` re-plans at every decision (the app and tournaments keep the turn's plan).
        let mut state = GameState::new(&Setup::new(["A", "B", "C"], 13)).unwrap();
        let mut rng = Rng::new(13);
        for _ in 0..40 {
            let action = choose(Level::Hard, &state, rng.next_u64()).unwrap();
            state.play(action).unwrap();
        }
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
        assert!(report.results[0].win_rate >= 0.9, "{:?}", report.results[0]);
        assert!(report.results[0].average_score > report.results[1].average_score);
    }

    /// A clock that advances 1 ms each time it is read: a budget of M ms is about M search steps,
    /// the same on every machine.
    fn step_clock() -> impl Fn() -> f64 {
        let ticks = std::cell::Cell::new(0.0);
        move || {
            ticks.set(ticks.get() + 1.0);
            ticks.get()
        }
    }

    #[test]
    fn hard_wins_more_than_medium_and_easy_together() {
        let now = step_clock();
        let report = tournament(
            &Entrant::all(&[Level::Hard, Level::Medium, Level::Easy], 40.0),
            6,
            5,
            Seating::Rotated,
            &now,
        )
        .unwrap();
        let [hard, medium, easy] = &report.results[..] else {
            panic!("three results")
        };
        assert!(hard.win_rate >= 0.5, "{hard:?}");
        assert!(
            hard.average_score > medium.average_score,
            "{hard:?} {medium:?}"
        );
        assert!(
            medium.average_score > easy.average_score,
            "{medium:?} {easy:?}"
        );
        assert!(hard.searches > 0 && hard.mean_playouts > 1.0, "{hard:?}");
    }

    #[test]
    fn a_hard_plan_covers_the_turn_and_is_dropped_when_the_game_moves_elsewhere() {
        let mut state = GameState::new(&Setup::new(["A", "B", "C"], 21)).unwrap();
        let mut rng = Rng::new(2);
        // Into the resolution phase, where a turn has several decisions.
        while matches!(state.phase(), Phase::Placement { .. }) {
            let action = choose(Level::Medium, &state, rng.next_u64()).unwrap();
            state.play(action).unwrap();
        }
        let seat = state.current_seat().unwrap();
        let actions = search::plan_turn(&state, 9, 30);
        assert!(actions.len() >= 2, "{actions:?}");
        let mut plan = search::TurnPlan::new(&state, actions.clone());
        let mut played = state.clone();
        for action in &actions {
            assert_eq!(plan.upcoming(&played), Some(*action));
            assert_eq!(plan.next(&played), Some(*action));
            played.play(*action).unwrap();
        }
        // The plan ends with the turn: the next decision is someone else's or a new token.
        assert!(played.current_seat() != Some(seat) || !in_turn(&played, seat));
        assert_eq!(plan.next(&played), None);
        // A plan for another position gives nothing.
        let mut stale = search::TurnPlan::new(&played, vec![actions[0]]);
        assert_eq!(stale.next(&state), None);
    }

    #[test]
    fn hard_search_steps_list_every_plan_before_any_playout() {
        let state = GameState::new(&Setup::new(["A", "B", "C", "D"], 4)).unwrap();
        let mut search = search::Search::new(&state, 1).unwrap();
        assert!(search.is_listed(), "placements are listed at once");
        assert!(search.candidates() > 1);
        for _ in 0..20 {
            search.step();
        }
        assert_eq!(search.playouts(), 20);
        let plan = search.best_plan();
        assert_eq!(plan.len(), 1);
        assert!(state.check(plan[0]).is_ok());
    }

    #[test]
    fn a_bot_cannot_see_the_order_of_the_face_down_decks() {
        // Two games identical but for the hidden deck order: every bot decides the same.
        let mut state = GameState::new(&Setup::new(["A", "B", "C"], 8)).unwrap();
        let mut rng = Rng::new(1);
        for _ in 0..60 {
            let legal = state.legal_actions();
            state
                .play(legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
        }
        let shuffled = state.redeal_hidden(12345);
        assert_ne!(
            shuffled.invention_deck_order(),
            state.invention_deck_order()
        );
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            for seed in 0..3 {
                assert_eq!(choose(level, &state, seed), choose(level, &shuffled, seed));
            }
        }
    }

    #[test]
    fn reusing_the_opponents_value_gives_the_very_same_numbers() {
        let mut compared = 0;
        for seed in 0..30 {
            let players = 3 + (seed % 3) as usize;
            let names = ["A", "B", "C", "D", "E"];
            let mut state =
                GameState::new(&Setup::new(names[..players].iter().copied(), seed)).unwrap();
            let mut rng = Rng::new(seed);
            while let Some(seat) = state.current_seat() {
                let opponents = best_opponent_value(&state, seat);
                for action in state.legal_actions() {
                    let (next, _) = state.apply(action).unwrap();
                    let reused = relative_value_after(&state, opponents, &next, seat);
                    assert_eq!(reused.to_bits(), relative_value(&next, seat).to_bits());
                    compared += 1;
                }
                let legal = state.legal_actions();
                let action = legal[rng.below(legal.len() as u32) as usize];
                state.play(action).unwrap();
            }
        }
        assert!(compared > 50_000, "{compared}");
    }
}
