//! A player's domain: the pieces placed on it, and what follows from their cells (what is free,
//! what is walled, which buildings are clustered, where a scorched area may go).
//!
//! The cell sets are kept up to date as pieces come and go; the walled cells (an 8-directional
//! flood fill of the outside) are recomputed only when a wall or a keep changes, because nothing
//! else blocks.

use serde::{Deserialize, Serialize};

use super::components::{Building, Cell, Direction};
use super::grid::{building_shape, scorched_shape, wall_shape, Cells};

/// A building on a domain: its type, orientation and top-left cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlacedBuilding {
    pub building: Building,
    pub rotation: u8,
    pub anchor: Cell,
}

impl PlacedBuilding {
    pub fn cells(&self) -> Cells {
        building_shape(self.building, self.rotation)
            .and_then(|shape| shape.cells_at(self.anchor))
            .unwrap_or(Cells::NONE)
    }

    /// The building's first cell in row-major order: how an action names it.
    pub fn first_cell(&self) -> Option<Cell> {
        self.cells().first()
    }
}

/// A wall on a domain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlacedWall {
    pub length: u8,
    pub anchor: Cell,
    pub direction: Direction,
}

impl PlacedWall {
    pub fn cells(&self) -> Cells {
        wall_shape(self.length, self.direction)
            .and_then(|shape| shape.cells_at(self.anchor))
            .unwrap_or(Cells::NONE)
    }
}

/// One player's domain.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Domain {
    /// Buildings (keeps included) in the order placed.
    pub(crate) buildings: Vec<PlacedBuilding>,
    pub(crate) walls: Vec<PlacedWall>,
    /// The top-left cells of the scorched areas.
    pub(crate) scorched: Vec<Cell>,
    // Derived sets, kept up to date by the methods below.
    pub(crate) occupied: Cells,
    pub(crate) wall_cells: Cells,
    pub(crate) keep_cells: Cells,
    /// Cells of buildings other than keeps.
    pub(crate) building_cells: Cells,
    pub(crate) scorched_cells: Cells,
    /// Open cells not reachable from the border: the walled cells.
    pub(crate) walled: Cells,
}

impl Domain {
    pub fn buildings(&self) -> &[PlacedBuilding] {
        &self.buildings
    }

    pub fn walls(&self) -> &[PlacedWall] {
        &self.walls
    }

    pub fn scorched(&self) -> &[Cell] {
        &self.scorched
    }

    /// Cells holding nothing.
    pub fn free(&self) -> Cells {
        self.occupied.complement()
    }

    pub fn occupied(&self) -> Cells {
        self.occupied
    }

    pub fn wall_cells(&self) -> Cells {
        self.wall_cells
    }

    pub fn scorched_cells(&self) -> Cells {
        self.scorched_cells
    }

    /// Open cells enclosed by walls and keeps (scorched ones included).
    pub fn walled_cells(&self) -> Cells {
        self.walled
    }

    /// The walled area of the scoring: walled cells that are not scorched.
    pub fn walled_area(&self) -> u32 {
        self.walled.minus(self.scorched_cells).count()
    }

    /// Whether a building is walled (keeps always are).
    pub fn is_walled(&self, building: &PlacedBuilding) -> bool {
        building.building == Building::Keep || self.walled.intersects(building.cells())
    }

    pub fn count(&self, building: Building) -> usize {
        self.buildings
            .iter()
            .filter(|placed| placed.building == building)
            .count()
    }

    /// The index of the building whose first cell is `cell`.
    pub fn building_at_first_cell(&self, cell: Cell) -> Option<usize> {
        let bit = Cells::single(cell);
        if !self.occupied.intersects(bit) {
            return None;
        }
        self.buildings
            .iter()
            .position(|placed| placed.first_cell() == Some(cell))
    }

    pub(crate) fn add_building(&mut self, placed: PlacedBuilding) {
        let cells = placed.cells();
        self.occupied = self.occupied.or(cells);
        self.buildings.push(placed);
        if placed.building == Building::Keep {
            self.keep_cells = self.keep_cells.or(cells);
            self.refresh_walled();
        } else {
            self.building_cells = self.building_cells.or(cells);
        }
    }

    pub(crate) fn add_wall(&mut self, wall: PlacedWall) {
        let cells = wall.cells();
        self.occupied = self.occupied.or(cells);
        self.wall_cells = self.wall_cells.or(cells);
        self.walls.push(wall);
        self.refresh_walled();
    }

    /// Places a scorched area; the buildings under it leave the domain and are returned.
    pub(crate) fn add_scorched(&mut self, anchor: Cell, removed: &mut Vec<PlacedBuilding>) {
        let Some(cells) = scorched_shape().cells_at(anchor) else {
            return;
        };
        while let Some(index) = self.buildings.iter().position(|placed| {
            placed.building != Building::Keep && placed.cells().intersects(cells)
        }) {
            removed.push(self.remove_building(index));
        }
        self.occupied = self.occupied.or(cells);
        self.scorched_cells = self.scorched_cells.or(cells);
        self.scorched.push(anchor);
    }

    pub(crate) fn remove_building(&mut self, index: usize) -> PlacedBuilding {
        let placed = self.buildings.remove(index);
        let cells = placed.cells();
        self.occupied = self.occupied.minus(cells);
        if placed.building == Building::Keep {
            self.keep_cells = self.keep_cells.minus(cells);
            self.refresh_walled();
        } else {
            self.building_cells = self.building_cells.minus(cells);
        }
        placed
    }

    pub(crate) fn refresh_walled(&mut self) {
        let open = self.wall_cells.or(self.keep_cells).complement();
        self.walled = open.minus(Cells::outside(open));
    }

    /// The walled cells if a wall covered `extra` too.
    pub fn walled_with(&self, extra: Cells) -> Cells {
        let open = self.wall_cells.or(self.keep_cells).or(extra).complement();
        open.minus(Cells::outside(open))
    }

    /// Buildings that catch disease: not a keep or hospital, not next to a hospital, and next to
    /// another building that is not a keep.
    pub fn clustered(&self) -> u32 {
        let hospitals = self
            .buildings
            .iter()
            .filter(|placed| placed.building == Building::Hospital)
            .fold(Cells::NONE, |cells, placed| cells.or(placed.cells()));
        let near_hospital = hospitals.grow4();
        self.buildings
            .iter()
            .filter(|placed| !matches!(placed.building, Building::Keep | Building::Hospital))
            .filter(|placed| {
                let cells = placed.cells();
                let others = self.building_cells.minus(cells);
                !cells.intersects(near_hospital) && cells.grow4().intersects(others)
            })
            .count() as u32
    }

    /// Empty cells orthogonally next to a building (the market bonus).
    pub fn empty_neighbours(&self, placed: &PlacedBuilding) -> u32 {
        let cells = placed.cells();
        cells.grow4().minus(cells).and(self.free()).count()
    }

    /// Where a scorched area may go now: on the grid, off walls, keeps, scorched areas and
    /// walled cells, and over as few buildings as possible. Returns the top-left cells and the
    /// number of buildings each of them removes.
    pub fn scorch_spots(&self) -> (Cells, u32) {
        let shape = scorched_shape();
        let allowed = self
            .wall_cells
            .or(self.keep_cells)
            .or(self.scorched_cells)
            .or(self.walled)
            .complement();
        let candidates = shape.anchors_within(allowed);
        if candidates.is_empty() {
            return (Cells::NONE, 0);
        }
        let clean = shape.anchors_within(allowed.minus(self.building_cells));
        if !clean.is_empty() {
            return (clean, 0);
        }
        let mut best = u32::MAX;
        let mut spots = Cells::NONE;
        for anchor in candidates.iter() {
            let area = shape.mask.at(anchor);
            let hit = self
                .buildings
                .iter()
                .filter(|placed| placed.cells().intersects(area))
                .count() as u32;
            if hit < best {
                best = hit;
                spots = Cells::NONE;
            }
            if hit == best {
                spots = spots.with(anchor);
            }
        }
        (spots, best)
    }

    /// Where a scorched area of the starting domain may go: free, unwalled cells.
    pub fn starting_scorch_spots(&self) -> Cells {
        scorched_shape().anchors_within(self.free().minus(self.walled))
    }
}
