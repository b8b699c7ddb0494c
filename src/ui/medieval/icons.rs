//! ERA: Medieval Age's pictures, drawn with SVG in a 10 by 10 box: the resources, the symbols on
//! the dice, the buildings' icons and colours, the seats' tokens and the game's emblem. Every
//! picture that carries meaning has a name (`aria-label` and a tooltip); colour is never the only
//! cue (each building also has its icon and shape, each seat its letter and shape).

use leptos::prelude::*;

use crate::i18n::art::{art, Art};
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
/// markup rather than views: fixed drawings need no reactive code (the markup itself is in
/// `i18n/art.rs`, outside the wasm).
pub fn symbol_markup(symbol: Symbol) -> &'static str {
    art(match symbol {
        Symbol::Resource(Resource::Food) => Art::MedFood,
        Symbol::Resource(Resource::Wood) => Art::MedWood,
        Symbol::Resource(Resource::Stone) => Art::MedStone,
        Symbol::Resource(Resource::TradeGoods) => Art::MedGoods,
        Symbol::Hammer => Art::MedHammer,
        Symbol::Sword => Art::MedSword,
        Symbol::Shield => Art::MedShield,
        Symbol::Culture => Art::MedCulture,
        Symbol::Skull => Art::MedSkull,
        Symbol::Feather => Art::MedFeather,
        Symbol::Disaster => Art::MedDisaster,
    })
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
pub fn symbol_icon(symbol: Symbol, count: Option<u32>, label: Option<String>) -> AnyView {
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
    .into_any()
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
        Building::Keep => art(Art::MedKeep),
        Building::Longhouse => art(Art::MedLonghouse),
        Building::Townhouse => art(Art::MedTownhouse),
        Building::Church => art(Art::MedChurch),
        Building::Hospital => art(Art::MedHospital),
        Building::Farm => symbol_markup(Symbol::Resource(Resource::Food)),
        Building::LumberMill => art(Art::MedLumberMill),
        Building::Monastery => art(Art::MedMonastery),
        Building::Market => art(Art::MedMarket),
        Building::Guildhall => symbol_markup(Symbol::Hammer),
        Building::University => art(Art::MedUniversity),
        Building::Cathedral => art(Art::MedCathedral),
    }
}

/// A building type as a small picture: its colour and icon, with its name.
pub fn building_icon(building: Building) -> AnyView {
    view! { <BuildingIcon building/> }.into_any()
}

/// A building type as a small picture: its colour and icon, with its name (the icon's drawing is
/// the app's fixed art).
#[component]
pub fn BuildingIcon(building: Building) -> impl IntoView {
    let name = words::words().building(building);
    let class = format!("icon building-icon {}", building_class(building));
    view! {
        <svg class=class viewBox="0 0 10 10" role="img" aria-label=name>
            <title>{name}</title>
            <rect class="tile" width="10" height="10" rx="1.5"></rect>
            <g transform="translate(1.5 1.5) scale(0.7)" inner_html=building_markup(building)></g>
        </svg>
    }
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
pub fn seat_token(seat: u8, name: &str) -> AnyView {
    let shape = SEAT_SHAPES[usize::from(seat) % SEAT_SHAPES.len()];
    let initial = name
        .chars()
        .next()
        .map(|c| crate::i18n::capital(c).to_string())
        .unwrap_or_default();
    let class = format!("seat-token seat-{seat}");
    view! {
        <svg class=class viewBox="0 0 10 10" aria-hidden="true">
            <path d=shape></path>
            <text x="5" y="6.9" text-anchor="middle">{initial}</text>
        </svg>
    }
    .into_any()
}
