//! The coach's turning points, on every game's final screen: for each human player (against
//! computers, in solitaire or hot-seat), the three decisions where their expected result fell most by Hard's
//! evaluation, each with what Hard would have done instead, how much it cost, and a way to see
//! the position in the replay. Both are said as decisions (the actions in words, as the hint
//! says them), never as what came of them: a reroll Hard would have made is "reroll die 5", not
//! the faces the game's own dice would have shown.
//!
//! Once the game is over, each of the player's decisions (the actions from a whole-decision stop,
//! as undo makes them, to the next) is weighed by Hard's search ([`weigh`]) with the turn the
//! player took beside Hard's own plans, one after the other within [`TOTAL_MS`] in all. The fall
//! is the best plan's value minus the player's own, in the unit of the game's playout value
//! (roughly points). The result is kept for the session, so the final screen drawn again (another
//! language, back from the replay) shows it at once.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use leptos::prelude::*;

use super::computer::{now_ms, Thinker};
use super::game::{AppGame, GameSignal};
use super::hint::Name;
use super::replay::{self, Replay};
use super::weigh::{weigh, Weighing};
use super::Seats;
use crate::i18n::{round_of, t, Msg};
use tabletop::words::fill;
use tabletop::{Record, Seat};

/// All the weighing together stays under this, so that the turning points show within 10 s of
/// the end.
const TOTAL_MS: f64 = 7000.0;

/// The least fall (in tenths of the playout value, roughly tenths of a point) that makes a
/// turning point.
const LEAST_TENTHS: i64 = 5;

/// Turning points shown per player.
const SHOWN: usize = 3;

/// One decision of a human player, to be weighed.
struct Decision<G: AppGame> {
    seat: Seat,
    /// The position the decision starts from (actions played before it).
    at: usize,
    round: u8,
    state: G,
    /// The actions the player took.
    plan: Vec<G::Action>,
}

/// A turning point found.
struct Point<G: AppGame> {
    seat: Seat,
    at: usize,
    round: u8,
    /// The fall, in tenths.
    tenths: i64,
    /// The position of the decision (its first action is named in it).
    state: G,
    played: Vec<G::Action>,
    better: Vec<G::Action>,
}

/// The turning points of one finished game, for the session.
struct Found<G: AppGame> {
    key: (u64, usize),
    points: Vec<Point<G>>,
}

thread_local! {
    /// The last game's turning points (a [`Found`] of its game).
    static FOUND: RefCell<Option<Rc<dyn Any>>> = const { RefCell::new(None) };
}

fn key_of<G: AppGame>(record: &Record<G>) -> (u64, usize) {
    (G::seed(&record.setup), record.actions.len())
}

fn cached<G: AppGame>(key: (u64, usize)) -> Option<Rc<dyn Any>> {
    FOUND.with(|found| {
        found
            .borrow()
            .clone()
            .filter(|any| any.downcast_ref::<Found<G>>().is_some_and(|f| f.key == key))
    })
}

/// Every decision of the seats in `humans`, from the record.
fn decisions<G: AppGame>(record: &Record<G>, humans: &[Seat]) -> Vec<Decision<G>> {
    let Ok(mut state) = G::new_game(&record.setup) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    let mut current: Option<Decision<G>> = None;
    let mut events = Vec::new();
    for (index, action) in record.actions.iter().enumerate() {
        if current.is_none() {
            current = state
                .current_seat()
                .filter(|seat| humans.contains(seat))
                .map(|seat| Decision {
                    seat,
                    at: index,
                    round: G::rounds(&state).0,
                    state: state.clone(),
                    plan: Vec::new(),
                });
        }
        events.clear();
        state.play_unchecked(*action, &mut events);
        if let Some(decision) = current.as_mut() {
            decision.plan.push(*action);
        }
        if !state.is_mid_turn() {
            found.extend(current.take());
        }
    }
    found.extend(current);
    found
}

/// The weighing under way, one decision after the other.
struct Run<G: AppGame> {
    record: Record<G>,
    decisions: Vec<Decision<G>>,
    points: RefCell<Vec<Point<G>>>,
    started_ms: f64,
    /// The humans' seats and the players' names, for the words.
    humans: Vec<Seat>,
    names: Vec<String>,
    name: Name<G>,
    /// What the final screen shows: the progress, then the turning points.
    body: RwSignal<Body>,
    cancelled: Arc<AtomicBool>,
}

impl<G: AppGame> Run<G> {
    /// Weighs decision `index`, then the next.
    fn weigh(self: Rc<Self>, index: usize) {
        if self.cancelled.load(Ordering::Relaxed) {
            return;
        }
        let total = self.decisions.len();
        self.body.set(Body::Progress { done: index, total });
        let Some(decision) = self.decisions.get(index) else {
            return self.finish();
        };
        let left = (total - index) as f64;
        let budget =
            ((TOTAL_MS - (now_ms() - self.started_ms)) / left).clamp(0.0, G::HARD_BUDGET_MS);
        let prefix = Record {
            setup: self.record.setup.clone(),
            actions: self.record.actions[..decision.at].to_vec(),
        };
        let seed =
            G::seed(&self.record.setup) ^ (decision.at as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        // Once, whichever comes first: the weighing, or a watchdog for a position with nothing
        // to weigh (the weighing then never answers).
        let next = Rc::new(Cell::new(false));
        let (run, again) = (self.clone(), next.clone());
        weigh::<G>(
            &prefix,
            &decision.state,
            budget,
            seed,
            Some(decision.plan.clone()),
            self.cancelled.clone(),
            Box::new(move |weighing| {
                if !again.replace(true) {
                    run.weighed(index, &weighing);
                    run.weigh(index + 1);
                }
            }),
        );
        let run = self.clone();
        set_timeout(
            move || {
                if !next.replace(true) {
                    run.weigh(index + 1);
                }
            },
            Duration::from_millis(budget as u64 + 3000),
        );
    }

    /// Keeps decision `index` as a turning point if the player's own plan fell short enough.
    fn weighed(&self, index: usize, weighing: &Weighing<G::Action>) {
        let decision = &self.decisions[index];
        let Some(best) = weighing.plans.first() else {
            return;
        };
        let own = weighing.plans.iter().find(|w| w.plan == decision.plan);
        let Some(own) = own.filter(|own| own.playouts > 0 && best.playouts > 0) else {
            return;
        };
        let tenths = ((best.value - own.value) * 10.0).round() as i64;
        if tenths < LEAST_TENTHS {
            return;
        }
        self.points.borrow_mut().push(Point {
            seat: decision.seat,
            at: decision.at,
            round: decision.round,
            tenths,
            state: decision.state.clone(),
            played: decision.plan.clone(),
            better: best.plan.clone(),
        });
    }

    /// The greatest falls of each player, kept for the session.
    fn finish(&self) {
        let mut points = self.points.take();
        // By seat, then the greatest fall first (the shared sort: a `sort_by` weighs kilobytes).
        tabletop::order::best_first(&mut points, |p| p.tenths as f64 - f64::from(p.seat) * 1e9);
        let mut shown: Vec<Point<G>> = Vec::new();
        for point in points {
            if shown.iter().filter(|p| p.seat == point.seat).count() < SHOWN {
                shown.push(point);
            }
        }
        let found = Found::<G> {
            key: key_of(&self.record),
            points: shown,
        };
        self.body.set(Body::Found(described(
            &found,
            &self.humans,
            &self.names,
            self.name,
        )));
        let found: Rc<dyn Any> = Rc::new(found);
        FOUND.with(|cell| *cell.borrow_mut() = Some(found));
    }
}

/// What the turning points' place on the final screen shows.
#[derive(Clone)]
enum Body {
    /// A button that starts the weighing (in a replay, where it waits to be asked).
    Find,
    /// `done` decisions weighed of `total`.
    Progress { done: usize, total: usize },
    /// Each human player's turning points, in words.
    Found(Vec<PlayerPoints>),
}

/// One human player's turning points, named when there are several players to tell apart.
#[derive(Clone)]
struct PlayerPoints {
    heading: Option<String>,
    points: Vec<PointWords>,
}

/// One turning point in words.
#[derive(Clone)]
struct PointWords {
    /// Where the decision starts in the record, for the replay.
    at: usize,
    /// Whole points lost, at least 1.
    points: i64,
    round: String,
    cost: String,
    played: String,
    better: String,
}

/// The turning points in words: each human player's (named when there are several).
fn described<G: AppGame>(
    found: &Found<G>,
    humans: &[Seat],
    names: &[String],
    name_action: Name<G>,
) -> Vec<PlayerPoints> {
    // The decision in words, as the hint says a plan: only its first action is named in the
    // position it was taken in.
    let words = |state: &G, plan: &[G::Action]| {
        let text = plan
            .iter()
            .enumerate()
            .map(|(step, action)| name_action((step == 0).then_some(state), *action))
            .filter(|words| !words.is_empty())
            .collect::<Vec<_>>()
            .join("; ");
        if text.is_empty() {
            t(Msg::TurningSilent).to_string()
        } else {
            text
        }
    };
    humans
        .iter()
        .map(|seat| PlayerPoints {
            heading: (humans.len() > 1)
                .then(|| names.get(usize::from(*seat)).cloned().unwrap_or_default()),
            points: found
                .points
                .iter()
                .filter(|p| p.seat == *seat)
                .map(|point| {
                    let points = ((point.tenths + 5) / 10).max(1);
                    PointWords {
                        at: point.at,
                        points,
                        round: round_of(point.round, 0),
                        cost: if points == 1 {
                            t(Msg::TurningCostOne).to_string()
                        } else {
                            fill(t(Msg::TurningCost), &[&points])
                        },
                        played: words(&point.state, &point.played),
                        better: words(&point.state, &point.better),
                    }
                })
                .collect(),
        })
        .collect()
}

/// One player's turning points, or the word that there are none.
#[component]
fn PlayerTurningPoints(player: PlayerPoints, replay: Option<Replay>) -> impl IntoView {
    let list = if player.points.is_empty() {
        view! { <p class="turning-none">{t(Msg::TurningNone)}</p> }.into_any()
    } else {
        view! {
            <ol class="turning-list">
                {player.points.into_iter().map(|point| view! { <TurningPoint point replay/> }).collect_view()}
            </ol>
        }
        .into_any()
    };
    view! {
        {player.heading.map(|heading| view! { <h3>{heading}</h3> })}
        {list}
    }
}

/// A turning point: its round and cost, what the player did and what Hard would have done
/// (each said in full on hover or touch as well: the card shows two lines of each), and a way
/// to see the position in the replay.
#[component]
fn TurningPoint(point: PointWords, replay: Option<Replay>) -> impl IntoView {
    let (played_label, better_label) = (t(Msg::TurningPlayed), t(Msg::TurningBetter));
    let PointWords {
        at,
        points,
        round,
        cost,
        played,
        better,
    } = point;
    // The point's words, for the replay opened at it.
    let note = format!("{round}, {cost} · {played_label} {played} · {better_label} {better}");
    let see = move |_| match replay {
        Some(replay) => {
            replay.note.set(Some(note.clone()));
            replay.note_at.set(at);
            replay.position.set(at);
        }
        None => replay::watch_open_game_at(at, note.clone()),
    };
    view! {
        <li data-cost=points>
            <p class="turning-head"><strong>{round}</strong> " " <span class="turning-cost">{cost}</span></p>
            <p data-tip=played.clone()><span class="turning-label">{played_label}</span> " " {played.clone()}</p>
            <p data-tip=better.clone()><span class="turning-label">{better_label}</span> " " {better.clone()}</p>
            <button type="button" class="secondary" data-at=at on:click=see>{t(Msg::TurningSee)}</button>
        </li>
    }
}

#[cfg(feature = "split")]
super::parts::part! {
    /// [`turning_points`] for the bundle's game, in the coach's module: the final screen shows it
    /// once its module is loaded.
    pub fn turning_points_part(name: Name<crate::ui::parts::BundleGame>) in coach {
        turning_points::<crate::ui::parts::BundleGame>(name).into_any()
    }
}

/// The final screen's turning points, for a finished game with a human player (against
/// computers, in solitaire or hot-seat): worked out at once after a game played here, on request
/// in a replay.
/// `name` puts an action in words (the hint's).
pub fn turning_points<G: AppGame>(name: Name<G>) -> Option<AnyView> {
    if !<G::Search as Thinker<G>>::SEARCHES {
        return None;
    }
    let game = expect_context::<GameSignal<G>>();
    let seats = expect_context::<Seats>();
    let replay = use_context::<Replay>();
    let record = game
        .0
        .with_untracked(|s| s.as_ref().map(|s| s.record().clone()))?;
    let names = G::names(&record.setup);
    let mut humans: Vec<Seat> = (0..names.len() as Seat)
        .filter(|seat| seats.bot_untracked(*seat).is_none())
        .collect();
    if humans.len() == names.len() && super::live::active() {
        return None;
    }
    // At a live table, only the seats played on this device.
    humans.retain(|seat| super::live::plays_here(*seat));
    if humans.is_empty() {
        return None;
    }
    let key = key_of(&record);
    let shown = cached::<G>(key).and_then(|any| {
        any.downcast_ref::<Found<G>>()
            .map(|found| Body::Found(described(found, &humans, &names, name)))
    });
    let started = Cell::new(shown.is_some());
    let body = RwSignal::new(shown.unwrap_or(Body::Find));
    let cancelled = Arc::new(AtomicBool::new(false));
    let flag = cancelled.clone();
    on_cleanup(move || flag.store(true, Ordering::Relaxed));
    let start = move || {
        if started.replace(true) {
            return;
        }
        let run = Rc::new(Run {
            decisions: decisions(&record, &humans),
            record: record.clone(),
            points: RefCell::new(Vec::new()),
            started_ms: now_ms(),
            humans: humans.clone(),
            names: names.clone(),
            name,
            body,
            cancelled: cancelled.clone(),
        });
        run.weigh(0);
    };
    if replay.is_none() {
        start();
    }
    let start = StoredValue::new_local(start);
    let shown = move || {
        match body.get() {
        Body::Find => view! {
            <button type="button" class="secondary" on:click=move |_| start.with_value(|start| start())>
                {t(Msg::TurningFind)}
            </button>
        }
        .into_any(),
        Body::Progress { done, total } => view! {
            <p class="turning-progress" role="status">{fill(t(Msg::TurningFinding), &[&done, &total])}</p>
        }
        .into_any(),
        Body::Found(players) => view! {
            <div class="turning-found">
                {players.into_iter().map(|player| view! { <PlayerTurningPoints player replay/> }).collect_view()}
            </div>
        }
        .into_any(),
    }
    };
    Some(
        view! {
            <details class="turning-points" data-testid="turning-points" open>
                <summary>{t(Msg::TurningPoints)}</summary>
                <div>{shown}</div>
            </details>
        }
        .into_any(),
    )
}
