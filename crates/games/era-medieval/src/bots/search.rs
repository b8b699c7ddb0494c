//! **Hard**: the platform's search over whole turns ([`tabletop::search`]) with this game's
//! candidates, heuristics and playouts.
//!
//! Hard searches the decisions where looking ahead pays: the dice (rerolls, monastery sets,
//! feathers) and the builds. Everything else (collecting, disasters, demands, paying or refusing)
//! takes Medium's choice at once: there, playouts to the end of the round only blur the position
//! value with the quick policy's noise, and measured tournaments lose by them.
//!
//! The candidates are Medium's best few choices for the decision at hand ([`policy::options`]
//! with careful evaluation): rerolls and monastery sets valued over sampled dice, feathers over
//! every outcome, builds shortlisted by the local score and valued in full. Hard's rerolls are
//! searched further: from the best of Medium's (the worst dice first), it adds or keeps back one
//! die at a time while that gains on the same draws. A build turn (one structure per hammer) is
//! a whole plan: each of the twelve best first structures (or stopping), with each of its five
//! best seconds and each of their three best thirds, is completed by Medium's greedy building
//! and valued at the turn's end. A decision
//! whose outcome is random (a reroll, a feather) is a plan of its own: the plan never runs past
//! the dice.
//!
//! Each candidate is tried in playouts: a fresh copy of the game with everything hidden dealt
//! again ([`GameState::redeal_hidden`]: the other players' dice behind their screens and every
//! future die), the plan played, and every player, the bot included, played by the quick policy
//! ([`Care::Quick`], a little noise) to the end of the round (from a roll or feathers: until the
//! player's dice are settled), or to the end of the game in what
//! looks like the last round (so that the races, the bonuses and the end itself are counted
//! exactly). The end is valued with the position value against the best opponent
//! ([`value::relative`]; the final scores once the game is over). Every plan's n-th playout is
//! played on the same deal (common dice), and a plan's value is the mean of its playouts with
//! Medium's valuation counted as a few playouts more. The search starts with Medium's two best
//! plans and admits the next listed one each time those in play have had their share of
//! playouts, so a longer search both sharpens its values and weighs more plans. Playouts go to
//! the candidates by UCB1, and the plan with the best value wins.
//!
//! Hard values positions with its own weights ([`value::Weights::HARD`], tuned in tournaments
//! against Medium and Easy; every step of the search runs with them, playouts included), and
//! opens with the starting walls that enclose six cells rather than the default layout's four
//! ([`data::WIDE_WALLS`]): the lead in the race for the largest walled area that Medium, which
//! lays the default layout, never makes up.
//!
//! **The oracle** (`oracle@pN` in the command line's tournaments, never in the app) is this search
//! on the real state ([`tabletop::search::Sight::Everything`]). What it sees of the future is
//! what the state holds: the dice behind the other players' screens as they are, and the one
//! random stream every die is drawn from, in the order the dice are rolled. Its own rerolls and
//! feathers draw next, so it knows their outcome exactly; the dice after them are the real ones
//! only while its playouts draw as many dice as the real game will (the next players' rolls,
//! until one of them rerolls otherwise than the playout policy). A build playout ends with the
//! round, whose end already rolls the next round's first dice: no die is drawn between the builds
//! and them, so the first roller's are the real ones (and the next rollers' while every earlier
//! one has the dice the playout gave them). So it is Hard knowing its own rerolls' outcomes, the
//! hidden dice, and a little of the next round's dice when it builds: a bound on what a better
//! valuation of the dice and of the positions they lead to could buy.
//!
//! [`Settings`] holds the variants measured and not kept (docs/measurements.md).
//!
//! Nothing here reads a clock: the caller runs [`Search::step`] as often as its budget allows.

use tabletop::rng::Rng;
use tabletop::search::{Openings, Planner};

use super::policy::{self, Care};
use super::value;
use crate::rules::{data, Action, GameState, Phase, Seat};

/// Thinking time per turn in the app, and the tournaments' default: within the 1.5 s a turn
/// may take, with room for the slices' overhead and a slower device.
pub const APP_BUDGET_MS: f64 = 1200.0;

/// Playouts of [`super::choose`] for Hard, where no clock is at hand.
pub const DEFAULT_PLAYOUTS: u32 = 32;

/// Candidates weighed per decision.
const BRANCHING: usize = 12;

/// A build turn's first structures tried, the seconds after each, and the thirds after each two
/// (the rest of the turn is completed greedily).
const BUILD_WIDTHS: [u32; 3] = [12, 5, 3];

/// Plans in play from the start: Medium's two best. Playouts are mostly luck, so a short search
/// split among many plans only picks one of them at random (measured: with twelve, Hard at 100
/// playouts lost to Medium); the widening admits the next each time those in play have had
/// [`WIDENING_PLAYOUTS`] each.
const FIRST_PLANS: u32 = 2;

/// Playouts per plan in play before the next listed plan joins.
const WIDENING_PLAYOUTS: u32 = 16;

/// How many playouts a plan's prior (Medium's valuation) counts for beside its playouts.
const PRIOR_PLAYOUTS: u32 = 16;

/// The noise (in points) of the playout policy's choices, so that repeated playouts of one plan
/// meet different but plausible replies.
const PLAYOUT_NOISE: f64 = 0.3;

/// How Hard's playouts run (for experiments; the defaults are what the app uses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Where a playout ends: 0 with the step (a roll or feathers: as soon as the player's dice
    /// are settled; anything else: at the end of the round; in what looks like the last round,
    /// at the end of the game), 1 at the end of the round, 2 at the end of the game, 3 at the end
    /// of the next round.
    pub horizon: u8,
    /// Every player in a playout decides with Medium's care instead of the quick rules.
    pub careful: bool,
    /// Every decision is searched, not only the dice and the builds (the others then take
    /// Medium's choice).
    pub search_all: bool,
    /// A playout from a roll or feathers runs on through the round's builds (the dice valued
    /// by what they build), not only until the player's dice are settled.
    pub through_build: bool,
    /// The searching player plays their own moves in playouts with Medium's care (no noise;
    /// measured: no stronger).
    pub own_careful: bool,
    /// A build turn takes the plan with the best value at the turn's end (Medium's valuation
    /// of the completed plans), without playouts (measured: no stronger over 300 games).
    pub builds_by_prior: bool,
    /// The starting walls enclose six cells ([`data::WIDE_WALLS`]) instead of the default four.
    pub wide_opening: bool,
    /// How many playouts a plan's prior counts for.
    pub prior_playouts: u32,
    /// Plans in play from the start.
    pub first_plans: u32,
    /// Playouts per plan in play before the next listed plan joins.
    pub widening_playouts: u32,
    /// A build turn's first structures tried, the seconds after each and the thirds after each
    /// two (0: the rest of the turn completed greedily from there).
    pub build_widths: [u32; 3],
    /// Rerolls searched over subsets of the dice (a climb from the best prefix), not only the
    /// worst dice first.
    pub roll_climb: bool,
}

impl Settings {
    pub const DEFAULT: Settings = Settings {
        horizon: 0,
        careful: false,
        search_all: false,
        through_build: false,
        own_careful: false,
        builds_by_prior: false,
        wide_opening: true,
        prior_playouts: PRIOR_PLAYOUTS,
        first_plans: FIRST_PLANS,
        widening_playouts: WIDENING_PLAYOUTS,
        build_widths: BUILD_WIDTHS,
        roll_climb: true,
    };
}

#[cfg(not(target_arch = "wasm32"))]
thread_local! {
    static SETTINGS: std::cell::Cell<Settings> = const { std::cell::Cell::new(Settings::DEFAULT) };
}

/// Runs `f` with other playout settings on this thread (natively: experiments never run in the
/// browser).
#[cfg(not(target_arch = "wasm32"))]
pub fn with_settings<R>(settings: Settings, f: impl FnOnce() -> R) -> R {
    let before = SETTINGS.with(|cell| cell.replace(settings));
    let result = f();
    SETTINGS.with(|cell| cell.set(before));
    result
}

#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn settings() -> Settings {
    SETTINGS.with(std::cell::Cell::get)
}

/// The app's settings: constant in the browser, so that the variants' code is left out of the
/// wasm.
#[cfg(target_arch = "wasm32")]
pub(crate) const fn settings() -> Settings {
    Settings::DEFAULT
}

/// A search in progress for the player to move.
pub type Search = tabletop::search::Search<GameState>;

/// The rest of a turn Hard has decided on, tied to the positions it was planned for.
pub type TurnPlan = tabletop::search::TurnPlan<GameState>;

/// Hard's plan for the rest of the current turn after `playouts` playouts (empty once the game is
/// over).
pub fn plan_turn(state: &GameState, seed: u64, playouts: u32) -> Vec<Action> {
    tabletop::search::plan_turn(state, seed, playouts)
}

/// Hard's plan within `budget_ms` of thinking, `now` giving milliseconds, and its playouts.
pub fn plan_within(
    state: &GameState,
    seed: u64,
    budget_ms: f64,
    now: &dyn Fn() -> f64,
) -> (Vec<Action>, u32) {
    tabletop::search::plan_within(state, seed, budget_ms, now)
}

/// Whether Hard searches the decisions of `phase`: the dice (rerolls, monastery sets, feathers)
/// and the builds. The rest (collecting, feeding, disasters, demands, paying) is valued well
/// enough by the position value one action ahead, and playouts to the round's end only add
/// their noise there: Hard takes Medium's choice.
fn searched(phase: &Phase) -> bool {
    settings().search_all
        || matches!(
            phase,
            Phase::Roll { .. } | Phase::Feathers { .. } | Phase::Build { .. }
        )
}

/// Hard's opening: the next of the starting walls that enclose six cells instead of the default
/// layout's four (a lead in the race for the largest walled area, and room to build walled).
fn wide_wall(state: &GameState, legal: &[Action]) -> Option<Action> {
    if !settings().wide_opening || !matches!(state.phase(), Phase::StartingDomain { .. }) {
        return None;
    }
    data::WIDE_WALLS
        .iter()
        .map(|(cell, direction)| Action::Wall {
            length: data::STARTING_WALL_LENGTH,
            cell: *cell,
            direction: *direction,
        })
        .find(|wall| legal.contains(wall))
}

/// Past the end of the round after the one `start` is in: the last round's playouts and
/// `--horizon 3`'s both stop there.
fn past_next_round(state: &GameState, start: &GameState) -> bool {
    state.round() > start.round().saturating_add(1)
}

/// Whether `seat` is still building this turn.
fn building(state: &GameState, seat: Seat) -> bool {
    matches!(state.phase(), Phase::Build { seat: builder, .. } if *builder == seat)
}

impl GameState {
    /// Whether the plans of this decision are chosen by their prior alone.
    fn by_prior(&self) -> bool {
        settings().builds_by_prior && matches!(self.phase(), Phase::Build { .. })
    }
}

impl Planner for GameState {
    /// Builds are completed one opening per step; every other decision is weighed as it stands.
    fn openings(&self, seat: Seat) -> Openings<Action> {
        value::as_hard(|| {
            let legal = self.legal_actions();
            if let Some(wall) = wide_wall(self, &legal) {
                return Openings::Valued(vec![(vec![wall], 0.0)]);
            }
            if building(self, seat) {
                // The best first structures, each with its best few seconds and thirds (two walls
                // closing a ring are worth more together than either looks alone).
                let mut openings = vec![Vec::new()];
                let mut events = Vec::new();
                for width in settings().build_widths {
                    let mut longer = Vec::new();
                    for opening in openings {
                        let mut after = self.clone();
                        for action in &opening {
                            events.clear();
                            after.play_unchecked(*action, &mut events);
                        }
                        if width == 0 || !building(&after, seat) {
                            longer.push(opening);
                            continue;
                        }
                        let legal = after.legal_actions();
                        for (next, _) in policy::options(Care::Careful, &after, seat, &legal)
                            .into_iter()
                            .take(width as usize)
                        {
                            let mut plan = opening.clone();
                            plan.push(next);
                            longer.push(plan);
                        }
                    }
                    openings = longer;
                }
                return Openings::ToComplete(openings);
            }
            let options = policy::options(Care::Careful, self, seat, &legal);
            if !searched(self.phase()) {
                // Medium's choice, as the only plan (no playouts).
                let Some((action, value)) = options.first() else {
                    return Openings::Valued(Vec::new());
                };
                return Openings::Valued(vec![(vec![*action], *value)]);
            }
            Openings::Valued(
                options
                    .into_iter()
                    .take(BRANCHING)
                    .map(|(action, value)| (vec![action], value))
                    .collect(),
            )
        })
    }

    fn complete(&mut self, seat: Seat, mut opening: Vec<Action>) -> Vec<Action> {
        value::as_hard(|| {
            let mut events = Vec::new();
            for action in &opening {
                events.clear();
                self.play_unchecked(*action, &mut events);
            }
            // The other decision-makers never reach here: a plan stops where the turn does.
            let mut rng = Rng::new(0);
            let mut legal = Vec::new();
            while building(self, seat) {
                self.legal_actions_into(&mut legal);
                let Some(action) = policy::decide(Care::Careful, self, seat, &legal, 0.0, &mut rng)
                else {
                    break;
                };
                events.clear();
                self.play_unchecked(action, &mut events);
                opening.push(action);
            }
            opening
        })
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        value::as_hard(|| value::relative(self, seat))
    }

    fn playout_move(&self, legal: &mut Vec<Action>, rng: &mut Rng) -> Option<Action> {
        value::as_hard(|| {
            let seat = self.current_seat()?;
            let care = if settings().careful {
                Care::Careful
            } else {
                Care::Quick
            };
            policy::decide(care, self, seat, legal, PLAYOUT_NOISE, rng)
        })
    }

    fn playout_move_for(
        &self,
        searcher: Seat,
        legal: &mut Vec<Action>,
        rng: &mut Rng,
    ) -> Option<Action> {
        value::as_hard(|| {
            let seat = self.current_seat()?;
            if seat == searcher && settings().own_careful {
                return policy::decide(Care::Careful, self, seat, legal, 0.0, rng);
            }
            self.playout_move(legal, rng)
        })
    }

    /// A playout from a roll or feathers ends as soon as the player's dice are settled (the
    /// position value then counts what they show, the rest of the round being dice too); any
    /// other runs to the end of the round it started in.
    fn playout_over(&self, start: &GameState) -> bool {
        value::as_hard(|| {
            if start.by_prior() {
                // One plan in play, chosen by its prior: nothing for a playout to tell.
                return true;
            }
            if settings().horizon == 0 && value::future_rounds(start) == 0 {
                // The last round as far as anyone can tell: play on to the game's end (or the end
                // of the next round, should the game last longer).
                return past_next_round(self, start);
            }
            match settings().horizon {
                0 if settings().through_build
                    && matches!(start.phase(), Phase::Roll { .. } | Phase::Feathers { .. }) =>
                {
                    self.round() > start.round() || value::step(self.phase()) > value::Step::Build
                }
                0 => match start.phase() {
                    Phase::Roll { seat, .. } => {
                        !matches!(self.phase(), Phase::Roll { seat: now, .. } if now == seat)
                    }
                    Phase::Feathers { seat, .. } => {
                        !matches!(self.phase(), Phase::Feathers { seat: now, .. } if now == seat)
                    }
                    _ => self.round() > start.round(),
                },
                1 => self.round() > start.round(),
                3 => past_next_round(self, start),
                _ => false,
            }
        })
    }

    fn playout_value(&self, seat: Seat) -> f64 {
        value::as_hard(|| value::relative(self, seat))
    }

    /// Every plan meets the same dice in its n-th playout: the dice decide far more of a
    /// playout than the plan does, and plans compared on different dice need many more playouts
    /// to tell apart.
    fn common_deals(&self) -> bool {
        true
    }

    fn prior_playouts(&self) -> f64 {
        f64::from(settings().prior_playouts)
    }

    fn first_candidates(&self) -> usize {
        if self.by_prior() {
            return 1;
        }
        settings().first_plans as usize
    }

    fn widening_playouts(&self) -> u32 {
        if self.by_prior() {
            return u32::MAX;
        }
        settings().widening_playouts
    }
}
