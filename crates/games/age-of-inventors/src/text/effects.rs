//! What a card or a lab does, said once for every language like the log lines (`events`):
//! which sentence and with which arguments; each language gives the templates and nouns
//! ([`Grammar::effect_words`], in the order of the constants below), its counting rule
//! ([`Grammar::counted`]) and its own phrases ([`Grammar`]).

use super::{join, Grammar};
use crate::rules::{
    data, Bundle, CostTarget, Effect, GameState, Modifier, NewsRule, Occasion, SetupError,
};
use core::fmt::Display;

pub(super) const GAIN: usize = 0;
pub(super) const GAIN_ANY: usize = 1;
pub(super) const GAIN_SPLIT: usize = 2;
pub(super) const PAY_AND: usize = 3;
pub(super) const OF_CHOICE: usize = 4;
pub(super) const CONVERT: usize = 5;
pub(super) const DRAW: usize = 6;
pub(super) const RESET_SWITCHES: usize = 7;
pub(super) const ACTIVATE_ONE: usize = 8;
pub(super) const ACTIVATE: usize = 9;
pub(super) const PLACE_DISCOUNTED: usize = 10;
pub(super) const SEARCH_CONCEIVE: usize = 11;
pub(super) const PEEK: usize = 12;
pub(super) const STEAL_FUNDS: usize = 13;
pub(super) const STEAL_SWITCH: usize = 14;
pub(super) const INNOVATIVE_IDEAS: usize = 15;
pub(super) const USE_CONVERSION: usize = 16;
pub(super) const NEXT_PLACEMENT: usize = 17;
pub(super) const ADVANCE_TRACK: usize = 18;
/// The nouns counted in effects, each as its singular then its plural.
pub(super) const SCIENCE: usize = 19;
pub(super) const INVENTION_TILE: usize = 21;
pub(super) const INVENTOR_CARD: usize = 23;
pub(super) const SECRET_EXPERIMENT: usize = 25;
pub(super) const BREAKTHROUGH: usize = 27;
pub(super) const USED_SWITCH: usize = 29;
pub(super) const UNIT: usize = 31;
pub(super) const IDEA: usize = 33;
pub(super) const FUND: usize = 35;
pub(super) const SPACE: usize = 37;
/// "and" between the last two items of a list.
pub(super) const AND: usize = 39;
pub(super) const MOD_WILD: usize = 40;
pub(super) const MOD_TRACK: usize = 41;
/// What a cost change is about, one per [`CostTarget`] in its order.
pub(super) const COST_RECRUIT: usize = 42;
pub(super) const COST_LESS: usize = 49;
pub(super) const COST_MORE: usize = 50;
pub(super) const MOD_IDEA_RATE: usize = 51;
pub(super) const MOD_FUNDS_RATE: usize = 52;
pub(super) const MOD_BREAKTHROUGH: usize = 53;
pub(super) const NEWS_ALL_GAIN: usize = 54;
pub(super) const NEWS_ALL_GAIN_ANY: usize = 55;
pub(super) const NEWS_RANK: usize = 56;
pub(super) const HIGHEST: usize = 57;
pub(super) const LOWEST: usize = 58;
pub(super) const NEWS_FOR_ALL: usize = 59;
pub(super) const NEWS_ON_EVENT: usize = 60;
pub(super) const AN_INVENTOR: usize = 61;
pub(super) const AN_INVENTION: usize = 62;
pub(super) const NEWS_CLOSE: usize = 63;
pub(super) const NEWS_EXTRA: usize = 64;
/// The equipment tokens counted in news, singular then plural.
pub(super) const EQUIPMENT_TOKEN: usize = 65;
pub(super) const EXPERIMENT_NEEDING: usize = 67;
pub(super) const EXPERIMENT: usize = 68;
pub(super) const BREAKTHROUGH_WORTH: usize = 69;
/// Points, singular then plural.
pub(super) const POINT: usize = 70;
pub(super) const SLOT_GAIN: usize = 72;
pub(super) const SLOT_GAIN_ANY: usize = 73;
pub(super) const SLOT_DRAW: usize = 74;
pub(super) const CONVERSION: usize = 75;
pub(super) const PLAYER_COUNT: usize = 76;
pub(super) const SETUP_INVALID: usize = 77;
pub(super) const ILLEGAL_ACTION: usize = 78;
pub(super) const EMPTY_NAME: usize = 79;
pub(super) const NAME_TOO_LONG: usize = 80;
/// How many words [`Grammar::effect_words`] holds.
pub(super) const EFFECTS: usize = 81;

/// One effect as a sentence, in `words`' language.
#[inline(never)]
pub(super) fn effect_text(words: &dyn Grammar, effect: Effect) -> String {
    let said = words.effect_words();
    let say = |sentence: usize, args: &[&dyn Display]| said[sentence].fill(args);
    // A number of the noun whose singular is at `noun` (its plural follows it).
    let counted = |n: u8, noun: usize| words.counted(n, said[noun].text(), said[noun + 1].text());
    match effect {
        Effect::Gain(gain) => say(GAIN, &[&words.resources(gain)]),
        Effect::GainAny(n) => say(GAIN_ANY, &[&counted(n, SCIENCE)]),
        Effect::GainSplit {
            resource,
            own,
            others,
        } => say(
            GAIN_SPLIT,
            &[
                &words.amount_of(resource, own),
                &words.amount_of(resource, others),
            ],
        ),
        Effect::Convert {
            pay,
            gain,
            gain_any,
        } => {
            let mut paid = words.resources(pay.fixed);
            if pay.any_science > 0 {
                let any = counted(pay.any_science, SCIENCE);
                paid = if pay.fixed.total() > 0 {
                    say(PAY_AND, &[&paid, &any])
                } else {
                    any
                };
            }
            let mut got = Vec::new();
            if gain.total() > 0 {
                got.push(words.resources(gain));
            }
            if gain_any > 0 {
                got.push(say(OF_CHOICE, &[&counted(gain_any, SCIENCE)]));
            }
            say(CONVERT, &[&paid, &join(&got, said[AND].text())])
        }
        Effect::DrawInvention(n) => say(DRAW, &[&counted(n, INVENTION_TILE)]),
        Effect::DrawInventor(n) => say(DRAW, &[&counted(n, INVENTOR_CARD)]),
        Effect::DrawExperiment(n) => say(DRAW, &[&counted(n, SECRET_EXPERIMENT)]),
        Effect::DrawBreakthrough(n) => say(DRAW, &[&counted(n, BREAKTHROUGH)]),
        Effect::ResetSwitches(n) => say(RESET_SWITCHES, &[&counted(n, USED_SWITCH)]),
        Effect::ActivateEquipment(1) => say(ACTIVATE_ONE, &[]),
        Effect::ActivateEquipment(n) => say(ACTIVATE, &[&n]),
        Effect::PlaceDiscounted(n) => say(PLACE_DISCOUNTED, &[&counted(n, UNIT)]),
        Effect::SearchConceive(first, second) => say(
            SEARCH_CONCEIVE,
            &[&words.filter(first), &words.filter(second)],
        ),
        Effect::PeekInventions { count, take_ideas } => {
            say(PEEK, &[&count as &dyn Display, &counted(take_ideas, IDEA)])
        }
        Effect::StealFunds(n) => say(STEAL_FUNDS, &[&counted(n, FUND) as &dyn Display, &n]),
        Effect::StealSwitch => say(STEAL_SWITCH, &[]),
        Effect::InnovativeIdeas => say(INNOVATIVE_IDEAS, &[]),
        Effect::UseConversion => say(USE_CONVERSION, &[]),
        Effect::NextPlacementDiscount(n) => say(NEXT_PLACEMENT, &[&counted(n, UNIT)]),
        Effect::AdvanceTrack(track, n) => say(
            ADVANCE_TRACK,
            &[&counted(n, SPACE) as &dyn Display, &words.track(track)],
        ),
    }
}

/// A lasting modifier as a sentence, in `words`' language.
#[inline(never)]
pub(super) fn modifier_text(words: &dyn Grammar, modifier: Modifier) -> String {
    let said = words.effect_words();
    let say = |sentence: usize, args: &[&dyn Display]| said[sentence].fill(args);
    let counted = |n: u8, noun: usize| words.counted(n, said[noun].text(), said[noun + 1].text());
    match modifier {
        Modifier::WildAdjacency(field) => say(MOD_WILD, &[&words.of_field(field)]),
        Modifier::TrackBonus(track, steps) => say(
            MOD_TRACK,
            &[&words.track(track) as &dyn Display, &counted(steps, SPACE)],
        ),
        Modifier::CostDelta(target, delta) => {
            let what = said[COST_RECRUIT
                + match target {
                    CostTarget::Recruit => 0,
                    CostTarget::Conceive => 1,
                    CostTarget::Ingenuity => 2,
                    CostTarget::ExperimentFunds => 3,
                    CostTarget::Refresh => 4,
                    CostTarget::Equipment => 5,
                    CostTarget::Income => 6,
                }]
            .text();
            let unit = match target {
                CostTarget::Conceive | CostTarget::Ingenuity => IDEA,
                _ => FUND,
            };
            let amount = counted(delta.unsigned_abs(), unit);
            say(
                if delta < 0 { COST_LESS } else { COST_MORE },
                &[&what, &amount],
            )
        }
        Modifier::IdeaConversionRate(rate) => {
            say(MOD_IDEA_RATE, &[&rate, &data::IDEA_CONVERSION_MATCHING])
        }
        Modifier::FundsConversionRate(rate) => say(MOD_FUNDS_RATE, &[&counted(rate, FUND)]),
        Modifier::BreakthroughPick => say(MOD_BREAKTHROUGH, &[]),
    }
}

/// A news card's rule as a sentence, in `words`' language.
#[inline(never)]
pub(super) fn news_text(words: &dyn Grammar, rule: NewsRule) -> String {
    let said = words.effect_words();
    let say = |sentence: usize, args: &[&dyn Display]| said[sentence].fill(args);
    let counted = |n: u8, noun: usize| words.counted(n, said[noun].text(), said[noun + 1].text());
    match rule {
        NewsRule::AllGain(gain) => say(NEWS_ALL_GAIN, &[&words.resources(gain)]),
        NewsRule::AllGainAny(n) => say(NEWS_ALL_GAIN_ANY, &[&counted(n, SCIENCE)]),
        NewsRule::RankGain { highest, gain } => say(
            NEWS_RANK,
            &[
                &said[if highest { HIGHEST } else { LOWEST }].text(),
                &words.resources(gain),
            ],
        ),
        NewsRule::ForAll(modifier) => say(NEWS_FOR_ALL, &[&modifier_text(words, modifier)]),
        NewsRule::OnEvent(occasion, gain) => say(
            NEWS_ON_EVENT,
            &[
                &said[match occasion {
                    Occasion::PlaceInventor => AN_INVENTOR,
                    Occasion::PlaceInvention => AN_INVENTION,
                }]
                .text(),
                &words.resources(gain),
            ],
        ),
        NewsRule::CloseLocation(location) => say(NEWS_CLOSE, &[&words.location(location)]),
        NewsRule::ExtraEquipmentActivation(n) => {
            say(NEWS_EXTRA, &[&n, &counted(n, EQUIPMENT_TOKEN)])
        }
    }
}

/// An experiment card: what it needs and what it is worth, in `words`' language.
pub(super) fn experiment_text(words: &dyn Grammar, id: u8) -> String {
    let said = words.effect_words();
    match data::EXPERIMENT_DATA.get(usize::from(id)) {
        Some(experiment) => {
            said[EXPERIMENT_NEEDING].fill(&[&words.resources(experiment.needs), &experiment.vp])
        }
        None => said[EXPERIMENT].text().to_string(),
    }
}

/// A breakthrough tile by its value, in `words`' language.
pub(super) fn breakthrough_text(words: &dyn Grammar, value: u8) -> String {
    let said = words.effect_words();
    let points = words.counted(value, said[POINT].text(), said[POINT + 1].text());
    said[BREAKTHROUGH_WORTH].fill(&[&points])
}

/// What a lab slot's bonus gives, in `words`' language.
pub(super) fn slot_bonus_text(words: &dyn Grammar, bonus: data::SlotBonus) -> String {
    let said = words.effect_words();
    let counted = |n: u8, noun: usize| words.counted(n, said[noun].text(), said[noun + 1].text());
    match bonus {
        data::SlotBonus::Gain(gain) => said[SLOT_GAIN].fill(&[&words.resources(gain)]),
        data::SlotBonus::GainAny(n) => said[SLOT_GAIN_ANY].fill(&[&counted(n, SCIENCE)]),
        data::SlotBonus::DrawInvention(n) => said[SLOT_DRAW].fill(&[&counted(n, INVENTION_TILE)]),
    }
}

/// A book's conversion: what its owner is paid and what it gives, in `words`' language.
pub(super) fn conversion_text(words: &dyn Grammar, pay: Bundle, gain: Bundle) -> String {
    words.effect_words()[CONVERSION].fill(&[&words.resources(pay), &words.resources(gain)])
}

/// Why a setup cannot start a game, in `words`' language.
pub(super) fn setup_error(words: &dyn Grammar, error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount(count) => words.effect_words()[PLAYER_COUNT].fill(&[
            &data::MIN_PLAYERS,
            &data::MAX_PLAYERS,
            count,
        ]),
        SetupError::EmptyName(seat) => words.effect_words()[EMPTY_NAME].fill(&[&(seat + 1)]),
        SetupError::NameTooLong(seat) => words.effect_words()[NAME_TOO_LONG]
            .fill(&[&(seat + 1), &tabletop::names::MAX_NAME_CHARS]),
    }
}

/// Why a recorded game does not replay, in `words`' language.
pub(super) fn replay_error(
    words: &dyn Grammar,
    error: &tabletop::ReplayError<GameState>,
) -> String {
    let said = words.effect_words();
    match error {
        tabletop::ReplayError::Setup(reason) => {
            said[SETUP_INVALID].fill(&[&setup_error(words, reason)])
        }
        tabletop::ReplayError::Illegal {
            index,
            action,
            reason,
        } => said[ILLEGAL_ACTION].fill(&[
            &(index + 1),
            &words.action(*action),
            &words.illegal(reason.reason),
        ]),
    }
}
