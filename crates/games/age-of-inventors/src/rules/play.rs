//! Carrying out actions: setup, the upkeep steps, every action, the effect primitives, hex
//! placement with retirement, tracks and the end of the game. Legality is in `legal.rs`;
//! everything here assumes the action passed [`GameState::check`].

use serde::{Deserialize, Serialize};
use tabletop::names::{check_names, NameError};
use tabletop::order::sort_short;
use tabletop::ArrayVec;

use super::action::Action;
use super::components::{
    Bundle, CostTarget, Effect, Field, InventorAbility, LabSide, Modifier, NewsRule, Occasion,
    Resource, SearchFilter, Track, Vote,
};
use super::data::{self, Beyond, SlotBonus};
use super::event::Event;
use super::legal::IllegalAction;
use super::rng::Rng;
use super::state::{GameState, LabChoice, Pending, Phase, Player, Seat, Setup, Spot, Tile};

/// Why a setup is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SetupError {
    /// 1 to 4 players.
    PlayerCount(usize),
    /// The seat's name is empty or only spaces.
    EmptyName(Seat),
    /// The seat's name is longer than [`MAX_NAME_CHARS`].
    NameTooLong(Seat),
}

/// The longest player name accepted, in characters (the platform's rule).
pub use tabletop::names::MAX_NAME_CHARS;

/// Moves the top of `from` (if any) out.
fn draw<const N: usize>(from: &mut ArrayVec<u8, N>) -> Option<u8> {
    from.pop()
}

/// Puts `item` under the stack.
pub(crate) fn put_under<const N: usize>(stack: &mut ArrayVec<u8, N>, item: u8) {
    stack.push(item);
    stack.rotate_right(1);
}

/// Removes the item at `index` (order kept).
fn take_at<const N: usize>(list: &mut ArrayVec<u8, N>, index: usize) -> Option<u8> {
    let item = *list.get(index)?;
    list[index..].rotate_left(1);
    list.pop();
    Some(item)
}

fn remove_item<const N: usize>(list: &mut ArrayVec<u8, N>, item: u8) -> bool {
    match list.iter().position(|&x| x == item) {
        Some(index) => take_at(list, index).is_some(),
        None => false,
    }
}

impl GameState {
    /// A new game from its setup: labs, starting hands and the board; the first decision is a
    /// quiz guess or a lab side choice.
    pub fn new(setup: &Setup) -> Result<GameState, SetupError> {
        let seats = setup.names.len();
        if !(data::MIN_PLAYERS..=data::MAX_PLAYERS).contains(&seats) {
            return Err(SetupError::PlayerCount(seats));
        }
        check_names(setup.names.iter().map(String::as_str)).map_err(|error| match error {
            NameError::Empty(seat) => SetupError::EmptyName(seat),
            NameError::TooLong(seat) => SetupError::NameTooLong(seat),
        })?;
        let solo = seats == 1;
        let mut rng = Rng::new(setup.seed);
        let shuffled = |count: usize, rng: &mut Rng| {
            let mut items: Vec<u8> = (0..count as u8).collect();
            rng.shuffle(&mut items);
            items
        };
        let mut state = GameState {
            rng: Rng::new(0),
            seats: seats as u8,
            solo,
            players: ArrayVec::new(),
            round: 1,
            phase: Phase::ChooseSide,
            pending: ArrayVec::new(),
            grid: (0..data::CELLS).map(|_| Tile::Empty).collect(),
            invention_stack: shuffled(data::INVENTIONS, &mut rng).into_iter().collect(),
            inventor_deck: shuffled(data::INVENTORS, &mut rng).into_iter().collect(),
            equipment_stack: shuffled(data::EQUIPMENT, &mut rng).into_iter().collect(),
            experiment_stack: shuffled(data::EXPERIMENTS, &mut rng).into_iter().collect(),
            breakthrough_pouch: shuffled(data::BREAKTHROUGHS, &mut rng)
                .into_iter()
                .collect(),
            news_deck: shuffled(data::NEWS, &mut rng).into_iter().collect(),
            news_discard: ArrayVec::new(),
            discarded_cards: ArrayVec::new(),
            invention_offer: [None; data::OFFER_SLOTS],
            inventor_offer: [None; data::OFFER_SLOTS],
            equipment_offer: [None; data::EQUIPMENT_OFFER_SLOTS],
            news: None,
            medallions: [None; 3],
            order: ArrayVec::new(),
            turn: 0,
            main_done: false,
            swaps: 0,
            to_activate: 0,
            extra_activations: 0,
            arrivals: 1,
            quiz_tile: None,
            grid_full: false,
            inventor_quiz: setup.inventor_quiz,
            quiz_salt: setup.seed,
            quizzed: 0,
            quiz_right: 0,
        };
        for _ in 0..seats {
            state.players.push(Player {
                books_left: data::BOOK_BASES,
                ..Player::default()
            });
        }
        if solo {
            state.players.push(Player {
                is_dummy: true,
                passed: true,
                ingenuity: data::DUMMY_INGENUITY,
                tracks: [data::DUMMY_TRACK_SPACE; 3],
                arrival: [0; 3],
                ..Player::default()
            });
        }
        state.rng = rng;
        let mut events = Vec::new();
        if solo {
            state.take_side(0, data::SOLO_LAB, &mut events);
            state.deal_start();
        } else {
            match setup.lab_choice {
                LabChoice::Random => {
                    // Each player gets a random lab, then picks one of its sides in seat order.
                    let mut labs = [0u8, 1, 2, 3];
                    state.rng.shuffle(&mut labs);
                    state.order = (0..seats as u8).collect();
                    state.quiz_tile = None;
                    for (seat, lab) in labs.iter().take(seats).enumerate() {
                        state.players[seat].quiz_guess = Some(u16::from(*lab));
                    }
                    state.phase = Phase::ChooseSide;
                }
                LabChoice::Quiz => {
                    state.quiz_tile = state.invention_stack.last().copied();
                    state.phase = Phase::QuizGuess { seat: 0 };
                }
            }
        }
        Ok(state)
    }

    /// The lab a player was dealt in a random lab choice (stored in `quiz_guess` before the
    /// side is chosen).
    pub(crate) fn dealt_lab(&self, seat: Seat) -> Option<u16> {
        match self.quiz_tile {
            None => self.p(seat).quiz_guess,
            Some(_) => None,
        }
    }

    fn take_side(&mut self, seat: Seat, side: LabSide, events: &mut Vec<Event>) {
        let info = data::LAB_SIDES[side.index()];
        let player = self.pm(seat);
        player.side = Some(side);
        player.stock = data::START_STOCK;
        for resource in Resource::ALL {
            player.stock.0[resource.index()] += info.extra.get(resource);
        }
        player.ingenuity = info.ingenuity_start;
        player.quiz_guess = None;
        events.push(Event::LabChosen { seat, side });
    }

    /// Setup step 4: the top 2 inventors and 4 inventions are each player's to pick from,
    /// one player after another (the unkept ones go under and everything is reshuffled after).
    fn deal_start(&mut self) {
        self.phase = Phase::Turn;
        for seat in (0..self.seats).rev() {
            self.pending.push(Pending::KeepInventions {
                seat,
                drawn: data::START_INVENTIONS_DRAWN as u8,
                keep: data::START_INVENTIONS_KEPT as u8,
            });
            self.pending.push(Pending::KeepInventor { seat });
        }
    }

    /// Setup step 5 onward, once every hand is kept: reshuffle, offers, and round 1 at upkeep
    /// step 6.
    fn finish_setup(&mut self, events: &mut Vec<Event>) {
        self.rng.shuffle(&mut self.inventor_deck);
        self.rng.shuffle(&mut self.invention_stack);
        for slot in 0..data::OFFER_SLOTS {
            self.invention_offer[slot] = draw(&mut self.invention_stack);
            self.inventor_offer[slot] = draw(&mut self.inventor_deck);
        }
        events.push(Event::RoundStarted(1));
        self.start_draft(events);
    }

    /// Carries out `action` if it is legal; otherwise the state is untouched.
    pub fn play(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        self.check(action)
            .map_err(|reason| IllegalAction { action, reason })?;
        let mut events = Vec::new();
        self.play_unchecked(action, &mut events);
        Ok(events)
    }

    /// The state after `action`, and its events, or why it is refused.
    pub fn apply(&self, action: Action) -> Result<(GameState, Vec<Event>), IllegalAction> {
        let mut next = self.clone();
        let events = next.play(action)?;
        Ok((next, events))
    }

    /// Carries out an action known to be legal.
    pub fn play_unchecked(&mut self, action: Action, events: &mut Vec<Event>) {
        let Some(seat) = self.current_seat() else {
            return;
        };
        if let Action::AnswerQuiz {
            invention,
            inventor,
            year,
        } = action
        {
            // A question before a placement: nothing else moves.
            self.answer_quiz(seat, invention, inventor, year, events);
            return;
        }
        // Priced before anything moves: what is paid is what `price_of` says.
        let price = self.price_of(seat, action);
        if let Some(pending) = self.pending.pop() {
            self.answer(pending, seat, action, price, events);
        } else {
            self.act(seat, action, price, events);
        }
        if self.pending.is_empty() && self.grid_full && self.phase != Phase::Over {
            self.end_game(events);
        }
    }

    /// Who decides now.
    pub fn current_seat(&self) -> Option<Seat> {
        if let Some(pending) = self.pending.last() {
            return Some(pending.seat());
        }
        match self.phase {
            Phase::Over => None,
            Phase::QuizGuess { seat } | Phase::Vote { seat } => Some(seat),
            Phase::ChooseSide | Phase::Draft { .. } | Phase::Activate { .. } | Phase::Turn => {
                let index = match self.phase {
                    Phase::Draft { pick } | Phase::Activate { pick } => usize::from(pick),
                    _ => usize::from(self.turn),
                };
                self.order.get(index).copied()
            }
        }
    }

    /// Whether the player on turn is inside a turn of several actions.
    pub fn is_mid_turn(&self) -> bool {
        match self.pending.last() {
            // Each player's setup keeps (an inventor, then inventions) are a turn of their own,
            // so undo takes back one player's keeps, not everyone's since the lab sides.
            Some(Pending::KeepInventor { .. }) => false,
            Some(_) => true,
            None => self.phase == Phase::Turn && self.main_done,
        }
    }

    // ---------------------------------------------------------------- phase actions

    fn act(&mut self, seat: Seat, action: Action, price: Option<Bundle>, events: &mut Vec<Event>) {
        match action {
            Action::GuessYear(year) => self.guess(seat, year, events),
            Action::ChooseSide(side) => {
                self.take_side(seat, side, events);
                self.turn += 1;
                if usize::from(self.turn) >= self.order.len() {
                    self.turn = 0;
                    self.deal_start();
                }
            }
            Action::CastVote(vote) => {
                self.pm(seat).vote = Some(vote);
                match (seat + 1..self.seats).find(|&next| !self.p(next).is_dummy) {
                    Some(next) => self.phase = Phase::Vote { seat: next },
                    None => self.resolve_vote(events),
                }
            }
            Action::RearrangeEquipment { first, second } => {
                self.equipment_offer
                    .swap(usize::from(first), usize::from(second));
                self.swaps += 1;
            }
            Action::Draft { slot, lab_slot } => {
                self.charge(seat, price, events);
                self.draft(seat, slot, lab_slot, events)
            }
            Action::Activate(lab_slot) => {
                if self.to_activate & (1 << lab_slot) != 0 {
                    self.to_activate &= !(1 << lab_slot);
                } else {
                    self.extra_activations = self.extra_activations.saturating_sub(1);
                }
                self.next_activation_if_done(events);
                self.activate_token(seat, lab_slot, events);
            }
            Action::Decline => {
                // Only the optional extra activation of upkeep step 7 is declined here.
                self.extra_activations = 0;
                self.next_activation_if_done(events);
            }
            Action::AssignEquipment(lab_slot) => {
                self.place_assistant(seat, Spot::Equipment(lab_slot), events);
                self.activate_token(seat, lab_slot, events);
                if self.p(seat).is(LabSide::Metropolitan) && self.any_conversion_usable(seat) {
                    self.pending.push(Pending::UseConversion { seat });
                }
                self.main_done = true;
            }
            Action::AssignAnyScience(field) => {
                self.place_assistant(seat, Spot::AnyScience, events);
                self.gain(
                    seat,
                    Bundle::one(Resource::of(field), data::ANY_SCIENCE_GAIN),
                    events,
                );
                self.main_done = true;
            }
            Action::AssignBook(cell) => {
                self.place_assistant(seat, Spot::Book(cell), events);
                self.use_book(seat, cell, price, events);
                self.main_done = true;
            }
            Action::AssignIngenuity { .. } => {
                let level = self.ingenuity_used();
                self.place_assistant(seat, Spot::Ingenuity(level), events);
                self.charge(seat, price, events);
                self.climb_ingenuity(seat, events);
                self.main_done = true;
            }
            Action::AssignExperiment => {
                self.place_assistant(seat, Spot::Experiment, events);
                self.charge(seat, price, events);
                self.draw_experiment(seat, events);
                self.main_done = true;
            }
            Action::Refresh {
                inventions,
                inventors,
            } => {
                self.place_assistant(seat, Spot::Refresh, events);
                self.charge(seat, price, events);
                self.main_done = true;
                self.refresh(seat, inventions, inventors, events);
            }
            Action::Recruit(slot) => {
                self.flip_switch(seat, events);
                self.recruit(seat, slot, price, events);
                self.main_done = true;
            }
            Action::Conceive(slot) => {
                self.flip_switch(seat, events);
                self.conceive(seat, slot, price, events);
                self.main_done = true;
            }
            Action::PlaceInventor {
                inventor,
                cell,
                rotation,
                pay,
            } => {
                self.flip_switch(seat, events);
                self.main_done = true;
                let _ = pay;
                self.place_inventor(seat, inventor, cell, rotation, price, events);
            }
            Action::PlaceInvention {
                invention,
                cell,
                pay,
            } => {
                self.flip_switch(seat, events);
                self.main_done = true;
                let _ = pay;
                self.place_invention(seat, invention, cell, price, events);
            }
            Action::ConvertToIdea(_)
            | Action::ConvertScience { .. }
            | Action::ConvertToFunds(_) => {
                self.charge(seat, price, events);
                if let Some(gain) = self.conversion_gain(seat, action) {
                    self.gain(seat, gain, events);
                }
            }
            Action::Trigger(slot) => self.trigger(seat, slot, events),
            Action::Pass => {
                self.pm(seat).passed = true;
                events.push(Event::Passed { seat });
                self.next_turn(events);
            }
            Action::EndTurn => {
                events.push(Event::TurnEnded { seat });
                self.next_turn(events);
            }
            Action::Choose(_)
            | Action::Take(_)
            | Action::Spend(_)
            | Action::UseBook(_)
            | Action::Accept
            | Action::AnswerQuiz { .. } => {}
        }
    }

    fn guess(&mut self, seat: Seat, year: u16, events: &mut Vec<Event>) {
        self.pm(seat).quiz_guess = Some(year);
        if seat + 1 < self.seats {
            self.phase = Phase::QuizGuess { seat: seat + 1 };
            return;
        }
        let target = self
            .quiz_tile
            .map_or(0, |tile| data::INVENTION_DATA[usize::from(tile)].year);
        // Closest guess first; equal distances keep seat order.
        let mut order: ArrayVec<Seat, 4> = (0..self.seats).collect();
        let distance = |s: Seat| {
            self.p(s)
                .quiz_guess
                .map_or(u16::MAX, |g| g.abs_diff(target))
        };
        sort_short(&mut order, |&a, &b| distance(a) < distance(b));
        if let Some(&first) = order.first() {
            events.push(Event::QuizWon {
                seat: first,
                year: target,
            });
        }
        for s in 0..self.seats {
            self.pm(s).quiz_guess = None;
        }
        // The tile goes back and the stack is reshuffled.
        self.rng.shuffle(&mut self.invention_stack);
        self.quiz_tile = None;
        self.order = order;
        self.turn = 0;
        self.phase = Phase::ChooseSide;
    }

    // ---------------------------------------------------------------- answers to pendings

    fn answer(
        &mut self,
        pending: Pending,
        seat: Seat,
        action: Action,
        price: Option<Bundle>,
        events: &mut Vec<Event>,
    ) {
        match (pending, action) {
            (Pending::KeepInventor { .. }, Action::Choose(index)) => {
                let top = self.inventor_deck.len();
                if let Some(card) = take_at(&mut self.inventor_deck, top - 1 - usize::from(index)) {
                    self.pm(seat).inventors.push(card);
                }
                // The other drawn card is returned (reshuffled once every hand is kept).
                if let Some(other) = self.inventor_deck.pop() {
                    put_under(&mut self.inventor_deck, other);
                }
            }
            (Pending::KeepInventions { drawn, keep, .. }, Action::Choose(index)) => {
                let top = self.invention_stack.len();
                if let Some(tile) = take_at(&mut self.invention_stack, top - 1 - usize::from(index))
                {
                    self.pm(seat).inventions.push(tile);
                }
                if keep > 1 {
                    self.pending.push(Pending::KeepInventions {
                        seat,
                        drawn: drawn - 1,
                        keep: keep - 1,
                    });
                } else {
                    for _ in 1..drawn {
                        if let Some(tile) = self.invention_stack.pop() {
                            put_under(&mut self.invention_stack, tile);
                        }
                    }
                    if self.pending.is_empty() {
                        self.finish_setup(events);
                    }
                }
            }
            (Pending::GainAny { count, .. }, Action::Take(field)) => {
                self.gain(seat, Bundle::one(Resource::of(field), 1), events);
                if count > 1 {
                    self.pending.push(Pending::GainAny {
                        seat,
                        count: count - 1,
                    });
                }
            }
            (
                Pending::Convert {
                    pay,
                    gain,
                    gain_any,
                    ..
                },
                Action::Accept | Action::Spend(_),
            ) => {
                let _ = pay;
                self.charge(seat, price, events);
                self.gain(seat, gain, events);
                if gain_any > 0 {
                    self.pending.push(Pending::GainAny {
                        seat,
                        count: gain_any,
                    });
                }
            }
            (Pending::ActivateEquipment { count, used, .. }, Action::Activate(slot)) => {
                let used = used | (1 << slot);
                if count > 1 {
                    self.pending.push(Pending::ActivateEquipment {
                        seat,
                        count: count - 1,
                        used,
                    });
                }
                self.activate_token(seat, slot, events);
            }
            (
                Pending::PlaceDiscounted { waive, .. },
                Action::PlaceInvention {
                    invention,
                    cell,
                    pay,
                },
            ) => {
                self.flip_switch(seat, events);
                let _ = (waive, pay);
                self.place_invention(seat, invention, cell, price, events);
            }
            (
                Pending::Dissertation { .. },
                Action::PlaceInvention {
                    invention,
                    cell,
                    pay,
                },
            ) => {
                let _ = pay;
                self.place_invention(seat, invention, cell, price, events);
            }
            (Pending::Search { filters, .. }, Action::Choose(index)) => {
                let filter = filters[usize::from(index)];
                self.search_conceive(seat, filter, events);
            }
            (Pending::Peek { count, .. }, Action::Choose(index)) => {
                self.charge(seat, price, events);
                let top = self.invention_stack.len();
                if let Some(tile) = take_at(&mut self.invention_stack, top - 1 - usize::from(index))
                {
                    self.pm(seat).inventions.push(tile);
                    events.push(Event::Conceived { seat });
                }
                self.bury_top(count - 1);
                self.offer_eureka(seat);
            }
            (Pending::Peek { count, .. }, Action::Decline) => self.bury_top(count),
            (Pending::UseConversion { .. }, Action::UseBook(cell)) => {
                self.use_book(seat, cell, price, events)
            }
            (Pending::BreakthroughPick { .. }, Action::Choose(index)) => {
                let top = self.breakthrough_pouch.len();
                if let Some(token) =
                    take_at(&mut self.breakthrough_pouch, top - 1 - usize::from(index))
                {
                    self.pm(seat).breakthroughs.push(token);
                    events.push(Event::BreakthroughDrawn { seat });
                }
                // The other drawn token goes back into the pouch (shuffled).
                self.rng.shuffle(&mut self.breakthrough_pouch);
            }
            (Pending::RefreshTake { .. }, Action::Recruit(slot)) => {
                self.flip_switch(seat, events);
                self.recruit(seat, slot, price, events);
            }
            (Pending::RefreshTake { .. }, Action::Conceive(slot)) => {
                self.flip_switch(seat, events);
                self.conceive(seat, slot, price, events);
            }
            (Pending::LabFull { card, .. }, Action::Choose(index)) => {
                let slot = usize::from(index);
                if slot < data::LAB_CARD_SLOTS {
                    if let Some(old) = self.pm(seat).lab_cards[slot].replace(card) {
                        self.discarded_cards.push(old);
                        events.push(Event::CardDiscarded {
                            seat,
                            inventor: old,
                        });
                    }
                    self.pm(seat).triggered &= !(1 << slot);
                } else {
                    self.discarded_cards.push(card);
                    events.push(Event::CardDiscarded {
                        seat,
                        inventor: card,
                    });
                }
            }
            (Pending::Eureka { .. }, Action::Accept) => {
                self.charge(seat, price, events);
                for _ in 0..data::EUREKA_DRAW {
                    self.draw_invention(seat, events);
                }
            }
            (Pending::Contracting { card, .. }, Action::Accept) => {
                if let Some(slot) = self.inventor_offer.iter().position(|&c| c == Some(card)) {
                    self.recruit(seat, slot as u8, price, events);
                }
            }
            (Pending::Progress { from, .. }, Action::Take(field)) => {
                let amount = Bundle::one(Resource::of(field), data::PROGRESS_STEAL);
                self.transfer(from, seat, amount, events);
            }
            // Declining any other optional decision: nothing happens.
            _ => {}
        }
    }

    fn bury_top(&mut self, count: u8) {
        // The rest go to the bottom in the order drawn (ruling: no reordering).
        for _ in 0..count {
            if let Some(tile) = self.invention_stack.pop() {
                put_under(&mut self.invention_stack, tile);
            }
        }
    }

    // ---------------------------------------------------------------- modifiers

    /// Every modifier that applies to `seat` now: its lab cards' passives and the news.
    pub(crate) fn modifiers(&self, seat: Seat) -> ArrayVec<Modifier, 4> {
        let mut list = ArrayVec::new();
        if let Some(player) = self.players.get(usize::from(seat)) {
            for card in player.lab_cards.iter().flatten() {
                if let InventorAbility::Passive(modifier) =
                    data::INVENTOR_DATA[usize::from(*card)].ability
                {
                    list.push(modifier);
                }
            }
        }
        if let Some(NewsRule::ForAll(modifier)) = self.news_rule() {
            list.push(modifier);
        }
        list
    }

    pub(crate) fn news_rule(&self) -> Option<NewsRule> {
        self.news
            .map(|(card, vote)| data::NEWS_DATA[usize::from(card)][vote as usize])
    }

    pub(crate) fn cost_delta(&self, seat: Seat, target: CostTarget) -> i32 {
        self.modifiers(seat)
            .iter()
            .map(|modifier| match *modifier {
                Modifier::CostDelta(t, delta) if t == target => i32::from(delta),
                _ => 0,
            })
            .sum()
    }

    pub(crate) fn adjusted(&self, seat: Seat, base: u8, target: CostTarget) -> u8 {
        (i32::from(base) + self.cost_delta(seat, target)).clamp(0, 255) as u8
    }

    pub(crate) fn wild_adjacency(&self, seat: Seat, field: Field) -> bool {
        self.modifiers(seat)
            .contains(&Modifier::WildAdjacency(field))
    }

    fn track_bonus(&self, seat: Seat, track: Track) -> u8 {
        self.modifiers(seat)
            .iter()
            .map(|modifier| match *modifier {
                Modifier::TrackBonus(t, bonus) if t == track => bonus,
                _ => 0,
            })
            .sum()
    }

    // ---------------------------------------------------------------- prices

    /// The Funds `seat` is asked to recruit the inventor of offer slot `slot`, after the news
    /// and abilities (0 for a slot that does not exist).
    pub fn recruit_price(&self, seat: Seat, slot: u8) -> u8 {
        let base = data::INVENTOR_OFFER_FUNDS.get(usize::from(slot));
        self.adjusted(seat, base.copied().unwrap_or(0), CostTarget::Recruit)
    }

    /// The Ideas `seat` is asked to conceive the invention of offer slot `slot`.
    pub fn conceive_price(&self, seat: Seat, slot: u8) -> u8 {
        let base = data::INVENTION_OFFER_IDEAS.get(usize::from(slot));
        self.adjusted(seat, base.copied().unwrap_or(0), CostTarget::Conceive)
    }

    /// The Ideas `seat` is asked for the Ingenuity location `level` (0 the cheapest).
    pub fn ingenuity_price(&self, seat: Seat, level: u8) -> u8 {
        let base = data::INGENUITY_LOCATION_IDEAS.get(usize::from(level));
        self.adjusted(seat, base.copied().unwrap_or(0), CostTarget::Ingenuity)
    }

    /// What `seat` is asked for the Experiment location.
    pub fn experiment_price(&self, seat: Seat) -> Bundle {
        let mut price = data::EXPERIMENT_COST;
        price.0[Resource::Funds.index()] = self.adjusted(
            seat,
            data::EXPERIMENT_COST.get(Resource::Funds),
            CostTarget::ExperimentFunds,
        );
        price
    }

    /// What `seat` is asked for the Refresh location.
    pub fn refresh_price(&self, seat: Seat) -> Bundle {
        Bundle::one(
            Resource::Funds,
            self.adjusted(seat, data::REFRESH_FUNDS, CostTarget::Refresh),
        )
    }

    /// The Funds `seat` is asked for the equipment of offer slot `slot`.
    pub fn draft_price(&self, seat: Seat, slot: u8) -> u8 {
        let base = data::EQUIPMENT_OFFER_FUNDS.get(usize::from(slot));
        self.adjusted(seat, base.copied().unwrap_or(0), CostTarget::Equipment)
    }

    /// What `seat` pays for `action` in this state, after the news and the abilities, exactly
    /// as the engine deducts it when the action is played (the charging code pays this very
    /// bundle): Resourceful's Ideas standing in for a shortfall included, and a draft nobody
    /// can afford taking every Fund. An answer (`Accept`, `Spend`, `Choose`, `UseBook`) is
    /// priced by the decision on top of the stack. `None` for an action that costs nothing by
    /// its nature; a price `seat` cannot meet is given as asked.
    pub fn price_of(&self, seat: Seat, action: Action) -> Option<Bundle> {
        let asked = |price: Bundle| Some(self.auto_payment(seat, price).unwrap_or(price));
        let funds = |amount: u8| Bundle::one(Resource::Funds, amount);
        let ideas = |amount: u8| Bundle::one(Resource::Ideas, amount);
        let pending = self.pending.last().copied().filter(|p| p.seat() == seat);
        match (pending, action) {
            (_, Action::Draft { slot, .. }) => {
                let price = funds(self.draft_price(seat, slot));
                let all = funds(self.p(seat).stock.get(Resource::Funds));
                let unaffordable = if self.draft_forced(seat, slot) {
                    all
                } else {
                    price
                };
                Some(self.auto_payment(seat, price).unwrap_or(unaffordable))
            }
            (_, Action::AssignIngenuity { funds: instead }) => {
                let price = self.ingenuity_price(seat, self.ingenuity_used());
                Some(Bundle::new(0, 0, 0, price.saturating_sub(instead), instead))
            }
            (_, Action::AssignExperiment) => asked(self.experiment_price(seat)),
            (_, Action::Refresh { .. }) => asked(self.refresh_price(seat)),
            (_, Action::Recruit(slot)) => asked(funds(self.recruit_price(seat, slot))),
            (_, Action::Conceive(slot)) => asked(ideas(self.conceive_price(seat, slot))),
            (_, Action::PlaceInventor { pay, .. }) => Some(Bundle::one(pay, 1)),
            (_, Action::PlaceInvention { pay, .. }) => Some(pay),
            (_, Action::ConvertToIdea(field)) => {
                Some(Bundle::one(Resource::of(field), self.idea_rate(seat)))
            }
            (_, Action::ConvertScience { from, .. }) => Some(Bundle::one(
                Resource::of(from),
                data::SCIENCE_CONVERSION_MATCHING,
            )),
            (_, Action::ConvertToFunds(field)) => Some(Bundle::one(Resource::of(field), 1)),
            (_, Action::AssignBook(cell)) | (_, Action::UseBook(cell)) => {
                match self.grid.get(usize::from(cell)) {
                    Some(Tile::Inventor { id, .. }) => {
                        asked(data::INVENTOR_DATA[usize::from(*id)].pay)
                    }
                    _ => None,
                }
            }
            (Some(Pending::Convert { pay, .. }), Action::Accept | Action::Spend(_)) => {
                let mut price = pay.fixed;
                if let Action::Spend(field) = action {
                    price.0[Resource::of(field).index()] += pay.any_science;
                }
                asked(price)
            }
            (Some(Pending::Eureka { .. }), Action::Accept) => asked(ideas(data::EUREKA_IDEAS)),
            (Some(Pending::Contracting { price, .. }), Action::Accept) => asked(funds(price)),
            (Some(Pending::Peek { ideas: price, .. }), Action::Choose(_)) => Some(ideas(price)),
            _ => None,
        }
    }

    /// Pays what [`GameState::price_of`] said before the action changed anything.
    fn charge(&mut self, seat: Seat, price: Option<Bundle>, events: &mut Vec<Event>) {
        if let Some(paid) = price {
            self.pay(seat, paid, events);
        }
    }

    /// What a free conversion (`ConvertToIdea`, `ConvertScience`, `ConvertToFunds`) gives `seat`
    /// for its [`GameState::price_of`]; `None` for any other action.
    pub fn conversion_gain(&self, seat: Seat, action: Action) -> Option<Bundle> {
        match action {
            Action::ConvertToIdea(_) => Some(Bundle::one(Resource::Ideas, 1)),
            Action::ConvertScience { to, .. } => Some(Bundle::one(Resource::of(to), 1)),
            Action::ConvertToFunds(_) => Some(Bundle::one(Resource::Funds, self.funds_rate(seat))),
            _ => None,
        }
    }

    /// The Science of a field `seat` gives for 1 Idea.
    pub fn idea_rate(&self, seat: Seat) -> u8 {
        self.modifiers(seat)
            .iter()
            .find_map(|modifier| match *modifier {
                Modifier::IdeaConversionRate(rate) => Some(rate),
                _ => None,
            })
            .unwrap_or(data::IDEA_CONVERSION_MATCHING)
    }

    /// The Funds `seat` gets for 1 Science.
    pub fn funds_rate(&self, seat: Seat) -> u8 {
        self.modifiers(seat)
            .iter()
            .find_map(|modifier| match *modifier {
                Modifier::FundsConversionRate(rate) => Some(rate),
                _ => None,
            })
            .unwrap_or(data::FUNDS_PER_SCIENCE)
    }

    /// How `seat` pays `price` (outside invention placement): the printed resources, and for
    /// Resourceful, Ideas for any shortfall of E, C, P or Funds. `None` if unaffordable.
    pub(crate) fn auto_payment(&self, seat: Seat, price: Bundle) -> Option<Bundle> {
        let player = self.p(seat);
        let mut paid = Bundle::NONE;
        let mut shortfall = 0u8;
        for resource in Resource::ALL {
            let need = price.get(resource);
            let have = player.stock.get(resource);
            paid.0[resource.index()] = need.min(have);
            if need > have {
                if resource == Resource::Ideas {
                    return None;
                }
                shortfall += need - have;
            }
        }
        if shortfall == 0 {
            return Some(paid);
        }
        if !player.is(LabSide::Resourceful) {
            return None;
        }
        let spare = player.stock.get(Resource::Ideas) - paid.get(Resource::Ideas);
        if spare < shortfall {
            return None;
        }
        paid.0[Resource::Ideas.index()] += shortfall;
        Some(paid)
    }

    // ---------------------------------------------------------------- resources

    pub(crate) fn gain(&mut self, seat: Seat, gain: Bundle, events: &mut Vec<Event>) {
        if gain == Bundle::NONE {
            return;
        }
        let Some(player) = self.players.get_mut(usize::from(seat)) else {
            return;
        };
        if player.is_dummy {
            return;
        }
        for resource in Resource::ALL {
            let slot = &mut player.stock.0[resource.index()];
            *slot = slot.saturating_add(gain.get(resource));
        }
        let funds = &mut player.stock.0[Resource::Funds.index()];
        *funds = (*funds).min(data::FUNDS_MAX);
        events.push(Event::Gained { seat, gain });
    }

    pub(crate) fn pay(&mut self, seat: Seat, paid: Bundle, events: &mut Vec<Event>) {
        let player = self.pm(seat);
        for resource in Resource::ALL {
            let slot = &mut player.stock.0[resource.index()];
            *slot = slot.saturating_sub(paid.get(resource));
        }
        if paid != Bundle::NONE {
            events.push(Event::Paid { seat, paid });
        }
    }

    /// Moves up to `amount` from one player to another (a dummy gives without limit, and
    /// receives nothing).
    fn transfer(&mut self, from: Seat, to: Seat, amount: Bundle, events: &mut Vec<Event>) {
        let mut moved = amount;
        if !self.p(from).is_dummy {
            let stock = self.p(from).stock;
            for resource in Resource::ALL {
                moved.0[resource.index()] = amount.get(resource).min(stock.get(resource));
            }
            self.pay(from, moved, events);
        }
        self.gain(to, moved, events);
        if moved != Bundle::NONE {
            events.push(Event::Transferred {
                from,
                to,
                amount: moved,
            });
        }
    }

    pub(crate) fn flip_switch(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let player = self.pm(seat);
        player.switches_on = (player.switches_on + 1).min(data::SWITCHES);
        events.push(Event::SwitchesFlipped {
            seat,
            on: true,
            count: 1,
        });
    }

    fn reset_switches(&mut self, seat: Seat, count: u8, events: &mut Vec<Event>) {
        let player = self.pm(seat);
        let reset = count.min(player.switches_on);
        player.switches_on -= reset;
        if reset > 0 {
            events.push(Event::SwitchesFlipped {
                seat,
                on: false,
                count: reset,
            });
        }
    }

    fn place_assistant(&mut self, seat: Seat, spot: Spot, events: &mut Vec<Event>) {
        self.pm(seat).spots.push(spot);
        events.push(Event::AssistantPlaced { seat });
    }

    // ---------------------------------------------------------------- rankings

    /// Every token on the Ingenuity track (the dummy's too), best first.
    pub(crate) fn ingenuity_ranking(&self) -> ArrayVec<Seat, 4> {
        let mut seats: ArrayVec<Seat, 4> = (0..self.players.len() as u8).collect();
        sort_short(&mut seats, |&a, &b| {
            self.p(a).ingenuity < self.p(b).ingenuity
        });
        seats
    }

    /// The real players in Ingenuity rank order.
    pub(crate) fn rank_order(&self) -> ArrayVec<Seat, 4> {
        let mut seats = self.ingenuity_ranking();
        seats.retain(|&seat| !self.p(seat).is_dummy);
        seats
    }

    /// The tokens ranked below `seat` on the Ingenuity track.
    pub(crate) fn ranked_below(&self, seat: Seat) -> ArrayVec<Seat, 4> {
        let mine = self.p(seat).ingenuity;
        (0..self.players.len() as u8)
            .filter(|&other| self.p(other).ingenuity > mine)
            .collect()
    }

    /// The players on a track, best first: higher space, then earlier arrival; those still
    /// in the start area are not ranked.
    pub(crate) fn track_ranking(&self, track: Track) -> ArrayVec<Seat, 4> {
        let t = track.index();
        let mut seats: ArrayVec<Seat, 4> = (0..self.players.len() as u8)
            .filter(|&seat| self.p(seat).tracks[t] > 0)
            .collect();
        let key = |seat: Seat| {
            let player = self.p(seat);
            (std::cmp::Reverse(player.tracks[t]), player.arrival[t])
        };
        sort_short(&mut seats, |&a, &b| key(a) < key(b));
        seats
    }

    fn climb_ingenuity(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let mine = self.p(seat).ingenuity;
        let above = (0..self.players.len() as u8)
            .filter(|&other| self.p(other).ingenuity < mine)
            .max_by_key(|&other| self.p(other).ingenuity);
        let Some(other) = above else {
            return;
        };
        let theirs = self.p(other).ingenuity;
        self.pm(other).ingenuity = mine;
        self.pm(seat).ingenuity = theirs;
        events.push(Event::IngenuitySwapped {
            seat,
            with: other,
            position: theirs,
        });
        if self.p(other).is(LabSide::Liberal) && self.p(seat).stock.science() > 0 {
            self.pending.push(Pending::Progress {
                seat: other,
                from: seat,
            });
        }
    }

    pub(crate) fn advance_track(
        &mut self,
        seat: Seat,
        track: Track,
        steps: u8,
        events: &mut Vec<Event>,
    ) {
        let t = track.index();
        let from = self.p(seat).tracks[t];
        let to = from.saturating_add(steps).min(data::TRACK_TOP);
        if to == from {
            return;
        }
        let arrival = self.arrivals;
        self.arrivals += 1;
        {
            let player = self.pm(seat);
            player.tracks[t] = to;
            player.arrival[t] = arrival;
        }
        events.push(Event::TrackAdvanced {
            seat,
            track,
            space: to,
        });
        for (index, &space) in data::MILESTONES.iter().enumerate() {
            if from < space && space <= to {
                events.push(Event::MilestoneReached { seat, track, space });
                self.gain(seat, data::MILESTONE_BONUS[t][index], events);
            }
        }
        if self.track_ranking(track).first() == Some(&seat) && self.medallions[t] != Some(seat) {
            self.medallions[t] = Some(seat);
            events.push(Event::MedallionTaken { seat, track });
        }
    }

    // ---------------------------------------------------------------- draws and offers

    pub(crate) fn draw_invention(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if let Some(tile) = draw(&mut self.invention_stack) {
            self.pm(seat).inventions.push(tile);
            events.push(Event::InventionDrawn { seat });
        }
    }

    fn draw_inventor(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if let Some(card) = draw(&mut self.inventor_deck) {
            self.pm(seat).inventors.push(card);
            events.push(Event::InventorDrawn {
                seat,
                inventor: card,
            });
        }
    }

    fn draw_experiment(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if let Some(token) = draw(&mut self.experiment_stack) {
            self.pm(seat).experiments.push(token);
            events.push(Event::ExperimentDrawn { seat });
        }
    }

    pub(crate) fn draw_breakthrough(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.solo {
            return;
        }
        let picks = self.modifiers(seat).contains(&Modifier::BreakthroughPick);
        if picks && self.breakthrough_pouch.len() >= data::NOBEL_DRAW {
            self.pending.push(Pending::BreakthroughPick { seat });
        } else if let Some(token) = draw(&mut self.breakthrough_pouch) {
            self.pm(seat).breakthroughs.push(token);
            events.push(Event::BreakthroughDrawn { seat });
        }
    }

    /// Slides the invention offer toward Ideas1 and refills Ideas3.
    fn refill_inventions(&mut self) {
        let mut cards: ArrayVec<u8, 3> = self.invention_offer.iter().flatten().copied().collect();
        while cards.len() < data::OFFER_SLOTS {
            match draw(&mut self.invention_stack) {
                Some(tile) => cards.push(tile),
                None => break,
            }
        }
        for slot in 0..data::OFFER_SLOTS {
            self.invention_offer[slot] = cards.get(slot).copied();
        }
    }

    /// Slides the inventor offer toward Funds2 and refills Funds6; a card that enters may be
    /// taken by Contracting.
    fn refill_inventors(&mut self) {
        let mut cards: ArrayVec<u8, 3> = self.inventor_offer.iter().flatten().copied().collect();
        let kept = cards.len();
        while cards.len() < data::OFFER_SLOTS {
            match draw(&mut self.inventor_deck) {
                Some(card) => cards.push(card),
                None => break,
            }
        }
        for slot in 0..data::OFFER_SLOTS {
            self.inventor_offer[slot] = cards.get(slot).copied();
        }
        for slot in (kept..cards.len()).rev() {
            self.offer_contracting(cards[slot], slot);
        }
    }

    fn offer_contracting(&mut self, card: u8, slot: usize) {
        let Some(seat) = (0..self.seats).find(|&s| self.p(s).is(LabSide::ManufacturingCo)) else {
            return;
        };
        let price = self.recruit_price(seat, slot as u8);
        if self
            .auto_payment(seat, Bundle::one(Resource::Funds, price))
            .is_some()
        {
            self.pending
                .push(Pending::Contracting { seat, card, price });
        }
    }

    fn recruit(&mut self, seat: Seat, slot: u8, price: Option<Bundle>, events: &mut Vec<Event>) {
        self.charge(seat, price, events);
        if let Some(card) = self.inventor_offer[usize::from(slot)].take() {
            self.pm(seat).inventors.push(card);
            events.push(Event::Recruited {
                seat,
                inventor: card,
            });
        }
        self.refill_inventors();
    }

    fn conceive(&mut self, seat: Seat, slot: u8, price: Option<Bundle>, events: &mut Vec<Event>) {
        self.charge(seat, price, events);
        if let Some(tile) = self.invention_offer[usize::from(slot)].take() {
            self.pm(seat).inventions.push(tile);
            events.push(Event::Conceived { seat });
        }
        self.refill_inventions();
        self.offer_eureka(seat);
    }

    fn offer_eureka(&mut self, seat: Seat) {
        let player = self.p(seat);
        if player.is(LabSide::Visionary)
            && !self.invention_stack.is_empty()
            && self
                .auto_payment(seat, Bundle::one(Resource::Ideas, data::EUREKA_IDEAS))
                .is_some()
        {
            self.pending.push(Pending::Eureka { seat });
        }
    }

    fn refresh(&mut self, seat: Seat, inventions: bool, inventors: bool, events: &mut Vec<Event>) {
        events.push(Event::OfferRefreshed {
            inventions,
            inventors,
        });
        let before = self.pending.len();
        if inventions {
            for slot in 0..data::OFFER_SLOTS {
                if let Some(tile) = self.invention_offer[slot].take() {
                    put_under(&mut self.invention_stack, tile);
                }
            }
            self.refill_inventions();
        }
        if inventors {
            for slot in 0..data::OFFER_SLOTS {
                if let Some(card) = self.inventor_offer[slot].take() {
                    put_under(&mut self.inventor_deck, card);
                }
            }
            self.refill_inventors();
        }
        if self.p(seat).switches_off() > 0 {
            // The take comes after any Contracting decisions the new cards raised.
            let take = Pending::RefreshTake {
                seat,
                inventions,
                inventors,
            };
            let _ = self.pending.try_push(take);
            self.pending[before..].rotate_right(1);
        }
    }

    fn search_conceive(&mut self, seat: Seat, filter: SearchFilter, events: &mut Vec<Event>) {
        let matches = |tile: u8| {
            let info = data::INVENTION_DATA[usize::from(tile)];
            match filter {
                SearchFilter::Field(field) => info.field == field,
                SearchFilter::Track(track) => info.track == track,
            }
        };
        let Some(from_top) = self.invention_stack.iter().rev().position(|&t| matches(t)) else {
            return;
        };
        self.flip_switch(seat, events);
        for _ in 0..from_top {
            if let Some(miss) = self.invention_stack.pop() {
                put_under(&mut self.invention_stack, miss);
            }
        }
        if let Some(tile) = self.invention_stack.pop() {
            self.pm(seat).inventions.push(tile);
            events.push(Event::Conceived { seat });
        }
        self.offer_eureka(seat);
    }

    // ---------------------------------------------------------------- equipment and books

    pub(crate) fn activate_token(&mut self, seat: Seat, lab_slot: u8, events: &mut Vec<Event>) {
        let Some(token) = self.p(seat).equipment[usize::from(lab_slot)] else {
            return;
        };
        events.push(Event::EquipmentActivated { seat, token });
        self.resolve_effects(seat, data::EQUIPMENT_DATA[usize::from(token)], events);
    }

    /// Whether the book at `cell` can be used (active and unoccupied) and `seat` can pay.
    pub(crate) fn book_usable(&self, seat: Seat, cell: u8) -> bool {
        let Some(Tile::Inventor {
            id, active: true, ..
        }) = self.grid.get(usize::from(cell))
        else {
            return false;
        };
        let occupied = self
            .players
            .iter()
            .any(|player| player.spots.contains(&Spot::Book(cell)));
        !occupied
            && self
                .auto_payment(seat, data::INVENTOR_DATA[usize::from(*id)].pay)
                .is_some()
    }

    pub(crate) fn any_conversion_usable(&self, seat: Seat) -> bool {
        (0..data::CELLS as u8).any(|cell| self.book_usable(seat, cell))
    }

    fn use_book(&mut self, seat: Seat, cell: u8, price: Option<Bundle>, events: &mut Vec<Event>) {
        let Tile::Inventor { id, owner, .. } = self.grid[usize::from(cell)] else {
            return;
        };
        let inventor = data::INVENTOR_DATA[usize::from(id)];
        events.push(Event::BookUsed {
            seat,
            owner,
            inventor: id,
        });
        self.charge(seat, price, events);
        if owner != seat && price.is_some() {
            // The owner receives the printed input.
            self.gain(owner, inventor.pay, events);
        }
        self.gain(seat, inventor.gain, events);
    }

    // ---------------------------------------------------------------- effects

    pub(crate) fn resolve_effects(
        &mut self,
        seat: Seat,
        effects: &[Effect],
        events: &mut Vec<Event>,
    ) {
        // Reverse, so that the first listed decision is on top of the stack.
        for effect in effects.iter().rev() {
            self.resolve_effect(seat, *effect, events);
        }
    }

    fn resolve_effect(&mut self, seat: Seat, effect: Effect, events: &mut Vec<Event>) {
        match effect {
            Effect::Gain(gain) => self.gain(seat, gain, events),
            Effect::GainAny(count) => {
                if count > 0 {
                    self.pending.push(Pending::GainAny { seat, count });
                }
            }
            Effect::GainSplit {
                resource,
                own,
                others,
            } => {
                self.gain(seat, Bundle::one(resource, own), events);
                for other in 0..self.seats {
                    if other != seat {
                        self.gain(other, Bundle::one(resource, others), events);
                    }
                }
            }
            Effect::Convert {
                pay,
                gain,
                gain_any,
            } => {
                if self.convert_affordable(seat, pay) {
                    self.pending.push(Pending::Convert {
                        seat,
                        pay,
                        gain,
                        gain_any,
                    });
                }
            }
            Effect::DrawInvention(count) => {
                for _ in 0..count {
                    self.draw_invention(seat, events);
                }
            }
            Effect::DrawInventor(count) => {
                for _ in 0..count {
                    self.draw_inventor(seat, events);
                }
            }
            Effect::DrawExperiment(count) => {
                for _ in 0..count {
                    self.draw_experiment(seat, events);
                }
            }
            Effect::DrawBreakthrough(count) => {
                for _ in 0..count {
                    self.draw_breakthrough(seat, events);
                }
            }
            Effect::ResetSwitches(count) => self.reset_switches(seat, count, events),
            Effect::ActivateEquipment(count) => {
                if self.p(seat).equipment.iter().any(Option::is_some) {
                    self.pending.push(Pending::ActivateEquipment {
                        seat,
                        count,
                        used: 0,
                    });
                }
            }
            Effect::PlaceDiscounted(waive) => {
                let player = self.p(seat);
                if player.switches_off() > 0 && !player.inventions.is_empty() && !self.grid_full {
                    self.pending.push(Pending::PlaceDiscounted { seat, waive });
                }
            }
            Effect::SearchConceive(first, second) => {
                self.pending.push(Pending::Search {
                    seat,
                    filters: [first, second],
                });
            }
            Effect::PeekInventions { count, take_ideas } => {
                let count = count.min(self.invention_stack.len() as u8);
                if count > 0 {
                    events.push(Event::Peeked { seat, count });
                    self.pending.push(Pending::Peek {
                        seat,
                        count,
                        ideas: take_ideas,
                    });
                }
            }
            Effect::StealFunds(count) => {
                for other in self.ranked_below(seat) {
                    self.transfer(other, seat, Bundle::one(Resource::Funds, count), events);
                }
            }
            Effect::StealSwitch => {
                for other in self.ranked_below(seat) {
                    let flipped = if self.p(other).is_dummy {
                        true
                    } else if self.p(other).switches_off() > 0 {
                        self.flip_switch(other, events);
                        true
                    } else {
                        false
                    };
                    if flipped {
                        self.reset_switches(seat, 1, events);
                    }
                }
            }
            Effect::InnovativeIdeas => {
                let ideas = 1 + self.ranked_below(seat).len() as u8;
                self.gain(seat, Bundle::one(Resource::Ideas, ideas), events);
            }
            Effect::UseConversion => {
                if self.any_conversion_usable(seat) {
                    self.pending.push(Pending::UseConversion { seat });
                }
            }
            Effect::NextPlacementDiscount(count) => {
                let player = self.pm(seat);
                player.placement_discount = player.placement_discount.saturating_add(count);
            }
            Effect::AdvanceTrack(track, steps) => self.advance_track(seat, track, steps, events),
        }
    }

    pub(crate) fn convert_affordable(&self, seat: Seat, pay: super::components::Cost) -> bool {
        if pay.any_science == 0 {
            return self.auto_payment(seat, pay.fixed).is_some();
        }
        Field::ALL.iter().any(|&field| {
            let mut price = pay.fixed;
            price.0[Resource::of(field).index()] += pay.any_science;
            self.auto_payment(seat, price).is_some()
        })
    }

    fn trigger(&mut self, seat: Seat, slot: u8, events: &mut Vec<Event>) {
        let Some(card) = self.p(seat).lab_cards[usize::from(slot)] else {
            return;
        };
        self.pm(seat).triggered |= 1 << slot;
        events.push(Event::Triggered {
            seat,
            inventor: card,
        });
        if let InventorAbility::Trigger(effects) = data::INVENTOR_DATA[usize::from(card)].ability {
            self.resolve_effects(seat, effects, events);
        }
    }

    // ---------------------------------------------------------------- placement

    /// The neighbours of a cell that are on the grid (the clock is not listed).
    pub(crate) fn grid_neighbours(cell: u8) -> impl Iterator<Item = (usize, u8)> {
        data::NEIGHBOURS[usize::from(cell)]
            .into_iter()
            .enumerate()
            .filter_map(|(direction, beyond)| match beyond {
                Beyond::Cell(next) => Some((direction, next)),
                _ => None,
            })
    }

    fn is_surrounded(&self, cell: u8) -> bool {
        Self::grid_neighbours(cell).all(|(_, next)| self.grid[usize::from(next)] != Tile::Empty)
    }

    fn place_inventor(
        &mut self,
        seat: Seat,
        inventor: u8,
        cell: u8,
        rotation: u8,
        price: Option<Bundle>,
        events: &mut Vec<Event>,
    ) {
        self.charge(seat, price, events);
        remove_item(&mut self.pm(seat).inventors, inventor);
        self.pm(seat).books_left -= 1;
        self.grid[usize::from(cell)] = Tile::Inventor {
            id: inventor,
            rotation,
            owner: seat,
            active: true,
        };
        events.push(Event::InventorPlaced {
            seat,
            inventor,
            cell,
        });
        let ideas = data::INVENTOR_DATA[usize::from(inventor)].ideas;
        self.gain(seat, Bundle::one(Resource::Ideas, ideas), events);
        if let Some(NewsRule::OnEvent(Occasion::PlaceInventor, gain)) = self.news_rule() {
            self.gain(seat, gain, events);
        }
        let retired_self = self.check_retirements(seat, cell, events);
        if !retired_self {
            match self.p(seat).lab_cards.iter().position(Option::is_none) {
                Some(slot) => self.pm(seat).lab_cards[slot] = Some(inventor),
                None => self.pending.push(Pending::LabFull {
                    seat,
                    card: inventor,
                }),
            }
        }
        self.note_full_grid();
        if self.p(seat).is(LabSide::Polytechnic)
            && !self.p(seat).inventions.is_empty()
            && !self.grid_full
        {
            // Below LabFull on the stack: the card is settled first.
            let dissertation = Pending::Dissertation { seat, cell };
            let top = self.pending.len();
            self.pending.push(dissertation);
            if top > 0 && matches!(self.pending[top - 1], Pending::LabFull { .. }) {
                self.pending.swap(top - 1, top);
            }
        }
    }

    pub(crate) fn place_invention(
        &mut self,
        seat: Seat,
        invention: u8,
        cell: u8,
        price: Option<Bundle>,
        events: &mut Vec<Event>,
    ) {
        let info = data::INVENTION_DATA[usize::from(invention)];
        // 1. Pay (the waived units are simply not paid); a pending discount is used up.
        self.charge(seat, price, events);
        self.pm(seat).placement_discount = 0;
        self.use_quiz_waive(seat, invention, price.unwrap_or(Bundle::NONE), events);
        remove_item(&mut self.pm(seat).inventions, invention);
        // 2. Place.
        self.grid[usize::from(cell)] = Tile::Invention { id: invention };
        events.push(Event::InventionPlaced {
            seat,
            invention,
            cell,
        });
        // 3. Retirements.
        self.check_retirements(seat, cell, events);
        // 4. Entrepreneurship.
        if self.p(seat).is(LabSide::TradingFirm) {
            let funds = price.unwrap_or(Bundle::NONE).science() as u8;
            self.gain(seat, Bundle::one(Resource::Funds, funds), events);
        }
        if let Some(NewsRule::OnEvent(Occasion::PlaceInvention, gain)) = self.news_rule() {
            self.gain(seat, gain, events);
        }
        // 5. Track.
        let steps = info.steps + self.track_bonus(seat, info.track);
        self.advance_track(seat, info.track, steps, events);
        // 6. Ability; 7. the end check once everything is resolved.
        self.note_full_grid();
        self.resolve_effects(seat, info.ability, events);
    }

    fn note_full_grid(&mut self) {
        if self.grid.iter().all(|tile| *tile != Tile::Empty) {
            self.grid_full = true;
        }
    }

    /// Retires every surrounded active inventor at or next to `cell`; the placer draws a
    /// breakthrough for each. Returns whether the tile at `cell` itself retired.
    fn check_retirements(&mut self, placer: Seat, cell: u8, events: &mut Vec<Event>) -> bool {
        let mut cells: ArrayVec<u8, 7> = ArrayVec::new();
        cells.push(cell);
        cells.extend(Self::grid_neighbours(cell).map(|(_, next)| next));
        let mut retired_self = false;
        for candidate in cells {
            let Tile::Inventor {
                id,
                owner,
                active: true,
                rotation,
            } = self.grid[usize::from(candidate)]
            else {
                continue;
            };
            if !self.is_surrounded(candidate) {
                continue;
            }
            self.grid[usize::from(candidate)] = Tile::Inventor {
                id,
                rotation,
                owner,
                active: false,
            };
            self.pm(owner).books_left += 1;
            events.push(Event::Retired {
                owner,
                inventor: id,
                cell: candidate,
            });
            let lab = &mut self.pm(owner).lab_cards;
            if let Some(slot) = lab.iter().position(|&card| card == Some(id)) {
                lab[slot] = None;
                self.pm(owner).triggered &= !(1 << slot);
                self.discarded_cards.push(id);
                events.push(Event::CardDiscarded {
                    seat: owner,
                    inventor: id,
                });
            } else if candidate == cell {
                retired_self = true;
                self.discarded_cards.push(id);
                events.push(Event::CardDiscarded {
                    seat: owner,
                    inventor: id,
                });
            }
            self.draw_breakthrough(placer, events);
        }
        retired_self
    }

    // ---------------------------------------------------------------- rounds

    fn next_turn(&mut self, events: &mut Vec<Event>) {
        if let Some(&seat) = self.order.get(usize::from(self.turn)) {
            self.pm(seat).placement_discount = 0;
        }
        self.main_done = false;
        let count = self.order.len();
        for step in 1..=count {
            let index = (usize::from(self.turn) + step) % count;
            if !self.p(self.order[index]).passed {
                self.turn = index as u8;
                return;
            }
        }
        self.end_round(events);
    }

    fn end_round(&mut self, events: &mut Vec<Event>) {
        if let Some((card, _)) = self.news.take() {
            self.news_discard.push(card);
        }
        if self.round >= data::ROUNDS {
            self.end_game(events);
        } else {
            self.upkeep(events);
        }
    }

    fn end_game(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Over;
        self.pending.clear();
        events.push(Event::GameEnded);
    }

    /// Upkeep steps 1-4 (round 2 onward); the vote follows.
    fn upkeep(&mut self, events: &mut Vec<Event>) {
        for player in self.players.iter_mut() {
            player.spots.clear();
            player.initiative = None;
            player.switches_on = 0;
            player.triggered = 0;
            player.passed = player.is_dummy;
            player.vote = None;
        }
        self.round += 1;
        events.push(Event::RoundStarted(self.round));
        match draw(&mut self.news_deck) {
            Some(card) => {
                events.push(Event::NewsRevealed(card));
                self.news = Some((card, Vote::Left));
                self.phase = Phase::Vote { seat: 0 };
            }
            None => self.after_news(events),
        }
    }

    fn resolve_vote(&mut self, events: &mut Vec<Event>) {
        for seat in 0..self.players.len() as u8 {
            if self.p(seat).is_dummy {
                let vote = if self.rng.below(2) == 0 {
                    Vote::Left
                } else {
                    Vote::Right
                };
                self.pm(seat).vote = Some(vote);
            }
        }
        let count = |side: Vote| self.players.iter().filter(|p| p.vote == Some(side)).count() as u8;
        let (left, right) = (count(Vote::Left), count(Vote::Right));
        let winner = if left > right {
            Vote::Left
        } else if right > left {
            Vote::Right
        } else {
            let first = self.ingenuity_ranking().first().copied().unwrap_or(0);
            self.p(first).vote.unwrap_or(Vote::Left)
        };
        events.push(Event::VotesRevealed {
            left,
            right,
            winner,
        });
        let Some((card, _)) = self.news else {
            return;
        };
        self.news = Some((card, winner));
        let rule = data::NEWS_DATA[usize::from(card)][winner as usize];
        let ranking = self.rank_order();
        match rule {
            NewsRule::AllGain(gain) => {
                for &seat in &ranking {
                    self.gain(seat, gain, events);
                }
            }
            NewsRule::AllGainAny(count) => {
                for &seat in ranking.iter().rev() {
                    self.pending.push(Pending::GainAny { seat, count });
                }
            }
            NewsRule::RankGain { highest, gain } => {
                let seat = if highest {
                    ranking.first()
                } else {
                    ranking.last()
                };
                if let Some(&seat) = seat {
                    self.gain(seat, gain, events);
                }
            }
            _ => {}
        }
        // Deep State.
        if let Some(boss) = (0..self.seats).find(|&s| self.p(s).is(LabSide::Authoritarian)) {
            let boss_vote = self.p(boss).vote;
            for other in 0..self.seats {
                if other != boss && self.p(other).vote != boss_vote {
                    let amount = Bundle::one(Resource::Ideas, data::DEEP_STATE_STEAL);
                    self.transfer(other, boss, amount, events);
                }
            }
        }
        self.after_news(events);
    }

    /// Upkeep step 5 (income), then the draft.
    fn after_news(&mut self, events: &mut Vec<Event>) {
        for seat in 0..self.seats {
            let position = self.p(seat).ingenuity;
            let base = data::INGENUITY_INCOME[usize::from(position.saturating_sub(1)).min(7)];
            let funds = self.adjusted(seat, base, CostTarget::Income);
            events.push(Event::Income { seat, funds });
            self.gain(seat, Bundle::one(Resource::Funds, funds), events);
        }
        self.start_draft(events);
    }

    /// The equipment slots this game uses (the rightmost N+1; solo 3).
    pub(crate) fn equipment_slots_used(&self) -> std::ops::Range<usize> {
        let used = if self.solo {
            data::SOLO_EQUIPMENT_SLOTS
        } else {
            usize::from(self.seats) + 1
        };
        data::EQUIPMENT_OFFER_SLOTS - used..data::EQUIPMENT_OFFER_SLOTS
    }

    /// Upkeep step 6: slide right, refill from the right, draft in rank order.
    fn start_draft(&mut self, _events: &mut Vec<Event>) {
        let used = self.equipment_slots_used();
        let mut tokens: ArrayVec<u8, 5> = self.equipment_offer[used.clone()]
            .iter()
            .flatten()
            .copied()
            .collect();
        // Slide right: the remaining tokens keep their order, packed to the right.
        let mut offer = [None; data::EQUIPMENT_OFFER_SLOTS];
        let mut slot = data::EQUIPMENT_OFFER_SLOTS;
        while let Some(token) = tokens.pop() {
            slot -= 1;
            offer[slot] = Some(token);
        }
        // Refill the empty slots from right to left.
        for slot in used.rev() {
            if offer[slot].is_none() {
                offer[slot] = draw(&mut self.equipment_stack);
            }
        }
        self.equipment_offer = offer;
        self.order = self.rank_order();
        self.swaps = 0;
        self.phase = Phase::Draft { pick: 0 };
    }

    /// The cheapest slot that still holds a token.
    pub(crate) fn cheapest_offered(&self) -> Option<u8> {
        (0..data::EQUIPMENT_OFFER_SLOTS as u8)
            .rev()
            .find(|&slot| self.equipment_offer[usize::from(slot)].is_some())
    }

    fn draft(&mut self, seat: Seat, slot: u8, lab_slot: u8, events: &mut Vec<Event>) {
        let Some(token) = self.equipment_offer[usize::from(slot)].take() else {
            return;
        };
        self.pm(seat).equipment[usize::from(lab_slot)] = Some(token);
        self.pm(seat).initiative = Some(slot);
        events.push(Event::Drafted {
            seat,
            token,
            slot,
            lab_slot,
        });
        match data::EQUIPMENT_SLOT_BONUS[usize::from(lab_slot)] {
            SlotBonus::Gain(gain) => self.gain(seat, gain, events),
            SlotBonus::GainAny(count) => self.pending.push(Pending::GainAny { seat, count }),
            SlotBonus::DrawInvention(count) => {
                for _ in 0..count {
                    self.draw_invention(seat, events);
                }
            }
        }
        let Phase::Draft { pick } = self.phase else {
            return;
        };
        self.swaps = 0;
        if usize::from(pick) + 1 < self.order.len() {
            self.phase = Phase::Draft { pick: pick + 1 };
        } else {
            self.order = self.rank_order();
            self.phase = Phase::Activate { pick: 0 };
            self.load_activations();
            self.next_activation_if_done(events);
        }
    }

    fn load_activations(&mut self) {
        let Phase::Activate { pick } = self.phase else {
            return;
        };
        let Some(&seat) = self.order.get(usize::from(pick)) else {
            return;
        };
        let mut mask = 0;
        for (slot, token) in self.p(seat).equipment.iter().enumerate() {
            if token.is_some() {
                mask |= 1 << slot;
            }
        }
        self.to_activate = mask;
        self.extra_activations = match self.news_rule() {
            Some(NewsRule::ExtraEquipmentActivation(count)) if mask != 0 => count,
            _ => 0,
        };
    }

    /// Moves to the next player of step 7 once the current one is done, and to the player
    /// phase after the last.
    fn next_activation_if_done(&mut self, _events: &mut Vec<Event>) {
        while let Phase::Activate { pick } = self.phase {
            if self.to_activate != 0 || self.extra_activations != 0 {
                return;
            }
            if usize::from(pick) + 1 < self.order.len() {
                self.phase = Phase::Activate { pick: pick + 1 };
                self.load_activations();
            } else {
                self.start_player_phase();
            }
        }
    }

    fn start_player_phase(&mut self) {
        let mut order: ArrayVec<Seat, 4> = (0..self.seats).collect();
        let initiative = |seat: Seat| self.p(seat).initiative.unwrap_or(u8::MAX);
        sort_short(&mut order, |&a, &b| initiative(a) < initiative(b));
        self.order = order;
        self.turn = 0;
        self.main_done = false;
        self.phase = Phase::Turn;
    }
}
