//! The game state: everything on the table, plus whose decision it is.

use serde::{Deserialize, Serialize};

use super::components::{Area, CardId, Colour, CubeCounts, FactoryId, Invention, Resource, Space};
use super::data;
use super::event::Seat;
use super::rng::Rng;
use tabletop::ArrayVec;

/// A pile or row of invention cards: room for every card of the game.
pub type CardList = ArrayVec<CardId, { data::INVENTION_CARDS.len() }>;
/// A pile of factory cards, or a player's factories: room for every factory card.
pub type FactoryList = ArrayVec<FactoryId, { data::FACTORY_CARDS.len() }>;
/// Some of the players (the winners): room for all of them.
pub type SeatList = ArrayVec<Seat, { data::MAX_PLAYERS }>;

/// How a game begins: the players in turn order, the seed of every shuffle, and who starts.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Setup {
    pub players: Vec<PlayerSetup>,
    pub seed: u64,
    /// The start player of round 1; `None` draws one from the seed.
    #[serde(default)]
    pub start_player: Option<Seat>,
    /// The rules the game is played by ([`data::RULES_VERSION`] for a new game).
    #[serde(default = "current_rules_version")]
    pub rules_version: u8,
}

fn current_rules_version() -> u8 {
    data::RULES_VERSION
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerSetup {
    pub name: String,
    pub colour: Colour,
}

impl Setup {
    /// Players named as given, in the colours' board order, the start player drawn from the seed.
    pub fn new<S: Into<String>>(names: impl IntoIterator<Item = S>, seed: u64) -> Setup {
        Setup {
            players: names
                .into_iter()
                .zip(Colour::ALL)
                .map(|(name, colour)| PlayerSetup {
                    name: name.into(),
                    colour,
                })
                .collect(),
            seed,
            start_player: None,
            rules_version: data::RULES_VERSION,
        }
    }
}

/// One player's stock and holdings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub colour: Colour,
    /// Cubes by [`Resource::index`]. Signed so that a broken rule shows as a negative count
    /// instead of wrapping.
    pub cubes: [i16; 5],
    pub gold: i16,
    pub cogs: i16,
    /// The pawn on the influence track.
    pub influence: i16,
    pub bonus_tokens: i16,
    /// Factory cards owned, in the order built (the start factory first).
    pub factories: FactoryList,
    /// Squares climbed on the patent track (0 to 6).
    pub patents: u8,
    /// Invention markers still in stock.
    pub markers: u8,
    /// Influence from the end-of-game exchange, kept apart from the track.
    pub final_exchange: i16,
    /// Factories built in the current round, bonus builds included.
    pub built_this_round: u8,
}

/// Only so that players can sit in an [`ArrayVec`]; never a player of a game.
impl Default for Player {
    fn default() -> Player {
        Player {
            colour: Colour::ALL[0],
            cubes: [0; 5],
            gold: 0,
            cogs: 0,
            influence: 0,
            bonus_tokens: 0,
            factories: FactoryList::new(),
            patents: 0,
            markers: 0,
            final_exchange: 0,
            built_this_round: 0,
        }
    }
}

impl Player {
    pub fn cube(&self, resource: Resource) -> i16 {
        self.cubes[resource.index()]
    }

    pub fn can_pay(&self, cost: &CubeCounts) -> bool {
        self.cubes
            .iter()
            .zip(cost)
            .all(|(have, need)| *have >= i16::from(*need))
    }

    pub(crate) fn pay(&mut self, cost: &CubeCounts) {
        for (have, need) in self.cubes.iter_mut().zip(cost) {
            *have -= i16::from(*need);
        }
    }

    /// The sum of the production numbers of the player's factories (the end-game capacity).
    pub fn capacity(&self) -> u16 {
        self.factories
            .iter()
            .filter_map(|factory| factory.info())
            .map(|info| u16::from(info.amount))
            .sum()
    }
}

/// The regular action being resolved, with what has been done in it so far.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Turn {
    pub seat: Seat,
    pub area: Area,
    /// Steps taken so far.
    pub steps: u8,
    /// Exchanges made in the upper, middle and lower squares.
    pub per_square: [u8; 3],
    /// Cogs spent developing in this action (at most 7).
    pub cogs_spent: u8,
    /// Patents registered in this action (at most 2).
    pub patents: u8,
    /// Bonus tokens bought in this action: not usable until after the next regular action.
    pub bonus_tokens_bought: i16,
}

impl Turn {
    pub(crate) fn new(seat: Seat, area: Area) -> Turn {
        Turn {
            seat,
            area,
            steps: 0,
            per_square: [0; 3],
            cogs_spent: 0,
            patents: 0,
            bonus_tokens_bought: 0,
        }
    }
}

/// Whose decision it is, and what kind.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// `seat` places an action token.
    Placement {
        seat: Seat,
    },
    /// `seat` picks one of their tokens to resolve or withdraw.
    Resolution {
        seat: Seat,
    },
    /// A regular action is under way.
    Action(Turn),
    /// `seat` may spend one bonus token right after the regular action just ended.
    Bonus {
        seat: Seat,
        bonus_tokens_bought: i16,
    },
    /// After the last round, each player makes one last use of the exchange market.
    FinalExchange(Turn),
    GameOver,
}

/// One player's final score, with its parts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Score {
    pub seat: Seat,
    /// (a) the influence track.
    pub track: i16,
    /// (b) the final exchange.
    pub exchange: i16,
    /// (c) the three bonuses.
    pub patent_bonus: u8,
    pub cogs_bonus: u8,
    pub capacity_bonus: u8,
    pub total: i16,
    /// What the bonuses compare.
    pub patents: u8,
    pub cogs_invested: u16,
    pub capacity: u16,
    /// The tie-break: developed spaces, gold and silver.
    pub developed: u8,
    pub winner: bool,
}

/// Who holds each space of the invention board, and which spaces are patented.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct InventionBoard {
    pub holders: [[Option<Seat>; 2]; 9],
    pub patented: [[bool; 2]; 9],
}

impl InventionBoard {
    pub fn holder(&self, invention: Invention, space: Space) -> Option<Seat> {
        self.holders[invention.index()][space.index()]
    }

    pub fn is_patented(&self, invention: Invention, space: Space) -> bool {
        self.patented[invention.index()][space.index()]
    }

    /// Whether `seat` holds the gold or the silver space of `invention`.
    pub fn holds_any(&self, invention: Invention, seat: Seat) -> bool {
        self.holders[invention.index()].contains(&Some(seat))
    }

    /// Every (invention, space) held by `seat`.
    pub fn held_by(&self, seat: Seat) -> impl Iterator<Item = (Invention, Space)> + '_ {
        // One flat pass over the 18 spaces, board order: bots value positions with it constantly.
        let spaces = Space::ALL.len();
        (0..Invention::ALL.len() * spaces).filter_map(move |index| {
            let (invention, space) = (index / spaces, index % spaces);
            (self.holders[invention][space] == Some(seat))
                .then(|| (Invention::ALL[invention], Space::ALL[space]))
        })
    }
}

/// The whole game: the table, the decks in their (hidden) order, the RNG, whose decision it is.
///
/// Built only by [`GameState::new`] from a [`Setup`]; changed only by legal actions.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameState {
    pub(crate) players: ArrayVec<Player, { data::MAX_PLAYERS }>,
    pub(crate) rng: Rng,
    pub(crate) rules_version: u8,
    pub(crate) round: u8,
    pub(crate) start_player: Seat,
    pub(crate) phase: Phase,
    /// The tokens on each action area, in the order placed.
    pub(crate) areas: [[Option<Seat>; data::TOKENS_PER_AREA]; 6],
    pub(crate) factory_market: [Option<FactoryId>; data::FACTORY_MARKET_PLACES],
    pub(crate) factory_deck: FactoryList,
    pub(crate) factory_discard: FactoryList,
    /// Face-up invention cards in path order; the last 3 places leave at the end of the round.
    pub(crate) conveyor: [Option<CardId>; data::CONVEYOR_PLACES],
    pub(crate) invention_deck: CardList,
    pub(crate) invention_discard: CardList,
    /// Cards of inventions first developed this round: they join the deck at the round's end.
    pub(crate) new_inventions: CardList,
    /// Cards of inventions nobody has developed yet, beside the board.
    pub(crate) unreleased: CardList,
    /// Start-invention cards that have left the game.
    pub(crate) removed: CardList,
    /// Cubes on each ship and storage house.
    pub(crate) loads: [u8; 7],
    pub(crate) board: InventionBoard,
    pub(crate) scores: ArrayVec<Score, { data::MAX_PLAYERS }>,
}

/// Read access for the UI, bots and tests.
impl GameState {
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// The rules this game is played by (see [`data::RULES_VERSION`]).
    pub fn rules_version(&self) -> u8 {
        self.rules_version
    }

    /// Whether a player may build at most [`data::MAX_BUILDS_PER_ROUND`] factories per round.
    pub fn limits_factories_per_round(&self) -> bool {
        self.rules_version >= data::ROUND_FACTORY_LIMIT_FROM
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

    pub fn last_round(&self) -> u8 {
        data::rounds(self.players.len())
    }

    pub fn start_player(&self) -> Seat {
        self.start_player
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::GameOver)
    }

    /// Who decides now (`None` once the game is over).
    pub fn current_seat(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Placement { seat } | Phase::Resolution { seat } | Phase::Bonus { seat, .. } => {
                Some(*seat)
            }
            Phase::Action(turn) | Phase::FinalExchange(turn) => Some(turn.seat),
            Phase::GameOver => None,
        }
    }

    /// The tokens on an area, in the order placed.
    pub fn tokens_on(&self, area: Area) -> impl Iterator<Item = Seat> + '_ {
        self.areas[area.index()].iter().flatten().copied()
    }

    /// The areas where `seat` still has a token.
    pub fn areas_of(&self, seat: Seat) -> impl Iterator<Item = Area> + '_ {
        let mask = self.token_areas(seat);
        Area::ALL
            .into_iter()
            .filter(move |area| mask & (1 << area.index()) != 0)
    }

    /// The areas where `seat` has a token, as bits by [`Area::index`]: one pass without branches,
    /// because listings and every hand-over ask it.
    pub(crate) fn token_areas(&self, seat: Seat) -> u8 {
        let token = Some(seat);
        self.areas
            .iter()
            .enumerate()
            .fold(0, |mask, (index, tokens)| {
                let here = tokens.iter().fold(false, |found, t| found | (*t == token));
                mask | (u8::from(here) << index)
            })
    }

    /// Action tokens `seat` has not placed yet (placement), or still has on the board
    /// (resolution).
    pub fn tokens_in_hand(&self, seat: Seat) -> u8 {
        match self.phase {
            Phase::Placement { .. } => {
                data::action_tokens(self.players.len()) - self.areas_of(seat).count() as u8
            }
            _ => 0,
        }
    }

    pub fn factory_market(&self) -> &[Option<FactoryId>] {
        &self.factory_market
    }

    pub fn factory_deck_len(&self) -> usize {
        self.factory_deck.len()
    }

    pub fn factory_discard(&self) -> &[FactoryId] {
        &self.factory_discard
    }

    pub fn conveyor(&self) -> &[Option<CardId>] {
        &self.conveyor
    }

    pub fn invention_deck_len(&self) -> usize {
        self.invention_deck.len()
    }

    pub fn invention_discard(&self) -> &[CardId] {
        &self.invention_discard
    }

    pub fn new_inventions(&self) -> &[CardId] {
        &self.new_inventions
    }

    pub fn unreleased(&self) -> &[CardId] {
        &self.unreleased
    }

    pub fn removed(&self) -> &[CardId] {
        &self.removed
    }

    pub fn loads(&self) -> &[u8] {
        &self.loads
    }

    pub fn board(&self) -> &InventionBoard {
        &self.board
    }

    /// Final scores, in seat order, once the game is over.
    pub fn scores(&self) -> &[Score] {
        &self.scores
    }

    /// The action being resolved, if any.
    pub fn turn(&self) -> Option<&Turn> {
        match &self.phase {
            Phase::Action(turn) | Phase::FinalExchange(turn) => Some(turn),
            _ => None,
        }
    }

    /// The sum of the cog costs of the spaces `seat` holds (the end-game bonus).
    pub fn cogs_invested(&self, seat: Seat) -> u16 {
        self.board
            .held_by(seat)
            .map(|(invention, space)| u16::from(invention.space(space).cogs))
            .sum()
    }

    /// The cards in the face-down invention deck, in draw order. Hidden information: a bot must
    /// not read this (see [`GameState::redeal_hidden`]).
    pub fn invention_deck_order(&self) -> &[CardId] {
        &self.invention_deck
    }

    /// A copy in which everything a player cannot see is dealt again at random: the order of the
    /// face-down invention and factory decks, and the seed of every later shuffle. What a player
    /// can see (the board, the discard piles, every stock) is unchanged, so a bot that searches
    /// such copies knows exactly what a human would know.
    pub fn redeal_hidden(&self, seed: u64) -> GameState {
        let mut copy = self.clone();
        let mut rng = Rng::new(seed);
        // Sorting first makes the result independent of the true order.
        copy.invention_deck.sort_unstable();
        copy.factory_deck.sort_unstable();
        rng.shuffle(&mut copy.invention_deck);
        rng.shuffle(&mut copy.factory_deck);
        copy.rng = Rng::new(rng.next_u64());
        copy
    }

    /// A hypothetical copy in which `seat` is about to resolve a token on `area`, for a bot's
    /// estimate of what placing there is worth. Not a position reachable in play.
    pub fn preview_resolution(&self, seat: Seat, area: Area) -> Option<GameState> {
        if usize::from(seat) >= self.players.len() || self.is_over() {
            return None;
        }
        let mut copy = self.clone();
        let tokens = &mut copy.areas[area.index()];
        if !tokens.contains(&Some(seat)) {
            let slot = tokens.iter_mut().find(|token| token.is_none());
            match slot {
                Some(slot) => *slot = Some(seat),
                None => tokens[data::TOKENS_PER_AREA - 1] = Some(seat),
            }
        }
        copy.phase = Phase::Resolution { seat };
        Some(copy)
    }
}
