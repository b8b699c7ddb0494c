//! Setting up a game and carrying out actions. After each decision the round runs on by itself
//! through every step that asks nobody anything (Collect without "or" faces, Feed, Disease,
//! Revolt, a forced choice, round end) until the next decision or the end of the game.

use serde::{Deserialize, Serialize};
use tabletop::names::{check_names, NameError};

use super::action::Action;
use super::components::{Building, Cell, Die, DieColour, Disaster, Resource, Resources};
use super::data;
use super::domain::{PlacedBuilding, PlacedWall};
use super::event::{DisasterCause, Event, Party, RemovalCause, Seat};
use super::legal::{alternative_dice, first_feather, roll_has_choice, IllegalAction};
use super::rng::Rng;
use super::state::{GameState, Phase, Player, RollStage, StartingPieces, Supply, Tally};

/// Why a [`super::Setup`] cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupError {
    PlayerCount(usize),
    EmptyName(Seat),
    NameTooLong(Seat),
    StartPlayerOutOfRange(Seat),
}

/// The longest player name accepted, in characters (the platform's rule).
pub use tabletop::names::MAX_NAME_CHARS;

/// Moves up to `count` pieces from one pile to another.
fn move_pieces(from: &mut u8, to: &mut u8, count: u8) -> u8 {
    let moved = count.min(*from);
    *from -= moved;
    *to = to.saturating_add(moved);
    moved
}

impl GameState {
    /// A new game set up as §3 of the reference sheet describes; the start player and every die
    /// come from the seed.
    pub fn new(setup: &super::Setup) -> Result<GameState, SetupError> {
        let count = setup.names.len();
        if !(data::MIN_PLAYERS..=data::MAX_PLAYERS).contains(&count) {
            return Err(SetupError::PlayerCount(count));
        }
        check_names(setup.names.iter().map(String::as_str)).map_err(|error| match error {
            NameError::Empty(seat) => SetupError::EmptyName(seat),
            NameError::TooLong(seat) => SetupError::NameTooLong(seat),
        })?;
        let mut rng = Rng::new(setup.seed);
        let start_player = match setup.start_player {
            Some(seat) if usize::from(seat) >= count => {
                return Err(SetupError::StartPlayerOutOfRange(seat))
            }
            Some(seat) => seat,
            None if count == 1 => 0,
            None => rng.below(count as u32) as Seat,
        };

        let mut supply = Supply {
            buildings: Building::ALL.map(|building| building.info().supply),
            walls: data::WALL_SUPPLY,
            scorched: data::SCORCHED_AREAS,
            dice: data::DICE,
        };
        let mut boxed = Supply::default();
        if count == 2 {
            for (from, to) in supply.buildings.iter_mut().zip(&mut boxed.buildings) {
                move_pieces(from, to, data::TWO_PLAYER_REMOVED_PER_TYPE);
            }
            for (from, to) in supply.dice.iter_mut().zip(&mut boxed.dice) {
                move_pieces(from, to, data::TWO_PLAYER_REMOVED_DICE_PER_COLOUR);
            }
        }
        let mut philippe = Vec::new();
        if count == 1 {
            for (building, removed) in data::SOLITAIRE_REMOVED {
                let index = building.index();
                move_pieces(
                    &mut supply.buildings[index],
                    &mut boxed.buildings[index],
                    removed,
                );
            }
            for colour in data::PHILIPPE_DICE {
                let pile = &mut supply.dice[colour.index()];
                if *pile > 0 {
                    *pile -= 1;
                    philippe.push(Die::new(colour));
                }
            }
        }

        let mut players = Vec::with_capacity(count);
        for _ in 0..count {
            let mut player = Player {
                resources: data::STARTING_RESOURCES,
                culture: 0,
                disaster: 0,
                dice: Vec::new(),
                domain: Default::default(),
            };
            let keep = &mut supply.buildings[Building::Keep.index()];
            if *keep > 0 {
                *keep -= 1;
                player.domain.add_building(PlacedBuilding {
                    building: Building::Keep,
                    rotation: 0,
                    anchor: data::STARTING_KEEP,
                });
            }
            for colour in DieColour::ALL {
                let pile = &mut supply.dice[colour.index()];
                let taken = data::STARTING_DICE[colour.index()].min(*pile);
                *pile -= taken;
                player.dice.extend((0..taken).map(|_| Die::new(colour)));
            }
            players.push(player);
        }

        Ok(GameState {
            players,
            rng,
            round: 1,
            start_player,
            phase: Phase::StartingDomain {
                seat: start_player,
                left: StartingPieces::full(count),
            },
            supply,
            boxed,
            tokens: data::tracking_tokens(count),
            tokens_flipped: 0,
            philippe,
            scores: Vec::new(),
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

    /// Carries out an action already known to be legal, for replays and search. An illegal
    /// action here never panics, but may leave the game in a state no legal play reaches.
    pub fn play_unchecked(&mut self, action: Action, events: &mut Vec<Event>) {
        let phase = std::mem::replace(&mut self.phase, Phase::GameOver);
        match (phase, action) {
            (Phase::StartingDomain { seat, left }, action) => {
                self.place_starting(seat, left, action, events)
            }
            (Phase::Roll { seat, stage }, action) => self.decide_roll(seat, stage, action, events),
            (Phase::Feathers { seat, used }, Action::Feather { die, companion }) => {
                self.use_feather(seat, die, companion, events);
                let more = self
                    .player(seat)
                    .is_some_and(|player| first_feather(&player.dice).is_some());
                if more {
                    self.phase = Phase::Feathers {
                        seat,
                        used: used.saturating_add(1),
                    };
                } else {
                    self.feathers_from(self.order_of(seat) + 1, events);
                }
            }
            (Phase::Feathers { seat, .. }, Action::EndFeathers) => {
                self.feathers_from(self.order_of(seat) + 1, events)
            }
            (Phase::Collect { seat }, Action::Collect { alternatives }) => {
                self.collect(seat, alternatives, events);
                self.collect_from(self.order_of(seat) + 1, events);
            }
            (Phase::Brigands { seat }, Action::SufferBrigands) => {
                self.add_disaster(
                    seat,
                    data::BRIGANDS_DISASTER,
                    DisasterCause::Brigands,
                    events,
                );
                self.disasters_from(self.order_of(seat) + 1, events);
            }
            (Phase::Brigands { seat }, Action::Discard(resource)) => {
                if let Some(player) = self.players.get_mut(usize::from(seat)) {
                    player.lose(resource, data::BRIGANDS_DISCARD);
                }
                events.push(Event::ResourceDiscarded { seat, resource });
                self.disasters_from(self.order_of(seat) + 1, events);
            }
            (Phase::Treachery { roller, victim }, Action::Scorch(cell)) => {
                let seat = self.victim_seat(roller, usize::from(victim));
                self.scorch(seat, cell, events);
                self.treachery_from(roller, usize::from(victim) + 1, events);
            }
            (Phase::Fire { seat }, Action::Remove(cell)) => {
                self.remove_at(seat, cell, RemovalCause::Fire, events);
                self.disasters_from(self.order_of(seat) + 1, events);
            }
            (Phase::Attack { roller, victim }, Action::Remove(cell)) => {
                let seat = self.victim_seat(roller, usize::from(victim));
                self.remove_at(seat, cell, RemovalCause::Attack, events);
                self.attack_from(roller, usize::from(victim) + 1, events);
            }
            (
                Phase::Build {
                    seat,
                    hammers,
                    built,
                },
                Action::Build { .. } | Action::Wall { .. },
            ) => {
                self.place_piece(seat, action, true, events);
                let hammers = hammers.saturating_sub(1);
                let can_go_on = self
                    .player(seat)
                    .is_some_and(|player| self.can_build_any(player));
                if hammers > 0 && can_go_on {
                    self.phase = Phase::Build {
                        seat,
                        hammers,
                        built: built.saturating_add(1),
                    };
                } else {
                    if hammers > 0 {
                        events.push(Event::HammersLost { seat, hammers });
                    }
                    self.build_from(self.order_of(seat) + 1, events);
                }
            }
            (Phase::Build { seat, hammers, .. }, Action::EndBuilding) => {
                events.push(Event::HammersLost { seat, hammers });
                self.build_from(self.order_of(seat) + 1, events);
            }
            (Phase::Demand { extorter, victim }, Action::Demand(resource)) => {
                events.push(Event::Demanded {
                    extorter: Party::Player(extorter),
                    victim: Party::Player(victim),
                    resource,
                });
                self.phase = Phase::Answer {
                    extorter,
                    victim,
                    resource,
                };
            }
            (
                Phase::Answer {
                    extorter,
                    victim,
                    resource,
                },
                answer @ (Action::Pay | Action::Refuse),
            ) => {
                if answer == Action::Pay {
                    self.pay_extortion(Party::Player(extorter), victim, resource, events);
                } else {
                    self.refuse_extortion(Party::Player(extorter), victim, events);
                }
                self.extort_from(self.order_of(extorter), self.order_of(victim) + 1, events);
            }
            (Phase::DemandFromPhilippe, Action::Demand(resource)) => {
                self.take_from_philippe(resource, events);
                self.end_round(events);
            }
            (Phase::AnswerPhilippe { resource }, answer @ (Action::Pay | Action::Refuse)) => {
                if answer == Action::Pay {
                    self.pay_extortion(Party::Philippe, 0, resource, events);
                } else {
                    self.refuse_extortion(Party::Philippe, 0, events);
                }
                self.end_round(events);
            }
            (phase, _) => self.phase = phase,
        }
    }

    // -----------------------------------------------------------------------------------------
    // Placing pieces

    /// Places a building or wall from the supply on `seat`'s domain, paying for it in the Build
    /// step; taking the last building of a type flips a tracking token.
    pub(crate) fn place_piece(
        &mut self,
        seat: Seat,
        action: Action,
        pay: bool,
        events: &mut Vec<Event>,
    ) {
        let Some(player) = self.players.get_mut(usize::from(seat)) else {
            return;
        };
        match action {
            Action::Build {
                building,
                rotation,
                cell,
            } => {
                if pay {
                    player.pay(building.info().cost);
                }
                player.domain.add_building(PlacedBuilding {
                    building,
                    rotation,
                    anchor: cell,
                });
                let pile = &mut self.supply.buildings[building.index()];
                *pile = pile.saturating_sub(1);
                events.push(Event::BuildingPlaced {
                    seat,
                    building,
                    rotation,
                    cell,
                });
                if *pile == 0 && self.tokens_flipped < self.tokens {
                    self.tokens_flipped += 1;
                    events.push(Event::TokenFlipped { building });
                }
            }
            Action::Wall {
                length,
                cell,
                direction,
            } => {
                if pay {
                    player.pay(data::WALL_COST);
                }
                player.domain.add_wall(PlacedWall {
                    length,
                    anchor: cell,
                    direction,
                });
                if let Some(index) = data::wall_length_index(length) {
                    self.supply.walls[index] = self.supply.walls[index].saturating_sub(1);
                }
                events.push(Event::WallPlaced {
                    seat,
                    length,
                    cell,
                    direction,
                });
            }
            _ => {}
        }
    }

    /// Places a scorched area from the supply; the buildings under it go to the box.
    pub(crate) fn scorch(&mut self, seat: Seat, cell: Cell, events: &mut Vec<Event>) {
        let Some(player) = self.players.get_mut(usize::from(seat)) else {
            return;
        };
        let mut removed = Vec::new();
        player.domain.add_scorched(cell, &mut removed);
        self.supply.scorched = self.supply.scorched.saturating_sub(1);
        for placed in removed {
            self.send_to_box(seat, placed, RemovalCause::Scorched, events);
        }
        events.push(Event::ScorchedPlaced { seat, cell });
    }

    fn send_to_box(
        &mut self,
        seat: Seat,
        placed: PlacedBuilding,
        cause: RemovalCause,
        events: &mut Vec<Event>,
    ) {
        let pile = &mut self.boxed.buildings[placed.building.index()];
        *pile = pile.saturating_add(1);
        events.push(Event::BuildingRemoved {
            seat,
            building: placed.building,
            cell: placed.first_cell().unwrap_or(placed.anchor),
            cause,
        });
    }

    fn remove_at(&mut self, seat: Seat, cell: Cell, cause: RemovalCause, events: &mut Vec<Event>) {
        let Some(player) = self.players.get_mut(usize::from(seat)) else {
            return;
        };
        if let Some(index) = player.domain.building_at_first_cell(cell) {
            let placed = player.domain.remove_building(index);
            self.send_to_box(seat, placed, cause, events);
        }
    }

    fn place_starting(
        &mut self,
        seat: Seat,
        mut left: StartingPieces,
        action: Action,
        events: &mut Vec<Event>,
    ) {
        match action {
            Action::DefaultDomain => {
                for (cell, direction) in data::DEFAULT_WALLS {
                    let wall = Action::Wall {
                        length: data::STARTING_WALL_LENGTH,
                        cell,
                        direction,
                    };
                    self.place_piece(seat, wall, false, events);
                }
                for (rotation, cell) in data::DEFAULT_LONGHOUSES {
                    let longhouse = Action::Build {
                        building: Building::Longhouse,
                        rotation,
                        cell,
                    };
                    self.place_piece(seat, longhouse, false, events);
                }
                let farm = Action::Build {
                    building: Building::Farm,
                    rotation: 0,
                    cell: data::DEFAULT_FARM,
                };
                self.place_piece(seat, farm, false, events);
                for cell in data::DEFAULT_SCORCHED
                    .into_iter()
                    .take(usize::from(left.scorched))
                {
                    self.scorch(seat, cell, events);
                }
                left = StartingPieces {
                    longhouses: 0,
                    farms: 0,
                    walls: 0,
                    scorched: 0,
                };
            }
            Action::Build { building, .. } => {
                self.place_piece(seat, action, false, events);
                match building {
                    Building::Farm => left.farms = left.farms.saturating_sub(1),
                    _ => left.longhouses = left.longhouses.saturating_sub(1),
                }
            }
            Action::Wall { .. } => {
                self.place_piece(seat, action, false, events);
                left.walls = left.walls.saturating_sub(1);
            }
            Action::Scorch(cell) => {
                self.scorch(seat, cell, events);
                left.scorched = left.scorched.saturating_sub(1);
            }
            _ => {
                self.phase = Phase::StartingDomain { seat, left };
                return;
            }
        }
        // A scorched area with no free unwalled spot left stays in the supply (as in treachery).
        let no_room = left.only_scorched_left()
            && self
                .player(seat)
                .is_some_and(|player| player.domain.starting_scorch_spots().is_empty());
        if !left.is_done() && !no_room {
            self.phase = Phase::StartingDomain { seat, left };
            return;
        }
        let next = self.order_of(seat) + 1;
        if next < self.players.len() {
            self.phase = Phase::StartingDomain {
                seat: self.seat_at(next),
                left: StartingPieces::full(self.players.len()),
            };
        } else {
            events.push(Event::DomainsRevealed);
            self.begin_round(events);
        }
    }

    // -----------------------------------------------------------------------------------------
    // 5.1 Roll

    pub(crate) fn begin_round(&mut self, events: &mut Vec<Event>) {
        events.push(Event::RoundStarted {
            round: self.round,
            start_player: self.start_player,
        });
        self.roll_from(0, events);
    }

    /// Each player from place `index` on rolls behind the screen; the first with a choice
    /// decides. When all are done, the dice are revealed.
    pub(crate) fn roll_from(&mut self, index: usize, events: &mut Vec<Event>) {
        for index in index..self.players.len() {
            let seat = self.seat_at(index);
            let Some(player) = self.players.get_mut(usize::from(seat)) else {
                continue;
            };
            for (number, die) in player.dice.iter_mut().enumerate() {
                die.set = false;
                die.face = self.rng.below(u32::from(data::FACES_PER_DIE)) as u8;
                events.push(Event::DieRolled {
                    seat,
                    die: number as u8,
                    colour: die.colour,
                    face: die.face,
                    roll: 1,
                });
            }
            let monasteries = player.domain.count(Building::Monastery);
            let sets =
                (monasteries * usize::from(Building::Monastery.info().sets)).min(player.dice.len());
            let stage = RollStage::Second {
                sets_left: sets as u8,
                sets_done: 0,
            };
            if roll_has_choice(&player.dice, stage) {
                self.phase = Phase::Roll { seat, stage };
                return;
            }
            events.push(Event::RollFinished { seat });
        }
        self.reveal(events);
    }

    fn decide_roll(
        &mut self,
        seat: Seat,
        stage: RollStage,
        action: Action,
        events: &mut Vec<Event>,
    ) {
        let Some(player) = self.players.get_mut(usize::from(seat)) else {
            return;
        };
        let next_stage = match (stage, action) {
            (
                RollStage::Second {
                    sets_left,
                    sets_done,
                },
                Action::SetDie { die, face },
            ) => {
                if let Some(target) = player.dice.get_mut(usize::from(die)) {
                    target.face = face;
                    target.set = true;
                    events.push(Event::DieSet {
                        seat,
                        die,
                        colour: target.colour,
                        face,
                    });
                }
                Some(RollStage::Second {
                    sets_left: sets_left.saturating_sub(1),
                    sets_done: sets_done.saturating_add(1),
                })
            }
            (_, Action::Reroll(set)) => {
                let roll = match stage {
                    RollStage::Second { .. } => 2,
                    RollStage::Third => 3,
                };
                for index in set.dice() {
                    if let Some(die) = player.dice.get_mut(index) {
                        die.face = self.rng.below(u32::from(data::FACES_PER_DIE)) as u8;
                        events.push(Event::DieRolled {
                            seat,
                            die: index as u8,
                            colour: die.colour,
                            face: die.face,
                            roll,
                        });
                    }
                }
                match stage {
                    RollStage::Second { .. } => Some(RollStage::Third),
                    RollStage::Third => None,
                }
            }
            (_, Action::StopRolling) => None,
            _ => {
                self.phase = Phase::Roll { seat, stage };
                return;
            }
        };
        match next_stage {
            Some(stage) if roll_has_choice(&player.dice, stage) => {
                self.phase = Phase::Roll { seat, stage };
            }
            _ => {
                events.push(Event::RollFinished { seat });
                self.roll_from(self.order_of(seat) + 1, events);
            }
        }
    }

    fn reveal(&mut self, events: &mut Vec<Event>) {
        events.push(Event::DiceRevealed);
        for (number, die) in self.philippe.iter_mut().enumerate() {
            die.face = self.rng.below(u32::from(data::FACES_PER_DIE)) as u8;
            events.push(Event::PhilippeRolled {
                die: number as u8,
                face: die.face,
            });
        }
        self.feathers_from(0, events);
    }

    // -----------------------------------------------------------------------------------------
    // Feathers

    pub(crate) fn feathers_from(&mut self, index: usize, events: &mut Vec<Event>) {
        for index in index..self.players.len() {
            let seat = self.seat_at(index);
            let has_feather = self
                .player(seat)
                .is_some_and(|player| first_feather(&player.dice).is_some());
            if has_feather {
                self.phase = Phase::Feathers { seat, used: 0 };
                return;
            }
        }
        self.collect_from(0, events);
    }

    fn use_feather(&mut self, seat: Seat, die: u8, companion: Option<u8>, events: &mut Vec<Event>) {
        let Some(player) = self.players.get_mut(usize::from(seat)) else {
            return;
        };
        events.push(Event::FeatherUsed {
            seat,
            die,
            companion,
        });
        for index in std::iter::once(die).chain(companion) {
            if let Some(rolled) = player.dice.get_mut(usize::from(index)) {
                rolled.face = self.rng.below(u32::from(data::FACES_PER_DIE)) as u8;
                events.push(Event::DieRolled {
                    seat,
                    die: index,
                    colour: rolled.colour,
                    face: rolled.face,
                    roll: 4,
                });
            }
        }
    }

    // -----------------------------------------------------------------------------------------
    // 5.2 Collect and 5.3 Feed

    pub(crate) fn collect_from(&mut self, index: usize, events: &mut Vec<Event>) {
        for index in index..self.players.len() {
            let seat = self.seat_at(index);
            let Some(player) = self.player(seat) else {
                continue;
            };
            if alternative_dice(player).iter().any(|count| *count > 0) {
                self.phase = Phase::Collect { seat };
                return;
            }
            self.collect(seat, [0; 4], events);
        }
        self.feed(events);
        self.disasters_from(0, events);
    }

    /// Adds what the dice show (the first `alternatives[colour]` "or" dice of each colour taking
    /// their second choice) and what the buildings give, up to the caps.
    pub(crate) fn collect(&mut self, seat: Seat, alternatives: [u8; 4], events: &mut Vec<Event>) {
        let Some(player) = self.players.get_mut(usize::from(seat)) else {
            return;
        };
        let mut gain = [0u16; 4];
        let mut culture = 0u8;
        let mut second = alternatives;
        for die in &player.dice {
            let face = die.info();
            let shown = match face.alternative {
                Some(alternative) if second[die.colour.index()] > 0 => {
                    second[die.colour.index()] -= 1;
                    alternative
                }
                _ => face.gain,
            };
            for (total, amount) in gain.iter_mut().zip(shown.0) {
                *total += u16::from(amount);
            }
            culture = culture.saturating_add(face.culture);
        }
        for placed in &player.domain.buildings {
            for (total, amount) in gain.iter_mut().zip(placed.building.info().collect.0) {
                *total += u16::from(amount);
            }
        }
        let mut kept = Resources::NONE;
        let mut lost = Resources::NONE;
        for resource in Resource::ALL {
            let amount = gain[resource.index()].min(u16::from(u8::MAX)) as u8;
            let stored = player.gain(resource, amount);
            kept.set(resource, stored);
            lost.set(resource, amount - stored);
        }
        player.culture = player.culture.saturating_add(u32::from(culture));
        events.push(Event::Collected {
            seat,
            kept,
            lost,
            culture,
        });
    }

    pub(crate) fn feed(&mut self, events: &mut Vec<Event>) {
        for index in 0..self.players.len() {
            let seat = self.seat_at(index);
            let Some(player) = self.players.get_mut(usize::from(seat)) else {
                continue;
            };
            let need = (player.dice.len() * usize::from(data::FOOD_PER_DIE)).min(255) as u8;
            let food = player.resource(Resource::Food);
            let eaten = need.min(food);
            player.lose(Resource::Food, eaten);
            events.push(Event::Fed { seat, food: eaten });
            let unfed = u32::from(need - eaten) / u32::from(data::FOOD_PER_DIE.max(1));
            self.add_disaster(
                seat,
                unfed * data::FAMINE_PER_DIE,
                DisasterCause::Famine,
                events,
            );
        }
    }

    fn add_disaster(
        &mut self,
        seat: Seat,
        points: u32,
        cause: DisasterCause,
        events: &mut Vec<Event>,
    ) {
        if points == 0 {
            return;
        }
        if let Some(player) = self.players.get_mut(usize::from(seat)) {
            player.disaster = player.disaster.saturating_add(points);
            events.push(Event::DisasterPoints {
                seat,
                points,
                cause,
            });
        }
    }

    // -----------------------------------------------------------------------------------------
    // 5.4 Disasters

    pub(crate) fn disasters_from(&mut self, index: usize, events: &mut Vec<Event>) {
        for index in index..self.players.len() {
            let seat = self.seat_at(index);
            let Some(player) = self.player(seat) else {
                continue;
            };
            let Some(disaster) = Disaster::for_skulls(player.tally().skulls) else {
                continue;
            };
            events.push(Event::DisasterStruck { seat, disaster });
            match disaster {
                Disaster::Brigands => {
                    if !player.resources.is_empty() {
                        self.phase = Phase::Brigands { seat };
                        return;
                    }
                    self.add_disaster(
                        seat,
                        data::BRIGANDS_DISASTER,
                        DisasterCause::Brigands,
                        events,
                    );
                }
                Disaster::Disease => {
                    let points = player.domain.clustered() * data::DISEASE_PER_CLUSTERED;
                    if points == 0 {
                        events.push(Event::NothingClustered { seat });
                    }
                    self.add_disaster(seat, points, DisasterCause::Disease, events);
                }
                Disaster::Treachery => {
                    if self.treachery_victims_from(seat, 0, events) {
                        return;
                    }
                }
                Disaster::Fire => match player.domain.buildings.len() {
                    0 => {}
                    1 => {
                        if let Some(cell) = player.domain.buildings[0].first_cell() {
                            self.remove_at(seat, cell, RemovalCause::Fire, events);
                        }
                    }
                    _ => {
                        self.phase = Phase::Fire { seat };
                        return;
                    }
                },
                Disaster::Attack => {
                    if self.attack_victims_from(seat, 0, events) {
                        return;
                    }
                }
                Disaster::Revolt => {
                    let amount = player.resource(Resource::TradeGoods);
                    if let Some(player) = self.players.get_mut(usize::from(seat)) {
                        player.resources.set(Resource::TradeGoods, 0);
                    }
                    events.push(Event::TradeGoodsLost { seat, amount });
                }
            }
        }
        self.build_from(0, events);
    }

    /// Hands scorched areas to `roller`'s victims from the `index`-th on; returns whether one
    /// of them now has to choose where to place it.
    fn treachery_victims_from(
        &mut self,
        roller: Seat,
        index: usize,
        events: &mut Vec<Event>,
    ) -> bool {
        for index in index..self.victim_count() {
            if self.supply.scorched == 0 {
                return false;
            }
            let seat = self.victim_seat(roller, index);
            let Some(player) = self.player(seat) else {
                continue;
            };
            let (spots, _) = player.domain.scorch_spots();
            let mut cells = spots.iter();
            match (cells.next(), cells.next()) {
                (None, _) => events.push(Event::NoRoomForScorched { seat }),
                (Some(only), None) => self.scorch(seat, only, events),
                (Some(_), Some(_)) => {
                    self.phase = Phase::Treachery {
                        roller,
                        victim: index as u8,
                    };
                    return true;
                }
            }
        }
        false
    }

    fn treachery_from(&mut self, roller: Seat, index: usize, events: &mut Vec<Event>) {
        if !self.treachery_victims_from(roller, index, events) {
            self.disasters_from(self.order_of(roller) + 1, events);
        }
    }

    /// Makes `roller`'s victims from the `index`-th on lose an unwalled building; returns
    /// whether one of them now has to choose which.
    fn attack_victims_from(&mut self, roller: Seat, index: usize, events: &mut Vec<Event>) -> bool {
        for index in index..self.victim_count() {
            let seat = self.victim_seat(roller, index);
            let Some(player) = self.player(seat) else {
                continue;
            };
            let domain = &player.domain;
            let mut exposed = domain
                .buildings
                .iter()
                .filter(|placed| !domain.is_walled(placed))
                .filter_map(|placed| placed.first_cell());
            match (exposed.next(), exposed.next()) {
                (None, _) => {}
                (Some(only), None) => self.remove_at(seat, only, RemovalCause::Attack, events),
                (Some(_), Some(_)) => {
                    self.phase = Phase::Attack {
                        roller,
                        victim: index as u8,
                    };
                    return true;
                }
            }
        }
        false
    }

    fn attack_from(&mut self, roller: Seat, index: usize, events: &mut Vec<Event>) {
        if !self.attack_victims_from(roller, index, events) {
            self.disasters_from(self.order_of(roller) + 1, events);
        }
    }

    // -----------------------------------------------------------------------------------------
    // 5.5 Build

    pub(crate) fn build_from(&mut self, index: usize, events: &mut Vec<Event>) {
        for index in index..self.players.len() {
            let seat = self.seat_at(index);
            let Some(player) = self.player(seat) else {
                continue;
            };
            let hammers = player.tally().hammers;
            if hammers == 0 {
                events.push(Event::NoHammers { seat });
                continue;
            }
            if self.can_build_any(player) {
                self.phase = Phase::Build {
                    seat,
                    hammers,
                    built: 0,
                };
                return;
            }
            events.push(Event::HammersLost { seat, hammers });
        }
        self.extort_from(0, 0, events);
    }

    // -----------------------------------------------------------------------------------------
    // 5.6 Extort

    fn tally_of(&self, seat: Seat) -> Tally {
        self.player(seat).map(Player::tally).unwrap_or_default()
    }

    /// Whether dice showing `strong` extort from dice showing `weak`.
    pub fn extorts(strong: &Tally, weak: &Tally) -> bool {
        strong.swords > weak.swords && weak.shields < strong.swords
    }

    /// Works through the extortions in player order from extorter place `extorter` and victim
    /// place `victim` on, stopping at the first that asks someone something.
    pub(crate) fn extort_from(&mut self, extorter: usize, victim: usize, events: &mut Vec<Event>) {
        if self.is_solitaire() {
            self.extort_solitaire(events);
            return;
        }
        let count = self.players.len();
        for extorter_index in extorter..count {
            let first_victim = if extorter_index == extorter {
                victim
            } else {
                0
            };
            let strong_seat = self.seat_at(extorter_index);
            let strong = self.tally_of(strong_seat);
            for victim_index in first_victim..count {
                if victim_index == extorter_index {
                    continue;
                }
                let weak_seat = self.seat_at(victim_index);
                if !Self::extorts(&strong, &self.tally_of(weak_seat)) {
                    continue;
                }
                let held = self
                    .player(weak_seat)
                    .map_or(Resources::NONE, Player::resources);
                let mut types = held.held();
                match (types.next(), types.next()) {
                    (None, _) => self.add_disaster(
                        weak_seat,
                        data::EXTORT_REFUSAL_DISASTER,
                        DisasterCause::Extortion(Party::Player(strong_seat)),
                        events,
                    ),
                    (Some(resource), None) => {
                        events.push(Event::Demanded {
                            extorter: Party::Player(strong_seat),
                            victim: Party::Player(weak_seat),
                            resource,
                        });
                        self.phase = Phase::Answer {
                            extorter: strong_seat,
                            victim: weak_seat,
                            resource,
                        };
                        return;
                    }
                    (Some(_), Some(_)) => {
                        self.phase = Phase::Demand {
                            extorter: strong_seat,
                            victim: weak_seat,
                        };
                        return;
                    }
                }
            }
        }
        self.end_round(events);
    }

    fn extort_solitaire(&mut self, events: &mut Vec<Event>) {
        let mine = self.tally_of(0);
        let his = Tally::of(&self.philippe);
        if Self::extorts(&mine, &his) {
            let mut shown = Resource::ALL
                .into_iter()
                .filter(|resource| self.philippe_shows(*resource));
            match (shown.next(), shown.next()) {
                (None, _) => events.push(Event::NothingToTake { seat: 0 }),
                (Some(resource), None) => self.take_from_philippe(resource, events),
                (Some(_), Some(_)) => {
                    self.phase = Phase::DemandFromPhilippe;
                    return;
                }
            }
        } else if Self::extorts(&his, &mine) {
            let held = self.player(0).map_or(Resources::NONE, Player::resources);
            match held.held().next() {
                None => self.add_disaster(
                    0,
                    data::EXTORT_REFUSAL_DISASTER,
                    DisasterCause::Extortion(Party::Philippe),
                    events,
                ),
                Some(resource) => {
                    events.push(Event::Demanded {
                        extorter: Party::Philippe,
                        victim: Party::Player(0),
                        resource,
                    });
                    self.phase = Phase::AnswerPhilippe { resource };
                    return;
                }
            }
        } else {
            events.push(Event::NoExtortion {
                seat: 0,
                swords: mine.swords,
                shields: mine.shields,
                philippe_swords: his.swords,
                philippe_shields: his.shields,
            });
        }
        self.end_round(events);
    }

    /// Sir Philippe never refuses: the taking is told once, as paid (a demand told before it
    /// said the same again).
    fn take_from_philippe(&mut self, resource: Resource, events: &mut Vec<Event>) {
        let kept = self
            .players
            .get_mut(0)
            .is_some_and(|player| player.gain(resource, data::EXTORT_AMOUNT) > 0);
        events.push(Event::Paid {
            extorter: Party::Player(0),
            victim: Party::Philippe,
            resource,
            kept,
        });
    }

    fn pay_extortion(
        &mut self,
        extorter: Party,
        victim: Seat,
        resource: Resource,
        events: &mut Vec<Event>,
    ) {
        if let Some(player) = self.players.get_mut(usize::from(victim)) {
            player.lose(resource, data::EXTORT_AMOUNT);
        }
        let kept = match extorter {
            Party::Player(seat) => self
                .players
                .get_mut(usize::from(seat))
                .is_some_and(|player| player.gain(resource, data::EXTORT_AMOUNT) > 0),
            // Resources paid to Sir Philippe leave the game.
            Party::Philippe => false,
        };
        events.push(Event::Paid {
            extorter,
            victim: Party::Player(victim),
            resource,
            kept,
        });
    }

    fn refuse_extortion(&mut self, extorter: Party, victim: Seat, events: &mut Vec<Event>) {
        events.push(Event::Refused {
            extorter,
            victim: Party::Player(victim),
        });
        self.add_disaster(
            victim,
            data::EXTORT_REFUSAL_DISASTER,
            DisasterCause::Extortion(extorter),
            events,
        );
    }

    // -----------------------------------------------------------------------------------------
    // 5.7 Round end

    pub(crate) fn end_round(&mut self, events: &mut Vec<Event>) {
        for seat in 0..self.players.len() {
            self.update_dice(seat as Seat, events);
        }
        events.push(Event::RoundEnded { round: self.round });
        let tokens_out = self.tokens > 0 && self.tokens_flipped >= self.tokens;
        let solitaire_over = self.is_solitaire() && self.round >= data::SOLITAIRE_ROUNDS;
        if tokens_out || solitaire_over || self.round >= data::ROUND_LIMIT {
            self.scores = self.final_scores();
            self.phase = Phase::GameOver;
            events.push(Event::GameEnded);
            return;
        }
        self.round += 1;
        if !self.is_solitaire() {
            self.start_player = self.seat_at(1);
        }
        self.begin_round(events);
    }

    /// One die per keep, longhouse, townhouse and church now owned: new dice come from the
    /// supply, dice of lost buildings go to the box.
    fn update_dice(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let Some(player) = self.players.get_mut(usize::from(seat)) else {
            return;
        };
        let due = player.dice_due();
        let held = player.dice_by_colour();
        if due == held {
            return;
        }
        let mut dice = Vec::with_capacity(due.iter().map(|count| usize::from(*count)).sum());
        for colour in DieColour::ALL {
            let index = colour.index();
            let mut target = due[index];
            if target > held[index] {
                target = held[index]
                    + move_pieces(&mut self.supply.dice[index], &mut 0, target - held[index]);
            } else {
                self.boxed.dice[index] =
                    self.boxed.dice[index].saturating_add(held[index] - target);
            }
            let kept = player
                .dice
                .iter()
                .filter(|die| die.colour == colour)
                .take(usize::from(target))
                .copied();
            dice.extend(kept);
            let missing = usize::from(target).saturating_sub(usize::from(held[index]));
            dice.extend((0..missing).map(|_| Die::new(colour)));
        }
        player.dice = dice;
        events.push(Event::DiceChanged {
            seat,
            dice: player.dice_by_colour(),
        });
    }

    /// A copy in which everything the current seat cannot see is drawn again from `seed`: the
    /// dice other players rolled behind their screens this round, and every future die.
    pub fn redeal_hidden(&self, seed: u64) -> GameState {
        let mut copy = self.clone();
        let mut rng = Rng::new(seed);
        if let Some(viewer) = self.current_seat() {
            for seat in 0..self.players.len() {
                let seat = seat as Seat;
                if seat == viewer || !self.dice_hidden(seat) {
                    continue;
                }
                if let Some(player) = copy.players.get_mut(usize::from(seat)) {
                    for die in &mut player.dice {
                        die.face = rng.below(u32::from(data::FACES_PER_DIE)) as u8;
                        die.set = false;
                    }
                }
            }
        }
        copy.rng = Rng::new(rng.next_u64());
        copy
    }
}
