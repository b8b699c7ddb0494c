//! Tournaments of computer players, for any game: seats rotated every game, win rates with
//! their 95% intervals, scores, decision times and Hard's playouts.

use serde::Serialize;

use crate::level::Level;
use crate::record::Seat;
use crate::rng::Rng;
use crate::search::{plan_within, Planner, TurnPlan};

/// One seat of a tournament's lineup: a level and, for Hard, its thinking time per turn (so a
/// lineup can set Hard against Hard with a quarter of the time).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Entrant {
    pub level: Level,
    pub budget_ms: f64,
}

impl Entrant {
    /// `levels`, Hard thinking `hard_budget_ms` per turn.
    pub fn all(levels: &[Level], hard_budget_ms: f64) -> Vec<Entrant> {
        levels
            .iter()
            .map(|level| Entrant {
                level: *level,
                budget_ms: hard_budget_ms,
            })
            .collect()
    }

    /// The level's name, with Hard's budget: `hard@100ms`.
    pub fn label(&self) -> String {
        match self.level {
            Level::Hard => format!("{}@{}ms", self.level.name(), self.budget_ms),
            level => level.name().to_string(),
        }
    }
}

/// One lineup entry's results in a tournament.
#[derive(Clone, Debug, Serialize)]
pub struct LevelResult {
    pub level: Level,
    /// Hard's thinking time per turn.
    pub budget_ms: Option<f64>,
    pub seats: usize,
    /// Wins, a shared victory counting 1/k to each of its k winners.
    pub wins: f64,
    pub win_rate: f64,
    /// 95% Wilson score interval of the win rate.
    pub win_rate_low: f64,
    pub win_rate_high: f64,
    pub average_score: f64,
    pub decisions: usize,
    pub mean_decision_ms: f64,
    pub max_decision_ms: f64,
    /// Hard only: turns searched, and the playouts of an average search.
    pub searches: usize,
    pub mean_playouts: f64,
}

#[derive(Clone, Debug, Serialize)]
pub struct TournamentReport {
    pub games: usize,
    pub lineup: Vec<Entrant>,
    pub results: Vec<LevelResult>,
}

/// Plays `games` games of the lineup (one seat per entry, seats rotated every game), each set up
/// by `setup(names, seed)`. Hard thinks for its entry's budget per turn with the platform's search
/// and then plays its plan for the turn; the other levels play `choose(level, state, seed)`.
/// `now` gives milliseconds from any fixed point, for decision times.
pub fn tournament<G: Planner>(
    lineup: &[Entrant],
    games: usize,
    seed: u64,
    setup: impl Fn(Vec<String>, u64) -> G::Setup,
    choose: impl Fn(Level, &G, u64) -> Option<G::Action>,
    now: &dyn Fn() -> f64,
) -> Result<TournamentReport, G::SetupError> {
    let count = lineup.len();
    let mut results: Vec<LevelResult> = lineup
        .iter()
        .map(|entrant| LevelResult {
            level: entrant.level,
            budget_ms: (entrant.level == Level::Hard).then_some(entrant.budget_ms),
            seats: 0,
            wins: 0.0,
            win_rate: 0.0,
            win_rate_low: 0.0,
            win_rate_high: 0.0,
            average_score: 0.0,
            decisions: 0,
            mean_decision_ms: 0.0,
            max_decision_ms: 0.0,
            searches: 0,
            mean_playouts: 0.0,
        })
        .collect();
    let mut rng = Rng::new(seed);
    for game in 0..games {
        // Seat s is played by lineup entry (s + game) % count.
        let entry = |seat: usize| (seat + game) % count;
        let names: Vec<String> = (0..count)
            .map(|seat| format!("{} {}", lineup[entry(seat)].level.name(), seat + 1))
            .collect();
        let mut state = G::new_game(&setup(names, rng.next_u64()))?;
        let mut plan = TurnPlan::default();
        while let Some(seat) = state.current_seat() {
            let index = entry(usize::from(seat));
            let started = now();
            let action = match lineup[index].level {
                Level::Hard => plan.next(&state).or_else(|| {
                    let budget_ms = lineup[index].budget_ms;
                    let (actions, playouts) = plan_within(&state, rng.next_u64(), budget_ms, now);
                    results[index].searches += 1;
                    results[index].mean_playouts += f64::from(playouts);
                    plan = TurnPlan::new(&state, actions);
                    plan.next(&state)
                }),
                level => choose(level, &state, rng.next_u64()),
            };
            let spent = now() - started;
            let result = &mut results[index];
            result.decisions += 1;
            result.mean_decision_ms += spent;
            result.max_decision_ms = result.max_decision_ms.max(spent);
            match action.map(|action| state.play(action)) {
                Some(Ok(_)) => {}
                _ => break,
            }
        }
        let Some(outcome) = state.outcome() else {
            continue;
        };
        let winners = outcome.winners.len().max(1) as f64;
        for (seat, score) in outcome.scores.iter().enumerate() {
            let result = &mut results[entry(seat)];
            result.seats += 1;
            result.average_score += f64::from(*score);
            if outcome.winners.contains(&(seat as Seat)) {
                result.wins += 1.0 / winners;
            }
        }
    }
    for result in &mut results {
        let n = result.seats.max(1) as f64;
        result.win_rate = result.wins / n;
        result.average_score /= n;
        result.mean_decision_ms /= result.decisions.max(1) as f64;
        result.mean_playouts /= result.searches.max(1) as f64;
        let (low, high) = wilson_interval(result.win_rate, n);
        result.win_rate_low = low;
        result.win_rate_high = high;
    }
    Ok(TournamentReport {
        games,
        lineup: lineup.to_vec(),
        results,
    })
}

/// The 95% Wilson score interval of a proportion `p` observed over `n` trials.
fn wilson_interval(p: f64, n: f64) -> (f64, f64) {
    let z = 1.96;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let margin = z * ((p * (1.0 - p) + z * z / (4.0 * n)) / n).sqrt() / denominator;
    ((centre - margin).max(0.0), (centre + margin).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wilson_interval_brackets_the_rate() {
        let (low, high) = wilson_interval(0.5, 100.0);
        assert!((low - 0.404).abs() < 0.01 && (high - 0.596).abs() < 0.01);
        assert_eq!(wilson_interval(1.0, 30.0).1, 1.0);
    }
}
