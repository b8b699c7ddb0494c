//! The games whose screens this bundle has: one line per game, behind the game's cargo feature.
//! A game listed here (and in `cards.rs`) gets a card on the home screen, its saved games in the
//! list, and its save strings and share links opened; see [`super::game::AppGame`] for what a
//! game implements. A game of `cards.rs` missing here is in another bundle (`bundles.rs`).

use super::game::{Plug, Plugged};

/// This bundle's games, in the order of the home screen's cards.
pub static GAMES: &[&dyn Plugged] = &[
    #[cfg(feature = "eoi")]
    &Plug::<eoi::rules::GameState>::GAME,
    #[cfg(feature = "era-medieval")]
    &Plug::<era_medieval::rules::GameState>::GAME,
    #[cfg(feature = "age-of-inventors")]
    &Plug::<age_of_inventors::rules::GameState>::GAME,
];

/// The game with this id, if this bundle has its screens.
pub fn find(id: &str) -> Option<&'static dyn Plugged> {
    GAMES.iter().copied().find(|game| game.id() == id)
}

#[cfg(test)]
mod tests {
    /// A game's one-click start and its saves' "watch again" read its card.
    #[test]
    fn every_game_has_its_card() {
        for game in super::GAMES {
            assert!(
                crate::ui::cards::find(game.id()).is_some(),
                "{} has no card",
                game.id()
            );
        }
    }
}
