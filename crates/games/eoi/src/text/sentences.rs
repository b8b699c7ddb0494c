//! Why a setup or a recorded game is refused, said once for every language; each language
//! gives the templates ([`Grammar::sentences`], in the order of the constants below).

use super::Grammar;
use crate::rules::{data, GameState, SetupError, MAX_NAME_CHARS};

pub(super) const PLAYER_COUNT: usize = 0;
pub(super) const EMPTY_NAME: usize = 1;
pub(super) const NAME_TOO_LONG: usize = 2;
pub(super) const DUPLICATE_COLOUR: usize = 3;
pub(super) const NO_START_PLAYER: usize = 4;
pub(super) const UNKNOWN_RULES: usize = 5;
pub(super) const SETUP_INVALID: usize = 6;
pub(super) const ILLEGAL_ACTION: usize = 7;
/// How many sentences [`Grammar::sentences`] holds.
pub(super) const SENTENCES: usize = 8;

fn say(words: &dyn Grammar, sentence: usize, args: &[&dyn core::fmt::Display]) -> String {
    words.sentences()[sentence].fill(args)
}

/// Why a setup cannot start a game, in `words`' language.
#[inline(never)]
pub(super) fn setup_error(words: &dyn Grammar, error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount(count) => say(
            words,
            PLAYER_COUNT,
            &[&data::MIN_PLAYERS, &data::MAX_PLAYERS, count],
        ),
        SetupError::EmptyName(seat) => say(words, EMPTY_NAME, &[&(seat + 1)]),
        SetupError::NameTooLong(seat) => say(words, NAME_TOO_LONG, &[&(seat + 1), &MAX_NAME_CHARS]),
        SetupError::DuplicateColour(seat) => say(words, DUPLICATE_COLOUR, &[&(seat + 1)]),
        SetupError::StartPlayerOutOfRange(seat) => say(words, NO_START_PLAYER, &[&(seat + 1)]),
        SetupError::UnknownRules(version) => say(words, UNKNOWN_RULES, &[version]),
    }
}

/// Why a recorded game does not replay, in `words`' language (the action as the rules name
/// it).
#[inline(never)]
pub(super) fn replay_error(
    words: &dyn Grammar,
    error: &tabletop::ReplayError<GameState>,
) -> String {
    match error {
        tabletop::ReplayError::Setup(reason) => {
            say(words, SETUP_INVALID, &[&setup_error(words, reason)])
        }
        tabletop::ReplayError::Illegal {
            index,
            action,
            reason,
        } => say(
            words,
            ILLEGAL_ACTION,
            &[
                &(index + 1),
                &format!("{action:?}"),
                &words.illegal(reason.reason),
            ],
        ),
    }
}
