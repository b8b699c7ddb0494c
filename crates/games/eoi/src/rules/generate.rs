//! Generating the legal steps directly from the state, without trying every candidate through
//! [`GameState::check`]: what listing, playouts and search spend most of their time on.
//!
//! Each test here mirrors one rule of `legal.rs`; the property tests prove the two agree by
//! comparing [`GameState::legal_actions`] with every candidate filtered through `check`
//! ([`GameState::candidates_checked`]) in thousands of games.

use super::action::{fake_payments, Exchange, ExchangeSquare, Step};
use super::components::{Area, Good, Invention, LoadId, Resource, Space};
use super::data;
use super::event::Seat;
use super::legal::StepContext;
use super::state::{GameState, Player, Turn};

/// What the per-action limits of a context leave open.
#[derive(Clone, Copy)]
struct Allowance {
    builds: bool,
    buys: bool,
    produces: bool,
    take_cog: bool,
    run_factory: bool,
    /// Whether the upper, middle and lower squares of the exchange market are still open.
    squares: [bool; 3],
    bonus_token: bool,
    develop: bool,
    patent: bool,
    cogs_spent: u8,
}

impl Allowance {
    fn of(context: StepContext<'_>) -> Allowance {
        match context {
            StepContext::Regular(turn) => {
                let under = |max: u8| turn.steps < max;
                Allowance {
                    builds: under(data::MAX_BUILDS),
                    buys: under(data::MAX_LOADS_BOUGHT),
                    produces: under(data::MAX_PRODUCED),
                    take_cog: turn.steps == 0,
                    run_factory: false,
                    squares: open_squares(turn),
                    bonus_token: true,
                    develop: turn.patents == 0,
                    patent: turn.steps <= turn.patents
                        && turn.patents < data::MAX_PATENTS_PER_ACTION,
                    cogs_spent: turn.cogs_spent,
                }
            }
            StepContext::Bonus => Allowance {
                builds: true,
                buys: true,
                produces: true,
                take_cog: false,
                run_factory: true,
                squares: [true; 3],
                bonus_token: true,
                develop: true,
                patent: true,
                cogs_spent: 0,
            },
            StepContext::Final(turn) => Allowance {
                builds: false,
                buys: false,
                produces: false,
                take_cog: false,
                run_factory: false,
                squares: open_squares(turn),
                bonus_token: false,
                develop: false,
                patent: false,
                cogs_spent: 0,
            },
        }
    }
}

/// Whether the upper, middle and lower squares can take another exchange in `turn`.
fn open_squares(turn: &Turn) -> [bool; 3] {
    let exchanges = turn.steps < data::MAX_EXCHANGES;
    [
        ExchangeSquare::Upper,
        ExchangeSquare::Middle,
        ExchangeSquare::Lower,
    ]
    .map(|square| exchanges && turn.per_square[square.index()] < data::MAX_EXCHANGES_PER_SQUARE)
}

/// The trades of the exchange market grouped by the two goods given (by [`Good::ALL`] index),
/// in [`Exchange::all`]'s order: a pair of goods is checked once for all it can buy.
struct TradePair {
    first: usize,
    second: usize,
    trades: [Exchange; 5],
    count: usize,
}

const TRADE_PAIRS: [TradePair; 21] = {
    const NONE: TradePair = TradePair {
        first: 0,
        second: 0,
        trades: [Exchange::BonusToken; 5],
        count: 0,
    };
    let mut pairs = [NONE; 21];
    let mut index = 0;
    let mut first = 0;
    while first < 6 {
        let mut second = first;
        while second < 6 {
            let pair = &mut pairs[index];
            pair.first = first;
            pair.second = second;
            let mut get = 0;
            while get < 6 {
                if get != first && get != second {
                    pair.trades[pair.count] = Exchange::Trade {
                        give: [Good::ALL[first], Good::ALL[second]],
                        get: Good::ALL[get],
                    };
                    pair.count += 1;
                }
                get += 1;
            }
            index += 1;
            second += 1;
        }
        first += 1;
    }
    pairs
};

fn have(player: &Player, good: Good) -> i16 {
    match good.resource() {
        Some(resource) => player.cube(resource),
        None => player.gold,
    }
}

impl GameState {
    /// Calls `visit` with every legal step of `area` for `seat` in `context`, in the order the
    /// candidates are listed, until it returns `true`; returns whether it did.
    pub(crate) fn visit_legal_steps(
        &self,
        seat: Seat,
        area: Area,
        context: StepContext<'_>,
        visit: &mut impl FnMut(Step) -> bool,
    ) -> bool {
        let Some(player) = self.player(seat) else {
            return false;
        };
        let allow = Allowance::of(context);
        match area {
            Area::Build => {
                if !allow.builds
                    || (self.limits_factories_per_round()
                        && player.built_this_round >= data::MAX_BUILDS_PER_ROUND)
                {
                    return false;
                }
                for factory in self.factory_market.iter().flatten() {
                    let Some(info) = factory.info() else { continue };
                    if player.can_pay(&info.cost) && visit(Step::Build(*factory)) {
                        return true;
                    }
                }
            }
            Area::Production => {
                if allow.run_factory {
                    for factory in &player.factories {
                        if visit(Step::RunFactory(*factory)) {
                            return true;
                        }
                    }
                }
            }
            Area::Buy => {
                if !allow.buys || player.gold < i16::from(data::LOAD_PRICE) {
                    return false;
                }
                for load in LoadId::all() {
                    if self.loads[usize::from(load.0)] > 0 && visit(Step::Buy(load)) {
                        return true;
                    }
                }
            }
            Area::Produce => {
                if allow.produces && self.visit_produce_steps(seat, player, visit) {
                    return true;
                }
            }
            Area::Exchange => {
                if allow.take_cog && visit(Step::TakeCog) {
                    return true;
                }
                if visit_exchanges(player, &allow, visit) {
                    return true;
                }
            }
            Area::Develop => {
                if allow.develop && self.visit_develop_steps(player, &allow, visit) {
                    return true;
                }
                if allow.patent && self.visit_patent_steps(player, seat, visit) {
                    return true;
                }
            }
        }
        false
    }

    fn visit_produce_steps(
        &self,
        seat: Seat,
        player: &Player,
        visit: &mut impl FnMut(Step) -> bool,
    ) -> bool {
        for card in self.conveyor.iter().flatten() {
            let Some(info) = card.info() else { continue };
            if !info.is_fake() {
                if player.can_pay(&info.cost)
                    && visit(Step::Produce {
                        card: *card,
                        fake: None,
                    })
                {
                    return true;
                }
                continue;
            }
            if info
                .invention()
                .is_some_and(|invention| self.board.holds_any(invention, seat))
            {
                continue;
            }
            let left =
                |resource: Resource| player.cube(resource) - i16::from(info.cost[resource.index()]);
            if !player.can_pay(&info.cost) {
                continue;
            }
            let (metal, tech, tool) = (
                left(Resource::Metal),
                left(Resource::Tech),
                left(Resource::Tool),
            );
            if metal + tech + tool < i16::from(info.unknown) {
                continue;
            }
            for payment in fake_payments(info.unknown) {
                let affordable = i16::from(payment.metal) <= metal
                    && i16::from(payment.tech) <= tech
                    && i16::from(payment.tool) <= tool;
                if affordable
                    && visit(Step::Produce {
                        card: *card,
                        fake: Some(payment),
                    })
                {
                    return true;
                }
            }
        }
        false
    }

    fn visit_develop_steps(
        &self,
        player: &Player,
        allow: &Allowance,
        visit: &mut impl FnMut(Step) -> bool,
    ) -> bool {
        if player.markers == 0 {
            return false;
        }
        let cogs_left = data::MAX_COGS_PER_DEVELOP_ACTION.saturating_sub(allow.cogs_spent);
        for invention in Invention::ALL {
            let holders = &self.board.holders[invention.index()];
            for space in Space::ALL {
                if holders[space.index()].is_some()
                    || (space == Space::Silver && holders[Space::Gold.index()].is_none())
                {
                    continue;
                }
                let cost = invention.space(space).cogs;
                if cost <= cogs_left
                    && player.cogs >= i16::from(cost)
                    && visit(Step::Develop(invention, space))
                {
                    return true;
                }
            }
        }
        false
    }

    fn visit_patent_steps(
        &self,
        player: &Player,
        seat: Seat,
        visit: &mut impl FnMut(Step) -> bool,
    ) -> bool {
        let Some((gold, _)) = data::PATENT_TRACK.get(usize::from(player.patents)) else {
            return false;
        };
        if player.gold < i16::from(*gold) {
            return false;
        }
        let mut attachable = false;
        if player.markers > 0 {
            for (invention, space) in self.board.held_by(seat) {
                if self.board.is_patented(invention, space) {
                    continue;
                }
                attachable = true;
                if visit(Step::Patent(Some((invention, space)))) {
                    return true;
                }
            }
        }
        // A patent goes unattached only when nothing can take it, so the two never mix.
        !attachable && visit(Step::Patent(None))
    }
}

/// The exchanges `player` can make, in [`Exchange::all`]'s order.
fn visit_exchanges(
    player: &Player,
    allow: &Allowance,
    visit: &mut impl FnMut(Step) -> bool,
) -> bool {
    let [upper, middle, lower] = allow.squares;
    let gold = player.gold;
    let cogs = player.cogs;
    let fixed = [
        (
            upper && gold >= i16::from(data::GOLD_PER_COG),
            Exchange::GoldForCog,
        ),
        (upper && cogs >= 1, Exchange::CogForGold),
        (
            middle && gold >= i16::from(data::GOLD_PER_INFLUENCE),
            Exchange::GoldForInfluence,
        ),
        (middle && cogs >= 1, Exchange::CogForInfluence),
        (
            lower && allow.bonus_token && gold >= i16::from(data::GOLD_PER_BONUS_TOKEN),
            Exchange::BonusToken,
        ),
    ];
    for (allowed, exchange) in fixed {
        if allowed && visit(Step::Exchange(exchange)) {
            return true;
        }
    }
    if !lower {
        return false;
    }
    let mut goods = [0; 6];
    for (have, good) in goods.iter_mut().zip(Good::ALL) {
        *have = self::have(player, good);
    }
    for pair in &TRADE_PAIRS {
        let needed = if pair.first == pair.second { 2 } else { 1 };
        if goods[pair.first] < needed || goods[pair.second] < needed {
            continue;
        }
        for trade in &pair.trades[..pair.count] {
            if visit(Step::Exchange(*trade)) {
                return true;
            }
        }
    }
    false
}
