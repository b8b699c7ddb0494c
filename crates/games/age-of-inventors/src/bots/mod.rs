//! Computer players. A bot chooses only among the engine's legal actions and values them only on
//! a copy of the game in which everything it could not see is dealt again at random
//! ([`GameState::redeal_hidden`], the platform's `determinize`).
//!
//! - **Random**: a uniformly random legal action (a baseline for measurements).
//! - **Easy**: greedy on the position value one action ahead, blurred by noise.
//! - **Medium**: the same greedy choice without noise.
//! - **Hard**: the platform's search ([`tabletop::search`]) over whole-turn plans: Medium's best
//!   first actions, each completed greedily to the end of the turn, tried in playouts to the end
//!   of the round in which every player takes the best of a few actions drawn at random
//!   ([`GameState`]'s [`Planner`] impl).
//!
//! Every level values positions with [`value`]: the score as it stands plus what the holdings
//! will still bring, against the best opponent.

use tabletop::rng::Rng;
use tabletop::search::{Openings, Planner};
use tabletop::tournament::Tagging;

use crate::rules::{Action, GameState, LabSide, Resource, Setup, SetupError};

pub use tabletop::tournament::{
    Entrant, GameResult, LevelResult, Seating, TagResult, TournamentReport,
};
pub use tabletop::Level;

/// How far Easy's values are blurred, in points.
const EASY_NOISE: f64 = 2.0;
/// How many first actions Medium finishes to the end of the turn.
const MEDIUM_SHORTLIST: usize = 5;
/// How many first actions Hard weighs.
const HARD_OPENINGS: usize = 8;
/// Legal actions a playout decision weighs (drawn at random, the best taken).
const PLAYOUT_SAMPLE: usize = 4;
/// Greedy completion stops after this many actions (a turn is far shorter).
const MAX_PLAN: usize = 30;

/// How good the position is for `seat` on its own: points now, track progress and holdings.
pub fn worth(state: &GameState, seat: u8) -> f64 {
    let Some(player) = state.players().get(usize::from(seat)) else {
        return 0.0;
    };
    let scores = state.scores();
    let score = scores
        .iter()
        .find(|s| s.seat == seat)
        .map_or(0.0, |s| f64::from(s.total));
    if state.is_over() {
        return score;
    }
    let late = f64::from(state.round().min(4)) / 4.0;
    let stock = player.stock();
    let science: f64 = [
        Resource::Engineering,
        Resource::Chemistry,
        Resource::Physics,
    ]
    .iter()
    .map(|&r| f64::from(stock.get(r)))
    .sum();
    let tracks: f64 = crate::rules::Track::ALL
        .iter()
        .map(|&t| f64::from(player.track(t)))
        .sum();
    score
        + 0.9 * tracks
        + (0.5 - 0.2 * late) * science
        + (0.6 - 0.2 * late) * f64::from(stock.get(Resource::Ideas))
        + 0.12 * f64::from(stock.get(Resource::Funds))
        + (1.2 - 0.6 * late) * player.inventions_in_hand().len() as f64
        + (1.0 - 0.5 * late) * player.inventors_in_hand().len() as f64
        + 0.4 * f64::from(player.switches_off())
        + 0.5 * player.experiments().len() as f64
}

/// [`worth`] for `seat` minus the best opponent's.
pub fn value(state: &GameState, seat: u8) -> f64 {
    let own = worth(state, seat);
    let best = (0..state.player_count() as u8)
        .filter(|&s| s != seat && !state.players()[usize::from(s)].is_dummy())
        .map(|s| worth(state, s))
        .fold(f64::NEG_INFINITY, f64::max);
    if best.is_finite() {
        own - best
    } else {
        own
    }
}

/// Each legal action of `view` with the value it leads to for `seat`, best first.
fn ranked(view: &GameState, seat: u8, legal: &[Action]) -> Vec<(Action, f64)> {
    let mut events = Vec::new();
    let mut out: Vec<(Action, f64)> = legal
        .iter()
        .map(|&action| {
            let mut next = view.clone();
            events.clear();
            next.play_unchecked(action, &mut events);
            (action, value(&next, seat))
        })
        .collect();
    // The shared sort (a `sort_by` of its own is kilobytes of wasm); stable, as before.
    tabletop::order::best_first(&mut out, |(_, value)| *value);
    out
}

fn greedy(view: &GameState, seat: u8, legal: &[Action], noise: f64, rng: &mut Rng) -> Action {
    let mut best = (legal[0], f64::NEG_INFINITY);
    for (action, v) in ranked(view, seat, legal) {
        let blurred = v + noise * (f64::from(rng.below(1001)) / 500.0 - 1.0);
        if blurred > best.1 {
            best = (action, blurred);
        }
    }
    best.0
}

/// Medium: the greedy shortlist, each finished greedily to the end of the turn, the best kept.
fn looked_ahead(view: &GameState, seat: u8, legal: &[Action]) -> Action {
    let mut best = (legal[0], f64::NEG_INFINITY);
    for (action, _) in ranked(view, seat, legal).into_iter().take(MEDIUM_SHORTLIST) {
        let mut next = view.clone();
        next.complete(seat, vec![action]);
        let v = value(&next, seat);
        if v > best.1 {
            best = (action, v);
        }
    }
    best.0
}

/// The legal actions a bot considers: all but the educational variant's quiz answers. The
/// engine knows every right answer, so a bot that answered would only be guessing on purpose
/// or cheating; bots skip the quiz (§8 says a player *may* name the inventor) and pay in full.
pub fn bot_actions(state: &GameState) -> Vec<Action> {
    let mut legal = state.legal_actions();
    legal.retain(|action| !matches!(action, Action::AnswerQuiz { .. }));
    legal
}

/// The bot's choice for the player to move, or `None` once the game is over.
///
/// Hard searches with a small fixed number of steps here; tournaments give it a time budget.
pub fn choose(level: Level, state: &GameState, seed: u64) -> Option<Action> {
    let seat = state.current_seat()?;
    let mut rng = Rng::new(seed);
    // The options are the player's own (what the screen would offer); values come only from
    // the re-dealt copy.
    let legal = bot_actions(state);
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    if level == Level::Hard {
        let mut search = tabletop::search::Search::new(state, seed)?;
        for _ in 0..200 {
            search.step();
        }
        return search.best_plan().into_iter().next();
    }
    let view = state.redeal_hidden(rng.next_u64());
    match level {
        Level::Random => legal.get(rng.below(legal.len() as u32) as usize).copied(),
        Level::Easy => Some(greedy(&view, seat, &legal, EASY_NOISE, &mut rng)),
        _ => Some(looked_ahead(&view, seat, &legal)),
    }
}

/// Plays `games` games of the lineup (one seat per entry, 1 to 4, seats rotated every game); see
/// [`tabletop::tournament::tournament`]. Each seat is tagged with the lab side it played
/// ([`lab_side_tag`]), so the report also gives wins and scores by lab side.
pub fn tournament(
    lineup: &[Entrant],
    games: usize,
    seed: u64,
    seating: Seating,
    now: &dyn Fn() -> f64,
) -> Result<TournamentReport, SetupError> {
    let tags = |state: &GameState| {
        state
            .players()
            .iter()
            .map(|player| player.side().map(lab_side_tag).unwrap_or_default())
            .collect()
    };
    tabletop::tournament::tagged_tournament::<GameState>(
        lineup,
        games,
        seed,
        seating,
        Setup::new,
        choose,
        Some(Tagging {
            kind: "lab side",
            tags: &tags,
        }),
        now,
    )
}

/// A lab side's tag in tournament reports: its lab and side, `Government/Authoritarian`.
pub fn lab_side_tag(side: LabSide) -> String {
    format!("{:?}/{side:?}", side.lab())
}

impl Planner for GameState {
    fn openings(&self, seat: u8) -> Openings<Action> {
        let legal = bot_actions(self);
        let firsts = ranked(self, seat, &legal);
        Openings::ToComplete(
            firsts
                .into_iter()
                .take(HARD_OPENINGS)
                .map(|(action, _)| vec![action])
                .collect(),
        )
    }

    fn complete(&mut self, seat: u8, opening: Vec<Action>) -> Vec<Action> {
        let mut plan = Vec::new();
        let mut events = Vec::new();
        let mut rng = Rng::new(0);
        for action in opening {
            if self.check(action).is_err() {
                return plan;
            }
            self.play_unchecked(action, &mut events);
            plan.push(action);
        }
        while plan.len() < MAX_PLAN && self.current_seat() == Some(seat) && self.is_mid_turn() {
            let legal = bot_actions(self);
            if legal.is_empty() {
                break;
            }
            let action = greedy(self, seat, &legal, 0.0, &mut rng);
            self.play_unchecked(action, &mut events);
            plan.push(action);
        }
        plan
    }

    fn evaluate(&self, seat: u8) -> f64 {
        value(self, seat)
    }

    /// The best by the position value one action ahead of a few legal actions drawn at random
    /// (a main action rather than passing when there is one): far better than random replies,
    /// at a few evaluations a decision.
    fn playout_move(&self, legal: &mut Vec<Action>, rng: &mut Rng) -> Option<Action> {
        let seat = self.current_seat()?;
        if legal.len() > 1 {
            legal.retain(|action| *action != Action::Pass);
            if legal.is_empty() {
                return Some(Action::Pass);
            }
        }
        if legal.len() == 1 {
            return legal.first().copied();
        }
        let mut events = Vec::new();
        let mut best: Option<(Action, f64)> = None;
        for _ in 0..PLAYOUT_SAMPLE.min(legal.len()) {
            let at = rng.below(legal.len() as u32) as usize;
            let action = legal.swap_remove(at);
            let mut next = self.clone();
            events.clear();
            next.play_unchecked(action, &mut events);
            let v = value(&next, seat);
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((action, v));
            }
        }
        best.map(|(action, _)| action)
    }

    fn playout_over(&self, start: &GameState) -> bool {
        self.is_over() || self.round() > start.round()
    }

    fn playout_value(&self, seat: u8) -> f64 {
        value(self, seat)
    }
}

#[cfg(test)]
mod tests;
