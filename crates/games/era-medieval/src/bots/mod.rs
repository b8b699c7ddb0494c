//! Computer players. A bot chooses only among the engine's legal actions, and only ever looks at
//! a copy of the game in which everything it could not see is drawn again at random
//! ([`GameState::redeal_hidden`], the platform's `determinize`): the other players' dice behind
//! their screens and every future die. It knows what a human player would know, nothing more.
//!
//! - **Random**: a uniformly random legal action (a baseline for measurements).
//! - **Easy**: greedy on the immediate value, with noise: quick rules for the dice, the best of a
//!   few placements by a local score, everything else by the position value blurred by a point
//!   or so.
//! - **Medium**: greedy with a look one step further where it matters: rerolls and monastery sets
//!   valued over sampled outcomes, feathers over every outcome, placements shortlisted by the
//!   local score and then valued in full, demands by what the victim holds and the extorter
//!   needs, paying against the two disaster points of refusing ([`policy`]).
//! - **Hard**: a search over whole-turn plans for the dice and the builds (rerolls over sets of
//!   dice, builds three structures deep), the best candidates tried in playouts to the end of
//!   the round (of the game in its last round);
//!   Medium's choice for everything else, valued with its own weights; it opens with a wider
//!   enclosure than the default layout ([`search`]).
//!
//! Every level values positions with the same position value ([`value`]): the final score of
//! the domain as it stands plus what the position will still bring, against the best opponent
//! (Hard with its own weights).

use tabletop::rng::Rng;

use crate::rules::{Action, GameState, Phase, Rank, Setup, SetupError};

mod enclosure;
mod policy;
pub mod search;
pub mod value;

pub use tabletop::Level;
pub use value::value;

/// How far Easy's values are blurred, in points.
const EASY_NOISE: f64 = 1.5;
/// How often Easy rerolls at random instead of by its rule.
const EASY_WILD_ROLL_PERCENT: u32 = 30;

/// The bot's choice for the player to move, or `None` once the game is over.
///
/// Hard searches with a small fixed number of playouts here; the app and the tournaments give it
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
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    match level {
        Level::Random => legal.get(rng.below(legal.len() as u32) as usize).copied(),
        Level::Easy => {
            if matches!(view.phase(), Phase::Roll { .. }) && rng.below(100) < EASY_WILD_ROLL_PERCENT
            {
                return legal.get(rng.below(legal.len() as u32) as usize).copied();
            }
            policy::decide(
                policy::Care::Quick,
                &view,
                seat,
                &legal,
                EASY_NOISE,
                &mut rng,
            )
        }
        Level::Medium | Level::Hard => {
            policy::decide(policy::Care::Careful, &view, seat, &legal, 0.0, &mut rng)
        }
    }
}

pub use tabletop::tournament::{Entrant, LevelResult, Seating, TournamentReport};

/// Plays `games` games of the lineup (one seat per entry, 1 to 4, seats rotated every game); see
/// [`tabletop::tournament::tournament`]. A lineup of one plays solitaire against Sir Philippe:
/// its "win rate" is then meaningless (see [`solitaire`] for its ranks).
pub fn tournament(
    lineup: &[Entrant],
    games: usize,
    seed: u64,
    seating: Seating,
    now: &dyn Fn() -> f64,
) -> Result<TournamentReport, SetupError> {
    tabletop::tournament::tournament::<GameState>(
        lineup,
        games,
        seed,
        seating,
        Setup::new,
        choose,
        now,
    )
}

/// Solitaire results of one level against Sir Philippe.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SolitaireReport {
    pub level: Level,
    pub games: usize,
    pub average_score: f64,
    pub min_score: i32,
    pub max_score: i32,
    /// Games ending in each rank, Serf to Pope.
    pub ranks: [usize; 7],
    pub mean_decision_ms: f64,
    pub max_decision_ms: f64,
}

/// Plays `games` solitaire games of `level` (Hard thinks `hard_budget_ms` per turn) and reports
/// the scores and ranks.
pub fn solitaire(
    level: Level,
    games: usize,
    seed: u64,
    hard_budget_ms: f64,
    now: &dyn Fn() -> f64,
) -> Result<SolitaireReport, SetupError> {
    solitaire_of(Entrant::all(&[level], hard_budget_ms)[0], games, seed, now)
}

/// [`solitaire`] of one tournament entrant: Hard searches for its time or its playouts.
pub fn solitaire_of(
    entrant: Entrant,
    games: usize,
    seed: u64,
    now: &dyn Fn() -> f64,
) -> Result<SolitaireReport, SetupError> {
    let level = entrant.level;
    let mut rng = Rng::new(seed);
    let mut report = SolitaireReport {
        level,
        games,
        average_score: 0.0,
        min_score: i32::MAX,
        max_score: i32::MIN,
        ranks: [0; 7],
        mean_decision_ms: 0.0,
        max_decision_ms: 0.0,
    };
    let mut decisions = 0usize;
    for _ in 0..games {
        let mut state = GameState::new(&Setup::new([level.name()], rng.next_u64()))?;
        let mut plan = search::TurnPlan::default();
        while state.current_seat().is_some() {
            let started = now();
            let action = match level {
                Level::Hard => plan.next(&state).or_else(|| {
                    let seed = rng.next_u64();
                    let (actions, _) = match entrant.playouts {
                        Some(playouts) => {
                            tabletop::search::plan_seeing(&state, seed, playouts, entrant.sight)
                        }
                        None => tabletop::search::plan_within_seeing(
                            &state,
                            seed,
                            entrant.budget_ms,
                            now,
                            entrant.sight,
                        ),
                    };
                    plan = search::TurnPlan::new(&state, actions);
                    plan.next(&state)
                }),
                _ => choose(level, &state, rng.next_u64()),
            };
            let spent = now() - started;
            decisions += 1;
            report.mean_decision_ms += spent;
            report.max_decision_ms = report.max_decision_ms.max(spent);
            match action.map(|action| state.play(action)) {
                Some(Ok(_)) => {}
                _ => break,
            }
        }
        let Some(score) = state.scores().first() else {
            continue;
        };
        report.average_score += f64::from(score.total);
        report.min_score = report.min_score.min(score.total);
        report.max_score = report.max_score.max(score.total);
        let rank = score.rank.unwrap_or(Rank::Serf);
        report.ranks[rank as usize] += 1;
    }
    report.average_score /= games.max(1) as f64;
    report.mean_decision_ms /= decisions.max(1) as f64;
    Ok(report)
}

#[cfg(test)]
mod tests;
