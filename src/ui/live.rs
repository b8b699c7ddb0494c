//! The live table (issue 29): several devices play one game at a distance over WebRTC data
//! channels, with no server. The host's device is the table: every action goes through its
//! engine and its autosave; computer seats play there. A guest's device shows the game from its
//! own seat and sends the turns its player composes; the host checks them with the engine
//! ([`tabletop::live::check_turn`]) and sends the game to every guest after every turn.
//!
//! Signalling is two codes per remote seat: the host's invitation (a link, `#live=...`, which
//! `assets/loader.js` routes to the game's bundle) and the guest's answer code, which the host
//! pastes. Both are the compact codes of [`tabletop::live::Signal`]. ICE uses the browser's own
//! candidates; an optional STUN server (stored on the device) helps across the internet.
//!
//! A guest who drops or reloads opens the same link again and sends a new answer: the host
//! answers it on a new connection with the invitation's credentials and certificate, then sends
//! the whole record again.
//!
//! Kept small for the bundles: each connection is made by one small state machine ([`Step`]),
//! driven by the browser's promises and timers through one kind of callback, rather than by
//! async functions; every event of a connection reaches one function ([`on_event`]); one signal
//! holds the whole table as data, and its panels are views of it, each field bound to its own
//! part of it (a field being typed in keeps its text while the rest changes).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use js_sys::{Array, Function, Object, Promise, Reflect};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{RtcDataChannel, RtcPeerConnection};

use super::game::{AppGame, GameSignal};
use super::{Notice, OpenGame, SaveSlot, Seats};
use crate::i18n::{self, t, Msg};
use tabletop::live::{check_turn, encode_actions, CodeError, Message, Side};
use tabletop::live::{Refusal, Signal};
use tabletop::save;
use tabletop::{Seat, Session};

/// Where the STUN server's address is kept on this device.
const STUN_KEY: &str = "tabletop.v1.stun";

/// A connection's state, as its status line says it.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
enum Link {
    #[default]
    Preparing,
    Waiting,
    Connected,
    Lost,
}

/// The names of [`Link`]s (for styling and the end-to-end tests).
const LINKS: [&str; 4] = ["preparing", "waiting", "connected", "lost"];

/// Who this device is at a live table.
#[derive(Clone, PartialEq)]
enum Role {
    /// The table: the saved game (its slot id); its remote seats are the table's.
    Host(String),
    /// A guest playing this seat.
    Guest(Seat),
}

/// One connection as its panel shows it: a remote seat (host side), or the guest's own.
#[derive(Clone, Default, PartialEq)]
struct Remote {
    seat: Seat,
    link: Link,
    /// The invitation link (host side) or the answer code (guest side), once made.
    code: Option<String>,
    /// The answer code last submitted for this seat (host side), kept in its field.
    answer: String,
    /// Why a code was refused or nothing connects.
    error: Option<String>,
    /// What the copy button did.
    said: Option<String>,
}

/// The live table of this device: its role and connections (none without a table).
#[derive(Clone, Default)]
struct Live {
    role: Option<Role>,
    seats: Vec<Remote>,
}

/// One connection (host side: one per remote seat; guest side: the one to the host).
struct Peer {
    seat: Seat,
    /// Which connection this is: a rejoining guest's replaces the seat's last one, whose late
    /// events are then ignored.
    id: u32,
    pc: RtcPeerConnection,
    channel: RtcDataChannel,
    /// The host's invitation for this seat (on both sides, once made).
    offer: Option<Signal>,
    /// A rejoining guest's answer (host side), set once this new connection's offer is.
    answer: Option<Signal>,
    /// How many actions of the record this guest has (host side).
    sent: usize,
    /// How long ICE gathering has been waited for, in ticks of 50 ms.
    ticks: u8,
}

/// The connections of this device.
struct Net {
    peers: Vec<Peer>,
    /// Whether this device is a guest (else the host, when it has peers).
    guest: bool,
    /// The game's id, for the codes.
    game: &'static str,
    /// The table's id (host side).
    table: u32,
    /// The host's certificate, the same for every connection of the table (so that an
    /// invitation stays valid for a new connection).
    certificate: Option<JsValue>,
    /// The last connection's [`Peer::id`].
    last: u32,
    /// Whether the host's invitations of this table are made (or being made).
    inviting: bool,
}

/// What a connection's message does on this device: the host's or the guest's handling, for
/// its game.
type Receive = Rc<dyn Fn(Seat, Vec<u8>)>;

thread_local! {
    static NET: RefCell<Net> = const {
        RefCell::new(Net {
            peers: Vec::new(),
            guest: false,
            game: "",
            table: 0,
            certificate: None,
            last: 0,
            inviting: false,
        })
    };
    static RECEIVE: RefCell<Option<Receive>> = const { RefCell::new(None) };
    /// The table (made with the app, so it lives as long as the app).
    static TABLE: Cell<Option<RwSignal<Live>>> = const { Cell::new(None) };
}

fn table() -> Option<RwSignal<Live>> {
    TABLE.with(Cell::get)
}

fn net<R>(body: impl FnOnce(&mut Net) -> R) -> R {
    NET.with(|net| body(&mut net.borrow_mut()))
}

/// `body` on the connection of `seat`, if it has one.
fn with_peer<R>(seat: Seat, body: impl FnOnce(&mut Peer) -> R) -> Option<R> {
    net(|net| net.peers.iter_mut().find(|p| p.seat == seat).map(body))
}

/// Changes the connection of `seat` (of every seat with [`ALL`]) as its panel shows it (one
/// function for every change: no copy of the signal's update per caller).
fn update_seat(seat: Seat, change: &dyn Fn(&mut Remote)) {
    if let Some(table) = table() {
        table.update(|live| {
            for remote in &mut live.seats {
                if remote.seat == seat || seat == ALL {
                    change(remote);
                }
            }
        });
    }
}

/// Every seat, for [`update_seat`] and [`Step::Certificate`].
const ALL: Seat = Seat::MAX;

/// Makes the table (once, when the app starts), and ends it when its game is left.
pub fn provide() {
    let table = RwSignal::new(Live::default());
    TABLE.with(|cell| cell.set(Some(table)));
    let open = expect_context::<OpenGame>();
    let slot = expect_context::<SaveSlot>();
    Effect::new(move |_| {
        let open = open.0.get();
        let id = slot.id.get();
        let ended = table.with_untracked(|live| match &live.role {
            Some(Role::Host(slot)) => id.as_deref() != Some(slot.as_str()),
            Some(Role::Guest(_)) => open.is_none(),
            None => false,
        });
        if ended {
            end(table);
        }
        // A hosted game opened again (the host's page reloaded, or the game resumed from the
        // saved games): its table opens again, so that its remote seats stay covered and their
        // players can rejoin with a new invitation.
        let unhosted = table.with_untracked(|live| live.role.is_none());
        if let (true, Some(game), Some(slot)) = (unhosted, open, id) {
            let over = super::games::find(game).is_some_and(|game| untrack(|| game.is_over()));
            let remote = remembered_remote(&slot);
            if !over && !remote.is_empty() {
                host_table(table, slot, &remote);
            }
        }
    });
}

/// Where a hosted game's remote seats are kept (by its saved game's id), for [`provide`].
fn remote_key(slot: &str) -> String {
    format!("tabletop.v1.live-seats.{slot}")
}

fn remember_remote(slot: &str, remote: &[Seat]) {
    if let Ok(Some(storage)) = window().local_storage() {
        // One digit a seat.
        let seats: String = remote.iter().map(|seat| char::from(b'0' + seat)).collect();
        let _ = storage.set_item(&remote_key(slot), &seats);
    }
}

fn remembered_remote(slot: &str) -> Vec<Seat> {
    window()
        .local_storage()
        .ok()
        .flatten()
        .and_then(|storage| storage.get_item(&remote_key(slot)).ok().flatten())
        .map(|seats| {
            seats
                .bytes()
                .map(|digit| digit.wrapping_sub(b'0'))
                .collect()
        })
        .unwrap_or_default()
}

/// Opens the table of the saved game `slot` with `remote` seats played elsewhere.
fn host_table(table: RwSignal<Live>, slot: String, remote: &[Seat]) {
    end(table);
    net(|net| net.table = super::random::draw() as u32);
    let seats = remote
        .iter()
        .map(|seat| Remote {
            seat: *seat,
            ..Remote::default()
        })
        .collect();
    table.set(Live {
        role: Some(Role::Host(slot)),
        seats,
    });
}

fn end(table: RwSignal<Live>) {
    table.set(Live::default());
    let peers = net(|net| {
        net.inviting = false;
        std::mem::take(&mut net.peers)
    });
    for peer in peers {
        peer.pc.close();
    }
}

/// Whether a live table is on (no undo there: every device must keep the same record).
pub fn active() -> bool {
    net(|net| !net.peers.is_empty())
}

/// Whether this device is at a live table (host or guest of an open game).
pub fn at_table() -> bool {
    table().is_some_and(|table| table.with(|live| live.role.is_some()))
}

/// Whether this device is a guest at a live table (it keeps no save of the host's game and
/// shows none: the save string would tell the host's secrets).
pub fn is_guest() -> bool {
    table().is_some_and(|table| table.with(|live| matches!(live.role, Some(Role::Guest(_)))))
}

/// Whether `seat` decides on this device (always, without a live table).
pub fn plays_here(seat: Seat) -> bool {
    table().is_none_or(|table| {
        table.with(|live| match &live.role {
            Some(Role::Host(_)) => !live.seats.iter().any(|r| r.seat == seat),
            Some(Role::Guest(mine)) => *mine == seat,
            None => true,
        })
    })
}

/// What a decision panel shows while another device's seat decides.
pub fn elsewhere_view(player: &str) -> AnyView {
    let text = i18n::fill(t(Msg::LiveElsewhere), &[("player", player)]);
    view! { <p class="live-elsewhere">{text}</p> }.into_any()
}

/// What starts hosting the game about to open (called once it is open) with `remote` seats
/// played elsewhere; nothing when there are none.
pub fn hosting(remote: Vec<Seat>) -> impl FnOnce() {
    let slot = expect_context::<SaveSlot>();
    move || {
        let (Some(table), Some(slot)) = (table(), slot.id.get_untracked()) else {
            return;
        };
        if remote.is_empty() {
            return;
        }
        remember_remote(&slot, &remote);
        host_table(table, slot, &remote);
    }
}

/// Sends a guest's turn to the host instead of playing it here; `false` when this device is
/// no guest (the turn is then played here).
pub fn send_turn<G: AppGame>(game: GameSignal<G>, actions: &[G::Action]) -> bool {
    let Some(channel) = net(|net| {
        net.peers
            .first()
            .filter(|_| net.guest)
            .map(|p| p.channel.clone())
    }) else {
        return false;
    };
    let at = game
        .0
        .with_untracked(|s| s.as_ref().map_or(0, |s| s.record().actions.len()));
    if let Some(actions) = encode_actions::<G>(actions) {
        let at = at as u32;
        send(&channel, &Message::Turn { at, actions });
    }
    true
}

/// A property of a browser object.
fn get(target: &JsValue, key: &str) -> JsValue {
    Reflect::get(target, &key.into()).unwrap_or_default()
}

/// A text property of a browser object ("" when it has none).
fn text(target: &JsValue, key: &str) -> String {
    get(target, key).as_string().unwrap_or_default()
}

fn set(target: &JsValue, key: &str, value: &JsValue) {
    let _ = Reflect::set(target, &key.into(), value);
}

fn send(channel: &RtcDataChannel, message: &Message) {
    if text(channel, "readyState") == "open" {
        let _ = channel.send_with_str(&save::from_bytes(&message.encode()));
    }
}

fn stun() -> String {
    window()
        .local_storage()
        .ok()
        .flatten()
        .and_then(|storage| storage.get_item(STUN_KEY).ok().flatten())
        .unwrap_or_default()
}

fn set_stun(value: &str) {
    if let Ok(Some(storage)) = window().local_storage() {
        let _ = match value.trim() {
            "" => storage.remove_item(STUN_KEY),
            value => storage.set_item(STUN_KEY, value),
        };
    }
}

/// A session description (`kind` "offer" or "answer").
fn description(kind: &str, sdp: &str) -> web_sys::RtcSessionDescriptionInit {
    let init = Object::new();
    set(&init, "type", &kind.into());
    set(&init, "sdp", &sdp.into());
    init.unchecked_into()
}

/// The steps of making a connection, each taken when the browser's promise of the last settles
/// ([`later`]).
#[derive(Clone, Copy)]
enum Step {
    /// The host's certificate is made: every remote seat's connection makes its offer.
    Certificate,
    /// An offer or answer is made: it becomes the local description (with the invitation's
    /// credentials on a host's new connection to a rejoining guest).
    Described,
    /// The local description is set: a rejoining guest's answer is set, else ICE gathering is
    /// waited for.
    LocalSet,
    /// Another tick of waiting for ICE gathering (at most a few seconds: then the candidates
    /// found so far go into the code).
    Gathering,
    /// The remote description is set: a guest makes its answer.
    RemoteSet,
}

/// Takes step `step` of `seat`'s connection once `promise` settles.
fn later(seat: Seat, step: Step, promise: &JsValue) {
    let settle =
        |ok: bool| Closure::once_into_js(move |value: JsValue| advance(seat, step, ok, value));
    let then: Function = get(promise, "then").unchecked_into();
    let _ = then.call2(promise, &settle(true), &settle(false));
}

/// A promise settled: the next step, or the seat says what failed.
fn advance(seat: Seat, step: Step, ok: bool, value: JsValue) {
    let result = if ok {
        go(seat, step, value)
    } else {
        Err(value)
    };
    if let Err(error) = result {
        let error = problem(error);
        update_seat(seat, &|r| r.error = Some(error.clone()));
    }
}

fn go(seat: Seat, step: Step, value: JsValue) -> Result<(), JsValue> {
    if let Step::Certificate = step {
        net(|net| net.certificate = Some(value));
        let seats = table().map_or_else(Vec::new, |table| {
            table.with_untracked(|live| live.seats.iter().map(|r| r.seat).collect())
        });
        for seat in seats {
            let (pc, _) = open(seat)?;
            later(seat, Step::Described, &pc.create_offer());
        }
        return Ok(());
    }
    let Some((pc, offer, rejoin)) = with_peer(seat, |p| {
        (p.pc.clone(), p.offer.clone(), p.answer.is_some())
    }) else {
        return Ok(());
    };
    let (guest, game) = net(|net| (net.guest, net.game));
    match step {
        Step::Described => {
            let mut sdp = text(&value, "sdp");
            if let (true, Some(offer)) = (rejoin, &offer) {
                let (ufrag, pwd) = offer.credentials();
                let mut lines = String::new();
                for line in sdp.lines() {
                    if line.starts_with("a=ice-ufrag:") {
                        lines += "a=ice-ufrag:";
                        lines += ufrag;
                    } else if line.starts_with("a=ice-pwd:") {
                        lines += "a=ice-pwd:";
                        lines += pwd;
                    } else {
                        lines += line;
                    }
                    lines += "\r\n";
                }
                sdp = lines;
            }
            let local = description(&text(&value, "type"), &sdp);
            later(seat, Step::LocalSet, &pc.set_local_description(&local));
        }
        Step::LocalSet => match with_peer(seat, |p| p.answer.take()).flatten() {
            Some(answer) => {
                let remote = description("answer", &answer.to_sdp());
                later(seat, Step::RemoteSet, &pc.set_remote_description(&remote));
            }
            None => go(seat, Step::Gathering, value)?,
        },
        Step::Gathering => {
            let ticks = with_peer(seat, |p| {
                p.ticks += 1;
                p.ticks
            });
            if ticks < Some(60) && text(&pc, "iceGatheringState") != "complete" {
                let wait = Promise::new(&mut |resolve, _| {
                    let _ = window()
                        .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 50);
                });
                later(seat, Step::Gathering, &wait);
                return Ok(());
            }
            let sdp = text(&get(&pc, "localDescription"), "sdp");
            let (side, table) = match &offer {
                Some(offer) if guest => (Side::Answer, offer.table),
                _ => (Side::Offer, net(|net| net.table)),
            };
            let signal = Signal::from_sdp(&sdp, side, game, table, seat).map_err(code_error)?;
            let mut code = signal.encode();
            if !guest {
                code = invitation_link(&code);
                with_peer(seat, |p| p.offer = Some(signal));
            }
            update_seat(seat, &|r| {
                r.code = Some(code.clone());
                r.link = Link::Waiting;
            });
        }
        Step::RemoteSet if guest => later(seat, Step::Described, &pc.create_answer()),
        _ => {}
    }
    Ok(())
}

/// A new connection for `seat` with its data channel (negotiated, so both sides make it
/// alike), in place of the seat's last one (whose invitation it keeps).
fn open(seat: Seat) -> Result<(RtcPeerConnection, RtcDataChannel), JsValue> {
    let config = Object::new();
    let servers = Array::new();
    let stun = stun();
    if !stun.is_empty() {
        let server = Object::new();
        set(&server, "urls", &stun.into());
        servers.push(&server);
    }
    set(&config, "iceServers", &servers);
    let (certificate, id) = net(|net| {
        net.last += 1;
        (net.certificate.clone(), net.last)
    });
    if let Some(certificate) = certificate {
        set(&config, "certificates", &Array::of1(&certificate));
    }
    let pc = RtcPeerConnection::new_with_configuration(config.unchecked_ref())?;
    let init = Object::new();
    set(&init, "negotiated", &true.into());
    set(&init, "id", &0.into());
    let channel = pc.create_data_channel_with_data_channel_dict("table", init.unchecked_ref());
    for (kind, target, key) in [
        (OPEN, &channel as &JsValue, "onopen"),
        (CLOSE, &channel, "onclose"),
        (MESSAGE, &channel, "onmessage"),
        (STATE, &pc, "onconnectionstatechange"),
    ] {
        handle(target, key, seat, id, kind);
    }
    let offer = net(|net| {
        let old = net.peers.iter().position(|p| p.seat == seat);
        let old = old.map(|at| net.peers.remove(at));
        old.and_then(|old| {
            old.pc.close();
            old.offer
        })
    });
    net(|net| {
        net.peers.push(Peer {
            seat,
            id,
            pc: pc.clone(),
            channel: channel.clone(),
            offer,
            answer: None,
            sent: 0,
            ticks: 0,
        })
    });
    Ok((pc, channel))
}

/// The events of a connection, as [`on_event`] takes them.
const OPEN: u8 = 0;
const CLOSE: u8 = 1;
const MESSAGE: u8 = 2;
const STATE: u8 = 3;
const HIDE: u8 = 4;

/// Sets the event handler `key` (`onopen`, ...) of a browser object, for as long as the page:
/// the event `kind` of connection `id` of `seat`.
fn handle(target: &JsValue, key: &str, seat: Seat, id: u32, kind: u8) {
    let handler = Closure::<dyn FnMut(JsValue)>::new(move |event| on_event(seat, id, kind, event));
    set(target, key, handler.as_ref());
    handler.forget();
}

/// An event of connection `id` of `seat` (nothing once a newer connection has replaced it).
fn on_event(seat: Seat, id: u32, kind: u8, event: JsValue) {
    let Some((pc, channel)) = with_peer(seat, |p| {
        (p.id == id).then(|| (p.pc.clone(), p.channel.clone()))
    })
    .flatten() else {
        return;
    };
    match kind {
        OPEN => {
            update_seat(seat, &|r| {
                r.link = Link::Connected;
                r.answer.clear();
                r.error = None;
                r.said = None;
            });
            if net(|net| net.guest) {
                send(&channel, &Message::Hello);
            }
        }
        MESSAGE => {
            let bytes = get(&event, "data")
                .as_string()
                .and_then(|text| save::to_bytes(&text).ok())
                .unwrap_or_default();
            if let Some(receive) = RECEIVE.with(|r| r.borrow().clone()) {
                receive(seat, bytes);
            }
        }
        HIDE => pc.close(),
        _ => {
            if kind == CLOSE
                || matches!(
                    text(&pc, "connectionState").as_str(),
                    "disconnected" | "failed" | "closed"
                )
            {
                update_seat(seat, &|r| r.link = Link::Lost);
            }
        }
    }
}

fn code_error(error: CodeError) -> JsValue {
    JsValue::from_str(t(match error {
        CodeError::Damaged => Msg::LiveCodeDamaged,
        CodeError::Newer => Msg::LiveCodeNewer,
        CodeError::OtherGame(_) => Msg::LiveCodeOtherGame,
        CodeError::WrongSide => Msg::LiveCodeWrongSide,
        CodeError::Stale => Msg::LiveCodeStale,
        CodeError::Unsupported => Msg::LiveCodeUnsupported,
    }))
}

/// What a failure says: a refused code's reason, else that nothing connects.
fn problem(error: JsValue) -> String {
    error
        .as_string()
        .unwrap_or_else(|| t(Msg::LiveNoConnection).to_string())
}

/// The invitation link: this page's address with the code (as the shell's share links).
fn invitation_link(code: &str) -> String {
    super::saves::page_link("live", code)
}

/// The host takes a guest's answer code: on the seat's waiting connection, or (the guest
/// rejoining) on a new one with the invitation's credentials.
fn accept(seat: Seat, code: &str) -> Result<(), JsValue> {
    let game = net(|net| net.game);
    let Some((Some(offer), pc)) = with_peer(seat, |p| (p.offer.clone(), p.pc.clone())) else {
        return Ok(());
    };
    let answer = Signal::decode(code, game, Side::Answer)
        .and_then(|answer| answer.answers(&offer).map(|()| answer))
        .map_err(code_error)?;
    update_seat(seat, &|r| r.error = None);
    if text(&pc, "signalingState") == "have-local-offer" {
        let remote = description("answer", &answer.to_sdp());
        later(seat, Step::RemoteSet, &pc.set_remote_description(&remote));
    } else {
        let (pc, _) = open(seat)?;
        with_peer(seat, |p| p.answer = Some(answer));
        later(seat, Step::Described, &pc.create_offer());
    }
    Ok(())
}

/// What a connection's copy button did, and why its code was refused or nothing connects.
#[component]
fn ConnectionNotes(remote: Memo<Remote>) -> impl IntoView {
    view! {
        <p class="hint" role="status">{move || remote.with(|r| r.said.clone())}</p>
        <p class="error" role="alert">{move || remote.with(|r| r.error.clone())}</p>
    }
}

/// The connection of `seat` in the table, as it changes.
fn remote_of(table: RwSignal<Live>, seat: Seat) -> Memo<Remote> {
    Memo::new(move |_| {
        table.with(|live| {
            live.seats
                .iter()
                .find(|r| r.seat == seat)
                .cloned()
                .unwrap_or_default()
        })
    })
}

/// Copies the code of `seat`'s connection; `what` says what was copied.
fn copy_code(table: RwSignal<Live>, seat: Seat, what: String) {
    let Some(code) = table.with_untracked(|live| {
        live.seats
            .iter()
            .find(|r| r.seat == seat)
            .and_then(|r| r.code.clone())
    }) else {
        return;
    };
    super::saves::copy_text(
        code,
        Box::new(move |done| {
            let said = if done {
                i18n::fill(t(Msg::Copied), &[("what", &what)])
            } else {
                t(Msg::CopyFailed).to_string()
            };
            update_seat(seat, &|r| r.said = Some(said.clone()))
        }),
    );
}

/// The host's invitation for one remote seat: the link to send and its copy button, and the
/// field for the guest's answer code; hidden once the seat is connected.
#[component]
fn SeatInvitation(table: RwSignal<Live>, seat: Seat, names: Memo<Vec<String>>) -> impl IntoView {
    let remote = remote_of(table, seat);
    let code = Memo::new(move |_| remote.with(|r| r.code.clone()));
    let answer = Memo::new(move |_| remote.with(|r| r.answer.clone()));
    let player =
        move || names.with(|names| names.get(usize::from(seat)).cloned().unwrap_or_default());
    let fill = move |msg| i18n::fill(t(msg), &[("player", &player())]);
    let field = NodeRef::<leptos::html::Input>::new();
    // The Connect button, or Enter in the field.
    let connect = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let code = field.get_untracked().map(|f| f.value()).unwrap_or_default();
        update_seat(seat, &|r| r.answer = code.clone());
        if let Err(error) = accept(seat, code.trim()) {
            let error = problem(error);
            update_seat(seat, &|r| r.error = Some(error.clone()));
        }
    };
    let invitation_id = format!("live-invitation-{seat}");
    let answer_id = format!("live-answer-{seat}");
    view! {
        <li
            class="live-seat"
            data-seat=seat
            data-link=move || LINKS[remote.with(|r| r.link) as usize]
            hidden=move || remote.with(|r| r.link == Link::Connected)
        >
            <label for=invitation_id.clone()>{move || fill(Msg::LiveInvitationFor)}</label>
            <div class="live-code">
                <input id=invitation_id type="text" readonly prop:value=move || code.get().unwrap_or_default()/>
                <button
                    type="button"
                    class="secondary"
                    disabled=move || code.with(Option::is_none)
                    on:click=move |_| copy_code(table, seat, fill(Msg::LiveInvitationFor))
                >
                    {move || fill(Msg::LiveCopyInvitation)}
                </button>
            </div>
            <form class="live-answer" on:submit=connect>
                <label for=answer_id.clone()>{move || fill(Msg::LiveAnswerFor)}</label>
                <input id=answer_id type="text" autocomplete="off" spellcheck="false" node_ref=field prop:value=move || answer.get()/>
                <button type="submit" class="primary" data-connect=seat>{t(Msg::LiveConnect)}</button>
            </form>
            <ConnectionNotes remote/>
        </li>
    }
}

/// The host's part of the table's panel: its heading and an invitation per remote seat.
#[component]
fn HostInvitations(table: RwSignal<Live>, names: Memo<Vec<String>>) -> impl IntoView {
    let seats = Memo::new(move |_| {
        table.with(|live| live.seats.iter().map(|r| r.seat).collect::<Vec<_>>())
    });
    view! {
        <h2>{t(Msg::LiveTable)}</h2>
        <ul class="live-seats">
            <For each=move || seats.get() key=|seat| *seat children=move |seat| view! { <SeatInvitation table seat names/> }/>
        </ul>
        <p class="hint">{t(Msg::LiveSecrets)}</p>
    }
}

/// A guest's page before the game arrives: the game's name, and the answer code to send the
/// host with its copy button (or why the invitation was refused).
#[component]
fn GuestAnswer(table: RwSignal<Live>, game: String) -> impl IntoView {
    let seats = Memo::new(move |_| {
        table.with(|live| live.seats.iter().map(|r| r.seat).collect::<Vec<_>>())
    });
    let answer = move |seat: Seat| {
        let remote = remote_of(table, seat);
        let code = Memo::new(move |_| remote.with(|r| r.code.clone()));
        let copy = t(Msg::LiveCopyAnswer);
        view! {
            <Show when=move || code.with(Option::is_some)>
                <label for="live-answer-code">{t(Msg::LiveSendAnswer)}</label>
                <div class="live-code">
                    <input id="live-answer-code" type="text" readonly prop:value=move || code.get().unwrap_or_default()/>
                    <button type="button" class="primary" on:click=move |_| copy_code(table, seat, copy.to_string())>{copy}</button>
                </div>
            </Show>
            <ConnectionNotes remote/>
        }
    };
    view! {
        <h2>{t(Msg::LiveGuestHeading)}</h2>
        <p class="live-game">{game}</p>
        <For each=move || seats.get() key=|seat| *seat children=answer/>
    }
}

/// The table's status, one line: each remote seat's (host), or the connection to the host.
fn status(live: &Live, names: &[String]) -> String {
    let mut line = String::new();
    let host = matches!(live.role, Some(Role::Host(_)));
    for remote in &live.seats {
        let player = names
            .get(usize::from(remote.seat))
            .map_or("", String::as_str);
        // The guest's words, then the host's, in the order of [`Link`].
        let msg = [
            Msg::LivePreparing,
            Msg::LiveGuestWaiting,
            Msg::LiveGuestConnected,
            Msg::LiveGuestLost,
            Msg::LivePreparing,
            Msg::LiveWaiting,
            Msg::LiveConnected,
            Msg::LiveLost,
        ][usize::from(host) * 4 + remote.link as usize];
        // A guest's page with a refused invitation says only why (in the markup).
        if remote.error.is_none() || live.role.is_some() {
            if !line.is_empty() {
                line += " · ";
            }
            line += &i18n::fill(t(msg), &[("player", player)]);
        }
    }
    line
}

/// The live table's panel: above the open game (the host's invitations, answer fields and
/// status line, or the guest's status line), or the guest's page before the game arrives
/// (`guest_page`). Hidden without a live table.
fn table_view<G: AppGame>(guest_page: bool) -> AnyView {
    let Some(table) = table() else {
        return ().into_any();
    };
    let game = expect_context::<GameSignal<G>>();
    // How many actions the game has here (for the end-to-end tests to see both devices agree).
    let actions = move || {
        game.0
            .with(|s| s.as_ref().map_or(0, |s| s.record().actions.len()))
    };
    let names = Memo::new(move |_| {
        game.0.with(|s| {
            s.as_ref()
                .map(|s| G::names(&s.record().setup))
                .unwrap_or_default()
        })
    });
    // The guest's connection, as a class (for its colour and the end-to-end tests).
    let class = move || {
        table.with(|live| match (&live.role, guest_page) {
            (None, false) => "live-off".to_string(),
            (Some(Role::Host(_)), _) => "panel live-table host".to_string(),
            _ => format!(
                "{} live-table {}",
                if guest_page {
                    "panel live-join"
                } else {
                    "guest"
                },
                live.seats.first().map_or("", |r| LINKS[r.link as usize])
            ),
        })
    };
    // Said again only when it changes.
    let status_line =
        Memo::new(move |_| table.with(|live| names.with(|names| status(live, names))));
    let hosting = Memo::new(move |_| table.with(|live| matches!(live.role, Some(Role::Host(_)))));
    let joining = Memo::new(move |_| table.with(|live| live.role.is_none()));
    let game_name = guest_page.then(|| i18n::game_name(G::ID));
    let body = move || {
        if hosting.get() {
            view! { <HostInvitations table names/> }.into_any()
        } else if joining.get() {
            view! { <GuestAnswer table game=game_name.clone().unwrap_or_default()/> }.into_any()
        } else {
            ().into_any()
        }
    };
    let heading = t(if guest_page {
        Msg::LiveGuestHeading
    } else {
        Msg::LiveTable
    });
    view! {
        <div role="region" aria-label=heading class=class data-actions=actions>
            <div>{body}</div>
            <p class="live-status" role="status">{move || status_line.get()}</p>
        </div>
    }
    .into_any()
}

/// The live table's panel above the game; the host sends every new action to every guest and
/// makes the connections of the remote seats.
pub fn panel<G: AppGame>() -> AnyView {
    let Some(table) = table() else {
        return ().into_any();
    };
    let game = expect_context::<GameSignal<G>>();
    let notice = expect_context::<Notice>();
    Effect::new(move |_| {
        // The host sends every new action to every connected guest (whoever played it).
        let played = game
            .0
            .with(|s| s.as_ref().map_or(0, |s| s.record().actions.len()));
        broadcast(game, played);
        // The connections of the remote seats, made once for the table.
        let hosting = table.with(|live| matches!(live.role, Some(Role::Host(_))));
        let start = hosting
            && net(|net| {
                let start = net.peers.is_empty() && !net.inviting;
                if start {
                    net.inviting = true;
                    net.guest = false;
                    net.game = G::ID;
                }
                start
            });
        if !start {
            return;
        }
        let receive: Receive = Rc::new(move |seat, bytes| host_receive(game, notice, seat, &bytes));
        RECEIVE.with(|r| *r.borrow_mut() = Some(receive));
        match net(|net| net.certificate.clone()) {
            Some(certificate) => advance(ALL, Step::Certificate, true, certificate),
            None => {
                let algorithm = Object::new();
                set(&algorithm, "name", &"ECDSA".into());
                set(&algorithm, "namedCurve", &"P-256".into());
                match RtcPeerConnection::generate_certificate_with_object(&algorithm) {
                    Ok(promise) => later(ALL, Step::Certificate, &promise),
                    Err(error) => advance(ALL, Step::Certificate, false, error),
                }
            }
        }
    });
    table_view::<G>(false)
}

#[cfg(feature = "split")]
super::parts::part! {
    /// [`panel`] for the bundle's game, in a module of its own.
    pub fn panel_part() in live { panel::<crate::ui::parts::BundleGame>() }
}

#[cfg(feature = "split")]
super::parts::part! {
    /// [`guest`] for the bundle's game, in the live table's module.
    pub fn guest_part(code: String) in live { guest::<crate::ui::parts::BundleGame>(code) }
}

/// The host's handling of a message from the guest at `seat`: a hello gets the whole game, a
/// turn the engine allows is played, anything else is refused (and logged).
fn host_receive<G: AppGame>(game: GameSignal<G>, notice: Notice, seat: Seat, bytes: &[u8]) {
    if Message::decode(bytes) == Some(Message::Hello) {
        send_record(game, seat);
        return;
    }
    let mut verdict = Err(Refusal::Malformed);
    game.0.update(|session| {
        let Some(session) = session else { return };
        let played = session.record().actions.len();
        verdict = check_turn::<G>(session.state(), played, seat, bytes);
        if let Ok(actions) = &verdict {
            if session.play_all(actions).is_err() {
                verdict = Err(Refusal::Illegal);
            }
        }
    });
    match verdict {
        Ok(_) => notice.0.set(None),
        Err(refusal) => {
            web_sys::console::warn_1(
                &format!(
                    "live table: refused a message from seat {seat}: {}",
                    refusal.name()
                )
                .into(),
            );
            if let Some(channel) = with_peer(seat, |p| p.channel.clone()) {
                send(&channel, &Message::Refused(refusal));
            }
            if refusal == Refusal::Stale {
                send_record(game, seat);
            }
        }
    }
}

/// Sends the whole game to the guest at `seat`: how a guest joins and rejoins. (Computer
/// seats play on the host: the guest's copy names none.)
fn send_record<G: AppGame>(game: GameSignal<G>, seat: Seat) {
    game.0.with_untracked(|session| {
        let Some(session) = session else { return };
        let Ok(save) = G::export(session.record(), &[], &[]) else {
            return;
        };
        let sent = session.record().actions.len();
        if let Some(channel) = with_peer(seat, |p| {
            p.sent = sent;
            p.channel.clone()
        }) {
            send(&channel, &Message::Record { seat, save });
        }
    });
}

/// Sends each connected guest the game when it has changed since they last had it (`played`
/// actions now).
fn broadcast<G: AppGame>(game: GameSignal<G>, played: usize) {
    let late: Vec<Seat> = net(|net| {
        net.peers
            .iter()
            .filter(|p| !net.guest && p.sent != played && text(&p.channel, "readyState") == "open")
            .map(|p| p.seat)
            .collect()
    });
    for seat in late {
        send_record(game, seat);
    }
}

/// The guest's page, opened from an invitation link (`#live=...`): the answer code to send to
/// the host, then (once the host has connected and sent the record) the game.
pub fn guest<G: AppGame>(code: String) -> AnyView {
    let Some(table) = table() else {
        return ().into_any();
    };
    if table.with_untracked(|live| live.seats.is_empty()) && !active() {
        let offer = Signal::decode(&code, G::ID, Side::Offer);
        table.set(Live {
            role: None,
            seats: vec![Remote {
                seat: offer.as_ref().map_or(0, |offer| offer.seat),
                // A damaged, stale or other game's invitation: said where the answer would be.
                error: offer.as_ref().err().map(|e| problem(code_error(e.clone()))),
                ..Remote::default()
            }],
        });
        if let Ok(offer) = offer {
            let game = expect_context::<GameSignal<G>>();
            let notice = expect_context::<Notice>();
            let seats = expect_context::<Seats>();
            let open = expect_context::<OpenGame>();
            let slot = expect_context::<SaveSlot>();
            let receive: Receive =
                Rc::new(move |_, bytes| guest_receive(game, notice, seats, open, slot, &bytes));
            RECEIVE.with(|r| *r.borrow_mut() = Some(receive));
            net(|net| {
                net.guest = true;
                net.game = G::ID;
            });
            if let Err(error) = join(offer) {
                advance(ALL, Step::RemoteSet, false, error);
            }
        }
    }
    view! { <main class="home live-guest">{table_view::<G>(true)}</main> }.into_any()
}

/// The guest's connection to the host: the invitation set, then its answer made.
fn join(offer: Signal) -> Result<(), JsValue> {
    let seat = offer.seat;
    let (pc, channel) = open(seat)?;
    let remote = description("offer", &offer.to_sdp());
    let id = with_peer(seat, |p| {
        p.offer = Some(offer);
        p.id
    })
    .unwrap_or_default();
    // The data channel, for the end-to-end tests' messages from the page.
    set(&window(), "tabletopLiveChannel", &channel);
    handle(&window(), "onpagehide", seat, id, HIDE);
    later(seat, Step::RemoteSet, &pc.set_remote_description(&remote));
    Ok(())
}

/// The guest's handling of a message from the host: the whole game (on joining and after
/// every turn), or a refusal of its own turn.
fn guest_receive<G: AppGame>(
    game: GameSignal<G>,
    notice: Notice,
    seats: Seats,
    open: OpenGame,
    slot: SaveSlot,
    bytes: &[u8],
) {
    match Message::decode(bytes) {
        Some(Message::Record { seat, save }) => {
            let session = save::read(&save)
                .ok()
                .and_then(|frame| G::import(frame).ok())
                .and_then(|(record, _)| Session::from_record(record).ok());
            if let Some(session) = session {
                let count = G::names(&session.record().setup).len();
                // Computer seats play on the host: here every seat is a person.
                if seats.0.with_untracked(|seats| {
                    seats.len() != count || seats.iter().any(Option::is_some)
                }) {
                    seats.0.set(vec![None; count]);
                }
                slot.id.set(None);
                notice.0.set(None);
                if let Some(table) = table() {
                    table.update(|live| live.role = Some(Role::Guest(seat)));
                }
                game.0.set(Some(session));
                if open.0.get_untracked() != Some(G::ID) {
                    open.0.set(Some(G::ID));
                }
            }
        }
        Some(Message::Refused(_)) => notice.0.set(Some(t(Msg::LiveRefused).to_string())),
        _ => {}
    }
}

/// The new-game form's part: which seats play on other devices, and the STUN server.
pub fn distance_choice(
    count: RwSignal<usize>,
    remote: Vec<RwSignal<bool>>,
    names: Vec<RwSignal<String>>,
) -> impl IntoView {
    let on = RwSignal::new(false);
    let reset = remote.clone();
    // The choice itself (the list shows while it is ticked, style/main.css): off, no seat is
    // played elsewhere.
    let choose = move |ev: leptos::ev::Event| {
        let checked = event_target_checked(&ev);
        if !checked {
            reset.iter().for_each(|seat| seat.set(false));
        }
        on.set(checked);
    };
    let seat_choice = move |seat: usize| {
        let (chosen, name) = (remote[seat], names[seat]);
        view! {
            <li>
                <label class="choice">
                    <input type="checkbox" data-seat=seat prop:checked=move || chosen.get() on:change=move |ev| chosen.set(event_target_checked(&ev))/>
                    {move || name.get()} " — " {t(Msg::LiveRemoteSeat)}
                </label>
            </li>
        }
    };
    view! {
        <fieldset class="live-choice">
            <legend>
                <label class="choice">
                    <input type="checkbox" data-testid="play-at-a-distance" prop:checked=move || on.get() on:change=choose/>
                    {t(Msg::LivePlayAtDistance)}
                </label>
            </legend>
            <div>
                <p class="hint">{t(Msg::LiveDistanceHint)}</p>
                <ul class="live-remote-seats">
                    {move || (0..count.get()).map(seat_choice.clone()).collect_view()}
                </ul>
                <label for="live-stun">{t(Msg::LiveStun)}</label>
                <input id="live-stun" type="text" aria-describedby="live-stun-hint" value=stun() on:change=move |ev| set_stun(&event_target_value(&ev))/>
                <p id="live-stun-hint" class="hint">{t(Msg::LiveStunHint)}</p>
                <p class="hint">{t(Msg::LiveSecrets)}</p>
            </div>
        </fieldset>
    }
}

/// The seats chosen to play elsewhere (none unless the choice is on and a seat is ticked).
pub fn remote_seats(count: usize, remote: &[RwSignal<bool>]) -> Vec<Seat> {
    remote
        .iter()
        .take(count)
        .enumerate()
        .filter(|(_, checked)| checked.get_untracked())
        .map(|(seat, _)| seat as Seat)
        .collect()
}
