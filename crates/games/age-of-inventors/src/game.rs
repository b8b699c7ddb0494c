//! Age of Inventors as a [`tabletop::Game`]: what the platform (records, sessions, saves, the
//! simulator) needs from the rules.

use crate::rules::{data, Action, Event, GameState, IllegalAction, Setup, SetupError};

/// The id of Age of Inventors in save strings, storage keys and on the command line.
pub const GAME_ID: &str = "age-of-inventors";

tabletop::delegate_game! {
    GameState (GAME_ID, data::DATA_VERSION): Setup, Action, Event, SetupError, IllegalAction,
    shows_chance: Event::shows_chance
}

/// An Age of Inventors record: its setup and every action.
pub type InventorsRecord = tabletop::Record<GameState>;
