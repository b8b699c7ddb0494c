//! What a card or a lab does, said once for every language like the log lines (`events`):
//! which sentence and with which arguments; each language gives the templates and nouns
//! ([`Grammar::effects`], in the order of the constants below), its counting rule
//! ([`Grammar::counted`]) and its own phrases ([`Grammar`]).

use super::{join, Grammar};
use crate::rules::Effect;
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
pub(super) const EXPERIMENT: usize = 25;
pub(super) const BREAKTHROUGH: usize = 27;
pub(super) const USED_SWITCH: usize = 29;
pub(super) const UNIT: usize = 31;
pub(super) const IDEA: usize = 33;
pub(super) const FUND: usize = 35;
pub(super) const SPACE: usize = 37;
/// "and" between the last two items of a list.
pub(super) const AND: usize = 39;
/// How many words [`Grammar::effects`] holds.
pub(super) const EFFECTS: usize = 40;

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
        Effect::DrawExperiment(n) => say(DRAW, &[&counted(n, EXPERIMENT)]),
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
