//! Era of Inventions: the rules engine ([`core`]), the game-agnostic record layer ([`record`]),
//! and tools built on them ([`sim`]).

pub mod core;
pub mod record;
pub mod sim;
