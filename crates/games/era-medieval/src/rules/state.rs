//! The game state: everything on the table, plus whose decision it is.

use serde::{Deserialize, Serialize};

use super::components::{Building, Die, DieColour, Rank, Resource, Resources};
use super::data;
use super::domain::Domain;
use super::event::Seat;
use super::rng::Rng;

/// How a game begins: the players in seat order (1 to 4; one player plays solitaire against
/// Sir Philippe), the seed of every die, and who starts.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Setup {
    pub names: Vec<String>,
    pub seed: u64,
    /// The start player of round 1; `None` draws one from the seed. Solitaire: always seat 0.
    #[serde(default)]
    pub start_player: Option<Seat>,
}

impl Setup {
    pub fn new<S: Into<String>>(names: impl IntoIterator<Item = S>, seed: u64) -> Setup {
        Setup {
            names: names.into_iter().map(Into::into).collect(),
            seed,
            start_player: None,
        }
    }
}

/// One player's boards: resources, tracks, dice and domain.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub(crate) resources: Resources,
    /// Culture and disaster are counted in full; the pegs show them modulo
    /// [`data::TRACK_SPACES`] with a "+25" record per wrap.
    pub(crate) culture: u32,
    pub(crate) disaster: u32,
    pub(crate) dice: Vec<Die>,
    pub(crate) domain: Domain,
}

impl Player {
    pub fn resources(&self) -> Resources {
        self.resources
    }

    pub fn resource(&self, resource: Resource) -> u8 {
        self.resources.get(resource)
    }

    pub fn culture(&self) -> u32 {
        self.culture
    }

    pub fn disaster(&self) -> u32 {
        self.disaster
    }

    /// Where the culture peg stands (0 to 24), and how many "+25" records were written.
    pub fn culture_peg(&self) -> (u32, u32) {
        (
            self.culture % data::TRACK_SPACES,
            self.culture / data::TRACK_SPACES,
        )
    }

    /// Where the disaster peg stands (0 to 24), and how many "-25" records were written.
    pub fn disaster_peg(&self) -> (u32, u32) {
        (
            self.disaster % data::TRACK_SPACES,
            self.disaster / data::TRACK_SPACES,
        )
    }

    pub fn dice(&self) -> &[Die] {
        &self.dice
    }

    pub fn domain(&self) -> &Domain {
        &self.domain
    }

    /// What the dice show now, added up.
    pub fn tally(&self) -> Tally {
        Tally::of(&self.dice)
    }

    /// Dice the player's buildings bring, by colour: what the dice become at round end.
    pub fn dice_due(&self) -> [u8; 4] {
        let mut due = [0u8; 4];
        for placed in &self.domain.buildings {
            if let Some(colour) = placed.building.info().die {
                due[colour.index()] = due[colour.index()].saturating_add(1);
            }
        }
        due
    }

    pub fn dice_by_colour(&self) -> [u8; 4] {
        let mut held = [0u8; 4];
        for die in &self.dice {
            held[die.colour.index()] = held[die.colour.index()].saturating_add(1);
        }
        held
    }

    /// Adds `amount` of `resource` up to its cap; returns what was kept.
    pub(crate) fn gain(&mut self, resource: Resource, amount: u8) -> u8 {
        let have = self.resources.get(resource);
        let now = have.saturating_add(amount).min(resource.cap());
        self.resources.set(resource, now);
        now.saturating_sub(have)
    }

    pub(crate) fn lose(&mut self, resource: Resource, amount: u8) {
        let have = self.resources.get(resource);
        self.resources.set(resource, have.saturating_sub(amount));
    }

    pub(crate) fn pay(&mut self, cost: Resources) {
        for resource in Resource::ALL {
            self.lose(resource, cost.get(resource));
        }
    }
}

/// What a set of dice shows, added up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tally {
    pub skulls: u8,
    pub hammers: u8,
    pub swords: u8,
    pub shields: u8,
    pub culture: u8,
    pub feathers: u8,
}

impl Tally {
    pub fn of(dice: &[Die]) -> Tally {
        let mut tally = Tally::default();
        for die in dice {
            let face = die.info();
            tally.skulls = tally.skulls.saturating_add(u8::from(face.skull));
            tally.hammers = tally.hammers.saturating_add(face.hammers);
            tally.swords = tally.swords.saturating_add(face.swords);
            tally.shields = tally.shields.saturating_add(face.shields);
            tally.culture = tally.culture.saturating_add(face.culture);
            tally.feathers = tally.feathers.saturating_add(u8::from(face.feather));
        }
        tally
    }
}

/// Pieces not on a domain and not in the box: what can still be built.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Supply {
    /// By [`Building::index`].
    pub buildings: [u8; Building::COUNT],
    /// By the index of [`data::WALL_LENGTHS`].
    pub walls: [u8; data::WALL_KINDS],
    pub scorched: u8,
    /// By [`DieColour::index`].
    pub dice: [u8; 4],
}

impl Supply {
    pub fn building(&self, building: Building) -> u8 {
        self.buildings[building.index()]
    }

    pub fn walls_of(&self, length: u8) -> u8 {
        data::wall_length_index(length)
            .and_then(|index| self.walls.get(index).copied())
            .unwrap_or(0)
    }

    pub fn dice_of(&self, colour: DieColour) -> u8 {
        self.dice[colour.index()]
    }
}

/// The pieces of the starting domain a player has still to place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct StartingPieces {
    pub longhouses: u8,
    pub farms: u8,
    pub walls: u8,
    pub scorched: u8,
}

impl StartingPieces {
    pub const fn full(players: usize) -> StartingPieces {
        StartingPieces {
            longhouses: data::STARTING_LONGHOUSES,
            farms: data::STARTING_FARMS,
            walls: data::STARTING_WALLS,
            scorched: data::starting_scorched(players),
        }
    }

    /// Whether every piece but the scorched areas is placed (they come last).
    pub const fn only_scorched_left(&self) -> bool {
        self.longhouses == 0 && self.farms == 0 && self.walls == 0
    }

    pub const fn is_done(&self) -> bool {
        self.only_scorched_left() && self.scorched == 0
    }
}

/// Which roll a player is at, behind the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RollStage {
    /// After roll 1: monastery sets (`sets_left` more allowed, `sets_done` made), then roll 2.
    Second { sets_left: u8, sets_done: u8 },
    /// After roll 2: roll 3.
    Third,
}

/// Whose decision it is, and what kind.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// `seat` places the pieces of the starting domain (`left` still to place).
    StartingDomain {
        seat: Seat,
        left: StartingPieces,
    },
    /// `seat` decides about their dice behind the screen.
    Roll {
        seat: Seat,
        stage: RollStage,
    },
    /// `seat` may use a feather (`used` so far this round).
    Feathers {
        seat: Seat,
        used: u8,
    },
    /// `seat` chooses their "or" faces.
    Collect {
        seat: Seat,
    },
    /// `seat` chooses between a disaster point and a resource.
    Brigands {
        seat: Seat,
    },
    /// The `victim`-th victim of `roller`'s treachery places a scorched area.
    Treachery {
        roller: Seat,
        victim: u8,
    },
    /// `seat` removes one of their buildings.
    Fire {
        seat: Seat,
    },
    /// The `victim`-th victim of `roller`'s attack removes an unwalled building.
    Attack {
        roller: Seat,
        victim: u8,
    },
    /// `seat` builds, one structure per hammer.
    Build {
        seat: Seat,
        hammers: u8,
        built: u8,
    },
    /// `extorter` names the resource `victim` must pay.
    Demand {
        extorter: Seat,
        victim: Seat,
    },
    /// `victim` pays one `resource` to `extorter` or refuses.
    Answer {
        extorter: Seat,
        victim: Seat,
        resource: Resource,
    },
    /// Solitaire: the player takes a resource shown on Sir Philippe's dice.
    DemandFromPhilippe,
    /// Solitaire: Sir Philippe demands `resource`; the player pays or refuses.
    AnswerPhilippe {
        resource: Resource,
    },
    GameOver,
}

/// One player's final score, with its parts.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Score {
    pub seat: Seat,
    /// Printed points, walled buildings doubled.
    pub buildings: i32,
    /// Market, guildhall, university and cathedral bonuses.
    pub bonuses: i32,
    pub culture: i32,
    pub most_culture: i32,
    pub walled_area: u32,
    pub largest_walled_area: i32,
    /// Subtracted.
    pub disaster: i32,
    pub total: i32,
    /// The resources left, for the tie-break.
    pub resources: Resources,
    pub winner: bool,
    /// The solitaire rank.
    pub rank: Option<Rank>,
}

/// The whole game. Built only by [`GameState::new`] from a [`Setup`]; changed only by actions.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameState {
    pub(crate) players: Vec<Player>,
    pub(crate) rng: Rng,
    pub(crate) round: u8,
    pub(crate) start_player: Seat,
    pub(crate) phase: Phase,
    pub(crate) supply: Supply,
    /// Pieces out of the game: removed at setup or destroyed.
    pub(crate) boxed: Supply,
    pub(crate) tokens: u8,
    pub(crate) tokens_flipped: u8,
    /// Sir Philippe's dice (solitaire only).
    pub(crate) philippe: Vec<Die>,
    pub(crate) scores: Vec<Score>,
}

/// Read access for the UI, bots and tests.
impl GameState {
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    pub fn is_solitaire(&self) -> bool {
        self.players.len() == 1
    }

    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(usize::from(seat))
    }

    /// The current round, from 1.
    pub fn round(&self) -> u8 {
        self.round
    }

    pub fn start_player(&self) -> Seat {
        self.start_player
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn supply(&self) -> &Supply {
        &self.supply
    }

    pub fn boxed(&self) -> &Supply {
        &self.boxed
    }

    /// Tracking tokens in the game, and how many show an X.
    pub fn tracking_tokens(&self) -> (u8, u8) {
        (self.tokens, self.tokens_flipped)
    }

    pub fn philippe_dice(&self) -> &[Die] {
        &self.philippe
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::GameOver)
    }

    /// Final scores in seat order, once the game is over.
    pub fn scores(&self) -> &[Score] {
        &self.scores
    }

    /// Who decides now (`None` once the game is over).
    pub fn current_seat(&self) -> Option<Seat> {
        match &self.phase {
            Phase::StartingDomain { seat, .. }
            | Phase::Roll { seat, .. }
            | Phase::Feathers { seat, .. }
            | Phase::Collect { seat }
            | Phase::Brigands { seat }
            | Phase::Fire { seat }
            | Phase::Build { seat, .. } => Some(*seat),
            Phase::Treachery { roller, victim } | Phase::Attack { roller, victim } => {
                Some(self.victim_seat(*roller, usize::from(*victim)))
            }
            Phase::Demand { extorter, .. } => Some(*extorter),
            Phase::Answer { victim, .. } => Some(*victim),
            Phase::DemandFromPhilippe | Phase::AnswerPhilippe { .. } => Some(0),
            Phase::GameOver => None,
        }
    }

    /// Whether the game is inside one player's multi-action decision (placing the starting
    /// domain, rolling, using feathers, building): undo steps back over such points.
    pub fn is_mid_turn(&self) -> bool {
        match &self.phase {
            Phase::StartingDomain { left, .. } => *left != StartingPieces::full(self.players.len()),
            Phase::Roll { stage, .. } => match stage {
                RollStage::Second { sets_done, .. } => *sets_done > 0,
                RollStage::Third => true,
            },
            Phase::Feathers { used, .. } => *used > 0,
            Phase::Build { built, .. } => *built > 0,
            _ => false,
        }
    }

    /// The seat `index` places after the start player, clockwise.
    pub fn seat_at(&self, index: usize) -> Seat {
        let count = self.players.len().max(1);
        ((usize::from(self.start_player) + index) % count) as Seat
    }

    /// A seat's place in this round's player order (0 = the start player).
    pub fn order_of(&self, seat: Seat) -> usize {
        let count = self.players.len().max(1);
        (usize::from(seat) + count - usize::from(self.start_player) % count) % count
    }

    /// How many players a treachery or attack of one player hits: every opponent, or in
    /// solitaire the player themself.
    pub(crate) fn victim_count(&self) -> usize {
        if self.is_solitaire() {
            1
        } else {
            self.players.len() - 1
        }
    }

    /// The `index`-th victim of `roller`, clockwise from the roller's left.
    pub(crate) fn victim_seat(&self, roller: Seat, index: usize) -> Seat {
        let count = self.players.len().max(1);
        if count == 1 {
            return roller;
        }
        ((usize::from(roller) + 1 + index) % count) as Seat
    }

    /// Whether `seat`'s dice were rolled behind the screen this round and not yet revealed.
    pub fn dice_hidden(&self, seat: Seat) -> bool {
        match &self.phase {
            Phase::Roll { seat: rolling, .. } => self.order_of(seat) <= self.order_of(*rolling),
            _ => false,
        }
    }

    /// Whether `seat`'s dice show faces rolled this round: not before their first roll of the
    /// round (until then a die shows no face, or last round's).
    pub fn dice_rolled(&self, seat: Seat) -> bool {
        match &self.phase {
            Phase::StartingDomain { .. } => false,
            Phase::Roll { seat: rolling, .. } => self.order_of(seat) <= self.order_of(*rolling),
            _ => true,
        }
    }

    /// Whether Sir Philippe's dice show faces rolled this round (he rolls once every screen is
    /// lifted).
    pub fn philippe_rolled(&self) -> bool {
        !matches!(
            self.phase,
            Phase::StartingDomain { .. } | Phase::Roll { .. }
        )
    }

    /// Whether `seat`'s starting domain is secret now: the domains are laid out in secret and
    /// shown together once all are placed (§3.7), so while one player lays out theirs, every
    /// other domain is hidden from them.
    pub fn layout_hidden(&self, seat: Seat) -> bool {
        matches!(&self.phase, Phase::StartingDomain { seat: laying, .. } if *laying != seat)
    }

    /// The solitaire rank of the final score.
    pub fn rank(&self) -> Option<Rank> {
        self.scores.first().and_then(|score| score.rank)
    }
}
