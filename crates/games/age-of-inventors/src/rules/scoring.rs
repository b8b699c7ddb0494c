//! Final scoring (§4.4; solo §7): tracks, Ingenuity rank, breakthroughs, and the experiment
//! allocation that scores the most.

use serde::{Deserialize, Serialize};

use super::components::{Bundle, LabSide, Resource, Track};
use super::data;
use super::state::{GameState, Seat};

/// One player's final score, part by part.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Score {
    pub seat: Seat,
    pub tracks: i32,
    pub ingenuity: i32,
    pub breakthroughs: i32,
    pub experiments: i32,
    /// Solo: 1 VP per full 5 Funds left after the experiments.
    pub funds: i32,
    pub total: i32,
    pub winner: bool,
}

/// The best VP from `experiments` given `stock`: every subset is tried (with a bound that
/// skips branches that cannot beat the best), each resource filling one experiment only.
/// Resourceful's Ideas stand in for E, C, P or F. With `funds_vp`, leftover Funds score 1 VP
/// per 5 (solo). Returns (experiment VP, funds VP).
pub fn best_experiments(
    stock: Bundle,
    experiments: &[u8],
    adaptive: bool,
    funds_vp: bool,
) -> (i32, i32) {
    let mut best = (i32::MIN, 0, 0);
    let remaining_vp: Vec<i32> = (0..=experiments.len())
        .map(|from| {
            experiments[from..]
                .iter()
                .map(|&x| i32::from(data::EXPERIMENT_DATA[usize::from(x)].vp))
                .sum()
        })
        .collect();
    search(
        stock,
        experiments,
        0,
        0,
        adaptive,
        funds_vp,
        &remaining_vp,
        &mut best,
    );
    (best.1, best.2)
}

fn funds_points(stock: Bundle, funds_vp: bool) -> i32 {
    if funds_vp {
        i32::from(stock.get(Resource::Funds) / data::SOLO_FUNDS_PER_VP)
    } else {
        0
    }
}

#[allow(clippy::too_many_arguments)]
fn search(
    stock: Bundle,
    experiments: &[u8],
    index: usize,
    vp: i32,
    adaptive: bool,
    funds_vp: bool,
    remaining_vp: &[i32],
    best: &mut (i32, i32, i32),
) {
    let here = vp + funds_points(stock, funds_vp);
    if here > best.0 {
        *best = (here, vp, here - vp);
    }
    let Some(&experiment) = experiments.get(index) else {
        return;
    };
    // Even every remaining experiment plus all Funds would not beat the best.
    let ceiling = vp + remaining_vp[index] + funds_points(stock, funds_vp);
    if ceiling <= best.0 {
        return;
    }
    let info = data::EXPERIMENT_DATA[usize::from(experiment)];
    if let Some(left) = fulfil(stock, info.needs, adaptive) {
        search(
            left,
            experiments,
            index + 1,
            vp + i32::from(info.vp),
            adaptive,
            funds_vp,
            remaining_vp,
            best,
        );
    }
    search(
        stock,
        experiments,
        index + 1,
        vp,
        adaptive,
        funds_vp,
        remaining_vp,
        best,
    );
}

/// What is left after meeting `needs`; Adaptive Ideas cover shortfalls (E, C, P first, then F).
fn fulfil(stock: Bundle, needs: Bundle, adaptive: bool) -> Option<Bundle> {
    let mut left = stock;
    let mut shortfall = 0u8;
    for resource in Resource::ALL {
        let need = needs.get(resource);
        let have = left.get(resource);
        if need > have {
            if resource == Resource::Ideas || !adaptive {
                return None;
            }
            shortfall += need - have;
            left.0[resource.index()] = 0;
        } else {
            left.0[resource.index()] = have - need;
        }
    }
    let ideas = left.get(Resource::Ideas);
    if shortfall > ideas {
        return None;
    }
    left.0[Resource::Ideas.index()] = ideas - shortfall;
    Some(left)
}

impl GameState {
    /// Every real player's points, in seat order, as if the game ended now: the running score
    /// the final screen charts round by round.
    pub fn points(&self) -> Vec<i32> {
        self.scores().iter().map(|score| score.total).collect()
    }

    /// Every real player's score, in seat order (meaningful once the game is over).
    pub fn scores(&self) -> Vec<Score> {
        let mut scores: Vec<Score> = (0..self.seats)
            .map(|seat| {
                let player = self.p(seat);
                let tracks = Track::ALL
                    .iter()
                    .map(|&track| {
                        self.track_ranking(track)
                            .iter()
                            .position(|&s| s == seat)
                            .and_then(|place| data::TRACK_VP.get(place).copied())
                            .unwrap_or(0)
                    })
                    .sum();
                let ingenuity = if self.solo {
                    0
                } else {
                    self.rank_order()
                        .iter()
                        .position(|&s| s == seat)
                        .and_then(|place| data::INGENUITY_VP.get(place).copied())
                        .unwrap_or(0)
                };
                let breakthroughs = player
                    .breakthroughs
                    .iter()
                    .map(|&b| i32::from(data::BREAKTHROUGH_VP[usize::from(b)]))
                    .sum();
                let (experiments, funds) = best_experiments(
                    player.stock,
                    &player.experiments,
                    player.is(LabSide::Resourceful),
                    self.solo,
                );
                Score {
                    seat,
                    tracks,
                    ingenuity,
                    breakthroughs,
                    experiments,
                    funds,
                    total: tracks + ingenuity + breakthroughs + experiments + funds,
                    winner: false,
                }
            })
            .collect();
        // Highest total; a tie goes to the player higher on Ingenuity.
        let winner = scores
            .iter()
            .map(|score| {
                (
                    score.total,
                    std::cmp::Reverse(self.p(score.seat).ingenuity),
                    score.seat,
                )
            })
            .max()
            .map(|best| best.2);
        for score in scores.iter_mut() {
            score.winner = Some(score.seat) == winner;
        }
        scores
    }
}
