//! The final scores (§7): buildings (walled ones doubled), bonuses, culture and its majority,
//! the largest walled area, disasters, and the tie-break on resources left.

use super::components::{Building, EndBonus, Rank, Resource};
use super::data;
use super::state::{GameState, Player, Score};

impl GameState {
    /// What breaks a tie on points: the most of each resource left, in this order (players
    /// still level share the win).
    pub const TIE_BREAK: [Resource; 4] = Resource::ALL;

    /// Every player's points, in seat order, as if the game ended now (the final scores once it
    /// has): the running score the final screen charts round by round.
    pub fn points(&self) -> Vec<i32> {
        if self.scores.is_empty() {
            self.final_scores()
                .iter()
                .map(|score| score.total)
                .collect()
        } else {
            self.scores.iter().map(|score| score.total).collect()
        }
    }

    /// Every player's score as if the game ended now, winners marked.
    pub fn final_scores(&self) -> Vec<Score> {
        let mut scores: Vec<Score> = self
            .players
            .iter()
            .enumerate()
            .map(|(seat, player)| base_score(seat as u8, player))
            .collect();
        let most_culture = self.players.iter().map(|p| p.culture).max().unwrap_or(0);
        let largest_area = scores.iter().map(|s| s.walled_area).max().unwrap_or(0);
        for (score, player) in scores.iter_mut().zip(&self.players) {
            if most_culture >= 1 && player.culture == most_culture {
                score.most_culture = data::MOST_CULTURE_BONUS;
            }
            if largest_area >= 1 && score.walled_area == largest_area {
                score.largest_walled_area = data::LARGEST_WALLED_AREA_BONUS;
            }
            score.total = score
                .buildings
                .saturating_add(score.bonuses)
                .saturating_add(score.culture)
                .saturating_add(score.most_culture)
                .saturating_add(score.largest_walled_area)
                .saturating_sub(score.disaster);
        }
        let best = scores
            .iter()
            .map(|score| (score.total, tie_break(score)))
            .max();
        for score in &mut scores {
            score.winner = Some((score.total, tie_break(score))) == best;
            if self.is_solitaire() {
                score.rank = Some(Rank::of(score.total));
            }
        }
        scores
    }
}

/// Trade goods, then stone, wood and food left.
fn tie_break(score: &Score) -> [u8; 4] {
    GameState::TIE_BREAK.map(|resource| score.resources.get(resource))
}

fn clamp(value: u32) -> i32 {
    i32::try_from(value).unwrap_or(i32::MAX)
}

fn base_score(seat: u8, player: &Player) -> Score {
    let domain = &player.domain;
    let mut buildings = 0i32;
    let mut bonuses = 0i32;
    for placed in &domain.buildings {
        let info = placed.building.info();
        let multiplier = if placed.building == Building::Keep || domain.is_walled(placed) {
            data::WALLED_MULTIPLIER
        } else {
            1
        };
        buildings += i32::from(info.points) * multiplier;
        bonuses = bonuses.saturating_add(match info.bonus {
            EndBonus::None => 0,
            EndBonus::EmptyNeighbours => clamp(domain.empty_neighbours(placed)),
            EndBonus::ResourcesLeft => i32::from(player.resources.total()),
            EndBonus::Culture => clamp(player.culture),
            EndBonus::Dice => player.dice.len() as i32,
        });
    }
    Score {
        seat,
        buildings,
        bonuses,
        culture: clamp(player.culture),
        most_culture: 0,
        walled_area: domain.walled_area(),
        largest_walled_area: 0,
        disaster: clamp(player.disaster),
        total: 0,
        resources: player.resources,
        winner: false,
        rank: None,
    }
}
