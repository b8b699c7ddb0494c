//! Legality: [`GameState::check`] says whether an action is allowed now and, if not, why.
//! [`GameState::legal_actions_into`] lists exactly the allowed actions; for placements it works
//! on cell sets (every legal top-left cell of a shape at once) instead of asking `check` about
//! each cell, and the property tests hold the two to agreeing.

use serde::{Deserialize, Serialize};

use super::action::{Action, DiceSet};
use super::components::{Building, Cell, Die, Direction, Resource};
use super::data;
use super::domain::Domain;
use super::event::Seat;
use super::grid::{building_shape, orientations, scorched_shape, wall_shape, Cells};
use super::rng::Rng;
use super::state::{GameState, Phase, Player, RollStage, StartingPieces};

/// Why an action is not allowed now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Illegal {
    GameOver,
    /// The action is not the kind of decision the game is waiting for.
    NotNow(Expected),
    /// The piece is not (or no longer) part of the starting domain left to place.
    NotInStartingDomain,
    /// The default layout replaces the whole starting domain: only before any piece is placed.
    StartingDomainBegun,
    /// The starting domain's scorched areas come after its other pieces.
    ScorchedAreasLast,
    /// Part of the piece would lie off the domain.
    OffGrid,
    /// A cell is taken (by a building, wall or scorched area; for a scorched area, by a wall,
    /// keep or scorched area).
    Occupied,
    NoSuchRotation,
    NoSuchWallLength,
    NotInSupply,
    CannotAfford,
    /// A scorched area may not lie on walled cells.
    Walled,
    /// Another spot would remove fewer buildings.
    NotLeastRemoval,
    NoSuchDie,
    NoSuchFace,
    /// Setting a die to the face it shows changes nothing.
    SameFace,
    /// Each monastery sets a different die.
    DieAlreadySet,
    /// No monastery set is left (or roll 2 has begun).
    NoSetLeft,
    /// Among interchangeable dice (same colour and face; for feathers, any feather), the
    /// lowest-numbered must be chosen first.
    IdenticalDieFirst,
    /// A die showing a skull cannot be rerolled.
    Locked,
    /// A die set by a monastery is held during roll 2.
    SetThisRound,
    NothingRerolled,
    NotAFeather,
    /// The companion die must be another die.
    SameDie,
    /// More "or" choices than dice showing an "or" face.
    TooManyAlternatives,
    /// The player holds none of that resource.
    NoResource,
    /// No building has its first cell there.
    NoBuildingThere,
    KeepProtected,
    WalledProtected,
    /// Sir Philippe's dice do not show that resource.
    NotShown,
}

/// The kind of decision the game is waiting for, for [`Illegal::NotNow`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Expected {
    StartingDomain,
    Roll,
    Feathers,
    Collect,
    Brigands,
    Scorch,
    Remove,
    Build,
    Demand,
    Answer,
}

/// An action refused, with the reason; the state is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct IllegalAction {
    pub action: Action,
    pub reason: Illegal,
}

/// Where a piece is being placed: the starting domain (given, free) or the Build step (paid).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Placing {
    Start(StartingPieces),
    Build,
}

impl GameState {
    fn seat_player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(usize::from(seat))
    }

    /// Whether `action` is allowed now, and if not, why.
    pub fn check(&self, action: Action) -> Result<(), Illegal> {
        let player = |seat: Seat| self.seat_player(seat).ok_or(Illegal::GameOver);
        match (&self.phase, action) {
            (Phase::GameOver, _) => Err(Illegal::GameOver),
            (Phase::StartingDomain { left, .. }, Action::DefaultDomain) => {
                if *left == StartingPieces::full(self.players.len()) {
                    Ok(())
                } else {
                    Err(Illegal::StartingDomainBegun)
                }
            }
            (
                Phase::StartingDomain { seat, left },
                Action::Build { .. } | Action::Wall { .. } | Action::Scorch(_),
            ) => self.check_placement(player(*seat)?, action, Placing::Start(*left)),
            (Phase::StartingDomain { .. }, _) => Err(Illegal::NotNow(Expected::StartingDomain)),
            (Phase::Roll { seat, stage }, action) => check_roll(player(*seat)?, *stage, action),
            (Phase::Feathers { seat, .. }, Action::Feather { die, companion }) => {
                check_feather(player(*seat)?, die, companion)
            }
            (Phase::Feathers { .. }, Action::EndFeathers) => Ok(()),
            (Phase::Feathers { .. }, _) => Err(Illegal::NotNow(Expected::Feathers)),
            (Phase::Collect { seat }, Action::Collect { alternatives }) => {
                let most = alternative_dice(player(*seat)?);
                if alternatives
                    .iter()
                    .zip(most)
                    .all(|(asked, most)| *asked <= most)
                {
                    Ok(())
                } else {
                    Err(Illegal::TooManyAlternatives)
                }
            }
            (Phase::Collect { .. }, _) => Err(Illegal::NotNow(Expected::Collect)),
            (Phase::Brigands { .. }, Action::SufferBrigands) => Ok(()),
            (Phase::Brigands { seat }, Action::Discard(resource)) => {
                holds(player(*seat)?, resource)
            }
            (Phase::Brigands { .. }, _) => Err(Illegal::NotNow(Expected::Brigands)),
            (Phase::Treachery { .. }, Action::Scorch(cell)) => {
                let seat = self.current_seat().ok_or(Illegal::GameOver)?;
                check_treachery_spot(&player(seat)?.domain, cell)
            }
            (Phase::Treachery { .. }, _) => Err(Illegal::NotNow(Expected::Scorch)),
            (Phase::Fire { seat }, Action::Remove(cell)) => player(*seat)?
                .domain
                .building_at_first_cell(cell)
                .map(|_| ())
                .ok_or(Illegal::NoBuildingThere),
            (Phase::Attack { .. }, Action::Remove(cell)) => {
                let seat = self.current_seat().ok_or(Illegal::GameOver)?;
                let domain = &player(seat)?.domain;
                let index = domain
                    .building_at_first_cell(cell)
                    .ok_or(Illegal::NoBuildingThere)?;
                match domain.buildings.get(index) {
                    Some(placed) if placed.building == Building::Keep => {
                        Err(Illegal::KeepProtected)
                    }
                    Some(placed) if domain.is_walled(placed) => Err(Illegal::WalledProtected),
                    Some(_) => Ok(()),
                    None => Err(Illegal::NoBuildingThere),
                }
            }
            (Phase::Fire { .. } | Phase::Attack { .. }, _) => {
                Err(Illegal::NotNow(Expected::Remove))
            }
            (Phase::Build { seat, .. }, Action::Build { .. } | Action::Wall { .. }) => {
                self.check_placement(player(*seat)?, action, Placing::Build)
            }
            (Phase::Build { .. }, Action::EndBuilding) => Ok(()),
            (Phase::Build { .. }, _) => Err(Illegal::NotNow(Expected::Build)),
            (Phase::Demand { victim, .. }, Action::Demand(resource)) => {
                holds(player(*victim)?, resource)
            }
            (Phase::DemandFromPhilippe, Action::Demand(resource)) => {
                if self.philippe_shows(resource) {
                    Ok(())
                } else {
                    Err(Illegal::NotShown)
                }
            }
            (Phase::Demand { .. } | Phase::DemandFromPhilippe, _) => {
                Err(Illegal::NotNow(Expected::Demand))
            }
            (Phase::Answer { .. } | Phase::AnswerPhilippe { .. }, Action::Pay | Action::Refuse) => {
                Ok(())
            }
            (Phase::Answer { .. } | Phase::AnswerPhilippe { .. }, _) => {
                Err(Illegal::NotNow(Expected::Answer))
            }
        }
    }

    fn check_placement(
        &self,
        player: &Player,
        action: Action,
        placing: Placing,
    ) -> Result<(), Illegal> {
        let domain = &player.domain;
        match action {
            Action::Build {
                building,
                rotation,
                cell,
            } => {
                if let Placing::Start(left) = placing {
                    let left_of_type = match building {
                        Building::Longhouse => left.longhouses,
                        Building::Farm => left.farms,
                        _ => 0,
                    };
                    if left_of_type == 0 {
                        return Err(Illegal::NotInStartingDomain);
                    }
                }
                if self.supply.building(building) == 0 {
                    return Err(Illegal::NotInSupply);
                }
                if placing == Placing::Build && !player.resources.covers(building.info().cost) {
                    return Err(Illegal::CannotAfford);
                }
                let shape = building_shape(building, rotation).ok_or(Illegal::NoSuchRotation)?;
                let cells = shape.cells_at(cell).ok_or(Illegal::OffGrid)?;
                if cells.intersects(domain.occupied) {
                    return Err(Illegal::Occupied);
                }
                Ok(())
            }
            Action::Wall {
                length,
                cell,
                direction,
            } => {
                let shape = wall_shape(length, direction).ok_or(Illegal::NoSuchWallLength)?;
                if let Placing::Start(left) = placing {
                    if length != data::STARTING_WALL_LENGTH || left.walls == 0 {
                        return Err(Illegal::NotInStartingDomain);
                    }
                }
                if self.supply.walls_of(length) == 0 {
                    return Err(Illegal::NotInSupply);
                }
                if placing == Placing::Build && !player.resources.covers(data::WALL_COST) {
                    return Err(Illegal::CannotAfford);
                }
                let cells = shape.cells_at(cell).ok_or(Illegal::OffGrid)?;
                if cells.intersects(domain.occupied) {
                    return Err(Illegal::Occupied);
                }
                Ok(())
            }
            Action::Scorch(cell) => {
                let Placing::Start(left) = placing else {
                    return Err(Illegal::NotNow(Expected::Build));
                };
                if left.scorched == 0 {
                    return Err(Illegal::NotInStartingDomain);
                }
                if !left.only_scorched_left() {
                    return Err(Illegal::ScorchedAreasLast);
                }
                if self.supply.scorched == 0 {
                    return Err(Illegal::NotInSupply);
                }
                let cells = scorched_shape().cells_at(cell).ok_or(Illegal::OffGrid)?;
                if cells.intersects(domain.occupied) {
                    return Err(Illegal::Occupied);
                }
                if cells.intersects(domain.walled) {
                    return Err(Illegal::Walled);
                }
                Ok(())
            }
            _ => Err(Illegal::NotNow(match placing {
                Placing::Start(_) => Expected::StartingDomain,
                Placing::Build => Expected::Build,
            })),
        }
    }

    /// Whether Sir Philippe's dice show `resource` (an "or" face shows both).
    pub fn philippe_shows(&self, resource: Resource) -> bool {
        self.philippe.iter().any(|die| die.info().shows(resource))
    }

    /// Every action allowed now. Empty once the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        self.legal_actions_into(&mut actions);
        actions
    }

    /// Every action allowed now, into a reused buffer (cleared first). Empty once the game is
    /// over.
    pub fn legal_actions_into(&self, actions: &mut Vec<Action>) {
        actions.clear();
        let Some(seat) = self.current_seat() else {
            return;
        };
        let Some(player) = self.seat_player(seat) else {
            return;
        };
        match &self.phase {
            Phase::GameOver => {}
            Phase::StartingDomain { left, .. } => self.push_starting(player, *left, actions),
            Phase::Roll { stage, .. } => push_roll(player, *stage, actions),
            Phase::Feathers { .. } => {
                if let Some(feather) = first_feather(&player.dice) {
                    actions.push(Action::Feather {
                        die: feather as u8,
                        companion: None,
                    });
                    for companion in 0..player.dice.len() {
                        if companion != feather
                            && is_first_of_kind(&player.dice, companion, Some(feather))
                        {
                            actions.push(Action::Feather {
                                die: feather as u8,
                                companion: Some(companion as u8),
                            });
                        }
                    }
                }
                actions.push(Action::EndFeathers);
            }
            Phase::Collect { .. } => {
                let most = alternative_dice(player);
                for first in 0..=most[0] {
                    for second in 0..=most[1] {
                        for third in 0..=most[2] {
                            for fourth in 0..=most[3] {
                                actions.push(Action::Collect {
                                    alternatives: [first, second, third, fourth],
                                });
                            }
                        }
                    }
                }
            }
            Phase::Brigands { .. } => {
                actions.push(Action::SufferBrigands);
                actions.extend(player.resources.held().map(Action::Discard));
            }
            Phase::Treachery { .. } => {
                let (spots, _) = player.domain.scorch_spots();
                actions.extend(spots.iter().map(Action::Scorch));
            }
            Phase::Fire { .. } => {
                let domain = &player.domain;
                actions.extend(
                    domain
                        .buildings
                        .iter()
                        .filter_map(|placed| placed.first_cell())
                        .map(Action::Remove),
                );
            }
            Phase::Attack { .. } => {
                let domain = &player.domain;
                actions.extend(
                    domain
                        .buildings
                        .iter()
                        .filter(|placed| !domain.is_walled(placed))
                        .filter_map(|placed| placed.first_cell())
                        .map(Action::Remove),
                );
            }
            Phase::Build { .. } => {
                self.push_builds(player, actions);
                actions.push(Action::EndBuilding);
            }
            Phase::Demand { victim, .. } => {
                if let Some(victim) = self.seat_player(*victim) {
                    actions.extend(victim.resources.held().map(Action::Demand));
                }
            }
            Phase::DemandFromPhilippe => actions.extend(
                Resource::ALL
                    .into_iter()
                    .filter(|resource| self.philippe_shows(*resource))
                    .map(Action::Demand),
            ),
            Phase::Answer { .. } | Phase::AnswerPhilippe { .. } => {
                actions.push(Action::Pay);
                actions.push(Action::Refuse);
            }
        }
    }

    fn push_starting(&self, player: &Player, left: StartingPieces, actions: &mut Vec<Action>) {
        let domain = &player.domain;
        if left == StartingPieces::full(self.players.len()) {
            actions.push(Action::DefaultDomain);
        }
        if left.only_scorched_left() {
            if left.scorched > 0 && self.supply.scorched > 0 {
                actions.extend(domain.starting_scorch_spots().iter().map(Action::Scorch));
            }
            return;
        }
        let free = domain.free();
        let mut spots: Spots = [Action::EndBuilding; Cells::SCRATCH];
        for (building, left) in [
            (Building::Longhouse, left.longhouses),
            (Building::Farm, left.farms),
        ] {
            if left > 0 && self.supply.building(building) > 0 {
                push_building_spots(building, free, &mut spots, actions);
            }
        }
        if left.walls > 0 && self.supply.walls_of(data::STARTING_WALL_LENGTH) > 0 {
            push_wall_spots(data::STARTING_WALL_LENGTH, free, &mut spots, actions);
        }
    }

    fn push_builds(&self, player: &Player, actions: &mut Vec<Action>) {
        let free = player.domain.free();
        let mut spots: Spots = [Action::EndBuilding; Cells::SCRATCH];
        for building in Building::ALL {
            if self.supply.building(building) > 0 && player.resources.covers(building.info().cost) {
                push_building_spots(building, free, &mut spots, actions);
            }
        }
        if player.resources.covers(data::WALL_COST) {
            for length in data::WALL_LENGTHS {
                if self.supply.walls_of(length) > 0 {
                    push_wall_spots(length, free, &mut spots, actions);
                }
            }
        }
    }

    /// Whether `player` could build anything at all now (the Build step asks only then).
    pub(crate) fn can_build_any(&self, player: &Player) -> bool {
        let free = player.domain.free();
        let buildings = Building::ALL.into_iter().any(|building| {
            self.supply.building(building) > 0
                && player.resources.covers(building.info().cost)
                && orientations(building)
                    .iter()
                    .any(|(_, shape)| !shape.anchors_within(free).is_empty())
        });
        buildings
            || (player.resources.covers(data::WALL_COST)
                && data::WALL_LENGTHS.into_iter().any(|length| {
                    self.supply.walls_of(length) > 0
                        && Direction::ALL.into_iter().any(|direction| {
                            wall_shape(length, direction)
                                .is_some_and(|shape| !shape.anchors_within(free).is_empty())
                        })
                }))
    }
}

/// Every kind of placement of a decision (a piece in one orientation), in the order
/// [`GameState::legal_actions_into`] lists them, each with how many spots it has, and the
/// actions listed before and after them. The spots themselves are found again only for the
/// kind drawn.
struct Placements {
    free: Cells,
    before: Option<Action>,
    /// Each kind's action, its cell still to set.
    kinds: [Action; 64],
    counts: [u32; 64],
    len: usize,
    after: Option<Action>,
}

impl Placements {
    fn new(free: Cells, before: Option<Action>, after: Option<Action>) -> Placements {
        Placements {
            free,
            before,
            kinds: [Action::EndBuilding; 64],
            counts: [0; 64],
            len: 0,
            after,
        }
    }

    fn push(&mut self, anchors: Cells, action: Action) {
        if let (Some(kind), Some(count)) =
            (self.kinds.get_mut(self.len), self.counts.get_mut(self.len))
        {
            *kind = action;
            *count = anchors.count();
            self.len += 1;
        }
    }

    fn buildings(&mut self, building: Building) {
        for (rotation, shape) in orientations(building).iter() {
            let action = Action::Build {
                building,
                rotation,
                cell: Cell::new(0, 0),
            };
            self.push(shape.anchors_within(self.free), action);
        }
    }

    fn walls(&mut self, length: u8) {
        for direction in Direction::ALL {
            if let Some(shape) = wall_shape(length, direction) {
                let action = Action::Wall {
                    length,
                    cell: Cell::new(0, 0),
                    direction,
                };
                self.push(shape.anchors_within(self.free), action);
            }
        }
    }

    fn count(&self) -> u32 {
        let placed: u32 = self.counts[..self.len].iter().sum();
        placed + u32::from(self.before.is_some()) + u32::from(self.after.is_some())
    }

    /// The `index`-th action of the list; `scorch_spots` are the spots of a scorched area.
    fn nth(&self, index: u32, scorch_spots: impl Fn() -> Cells) -> Option<Action> {
        let mut index = index;
        if let Some(before) = self.before {
            if index == 0 {
                return Some(before);
            }
            index -= 1;
        }
        for (kind, count) in self.kinds[..self.len].iter().zip(&self.counts[..self.len]) {
            if index < *count {
                return Some(match *kind {
                    Action::Build {
                        building, rotation, ..
                    } => Action::Build {
                        building,
                        rotation,
                        cell: building_shape(building, rotation)?
                            .anchors_within(self.free)
                            .nth(index)?,
                    },
                    Action::Wall {
                        length, direction, ..
                    } => Action::Wall {
                        length,
                        cell: wall_shape(length, direction)?
                            .anchors_within(self.free)
                            .nth(index)?,
                        direction,
                    },
                    _ => Action::Scorch(scorch_spots().nth(index)?),
                });
            }
            index -= count;
        }
        if index == 0 {
            self.after
        } else {
            None
        }
    }
}

impl GameState {
    /// [`tabletop::Game::random_action`] without listing the placements of a build or of the
    /// starting domain: they are counted per piece and orientation and only the drawn one is
    /// made, the same action the list would give for the same draw.
    pub fn random_action(&self, rng: &mut Rng, scratch: &mut Vec<Action>) -> Option<Action> {
        let placements = self.current_seat().and_then(|seat| {
            let player = self.seat_player(seat)?;
            match &self.phase {
                Phase::Build { .. } => Some(self.build_placements(player)),
                Phase::StartingDomain { left, .. } => Some(self.starting_placements(player, *left)),
                _ => None,
            }
        });
        match placements {
            Some(placements) => {
                let count = placements.count();
                if count == 0 {
                    return None;
                }
                let scorch_spots = || {
                    self.current_seat()
                        .and_then(|seat| self.seat_player(seat))
                        .map_or(Cells::NONE, |player| player.domain.starting_scorch_spots())
                };
                placements.nth(rng.below(count), scorch_spots)
            }
            None => {
                self.legal_actions_into(scratch);
                if scratch.is_empty() {
                    return None;
                }
                scratch
                    .get(rng.below(scratch.len() as u32) as usize)
                    .copied()
            }
        }
    }

    fn build_placements(&self, player: &Player) -> Placements {
        let mut placements = Placements::new(player.domain.free(), None, Some(Action::EndBuilding));
        for building in Building::ALL {
            if self.supply.building(building) > 0 && player.resources.covers(building.info().cost) {
                placements.buildings(building);
            }
        }
        if player.resources.covers(data::WALL_COST) {
            for length in data::WALL_LENGTHS {
                if self.supply.walls_of(length) > 0 {
                    placements.walls(length);
                }
            }
        }
        placements
    }

    fn starting_placements(&self, player: &Player, left: StartingPieces) -> Placements {
        let domain = &player.domain;
        let default =
            (left == StartingPieces::full(self.players.len())).then_some(Action::DefaultDomain);
        let mut placements = Placements::new(domain.free(), default, None);
        if left.only_scorched_left() {
            if left.scorched > 0 && self.supply.scorched > 0 {
                placements.push(
                    domain.starting_scorch_spots(),
                    Action::Scorch(Cell::new(0, 0)),
                );
            }
            return placements;
        }
        for (building, left) in [
            (Building::Longhouse, left.longhouses),
            (Building::Farm, left.farms),
        ] {
            if left > 0 && self.supply.building(building) > 0 {
                placements.buildings(building);
            }
        }
        if left.walls > 0 && self.supply.walls_of(data::STARTING_WALL_LENGTH) > 0 {
            placements.walls(data::STARTING_WALL_LENGTH);
        }
        placements
    }
}

/// Scratch space for listing placements: one action per cell of the grid.
type Spots = [Action; Cells::SCRATCH];

fn push_building_spots(
    building: Building,
    free: Cells,
    spots: &mut Spots,
    actions: &mut Vec<Action>,
) {
    for (rotation, shape) in orientations(building).iter() {
        shape
            .anchors_within(free)
            .push_each(spots, actions, |cell| Action::Build {
                building,
                rotation,
                cell,
            });
    }
}

fn push_wall_spots(length: u8, free: Cells, spots: &mut Spots, actions: &mut Vec<Action>) {
    for direction in Direction::ALL {
        if let Some(shape) = wall_shape(length, direction) {
            shape
                .anchors_within(free)
                .push_each(spots, actions, |cell| Action::Wall {
                    length,
                    cell,
                    direction,
                });
        }
    }
}

fn holds(player: &Player, resource: Resource) -> Result<(), Illegal> {
    if player.resource(resource) > 0 {
        Ok(())
    } else {
        Err(Illegal::NoResource)
    }
}

/// For each colour, how many of the player's dice show an "or" face.
pub(crate) fn alternative_dice(player: &Player) -> [u8; 4] {
    let mut counts = [0u8; 4];
    for die in &player.dice {
        if die.info().alternative.is_some() {
            counts[die.colour.index()] = counts[die.colour.index()].saturating_add(1);
        }
    }
    counts
}

fn check_treachery_spot(domain: &Domain, cell: Cell) -> Result<(), Illegal> {
    let (spots, _) = domain.scorch_spots();
    if spots.contains(cell) {
        return Ok(());
    }
    let cells = scorched_shape().cells_at(cell).ok_or(Illegal::OffGrid)?;
    if cells.intersects(
        domain
            .wall_cells
            .or(domain.keep_cells)
            .or(domain.scorched_cells),
    ) {
        Err(Illegal::Occupied)
    } else if cells.intersects(domain.walled) {
        Err(Illegal::Walled)
    } else {
        Err(Illegal::NotLeastRemoval)
    }
}

/// The lowest-numbered die showing a feather.
pub(crate) fn first_feather(dice: &[Die]) -> Option<usize> {
    dice.iter().position(Die::is_feather)
}

/// Whether no die before `index` (other than `except`) is interchangeable with it.
fn is_first_of_kind(dice: &[Die], index: usize, except: Option<usize>) -> bool {
    let Some(die) = dice.get(index) else {
        return false;
    };
    !dice
        .iter()
        .take(index)
        .enumerate()
        .any(|(other, earlier)| Some(other) != except && earlier.same_as(die))
}

fn check_feather(player: &Player, die: u8, companion: Option<u8>) -> Result<(), Illegal> {
    let dice = &player.dice;
    let feather = dice.get(usize::from(die)).ok_or(Illegal::NoSuchDie)?;
    if !feather.is_feather() {
        return Err(Illegal::NotAFeather);
    }
    if first_feather(dice) != Some(usize::from(die)) {
        return Err(Illegal::IdenticalDieFirst);
    }
    if let Some(companion) = companion {
        if usize::from(companion) >= dice.len() {
            return Err(Illegal::NoSuchDie);
        }
        if companion == die {
            return Err(Illegal::SameDie);
        }
        if !is_first_of_kind(dice, usize::from(companion), Some(usize::from(die))) {
            return Err(Illegal::IdenticalDieFirst);
        }
    }
    Ok(())
}

/// Whether a die may be rerolled at this stage: not locked, and in roll 2 not set.
fn rerollable(die: &Die, stage: RollStage) -> bool {
    !die.is_locked() && (stage == RollStage::Third || !die.set)
}

/// Whether an empty reroll is a real choice: in roll 2 it keeps roll 3, in which a set die
/// may be rerolled.
fn empty_reroll_allowed(dice: &[Die], stage: RollStage) -> bool {
    matches!(stage, RollStage::Second { .. }) && dice.iter().any(|die| die.set && !die.is_locked())
}

/// Whether the player has any choice left at this stage of the roll.
pub(crate) fn roll_has_choice(dice: &[Die], stage: RollStage) -> bool {
    let sets = matches!(stage, RollStage::Second { sets_left, .. } if sets_left > 0)
        && dice.iter().any(|die| !die.set);
    sets || dice.iter().any(|die| rerollable(die, stage)) || empty_reroll_allowed(dice, stage)
}

fn check_roll(player: &Player, stage: RollStage, action: Action) -> Result<(), Illegal> {
    let dice = &player.dice;
    match action {
        Action::SetDie { die, face } => {
            if !matches!(stage, RollStage::Second { sets_left, .. } if sets_left > 0) {
                return Err(Illegal::NoSetLeft);
            }
            let index = usize::from(die);
            let current = dice.get(index).ok_or(Illegal::NoSuchDie)?;
            if face >= data::FACES_PER_DIE {
                return Err(Illegal::NoSuchFace);
            }
            if current.set {
                return Err(Illegal::DieAlreadySet);
            }
            if current.face == face {
                return Err(Illegal::SameFace);
            }
            let earlier_twin = dice
                .iter()
                .take(index)
                .any(|other| !other.set && other.same_as(current));
            if earlier_twin {
                return Err(Illegal::IdenticalDieFirst);
            }
            Ok(())
        }
        Action::Reroll(set) => {
            if set.is_empty() {
                return if empty_reroll_allowed(dice, stage) {
                    Ok(())
                } else {
                    Err(Illegal::NothingRerolled)
                };
            }
            for index in set.dice() {
                let die = dice.get(index).ok_or(Illegal::NoSuchDie)?;
                if die.is_locked() {
                    return Err(Illegal::Locked);
                }
                if !rerollable(die, stage) {
                    return Err(Illegal::SetThisRound);
                }
                let skipped_twin = dice.iter().take(index).enumerate().any(|(other, earlier)| {
                    !set.contains(other) && rerollable(earlier, stage) && earlier.same_as(die)
                });
                if skipped_twin {
                    return Err(Illegal::IdenticalDieFirst);
                }
            }
            Ok(())
        }
        Action::StopRolling => Ok(()),
        _ => Err(Illegal::NotNow(Expected::Roll)),
    }
}

fn push_roll(player: &Player, stage: RollStage, actions: &mut Vec<Action>) {
    let dice = &player.dice;
    if matches!(stage, RollStage::Second { sets_left, .. } if sets_left > 0) {
        for (index, die) in dice.iter().enumerate() {
            let earlier_twin = dice
                .iter()
                .take(index)
                .any(|other| !other.set && other.same_as(die));
            if die.set || earlier_twin {
                continue;
            }
            for face in 0..data::FACES_PER_DIE {
                if face != die.face {
                    actions.push(Action::SetDie {
                        die: index as u8,
                        face,
                    });
                }
            }
        }
    }
    // Interchangeable rerollable dice (same colour and face) form groups; a reroll takes the
    // lowest-numbered dice of each group.
    let mut by_kind = [0u64; 4 * data::FACES_PER_DIE as usize];
    for (index, die) in dice.iter().enumerate().take(data::MAX_DICE) {
        if rerollable(die, stage) {
            let kind =
                die.colour.index() * usize::from(data::FACES_PER_DIE) + usize::from(die.face);
            if let Some(group) = by_kind.get_mut(kind) {
                *group |= 1 << index;
            }
        }
    }
    let mut groups = [0u64; 4 * data::FACES_PER_DIE as usize];
    let mut used = 0;
    for group in by_kind {
        if group != 0 {
            groups[used] = group;
            used += 1;
        }
    }
    let groups = groups.get(..used).unwrap_or_default();
    let allow_empty = empty_reroll_allowed(dice, stage);
    // Odometer over the groups: each step adds the next die of the first group not yet full
    // and clears the groups before it (the groups are disjoint sets of dice).
    let mut mask = 0u64;
    loop {
        if mask != 0 || allow_empty {
            actions.push(Action::Reroll(DiceSet::from_bits(mask)));
        }
        let mut carried = true;
        for group in groups {
            let rest = group & !mask;
            if rest != 0 {
                mask |= rest & rest.wrapping_neg();
                carried = false;
                break;
            }
            mask &= !group;
        }
        if carried {
            break;
        }
    }
    actions.push(Action::StopRolling);
}
