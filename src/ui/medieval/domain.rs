//! A player's domain drawn in SVG: the grid, walled cells shaded, scorched areas, walls, and
//! every building in its colour, shape and icon. The domain of the player placing a piece also
//! shows the piece under the pointer (or the keyboard cursor), green where the engine allows it
//! and red with the engine's reason where it does not, with the spots where it fits marked.

use leptos::prelude::*;

use super::icons::{building_class, building_markup as icon_markup};
use super::Placing;
use crate::i18n::fill;
use crate::i18n::medieval::{self as words, MedMsg};
use crate::ui::game::Committed;
use crate::ui::Notice;
use era_medieval::rules::grid::{building_shape, orientations, scorched_shape, wall_shape, Shape};
use era_medieval::rules::{
    data, Action, Building, Cell, Cells, Direction, Domain, GameState, PlacedBuilding,
};

/// The side of a cell in the drawing's units.
const CELL: u32 = 10;
const SIDE: u8 = data::GRID_SIDE;

/// A piece being placed, in its current orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Building { building: Building, rotation: u8 },
    Wall { length: u8, direction: Direction },
    Scorched,
}

impl Piece {
    pub fn shape(self) -> Option<&'static Shape> {
        match self {
            Piece::Building { building, rotation } => building_shape(building, rotation),
            Piece::Wall { length, direction } => wall_shape(length, direction),
            Piece::Scorched => Some(scorched_shape()),
        }
    }

    /// The piece turned a quarter (a wall turns between its two directions).
    pub fn turned(self) -> Piece {
        match self {
            Piece::Building { building, rotation } => Piece::Building {
                building,
                rotation: (rotation + 1) % orientations(building).count().max(1),
            },
            Piece::Wall { length, direction } => Piece::Wall {
                length,
                direction: match direction {
                    Direction::Horizontal => Direction::Vertical,
                    Direction::Vertical => Direction::Horizontal,
                },
            },
            Piece::Scorched => Piece::Scorched,
        }
    }

    /// Whether turning changes the piece.
    pub fn can_turn(self) -> bool {
        self.turned() != self
    }

    /// The action that places the piece with its top-left at `anchor`.
    pub fn action(self, anchor: Cell) -> Action {
        match self {
            Piece::Building { building, rotation } => Action::Build {
                building,
                rotation,
                cell: anchor,
            },
            Piece::Wall { length, direction } => Action::Wall {
                length,
                cell: anchor,
                direction,
            },
            Piece::Scorched => Action::Scorch(anchor),
        }
    }

    /// The piece an action places, and where.
    pub fn of_action(action: Action) -> Option<(Piece, Cell)> {
        match action {
            Action::Build {
                building,
                rotation,
                cell,
            } => Some((Piece::Building { building, rotation }, cell)),
            Action::Wall {
                length,
                cell,
                direction,
            } => Some((Piece::Wall { length, direction }, cell)),
            Action::Scorch(cell) => Some((Piece::Scorched, cell)),
            _ => None,
        }
    }

    /// The same kind of piece, whatever its orientation.
    pub fn same_kind(self, other: Piece) -> bool {
        match (self, other) {
            (Piece::Building { building: a, .. }, Piece::Building { building: b, .. }) => a == b,
            (Piece::Wall { length: a, .. }, Piece::Wall { length: b, .. }) => a == b,
            (Piece::Scorched, Piece::Scorched) => true,
            _ => false,
        }
    }

    /// The piece's name in the current language.
    pub fn name(self) -> String {
        let words = words::words();
        match self {
            Piece::Building { building, .. } => words.building(building).to_string(),
            Piece::Wall { length, .. } => words.wall(length),
            Piece::Scorched => words.scorched_area().to_string(),
        }
    }
}

/// Height and width of a shape's bounding box, in cells.
fn extent(shape: &Shape) -> (u8, u8) {
    shape.mask.iter().fold((0, 0), |(height, width), cell| {
        (height.max(cell.row + 1), width.max(cell.col + 1))
    })
}

/// Where the piece's top-left goes when the pointer (or cursor) is on `cursor`: the piece is
/// centred on it, and kept on the grid.
pub fn anchor_for(piece: Piece, cursor: Cell) -> Cell {
    let (height, width) = piece.shape().map_or((1, 1), extent);
    let row = cursor
        .row
        .saturating_sub((height - 1) / 2)
        .min(SIDE.saturating_sub(height));
    let col = cursor
        .col
        .saturating_sub((width - 1) / 2)
        .min(SIDE.saturating_sub(width));
    Cell::new(row, col)
}

/// The cells a piece covers with its top-left at `anchor`.
fn covered(piece: Piece, anchor: Cell) -> Cells {
    piece
        .shape()
        .map_or(Cells::NONE, |shape| shape.mask.at(anchor))
}

/// The cursor cells from which the piece would land on an allowed spot.
fn allowed_cursors(piece: Piece, legal: &[Action]) -> Cells {
    legal
        .iter()
        .filter_map(|action| Piece::of_action(*action))
        .filter(|(candidate, _)| *candidate == piece)
        .fold(Cells::NONE, |cells, (_, anchor)| {
            cells.with(cursor_for(piece, anchor))
        })
}

/// The cursor cell that puts the piece's top-left at `anchor` (the inverse of [`anchor_for`]).
pub fn cursor_for(piece: Piece, anchor: Cell) -> Cell {
    let (height, width) = piece.shape().map_or((1, 1), extent);
    Cell::new(anchor.row + (height - 1) / 2, anchor.col + (width - 1) / 2)
}

/// Where a cell's square starts in the drawing: its left and its top.
fn x_of(cell: Cell) -> u32 {
    u32::from(cell.col) * CELL
}

fn y_of(cell: Cell) -> u32 {
    u32::from(cell.row) * CELL
}

/// A cell's square, of `class`.
fn cell_rect(cell: Cell, class: &'static str) -> impl IntoView {
    view! { <rect class=class x=x_of(cell) y=y_of(cell) width=CELL height=CELL></rect> }
}

/// The outline of a set of cells: every cell edge with no cell of the set beyond it.
fn outline(cells: Cells) -> String {
    let mut path = String::new();
    for cell in cells.iter() {
        let (x, y) = (u32::from(cell.col) * CELL, u32::from(cell.row) * CELL);
        let has = |row: i16, col: i16| {
            row >= 0 && col >= 0 && cells.contains(Cell::new(row as u8, col as u8))
        };
        let (row, col) = (i16::from(cell.row), i16::from(cell.col));
        if !has(row - 1, col) {
            path.push_str(&format!("M{x} {y}h{CELL}"));
        }
        if !has(row + 1, col) {
            path.push_str(&format!("M{x} {}h{CELL}", y + CELL));
        }
        if !has(row, col - 1) {
            path.push_str(&format!("M{x} {y}v{CELL}"));
        }
        if !has(row, col + 1) {
            path.push_str(&format!("M{} {y}v{CELL}", x + CELL));
        }
    }
    path
}

/// The cell of a building nearest its middle, where its icon goes.
fn icon_cell(cells: Cells) -> Option<Cell> {
    let count = cells.count().max(1) as f64;
    let (rows, cols) = cells.iter().fold((0.0, 0.0), |(rows, cols), cell| {
        (rows + f64::from(cell.row), cols + f64::from(cell.col))
    });
    let (middle_row, middle_col) = (rows / count, cols / count);
    cells.iter().min_by(|a, b| {
        let distance = |cell: &Cell| {
            (f64::from(cell.row) - middle_row).powi(2) + (f64::from(cell.col) - middle_col).powi(2)
        };
        distance(a).total_cmp(&distance(b))
    })
}

/// A building on a domain: its cells in its colour, its outline (behind a rampart when walled)
/// and its icon, named by its title.
#[component]
fn BuildingPiece(placed: PlacedBuilding, walled: bool) -> impl IntoView {
    let cells = placed.cells();
    let class = building_class(placed.building);
    let name = words::words().building(placed.building);
    let title = if walled {
        fill(words::t(MedMsg::WalledBuilding), &[("building", name)])
    } else {
        name.to_string()
    };
    let edge = outline(cells);
    let glyph = icon_cell(cells).map(|cell| {
        let at = format!("translate({} {}) scale(0.8)", x_of(cell) + 1, y_of(cell) + 1);
        view! { <g class="building-glyph" transform=at inner_html=icon_markup(placed.building)></g> }
    });
    view! {
        <g class=format!("building {class}") class:walled=walled data-building=class>
            <title>{title}</title>
            {cells.iter().map(|cell| cell_rect(cell, "building-cell")).collect_view()}
            // A walled building stands behind a rampart: a dark band under its outline.
            {walled.then(|| view! { <path class="building-rampart" d=edge.clone()></path> })}
            <path class="building-outline" d=edge.clone()></path>
            {glyph}
        </g>
    }
}

/// A wall: its body over its cells, a merlon on each.
#[component]
fn WallPiece(cells: Cells) -> impl IntoView {
    let (mut top, mut left, mut bottom, mut right) = (SIDE, SIDE, 0, 0);
    for cell in cells.iter() {
        top = top.min(cell.row);
        left = left.min(cell.col);
        bottom = bottom.max(cell.row + 1);
        right = right.max(cell.col + 1);
    }
    let (x, y) = (u32::from(left) * CELL, u32::from(top) * CELL);
    let width = u32::from(right.saturating_sub(left)) * CELL;
    let height = u32::from(bottom.saturating_sub(top)) * CELL;
    view! {
        <g class="wall">
            <rect class="wall-body" x=x + 1 y=y + 1 width=width.saturating_sub(2) height=height.saturating_sub(2) rx="1.5"></rect>
            {cells.iter().map(|cell| view! {
                <rect class="merlon" x=x_of(cell) + 3 y=y_of(cell) + 3 width="4" height="4"></rect>
            }).collect_view()}
        </g>
    }
}

/// A scorched area: its cells, crossed out.
#[component]
fn ScorchedArea(anchor: Cell) -> impl IntoView {
    let cells = scorched_shape().mask.at(anchor);
    let (x, y) = (x_of(anchor), y_of(anchor));
    let span = 2 * CELL - 6;
    let mark = format!(
        "M{} {}l{span} {span}M{} {}l{span} -{span}",
        x + 3,
        y + 3,
        x + 3,
        y + 2 * CELL - 3
    );
    view! {
        <g class="scorched">
            <title>{words::words().scorched_area()}</title>
            {cells.iter().map(|cell| cell_rect(cell, "scorched-cell")).collect_view()}
            <path class="scorched-mark" d=mark></path>
        </g>
    }
}

/// A seat's domain in the state shown: walled cells, grid, scorched areas, walls, buildings (an
/// empty grid while it is laid out in secret). A piece is drawn when it comes and stays as it is
/// while the others change.
#[component]
fn DomainPieces(seat: u8) -> impl IntoView {
    let state = expect_context::<super::Med>().state.0;
    let committed = expect_context::<Committed<GameState>>();
    let domain = Memo::new(move |_| {
        if super::layout_hidden(committed.0, seat) {
            return Some(Domain::default());
        }
        state.with(|state| {
            state
                .as_ref()
                .and_then(|state| state.player(seat))
                .map(|player| player.domain().clone())
        })
    });
    let listed = move |list: fn(&Domain) -> Vec<_>| {
        move || domain.with(|domain| domain.as_ref().map(list).unwrap_or_default())
    };
    let walled: fn(&Domain) -> Vec<Cell> = |domain| domain.walled_cells().iter().collect();
    let scorched: fn(&Domain) -> Vec<Cell> = |domain| domain.scorched().to_vec();
    let walls = move || {
        domain.with(|domain| {
            domain
                .as_ref()
                .map(|domain| domain.walls().iter().map(|wall| wall.cells()).collect())
                .unwrap_or_else(Vec::new)
        })
    };
    let buildings = move || {
        domain.with(|domain| {
            domain
                .as_ref()
                .map(|domain| {
                    let walled = |placed: &PlacedBuilding| (*placed, domain.is_walled(placed));
                    domain.buildings().iter().map(walled).collect()
                })
                .unwrap_or_else(Vec::new)
        })
    };
    let full = u32::from(SIDE) * CELL;
    let lines: String = (1..u32::from(SIDE))
        .map(|line| format!("M{} 0v{full}M0 {}h{full}", line * CELL, line * CELL))
        .collect();
    view! {
        <Show when=move || domain.with(Option::is_some)>
            <rect class="ground" width=full height=full></rect>
            <For each=listed(walled) key=|cell| *cell children=|cell| cell_rect(cell, "walled-cell")/>
            <path class="grid-lines" d=lines.clone()></path>
            <For each=listed(scorched) key=|anchor| *anchor children=|anchor| view! { <ScorchedArea anchor/> }/>
            <For each=walls key=|cells| *cells children=|cells| view! { <WallPiece cells/> }/>
            <For each=buildings key=|building| *building children=|(placed, walled)| view! { <BuildingPiece placed walled/> }/>
        </Show>
    }
}

/// A player's domain as a small picture (the other players' domains, beside the large one).
#[component]
pub fn DomainThumbnail(seat: u8) -> impl IntoView {
    let full = u32::from(SIDE) * CELL;
    view! {
        <svg class="domain domain-small" viewBox=format!("0 0 {full} {full}") aria-hidden="true">
            <DomainPieces seat/>
        </svg>
    }
}

/// A building the deciding player may remove now (fire, attack): where it starts, its cells,
/// and what choosing it does, in words.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Removal {
    cell: Cell,
    cells: Cells,
    label: String,
}

/// The buildings the deciding player may remove now on `seat`'s domain.
fn removals_of(state: &GameState, seat: u8, legal: &[Action]) -> Vec<Removal> {
    let Some(domain) = (state.current_seat() == Some(seat))
        .then(|| state.player(seat))
        .flatten()
        .map(|player| player.domain())
    else {
        return Vec::new();
    };
    legal
        .iter()
        .filter_map(|action| match action {
            Action::Remove(cell) => Some(*cell),
            _ => None,
        })
        .filter_map(|cell| {
            let placed = domain
                .building_at_first_cell(cell)
                .and_then(|index| domain.buildings().get(index))?;
            let label = fill(
                words::t(MedMsg::RemoveOption),
                &[
                    ("building", words::words().building(placed.building)),
                    ("cell", &words::words().cell(cell)),
                ],
            );
            Some(Removal {
                cell,
                cells: placed.cells(),
                label,
            })
        })
        .collect()
}

/// A building that may be removed, as a control of the map: its cells and outline, named by
/// what choosing it does; choosing it (by pointer, or Enter or Space on it) removes it.
#[component]
fn RemovableBuilding(removal: Removal, remove: Callback<Cell>) -> impl IntoView {
    let Removal { cell, cells, label } = removal;
    view! {
        <g class="removable" tabindex="0" role="button" aria-label=label data-remove=format!("{},{}", cell.row, cell.col)
            on:click=move |_| remove.run(cell)
            on:keydown=move |ev: web_sys::KeyboardEvent| {
                if matches!(ev.key().as_str(), "Enter" | " ") {
                    ev.prevent_default();
                    remove.run(cell);
                }
            }>
            {cells.iter().map(|covered| cell_rect(covered, "removable-cell")).collect_view()}
            <path class="removable-outline" d=outline(cells)></path>
        </g>
    }
}

/// The numbers of the rows (left) and columns (top), as the UI names cells by them.
fn ruler() -> impl IntoView {
    let numbers = (0..u32::from(SIDE)).map(|line| {
        let middle = line * CELL + CELL / 2;
        let n = line + 1;
        view! { <text x=middle y="-2">{n}</text><text x="-4" y=middle + 1>{n}</text> }
    });
    view! { <g class="ruler" aria-hidden="true">{numbers.collect_view()}</g> }
}

/// Where the domain's placing is: the piece chosen, and the cell it is centred on.
fn placing_here(state: &GameState, seat: u8, placing: Placing) -> Option<Piece> {
    (state.current_seat() == Some(seat))
        .then(|| placing.piece.get())
        .flatten()
}

/// What the engine says of the piece at the cursor: `Ok` when it may go there.
fn verdict(state: &GameState, piece: Piece, cursor: Cell) -> (Action, Result<(), String>) {
    let action = piece.action(anchor_for(piece, cursor));
    let result = state.check(action).map_err(super::refused);
    (action, result)
}

/// Moves the cursor to the spot nearest it where the piece in hand fits (turning the piece if it
/// fits only so); a cursor where it fits stays.
pub fn nearest_fit(placing: Placing, legal: &[Action]) {
    let (Some(piece), cursor) = (
        placing.piece.get_untracked(),
        placing.cursor.get_untracked(),
    ) else {
        return;
    };
    let distance = |cell: &Cell| {
        cell.row
            .abs_diff(cursor.row)
            .max(cell.col.abs_diff(cursor.col))
    };
    let mut next = piece;
    for _ in 0..4 {
        if let Some(spot) = allowed_cursors(next, legal).iter().min_by_key(distance) {
            if next != piece {
                placing.piece.set(Some(next));
            }
            placing.cursor.set(spot);
            return;
        }
        next = next.turned();
    }
}

/// Places the chosen piece at the cursor, when the engine allows it; otherwise says why.
pub fn place_at_cursor(placing: Placing) {
    let state = expect_context::<super::Med>().state.0;
    let notice = expect_context::<Notice>();
    let pending = expect_context::<super::Med>().pending.0;
    let Some(piece) = placing.piece.get_untracked() else {
        return;
    };
    let cursor = placing.cursor.get_untracked();
    let outcome = state.with_untracked(|state| state.as_ref().map(|s| verdict(s, piece, cursor)));
    match outcome {
        Some((action, Ok(()))) => {
            notice.0.set(None);
            pending.update(|pending| pending.push(action));
            // The next copy in hand waits on the nearest spot where it fits, not on top of the
            // one just placed: a touch leaves no hover to move it away, and a second tap there
            // would be refused.
            let legal = expect_context::<super::Med>().legal.0;
            legal.with_untracked(|legal| nearest_fit(placing, legal));
        }
        Some((_, Err(reason))) => notice.0.set(Some(reason)),
        None => {}
    }
}

/// The large domain of `seat`: its pieces, and the piece being placed when it is this
/// player's decision to place one.
#[component]
pub fn DomainBoard(seat: u8) -> impl IntoView {
    let state = expect_context::<super::Med>().state.0;
    let legal = expect_context::<super::Med>().legal.0;
    let names = expect_context::<super::Med>().names;
    let placing = expect_context::<super::Med>().placing;
    let full = u32::from(SIDE) * CELL;
    let piece = Memo::new(move |_| {
        state.with(|state| {
            state
                .as_ref()
                .and_then(|state| placing_here(state, seat, placing))
        })
    });
    let active = move || piece.get().is_some();
    let label = move || fill(words::t(MedMsg::DomainOf), &[("player", &names.name(seat))]);
    let verdict_now = Memo::new(move |_| {
        let piece = piece.get()?;
        let cursor = placing.cursor.get();
        state.with(|state| {
            state
                .as_ref()
                .map(|state| (piece, cursor, verdict(state, piece, cursor).1))
        })
    });
    let hinted = crate::ui::hint::next_step::<GameState>();
    // The spots where the piece in hand fits, marked.
    let spots = Memo::new(move |_| {
        piece.get().map_or(Cells::NONE, |piece| {
            legal.with(|legal| allowed_cursors(piece, legal))
        })
    });
    // The cells the piece covers at the cursor.
    let preview_cells = Memo::new(move |_| {
        verdict_now.with(|now| {
            now.as_ref().map_or(Cells::NONE, |(piece, cursor, _)| {
                covered(*piece, anchor_for(*piece, *cursor))
            })
        })
    });
    let preview_class = move || {
        verdict_now.with(|now| {
            let Some((piece, cursor, result)) = now else {
                return String::new();
            };
            // The coach's next step is this very piece here: the board is where it is ringed.
            let ring = if hinted() == Some(piece.action(anchor_for(*piece, *cursor))) {
                " hinted"
            } else {
                ""
            };
            let verdict = if result.is_ok() { "allowed" } else { "refused" };
            format!("preview {verdict}{ring}")
        })
    };
    let cursor_at = move |at: fn(Cell) -> u32| move || at(placing.cursor.get());
    let status = move || {
        verdict_now.get().map(|(piece, cursor, result)| {
            let cell = words::words().cell(anchor_for(piece, cursor));
            let status = match result {
                Ok(()) => fill(
                    words::t(MedMsg::PlacementAllowed),
                    &[("piece", &piece.name()), ("cell", &cell)],
                ),
                Err(reason) => fill(
                    words::t(MedMsg::PlacementRefused),
                    &[
                        ("piece", &piece.name()),
                        ("cell", &cell),
                        ("reason", &reason),
                    ],
                ),
            };
            // The piece's name begins the line.
            crate::i18n::capitalised(&status)
        })
    };
    let keydown = move |ev: web_sys::KeyboardEvent| {
        if !active() {
            return;
        }
        let cursor = placing.cursor.get_untracked();
        let moved = match ev.key().as_str() {
            "ArrowUp" => Some(Cell::new(cursor.row.saturating_sub(1), cursor.col)),
            "ArrowDown" => Some(Cell::new((cursor.row + 1).min(SIDE - 1), cursor.col)),
            "ArrowLeft" => Some(Cell::new(cursor.row, cursor.col.saturating_sub(1))),
            "ArrowRight" => Some(Cell::new(cursor.row, (cursor.col + 1).min(SIDE - 1))),
            _ => None,
        };
        if let Some(cell) = moved {
            ev.prevent_default();
            placing.cursor.set(cell);
            return;
        }
        match ev.key().as_str() {
            "r" | "R" => {
                ev.prevent_default();
                placing
                    .piece
                    .update(|piece| *piece = piece.map(Piece::turned));
            }
            "Enter" | " " => {
                ev.prevent_default();
                place_at_cursor(placing);
            }
            "Escape" => {
                ev.prevent_default();
                placing.piece.set(None);
            }
            _ => {}
        }
    };
    let game = expect_context::<super::GameSignal>();
    let pending = expect_context::<super::Med>().pending.0;
    let board = expect_context::<super::Med>().board;
    let spot_list = move || spots.get().iter().collect::<Vec<_>>();
    let preview_list = move || preview_cells.get().iter().collect::<Vec<_>>();
    let removals = Memo::new(move |_| {
        state.with(|state| {
            state
                .as_ref()
                .map(|state| legal.with(|legal| removals_of(state, seat, legal)))
                .unwrap_or_default()
        })
    });
    let removing = move || removals.with(|removals| !removals.is_empty());
    // Choosing a highlighted building removes it.
    let remove = Callback::new(move |cell: Cell| {
        let mut actions = pending.get_untracked();
        actions.push(Action::Remove(cell));
        crate::ui::focus::focus_decision_now();
        pending.set(Vec::new());
        game.dispatch(&actions);
    });
    let point = move |cell: Cell| {
        if placing.cursor.get_untracked() != cell {
            placing.cursor.set(cell);
        }
    };
    let click = move |cell: Cell| {
        placing.cursor.set(cell);
        place_at_cursor(placing);
    };
    // One transparent cell each, named by `data-cell`, over the whole grid.
    let hits = move || {
        (0..SIDE)
            .flat_map(|row| (0..SIDE).map(move |col| Cell::new(row, col)))
            .map(|cell| {
                view! {
                    <rect class="hit" data-cell=format!("{},{}", cell.row, cell.col) x=x_of(cell) y=y_of(cell) width=CELL height=CELL
                        on:pointerover=move |_| point(cell) on:click=move |_| click(cell)></rect>
                }
            })
            .collect_view()
    };
    view! {
        <figure class="domain-board" data-seat=seat.to_string() class:placing=move || piece.get().is_some()>
            <svg
                node_ref=board
                class="domain domain-large"
                viewBox=format!("-7 -7 {} {}", full + 8, full + 8)
                role=move || if active() { "application" } else if removing() { "group" } else { "img" }
                tabindex=move || active().then_some("0")
                aria-label=move || fill(words::t(MedMsg::DomainOf), &[("player", &names.name(seat))])
                aria-describedby=move || active().then_some("placing-help")
                on:keydown=keydown
            >
                <g>{ruler()}</g>
                <g><DomainPieces seat/></g>
                <g class="removals">
                    <For each=move || removals.get() key=|removal| removal.clone() children=move |removal| view! {
                        <RemovableBuilding removal remove/>
                    }/>
                </g>
                <g>
                    <Show when=move || verdict_now.with(Option::is_some)>
                        <g class="hints">
                            <For each=spot_list key=|cell| *cell children=|cell| view! {
                                <circle class="hint" cx=x_of(cell) + CELL / 2 cy=y_of(cell) + CELL / 2 r="1.1"></circle>
                            }/>
                        </g>
                        <g class=preview_class>
                            <For each=preview_list key=|cell| *cell children=|cell| cell_rect(cell, "preview-cell")/>
                            <path class="preview-outline" d=move || outline(preview_cells.get())></path>
                        </g>
                        <rect class="cursor" x=cursor_at(x_of) y=cursor_at(y_of) width=CELL height=CELL></rect>
                    </Show>
                </g>
                <Show when=active>
                    <g class="hits">{hits()}</g>
                </Show>
            </svg>
            <figcaption>
                <span class="domain-name">{label}</span>
                <Show when=active>
                    <span id="placing-help" class="hint key-hint">{words::t(MedMsg::PlacingHelp)}</span>
                </Show>
                <span class="placement-status" role="status" aria-live="polite" data-allowed=move || verdict_now.get().map(|(_, _, result)| result.is_ok().to_string())>{status}</span>
            </figcaption>
        </figure>
    }
}
