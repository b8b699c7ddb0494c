//! The other sentences said once for every language: what a building gives, and why a setup
//! or a recorded game is refused. Each language gives the templates ([`Grammar::sentences`], in
//! the order of the constants below) and its own phrases ([`Grammar`]).

use super::Grammar;
use crate::rules::{data, Building, Cell, EndBonus, GameState, SetupError, MAX_NAME_CHARS};

pub(super) const POINT: usize = 0;
pub(super) const POINTS: usize = 1;
pub(super) const KEEP: usize = 2;
pub(super) const HOSPITAL: usize = 3;
pub(super) const MONASTERY: usize = 4;
pub(super) const COLLECT: usize = 5;
pub(super) const AT_THE_END: usize = 6;
pub(super) const EFFECT: usize = 7;
pub(super) const PLAYER_COUNT: usize = 8;
pub(super) const EMPTY_NAME: usize = 9;
pub(super) const NAME_TOO_LONG: usize = 10;
pub(super) const NO_START_PLAYER: usize = 11;
pub(super) const SETUP_INVALID: usize = 12;
pub(super) const ILLEGAL_ACTION: usize = 13;
pub(super) const CELL: usize = 14;
pub(super) const WALL: usize = 15;
pub(super) const DISASTER_POINT: usize = 16;
pub(super) const DISASTER_POINTS: usize = 17;
/// How many sentences [`Grammar::sentences`] holds.
pub(super) const SENTENCES: usize = 18;

fn say(words: &dyn Grammar, sentence: usize, args: &[&dyn core::fmt::Display]) -> String {
    words.sentences()[sentence].fill(args)
}

/// One line on what a building gives, in `words`' language.
#[inline(never)]
pub(super) fn building_effect(words: &dyn Grammar, building: Building) -> String {
    let info = building.info();
    let points = say(
        words,
        if words.plural(u32::from(info.points)) {
            POINTS
        } else {
            POINT
        },
        &[&info.points],
    );
    let effect = match building {
        Building::Keep => say(words, KEEP, &[]),
        Building::Hospital => say(words, HOSPITAL, &[]),
        Building::Monastery => say(words, MONASTERY, &[]),
        _ => match (info.die, info.bonus) {
            (Some(colour), _) => words.a_die_given(colour),
            (None, EndBonus::None) => say(words, COLLECT, &[&words.resources(info.collect)]),
            (None, bonus) => say(words, AT_THE_END, &[&words.end_bonus(bonus)]),
        },
    };
    say(words, EFFECT, &[&points, &effect])
}

/// Why a setup cannot start a game, in `words`' language.
#[inline(never)]
pub(super) fn setup_error(words: &dyn Grammar, error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount(count) => say(
            words,
            PLAYER_COUNT,
            &[
                &words.title(),
                &data::MIN_PLAYERS,
                &data::MAX_PLAYERS,
                count,
            ],
        ),
        SetupError::EmptyName(seat) => say(words, EMPTY_NAME, &[&(seat + 1)]),
        SetupError::NameTooLong(seat) => say(words, NAME_TOO_LONG, &[&(seat + 1), &MAX_NAME_CHARS]),
        SetupError::StartPlayerOutOfRange(seat) => say(words, NO_START_PLAYER, &[&(seat + 1)]),
    }
}

/// Why a recorded game does not replay, in `words`' language.
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
                &words.action(*action),
                &words.illegal(reason.reason),
            ],
        ),
    }
}

/// A cell, counted from 1 ("row 3, column 5"), in `words`' language.
pub(super) fn cell(words: &dyn Grammar, cell: Cell) -> String {
    say(words, CELL, &[&(cell.row + 1), &(cell.col + 1)])
}

/// A wall's name with its length, in `words`' language.
pub(super) fn wall(words: &dyn Grammar, length: u8) -> String {
    say(words, WALL, &[&length])
}

/// A number of disaster points, in `words`' language.
pub(super) fn disaster_points(words: &dyn Grammar, points: u32) -> String {
    let sentence = if words.plural(points) {
        DISASTER_POINTS
    } else {
        DISASTER_POINT
    };
    say(words, sentence, &[&points])
}
