//! The rules of Age of Inventors: pure, deterministic, and the single source of truth. They
//! hold no words: events ([`Event`]) and refusals ([`Illegal`]) are data.
//!
//! # How it fits together
//!
//! A game is made from a [`Setup`] (1 to 4 names, a seed, how labs are chosen) by
//! [`GameState::new`]. From then on the state changes only through [`Action`]s:
//! [`GameState::legal_actions_into`] lists every action allowed now, [`GameState::check`] says
//! why one is not, [`GameState::play`] carries one out (or refuses it, the state untouched),
//! and [`GameState::play_unchecked`] skips the check for replays and search.
//!
//! # The decision model
//!
//! Every decision belongs to one seat ([`GameState::current_seat`]). A decision inside a step
//! (gain any resource, an optional conversion, a Contracting offer on someone else's turn, …)
//! is a [`Pending`] on a stack, answered before the step goes on; otherwise the [`Phase`]
//! says what is asked:
//!
//! 1. **Setup**: the quiz (`GuessYear`, one player after another) or random labs, then
//!    `ChooseSide` in choosing order; each player keeps 1 of 2 inventors and 2 of 4
//!    inventions (`Choose`). Round 1 starts at upkeep step 6.
//! 2. **Upkeep** (rounds 2-4): reclaim, reset and the round counter are automatic; the news
//!    is revealed and each player casts a secret `CastVote`; income is automatic; then the
//!    draft (`Draft`, Authoritarian may `RearrangeEquipment` first) in Ingenuity rank order,
//!    and the activations of step 7 (`Activate` per token, `Decline` for an optional extra).
//! 3. **Player phase** in initiative order: one main action (an `Assign…`, `Refresh`,
//!    `Recruit`, `Conceive`, `PlaceInventor`, `PlaceInvention`) or `Pass`; free actions
//!    (`Convert…`, `Trigger`) before and after; `EndTurn` closes a turn whose main action
//!    is done ([`GameState::is_mid_turn`] is true in between).
//!
//! Every shuffle comes from the seeded [`rng::Rng`] kept in the state, so the same setup and
//! actions always give the same game. Every number is in [`data`]. This module reads no clock,
//! uses no floats and never iterates a hash map.

#![deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

pub mod action;
pub mod components;
pub mod data;
pub mod event;
mod generate;
mod invariants;
mod legal;
mod play;
mod quiz;
mod redeal;
mod scoring;
mod state;

pub use tabletop::rng;

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests;

pub use action::Action;
pub use components::{
    Bundle, Cost, CostTarget, Effect, Field, InventorAbility, Lab, LabSide, LocationKind, Modifier,
    NewsRule, Occasion, Resource, SearchFilter, Track, Vote,
};
pub use event::Event;
pub use invariants::InvariantViolation;
pub use legal::{Illegal, IllegalAction};
pub use play::{SetupError, MAX_NAME_CHARS};
pub use scoring::{best_experiments, Score};
pub use state::{
    GameState, InventorQuiz, LabChoice, Pending, Phase, Player, QuizChoices, QuizState, Seat,
    Setup, Shown, Spot, Tile,
};
