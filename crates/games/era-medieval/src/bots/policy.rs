//! How the heuristic players decide, one decision at a time, with two degrees of care:
//!
//! - [`Care::Quick`] (Easy, with noise, and every player in Hard's playouts): cheap rules. Reroll
//!   each die whose face is worth less than a fresh roll; use a feather on it and on the worst
//!   die; build the placement a local score likes best if it gains anything; anything else by
//!   the position value of each choice.
//! - [`Care::Careful`] (Medium, and Hard's candidates): looks one step further where it matters.
//!   Rolls and feathers are valued over sampled outcomes (common to every choice) with the
//!   position value; builds are shortlisted by the local score, then each shortlisted placement
//!   is valued in full.
//!
//! Every choice is one of the engine's legal actions.

use tabletop::order::best_first;
use tabletop::rng::Rng;

use super::enclosure::{self, Rect, Target};
use super::value::{self, Outlook};
use crate::rules::{
    grid, Action, Building, Cell, Cells, DiceSet, Die, GameState, Phase, Player, Resource,
    RollStage, Seat,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Care {
    Quick,
    Careful,
}

/// Sampled outcomes per roll choice (Careful).
const ROLL_SAMPLES: usize = 12;
/// Dice a monastery considers setting (Careful), the lowest-valued first.
const SET_CHOICES: usize = 3;
/// Feather companions considered (Careful), the worst dice first.
const COMPANIONS: usize = 3;
/// Placements valued in full (Careful).
const SHORTLIST: usize = 6;
/// Treachery spots valued, the farthest from the keep first.
const SCORCH_SPOTS: usize = 24;
/// A die is rerolled when a fresh roll is worth this much more than its face.
const REROLL_MARGIN: f64 = 0.05;

/// A uniform number in [0, 1).
pub(crate) fn uniform(rng: &mut Rng) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

/// A standard normal number.
pub(crate) fn normal(rng: &mut Rng) -> f64 {
    let u = uniform(rng).max(1e-12);
    let v = uniform(rng);
    (-2.0 * u.ln()).sqrt() * cos_of_turn(v)
}

/// cos(2πv) for v in [0, 1), by the symmetries of the circle and a Taylor series on [0, π/4]
/// (error under 1e-15): the library's `cos` brings a general argument reduction that weighs
/// several kilobytes in WebAssembly.
pub(crate) fn cos_of_turn(v: f64) -> f64 {
    use std::f64::consts::FRAC_PI_2;
    // The angle's quarter turns and where it is within its quarter.
    let quarters = v * 4.0;
    let quarter = quarters.floor();
    let within = (quarters - quarter) * FRAC_PI_2;
    let (cos, sin) = if within <= FRAC_PI_2 / 2.0 {
        (cos_series(within), sin_series(within))
    } else {
        let rest = FRAC_PI_2 - within;
        (sin_series(rest), cos_series(rest))
    };
    match quarter as i64 & 3 {
        0 => cos,
        1 => -sin,
        2 => -cos,
        _ => sin,
    }
}

fn cos_series(x: f64) -> f64 {
    let x2 = x * x;
    let mut term = 1.0;
    let mut sum = 1.0;
    for n in 1..=9 {
        term *= -x2 / f64::from((2 * n - 1) * (2 * n));
        sum += term;
    }
    sum
}

fn sin_series(x: f64) -> f64 {
    let x2 = x * x;
    let mut term = x;
    let mut sum = x;
    for n in 1..=9 {
        term *= -x2 / f64::from((2 * n) * (2 * n + 1));
        sum += term;
    }
    sum
}

/// The relative value of the position after `action`.
fn after(view: &GameState, seat: Seat, action: Action) -> f64 {
    let mut next = view.clone();
    let mut events = Vec::new();
    next.play_unchecked(action, &mut events);
    value::relative(&next, seat)
}

/// The choices worth weighing for `seat` in `view` with their values (higher is better), best
/// first. Quick care may return a single choice.
pub(crate) fn options(
    care: Care,
    view: &GameState,
    seat: Seat,
    legal: &[Action],
) -> Vec<(Action, f64)> {
    let mut options = match view.phase() {
        _ if legal.len() <= 1 => legal.iter().map(|action| (*action, 0.0)).collect(),
        Phase::StartingDomain { .. } => vec![(starting(view, seat, legal), 0.0)],
        Phase::Roll { stage, .. } => roll_options(care, view, seat, *stage, legal),
        Phase::Feathers { .. } => feather_options(care, view, seat, legal),
        Phase::Build { .. } => build_options(care, view, seat, legal),
        Phase::Treachery { .. } => scorch_shortlist(legal)
            .into_iter()
            .map(|action| (action, after(view, seat, action)))
            .collect(),
        Phase::Demand { victim, .. } => demand_options(view, seat, *victim, legal),
        _ => legal
            .iter()
            .map(|action| (*action, after(view, seat, *action)))
            .collect(),
    };
    best_first(&mut options, |option| option.1);
    if options.is_empty() {
        if let Some(first) = legal.first() {
            options.push((*first, 0.0));
        }
    }
    options
}

/// Quick or Careful: the best choice; `noise` (points) blurs the values first.
pub(crate) fn decide(
    care: Care,
    view: &GameState,
    seat: Seat,
    legal: &[Action],
    noise: f64,
    rng: &mut Rng,
) -> Option<Action> {
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let options = options(care, view, seat, legal);
    if noise <= 0.0 || options.len() <= 1 {
        return options.first().map(|(action, _)| *action);
    }
    options
        .iter()
        .map(|(action, value)| (*action, value + noise * normal(rng)))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(action, _)| action)
}

// ---------------------------------------------------------------------------------------------
// Starting domain

/// The default layout when it can still be taken; otherwise a placement by the build score, and
/// scorched areas as far from the keep as possible.
fn starting(view: &GameState, seat: Seat, legal: &[Action]) -> Action {
    if legal.contains(&Action::DefaultDomain) {
        return Action::DefaultDomain;
    }
    let scorches: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|action| matches!(action, Action::Scorch(_)))
        .collect();
    if !scorches.is_empty() {
        return scorches
            .into_iter()
            .max_by_key(|action| match action {
                Action::Scorch(cell) => distance_from_keep(*cell),
                _ => 0,
            })
            .unwrap_or(Action::DefaultDomain);
    }
    let scorer = BuildScorer::new(view, seat);
    legal
        .iter()
        .filter_map(|action| scorer.score(*action).map(|score| (*action, score)))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map_or(legal[0], |(action, _)| action)
}

fn distance_from_keep(cell: Cell) -> u8 {
    let centre = crate::rules::data::STARTING_KEEP;
    let rows = (2 * i16::from(cell.row) + 1 - 2 * i16::from(centre.row) - 2).unsigned_abs();
    let cols = (2 * i16::from(cell.col) + 1 - 2 * i16::from(centre.col) - 2).unsigned_abs();
    (rows.max(cols) / 2) as u8
}

// ---------------------------------------------------------------------------------------------
// Rolling

/// Whether die `index` may be rerolled at `stage`.
fn rerollable(die: &Die, stage: RollStage) -> bool {
    !die.is_locked() && (stage == RollStage::Third || !die.set)
}

/// The value of a fresh roll of each colour with `rolls_after` more rolls to come.
fn fresh_roll(outlook: &Outlook, rolls_after: u8) -> [f64; 4] {
    crate::rules::DieColour::ALL.map(|colour| {
        let units = &outlook.units;
        let values: Vec<(f64, bool)> = (0..6)
            .map(|face| {
                let face = colour.face(face);
                (units.face(face), face.skull)
            })
            .collect();
        let mut expected = values.iter().map(|(value, _)| value).sum::<f64>() / 6.0;
        for _ in 0..rolls_after {
            expected = values
                .iter()
                .map(|(value, skull)| if *skull { *value } else { value.max(expected) })
                .sum::<f64>()
                / 6.0;
        }
        expected
    })
}

/// The dice worth rerolling at `stage`, the worst first: (die, how much a fresh roll gains).
fn reroll_gains(outlook: &Outlook, dice: &[Die], stage: RollStage) -> Vec<(usize, f64)> {
    let rolls_after = match stage {
        RollStage::Second { .. } => 1,
        RollStage::Third => 0,
    };
    let fresh = fresh_roll(outlook, rolls_after);
    let mut gains: Vec<(usize, f64)> = dice
        .iter()
        .enumerate()
        .filter(|(_, die)| rerollable(die, stage))
        .map(|(index, die)| {
            (
                index,
                fresh[die.colour.index()] - outlook.units.face(die.info()),
            )
        })
        .collect();
    // Built in die order, so equal gains stay in die order.
    best_first(&mut gains, |gain| gain.1);
    gains
}

/// The reroll action for `dice`, or stopping when none.
fn reroll_action(dice: &[usize]) -> Action {
    if dice.is_empty() {
        Action::StopRolling
    } else {
        Action::Reroll(DiceSet::from_dice(dice.iter().copied()))
    }
}

/// Random faces for every die, two rolls deep, the same for every choice compared.
struct Draws {
    faces: Vec<[[u8; 2]; crate::rules::data::MAX_DICE]>,
}

impl Draws {
    fn new(view: &GameState, seat: Seat) -> Draws {
        // Drawn from the (determinized) view's own future: the same view gives the same draws.
        let mut rng = Rng::new(seed_of(view, seat));
        let faces = (0..ROLL_SAMPLES)
            .map(|_| {
                let mut faces = [[0u8; 2]; crate::rules::data::MAX_DICE];
                for die in faces.iter_mut() {
                    die[0] = rng.below(6) as u8;
                    die[1] = rng.below(6) as u8;
                }
                faces
            })
            .collect();
        Draws { faces }
    }
}

/// A seed drawn from the view's hash, so that sampling depends only on what the bot sees.
fn seed_of(view: &GameState, seat: Seat) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    view.hash(&mut hasher);
    seat.hash(&mut hasher);
    hasher.finish()
}

/// The average value, over the draws, of rerolling `first` now and then (if a roll is left)
/// rerolling by the quick rule.
fn sampled_roll(
    view: &GameState,
    seat: Seat,
    stage: RollStage,
    first: &[usize],
    draws: &Draws,
) -> f64 {
    let mut total = 0.0;
    let outlook = Outlook::new(view, seat, Some(seat), true, 0);
    for sample in &draws.faces {
        let mut state = view.clone();
        let player = &mut state.players[usize::from(seat)];
        for &die in first {
            if let Some(target) = player.dice.get_mut(die) {
                target.face = sample[die][0];
            }
        }
        if matches!(stage, RollStage::Second { .. }) && !first.is_empty() {
            let again: Vec<usize> = reroll_gains(&outlook, &player.dice, RollStage::Third)
                .into_iter()
                .filter(|(_, gain)| *gain > REROLL_MARGIN)
                .map(|(die, _)| die)
                .collect();
            for die in again {
                if let Some(target) = player.dice.get_mut(die) {
                    target.face = sample[die][1];
                }
            }
        }
        total += value::relative_of(&value::values(&state, Some(seat), true), seat);
    }
    total / draws.faces.len() as f64
}

fn roll_options(
    care: Care,
    view: &GameState,
    seat: Seat,
    stage: RollStage,
    legal: &[Action],
) -> Vec<(Action, f64)> {
    let Some(player) = view.player(seat) else {
        return Vec::new();
    };
    let outlook = Outlook::new(view, seat, Some(seat), true, 0);
    let dice = player.dice();
    let gains = reroll_gains(&outlook, dice, stage);
    let sets: Vec<(Action, f64)> = set_choices(&outlook, dice, legal);
    if care == Care::Quick {
        if let Some(best) = sets.first().filter(|(_, gain)| *gain > REROLL_MARGIN) {
            return vec![*best];
        }
        let worth: Vec<usize> = gains
            .iter()
            .filter(|(_, gain)| *gain > REROLL_MARGIN)
            .map(|(die, _)| *die)
            .collect();
        return vec![(legal_or_stop(reroll_action(&worth), legal), 0.0)];
    }
    let draws = Draws::new(view, seat);
    let mut options = Vec::new();
    for length in 0..=gains.len() {
        let first: Vec<usize> = gains[..length].iter().map(|(die, _)| *die).collect();
        let action = reroll_action(&first);
        if !legal.contains(&action) {
            continue;
        }
        options.push((action, sampled_roll(view, seat, stage, &first, &draws)));
    }
    if value::in_hard() && super::search::settings().roll_climb {
        climb_rerolls(view, seat, stage, legal, &gains, &draws, &mut options);
    }
    for (action, _) in sets.into_iter().take(SET_CHOICES) {
        let mut state = view.clone();
        let mut events = Vec::new();
        state.play_unchecked(action, &mut events);
        // After the set: the quick rule's roll 2 over the same draws.
        let Some(player) = state.player(seat) else {
            continue;
        };
        let first: Vec<usize> = reroll_gains(
            &outlook,
            player.dice(),
            RollStage::Second {
                sets_left: 0,
                sets_done: 1,
            },
        )
        .into_iter()
        .filter(|(_, gain)| *gain > REROLL_MARGIN)
        .map(|(die, _)| die)
        .collect();
        options.push((action, sampled_roll(&state, seat, stage, &first, &draws)));
    }
    options
}

/// Hard: from the best reroll found, adds or keeps back one die at a time while that gains,
/// over the same draws; the set of dice reached joins `options`.
fn climb_rerolls(
    view: &GameState,
    seat: Seat,
    stage: RollStage,
    legal: &[Action],
    gains: &[(usize, f64)],
    draws: &Draws,
    options: &mut Vec<(Action, f64)>,
) {
    let (Some(player), Some(&(found, mut best))) = (
        view.player(seat),
        options.iter().max_by(|a, b| a.1.total_cmp(&b.1)),
    ) else {
        return;
    };
    let mut chosen = match found {
        Action::Reroll(set) => set.bits(),
        _ => 0,
    };
    // Dice of one colour and face are interchangeable, and the engine lists rerolling the first
    // few of them: a step adds the first not chosen of a kind or keeps back the last chosen.
    let mut kinds: Vec<(usize, u8, u64)> = Vec::new();
    for (die, _) in gains {
        let Some(of) = player.dice().get(*die) else {
            continue;
        };
        let (colour, face) = (of.colour.index(), of.face);
        match kinds
            .iter_mut()
            .find(|kind| (kind.0, kind.1) == (colour, face))
        {
            Some(kind) => kind.2 |= 1 << die,
            None => kinds.push((colour, face, 1 << die)),
        }
    }
    for _ in 0..4 {
        let mut step = None;
        for (_, _, kind) in &kinds {
            let left = kind & !chosen;
            let taken = kind & chosen;
            let added = chosen | (left & left.wrapping_neg());
            let kept = chosen & !(1u64 << 63).checked_shr(taken.leading_zeros()).unwrap_or(0);
            for trial in [added, kept] {
                let dice: Vec<usize> = (0..64).filter(|die| trial >> die & 1 == 1).collect();
                if trial == chosen || !legal.contains(&reroll_action(&dice)) {
                    continue;
                }
                let value = sampled_roll(view, seat, stage, &dice, draws);
                if value > best {
                    best = value;
                    step = Some(trial);
                }
            }
        }
        let Some(trial) = step else { break };
        chosen = trial;
    }
    let action = if chosen == 0 {
        Action::StopRolling
    } else {
        Action::Reroll(DiceSet::from_bits(chosen))
    };
    if !options.iter().any(|(known, _)| *known == action) {
        options.push((action, best));
    }
}

/// Monastery sets among `legal`: each die set to its best face, with what that gains over
/// keeping it (or over rerolling it, if it can be).
fn set_choices(outlook: &Outlook, dice: &[Die], legal: &[Action]) -> Vec<(Action, f64)> {
    let fresh = fresh_roll(outlook, 2);
    let mut choices: Vec<(Action, f64)> = legal
        .iter()
        .filter_map(|action| match action {
            Action::SetDie { die, face } => {
                let current = dice.get(usize::from(*die))?;
                let now = outlook.units.face(current.info());
                let baseline = if current.is_locked() {
                    now
                } else {
                    now.max(fresh[current.colour.index()])
                };
                let new = outlook.units.face(current.colour.face(*face));
                Some((*action, new - baseline))
            }
            _ => None,
        })
        .collect();
    best_first(&mut choices, |choice| choice.1);
    // One per die: its best face.
    let mut seen = Vec::new();
    choices.retain(|(action, _)| match action {
        Action::SetDie { die, .. } if !seen.contains(die) => {
            seen.push(*die);
            true
        }
        _ => false,
    });
    choices
}

fn legal_or_stop(action: Action, legal: &[Action]) -> Action {
    if legal.contains(&action) {
        action
    } else if legal.contains(&Action::StopRolling) {
        Action::StopRolling
    } else {
        legal.first().copied().unwrap_or(Action::StopRolling)
    }
}

// ---------------------------------------------------------------------------------------------
// Feathers

fn feather_options(
    care: Care,
    view: &GameState,
    seat: Seat,
    legal: &[Action],
) -> Vec<(Action, f64)> {
    let Some(player) = view.player(seat) else {
        return Vec::new();
    };
    let outlook = Outlook::new(view, seat, Some(seat), true, 0);
    let fresh = fresh_roll(&outlook, 0);
    let Some(feather) = legal.iter().find_map(|action| match action {
        Action::Feather { die, .. } => Some(*die),
        _ => None,
    }) else {
        return vec![(Action::EndFeathers, 0.0)];
    };
    // Companions, the dice that gain most from a reroll first (skulls included).
    let mut companions: Vec<(u8, f64)> = player
        .dice()
        .iter()
        .enumerate()
        .filter(|(index, _)| *index != usize::from(feather))
        .map(|(index, die)| {
            (
                index as u8,
                fresh[die.colour.index()] - outlook.units.face(die.info()),
            )
        })
        .collect();
    // Built in die order, so equal gains stay in die order.
    best_first(&mut companions, |companion| companion.1);
    let with = |companion: Option<u8>| Action::Feather {
        die: feather,
        companion,
    };
    if care == Care::Quick {
        let best = companions
            .iter()
            .find(|(die, gain)| *gain > 0.3 && legal.contains(&with(Some(*die))))
            .map(|(die, _)| with(Some(*die)))
            .unwrap_or(with(None));
        return vec![(legal_or(best, legal, Action::EndFeathers), 0.0)];
    }
    let mut options = vec![(Action::EndFeathers, value::relative(view, seat))];
    let mut candidates = vec![None];
    candidates.extend(
        companions
            .iter()
            .map(|(die, _)| Some(*die))
            .filter(|companion| legal.contains(&with(*companion)))
            .take(COMPANIONS),
    );
    for companion in candidates {
        let mut total = 0.0;
        let mut outcomes = 0.0;
        let faces_of = |rolled: bool| if rolled { 0..6u8 } else { 0..1u8 };
        for first in 0..6u8 {
            for second in faces_of(companion.is_some()) {
                let mut state = view.clone();
                let dice = &mut state.players[usize::from(seat)].dice;
                if let Some(die) = dice.get_mut(usize::from(feather)) {
                    die.face = first;
                }
                if let Some(die) = companion.and_then(|c| dice.get_mut(usize::from(c))) {
                    die.face = second;
                }
                total += value::relative(&state, seat);
                outcomes += 1.0;
            }
        }
        options.push((with(companion), total / outcomes));
    }
    options
}

fn legal_or(action: Action, legal: &[Action], fallback: Action) -> Action {
    if legal.contains(&action) {
        action
    } else if legal.contains(&fallback) {
        fallback
    } else {
        legal.first().copied().unwrap_or(fallback)
    }
}

// ---------------------------------------------------------------------------------------------
// Extortion and treachery

/// Each resource the victim holds, valued as if paid.
fn demand_options(
    view: &GameState,
    seat: Seat,
    victim: Seat,
    legal: &[Action],
) -> Vec<(Action, f64)> {
    legal
        .iter()
        .map(|action| {
            let value = match action {
                Action::Demand(resource) => {
                    let mut state = view.clone();
                    transfer(&mut state, victim, seat, *resource);
                    value::relative(&state, seat)
                }
                _ => after(view, seat, *action),
            };
            (*action, value)
        })
        .collect()
}

fn transfer(state: &mut GameState, from: Seat, to: Seat, resource: Resource) {
    if let Some(player) = state.players.get_mut(usize::from(from)) {
        player.lose(resource, 1);
    }
    if let Some(player) = state.players.get_mut(usize::from(to)) {
        player.gain(resource, 1);
    }
}

/// Treachery spots worth valuing: the farthest from the keep.
fn scorch_shortlist(legal: &[Action]) -> Vec<Action> {
    let mut spots: Vec<Action> = legal.to_vec();
    best_first(&mut spots, |action| match action {
        Action::Scorch(cell) => f64::from(distance_from_keep(*cell)),
        _ => 0.0,
    });
    spots.truncate(SCORCH_SPOTS);
    spots
}

// ---------------------------------------------------------------------------------------------
// Building

fn build_options(care: Care, view: &GameState, seat: Seat, legal: &[Action]) -> Vec<(Action, f64)> {
    let scorer = BuildScorer::new(view, seat);
    let mut scored: Vec<(Action, f64)> = legal
        .iter()
        .filter_map(|action| scorer.score(*action).map(|score| (*action, score)))
        .collect();
    best_first(&mut scored, |option| option.1);
    if care == Care::Quick {
        let mut options: Vec<(Action, f64)> = scored.into_iter().take(3).collect();
        options.push((Action::EndBuilding, 0.0));
        return options;
    }
    let shortlist = shortlist(&scored);
    let mut options: Vec<(Action, f64)> = shortlist
        .into_iter()
        .map(|action| (action, after(view, seat, action)))
        .collect();
    if legal.contains(&Action::EndBuilding) {
        options.push((Action::EndBuilding, after(view, seat, Action::EndBuilding)));
    }
    options
}

/// The best few placements, with at least the best of each kind of piece among them.
fn shortlist(scored: &[(Action, f64)]) -> Vec<Action> {
    let kind = |action: &Action| match action {
        Action::Build { building, .. } => building.index(),
        _ => Building::COUNT,
    };
    let mut kept: Vec<Action> = scored.iter().take(SHORTLIST).map(|(a, _)| *a).collect();
    let mut kinds: Vec<usize> = kept.iter().map(kind).collect();
    for (action, score) in scored {
        let this = kind(action);
        if !kinds.contains(&this) && *score > 0.0 {
            kinds.push(this);
            kept.push(*action);
        }
    }
    kept
}

/// A quick local score of placements for one player: the gain of the piece (its points, die,
/// production or bonus, less its cost), corrected for where it goes (walled, clustered, next to
/// a hospital or a market, on or inside the enclosure the player aims at).
pub(crate) struct BuildScorer<'a> {
    player: &'a Player,
    outlook: Outlook,
    /// Gain less cost of each building type, placement aside.
    net: [f64; Building::COUNT],
    walled: Cells,
    free: Cells,
    near_hospital: Cells,
    /// Free cells next to a market: building there costs the market a point.
    market_halo: Cells,
    /// Each non-keep building's cells, and whether it is free of disease now.
    buildings: Vec<(Cells, bool)>,
    targets: Vec<(Target, Cells, f64)>,
    potential: f64,
    stone: f64,
}

impl<'a> BuildScorer<'a> {
    pub fn new(view: &'a GameState, seat: Seat) -> BuildScorer<'a> {
        let player = &view.players()[usize::from(seat)];
        let rival = view
            .players()
            .iter()
            .enumerate()
            .filter(|(other, _)| *other != usize::from(seat))
            .map(|(_, other)| other.domain().walled_area())
            .max()
            .unwrap_or(0);
        let outlook = Outlook::new(view, seat, Some(seat), false, rival);
        let domain = player.domain();
        let free_cost = matches!(view.phase(), Phase::StartingDomain { .. });
        let walled = domain.walled_cells();
        let free = domain.free();
        let net = Building::ALL.map(|building| {
            let gain = outlook.building_gain(building, player);
            if free_cost {
                gain
            } else {
                gain - outlook.units.worth(building.info().cost)
            }
        });
        let hospitals = domain
            .buildings()
            .iter()
            .filter(|placed| placed.building == Building::Hospital)
            .fold(Cells::NONE, |cells, placed| cells.or(placed.cells()));
        let near_hospital = hospitals.grow4();
        let markets = domain
            .buildings()
            .iter()
            .filter(|placed| placed.building == Building::Market)
            .fold(Cells::NONE, |cells, placed| cells.or(placed.cells()));
        let market_halo = markets.grow4().and(free);
        let building_cells = domain.building_cells;
        let buildings = domain
            .buildings()
            .iter()
            .filter(|placed| placed.building != Building::Keep)
            .map(|placed| {
                let cells = placed.cells();
                let exempt =
                    placed.building == Building::Hospital || cells.intersects(near_hospital);
                let touching = cells.grow4().intersects(building_cells.minus(cells));
                (cells, !exempt && !touching)
            })
            .collect();
        let blocking = enclosure::blocking(domain);
        let targets: Vec<(Target, Cells, f64)> = outlook
            .front
            .iter()
            .map(|target| {
                let missing = enclosure::rect(target.rect).ring.minus(blocking);
                let value =
                    outlook.target_value(target, u32::from(target.walls), u32::from(target.area));
                (*target, missing, value)
            })
            .collect();
        let potential = targets
            .iter()
            .map(|(_, _, value)| *value)
            .fold(0.0, f64::max);
        let stone = if free_cost {
            0.0
        } else {
            outlook.units.of(Resource::Stone)
        };
        BuildScorer {
            player,
            outlook,
            net,
            walled,
            free,
            near_hospital,
            market_halo,
            buildings,
            targets,
            potential,
            stone,
        }
    }

    /// The score of a placement action (`None` for anything else).
    pub fn score(&self, action: Action) -> Option<f64> {
        match action {
            Action::Build {
                building,
                rotation,
                cell,
            } => {
                let cells = grid::building_shape(building, rotation)?.cells_at(cell)?;
                Some(self.building_score(building, cells))
            }
            Action::Wall {
                length,
                cell,
                direction,
            } => {
                let cells = grid::wall_shape(length, direction)?.cells_at(cell)?;
                Some(self.wall_score(cells))
            }
            _ => None,
        }
    }

    fn building_score(&self, building: Building, cells: Cells) -> f64 {
        let info = building.info();
        let points = f64::from(info.points);
        let mut score = self.net[building.index()];
        let walled = cells.intersects(self.walled);
        if walled && building != Building::Keep {
            score += points;
        }
        if building == Building::Market {
            let empty = cells.grow4().minus(cells).and(self.free).count();
            score += f64::from(empty) - 5.0;
        }
        score -= f64::from(cells.and(self.market_halo).count());
        let risk = self.outlook.disease_risk;
        match building {
            Building::Keep => {}
            Building::Hospital => {
                let zone = cells.grow4();
                let protected = self
                    .buildings
                    .iter()
                    .filter(|(other, healthy)| !healthy && other.intersects(zone))
                    .count();
                score += risk * protected as f64;
            }
            _ => {
                if !cells.intersects(self.near_hospital) {
                    let zone = cells.grow4();
                    let mut touching = false;
                    for (other, healthy) in &self.buildings {
                        if other.intersects(zone) {
                            touching = true;
                            if *healthy {
                                score -= risk;
                            }
                        }
                    }
                    if touching {
                        score -= risk;
                    }
                }
            }
        }
        if !walled {
            // Where the enclosure is to go: not on its ring, and inside it is better.
            for (target, missing, value) in &self.targets {
                if cells.intersects(*missing) {
                    score -= value * 0.8;
                } else if building != Building::Keep
                    && cells.and(enclosure::rect(target.rect).interior) == cells
                {
                    score += points * value.min(1.0) * 0.5;
                }
            }
            // Keep the room around the keep for enclosures.
            let near = cells.iter().map(distance_from_keep).min().unwrap_or(7);
            score -= 0.04 * f64::from(7u8.saturating_sub(near));
        }
        score
    }

    fn wall_score(&self, cells: Cells) -> f64 {
        let domain = self.player.domain();
        let mut best = self.potential;
        for (target, missing, _) in &self.targets {
            if !cells.intersects(*missing) {
                continue;
            }
            let rect: &Rect = enclosure::rect(target.rect);
            let left = missing.minus(cells);
            let walls = if left.is_empty() {
                0
            } else {
                enclosure::walls_needed(rect, left, self.outlook.longest_wall)
            };
            let lost = cells
                .and(rect.interior)
                .minus(domain.scorched_cells())
                .count();
            let area = u32::from(target.area).saturating_sub(lost);
            best = best.max(self.outlook.target_value(target, walls, area));
        }
        // Walls that close something the targets do not know about (they must touch what
        // blocks already at two places at least).
        let blocking = enclosure::blocking(domain);
        let closed =
            if best <= self.potential && cells.grow8().minus(cells).and(blocking).count() >= 2 {
                let walled = domain
                    .walled_with(cells)
                    .minus(domain.scorched_cells())
                    .count();
                let gain = walled.saturating_sub(self.outlook.area);
                self.outlook.area_race(self.outlook.area + gain)
                    - self.outlook.area_race(self.outlook.area)
                    + 0.15 * f64::from(gain)
            } else {
                0.0
            };
        (best - self.potential).max(closed) - self.stone
    }
}
