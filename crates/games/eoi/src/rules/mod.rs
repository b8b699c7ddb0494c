//! The rules of Era of Inventions: pure, deterministic, and the single source of truth. They hold
//! no words: events and refusals are data, put in words by [`crate::text`] and the app.
//!
//! # How it fits together
//!
//! A game is made from a [`Setup`] (players, colours, seed) by [`GameState::new`]. From then on
//! the state changes only through [`Action`]s, each one player decision:
//!
//! - [`GameState::legal_actions`] lists every action allowed now;
//! - [`GameState::check`] says whether one action is allowed, and if not, why ([`Illegal`]);
//! - [`GameState::play`] carries it out and returns the [`Event`]s (what happened, for the log),
//!   or an [`IllegalAction`] with the state untouched; [`GameState::apply`] does the same on a
//!   copy; [`GameState::play_unchecked`] skips the check for replays and search.
//!
//! A regular action is a sequence of decisions: `Resolve(area)`, then `Step`s, then
//! `EndAction` (actions at their limit end by themselves), then possibly one `Bonus(step)` or
//! `SkipBonus`. Every shuffle comes from the seeded [`rng::Rng`] kept in the state, so the same
//! setup and actions always give the same game, natively and in WebAssembly.
//!
//! Every card and board number is in [`data`]; nothing else hard-codes them. This module reads
//! no clock, uses no floats and depends on nothing from the browser.

#![deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

pub mod action;
pub mod components;
pub mod data;
pub mod event;
mod generate;
mod invariants;
mod legal;
mod play;
mod state;

pub use tabletop::rng;

#[cfg(test)]
mod tests;

pub use action::{Action, Exchange, ExchangeSquare, FakePayment, Step};
pub use components::{
    Area, CardId, CardInfo, CardKind, Colour, CubeCounts, FactoryId, FactoryInfo, Good, Invention,
    LoadId, Product, Profit, Resource, Royalty, Space, StartInvention,
};
pub use event::{Event, Seat};
pub use invariants::InvariantViolation;
pub use legal::{Expected, Illegal, IllegalAction};
pub use play::{SetupError, MAX_NAME_CHARS};
pub use state::{
    CardList, FactoryList, GameState, InventionBoard, Phase, Player, PlayerSetup, Score, SeatList,
    Setup, Turn,
};
