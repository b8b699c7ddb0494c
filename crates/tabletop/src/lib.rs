//! The game-agnostic platform every game of the app plugs into: a game is its setup plus its
//! list of actions ([`record`]), played in a [`session`] with undo and redo, saved through one
//! [`save`] frame (whose body the games' [`codec`]s fill alike, its actions coded by the
//! [`range_coder`]), driven by the seeded [`rng`], exercised by the [`sim`]ulator, and played by
//! computer players through the generic [`search`]. Nothing here
//! knows a game's rules, and nothing here depends on the web.

pub mod array_vec;
pub mod codec;
mod delegate;
pub mod level;
mod literals;
pub mod live;
pub mod names;
pub mod order;
pub mod range_coder;
pub mod record;
pub mod rng;
pub mod save;
pub mod search;
pub mod session;
pub mod sim;
pub mod stability;
#[cfg(feature = "testing")]
pub mod testing;
pub mod tournament;
pub mod words;

pub use array_vec::ArrayVec;
pub use level::Level;
pub use record::{Game, Outcome, Record, ReplayError, Seat};
pub use session::Session;
