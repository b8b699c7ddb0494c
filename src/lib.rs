//! The web app: the Leptos shell and the games' screens (built for wasm32 by Trunk, one bundle
//! per game: see the `[features]` of Cargo.toml), and the message catalogues, which native tests
//! check.

// The home screen's bundle (`tabletop-home`) is the shell without any game's screens: the
// shell's machinery for playing a game (the computer players, the worker's searches, the game
// views' helpers) is there but unused, and left out of its wasm by the linker.
#![cfg_attr(
    all(
        target_arch = "wasm32",
        not(any(
            feature = "eoi",
            feature = "era-medieval",
            feature = "age-of-inventors"
        ))
    ),
    allow(dead_code, unused_imports, unused_variables)
)]

pub mod i18n;
#[cfg(target_arch = "wasm32")]
pub mod ui;

/// Starts the web app: each bundle's `main`.
#[cfg(target_arch = "wasm32")]
pub fn start() {
    console_error_panic_hook::set_once();
    if web_sys::window().is_none() {
        // Hard's worker (ui/worker.rs), running this bundle too: nothing to draw, the page's
        // requests to answer.
        ui::worker::serve();
        return;
    }
    #[cfg(feature = "external-texts")]
    i18n::texts::install();
    ui::mount();
}

/// Starts the web app: each bundle's `main`, which only runs in a browser.
#[cfg(not(target_arch = "wasm32"))]
pub fn start() {
    eprintln!("The web app runs in a browser: build and serve it with ./scripts/serve.sh");
}
