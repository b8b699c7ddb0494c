//! The main board: the round and the news, the hex grid around the clock (inventor hexes with
//! their six edge fields, invention hexes, the cells where the tile in hand may go), the three
//! offers, the lab-assistant locations, and the Ingenuity and progress tracks. Everything on it
//! names itself and says what it does (`data-tip`, `aria-label`).

use leptos::prelude::*;

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

/// A board area (an offer card, a location's place, a lab's equipment slot): a button playing
/// what the engine allows there (or, with `pick`, choosing that token of the draft first), a
/// refused one saying why when tapped, or just the area. Its body is the price on the spot (if
/// any) and what lies there (`children`).
#[component]
pub fn Area(
    verdict: Verdict,
    choice: &'static str,
    price: Option<String>,
    pick: Option<u8>,
    children: Children,
) -> AnyView {
    let price = price.map(|price| view! { <span class="price">{price}</span> });
    let (action, label, reason) = match verdict {
        Verdict::Shows => return view! { {price}{children()} }.into_any(),
        Verdict::Plays(action, label) => (Some(action), label, None),
        Verdict::Refused(label, reason) => (None, label, Some(reason)),
    };
    let label = match &reason {
        Some(reason) => format!("{label} — {reason}"),
        None => label,
    };
    let act = Act::new();
    let token = act.placing.token;
    let picked = move || pick.is_some() && token.get() == pick;
    // The coach's hint shows on the area its next step is played on: for a draft, the offer's
    // token, then (once it is chosen, the step taken) the lab's slot it goes to.
    let ring =
        crate::ui::hint::ring::<GameState, _>((action, pick), |first, (action, pick)| {
            match (first, pick) {
                (Action::Draft { slot, .. }, Some(token)) => slot == token,
                (first, None) => action == Some(first),
                _ => false,
            }
        });
    let refused = reason.is_some();
    let tap = match (action, pick, reason) {
        (Some(_), Some(token), _) => Tap::Pick(token),
        (Some(action), None, _) => Tap::Play(action),
        (_, _, reason) => Tap::Refused(reason.unwrap_or_default()),
    };
    let click = move |ev: leptos::ev::MouseEvent| match &tap {
        Tap::Pick(token) => {
            act.placing.token.set(Some(*token));
            // The lab's slots take it next: on a phone they come into view above the decision.
            if let Ok(Some(slots)) = document().query_selector(".lab.on-turn .equipment-slots") {
                slots.scroll_into_view_with_bool(false);
            }
            // From the keyboard (a click of no pointer), on to the slots.
            if ev.detail() == 0 {
                focus_next(".lab.on-turn .equipment-slots button.act:not(.refused)");
            }
        }
        Tap::Play(action) => act.play(*action),
        Tap::Refused(reason) => act.notice.0.set(Some(reason.clone())),
    };
    let tip = label.clone();
    // Its name is the action's words alone (what is drawn in it is hidden from screen readers:
    // an `aria-label` would not hold the visible text, as axe-core requires).
    view! {
        <button class="act" class:refused=refused class:hinted=move || ring.get() && !picked()
            aria-disabled=refused.then_some("true") data-choice=choice data-tip=tip
            aria-pressed=move || pick.map(|_| picked().to_string()) on:click=click>
            <span class="visually-hidden">{label}</span>
            <span class="act-body" aria-hidden="true">{price}{children()}</span>
        </button>
    }
    .into_any()
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
    let round_text = move || {
        fill(
            words::t(AoiMsg::RoundOf),
            &[
                ("round", &round.get().max(1).to_string()),
                ("last", &data::ROUNDS.to_string()),
            ],
        )
    };
    let news_view = move || {
        let (card, vote) = news.get()?;
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
        Some(view! {
            <p class="news" tabindex="0" data-tip=tip>
                <span class="news-label">{words::t(AoiMsg::News)}</span>" "
                <strong>{w.news(card)}</strong>" "
                <span class="news-rule">{rule}</span>
            </p>
        })
    };
    view! {
        <div class="aoi-round-bar">
            <p class="round">{round_text}</p>
            {news_view}
        </div>
    }
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
    let first_allowed = Memo::new(move |_| {
        verdicts.with(|v| {
            v.as_ref()?
                .iter()
                .position(|verdict| matches!(verdict, Some(Ok(()))))
                .map(|first| first as u8)
        })
    });
    // A tile picked up (or put back) starts afresh: nothing said yet, the Tab stop on its first
    // allowed cell. (Signals set from signals, as the grid drew it before.)
    Effect::new(move |_| {
        let _ = placing.held.get();
        said.set(None);
    });
    Effect::new(move |_| {
        if let Some(first) = first_allowed.get() {
            cursor.set(first);
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
    let hinted = Memo::new(
        move |_| match (placing.held.get(), placing.cell.get(), next_step()) {
            (
                Some(held),
                None,
                Some(
                    next @ (Action::PlaceInventor { cell, .. }
                    | Action::PlaceInvention { cell, .. }),
                ),
            ) if turn::places(next, held) => Some(cell),
            _ => None,
        },
    );
    // Each cell's element, for the keyboard focus and scrolling (the outside world).
    let refs: Vec<NodeRef<leptos::svg::G>> = (0..data::CELLS).map(|_| NodeRef::new()).collect();
    let refs = StoredValue::new(refs);
    let element = move |cell: u8| {
        refs.with_value(|refs| {
            refs.get(usize::from(cell))
                .and_then(|element| element.get())
        })
    };
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
            if let Some(element) = element(cell) {
                element.scroll_into_view_with_bool(false);
            }
        }
        said.set(match verdict {
            Some(Err(reason)) => Some(sentence(&reason)),
            _ => None,
        });
        chosen
    };
    let keydown = move |cell: u8, ev: leptos::ev::KeyboardEvent| {
        let key = ev.key();
        if key == "Enter" || key == " " {
            ev.prevent_default();
            if !choose(cell) {
                return;
            }
            // From the keyboard, on to paying for it (the panel's next control), not back
            // through the whole page.
            focus_next(".turn .pays button, .turn .placing-at ~ button");
        } else if let Some(next) = cell_towards(cell, &key) {
            ev.prevent_default();
            cursor.set(next);
            if let Some(element) = element(next) {
                let _ = element.focus();
            }
        }
    };
    let cell_views = (0..data::CELLS as u8)
        .map(|cell| {
            let view =
                Memo::new(move |_| cells.with(|cells| cells.get(usize::from(cell)).cloned()));
            view! {
                <GridCell cell view names cursor chosen=placing.cell hinted
                    element=refs.with_value(|refs| refs[usize::from(cell)])
                    on_choose=move || { choose(cell); }
                    on_key=move |ev| keydown(cell, ev)/>
            }
        })
        .collect_view();
    // The clock at the centre, the round on its face.
    let ticks = (0..4)
        .map(|quarter| {
            let (x, y) = edge_mark(quarter * 3 / 2, 13.0);
            view! { <circle class="tick" cx=tenths(x) cy=tenths(y) r="1.6"></circle> }
        })
        .collect_view();
    let preview = move || {
        let held = placing.held.get()?;
        let cell = placing.cell.get()?;
        let rotation = placing.rotation.get();
        let seat = deciding.get()?;
        let (q, r) = data::CELL_COORDS[usize::from(cell)];
        let (x, y) = centre(q, r);
        let tile = match held {
            Held::Inventor(id) => Tile::Inventor {
                id,
                rotation,
                owner: seat,
                active: true,
            },
            Held::Invention(id) => Tile::Invention { id },
        };
        Some(view! {
            <g class="preview" transform=format!("translate({} {})", tenths(x), tenths(y)) aria-hidden="true">
                {tile_drawing(tile, names)}
            </g>
        })
    };
    view! {
        <figure class="hex-grid" class:placing=placing_class>
            <svg viewBox=view_box role="group" aria-label=words::t(AoiMsg::GridCaption)>
                <g class="clock" role="img" aria-label=move || fill(words::t(AoiMsg::ClockLabel), &[("round", &round.get().to_string())])>
                    <polygon points=hex_points(HEX - 1.0)></polygon>
                    <circle r="18"></circle>
                    {ticks}
                    <text class="clock-round" y="6" text-anchor="middle">{move || round.get()}</text>
                </g>
                <g>{cell_views}</g>
                {preview}
            </svg>
            <p class="grid-says" role="status">{move || said.get()}</p>
        </figure>
    }
}

/// One cell of the grid: its place, what it holds (in words for screen readers and its tip),
/// whether the tile in hand may go there (then it is a button), whether it is chosen or ringed
/// by the coach, and whether it is the grid's Tab stop.
#[component]
fn GridCell(
    cell: u8,
    view: Memo<Option<CellView>>,
    names: NamesMemo,
    cursor: RwSignal<u8>,
    chosen: RwSignal<Option<u8>>,
    hinted: Memo<Option<u8>>,
    element: NodeRef<leptos::svg::G>,
    on_choose: impl Fn() + Send + Sync + 'static,
    on_key: impl Fn(leptos::ev::KeyboardEvent) + Send + Sync + 'static,
) -> impl IntoView {
    let (q, r) = data::CELL_COORDS[usize::from(cell)];
    let (x, y) = centre(q, r);
    let tip = Memo::new(move |_| {
        view.with(|view| {
            let view = view.as_ref()?;
            let label = cell_words(view, names);
            Some(match &view.verdict {
                Some(Ok(())) => fill(words::t(AoiMsg::CellAllowed), &[("cell", &label)]),
                Some(Err(reason)) => format!("{label} {}", sentence(reason)),
                None => label,
            })
        })
    });
    let allowed = move || {
        view.with(|v| {
            v.as_ref()
                .is_some_and(|v| matches!(v.verdict, Some(Ok(()))))
        })
    };
    let refused = move || {
        view.with(|v| {
            v.as_ref()
                .is_some_and(|v| matches!(v.verdict, Some(Err(_))))
        })
    };
    let tile = Memo::new(move |_| view.with(|v| v.as_ref().map_or(Tile::Empty, |v| v.tile)));
    let drawing = move || {
        let tile = tile.get();
        let slot = matches!(tile, Tile::Empty)
            .then(|| view! { <polygon class="slot" points=hex_points(HEX - 1.5)></polygon> });
        view! { {slot}{tile_drawing(tile, names)} }
    };
    view! {
        <g class="cell" class:allowed=allowed class:refused=refused
            class:chosen=move || chosen.get() == Some(cell) class:hinted=move || hinted.get() == Some(cell)
            data-cell=cell transform=format!("translate({} {})", tenths(x), tenths(y))
            role=move || if allowed() { "button" } else { "img" }
            tabindex=move || if cursor.get() == cell { "0" } else { "-1" }
            aria-label=move || tip.get() aria-disabled=move || refused().then_some("true")
            data-tip=move || tip.get()
            node_ref=element
            on:click=move |_| on_choose()
            on:focusin=move |_| cursor.set(cell)
            on:keydown=on_key>
            {drawing}
        </g>
    }
}

/// The drawing of a tile at the origin (no names for screen readers: the cell has them).
fn tile_drawing(tile: Tile, names: NamesMemo) -> AnyView {
    let w = words::words();
    match tile {
        Tile::Empty => ().into_any(),
        Tile::Inventor {
            id,
            rotation,
            owner,
            active,
        } => {
            let inventor = data::INVENTOR_DATA[usize::from(id)];
            let edges = (0..6)
                .map(|edge| {
                    let field = inventor.edge_field(rotation, edge);
                    let (x, y) = edge_mark(edge, HEX * 0.64);
                    view! {
                        <polygon class=format!("edge {}", field_class(field)) points=edge_band(edge, HEX - 1.5, HEX * 0.5)></polygon>
                        <text class="edge-letter" x=tenths(x) y=tenths(y + 2.6) text-anchor="middle">{field_letter(field)}</text>
                    }
                })
                .collect_view();
            let book = active.then(|| {
                let initial = names
                    .name(owner)
                    .chars()
                    .next()
                    .map(String::from)
                    .unwrap_or_default();
                view! {
                    <g class=format!("book seat-{owner}") transform="translate(0 8)">
                        <rect x="-5" y="-4" width="10" height="7" rx="1.5"></rect>
                        <text y="1.6" text-anchor="middle">{initial}</text>
                    </g>
                }
            });
            view! {
                <polygon class=if active { "tile inventor-tile" } else { "tile inventor-tile retired" } points=hex_points(HEX - 1.0)></polygon>
                {edges}
                <polygon class=format!("inventor-face seat-ring-{owner}") points=hex_points(HEX * 0.5)></polygon>
                <text class="inventor-name" y="-2" text-anchor="middle">{surname(w.inventor(id)).to_string()}</text>
                {book}
            }
            .into_any()
        }
        Tile::Invention { id } => {
            let invention = data::INVENTION_DATA[usize::from(id)];
            let (first, second) = two_lines(w.invention(id));
            // A line of one long word ("Dampfmaschine") is squeezed into the hex.
            let fit = |line: &str| (line.chars().count() > 11).then_some("44");
            let adjust = |line: &str| (line.chars().count() > 11).then_some("spacingAndGlyphs");
            view! {
                <polygon class=format!("tile invention-tile {}", field_class(invention.field)) points=hex_points(HEX - 1.0)></polygon>
                <text class="invention-name" y=if second.is_empty() { "2" } else { "-2" } text-anchor="middle"
                    textLength=fit(&first) lengthAdjust=adjust(&first)>{first.clone()}</text>
                <text class="invention-name" y="7" text-anchor="middle"
                    textLength=fit(&second) lengthAdjust=adjust(&second)>{second.clone()}</text>
            }
            .into_any()
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

/// What one slot of an offer shows: what lies there, what tapping it does, its price, and (in the
/// equipment offer) whose initiative marker stands there.
#[derive(Clone, PartialEq)]
struct SlotView {
    id: Option<u8>,
    verdict: Verdict,
    price: String,
    holder: Option<u8>,
}

/// The three offers, each slot's view, the stacks' sizes and the first equipment slot in play.
#[derive(Clone, PartialEq)]
struct OffersView {
    rows: [Vec<SlotView>; 3],
    stacks: [usize; 6],
    first_equipment: usize,
}

/// The invention, inventor and equipment offers with their prices, and the stacks. An offer card
/// the engine lets the deciding player recruit or conceive is itself the control (so is an
/// equipment token in the draft: chosen first, then a slot of the lab).
#[component]
pub fn Offers() -> impl IntoView {
    let state = expect_context::<StateMemo>().0;
    let legal = expect_context::<LegalMemo>().0;
    let offers = Memo::new(move |_| {
        state.with(|s| {
            s.as_ref().map(|s| {
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
                let prices = [
                    prices(Action::Conceive, data::OFFER_SLOTS),
                    prices(Action::Recruit, data::OFFER_SLOTS),
                    prices(
                        |slot| Action::Draft { slot, lab_slot: 0 },
                        data::EQUIPMENT_OFFER_SLOTS,
                    ),
                ];
                let ids = [
                    s.invention_offer().to_vec(),
                    s.inventor_offer().to_vec(),
                    s.equipment_offer().to_vec(),
                ];
                let holder = |at: usize| {
                    s.players()
                        .iter()
                        .position(|p| p.initiative().is_some_and(|slot| usize::from(slot) == at))
                        .map(|seat| seat as u8)
                };
                let [v0, v1, v2] = verdicts;
                let rows = [v0, v1, v2]
                    .into_iter()
                    .zip(prices)
                    .zip(ids)
                    .enumerate()
                    .map(|(row, ((verdicts, prices), ids))| {
                        verdicts
                            .into_iter()
                            .zip(prices)
                            .zip(ids)
                            .enumerate()
                            .map(|(at, ((verdict, price), id))| SlotView {
                                id,
                                verdict,
                                price,
                                holder: if row == 2 { holder(at) } else { None },
                            })
                            .collect::<Vec<_>>()
                    });
                let mut rows = rows;
                let rows = [
                    rows.next().unwrap_or_default(),
                    rows.next().unwrap_or_default(),
                    rows.next().unwrap_or_default(),
                ];
                let table = s.players().len();
                let first_equipment = data::EQUIPMENT_OFFER_SLOTS
                    - if s.is_solo() {
                        data::SOLO_EQUIPMENT_SLOTS
                    } else {
                        table + 1
                    }
                    .min(data::EQUIPMENT_OFFER_SLOTS);
                OffersView {
                    rows,
                    stacks: s.stack_sizes(),
                    first_equipment,
                }
            })
        })
    });
    let stacks = Memo::new(move |_| offers.with(|o| o.as_ref().map_or([0; 6], |o| o.stacks)));
    let first_equipment = Memo::new(move |_| {
        offers.with(|o| {
            o.as_ref()
                .map_or(data::EQUIPMENT_OFFER_SLOTS, |o| o.first_equipment)
        })
    });
    // Each slot's view, so that a change to one slot redraws that slot only.
    let slot = move |row: usize, at: usize| {
        Memo::new(move |_| offers.with(|o| o.as_ref().and_then(|o| o.rows[row].get(at).cloned())))
    };
    let heading = move |row: usize, title: AoiMsg, left: AoiMsg| {
        let count = move || stacks.get()[row];
        view! {
            <h3>
                {words::t(title)}" "
                <span class="stack" data-tip=move || fill(words::t(left), &[("count", &count().to_string())])>
                    "("{count}")"
                </span>
            </h3>
        }
    };
    let cards = move |row: usize| {
        (0..data::OFFER_SLOTS)
            .map(|at| view! { <OfferSlot at view=slot(row, at) row/> })
            .collect_view()
    };
    let equipment = move || {
        (first_equipment.get()..data::EQUIPMENT_OFFER_SLOTS)
            .map(|at| view! { <OfferSlot at view=slot(2, at) row=2/> })
            .collect_view()
    };
    view! {
        <Show when=move || state.with(Option::is_some)>
            <section class="offers" aria-label=words::t(AoiMsg::Offers)>
                <div class="offer invention-offer">
                    {heading(0, AoiMsg::InventionOffer, AoiMsg::TilesLeft)}
                    <ol>{cards(0)}</ol>
                </div>
                <div class="offer inventor-offer">
                    {heading(1, AoiMsg::InventorOffer, AoiMsg::CardsLeft)}
                    <ol>{cards(1)}</ol>
                </div>
                <div class="offer equipment-offer">
                    {heading(2, AoiMsg::EquipmentOffer, AoiMsg::TokensLeft)}
                    <ol>{equipment}</ol>
                </div>
            </section>
        </Show>
    }
}

/// One slot of an offer (`row` 0 the inventions, 1 the inventors, 2 the equipment): the card or
/// token there, a control when the engine lets the deciding player take it.
#[component]
fn OfferSlot(at: usize, view: Memo<Option<SlotView>>, row: usize) -> impl IntoView {
    let names = expect_context::<NamesMemo>();
    let body = move || {
        let SlotView {
            id,
            verdict,
            price,
            holder,
        } = view.get()?;
        let inert = verdict != Verdict::Shows;
        let card = id.map(|id| match row {
            0 => view! { <InventionCard id inert/> }.into_any(),
            1 => view! { <InventorCard id inert/> }.into_any(),
            _ => view! { <EquipmentToken id inert/> }.into_any(),
        });
        let (choice, pick) = match row {
            0 => ("conceive", None),
            1 => ("recruit", None),
            _ => ("draft-token", Some(at as u8)),
        };
        let initiative = holder.map(|seat| {
            let text = fill(
                words::t(AoiMsg::InitiativeOf),
                &[("player", &names.name(seat))],
            );
            let tip = text.clone();
            view! { <span class=format!("initiative seat-{seat}") data-tip=tip>{text}</span> }
        });
        Some(view! {
            <Area verdict choice price=Some(price) pick>{card}</Area>
            {initiative}
        })
    };
    view! { <li class="offer-slot" data-slot=at>{body}</li> }
}

/// An equipment token: its name, and its tip unless inside a board control (whose tip it is).
#[component]
fn EquipmentToken(id: u8, #[prop(optional)] inert: bool) -> impl IntoView {
    let tip = (!inert).then(|| words::equipment_tip(id));
    view! {
        <span class="equipment-token" tabindex=(!inert).then_some("0") data-tip=tip>
            {words::words().equipment(id)}
        </span>
    }
}

/// An invention tile face up: its name and field, its cost, the track it advances, its ability
/// (`inert` inside a board control: not a Tab stop of its own, its tip the control's).
#[component]
pub fn InventionCard(id: u8, #[prop(optional)] inert: bool) -> impl IntoView {
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
    let tip = (!inert).then(|| {
        fill(
            words::t(AoiMsg::InventionTip),
            &[
                ("invention", w.invention(id)),
                ("field", w.field(invention.field)),
                ("cost", &cost),
                ("track", &track),
                ("ability", &ability),
            ],
        )
    });
    view! {
        <span class=format!("card invention-card {}", field_class(invention.field))
            tabindex=(!inert).then_some("0") data-tip=tip data-invention=id>
            <span class="card-name">{w.invention(id)}</span>
            <span class="card-cost">{cost}</span>
            <span class="card-gain">{track}</span>
            <span class="card-ability">{ability}</span>
        </span>
    }
}

/// An inventor card: name, fields, Ideas when placed, the conversion of its book, its ability
/// (`inert` inside a board control: not a Tab stop of its own, its tip the control's).
#[component]
pub fn InventorCard(id: u8, #[prop(optional)] inert: bool) -> impl IntoView {
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
    let tip = (!inert).then(|| {
        fill(
            words::t(AoiMsg::InventorTip),
            &[
                ("inventor", w.inventor(id)),
                ("fields", &fields),
                ("ideas", &inventor.ideas.to_string()),
                ("conversion", &words::inventor_conversion(id)),
                ("ability", &ability),
            ],
        )
    });
    let first = field_class(inventor.fields.0);
    let second = inventor.is_dual().then(
        || view! { <span class=format!("field-dot {}", field_class(inventor.fields.1))></span> },
    );
    view! {
        <span class=format!("card inventor-card {first}") tabindex=(!inert).then_some("0")
            data-tip=tip data-inventor=id>
            <span class="card-name">{w.inventor(id)}</span>
            <span class="card-fields"><span class=format!("field-dot {first}")></span>{second}{fields}</span>
            <span class="card-ability">{ability}</span>
        </span>
    }
}

/// One place of a location: who stands there (if anyone), what tapping it does, its price.
#[derive(Clone, PartialEq)]
struct PlaceView {
    who: Option<u8>,
    verdict: Verdict,
    price: Option<String>,
}

/// The three locations' places, and the costs of the Experiment and Refresh locations.
#[derive(Clone, PartialEq)]
struct LocationsView {
    places: [Vec<PlaceView>; 3],
    costs: [String; 2],
}

/// Who stands on each lab-assistant location of the board this round. The free place the
/// engine lets the deciding player send an assistant to is itself the control, its price on it.
#[component]
pub fn Locations() -> impl IntoView {
    let state = expect_context::<StateMemo>().0;
    let legal = expect_context::<LegalMemo>().0;
    let locations = Memo::new(move |_| {
        state.with(|s| {
            s.as_ref().map(|s| {
                let table = s.players().len();
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
                let [on_ingenuity, on_experiment, on_refresh] = legal.with(|legal| {
                    [INGENUITY, Action::AssignExperiment, REFRESH]
                        .map(|action| verdict(s, legal, action))
                });
                // The first free place of a location takes the next assistant: that place is the
                // control.
                let first_free = (0..data::ingenuity_locations(table))
                    .find(|at| !ingenuity.iter().any(|(place, _)| place == at));
                let ingenuity = (0..data::ingenuity_locations(table))
                    .map(|at| PlaceView {
                        who: ingenuity
                            .iter()
                            .find(|(place, _)| *place == at)
                            .map(|(_, seat)| *seat),
                        verdict: if first_free == Some(at) {
                            on_ingenuity.clone()
                        } else {
                            Verdict::Shows
                        },
                        price: Some(words::resources(Bundle::one(
                            age_of_inventors::rules::Resource::Ideas,
                            s.ingenuity_price(seat, at),
                        ))),
                    })
                    .collect();
                let others = |places: u8, there: &[u8], on_next: &Verdict| {
                    (0..usize::from(places))
                        .map(|at| PlaceView {
                            who: there.get(at).copied(),
                            verdict: if at == there.len() {
                                on_next.clone()
                            } else {
                                Verdict::Shows
                            },
                            price: None,
                        })
                        .collect()
                };
                LocationsView {
                    places: [
                        ingenuity,
                        others(
                            data::experiment_locations(table),
                            &experiment,
                            &on_experiment,
                        ),
                        others(data::refresh_locations(table), &refresh, &on_refresh),
                    ],
                    costs: [
                        price_now(s, Action::AssignExperiment),
                        price_now(s, REFRESH),
                    ],
                }
            })
        })
    });
    let w = words::words();
    let counts = Memo::new(move |_| {
        locations.with(|l| {
            l.as_ref()
                .map_or([0; 3], |l| l.places.each_ref().map(Vec::len))
        })
    });
    // Each place's view, so that a change to one place redraws that place only.
    let places = move |location: usize, choice: &'static str| {
        move || {
            (0..counts.get()[location])
                .map(|at| {
                    let view = Memo::new(move |_| {
                        locations
                            .with(|l| l.as_ref().and_then(|l| l.places[location].get(at).cloned()))
                    });
                    view! { <li><LocationPlace view choice/></li> }
                })
                .collect_view()
        }
    };
    let cost = move |index: usize| {
        Memo::new(move |_| {
            locations.with(|l| {
                l.as_ref()
                    .map(|l| l.costs[index].clone())
                    .unwrap_or_default()
            })
        })
    };
    let (experiment_cost, refresh_cost) = (cost(0), cost(1));
    let costed = move |kind: LocationKind,
                       name: &'static str,
                       tip: AoiMsg,
                       cost: Memo<String>,
                       location: usize,
                       choice: &'static str| {
        view! {
            <div class="location" data-location=name tabindex="0"
                data-tip=move || fill(words::t(tip), &[("cost", &cost.get())])>
                <h3>{w.location(kind)}" "<span class="price">{move || cost.get()}</span></h3>
                <ol>{places(location, choice)}</ol>
            </div>
        }
    };
    view! {
        <Show when=move || state.with(Option::is_some)>
            <section class="locations" aria-label=words::t(AoiMsg::Locations)>
                <div class="location" data-location="ingenuity" tabindex="0" data-tip=words::t(AoiMsg::IngenuityTip)>
                    <h3>{w.location(LocationKind::Ingenuity)}</h3>
                    <ol>{places(0, "assistant")}</ol>
                </div>
                {costed(LocationKind::Experiment, "experiment", AoiMsg::ExperimentTip, experiment_cost, 1, "assistant")}
                {costed(LocationKind::Refresh, "refresh", AoiMsg::RefreshTip, refresh_cost, 2, "refresh")}
            </section>
        </Show>
    }
}

/// A place of a location: the assistant standing there (named), or a free place; the place the
/// next assistant goes to is the control when the engine lets the deciding player go there.
#[component]
fn LocationPlace(view: Memo<Option<PlaceView>>, choice: &'static str) -> impl IntoView {
    let names = expect_context::<NamesMemo>();
    move || {
        let PlaceView {
            who,
            verdict,
            price,
        } = view.get()?;
        let body = match who {
            Some(seat) => {
                let name = names.name(seat);
                view! { <span class=format!("assistant seat-{seat}") role="img" aria-label=name.clone() data-tip=name></span> }.into_any()
            }
            None => view! { <span class="free-place" aria-hidden="true"></span> }.into_any(),
        };
        Some(view! { <Area verdict choice price pick=None>{body}</Area> })
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
                let players: Vec<Marks> = s
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
    view! {
        <Show when=move || state.with(Option::is_some)>
            {tracks_panel(marks, names)}
        </Show>
    }
}

/// The players' marks on the tracks, and the medallions' holders.
type TrackMarks = Memo<Option<(Vec<Marks>, [Option<u8>; 3])>>;

/// The tracks' panel, each space with the pawns standing on it.
fn tracks_panel(marks: TrackMarks, names: NamesMemo) -> impl IntoView {
    let w = words::words();
    // The seats whose pawn stands on a space (`on`), each space's own memo: a pawn moving redraws
    // the two spaces it leaves and reaches.
    let pawns = move |on: fn(&Marks, u8, usize) -> bool, space: u8, track: usize| {
        let seats = Memo::new(move |_| {
            marks.with(|m| {
                m.as_ref().map_or(Vec::new(), |(players, _)| {
                    players
                        .iter()
                        .enumerate()
                        .filter(|(_, marks)| on(marks, space, track))
                        .map(|(seat, _)| seat as u8)
                        .collect::<Vec<_>>()
                })
            })
        });
        move || {
            seats
                .get()
                .into_iter()
                .map(|seat| {
                    let name = names.name(seat);
                    view! { <span class=format!("pawn seat-{seat}") role="img" aria-label=name.clone() data-tip=name></span> }
                })
                .collect_view()
        }
    };
    let ingenuity = (1..=data::INGENUITY_POSITIONS)
        .map(|position| {
            let income = data::INGENUITY_INCOME[usize::from(position - 1)];
            view! {
                <li data-position=position>
                    <span class="position">{position}</span>
                    <span class="income">{words::resources(Bundle::new(0, 0, 0, 0, income))}</span>
                    {pawns(|(at, _), position, _| *at == position, position, 0)}
                </li>
            }
        })
        .collect_view();
    let tracks = Track::ALL
        .into_iter()
        .map(|track| {
            let holder = Memo::new(move |_| marks.with(|m| m.as_ref().and_then(|(_, medallions)| medallions[track.index()])));
            let medal = move || {
                holder
                    .get()
                    .map(|seat| fill(words::t(AoiMsg::MedallionOf), &[("player", &names.name(seat))]))
                    .unwrap_or_else(|| words::t(AoiMsg::MedallionFree).to_string())
            };
            let medal_tip = move || {
                format!(
                    "{} {}",
                    medal(),
                    fill(
                        words::t(AoiMsg::MedallionTip),
                        &[("resource", w.resource(data::MEDALLION_RESOURCE[track.index()]))]
                    )
                )
            };
            let spaces = (0..=data::TRACK_TOP)
                .map(|space| {
                    let milestone = data::MILESTONES.iter().position(|m| *m == space);
                    let tip = milestone.map(|index| {
                        fill(
                            words::t(AoiMsg::MilestoneTip),
                            &[
                                ("space", &space.to_string()),
                                ("bonus", &words::resources(data::MILESTONE_BONUS[track.index()][index])),
                            ],
                        )
                    });
                    view! {
                        <li class=milestone.map(|_| "milestone") data-tip=tip data-space=space>
                            <span class="space">{space}</span>
                            {pawns(|(_, tracks), space, track| tracks[track] == space, space, track.index())}
                        </li>
                    }
                })
                .collect_view();
            view! {
                <div class="progress-track" data-track=track_class(track)>
                    <h3>
                        {w.track(track)}" "
                        <span class="medallion" class:held=move || holder.get().is_some() tabindex="0"
                            data-tip=medal_tip aria-label=medal>"◉"</span>
                    </h3>
                    <ol>{spaces}</ol>
                </div>
            }
        })
        .collect_view();
    view! {
            <section class="tracks-panel" aria-label=words::t(AoiMsg::Tracks)>
                <div class="ingenuity-track" tabindex="0" data-tip=words::t(AoiMsg::IngenuityTrackTip)>
                    <h3>{words::t(AoiMsg::IngenuityTrack)}</h3>
                    <ol>{ingenuity}</ol>
                </div>
                {tracks}
            </section>
    }
}
