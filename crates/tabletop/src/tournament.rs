//! Tournaments of computer players, for any game: seats rotated every game (or, duplicate, every
//! deal played in every rotation), win rates with their 95% intervals, scores, decision times
//! and Hard's playouts, each game's result, the results by seat, every pair's head-to-head
//! (which of the two finished ahead), and optionally the same by a tag the game attaches to each
//! seat (say, the faction it played).

use serde::Serialize;

use crate::level::Level;
use crate::record::Seat;
use crate::rng::Rng;
use crate::search::{plan_seeing, plan_within_seeing, Planner, Sight, TurnPlan};

/// One seat of a tournament's lineup: a level and, for Hard, its thinking time per turn (so a
/// lineup can set Hard against Hard with a quarter of the time), or instead a number of playouts
/// per search (the same strength whatever the machine's load).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Entrant {
    pub level: Level,
    pub budget_ms: f64,
    /// Hard only: playouts per search instead of `budget_ms`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub playouts: Option<u32>,
    /// Hard only: [`Sight::Everything`] makes it the oracle, searching the real state (a bound
    /// on Hard's strength for measurements, never a player).
    #[serde(skip_serializing_if = "is_fair")]
    pub sight: Sight,
}

fn is_fair(sight: &Sight) -> bool {
    *sight == Sight::Fair
}

impl Entrant {
    /// `levels`, Hard thinking `hard_budget_ms` per turn.
    pub fn all(levels: &[Level], hard_budget_ms: f64) -> Vec<Entrant> {
        levels
            .iter()
            .map(|level| Entrant {
                level: *level,
                budget_ms: hard_budget_ms,
                playouts: None,
                sight: Sight::Fair,
            })
            .collect()
    }

    /// The level's name, with Hard's budget: `hard@100ms`, or `hard@p400` for 400 playouts
    /// (`oracle@p400` for Hard seeing everything).
    pub fn label(&self) -> String {
        let name = match (self.level, self.sight) {
            (Level::Hard, Sight::Everything) => "oracle",
            (level, _) => level.name(),
        };
        match (self.level, self.playouts) {
            (Level::Hard, Some(playouts)) => format!("{name}@p{playouts}"),
            (Level::Hard, None) => format!("{name}@{}ms", self.budget_ms),
            _ => name.to_string(),
        }
    }
}

/// How a tournament's games are seated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum Seating {
    /// A fresh deal every game, the seats rotated one place each game.
    #[default]
    Rotated,
    /// Each deal (setup seed) played once in every rotation of the lineup, one after another,
    /// so that every entry plays every seat of the same deal and the deal's luck (seat order,
    /// the first dice or cards) is shared out alike; the games of a deal are counted together in
    /// [`LevelResult::deal_interval`].
    Duplicate,
}

/// Who plays seat `seat` in game `game` of a lineup of `count`, and the deal the game is played
/// on: rotated, every game its own deal; duplicate, `count` games (every rotation) per deal.
fn seating_of(seating: Seating, game: usize, seat: usize, count: usize) -> (usize, usize) {
    let deal = match seating {
        Seating::Rotated => game,
        Seating::Duplicate => game / count,
    };
    ((seat + game) % count, deal)
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
    /// Duplicate seating only: a 95% interval of the win rate with each deal's games as one
    /// observation (the mean of its rotations; normal over the deals), which is tighter than
    /// the Wilson interval where the deal's luck is shared out alike, and honest where the
    /// games of a deal are not independent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deal_interval: Option<(f64, f64)>,
}

/// The results of one seat (first player, second...), whichever entry played it.
#[derive(Clone, Debug, Serialize)]
pub struct SeatResult {
    pub seat: usize,
    pub games: usize,
    /// Wins of whoever sat there, a shared victory counting 1/k to each of its k winners.
    pub wins: f64,
    pub win_rate: f64,
    /// 95% Wilson score interval of the win rate.
    pub win_rate_low: f64,
    pub win_rate_high: f64,
    /// Games each lineup entry played in this seat, and its wins there.
    pub games_by_entry: Vec<usize>,
    pub wins_by_entry: Vec<f64>,
}

/// Two lineup entries of a tournament compared game by game: which finished ahead of the other
/// (a winner ahead of a non-winner, else the higher score; the same place is a tie).
#[derive(Clone, Debug, Serialize)]
pub struct HeadToHead {
    pub first: usize,
    pub second: usize,
    /// Games where `first` finished ahead of `second`, and the other way round.
    pub first_ahead: usize,
    pub second_ahead: usize,
    pub ties: usize,
    /// `first`'s share of the games where one finished ahead of the other.
    pub share: f64,
    /// 95% Wilson score interval of the share.
    pub share_low: f64,
    pub share_high: f64,
}

/// One finished game of a tournament.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameResult {
    /// The lineup entry that played each seat.
    pub entries: Vec<usize>,
    /// Each seat's tag (empty when the game gave none).
    pub tags: Vec<String>,
    pub scores: Vec<i32>,
    pub winners: Vec<Seat>,
}

/// The seats that carried one tag, whichever level played them.
#[derive(Clone, Debug, Serialize)]
pub struct TagResult {
    pub tag: String,
    /// Seats played with the tag (at most one per game when tags are unique within a game).
    pub seats: usize,
    /// Wins, a shared victory counting 1/k to each of its k winners.
    pub wins: f64,
    pub win_rate: f64,
    /// 95% Wilson score interval of the win rate.
    pub win_rate_low: f64,
    pub win_rate_high: f64,
    /// The win rate of a tag that helps nobody: the mean of 1/players over its seats.
    pub fair_share: f64,
    pub average_score: f64,
    /// Seats with the tag played by each lineup entry.
    pub seats_by_entry: Vec<usize>,
}

#[derive(Clone, Debug, Serialize)]
pub struct TournamentReport {
    pub games: usize,
    pub seating: Seating,
    pub lineup: Vec<Entrant>,
    pub results: Vec<LevelResult>,
    /// What the tags name ("lab side"), if the game tags seats.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tag_kind: Option<String>,
    /// Results by tag, in the order of the tags' names.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<TagResult>,
    /// Results by seat, first player first.
    pub seats: Vec<SeatResult>,
    /// Every pair of lineup entries, head to head.
    pub head_to_head: Vec<HeadToHead>,
    /// Every finished game.
    pub game_results: Vec<GameResult>,
}

/// What a game attaches to each seat of a finished game, for the report to group results by:
/// `kind` names the tags, `tags(state)` gives one per seat (an empty one for none).
pub struct Tagging<'a, G> {
    pub kind: &'a str,
    pub tags: &'a dyn Fn(&G) -> Vec<String>,
}

/// Plays `games` games of the lineup (one seat per entry, seated by `seating`), each set up
/// by `setup(names, seed)`. Hard thinks for its entry's budget per turn (or its playouts) with
/// the platform's search and then plays its plan for the turn; the other levels play `choose(level, state, seed)`.
/// `now` gives milliseconds from any fixed point, for decision times.
pub fn tournament<G: Planner>(
    lineup: &[Entrant],
    games: usize,
    seed: u64,
    seating: Seating,
    setup: impl Fn(Vec<String>, u64) -> G::Setup,
    choose: impl Fn(Level, &G, u64) -> Option<G::Action>,
    now: &dyn Fn() -> f64,
) -> Result<TournamentReport, G::SetupError> {
    tagged_tournament(lineup, games, seed, seating, setup, choose, None, now)
}

/// [`tournament`], with each seat of every finished game tagged by `tagging` and the results
/// also given by tag.
#[allow(clippy::too_many_arguments)]
pub fn tagged_tournament<G: Planner>(
    lineup: &[Entrant],
    games: usize,
    seed: u64,
    seating: Seating,
    setup: impl Fn(Vec<String>, u64) -> G::Setup,
    choose: impl Fn(Level, &G, u64) -> Option<G::Action>,
    tagging: Option<Tagging<'_, G>>,
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
            deal_interval: None,
        })
        .collect();
    let mut game_results = Vec::new();
    let mut deals = Vec::new();
    let mut rng = Rng::new(seed);
    // Duplicate deals come from a stream of their own, so that every game of a deal is set up
    // alike whatever its decisions drew.
    let mut deal_rng = Rng::new(seed ^ 0xD0B1_1CA7_E5EE_D5A1);
    let mut deal_seed = 0;
    for game in 0..games {
        let entry = |seat: usize| seating_of(seating, game, seat, count).0;
        let deal = seating_of(seating, game, 0, count).1;
        let names: Vec<String> = (0..count)
            .map(|seat| format!("{} {}", lineup[entry(seat)].level.name(), seat + 1))
            .collect();
        let setup_seed = match seating {
            Seating::Rotated => rng.next_u64(),
            Seating::Duplicate => {
                if game % count == 0 {
                    deal_seed = deal_rng.next_u64();
                }
                deal_seed
            }
        };
        let mut state = G::new_game(&setup(names, setup_seed))?;
        let mut plan = TurnPlan::default();
        while let Some(seat) = state.current_seat() {
            let index = entry(usize::from(seat));
            let started = now();
            let action = match lineup[index].level {
                Level::Hard => plan.next(&state).or_else(|| {
                    let seed = rng.next_u64();
                    let sight = lineup[index].sight;
                    let (actions, playouts) = match lineup[index].playouts {
                        Some(playouts) => plan_seeing(&state, seed, playouts, sight),
                        None => {
                            plan_within_seeing(&state, seed, lineup[index].budget_ms, now, sight)
                        }
                    };
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
        let mut tags = tagging
            .as_ref()
            .map(|tagging| (tagging.tags)(&state))
            .unwrap_or_default();
        tags.resize(outcome.scores.len(), String::new());
        game_results.push(GameResult {
            entries: (0..outcome.scores.len()).map(entry).collect(),
            tags,
            scores: outcome.scores,
            winners: outcome.winners,
        });
        deals.push(deal);
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
    if seating == Seating::Duplicate {
        for (entry, result) in results.iter_mut().enumerate() {
            result.deal_interval = deal_interval(&game_results, &deals, entry);
        }
    }
    Ok(TournamentReport {
        games,
        seating,
        lineup: lineup.to_vec(),
        results,
        tag_kind: tagging.map(|tagging| tagging.kind.to_string()),
        tags: by_tag(&game_results, count),
        seats: by_seat(&game_results, count),
        head_to_head: head_to_head(&game_results, count),
        game_results,
    })
}

/// The 95% interval of `entry`'s win rate over the deals of `games` (`deals[i]` the deal of
/// game i): each deal's share of wins over its games is one observation, and the interval is
/// the normal one around their mean. `None` with fewer than two deals.
fn deal_interval(games: &[GameResult], deals: &[usize], entry: usize) -> Option<(f64, f64)> {
    let mut shares: Vec<(usize, f64, f64)> = Vec::new();
    for (game, &deal) in games.iter().zip(deals) {
        let Some(seat) = game.entries.iter().position(|&e| e == entry) else {
            continue;
        };
        let won = if game.winners.contains(&(seat as Seat)) {
            1.0 / game.winners.len() as f64
        } else {
            0.0
        };
        match shares.last_mut() {
            Some((last, wins, played)) if *last == deal => {
                *wins += won;
                *played += 1.0;
            }
            _ => shares.push((deal, won, 1.0)),
        }
    }
    let n = shares.len() as f64;
    if shares.len() < 2 {
        return None;
    }
    let rates: Vec<f64> = shares
        .iter()
        .map(|(_, wins, played)| wins / played)
        .collect();
    let mean = rates.iter().sum::<f64>() / n;
    let variance = rates.iter().map(|rate| (rate - mean).powi(2)).sum::<f64>() / (n - 1.0);
    let margin = 1.96 * (variance / n).sqrt();
    Some(((mean - margin).max(0.0), (mean + margin).min(1.0)))
}

/// The results of every tag seen in `games`, by the tags' names.
fn by_tag(games: &[GameResult], entries: usize) -> Vec<TagResult> {
    let mut results: Vec<TagResult> = Vec::new();
    for game in games {
        let players = game.scores.len() as f64;
        let winners = game.winners.len().max(1) as f64;
        for (seat, tag) in game.tags.iter().enumerate() {
            if tag.is_empty() {
                continue;
            }
            let at = match results.binary_search_by(|result| result.tag.as_str().cmp(tag)) {
                Ok(at) => at,
                Err(at) => {
                    results.insert(
                        at,
                        TagResult {
                            tag: tag.clone(),
                            seats: 0,
                            wins: 0.0,
                            win_rate: 0.0,
                            win_rate_low: 0.0,
                            win_rate_high: 0.0,
                            fair_share: 0.0,
                            average_score: 0.0,
                            seats_by_entry: vec![0; entries],
                        },
                    );
                    at
                }
            };
            let result = &mut results[at];
            result.seats += 1;
            result.fair_share += 1.0 / players;
            result.average_score += f64::from(game.scores[seat]);
            if game.winners.contains(&(seat as Seat)) {
                result.wins += 1.0 / winners;
            }
            if let Some(count) = result.seats_by_entry.get_mut(game.entries[seat]) {
                *count += 1;
            }
        }
    }
    for result in &mut results {
        let n = result.seats as f64;
        result.win_rate = result.wins / n;
        result.fair_share /= n;
        result.average_score /= n;
        (result.win_rate_low, result.win_rate_high) = wilson_interval(result.win_rate, n);
    }
    results
}

/// The results of every seat over `games` of a lineup of `entries`.
fn by_seat(games: &[GameResult], entries: usize) -> Vec<SeatResult> {
    let mut results: Vec<SeatResult> = Vec::new();
    for game in games {
        let winners = game.winners.len().max(1) as f64;
        for (seat, &entry) in game.entries.iter().enumerate() {
            if results.len() <= seat {
                results.push(SeatResult {
                    seat,
                    games: 0,
                    wins: 0.0,
                    win_rate: 0.0,
                    win_rate_low: 0.0,
                    win_rate_high: 0.0,
                    games_by_entry: vec![0; entries],
                    wins_by_entry: vec![0.0; entries],
                });
            }
            let result = &mut results[seat];
            result.games += 1;
            result.games_by_entry[entry] += 1;
            if game.winners.contains(&(seat as Seat)) {
                result.wins += 1.0 / winners;
                result.wins_by_entry[entry] += 1.0 / winners;
            }
        }
    }
    for result in &mut results {
        let n = result.games as f64;
        result.win_rate = result.wins / n;
        (result.win_rate_low, result.win_rate_high) = wilson_interval(result.win_rate, n);
    }
    results
}

/// Every pair of the `entries` lineup entries head to head over `games`.
fn head_to_head(games: &[GameResult], entries: usize) -> Vec<HeadToHead> {
    let mut pairs = Vec::new();
    for first in 0..entries {
        for second in first + 1..entries {
            let mut pair = HeadToHead {
                first,
                second,
                first_ahead: 0,
                second_ahead: 0,
                ties: 0,
                share: 0.0,
                share_low: 0.0,
                share_high: 0.0,
            };
            for game in games {
                let seat_of = |entry: usize| game.entries.iter().position(|&e| e == entry);
                let (Some(a), Some(b)) = (seat_of(first), seat_of(second)) else {
                    continue;
                };
                let place = |seat: usize| {
                    (
                        game.winners.contains(&(seat as Seat)),
                        game.scores.get(seat).copied().unwrap_or(i32::MIN),
                    )
                };
                match place(a).cmp(&place(b)) {
                    std::cmp::Ordering::Greater => pair.first_ahead += 1,
                    std::cmp::Ordering::Less => pair.second_ahead += 1,
                    std::cmp::Ordering::Equal => pair.ties += 1,
                }
            }
            let decided = (pair.first_ahead + pair.second_ahead) as f64;
            if decided > 0.0 {
                pair.share = pair.first_ahead as f64 / decided;
                (pair.share_low, pair.share_high) = wilson_interval(pair.share, decided);
            }
            pairs.push(pair);
        }
    }
    pairs
}

/// The 95% Wilson score interval of a proportion `p` observed over `n` trials.
pub(crate) fn wilson_interval(p: f64, n: f64) -> (f64, f64) {
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

    fn game(entries: &[usize], scores: &[i32], winners: &[Seat]) -> GameResult {
        GameResult {
            entries: entries.to_vec(),
            tags: vec![String::new(); entries.len()],
            scores: scores.to_vec(),
            winners: winners.to_vec(),
        }
    }

    #[test]
    fn head_to_head_counts_who_finished_ahead_of_whom() {
        let games = [
            // Entry 0 wins; entry 1 is ahead of entry 2 on score.
            game(&[0, 1, 2], &[20, 15, 10], &[0]),
            // Entry 1 wins on a tie-break at the same score as entry 0.
            game(&[1, 2, 0], &[18, 12, 18], &[0]),
            // A shared victory of entries 0 and 2: a tie between them.
            game(&[2, 0, 1], &[16, 16, 9], &[0, 1]),
        ];
        let pairs = head_to_head(&games, 3);
        let pair = |a: usize, b: usize| {
            let p = pairs
                .iter()
                .find(|p| (p.first, p.second) == (a, b))
                .unwrap();
            (p.first_ahead, p.second_ahead, p.ties)
        };
        assert_eq!(pair(0, 1), (2, 1, 0));
        assert_eq!(pair(0, 2), (2, 0, 1));
        assert_eq!(pair(1, 2), (2, 1, 0));
        let zero_one = &pairs[0];
        assert!((zero_one.share - 2.0 / 3.0).abs() < 1e-9);
        assert!(zero_one.share_low < zero_one.share && zero_one.share < zero_one.share_high);
    }

    #[test]
    fn results_by_seat_credit_whoever_sat_there() {
        let games = [
            game(&[0, 1], &[10, 5], &[0]),
            game(&[1, 0], &[7, 7], &[0, 1]),
            game(&[0, 1], &[3, 9], &[1]),
        ];
        let seats = by_seat(&games, 2);
        assert_eq!(seats.len(), 2);
        assert_eq!((seats[0].games, seats[0].wins), (3, 1.5));
        assert_eq!(seats[0].games_by_entry, [2, 1]);
        assert_eq!(seats[0].wins_by_entry, [1.0, 0.5]);
        assert_eq!(seats[1].wins_by_entry, [0.5, 1.0]);
        assert!((seats[1].win_rate - 0.5).abs() < 1e-9);
    }

    use crate::record::{Game, Outcome};
    use crate::search::{Openings, Planner};
    use std::cell::RefCell;

    /// A game whose result is all luck of the deal and the seat: each of three players passes
    /// once, and the seat's score is drawn from the setup seed.
    #[derive(Clone, Debug, Hash, PartialEq)]
    struct Luck {
        seed: u64,
        passed: u8,
    }

    impl Game for Luck {
        const ID: &'static str = "luck";
        const DATA_VERSION: u8 = 1;
        type Setup = u64;
        type Action = ();
        type Event = ();
        type SetupError = ();
        type Illegal = ();

        fn new_game(seed: &u64) -> Result<Luck, ()> {
            Ok(Luck {
                seed: *seed,
                passed: 0,
            })
        }
        fn player_count(&self) -> usize {
            3
        }
        fn current_seat(&self) -> Option<Seat> {
            (self.passed < 3).then_some(self.passed)
        }
        fn legal_actions_into(&self, actions: &mut Vec<()>) {
            actions.clear();
            if self.passed < 3 {
                actions.push(());
            }
        }
        fn check(&self, _: ()) -> Result<(), ()> {
            (self.passed < 3).then_some(()).ok_or(())
        }
        fn play(&mut self, action: ()) -> Result<Vec<()>, ()> {
            self.check(action)?;
            self.passed += 1;
            Ok(Vec::new())
        }
        fn play_unchecked(&mut self, _: (), _: &mut Vec<()>) {
            self.passed += 1;
        }
        fn is_over(&self) -> bool {
            self.passed >= 3
        }
        fn is_mid_turn(&self) -> bool {
            false
        }
        fn outcome(&self) -> Option<Outcome> {
            if !self.is_over() {
                return None;
            }
            let mut rng = Rng::new(self.seed);
            let scores: Vec<i32> = (0..3).map(|_| rng.below(100) as i32).collect();
            let best = scores.iter().max().copied().unwrap_or(0);
            let winners = (0..3u8)
                .filter(|&s| scores[usize::from(s)] == best)
                .collect();
            Some(Outcome { scores, winners })
        }
        fn determinize(&self, _: u64) -> Luck {
            self.clone()
        }
        fn check_invariants(&self) -> Result<(), String> {
            Ok(())
        }
    }

    impl Planner for Luck {
        fn openings(&self, _: Seat) -> Openings<()> {
            Openings::Valued(vec![(vec![()], 0.0)])
        }
        fn complete(&mut self, _: Seat, opening: Vec<()>) -> Vec<()> {
            opening
        }
        fn evaluate(&self, _: Seat) -> f64 {
            0.0
        }
        fn playout_move(&self, _: &mut Vec<()>, _: &mut Rng) -> Option<()> {
            Some(())
        }
        fn playout_over(&self, _: &Luck) -> bool {
            true
        }
        fn playout_value(&self, _: Seat) -> f64 {
            0.0
        }
    }

    fn luck_tournament(games: usize, seating: Seating) -> (TournamentReport, Vec<u64>) {
        let lineup = Entrant::all(&[Level::Medium, Level::Easy, Level::Hard], 1.0);
        let seeds = RefCell::new(Vec::new());
        let setup = |_: Vec<String>, seed: u64| {
            seeds.borrow_mut().push(seed);
            seed
        };
        let report = tournament::<Luck>(
            &lineup,
            games,
            7,
            seating,
            setup,
            |_, _, _| Some(()),
            &|| 0.0,
        )
        .unwrap();
        (report, seeds.into_inner())
    }

    #[test]
    fn a_duplicate_tournament_plays_every_deal_in_every_rotation() {
        let (report, seeds) = luck_tournament(30, Seating::Duplicate);
        for (deal, games) in report.game_results.chunks(3).enumerate() {
            assert!(seeds[3 * deal..3 * deal + 3]
                .iter()
                .all(|&s| s == seeds[3 * deal]));
            let mut seat_of_entry_0: Vec<usize> = games
                .iter()
                .map(|game| game.entries.iter().position(|&e| e == 0).unwrap())
                .collect();
            seat_of_entry_0.sort_unstable();
            assert_eq!(seat_of_entry_0, [0, 1, 2], "every seat of deal {deal}");
        }
        let mut distinct = seeds.clone();
        distinct.dedup();
        assert_eq!(distinct.len(), 10, "ten deals of three games");
        // Only the deal and the seat decide here, and each entry sat every seat of every deal:
        // the same wins for all, and no spread between deals to widen the deal interval.
        let wins: Vec<f64> = report.results.iter().map(|r| r.wins).collect();
        assert!(wins.iter().all(|&w| (w - wins[0]).abs() < 1e-9), "{wins:?}");
        for result in &report.results {
            let (low, high) = result.deal_interval.unwrap();
            assert!((low - 1.0 / 3.0).abs() < 1e-9 && (high - 1.0 / 3.0).abs() < 1e-9);
            assert!(result.win_rate_low < low && high < result.win_rate_high);
        }
        // The same seed, the same tournament.
        assert_eq!(
            luck_tournament(30, Seating::Duplicate).0.game_results,
            report.game_results
        );
        // Rotated seats deal afresh every game, and have no deal interval.
        let (rotated, seeds) = luck_tournament(30, Seating::Rotated);
        let mut distinct = seeds;
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 30);
        assert!(rotated.results.iter().all(|r| r.deal_interval.is_none()));
    }

    #[test]
    fn a_playouts_budget_names_itself() {
        let mut hard = Entrant::all(&[Level::Hard], 100.0)[0];
        assert_eq!(hard.label(), "hard@100ms");
        hard.playouts = Some(400);
        assert_eq!(hard.label(), "hard@p400");
        hard.sight = Sight::Everything;
        assert_eq!(hard.label(), "oracle@p400");
    }

    #[test]
    fn results_by_tag_count_every_tagged_seat_once() {
        let game =
            |entries: [usize; 2], tags: [&str; 2], scores: [i32; 2], winners: &[Seat]| GameResult {
                entries: entries.to_vec(),
                tags: tags.iter().map(|tag| tag.to_string()).collect(),
                scores: scores.to_vec(),
                winners: winners.to_vec(),
            };
        let games = [
            game([0, 1], ["red", "blue"], [10, 6], &[0]),
            game([1, 0], ["blue", "red"], [8, 8], &[0, 1]),
            game([0, 1], ["green", ""], [3, 9], &[1]),
        ];
        let tags = by_tag(&games, 2);
        let names: Vec<&str> = tags.iter().map(|t| t.tag.as_str()).collect();
        assert_eq!(names, ["blue", "green", "red"]);
        let [blue, green, red] = &tags[..] else {
            panic!("three tags")
        };
        assert_eq!((red.seats, red.wins, red.average_score), (2, 1.5, 9.0));
        assert_eq!(
            (&red.seats_by_entry[..], &blue.seats_by_entry[..]),
            (&[2, 0][..], &[0, 2][..])
        );
        assert_eq!((blue.seats, blue.wins, blue.average_score), (2, 0.5, 7.0));
        assert_eq!((green.seats, green.wins, green.win_rate), (1, 0.0, 0.0));
        assert!(red.win_rate_low < 0.75 && red.win_rate_high > 0.75);
        assert!(tags.iter().all(|t| t.fair_share == 0.5));
    }
}
