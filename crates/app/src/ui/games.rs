//! The games of the app: one line per game. A game listed here gets a card on the home screen,
//! its saved games in the list, and its save strings and share links opened; see
//! [`super::game::AppGame`] for what a game implements.

use super::game::{Plug, Plugged};

/// Every game, in the order of the home screen's cards.
pub static GAMES: [&dyn Plugged; 2] = [
    &Plug::<eoi::rules::GameState>::GAME,
    &Plug::<era_medieval::rules::GameState>::GAME,
];

/// The game with this id, if the app has it.
pub fn find(id: &str) -> Option<&'static dyn Plugged> {
    GAMES.iter().copied().find(|game| game.id() == id)
}

/// Every game's id.
pub fn ids() -> impl Iterator<Item = &'static str> {
    GAMES.iter().map(|game| game.id())
}
