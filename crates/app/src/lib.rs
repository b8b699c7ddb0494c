//! The web app: the Leptos shell and Era of Inventions' screens (built for wasm32 by Trunk), and
//! the message catalogues, which native tests check.

pub mod i18n;
#[cfg(target_arch = "wasm32")]
pub mod ui;
