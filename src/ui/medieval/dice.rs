//! Dice drawn as small tiles in their colour, each face's symbols with their counts, and named
//! in words for screen readers ("die 3, peasant (yellow): 3 food").

use leptos::prelude::*;

use super::icons::{die_class, symbol_markup, Symbol};
use super::DieShown;
use crate::i18n::fill;
use crate::i18n::medieval::{self as words, MedMsg};
use era_medieval::rules::{Die, Face, Resource, Resources};

/// Symbols with their counts.
type Counted = Vec<(Symbol, u8)>;

/// The symbols a face shows, with their counts; the "or" choice follows a separator.
fn face_symbols(face: &Face) -> (Counted, Counted) {
    let gains = |resources: Resources| -> Counted {
        Resource::ALL
            .into_iter()
            .filter(|resource| resources.get(*resource) > 0)
            .map(|resource| (Symbol::Resource(resource), resources.get(resource)))
            .collect()
    };
    let mut main = gains(face.gain);
    for (symbol, count) in [
        (Symbol::Culture, face.culture),
        (Symbol::Hammer, face.hammers),
        (Symbol::Sword, face.swords),
        (Symbol::Shield, face.shields),
        (Symbol::Skull, u8::from(face.skull)),
        (Symbol::Feather, u8::from(face.feather)),
    ] {
        if count > 0 {
            main.push((symbol, count));
        }
    }
    let alternative = face.alternative.map(gains).unwrap_or_default();
    (main, alternative)
}

/// A single symbol means one, unless `counted`: an "or" face counts every symbol, so that "2 food
/// or 1 stone" does not read as 2 of either. That "1" is drawn by the style sheet: as text it
/// would be visible text missing from the die's spoken name (which says the face in words).
fn symbol_group(symbols: Counted, counted: bool) -> impl IntoView {
    symbols
        .into_iter()
        .map(|(symbol, count)| {
            view! {
                <span class="die-symbol" class:one=counted && count == 1>
                    {(count > 1).then(|| count.to_string())}
                    <svg class="icon" viewBox="0 0 10 10" inner_html=symbol_markup(symbol)></svg>
                </span>
            }
        })
        .collect_view()
}

/// What a die shows, in words: "die 3, peasant (yellow): 3 food".
pub fn die_label(number: usize, die: &Die) -> String {
    let words = words::words();
    fill(
        words::t(MedMsg::DieLabel),
        &[
            ("number", &(number + 1).to_string()),
            ("colour", words.die_colour(die.colour)),
            ("face", &words.face(die.info())),
        ],
    )
}

/// The inside of a die tile: its face's symbols, or a question mark behind the screen (the
/// tile's label says it in words).
#[component]
pub fn DieFace(die: Die, #[prop(optional)] hidden: bool) -> impl IntoView {
    if hidden {
        return view! { <span class="die-hidden">"?"</span> }.into_any();
    }
    let (main, alternative) = face_symbols(die.info());
    let either = !alternative.is_empty();
    view! {
        <span class="die-symbols">
            {symbol_group(main, either)}
            {either.then(|| view! {
                <span class="die-or">"/"</span>
                {symbol_group(alternative, either)}
            })}
        </span>
    }
    .into_any()
}

/// The tile's classes: its colour, and whether it is locked (a skull) or set by a monastery.
pub fn die_classes(die: &Die, hidden: bool) -> String {
    let mut class = format!("die {}", die_class(die.colour));
    if !hidden && die.is_locked() {
        class.push_str(" locked");
    }
    if !hidden && die.set {
        class.push_str(" set");
    }
    class
}

/// A die as a picture (not a control): its face, a question mark behind the screen, or blank
/// when not rolled yet.
#[component]
pub fn DieTile(number: usize, die: Die, shown: DieShown) -> impl IntoView {
    let hidden = shown != DieShown::Face;
    let label = match shown {
        DieShown::Face => die_label(number, &die),
        DieShown::Hidden | DieShown::Unrolled => fill(
            words::t(if shown == DieShown::Hidden {
                MedMsg::HiddenDie
            } else {
                MedMsg::UnrolledDie
            }),
            &[
                ("number", &(number + 1).to_string()),
                ("colour", words::words().die_colour(die.colour)),
            ],
        ),
    };
    let unrolled = shown == DieShown::Unrolled;
    view! {
        <span class=die_classes(&die, hidden) class:unrolled=unrolled role="img" aria-label=label.clone() title=label>
            {(!unrolled).then(|| view! { <DieFace die hidden/> })}
        </span>
    }
}
