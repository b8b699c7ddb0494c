//! A game being played: its record (setup + actions), the current state, the events of every
//! action for the log, and undo/redo. Game-agnostic: it works for any [`Game`].
//!
//! Undo replays the record without its last turn, so the seed keeps every draw identical: undoing
//! cannot fish for better cards. Nor does it go back over an action that showed what chance
//! decided ([`Game::shows_chance`]): the player would know the draws to come.

use crate::record::{Game, Record, ReplayError, Seat};

/// A hint shown to a player: before which action of the record (its index, from 0: the count
/// of actions played when it was shown), and to whom (the seat to move then).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintMark {
    pub at: u32,
    pub seat: Option<Seat>,
}

pub struct Session<G: Game> {
    record: Record<G>,
    state: G,
    /// The events of each action of the record, in order.
    events: Vec<Vec<G::Event>>,
    /// Undone actions, the most recently undone last.
    redo: Vec<G::Action>,
    /// The hints shown, in order ([`Session::mark_hint`]): the save string carries them.
    hints: Vec<HintMark>,
    /// The hints of undone positions, given back when redo reaches them again.
    undone_hints: Vec<HintMark>,
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
            hints: self.hints.clone(),
            undone_hints: self.undone_hints.clone(),
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
            hints: Vec::new(),
            undone_hints: Vec::new(),
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
            hints: Vec::new(),
            undone_hints: Vec::new(),
        })
    }

    /// A session from a saved record and the places of the hints shown in it (action indices
    /// as [`HintMark::at`], ascending; those past the record's end are dropped).
    pub fn from_record_with_hints(
        record: Record<G>,
        hints: &[u32],
    ) -> Result<Self, ReplayError<G>> {
        let mut session = Session::from_record(record)?;
        session.set_hints(hints)?;
        Ok(session)
    }

    /// Puts the hints at `hints` (action indices, ascending), each with the seat that was to
    /// move there (one replay of the record finds them).
    pub fn set_hints(&mut self, hints: &[u32]) -> Result<(), ReplayError<G>> {
        self.hints.clear();
        self.undone_hints.clear();
        let count = self.record.actions.len();
        let mut wanted = hints
            .iter()
            .copied()
            .filter(|at| *at as usize <= count)
            .peekable();
        if wanted.peek().is_none() {
            return Ok(());
        }
        let mut state = G::new_game(&self.record.setup).map_err(ReplayError::Setup)?;
        for index in 0..=count {
            while wanted.next_if(|at| *at as usize == index).is_some() {
                self.hints.push(HintMark {
                    at: index as u32,
                    seat: state.current_seat(),
                });
            }
            let Some(action) = self.record.actions.get(index) else {
                break;
            };
            state.play(*action).map_err(|reason| ReplayError::Illegal {
                index,
                action: *action,
                reason,
            })?;
        }
        Ok(())
    }

    /// Marks that a hint was shown to the player to move now (once per position).
    pub fn mark_hint(&mut self) {
        let at = self.record.actions.len() as u32;
        if self.hints.last().is_some_and(|mark| mark.at == at) {
            return;
        }
        self.hints.push(HintMark {
            at,
            seat: self.state.current_seat(),
        });
    }

    /// The hints shown, in the order of the record.
    pub fn hints(&self) -> &[HintMark] {
        &self.hints
    }

    /// The places of the hints shown (action indices), for the save string.
    pub fn hint_places(&self) -> Vec<u32> {
        self.hints.iter().map(|mark| mark.at).collect()
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
        self.undone_hints.clear();
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
        self.undone_hints.clear();
        Ok(())
    }

    pub fn can_undo(&self) -> bool {
        self.record.actions.len() > self.undo_floor()
    }

    /// Whether there are actions, but none that undo may take back: the last one showed what
    /// chance decided.
    pub fn chance_blocks_undo(&self) -> bool {
        !self.record.actions.is_empty() && !self.can_undo()
    }

    /// Whether undo, step after step, reaches a position where `decides` holds for the seat to
    /// move (`None` once nobody is): say, a human's decision, the bots' being stepped over. Undo
    /// stops where no turn is under way, or where chance last showed itself.
    pub fn can_undo_to(&self, decides: impl Fn(Option<Seat>) -> bool) -> bool {
        let count = self.record.actions.len();
        let floor = self.undo_floor();
        if count <= floor {
            return false;
        }
        let Ok(mut state) = G::new_game(&self.record.setup) else {
            return false;
        };
        if floor == 0 && decides(state.current_seat()) {
            return true;
        }
        let mut events = Vec::new();
        for (index, action) in self.record.actions[..count - 1].iter().enumerate() {
            events.clear();
            state.play_unchecked(*action, &mut events);
            let at = index + 1;
            if at >= floor && (!state.is_mid_turn() || at == floor) && decides(state.current_seat())
            {
                return true;
            }
        }
        false
    }

    /// Whether undo cannot reach a position where `decides` holds ([`Session::can_undo_to`])
    /// because chance showed itself since the last one.
    pub fn chance_blocks_undo_to(&self, decides: impl Fn(Option<Seat>) -> bool) -> bool {
        self.undo_floor() > 0 && !self.can_undo_to(decides)
    }

    /// How many of the first actions undo may not take back: up to and including the last that
    /// showed what chance decided.
    fn undo_floor(&self) -> usize {
        self.events
            .iter()
            .rposition(|events| events.iter().any(G::shows_chance))
            .map_or(0, |index| index + 1)
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last whole turn (every action of a composed turn at once): one replay of
    /// the record finds where the turn began. Returns whether anything was undone; a record that
    /// no longer replays (which the checks on the way in rule out) changes nothing and says why.
    pub fn undo(&mut self) -> Result<bool, ReplayError<G>> {
        let count = self.record.actions.len();
        let floor = self.undo_floor();
        if count <= floor {
            return Ok(false);
        }
        let mut state = G::new_game(&self.record.setup).map_err(ReplayError::Setup)?;
        // The latest point before the last action where no turn was under way, or else where
        // chance last showed itself.
        let mut turn_start = (0, state.clone());
        for (index, action) in self.record.actions[..count - 1].iter().enumerate() {
            state.play(*action).map_err(|reason| ReplayError::Illegal {
                index,
                action: *action,
                reason,
            })?;
            if index + 1 >= floor && (!state.is_mid_turn() || index + 1 == floor) {
                turn_start = (index + 1, state.clone());
            }
        }
        let (kept, state) = turn_start;
        let undone = self.record.actions.split_off(kept);
        self.redo.extend(undone.into_iter().rev());
        self.events.truncate(kept);
        self.state = state;
        // A hint stays marked while its position is still in the record (asked at the position
        // undone to, it is); later ones wait for redo.
        let later = self.hints.iter().position(|mark| mark.at as usize > kept);
        if let Some(later) = later {
            let undone: Vec<HintMark> = self.hints.split_off(later);
            self.undone_hints.splice(0..0, undone);
        }
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
        let played = self.record.actions.len();
        while let Some(mark) = self
            .undone_hints
            .first()
            .copied()
            .filter(|mark| mark.at as usize <= played)
        {
            self.undone_hints.remove(0);
            self.hints.push(mark);
        }
        redone
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Outcome;

    /// Two seats in turn add 1 or 2 to a sum until it reaches 20.
    #[derive(Clone, Debug, PartialEq)]
    struct Count(u32);

    impl Game for Count {
        const ID: &'static str = "count";
        const DATA_VERSION: u8 = 1;
        type Setup = ();
        type Action = u8;
        type Event = ();
        type SetupError = ();
        type Illegal = ();

        fn new_game(_: &()) -> Result<Count, ()> {
            Ok(Count(0))
        }
        fn player_count(&self) -> usize {
            2
        }
        fn current_seat(&self) -> Option<Seat> {
            (!self.is_over()).then_some((self.0 % 2) as Seat)
        }
        fn legal_actions_into(&self, actions: &mut Vec<u8>) {
            actions.clear();
            if !self.is_over() {
                actions.extend([1, 2]);
            }
        }
        fn check(&self, action: u8) -> Result<(), ()> {
            (!self.is_over() && (1..=2).contains(&action))
                .then_some(())
                .ok_or(())
        }
        fn play(&mut self, action: u8) -> Result<Vec<()>, ()> {
            self.check(action)?;
            self.0 += u32::from(action);
            Ok(vec![()])
        }
        fn play_unchecked(&mut self, action: u8, _: &mut Vec<()>) {
            self.0 += u32::from(action);
        }
        fn is_over(&self) -> bool {
            self.0 >= 20
        }
        fn is_mid_turn(&self) -> bool {
            false
        }
        fn outcome(&self) -> Option<Outcome> {
            None
        }
        fn determinize(&self, _: u64) -> Count {
            self.clone()
        }
        fn check_invariants(&self) -> Result<(), String> {
            Ok(())
        }
    }

    #[test]
    fn hints_are_kept_while_their_position_is_in_the_record() {
        let mut session = Session::<Count>::new(()).unwrap();
        session.play(1).unwrap();
        session.mark_hint();
        session.mark_hint();
        assert_eq!(session.hint_places(), [1], "once per position");
        assert_eq!(session.hints()[0].seat, Some(1));
        session.play(2).unwrap();
        session.play(2).unwrap();
        session.mark_hint();
        assert_eq!(session.hint_places(), [1, 3]);
        // Undone to the position of the second hint: it stays; one further back, it waits.
        session.undo().unwrap();
        assert_eq!(session.hint_places(), [1]);
        session.undo().unwrap();
        assert_eq!(session.hint_places(), [1]);
        session.redo();
        session.redo();
        assert_eq!(session.hint_places(), [1, 3]);
        // Another move instead of the undone one drops what waited.
        session.undo().unwrap();
        session.undo().unwrap();
        session.play(1).unwrap();
        session.redo();
        assert_eq!(session.hint_places(), [1]);
        // From a saved record: the seats found again, places past the end dropped.
        let again =
            Session::from_record_with_hints(session.record().clone(), &[0, 1, 2, 9]).unwrap();
        let marks: Vec<(u32, Option<Seat>)> = again
            .hints()
            .iter()
            .map(|mark| (mark.at, mark.seat))
            .collect();
        assert_eq!(marks, [(0, Some(0)), (1, Some(1)), (2, Some(0))]);
    }

    /// Two seats' turns in turn: 0 begins a turn, 1 adds to it, 3 rolls (chance, seen by the
    /// roller), 9 ends it.
    #[derive(Clone, Debug, PartialEq)]
    struct Rolls {
        sum: u32,
        mid: bool,
        turns: u8,
    }

    impl Game for Rolls {
        const ID: &'static str = "rolls";
        const DATA_VERSION: u8 = 1;
        type Setup = ();
        type Action = u8;
        /// Whether the action rolled.
        type Event = bool;
        type SetupError = ();
        type Illegal = ();

        fn new_game(_: &()) -> Result<Rolls, ()> {
            Ok(Rolls {
                sum: 0,
                mid: false,
                turns: 0,
            })
        }
        fn player_count(&self) -> usize {
            1
        }
        fn current_seat(&self) -> Option<Seat> {
            Some(self.turns % 2)
        }
        fn legal_actions_into(&self, actions: &mut Vec<u8>) {
            actions.clear();
            actions.extend(if self.mid { [1, 3, 9].as_slice() } else { &[0] });
        }
        fn check(&self, action: u8) -> Result<(), ()> {
            self.legal_actions()
                .contains(&action)
                .then_some(())
                .ok_or(())
        }
        fn play(&mut self, action: u8) -> Result<Vec<bool>, ()> {
            self.check(action)?;
            let mut events = Vec::new();
            self.play_unchecked(action, &mut events);
            Ok(events)
        }
        fn play_unchecked(&mut self, action: u8, events: &mut Vec<bool>) {
            self.mid = action != 9;
            self.turns += u8::from(action == 9);
            self.sum += u32::from(action);
            events.push(action == 3);
        }
        fn is_over(&self) -> bool {
            false
        }
        fn is_mid_turn(&self) -> bool {
            self.mid
        }
        fn shows_chance(rolled: &bool) -> bool {
            *rolled
        }
        fn outcome(&self) -> Option<Outcome> {
            None
        }
        fn determinize(&self, _: u64) -> Rolls {
            self.clone()
        }
        fn check_invariants(&self) -> Result<(), String> {
            Ok(())
        }
    }

    #[test]
    fn undo_never_takes_back_a_roll_its_roller_has_seen() {
        let mut session = Session::<Rolls>::new(()).unwrap();
        session.play_all(&[0, 1, 9, 0, 1, 3, 1, 9]).unwrap();
        // The turn began at 3 actions, but its roll was seen: undo stops right after it.
        assert!(session.undo().unwrap());
        assert_eq!(session.record().actions, [0, 1, 9, 0, 1, 3]);
        assert!(session.state().is_mid_turn());
        assert!(!session.can_undo());
        assert!(session.chance_blocks_undo());
        assert!(!session.undo().unwrap(), "nothing more to take back");
        assert_eq!(session.record().actions.len(), 6);
        // Redo still plays the rest again.
        assert!(session.redo());
        assert_eq!(session.record().actions.len(), 8);
        // Without a roll, a whole turn is undone as before.
        let mut plain = Session::<Rolls>::new(()).unwrap();
        plain.play_all(&[0, 1, 9, 0, 1, 9]).unwrap();
        assert!(plain.undo().unwrap());
        assert_eq!(plain.record().actions, [0, 1, 9]);
        assert!(!plain.chance_blocks_undo());
    }

    #[test]
    fn undo_to_a_seat_steps_over_the_others_but_not_over_their_rolls() {
        let first = |seat: Option<Seat>| seat == Some(0);
        let second = |seat: Option<Seat>| seat == Some(1);
        // Seat 0's turn, then seat 1's without a roll: seat 0's decision is within reach.
        let mut plain = Session::<Rolls>::new(()).unwrap();
        plain.play_all(&[0, 1, 9, 0, 1, 9]).unwrap();
        assert!(plain.can_undo_to(first));
        assert!(!plain.chance_blocks_undo_to(first));
        // Seat 1 rolled in its turn: undo may go back into that turn, not to seat 0's.
        let mut rolled = Session::<Rolls>::new(()).unwrap();
        rolled.play_all(&[0, 1, 9, 0, 3, 9]).unwrap();
        assert!(
            rolled.can_undo(),
            "seat 1's turn after its roll can be taken back"
        );
        assert!(rolled.can_undo_to(second));
        assert!(!rolled.can_undo_to(first));
        assert!(rolled.chance_blocks_undo_to(first));
        assert!(!rolled.chance_blocks_undo_to(second));
    }
}
