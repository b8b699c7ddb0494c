// Left while the games' screens still use some of these; removed with their last use.
#![allow(dead_code)]

//! The app's contexts, read without Leptos' panic message. Leptos' `expect_context` keeps, for
//! each of its calls, the caller's place and the name of the context's type for the message of a
//! missing context (a mistake of ours, never of the player): about 160 calls' worth of strings
//! and formatting in every bundle. The files that read a context import this one instead (it
//! shadows the prelude's); debug builds keep Leptos' message.

use std::str::FromStr;
use std::sync::Arc;

use leptos::prelude::{use_context, AnyView, Effect, Get, IntoAny, Memo};
use wasm_bindgen::JsCast;

/// The context of type `T`, which an ancestor of the calling view provides.
pub fn expect_context<T: Clone + 'static>() -> T {
    if cfg!(debug_assertions) {
        leptos::prelude::expect_context()
    } else {
        use_context().unwrap_or_else(|| missing())
    }
}

#[cold]
#[inline(never)]
fn missing() -> ! {
    panic!("a context the app provides is missing")
}

/// `view` while `when` holds, else `fallback`: what Leptos' `<Show>` does (the view is built
/// anew only when `when` changes), with one copy of its code for every use instead of one per
/// use (about 1 KB of wasm each).
pub fn show_or(
    when: impl Fn() -> bool + Send + Sync + 'static,
    view: impl Fn() -> AnyView + Send + Sync + 'static,
    fallback: impl Fn() -> AnyView + Send + Sync + 'static,
) -> AnyView {
    shown(
        Memo::new(move |_| when()),
        Arc::new(view),
        Arc::new(fallback),
    )
}

/// `view` while `when` holds (see [`show_or`]).
pub fn show(
    when: impl Fn() -> bool + Send + Sync + 'static,
    view: impl Fn() -> AnyView + Send + Sync + 'static,
) -> AnyView {
    show_or(when, view, || ().into_any())
}

type ViewFn = Arc<dyn Fn() -> AnyView + Send + Sync>;

fn shown(when: Memo<bool>, view: ViewFn, fallback: ViewFn) -> AnyView {
    (move || if when.get() { view() } else { fallback() }).into_any()
}

/// An effect: `run` now and whenever what it reads changes (Leptos' `Effect::new`), with one
/// copy of the effect's machinery (an async task) for every use instead of one per use.
pub fn effect(run: impl Fn() + 'static) {
    start_effect(Box::new(run));
}

fn start_effect(run: Box<dyn Fn()>) {
    Effect::new(move |_| run());
}

/// An event handler, boxed (`on:click=boxed(move |_| ...)`): every handler of an event then
/// has one type, and Leptos' code that attaches a handler is compiled once per kind of event
/// instead of once per handler.
pub fn boxed<E: 'static>(handler: impl FnMut(E) + 'static) -> Box<dyn FnMut(E)> {
    Box::new(handler)
}

/// Attribute `name` of the element an event happened in, or of its closest ancestor that has
/// one (a click on a button's picture is the button's): how one handler on a part drawn as
/// markup knows which of its controls was used.
pub fn closest_attr(ev: &web_sys::Event, name: &str) -> Option<String> {
    ev.target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest(&format!("[{name}]"))
        .ok()??
        .get_attribute(name)
}

/// Attribute `name` of the element an event happened in or of its closest ancestor that has
/// one (see [`closest_attr`]), parsed: a seat, an index.
pub fn closest_data<T: FromStr>(ev: &web_sys::Event, name: &str) -> Option<T> {
    closest_attr(ev, name)?.parse().ok()
}
