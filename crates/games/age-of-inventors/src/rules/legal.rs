//! Legality: [`GameState::check`] is the single place that says whether an action is allowed
//! now and, if not, why. [`GameState::legal_actions_into`] generates the busiest decisions'
//! actions directly (`generate.rs`) and lists the others' candidates, keeping those `check`
//! accepts; the property tests hold the generated lists to `check`.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::components::{
    Bundle, Field, InventorAbility, LabSide, LocationKind, NewsRule, Resource, SearchFilter, Vote,
};
use super::data::{self, Beyond};
use super::state::{GameState, Pending, Phase, Seat, Spot, Tile};

/// Why an action is not allowed now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Illegal {
    GameOver,
    /// The game waits for another kind of decision.
    NotNow,
    /// A slot, cell, index or year outside its range.
    OutOfRange,
    /// That lab is another player's (or was not dealt to you).
    LabUnavailable,
    NoSwitchLeft,
    NoAssistantLeft,
    NoBookBaseLeft,
    /// This location already holds an assistant (or every one of its kind does).
    LocationTaken,
    /// The news closed this location for the round.
    LocationClosed,
    CannotAfford,
    /// The stack or pouch is empty.
    EmptyStack,
    /// Nothing lies in that slot.
    EmptySlot,
    NotInHand,
    CellTaken,
    /// An inventor may not be placed next to another inventor.
    NextToInventor,
    /// No neighbouring inventor's edge matches the invention's field.
    NoMatchingEdge,
    /// Dissertation: the invention must touch the new inventor.
    NotNextToNewInventor,
    /// A single-field inventor is placed with rotation 0 (every rotation is the same).
    NoSuchRotation,
    /// The payment does not cover the cost exactly under your substitution rights.
    WrongPayment,
    MainActionTaken,
    MainActionNotTaken,
    AlreadyTriggered,
    /// That card's ability is passive.
    NotATrigger,
    /// No tile in the stack matches.
    NoMatch,
    /// Another slot is affordable, or this is not the cheapest one.
    MustTakeCheapest,
    /// Only Authoritarian rearranges, at most 4 swaps, between two different slots with tokens.
    NoRearrange,
    /// Converting a field into itself.
    SameField,
    /// Only Liberal may pay Funds for Ingenuity.
    NotLiberal,
    /// That equipment token was already used (this round, or by this activation).
    AlreadyUsed,
    /// The player holds none of that resource.
    NothingToTake,
    /// Offering nothing to refresh.
    NothingChosen,
    /// Educational variant: this invention's quiz was already answered.
    AlreadyAnswered,
}

/// An action and why it was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct IllegalAction {
    pub action: Action,
    pub reason: Illegal,
}

fn ensure(condition: bool, reason: Illegal) -> Result<(), Illegal> {
    if condition {
        Ok(())
    } else {
        Err(reason)
    }
}

impl GameState {
    /// Whether `action` is allowed now, and if not, why.
    pub fn check(&self, action: Action) -> Result<(), Illegal> {
        let Some(seat) = self.current_seat() else {
            return Err(Illegal::GameOver);
        };
        if let Action::AnswerQuiz {
            invention,
            inventor,
            year,
        } = action
        {
            return self.check_quiz(seat, invention, inventor, year);
        }
        if let Some(&pending) = self.pending.last() {
            return self.check_pending(pending, seat, action);
        }
        match self.phase {
            Phase::Over => Err(Illegal::GameOver),
            Phase::QuizGuess { .. } => match action {
                Action::GuessYear(year) => {
                    ensure(data::QUIZ_YEARS.contains(&year), Illegal::OutOfRange)
                }
                _ => Err(Illegal::NotNow),
            },
            Phase::ChooseSide => match action {
                Action::ChooseSide(side) => {
                    let taken = self
                        .players
                        .iter()
                        .any(|p| p.side.is_some_and(|s| s.lab() == side.lab()));
                    let dealt = self
                        .dealt_lab(seat)
                        .is_none_or(|lab| usize::from(lab) == side.lab().index());
                    ensure(!taken && dealt, Illegal::LabUnavailable)
                }
                _ => Err(Illegal::NotNow),
            },
            Phase::Vote { .. } => match action {
                Action::CastVote(_) => Ok(()),
                _ => Err(Illegal::NotNow),
            },
            Phase::Draft { .. } => self.check_draft(seat, action),
            Phase::Activate { .. } => match action {
                Action::Activate(slot) => {
                    let token = self
                        .p(seat)
                        .equipment
                        .get(usize::from(slot))
                        .ok_or(Illegal::OutOfRange)?;
                    ensure(token.is_some(), Illegal::EmptySlot)?;
                    let due = self.to_activate & (1 << slot) != 0;
                    ensure(
                        due || (self.to_activate == 0 && self.extra_activations > 0),
                        Illegal::AlreadyUsed,
                    )
                }
                Action::Decline => ensure(
                    self.to_activate == 0 && self.extra_activations > 0,
                    Illegal::NotNow,
                ),
                _ => Err(Illegal::NotNow),
            },
            Phase::Turn => self.check_turn(seat, action),
        }
    }

    fn check_draft(&self, seat: Seat, action: Action) -> Result<(), Illegal> {
        let used = self.equipment_slots_used();
        match action {
            Action::RearrangeEquipment { first, second } => {
                let (first, second) = (usize::from(first), usize::from(second));
                ensure(
                    self.p(seat).is(LabSide::Authoritarian)
                        && self.swaps < data::REARRANGE_SWAPS
                        && first < second
                        && used.contains(&first)
                        && used.contains(&second)
                        && self.equipment_offer[first].is_some()
                        && self.equipment_offer[second].is_some(),
                    Illegal::NoRearrange,
                )
            }
            Action::Draft { slot, lab_slot } => {
                ensure(used.contains(&usize::from(slot)), Illegal::OutOfRange)?;
                let lab = self
                    .p(seat)
                    .equipment
                    .get(usize::from(lab_slot))
                    .ok_or(Illegal::OutOfRange)?;
                ensure(lab.is_none(), Illegal::LocationTaken)?;
                ensure(
                    self.equipment_offer[usize::from(slot)].is_some(),
                    Illegal::EmptySlot,
                )?;
                ensure(
                    self.draft_affordable(seat, slot) || self.draft_forced(seat, slot),
                    Illegal::MustTakeCheapest,
                )
            }
            _ => Err(Illegal::NotNow),
        }
    }

    /// Whether `slot` is the draft of a player who can afford none: the cheapest slot offered,
    /// for all their Funds.
    pub(super) fn draft_forced(&self, seat: Seat, slot: u8) -> bool {
        let any_affordable = self.equipment_slots_used().any(|other| {
            self.equipment_offer[other].is_some() && self.draft_affordable(seat, other as u8)
        });
        !any_affordable && self.cheapest_offered() == Some(slot)
    }

    pub(super) fn draft_affordable(&self, seat: Seat, slot: u8) -> bool {
        let price = Bundle::one(Resource::Funds, self.draft_price(seat, slot));
        self.auto_payment(seat, price).is_some()
    }

    fn location_closed(&self, kind: LocationKind) -> bool {
        self.news_rule() == Some(NewsRule::CloseLocation(kind))
    }

    fn spots_taken(&self, spot: Spot) -> u8 {
        self.players
            .iter()
            .map(|p| p.spots.iter().filter(|&&s| s == spot).count() as u8)
            .sum()
    }

    pub(crate) fn ingenuity_used(&self) -> u8 {
        self.players
            .iter()
            .map(|p| {
                p.spots
                    .iter()
                    .filter(|s| matches!(s, Spot::Ingenuity(_)))
                    .count() as u8
            })
            .sum()
    }

    fn check_turn(&self, seat: Seat, action: Action) -> Result<(), Illegal> {
        let player = self.p(seat);
        let table = self.table();
        let main = || ensure(!self.main_done, Illegal::MainActionTaken);
        let assistant = || {
            main()?;
            ensure(player.assistants_left() > 0, Illegal::NoAssistantLeft)
        };
        let switch = || {
            main()?;
            ensure(player.switches_off() > 0, Illegal::NoSwitchLeft)
        };
        match action {
            Action::AssignEquipment(slot) => {
                assistant()?;
                let token = player
                    .equipment
                    .get(usize::from(slot))
                    .ok_or(Illegal::OutOfRange)?;
                ensure(token.is_some(), Illegal::EmptySlot)?;
                ensure(
                    !player.spots.contains(&Spot::Equipment(slot)),
                    Illegal::AlreadyUsed,
                )
            }
            Action::AssignAnyScience(_) => {
                assistant()?;
                ensure(
                    !player.spots.contains(&Spot::AnyScience),
                    Illegal::LocationTaken,
                )
            }
            Action::AssignBook(cell) => {
                assistant()?;
                self.check_book(seat, cell)
            }
            Action::AssignIngenuity { funds } => {
                assistant()?;
                ensure(
                    !self.location_closed(LocationKind::Ingenuity),
                    Illegal::LocationClosed,
                )?;
                let level = self.ingenuity_used();
                ensure(
                    level < data::ingenuity_locations(table),
                    Illegal::LocationTaken,
                )?;
                let price = self.ingenuity_price(seat, level);
                ensure(
                    funds == 0 || player.is(LabSide::Liberal),
                    Illegal::NotLiberal,
                )?;
                ensure(funds <= price, Illegal::WrongPayment)?;
                let paid = Bundle::new(0, 0, 0, price - funds, funds);
                ensure(player.stock.covers(paid), Illegal::CannotAfford)
            }
            Action::AssignExperiment => {
                assistant()?;
                ensure(
                    !self.location_closed(LocationKind::Experiment),
                    Illegal::LocationClosed,
                )?;
                ensure(
                    self.spots_taken(Spot::Experiment) < data::experiment_locations(table),
                    Illegal::LocationTaken,
                )?;
                ensure(!self.experiment_stack.is_empty(), Illegal::EmptyStack)?;
                ensure(
                    self.auto_payment(seat, self.experiment_price(seat))
                        .is_some(),
                    Illegal::CannotAfford,
                )
            }
            Action::Refresh {
                inventions,
                inventors,
            } => {
                assistant()?;
                ensure(inventions || inventors, Illegal::NothingChosen)?;
                ensure(
                    !self.location_closed(LocationKind::Refresh),
                    Illegal::LocationClosed,
                )?;
                ensure(
                    self.spots_taken(Spot::Refresh) < data::refresh_locations(table),
                    Illegal::LocationTaken,
                )?;
                ensure(
                    self.auto_payment(seat, self.refresh_price(seat)).is_some(),
                    Illegal::CannotAfford,
                )
            }
            Action::Recruit(slot) => {
                switch()?;
                self.check_recruit(seat, slot)
            }
            Action::Conceive(slot) => {
                switch()?;
                self.check_conceive(seat, slot)
            }
            Action::PlaceInventor {
                inventor,
                cell,
                rotation,
                pay,
            } => {
                switch()?;
                self.check_inventor_placement(seat, inventor, cell, rotation, pay)
            }
            Action::PlaceInvention {
                invention,
                cell,
                pay,
            } => {
                switch()?;
                self.check_invention_placement(seat, invention, cell, pay, 0, None)
            }
            Action::ConvertToIdea(field) => ensure(
                player.stock.get(Resource::of(field)) >= self.idea_rate(seat),
                Illegal::CannotAfford,
            ),
            Action::ConvertScience { from, to } => {
                ensure(from != to, Illegal::SameField)?;
                ensure(
                    player.stock.get(Resource::of(from)) >= data::SCIENCE_CONVERSION_MATCHING,
                    Illegal::CannotAfford,
                )
            }
            Action::ConvertToFunds(field) => ensure(
                player.stock.get(Resource::of(field)) >= 1,
                Illegal::CannotAfford,
            ),
            Action::Trigger(slot) => {
                let card = player
                    .lab_cards
                    .get(usize::from(slot))
                    .ok_or(Illegal::OutOfRange)?;
                let card = card.ok_or(Illegal::EmptySlot)?;
                ensure(
                    player.triggered & (1 << slot) == 0,
                    Illegal::AlreadyTriggered,
                )?;
                let InventorAbility::Trigger(effects) =
                    data::INVENTOR_DATA[usize::from(card)].ability
                else {
                    return Err(Illegal::NotATrigger);
                };
                for effect in effects {
                    if let super::components::Effect::SearchConceive(first, second) = effect {
                        ensure(player.switches_off() > 0, Illegal::NoSwitchLeft)?;
                        ensure(
                            self.stack_matches(*first) || self.stack_matches(*second),
                            Illegal::NoMatch,
                        )?;
                    }
                }
                Ok(())
            }
            Action::Pass => main(),
            Action::EndTurn => ensure(self.main_done, Illegal::MainActionNotTaken),
            _ => Err(Illegal::NotNow),
        }
    }

    fn check_book(&self, seat: Seat, cell: u8) -> Result<(), Illegal> {
        let tile = self
            .grid
            .get(usize::from(cell))
            .ok_or(Illegal::OutOfRange)?;
        ensure(
            matches!(tile, Tile::Inventor { active: true, .. }),
            Illegal::EmptySlot,
        )?;
        let occupied = self
            .players
            .iter()
            .any(|p| p.spots.contains(&Spot::Book(cell)));
        ensure(!occupied, Illegal::LocationTaken)?;
        ensure(self.book_usable(seat, cell), Illegal::CannotAfford)
    }

    fn check_recruit(&self, seat: Seat, slot: u8) -> Result<(), Illegal> {
        let card = self
            .inventor_offer
            .get(usize::from(slot))
            .ok_or(Illegal::OutOfRange)?;
        ensure(card.is_some(), Illegal::EmptySlot)?;
        let price = Bundle::one(Resource::Funds, self.recruit_price(seat, slot));
        ensure(
            self.auto_payment(seat, price).is_some(),
            Illegal::CannotAfford,
        )
    }

    fn check_conceive(&self, seat: Seat, slot: u8) -> Result<(), Illegal> {
        let tile = self
            .invention_offer
            .get(usize::from(slot))
            .ok_or(Illegal::OutOfRange)?;
        ensure(tile.is_some(), Illegal::EmptySlot)?;
        let price = Bundle::one(Resource::Ideas, self.conceive_price(seat, slot));
        ensure(
            self.auto_payment(seat, price).is_some(),
            Illegal::CannotAfford,
        )
    }

    pub(crate) fn stack_matches(&self, filter: SearchFilter) -> bool {
        self.invention_stack.iter().any(|&tile| {
            let info = data::INVENTION_DATA[usize::from(tile)];
            match filter {
                SearchFilter::Field(field) => info.field == field,
                SearchFilter::Track(track) => info.track == track,
            }
        })
    }

    pub(crate) fn check_inventor_placement(
        &self,
        seat: Seat,
        inventor: u8,
        cell: u8,
        rotation: u8,
        pay: Resource,
    ) -> Result<(), Illegal> {
        let player = self.p(seat);
        ensure(player.inventors.contains(&inventor), Illegal::NotInHand)?;
        ensure(player.books_left > 0, Illegal::NoBookBaseLeft)?;
        let info = data::INVENTOR_DATA[usize::from(inventor)];
        let max_rotation = if info.is_dual() { 6 } else { 1 };
        ensure(rotation < max_rotation, Illegal::NoSuchRotation)?;
        let fields_pay = pay == Resource::of(info.fields.0) || pay == Resource::of(info.fields.1);
        let ideas_pay = pay == Resource::Ideas && player.is(LabSide::Resourceful);
        ensure(fields_pay || ideas_pay, Illegal::WrongPayment)?;
        ensure(player.stock.get(pay) >= 1, Illegal::CannotAfford)?;
        self.check_inventor_cell(cell)
    }

    pub(crate) fn check_inventor_cell(&self, cell: u8) -> Result<(), Illegal> {
        let tile = self
            .grid
            .get(usize::from(cell))
            .ok_or(Illegal::OutOfRange)?;
        ensure(*tile == Tile::Empty, Illegal::CellTaken)?;
        let crowded = Self::grid_neighbours(cell)
            .any(|(_, next)| matches!(self.grid[usize::from(next)], Tile::Inventor { .. }));
        ensure(!crowded, Illegal::NextToInventor)
    }

    /// Whether an inventor next to `cell` shows `field` on the edge facing it (or `seat`
    /// may ignore edges of that field).
    pub(crate) fn supports(&self, seat: Seat, cell: u8, field: Field) -> bool {
        self.supports_with(cell, field, self.wild_adjacency(seat, field))
    }

    /// [`GameState::supports`] with the wild adjacency of `field` already known.
    fn supports_with(&self, cell: u8, field: Field, wild: bool) -> bool {
        Self::grid_neighbours(cell).any(|(direction, next)| match self.grid[usize::from(next)] {
            Tile::Inventor { id, rotation, .. } => {
                let facing = (direction + 3) % 6;
                wild || data::INVENTOR_DATA[usize::from(id)].edge_field(rotation, facing) == field
            }
            _ => false,
        })
    }

    pub(crate) fn check_invention_placement(
        &self,
        seat: Seat,
        invention: u8,
        cell: u8,
        pay: Bundle,
        waive: u8,
        near: Option<u8>,
    ) -> Result<(), Illegal> {
        let player = self.p(seat);
        ensure(player.inventions.contains(&invention), Illegal::NotInHand)?;
        let tile = self
            .grid
            .get(usize::from(cell))
            .ok_or(Illegal::OutOfRange)?;
        ensure(*tile == Tile::Empty, Illegal::CellTaken)?;
        let info = data::INVENTION_DATA[usize::from(invention)];
        if let Some(inventor_cell) = near {
            let touches =
                data::NEIGHBOURS[usize::from(cell)].contains(&Beyond::Cell(inventor_cell));
            ensure(touches, Illegal::NotNextToNewInventor)?;
        }
        ensure(
            self.supports(seat, cell, info.field),
            Illegal::NoMatchingEdge,
        )?;
        let waive = waive
            .saturating_add(player.placement_discount)
            .saturating_add(self.quiz_waive(invention));
        ensure(
            self.invention_payment_fits(seat, info.cost, waive, pay),
            Illegal::WrongPayment,
        )
    }

    /// Whether `pay` covers `cost` less `waive` units exactly, with matching resources, the
    /// medallions' wild resources and (Resourceful) wild Ideas.
    pub(crate) fn invention_payment_fits(
        &self,
        seat: Seat,
        cost: Bundle,
        waive: u8,
        pay: Bundle,
    ) -> bool {
        let player = self.p(seat);
        if !player.stock.covers(pay) || pay.get(Resource::Funds) > 0 {
            return false;
        }
        if pay.total() != cost.total().saturating_sub(u32::from(waive)) {
            return false;
        }
        let mut wild_paid = 0u32;
        let mut unmatched_cost = 0u32;
        for resource in [
            Resource::Engineering,
            Resource::Chemistry,
            Resource::Physics,
            Resource::Ideas,
        ] {
            let exact = pay.get(resource).min(cost.get(resource));
            let extra = u32::from(pay.get(resource) - exact);
            unmatched_cost +=
                u32::from(cost.get(resource) - exact) * u32::from(resource != Resource::Ideas);
            if extra == 0 {
                continue;
            }
            let may_stand_in = match resource {
                Resource::Ideas => player.is(LabSide::Resourceful),
                _ => data::MEDALLION_RESOURCE
                    .iter()
                    .zip(self.medallions)
                    .any(|(&r, holder)| r == resource && holder == Some(seat)),
            };
            if !may_stand_in {
                return false;
            }
            wild_paid += extra;
        }
        wild_paid <= unmatched_cost
    }

    fn check_pending(&self, pending: Pending, seat: Seat, action: Action) -> Result<(), Illegal> {
        let player = self.p(seat);
        match (pending, action) {
            (Pending::KeepInventor { .. }, Action::Choose(index)) => ensure(
                usize::from(index) < data::START_INVENTORS_DRAWN.min(self.inventor_deck.len()),
                Illegal::OutOfRange,
            ),
            (Pending::KeepInventions { drawn, .. }, Action::Choose(index)) => ensure(
                index < drawn && usize::from(index) < self.invention_stack.len(),
                Illegal::OutOfRange,
            ),
            (Pending::GainAny { .. }, Action::Take(_)) => Ok(()),
            (Pending::Convert { pay, .. }, Action::Accept) => {
                ensure(pay.any_science == 0, Illegal::NotNow)?;
                ensure(
                    self.auto_payment(seat, pay.fixed).is_some(),
                    Illegal::CannotAfford,
                )
            }
            (Pending::Convert { pay, .. }, Action::Spend(field)) => {
                ensure(pay.any_science > 0, Illegal::NotNow)?;
                let mut price = pay.fixed;
                price.0[Resource::of(field).index()] += pay.any_science;
                ensure(
                    self.auto_payment(seat, price).is_some(),
                    Illegal::CannotAfford,
                )
            }
            (Pending::ActivateEquipment { used, .. }, Action::Activate(slot)) => {
                let token = player
                    .equipment
                    .get(usize::from(slot))
                    .ok_or(Illegal::OutOfRange)?;
                ensure(token.is_some(), Illegal::EmptySlot)?;
                ensure(used & (1 << slot) == 0, Illegal::AlreadyUsed)
            }
            (
                Pending::PlaceDiscounted { waive, .. },
                Action::PlaceInvention {
                    invention,
                    cell,
                    pay,
                },
            ) => {
                ensure(player.switches_off() > 0, Illegal::NoSwitchLeft)?;
                self.check_invention_placement(seat, invention, cell, pay, waive, None)
            }
            (
                Pending::Dissertation { cell: near, .. },
                Action::PlaceInvention {
                    invention,
                    cell,
                    pay,
                },
            ) => self.check_invention_placement(seat, invention, cell, pay, 0, Some(near)),
            (Pending::Search { filters, .. }, Action::Choose(index)) => {
                let filter = filters.get(usize::from(index)).ok_or(Illegal::OutOfRange)?;
                ensure(self.stack_matches(*filter), Illegal::NoMatch)
            }
            (Pending::Peek { count, ideas, .. }, Action::Choose(index)) => {
                ensure(index < count, Illegal::OutOfRange)?;
                ensure(
                    player.stock.get(Resource::Ideas) >= ideas,
                    Illegal::CannotAfford,
                )
            }
            (Pending::UseConversion { .. }, Action::UseBook(cell)) => self.check_book(seat, cell),
            (Pending::BreakthroughPick { .. }, Action::Choose(index)) => ensure(
                usize::from(index) < data::NOBEL_DRAW.min(self.breakthrough_pouch.len()),
                Illegal::OutOfRange,
            ),
            (Pending::RefreshTake { inventors, .. }, Action::Recruit(slot)) => {
                ensure(inventors, Illegal::NotNow)?;
                ensure(player.switches_off() > 0, Illegal::NoSwitchLeft)?;
                self.check_recruit(seat, slot)
            }
            (Pending::RefreshTake { inventions, .. }, Action::Conceive(slot)) => {
                ensure(inventions, Illegal::NotNow)?;
                ensure(player.switches_off() > 0, Illegal::NoSwitchLeft)?;
                self.check_conceive(seat, slot)
            }
            (Pending::LabFull { .. }, Action::Choose(index)) => ensure(
                usize::from(index) <= data::LAB_CARD_SLOTS,
                Illegal::OutOfRange,
            ),
            (Pending::Eureka { .. }, Action::Accept) => {
                ensure(!self.invention_stack.is_empty(), Illegal::EmptyStack)?;
                let price = Bundle::one(Resource::Ideas, data::EUREKA_IDEAS);
                ensure(
                    self.auto_payment(seat, price).is_some(),
                    Illegal::CannotAfford,
                )
            }
            (Pending::Contracting { card, price, .. }, Action::Accept) => {
                ensure(
                    self.inventor_offer.contains(&Some(card)),
                    Illegal::EmptySlot,
                )?;
                let price = Bundle::one(Resource::Funds, price);
                ensure(
                    self.auto_payment(seat, price).is_some(),
                    Illegal::CannotAfford,
                )
            }
            (Pending::Progress { from, .. }, Action::Take(field)) => ensure(
                self.p(from).stock.get(Resource::of(field)) > 0,
                Illegal::NothingToTake,
            ),
            (
                Pending::Convert { .. }
                | Pending::ActivateEquipment { .. }
                | Pending::PlaceDiscounted { .. }
                | Pending::Dissertation { .. }
                | Pending::Peek { .. }
                | Pending::UseConversion { .. }
                | Pending::RefreshTake { .. }
                | Pending::Eureka { .. }
                | Pending::Contracting { .. },
                Action::Decline,
            ) => Ok(()),
            _ => Err(Illegal::NotNow),
        }
    }

    /// Every action allowed now, into `actions` (cleared first).
    pub fn legal_actions_into(&self, actions: &mut Vec<Action>) {
        actions.clear();
        let Some(seat) = self.current_seat() else {
            return;
        };
        match (self.pending.last(), self.phase) {
            (None, Phase::Turn) => self.turn_actions(seat, actions),
            (None, Phase::Draft { .. }) => self.draft_actions(seat, actions),
            _ => {
                self.candidates(seat, actions);
                actions.retain(|&action| self.check(action).is_ok());
            }
        }
        // Placements are generated legal (the property tests hold them to `check`).
        self.placement_actions(seat, actions);
        self.quiz_actions(seat, actions);
    }

    /// The slow reference listing: every candidate filtered through [`GameState::check`], then
    /// the placements. The property tests hold [`GameState::legal_actions_into`] to it.
    #[doc(hidden)]
    pub fn candidates_checked(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        let Some(seat) = self.current_seat() else {
            return actions;
        };
        self.candidates(seat, &mut actions);
        actions.retain(|&action| self.check(action).is_ok());
        self.placement_actions(seat, &mut actions);
        self.quiz_actions(seat, &mut actions);
        actions
    }

    fn placement_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        match self.pending.last() {
            Some(&pending @ (Pending::PlaceDiscounted { .. } | Pending::Dissertation { .. })) => {
                if let Pending::PlaceDiscounted { .. } = pending {
                    if self.p(seat).switches_off() == 0 {
                        return;
                    }
                }
                self.invention_candidates(seat, pending, out);
            }
            None if self.phase == Phase::Turn
                && !self.main_done
                && self.p(seat).switches_off() > 0 =>
            {
                self.inventor_candidates(seat, out);
                self.invention_candidates(seat, Pending::Nothing, out);
            }
            _ => {}
        }
    }

    /// Every action allowed now.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        self.legal_actions_into(&mut actions);
        actions
    }

    /// A uniformly drawn legal action (one `rng.below` draw over the list).
    pub fn random_action(
        &self,
        rng: &mut tabletop::rng::Rng,
        scratch: &mut Vec<Action>,
    ) -> Option<Action> {
        self.legal_actions_into(scratch);
        if scratch.is_empty() {
            return None;
        }
        scratch
            .get(rng.below(scratch.len() as u32) as usize)
            .copied()
    }

    fn candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        let fields = Field::ALL;
        if let Some(&pending) = self.pending.last() {
            match pending {
                Pending::KeepInventor { .. }
                | Pending::KeepInventions { .. }
                | Pending::Search { .. }
                | Pending::Peek { .. }
                | Pending::BreakthroughPick { .. }
                | Pending::LabFull { .. } => out.extend((0..=4).map(Action::Choose)),
                Pending::GainAny { .. } | Pending::Progress { .. } => {
                    out.extend(fields.map(Action::Take))
                }
                Pending::Convert { .. } => {
                    out.push(Action::Accept);
                    out.extend(fields.map(Action::Spend));
                }
                Pending::ActivateEquipment { .. } => out.extend((0..4).map(Action::Activate)),
                Pending::PlaceDiscounted { .. } | Pending::Dissertation { .. } => {}
                Pending::UseConversion { .. } => {
                    out.extend((0..data::CELLS as u8).map(Action::UseBook))
                }
                Pending::RefreshTake { .. } => {
                    out.extend((0..3).map(Action::Recruit));
                    out.extend((0..3).map(Action::Conceive));
                }
                Pending::Eureka { .. } | Pending::Contracting { .. } => out.push(Action::Accept),
                Pending::Nothing => {}
            }
            out.push(Action::Decline);
            return;
        }
        match self.phase {
            Phase::Over => {}
            Phase::QuizGuess { .. } => out.extend(data::QUIZ_YEARS.map(Action::GuessYear)),
            Phase::ChooseSide => out.extend(LabSide::ALL.map(Action::ChooseSide)),
            Phase::Vote { .. } => out.extend([Vote::Left, Vote::Right].map(Action::CastVote)),
            Phase::Draft { .. } => {
                for first in 0..5 {
                    for second in first + 1..5 {
                        out.push(Action::RearrangeEquipment { first, second });
                    }
                }
                for slot in 0..5 {
                    for lab_slot in 0..4 {
                        out.push(Action::Draft { slot, lab_slot });
                    }
                }
            }
            Phase::Activate { .. } => {
                out.extend((0..4).map(Action::Activate));
                out.push(Action::Decline);
            }
            Phase::Turn => {
                let player = self.p(seat);
                if !self.main_done {
                    if player.assistants_left() > 0 {
                        out.extend((0..4).map(Action::AssignEquipment));
                        out.extend(fields.map(Action::AssignAnyScience));
                        for cell in 0..data::CELLS as u8 {
                            if matches!(
                                self.grid[usize::from(cell)],
                                Tile::Inventor { active: true, .. }
                            ) {
                                out.push(Action::AssignBook(cell));
                            }
                        }
                        out.extend((0..=4).map(|funds| Action::AssignIngenuity { funds }));
                        out.push(Action::AssignExperiment);
                        out.push(Action::Refresh {
                            inventions: true,
                            inventors: false,
                        });
                        out.push(Action::Refresh {
                            inventions: false,
                            inventors: true,
                        });
                        out.push(Action::Refresh {
                            inventions: true,
                            inventors: true,
                        });
                    }
                    if player.switches_off() > 0 {
                        out.extend((0..3).map(Action::Recruit));
                        out.extend((0..3).map(Action::Conceive));
                    }
                    out.push(Action::Pass);
                } else {
                    out.push(Action::EndTurn);
                }
                for field in fields {
                    out.push(Action::ConvertToIdea(field));
                    for to in fields {
                        out.push(Action::ConvertScience { from: field, to });
                    }
                    out.push(Action::ConvertToFunds(field));
                }
                out.extend((0..3).map(Action::Trigger));
            }
        }
    }

    fn inventor_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        let player = self.p(seat);
        if player.books_left == 0 {
            return;
        }
        let cells: tabletop::ArrayVec<u8, { data::CELLS }> = (0..data::CELLS as u8)
            .filter(|&cell| self.check_inventor_cell(cell).is_ok())
            .collect();
        for &inventor in player.inventors.iter() {
            let info = data::INVENTOR_DATA[usize::from(inventor)];
            let rotations = if info.is_dual() { 6 } else { 1 };
            let mut pays: tabletop::ArrayVec<Resource, 3> = tabletop::ArrayVec::new();
            pays.push(Resource::of(info.fields.0));
            if info.is_dual() {
                pays.push(Resource::of(info.fields.1));
            }
            if player.is(LabSide::Resourceful) {
                pays.push(Resource::Ideas);
            }
            pays.retain(|&pay| player.stock.get(pay) >= 1);
            for &cell in &cells {
                for rotation in 0..rotations {
                    for &pay in &pays {
                        out.push(Action::PlaceInventor {
                            inventor,
                            cell,
                            rotation,
                            pay,
                        });
                    }
                }
            }
        }
    }

    fn supported_cells(&self, seat: Seat, pending: Pending) -> [u64; 3] {
        let mut supported = [0u64; 3];
        let wild = Field::ALL.map(|field| self.wild_adjacency(seat, field));

        for cell in 0..data::CELLS as u8 {
            if let Pending::Dissertation { cell: near, .. } = pending {
                if !data::NEIGHBOURS[usize::from(cell)].contains(&Beyond::Cell(near)) {
                    continue;
                }
            }
            if self.grid[usize::from(cell)] != Tile::Empty {
                continue;
            }
            for field in Field::ALL {
                if self.supports_with(cell, field, wild[field.index()]) {
                    supported[field.index()] |= 1 << cell;
                }
            }
        }
        supported
    }

    fn invention_candidates(&self, seat: Seat, pending: Pending, out: &mut Vec<Action>) {
        let player = self.p(seat);
        let waive = match pending {
            Pending::PlaceDiscounted { waive, .. } => waive,
            _ => 0,
        }
        .saturating_add(player.placement_discount);
        let stock = player.stock;
        if player.inventions.is_empty() {
            return;
        }
        let mut supported: Option<[u64; 3]> = None;
        for &invention in player.inventions.iter() {
            let info = data::INVENTION_DATA[usize::from(invention)];
            let waive = waive.saturating_add(self.quiz_waive(invention));
            let target = info.cost.total().saturating_sub(u32::from(waive)) as u8;
            let mut payments: tabletop::ArrayVec<Bundle, 64> = tabletop::ArrayVec::new();
            for e in 0..=stock.get(Resource::Engineering).min(target) {
                for c in 0..=stock.get(Resource::Chemistry).min(target - e) {
                    for p in 0..=stock.get(Resource::Physics).min(target - e - c) {
                        let i = target - e - c - p;
                        let pay = Bundle::new(e, c, p, i, 0);
                        if i <= stock.get(Resource::Ideas)
                            && self.invention_payment_fits(seat, info.cost, waive, pay)
                        {
                            let _ = payments.try_push(pay);
                        }
                    }
                }
            }
            if payments.is_empty() {
                continue;
            }
            // The empty cells each field may go to, computed once for every tile in hand.
            let supported = *supported.get_or_insert_with(|| self.supported_cells(seat, pending));
            for cell in 0..data::CELLS as u8 {
                if supported[info.field.index()] & (1 << cell) != 0 {
                    for &pay in &payments {
                        out.push(Action::PlaceInvention {
                            invention,
                            cell,
                            pay,
                        });
                    }
                }
            }
        }
    }
}
