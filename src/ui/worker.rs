//! Hard's thinking off the page's thread: a Web Worker runs the same bundle as the page (no
//! second wasm), started by `assets/think-worker.js` with the bundle's script and wasm; there the
//! app draws nothing ([`crate::start`] finds no window) and answers the page instead
//! ([`serve`]). A request is the game's save string (the worker replays it, every action
//! checked), a budget and a seed; the answer is Hard's plans, each coded from the position as a
//! save string codes its actions (`tabletop::codec::encode_plan`), with its playouts. The
//! worker's clock is its own, so Hard gets its whole budget of real compute and the page never
//! stutters.
//!
//! The page keeps one worker, started on the first request. A request dropped before its answer
//! ([`Pending`]: an undo, a switch to human, another game) is cancelled. If the worker cannot
//! start (no module workers) or fails, the very same searches run on the page's thread instead,
//! in slices of a few milliseconds between which the browser handles input and rendering, and
//! answer the same way: the callers (`computer.rs`, `weigh.rs`) never know the difference.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use js_sys::{Array, Float64Array, Reflect};
use tabletop::codec;
use tabletop::save::SaveError;
use tabletop::search::Weighed;
use tabletop::{Game, Record, Seat};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

use super::computer::{now_ms, run_soon, Thinker};
use super::game::AppGame;

/// The worker's script, copied into the build by Trunk (index.html).
const SCRIPT: &str = "think-worker.js";

/// What the worker made of a request.
pub struct Answer<A> {
    pub seat: Seat,
    /// Hard's plan (for a move) or every plan weighed, best first (for the coach).
    pub plans: Vec<Weighed<A>>,
    /// What the search did and how long it took, where, for anyone measuring in the browser's
    /// console.
    pub report: String,
}

/// The raw answer to one request: the search's report and its numbers.
type Reply = (String, Vec<f64>);

/// A request on its way; dropping it before the answer cancels it in the worker.
pub struct Pending(Rc<Request>);

struct Request {
    id: u32,
    /// The request as sent, to be searched on the page if the worker fails.
    message: Array,
    reply: RefCell<Option<Reply>>,
    wake: RefCell<Option<Box<dyn FnOnce()>>>,
}

impl Pending {
    /// Whether the answer (or the worker's failure) has come.
    pub fn is_answered(&self) -> bool {
        self.0.reply.borrow().is_some()
    }

    /// Calls `wake` once the answer has come (at once, soon, if it has), instead of any earlier
    /// `wake`.
    pub fn on_answer(&self, wake: impl FnOnce() + 'static) {
        if self.is_answered() {
            run_soon(wake);
        } else {
            *self.0.wake.borrow_mut() = Some(Box::new(wake));
        }
    }

    /// The answer, read against `state` (the position asked about): `None` while it has not
    /// come, or when there was nothing to search.
    pub fn answer<G: AppGame>(&self, state: &G) -> Option<Answer<G::Action>> {
        let reply = self.0.reply.borrow();
        let (report, numbers) = reply.as_ref()?;
        let (&seat, mut rest) = numbers.split_first()?;
        let mut plans = Vec::new();
        while let Some((&[value, plan_playouts, len], after)) = rest.split_first_chunk::<3>() {
            let bytes = after.get(..len as usize)?;
            plans.push(Weighed {
                plan: decode(state, bytes),
                value,
                playouts: plan_playouts as u32,
            });
            rest = &after[len as usize..];
        }
        Some(Answer {
            seat: seat as Seat,
            plans,
            report: report.clone(),
        })
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        if self.is_answered() {
            return;
        }
        let id = self.0.id;
        let worker = PAGE.with(|page| {
            let mut page = page.borrow_mut();
            page.waiting.retain(|request| request.id != id);
            page.worker.clone()
        });
        match worker {
            Some(worker) => drop(worker.post_message(&JsValue::from(id))),
            None => cancel(f64::from(id)),
        }
    }
}

/// Asks for a search of `state` (the position `record` reaches) for the player to move, for
/// `budget_ms`: Hard's plan, or with `all` every plan weighed (also `own_plan` when given). In
/// the worker if it runs, else on the page's thread. `None` if the record has no save string.
pub fn ask<G: AppGame>(
    record: &Record<G>,
    state: &G,
    budget_ms: f64,
    seed: u64,
    own_plan: Option<&[G::Action]>,
    all: bool,
) -> Option<Pending> {
    let save = G::export(record, &[], &[]).ok()?;
    let mut numbers = vec![
        budget_ms,
        (seed >> 32) as f64,
        (seed & 0xFFFF_FFFF) as f64,
        f64::from(u8::from(all)),
        f64::from(u8::from(own_plan.is_some())),
    ];
    numbers.extend(encode(state, own_plan.unwrap_or_default()));
    let (request, sent) = PAGE.with(|page| {
        let mut page = page.borrow_mut();
        page.next_id += 1;
        let id = page.next_id;
        let message = Array::of3(
            &JsValue::from(id),
            &JsValue::from(save),
            &Float64Array::from(&numbers[..]),
        );
        let sent = page
            .worker()
            .is_some_and(|worker| worker.post_message(&message).is_ok());
        let request = Rc::new(Request {
            id,
            message,
            reply: RefCell::new(None),
            wake: RefCell::new(None),
        });
        page.waiting.push(request.clone());
        (request, sent)
    });
    if !sent {
        start_job(&request.message);
    }
    Some(Pending(request))
}

/// Gives up on the worker (it does not answer): what it was asked is searched on the page.
pub fn give_up(reason: &str) {
    fail(JsValue::from(reason));
}

/// The page's side: its worker and the requests waiting for an answer.
struct Page {
    /// The worker, once started; `None` before, and for good once it failed.
    worker: Option<web_sys::Worker>,
    failed: bool,
    next_id: u32,
    waiting: Vec<Rc<Request>>,
    /// Kept as long as the worker lives.
    _handlers: Handlers,
}

thread_local! {
    static PAGE: RefCell<Page> = const {
        RefCell::new(Page {
            worker: None,
            failed: false,
            next_id: 0,
            waiting: Vec::new(),
            _handlers: Vec::new(),
        })
    };
}

impl Page {
    fn worker(&mut self) -> Option<web_sys::Worker> {
        if self.failed {
            return None;
        }
        if self.worker.is_none() {
            match start_worker() {
                Ok((worker, handlers)) => {
                    self.worker = Some(worker);
                    self._handlers = handlers;
                }
                Err(error) => {
                    self.failed = true;
                    debug(&"hard thinks on the page: no worker".into(), &error);
                    return None;
                }
            }
        }
        self.worker.clone()
    }
}

/// The worker's message and error handlers.
type Handlers = Vec<Closure<dyn FnMut(JsValue)>>;

fn start_worker() -> Result<(web_sys::Worker, Handlers), JsValue> {
    // The bundle running this page (assets/loader.js), for the worker to run too.
    let bundle = Reflect::get(&js_sys::global(), &"tabletopBundle".into())?;
    if !bundle.is_object() {
        return Err("no bundle".into());
    }
    // `{type: "module"}`, as a plain object: web-sys' typed options weigh more in the wasm.
    let options = js_sys::Object::new();
    Reflect::set(&options, &"type".into(), &"module".into())?;
    let worker = web_sys::Worker::new_with_options(SCRIPT, options.unchecked_ref())?;
    let on_message = Closure::<dyn FnMut(JsValue)>::new(|event: JsValue| {
        let data = event
            .unchecked_into::<web_sys::MessageEvent>()
            .data()
            .dyn_into::<Array>();
        match data {
            Ok(answer) => receive(&answer),
            // Anything else is the worker saying it could not start.
            Err(error) => fail(error),
        }
    });
    let on_error = Closure::<dyn FnMut(JsValue)>::new(fail);
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    worker.post_message(&bundle)?;
    Ok((worker, vec![on_message, on_error]))
}

/// An answer from the worker: `[id, report, numbers]`.
fn receive(answer: &Array) {
    let id = answer.get(0).as_f64().unwrap_or(-1.0);
    let report = answer.get(1).as_string().unwrap_or_default();
    let numbers = answer
        .get(2)
        .dyn_into::<Float64Array>()
        .map(|numbers| numbers.to_vec())
        .unwrap_or_default();
    let request = PAGE.with(|page| {
        let waiting = &mut page.borrow_mut().waiting;
        let at = waiting
            .iter()
            .position(|request| f64::from(request.id) == id)?;
        Some(waiting.swap_remove(at))
    });
    if let Some(request) = request {
        *request.reply.borrow_mut() = Some((report, numbers));
        let wake = request.wake.borrow_mut().take();
        if let Some(wake) = wake {
            wake();
        }
    }
}

/// The worker failed: it is stopped, and what it was asked is searched on the page's thread.
fn fail(error: JsValue) {
    let (worker, waiting) = PAGE.with(|page| {
        let mut page = page.borrow_mut();
        page.failed = true;
        (page.worker.take(), page.waiting.clone())
    });
    if let Some(worker) = worker {
        worker.terminate();
        debug(&"hard thinks on the page: the worker failed".into(), &error);
        for request in waiting {
            start_job(&request.message);
        }
    }
}

fn debug(what: &JsValue, why: &JsValue) {
    web_sys::console::debug_2(what, why);
}

/// `plan` as format 3 codes it from `state` (one number a byte), up to the first action that is
/// not legal there.
fn encode<G: AppGame>(state: &G, plan: &[G::Action]) -> Vec<f64> {
    let bytes = match codec::encode_plan(state, plan) {
        Err(SaveError::IllegalAction { index }) => codec::encode_plan(state, &plan[..index]),
        coded => coded,
    };
    bytes
        .unwrap_or_default()
        .into_iter()
        .map(f64::from)
        .collect()
}

/// The plan [`encode`] gave `numbers` for, from `state` (none if they are not one).
fn decode<G: AppGame>(state: &G, numbers: &[f64]) -> Vec<G::Action> {
    let bytes: Vec<u8> = numbers.iter().map(|n| *n as u8).collect();
    codec::decode_plan(state, &bytes).unwrap_or_default()
}

// The searching side: the worker's, or the page's when the worker does not run.

/// The longest stretch of searching before the worker reads its messages (a cancel, a request).
const SLICE_MS: f64 = 20.0;
/// The longest stretch of searching on the page's thread before the browser gets it back.
const PAGE_SLICE_MS: f64 = 8.0;

/// A search under way in the worker.
trait Job {
    fn id(&self) -> f64;
    /// Searches until `until_ms`; the answer's report and numbers once done.
    fn run(&mut self, until_ms: f64) -> Option<(String, Vec<f64>)>;
}

struct Searching<G: AppGame> {
    id: f64,
    state: G,
    search: G::Search,
    all: bool,
    started_ms: f64,
    budget_ms: f64,
}

impl<G: AppGame> Job for Searching<G> {
    fn id(&self) -> f64 {
        self.id
    }

    fn run(&mut self, until_ms: f64) -> Option<(String, Vec<f64>)> {
        let done = |job: &Self| job.search.is_done(now_ms() - job.started_ms, job.budget_ms);
        while !done(self) {
            if now_ms() >= until_ms {
                return None;
            }
            self.search.step();
        }
        // Whole milliseconds: no float formatting in the app's wasm.
        let ms = (now_ms() - self.started_ms).round() as u64;
        let report = format!(
            "{} in {ms} ms{}",
            self.search.report(),
            if IN_WORKER.get() { ", in a worker" } else { "" }
        );
        let plans = if self.all {
            self.search.weighed()
        } else {
            vec![Weighed {
                plan: self.search.best_plan(),
                value: 0.0,
                playouts: 0,
            }]
        };
        let mut numbers = vec![f64::from(self.search.seat())];
        for weighed in plans {
            let bytes = encode(&self.state, &weighed.plan);
            numbers.extend([
                weighed.value,
                f64::from(weighed.playouts),
                bytes.len() as f64,
            ]);
            numbers.extend(bytes);
        }
        Some((report, numbers))
    }
}

thread_local! {
    static JOBS: RefCell<Vec<Box<dyn Job>>> = RefCell::new(Vec::new());
    static RUNNING: Cell<bool> = const { Cell::new(false) };
    /// Whether this is the worker (else the page, searching for itself).
    static IN_WORKER: Cell<bool> = const { Cell::new(false) };
}

#[wasm_bindgen]
extern "C" {
    /// The worker's `postMessage`, to the page.
    #[wasm_bindgen(js_name = postMessage)]
    fn post_to_page(message: &JsValue);
}

/// Answers the page's requests: the bundle's start inside the worker.
pub fn serve() {
    IN_WORKER.set(true);
    let on_message = Closure::<dyn FnMut(JsValue)>::new(|event: JsValue| {
        let data = event.unchecked_into::<web_sys::MessageEvent>().data();
        match data.dyn_into::<Array>() {
            Ok(request) => start_job(&request),
            Err(id) => cancel(id.as_f64().unwrap_or(-1.0)),
        }
    });
    let _ = Reflect::set(&js_sys::global(), &"onmessage".into(), on_message.as_ref());
    on_message.forget();
}

/// A request no one waits for any more.
fn cancel(id: f64) {
    JOBS.with(|jobs| jobs.borrow_mut().retain(|job| job.id() != id));
}

/// An answer, `[id, report, numbers]` (`[id]` when there is nothing to search): to the page.
fn reply(answer: &Array) {
    if IN_WORKER.get() {
        post_to_page(answer);
    } else {
        receive(answer);
    }
}

/// A request: `[id, save string, [budget, seed high, seed low, all, has plan, plan...]]`.
fn start_job(request: &Array) {
    let id = request.get(0).as_f64().unwrap_or(-1.0);
    let job = request.get(1).as_string().and_then(|save| {
        let numbers = request.get(2).dyn_into::<Float64Array>().ok()?.to_vec();
        let frame = tabletop::save::read(&save).ok()?;
        job_for(id, frame, &numbers)
    });
    match job {
        Some(job) => {
            JOBS.with(|jobs| jobs.borrow_mut().push(job));
            if !RUNNING.replace(true) {
                run_soon(work);
            }
        }
        // Nothing to search: the answer says so.
        None => reply(&Array::of1(&JsValue::from(id))),
    }
}

/// The search of a request for one of the bundle's games (as `games.rs` lists them).
fn job_for(id: f64, frame: tabletop::save::Frame, numbers: &[f64]) -> Option<Box<dyn Job>> {
    #[cfg(feature = "eoi")]
    if frame.game == <eoi::rules::GameState as Game>::ID {
        return job::<eoi::rules::GameState>(id, frame, numbers);
    }
    #[cfg(feature = "era-medieval")]
    if frame.game == <era_medieval::rules::GameState as Game>::ID {
        return job::<era_medieval::rules::GameState>(id, frame, numbers);
    }
    #[cfg(feature = "age-of-inventors")]
    if frame.game == <age_of_inventors::rules::GameState as Game>::ID {
        return job::<age_of_inventors::rules::GameState>(id, frame, numbers);
    }
    None
}

/// The search of a request for game `G`, if there is anything to search.
fn job<G: AppGame>(id: f64, frame: tabletop::save::Frame, numbers: &[f64]) -> Option<Box<dyn Job>> {
    let &[budget_ms, seed_high, seed_low, all, has_plan, ref plan @ ..] = numbers else {
        return None;
    };
    let (record, _) = G::import(frame).ok()?;
    let state = record.replay().ok()?;
    let seed = ((seed_high as u64) << 32) | seed_low as u64;
    // No plan to weigh besides Hard's is an empty one (one way in: a smaller wasm).
    let own_plan = if has_plan > 0.0 {
        decode(&state, plan)
    } else {
        Vec::new()
    };
    let search = G::Search::start_with(&state, seed, own_plan)?;
    Some(Box::new(Searching::<G> {
        id,
        state,
        search,
        all: all > 0.0,
        started_ms: now_ms(),
        budget_ms,
    }))
}

/// One slice of the oldest search, then the next one's turn: requests that come together share
/// the thread.
fn work() {
    let job = JOBS.with(|jobs| {
        let mut jobs = jobs.borrow_mut();
        (!jobs.is_empty()).then(|| jobs.remove(0))
    });
    let Some(mut job) = job else {
        RUNNING.set(false);
        return;
    };
    let slice = if IN_WORKER.get() {
        SLICE_MS
    } else {
        PAGE_SLICE_MS
    };
    match job.run(now_ms() + slice) {
        Some((report, numbers)) => reply(&Array::of3(
            &JsValue::from(job.id()),
            &JsValue::from(report),
            &Float64Array::from(&numbers[..]),
        )),
        None => JOBS.with(|jobs| jobs.borrow_mut().push(job)),
    }
    run_soon(work);
}
