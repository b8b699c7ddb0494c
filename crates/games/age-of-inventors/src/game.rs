//! Age of Inventors as a [`tabletop::Game`]: what the platform (records, sessions, saves, the
//! simulator) needs from the rules.

use tabletop::{Game, Outcome, Seat};

use crate::rules::{data, Action, Event, GameState, IllegalAction, Setup, SetupError};

/// The id of Age of Inventors in save strings, storage keys and on the command line.
pub const GAME_ID: &str = "age-of-inventors";

impl Game for GameState {
    const ID: &'static str = GAME_ID;
    const DATA_VERSION: u8 = data::DATA_VERSION;

    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type SetupError = SetupError;
    type Illegal = IllegalAction;

    fn new_game(setup: &Setup) -> Result<Self, SetupError> {
        GameState::new(setup)
    }

    fn player_count(&self) -> usize {
        GameState::player_count(self)
    }

    fn current_seat(&self) -> Option<Seat> {
        GameState::current_seat(self)
    }

    fn legal_actions_into(&self, actions: &mut Vec<Action>) {
        GameState::legal_actions_into(self, actions)
    }

    fn random_action(
        &self,
        rng: &mut tabletop::rng::Rng,
        scratch: &mut Vec<Action>,
    ) -> Option<Action> {
        GameState::random_action(self, rng, scratch)
    }

    fn check(&self, action: Action) -> Result<(), IllegalAction> {
        GameState::check(self, action).map_err(|reason| IllegalAction { action, reason })
    }

    fn play(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        GameState::play(self, action)
    }

    fn play_unchecked(&mut self, action: Action, events: &mut Vec<Event>) {
        GameState::play_unchecked(self, action, events)
    }

    fn is_over(&self) -> bool {
        GameState::is_over(self)
    }

    fn is_mid_turn(&self) -> bool {
        GameState::is_mid_turn(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| Outcome {
            scores: self.scores().iter().map(|score| score.total).collect(),
            winners: self
                .scores()
                .iter()
                .filter(|score| score.winner)
                .map(|score| score.seat)
                .collect(),
        })
    }

    fn determinize(&self, seed: u64) -> Self {
        self.redeal_hidden(seed)
    }

    fn check_invariants(&self) -> Result<(), String> {
        GameState::check_invariants(self).map_err(|violation| violation.to_string())
    }

    fn check_progress(&self, previous: &Self) -> Result<(), String> {
        self.check_progress_from(previous)
            .map_err(|violation| violation.to_string())
    }
}

/// An Age of Inventors record: its setup and every action.
pub type InventorsRecord = tabletop::Record<GameState>;
