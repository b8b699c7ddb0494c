//! Where the keyboard focus goes as the game moves on, the same in every game: to the heading of
//! the decision now shown (the turn panel's `<h2 id="turn-heading" tabindex="-1">`), so a
//! keyboard or screen-reader player always lands on what is asked of them next.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

fn decision_heading() -> Option<web_sys::HtmlElement> {
    document()
        .get_element_by_id("turn-heading")
        .and_then(|element| element.dyn_into::<web_sys::HtmlElement>().ok())
}

/// Whether the focus was lost with the control that made the last move: that control was drawn
/// anew, and the focus fell to the page's body.
fn focus_lost() -> bool {
    document().active_element().is_none_or(|element| {
        !element.is_connected() || element.tag_name().eq_ignore_ascii_case("body")
    })
}

/// Moves the focus to the decision's heading at once, before the panel is drawn anew: a second
/// key press on the control just used (drawn again in place for the next decision) then picks
/// nothing by accident.
pub fn focus_decision_now() {
    if let Some(heading) = decision_heading() {
        let _ = heading.focus();
    }
}

/// Gives the focus, once the page is drawn, to the first element matching `selector` (the
/// next control of a step taken by keyboard, say paying for a cell just chosen), if any.
// Only Age of Inventors moves the focus on within a step: the other bundles never call it.
#[cfg_attr(not(feature = "age-of-inventors"), allow(dead_code))]
pub fn focus_next(selector: &'static str) {
    request_animation_frame(move || {
        if let Some(next) = document()
            .query_selector(selector)
            .ok()
            .flatten()
            .and_then(|element| element.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = next.focus();
        }
    });
}

/// Gives the decision's heading the focus when the focus was lost with the control just used
/// (focusing brings the heading into view if need be).
pub fn refocus_decision() {
    if focus_lost() {
        focus_decision_now();
    }
}

/// Moves the focus to the decision now shown when it was lost with the control that made the
/// last move, or sat in the turn panel; otherwise, when the turn has just come to this player,
/// brings the decision into view without taking the focus.
// Only Era of Inventions brings a decision into view when the turn comes: the other bundles
// never call it.
#[cfg_attr(not(feature = "eoi"), allow(dead_code))]
pub fn show_decision(turn_came: bool) {
    let Some(heading) = decision_heading() else {
        return;
    };
    let in_turn_panel = document()
        .active_element()
        .and_then(|element| element.closest(".turn").ok().flatten())
        .is_some();
    if focus_lost() || in_turn_panel {
        let _ = heading.focus();
        if turn_came {
            heading.scroll_into_view_with_bool(false);
        }
    } else if turn_came {
        heading.scroll_into_view_with_bool(false);
    }
}
