//! The game as its setup plus its list of actions, for any game that implements [`Game`].
//!
//! Saves, undo, the log, replays and share strings are all built from a [`Record`]: the
//! current state is always the setup with every action applied, checked one by one.

use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// What a rules engine offers to the record layer.
pub trait Game: Clone + Sized {
    type Setup: Clone + fmt::Debug + Serialize + DeserializeOwned;
    type Action: Copy + PartialEq + fmt::Debug + Serialize + DeserializeOwned;
    type Event;
    type SetupError: fmt::Display;
    type Illegal: fmt::Display;

    fn new_game(setup: &Self::Setup) -> Result<Self, Self::SetupError>;
    fn legal_actions(&self) -> Vec<Self::Action>;
    fn play(&mut self, action: Self::Action) -> Result<Vec<Self::Event>, Self::Illegal>;
    fn is_over(&self) -> bool;
    /// Whether the game is inside a turn that is composed of several actions (an action being
    /// resolved step by step): undo and redo step over such points to a whole decision.
    fn is_mid_turn(&self) -> bool;
}

/// A game's setup and every action taken, in order.
#[derive(Serialize, Deserialize)]
#[serde(bound(
    serialize = "G::Setup: Serialize, G::Action: Serialize",
    deserialize = "G::Setup: DeserializeOwned, G::Action: DeserializeOwned"
))]
pub struct Record<G: Game> {
    pub setup: G::Setup,
    pub actions: Vec<G::Action>,
}

impl<G: Game> Clone for Record<G> {
    fn clone(&self) -> Self {
        Record {
            setup: self.setup.clone(),
            actions: self.actions.clone(),
        }
    }
}

impl<G: Game> fmt::Debug for Record<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Record")
            .field("setup", &self.setup)
            .field("actions", &self.actions)
            .finish()
    }
}

impl<G: Game> PartialEq for Record<G>
where
    G::Setup: PartialEq,
{
    fn eq(&self, other: &Self) -> bool {
        self.setup == other.setup && self.actions == other.actions
    }
}

/// For each action of a record, the events it caused.
pub type EventsPerAction<G> = Vec<Vec<<G as Game>::Event>>;

/// Why a record does not replay.
pub enum ReplayError<G: Game> {
    Setup(G::SetupError),
    /// Action number `index` (0-based) was refused.
    Illegal {
        index: usize,
        action: G::Action,
        reason: G::Illegal,
    },
}

impl<G: Game> fmt::Display for ReplayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(error) => write!(f, "the setup is invalid: {error}"),
            ReplayError::Illegal {
                index,
                action,
                reason,
            } => write!(f, "action {} ({action:?}) is illegal: {reason}", index + 1),
        }
    }
}

impl<G: Game> fmt::Debug for ReplayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl<G: Game> Record<G> {
    pub fn new(setup: G::Setup) -> Self {
        Record {
            setup,
            actions: Vec::new(),
        }
    }

    /// The state after the first `count` actions, each checked.
    pub fn replay_prefix(&self, count: usize) -> Result<G, ReplayError<G>> {
        let mut game = G::new_game(&self.setup).map_err(ReplayError::Setup)?;
        for (index, action) in self.actions.iter().take(count).enumerate() {
            game.play(*action).map_err(|reason| ReplayError::Illegal {
                index,
                action: *action,
                reason,
            })?;
        }
        Ok(game)
    }

    /// The state after every action, each checked.
    pub fn replay(&self) -> Result<G, ReplayError<G>> {
        self.replay_prefix(self.actions.len())
    }

    /// The state after every action and, for each action, the events it caused.
    pub fn replay_with_events(&self) -> Result<(G, EventsPerAction<G>), ReplayError<G>> {
        let mut game = G::new_game(&self.setup).map_err(ReplayError::Setup)?;
        let mut events = Vec::with_capacity(self.actions.len());
        for (index, action) in self.actions.iter().enumerate() {
            events.push(game.play(*action).map_err(|reason| ReplayError::Illegal {
                index,
                action: *action,
                reason,
            })?);
        }
        Ok((game, events))
    }
}

impl Game for crate::core::GameState {
    type Setup = crate::core::Setup;
    type Action = crate::core::Action;
    type Event = crate::core::Event;
    type SetupError = crate::core::SetupError;
    type Illegal = crate::core::IllegalAction;

    fn new_game(setup: &Self::Setup) -> Result<Self, Self::SetupError> {
        crate::core::GameState::new(setup)
    }

    fn legal_actions(&self) -> Vec<Self::Action> {
        crate::core::GameState::legal_actions(self)
    }

    fn play(&mut self, action: Self::Action) -> Result<Vec<Self::Event>, Self::Illegal> {
        crate::core::GameState::play(self, action)
    }

    fn is_over(&self) -> bool {
        crate::core::GameState::is_over(self)
    }

    fn is_mid_turn(&self) -> bool {
        match self.phase() {
            crate::core::Phase::Action(_) => true,
            crate::core::Phase::FinalExchange(turn) => turn.steps > 0,
            _ => false,
        }
    }
}

/// An Era of Inventions record.
pub type EoiRecord = Record<crate::core::GameState>;
