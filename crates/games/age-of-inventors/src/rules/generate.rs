//! Generating the legal actions of the busiest decisions directly from the state, without
//! trying every candidate through [`GameState::check`]: what listing, playouts and search spend
//! most of their time on.
//!
//! Each test here mirrors one rule of `legal.rs` (which alone says *why* an action is refused);
//! the property tests prove the two agree by comparing [`GameState::legal_actions`] with every
//! candidate filtered through `check` ([`GameState::candidates_checked`]) in every position of
//! many random games. Other decisions (setup, votes, activations, pending answers) list a
//! handful of candidates and keep those `check` accepts.

use super::action::Action;
use super::components::{Bundle, Effect, Field, InventorAbility, LabSide, LocationKind, Resource};
use super::data;
use super::state::{GameState, Seat, Spot, Tile};

impl GameState {
    /// The legal actions of a player turn with no pending decision, in candidate order, except
    /// the placements (appended by the caller).
    pub(super) fn turn_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let player = self.p(seat);
        let table = self.table();
        if !self.main_done {
            if player.assistants_left() > 0 {
                for slot in 0..data::EQUIPMENT_SLOTS as u8 {
                    if player.equipment[usize::from(slot)].is_some()
                        && !player.spots.contains(&Spot::Equipment(slot))
                    {
                        out.push(Action::AssignEquipment(slot));
                    }
                }
                if !player.spots.contains(&Spot::AnyScience) {
                    out.extend(Field::ALL.map(Action::AssignAnyScience));
                }
                for cell in 0..data::CELLS as u8 {
                    // `book_usable` covers active, unoccupied and affordable.
                    if matches!(
                        self.grid[usize::from(cell)],
                        Tile::Inventor { active: true, .. }
                    ) && self.book_usable(seat, cell)
                    {
                        out.push(Action::AssignBook(cell));
                    }
                }
                let news = self.news_rule();
                let closed = |kind| news == Some(super::components::NewsRule::CloseLocation(kind));
                let level = self.ingenuity_used();
                if !closed(LocationKind::Ingenuity) && level < data::ingenuity_locations(table) {
                    let price = self.ingenuity_price(seat, level);
                    let most = if player.is(LabSide::Liberal) {
                        price.min(4)
                    } else {
                        0
                    };
                    for funds in 0..=most {
                        let paid = Bundle::new(0, 0, 0, price - funds, funds);
                        if player.stock.covers(paid) {
                            out.push(Action::AssignIngenuity { funds });
                        }
                    }
                }
                let taken = |spot: Spot| -> u8 {
                    self.players
                        .iter()
                        .map(|p| p.spots.iter().filter(|&&s| s == spot).count() as u8)
                        .sum()
                };
                if !closed(LocationKind::Experiment)
                    && taken(Spot::Experiment) < data::experiment_locations(table)
                    && !self.experiment_stack.is_empty()
                    && self
                        .auto_payment(seat, self.experiment_price(seat))
                        .is_some()
                {
                    out.push(Action::AssignExperiment);
                }
                if !closed(LocationKind::Refresh)
                    && taken(Spot::Refresh) < data::refresh_locations(table)
                    && self.auto_payment(seat, self.refresh_price(seat)).is_some()
                {
                    for (inventions, inventors) in [(true, false), (false, true), (true, true)] {
                        out.push(Action::Refresh {
                            inventions,
                            inventors,
                        });
                    }
                }
            }
            if player.switches_off() > 0 {
                for slot in 0..3u8 {
                    if self.inventor_offer[usize::from(slot)].is_some() {
                        let price = Bundle::one(Resource::Funds, self.recruit_price(seat, slot));
                        if self.auto_payment(seat, price).is_some() {
                            out.push(Action::Recruit(slot));
                        }
                    }
                }
                for slot in 0..3u8 {
                    if self.invention_offer[usize::from(slot)].is_some() {
                        let price = Bundle::one(Resource::Ideas, self.conceive_price(seat, slot));
                        if self.auto_payment(seat, price).is_some() {
                            out.push(Action::Conceive(slot));
                        }
                    }
                }
            }
            out.push(Action::Pass);
        } else {
            out.push(Action::EndTurn);
        }
        let idea_rate = self.idea_rate(seat);
        for from in Field::ALL {
            let have = player.stock.get(Resource::of(from));
            if have >= idea_rate {
                out.push(Action::ConvertToIdea(from));
            }
            if have >= data::SCIENCE_CONVERSION_MATCHING {
                for to in Field::ALL {
                    if to != from {
                        out.push(Action::ConvertScience { from, to });
                    }
                }
            }
            if have >= 1 {
                out.push(Action::ConvertToFunds(from));
            }
        }
        for slot in 0..data::LAB_CARD_SLOTS as u8 {
            let Some(card) = player.lab_cards[usize::from(slot)] else {
                continue;
            };
            if player.triggered & (1 << slot) != 0 {
                continue;
            }
            let InventorAbility::Trigger(effects) = data::INVENTOR_DATA[usize::from(card)].ability
            else {
                continue;
            };
            let searchable = effects.iter().all(|effect| match effect {
                Effect::SearchConceive(first, second) => {
                    player.switches_off() > 0
                        && (self.stack_matches(*first) || self.stack_matches(*second))
                }
                _ => true,
            });
            if searchable {
                out.push(Action::Trigger(slot));
            }
        }
    }

    /// The legal actions of the equipment draft, in candidate order.
    pub(super) fn draft_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let used = self.equipment_slots_used();
        let player = self.p(seat);
        let filled = |slot: usize| used.contains(&slot) && self.equipment_offer[slot].is_some();
        if player.is(LabSide::Authoritarian) && self.swaps < data::REARRANGE_SWAPS {
            for first in 0..5u8 {
                for second in first + 1..5 {
                    if filled(usize::from(first)) && filled(usize::from(second)) {
                        out.push(Action::RearrangeEquipment { first, second });
                    }
                }
            }
        }
        let mut affordable = [false; 5];
        for slot in used.clone() {
            affordable[slot] = filled(slot) && self.draft_affordable(seat, slot as u8);
        }
        let fallback = if affordable.iter().any(|&a| a) {
            None
        } else {
            self.cheapest_offered()
        };
        for slot in 0..5u8 {
            if !filled(usize::from(slot))
                || !(affordable[usize::from(slot)] || fallback == Some(slot))
            {
                continue;
            }
            for lab_slot in 0..4u8 {
                if player.equipment.get(usize::from(lab_slot)) == Some(&None) {
                    out.push(Action::Draft { slot, lab_slot });
                }
            }
        }
    }
}
