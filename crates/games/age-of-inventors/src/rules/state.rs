//! The game state: everything on the table, plus whose decision it is. It has no heap parts
//! (every list is a [`tabletop::ArrayVec`]), so a copy for a search is one `memcpy`.

use serde::{Deserialize, Serialize};
use tabletop::ArrayVec;

use super::components::{Bundle, Cost, LabSide, SearchFilter, Track, Vote};
use super::data;
use super::rng::Rng;

pub type Seat = u8;

/// How labs are handed out (§3 step 1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LabChoice {
    /// Each player gets a random lab and picks its side.
    #[default]
    Random,
    /// Everyone guesses the year of a random invention; the closest picks a lab side first.
    Quiz,
}

/// The educational variant (§8): when placing an invention a player may name its credited
/// inventor (and in hard mode its printed year) among four choices; a right answer waives one
/// scientific resource of its cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum InventorQuiz {
    #[default]
    Off,
    /// Name the inventor.
    Inventor,
    /// Hard mode: the inventor and the year.
    InventorAndYear,
}

impl InventorQuiz {
    pub const ALL: [InventorQuiz; 3] = [
        InventorQuiz::Off,
        InventorQuiz::Inventor,
        InventorQuiz::InventorAndYear,
    ];
}

/// The four choices of an invention's quiz (§8): credited-inventor indices
/// ([`data::Invention::credited`]) and, in hard mode, printed years. The right answer is
/// among them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct QuizChoices {
    pub inventors: [u8; 4],
    pub years: Option<[u16; 4]>,
}

/// Where an invention tile stands in the quiz (§8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QuizState {
    /// The variant is off.
    Off,
    /// Not answered yet: it may be, when its placement is begun.
    Open,
    /// Answered right: its placement waives one scientific resource.
    Right,
    /// Answered wrong (or a right answer already used).
    Closed,
}

/// How a game begins: 1 to 4 players in seat order, the seed of every shuffle, how labs are
/// chosen (solo always plays Corporation, Trading Firm) and the educational variant.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Setup {
    pub names: Vec<String>,
    pub seed: u64,
    #[serde(default)]
    pub lab_choice: LabChoice,
    #[serde(default, skip_serializing_if = "is_off")]
    pub inventor_quiz: InventorQuiz,
}

fn is_off(quiz: &InventorQuiz) -> bool {
    *quiz == InventorQuiz::Off
}

impl Setup {
    pub fn new<S: Into<String>>(names: impl IntoIterator<Item = S>, seed: u64) -> Setup {
        Setup {
            names: names.into_iter().map(Into::into).collect(),
            seed,
            lab_choice: LabChoice::Random,
            inventor_quiz: InventorQuiz::Off,
        }
    }
}

/// A tile on a grid cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Tile {
    #[default]
    Empty,
    /// An inventor hex; `active` while its owner's book base stands on it.
    Inventor {
        id: u8,
        rotation: u8,
        owner: Seat,
        active: bool,
    },
    Invention {
        id: u8,
    },
}

/// Where a lab assistant stands this round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Spot {
    /// On one of the owner's equipment slots (the token is locked for the round).
    Equipment(u8),
    /// The lab's "any scientific" position.
    #[default]
    AnyScience,
    /// On the book base at a grid cell.
    Book(u8),
    /// On the Ingenuity location with this index (cheapest first).
    Ingenuity(u8),
    Experiment,
    Refresh,
}

/// One player's lab and holdings. In solo the dummy is seat 1 with [`Player::is_dummy`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub(crate) side: Option<LabSide>,
    pub(crate) is_dummy: bool,
    pub(crate) stock: Bundle,
    /// How many of the 4 switches are ON (switches are interchangeable).
    pub(crate) switches_on: u8,
    pub(crate) spots: ArrayVec<Spot, 4>,
    pub(crate) books_left: u8,
    /// Inventors in hand (face up).
    pub(crate) inventors: ArrayVec<u8, 24>,
    /// Invention tiles in hand (hidden).
    pub(crate) inventions: ArrayVec<u8, 48>,
    pub(crate) lab_cards: [Option<u8>; data::LAB_CARD_SLOTS],
    /// Bit per lab card slot: triggered this round.
    pub(crate) triggered: u8,
    pub(crate) equipment: [Option<u8>; data::EQUIPMENT_SLOTS],
    pub(crate) experiments: ArrayVec<u8, 26>,
    pub(crate) breakthroughs: ArrayVec<u8, 16>,
    /// Position 1 (top) to 8 on the Ingenuity track.
    pub(crate) ingenuity: u8,
    pub(crate) tracks: [u8; 3],
    /// When the marker reached its current space (lower = earlier); ties on a space go by it.
    pub(crate) arrival: [u16; 3],
    /// The equipment-offer slot holding this player's initiative token.
    pub(crate) initiative: Option<u8>,
    pub(crate) passed: bool,
    pub(crate) vote: Option<Vote>,
    pub(crate) quiz_guess: Option<u16>,
    /// Brunel: Funds-free units waived from the next invention placement this turn.
    pub(crate) placement_discount: u8,
}

impl Player {
    pub fn side(&self) -> Option<LabSide> {
        self.side
    }
    pub fn is_dummy(&self) -> bool {
        self.is_dummy
    }
    pub fn stock(&self) -> Bundle {
        self.stock
    }
    pub fn switches_off(&self) -> u8 {
        data::SWITCHES - self.switches_on
    }
    pub fn switches_on(&self) -> u8 {
        self.switches_on
    }
    pub fn assistants_left(&self) -> u8 {
        data::ASSISTANTS - self.spots.len() as u8
    }
    pub fn spots(&self) -> &[Spot] {
        &self.spots
    }
    pub fn books_left(&self) -> u8 {
        self.books_left
    }
    pub fn inventors_in_hand(&self) -> &[u8] {
        &self.inventors
    }
    pub fn inventions_in_hand(&self) -> &[u8] {
        &self.inventions
    }
    pub fn lab_cards(&self) -> [Option<u8>; data::LAB_CARD_SLOTS] {
        self.lab_cards
    }
    pub fn equipment(&self) -> [Option<u8>; data::EQUIPMENT_SLOTS] {
        self.equipment
    }
    pub fn experiments(&self) -> &[u8] {
        &self.experiments
    }
    pub fn breakthroughs(&self) -> &[u8] {
        &self.breakthroughs
    }
    pub fn ingenuity(&self) -> u8 {
        self.ingenuity
    }
    pub fn track(&self, track: Track) -> u8 {
        self.tracks[track.index()]
    }
    pub fn has_passed(&self) -> bool {
        self.passed
    }
    pub fn is(&self, side: LabSide) -> bool {
        self.side == Some(side)
    }
    /// The equipment-offer slot holding this player's initiative token (drafted this round).
    pub fn initiative(&self) -> Option<u8> {
        self.initiative
    }
    /// Whether the inventor card in lab slot `slot` has been triggered this round.
    pub fn has_triggered(&self, slot: usize) -> bool {
        self.triggered & (1 << slot) != 0
    }
}

/// What the decision on top of [`GameState::pending`] shows its player: the cards or tokens
/// drawn for it, option `i` first (`Choose(i)` keeps option `i`). Only the deciding player may
/// see drawn inventions and breakthroughs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    Nothing,
    Inventors(ArrayVec<u8, 2>),
    Inventions(ArrayVec<u8, 8>),
    Breakthroughs(ArrayVec<u8, 2>),
}

/// A decision the game waits for, inside a step (the top of [`GameState::pending`] comes first).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pending {
    /// Setup: keep 1 of the top 2 inventor cards (`Choose`).
    KeepInventor { seat: Seat },
    /// Setup: keep `keep` more of the top `drawn` invention tiles (`Choose`).
    KeepInventions { seat: Seat, drawn: u8, keep: u8 },
    /// Gain this many of any scientific resource, one `Take` each.
    GainAny { seat: Seat, count: u8 },
    /// An optional conversion: `Accept` (or `Spend` for an any-scientific price), or `Decline`.
    Convert {
        seat: Seat,
        pay: Cost,
        gain: Bundle,
        gain_any: u8,
    },
    /// Activate up to `count` different own equipment tokens (bits in `used` are done).
    ActivateEquipment { seat: Seat, count: u8, used: u8 },
    /// Place one more invention with `waive` units waived, using a switch; or `Decline`.
    PlaceDiscounted { seat: Seat, waive: u8 },
    /// Polytechnic: place an invention next to the inventor at `cell` with the same switch.
    Dissertation { seat: Seat, cell: u8 },
    /// Name one of the two filters (`Choose`).
    Search {
        seat: Seat,
        filters: [SearchFilter; 2],
    },
    /// Röntgen: conceive one of the top `count` tiles for `ideas` Ideas, or `Decline`.
    Peek { seat: Seat, count: u8, ideas: u8 },
    /// Do one available inventor's conversion (`UseBook`), or `Decline`.
    UseConversion { seat: Seat },
    /// Nobel: keep 1 of the top 2 breakthroughs of the pouch (`Choose`).
    BreakthroughPick { seat: Seat },
    /// After a refresh: use a switch to take one newly drawn card (`Recruit`/`Conceive`).
    RefreshTake {
        seat: Seat,
        inventions: bool,
        inventors: bool,
    },
    /// All 3 lab card slots are full: `Choose` the slot to replace, or 3 to discard `card`.
    LabFull { seat: Seat, card: u8 },
    /// Visionary: pay 1 Idea to draw an invention (`Accept`), or `Decline`.
    Eureka { seat: Seat },
    /// Manufacturing Co: recruit `card` that just entered the offer at the `price` of its slot.
    Contracting { seat: Seat, card: u8, price: u8 },
    /// Liberal takes a scientific resource (`Take`) from `from`.
    Progress { seat: Seat, from: Seat },
    /// Placeholder for `Default` (never stored).
    #[default]
    Nothing,
}

impl Pending {
    pub fn seat(&self) -> Seat {
        match *self {
            Pending::KeepInventor { seat }
            | Pending::KeepInventions { seat, .. }
            | Pending::GainAny { seat, .. }
            | Pending::Convert { seat, .. }
            | Pending::ActivateEquipment { seat, .. }
            | Pending::PlaceDiscounted { seat, .. }
            | Pending::Dissertation { seat, .. }
            | Pending::Search { seat, .. }
            | Pending::Peek { seat, .. }
            | Pending::UseConversion { seat }
            | Pending::BreakthroughPick { seat }
            | Pending::RefreshTake { seat, .. }
            | Pending::LabFull { seat, .. }
            | Pending::Eureka { seat }
            | Pending::Contracting { seat, .. }
            | Pending::Progress { seat, .. } => seat,
            Pending::Nothing => 0,
        }
    }
}

/// The step of the game when no [`Pending`] decision is waiting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Setup, quiz: `seat` guesses the year of the quiz tile.
    QuizGuess {
        seat: Seat,
    },
    /// Setup: the `pick`-th player of the choosing order picks a lab side.
    #[default]
    ChooseSide,
    /// Upkeep step 4: `seat` votes.
    Vote {
        seat: Seat,
    },
    /// Upkeep step 6: the `pick`-th player in Ingenuity rank order drafts.
    Draft {
        pick: u8,
    },
    /// Upkeep step 7: the `pick`-th player in rank order activates their tokens.
    Activate {
        pick: u8,
    },
    /// The player phase: `order[turn]` is on turn.
    Turn,
    Over,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameState {
    pub(crate) rng: Rng,
    pub(crate) seats: u8,
    pub(crate) solo: bool,
    pub(crate) players: ArrayVec<Player, 4>,
    pub(crate) round: u8,
    pub(crate) phase: Phase,
    pub(crate) pending: ArrayVec<Pending, 24>,
    pub(crate) grid: ArrayVec<Tile, { data::CELLS }>,
    /// Stacks: the top is the last item.
    pub(crate) invention_stack: ArrayVec<u8, 48>,
    pub(crate) inventor_deck: ArrayVec<u8, 24>,
    pub(crate) equipment_stack: ArrayVec<u8, 25>,
    pub(crate) experiment_stack: ArrayVec<u8, 26>,
    pub(crate) breakthrough_pouch: ArrayVec<u8, 16>,
    pub(crate) news_deck: ArrayVec<u8, 17>,
    pub(crate) news_discard: ArrayVec<u8, 17>,
    /// Inventor cards discarded (their hexes stay on the grid).
    pub(crate) discarded_cards: ArrayVec<u8, 24>,
    pub(crate) invention_offer: [Option<u8>; data::OFFER_SLOTS],
    pub(crate) inventor_offer: [Option<u8>; data::OFFER_SLOTS],
    pub(crate) equipment_offer: [Option<u8>; data::EQUIPMENT_OFFER_SLOTS],
    /// This round's news card and the option that won its vote.
    pub(crate) news: Option<(u8, Vote)>,
    pub(crate) medallions: [Option<Seat>; 3],
    /// Seats in the order of the current step (choosing, draft, turns).
    pub(crate) order: ArrayVec<Seat, 4>,
    pub(crate) turn: u8,
    /// Whether the player on turn has taken the turn's main action.
    pub(crate) main_done: bool,
    /// Deep State swaps used before the current draft pick.
    pub(crate) swaps: u8,
    /// Upkeep step 7: bits of the current player's tokens still to activate, and extras left.
    pub(crate) to_activate: u8,
    pub(crate) extra_activations: u8,
    pub(crate) arrivals: u16,
    /// Setup quiz: the tile whose year is guessed.
    pub(crate) quiz_tile: Option<u8>,
    /// A tile filled the last empty cell: the game ends when the placing action is complete.
    pub(crate) grid_full: bool,
    /// The educational variant (§8), the salt of its choices (the setup's seed), the tiles
    /// whose quiz was answered and those answered right whose waived unit is not used yet.
    #[serde(default)]
    pub(crate) inventor_quiz: InventorQuiz,
    #[serde(default)]
    pub(crate) quiz_salt: u64,
    #[serde(default)]
    pub(crate) quizzed: u64,
    #[serde(default)]
    pub(crate) quiz_right: u64,
}

impl GameState {
    pub fn player_count(&self) -> usize {
        usize::from(self.seats)
    }
    pub fn is_solo(&self) -> bool {
        self.solo
    }
    pub fn players(&self) -> &[Player] {
        &self.players
    }
    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(usize::from(seat))
    }
    pub fn round(&self) -> u8 {
        self.round
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn pending(&self) -> Option<Pending> {
        self.pending.last().copied()
    }
    pub fn grid(&self) -> &[Tile] {
        &self.grid
    }
    pub fn invention_offer(&self) -> [Option<u8>; data::OFFER_SLOTS] {
        self.invention_offer
    }
    pub fn inventor_offer(&self) -> [Option<u8>; data::OFFER_SLOTS] {
        self.inventor_offer
    }
    pub fn equipment_offer(&self) -> [Option<u8>; data::EQUIPMENT_OFFER_SLOTS] {
        self.equipment_offer
    }
    pub fn news(&self) -> Option<(u8, Vote)> {
        self.news
    }
    pub fn medallion(&self, track: Track) -> Option<Seat> {
        self.medallions[track.index()]
    }
    pub fn turn_order(&self) -> &[Seat] {
        &self.order
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// The cards or tokens drawn for the decision on top of the stack ([`Shown`]).
    pub fn shown(&self) -> Shown {
        fn top<const N: usize>(stack: &[u8], count: usize) -> ArrayVec<u8, N> {
            stack.iter().rev().take(count.min(N)).copied().collect()
        }
        match self.pending() {
            Some(Pending::KeepInventor { .. }) => {
                Shown::Inventors(top(&self.inventor_deck, data::START_INVENTORS_DRAWN))
            }
            Some(Pending::KeepInventions { drawn, .. }) => {
                Shown::Inventions(top(&self.invention_stack, usize::from(drawn)))
            }
            Some(Pending::Peek { count, .. }) => {
                Shown::Inventions(top(&self.invention_stack, usize::from(count)))
            }
            Some(Pending::BreakthroughPick { .. }) => {
                Shown::Breakthroughs(top(&self.breakthrough_pouch, data::NOBEL_DRAW))
            }
            _ => Shown::Nothing,
        }
    }
    /// Setup, quiz: the invention tile whose year everyone guesses.
    pub fn quiz_tile(&self) -> Option<u8> {
        self.quiz_tile
    }
    /// How many invention tiles, inventor cards, equipment tokens, experiments, breakthroughs
    /// and news cards are left in their stacks, in that order.
    pub fn stack_sizes(&self) -> [usize; 6] {
        [
            self.invention_stack.len(),
            self.inventor_deck.len(),
            self.equipment_stack.len(),
            self.experiment_stack.len(),
            self.breakthrough_pouch.len(),
            self.news_deck.len(),
        ]
    }
    /// Whether the player on turn has taken the turn's main action.
    pub fn main_action_done(&self) -> bool {
        self.main_done
    }
    /// The seats at the table including the solo dummy.
    pub(crate) fn table(&self) -> usize {
        self.players.len()
    }
    pub(crate) fn p(&self, seat: Seat) -> &Player {
        &self.players[usize::from(seat)]
    }
    pub(crate) fn pm(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[usize::from(seat)]
    }
}
