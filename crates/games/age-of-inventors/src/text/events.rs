//! The log lines, said once for every language: which sentence an event is and with which
//! arguments. Each language gives its sentence templates ([`Grammar::events`], in the order of
//! the constants below, with numbered holes `{0}`, `{1}`… placed as its grammar wants) and the
//! few phrases whose form is its own ([`Grammar`]); in the web bundles the templates are words
//! outside the wasm (`tabletop::words`).

use super::{name_of, Grammar};
use crate::rules::{Bundle, Event, Vote};

pub(super) const LAB_CHOSEN: usize = 0;
pub(super) const QUIZ_WON: usize = 1;
pub(super) const ROUND_STARTED: usize = 2;
pub(super) const NEWS_REVEALED: usize = 3;
pub(super) const VOTE_LEFT: usize = 4;
pub(super) const VOTE_RIGHT: usize = 5;
pub(super) const VOTES_REVEALED: usize = 6;
pub(super) const GAINED: usize = 7;
pub(super) const GAINED_NOTHING: usize = 8;
pub(super) const PAID: usize = 9;
pub(super) const PAID_NOTHING: usize = 10;
pub(super) const TRANSFERRED: usize = 11;
pub(super) const TRANSFERRED_NOTHING: usize = 12;
pub(super) const BOOK_USED_PAID: usize = 13;
pub(super) const BOOK_USED: usize = 14;
pub(super) const INCOME: usize = 15;
pub(super) const DRAFTED: usize = 16;
pub(super) const ACTIVATED: usize = 17;
pub(super) const ASSISTANT_PLACED: usize = 18;
pub(super) const INGENUITY_SWAPPED: usize = 19;
pub(super) const EXPERIMENT_DRAWN: usize = 20;
pub(super) const BREAKTHROUGH_DRAWN: usize = 21;
pub(super) const OFFER_REFRESHED: usize = 22;
pub(super) const INVENTIONS_REFRESHED: usize = 23;
pub(super) const INVENTORS_REFRESHED: usize = 24;
pub(super) const RECRUITED: usize = 25;
pub(super) const CONCEIVED: usize = 26;
pub(super) const INVENTOR_DRAWN: usize = 27;
pub(super) const INVENTION_DRAWN: usize = 28;
pub(super) const INVENTOR_PLACED: usize = 29;
pub(super) const INVENTION_PLACED: usize = 30;
pub(super) const CARD_DISCARDED: usize = 31;
pub(super) const RETIRED: usize = 32;
pub(super) const TRACK_ADVANCED: usize = 33;
pub(super) const MILESTONE_REACHED: usize = 34;
pub(super) const MEDALLION_TAKEN: usize = 35;
pub(super) const SWITCHES_ON: usize = 36;
pub(super) const SWITCHES_OFF: usize = 37;
pub(super) const TRIGGERED: usize = 38;
pub(super) const PASSED: usize = 39;
pub(super) const TURN_ENDED: usize = 40;
pub(super) const QUIZ_RIGHT: usize = 41;
pub(super) const QUIZ_WRONG: usize = 42;
pub(super) const QUIZ_WAIVED: usize = 43;
pub(super) const GAME_ENDED: usize = 44;
pub(super) const PEEKED: usize = 45;
/// How many sentences [`Grammar::events`] holds.
pub(super) const EVENTS: usize = 46;

/// One log line for an event, in `words`' language; `names` are the players' names in seat
/// order.
#[inline(never)]
pub(super) fn event_text(words: &dyn Grammar, event: &Event, names: &[String]) -> String {
    let sentences = words.events();
    let say = |sentence: usize, args: &[&dyn core::fmt::Display]| sentences[sentence].fill(args);
    let who = |seat: u8| name_of(names, seat);
    // The sentence for an amount, or its other sentence when the amount is nothing.
    let unless_none = |bundle: Bundle, sentence: usize, nothing: usize| {
        if bundle == Bundle::NONE {
            nothing
        } else {
            sentence
        }
    };
    match *event {
        Event::LabChosen { seat, side } => say(
            LAB_CHOSEN,
            &[&who(seat), &words.lab_side(side), &words.lab_ability(side)],
        ),
        Event::QuizWon { seat, year } => say(QUIZ_WON, &[&who(seat), &year]),
        Event::RoundStarted(round) => say(ROUND_STARTED, &[&round]),
        Event::NewsRevealed(card) => say(NEWS_REVEALED, &[&words.news(card)]),
        Event::VotesRevealed {
            left,
            right,
            winner,
        } => {
            let winner = sentences[match winner {
                Vote::Left => VOTE_LEFT,
                Vote::Right => VOTE_RIGHT,
            }]
            .text();
            say(VOTES_REVEALED, &[&left, &right, &winner])
        }
        Event::Gained { seat, gain } => say(
            unless_none(gain, GAINED, GAINED_NOTHING),
            &[&who(seat), &words.resources(gain)],
        ),
        Event::Paid { seat, paid } => say(
            unless_none(paid, PAID, PAID_NOTHING),
            &[&who(seat), &words.resources(paid)],
        ),
        Event::Transferred { from, to, amount } => say(
            unless_none(amount, TRANSFERRED, TRANSFERRED_NOTHING),
            &[&who(to), &words.resources(amount), &who(from)],
        ),
        Event::BookUsed {
            seat,
            owner,
            inventor,
        } => say(
            if owner != seat {
                BOOK_USED_PAID
            } else {
                BOOK_USED
            },
            &[&who(seat), &words.of_inventor(inventor), &who(owner)],
        ),
        Event::Income { seat, funds } => say(INCOME, &[&who(seat), &words.funds(funds)]),
        Event::Drafted {
            seat,
            token,
            slot,
            lab_slot,
        } => say(
            DRAFTED,
            &[
                &who(seat),
                &words.the_equipment(token),
                &words.offer_slot(slot),
                &(u32::from(lab_slot) + 1),
            ],
        ),
        Event::EquipmentActivated { seat, token } => {
            say(ACTIVATED, &[&who(seat), &words.the_equipment(token)])
        }
        Event::AssistantPlaced { seat } => say(ASSISTANT_PLACED, &[&who(seat)]),
        Event::IngenuitySwapped {
            seat,
            with,
            position,
        } => say(INGENUITY_SWAPPED, &[&who(seat), &who(with), &position]),
        Event::ExperimentDrawn { seat } => say(EXPERIMENT_DRAWN, &[&who(seat)]),
        Event::BreakthroughDrawn { seat } => say(BREAKTHROUGH_DRAWN, &[&who(seat)]),
        Event::OfferRefreshed {
            inventions,
            inventors,
        } => say(
            match (inventions, inventors) {
                (true, true) => OFFER_REFRESHED,
                (true, false) => INVENTIONS_REFRESHED,
                _ => INVENTORS_REFRESHED,
            },
            &[],
        ),
        Event::Recruited { seat, inventor } => {
            say(RECRUITED, &[&who(seat), &words.inventor(inventor)])
        }
        Event::Conceived { seat } => say(CONCEIVED, &[&who(seat)]),
        Event::InventorDrawn { seat, inventor } => {
            say(INVENTOR_DRAWN, &[&who(seat), &words.inventor(inventor)])
        }
        Event::InventionDrawn { seat } => say(INVENTION_DRAWN, &[&who(seat)]),
        Event::InventorPlaced {
            seat,
            inventor,
            cell,
        } => say(
            INVENTOR_PLACED,
            &[&who(seat), &words.inventor(inventor), &words.cell(cell)],
        ),
        Event::InventionPlaced {
            seat,
            invention,
            cell,
        } => say(
            INVENTION_PLACED,
            &[
                &who(seat),
                &words.the_invention(invention),
                &words.cell(cell),
            ],
        ),
        Event::CardDiscarded { seat, inventor } => {
            say(CARD_DISCARDED, &[&who(seat), &words.of_inventor(inventor)])
        }
        Event::Retired {
            owner,
            inventor,
            cell,
        } => say(
            RETIRED,
            &[&who(owner), &words.inventor(inventor), &words.cell(cell)],
        ),
        Event::TrackAdvanced { seat, track, space } => {
            say(TRACK_ADVANCED, &[&who(seat), &space, &words.track(track)])
        }
        Event::MilestoneReached { seat, track, space } => say(
            MILESTONE_REACHED,
            &[&who(seat), &space, &words.track(track)],
        ),
        Event::MedallionTaken { seat, track } => {
            say(MEDALLION_TAKEN, &[&who(seat), &words.track(track)])
        }
        Event::SwitchesFlipped { seat, on, count } => say(
            if on { SWITCHES_ON } else { SWITCHES_OFF },
            &[&who(seat), &words.switches(count)],
        ),
        Event::Triggered { seat, inventor } => {
            say(TRIGGERED, &[&who(seat), &words.inventor(inventor)])
        }
        Event::Passed { seat } => say(PASSED, &[&who(seat)]),
        Event::TurnEnded { seat } => say(TURN_ENDED, &[&who(seat)]),
        Event::QuizAnswered { seat, right, .. } => {
            say(if right { QUIZ_RIGHT } else { QUIZ_WRONG }, &[&who(seat)])
        }
        Event::QuizWaived { seat, waived } => {
            say(QUIZ_WAIVED, &[&who(seat), &words.resource(waived)])
        }
        Event::GameEnded => say(GAME_ENDED, &[]),
        Event::Peeked { seat, count } => say(PEEKED, &[&who(seat), &count]),
    }
}
