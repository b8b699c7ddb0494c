//! Era of Inventions (Anthony Daamen, Quined Games) for 3 to 5 players: the rules ([`rules`],
//! pure and deterministic, no words), the card and board numbers ([`rules::data`]), the computer
//! players ([`bots`]), the save-string codec ([`codec`]), English words ([`text`]) and random-play
//! simulation ([`sim`]) and how a game developed ([`history`], for the score chart). It plugs into
//! the platform through [`tabletop::Game`] ([`game`]).

pub mod bots;
pub mod codec;
pub mod game;
pub mod history;
pub mod rules;
pub mod sim;
pub mod text;

pub use game::{EoiRecord, GAME_ID};
