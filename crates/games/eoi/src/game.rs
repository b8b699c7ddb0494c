//! Era of Inventions as a [`tabletop::Game`]: what the platform (records, sessions, saves, the
//! simulator, the command line) needs from the rules.

use tabletop::{Game, Outcome, Seat};

use crate::rules::{data, Action, Event, GameState, IllegalAction, Phase, Setup, SetupError};

/// The id of Era of Inventions in save strings, storage keys and on the command line.
pub const GAME_ID: &str = "eoi";

impl Game for GameState {
    const ID: &'static str = GAME_ID;
    const DATA_VERSION: u8 = data::DATA_VERSION as u8;

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
        match self.phase() {
            Phase::Action(_) => true,
            Phase::FinalExchange(turn) => turn.steps > 0,
            _ => false,
        }
    }

    fn shows_chance(event: &Event) -> bool {
        event.shows_chance()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| Outcome {
            scores: self.scores().iter().map(|s| i32::from(s.total)).collect(),
            winners: self
                .scores()
                .iter()
                .filter(|s| s.winner)
                .map(|s| s.seat)
                .collect(),
        })
    }

    fn determinize(&self, seed: u64) -> Self {
        self.redeal_hidden(seed)
    }

    fn check_invariants(&self) -> Result<(), String> {
        GameState::check_invariants(self).map_err(|violation| violation.to_string())
    }

    /// Influence never falls.
    fn check_progress(&self, previous: &Self) -> Result<(), String> {
        let fell = self
            .players()
            .iter()
            .zip(previous.players())
            .position(|(now, before)| now.influence < before.influence);
        match fell {
            Some(seat) => Err(format!("player {seat}'s influence fell")),
            None => Ok(()),
        }
    }
}

/// An Era of Inventions record: its setup and every action.
pub type EoiRecord = tabletop::Record<GameState>;
