//! The domain grid as bitsets: a set of cells is 256 bits, one row every 16 bits (the columns
//! past the grid's edge are always clear). Placement, enclosure and adjacency are a few shifts
//! and masks on these sets instead of loops over cells.

use serde::{Deserialize, Serialize};

use super::components::{Building, Cell, Direction};
use super::data;

/// Bits per row: a power of two at least one wider than the grid, so that a shift by one column
/// never carries a cell into the next row unnoticed (the padding columns are masked away).
const STRIDE: u32 = 16;
const SIDE: u32 = data::GRID_SIDE as u32;

/// Word `index` of a set, 0 past the end.
const fn word_at(words: [u64; 4], index: usize) -> u64 {
    if index < 4 {
        words[index]
    } else {
        0
    }
}

/// Word `index - back` of a set, 0 before the start.
const fn word_below(words: [u64; 4], index: usize, back: usize) -> u64 {
    if index >= back {
        word_at(words, index - back)
    } else {
        0
    }
}

/// For each byte, how many bits are set and their positions (the rest padded with the last).
const fn byte_columns() -> [(u8, [u8; 8]); 256] {
    let mut table = [(0u8, [0u8; 8]); 256];
    let mut byte = 0;
    while byte < 256 {
        let mut count = 0;
        let mut bit = 0;
        while bit < 8 {
            if byte & (1 << bit) != 0 {
                table[byte].1[count] = bit as u8;
                count += 1;
            }
            bit += 1;
        }
        table[byte].0 = count as u8;
        byte += 1;
    }
    table
}

static BYTE_COLUMNS: [(u8, [u8; 8]); 256] = byte_columns();

/// A set of cells of one domain.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cells([u64; 4]);

const fn grid_mask() -> Cells {
    let mut cells = Cells::NONE;
    let mut row = 0;
    while row < SIDE {
        let mut col = 0;
        while col < SIDE {
            cells = cells.with_bit(row * STRIDE + col);
            col += 1;
        }
        row += 1;
    }
    cells
}

const fn border_mask() -> Cells {
    let mut cells = Cells::NONE;
    let mut index = 0;
    while index < SIDE {
        cells = cells
            .with_bit(index)
            .with_bit((SIDE - 1) * STRIDE + index)
            .with_bit(index * STRIDE)
            .with_bit(index * STRIDE + SIDE - 1);
        index += 1;
    }
    cells
}

impl Cells {
    pub const NONE: Cells = Cells([0; 4]);
    /// Every cell of the grid.
    pub const ALL: Cells = grid_mask();
    /// The cells of the outer rows and columns.
    pub const BORDER: Cells = border_mask();
    /// The length of the scratch space [`Cells::push_each`] needs: every cell, and room for a
    /// byte's worth of writes past the last one.
    pub const SCRATCH: usize = (SIDE * SIDE) as usize + 8;

    /// The bit of `cell`, or `None` off the grid.
    pub const fn bit(cell: Cell) -> Option<u32> {
        if cell.is_on_grid() {
            Some(cell.row as u32 * STRIDE + cell.col as u32)
        } else {
            None
        }
    }

    const fn cell_of_bit(bit: u32) -> Cell {
        Cell::new((bit / STRIDE) as u8, (bit % STRIDE) as u8)
    }

    const fn with_bit(self, bit: u32) -> Cells {
        let mut words = self.0;
        if bit < 256 {
            words[(bit / 64) as usize] |= 1 << (bit % 64);
        }
        Cells(words)
    }

    /// The set of one cell (empty off the grid).
    pub const fn single(cell: Cell) -> Cells {
        match Cells::bit(cell) {
            Some(bit) => Cells::NONE.with_bit(bit),
            None => Cells::NONE,
        }
    }

    pub const fn contains(self, cell: Cell) -> bool {
        match Cells::bit(cell) {
            Some(bit) => self.0[(bit / 64) as usize] & (1 << (bit % 64)) != 0,
            None => false,
        }
    }

    pub const fn with(self, cell: Cell) -> Cells {
        self.or(Cells::single(cell))
    }

    pub const fn or(self, other: Cells) -> Cells {
        let [a, b, c, d] = self.0;
        let [e, f, g, h] = other.0;
        Cells([a | e, b | f, c | g, d | h])
    }

    pub const fn and(self, other: Cells) -> Cells {
        let [a, b, c, d] = self.0;
        let [e, f, g, h] = other.0;
        Cells([a & e, b & f, c & g, d & h])
    }

    /// The cells of `self` not in `other`.
    pub const fn minus(self, other: Cells) -> Cells {
        let [a, b, c, d] = self.0;
        let [e, f, g, h] = other.0;
        Cells([a & !e, b & !f, c & !g, d & !h])
    }

    /// The grid's cells not in `self`.
    pub const fn complement(self) -> Cells {
        Cells::ALL.minus(self)
    }

    pub const fn is_empty(self) -> bool {
        let [a, b, c, d] = self.0;
        a | b | c | d == 0
    }

    pub const fn intersects(self, other: Cells) -> bool {
        !self.and(other).is_empty()
    }

    pub const fn count(self) -> u32 {
        let [a, b, c, d] = self.0;
        a.count_ones() + b.count_ones() + c.count_ones() + d.count_ones()
    }

    /// Every bit moved `shift` places up (toward later rows and columns); bits past the end drop.
    /// Branch-free: placement listing shifts a set once per cell of every shape.
    #[inline]
    pub const fn shl(self, shift: u32) -> Cells {
        let words = (shift / 64) as usize;
        let bits = shift % 64;
        let mut out = [0u64; 4];
        let mut index = 0;
        while index < 4 {
            let high = word_below(self.0, index, words);
            let low = word_below(self.0, index, words + 1);
            // `(low >> 1) >> (63 - bits)` is `low >> (64 - bits)`, and 0 when `bits` is 0.
            out[index] = (high << bits) | ((low >> 1) >> (63 - bits));
            index += 1;
        }
        Cells(out)
    }

    /// Every bit moved `shift` places down (toward earlier rows and columns).
    #[inline]
    pub const fn shr(self, shift: u32) -> Cells {
        let words = (shift / 64) as usize;
        let bits = shift % 64;
        let mut out = [0u64; 4];
        let mut index = 0;
        while index < 4 {
            let low = word_at(self.0, index + words);
            let high = word_at(self.0, index + words + 1);
            out[index] = (low >> bits) | ((high << 1) << (63 - bits));
            index += 1;
        }
        Cells(out)
    }

    /// The set moved so that the cell (0, 0) lands on `anchor`.
    pub const fn at(self, anchor: Cell) -> Cells {
        match Cells::bit(anchor) {
            Some(bit) => self.shl(bit),
            None => Cells::NONE,
        }
    }

    /// The cells and their orthogonal neighbours on the grid.
    pub fn grow4(self) -> Cells {
        let sideways = self.or(self.shl(1)).or(self.shr(1));
        sideways
            .or(self.shl(STRIDE))
            .or(self.shr(STRIDE))
            .and(Cells::ALL)
    }

    /// The cells and all eight neighbours on the grid.
    pub fn grow8(self) -> Cells {
        let sideways = self.or(self.shl(1)).or(self.shr(1)).and(Cells::ALL);
        sideways
            .or(sideways.shl(STRIDE))
            .or(sideways.shr(STRIDE))
            .and(Cells::ALL)
    }

    /// The open cells reachable from an open border cell by king's moves through open cells:
    /// the outside of a domain whose open cells are `open`.
    pub fn outside(open: Cells) -> Cells {
        let mut reach = open.and(Cells::BORDER);
        loop {
            let next = reach.grow8().and(open);
            if next == reach {
                return reach;
            }
            reach = next;
        }
    }

    /// The `index`-th cell in row-major order (as [`Cells::iter`] lists them), if there are
    /// that many.
    pub fn nth(self, index: u32) -> Option<Cell> {
        let mut index = index;
        for (word, bits) in self.0.iter().enumerate() {
            let count = bits.count_ones();
            if index < count {
                let mut bits = *bits;
                for _ in 0..index {
                    bits &= bits - 1;
                }
                return Some(Cells::cell_of_bit(word as u32 * 64 + bits.trailing_zeros()));
            }
            index -= count;
        }
        None
    }

    /// The cell of the lowest bit: the first in row-major order.
    pub fn first(self) -> Option<Cell> {
        self.iter().next()
    }

    /// Appends `make(cell)` for every cell, in row-major order: the hot path of listing
    /// placements. Each byte of a row is expanded through a table of its set columns into
    /// `scratch` (at least [`Cells::SCRATCH`] long, reused across calls) with no branch per
    /// cell, and the result is copied over in one go.
    #[inline]
    pub fn push_each<T: Copy>(
        self,
        scratch: &mut [T],
        items: &mut Vec<T>,
        make: impl Fn(Cell) -> T,
    ) {
        let mut filled = 0usize;
        for row in 0..SIDE {
            let bits = (self.0[(row / 4) as usize] >> ((row % 4) * STRIDE)) as u16;
            if bits == 0 {
                continue;
            }
            for half in 0..2u32 {
                let byte = (bits >> (half * 8)) as u8;
                if byte == 0 {
                    continue;
                }
                let (count, cols) = &BYTE_COLUMNS[usize::from(byte)];
                if let Some(window) = scratch.get_mut(filled..filled + 8) {
                    for (slot, col) in window.iter_mut().zip(cols) {
                        *slot = make(Cell::new(row as u8, (half * 8) as u8 + col));
                    }
                    filled += usize::from(*count);
                }
            }
        }
        items.extend_from_slice(scratch.get(..filled).unwrap_or_default());
    }

    pub fn iter(self) -> CellIter {
        CellIter {
            words: self.0,
            word: 0,
        }
    }
}

impl std::fmt::Debug for Cells {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|cell| (cell.row, cell.col)))
            .finish()
    }
}

/// The cells of a set in row-major order.
pub struct CellIter {
    words: [u64; 4],
    word: usize,
}

impl Iterator for CellIter {
    type Item = Cell;

    fn next(&mut self) -> Option<Cell> {
        while self.word < 4 {
            let bits = self.words[self.word];
            if bits != 0 {
                self.words[self.word] = bits & (bits - 1);
                let bit = self.word as u32 * 64 + bits.trailing_zeros();
                return Some(Cells::cell_of_bit(bit));
            }
            self.word += 1;
        }
        None
    }
}

/// A piece in one orientation: its cells from the top-left (0, 0) and where it fits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// The piece with its bounding box's top-left at (0, 0).
    pub mask: Cells,
    /// The top-left cells at which the piece lies wholly on the grid.
    pub anchors: Cells,
    offsets: [u32; data::MAX_FOOTPRINT_CELLS],
    len: usize,
}

impl Shape {
    const fn new(cells: &[(u8, u8)]) -> Shape {
        let mut mask = Cells::NONE;
        let mut offsets = [0u32; data::MAX_FOOTPRINT_CELLS];
        let mut height = 0;
        let mut width = 0;
        let mut index = 0;
        while index < cells.len() && index < data::MAX_FOOTPRINT_CELLS {
            let (row, col) = cells[index];
            let offset = row as u32 * STRIDE + col as u32;
            mask = mask.with_bit(offset);
            offsets[index] = offset;
            if row as u32 + 1 > height {
                height = row as u32 + 1;
            }
            if col as u32 + 1 > width {
                width = col as u32 + 1;
            }
            index += 1;
        }
        let mut anchors = Cells::NONE;
        let mut row = 0;
        while row + height <= SIDE {
            let mut col = 0;
            while col + width <= SIDE {
                anchors = anchors.with_bit(row * STRIDE + col);
                col += 1;
            }
            row += 1;
        }
        Shape {
            mask,
            anchors,
            offsets,
            len: index,
        }
    }

    /// The top-left cells at which the piece lies on the grid wholly within `free`.
    pub fn anchors_within(&self, free: Cells) -> Cells {
        let mut anchors = self.anchors;
        for offset in self.offsets.iter().take(self.len) {
            anchors = anchors.and(free.shr(*offset));
            if anchors.is_empty() {
                break;
            }
        }
        anchors
    }

    /// The cells covered with the top-left at `anchor`, or `None` if it leaves the grid.
    pub const fn cells_at(&self, anchor: Cell) -> Option<Cells> {
        if self.anchors.contains(anchor) {
            Some(self.mask.at(anchor))
        } else {
            None
        }
    }
}

/// The distinct orientations of a piece (a square has one, a longhouse two).
#[derive(Clone, Copy, Debug)]
pub struct Orientations {
    shapes: [Shape; 4],
    count: usize,
}

impl Orientations {
    /// The quarter turns of `cells` that give different shapes; mirror images are not included.
    const fn of(cells: &[(u8, u8)]) -> Orientations {
        let mut turned = [(0u8, 0u8); data::MAX_FOOTPRINT_CELLS];
        let len = if cells.len() < data::MAX_FOOTPRINT_CELLS {
            cells.len()
        } else {
            data::MAX_FOOTPRINT_CELLS
        };
        let mut index = 0;
        while index < len {
            turned[index] = cells[index];
            index += 1;
        }
        let first = Shape::new(cells);
        let mut shapes = [first; 4];
        let mut count = 1;
        let mut turn = 1;
        while turn < 4 {
            // (r, c) -> (c, -r), then back to column 0: (c, max_r - r).
            let mut max_row = 0;
            let mut index = 0;
            while index < len {
                if turned[index].0 > max_row {
                    max_row = turned[index].0;
                }
                index += 1;
            }
            let mut index = 0;
            while index < len {
                let (row, col) = turned[index];
                turned[index] = (col, max_row - row);
                index += 1;
            }
            let (cells, _) = turned.split_at(len);
            let shape = Shape::new(cells);
            let mut seen = false;
            let mut other = 0;
            while other < count {
                if shapes[other].mask.is_same(shape.mask) {
                    seen = true;
                }
                other += 1;
            }
            if !seen {
                shapes[count] = shape;
                count += 1;
            }
            turn += 1;
        }
        Orientations { shapes, count }
    }

    pub fn get(&self, rotation: u8) -> Option<&Shape> {
        self.shapes.get(..self.count)?.get(usize::from(rotation))
    }

    pub fn count(&self) -> u8 {
        self.count as u8
    }

    pub fn iter(&self) -> impl Iterator<Item = (u8, &Shape)> {
        self.shapes
            .iter()
            .take(self.count)
            .enumerate()
            .map(|(rotation, shape)| (rotation as u8, shape))
    }
}

impl Cells {
    const fn is_same(self, other: Cells) -> bool {
        self.0[0] == other.0[0]
            && self.0[1] == other.0[1]
            && self.0[2] == other.0[2]
            && self.0[3] == other.0[3]
    }
}

const fn building_orientations() -> [Orientations; Building::COUNT] {
    let placeholder = Orientations::of(data::SCORCHED_FOOTPRINT);
    let mut all = [placeholder; Building::COUNT];
    let mut index = 0;
    while index < Building::COUNT {
        all[index] = Orientations::of(data::BUILDINGS[index].footprint);
        index += 1;
    }
    all
}

const fn wall_shapes() -> [[Shape; 2]; data::WALL_KINDS] {
    let placeholder = Shape::new(&[]);
    let mut all = [[placeholder; 2]; data::WALL_KINDS];
    let mut index = 0;
    while index < data::WALL_LENGTHS.len() {
        let length = data::WALL_LENGTHS[index];
        let mut horizontal = [(0u8, 0u8); data::MAX_FOOTPRINT_CELLS];
        let mut vertical = [(0u8, 0u8); data::MAX_FOOTPRINT_CELLS];
        let mut cell = 0;
        while cell < length as usize && cell < data::MAX_FOOTPRINT_CELLS {
            horizontal[cell] = (0, cell as u8);
            vertical[cell] = (cell as u8, 0);
            cell += 1;
        }
        let (horizontal, _) = horizontal.split_at(cell);
        let (vertical, _) = vertical.split_at(cell);
        all[index] = [Shape::new(horizontal), Shape::new(vertical)];
        index += 1;
    }
    all
}

static BUILDING_ORIENTATIONS: [Orientations; Building::COUNT] = building_orientations();
static WALL_SHAPES: [[Shape; 2]; data::WALL_KINDS] = wall_shapes();
static SCORCHED_SHAPE: Shape = Shape::new(data::SCORCHED_FOOTPRINT);

/// The distinct orientations of a building.
pub fn orientations(building: Building) -> &'static Orientations {
    &BUILDING_ORIENTATIONS[building.index()]
}

/// The shape of a building in one of its orientations.
pub fn building_shape(building: Building, rotation: u8) -> Option<&'static Shape> {
    orientations(building).get(rotation)
}

/// The shape of a wall of `length` running in `direction`.
pub fn wall_shape(length: u8, direction: Direction) -> Option<&'static Shape> {
    let index = data::wall_length_index(length)?;
    Some(&WALL_SHAPES[index][direction.index()])
}

pub fn scorched_shape() -> &'static Shape {
    &SCORCHED_SHAPE
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(list: &[(u8, u8)]) -> Cells {
        list.iter().fold(Cells::NONE, |set, (row, col)| {
            set.with(Cell::new(*row, *col))
        })
    }

    #[test]
    fn the_grid_has_side_squared_cells_and_a_border() {
        let side = u32::from(data::GRID_SIDE);
        assert_eq!(Cells::ALL.count(), side * side);
        assert_eq!(Cells::BORDER.count(), 4 * side - 4);
        assert!(!Cells::ALL.contains(Cell::new(0, data::GRID_SIDE)));
        assert!(!Cells::single(Cell::new(data::GRID_SIDE, 0)).contains(Cell::new(0, 0)));
    }

    #[test]
    fn growing_never_wraps_across_rows() {
        let right_edge = Cells::single(Cell::new(3, 13));
        assert_eq!(
            right_edge.grow4(),
            cells(&[(2, 13), (3, 12), (3, 13), (4, 13)])
        );
        let left_edge = Cells::single(Cell::new(3, 0));
        assert_eq!(left_edge.grow8().count(), 6);
        let corner = Cells::single(Cell::new(13, 13));
        assert_eq!(corner.grow8().count(), 4);
    }

    #[test]
    fn shifts_cross_word_boundaries() {
        let cell = Cells::single(Cell::new(3, 5));
        assert_eq!(cell.shl(16), Cells::single(Cell::new(4, 5)));
        assert_eq!(cell.shl(80).shr(80), cell);
        assert_eq!(cell.shr(16 * 4), Cells::NONE);
    }

    #[test]
    fn orientations_are_distinct_quarter_turns() {
        let counts: Vec<u8> = Building::ALL
            .iter()
            .map(|building| orientations(*building).count())
            .collect();
        // Keep, longhouse, townhouse, church, farm, mill, hospital, monastery, market,
        // guildhall, university, cathedral.
        assert_eq!(counts, vec![1, 2, 1, 4, 1, 2, 4, 4, 1, 4, 4, 4]);
        let guildhall = orientations(Building::Guildhall);
        let turned = guildhall.get(1).map(|shape| shape.mask);
        assert_eq!(turned, Some(cells(&[(0, 0), (0, 1), (0, 2), (1, 0)])));
    }

    #[test]
    fn anchors_keep_pieces_on_the_grid() {
        let wall = wall_shape(6, Direction::Horizontal).map(|shape| shape.anchors.count());
        assert_eq!(wall, Some(14 * 9));
        let anchors = scorched_shape().anchors_within(Cells::ALL);
        assert_eq!(anchors.count(), 13 * 13);
    }
}
