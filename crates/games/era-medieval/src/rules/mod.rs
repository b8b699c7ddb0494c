//! The rules of ERA: Medieval Age: pure, deterministic, and the single source of truth. They hold
//! no words: events ([`Event`]) and refusals ([`Illegal`]) are data.
//!
//! # How it fits together
//!
//! A game is made from a [`Setup`] (1 to 4 names, a seed) by [`GameState::new`]; one name plays
//! solitaire against Sir Philippe. From then on the state changes only through [`Action`]s:
//! [`GameState::legal_actions_into`] lists every action allowed now, [`GameState::check`] says
//! why one is not, [`GameState::play`] carries one out (or refuses it, the state untouched), and
//! [`GameState::play_unchecked`] skips the check for replays and search.
//!
//! # The decision model
//!
//! Every decision belongs to one seat ([`GameState::current_seat`]); simultaneous and secret
//! steps are taken one player after another. Where the rules ask nobody anything (Collect
//! without "or" faces, Feed, Disease, Revolt, round end, scoring) or leave only one possible
//! outcome (a single spot for a scorched area, a single building to lose, a single resource to
//! demand, no die left to reroll), the engine goes on by itself. A game runs:
//!
//! 1. **Starting domain**, each player in turn from the start player: the keep is already in
//!    the middle; the player places 3 longhouses, 1 farm and 3 walls of length 4 in any order
//!    (`Build`, `Wall`), then their scorched areas (`Scorch`), or everything at once with
//!    `DefaultDomain`.
//! 2. **Each round**:
//!    - *Roll*, each player in turn behind the screen: roll 1 is automatic; then `SetDie` once
//!      per monastery, `Reroll(dice)` for roll 2 and again for roll 3, or `StopRolling`. Then
//!      all dice are revealed (and Sir Philippe rolls).
//!    - *Feathers*, in player order: `Feather { die, companion }` while a feather shows, or
//!      `EndFeathers`.
//!    - *Collect*: `Collect { alternatives }` for a player showing "or" faces; then Feed.
//!    - *Disasters*, in player order: `SufferBrigands` / `Discard`; `Scorch` by each victim of
//!      treachery (only spots removing the fewest buildings); `Remove` for fire by the roller
//!      and for attack by each victim.
//!    - *Build*, in player order: one `Build` or `Wall` per hammer, or `EndBuilding`.
//!    - *Extort*: the extorter names a resource (`Demand`), the victim answers `Pay` or
//!      `Refuse`.
//!    - *Round end*: dice follow the buildings; the game ends when every tracking token shows
//!      its X (solitaire: after round 8) and is scored ([`Score`]).
//!
//! Choices between interchangeable dice (same colour and face) are listed once: the
//! lowest-numbered of them is the one named. Placing the starting domain, rolling, using
//! feathers and building are each one turn of several actions ([`GameState::is_mid_turn`]), so
//! that undo steps back to the start of such a turn.
//!
//! Every die comes from the seeded [`rng::Rng`] kept in the state, so the same setup and actions
//! always give the same dice. Every number is in [`data`]. This module reads no clock, uses no
//! floats and never iterates a hash map.

#![deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

pub mod action;
pub mod components;
pub mod data;
pub mod domain;
pub mod event;
pub mod grid;
mod invariants;
mod legal;
mod play;
mod scoring;
mod state;

pub use tabletop::rng;

#[cfg(test)]
mod tests;

pub use action::{Action, DiceSet};
pub use components::{
    Building, BuildingInfo, Cell, Die, DieColour, Direction, Disaster, EndBonus, Face, Rank,
    Resource, Resources,
};
pub use domain::{Domain, PlacedBuilding, PlacedWall};
pub use event::{DisasterCause, Event, Party, RemovalCause, Seat};
pub use grid::Cells;
pub use invariants::InvariantViolation;
pub use legal::{Expected, Illegal, IllegalAction};
pub use play::{SetupError, MAX_NAME_CHARS};
pub use state::{GameState, Phase, Player, RollStage, Score, Setup, StartingPieces, Supply, Tally};
