//! The web app: the Leptos shell and Era of Inventions' screens (built for wasm32 by Trunk).

#[cfg(target_arch = "wasm32")]
pub mod ui;
