//! ERA: Medieval Age (Matt Leacock, eggertspiele / Plan B, 2019) for 1 to 4 players: the rules
//! ([`rules`], pure and deterministic, no words), every number of the components
//! ([`rules::data`], with the reference sheet's reconstructed values marked), random-play
//! simulation ([`sim`]), the computer players ([`bots`]: Random, Easy, Medium and Hard, the
//! last on the platform's search), the save-string codec ([`codec`]) and the game's words in
//! English, French and German ([`text`]). It plugs into the platform through
//! [`tabletop::Game`] ([`game`]).

pub mod bots;
pub mod codec;
pub mod game;
pub mod rules;
pub mod sim;
pub mod text;

pub use game::{MedievalRecord, GAME_ID};
