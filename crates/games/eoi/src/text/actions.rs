//! Exchanges, action steps and actions, said once for every language like the log lines
//! (`events`): which sentence and with which arguments; each language gives the templates
//! ([`Grammar::actions`], in the order of the constants below) and its own phrases
//! ([`Grammar`]).

use super::Grammar;
use crate::rules::action::{Action, Exchange, Step};
use crate::rules::components::Space;

pub(super) const GOLD_FOR_COG: usize = 0;
pub(super) const COG_FOR_GOLD: usize = 1;
pub(super) const GOLD_FOR_INFLUENCE: usize = 2;
pub(super) const COG_FOR_INFLUENCE: usize = 3;
pub(super) const BONUS_TOKEN: usize = 4;
pub(super) const TRADE_TWO: usize = 5;
pub(super) const TRADE: usize = 6;
pub(super) const BUILD: usize = 7;
pub(super) const RUN_FACTORY: usize = 8;
pub(super) const BUY: usize = 9;
pub(super) const PRODUCE: usize = 10;
pub(super) const PRODUCE_FAKE: usize = 11;
pub(super) const TAKE_COG: usize = 12;
pub(super) const EXCHANGE: usize = 13;
pub(super) const DEVELOP_GOLD: usize = 14;
pub(super) const DEVELOP_SILVER: usize = 15;
pub(super) const PATENT: usize = 16;
pub(super) const PATENT_ON: usize = 17;
pub(super) const PLACE: usize = 18;
pub(super) const RESOLVE: usize = 19;
pub(super) const WITHDRAW: usize = 20;
pub(super) const END_ACTION: usize = 21;
pub(super) const BONUS: usize = 22;
pub(super) const SKIP_BONUS: usize = 23;
/// How many sentences [`Grammar::actions`] holds.
pub(super) const ACTIONS: usize = 24;

fn say(words: &dyn Grammar, sentence: usize, args: &[&dyn core::fmt::Display]) -> String {
    words.actions()[sentence].fill(args)
}

/// An exchange of the exchange track ("2 gold for 1 cog"), in `words`' language.
#[inline(never)]
pub(super) fn exchange_text(words: &dyn Grammar, exchange: Exchange) -> String {
    match exchange {
        Exchange::GoldForCog => say(words, GOLD_FOR_COG, &[&words.cogs(1)]),
        Exchange::CogForGold => say(words, COG_FOR_GOLD, &[&words.cogs(1)]),
        Exchange::GoldForInfluence => say(words, GOLD_FOR_INFLUENCE, &[&words.influence(1)]),
        Exchange::CogForInfluence => say(
            words,
            COG_FOR_INFLUENCE,
            &[&words.cogs(1), &words.influence(1)],
        ),
        Exchange::BonusToken => say(words, BONUS_TOKEN, &[]),
        Exchange::Trade { give, get } if give[0] == give[1] => say(
            words,
            TRADE_TWO,
            &[&words.two_goods(give[0]), &words.one_good(get)],
        ),
        Exchange::Trade { give, get } => say(
            words,
            TRADE,
            &[
                &words.one_good(give[0]),
                &words.one_good(give[1]),
                &words.one_good(get),
            ],
        ),
    }
}

/// One step of an action, as a command, in `words`' language.
#[inline(never)]
pub(super) fn step_text(words: &dyn Grammar, step: Step) -> String {
    match step {
        Step::Build(factory) => say(words, BUILD, &[&words.factory(factory)]),
        Step::RunFactory(factory) => say(words, RUN_FACTORY, &[&words.factory(factory)]),
        Step::Buy(load) => say(words, BUY, &[&words.the_load(load)]),
        Step::Produce { card, fake: None } => say(words, PRODUCE, &[&words.card_to_produce(card)]),
        Step::Produce {
            card,
            fake: Some(payment),
        } => say(
            words,
            PRODUCE_FAKE,
            &[&words.card_to_produce(card), &words.fake(payment)],
        ),
        Step::TakeCog => say(words, TAKE_COG, &[&words.cogs(1)]),
        Step::Exchange(exchange) => say(words, EXCHANGE, &[&exchange_text(words, exchange)]),
        Step::Develop(invention, space) => say(
            words,
            match space {
                Space::Gold => DEVELOP_GOLD,
                Space::Silver => DEVELOP_SILVER,
            },
            &[
                &words.space(space),
                &words.invention(invention),
                &words.invention_object(invention, space),
            ],
        ),
        Step::Patent(None) => say(words, PATENT, &[]),
        Step::Patent(Some((invention, space))) => say(
            words,
            PATENT_ON,
            &[
                &words.space(space),
                &words.invention(invention),
                &words.invention_object(invention, space),
            ],
        ),
    }
}

/// An action as a command, in `words`' language.
#[inline(never)]
pub(super) fn action_text(words: &dyn Grammar, action: Action) -> String {
    match action {
        Action::Place(area) => say(
            words,
            PLACE,
            &[&words.area(area), &area.letter(), &words.area_named(area)],
        ),
        Action::Resolve(area) => say(words, RESOLVE, &[&words.area_named(area)]),
        Action::Withdraw(area) => say(words, WITHDRAW, &[&words.area_named(area)]),
        Action::Step(step) => step_text(words, step),
        Action::EndAction => say(words, END_ACTION, &[]),
        Action::Bonus(step) => say(words, BONUS, &[&step_text(words, step)]),
        Action::SkipBonus => say(words, SKIP_BONUS, &[]),
    }
}
