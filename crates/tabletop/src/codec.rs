//! What every game's save codec does alike, written once. A game implements [`Codec`] with only
//! its own encoding of a setup and of an action; [`export`] and [`import`] do the framing, the
//! checks and the replay, with the same bytes and the same [`SaveError`]s for every game.
//!
//! The body of a format-3 string (what [`export`] writes) is the game's setup, then its actions
//! coded by the range coder ([`crate::range_coder`]), each as its index among the legal
//! actions of its position (all alike); an action that list does not hold is an escape
//! followed by its length and the game's own bytes for it ([`Codec::encode_action`]); an
//! unfinished game ends on an end symbol. So writing and reading both replay the game. The
//! bytes of a game are one string: a reader refuses any other that would give the same game.
//!
//! The body of a format-2 string ([`export_format_2`], still read) is the setup, the action
//! count (LEB128) and each action's own bytes; format-1 bodies are alike. The frame around
//! both is [`crate::save`]'s.
//!
//! The helpers below ([`write_name`], [`read_name`], [`read_seed`], ...) are the pieces the
//! games' setups share: a count byte, length-prefixed UTF-8 names, an 8-byte seed and an
//! optional seat.

use std::fmt;
use std::ops::RangeInclusive;

use crate::level::Level;
use crate::range_coder::{decode_choice, encode_choice, Choice, Decoder, Encoder};
use crate::record::{Game, Record, ReplayError, Seat};
use crate::save::{self, Controllers, Frame, Reader, SaveError};

/// A game's own part of its save strings: how its setup and its actions become bytes.
pub trait Codec: Game {
    /// How many seats a setup has (who plays each is framed by the platform).
    fn seats(setup: &Self::Setup) -> usize;
    /// Appends the setup as this build writes it (the current frame format).
    fn encode_setup(setup: &Self::Setup, out: &mut Vec<u8>) -> Result<(), SaveError>;
    /// Reads a setup written in frame format `format` (a game whose setup grew reads the older
    /// layout of the strings made before).
    fn decode_setup(reader: &mut Reader<'_>, format: u8) -> Result<Self::Setup, SaveError>;
    /// Appends one action: a `TooLarge` error for an action no legal game has.
    fn encode_action(action: Self::Action, out: &mut Vec<u8>) -> Result<(), SaveError>;
    /// Reads one action; `None` for bytes that are not one (or run out).
    fn decode_action(reader: &mut Reader<'_>) -> Option<Self::Action>;
}

/// A game read from a save string.
pub struct Saved<G: Game> {
    pub record: Record<G>,
    /// The state after every action (each checked).
    pub state: G,
    /// Who plays each seat; all humans for strings that did not record it.
    pub controllers: Controllers,
    /// The places of the hints a player was shown (action indices, ascending; at most the
    /// number of actions): empty for a game played without.
    pub hints: Vec<u32>,
}

impl<G: Game> Clone for Saved<G> {
    fn clone(&self) -> Self {
        Saved {
            record: self.record.clone(),
            state: self.state.clone(),
            controllers: self.controllers.clone(),
            hints: self.hints.clone(),
        }
    }
}

impl<G: Game + fmt::Debug> fmt::Debug for Saved<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Saved")
            .field("record", &self.record)
            .field("state", &self.state)
            .field("controllers", &self.controllers)
            .field("hints", &self.hints)
            .finish()
    }
}

impl<G: Game + PartialEq> PartialEq for Saved<G>
where
    G::Setup: PartialEq,
{
    fn eq(&self, other: &Self) -> bool {
        self.record == other.record
            && self.state == other.state
            && self.controllers == other.controllers
            && self.hints == other.hints
    }
}

/// The save string of a record, with who plays each seat (seats missing from `controllers` are
/// humans): format 3, which replays the game to write it (an illegal action is an error).
pub fn export<G: Codec>(
    record: &Record<G>,
    controllers: &[Option<Level>],
) -> Result<String, SaveError> {
    export_with_hints(record, controllers, &[])
}

/// [`export`] with the places of the hints a player was shown (action indices, ascending, none
/// past the record's end): a game with hints is known as one.
pub fn export_with_hints<G: Codec>(
    record: &Record<G>,
    controllers: &[Option<Level>],
    hints: &[u32],
) -> Result<String, SaveError> {
    if hints
        .last()
        .is_some_and(|at| *at as usize > record.actions.len())
    {
        return Err(SaveError::TooLarge);
    }
    let mut body = Vec::with_capacity(64 + record.actions.len() / 2);
    G::encode_setup(&record.setup, &mut body)?;
    let mut state = G::new_game(&record.setup).map_err(|_| SaveError::BadSetup)?;
    body.extend(encode_actions(&mut state, &record.actions)?);
    let controllers = seat_controllers::<G>(&record.setup, controllers);
    save::write_with_hints(
        save::FORMAT_VERSION,
        G::ID,
        G::DATA_VERSION,
        &controllers,
        hints,
        &body,
    )
}

/// `plan` played from `state` as format 3 codes actions (each as its index among the legal
/// actions of its position, an unlisted one escaped, then an end symbol unless the game is
/// over): how the app sends a plan between its threads. An action `state` does not allow there
/// is an `IllegalAction` error at its index in `plan`.
pub fn encode_plan<G: Codec>(state: &G, plan: &[G::Action]) -> Result<Vec<u8>, SaveError> {
    encode_actions(&mut state.clone(), plan)
}

/// The plan [`encode_plan`] coded from `state`, every action checked.
pub fn decode_plan<G: Codec>(state: &G, bytes: &[u8]) -> Result<Vec<G::Action>, SaveError> {
    decode_from(&mut state.clone(), bytes)
}

/// `actions` played from `state` (left where they lead), coded by the range coder.
fn encode_actions<G: Codec>(state: &mut G, actions: &[G::Action]) -> Result<Vec<u8>, SaveError> {
    let mut encoder = Encoder::default();
    let (mut legal, mut own) = (Vec::new(), Vec::new());
    for (index, action) in actions.iter().enumerate() {
        state.legal_actions_into(&mut legal);
        let count = list_length(&legal)?;
        if let Some(at) = legal.iter().position(|listed| listed == action) {
            encode_choice(&mut encoder, Choice::Listed(at as u32), count);
        } else {
            encode_choice(&mut encoder, Choice::Escape, count);
            own.clear();
            G::encode_action(*action, &mut own)?;
            let length = u32::try_from(own.len()).map_err(|_| SaveError::TooLarge)?;
            if length > 255 {
                return Err(SaveError::TooLarge);
            }
            encoder.uniform(length, 256);
            own.iter()
                .for_each(|byte| encoder.uniform(u32::from(*byte), 256));
        }
        state
            .play(*action)
            .map_err(|_| SaveError::IllegalAction { index })?;
    }
    if !state.is_over() {
        state.legal_actions_into(&mut legal);
        encode_choice(&mut encoder, Choice::End, list_length(&legal)?);
    }
    Ok(encoder.finish())
}

/// The save string of a record in format 2 (each action in its own bytes): what builds before
/// format 3 wrote, and still read. For tests and tools.
pub fn export_format_2<G: Codec>(
    record: &Record<G>,
    controllers: &[Option<Level>],
) -> Result<String, SaveError> {
    let mut body = Vec::with_capacity(64 + record.actions.len() * 3);
    G::encode_setup(&record.setup, &mut body)?;
    save::write_varint(&mut body, record.actions.len() as u64);
    for action in &record.actions {
        G::encode_action(*action, &mut body)?;
    }
    frame::<G>(2, &record.setup, controllers, &body)
}

fn frame<G: Codec>(
    format: u8,
    setup: &G::Setup,
    controllers: &[Option<Level>],
    body: &[u8],
) -> Result<String, SaveError> {
    let controllers = seat_controllers::<G>(setup, controllers);
    save::write(format, G::ID, G::DATA_VERSION, &controllers, body)
}

fn seat_controllers<G: Codec>(setup: &G::Setup, controllers: &[Option<Level>]) -> Controllers {
    (0..G::seats(setup))
        .map(|seat| controllers.get(seat).copied().flatten())
        .collect()
}

fn list_length<A>(legal: &[A]) -> Result<u32, SaveError> {
    u32::try_from(legal.len()).map_err(|_| SaveError::TooLarge)
}

/// The most actions a format-3 string may hold: it stops a damaged one whose game never ends.
const MAX_ACTIONS: usize = 100_000;

/// The game in a save string (any frame format), every action checked by replaying it.
pub fn import<G: Codec>(text: &str) -> Result<Saved<G>, SaveError> {
    import_frame(save::read(text)?)
}

/// The game in a save string already taken apart (by a caller that routes strings by game).
pub fn import_frame<G: Codec>(frame: Frame) -> Result<Saved<G>, SaveError> {
    if frame.game != G::ID {
        return Err(SaveError::OtherGame(frame.game));
    }
    if frame.data_version != G::DATA_VERSION {
        return Err(SaveError::OtherCardNumbers {
            saved: frame.data_version,
            current: G::DATA_VERSION,
        });
    }
    let body = frame.body.as_slice();
    let mut reader = Reader::new(body);
    let setup = G::decode_setup(&mut reader, frame.format)?;
    let seats = G::seats(&setup);
    if !frame.controllers.is_empty() && frame.controllers.len() != seats {
        return Err(SaveError::BadSetup);
    }
    let (record, state) = if frame.format >= 3 {
        decode_actions(setup, reader.rest())?
    } else {
        let record = Record {
            setup,
            actions: read_actions::<G>(&mut reader, body.len())?,
        };
        let state = record.replay().map_err(|error| match error {
            ReplayError::Setup(_) => SaveError::BadSetup,
            ReplayError::Illegal { index, .. } => SaveError::IllegalAction { index },
        })?;
        (record, state)
    };
    // A hint marked past the last action belongs to no position of the game.
    if frame
        .hints
        .last()
        .is_some_and(|at| *at as usize > record.actions.len())
    {
        return Err(SaveError::TrailingData);
    }
    let controllers = if frame.controllers.is_empty() {
        vec![None; seats]
    } else {
        frame.controllers
    };
    Ok(Saved {
        record,
        state,
        controllers,
        hints: frame.hints,
    })
}

/// Format 1 and 2: the action count, then each action's own bytes.
fn read_actions<G: Codec>(
    reader: &mut Reader<'_>,
    body_length: usize,
) -> Result<Vec<G::Action>, SaveError> {
    let count = reader.varint().ok_or(SaveError::Truncated)?;
    // Each action takes at least one byte: a larger count is a damaged string.
    if count > body_length as u64 {
        return Err(SaveError::Truncated);
    }
    let mut actions = Vec::with_capacity(count as usize);
    for index in 0..count as usize {
        actions.push(G::decode_action(reader).ok_or(SaveError::BadAction(index))?);
    }
    if !reader.is_done() {
        return Err(SaveError::TrailingData);
    }
    Ok(actions)
}

/// Format 3: the actions replayed from the range coder's bytes, each checked.
fn decode_actions<G: Codec>(setup: G::Setup, bytes: &[u8]) -> Result<(Record<G>, G), SaveError> {
    let mut state = G::new_game(&setup).map_err(|_| SaveError::BadSetup)?;
    let actions = decode_from(&mut state, bytes)?;
    Ok((Record { setup, actions }, state))
}

/// The actions coded in `bytes`, played from `state` (left where they lead), each checked.
fn decode_from<G: Codec>(state: &mut G, bytes: &[u8]) -> Result<Vec<G::Action>, SaveError> {
    let mut decoder = Decoder::new(bytes);
    let (mut actions, mut legal, mut own) = (Vec::new(), Vec::new(), Vec::new());
    while !state.is_over() {
        let index = actions.len();
        let unreadable = SaveError::BadAction(index);
        if index >= MAX_ACTIONS {
            return Err(unreadable);
        }
        state.legal_actions_into(&mut legal);
        let action = match decode_choice(&mut decoder, list_length(&legal)?) {
            None => return Err(unreadable),
            Some(Choice::End) => break,
            Some(Choice::Listed(at)) => legal[at as usize],
            Some(Choice::Escape) => {
                let length = decoder.uniform(256).ok_or(SaveError::BadAction(index))?;
                own.clear();
                for _ in 0..length {
                    own.push(decoder.uniform(256).ok_or(SaveError::BadAction(index))? as u8);
                }
                let mut reader = Reader::new(&own);
                G::decode_action(&mut reader)
                    .filter(|action| reader.is_done() && !legal.contains(action))
                    .ok_or(unreadable)?
            }
        };
        state
            .play(action)
            .map_err(|_| SaveError::IllegalAction { index })?;
        actions.push(action);
    }
    if !decoder.matches() {
        return Err(SaveError::TrailingData);
    }
    Ok(actions)
}

/// The byte of "no seat" where a setup may name one (the start player).
const NO_SEAT: u8 = u8::MAX;

/// Appends a count (of players) as one byte.
pub fn write_count(out: &mut Vec<u8>, count: usize) -> Result<(), SaveError> {
    out.push(u8::try_from(count).map_err(|_| SaveError::TooLarge)?);
    Ok(())
}

/// Reads a count byte that must lie in `allowed` (a bad setup otherwise).
pub fn read_count(reader: &mut Reader<'_>, allowed: RangeInclusive<u8>) -> Result<u8, SaveError> {
    let count = read_byte(reader)?;
    if allowed.contains(&count) {
        Ok(count)
    } else {
        Err(SaveError::BadSetup)
    }
}

/// Reads one byte of a setup, which must be there.
pub fn read_byte(reader: &mut Reader<'_>) -> Result<u8, SaveError> {
    reader.byte().ok_or(SaveError::Truncated)
}

/// Appends a name: its length in bytes (at most 255), then its UTF-8.
pub fn write_name(out: &mut Vec<u8>, name: &str) -> Result<(), SaveError> {
    let name = name.as_bytes();
    write_count(out, name.len())?;
    out.extend_from_slice(name);
    Ok(())
}

/// Reads a name written by [`write_name`].
pub fn read_name(reader: &mut Reader<'_>) -> Result<String, SaveError> {
    let length = read_byte(reader)?;
    let name = reader
        .take(usize::from(length))
        .ok_or(SaveError::Truncated)?;
    String::from_utf8(name.to_vec()).map_err(|_| SaveError::BadSetup)
}

/// Appends a seed (8 bytes, little-endian).
pub fn write_seed(out: &mut Vec<u8>, seed: u64) {
    out.extend_from_slice(&seed.to_le_bytes());
}

/// Reads a seed written by [`write_seed`].
pub fn read_seed(reader: &mut Reader<'_>) -> Result<u64, SaveError> {
    let bytes = reader.take(8).ok_or(SaveError::Truncated)?;
    let mut seed = [0u8; 8];
    seed.copy_from_slice(bytes);
    Ok(u64::from_le_bytes(seed))
}

/// Appends a seat that may be unset (255 for none).
pub fn write_seat(out: &mut Vec<u8>, seat: Option<Seat>) {
    out.push(seat.unwrap_or(NO_SEAT));
}

/// Reads a seat written by [`write_seat`].
pub fn read_seat(reader: &mut Reader<'_>) -> Result<Option<Seat>, SaveError> {
    let seat = read_byte(reader)?;
    Ok((seat != NO_SEAT).then_some(seat))
}

/// Appends a player count (one byte), then each name ([`write_name`]).
pub fn write_names(out: &mut Vec<u8>, names: &[String]) -> Result<(), SaveError> {
    write_count(out, names.len())?;
    names.iter().try_for_each(|name| write_name(out, name))
}

/// Reads names written by [`write_names`], whose count must lie in `allowed`.
pub fn read_names(
    reader: &mut Reader<'_>,
    allowed: RangeInclusive<u8>,
) -> Result<Vec<String>, SaveError> {
    let count = read_count(reader, allowed)?;
    (0..count).map(|_| read_name(reader)).collect()
}

/// A game's codec module's public face, the same for every game: its `SavedGame` and its
/// `export`, `import` and `import_frame` (what the app and the command line call), over the
/// game's [`Codec`] impl.
#[macro_export]
macro_rules! codec_functions {
    ($state:ty) => {
        /// A game read from a save string.
        pub type SavedGame = $crate::codec::Saved<$state>;

        /// The save string of a record, with who plays each seat (seats missing from
        /// `controllers` are humans).
        pub fn export(
            record: &$crate::Record<$state>,
            controllers: &[Option<$crate::Level>],
        ) -> Result<String, $crate::save::SaveError> {
            $crate::codec::export(record, controllers)
        }

        /// [`export`] with the places of the hints a player was shown.
        pub fn export_with_hints(
            record: &$crate::Record<$state>,
            controllers: &[Option<$crate::Level>],
            hints: &[u32],
        ) -> Result<String, $crate::save::SaveError> {
            $crate::codec::export_with_hints(record, controllers, hints)
        }

        /// The game in a save string (any frame format), every action checked by replaying it.
        pub fn import(text: &str) -> Result<SavedGame, $crate::save::SaveError> {
            $crate::codec::import(text)
        }

        /// The game in a save string already taken apart (by a caller that routes strings by
        /// game).
        pub fn import_frame(
            frame: $crate::save::Frame,
        ) -> Result<SavedGame, $crate::save::SaveError> {
            $crate::codec::import_frame(frame)
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Outcome;
    use crate::rng::Rng;

    /// A toy game whose rules accept actions its list leaves out (as a game may): two seats in
    /// turn add 1 to 500 to a sum until it reaches the setup's goal; only 1, 2 and 3 are listed.
    #[derive(Clone, Debug, PartialEq)]
    struct Sum {
        goal: u32,
        sum: u32,
        turns: u32,
    }

    const LISTED: [u16; 3] = [1, 2, 3];

    impl Game for Sum {
        const ID: &'static str = "sum";
        const DATA_VERSION: u8 = 1;
        type Setup = u16;
        type Action = u16;
        type Event = ();
        type SetupError = ();
        type Illegal = ();

        fn new_game(goal: &u16) -> Result<Sum, ()> {
            match *goal {
                0 => Err(()),
                goal => Ok(Sum {
                    goal: u32::from(goal),
                    sum: 0,
                    turns: 0,
                }),
            }
        }
        fn player_count(&self) -> usize {
            2
        }
        fn current_seat(&self) -> Option<Seat> {
            (!self.is_over()).then_some((self.turns % 2) as Seat)
        }
        fn legal_actions_into(&self, actions: &mut Vec<u16>) {
            actions.clear();
            if !self.is_over() {
                actions.extend(LISTED);
            }
        }
        fn check(&self, action: u16) -> Result<(), ()> {
            if self.is_over() || !(1..=500).contains(&action) {
                return Err(());
            }
            Ok(())
        }
        fn play(&mut self, action: u16) -> Result<Vec<()>, ()> {
            self.check(action)?;
            self.play_unchecked(action, &mut Vec::new());
            Ok(Vec::new())
        }
        fn play_unchecked(&mut self, action: u16, _: &mut Vec<()>) {
            self.sum += u32::from(action);
            self.turns += 1;
        }
        fn is_over(&self) -> bool {
            self.sum >= self.goal
        }
        fn is_mid_turn(&self) -> bool {
            false
        }
        fn outcome(&self) -> Option<Outcome> {
            self.is_over().then(|| Outcome {
                scores: vec![0, 0],
                winners: vec![((self.turns + 1) % 2) as Seat],
            })
        }
        fn determinize(&self, _: u64) -> Sum {
            self.clone()
        }
        fn check_invariants(&self) -> Result<(), String> {
            Ok(())
        }
    }

    impl Codec for Sum {
        fn seats(_: &u16) -> usize {
            2
        }
        fn encode_setup(goal: &u16, out: &mut Vec<u8>) -> Result<(), SaveError> {
            out.extend_from_slice(&goal.to_le_bytes());
            Ok(())
        }
        fn decode_setup(reader: &mut Reader<'_>, _: u8) -> Result<u16, SaveError> {
            let bytes = reader.take(2).ok_or(SaveError::Truncated)?;
            Ok(u16::from_le_bytes([bytes[0], bytes[1]]))
        }
        fn encode_action(action: u16, out: &mut Vec<u8>) -> Result<(), SaveError> {
            out.extend_from_slice(&action.to_le_bytes());
            Ok(())
        }
        fn decode_action(reader: &mut Reader<'_>) -> Option<u16> {
            let bytes = reader.take(2)?;
            Some(u16::from_le_bytes([bytes[0], bytes[1]]))
        }
    }

    /// A game to `goal`, one action in `unlisted` out of the list.
    fn record(goal: u16, unlisted: u32, rng: &mut Rng) -> Record<Sum> {
        let mut state = Sum::new_game(&goal).unwrap();
        let mut actions = Vec::new();
        while !state.is_over() {
            let action = if rng.below(unlisted) == 0 {
                4 + rng.below(497) as u16
            } else {
                LISTED[rng.below(3) as usize]
            };
            state.play(action).unwrap();
            actions.push(action);
        }
        Record {
            setup: goal,
            actions,
        }
    }

    /// The string of a game to `goal` whose actions are the choices `code` writes.
    fn string(goal: u16, code: impl FnOnce(&mut Encoder)) -> String {
        let mut encoder = Encoder::default();
        code(&mut encoder);
        let mut body = goal.to_le_bytes().to_vec();
        body.extend(encoder.finish());
        frame::<Sum>(3, &goal, &[], &body).unwrap()
    }

    fn escape(encoder: &mut Encoder, bytes: &[u8]) {
        encode_choice(encoder, Choice::Escape, 3);
        encoder.uniform(bytes.len() as u32, 256);
        bytes
            .iter()
            .for_each(|byte| encoder.uniform(u32::from(*byte), 256));
    }

    #[test]
    fn a_plan_from_any_position_comes_back_and_an_illegal_one_is_refused_at_its_action() {
        let mut rng = Rng::new(7);
        for goal in [1, 30, 400] {
            let record = record(goal, 4, &mut rng);
            for cut in 0..=record.actions.len() {
                let state = Record::<Sum> {
                    setup: goal,
                    actions: record.actions[..cut].to_vec(),
                }
                .replay()
                .unwrap();
                let plan = &record.actions[cut..];
                let bytes = encode_plan(&state, plan).unwrap();
                assert_eq!(decode_plan(&state, &bytes).unwrap(), plan);
            }
        }
        let start = Sum::new_game(&30).unwrap();
        assert_eq!(
            encode_plan(&start, &[2, 0, 1]),
            Err(SaveError::IllegalAction { index: 1 })
        );
    }

    #[test]
    fn actions_the_list_leaves_out_are_escaped_and_come_back() {
        let mut rng = Rng::new(1);
        for round in 0..200 {
            let whole = record(300, 1 + round % 7, &mut rng);
            let cut = rng.below(whole.actions.len() as u32 + 1) as usize;
            for actions in [&whole.actions[..], &whole.actions[..cut]] {
                let partial = Record::<Sum> {
                    setup: whole.setup,
                    actions: actions.to_vec(),
                };
                let text = export(&partial, &[Some(Level::Easy)]).unwrap();
                assert_eq!(save::read(&text).unwrap().format, 3);
                let saved = import::<Sum>(&text).unwrap();
                assert_eq!(saved.record, partial);
                assert_eq!(saved.state, partial.replay().unwrap());
                assert_eq!(saved.controllers, [Some(Level::Easy), None]);
                let before = export_format_2(&partial, &[]).unwrap();
                assert_eq!(import::<Sum>(&before).unwrap().record, partial);
            }
        }
    }

    #[test]
    fn a_forged_escape_is_refused_at_its_action() {
        // Listed actions are coded by their index, never escaped: one string per game.
        let listed = string(10, |encoder| {
            encode_choice(encoder, Choice::Listed(2), 3);
            escape(encoder, &1u16.to_le_bytes());
        });
        assert_eq!(import::<Sum>(&listed).unwrap_err(), SaveError::BadAction(1));
        // An action the rules refuse.
        let refused = string(10, |encoder| escape(encoder, &600u16.to_le_bytes()));
        assert_eq!(
            import::<Sum>(&refused).unwrap_err(),
            SaveError::IllegalAction { index: 0 }
        );
        // Bytes that are no action, or more than one.
        for bytes in [&[7][..], &[7, 0, 0]] {
            let unreadable = string(10, |encoder| {
                encode_choice(encoder, Choice::Listed(0), 3);
                encode_choice(encoder, Choice::Listed(1), 3);
                escape(encoder, bytes);
            });
            assert_eq!(
                import::<Sum>(&unreadable).unwrap_err(),
                SaveError::BadAction(2)
            );
        }
        // An escape the writer would write reads back.
        let good = string(10, |encoder| {
            escape(encoder, &7u16.to_le_bytes());
            encode_choice(encoder, Choice::Listed(2), 3);
        });
        assert_eq!(import::<Sum>(&good).unwrap().record.actions, [7, 3]);
    }

    #[test]
    fn a_game_past_its_end_or_with_an_illegal_action_is_not_written() {
        let over = Record::<Sum> {
            setup: 5,
            actions: vec![3, 3, 1],
        };
        assert_eq!(
            export(&over, &[]).unwrap_err(),
            SaveError::IllegalAction { index: 2 }
        );
        let illegal = Record::<Sum> {
            setup: 50,
            actions: vec![3, 0],
        };
        assert_eq!(
            export(&illegal, &[]).unwrap_err(),
            SaveError::IllegalAction { index: 1 }
        );
        let bad_setup = Record::<Sum> {
            setup: 0,
            actions: Vec::new(),
        };
        assert_eq!(export(&bad_setup, &[]).unwrap_err(), SaveError::BadSetup);
    }

    #[test]
    fn damaged_escapes_behind_the_checksum_never_panic() {
        let mut rng = Rng::new(6);
        let mut outcomes = std::collections::BTreeMap::<&str, usize>::new();
        for round in 0..3000 {
            let record = record(200, 3, &mut rng);
            let bytes = save::to_bytes(&export(&record, &[]).unwrap()).unwrap();
            // format, checksum, length (1 byte), "sum", data version, seats, goal (2 bytes).
            let start = 1 + 4 + 1 + 4 + 1 + 3 + 2;
            let mut damaged = bytes.clone();
            let at = start + rng.below((bytes.len() - start) as u32) as usize;
            match round % 3 {
                0 => damaged[at] ^= 1 << rng.below(8),
                1 => damaged.truncate(at),
                _ => damaged[at] = rng.below(256) as u8,
            }
            let text = save::reseal(&damaged).unwrap();
            let outcome = match import::<Sum>(&text) {
                Ok(saved) => {
                    assert_eq!(export(&saved.record, &[]).unwrap(), text);
                    "ok"
                }
                Err(SaveError::BadAction(index)) => {
                    assert!(index <= record.actions.len() + 300);
                    "unreadable"
                }
                Err(SaveError::IllegalAction { .. }) => "illegal",
                Err(SaveError::TrailingData) => "trailing",
                Err(other) => panic!("{other:?}"),
            };
            *outcomes.entry(outcome).or_default() += 1;
        }
        assert_eq!(outcomes.len(), 4, "{outcomes:?}");
    }

    #[test]
    fn hints_round_trip_and_strings_without_them_are_unchanged() {
        let mut rng = Rng::new(28);
        for round in 0..300 {
            let whole = record(300, 1 + round % 5, &mut rng);
            let cut = rng.below(whole.actions.len() as u32 + 1) as usize;
            let partial = Record::<Sum> {
                setup: whole.setup,
                actions: whole.actions[..cut].to_vec(),
            };
            let plain = export(&partial, &[Some(Level::Hard)]).unwrap();
            // No hints: the very string of before (the flag and the section are absent).
            assert_eq!(
                export_with_hints(&partial, &[Some(Level::Hard)], &[]).unwrap(),
                plain
            );
            let plain_bytes = save::to_bytes(&plain).unwrap();
            assert_eq!(
                plain_bytes[1 + 4 + 1 + 4 + 1],
                2,
                "seat count without the flag"
            );
            let mut hints: Vec<u32> = (0..=cut as u32).filter(|_| rng.below(4) == 0).collect();
            if hints.is_empty() {
                hints.push(rng.below(cut as u32 + 1));
            }
            let text = export_with_hints(&partial, &[Some(Level::Hard)], &hints).unwrap();
            assert_ne!(text, plain);
            let frame = save::read(&text).unwrap();
            assert_eq!((frame.format, frame.hints.clone()), (3, hints.clone()));
            assert_eq!(frame.controllers, [Some(Level::Hard), None]);
            let saved = import::<Sum>(&text).unwrap();
            assert_eq!(saved.record, partial);
            assert_eq!(saved.hints, hints);
            assert_eq!(saved.controllers, [Some(Level::Hard), None]);
            // Read back and written again: the same string.
            assert_eq!(
                export_with_hints(&saved.record, &saved.controllers, &saved.hints).unwrap(),
                text
            );
            // The string without hints still reads with none, as before.
            let saved = import::<Sum>(&plain).unwrap();
            assert!(saved.hints.is_empty());
            assert_eq!(saved.record, partial);
            // Format 2 has no hints.
            let before = export_format_2(&partial, &[]).unwrap();
            assert!(import::<Sum>(&before).unwrap().hints.is_empty());
        }
    }

    #[test]
    fn hints_out_of_order_or_past_the_end_are_refused() {
        let played = Record::<Sum> {
            setup: 50,
            actions: vec![1, 2, 3],
        };
        for hints in [&[4][..], &[2, 2], &[3, 1]] {
            assert_eq!(
                export_with_hints(&played, &[], hints).unwrap_err(),
                SaveError::TooLarge
            );
        }
        assert!(export_with_hints(&played, &[], &[0, 3]).is_ok());
        // A string whose hint lies past the last action (written by hand) is refused.
        let body = {
            let mut body = 50u16.to_le_bytes().to_vec();
            let mut encoder = Encoder::default();
            encode_choice(&mut encoder, Choice::Listed(0), 3);
            encode_choice(&mut encoder, Choice::End, 3);
            body.extend(encoder.finish());
            body
        };
        let past = save::write_with_hints(3, "sum", 1, &[None, None], &[2], &body).unwrap();
        assert_eq!(import::<Sum>(&past).unwrap_err(), SaveError::TrailingData);
        let within = save::write_with_hints(3, "sum", 1, &[None, None], &[1], &body).unwrap();
        assert_eq!(import::<Sum>(&within).unwrap().hints, [1]);
        // Format 2 strings carry none.
        assert_eq!(
            save::write_with_hints(2, "sum", 1, &[None, None], &[1], &body).unwrap_err(),
            SaveError::TooLarge
        );
    }

    #[test]
    fn damaged_hint_sections_never_panic() {
        let mut rng = Rng::new(29);
        let mut outcomes = std::collections::BTreeMap::<&str, usize>::new();
        for round in 0..3000 {
            let record = record(100, 3, &mut rng);
            let count = record.actions.len() as u32;
            let hints: Vec<u32> = (0..=count).filter(|_| rng.below(3) == 0).collect();
            let hints = if hints.is_empty() { vec![count] } else { hints };
            let text = export_with_hints(&record, &[Some(Level::Easy), None], &hints).unwrap();
            let bytes = save::to_bytes(&text).unwrap();
            // format, checksum, length, "sum", data version, then the seats and the hints.
            let start = 1 + 4 + 1 + 4 + 1;
            let mut damaged = bytes.clone();
            let at = start + rng.below((bytes.len() - start) as u32) as usize;
            match round % 3 {
                0 => damaged[at] ^= 1 << rng.below(8),
                1 => damaged.truncate(at),
                _ => damaged[at] = rng.below(256) as u8,
            }
            let Some(text) = save::reseal(&damaged) else {
                continue;
            };
            let outcome = match import::<Sum>(&text) {
                Ok(saved) => {
                    assert!(saved.hints.windows(2).all(|pair| pair[0] < pair[1]));
                    assert!(saved
                        .hints
                        .last()
                        .is_none_or(|at| *at as usize <= saved.record.actions.len()));
                    "ok"
                }
                Err(_) => "refused",
            };
            *outcomes.entry(outcome).or_default() += 1;
        }
        assert_eq!(outcomes.len(), 2, "{outcomes:?}");
    }
}
