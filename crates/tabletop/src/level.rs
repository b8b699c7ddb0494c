//! How strong a computer player is: the same four levels in every game.

use serde::{Deserialize, Serialize};

/// A computer player's level; each game's bots give it meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    Random,
    Easy,
    Medium,
    Hard,
}

impl Level {
    /// The level named `text` (as the command line writes it), if any.
    pub fn parse(text: &str) -> Option<Level> {
        match text.trim().to_ascii_lowercase().as_str() {
            "random" => Some(Level::Random),
            "easy" => Some(Level::Easy),
            "medium" => Some(Level::Medium),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }

    /// The level's name as the command line writes it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}
