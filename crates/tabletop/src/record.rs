//! The game as its setup plus its list of actions, for any game that implements [`Game`].
//!
//! Saves, undo, the log, replays and share strings are all built from a [`Record`]: the
//! current state is always the setup with every action applied, checked one by one.

use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A seat at the table, from 0 in turn order.
pub type Seat = u8;

/// How a finished game ended: each seat's final score, and who won (several on a shared win).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub scores: Vec<i32>,
    pub winners: Vec<Seat>,
}

/// What a rules engine offers to the platform: the record layer, sessions, saves, the
/// simulator and the bots' search all work through this trait and nothing else.
///
/// Decisions are sequential: a simultaneous or secret choice (dice rolled behind a screen) is
/// modelled as one seat deciding at a time, so [`Game::current_seat`] always names one seat.
pub trait Game: Clone + Sized {
    /// The id that names the game in save strings, storage keys and the command line.
    const ID: &'static str;
    /// The version of the game's card and board numbers; saves record it.
    const DATA_VERSION: u8;

    type Setup: Clone + fmt::Debug + Serialize + DeserializeOwned;
    type Action: Copy + PartialEq + fmt::Debug + Serialize + DeserializeOwned;
    type Event: Clone + fmt::Debug;
    type SetupError: fmt::Debug;
    /// Why an action is refused: data, put in words by the game's catalogues.
    type Illegal: fmt::Debug;

    fn new_game(setup: &Self::Setup) -> Result<Self, Self::SetupError>;
    fn player_count(&self) -> usize;
    /// Who decides now (`None` once the game is over).
    fn current_seat(&self) -> Option<Seat>;
    /// Every action allowed now, into a reused buffer (cleared first).
    fn legal_actions_into(&self, actions: &mut Vec<Self::Action>);
    fn legal_actions(&self) -> Vec<Self::Action> {
        let mut actions = Vec::new();
        self.legal_actions_into(&mut actions);
        actions
    }
    /// A legal action drawn uniformly with one `rng.below(count)` draw (`None` when there is
    /// none). The default lists them into `scratch` and takes the drawn one; a game may count
    /// instead of listing, but must return exactly the action the default would (the draw
    /// indexes the same list in the same order), so simulations stay the same.
    fn random_action(
        &self,
        rng: &mut crate::rng::Rng,
        scratch: &mut Vec<Self::Action>,
    ) -> Option<Self::Action> {
        self.legal_actions_into(scratch);
        if scratch.is_empty() {
            return None;
        }
        scratch
            .get(rng.below(scratch.len() as u32) as usize)
            .copied()
    }
    /// Whether `action` is allowed now, and if not, why.
    fn check(&self, action: Self::Action) -> Result<(), Self::Illegal>;
    /// Carries out `action`; an illegal one changes nothing.
    fn play(&mut self, action: Self::Action) -> Result<Vec<Self::Event>, Self::Illegal>;
    /// Carries out an action known to be legal (replays, search), without checking it.
    fn play_unchecked(&mut self, action: Self::Action, events: &mut Vec<Self::Event>);
    fn is_over(&self) -> bool;
    /// Whether the game is inside a turn that is composed of several actions (an action being
    /// resolved step by step): undo and redo step over such points to a whole decision.
    fn is_mid_turn(&self) -> bool;
    /// Whether `event` shows what chance decided to the player who acted, or to everyone (dice
    /// rerolled before their roller's eyes, dice revealed): undo never takes back the action
    /// that told it, since the same seed would deal the same faces again and a player could look,
    /// undo and choose again knowing them. A game whose chance stays hidden until it is played
    /// on keeps the default.
    fn shows_chance(_event: &Self::Event) -> bool {
        false
    }
    /// The final scores and winners, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// A copy in which everything a player cannot see (hidden cards' order, future dice and
    /// shuffles) is dealt again from `seed`: what a bot may search.
    fn determinize(&self, seed: u64) -> Self;
    /// Facts true in every reachable state; the simulator checks them after every action.
    fn check_invariants(&self) -> Result<(), String>;
    /// Facts about one step of play, `self` following `previous` (such as a score that never
    /// falls); the simulator checks them too.
    fn check_progress(&self, _previous: &Self) -> Result<(), String> {
        Ok(())
    }
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

impl<G: Game> fmt::Debug for ReplayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(error) => write!(f, "the setup is invalid: {error:?}"),
            ReplayError::Illegal {
                index,
                action,
                reason,
            } => write!(
                f,
                "action {} ({action:?}) is illegal: {reason:?}",
                index + 1
            ),
        }
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
