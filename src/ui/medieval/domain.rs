//! A player's domain drawn in SVG: the grid, walled cells shaded, scorched areas, walls, and
//! every building in its colour, shape and icon. The domain of the player placing a piece also
//! shows the piece under the pointer (or the keyboard cursor), green where the engine allows it
//! and red with the engine's reason where it does not, with the spots where it fits marked.

use crate::ui::context::{boxed, closest_attr, expect_context, show};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::icons::{building_class, building_markup as icon_markup, escape};
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

fn rect(markup: &mut String, cell: Cell, class: &str) {
    markup.push_str(&format!(
        r#"<rect class="{class}" x="{}" y="{}" width="{CELL}" height="{CELL}"></rect>"#,
        u32::from(cell.col) * CELL,
        u32::from(cell.row) * CELL
    ));
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

fn building_markup(markup: &mut String, domain: &Domain, placed: &PlacedBuilding) {
    let cells = placed.cells();
    let class = building_class(placed.building);
    let walled = domain.is_walled(placed);
    let name = words::words().building(placed.building);
    let title = if walled {
        fill(words::t(MedMsg::WalledBuilding), &[("building", name)])
    } else {
        name.to_string()
    };
    markup.push_str(&format!(
        r#"<g class="building {class}{}" data-building="{class}"><title>{}</title>"#,
        if walled { " walled" } else { "" },
        escape(&title)
    ));
    for cell in cells.iter() {
        rect(markup, cell, "building-cell");
    }
    let edge = outline(cells);
    // A walled building stands behind a rampart: a dark band under its outline.
    if walled {
        markup.push_str(&format!(
            r#"<path class="building-rampart" d="{edge}"></path>"#
        ));
    }
    markup.push_str(&format!(
        r#"<path class="building-outline" d="{edge}"></path>"#
    ));
    if let Some(cell) = icon_cell(cells) {
        markup.push_str(&format!(
            r#"<g class="building-glyph" transform="translate({} {}) scale(0.8)">{}</g>"#,
            u32::from(cell.col) * CELL + 1,
            u32::from(cell.row) * CELL + 1,
            icon_markup(placed.building)
        ));
    }
    markup.push_str("</g>");
}

fn wall_markup(markup: &mut String, cells: Cells) {
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
    markup.push_str(&format!(
        r#"<g class="wall"><rect class="wall-body" x="{}" y="{}" width="{}" height="{}" rx="1.5"></rect>"#,
        x + 1,
        y + 1,
        width.saturating_sub(2),
        height.saturating_sub(2)
    ));
    for cell in cells.iter() {
        markup.push_str(&format!(
            r#"<rect class="merlon" x="{}" y="{}" width="4" height="4"></rect>"#,
            u32::from(cell.col) * CELL + 3,
            u32::from(cell.row) * CELL + 3
        ));
    }
    markup.push_str("</g>");
}

fn scorched_markup(markup: &mut String, anchor: Cell) {
    let cells = scorched_shape().mask.at(anchor);
    let (x, y) = (u32::from(anchor.col) * CELL, u32::from(anchor.row) * CELL);
    markup.push_str(&format!(
        r#"<g class="scorched"><title>{}</title>"#,
        escape(words::words().scorched_area())
    ));
    for cell in cells.iter() {
        rect(markup, cell, "scorched-cell");
    }
    let span = 2 * CELL - 6;
    markup.push_str(&format!(
        r#"<path class="scorched-mark" d="M{} {}l{span} {span}M{} {}l{span} -{span}"></path></g>"#,
        x + 3,
        y + 3,
        x + 3,
        y + 2 * CELL - 3
    ));
}

/// A domain's pieces as SVG markup: walled cells, grid, scorched areas, walls, buildings.
fn domain_markup(domain: &Domain) -> String {
    let full = u32::from(SIDE) * CELL;
    let mut markup = format!(r#"<rect class="ground" width="{full}" height="{full}"></rect>"#);
    for cell in domain.walled_cells().iter() {
        rect(&mut markup, cell, "walled-cell");
    }
    let lines: String = (1..u32::from(SIDE))
        .map(|line| format!("M{} 0v{full}M0 {}h{full}", line * CELL, line * CELL))
        .collect();
    markup.push_str(&format!(r#"<path class="grid-lines" d="{lines}"></path>"#));
    for anchor in domain.scorched() {
        scorched_markup(&mut markup, *anchor);
    }
    for wall in domain.walls() {
        wall_markup(&mut markup, wall.cells());
    }
    for placed in domain.buildings() {
        building_markup(&mut markup, domain, placed);
    }
    markup
}

/// The markup of a seat's domain in the state shown (an empty grid while it is laid out in
/// secret).
fn seat_markup(
    state: Memo<Option<GameState>>,
    committed: Committed<GameState>,
    seat: u8,
) -> String {
    if super::layout_hidden(committed.0, seat) {
        return domain_markup(&Domain::default());
    }
    state.with(|state| {
        state
            .as_ref()
            .and_then(|state| state.player(seat))
            .map(|player| domain_markup(player.domain()))
            .unwrap_or_default()
    })
}

/// A player's domain as a small picture (the other players' domains, beside the large one).
#[component]
pub fn DomainThumbnail(seat: u8) -> impl IntoView {
    let state = expect_context::<super::Med>().state.0;
    let committed = expect_context::<Committed<GameState>>();
    let full = u32::from(SIDE) * CELL;
    view! {
        <svg class="domain domain-small" viewBox=format!("0 0 {full} {full}") aria-hidden="true"
            inner_html=move || seat_markup(state, committed, seat)></svg>
    }
}

/// The hit cells: one transparent cell each, named by `data-cell` (events are read on their
/// group).
fn hit_markup() -> String {
    let mut markup = String::new();
    for row in 0..SIDE {
        for col in 0..SIDE {
            markup.push_str(&format!(
                r#"<rect class="hit" data-cell="{row},{col}" x="{}" y="{}" width="{CELL}" height="{CELL}"></rect>"#,
                u32::from(col) * CELL,
                u32::from(row) * CELL
            ));
        }
    }
    markup
}

/// The buildings the deciding player may remove now (fire, attack) on `seat`'s domain, each a
/// control of the map: its cells and outline, named by what choosing it does.
fn removal_markup(state: &GameState, seat: u8, legal: &[Action]) -> String {
    let mut markup = String::new();
    let Some(domain) = (state.current_seat() == Some(seat))
        .then(|| state.player(seat))
        .flatten()
        .map(|player| player.domain())
    else {
        return markup;
    };
    for action in legal {
        let Action::Remove(cell) = action else {
            continue;
        };
        let Some(placed) = domain
            .building_at_first_cell(*cell)
            .and_then(|index| domain.buildings().get(index))
        else {
            continue;
        };
        let label = fill(
            words::t(MedMsg::RemoveOption),
            &[
                ("building", words::words().building(placed.building)),
                ("cell", &words::words().cell(*cell)),
            ],
        );
        markup.push_str(&format!(
            r#"<g class="removable" tabindex="0" role="button" aria-label="{}" data-remove="{},{}">"#,
            escape(&label),
            cell.row,
            cell.col
        ));
        for covered in placed.cells().iter() {
            rect(&mut markup, covered, "removable-cell");
        }
        markup.push_str(&format!(
            r#"<path class="removable-outline" d="{}"></path></g>"#,
            outline(placed.cells())
        ));
    }
    markup
}

/// The numbers of the rows (left) and columns (top), as the UI names cells by them.
fn ruler_markup() -> String {
    let mut markup = String::from(r#"<g class="ruler" aria-hidden="true">"#);
    for line in 0..u32::from(SIDE) {
        let middle = line * CELL + CELL / 2;
        markup.push_str(&format!(
            r#"<text x="{middle}" y="-2">{n}</text><text x="-4" y="{}">{n}</text>"#,
            middle + 1,
            n = line + 1
        ));
    }
    markup.push_str("</g>");
    markup
}

/// The cell named by an event's target (a hit cell), if any.
fn event_cell(ev: &web_sys::Event) -> Option<Cell> {
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    let (row, col) = target
        .get_attribute("data-cell")?
        .split_once(',')
        .map(|(r, c)| (r.parse().ok(), c.parse().ok()))?;
    Some(Cell::new(row?, col?))
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
    let committed = expect_context::<Committed<GameState>>();
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
    let preview = move || {
        let Some((piece, cursor, result)) = verdict_now.get() else {
            return String::new();
        };
        // The coach's next step is this very piece here: the board is where it is ringed.
        let ring = if hinted() == Some(piece.action(anchor_for(piece, cursor))) {
            " hinted"
        } else {
            ""
        };
        let mut markup = String::from(r#"<g class="hints">"#);
        let hints = legal.with(|legal| allowed_cursors(piece, legal));
        for cell in hints.iter() {
            markup.push_str(&format!(
                r#"<circle class="hint" cx="{}" cy="{}" r="1.1"></circle>"#,
                u32::from(cell.col) * CELL + CELL / 2,
                u32::from(cell.row) * CELL + CELL / 2
            ));
        }
        let cells = covered(piece, anchor_for(piece, cursor));
        let class = if result.is_ok() {
            "preview allowed"
        } else {
            "preview refused"
        };
        markup.push_str(&format!(r#"</g><g class="{class}{ring}">"#));
        for cell in cells.iter() {
            rect(&mut markup, cell, "preview-cell");
        }
        markup.push_str(&format!(
            r#"<path class="preview-outline" d="{}"></path></g>"#,
            outline(cells)
        ));
        rect(&mut markup, cursor, "cursor");
        markup
    };
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
    let removals = Memo::new(move |_| {
        state.with(|state| {
            state
                .as_ref()
                .map(|state| legal.with(|legal| removal_markup(state, seat, legal)))
                .unwrap_or_default()
        })
    });
    let removing = move || removals.with(|markup| !markup.is_empty());
    // Choosing a highlighted building (by pointer, or Enter or Space on it) removes it.
    let remove = move |ev: &web_sys::Event| {
        let cell = closest_attr(ev, "data-remove").and_then(|cell| {
            let (row, col) = cell.split_once(',')?;
            Some(Cell::new(row.parse().ok()?, col.parse().ok()?))
        });
        if let Some(cell) = cell {
            let mut actions = pending.get_untracked();
            actions.push(Action::Remove(cell));
            crate::ui::focus::focus_decision_now();
            pending.set(Vec::new());
            game.dispatch(&actions);
        }
    };
    let point = move |ev: web_sys::Event| {
        if let Some(cell) = event_cell(&ev) {
            if placing.cursor.get_untracked() != cell {
                placing.cursor.set(cell);
            }
        }
    };
    let click = move |ev: web_sys::Event| {
        if let Some(cell) = event_cell(&ev) {
            placing.cursor.set(cell);
            place_at_cursor(placing);
        }
    };
    view! {
        <figure class="domain-board" data-seat=seat.to_string() class:placing=move || piece.get().is_some()>
            <svg
                class="domain domain-large"
                viewBox=format!("-7 -7 {} {}", full + 8, full + 8)
                role=move || if active() { "application" } else if removing() { "group" } else { "img" }
                tabindex=move || active().then_some("0")
                aria-label=move || fill(words::t(MedMsg::DomainOf), &[("player", &names.name(seat))])
                aria-describedby=move || active().then_some("placing-help")
                on:keydown=boxed(keydown)
            >
                <g inner_html=ruler_markup()></g>
                <g inner_html=move || seat_markup(state, committed, seat)></g>
                <g class="removals" inner_html=move || removals.get() on:click=boxed(move |ev: leptos::ev::MouseEvent| remove(&ev)) on:keydown=boxed(move |ev: web_sys::KeyboardEvent| {
                    if matches!(ev.key().as_str(), "Enter" | " ") {
                        ev.prevent_default();
                        remove(&ev);
                    }
                })></g>
                <g inner_html=preview></g>
                {show(active, move || view! {
                    <g class="hits" inner_html=hit_markup() on:pointerover=boxed(move |ev: leptos::ev::PointerEvent| point(ev.into())) on:click=boxed(move |ev: leptos::ev::MouseEvent| click(ev.into()))></g>
                }.into_any())}
            </svg>
            <figcaption>
                <span class="domain-name">{move || label()}</span>
                {show(active, || view! {
                    <span id="placing-help" class="hint key-hint">{words::t(MedMsg::PlacingHelp)}</span>
                }.into_any())}
                <span class="placement-status" role="status" aria-live="polite" data-allowed=move || verdict_now.get().map(|(_, _, result)| result.is_ok().to_string())>{status}</span>
            </figcaption>
        </figure>
    }
}
