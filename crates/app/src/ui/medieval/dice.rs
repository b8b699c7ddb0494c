//! Dice drawn as small tiles in their colour, each face's symbols with their counts, and named
//! in words for screen readers ("die 3, peasant (yellow): 3 food").

use leptos::prelude::*;

use super::icons::{die_class, symbol_drawing, Symbol};
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

fn symbol_group(symbols: Vec<(Symbol, u8)>) -> impl IntoView {
    symbols
        .into_iter()
        .map(|(symbol, count)| {
            view! {
                <span class="die-symbol">
                    {(count > 1).then_some(count)}
                    <svg class="icon" viewBox="0 0 10 10" aria-hidden="true">{symbol_drawing(symbol)}</svg>
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

/// The inside of a die tile: its face's symbols, or a question mark behind the screen.
pub fn die_face(die: &Die, hidden: bool) -> AnyView {
    if hidden {
        return view! { <span class="die-hidden" aria-hidden="true">"?"</span> }.into_any();
    }
    let (main, alternative) = face_symbols(die.info());
    let or = (!alternative.is_empty()).then(|| {
        view! {
            <span class="die-or" aria-hidden="true">"/"</span>
            {symbol_group(alternative)}
        }
    });
    view! { <span class="die-symbols" aria-hidden="true">{symbol_group(main)} {or}</span> }
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

/// A die as a picture (not a control).
#[component]
pub fn DieTile(number: usize, die: Die, #[prop(optional)] hidden: bool) -> impl IntoView {
    let label = if hidden {
        fill(
            words::t(MedMsg::HiddenDie),
            &[
                ("number", &(number + 1).to_string()),
                ("colour", words::words().die_colour(die.colour)),
            ],
        )
    } else {
        die_label(number, &die)
    };
    view! {
        <span class=die_classes(&die, hidden) role="img" aria-label=label.clone() title=label>
            {die_face(&die, hidden)}
        </span>
    }
}
