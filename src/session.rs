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

    /// Takes back the last whole turn (every action of a composed turn at once).
    pub fn undo(&mut self) -> bool {
        let mut undone = false;
        while let Some(action) = self.record.actions.pop() {
            self.redo.push(action);
            self.events.pop();
            undone = true;
            let count = self.record.actions.len();
            // The record replayed before, so its prefix replays too.
            if let Ok(state) = self.record.replay_prefix(count) {
                self.state = state;
            }
            if !self.state.is_mid_turn() {
                break;
            }
        }
        undone
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rng::Rng;
    use crate::core::{Action, Area, GameState, Setup};

    fn session() -> Session<GameState> {
        let mut setup = Setup::new(["Ada", "Ben", "Cy"], 3);
        setup.start_player = Some(0);
        Session::new(setup).unwrap()
    }

    #[test]
    fn an_illegal_action_changes_nothing() {
        let mut session = session();
        session.play(Action::Place(Area::Build)).unwrap();
        let before = session.state().clone();
        assert!(session.play(Action::EndAction).is_err());
        assert_eq!(*session.state(), before);
        assert_eq!(session.record().actions.len(), 1);
    }

    #[test]
    fn play_all_is_all_or_nothing() {
        let mut session = session();
        let result = session.play_all(&[
            Action::Place(Area::Build),
            Action::Place(Area::Build),
            Action::Place(Area::Build),
        ]);
        assert!(result.is_err());
        assert!(session.record().actions.is_empty());
        session
            .play_all(&[Action::Place(Area::Build), Action::Place(Area::Buy)])
            .unwrap();
        assert_eq!(session.record().actions.len(), 2);
    }

    #[test]
    fn undo_and_redo_move_by_whole_turns_and_keep_draws_identical() {
        let mut session = session();
        let mut rng = Rng::new(5);
        for _ in 0..120 {
            let legal = session.state().legal_actions();
            let action = legal[rng.below(legal.len() as u32) as usize];
            session.play(action).unwrap();
        }
        let end = session.state().clone();
        let mut undos = 0;
        while session.undo() {
            undos += 1;
            assert!(!session.state().is_mid_turn() || session.record().actions.is_empty());
        }
        assert!(undos > 10);
        assert_eq!(
            *session.state(),
            GameState::new(&session.record().setup).unwrap()
        );
        while session.redo() {}
        assert_eq!(*session.state(), end);
        assert_eq!(session.events().len(), session.record().actions.len());
    }

    #[test]
    fn playing_after_undo_forgets_the_redo_list() {
        let mut session = session();
        session.play(Action::Place(Area::Build)).unwrap();
        session.undo();
        assert!(session.can_redo());
        session.play(Action::Place(Area::Buy)).unwrap();
        assert!(!session.can_redo());
    }

    #[test]
    fn a_session_reloads_from_its_record() {
        let mut session = session();
        session.play(Action::Place(Area::Develop)).unwrap();
        let reloaded = Session::from_record(session.record().clone()).unwrap();
        assert_eq!(reloaded.state(), session.state());
        assert_eq!(reloaded.events().len(), 1);
    }
}
