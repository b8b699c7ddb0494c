//! Enclosure targets: the rectangles of wall a player could close next, and how many walls each
//! still needs. A ring is the border of a rectangle of cells; keeps and walls already on it count,
//! a building or scorched area on it rules it out (walls can't go there). For each number of
//! walls still needed (1 to [`MAX_WALLS`]) the analysis keeps the rectangle that would wall the
//! most area, so the bots see how far each further wall takes them: the *front*.
//!
//! A scan looks at a few thousand rectangles, a few bit operations each; its result depends only
//! on the domain's cells, so it is cached per thread.

use std::cell::RefCell;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::sync::OnceLock;

use crate::rules::{data, Cell, Cells, Domain};

/// The most walls a target may still need to be worth aiming at.
pub(crate) const MAX_WALLS: usize = 6;

/// Rectangles' interior sides, in cells.
const MIN_SIDE: u8 = 2;
const MAX_SIDE: u8 = 10;
const MAX_INTERIOR: u32 = 64;

/// Cells per row in the grid's bit layout ([`Cells::shl`] by this moves a set one row down).
const STRIDE: u32 = 16;

/// A rectangle of interior cells and the ring of cells around it.
pub(crate) struct Rect {
    pub interior: Cells,
    pub ring: Cells,
    /// Top row and bottom row (corners included), then left and right column.
    sides: [Cells; 4],
}

fn rects() -> &'static [Rect] {
    static RECTS: OnceLock<Vec<Rect>> = OnceLock::new();
    RECTS.get_or_init(|| {
        let mut all = Vec::new();
        let last = data::GRID_SIDE - 2;
        for top in 1..=last {
            for bottom in top + MIN_SIDE - 1..=last.min(top + MAX_SIDE - 1) {
                for left in 1..=last {
                    for right in left + MIN_SIDE - 1..=last.min(left + MAX_SIDE - 1) {
                        let area = u32::from(bottom - top + 1) * u32::from(right - left + 1);
                        if area > MAX_INTERIOR {
                            continue;
                        }
                        let interior = rectangle(top, bottom, left, right);
                        let sides = [
                            rectangle(top - 1, top - 1, left - 1, right + 1),
                            rectangle(bottom + 1, bottom + 1, left - 1, right + 1),
                            rectangle(top, bottom, left - 1, left - 1),
                            rectangle(top, bottom, right + 1, right + 1),
                        ];
                        let ring = sides[0].or(sides[1]).or(sides[2]).or(sides[3]);
                        all.push(Rect {
                            interior,
                            ring,
                            sides,
                        });
                    }
                }
            }
        }
        all
    })
}

pub(crate) fn rect(index: u16) -> &'static Rect {
    &rects()[usize::from(index)]
}

fn rectangle(top: u8, bottom: u8, left: u8, right: u8) -> Cells {
    let mut cells = Cells::NONE;
    for row in top..=bottom {
        for col in left..=right {
            cells = cells.with(Cell::new(row, col));
        }
    }
    cells
}

/// Walls needed to fill the `missing` cells of a ring, with walls up to `longest` cells: per side,
/// one per run of missing cells, and more where a run is longer than a wall.
pub(crate) fn walls_needed(rect: &Rect, missing: Cells, longest: u8) -> u32 {
    let longest = u32::from(longest.max(2));
    let mut walls = 0;
    for (index, side) in rect.sides.iter().enumerate() {
        let gaps = side.and(missing);
        let count = gaps.count();
        if count == 0 {
            continue;
        }
        let step = if index < 2 { 1 } else { STRIDE };
        let runs = gaps.minus(gaps.shl(step)).count();
        walls += runs.max(count.div_ceil(longest));
    }
    walls
}

/// The best rectangle needing a given number of walls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Target {
    pub rect: u16,
    pub walls: u8,
    /// The walled area once it is closed (the area walled elsewhere included).
    pub area: u16,
    /// Cells of buildings it would wall that are not walled now.
    pub newly_walled: u16,
}

/// The best target for each number of walls needed, 1 to [`MAX_WALLS`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Front {
    pub targets: [Option<Target>; MAX_WALLS],
}

impl Front {
    pub fn iter(&self) -> impl Iterator<Item = &Target> {
        self.targets.iter().flatten()
    }
}

/// The cells that block (walls and keeps).
pub(crate) fn blocking(domain: &Domain) -> Cells {
    domain.wall_cells.or(domain.keep_cells)
}

/// The longest wall left in the supply (0 when none is).
pub(crate) fn longest_wall(walls: &[u8; data::WALL_KINDS]) -> u8 {
    data::WALL_LENGTHS
        .iter()
        .zip(walls)
        .filter(|(_, left)| **left > 0)
        .map(|(length, _)| *length)
        .max()
        .unwrap_or(0)
}

/// Fronts cached.
const FRONT_CACHE_SLOTS: usize = 1 << 14;

/// The front of `domain` with walls up to `longest` cells (cached).
pub(crate) fn front(domain: &Domain, longest: u8) -> Front {
    if longest == 0 {
        return Front::default();
    }
    let mut hasher = DefaultHasher::new();
    blocking(domain).hash(&mut hasher);
    domain.building_cells.hash(&mut hasher);
    domain.scorched_cells.hash(&mut hasher);
    longest.hash(&mut hasher);
    let key = hasher.finish();
    // A direct-mapped cache: a slot per key's low bits (a hash map costs the wasm more).
    thread_local! {
        static CACHE: RefCell<Vec<Option<(u64, Front)>>> = const { RefCell::new(Vec::new()) };
    }
    let slot = (key % FRONT_CACHE_SLOTS as u64) as usize;
    if let Some(front) = CACHE.with(|cache| {
        cache
            .borrow()
            .get(slot)
            .copied()
            .flatten()
            .filter(|(cached, _)| *cached == key)
            .map(|(_, front)| front)
    }) {
        return front;
    }
    let front = scan(domain, longest);
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.is_empty() {
            cache.resize(FRONT_CACHE_SLOTS, None);
        }
        if let Some(entry) = cache.get_mut(slot) {
            *entry = Some((key, front));
        }
    });
    front
}

fn scan(domain: &Domain, longest: u8) -> Front {
    let blocking = blocking(domain);
    let forbidden = domain.building_cells.or(domain.scorched_cells);
    let not_counted = blocking.or(domain.scorched_cells);
    let walled = domain.walled;
    let area_now = walled.minus(domain.scorched_cells).count();
    let mut front = Front::default();
    let mut best_keys = [0u32; MAX_WALLS];
    for (index, rect) in rects().iter().enumerate() {
        if rect.ring.intersects(forbidden) {
            continue;
        }
        let missing = rect.ring.minus(blocking);
        if missing.is_empty() {
            continue;
        }
        let area = rect.interior.or(walled).minus(not_counted).count();
        let newly = rect
            .interior
            .and(domain.building_cells)
            .minus(walled)
            .count();
        if area <= area_now && newly == 0 {
            continue;
        }
        let walls = walls_needed(rect, missing, longest) as usize;
        if walls == 0 || walls > MAX_WALLS {
            continue;
        }
        let key = area * 2 + newly + 1;
        if key > best_keys[walls - 1] {
            best_keys[walls - 1] = key;
            front.targets[walls - 1] = Some(Target {
                rect: index as u16,
                walls: walls as u8,
                area: area as u16,
                newly_walled: newly as u16,
            });
        }
    }
    front
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Action, GameState, Setup};

    fn default_domain() -> GameState {
        let mut setup = Setup::new(["A", "B"], 3);
        setup.start_player = Some(0);
        let mut state = GameState::new(&setup).unwrap();
        state.play(Action::DefaultDomain).unwrap();
        state.play(Action::DefaultDomain).unwrap();
        state
    }

    #[test]
    fn the_default_domain_can_grow_with_a_few_walls() {
        let state = default_domain();
        let domain = state.players()[0].domain();
        let front = front(domain, 6);
        let near = front
            .iter()
            .find(|target| target.walls <= 3)
            .expect("a target within three walls");
        assert!(u32::from(near.area) > domain.walled_area(), "{near:?}");
        // Every target is on free cells.
        for target in front.iter() {
            assert!(!rect(target.rect).ring.intersects(domain.building_cells));
            assert!(!rect(target.rect).ring.intersects(domain.scorched_cells));
        }
    }

    #[test]
    fn walls_needed_counts_runs_and_lengths() {
        let state = default_domain();
        let domain = state.players()[0].domain();
        for target in front(domain, 6).iter() {
            let rect = rect(target.rect);
            let missing = rect.ring.minus(blocking(domain));
            assert_eq!(walls_needed(rect, missing, 6), u32::from(target.walls));
            assert!(walls_needed(rect, missing, 2) >= u32::from(target.walls));
        }
    }
}
