//! The shell's sentences said once for every language: each catalogue gives their templates
//! ([`Catalogue::shell`](super::Catalogue::shell), in the order of the constants below, with
//! numbered holes), which in the web bundles are words outside the wasm (`tabletop::words`).

use super::{capitalised, Catalogue};
use ::eoi::rules::{data, Area, GameState, Resource, Step};
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
/// The turn panel's choices (`step_label`).
const BUILD: usize = 27;
const RUN: usize = 28;
const RUN_UNKNOWN: usize = 29;
const BUY: usize = 30;
const PRODUCE: usize = 31;
const TAKE_COG: usize = 32;
const EXCHANGE: usize = 33;
const DEVELOP: usize = 34;
const PATENT: usize = 35;
const PATENT_NOTHING: usize = 36;
const BONUS_ONE: usize = 37;
const BONUS_MANY: usize = 38;
const PATENT_TIP: usize = 39;
const BONUS_CELL: usize = 40;
/// Nouns counted by the language's rule ([`Catalogue::counted`]), singular then plural.
const PATENT_NOUN: usize = 41;
const COG_BONUS_NOUN: usize = 43;
const PLAYER_NOUN: usize = 45;
const RESOLVE: usize = 47;
const INFLUENCE_NOUN: usize = 48;
const COG_NOUN: usize = 50;
const FACTORY_TIP: usize = 52;
const CARD_TIP: usize = 53;
const LOAD_TIP: usize = 54;
const SPACE_TITLE: usize = 55;
const TOKENS_LEFT: usize = 56;
/// Action tokens, singular then plural.
const TOKEN_NOUN: usize = 57;
/// How many templates [`Catalogue::shell`](super::Catalogue::shell) holds.
pub const SHELL: usize = 59;

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
        SaveError::UnknownFormat(_) => at(5).text().to_string(),
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

/// A choice of the turn panel, naming what sets it apart from the others, in `c`'s language.
#[inline(never)]
pub fn step_label(c: &dyn Catalogue, state: &GameState, step: Step) -> String {
    let said = c.shell();
    let words = c.words();
    let command = |step: Step| capitalised(&words.step(step));
    match step {
        Step::Build(factory) => match factory.info() {
            Some(info) => said[BUILD].fill(&[
                &c.product_amount(info.product, info.amount),
                &c.cost_text(&info.cost),
                &words.factory(factory),
            ]),
            None => command(step),
        },
        Step::RunFactory(factory) => match factory.info() {
            Some(info) => said[RUN].fill(&[
                &c.product_amount(info.product, info.amount),
                &words.factory(factory),
            ]),
            None => said[RUN_UNKNOWN].fill(&[&"", &words.factory(factory), &command(step)]),
        },
        Step::Buy(load) => {
            let cubes = state.loads().get(usize::from(load.0)).copied().unwrap_or(0);
            let resource = load.info().map_or("", |info| words.resource(info.resource));
            said[BUY].fill(&[
                &words.load(load),
                &cubes,
                &resource,
                &data::LOAD_PRICE,
                &command(step),
                &c.bought(cubes, load),
            ])
        }
        Step::Produce { card, fake } => match card.info() {
            Some(info) => {
                let mut cost = info.cost;
                if let Some(payment) = fake {
                    cost[Resource::Metal.index()] += payment.metal;
                    cost[Resource::Tech.index()] += payment.tech;
                    cost[Resource::Tool.index()] += payment.tool;
                }
                let profit = info.profit;
                said[PRODUCE].fill(&[
                    &words.card(card),
                    &c.cost_text(&cost),
                    &c.gains_text(profit.influence, profit.gold, profit.cogs),
                    &command(Step::Produce { card, fake: None }),
                ])
            }
            None => command(step),
        },
        Step::TakeCog => said[TAKE_COG].fill(&[&c.cogs_phrase(1)]),
        Step::Exchange(exchange) => {
            said[EXCHANGE].fill(&[&words.exchange(exchange), &command(step)])
        }
        Step::Develop(invention, space) => {
            let info = invention.space(space);
            said[DEVELOP].fill(&[
                &words.space(space),
                &words.invention(invention),
                &c.cogs_phrase(info.cogs),
                &info.influence,
                &command(step),
                &c.influence_phrase(info.influence),
            ])
        }
        Step::Patent(target) => {
            let (gold, influence) = next_patent(state);
            let (sentence, space, invention) = match target {
                Some((invention, space)) => {
                    (PATENT, words.space(space), words.invention(invention))
                }
                None => (PATENT_NOTHING, "", ""),
            };
            said[sentence].fill(&[
                &space,
                &invention,
                &gold,
                &influence,
                &command(step),
                &c.influence_phrase(influence),
            ])
        }
    }
}

/// The gold and influence of the current player's next patent.
fn next_patent(state: &GameState) -> (u8, u8) {
    let seat = state.current_seat().unwrap_or(0);
    let square = state
        .player(seat)
        .map_or(0, |player| usize::from(player.patents));
    data::PATENT_TRACK.get(square).copied().unwrap_or((0, 0))
}

fn counted(c: &dyn Catalogue, count: impl Into<i64>, noun: usize) -> String {
    let said = c.shell();
    c.counted(count.into(), said[noun].text(), said[noun + 1].text())
}

pub fn bonus_hint(said: &Templates, tokens: i16) -> String {
    if tokens == 1 {
        said[BONUS_ONE].text().to_string()
    } else {
        said[BONUS_MANY].fill(&[&tokens])
    }
}

pub fn patent_tip(c: &dyn Catalogue, number: usize, gold: u8, influence: u8) -> String {
    c.shell()[PATENT_TIP].fill(&[&number, &gold, &influence, &c.influence_phrase(influence)])
}

pub fn patent_bonus_cell(c: &dyn Catalogue, patents: u8, bonus: u8) -> String {
    c.shell()[BONUS_CELL].fill(&[&counted(c, patents, PATENT_NOUN), &bonus])
}

pub fn cogs_bonus_cell(c: &dyn Catalogue, cogs: u16, bonus: u8) -> String {
    c.shell()[BONUS_CELL].fill(&[&counted(c, cogs, COG_BONUS_NOUN), &bonus])
}

pub fn player_count(c: &dyn Catalogue, count: usize) -> String {
    counted(c, i64::try_from(count).unwrap_or(i64::MAX), PLAYER_NOUN)
}

pub fn resolve_label(c: &dyn Catalogue, area: Area) -> String {
    c.shell()[RESOLVE].fill(&[&c.words().area(area)])
}

pub fn influence_count(c: &dyn Catalogue, count: i16) -> String {
    counted(c, count, INFLUENCE_NOUN)
}

pub fn cogs_count(c: &dyn Catalogue, count: i16) -> String {
    counted(c, count, COG_NOUN)
}

pub fn factory_tip(c: &dyn Catalogue, name: &str, makes: &str, cost: &[String]) -> String {
    c.shell()[FACTORY_TIP].fill(&[&capitalised(name), &makes, &c.listed(cost)])
}

pub fn card_tip(c: &dyn Catalogue, name: &str, cost: &[String], profit: &[String]) -> String {
    c.shell()[CARD_TIP].fill(&[&name, &c.listed(cost), &c.listed(profit)])
}

pub fn load_tip(said: &Templates, name: &str, cubes: &str) -> String {
    said[LOAD_TIP].fill(&[&capitalised(name), &cubes])
}

pub fn space_title(
    c: &dyn Catalogue,
    invention: &str,
    space: &str,
    cogs: u8,
    influence: u8,
    royalty: &str,
) -> String {
    c.shell()[SPACE_TITLE].fill(&[
        &invention,
        &space,
        &c.cogs_phrase(cogs),
        &influence,
        &royalty,
        &c.influence_phrase(influence),
    ])
}

pub fn tokens_left(c: &dyn Catalogue, left: u8) -> String {
    c.shell()[TOKENS_LEFT].fill(&[&counted(c, left, TOKEN_NOUN)])
}
