//! ERA: Medieval Age's pictures, drawn with SVG in a 10 by 10 box: the resources, the symbols on
//! the dice, the buildings' icons and colours, the seats' tokens and the game's emblem. Every
//! picture that carries meaning has a name (`aria-label` and a tooltip); colour is never the only
//! cue (each building also has its icon and shape, each seat its letter and shape).

use leptos::prelude::*;

use crate::i18n::medieval::{self as words, MedMsg};
use era_medieval::rules::{Building, DieColour, Resource};

/// What a small picture shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symbol {
    Resource(Resource),
    Hammer,
    Sword,
    Shield,
    Culture,
    Skull,
    Feather,
    Disaster,
}

/// The drawing of a symbol as SVG markup, inside a box of 10 by 10 units. The pictures are
/// markup rather than views: fixed drawings need no reactive code.
pub fn symbol_markup(symbol: Symbol) -> &'static str {
    match symbol {
        Symbol::Resource(Resource::Food) => "<g class=\"sym sym-food\"> <path d=\"M5 9.5 V3\" stroke-width=\"0.8\"></path> <ellipse cx=\"3.8\" cy=\"4.2\" rx=\"1\" ry=\"1.7\" transform=\"rotate(-25 3.8 4.2)\"></ellipse> <ellipse cx=\"6.2\" cy=\"4.2\" rx=\"1\" ry=\"1.7\" transform=\"rotate(25 6.2 4.2)\"></ellipse> <ellipse cx=\"3.8\" cy=\"6.6\" rx=\"1\" ry=\"1.7\" transform=\"rotate(-25 3.8 6.6)\"></ellipse> <ellipse cx=\"6.2\" cy=\"6.6\" rx=\"1\" ry=\"1.7\" transform=\"rotate(25 6.2 6.6)\"></ellipse> <ellipse cx=\"5\" cy=\"2.2\" rx=\"0.9\" ry=\"1.6\"></ellipse> </g>",
        Symbol::Resource(Resource::Wood) => "<g class=\"sym sym-wood\"> <rect x=\"1\" y=\"3\" width=\"7.5\" height=\"4.4\" rx=\"1\"></rect> <ellipse cx=\"8.4\" cy=\"5.2\" rx=\"1.2\" ry=\"2.2\" class=\"ring\"></ellipse> <path d=\"M2.5 4.6 H6.5 M3 6 H7\" class=\"grain\"></path> </g>",
        Symbol::Resource(Resource::Stone) => "<g class=\"sym sym-stone\"> <polygon points=\"1.5,7.5 2.5,3.5 6,2.2 8.6,4 8.2,8 4,8.6\"></polygon> <path d=\"M2.5 3.5 L5 5.2 L6 2.2 M5 5.2 L4 8.6 M5 5.2 L8.6 4\" class=\"facet\"></path> </g>",
        Symbol::Resource(Resource::TradeGoods) => "<g class=\"sym sym-goods\"> <path d=\"M2 2.5 Q5 1.2 8 2.5 Q9 5 8 7.5 Q5 8.8 2 7.5 Q1 5 2 2.5 Z\"></path> <path d=\"M1.6 4 Q5 5 8.4 4 M1.6 6 Q5 7 8.4 6\" class=\"hoop\"></path> </g>",
        Symbol::Hammer => "<g class=\"sym sym-hammer\"> <rect x=\"4.4\" y=\"3.5\" width=\"1.3\" height=\"6\" rx=\"0.4\" class=\"handle\"></rect> <rect x=\"1.8\" y=\"1\" width=\"6.5\" height=\"3\" rx=\"0.5\"></rect> </g>",
        Symbol::Sword => "<g class=\"sym sym-sword\"> <polygon points=\"5,0.5 6,2 6,6.5 4,6.5 4,2\"></polygon> <rect x=\"2.2\" y=\"6.4\" width=\"5.6\" height=\"1.1\" rx=\"0.4\"></rect> <rect x=\"4.4\" y=\"7.4\" width=\"1.2\" height=\"2.2\" rx=\"0.3\" class=\"handle\"></rect> </g>",
        Symbol::Shield => "<g class=\"sym sym-shield\"> <path d=\"M5 9.5 Q1.2 7.5 1.5 2 L5 0.8 L8.5 2 Q8.8 7.5 5 9.5 Z\"></path> <path d=\"M5 1.5 V8.6\" class=\"facet\"></path> </g>",
        Symbol::Culture => "<g class=\"sym sym-culture\"> <polygon points=\"5,0.6 6.3,3.6 9.5,3.8 7,5.9 7.8,9.2 5,7.4 2.2,9.2 3,5.9 0.5,3.8 3.7,3.6\"></polygon> </g>",
        Symbol::Skull => "<g class=\"sym sym-skull\"> <path d=\"M5 0.8 C1.6 0.8 1 3.4 1.6 5.6 L3 6.6 L3 8.8 L7 8.8 L7 6.6 L8.4 5.6 C9 3.4 8.4 0.8 5 0.8 Z\"></path> <circle cx=\"3.5\" cy=\"4.4\" r=\"1.1\" class=\"eye\"></circle> <circle cx=\"6.5\" cy=\"4.4\" r=\"1.1\" class=\"eye\"></circle> <path d=\"M4.3 8.8 V7.4 M5.7 8.8 V7.4\" class=\"facet\"></path> </g>",
        Symbol::Feather => "<g class=\"sym sym-feather\"> <path d=\"M2 9.5 Q3 4 8.6 0.6 Q8.4 6 3.4 7.6 Z\"></path> <path d=\"M1.6 9.8 L7 3\" class=\"facet\"></path> </g>",
        Symbol::Disaster => "<g class=\"sym sym-disaster\"> <polygon points=\"5,0.8 9.4,9 0.6,9\"></polygon> <path d=\"M5 3.6 V6.4 M5 7.3 V7.9\" class=\"mark\"></path> </g>",
    }
}

/// The name of a symbol in the current language.
pub fn symbol_name(symbol: Symbol) -> String {
    match symbol {
        Symbol::Resource(resource) => words::words().resource(resource).to_string(),
        Symbol::Hammer => words::t(MedMsg::Hammers).to_string(),
        Symbol::Sword => words::t(MedMsg::Swords).to_string(),
        Symbol::Shield => words::t(MedMsg::Shields).to_string(),
        Symbol::Culture => words::t(MedMsg::Culture).to_string(),
        Symbol::Skull => words::t(MedMsg::Skull).to_string(),
        Symbol::Feather => words::t(MedMsg::Feather).to_string(),
        Symbol::Disaster => words::t(MedMsg::Disaster).to_string(),
    }
}

/// A symbol as a small picture in the text, with an optional count before it; `label` is its
/// spoken name (the symbol's name when `None`).
#[component]
pub fn SymbolIcon(
    symbol: Symbol,
    #[prop(optional)] count: Option<u32>,
    #[prop(optional, into)] label: Option<String>,
) -> impl IntoView {
    let label = label.unwrap_or_else(|| match count {
        Some(count) => format!("{count} {}", symbol_name(symbol)),
        None => symbol_name(symbol),
    });
    view! {
        <span class="item" role="img" aria-label=label.clone() title=label>
            {count.map(|count| view! { <span class="count">{count}</span> })}
            <svg class="icon" viewBox="0 0 10 10" aria-hidden="true" inner_html=symbol_markup(symbol)></svg>
        </span>
    }
}

/// A building's colour class (its fill on the domain and in the supply).
pub fn building_class(building: Building) -> &'static str {
    match building {
        Building::Keep => "b-keep",
        Building::Longhouse => "b-longhouse",
        Building::Townhouse => "b-townhouse",
        Building::Church => "b-church",
        Building::Farm => "b-farm",
        Building::LumberMill => "b-mill",
        Building::Hospital => "b-hospital",
        Building::Monastery => "b-monastery",
        Building::Market => "b-market",
        Building::Guildhall => "b-guildhall",
        Building::University => "b-university",
        Building::Cathedral => "b-cathedral",
    }
}

/// A building's icon as SVG markup, inside a 10 by 10 box.
pub fn building_markup(building: Building) -> &'static str {
    match building {
        Building::Keep => {
            r#"<path class="glyph" d="M2 9.5 V3 H3.2 V1.5 H4.4 V3 H5.6 V1.5 H6.8 V3 H8 V9.5 H6 V7 Q5 5.8 4 7 V9.5 Z"></path>"#
        }
        Building::Longhouse => {
            r#"<path class="glyph" d="M0.8 5.5 L5 2 L9.2 5.5 V9 H0.8 Z M4.2 9 V6.8 H5.8 V9"></path>"#
        }
        Building::Townhouse => {
            r#"<path class="glyph" d="M2.5 4 L5 1 L7.5 4 V9.5 H2.5 Z M4.3 9.5 V7.5 H5.7 V9.5 M4.3 5.2 H5.7 V6.4 H4.3 Z"></path>"#
        }
        Building::Church => {
            r#"<path class="glyph" d="M4.3 0.8 H5.7 V3 H7.8 V4.4 H5.7 V9.4 H4.3 V4.4 H2.2 V3 H4.3 Z"></path>"#
        }
        Building::Hospital => {
            r#"<path class="glyph glyph-hospital" d="M3.8 1.5 H6.2 V3.8 H8.5 V6.2 H6.2 V8.5 H3.8 V6.2 H1.5 V3.8 H3.8 Z"></path>"#
        }
        Building::Farm => symbol_markup(Symbol::Resource(Resource::Food)),
        Building::LumberMill => {
            r#"<circle class="glyph" cx="5" cy="5" r="3.8"></circle><path class="glyph-cut" d="M5 1.2 V8.8 M1.2 5 H8.8 M2.3 2.3 L7.7 7.7 M7.7 2.3 L2.3 7.7"></path>"#
        }
        Building::Monastery => {
            r#"<path class="glyph" d="M2 9.5 V5 Q2 1 5 1 Q8 1 8 5 V9.5 Z M4 9.5 V6.5 Q5 5.2 6 6.5 V9.5"></path>"#
        }
        Building::Market => {
            r#"<path class="glyph glyph-line" d="M5 1 V8.5 M2 8.8 H8 M1.5 3 H8.5"></path><path class="glyph" d="M1.5 3 L0.6 6 H2.4 Z M8.5 3 L7.6 6 H9.4 Z"></path>"#
        }
        Building::Guildhall => symbol_markup(Symbol::Hammer),
        Building::University => {
            r#"<path class="glyph" d="M5 3 Q3 1.8 0.8 2.2 V8.2 Q3 7.8 5 9 Q7 7.8 9.2 8.2 V2.2 Q7 1.8 5 3 Z M5 3 V9"></path>"#
        }
        Building::Cathedral => {
            r#"<path class="glyph" d="M4.5 0.4 H5.5 V1.4 H6.4 V2.2 H5.5 V3 L7 5 V9.6 H3 V5 L4.5 3 V2.2 H3.6 V1.4 H4.5 Z"></path>"#
        }
    }
}

/// A building type as a small picture: its colour and icon, with its name.
#[component]
pub fn BuildingIcon(building: Building) -> impl IntoView {
    let name = words::words().building(building);
    let class = format!("icon building-icon {}", building_class(building));
    let markup = format!(
        r#"<title>{}</title><rect class="tile" width="10" height="10" rx="1.5"></rect><g transform="translate(1.5 1.5) scale(0.7)">{}</g>"#,
        escape(name),
        building_markup(building)
    );
    view! { <svg class=class viewBox="0 0 10 10" role="img" aria-label=name inner_html=markup></svg> }
}

/// A die colour's class.
pub fn die_class(colour: DieColour) -> &'static str {
    match colour {
        DieColour::Yellow => "die-yellow",
        DieColour::Blue => "die-blue",
        DieColour::Gray => "die-gray",
        DieColour::White => "die-white",
    }
}

/// The shape of each seat's token (with its letter, so colour is never the only cue).
const SEAT_SHAPES: [&str; 4] = [
    "M5 0.5 A4.5 4.5 0 1 1 4.99 0.5 Z",
    "M1 1 H9 V9 H1 Z",
    "M5 0.3 L9.7 9.2 H0.3 Z",
    "M5 0.3 L9.7 5 L5 9.7 L0.3 5 Z",
];

/// A seat's token: its shape, colour and initial.
#[component]
pub fn SeatToken(seat: u8, name: String) -> impl IntoView {
    let shape = SEAT_SHAPES[usize::from(seat) % SEAT_SHAPES.len()];
    let initial = name
        .chars()
        .next()
        .map(|c| c.to_uppercase().to_string())
        .unwrap_or_default();
    let class = format!("seat-token seat-{seat}");
    view! {
        <svg class=class viewBox="0 0 10 10" aria-hidden="true">
            <path d=shape></path>
            <text x="5" y="6.9" text-anchor="middle">{initial}</text>
        </svg>
    }
}

/// Text made safe inside markup.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A building type's picture as markup: its colour and icon, named.
pub fn building_icon_markup(building: Building) -> String {
    let name = escape(words::words().building(building));
    format!(
        r#"<svg class="icon building-icon {}" viewBox="0 0 10 10" role="img" aria-label="{name}"><title>{name}</title><rect class="tile" width="10" height="10" rx="1.5"></rect><g transform="translate(1.5 1.5) scale(0.7)">{}</g></svg>"#,
        building_class(building),
        building_markup(building)
    )
}
