//! A game being played: its record (setup + actions), the current state, the events of every
//! action for the log, and undo/redo. Game-agnostic: it works for any [`Game`].
//!
//! Undo replays the record without its last turn, so the seed keeps every draw identical: undoing
//! cannot fish for better cards.

use crate::record::{Game, Record, ReplayError};

pub struct Session<G: Game> {
    record: Record<G>,
    state: G,
    /// The events of each action of the record, in order.
    events: Vec<Vec<G::Event>>,
    /// Undone actions, the most recently undone last.
    redo: Vec<G::Action>,
}

impl<G: Game> Clone for Session<G>
where
    G::Event: Clone,
{
    fn clone(&self) -> Self {
        Session {
            record: self.record.clone(),
            state: self.state.clone(),
            events: self.events.clone(),
            redo: self.redo.clone(),
        }
    }
}

impl<G: Game> Session<G> {
    pub fn new(setup: G::Setup) -> Result<Self, G::SetupError> {
        let state = G::new_game(&setup)?;
        Ok(Session {
            record: Record::new(setup),
            state,
            events: Vec::new(),
            redo: Vec::new(),
        })
    }

    /// A session from a saved record, every action checked again.
    pub fn from_record(record: Record<G>) -> Result<Self, ReplayError<G>> {
        let (state, events) = record.replay_with_events()?;
        Ok(Session {
            record,
            state,
            events,
            redo: Vec::new(),
        })
    }

    /// A session from a saved record and the turns that had been undone (so redo still works).
    pub fn from_parts(record: Record<G>, redo: Vec<G::Action>) -> Result<Self, ReplayError<G>> {
        let mut session = Session::from_record(record)?;
        session.redo = redo;
        Ok(session)
    }

    /// The undone actions, the most recently undone last.
    pub fn redo_list(&self) -> &[G::Action] {
        &self.redo
    }

    pub fn state(&self) -> &G {
        &self.state
    }

    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// The events of every action so far, oldest first.
    pub fn events(&self) -> &[Vec<G::Event>] {
        &self.events
    }

    /// Plays one action; an illegal one changes nothing. Playing clears the redo list.
    pub fn play(&mut self, action: G::Action) -> Result<(), G::Illegal> {
        let events = self.state.play(action)?;
        self.record.actions.push(action);
        self.events.push(events);
        self.redo.clear();
        Ok(())
    }

    /// Plays several actions as one turn: all of them, or (if one is refused) none.
    pub fn play_all(&mut self, actions: &[G::Action]) -> Result<(), G::Illegal> {
        let mut state = self.state.clone();
        let mut events = Vec::with_capacity(actions.len());
        for action in actions {
            events.push(state.play(*action)?);
        }
        self.state = state;
        self.record.actions.extend_from_slice(actions);
        self.events.extend(events);
        self.redo.clear();
        Ok(())
    }

    pub fn can_undo(&self) -> bool {
        !self.record.actions.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last whole turn (every action of a composed turn at once): one replay of
    /// the record finds where the turn began. Returns whether anything was undone; a record that
    /// no longer replays (which the checks on the way in rule out) changes nothing and says why.
    pub fn undo(&mut self) -> Result<bool, ReplayError<G>> {
        let count = self.record.actions.len();
        if count == 0 {
            return Ok(false);
        }
        let mut state = G::new_game(&self.record.setup).map_err(ReplayError::Setup)?;
        // The latest point before the last action where no turn was under way.
        let mut turn_start = (0, state.clone());
        for (index, action) in self.record.actions[..count - 1].iter().enumerate() {
            state.play(*action).map_err(|reason| ReplayError::Illegal {
                index,
                action: *action,
                reason,
            })?;
            if !state.is_mid_turn() {
                turn_start = (index + 1, state.clone());
            }
        }
        let (kept, state) = turn_start;
        let undone = self.record.actions.split_off(kept);
        self.redo.extend(undone.into_iter().rev());
        self.events.truncate(kept);
        self.state = state;
        Ok(true)
    }

    /// Plays the last undone turn again.
    pub fn redo(&mut self) -> bool {
        let mut redone = false;
        while let Some(action) = self.redo.pop() {
            match self.state.play(action) {
                Ok(events) => {
                    self.record.actions.push(action);
                    self.events.push(events);
                    redone = true;
                }
                Err(_) => {
                    self.redo.clear();
                    break;
                }
            }
            if !self.state.is_mid_turn() {
                break;
            }
        }
        redone
    }
}
