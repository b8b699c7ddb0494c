//! Era of Inventions: the rules engine ([`core`]), the game-agnostic record layer ([`record`]),
//! and tools built on them ([`sim`]).

pub mod bots;
pub mod core;
pub mod record;
pub mod save;
pub mod session;
pub mod sim;

#[cfg(target_arch = "wasm32")]
pub mod ui;
