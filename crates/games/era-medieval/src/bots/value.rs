//! The position value: what a player's position is worth, in points, as the bots see it.
//!
//! It is the final score of §7 applied to the domain as it stands (walled buildings doubled,
//! bonuses, culture, disasters, and the two races smoothed into the chance of winning them), plus
//! what the position will still bring:
//!
//! - what is left of this round: the dice shown (collected, fed, their skulls' disaster, the
//!   hammers still to use, the extortions their swords and shields lead to), or while the dice
//!   are still unknown, a round of production;
//! - the later rounds' production of every die, farm, lumber mill and monastery, discounted per
//!   round, net of the food the dice eat;
//! - the resources held, each worth what it will build (a guildhall makes each worth a point);
//! - the enclosure the player is closest to closing ([`super::enclosure`]): its area, the
//!   race and the buildings it would double, discounted by the walls it still needs;
//! - the risks: clustered buildings catching disease, an unwalled building lost to an attack or
//!   a scorched area, a fire.
//!
//! A bot compares its value with its best opponent's ([`relative`]). Every number here is a
//! heuristic weight; nothing reads hidden information (the bots only ever see a determinized
//! copy of the game).

use std::sync::OnceLock;

use super::enclosure::{self, Front, Target};
use crate::rules::{
    data, Building, DieColour, Domain, Face, GameState, Phase, Player, Resource, Resources, Seat,
    Tally,
};

/// The chance that a die ends a round on its skull, after rerolls.
const SKULL_CHANCE: f64 = 0.2;

/// The weights of the position value (tuned by self-play; see `examples/tune.rs`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// A later round is worth this much of the one before (uncertainty, and the game may end).
    pub discount: f64,
    /// Pieces of the scarcest building types a player takes per round, to guess the game's end.
    pub pace: f64,
    /// What one unit of each resource is worth while it can still be spent (trade goods, stone,
    /// wood, food).
    pub spend: [f64; 4],
    /// Food while the next feed is short of it: each unit saves a disaster point.
    pub food_needed: f64,
    pub hammer: f64,
    pub sword: f64,
    pub shield: f64,
    pub skull: f64,
    /// The share of a die's round value counted (the rest goes to the uncertainty of using it).
    pub die_share: f64,
    /// A monastery's die set, per round.
    pub monastery: f64,
    /// A walled free cell: room to build doubled.
    pub walled_room: f64,
    /// A building cell walled by closing a ring (its points doubled, on average).
    pub doubled_cell: f64,
    /// Each wall still needed keeps this share of a target's value (the chance to get there).
    pub wall_step: f64,
    /// What each wall still needed costs (a stone and a hammer).
    pub wall_cost: f64,
    /// The races: how much a lead counts per round still to come.
    pub race_spread: f64,
    /// What an extortion gains the extorter, and costs a victim who pays.
    pub extort_gain: f64,
    pub extort_loss: f64,
    /// Pending hammers: the share of the estimated builds counted.
    pub hammers_share: f64,
    /// The market bonus expected before its place is known.
    pub market: f64,
    /// The share of the enclosure to come (and of the walled room) counted.
    pub enclosure: f64,
}

impl Weights {
    pub const DEFAULT: Weights = Weights {
        discount: 0.85,
        pace: 0.45,
        spend: [0.8, 0.7, 0.5, 0.42],
        food_needed: 0.9,
        hammer: 0.9,
        sword: 0.25,
        shield: 0.06,
        skull: 0.45,
        die_share: 1.05,
        monastery: 0.8,
        walled_room: 0.15,
        doubled_cell: 0.4,
        wall_step: 0.5,
        wall_cost: 1.5,
        race_spread: 1.2,
        extort_gain: 0.6,
        extort_loss: 0.7,
        hammers_share: 0.9,
        market: 5.0,
        enclosure: 1.0,
    };

    /// Hard's weights: Medium's, tuned further in tournaments of Hard against Medium and Easy
    /// (docs/measurements.md): trade goods and food valued as what they will build, hammers
    /// still to use, monasteries and extortions for more, skulls for less, the enclosure to come
    /// for more, the race for the largest area judged over a longer spread, and the later
    /// rounds discounted less (with its deeper search).
    pub const HARD: Weights = Weights {
        discount: 0.9,
        spend: [1.12, 0.7, 0.5, 0.588],
        skull: 0.315,
        monastery: 1.12,
        walled_room: 0.105,
        race_spread: 1.68,
        extort_gain: 0.84,
        hammers_share: 1.26,
        enclosure: 1.4,
        ..Weights::DEFAULT
    };

    /// The names of the weights, for tuning.
    pub const NAMES: [&'static str; 23] = [
        "discount",
        "pace",
        "spend_tg",
        "spend_stone",
        "spend_wood",
        "spend_food",
        "food_needed",
        "hammer",
        "sword",
        "shield",
        "skull",
        "die_share",
        "monastery",
        "walled_room",
        "doubled_cell",
        "wall_step",
        "race_spread",
        "extort_gain",
        "extort_loss",
        "hammers_share",
        "market",
        "wall_cost",
        "enclosure",
    ];

    /// The `index`-th weight (in the order of [`Weights::NAMES`]), for tuning.
    pub fn get_mut(&mut self, index: usize) -> Option<&mut f64> {
        Some(match index {
            0 => &mut self.discount,
            1 => &mut self.pace,
            2..=5 => &mut self.spend[index - 2],
            6 => &mut self.food_needed,
            7 => &mut self.hammer,
            8 => &mut self.sword,
            9 => &mut self.shield,
            10 => &mut self.skull,
            11 => &mut self.die_share,
            12 => &mut self.monastery,
            13 => &mut self.walled_room,
            14 => &mut self.doubled_cell,
            15 => &mut self.wall_step,
            16 => &mut self.race_spread,
            17 => &mut self.extort_gain,
            18 => &mut self.extort_loss,
            19 => &mut self.hammers_share,
            20 => &mut self.market,
            21 => &mut self.wall_cost,
            22 => &mut self.enclosure,
            _ => return None,
        })
    }

    /// These weights with the changes `name=value,...` (by [`Weights::NAMES`]), for tuning by
    /// hand; an empty text changes nothing.
    pub fn with_changes(mut self, changes: &str) -> Result<Weights, String> {
        for pair in changes.split(',').filter(|pair| !pair.is_empty()) {
            let (name, amount) = pair
                .split_once('=')
                .ok_or_else(|| format!("{pair}: expected name=value"))?;
            let weight = Weights::NAMES
                .iter()
                .position(|known| *known == name)
                .and_then(|index| self.get_mut(index))
                .ok_or_else(|| format!("{name}: not one of {}", Weights::NAMES.join(", ")))?;
            *weight = amount
                .parse()
                .map_err(|_| format!("{pair}: the value is not a number"))?;
        }
        Ok(self)
    }
}

thread_local! {
    static WEIGHTS: std::cell::Cell<Weights> = const { std::cell::Cell::new(Weights::DEFAULT) };
    static HARD_WEIGHTS: std::cell::Cell<Weights> = const { std::cell::Cell::new(Weights::HARD) };
    static IN_HARD: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with Hard's weights in use (every step of Hard's search runs through here).
pub(crate) fn as_hard<R>(f: impl FnOnce() -> R) -> R {
    let before = IN_HARD.with(|cell| cell.replace(true));
    let result = with_weights(HARD_WEIGHTS.with(std::cell::Cell::get), f);
    IN_HARD.with(|cell| cell.set(before));
    result
}

/// Whether Hard is deciding on this thread.
pub(crate) fn in_hard() -> bool {
    IN_HARD.with(std::cell::Cell::get)
}

/// Runs `f` with other weights for Hard on this thread (tuning); [`Weights::HARD`] otherwise.
pub fn with_hard_weights<R>(weights: Weights, f: impl FnOnce() -> R) -> R {
    let before = HARD_WEIGHTS.with(|cell| cell.replace(weights));
    let result = f();
    HARD_WEIGHTS.with(|cell| cell.set(before));
    result
}

/// The weights in use on this thread.
pub(crate) fn weights() -> Weights {
    WEIGHTS.with(std::cell::Cell::get)
}

/// Runs `f` with other weights on this thread (self-play tuning); the defaults otherwise.
pub fn with_weights<R>(weights: Weights, f: impl FnOnce() -> R) -> R {
    let before = WEIGHTS.with(|cell| cell.replace(weights));
    let result = f();
    WEIGHTS.with(|cell| cell.set(before));
    result
}

/// The steps of a round, in order, as far as the position value cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Step {
    Setup,
    Roll,
    Feathers,
    Collect,
    Disasters,
    Build,
    Extort,
    Over,
}

pub(crate) fn step(phase: &Phase) -> Step {
    match phase {
        Phase::StartingDomain { .. } => Step::Setup,
        Phase::Roll { .. } => Step::Roll,
        Phase::Feathers { .. } => Step::Feathers,
        Phase::Collect { .. } => Step::Collect,
        Phase::Brigands { .. }
        | Phase::Treachery { .. }
        | Phase::Fire { .. }
        | Phase::Attack { .. } => Step::Disasters,
        Phase::Build { .. } => Step::Build,
        Phase::Demand { .. }
        | Phase::Answer { .. }
        | Phase::DemandFromPhilippe
        | Phase::AnswerPhilippe { .. } => Step::Extort,
        Phase::GameOver => Step::Over,
    }
}

/// Full rounds still to come after the current one: exact in solitaire; otherwise a guess from
/// the pieces left of the building types closest to running out.
pub(crate) fn future_rounds(state: &GameState) -> u8 {
    if state.is_over() {
        return 0;
    }
    let round = state.round();
    if state.is_solitaire() {
        return data::SOLITAIRE_ROUNDS.saturating_sub(round);
    }
    let (tokens, flipped) = state.tracking_tokens();
    let needed = usize::from(tokens.saturating_sub(flipped));
    if needed == 0 {
        return 0;
    }
    let mut left: Vec<u8> = state
        .supply()
        .buildings
        .iter()
        .copied()
        .filter(|count| *count > 0)
        .collect();
    tabletop::order::sort_short(&mut left, |a, b| a < b);
    let pieces: u32 = left
        .iter()
        .take(needed)
        .map(|count| u32::from(*count))
        .sum();
    let per_round = weights().pace * state.player_count() as f64;
    let rounds = (f64::from(pieces) / per_round).ceil() as u8;
    rounds
        .saturating_sub(1)
        .min(data::ROUND_LIMIT.saturating_sub(round))
}

/// Rounds `first..first + count` discounted and added up (round 0 is the current one).
fn discounted(first: u8, count: u8) -> f64 {
    let discount = weights().discount;
    (first..first.saturating_add(count))
        .map(|round| discount.powi(i32::from(round)))
        .sum()
}

/// What of the current round is still ahead of one player.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Pending {
    /// The dice show this round's final faces.
    pub dice_known: bool,
    pub collect: bool,
    pub feed: bool,
    /// The player's own skulls are still to strike.
    pub disaster: bool,
    /// Hammers still to use this round (when the dice are known).
    pub hammers: u8,
    /// A Build step is still ahead this round.
    pub build: bool,
    pub extort: bool,
}

/// What is still ahead for `seat` in the round, as `viewer` sees it (dice behind another
/// player's screen are unknown to them); `final_roll` takes the dice of the player who is
/// rolling as final (to value a roll's outcome).
pub(crate) fn pending(
    state: &GameState,
    seat: Seat,
    viewer: Option<Seat>,
    final_roll: bool,
) -> Pending {
    let order = state.order_of(seat);
    let player = match state.player(seat) {
        Some(player) => player,
        None => return Pending::default(),
    };
    let hammers = player.tally().hammers;
    let all = Pending {
        dice_known: true,
        collect: true,
        feed: true,
        disaster: true,
        hammers,
        build: true,
        extort: true,
    };
    match state.phase() {
        Phase::StartingDomain { .. } => Pending {
            dice_known: false,
            hammers: 0,
            ..all
        },
        Phase::Roll { seat: rolling, .. } => {
            let seen = viewer.is_none_or(|viewer| viewer == seat);
            let known =
                (seen && order < state.order_of(*rolling)) || (final_roll && seat == *rolling);
            Pending {
                dice_known: known,
                hammers: if known { hammers } else { 0 },
                ..all
            }
        }
        Phase::Feathers { .. } => all,
        Phase::Collect { seat: collecting } => Pending {
            collect: order >= state.order_of(*collecting),
            ..all
        },
        Phase::Brigands { seat: roller }
        | Phase::Fire { seat: roller }
        | Phase::Treachery { roller, .. }
        | Phase::Attack { roller, .. } => Pending {
            collect: false,
            feed: false,
            disaster: order > state.order_of(*roller),
            ..all
        },
        Phase::Build {
            seat: building,
            hammers: left,
            ..
        } => {
            let hammers = match order.cmp(&state.order_of(*building)) {
                std::cmp::Ordering::Less => 0,
                std::cmp::Ordering::Equal => *left,
                std::cmp::Ordering::Greater => hammers,
            };
            Pending {
                collect: false,
                feed: false,
                disaster: false,
                hammers,
                build: hammers > 0,
                ..all
            }
        }
        Phase::Demand { .. }
        | Phase::Answer { .. }
        | Phase::DemandFromPhilippe
        | Phase::AnswerPhilippe { .. }
        | Phase::GameOver => Pending::default(),
    }
}

/// What one unit of everything is worth to a player now.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Units {
    /// By [`Resource::index`].
    pub resources: [f64; 4],
    pub culture: f64,
    pub hammer: f64,
    pub sword: f64,
    pub shield: f64,
    pub skull: f64,
    /// Feeding a die for a round.
    pub meal: f64,
}

impl Units {
    pub fn of(&self, resource: Resource) -> f64 {
        self.resources[resource.index()]
    }

    /// What `amount` is worth.
    pub fn worth(&self, amount: Resources) -> f64 {
        Resource::ALL
            .iter()
            .map(|resource| f64::from(amount.get(*resource)) * self.of(*resource))
            .sum()
    }

    /// What a face shows, its better "or" choice taken.
    pub fn face(&self, face: &Face) -> f64 {
        let gain = match face.alternative {
            Some(other) => self.worth(face.gain).max(self.worth(other)),
            None => self.worth(face.gain),
        };
        let feather = if face.feather { 0.9 } else { 0.0 };
        gain + f64::from(face.culture) * self.culture
            + f64::from(face.hammers) * self.hammer
            + f64::from(face.swords) * self.sword
            + f64::from(face.shields) * self.shield
            - if face.skull { self.skull } else { 0.0 }
            + feather
    }

    /// A die's expected face after up to two rerolls of anything below the expectation (skulls
    /// are locked).
    pub fn expected_die(&self, colour: DieColour) -> f64 {
        let values: Vec<(f64, bool)> = (0..data::FACES_PER_DIE)
            .map(|face| {
                let face = colour.face(face);
                (self.face(face), face.skull)
            })
            .collect();
        let mut expected = values.iter().map(|(value, _)| value).sum::<f64>() / 6.0;
        for _ in 0..2 {
            expected = values
                .iter()
                .map(|(value, skull)| if *skull { *value } else { value.max(expected) })
                .sum::<f64>()
                / 6.0;
        }
        expected
    }
}

/// Everything about one player the value and the bots' heuristics share.
#[derive(Clone, Debug)]
pub(crate) struct Outlook {
    pub seat: Seat,
    pub pending: Pending,
    /// Full rounds after this one.
    pub future: u8,
    /// Rounds of production still to come (discounted), counting this one if its dice are
    /// still unknown.
    pub production: f64,
    /// Build steps still to come (discounted), this round's included.
    pub builds: f64,
    pub units: Units,
    /// A die's value per round, net of its food, by colour.
    pub die_round: [f64; 4],
    /// Resources once this round's collect and feed are done.
    pub resources: Resources,
    pub culture: u32,
    pub front: Front,
    pub area: u32,
    /// The best opponent's walled area (0 in solitaire).
    pub rival_area: u32,
    pub longest_wall: u8,
    /// Disease risk per clustered building over the rounds to come.
    pub disease_risk: f64,
    pub solitaire: bool,
    pub w: Weights,
}

/// The expected food a die of each colour shows (the better of an "or" face taken as food half
/// the time).
fn expected_food(colour: DieColour) -> f64 {
    (0..data::FACES_PER_DIE)
        .map(|face| {
            let face = colour.face(face);
            let food = f64::from(face.gain.get(Resource::Food));
            if face.alternative.is_some() {
                food * 0.5
            } else {
                food
            }
        })
        .sum::<f64>()
        / 6.0
}

/// The chance of exactly `k` skulls among `n` dice.
fn skull_chance(n: usize, k: usize) -> f64 {
    if k > n {
        return 0.0;
    }
    let mut choose = 1.0;
    for i in 0..k {
        choose = choose * (n - i) as f64 / (i + 1) as f64;
    }
    choose * SKULL_CHANCE.powi(k as i32) * (1.0 - SKULL_CHANCE).powi((n - k) as i32)
}

fn dice_total(dice: [u8; 4]) -> usize {
    dice.iter().map(|count| usize::from(*count)).sum()
}

impl Outlook {
    pub fn new(
        state: &GameState,
        seat: Seat,
        viewer: Option<Seat>,
        final_roll: bool,
        rival_area: u32,
    ) -> Outlook {
        let w = weights();
        let player = &state.players()[usize::from(seat)];
        let pending = pending(state, seat, viewer, final_roll);
        let future = future_rounds(state);
        let now = u8::from(!pending.dice_known && pending.collect);
        let production = discounted(1 - now, future + now);
        let builds = discounted(
            1 - u8::from(pending.build),
            future + u8::from(pending.build),
        );
        let domain = player.domain();
        let guildhalls = domain.count(Building::Guildhall) as f64;
        let due = player.dice_due();
        let farms = domain.count(Building::Farm) as f64;
        let food_income: f64 = farms
            + DieColour::ALL
                .iter()
                .map(|colour| f64::from(due[colour.index()]) * expected_food(*colour))
                .sum::<f64>();
        let short =
            food_income + f64::from(player.resource(Resource::Food)) < dice_total(due) as f64 + 1.0;
        let spendable = builds > 0.0;
        let mut resources = [0.0; 4];
        for resource in Resource::ALL {
            let spend = if spendable {
                w.spend[resource.index()]
            } else {
                0.001
            };
            let spend = if resource == Resource::Food && short && future > 0 {
                w.food_needed
            } else {
                spend
            };
            resources[resource.index()] = spend.max(guildhalls);
        }
        let universities = domain.count(Building::University) as f64;
        let units = Units {
            resources,
            culture: 1.0 + universities + 0.3,
            hammer: if spendable { w.hammer } else { 0.0 },
            sword: w.sword,
            shield: w.shield,
            skull: w.skull,
            meal: if short { 0.8 } else { 0.35 },
        };
        let die_round =
            DieColour::ALL.map(|colour| (units.expected_die(colour) - units.meal) * w.die_share);
        let mut outlook = Outlook {
            seat,
            pending,
            future,
            production,
            builds,
            units,
            die_round,
            resources: player.resources(),
            culture: player.culture(),
            front: enclosure::front(domain, enclosure::longest_wall(&state.supply().walls)),
            area: domain.walled_area(),
            rival_area,
            longest_wall: enclosure::longest_wall(&state.supply().walls),
            disease_risk: 0.0,
            solitaire: state.is_solitaire(),
            w,
        };
        let rolls = discounted(1 - now, future + now);
        outlook.disease_risk = skull_chance(dice_total(due), 2) * rolls;
        outlook.settle_round(player);
        outlook
    }

    /// Collect and feed, if still ahead and the dice are known.
    fn settle_round(&mut self, player: &Player) {
        let pending = self.pending;
        if !(pending.collect && pending.dice_known) {
            return;
        }
        let mut gain = [0u16; 4];
        let mut culture = 0u32;
        for die in player.dice() {
            let face = die.info();
            let shown = match face.alternative {
                Some(other) if self.units.worth(other) > self.units.worth(face.gain) => other,
                _ => face.gain,
            };
            for (total, amount) in gain.iter_mut().zip(shown.0) {
                *total += u16::from(amount);
            }
            culture += u32::from(face.culture);
        }
        for placed in player.domain().buildings() {
            for (total, amount) in gain.iter_mut().zip(placed.building.info().collect.0) {
                *total += u16::from(amount);
            }
        }
        for resource in Resource::ALL {
            let have = u16::from(self.resources.get(resource));
            let now = (have + gain[resource.index()]).min(u16::from(resource.cap()));
            self.resources.set(resource, now as u8);
        }
        self.culture += culture;
    }

    /// The race for the largest walled area, smoothed: +10 when won, by the chance of winning.
    pub fn area_race(&self, area: u32) -> f64 {
        if self.solitaire {
            return if area >= 1 {
                f64::from(data::LARGEST_WALLED_AREA_BONUS)
            } else {
                0.0
            };
        }
        race(
            area,
            self.rival_area,
            data::LARGEST_WALLED_AREA_BONUS,
            self.builds,
            self.w.race_spread,
        )
    }

    /// What closing `target` (after `walls` more walls) is worth now.
    pub fn target_value(&self, target: &Target, walls: u32, area: u32) -> f64 {
        if self.builds <= 0.0 || walls as f64 > 2.0 * self.builds + 1.0 {
            return 0.0;
        }
        // The race from the best rival's side: closing the target may take it from them.
        let rival = |mine: u32| {
            if self.rival_area == 0 {
                0.0
            } else {
                race(
                    self.rival_area,
                    mine,
                    data::LARGEST_WALLED_AREA_BONUS,
                    self.builds,
                    self.w.race_spread,
                )
            }
        };
        let gain = self.area_race(area) - self.area_race(self.area) + rival(self.area)
            - rival(area)
            + self.w.walled_room * (f64::from(area) - f64::from(self.area))
            + self.w.doubled_cell * f64::from(target.newly_walled);
        let stone = f64::from(self.resources.get(Resource::Stone)) + 1.5 * self.builds;
        let affordable = (stone / f64::from(walls.max(1))).min(1.0);
        (gain - self.w.wall_cost * f64::from(walls)).max(0.0)
            * self.w.wall_step.powi(walls as i32)
            * affordable
    }

    /// The best target's value now.
    pub fn enclosure_potential(&self) -> f64 {
        self.front
            .iter()
            .map(|target| {
                self.target_value(target, u32::from(target.walls), u32::from(target.area))
            })
            .fold(0.0, f64::max)
    }

    /// What a building of `building` brings apart from where it stands: its points once, its
    /// die, production or bonus for the rest of the game.
    pub fn building_gain(&self, building: Building, player: &Player) -> f64 {
        let info = building.info();
        let future = discounted(1, self.future);
        let mut gain = f64::from(info.points);
        if building == Building::Keep {
            gain += f64::from(info.points);
        }
        if let Some(colour) = info.die {
            gain += self.die_round[colour.index()] * future
                + player.domain().count(Building::Cathedral) as f64;
        }
        gain += self.units.worth(info.collect) * future;
        gain += f64::from(info.sets) * self.w.monastery * future;
        gain += match info.bonus {
            crate::rules::EndBonus::None => 0.0,
            crate::rules::EndBonus::EmptyNeighbours => self.w.market,
            crate::rules::EndBonus::ResourcesLeft => {
                f64::from(self.resources.total()) - f64::from(info.cost.total())
            }
            crate::rules::EndBonus::Culture => f64::from(self.culture) + 1.5 * future,
            crate::rules::EndBonus::Dice => dice_total(player.dice_due()) as f64 + 0.5 * future,
        };
        gain
    }

    /// The gain of building `building` anywhere sensible, less what it costs.
    pub fn net_gain(&self, building: Building, player: &Player, walled_room: u32) -> f64 {
        let info = building.info();
        let doubled = if walled_room as usize >= info.footprint.len() && building != Building::Keep
        {
            f64::from(info.points)
        } else {
            0.0
        };
        self.building_gain(building, player) + doubled - self.units.worth(info.cost)
    }

    /// What the next wall is worth: the enclosure potential one wall further on.
    pub fn wall_gain(&self) -> f64 {
        let now = self.enclosure_potential();
        let next = self
            .front
            .iter()
            .map(|target| {
                self.target_value(
                    target,
                    u32::from(target.walls).saturating_sub(1),
                    u32::from(target.area),
                )
            })
            .fold(0.0, f64::max);
        (next - now).max(0.0)
    }

    /// The best builds for `hammers` hammers with the resources at hand, greedily.
    pub fn hammers_value(&self, state: &GameState, player: &Player, hammers: u8) -> f64 {
        if hammers == 0 {
            return 0.0;
        }
        let supply = state.supply();
        let room = player
            .domain()
            .walled_cells()
            .minus(player.domain().occupied())
            .count();
        let gains: Vec<(Building, f64)> = Building::ALL
            .iter()
            .filter(|building| supply.building(**building) > 0)
            .map(|building| (*building, self.net_gain(*building, player, room)))
            .filter(|(_, gain)| *gain > 0.0)
            .collect();
        let wall = self.wall_gain() - self.units.of(Resource::Stone);
        let mut resources = self.resources;
        let mut built = [0u8; Building::COUNT];
        let mut total = 0.0;
        let mut walls = 0;
        for _ in 0..hammers {
            let mut best: Option<(Option<Building>, f64)> = None;
            for (building, gain) in &gains {
                let cost = building.info().cost;
                if resources.covers(cost)
                    && built[building.index()] < supply.building(*building)
                    && best.is_none_or(|(_, value)| *gain > value)
                {
                    best = Some((Some(*building), *gain));
                }
            }
            let wall_now = wall * self.w.wall_step.powi(walls);
            if wall_now > 0.0
                && resources.covers(data::WALL_COST)
                && best.is_none_or(|(_, value)| wall_now > value)
            {
                best = Some((None, wall_now));
            }
            let Some((choice, gain)) = best else { break };
            let cost = match choice {
                Some(building) => {
                    built[building.index()] += 1;
                    building.info().cost
                }
                None => {
                    walls += 1;
                    data::WALL_COST
                }
            };
            for resource in Resource::ALL {
                let left = resources.get(resource).saturating_sub(cost.get(resource));
                resources.set(resource, left);
            }
            total += gain;
        }
        total * self.w.hammers_share
    }

    /// What `player` loses if a building of theirs burns (the cheapest, they choose), and if an
    /// unwalled one is attacked.
    pub fn losses(&self, player: &Player) -> (f64, f64) {
        let domain = player.domain();
        let mut fire = f64::MAX;
        let mut attack = f64::MAX;
        for placed in domain.buildings() {
            let walled = domain.is_walled(placed);
            let points = f64::from(placed.building.info().points) * if walled { 2.0 } else { 1.0 };
            let worth = points + self.building_gain(placed.building, player)
                - f64::from(placed.building.info().points);
            fire = fire.min(worth);
            if !walled {
                attack = attack.min(worth);
            }
        }
        (
            if fire == f64::MAX { 0.0 } else { fire.max(0.0) },
            if attack == f64::MAX {
                0.0
            } else {
                attack.max(0.0)
            },
        )
    }
}

/// +`bonus` for the lead, smoothed while `rounds` (discounted) are still to come: a tie counts in
/// full, as the rules give every tied player the bonus.
fn race(mine: u32, rival: u32, bonus: i32, rounds: f64, spread: f64) -> f64 {
    if mine == 0 {
        return 0.0;
    }
    let bonus = f64::from(bonus);
    let lead = f64::from(mine) - f64::from(rival);
    if rounds <= 0.0 {
        return if lead >= 0.0 { bonus } else { 0.0 };
    }
    let spread = spread * (1.0 + rounds);
    bonus / (1.0 + (-(lead + 0.5) / spread).exp())
}

/// The sword/shield outcomes of `gray` noble dice: (swords, shields, chance).
fn gray_outcomes(gray: usize) -> &'static [(u8, u8, f64)] {
    static TABLE: OnceLock<Vec<Vec<(u8, u8, f64)>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut all = vec![vec![(0u8, 0u8, 1.0f64)]];
        for _ in 0..data::DICE[DieColour::Gray.index()] {
            let last = all.last().cloned().unwrap_or_default();
            let mut next: Vec<(u8, u8, f64)> = Vec::new();
            for (swords, shields, chance) in last {
                for face in 0..data::FACES_PER_DIE {
                    let face = DieColour::Gray.face(face);
                    let key = (swords + face.swords, shields + face.shields);
                    match next.iter_mut().find(|(s, h, _)| (*s, *h) == key) {
                        Some(entry) => entry.2 += chance / 6.0,
                        None => next.push((key.0, key.1, chance / 6.0)),
                    }
                }
            }
            all.push(next);
        }
        all
    });
    table
        .get(gray)
        .or(table.last())
        .map_or(&[], |v| v.as_slice())
}

/// What one side's dice may show in swords and shields: known, or drawn.
#[derive(Clone, Copy)]
enum Arms {
    Known(u8, u8),
    Gray(usize),
}

impl Arms {
    fn of(dice_known: bool, tally: &Tally, gray: usize) -> Arms {
        if dice_known {
            Arms::Known(tally.swords, tally.shields)
        } else {
            Arms::Gray(gray)
        }
    }

    fn outcomes(&self) -> Vec<(u8, u8, f64)> {
        match self {
            Arms::Known(swords, shields) => vec![(*swords, *shields, 1.0)],
            Arms::Gray(gray) => gray_outcomes(*gray).to_vec(),
        }
    }
}

/// The chance that `strong` extorts from `weak`.
fn extort_chance(strong: Arms, weak: Arms) -> f64 {
    let weak = weak.outcomes();
    strong
        .outcomes()
        .iter()
        .map(|(swords, _, chance)| {
            chance
                * weak
                    .iter()
                    .filter(|(their_swords, their_shields, _)| {
                        swords > their_swords && their_shields < swords
                    })
                    .map(|(_, _, chance)| chance)
                    .sum::<f64>()
        })
        .sum()
}

/// Every player's value in `state`, by seat, as `viewer` sees it; `final_roll` takes the rolling
/// player's dice as final.
pub(crate) fn values(state: &GameState, viewer: Option<Seat>, final_roll: bool) -> Vec<f64> {
    let count = state.player_count();
    if state.is_over() {
        return state
            .scores()
            .iter()
            .map(|score| f64::from(score.total))
            .collect();
    }
    let areas: Vec<u32> = state
        .players()
        .iter()
        .map(|player| player.domain().walled_area())
        .collect();
    let outlooks: Vec<Outlook> = (0..count)
        .map(|seat| {
            let rival = (0..count)
                .filter(|other| *other != seat)
                .map(|other| areas[other])
                .max()
                .unwrap_or(0);
            Outlook::new(state, seat as Seat, viewer, final_roll, rival)
        })
        .collect();
    let mut totals: Vec<f64> = outlooks
        .iter()
        .map(|outlook| own_value(state, outlook))
        .collect();
    // Culture: the points are in `own_value`; here, the race for the most.
    let projected: Vec<f64> = outlooks
        .iter()
        .map(|outlook| {
            let player = &state.players()[usize::from(outlook.seat)];
            let per_round: f64 = player
                .dice_due()
                .iter()
                .zip(DieColour::ALL)
                .map(|(count, colour)| f64::from(*count) * expected_culture(colour))
                .sum();
            f64::from(outlook.culture) + per_round * outlook.production
        })
        .collect();
    let rounds = outlooks.first().map_or(0.0, |outlook| outlook.production);
    for seat in 0..count {
        let mine = projected[seat];
        if mine < 1.0 {
            continue;
        }
        let rival = (0..count)
            .filter(|other| *other != seat)
            .map(|other| projected[other])
            .fold(0.0, f64::max);
        let bonus = f64::from(data::MOST_CULTURE_BONUS);
        totals[seat] += if count == 1 {
            // Solitaire: any culture at all wins the bonus.
            bonus * (f64::from(outlooks[seat].culture).max(mine)).min(1.0)
        } else if rounds <= 0.0 {
            if mine >= rival {
                bonus
            } else {
                0.0
            }
        } else {
            bonus / (1.0 + (-(mine - rival + 0.5) / (weights().race_spread * (1.0 + rounds))).exp())
        };
    }
    // What this round's skulls and swords still do between players.
    interactions(state, &outlooks, &mut totals);
    totals
}

fn expected_culture(colour: DieColour) -> f64 {
    (0..data::FACES_PER_DIE)
        .map(|face| f64::from(colour.face(face).culture))
        .sum::<f64>()
        / 6.0
}

/// A player's value without the culture race and the round's interactions.
fn own_value(state: &GameState, outlook: &Outlook) -> f64 {
    let player = &state.players()[usize::from(outlook.seat)];
    let domain = player.domain();
    let pending = outlook.pending;
    let units = &outlook.units;
    let mut value = 0.0;
    // The score as it stands (the culture collected this round included).
    value += f64::from(outlook.culture) - f64::from(player.disaster());
    let dice_owned = dice_total(player.dice_due()) as f64;
    for placed in domain.buildings() {
        let info = placed.building.info();
        let walled = domain.is_walled(placed);
        value += f64::from(info.points) * if walled { 2.0 } else { 1.0 };
        value += match info.bonus {
            crate::rules::EndBonus::None => 0.0,
            crate::rules::EndBonus::EmptyNeighbours => f64::from(domain.empty_neighbours(placed)),
            crate::rules::EndBonus::ResourcesLeft => f64::from(outlook.resources.total()),
            crate::rules::EndBonus::Culture => f64::from(outlook.culture),
            crate::rules::EndBonus::Dice => dice_owned,
        };
    }
    value += outlook.area_race(outlook.area);
    // Feeding this round.
    let mut food = f64::from(outlook.resources.get(Resource::Food));
    if pending.feed {
        let need = player.dice().len() as f64;
        if pending.dice_known {
            let short = (need - food).max(0.0);
            value -= short;
            food = (food - need).max(0.0);
        } else {
            let farms = domain.count(Building::Farm) as f64;
            let income: f64 = farms
                + player
                    .dice()
                    .iter()
                    .map(|die| expected_food(die.colour))
                    .sum::<f64>();
            let short = (need - food - income).max(0.0);
            value -= short;
            food = (food + income - need).max(0.0);
        }
    }
    // The resources held.
    for resource in Resource::ALL {
        let amount = if resource == Resource::Food {
            food
        } else {
            f64::from(outlook.resources.get(resource))
        };
        // A guildhall's point per resource is in the bonus above.
        let guildhalls = domain.count(Building::Guildhall) as f64;
        value += amount * (units.of(resource) - guildhalls).max(0.0);
    }
    // This round's own disaster.
    let (fire, attack) = outlook.losses(player);
    if pending.disaster && pending.dice_known {
        value -= match player.tally().skulls {
            0 => 0.0,
            1 => {
                let cheapest = outlook
                    .resources
                    .held()
                    .map(|resource| units.of(resource))
                    .fold(1.0, f64::min);
                cheapest.min(1.0)
            }
            2 => f64::from(domain.clustered()),
            3 | 5 if state.is_solitaire() => attack.max(0.3),
            3 | 5 => 0.0,
            4 => fire,
            _ => {
                f64::from(outlook.resources.get(Resource::TradeGoods))
                    * units.of(Resource::TradeGoods)
            }
        };
    }
    // Hammers still to use this round.
    value += outlook.hammers_value(state, player, pending.hammers);
    // Later rounds (and this one while its dice are unknown).
    let future = discounted(1, outlook.future);
    let due = player.dice_due();
    for colour in DieColour::ALL {
        let count = f64::from(due[colour.index()]);
        value += count * outlook.die_round[colour.index()] * future;
    }
    if !pending.dice_known && pending.collect {
        for die in player.dice() {
            value += outlook.die_round[die.colour.index()];
        }
    }
    for placed in domain.buildings() {
        let info = placed.building.info();
        value += units.worth(info.collect) * outlook.production;
        value += f64::from(info.sets) * outlook.w.monastery * outlook.production;
    }
    // The enclosure to come, and room to build walled.
    if outlook.builds > 0.0 {
        let room = domain.walled_cells().minus(domain.occupied()).count();
        value += outlook.w.enclosure
            * (outlook.enclosure_potential()
                + outlook.w.walled_room * f64::from(room) * outlook.builds.min(1.0));
    }
    // Risks of the rounds to come.
    value -= outlook.disease_risk * f64::from(domain.clustered());
    let dice = dice_total(due);
    let rolls = outlook.production;
    value -= rolls
        * (skull_chance(dice, 4) * fire
            + skull_chance(dice, 1) * 0.6
            + (1.0 - (0..6).map(|k| skull_chance(dice, k)).sum::<f64>())
                * f64::from(outlook.resources.get(Resource::TradeGoods))
                * units.of(Resource::TradeGoods));
    if state.is_solitaire() {
        value -= rolls * (skull_chance(dice, 3) + skull_chance(dice, 5)) * attack.max(0.3);
    }
    value
}

/// Treacheries, attacks and extortions still to come this round, and later rounds' attack risk,
/// between the players.
fn interactions(state: &GameState, outlooks: &[Outlook], totals: &mut [f64]) {
    let count = state.player_count();
    let players = state.players();
    let losses: Vec<(f64, f64)> = outlooks
        .iter()
        .map(|outlook| outlook.losses(&players[usize::from(outlook.seat)]))
        .collect();
    let scorch_costs: Vec<f64> = players
        .iter()
        .zip(&losses)
        .map(|(player, (_, attack))| scorch_cost(player.domain(), *attack))
        .collect();
    if count == 1 {
        let outlook = &outlooks[0];
        if outlook.pending.extort {
            let mine = Arms::of(
                outlook.pending.dice_known,
                &players[0].tally(),
                usize::from(players[0].dice_by_colour()[DieColour::Gray.index()]),
            );
            let philippe_known = step(state.phase()) > Step::Roll;
            let his = Arms::of(
                philippe_known,
                &Tally::of(state.philippe_dice()),
                data::PHILIPPE_DICE
                    .iter()
                    .filter(|colour| **colour == DieColour::Gray)
                    .count(),
            );
            totals[0] += extort_chance(mine, his) * outlook.w.extort_gain * 0.8;
            let loss = if outlook.resources.is_empty() {
                2.0
            } else {
                outlook.w.extort_loss
            };
            totals[0] -= extort_chance(his, mine) * loss;
        }
        return;
    }
    for (roller, outlook) in outlooks.iter().enumerate() {
        let player = &players[roller];
        let skulls = player.tally().skulls;
        let pending = outlook.pending;
        let dice = dice_total(player.dice_due());
        for victim in 0..count {
            if victim == roller {
                continue;
            }
            if pending.disaster && pending.dice_known {
                match skulls {
                    3 => totals[victim] -= scorch_costs[victim],
                    5 => totals[victim] -= losses[victim].1,
                    _ => {}
                }
            }
            totals[victim] -= outlooks[victim].production
                * (skull_chance(dice, 3) * scorch_costs[victim]
                    + skull_chance(dice, 5) * losses[victim].1);
        }
    }
    // Extortions still to come this round.
    let arms: Vec<Arms> = outlooks
        .iter()
        .map(|outlook| {
            let player = &players[usize::from(outlook.seat)];
            Arms::of(
                outlook.pending.dice_known,
                &player.tally(),
                usize::from(player.dice_by_colour()[DieColour::Gray.index()]),
            )
        })
        .collect();
    for strong in 0..count {
        if !outlooks[strong].pending.extort {
            continue;
        }
        for weak in 0..count {
            if weak == strong {
                continue;
            }
            let chance = extort_chance(arms[strong], arms[weak]);
            if chance <= 0.0 {
                continue;
            }
            if outlooks[weak].resources.is_empty() {
                totals[weak] -= chance * f64::from(data::EXTORT_REFUSAL_DISASTER);
            } else {
                totals[weak] -= chance * outlooks[weak].w.extort_loss;
                totals[strong] += chance * outlooks[strong].w.extort_gain;
            }
        }
    }
}

/// What a scorched area costs a domain: a little room where it has unwalled room for one, else
/// the building under it.
fn scorch_cost(domain: &Domain, attack: f64) -> f64 {
    let (_, removed) = domain.scorch_spots();
    if removed == 0 {
        0.3
    } else {
        attack.max(1.0)
    }
}

/// `seat`'s value minus its best opponent's (in solitaire, its own value).
pub(crate) fn relative(state: &GameState, seat: Seat) -> f64 {
    relative_of(&values(state, Some(seat), false), seat)
}

pub(crate) fn relative_of(values: &[f64], seat: Seat) -> f64 {
    let seat = usize::from(seat);
    let mine = values.get(seat).copied().unwrap_or(0.0);
    let rival = values
        .iter()
        .enumerate()
        .filter(|(other, _)| *other != seat)
        .map(|(_, value)| *value)
        .fold(f64::NEG_INFINITY, f64::max);
    if rival.is_finite() {
        mine - rival
    } else {
        mine
    }
}

/// The position value of `seat`: points the bots expect it to end the game with.
pub fn value(state: &GameState, seat: Seat) -> f64 {
    values(state, None, false)
        .get(usize::from(seat))
        .copied()
        .unwrap_or(0.0)
}
