//! The main board: the round and the news, the hex grid around the clock (inventor hexes with
//! their six edge fields, invention hexes, the cells where the tile in hand may go), the three
//! offers, the lab-assistant locations, and the Ingenuity and progress tracks. Everything on it
//! names itself and says what it does (`data-tip`, `aria-label`).

use crate::ui::context::{closest_data, effect, expect_context};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::{turn, DecidingSeat, GameSignal, Held, LegalMemo, NamesMemo, Placing, StateMemo};
use crate::i18n::aoi::{self as words, AoiMsg};
use crate::i18n::{fill, sentence};
use crate::ui::focus::{focus_decision_now, focus_next};
use crate::ui::Notice;
use age_of_inventors::rules::{
    data, Action, Bundle, Field, GameState, Illegal, LocationKind, Phase, Spot, Tile, Track,
};

/// What a board area (an offer card, a location's place, a lab's equipment slot) does now, as
/// the engine says for the deciding player: nothing, the action it plays (with its words and
/// price), or why the engine refuses it.
#[derive(Clone, PartialEq)]
pub enum Verdict {
    Shows,
    Plays(Action, String),
    Refused(String, String),
}

/// The verdict on `action` in this state: played if the engine lists it, refused with its reason
/// if the engine refuses it for a reason worth saying (not "not now", nor "main action taken").
pub fn verdict(state: &GameState, legal: &[Action], action: Action) -> Verdict {
    let Some(seat) = state.current_seat().filter(|_| !legal.is_empty()) else {
        return Verdict::Shows;
    };
    if legal.contains(&action) {
        return Verdict::Plays(action, turn::choice_label(state, seat, action));
    }
    match state.check(action) {
        Err(
            Illegal::NotNow
            | Illegal::MainActionTaken
            | Illegal::EmptySlot
            | Illegal::GameOver
            | Illegal::OutOfRange,
        )
        | Ok(()) => Verdict::Shows,
        Err(reason) => Verdict::Refused(
            turn::choice_label(state, seat, action),
            sentence(words::words().illegal(reason)),
        ),
    }
}

const INGENUITY: Action = Action::AssignIngenuity { funds: 0 };
const REFRESH: Action = Action::Refresh {
    inventions: true,
    inventors: true,
};

/// Whether `action` is played on the board (so the decision panel does not list it).
pub fn on_board(action: Action) -> bool {
    match action {
        Action::Recruit(_)
        | Action::Conceive(_)
        | Action::AssignExperiment
        | Action::AssignEquipment(_)
        | Action::Activate(_)
        | Action::Draft { .. } => true,
        // The Ingenuity and Refresh locations play the plain placement (Ideas only; both
        // offers); paying in Funds or refreshing one offer only stays in the panel.
        _ => action == INGENUITY || action == REFRESH,
    }
}

/// What the board's controls need: the game to play in, the tile or token in hand, the notice
/// that says why a refused area was tapped.
#[derive(Clone, Copy)]
pub struct Act {
    game: GameSignal,
    placing: Placing,
    notice: Notice,
}

impl Act {
    pub fn new() -> Self {
        Act {
            game: expect_context::<GameSignal>(),
            placing: expect_context::<Placing>(),
            notice: expect_context::<Notice>(),
        }
    }

    fn play(self, action: Action) {
        focus_decision_now();
        self.placing.held.set(None);
        self.placing.cell.set(None);
        self.placing.token.set(None);
        self.game.dispatch(&[action]);
    }
}

/// What tapping a board area does: play an action, choose a token of the draft first, or say
/// why the engine refuses it.
#[derive(Clone)]
enum Tap {
    Play(Action),
    Pick(u8),
    Refused(String),
}

/// A part of the board drawn as markup whose areas are controls: what each area does, found by
/// its `data-area` from the part's one click handler.
#[derive(Clone, Copy)]
pub struct Areas {
    act: Act,
    taps: StoredValue<Vec<Tap>>,
}

impl Areas {
    pub fn new() -> Self {
        Areas {
            act: Act::new(),
            taps: StoredValue::new(Vec::new()),
        }
    }

    /// Starts drawing the part again: its areas are numbered afresh.
    pub fn clear(self) {
        self.taps.update_value(Vec::clear);
    }

    /// A board area as markup: a button playing what the engine allows there (or, with `pick`,
    /// choosing that token first), a refused one saying why when tapped, or just the area. Its
    /// body is the price on the spot (if any) and what lies there (`body`, markup).
    pub fn area(
        self,
        verdict: &Verdict,
        choice: &str,
        price: Option<String>,
        body: &str,
        pick: Option<u8>,
    ) -> String {
        let price = price.map_or(String::new(), |price| {
            format!(r#"<span class="price">{}</span>"#, escape(&price))
        });
        let (action, label, reason) = match verdict {
            Verdict::Shows => return price + body,
            Verdict::Plays(action, label) => (Some(*action), label, None),
            Verdict::Refused(label, reason) => (None, label, Some(reason)),
        };
        let label = match reason {
            Some(reason) => format!("{label} — {reason}"),
            None => label.clone(),
        };
        // (The offers redraw when a token is chosen: whether it is pressed is known now.)
        let picked = pick.is_some() && self.act.placing.token.get_untracked() == pick;
        let pressed = pick.map_or(String::new(), |_| format!(r#" aria-pressed="{picked}""#));
        // The coach's hint shows on the area its next step is played on: for a draft, the offer's
        // token, then (once it is chosen, the step taken) the lab's slot it goes to.
        let hinted =
            crate::ui::hint::ring::<GameState, _>((action, pick), |first, (action, pick)| {
                match (first, pick) {
                    (Action::Draft { slot, .. }, Some(token)) => slot == token,
                    (first, None) => action == Some(first),
                    _ => false,
                }
            })
            .get()
                && !picked;
        let tap = match (action, pick, reason) {
            (Some(_), Some(token), _) => Tap::Pick(token),
            (Some(action), None, _) => Tap::Play(action),
            (_, _, reason) => Tap::Refused(reason.cloned().unwrap_or_default()),
        };
        let index = self.taps.with_value(Vec::len);
        self.taps.update_value(|taps| taps.push(tap));
        let label = escape(&label);
        // Its name is the action's words alone (what is drawn in it is hidden from screen
        // readers: an `aria-label` would not hold the visible text, as axe-core requires).
        format!(
            r#"<button class="act{}{}"{} data-choice="{choice}" data-tip="{label}"{pressed} data-area="{index}"><span class="visually-hidden">{label}</span><span class="act-body" aria-hidden="true">{price}{body}</span></button>"#,
            if reason.is_some() { " refused" } else { "" },
            if hinted { " hinted" } else { "" },
            if reason.is_some() {
                r#" aria-disabled="true""#
            } else {
                ""
            },
        )
    }

    /// The part's click handler: what the area tapped does.
    pub fn tap(self, ev: leptos::ev::MouseEvent) {
        let Some(index) = closest_data::<usize>(&ev, "data-area") else {
            return;
        };
        let Some(tap) = self.taps.with_value(|taps| taps.get(index).cloned()) else {
            return;
        };
        match tap {
            Tap::Pick(token) => {
                self.act.placing.token.set(Some(token));
                // The lab's slots take it next: on a phone they come into view above the
                // decision.
                if let Ok(Some(slots)) = document().query_selector(".lab.on-turn .equipment-slots")
                {
                    slots.scroll_into_view_with_bool(false);
                }
                // From the keyboard (a click of no pointer), on to the slots: the offers drawn
                // anew would drop the focus on the page's body.
                if ev.detail() == 0 {
                    focus_next(".lab.on-turn .equipment-slots button.act:not(.refused)");
                }
            }
            Tap::Play(action) => self.act.play(action),
            Tap::Refused(reason) => self.act.notice.0.set(Some(reason)),
        }
    }
}

/// The price the engine charges the player deciding now (the first player once the game is
/// over) for `action`, in words.
fn price_now(state: &GameState, action: Action) -> String {
    let seat = state.current_seat().unwrap_or(0);
    words::price(state.price_of(seat, action).unwrap_or(Bundle::NONE))
}

/// The hexes' circumradius in the grid's drawing units.
const HEX: f64 = 30.0;
const SQRT3: f64 = 1.732_050_8;

/// The centre of the hex at axial `(q, r)` (pointy-top: edge 0 faces east).
fn centre(q: i8, r: i8) -> (f64, f64) {
    let (q, r) = (f64::from(q), f64::from(r));
    (SQRT3 * HEX * (q + r / 2.0), 1.5 * HEX * r)
}

/// A number for SVG with one decimal, written without the float formatting code (which would
/// weigh on the bundle).
fn tenths(value: f64) -> String {
    let scaled = (value * 10.0 + 0.5).floor() as i32;
    let sign = if scaled < 0 { "-" } else { "" };
    let scaled = scaled.unsigned_abs();
    format!("{sign}{}.{}", scaled / 10, scaled % 10)
}

/// The unit vector towards direction `edge` (edge 0 east, turning anticlockwise on screen: SVG's
/// y points down).
const EDGE_DIRECTION: [(f64, f64); 6] = [
    (1.0, 0.0),
    (0.5, -0.866_025_4),
    (-0.5, -0.866_025_4),
    (-1.0, 0.0),
    (-0.5, 0.866_025_4),
    (0.5, 0.866_025_4),
];

/// The unit vector towards corner `k`, at 30° + 60° k from east (clockwise on screen).
const CORNER_DIRECTION: [(f64, f64); 6] = [
    (0.866_025_4, 0.5),
    (0.0, 1.0),
    (-0.866_025_4, 0.5),
    (-0.866_025_4, -0.5),
    (0.0, -1.0),
    (0.866_025_4, -0.5),
];

/// The two corners bounding edge `edge`: at -60° edge ∓ 30°.
fn edge_corners(edge: usize) -> ((f64, f64), (f64, f64)) {
    // Edge 0 (east) lies between the corners at -30° (index 5) and 30° (index 0).
    let first = (6 - edge % 6 + 5) % 6;
    (CORNER_DIRECTION[first], CORNER_DIRECTION[(first + 1) % 6])
}

/// A hex's outline at the origin, `radius` from its centre to a corner.
fn hex_points(radius: f64) -> String {
    CORNER_DIRECTION
        .iter()
        .map(|(x, y)| format!("{},{}", tenths(x * radius), tenths(y * radius)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The band along edge `edge` (facing `data::DIRECTIONS[edge]`) between two radii.
fn edge_band(edge: usize, outer: f64, inner: f64) -> String {
    let (a, b) = edge_corners(edge);
    [(a, outer), (b, outer), (b, inner), (a, inner)]
        .iter()
        .map(|((x, y), radius)| format!("{},{}", tenths(x * radius), tenths(y * radius)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where an edge's letter goes: towards the edge, `radius` from the centre.
fn edge_mark(edge: usize, radius: f64) -> (f64, f64) {
    let (x, y) = EDGE_DIRECTION[edge % 6];
    (x * radius, y * radius)
}

fn track_class(track: Track) -> &'static str {
    match track {
        Track::Industrial => "industrial",
        Track::Economic => "economic",
        Track::Academic => "academic",
    }
}

pub fn field_class(field: Field) -> &'static str {
    match field {
        Field::Engineering => "field-e",
        Field::Chemistry => "field-c",
        Field::Physics => "field-p",
    }
}

/// A field's mark in the current language (as its resource's in the stocks).
pub fn field_letter(field: Field) -> &'static str {
    words::resource_letter(age_of_inventors::rules::Resource::of(field))
}

/// An invention's name cut into at most two lines for its hex.
fn two_lines(name: &str) -> (String, String) {
    if name.chars().count() <= 11 {
        return (name.to_string(), String::new());
    }
    let middle = name.len() / 2;
    let split = name
        .char_indices()
        .filter(|(_, c)| *c == ' ' || *c == '-')
        .map(|(i, _)| i)
        .min_by_key(|i| i.abs_diff(middle));
    match split {
        Some(at) => (
            name[..at].to_string(),
            name[at..].trim_start_matches([' ']).to_string(),
        ),
        None => (name.to_string(), String::new()),
    }
}

/// An inventor's surname, for the hex.
fn surname(name: &str) -> &str {
    name.rsplit(' ').next().unwrap_or(name)
}

/// The round, the start of the round's news and its winning option.
#[component]
pub fn RoundBar() -> impl IntoView {
    let state = expect_context::<StateMemo>().0;
    let round = Memo::new(move |_| state.with(|s| s.as_ref().map_or(0, GameState::round)));
    let deciding = expect_context::<DecidingSeat>().0;
    let names = expect_context::<NamesMemo>();
    // The news card and the option in force: none yet while the players vote.
    let news = Memo::new(move |_| {
        state.with(|s| {
            let s = s.as_ref()?;
            let (card, vote) = s.news()?;
            Some((
                card,
                (!matches!(s.phase(), Phase::Vote { .. })).then_some(vote),
            ))
        })
    });
    // Drawn as markup: nothing on it is a control.
    let markup = move || {
        let mut html = format!(
            r#"<p class="round">{}</p>"#,
            escape(&fill(
                words::t(AoiMsg::RoundOf),
                &[
                    ("round", &round.get().max(1).to_string()),
                    ("last", &data::ROUNDS.to_string()),
                ],
            ))
        );
        if let Some((card, vote)) = news.get() {
            let w = words::words();
            let (rule, tip) = match vote {
                Some(vote) => {
                    let rule = words::news_option(card, vote);
                    let tip = format!("{} — {}: {}", w.news(card), w.vote(vote), rule);
                    (rule, tip)
                }
                None => {
                    let voter = deciding
                        .get()
                        .map(|seat| names.name(seat))
                        .unwrap_or_default();
                    (
                        fill(words::t(AoiMsg::VoteHeading), &[("player", &voter)]),
                        w.news(card).to_string(),
                    )
                }
            };
            html += &format!(
                r#"<p class="news" tabindex="0" data-tip="{}"><span class="news-label">{}</span> <strong>{}</strong> <span class="news-rule">{}</span></p>"#,
                escape(&tip),
                escape(words::t(AoiMsg::News)),
                escape(w.news(card)),
                escape(&rule)
            );
        }
        html
    };
    view! { <div class="aoi-round-bar" inner_html=markup></div> }
}

/// One cell of the grid as the screen draws it.
#[derive(Clone, PartialEq)]
struct CellView {
    cell: u8,
    tile: Tile,
    /// Whether the tile in hand may go here, and if not, why (when a tile is held).
    verdict: Option<Result<(), String>>,
}

/// The hex grid around the clock.
#[component]
pub fn HexGrid() -> impl IntoView {
    let state = expect_context::<StateMemo>().0;
    let legal = expect_context::<LegalMemo>().0;
    let placing = expect_context::<Placing>();
    let names = expect_context::<NamesMemo>();
    let deciding = expect_context::<DecidingSeat>().0;
    let grid = Memo::new(move |_| {
        state.with(|s| s.as_ref().map(|s| s.grid().to_vec()).unwrap_or_default())
    });
    let round = Memo::new(move |_| state.with(|s| s.as_ref().map_or(1, GameState::round)));
    // Where the tile in hand may go, with the engine's reason for every other empty cell.
    let verdicts = Memo::new(move |_| {
        let held = placing.held.get()?;
        let cells: Vec<Option<Result<(), String>>> = state.with(|s| {
            let s = s.as_ref()?;
            let seat = deciding.get()?;
            Some(
                (0..data::CELLS as u8)
                    .map(|cell| {
                        if !matches!(s.grid()[usize::from(cell)], Tile::Empty) {
                            return None;
                        }
                        let allowed = legal
                            .with(|legal| legal.iter().any(|a| turn::places_at(*a, held, cell)));
                        Some(if allowed {
                            Ok(())
                        } else {
                            Err(turn::why_not_here(s, seat, held, cell))
                        })
                    })
                    .collect(),
            )
        })?;
        Some(cells)
    });
    // The grid's one Tab stop: the cell the arrow keys move from (the first allowed cell when a
    // tile is picked up).
    let cursor = RwSignal::new(0u8);
    // Why the cell last tapped may not take the tile in hand, said under the grid.
    let said = RwSignal::new(None::<String>);
    effect(move || {
        let _ = placing.held.get();
        said.set(None);
    });
    effect(move || {
        let first = verdicts.with(|v| {
            v.as_ref()?
                .iter()
                .position(|verdict| matches!(verdict, Some(Ok(()))))
        });
        if let Some(first) = first {
            cursor.set(first as u8);
        }
    });
    let cells = Memo::new(move |_| {
        let verdicts = verdicts.get();
        grid.with(|grid| {
            grid.iter()
                .enumerate()
                .map(|(cell, tile)| CellView {
                    cell: cell as u8,
                    tile: *tile,
                    verdict: verdicts
                        .as_ref()
                        .and_then(|v| v.get(cell).cloned().flatten()),
                })
                .collect::<Vec<_>>()
        })
    });
    let extent = SQRT3 * HEX * 3.5 + 4.0;
    let height = HEX * 5.5 + 4.0;
    let view_box = format!(
        "{} {} {} {}",
        tenths(-extent),
        tenths(-height),
        tenths(extent * 2.0),
        tenths(height * 2.0)
    );
    let placing_class = move || placing.held.get().is_some();
    // The coach's hint placing the tile in hand rings the cell it goes to, until a cell is
    // chosen (the step taken: its payment is ringed in the panel).
    let next_step = crate::ui::hint::next_step::<GameState>();
    let hinted = move || match (placing.held.get(), placing.cell.get(), next_step()) {
        (
            Some(held),
            None,
            Some(next @ (Action::PlaceInventor { cell, .. } | Action::PlaceInvention { cell, .. })),
        ) if turn::places(next, held) => Some(cell),
        _ => None,
    };
    // The cells are drawn as markup (a few views less keeps the bundle smaller): one handler
    // each for clicks, keys and focus on the grid finds the cell by its `data-cell`.
    let cells_markup = move || {
        let cursor = cursor.get_untracked();
        let chosen = placing.cell.get_untracked();
        let hinted = untrack(hinted);
        cells.with(|cells| {
            cells
                .iter()
                .map(|view| cell_markup(view, names, cursor, chosen, hinted))
                .collect::<String>()
        })
    };
    // The Tab stop, the chosen cell and the ringed one change without drawing the cells again
    // (the focus stays).
    effect(move || {
        let cursor = cursor.get();
        let chosen = placing.cell.get();
        let hinted = hinted();
        let Ok(all) = document().query_selector_all(".hex-grid .cell") else {
            return;
        };
        for index in 0..all.length() {
            let Some(element) = all
                .item(index)
                .and_then(|node| node.dyn_into::<web_sys::Element>().ok())
            else {
                continue;
            };
            let cell = cell_of(&element);
            let _ =
                element.set_attribute("tabindex", if cell == Some(cursor) { "0" } else { "-1" });
            let classes = element.class_list();
            let _ = classes.toggle_with_force("chosen", cell.is_some() && cell == chosen);
            let _ = classes.toggle_with_force("hinted", cell.is_some() && cell == hinted);
        }
    });
    // What tapping (or Enter on) cell `cell` does: choose it for the tile in hand if the engine
    // allows it there (then true), and say why not otherwise.
    let choose = move |cell: u8| {
        let verdict = cells.with_untracked(|cells| {
            cells
                .iter()
                .find(|view| view.cell == cell)
                .and_then(|view| view.verdict.clone())
        });
        let chosen = matches!(verdict, Some(Ok(())));
        if chosen {
            placing.cell.set(Some(cell));
            // On a phone the chosen cell sits just above the docked decision (its scroll margin).
            if let Ok(Some(element)) =
                document().query_selector(&format!(".hex-grid [data-cell=\"{cell}\"]"))
            {
                element.scroll_into_view_with_bool(false);
            }
        }
        said.set(match verdict {
            Some(Err(reason)) => Some(sentence(&reason)),
            _ => None,
        });
        chosen
    };
    // The clock at the centre, the round on its face.
    let ticks: String = (0..4)
        .map(|quarter| {
            let (x, y) = edge_mark(quarter * 3 / 2, 13.0);
            format!(
                r#"<circle class="tick" cx="{}" cy="{}" r="1.6"></circle>"#,
                tenths(x),
                tenths(y)
            )
        })
        .collect();
    let face = format!(
        r#"<polygon points="{}"></polygon><circle r="18"></circle>{ticks}"#,
        hex_points(HEX - 1.0)
    );
    let clock = move || {
        format!(
            r#"{face}<text class="clock-round" y="6" text-anchor="middle">{}</text>"#,
            round.get()
        )
    };
    view! {
        <figure class="hex-grid" class:placing=placing_class>
            <svg viewBox=view_box role="group" aria-label=words::t(AoiMsg::GridCaption)
                on:click=move |ev| {
                    if let Some(cell) = closest_data::<u8>(&ev, "data-cell") {
                        choose(cell);
                    }
                }
                on:focusin=move |ev| {
                    if let Some(cell) = closest_data::<u8>(&ev, "data-cell") {
                        cursor.set(cell);
                    }
                }
                on:keydown=move |ev| {
                    let Some(cell) = closest_data::<u8>(&ev, "data-cell") else { return };
                    let key = ev.key();
                    if key == "Enter" || key == " " {
                        ev.prevent_default();
                        if !choose(cell) {
                            return;
                        }
                        // From the keyboard, on to paying for it (the panel's next control),
                        // not back through the whole page.
                        focus_next(".turn .pays button, .turn .placing-at ~ button");
                    } else if let Some(next) = cell_towards(cell, &key) {
                        ev.prevent_default();
                        cursor.set(next);
                        focus_cell(next);
                    }
                }
            >
                <g class="clock" role="img" aria-label=move || fill(words::t(AoiMsg::ClockLabel), &[("round", &round.get().to_string())]) inner_html=clock></g>
                <g inner_html=cells_markup></g>
                {move || {
                    let held = placing.held.get()?;
                    let cell = placing.cell.get()?;
                    let rotation = placing.rotation.get();
                    let seat = deciding.get()?;
                    let (q, r) = data::CELL_COORDS[usize::from(cell)];
                    let (x, y) = centre(q, r);
                    let tile = match held {
                        Held::Inventor(id) => Tile::Inventor { id, rotation, owner: seat, active: true },
                        Held::Invention(id) => Tile::Invention { id },
                    };
                    Some(view! {
                        <g class="preview" transform=format!("translate({} {})", tenths(x), tenths(y)) aria-hidden="true" inner_html=tile_drawing(tile, names)></g>
                    })
                }}
            </svg>
            <p class="grid-says" role="status">{move || said.get()}</p>
        </figure>
    }
}

/// Text made safe inside markup (the app's one function for it).
pub(crate) use crate::ui::score_chart::escape;

/// The grid cell of a cell's element (its `data-cell`).
fn cell_of(element: &web_sys::Element) -> Option<u8> {
    element.get_attribute("data-cell")?.parse().ok()
}

/// The drawing of a tile at the origin, as SVG markup (no names for screen readers: the cell
/// has them).
fn tile_drawing(tile: Tile, names: NamesMemo) -> String {
    let w = words::words();
    match tile {
        Tile::Empty => String::new(),
        Tile::Inventor {
            id,
            rotation,
            owner,
            active,
        } => {
            let inventor = data::INVENTOR_DATA[usize::from(id)];
            let mut html = format!(
                r#"<polygon class="tile inventor-tile{}" points="{}"></polygon>"#,
                if active { "" } else { " retired" },
                hex_points(HEX - 1.0)
            );
            for edge in 0..6 {
                let field = inventor.edge_field(rotation, edge);
                let (x, y) = edge_mark(edge, HEX * 0.64);
                html += &format!(
                    r#"<polygon class="edge {}" points="{}"></polygon><text class="edge-letter" x="{}" y="{}" text-anchor="middle">{}</text>"#,
                    field_class(field),
                    edge_band(edge, HEX - 1.5, HEX * 0.5),
                    tenths(x),
                    tenths(y + 2.6),
                    escape(field_letter(field))
                );
            }
            html += &format!(
                r#"<polygon class="inventor-face seat-ring-{owner}" points="{}"></polygon><text class="inventor-name" y="-2" text-anchor="middle">{}</text>"#,
                hex_points(HEX * 0.5),
                escape(surname(w.inventor(id)))
            );
            if active {
                let initial = names
                    .name(owner)
                    .chars()
                    .next()
                    .map(String::from)
                    .unwrap_or_default();
                html += &format!(
                    r#"<g class="book seat-{owner}" transform="translate(0 8)"><rect x="-5" y="-4" width="10" height="7" rx="1.5"></rect><text y="1.6" text-anchor="middle">{}</text></g>"#,
                    escape(&initial)
                );
            }
            html
        }
        Tile::Invention { id } => {
            let invention = data::INVENTION_DATA[usize::from(id)];
            let (first, second) = two_lines(w.invention(id));
            // A line of one long word ("Dampfmaschine") is squeezed into the hex.
            let fit = |line: &str| {
                if line.chars().count() > 11 {
                    r#" textLength="44" lengthAdjust="spacingAndGlyphs""#
                } else {
                    ""
                }
            };
            format!(
                r#"<polygon class="tile invention-tile {}" points="{}"></polygon><text class="invention-name" y="{}" text-anchor="middle"{}>{}</text><text class="invention-name" y="7" text-anchor="middle"{}>{}</text>"#,
                field_class(invention.field),
                hex_points(HEX - 1.0),
                if second.is_empty() { "2" } else { "-2" },
                fit(&first),
                escape(&first),
                fit(&second),
                escape(&second)
            )
        }
    }
}

/// What a cell holds, in a sentence.
fn cell_words(view: &CellView, names: NamesMemo) -> String {
    let w = words::words();
    // "Cell 2 of row 6": where it lies, as the board shows it (no label is printed on it).
    let cell = w.cell(view.cell);
    // (Every language's word for a cell starts with an ASCII letter: no Unicode case tables.)
    let label = match cell.get(..1) {
        Some(first) => format!("{}{}", first.to_ascii_uppercase(), &cell[1..]),
        None => cell,
    };
    match view.tile {
        Tile::Empty => fill(words::t(AoiMsg::EmptyCell), &[("cell", &label)]),
        Tile::Inventor {
            id,
            rotation,
            owner,
            active,
        } => {
            let inventor = data::INVENTOR_DATA[usize::from(id)];
            let edges = words::edges_text(|edge| inventor.edge_field(rotation, edge));
            let template = if active {
                AoiMsg::InventorCell
            } else {
                AoiMsg::RetiredInventorCell
            };
            fill(
                words::t(template),
                &[
                    ("cell", &label),
                    ("inventor", w.inventor(id)),
                    ("player", &names.name(owner)),
                    ("edges", &edges),
                    ("conversion", &words::inventor_conversion(id)),
                ],
            )
        }
        Tile::Invention { id } => {
            let invention = data::INVENTION_DATA[usize::from(id)];
            fill(
                words::t(AoiMsg::InventionCell),
                &[
                    ("cell", &label),
                    ("invention", w.invention(id)),
                    ("field", w.field(invention.field)),
                ],
            )
        }
    }
}

/// The cell an arrow key moves to from `cell`: left and right along the row (over the clock),
/// up and down to the row above or below, zigzagging so that the column stays the same.
fn cell_towards(cell: u8, key: &str) -> Option<u8> {
    let (q, r) = data::CELL_COORDS[usize::from(cell)];
    let even = r.rem_euclid(2) == 0;
    let tries: [(i8, i8); 2] = match key {
        "ArrowLeft" => [(-1, 0), (-2, 0)],
        "ArrowRight" => [(1, 0), (2, 0)],
        "ArrowUp" if even => [(0, -1), (1, -1)],
        "ArrowUp" => [(1, -1), (0, -1)],
        "ArrowDown" if even => [(-1, 1), (0, 1)],
        "ArrowDown" => [(0, 1), (-1, 1)],
        _ => return None,
    };
    tries.iter().find_map(|(dq, dr)| {
        data::CELL_COORDS
            .iter()
            .position(|at| *at == (q + dq, r + dr))
            .map(|index| index as u8)
    })
}

/// Gives the keyboard focus to the grid's cell `cell`.
fn focus_cell(cell: u8) {
    if let Some(element) = document()
        .query_selector(&format!(".hex-grid [data-cell=\"{cell}\"]"))
        .ok()
        .flatten()
        .and_then(|element| element.dyn_into::<web_sys::SvgElement>().ok())
    {
        let _ = element.focus();
    }
}

/// One cell of the grid as markup: its place, what it holds (in words for screen readers and
/// its tip), whether the tile in hand may go there, and whether it is the grid's Tab stop.
fn cell_markup(
    view: &CellView,
    names: NamesMemo,
    cursor: u8,
    chosen: Option<u8>,
    hinted: Option<u8>,
) -> String {
    let (q, r) = data::CELL_COORDS[usize::from(view.cell)];
    let (x, y) = centre(q, r);
    let cell = view.cell;
    let label = cell_words(view, names);
    let tip = escape(&match &view.verdict {
        Some(Ok(())) => fill(words::t(AoiMsg::CellAllowed), &[("cell", &label)]),
        Some(Err(reason)) => format!("{label} {}", sentence(reason)),
        None => label.clone(),
    });
    let allowed = matches!(view.verdict, Some(Ok(())));
    let refused = matches!(view.verdict, Some(Err(_)));
    let slot = if matches!(view.tile, Tile::Empty) {
        format!(
            r#"<polygon class="slot" points="{}"></polygon>"#,
            hex_points(HEX - 1.5)
        )
    } else {
        String::new()
    };
    format!(
        r#"<g class="cell{}{}{}{}" data-cell="{cell}" transform="translate({} {})" role="{}" tabindex="{}" aria-label="{tip}"{} data-tip="{tip}">{slot}{}</g>"#,
        if allowed { " allowed" } else { "" },
        if refused { " refused" } else { "" },
        if chosen == Some(cell) { " chosen" } else { "" },
        if hinted == Some(cell) { " hinted" } else { "" },
        tenths(x),
        tenths(y),
        if allowed { "button" } else { "img" },
        if cursor == cell { "0" } else { "-1" },
        if refused {
            r#" aria-disabled="true""#
        } else {
            ""
        },
        tile_drawing(view.tile, names)
    )
}

/// The invention, inventor and equipment offers with their prices, and the stacks. An offer card
/// the engine lets the deciding player recruit or conceive is itself the control (so is an
/// equipment token in the draft: chosen first, then a slot of the lab).
#[component]
pub fn Offers() -> impl IntoView {
    let state = expect_context::<StateMemo>().0;
    let legal = expect_context::<LegalMemo>().0;
    let names = expect_context::<NamesMemo>();
    let act = Act::new();
    let offers = Memo::new(move |_| {
        // The token chosen in the draft is drawn pressed.
        let chosen = act.placing.token.get();
        state.with(|s| {
            s.as_ref().map(|s| {
                let initiative: Vec<(u8, u8)> = s
                    .players()
                    .iter()
                    .enumerate()
                    .filter_map(|(seat, p)| p.initiative().map(|slot| (slot, seat as u8)))
                    .collect();
                let prices = |action: fn(u8) -> Action, slots: usize| -> Vec<String> {
                    (0..slots as u8)
                        .map(|slot| price_now(s, action(slot)))
                        .collect()
                };
                let verdicts = legal.with(|legal| {
                    let of = |action: fn(u8) -> Action, slots: usize| -> Vec<Verdict> {
                        (0..slots as u8)
                            .map(|slot| verdict(s, legal, action(slot)))
                            .collect()
                    };
                    // A token is chosen first: it plays nothing yet, its label is its price.
                    let tokens = (0..data::EQUIPMENT_OFFER_SLOTS as u8)
                        .map(|slot| {
                            let draft = legal
                                .iter()
                                .copied()
                                .find(|a| matches!(a, Action::Draft { slot: s, .. } if *s == slot));
                            match (
                                draft,
                                s.equipment_offer()
                                    .get(usize::from(slot))
                                    .copied()
                                    .flatten(),
                            ) {
                                (Some(action), Some(id)) => {
                                    let seat = s.current_seat().unwrap_or(0);
                                    let name = words::equipment_tip(id);
                                    Verdict::Plays(
                                        action,
                                        fill(
                                            words::t(AoiMsg::PricedLabel),
                                            &[
                                                ("action", name.trim_end_matches('.')),
                                                (
                                                    "price",
                                                    &words::price(
                                                        s.price_of(seat, action)
                                                            .unwrap_or(Bundle::NONE),
                                                    ),
                                                ),
                                            ],
                                        ),
                                    )
                                }
                                _ => Verdict::Shows,
                            }
                        })
                        .collect::<Vec<_>>();
                    [
                        of(Action::Conceive, data::OFFER_SLOTS),
                        of(Action::Recruit, data::OFFER_SLOTS),
                        tokens,
                    ]
                });
                (
                    s.invention_offer(),
                    s.inventor_offer(),
                    s.equipment_offer(),
                    initiative,
                    s.stack_sizes(),
                    s.players().len(),
                    s.is_solo(),
                    [
                        prices(Action::Conceive, data::OFFER_SLOTS),
                        prices(Action::Recruit, data::OFFER_SLOTS),
                        prices(
                            |slot| Action::Draft { slot, lab_slot: 0 },
                            data::EQUIPMENT_OFFER_SLOTS,
                        ),
                    ],
                    (verdicts, chosen),
                )
            })
        })
    });
    let areas = Areas::new();
    let markup = move || {
        let (
            inventions,
            inventors,
            equipment,
            initiative,
            stacks,
            table,
            solo,
            prices,
            (verdicts, _),
        ) = offers.get()?;
        areas.clear();
        let w = words::words();
        let first_equipment = data::EQUIPMENT_OFFER_SLOTS
            - if solo {
                data::SOLO_EQUIPMENT_SLOTS
            } else {
                table + 1
            }
            .min(data::EQUIPMENT_OFFER_SLOTS);
        let heading = |class: &str, title: AoiMsg, left: AoiMsg, count: usize| {
            format!(
                r#"<div class="offer {class}"><h3>{} <span class="stack" data-tip="{}">({count})</span></h3><ol>"#,
                escape(words::t(title)),
                escape(&fill(words::t(left), &[("count", &count.to_string())]))
            )
        };
        let slot = |slot: usize, inner: String| {
            format!(r#"<li class="offer-slot" data-slot="{slot}">{inner}</li>"#)
        };
        // The invention and inventor offers: one row each, alike but for their cards and action.
        let rows = [
            (
                "invention-offer",
                AoiMsg::InventionOffer,
                AoiMsg::TilesLeft,
                "conceive",
                inventions,
                invention_card as fn(u8, bool) -> String,
            ),
            (
                "inventor-offer",
                AoiMsg::InventorOffer,
                AoiMsg::CardsLeft,
                "recruit",
                inventors,
                inventor_card,
            ),
        ];
        let mut html = String::new();
        for (row, (class, title, left, action, offer, card)) in rows.into_iter().enumerate() {
            html += &heading(class, title, left, stacks[row]);
            for (at, id) in offer.into_iter().enumerate() {
                let verdict = &verdicts[row][at];
                let body = id.map_or(String::new(), |id| card(id, verdict != &Verdict::Shows));
                html += &slot(
                    at,
                    areas.area(verdict, action, Some(prices[row][at].clone()), &body, None),
                );
            }
            html += "</ol></div>";
        }
        html += &heading(
            "equipment-offer",
            AoiMsg::EquipmentOffer,
            AoiMsg::TokensLeft,
            stacks[2],
        );
        for (at, token) in equipment.iter().enumerate().skip(first_equipment) {
            let verdict = &verdicts[2][at];
            let inert = verdict != &Verdict::Shows;
            let holder = initiative
                .iter()
                .find(|(place, _)| usize::from(*place) == at)
                .map(|(_, seat)| *seat);
            let body = token.map_or(String::new(), |id| {
                let tip = words::equipment_tip(id);
                format!(
                    r#"<span class="equipment-token"{}>{}</span>"#,
                    card_tip(inert, &tip),
                    escape(w.equipment(id))
                )
            });
            let mut inner = areas.area(
                verdict,
                "draft-token",
                Some(prices[2][at].clone()),
                &body,
                Some(at as u8),
            );
            if let Some(seat) = holder {
                let text = escape(&fill(
                    words::t(AoiMsg::InitiativeOf),
                    &[("player", &names.name(seat))],
                ));
                inner += &format!(
                    r#"<span class="initiative seat-{seat}" data-tip="{text}">{text}</span>"#
                );
            }
            html += &slot(at, inner);
        }
        html += "</ol></div>";
        Some(html)
    };
    move || {
        let html = markup()?;
        Some(view! {
            <section class="offers" aria-label=words::t(AoiMsg::Offers) inner_html=html on:click=move |ev| areas.tap(ev)></section>
        })
    }
}

/// The attributes of a card that is its own Tab stop with its tip (none inside a board control,
/// whose tip it is).
fn card_tip(inert: bool, tip: &str) -> String {
    if inert {
        String::new()
    } else {
        format!(r#" tabindex="0" data-tip="{}""#, escape(tip))
    }
}

/// An invention tile face up: its name and field, its cost, the track it advances, its ability
/// (`inert` inside a board control: not a Tab stop of its own, its tip the control's).
pub fn invention_card(id: u8, inert: bool) -> String {
    let w = words::words();
    let invention = data::INVENTION_DATA[usize::from(id)];
    let ability = words::invention_ability(id);
    let cost = words::resources(invention.cost);
    let track = fill(
        words::t(AoiMsg::TrackSteps),
        &[
            ("track", w.track(invention.track)),
            ("steps", &invention.steps.to_string()),
        ],
    );
    let tip = fill(
        words::t(AoiMsg::InventionTip),
        &[
            ("invention", w.invention(id)),
            ("field", w.field(invention.field)),
            ("cost", &cost),
            ("track", &track),
            ("ability", &ability),
        ],
    );
    format!(
        r#"<span class="card invention-card {}"{} data-invention="{id}"><span class="card-name">{}</span><span class="card-cost">{}</span><span class="card-gain">{}</span><span class="card-ability">{}</span></span>"#,
        field_class(invention.field),
        card_tip(inert, &tip),
        escape(w.invention(id)),
        escape(&cost),
        escape(&track),
        escape(&ability)
    )
}

/// An inventor card: name, fields, Ideas when placed, the conversion of its book, its ability
/// (`inert` inside a board control: not a Tab stop of its own, its tip the control's).
pub fn inventor_card(id: u8, inert: bool) -> String {
    let w = words::words();
    let inventor = data::INVENTOR_DATA[usize::from(id)];
    let ability = words::inventor_ability(id);
    let fields = if inventor.is_dual() {
        format!(
            "{} / {}",
            w.field(inventor.fields.0),
            w.field(inventor.fields.1)
        )
    } else {
        w.field(inventor.fields.0).to_string()
    };
    let tip = fill(
        words::t(AoiMsg::InventorTip),
        &[
            ("inventor", w.inventor(id)),
            ("fields", &fields),
            ("ideas", &inventor.ideas.to_string()),
            ("conversion", &words::inventor_conversion(id)),
            ("ability", &ability),
        ],
    );
    let second = if inventor.is_dual() {
        format!(
            r#"<span class="field-dot {}"></span>"#,
            field_class(inventor.fields.1)
        )
    } else {
        String::new()
    };
    format!(
        r#"<span class="card inventor-card {first}"{} data-inventor="{id}"><span class="card-name">{}</span><span class="card-fields"><span class="field-dot {first}"></span>{second}{}</span><span class="card-ability">{}</span></span>"#,
        card_tip(inert, &tip),
        escape(w.inventor(id)),
        escape(&fields),
        escape(&ability),
        first = field_class(inventor.fields.0),
    )
}

/// Who stands on each lab-assistant location of the board this round. The free place the
/// engine lets the deciding player send an assistant to is itself the control, its price on it.
#[component]
pub fn Locations() -> impl IntoView {
    let state = expect_context::<StateMemo>().0;
    let legal = expect_context::<LegalMemo>().0;
    let names = expect_context::<NamesMemo>();
    let places = Memo::new(move |_| {
        state.with(|s| {
            s.as_ref().map(|s| {
                let mut ingenuity = Vec::new();
                let mut experiment = Vec::new();
                let mut refresh = Vec::new();
                for (seat, player) in s.players().iter().enumerate() {
                    for spot in player.spots() {
                        match spot {
                            Spot::Ingenuity(at) => ingenuity.push((*at, seat as u8)),
                            Spot::Experiment => experiment.push(seat as u8),
                            Spot::Refresh => refresh.push(seat as u8),
                            _ => {}
                        }
                    }
                }
                let seat = s.current_seat().unwrap_or(0);
                let levels: Vec<String> = (0..data::ingenuity_locations(s.players().len()))
                    .map(|level| {
                        words::resources(Bundle::one(
                            age_of_inventors::rules::Resource::Ideas,
                            s.ingenuity_price(seat, level),
                        ))
                    })
                    .collect();
                let costs = [
                    price_now(s, Action::AssignExperiment),
                    price_now(s, REFRESH),
                ];
                let verdicts = legal.with(|legal| {
                    [INGENUITY, Action::AssignExperiment, REFRESH]
                        .map(|action| verdict(s, legal, action))
                });
                (
                    s.players().len(),
                    ingenuity,
                    experiment,
                    refresh,
                    levels,
                    costs,
                    verdicts,
                )
            })
        })
    });
    let areas = Areas::new();
    let markup = move || {
        let (table, ingenuity, experiment, refresh, levels, costs, verdicts) = places.get()?;
        areas.clear();
        let [on_ingenuity, on_experiment, on_refresh] = verdicts;
        let w = words::words();
        let body = |seat: Option<u8>| match seat {
            Some(seat) => {
                let name = escape(&names.name(seat));
                format!(
                    r#"<span class="assistant seat-{seat}" role="img" aria-label="{name}" data-tip="{name}"></span>"#
                )
            }
            None => r#"<span class="free-place" aria-hidden="true"></span>"#.to_string(),
        };
        // The first free place of a location takes the next assistant: that place is the control.
        let first_free_ingenuity = (0..data::ingenuity_locations(table))
            .find(|at| !ingenuity.iter().any(|(place, _)| place == at));
        let mut html = format!(
            r#"<div class="location" data-location="ingenuity" tabindex="0" data-tip="{}"><h3>{}</h3><ol>"#,
            escape(words::t(AoiMsg::IngenuityTip)),
            escape(w.location(LocationKind::Ingenuity))
        );
        for at in 0..data::ingenuity_locations(table) {
            let price = levels.get(usize::from(at)).cloned().unwrap_or_default();
            let who = ingenuity
                .iter()
                .find(|(place, _)| *place == at)
                .map(|(_, seat)| *seat);
            let verdict = if first_free_ingenuity == Some(at) {
                &on_ingenuity
            } else {
                &Verdict::Shows
            };
            html += &format!(
                "<li>{}</li>",
                areas.area(verdict, "assistant", Some(price), &body(who), None)
            );
        }
        html += "</ol></div>";
        let others = [
            (
                LocationKind::Experiment,
                "experiment",
                AoiMsg::ExperimentTip,
                &costs[0],
                data::experiment_locations(table),
                &experiment,
                &on_experiment,
                "assistant",
            ),
            (
                LocationKind::Refresh,
                "refresh",
                AoiMsg::RefreshTip,
                &costs[1],
                data::refresh_locations(table),
                &refresh,
                &on_refresh,
                "refresh",
            ),
        ];
        for (kind, name, tip, cost, places, there, on_next, choice) in others {
            html += &format!(
                r#"<div class="location" data-location="{name}" tabindex="0" data-tip="{}"><h3>{} <span class="price">{}</span></h3><ol>"#,
                escape(&fill(words::t(tip), &[("cost", cost)])),
                escape(w.location(kind)),
                escape(cost)
            );
            for at in 0..usize::from(places) {
                let verdict = if at == there.len() {
                    on_next
                } else {
                    &Verdict::Shows
                };
                html += &format!(
                    "<li>{}</li>",
                    areas.area(verdict, choice, None, &body(there.get(at).copied()), None)
                );
            }
            html += "</ol></div>";
        }
        Some(html)
    };
    move || {
        let html = markup()?;
        Some(view! {
            <section class="locations" aria-label=words::t(AoiMsg::Locations) inner_html=html on:click=move |ev| areas.tap(ev)></section>
        })
    }
}

/// A player's marks: their Ingenuity position and their places on the three progress tracks.
type Marks = (u8, [u8; 3]);

/// The Ingenuity track (positions 1-8 and their income) and the three progress tracks with their
/// milestones and medallions.
#[component]
pub fn Tracks() -> impl IntoView {
    let state = expect_context::<StateMemo>().0;
    let names = expect_context::<NamesMemo>();
    let marks = Memo::new(move |_| {
        state.with(|s| {
            s.as_ref().map(|s| {
                let players: Vec<(u8, [u8; 3])> = s
                    .players()
                    .iter()
                    .map(|p| {
                        (
                            p.ingenuity(),
                            [
                                p.track(Track::Industrial),
                                p.track(Track::Economic),
                                p.track(Track::Academic),
                            ],
                        )
                    })
                    .collect();
                let medallions = Track::ALL.map(|track| s.medallion(track));
                (players, medallions)
            })
        })
    });
    // Drawn as markup: nothing on the tracks is a control.
    let markup = move || {
        let (players, medallions) = marks.get()?;
        let w = words::words();
        let pawns = |on: &dyn Fn(&Marks) -> bool| -> String {
            players
                .iter()
                .enumerate()
                .filter(|(_, marks)| on(marks))
                .map(|(seat, _)| {
                    let name = escape(&names.name(seat as u8));
                    format!(
                        r#"<span class="pawn seat-{seat}" role="img" aria-label="{name}" data-tip="{name}"></span>"#
                    )
                })
                .collect()
        };
        let mut html = format!(
            r#"<div class="ingenuity-track" tabindex="0" data-tip="{}"><h3>{}</h3><ol>"#,
            escape(words::t(AoiMsg::IngenuityTrackTip)),
            escape(words::t(AoiMsg::IngenuityTrack))
        );
        for position in 1..=data::INGENUITY_POSITIONS {
            let income = data::INGENUITY_INCOME[usize::from(position - 1)];
            html += &format!(
                r#"<li data-position="{position}"><span class="position">{position}</span><span class="income">{}</span>{}</li>"#,
                escape(&words::resources(Bundle::new(0, 0, 0, 0, income))),
                pawns(&|(at, _)| *at == position)
            );
        }
        html += "</ol></div>";
        for track in Track::ALL {
            let holder = medallions[track.index()];
            let medal = holder
                .map(|seat| {
                    fill(
                        words::t(AoiMsg::MedallionOf),
                        &[("player", &names.name(seat))],
                    )
                })
                .unwrap_or_else(|| words::t(AoiMsg::MedallionFree).to_string());
            let medal_tip = format!(
                "{medal} {}",
                fill(
                    words::t(AoiMsg::MedallionTip),
                    &[(
                        "resource",
                        w.resource(data::MEDALLION_RESOURCE[track.index()])
                    )]
                )
            );
            html += &format!(
                r#"<div class="progress-track" data-track="{}"><h3>{} <span class="medallion{}" tabindex="0" data-tip="{}" aria-label="{}">◉</span></h3><ol>"#,
                track_class(track),
                escape(w.track(track)),
                if holder.is_some() { " held" } else { "" },
                escape(&medal_tip),
                escape(&medal)
            );
            for space in 0..=data::TRACK_TOP {
                let milestone = data::MILESTONES.iter().position(|m| *m == space);
                let tip = milestone.map_or(String::new(), |index| {
                    format!(
                        r#" data-tip="{}""#,
                        escape(&fill(
                            words::t(AoiMsg::MilestoneTip),
                            &[
                                ("space", &space.to_string()),
                                (
                                    "bonus",
                                    &words::resources(data::MILESTONE_BONUS[track.index()][index])
                                )
                            ]
                        ))
                    )
                });
                html += &format!(
                    r#"<li{}{tip} data-space="{space}"><span class="space">{space}</span>{}</li>"#,
                    if milestone.is_some() {
                        r#" class="milestone""#
                    } else {
                        ""
                    },
                    pawns(&|(_, tracks)| tracks[track.index()] == space)
                );
            }
            html += "</ol></div>";
        }
        Some(html)
    };
    move || {
        let html = markup()?;
        Some(view! {
            <section class="tracks-panel" aria-label=words::t(AoiMsg::Tracks) inner_html=html></section>
        })
    }
}
