//! The log lines, said once for every language: which sentence an event is and with which
//! arguments. Each language gives its sentence templates ([`Grammar::events`], in the order of
//! the constants below, with numbered holes `{0}`, `{1}`… placed as its grammar wants) and the
//! few phrases whose form is its own ([`Grammar`]); in the web bundles the templates are words
//! outside the wasm (`tabletop::words`).

use super::{name_of, philippe_colour, Grammar};
use crate::rules::{DieColour, DisasterCause, Event, Party, RemovalCause, Resource};

pub(super) const PLAYER: usize = 0;
pub(super) const PHILIPPE: usize = 1;
pub(super) const BUILDING_PLACED: usize = 2;
pub(super) const WALL_PLACED: usize = 3;
pub(super) const SCORCHED_PLACED: usize = 4;
pub(super) const NO_ROOM_FOR_SCORCHED: usize = 5;
pub(super) const DOMAINS_REVEALED: usize = 6;
pub(super) const ROUND_STARTED: usize = 7;
pub(super) const ROLL_FEATHER: usize = 8;
pub(super) const ROLL: usize = 9;
pub(super) const DIE_ROLLED: usize = 10;
pub(super) const DIE_SET: usize = 11;
pub(super) const ROLL_FINISHED: usize = 12;
pub(super) const DICE_REVEALED: usize = 13;
pub(super) const PHILIPPE_ROLLED: usize = 14;
pub(super) const PHILIPPE_ROLLED_FACE: usize = 15;
pub(super) const FEATHER_WITH: usize = 16;
pub(super) const FEATHER: usize = 17;
pub(super) const COLLECTED_NOTHING: usize = 18;
pub(super) const COLLECTED: usize = 19;
pub(super) const COLLECTED_LOST: usize = 20;
pub(super) const UNFED: usize = 21;
pub(super) const FED: usize = 22;
pub(super) const DISASTER_STRUCK: usize = 23;
pub(super) const EXTORTION_POINTS: usize = 24;
pub(super) const DISASTER_POINTS: usize = 25;
pub(super) const RESOURCE_DISCARDED: usize = 26;
pub(super) const REMOVED_SCORCHED: usize = 27;
pub(super) const REMOVED_FIRE: usize = 28;
pub(super) const REMOVED_ATTACK: usize = 29;
pub(super) const NO_TRADE_GOODS_LOST: usize = 30;
pub(super) const TRADE_GOODS_LOST: usize = 31;
pub(super) const TOKEN_FLIPPED: usize = 32;
pub(super) const HAMMER_LOST: usize = 33;
pub(super) const HAMMERS_LOST: usize = 34;
pub(super) const DEMANDED: usize = 35;
pub(super) const TAKEN_FROM_PHILIPPE: usize = 36;
pub(super) const TAKEN_FROM_PHILIPPE_NO_ROOM: usize = 37;
pub(super) const PAID_TO_PHILIPPE: usize = 38;
pub(super) const PAID: usize = 39;
pub(super) const PAID_NO_ROOM: usize = 40;
pub(super) const REFUSED: usize = 41;
pub(super) const NO_DICE: usize = 42;
pub(super) const DICE_CHANGED: usize = 43;
pub(super) const ROUND_ENDED: usize = 44;
pub(super) const GAME_ENDED: usize = 45;
pub(super) const NO_EXTORTION: usize = 46;
pub(super) const NOTHING_TO_TAKE: usize = 47;
pub(super) const NOTHING_CLUSTERED: usize = 48;
pub(super) const NO_HAMMERS: usize = 49;
/// How many sentences [`Grammar::events`] holds.
pub(super) const EVENTS: usize = 50;

/// One log line for an event, in `words`' language; `names` are the players' names in seat
/// order.
#[inline(never)]
pub(super) fn event_text(words: &dyn Grammar, event: &Event, names: &[String]) -> String {
    let sentences = words.events();
    let say = |sentence: usize, args: &[&dyn core::fmt::Display]| sentences[sentence].fill(args);
    let name =
        |seat: u8| name_of(names, seat).map_or_else(|| say(PLAYER, &[&(seat + 1)]), str::to_string);
    let party = |party: Party| match party {
        Party::Player(seat) => name(seat),
        Party::Philippe => sentences[PHILIPPE].text().to_string(),
    };
    let number = |n: u8| u32::from(n) + 1;
    match event {
        Event::BuildingPlaced {
            seat,
            building,
            rotation,
            cell,
        } => say(
            BUILDING_PLACED,
            &[
                &name(*seat),
                &words.a_building(*building),
                &words.cell(*cell),
                &words.rotated(*building, *rotation),
            ],
        ),
        Event::WallPlaced {
            seat,
            length,
            cell,
            direction,
        } => say(
            WALL_PLACED,
            &[
                &name(*seat),
                &words.wall(*length),
                &words.cell(*cell),
                &words.direction(*direction),
            ],
        ),
        Event::ScorchedPlaced { seat, cell } => {
            say(SCORCHED_PLACED, &[&name(*seat), &words.cell(*cell)])
        }
        Event::NoRoomForScorched { seat } => say(NO_ROOM_FOR_SCORCHED, &[&words.of(&name(*seat))]),
        Event::DomainsRevealed => say(DOMAINS_REVEALED, &[]),
        Event::RoundStarted {
            round,
            start_player,
        } => say(ROUND_STARTED, &[round, &name(*start_player)]),
        Event::DieRolled {
            seat,
            die,
            colour,
            face,
            roll,
        } => {
            let roll = if *roll > 3 {
                say(ROLL_FEATHER, &[])
            } else {
                say(ROLL, &[roll])
            };
            say(
                DIE_ROLLED,
                &[
                    &name(*seat),
                    &words.face(colour.face(*face)),
                    &words.the_die(*colour),
                    &number(*die),
                    &roll,
                ],
            )
        }
        Event::DieSet {
            seat,
            die,
            colour,
            face,
        } => say(
            DIE_SET,
            &[
                &name(*seat),
                &words.the_die(*colour),
                &number(*die),
                &words.face(colour.face(*face)),
            ],
        ),
        Event::RollFinished { seat } => say(ROLL_FINISHED, &[&name(*seat)]),
        Event::DiceRevealed => say(DICE_REVEALED, &[]),
        Event::PhilippeRolled { die, face } => match philippe_colour(*die) {
            Some(colour) => say(
                PHILIPPE_ROLLED,
                &[&words.a_die(colour), &words.face(colour.face(*face))],
            ),
            None => say(PHILIPPE_ROLLED_FACE, &[&number(*face), &number(*die)]),
        },
        Event::FeatherUsed {
            seat,
            die,
            companion,
        } => match companion {
            Some(other) => say(
                FEATHER_WITH,
                &[&name(*seat), &number(*die), &number(*other)],
            ),
            None => say(FEATHER, &[&name(*seat), &number(*die)]),
        },
        Event::Collected {
            seat,
            kept,
            lost,
            culture,
        } => {
            let mut gains = words.resource_items(*kept);
            if *culture > 0 {
                gains.push(words.culture(u32::from(*culture)));
            }
            let gained = if gains.is_empty() {
                say(COLLECTED_NOTHING, &[&name(*seat)])
            } else {
                say(COLLECTED, &[&name(*seat), &words.listed(&gains)])
            };
            if lost.is_empty() {
                gained
            } else {
                say(
                    COLLECTED_LOST,
                    &[&gained, &name(*seat), &words.resources(*lost)],
                )
            }
        }
        Event::Fed { seat, food: 0 } => say(UNFED, &[&name(*seat)]),
        Event::Fed { seat, food } => say(
            FED,
            &[
                &words.of(&name(*seat)),
                &words.resource_count(u32::from(*food), Resource::Food),
            ],
        ),
        Event::DisasterStruck { seat, disaster } => {
            say(DISASTER_STRUCK, &[&name(*seat), &words.disaster(*disaster)])
        }
        Event::DisasterPoints {
            seat,
            points,
            cause: DisasterCause::Extortion(by),
        } => say(
            EXTORTION_POINTS,
            &[&name(*seat), &words.disaster_points(*points), &party(*by)],
        ),
        Event::DisasterPoints {
            seat,
            points,
            cause,
        } => say(
            DISASTER_POINTS,
            &[
                &name(*seat),
                &words.disaster_points(*points),
                &words.cause(*cause),
            ],
        ),
        Event::ResourceDiscarded { seat, resource } => say(
            RESOURCE_DISCARDED,
            &[&name(*seat), &words.resource_count(1, *resource)],
        ),
        Event::BuildingRemoved {
            seat,
            building,
            cell,
            cause,
        } => {
            let sentence = match cause {
                RemovalCause::Scorched => REMOVED_SCORCHED,
                RemovalCause::Fire => REMOVED_FIRE,
                RemovalCause::Attack => REMOVED_ATTACK,
            };
            say(
                sentence,
                &[
                    &name(*seat),
                    &words.the_building(*building),
                    &words.cell(*cell),
                    &words.of(&name(*seat)),
                ],
            )
        }
        Event::TradeGoodsLost { seat, amount: 0 } => say(NO_TRADE_GOODS_LOST, &[&name(*seat)]),
        Event::TradeGoodsLost { seat, amount } => say(
            TRADE_GOODS_LOST,
            &[
                &name(*seat),
                &words.resource_count(u32::from(*amount), Resource::TradeGoods),
            ],
        ),
        Event::TokenFlipped { building } => {
            say(TOKEN_FLIPPED, &[&words.the_last_building(*building)])
        }
        Event::HammersLost { seat, hammers } => say(
            if *hammers == 1 {
                HAMMER_LOST
            } else {
                HAMMERS_LOST
            },
            &[&name(*seat), hammers],
        ),
        Event::Demanded {
            extorter,
            victim,
            resource,
        } => say(
            DEMANDED,
            &[
                &party(*extorter),
                &words.resource_count(1, *resource),
                &party(*victim),
            ],
        ),
        Event::Paid {
            extorter,
            victim: Party::Philippe,
            resource,
            kept,
        } => say(
            if *kept {
                TAKEN_FROM_PHILIPPE
            } else {
                TAKEN_FROM_PHILIPPE_NO_ROOM
            },
            &[&party(*extorter), &words.resource_count(1, *resource)],
        ),
        Event::Paid {
            extorter: Party::Philippe,
            victim,
            resource,
            ..
        } => say(
            PAID_TO_PHILIPPE,
            &[&party(*victim), &words.resource_count(1, *resource)],
        ),
        Event::Paid {
            extorter,
            victim,
            resource,
            kept,
        } => say(
            if *kept { PAID } else { PAID_NO_ROOM },
            &[
                &party(*victim),
                &words.resource_count(1, *resource),
                &party(*extorter),
            ],
        ),
        Event::Refused { extorter, victim } => say(REFUSED, &[&party(*victim), &party(*extorter)]),
        Event::NoExtortion {
            seat,
            swords,
            shields,
            philippe_swords,
            philippe_shields,
        } => say(
            NO_EXTORTION,
            &[
                &name(*seat),
                swords,
                shields,
                philippe_swords,
                philippe_shields,
            ],
        ),
        Event::NothingToTake { seat } => say(NOTHING_TO_TAKE, &[&name(*seat)]),
        Event::NothingClustered { seat } => say(NOTHING_CLUSTERED, &[&words.of(&name(*seat))]),
        Event::NoHammers { seat } => say(NO_HAMMERS, &[&name(*seat)]),
        Event::DiceChanged { seat, dice } => {
            let owned: Vec<String> = DieColour::ALL
                .into_iter()
                .filter(|colour| dice[colour.index()] > 0)
                .map(|colour| words.dice_count(u32::from(dice[colour.index()]), colour))
                .collect();
            if owned.is_empty() {
                say(NO_DICE, &[&name(*seat)])
            } else {
                say(DICE_CHANGED, &[&name(*seat), &words.listed(&owned)])
            }
        }
        Event::RoundEnded { round } => say(ROUND_ENDED, &[round]),
        Event::GameEnded => say(GAME_ENDED, &[]),
    }
}
