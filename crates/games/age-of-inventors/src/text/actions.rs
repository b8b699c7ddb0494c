//! The commands, said once for every language like the log lines (`events`): which sentence an
//! action is and with which arguments; each language gives the templates ([`Grammar::actions`],
//! in the order of the constants below) and its own phrases ([`Grammar`]).

use super::Grammar;
use crate::rules::{Action, Bundle, LocationKind, Resource};

pub(super) const GUESS_YEAR: usize = 0;
pub(super) const CHOOSE_SIDE: usize = 1;
pub(super) const CAST_VOTE: usize = 2;
pub(super) const REARRANGE: usize = 3;
pub(super) const DRAFT: usize = 4;
pub(super) const ACTIVATE: usize = 5;
pub(super) const ASSIGN_EQUIPMENT: usize = 6;
pub(super) const ASSIGN_ANY_SCIENCE: usize = 7;
pub(super) const ASSIGN_BOOK: usize = 8;
pub(super) const ASSIGN_INGENUITY: usize = 9;
pub(super) const ASSIGN_INGENUITY_PAYING: usize = 10;
pub(super) const ASSIGN_EXPERIMENT: usize = 11;
pub(super) const REFRESH: usize = 12;
pub(super) const REFRESH_INVENTIONS: usize = 13;
pub(super) const REFRESH_INVENTORS: usize = 14;
pub(super) const RECRUIT: usize = 15;
pub(super) const CONCEIVE: usize = 16;
pub(super) const PLACE_INVENTOR: usize = 17;
pub(super) const PLACE_INVENTION_FREE: usize = 18;
pub(super) const PLACE_INVENTION: usize = 19;
pub(super) const CONVERT_TO_IDEA: usize = 20;
pub(super) const CONVERT_SCIENCE: usize = 21;
pub(super) const CONVERT_TO_FUNDS: usize = 22;
pub(super) const TRIGGER: usize = 23;
pub(super) const PASS: usize = 24;
pub(super) const END_TURN: usize = 25;
pub(super) const CHOOSE: usize = 26;
pub(super) const TAKE: usize = 27;
pub(super) const SPEND: usize = 28;
pub(super) const USE_BOOK: usize = 29;
pub(super) const ACCEPT: usize = 30;
pub(super) const DECLINE: usize = 31;
pub(super) const ANSWER_QUIZ: usize = 32;
/// How many sentences [`Grammar::actions`] holds.
pub(super) const ACTIONS: usize = 33;

/// An action as a command in lower case, in `words`' language.
#[inline(never)]
pub(super) fn action_text(words: &dyn Grammar, action: Action) -> String {
    let sentences = words.actions();
    let say = |sentence: usize, args: &[&dyn core::fmt::Display]| sentences[sentence].fill(args);
    let number = |n: u8| u32::from(n) + 1;
    match action {
        Action::GuessYear(year) => say(GUESS_YEAR, &[&year]),
        Action::ChooseSide(side) => say(CHOOSE_SIDE, &[&words.lab_side(side)]),
        Action::CastVote(vote) => say(CAST_VOTE, &[&words.vote(vote)]),
        Action::RearrangeEquipment { first, second } => {
            say(REARRANGE, &[&number(first), &number(second)])
        }
        Action::Draft { slot, lab_slot } => {
            say(DRAFT, &[&words.offer_slot(slot), &words.lab_slot(lab_slot)])
        }
        Action::Activate(slot) => say(ACTIVATE, &[&words.lab_slot(slot)]),
        Action::AssignEquipment(slot) => say(ASSIGN_EQUIPMENT, &[&words.lab_slot(slot)]),
        Action::AssignAnyScience(field) => {
            say(ASSIGN_ANY_SCIENCE, &[&words.one(Resource::of(field))])
        }
        Action::AssignBook(cell) => say(ASSIGN_BOOK, &[&words.cell(cell)]),
        Action::AssignIngenuity { funds: 0 } => say(
            ASSIGN_INGENUITY,
            &[&words.location(LocationKind::Ingenuity)],
        ),
        Action::AssignIngenuity { funds } => say(
            ASSIGN_INGENUITY_PAYING,
            &[
                &words.location(LocationKind::Ingenuity),
                &words.funds(funds),
            ],
        ),
        Action::AssignExperiment => say(
            ASSIGN_EXPERIMENT,
            &[&words.location(LocationKind::Experiment)],
        ),
        Action::Refresh {
            inventions,
            inventors,
        } => say(
            match (inventions, inventors) {
                (true, true) => REFRESH,
                (true, false) => REFRESH_INVENTIONS,
                _ => REFRESH_INVENTORS,
            },
            &[],
        ),
        Action::Recruit(slot) => say(RECRUIT, &[&words.offer_slot(slot)]),
        Action::Conceive(slot) => say(CONCEIVE, &[&words.offer_slot(slot)]),
        Action::PlaceInventor {
            inventor,
            cell,
            rotation,
            pay,
        } => say(
            PLACE_INVENTOR,
            &[
                &words.inventor(inventor),
                &words.cell(cell),
                &rotation,
                &words.one(pay),
            ],
        ),
        Action::PlaceInvention {
            invention,
            cell,
            pay,
        } => say(
            if pay == Bundle::NONE {
                PLACE_INVENTION_FREE
            } else {
                PLACE_INVENTION
            },
            &[
                &words.the_invention(invention),
                &words.cell(cell),
                &words.paying(pay),
            ],
        ),
        Action::ConvertToIdea(field) => say(CONVERT_TO_IDEA, &[&words.some(field)]),
        Action::ConvertScience { from, to } => {
            say(CONVERT_SCIENCE, &[&words.field(from), &words.field(to)])
        }
        Action::ConvertToFunds(field) => say(CONVERT_TO_FUNDS, &[&words.field(field)]),
        Action::Trigger(slot) => say(TRIGGER, &[&words.lab_slot(slot)]),
        Action::Pass => say(PASS, &[]),
        Action::EndTurn => say(END_TURN, &[]),
        Action::Choose(index) => say(CHOOSE, &[&number(index)]),
        Action::Take(field) => say(TAKE, &[&words.one(Resource::of(field))]),
        Action::Spend(field) => say(SPEND, &[&words.some(field)]),
        Action::UseBook(cell) => say(USE_BOOK, &[&words.cell(cell)]),
        Action::Accept => say(ACCEPT, &[]),
        Action::Decline => say(DECLINE, &[]),
        Action::AnswerQuiz { .. } => say(ANSWER_QUIZ, &[]),
    }
}
