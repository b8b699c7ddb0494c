//! Facts that hold in every reachable state; the simulator and property tests check them after
//! every action.

use std::fmt;

use super::components::{Building, DieColour, Resource};
use super::data;
use super::domain::Domain;
use super::grid::{scorched_shape, Cells};
use super::state::{GameState, Phase};

/// A broken invariant: a bug in the engine, never a player's mistake.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvariantViolation(pub String);

impl fmt::Display for InvariantViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InvariantViolation {}

fn fail<T>(message: String) -> Result<T, InvariantViolation> {
    Err(InvariantViolation(message))
}

impl GameState {
    /// Checks the tracks, every domain's cells, that every piece is in exactly one place, the
    /// dice against the buildings, the tracking tokens, and the round.
    pub fn check_invariants(&self) -> Result<(), InvariantViolation> {
        for (seat, player) in self.players.iter().enumerate() {
            for resource in Resource::ALL {
                if player.resource(resource) > resource.cap() {
                    return fail(format!("player {seat} has {resource:?} over its cap"));
                }
            }
            if let Err(problem) = check_domain(&player.domain) {
                return fail(format!("player {seat}'s domain: {problem}"));
            }
        }
        self.check_pieces()?;
        self.check_dice()?;
        let exhausted = self
            .supply
            .buildings
            .iter()
            .filter(|count| **count == 0)
            .count();
        let expected = exhausted.min(usize::from(self.tokens));
        if usize::from(self.tokens_flipped) != expected {
            return fail(format!(
                "{} tracking tokens flipped for {exhausted} types run out",
                self.tokens_flipped
            ));
        }
        if self.tokens != data::tracking_tokens(self.players.len()) {
            return fail("wrong number of tracking tokens".into());
        }
        let last = if self.is_solitaire() {
            data::SOLITAIRE_ROUNDS
        } else {
            data::ROUND_LIMIT
        };
        if self.round == 0 || self.round > last {
            return fail(format!("round {} outside 1..={last}", self.round));
        }
        if self.is_over() == self.scores.is_empty() {
            return fail("scores exist exactly when the game is over".into());
        }
        if !self.is_over() && self.current_seat().is_none() {
            return fail("nobody decides in a running game".into());
        }
        if let Some(seat) = self.current_seat() {
            if usize::from(seat) >= self.players.len() {
                return fail(format!("seat {seat} decides but does not play"));
            }
        }
        Ok(())
    }

    fn check_pieces(&self) -> Result<(), InvariantViolation> {
        for building in Building::ALL {
            let placed: usize = self
                .players
                .iter()
                .map(|player| player.domain.count(building))
                .sum();
            let total = usize::from(self.supply.building(building))
                + placed
                + usize::from(self.boxed.building(building));
            if total != usize::from(building.info().supply) {
                return fail(format!("{total} {building:?} in the game"));
            }
        }
        for (index, length) in data::WALL_LENGTHS.into_iter().enumerate() {
            let placed: usize = self
                .players
                .iter()
                .map(|player| {
                    player
                        .domain
                        .walls
                        .iter()
                        .filter(|wall| wall.length == length)
                        .count()
                })
                .sum();
            let total = usize::from(self.supply.walls[index])
                + placed
                + usize::from(self.boxed.walls[index]);
            if total != usize::from(data::WALL_SUPPLY[index]) {
                return fail(format!("{total} walls of length {length} in the game"));
            }
        }
        let scorched: usize = self
            .players
            .iter()
            .map(|player| player.domain.scorched.len())
            .sum();
        let total = usize::from(self.supply.scorched) + scorched + usize::from(self.boxed.scorched);
        if total != usize::from(data::SCORCHED_AREAS) {
            return fail(format!("{total} scorched areas in the game"));
        }
        Ok(())
    }

    fn check_dice(&self) -> Result<(), InvariantViolation> {
        for colour in DieColour::ALL {
            let index = colour.index();
            let held: usize = self
                .players
                .iter()
                .map(|player| usize::from(player.dice_by_colour()[index]))
                .sum();
            let philippe = self
                .philippe
                .iter()
                .filter(|die| die.colour == colour)
                .count();
            let total = usize::from(self.supply.dice[index])
                + held
                + philippe
                + usize::from(self.boxed.dice[index]);
            if total != usize::from(data::DICE[index]) {
                return fail(format!("{total} {colour:?} dice in the game"));
            }
        }
        if self.is_solitaire() == self.philippe.is_empty() {
            return fail("Sir Philippe has dice exactly in solitaire".into());
        }
        // Between round end and the first disaster, no building has come or gone.
        let settled = matches!(
            self.phase,
            Phase::Roll { .. } | Phase::Feathers { .. } | Phase::Collect { .. } | Phase::GameOver
        );
        for (seat, player) in self.players.iter().enumerate() {
            if player
                .dice
                .iter()
                .any(|die| die.face >= data::FACES_PER_DIE)
            {
                return fail(format!("player {seat} has a die without a face"));
            }
            if settled && player.dice_by_colour() != player.dice_due() {
                return fail(format!(
                    "player {seat} holds dice {:?} for buildings worth {:?}",
                    player.dice_by_colour(),
                    player.dice_due()
                ));
            }
            let sorted = player
                .dice
                .windows(2)
                .all(|pair| pair[0].colour <= pair[1].colour);
            if !sorted {
                return fail(format!("player {seat}'s dice are not in colour order"));
            }
        }
        Ok(())
    }

    /// Facts about one step of play: culture, disasters, the round and the flipped tokens
    /// never go back, and no piece returns to the supply.
    pub fn check_progress_from(&self, previous: &GameState) -> Result<(), InvariantViolation> {
        for (seat, (now, before)) in self.players.iter().zip(&previous.players).enumerate() {
            if now.culture < before.culture {
                return fail(format!("player {seat}'s culture fell"));
            }
            if now.disaster < before.disaster {
                return fail(format!("player {seat}'s disasters fell"));
            }
        }
        if self.round < previous.round {
            return fail("the round went back".into());
        }
        if self.tokens_flipped < previous.tokens_flipped {
            return fail("a tracking token was turned back".into());
        }
        let returned = self
            .supply
            .buildings
            .iter()
            .zip(&previous.supply.buildings)
            .any(|(now, before)| now > before)
            || self.supply.scorched > previous.supply.scorched;
        if returned {
            return fail("a piece went back to the supply".into());
        }
        Ok(())
    }
}

/// The domain's cell sets agree with its pieces, and no cell holds two pieces.
fn check_domain(domain: &Domain) -> Result<(), String> {
    let mut occupied = Cells::NONE;
    let mut claim = |cells: Cells, what: String| {
        if cells.is_empty() {
            return Err(format!("{what} lies off the grid"));
        }
        if cells.intersects(occupied) {
            return Err(format!("{what} overlaps another piece"));
        }
        occupied = occupied.or(cells);
        Ok(())
    };
    let mut keeps = Cells::NONE;
    let mut others = Cells::NONE;
    for placed in &domain.buildings {
        let cells = placed.cells();
        claim(cells, format!("{placed:?}"))?;
        if placed.building == Building::Keep {
            keeps = keeps.or(cells);
        } else {
            others = others.or(cells);
        }
    }
    let mut walls = Cells::NONE;
    for wall in &domain.walls {
        let cells = wall.cells();
        claim(cells, format!("{wall:?}"))?;
        walls = walls.or(cells);
    }
    let mut scorched = Cells::NONE;
    for anchor in &domain.scorched {
        let cells = scorched_shape().cells_at(*anchor).unwrap_or(Cells::NONE);
        claim(cells, format!("scorched area at {anchor:?}"))?;
        scorched = scorched.or(cells);
    }
    let open = walls.or(keeps).complement();
    let walled = open.minus(Cells::outside(open));
    let cached = [
        (domain.occupied, occupied, "occupied"),
        (domain.keep_cells, keeps, "keep"),
        (domain.building_cells, others, "building"),
        (domain.wall_cells, walls, "wall"),
        (domain.scorched_cells, scorched, "scorched"),
        (domain.walled, walled, "walled"),
    ];
    for (kept, computed, name) in cached {
        if kept != computed {
            return Err(format!("the {name} cells are out of date"));
        }
    }
    // A building is a connected set of open cells, so it is walled wholly or not at all.
    for placed in &domain.buildings {
        let cells = placed.cells();
        if placed.building != Building::Keep
            && cells.intersects(walled)
            && !cells.minus(walled).is_empty()
        {
            return Err(format!("{placed:?} straddles a wall line"));
        }
    }
    Ok(())
}
