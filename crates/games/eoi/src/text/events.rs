//! The log lines, said once for every language: which sentence an event is and with which
//! arguments. Each language gives its sentence templates ([`Grammar::events`], in the order of
//! the constants below, with numbered holes `{0}`, `{1}`… placed as its grammar wants) and the
//! phrases whose form is its own ([`Grammar`]); in the web bundles the templates are words
//! outside the wasm (`tabletop::words`).

use super::Grammar;
use crate::rules::components::Space;
use crate::rules::event::Event;

pub(super) const PLAYER: usize = 0;
pub(super) const TOKEN_PLACED: usize = 1;
pub(super) const ACTION_STARTED: usize = 2;
pub(super) const TOKEN_WITHDRAWN: usize = 3;
pub(super) const FACTORY_BUILT: usize = 4;
pub(super) const FACTORY_PRODUCED: usize = 5;
pub(super) const LOAD_BOUGHT: usize = 6;
pub(super) const PRODUCED_FAKE: usize = 7;
pub(super) const PRODUCED: usize = 8;
pub(super) const ROYALTY_PAID: usize = 9;
pub(super) const ROYALTY_LOST: usize = 10;
pub(super) const COG_TAKEN: usize = 11;
pub(super) const EXCHANGED: usize = 12;
pub(super) const DEVELOPED_GOLD: usize = 13;
pub(super) const DEVELOPED_SILVER: usize = 14;
pub(super) const PATENT_PROTECTING: usize = 15;
pub(super) const PATENT: usize = 16;
pub(super) const GOLD_GAINED: usize = 17;
pub(super) const COGS_GAINED: usize = 18;
pub(super) const INFLUENCE_GAINED: usize = 19;
pub(super) const SYMBOL_REWARD: usize = 20;
pub(super) const BONUS_TOKEN_USED: usize = 21;
pub(super) const ACTION_ENDED: usize = 22;
pub(super) const BONUS_SKIPPED: usize = 23;
pub(super) const RESOLUTION_STARTED: usize = 24;
pub(super) const ROUND_ENDED: usize = 25;
pub(super) const START_CARDS_REMOVED: usize = 26;
pub(super) const CONVEYOR_DISCARDED: usize = 27;
pub(super) const NEW_INVENTIONS: usize = 28;
pub(super) const INVENTION_DISCARD_RESHUFFLED: usize = 29;
pub(super) const CONVEYOR_EMPTY: usize = 30;
pub(super) const CONVEYOR_REFILLED: usize = 31;
pub(super) const FACTORIES_DISCARDED: usize = 32;
pub(super) const FACTORY_DISCARD_RESHUFFLED: usize = 33;
pub(super) const FACTORY_MARKET_REFILLED: usize = 34;
pub(super) const LOADS_REFILLED: usize = 35;
pub(super) const ROUND_STARTED: usize = 36;
pub(super) const FINAL_EXCHANGE_STARTED: usize = 37;
pub(super) const FINAL_EXCHANGE_ENDED: usize = 38;
pub(super) const WON: usize = 39;
pub(super) const SHARED: usize = 40;
/// How many sentences [`Grammar::events`] holds.
pub(super) const EVENTS: usize = 41;

/// One log line for an event, in `words`' language; `names` are the players' names in seat
/// order.
#[inline(never)]
pub(super) fn event_text(words: &dyn Grammar, event: &Event, names: &[String]) -> String {
    let sentences = words.events();
    let say = |sentence: usize, args: &[&dyn core::fmt::Display]| sentences[sentence].fill(args);
    let name = |seat: u8| {
        names
            .get(usize::from(seat))
            .cloned()
            .unwrap_or_else(|| say(PLAYER, &[&(seat + 1)]))
    };
    match event {
        Event::TokenPlaced { seat, area } => {
            say(TOKEN_PLACED, &[&name(*seat), &words.area_named(*area)])
        }
        Event::ActionStarted { seat, area } => {
            say(ACTION_STARTED, &[&name(*seat), &words.area_named(*area)])
        }
        Event::TokenWithdrawn { seat, area } => {
            say(TOKEN_WITHDRAWN, &[&name(*seat), &words.area_named(*area)])
        }
        Event::FactoryBuilt { seat, factory } => {
            say(FACTORY_BUILT, &[&name(*seat), &words.factory(*factory)])
        }
        Event::FactoryProduced {
            seat,
            factory,
            product,
            amount,
        } => say(
            FACTORY_PRODUCED,
            &[
                &name(*seat),
                &words.producing_factory(*factory),
                &words.product_amount(*product, *amount),
                &words.of(&name(*seat)),
            ],
        ),
        Event::LoadBought {
            seat,
            load,
            resource,
            cubes,
        } => say(
            LOAD_BOUGHT,
            &[
                &name(*seat),
                &words.the_load(*load),
                &words.cubes(*cubes, *resource),
            ],
        ),
        Event::InventionProduced { seat, card, fake } => match fake {
            Some(payment) => say(
                PRODUCED_FAKE,
                &[
                    &name(*seat),
                    &words.produced_card(*card),
                    &words.fake(*payment),
                ],
            ),
            None => say(PRODUCED, &[&name(*seat), &words.produced_card(*card)]),
        },
        Event::RoyaltyPaid {
            to,
            producer,
            invention,
            space,
            royalty,
        } => say(
            ROYALTY_PAID,
            &[
                &name(*to),
                &words.royalty(*royalty),
                &words.invention(*invention),
                &words.space(*space),
                &name(*producer),
                &words.royalty_space(*invention, *space),
            ],
        ),
        Event::RoyaltyLostToFake {
            holder,
            invention,
            space,
        } => say(
            ROYALTY_LOST,
            &[
                &name(*holder),
                &words.of_invention(*invention),
                &words.space(*space),
            ],
        ),
        Event::CogTaken { seat } => say(COG_TAKEN, &[&name(*seat), &words.cogs(1)]),
        Event::Exchanged { seat, exchange } => {
            say(EXCHANGED, &[&name(*seat), &words.exchange(*exchange)])
        }
        Event::Developed {
            seat,
            invention,
            space,
            cogs,
        } => say(
            match space {
                Space::Gold => DEVELOPED_GOLD,
                Space::Silver => DEVELOPED_SILVER,
            },
            &[
                &name(*seat),
                &words.space(*space),
                &words.invention_object(*invention, *space),
                &words.cogs(*cogs),
            ],
        ),
        Event::PatentRegistered {
            seat,
            square,
            gold,
            attached,
        } => match attached {
            Some((invention, space)) => say(
                PATENT_PROTECTING,
                &[
                    &name(*seat),
                    &words.patent_number(*square),
                    gold,
                    &words.patented(*invention, *space),
                    &words.patented_space(*space),
                ],
            ),
            None => say(PATENT, &[&name(*seat), &words.patent_number(*square), gold]),
        },
        Event::GoldGained { seat, amount } => say(GOLD_GAINED, &[&name(*seat), amount]),
        Event::CogsGained { seat, amount } => {
            say(COGS_GAINED, &[&name(*seat), &words.cogs(*amount)])
        }
        Event::InfluenceGained {
            seat,
            amount,
            total,
        } => say(
            INFLUENCE_GAINED,
            &[&name(*seat), &words.influence(*amount), total],
        ),
        Event::SymbolReward { seat, square, good } => say(
            SYMBOL_REWARD,
            &[&name(*seat), square, &words.one_good(*good)],
        ),
        Event::BonusTokenUsed { seat } => say(BONUS_TOKEN_USED, &[&name(*seat)]),
        Event::ActionEnded { seat, area } => {
            say(ACTION_ENDED, &[&name(*seat), &words.area_named(*area)])
        }
        Event::BonusSkipped { seat } => say(BONUS_SKIPPED, &[&name(*seat)]),
        Event::ResolutionStarted => say(RESOLUTION_STARTED, &[]),
        Event::RoundEnded { round } => say(ROUND_ENDED, &[round]),
        Event::StartCardsRemoved { cards } => say(START_CARDS_REMOVED, &[&words.cards(cards)]),
        Event::ConveyorDiscarded { cards } => say(CONVEYOR_DISCARDED, &[&words.cards(cards)]),
        Event::NewInventionsShuffledIn { cards } => say(NEW_INVENTIONS, &[&words.cards(cards)]),
        Event::InventionDiscardReshuffled => say(INVENTION_DISCARD_RESHUFFLED, &[]),
        Event::ConveyorRefilled { cards } if cards.is_empty() => say(CONVEYOR_EMPTY, &[]),
        Event::ConveyorRefilled { cards } => say(CONVEYOR_REFILLED, &[&words.cards(cards)]),
        Event::FactoriesDiscarded { factories } => {
            say(FACTORIES_DISCARDED, &[&words.factories(factories)])
        }
        Event::FactoryDiscardReshuffled => say(FACTORY_DISCARD_RESHUFFLED, &[]),
        Event::FactoryMarketRefilled { factories } => {
            say(FACTORY_MARKET_REFILLED, &[&words.factories(factories)])
        }
        Event::LoadsRefilled => say(LOADS_REFILLED, &[]),
        Event::RoundStarted {
            round,
            start_player,
        } => say(ROUND_STARTED, &[round, &name(*start_player)]),
        Event::FinalExchangeStarted => say(FINAL_EXCHANGE_STARTED, &[]),
        Event::FinalExchangeEnded { seat, influence } => say(
            FINAL_EXCHANGE_ENDED,
            &[&name(*seat), &words.influence(*influence)],
        ),
        Event::GameEnded { winners } => {
            let names: Vec<String> = winners.iter().map(|seat| name(*seat)).collect();
            say(
                if names.len() == 1 { WON } else { SHARED },
                &[&words.winners(&names)],
            )
        }
    }
}
