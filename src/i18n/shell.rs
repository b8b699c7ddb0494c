//! The shell's sentences said once for every language: each catalogue gives their templates
//! ([`Catalogue::shell`](super::Catalogue::shell), in the order of the constants below, with
//! numbered holes), which in the web bundles are words outside the wasm (`tabletop::words`).

use ::eoi::rules::Area;
use tabletop::save::SaveError;
use tabletop::words::Word;

/// One per [`SaveError`], in its order.
const SAVE_EMPTY: usize = 0;
const AT_PLACE: usize = 14;
const WITHDRAW: usize = 15;
const ROUND: usize = 16;
const ROUND_OF: usize = 17;
const TRACK_SQUARE: usize = 18;
const PILES: usize = 19;
const TOKENS_ON_BOARD: usize = 20;
const OUT_OF: usize = 21;
const GOLD: usize = 22;
const PLAYER: usize = 23;
const NAME: usize = 24;
const CAPACITY: usize = 25;
const NOT_POSSIBLE: usize = 26;
/// How many templates [`Catalogue::shell`](super::Catalogue::shell) holds.
pub const SHELL: usize = 27;

/// The templates of one language.
pub type Templates = [Word; SHELL];

/// Why a save string cannot be opened, as a sentence.
#[inline(never)]
pub fn save_error(said: &Templates, error: &SaveError) -> String {
    let at = |offset: usize| &said[SAVE_EMPTY + offset];
    match error {
        SaveError::Empty => at(0).text().to_string(),
        SaveError::NotASaveString => at(1).text().to_string(),
        SaveError::Truncated => at(2).text().to_string(),
        SaveError::ChecksumMismatch => at(3).text().to_string(),
        SaveError::NewerFormat(version) => at(4).fill(&[version]),
        SaveError::UnknownFormat(version) => at(5).fill(&[version]),
        SaveError::NewerRules(version) => at(6).fill(&[version]),
        SaveError::OtherGame(game) => at(7).fill(&[game]),
        SaveError::OtherCardNumbers { saved, current } => at(8).fill(&[saved, current]),
        SaveError::BadSetup => at(9).text().to_string(),
        SaveError::BadAction(index) => at(10).fill(&[&(index + 1)]),
        SaveError::IllegalAction { index } => at(11).fill(&[&(index + 1)]),
        SaveError::TrailingData => at(12).text().to_string(),
        SaveError::TooLarge => at(13).text().to_string(),
    }
}

pub fn at_place(said: &Templates, label: &str, place: usize) -> String {
    said[AT_PLACE].fill(&[&label, &place])
}

pub fn withdraw_label(said: &Templates, area: Area) -> String {
    said[WITHDRAW].fill(&[&area.letter()])
}

pub fn round_of(said: &Templates, round: u8, last: u8) -> String {
    if last == 0 {
        said[ROUND].fill(&[&round])
    } else {
        said[ROUND_OF].fill(&[&round, &last])
    }
}

pub fn track_square_tip(said: &Templates, square: u16, good: &str) -> String {
    said[TRACK_SQUARE].fill(&[&square, &good])
}

pub fn piles(said: &Templates, deck: usize, discard: usize, new: usize) -> String {
    said[PILES].fill(&[&deck, &discard, &new])
}

pub fn tokens_on_board(said: &Templates, total: u8, on_board: usize) -> String {
    said[TOKENS_ON_BOARD].fill(&[&total, &on_board])
}

pub fn out_of(said: &Templates, count: u8, of: usize) -> String {
    said[OUT_OF].fill(&[&count, &of])
}

pub fn gold_count(said: &Templates, count: i16) -> String {
    said[GOLD].fill(&[&count])
}

pub fn player_number(said: &Templates, seat: usize) -> String {
    said[PLAYER].fill(&[&(seat + 1)])
}

pub fn name_label(said: &Templates, seat: usize) -> String {
    said[NAME].fill(&[&(seat + 1)])
}

pub fn capacity_bonus_cell(said: &Templates, capacity: u16, bonus: u8) -> String {
    said[CAPACITY].fill(&[&capacity, &bonus])
}

pub fn not_possible(said: &Templates, count: usize) -> String {
    said[NOT_POSSIBLE].fill(&[&count])
}
