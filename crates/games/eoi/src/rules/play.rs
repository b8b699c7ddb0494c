//! Setting up a game and carrying out actions.

use serde::{Deserialize, Serialize};

use super::action::{Action, Exchange, FakePayment, Step};
use super::components::{
    Area, CardId, FactoryId, Good, Invention, LoadId, Product, Resource, Royalty, Space,
};
use super::data;
use super::event::{Event, Seat};
use super::legal::IllegalAction;
use super::rng::Rng;
use super::state::{
    CardList, FactoryList, GameState, InventionBoard, Phase, Player, Score, SeatList, Setup, Turn,
};
use tabletop::names::{check_names, NameError};
use tabletop::ArrayVec;

/// Why a [`Setup`] cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupError {
    PlayerCount(usize),
    EmptyName(Seat),
    NameTooLong(Seat),
    DuplicateColour(Seat),
    StartPlayerOutOfRange(Seat),
    /// Rules this build does not know (a newer version, or none).
    UnknownRules(u8),
}

/// The longest player name accepted, in characters (the platform's rule).
pub use tabletop::names::MAX_NAME_CHARS;

impl GameState {
    /// A new game, set up as the rulebook's setup describes, every shuffle drawn from the seed.
    pub fn new(setup: &Setup) -> Result<GameState, SetupError> {
        let count = setup.players.len();
        if !(data::MIN_PLAYERS..=data::MAX_PLAYERS).contains(&count) {
            return Err(SetupError::PlayerCount(count));
        }
        check_names(setup.players.iter().map(|player| player.name.as_str())).map_err(|error| {
            match error {
                NameError::Empty(seat) => SetupError::EmptyName(seat),
                NameError::TooLong(seat) => SetupError::NameTooLong(seat),
            }
        })?;
        for (seat, player) in setup.players.iter().enumerate() {
            let seat = seat as Seat;
            if setup.players[..usize::from(seat)]
                .iter()
                .any(|earlier| earlier.colour == player.colour)
            {
                return Err(SetupError::DuplicateColour(seat));
            }
        }
        let mut rng = Rng::new(setup.seed);
        let start_player = match setup.start_player {
            Some(seat) if usize::from(seat) >= count => {
                return Err(SetupError::StartPlayerOutOfRange(seat))
            }
            Some(seat) => seat,
            None => rng.below(count as u32) as Seat,
        };
        let players = setup
            .players
            .iter()
            .map(|player| Player {
                colour: player.colour,
                cubes: data::STARTING_CUBES.map(i16::from),
                gold: i16::from(data::STARTING_GOLD),
                cogs: i16::from(data::STARTING_COGS),
                influence: 0,
                bonus_tokens: i16::from(data::starting_bonus_tokens(count)),
                factories: [player.colour.start_factory()].into_iter().collect(),
                patents: 0,
                markers: data::MARKERS_PER_PLAYER,
                final_exchange: 0,
                built_this_round: 0,
            })
            .collect();

        let mut factory_deck: FactoryList = FactoryId::all()
            .filter(|id| !is_start_factory(*id))
            .collect();
        rng.shuffle(&mut factory_deck);
        let mut factory_market = [None; data::FACTORY_MARKET_PLACES];
        for place in &mut factory_market {
            *place = factory_deck.pop();
        }

        let mut invention_deck: CardList = CardId::all()
            .filter(|card| card.info().is_some_and(|info| info.is_start()))
            .collect();
        rng.shuffle(&mut invention_deck);
        let mut conveyor = [None; data::CONVEYOR_PLACES];
        for place in &mut conveyor {
            *place = invention_deck.pop();
        }
        let unreleased = CardId::all()
            .filter(|card| card.info().is_some_and(|info| !info.is_start()))
            .collect();

        let mut loads = [0; 7];
        for (cubes, load) in loads.iter_mut().zip(data::LOADS.iter()) {
            *cubes = load.refill_when_empty;
        }

        if setup.rules_version == 0 || setup.rules_version > data::RULES_VERSION {
            return Err(SetupError::UnknownRules(setup.rules_version));
        }
        Ok(GameState {
            players,
            rng,
            rules_version: setup.rules_version,
            round: 1,
            start_player,
            phase: Phase::Placement { seat: start_player },
            areas: [[None; data::TOKENS_PER_AREA]; 6],
            factory_market,
            factory_deck,
            factory_discard: FactoryList::new(),
            conveyor,
            invention_deck,
            invention_discard: CardList::new(),
            new_inventions: CardList::new(),
            unreleased,
            removed: CardList::new(),
            loads,
            board: InventionBoard::default(),
            scores: ArrayVec::new(),
        })
    }

    /// Carries out `action`, returning what happened; an illegal action changes nothing.
    pub fn play(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        self.check(action)
            .map_err(|reason| IllegalAction { action, reason })?;
        let mut events = Vec::new();
        self.play_unchecked(action, &mut events);
        Ok(events)
    }

    /// The state after `action` and what happened, leaving `self` as it is.
    pub fn apply(&self, action: Action) -> Result<(GameState, Vec<Event>), IllegalAction> {
        let mut next = self.clone();
        let events = next.play(action)?;
        Ok((next, events))
    }

    /// Carries out an action already known to be legal (from [`GameState::legal_actions`]), for
    /// replays and search. An illegal action here leaves the state inconsistent.
    pub fn play_unchecked(&mut self, action: Action, events: &mut Vec<Event>) {
        let phase = std::mem::replace(&mut self.phase, Phase::GameOver);
        match (phase, action) {
            (Phase::Placement { seat }, Action::Place(area)) => {
                if let Some(slot) = self.areas[area.index()].iter_mut().find(|t| t.is_none()) {
                    *slot = Some(seat);
                }
                events.push(Event::TokenPlaced { seat, area });
                self.after_placement(seat, events);
            }
            (Phase::Resolution { seat }, Action::Resolve(area)) => {
                self.take_token(seat, area);
                events.push(Event::ActionStarted { seat, area });
                if area == Area::Production {
                    self.run_all_factories(seat, events);
                    self.end_action(Turn::new(seat, area), events);
                } else {
                    self.phase = Phase::Action(Turn::new(seat, area));
                }
            }
            (Phase::Resolution { seat }, Action::Withdraw(area)) => {
                self.take_token(seat, area);
                events.push(Event::TokenWithdrawn { seat, area });
                self.next_resolver(seat, events);
            }
            (Phase::Action(mut turn), Action::Step(step)) => {
                self.do_step(turn.seat, step, false, events);
                record_step(&mut turn, step);
                if action_is_complete(&turn, step)
                    || self.round_build_limit_reached(turn.seat, step)
                {
                    self.end_action(turn, events);
                } else {
                    self.phase = Phase::Action(turn);
                }
            }
            (Phase::Action(turn), Action::EndAction) => self.end_action(turn, events),
            (Phase::Bonus { seat, .. }, Action::Bonus(step)) => {
                if let Some(player) = self.players.get_mut(usize::from(seat)) {
                    player.bonus_tokens -= 1;
                }
                events.push(Event::BonusTokenUsed { seat });
                self.do_step(seat, step, false, events);
                self.next_resolver(seat, events);
            }
            (Phase::Bonus { seat, .. }, Action::SkipBonus) => {
                events.push(Event::BonusSkipped { seat });
                self.next_resolver(seat, events);
            }
            (Phase::FinalExchange(mut turn), Action::Step(step)) => {
                self.do_step(turn.seat, step, true, events);
                record_step(&mut turn, step);
                if turn.steps >= data::MAX_EXCHANGES {
                    self.end_final_exchange(turn, events);
                } else {
                    self.phase = Phase::FinalExchange(turn);
                }
            }
            (Phase::FinalExchange(turn), Action::EndAction) => {
                self.end_final_exchange(turn, events)
            }
            (phase, _) => self.phase = phase,
        }
    }

    /// Whether `step` was a build that used the last factory `seat` may build this round.
    fn round_build_limit_reached(&self, seat: Seat, step: Step) -> bool {
        matches!(step, Step::Build(_))
            && self.limits_factories_per_round()
            && self
                .player(seat)
                .is_some_and(|player| player.built_this_round >= data::MAX_BUILDS_PER_ROUND)
    }

    fn after_placement(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let count = self.players.len();
        let placed = self.areas.iter().flatten().flatten().count();
        if placed >= count * usize::from(data::action_tokens(count)) {
            events.push(Event::ResolutionStarted);
            self.phase = Phase::Resolution {
                seat: self.start_player,
            };
        } else {
            self.phase = Phase::Placement {
                seat: self.next_seat(seat),
            };
        }
    }

    fn next_seat(&self, seat: Seat) -> Seat {
        ((usize::from(seat) + 1) % self.players.len()) as Seat
    }

    fn take_token(&mut self, seat: Seat, area: Area) {
        let tokens = &mut self.areas[area.index()];
        if let Some(taken) = tokens.iter().position(|token| *token == Some(seat)) {
            // The tokens after it move up, so the area still reads in placement order.
            tokens[taken..].rotate_left(1);
            if let Some(last) = tokens.last_mut() {
                *last = None;
            }
        }
    }

    fn end_action(&mut self, turn: Turn, events: &mut Vec<Event>) {
        let seat = turn.seat;
        events.push(Event::ActionEnded {
            seat,
            area: turn.area,
        });
        let tokens = self.player(seat).map_or(0, |player| player.bonus_tokens);
        // Entering the bonus step needs a usable token and something to spend it on.
        self.phase = Phase::Bonus {
            seat,
            bonus_tokens_bought: turn.bonus_tokens_bought,
        };
        if tokens <= turn.bonus_tokens_bought || !self.any_bonus_step(seat) {
            self.next_resolver(seat, events);
        }
    }

    /// Hands the resolution to the next player with a token left, or ends the round.
    fn next_resolver(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let mut next = seat;
        for _ in 0..self.players.len() {
            next = self.next_seat(next);
            if self.token_areas(next) != 0 {
                self.phase = Phase::Resolution { seat: next };
                return;
            }
        }
        self.end_round(events);
    }

    fn do_step(&mut self, seat: Seat, step: Step, final_exchange: bool, events: &mut Vec<Event>) {
        match step {
            Step::Build(factory) => self.build(seat, factory, events),
            Step::RunFactory(factory) => self.run_factory(seat, factory, events),
            Step::Buy(load) => self.buy(seat, load, events),
            Step::Produce { card, fake } => self.produce(seat, card, fake, events),
            Step::TakeCog => {
                self.with_player(seat, |player| player.cogs += 1);
                events.push(Event::CogTaken { seat });
            }
            Step::Exchange(exchange) => self.exchange(seat, exchange, final_exchange, events),
            Step::Develop(invention, space) => self.develop(seat, invention, space, events),
            Step::Patent(target) => self.patent(seat, target, events),
        }
    }

    fn with_player(&mut self, seat: Seat, change: impl FnOnce(&mut Player)) {
        if let Some(player) = self.players.get_mut(usize::from(seat)) {
            change(player);
        }
    }

    /// Moves a pawn on the influence track and gives the symbol of the square it stops on.
    fn gain_influence(&mut self, seat: Seat, amount: u8, events: &mut Vec<Event>) {
        if amount == 0 {
            return;
        }
        let Some(player) = self.players.get_mut(usize::from(seat)) else {
            return;
        };
        player.influence += i16::from(amount);
        let square = player.influence.max(0) as u16;
        events.push(Event::InfluenceGained {
            seat,
            amount,
            total: square,
        });
        if let Some(good) = data::influence_symbol(square) {
            add_good(player, good, 1);
            events.push(Event::SymbolReward { seat, square, good });
        }
    }

    fn build(&mut self, seat: Seat, factory: FactoryId, events: &mut Vec<Event>) {
        let Some(info) = factory.info() else { return };
        if let Some(place) = self
            .factory_market
            .iter_mut()
            .find(|place| **place == Some(factory))
        {
            *place = None;
        }
        self.with_player(seat, |player| {
            player.pay(&info.cost);
            player.factories.push(factory);
            player.built_this_round += 1;
        });
        events.push(Event::FactoryBuilt { seat, factory });
        self.gain_influence(seat, data::BUILD_INFLUENCE, events);
    }

    fn run_all_factories(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let factories = self
            .player(seat)
            .map(|player| player.factories)
            .unwrap_or_default();
        for factory in factories {
            self.run_factory(seat, factory, events);
        }
    }

    fn run_factory(&mut self, seat: Seat, factory: FactoryId, events: &mut Vec<Event>) {
        let Some(info) = factory.info() else { return };
        self.with_player(seat, |player| {
            let amount = i16::from(info.amount);
            match info.product {
                Product::Cube(resource) => player.cubes[resource.index()] += amount,
                Product::Gold => player.gold += amount,
                Product::Cogs => player.cogs += amount,
            }
        });
        events.push(Event::FactoryProduced {
            seat,
            factory,
            product: info.product,
            amount: info.amount,
        });
    }

    fn buy(&mut self, seat: Seat, load: LoadId, events: &mut Vec<Event>) {
        let (Some(info), Some(cubes)) = (load.info(), self.loads.get_mut(usize::from(load.0)))
        else {
            return;
        };
        let bought = std::mem::take(cubes);
        self.with_player(seat, |player| {
            player.gold -= i16::from(data::LOAD_PRICE);
            player.cubes[info.resource.index()] += i16::from(bought);
        });
        events.push(Event::LoadBought {
            seat,
            load,
            resource: info.resource,
            cubes: bought,
        });
    }

    fn produce(
        &mut self,
        seat: Seat,
        card: CardId,
        fake: Option<FakePayment>,
        events: &mut Vec<Event>,
    ) {
        let Some(info) = card.info() else { return };
        if let Some(place) = self.conveyor.iter_mut().find(|place| **place == Some(card)) {
            *place = None;
        }
        self.invention_discard.push(card);
        let mut cost = info.cost;
        if let Some(payment) = fake {
            cost[Resource::Metal.index()] += payment.metal;
            cost[Resource::Tech.index()] += payment.tech;
            cost[Resource::Tool.index()] += payment.tool;
        }
        self.with_player(seat, |player| {
            player.pay(&cost);
            player.gold += i16::from(info.profit.gold);
            player.cogs += i16::from(info.profit.cogs);
        });
        events.push(Event::InventionProduced { seat, card, fake });
        self.gain_influence(seat, info.profit.influence, events);
        if info.profit.gold > 0 {
            events.push(Event::GoldGained {
                seat,
                amount: info.profit.gold,
            });
        }
        if info.profit.cogs > 0 {
            events.push(Event::CogsGained {
                seat,
                amount: info.profit.cogs,
            });
        }
        if let Some(invention) = info.invention() {
            self.pay_royalties(seat, invention, info.is_fake(), events);
        }
    }

    /// Each other holder of the invention's spaces earns that space's royalty; a fake pays only
    /// patented spaces.
    fn pay_royalties(
        &mut self,
        producer: Seat,
        invention: Invention,
        is_fake: bool,
        events: &mut Vec<Event>,
    ) {
        for space in Space::ALL {
            let Some(holder) = self.board.holder(invention, space) else {
                continue;
            };
            if holder == producer {
                continue;
            }
            if is_fake && !self.board.is_patented(invention, space) {
                events.push(Event::RoyaltyLostToFake {
                    holder,
                    invention,
                    space,
                });
                continue;
            }
            let royalty = invention.space(space).royalty;
            events.push(Event::RoyaltyPaid {
                to: holder,
                producer,
                invention,
                space,
                royalty,
            });
            match royalty {
                Royalty::Influence(amount) => self.gain_influence(holder, amount, events),
                Royalty::Gold(amount) => {
                    self.with_player(holder, |player| player.gold += i16::from(amount))
                }
            }
        }
    }

    fn exchange(
        &mut self,
        seat: Seat,
        exchange: Exchange,
        final_exchange: bool,
        events: &mut Vec<Event>,
    ) {
        let mut influence = 0;
        self.with_player(seat, |player| match exchange {
            Exchange::GoldForCog => {
                player.gold -= i16::from(data::GOLD_PER_COG);
                player.cogs += 1;
            }
            Exchange::CogForGold => {
                player.cogs -= 1;
                player.gold += i16::from(data::GOLD_PER_COG);
            }
            Exchange::GoldForInfluence => {
                player.gold -= i16::from(data::GOLD_PER_INFLUENCE);
                influence = 1;
            }
            Exchange::CogForInfluence => {
                player.cogs -= 1;
                influence = 1;
            }
            Exchange::Trade { give, get } => {
                for good in give {
                    add_good(player, good, -1);
                }
                add_good(player, get, 1);
            }
            Exchange::BonusToken => {
                player.gold -= i16::from(data::GOLD_PER_BONUS_TOKEN);
                player.bonus_tokens += 1;
            }
        });
        events.push(Event::Exchanged { seat, exchange });
        if final_exchange {
            self.with_player(seat, |player| player.final_exchange += influence);
        } else {
            self.gain_influence(seat, influence as u8, events);
        }
    }

    fn develop(&mut self, seat: Seat, invention: Invention, space: Space, events: &mut Vec<Event>) {
        let info = invention.space(space);
        self.with_player(seat, |player| {
            player.cogs -= i16::from(info.cogs);
            player.markers = player.markers.saturating_sub(1);
        });
        self.board.holders[invention.index()][space.index()] = Some(seat);
        events.push(Event::Developed {
            seat,
            invention,
            space,
            cogs: info.cogs,
        });
        self.gain_influence(seat, info.influence, events);
        if space == Space::Gold {
            let cards = invention.cards();
            self.unreleased.retain(|card| !cards.contains(card));
            self.new_inventions.extend(cards);
        }
    }

    fn patent(&mut self, seat: Seat, target: Option<(Invention, Space)>, events: &mut Vec<Event>) {
        let Some(player) = self.players.get_mut(usize::from(seat)) else {
            return;
        };
        let Some((gold, influence)) = data::PATENT_TRACK.get(usize::from(player.patents)).copied()
        else {
            return;
        };
        player.patents += 1;
        player.gold -= i16::from(gold);
        if target.is_some() {
            player.markers = player.markers.saturating_sub(1);
        }
        let square = player.patents;
        if let Some((invention, space)) = target {
            self.board.patented[invention.index()][space.index()] = true;
        }
        events.push(Event::PatentRegistered {
            seat,
            square,
            gold,
            attached: target,
        });
        self.gain_influence(seat, influence, events);
    }

    pub(crate) fn end_round(&mut self, events: &mut Vec<Event>) {
        events.push(Event::RoundEnded { round: self.round });
        if self.round >= self.last_round() {
            events.push(Event::FinalExchangeStarted);
            self.phase = Phase::FinalExchange(Turn::new(self.start_player, Area::Exchange));
            return;
        }
        self.advance_conveyor(events);
        self.advance_factory_market(events);
        for (cubes, load) in self.loads.iter_mut().zip(data::LOADS.iter()) {
            *cubes = if *cubes == 0 {
                load.refill_when_empty
            } else {
                cubes.saturating_add(load.refill_when_stocked)
            };
        }
        events.push(Event::LoadsRefilled);
        for player in &mut self.players {
            player.built_this_round = 0;
        }
        self.round += 1;
        self.start_player = self.next_seat(self.start_player);
        events.push(Event::RoundStarted {
            round: self.round,
            start_player: self.start_player,
        });
        self.phase = Phase::Placement {
            seat: self.start_player,
        };
    }

    /// End of round, step 1: start cards leave, the last 3 places are discarded, the rest slide
    /// to the end of the conveyor, new inventions are shuffled in, and the conveyor is refilled.
    fn advance_conveyor(&mut self, events: &mut Vec<Event>) {
        let mut start_cards = CardList::new();
        for place in &mut self.conveyor {
            if place
                .and_then(CardId::info)
                .is_some_and(|info| info.is_start())
            {
                start_cards.extend(place.take());
            }
        }
        if !start_cards.is_empty() {
            self.removed.extend(&start_cards);
            events.push(Event::StartCardsRemoved { cards: start_cards });
        }
        let discarded = discard_and_slide(&mut self.conveyor, data::CONVEYOR_DISCARDED);
        if !discarded.is_empty() {
            self.invention_discard.extend(&discarded);
            events.push(Event::ConveyorDiscarded { cards: discarded });
        }
        if !self.new_inventions.is_empty() {
            let new_cards = std::mem::take(&mut self.new_inventions);
            self.invention_deck.append(&mut self.invention_discard);
            self.invention_deck.extend(&new_cards);
            self.rng.shuffle(&mut self.invention_deck);
            events.push(Event::NewInventionsShuffledIn { cards: new_cards });
        }
        let (drawn, reshuffled) = refill(
            &mut self.conveyor,
            &mut self.invention_deck,
            &mut self.invention_discard,
            &mut self.rng,
        );
        if reshuffled {
            events.push(Event::InventionDiscardReshuffled);
        }
        events.push(Event::ConveyorRefilled { cards: drawn });
    }

    /// End of round, step 2: the 3 right-hand factories are discarded, the others slide right,
    /// and the market is refilled.
    fn advance_factory_market(&mut self, events: &mut Vec<Event>) {
        let discarded = discard_and_slide(&mut self.factory_market, data::FACTORY_MARKET_DISCARDED);
        if !discarded.is_empty() {
            self.factory_discard.extend(&discarded);
            events.push(Event::FactoriesDiscarded {
                factories: discarded,
            });
        }
        let (drawn, reshuffled) = refill(
            &mut self.factory_market,
            &mut self.factory_deck,
            &mut self.factory_discard,
            &mut self.rng,
        );
        if reshuffled {
            events.push(Event::FactoryDiscardReshuffled);
        }
        events.push(Event::FactoryMarketRefilled { factories: drawn });
    }

    fn end_final_exchange(&mut self, turn: Turn, events: &mut Vec<Event>) {
        let influence = self
            .player(turn.seat)
            .map_or(0, |player| player.final_exchange.max(0) as u8);
        events.push(Event::FinalExchangeEnded {
            seat: turn.seat,
            influence,
        });
        let next = self.next_seat(turn.seat);
        if next == self.start_player {
            self.score(events);
        } else {
            self.phase = Phase::FinalExchange(Turn::new(next, Area::Exchange));
        }
    }

    /// End of game: track + final exchange + the three bonuses, then the winner and tie-break.
    fn score(&mut self, events: &mut Vec<Event>) {
        let mut scores: ArrayVec<Score, { data::MAX_PLAYERS }> = (0..self.players.len())
            .map(|seat| {
                let seat = seat as Seat;
                let player = &self.players[usize::from(seat)];
                Score {
                    seat,
                    track: player.influence,
                    exchange: player.final_exchange,
                    patent_bonus: 0,
                    cogs_bonus: 0,
                    capacity_bonus: 0,
                    total: 0,
                    patents: player.patents,
                    cogs_invested: self.cogs_invested(seat),
                    capacity: player.capacity(),
                    developed: self.board.held_by(seat).count() as u8,
                    winner: false,
                }
            })
            .collect();
        award_bonus(
            &mut scores,
            |s| u16::from(s.patents),
            |s, v| s.patent_bonus = v,
        );
        award_bonus(&mut scores, |s| s.cogs_invested, |s, v| s.cogs_bonus = v);
        award_bonus(&mut scores, |s| s.capacity, |s, v| s.capacity_bonus = v);
        for score in &mut scores {
            score.total = score.track
                + score.exchange
                + i16::from(score.patent_bonus)
                + i16::from(score.cogs_bonus)
                + i16::from(score.capacity_bonus);
        }
        let best = scores
            .iter()
            .map(|score| (score.total, score.developed))
            .max();
        let mut winners = SeatList::new();
        for score in &mut scores {
            score.winner = Some((score.total, score.developed)) == best;
            if score.winner {
                winners.push(score.seat);
            }
        }
        self.scores = scores;
        self.phase = Phase::GameOver;
        events.push(Event::GameEnded { winners });
    }
}

/// Takes the cards off the last `discarded` places of a row and slides the others, in order, to
/// its end. Returns the cards taken off.
fn discard_and_slide<T: Copy + Default, const N: usize>(
    places: &mut [Option<T>],
    discarded: usize,
) -> ArrayVec<T, N> {
    let kept = places.len().saturating_sub(discarded);
    let taken: ArrayVec<T, N> = places[kept..].iter_mut().filter_map(Option::take).collect();
    let staying: ArrayVec<T, N> = places.iter().flatten().copied().collect();
    let first_staying = places.len() - staying.len();
    for (index, place) in places.iter_mut().enumerate() {
        *place = index
            .checked_sub(first_staying)
            .and_then(|offset| staying.get(offset).copied());
    }
    taken
}

/// Fills a row's empty places in order from the top of the deck, shuffling the discard pile
/// into a new deck when the deck runs out. Returns the cards drawn and whether it reshuffled.
fn refill<T: Copy + Default, const N: usize>(
    places: &mut [Option<T>],
    deck: &mut ArrayVec<T, N>,
    discard: &mut ArrayVec<T, N>,
    rng: &mut Rng,
) -> (ArrayVec<T, N>, bool) {
    let mut drawn = ArrayVec::new();
    let mut reshuffled = false;
    for place in places.iter_mut().filter(|place| place.is_none()) {
        if deck.is_empty() && !discard.is_empty() {
            deck.append(discard);
            rng.shuffle(deck);
            reshuffled = true;
        }
        let Some(card) = deck.pop() else { break };
        *place = Some(card);
        drawn.push(card);
    }
    (drawn, reshuffled)
}

/// Gives a bonus to the players with the highest non-zero value, split on ties.
fn award_bonus(
    scores: &mut [Score],
    value: impl Fn(&Score) -> u16,
    mut set: impl FnMut(&mut Score, u8),
) {
    let best = scores.iter().map(&value).max().unwrap_or(0);
    if best == 0 {
        return;
    }
    let tied = scores.iter().filter(|score| value(score) == best).count();
    for score in scores.iter_mut() {
        if value(score) == best {
            set(score, data::tied_bonus(tied));
        }
    }
}

fn add_good(player: &mut Player, good: Good, amount: i16) {
    match good.resource() {
        Some(resource) => player.cubes[resource.index()] += amount,
        None => player.gold += amount,
    }
}

fn is_start_factory(factory: FactoryId) -> bool {
    factory.info().is_some_and(|info| info.is_start)
}

fn record_step(turn: &mut Turn, step: Step) {
    turn.steps += 1;
    match step {
        Step::Exchange(exchange) => {
            turn.per_square[exchange.square().index()] += 1;
            if exchange == Exchange::BonusToken {
                turn.bonus_tokens_bought += 1;
            }
        }
        Step::Develop(invention, space) => turn.cogs_spent += invention.space(space).cogs,
        Step::Patent(_) => turn.patents += 1,
        _ => {}
    }
}

/// Whether the regular action just reached the end of what it allows.
fn action_is_complete(turn: &Turn, step: Step) -> bool {
    match step {
        Step::Build(_) => turn.steps >= data::MAX_BUILDS,
        Step::Buy(_) => turn.steps >= data::MAX_LOADS_BOUGHT,
        Step::Produce { .. } => turn.steps >= data::MAX_PRODUCED,
        Step::TakeCog => true,
        Step::Exchange(_) => turn.steps >= data::MAX_EXCHANGES,
        Step::Patent(_) => turn.patents >= data::MAX_PATENTS_PER_ACTION,
        Step::Develop(..) => turn.cogs_spent >= data::MAX_COGS_PER_DEVELOP_ACTION,
        Step::RunFactory(_) => true,
    }
}
