//! Legality: [`GameState::check`] is the one place that says whether an action is allowed and,
//! if not, why. [`GameState::legal_actions`] generates the allowed actions directly
//! (`generate.rs`); [`GameState::candidates_checked`] lists every candidate through `check`, and
//! the property tests prove the two lists equal.

use serde::{Deserialize, Serialize};

use super::action::{fake_payments, Action, Exchange, ExchangeSquare, FakePayment, Step};
use super::components::{Area, CardId, FactoryId, Good, Invention, LoadId, Resource, Space};
use super::data;
use super::event::Seat;
use super::state::{GameState, Phase, Turn};

/// Why an action is not allowed now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Illegal {
    GameOver,
    /// The action is not the kind of decision the game is waiting for.
    NotNow(Expected),
    AreaFull,
    AlreadyOnArea,
    NoTokenOnArea,
    /// Resolving this token could do nothing at all; withdraw it instead.
    NothingToDo,
    /// A step of another area than the one being resolved.
    WrongArea,
    /// The step is only possible as a bonus action (running a single factory).
    BonusOnly,
    /// The step is not possible as a bonus action (taking a cog).
    NotAsBonus,
    /// Taking a cog is the whole exchange action: no other exchange with it.
    CogOrExchanges,
    StepLimit(u8),
    SquareLimit,
    NoStepTaken,
    NoBonusToken,
    /// Bonus tokens bought in this action wait until after the next regular action.
    BonusTokenTooNew,
    FactoryNotOffered,
    /// The player has built as many factories this round as the rules allow.
    FactoriesPerRound(u8),
    NotYourFactory,
    UnknownLoad,
    LoadEmpty,
    NotEnoughGold,
    NotEnoughCogs,
    NotEnoughCubes,
    CardNotOffered,
    /// A fake card must say how its question marks are paid; an official card must not.
    FakePaymentMismatch,
    FakeOfOwnInvention,
    /// An exchange not on the market (a trade giving what it gets, or not in canonical order).
    NoSuchExchange,
    /// The bonus token square is closed in the final exchange.
    NoBonusTokenAtGameEnd,
    SpaceTaken,
    GoldSpaceFirst,
    CogLimit,
    NoMarkerLeft,
    DevelopOrPatent,
    PatentTrackFull,
    NotYourSpace,
    AlreadyPatented,
    /// A patent must be attached when one of the player's spaces can take it.
    MustAttachPatent,
}

/// The kind of decision the game is waiting for, for [`Illegal::NotNow`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Expected {
    Placement,
    Resolution,
    ActionStep,
    Bonus,
    FinalExchange,
}

/// An action refused, with the reason; the state is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct IllegalAction {
    pub action: Action,
    pub reason: Illegal,
}

/// Where a step is being taken: in a regular action, as a bonus, or in the final exchange.
#[derive(Clone, Copy, Debug)]
pub(crate) enum StepContext<'a> {
    Regular(&'a Turn),
    Bonus,
    Final(&'a Turn),
}

impl GameState {
    /// Whether `action` is allowed now, and if not, why.
    pub fn check(&self, action: Action) -> Result<(), Illegal> {
        match (&self.phase, action) {
            (Phase::GameOver, _) => Err(Illegal::GameOver),
            (Phase::Placement { seat }, Action::Place(area)) => self.check_place(*seat, area),
            (Phase::Placement { .. }, _) => Err(Illegal::NotNow(Expected::Placement)),
            (Phase::Resolution { seat }, Action::Resolve(area)) => {
                self.check_has_token(*seat, area)?;
                if self.can_resolve(*seat, area) {
                    Ok(())
                } else {
                    Err(Illegal::NothingToDo)
                }
            }
            (Phase::Resolution { seat }, Action::Withdraw(area)) => {
                self.check_has_token(*seat, area)
            }
            (Phase::Resolution { .. }, _) => Err(Illegal::NotNow(Expected::Resolution)),
            (Phase::Action(turn), Action::Step(step)) => {
                self.check_step(turn.seat, step, StepContext::Regular(turn))
            }
            (Phase::Action(turn), Action::EndAction) => {
                if turn.steps == 0 {
                    Err(Illegal::NoStepTaken)
                } else {
                    Ok(())
                }
            }
            (Phase::Action(_), _) => Err(Illegal::NotNow(Expected::ActionStep)),
            (
                Phase::Bonus {
                    seat,
                    bonus_tokens_bought,
                },
                Action::Bonus(step),
            ) => {
                self.check_bonus_token(*seat, *bonus_tokens_bought)?;
                self.check_step(*seat, step, StepContext::Bonus)
            }
            (Phase::Bonus { .. }, Action::SkipBonus) => Ok(()),
            (Phase::Bonus { .. }, _) => Err(Illegal::NotNow(Expected::Bonus)),
            (Phase::FinalExchange(turn), Action::Step(step)) => {
                self.check_step(turn.seat, step, StepContext::Final(turn))
            }
            (Phase::FinalExchange(_), Action::EndAction) => Ok(()),
            (Phase::FinalExchange(_), _) => Err(Illegal::NotNow(Expected::FinalExchange)),
        }
    }

    /// Every action allowed now. Empty once the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        self.legal_actions_into(&mut actions);
        actions
    }

    /// [`GameState::legal_actions`] into a reused buffer (cleared first), for search and playouts.
    /// Generated straight from the state (`generate.rs`), in the order of
    /// [`GameState::candidates_checked`], which lists the same actions the slow way.
    pub fn legal_actions_into(&self, actions: &mut Vec<Action>) {
        actions.clear();
        match &self.phase {
            Phase::GameOver => {}
            Phase::Placement { seat } => {
                let mine = self.token_areas(*seat);
                for area in Area::ALL {
                    let full = self.areas[area.index()].iter().all(Option::is_some);
                    if mine & (1 << area.index()) == 0 && !full {
                        actions.push(Action::Place(area));
                    }
                }
            }
            Phase::Resolution { seat } => {
                for area in self.areas_of(*seat) {
                    if self.can_resolve(*seat, area) {
                        actions.push(Action::Resolve(area));
                    }
                    actions.push(Action::Withdraw(area));
                }
            }
            Phase::Action(turn) => {
                self.visit_legal_steps(
                    turn.seat,
                    turn.area,
                    StepContext::Regular(turn),
                    &mut |step| {
                        actions.push(Action::Step(step));
                        false
                    },
                );
                if turn.steps > 0 {
                    actions.push(Action::EndAction);
                }
            }
            Phase::Bonus {
                seat,
                bonus_tokens_bought,
            } => {
                if self.check_bonus_token(*seat, *bonus_tokens_bought).is_ok() {
                    for area in Area::ALL {
                        self.visit_legal_steps(*seat, area, StepContext::Bonus, &mut |step| {
                            actions.push(Action::Bonus(step));
                            false
                        });
                    }
                }
                actions.push(Action::SkipBonus);
            }
            Phase::FinalExchange(turn) => {
                self.visit_legal_steps(
                    turn.seat,
                    Area::Exchange,
                    StepContext::Final(turn),
                    &mut |step| {
                        actions.push(Action::Step(step));
                        false
                    },
                );
                actions.push(Action::EndAction);
            }
        }
    }

    /// Every candidate action put through [`GameState::check`]: the slow listing that
    /// [`GameState::legal_actions`] must equal, action for action and in order (the property
    /// tests compare them in every position of thousands of games).
    #[doc(hidden)]
    pub fn candidates_checked(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        match &self.phase {
            Phase::GameOver => {}
            Phase::Placement { .. } => {
                actions.extend(Area::ALL.into_iter().map(Action::Place));
            }
            Phase::Resolution { seat } => {
                for area in self.areas_of(*seat) {
                    actions.push(Action::Resolve(area));
                    actions.push(Action::Withdraw(area));
                }
            }
            Phase::Action(turn) => {
                self.visit_candidate_steps(turn.seat, turn.area, &mut |step| {
                    actions.push(Action::Step(step));
                    false
                });
                actions.push(Action::EndAction);
            }
            Phase::Bonus { seat, .. } => {
                for area in Area::ALL {
                    self.visit_candidate_steps(*seat, area, &mut |step| {
                        actions.push(Action::Bonus(step));
                        false
                    });
                }
                actions.push(Action::SkipBonus);
            }
            Phase::FinalExchange(turn) => {
                self.visit_candidate_steps(turn.seat, Area::Exchange, &mut |step| {
                    actions.push(Action::Step(step));
                    false
                });
                actions.push(Action::EndAction);
            }
        }
        actions.retain(|action| self.check(*action).is_ok());
        actions
    }

    /// Whether resolving `area` would let `seat` do anything at all.
    fn can_resolve(&self, seat: Seat, area: Area) -> bool {
        match area {
            // Production is a single step: every factory the player owns runs.
            Area::Production => self
                .player(seat)
                .is_some_and(|player| !player.factories.is_empty()),
            _ => self.any_step(seat, area, StepContext::Regular(&Turn::new(seat, area))),
        }
    }

    /// Whether `seat` could take at least one step of `area` in `context`.
    pub(crate) fn any_step(&self, seat: Seat, area: Area, context: StepContext<'_>) -> bool {
        self.visit_legal_steps(seat, area, context, &mut |_| true)
    }

    /// Whether `seat` could use a bonus token on anything now.
    pub(crate) fn any_bonus_step(&self, seat: Seat) -> bool {
        // Running one of one's factories is the cheapest to ask and nearly always possible.
        const CHEAPEST_FIRST: [Area; 6] = [
            Area::Production,
            Area::Exchange,
            Area::Buy,
            Area::Build,
            Area::Produce,
            Area::Develop,
        ];
        CHEAPEST_FIRST
            .into_iter()
            .any(|area| self.any_step(seat, area, StepContext::Bonus))
    }

    /// Calls `visit` with every step of `area` that might be legal for `seat` (a superset of the
    /// legal ones), until it returns `true`.
    fn visit_candidate_steps(&self, seat: Seat, area: Area, visit: &mut dyn FnMut(Step) -> bool) {
        match area {
            Area::Build => {
                for factory in self.factory_market.iter().flatten() {
                    if visit(Step::Build(*factory)) {
                        return;
                    }
                }
            }
            Area::Production => {
                if let Some(player) = self.player(seat) {
                    for factory in &player.factories {
                        if visit(Step::RunFactory(*factory)) {
                            return;
                        }
                    }
                }
            }
            Area::Buy => {
                for load in LoadId::all() {
                    if visit(Step::Buy(load)) {
                        return;
                    }
                }
            }
            Area::Produce => {
                for card in self.conveyor.iter().flatten() {
                    let Some(info) = card.info() else { continue };
                    if info.is_fake() {
                        for payment in fake_payments(info.unknown) {
                            if visit(Step::Produce {
                                card: *card,
                                fake: Some(payment),
                            }) {
                                return;
                            }
                        }
                    } else if visit(Step::Produce {
                        card: *card,
                        fake: None,
                    }) {
                        return;
                    }
                }
            }
            Area::Exchange => {
                if visit(Step::TakeCog) {
                    return;
                }
                for exchange in Exchange::all() {
                    if visit(Step::Exchange(*exchange)) {
                        return;
                    }
                }
            }
            Area::Develop => {
                for invention in Invention::ALL {
                    for space in Space::ALL {
                        if visit(Step::Develop(invention, space)) {
                            return;
                        }
                    }
                }
                if visit(Step::Patent(None)) {
                    return;
                }
                for target in self.board.held_by(seat) {
                    if visit(Step::Patent(Some(target))) {
                        return;
                    }
                }
            }
        }
    }

    fn check_place(&self, seat: Seat, area: Area) -> Result<(), Illegal> {
        let tokens = &self.areas[area.index()];
        if tokens.contains(&Some(seat)) {
            Err(Illegal::AlreadyOnArea)
        } else if tokens.iter().all(Option::is_some) {
            Err(Illegal::AreaFull)
        } else {
            Ok(())
        }
    }

    fn check_has_token(&self, seat: Seat, area: Area) -> Result<(), Illegal> {
        if self.token_areas(seat) & (1 << area.index()) != 0 {
            Ok(())
        } else {
            Err(Illegal::NoTokenOnArea)
        }
    }

    fn check_bonus_token(&self, seat: Seat, bought_in_action: i16) -> Result<(), Illegal> {
        let tokens = self.player(seat).map_or(0, |player| player.bonus_tokens);
        if tokens <= 0 {
            Err(Illegal::NoBonusToken)
        } else if tokens <= bought_in_action {
            Err(Illegal::BonusTokenTooNew)
        } else {
            Ok(())
        }
    }

    /// The rules of one step, wherever it is taken.
    pub(crate) fn check_step(
        &self,
        seat: Seat,
        step: Step,
        context: StepContext<'_>,
    ) -> Result<(), Illegal> {
        match context {
            StepContext::Regular(turn) => {
                if step.area() != turn.area {
                    return Err(Illegal::WrongArea);
                }
                self.check_regular_limits(turn, step)?;
            }
            StepContext::Bonus => {
                if step == Step::TakeCog {
                    return Err(Illegal::NotAsBonus);
                }
            }
            StepContext::Final(turn) => {
                let Step::Exchange(exchange) = step else {
                    return Err(Illegal::NotNow(Expected::FinalExchange));
                };
                if exchange == Exchange::BonusToken {
                    return Err(Illegal::NoBonusTokenAtGameEnd);
                }
                check_exchange_limits(turn, exchange)?;
            }
        }
        let cogs_spent = match context {
            StepContext::Regular(turn) => turn.cogs_spent,
            _ => 0,
        };
        match step {
            Step::Build(factory) => self.check_build(seat, factory),
            Step::RunFactory(factory) => self.check_run_factory(seat, factory),
            Step::Buy(load) => self.check_buy(seat, load),
            Step::Produce { card, fake } => self.check_produce(seat, card, fake),
            Step::TakeCog => Ok(()),
            Step::Exchange(exchange) => self.check_exchange(seat, exchange),
            Step::Develop(invention, space) => {
                self.check_develop(seat, invention, space, cogs_spent)
            }
            Step::Patent(target) => self.check_patent(seat, target),
        }
    }

    fn check_regular_limits(&self, turn: &Turn, step: Step) -> Result<(), Illegal> {
        let limit = |max: u8| {
            if turn.steps >= max {
                Err(Illegal::StepLimit(max))
            } else {
                Ok(())
            }
        };
        match step {
            Step::Build(_) => limit(data::MAX_BUILDS),
            Step::RunFactory(_) => Err(Illegal::BonusOnly),
            Step::Buy(_) => limit(data::MAX_LOADS_BOUGHT),
            Step::Produce { .. } => limit(data::MAX_PRODUCED),
            Step::TakeCog => {
                if turn.steps > 0 {
                    Err(Illegal::CogOrExchanges)
                } else {
                    Ok(())
                }
            }
            Step::Exchange(exchange) => check_exchange_limits(turn, exchange),
            Step::Develop(..) => {
                if turn.patents > 0 {
                    Err(Illegal::DevelopOrPatent)
                } else {
                    Ok(())
                }
            }
            Step::Patent(_) => {
                if turn.steps > turn.patents {
                    Err(Illegal::DevelopOrPatent)
                } else if turn.patents >= data::MAX_PATENTS_PER_ACTION {
                    Err(Illegal::StepLimit(data::MAX_PATENTS_PER_ACTION))
                } else {
                    Ok(())
                }
            }
        }
    }

    fn check_build(&self, seat: Seat, factory: FactoryId) -> Result<(), Illegal> {
        if !self.factory_market.contains(&Some(factory)) {
            return Err(Illegal::FactoryNotOffered);
        }
        let info = factory.info().ok_or(Illegal::FactoryNotOffered)?;
        let player = self.seat_player(seat)?;
        if self.limits_factories_per_round()
            && player.built_this_round >= data::MAX_BUILDS_PER_ROUND
        {
            return Err(Illegal::FactoriesPerRound(data::MAX_BUILDS_PER_ROUND));
        }
        if player.can_pay(&info.cost) {
            Ok(())
        } else {
            Err(Illegal::NotEnoughCubes)
        }
    }

    fn check_run_factory(&self, seat: Seat, factory: FactoryId) -> Result<(), Illegal> {
        if self.seat_player(seat)?.factories.contains(&factory) {
            Ok(())
        } else {
            Err(Illegal::NotYourFactory)
        }
    }

    fn check_buy(&self, seat: Seat, load: LoadId) -> Result<(), Illegal> {
        let cubes = *self
            .loads
            .get(usize::from(load.0))
            .ok_or(Illegal::UnknownLoad)?;
        if cubes == 0 {
            Err(Illegal::LoadEmpty)
        } else if self.seat_player(seat)?.gold < i16::from(data::LOAD_PRICE) {
            Err(Illegal::NotEnoughGold)
        } else {
            Ok(())
        }
    }

    fn check_produce(
        &self,
        seat: Seat,
        card: CardId,
        fake: Option<FakePayment>,
    ) -> Result<(), Illegal> {
        if !self.conveyor.contains(&Some(card)) {
            return Err(Illegal::CardNotOffered);
        }
        let info = card.info().ok_or(Illegal::CardNotOffered)?;
        let player = self.seat_player(seat)?;
        let mut cost = info.cost;
        match (info.is_fake(), fake) {
            (true, Some(payment)) if payment.total() == info.unknown => {
                if let Some(invention) = info.invention() {
                    if self.board.holds_any(invention, seat) {
                        return Err(Illegal::FakeOfOwnInvention);
                    }
                }
                for (resource, count) in [
                    (Resource::Metal, payment.metal),
                    (Resource::Tech, payment.tech),
                    (Resource::Tool, payment.tool),
                ] {
                    let slot = &mut cost[resource.index()];
                    *slot = slot.saturating_add(count);
                }
            }
            (false, None) => {}
            _ => return Err(Illegal::FakePaymentMismatch),
        }
        if player.can_pay(&cost) {
            Ok(())
        } else {
            Err(Illegal::NotEnoughCubes)
        }
    }

    fn check_exchange(&self, seat: Seat, exchange: Exchange) -> Result<(), Illegal> {
        let player = self.seat_player(seat)?;
        let gold_needed = |gold: u8| {
            if player.gold >= i16::from(gold) {
                Ok(())
            } else {
                Err(Illegal::NotEnoughGold)
            }
        };
        let cog_needed = || {
            if player.cogs >= 1 {
                Ok(())
            } else {
                Err(Illegal::NotEnoughCogs)
            }
        };
        match exchange {
            Exchange::GoldForCog => gold_needed(data::GOLD_PER_COG),
            Exchange::GoldForInfluence => gold_needed(data::GOLD_PER_INFLUENCE),
            Exchange::BonusToken => gold_needed(data::GOLD_PER_BONUS_TOKEN),
            Exchange::CogForGold | Exchange::CogForInfluence => cog_needed(),
            Exchange::Trade { give, get } => {
                if give[0] > give[1] || give.contains(&get) {
                    return Err(Illegal::NoSuchExchange);
                }
                let have = |good: Good| match good.resource() {
                    Some(resource) => player.cube(resource),
                    None => player.gold,
                };
                let needed = if give[0] == give[1] { 2 } else { 1 };
                if give.iter().all(|good| have(*good) >= needed) {
                    Ok(())
                } else if give.contains(&Good::Gold) && have(Good::Gold) < needed {
                    Err(Illegal::NotEnoughGold)
                } else {
                    Err(Illegal::NotEnoughCubes)
                }
            }
        }
    }

    fn check_develop(
        &self,
        seat: Seat,
        invention: Invention,
        space: Space,
        cogs_spent: u8,
    ) -> Result<(), Illegal> {
        let player = self.seat_player(seat)?;
        if self.board.holder(invention, space).is_some() {
            return Err(Illegal::SpaceTaken);
        }
        if space == Space::Silver && self.board.holder(invention, Space::Gold).is_none() {
            return Err(Illegal::GoldSpaceFirst);
        }
        let cost = invention.space(space).cogs;
        if cogs_spent.saturating_add(cost) > data::MAX_COGS_PER_DEVELOP_ACTION {
            return Err(Illegal::CogLimit);
        }
        if player.cogs < i16::from(cost) {
            return Err(Illegal::NotEnoughCogs);
        }
        if player.markers == 0 {
            return Err(Illegal::NoMarkerLeft);
        }
        Ok(())
    }

    fn check_patent(&self, seat: Seat, target: Option<(Invention, Space)>) -> Result<(), Illegal> {
        let player = self.seat_player(seat)?;
        let (gold, _) = *data::PATENT_TRACK
            .get(usize::from(player.patents))
            .ok_or(Illegal::PatentTrackFull)?;
        if player.gold < i16::from(gold) {
            return Err(Illegal::NotEnoughGold);
        }
        match target {
            Some((invention, space)) => {
                if self.board.holder(invention, space) != Some(seat) {
                    Err(Illegal::NotYourSpace)
                } else if self.board.is_patented(invention, space) {
                    Err(Illegal::AlreadyPatented)
                } else if player.markers == 0 {
                    Err(Illegal::NoMarkerLeft)
                } else {
                    Ok(())
                }
            }
            None => {
                let can_attach = player.markers > 0
                    && self
                        .board
                        .held_by(seat)
                        .any(|(invention, space)| !self.board.is_patented(invention, space));
                if can_attach {
                    Err(Illegal::MustAttachPatent)
                } else {
                    Ok(())
                }
            }
        }
    }

    fn seat_player(&self, seat: Seat) -> Result<&super::state::Player, Illegal> {
        self.player(seat).ok_or(Illegal::GameOver)
    }
}

fn check_exchange_limits(turn: &Turn, exchange: Exchange) -> Result<(), Illegal> {
    if turn.steps >= data::MAX_EXCHANGES {
        return Err(Illegal::StepLimit(data::MAX_EXCHANGES));
    }
    let square: ExchangeSquare = exchange.square();
    if turn.per_square[square.index()] >= data::MAX_EXCHANGES_PER_SQUARE {
        return Err(Illegal::SquareLimit);
    }
    Ok(())
}
