//! The live table (issue 29): several devices play one game at a distance over WebRTC data
//! channels, with no server. The host's device is the table: every action goes through its
//! engine and its autosave; computer seats play there. A guest's device shows the game from its
//! own seat and sends the turns its player composes; the host checks them with the engine
//! ([`tabletop::live::check_turn`]) and sends every accepted turn to every guest.
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
//! Kept small for the bundles: one signal holds the whole table as data, its panels are one
//! element each whose lists and fields are markup (events caught once, on the element), and
//! the browser's WebRTC objects are read and set by name (`Reflect`) rather than through a
//! binding per property.

use std::cell::{Cell, RefCell};

use js_sys::{Array, Object, Promise, Reflect};
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Element, RtcDataChannel, RtcPeerConnection};

use super::game::{AppGame, GameSignal};
use super::score_chart::escape;
use super::{Notice, OpenGame, SaveSlot, Seats};
use crate::i18n::{self, t, Msg};
use tabletop::live::{check_turn, decode_actions, encode_actions, CodeError, Message, Side};
use tabletop::live::{Refusal, Signal};
use tabletop::save;
use tabletop::{Seat, Session};

/// Where the STUN server's address is kept on this device.
const STUN_KEY: &str = "tabletop.v1.stun";

/// A connection's state, as its status line says it.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub enum Link {
    #[default]
    Preparing,
    Waiting,
    Connected,
    Lost,
}

impl Link {
    fn name(self) -> &'static str {
        match self {
            Link::Preparing => "preparing",
            Link::Waiting => "waiting",
            Link::Connected => "connected",
            Link::Lost => "lost",
        }
    }
}

/// Who this device is at a live table.
#[derive(Clone, PartialEq)]
pub enum Role {
    /// The table: the saved game (its slot id) and the seats played elsewhere.
    Host { slot: String, remote: Vec<Seat> },
    /// A guest playing `seat`.
    Guest { seat: Seat },
}

/// One connection as its panel shows it: a remote seat (host side), or the guest's own.
#[derive(Clone, Default)]
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
    /// This device's connection to the host (a guest's), else a host's to a guest.
    guest: bool,
    /// The invitation this connection answers (host side).
    offer: Option<Signal>,
    pc: RtcPeerConnection,
    channel: RtcDataChannel,
    /// How many actions of the record this guest has (host side).
    sent: usize,
}

thread_local! {
    static PEERS: RefCell<Vec<Peer>> = const { RefCell::new(Vec::new()) };
    /// The host's certificate, the same for every connection of the table (so that an
    /// invitation stays valid for a new connection).
    static CERTIFICATE: RefCell<Option<JsValue>> = const { RefCell::new(None) };
    static TABLE_ID: Cell<u32> = const { Cell::new(0) };
    /// Whether the host's invitations of this table are made (or being made).
    static INVITING: Cell<bool> = const { Cell::new(false) };
    /// The table (made with the app, so it lives as long as the app).
    static TABLE: Cell<Option<RwSignal<Live>>> = const { Cell::new(None) };
}

fn table() -> Option<RwSignal<Live>> {
    TABLE.with(Cell::get)
}

/// Changes the connection of `seat` as its panel shows it.
fn update_seat(seat: Seat, change: impl FnOnce(&mut Remote)) {
    if let Some(table) = table() {
        table.update(|live| {
            if let Some(remote) = live.seats.iter_mut().find(|r| r.seat == seat) {
                change(remote);
            }
        });
    }
}

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
            Some(Role::Host { slot, .. }) => id.as_deref() != Some(slot.as_str()),
            Some(Role::Guest { .. }) => open.is_none(),
            None => false,
        });
        if ended {
            end(table);
        }
    });
}

fn end(table: RwSignal<Live>) {
    table.set(Live::default());
    INVITING.with(|busy| busy.set(false));
    PEERS.with(|peers| {
        for peer in peers.borrow_mut().drain(..) {
            peer.pc.close();
        }
    });
}

/// Whether a live table is on (no undo there: every device must keep the same record).
pub fn active() -> bool {
    PEERS.with(|peers| !peers.borrow().is_empty())
}

/// Whether this device is at a live table (host or guest of an open game).
pub fn at_table() -> bool {
    table().is_some_and(|table| table.with(|live| live.role.is_some()))
}

/// Whether `seat` decides on this device (always, without a live table).
pub fn plays_here(seat: Seat) -> bool {
    table().is_none_or(|table| {
        table.with(|live| match &live.role {
            Some(Role::Host { remote, .. }) => !remote.contains(&seat),
            Some(Role::Guest { seat: mine }) => *mine == seat,
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
        end(table);
        TABLE_ID.with(|id| id.set(super::random::draw() as u32));
        let seats = remote
            .iter()
            .map(|seat| Remote {
                seat: *seat,
                ..Remote::default()
            })
            .collect();
        table.set(Live {
            role: Some(Role::Host { slot, remote }),
            seats,
        });
    }
}

/// Sends a guest's turn to the host instead of playing it here; `false` when this device is
/// no guest (the turn is then played here).
pub fn send_turn<G: AppGame>(game: GameSignal<G>, actions: &[G::Action]) -> bool {
    PEERS.with(|peers| {
        let peers = peers.borrow();
        let Some(peer) = peers.first().filter(|peer| peer.guest) else {
            return false;
        };
        let at = game
            .0
            .with_untracked(|s| s.as_ref().map_or(0, |s| s.record().actions.len()));
        if let Some(actions) = encode_actions::<G>(actions) {
            send(
                &peer.channel,
                &Message::Turn {
                    at: at as u32,
                    actions,
                },
            );
        }
        true
    })
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

/// Sets the event handler `key` (`onopen`, ...) of a browser object, for as long as the page.
fn handle(target: &JsValue, key: &str, handler: impl FnMut(JsValue) + 'static) {
    let handler = Closure::<dyn FnMut(JsValue)>::new(handler);
    set(target, key, handler.as_ref());
    handler.forget();
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

async fn wait(ms: i32) {
    let promise = Promise::new(&mut |resolve, _| {
        let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    let _ = JsFuture::from(promise).await;
}

/// A connection with its data channel (negotiated, so both sides make it alike).
fn connection(
    certificate: Option<&JsValue>,
) -> Result<(RtcPeerConnection, RtcDataChannel), JsValue> {
    let config = Object::new();
    let servers = Array::new();
    let stun = stun();
    if !stun.is_empty() {
        let server = Object::new();
        set(&server, "urls", &stun.into());
        servers.push(&server);
    }
    set(&config, "iceServers", &servers);
    if let Some(certificate) = certificate {
        set(&config, "certificates", &Array::of1(certificate));
    }
    let pc = RtcPeerConnection::new_with_configuration(config.unchecked_ref())?;
    let init = Object::new();
    set(&init, "negotiated", &true.into());
    set(&init, "id", &0.into());
    let channel = pc.create_data_channel_with_data_channel_dict("table", init.unchecked_ref());
    Ok((pc, channel))
}

/// A session description (`kind` "offer" or "answer").
fn description(kind: &str, sdp: &str) -> web_sys::RtcSessionDescriptionInit {
    let init = Object::new();
    set(&init, "type", &kind.into());
    set(&init, "sdp", &sdp.into());
    init.unchecked_into()
}

/// Makes and sets the local offer or answer (with the ICE `credentials` of an earlier
/// invitation, if given) and waits for ICE gathering (at most a few seconds: then the
/// candidates found so far go). Its SDP.
async fn describe_locally(
    pc: &RtcPeerConnection,
    offer: bool,
    credentials: Option<(&str, &str)>,
) -> Result<String, JsValue> {
    let created = if offer {
        pc.create_offer()
    } else {
        pc.create_answer()
    };
    let mut sdp = text(&JsFuture::from(created).await?, "sdp");
    if let Some((ufrag, pwd)) = credentials {
        sdp = sdp
            .lines()
            .map(|line| {
                if line.starts_with("a=ice-ufrag:") {
                    format!("a=ice-ufrag:{ufrag}\r\n")
                } else if line.starts_with("a=ice-pwd:") {
                    format!("a=ice-pwd:{pwd}\r\n")
                } else {
                    format!("{line}\r\n")
                }
            })
            .collect();
    }
    let kind = if offer { "offer" } else { "answer" };
    JsFuture::from(pc.set_local_description(&description(kind, &sdp))).await?;
    for _ in 0..60 {
        if text(pc, "iceGatheringState") == "complete" {
            break;
        }
        wait(50).await;
    }
    let gathered = text(&get(pc, "localDescription"), "sdp");
    Ok(if gathered.is_empty() { sdp } else { gathered })
}

/// Calls `lost` when the connection drops or fails.
fn on_lost(pc: &RtcPeerConnection, lost: impl Fn() + 'static) {
    let watched = pc.clone();
    handle(pc, "onconnectionstatechange", move |_| {
        if matches!(
            text(&watched, "connectionState").as_str(),
            "disconnected" | "failed" | "closed"
        ) {
            lost();
        }
    });
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

fn invitation_link(code: &str) -> String {
    let location = window().location();
    format!(
        "{}{}{}#live={code}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    )
}

/// The markup of the table's panel below its status line: the host's invitations and answer
/// fields, or the guest's answer code (`game` names the game on the guest's page).
fn markup(live: &Live, names: &[String], game: &str) -> String {
    let mut html = String::new();
    let said = |remote: &Remote| {
        let said = remote.said.as_deref().map(escape).unwrap_or_default();
        let error = remote.error.as_deref().map(escape).unwrap_or_default();
        format!(
            r#"<p class="hint" role="status">{said}</p><p class="error" role="alert">{error}</p>"#
        )
    };
    match &live.role {
        Some(Role::Host { .. }) => {
            html += r#"<ul class="live-seats">"#;
            for remote in &live.seats {
                let seat = remote.seat;
                let player = escape(names.get(usize::from(seat)).map_or("", String::as_str));
                let fill = |msg| i18n::fill(t(msg), &[("player", &player)]);
                let invitation = fill(Msg::LiveInvitationFor);
                html += &format!(
                    r#"<li class="live-seat" data-seat="{seat}" data-link="{}"{}><label for="live-invitation-{seat}">{invitation}</label><div class="live-code"><input id="live-invitation-{seat}" data-testid="live-invitation-{seat}" type="text" readonly value="{}"><button type="button" class="secondary" data-copy="{seat}" data-what="{invitation}"{}>{}</button></div><form class="live-answer" data-seat="{seat}"><label for="live-answer-{seat}">{}</label><input id="live-answer-{seat}" data-testid="live-answer-{seat}" type="text" autocomplete="off" spellcheck="false" value="{}"><button type="submit" class="primary" data-testid="live-connect-{seat}">{}</button></form>{}</li>"#,
                    remote.link.name(),
                    if remote.link == Link::Connected {
                        " hidden"
                    } else {
                        ""
                    },
                    escape(remote.code.as_deref().unwrap_or_default()),
                    if remote.code.is_none() {
                        " disabled"
                    } else {
                        ""
                    },
                    fill(Msg::LiveCopyInvitation),
                    fill(Msg::LiveAnswerFor),
                    escape(&remote.answer),
                    t(Msg::LiveConnect),
                    said(remote),
                );
            }
            html += "</ul><p class=\"hint\">";
            html += t(Msg::LiveSecrets);
            html += "</p>";
        }
        Some(Role::Guest { .. }) => {}
        None => {
            html += &format!(r#"<p class="live-game">{game}</p>"#);
            for remote in &live.seats {
                if let Some(code) = &remote.code {
                    let copy = t(Msg::LiveCopyAnswer);
                    html += &format!(
                        r#"<label for="live-answer-code">{}</label><div class="live-code"><input id="live-answer-code" data-testid="live-answer-code" type="text" readonly value="{code}"><button type="button" class="primary" data-copy="{}" data-what="{copy}">{copy}</button></div>"#,
                        t(Msg::LiveSendAnswer),
                        remote.seat,
                    );
                }
                html += &said(remote);
            }
        }
    }
    html
}

/// The table's status, one line: each remote seat's (host), or the connection to the host.
fn status(live: &Live, names: &[String]) -> String {
    let mut line = Vec::new();
    for remote in &live.seats {
        let player = names
            .get(usize::from(remote.seat))
            .map_or("", String::as_str);
        let msg = match (&live.role, remote.link) {
            (_, Link::Preparing) => Msg::LivePreparing,
            (Some(Role::Host { .. }), Link::Waiting) => Msg::LiveWaiting,
            (Some(Role::Host { .. }), Link::Connected) => Msg::LiveConnected,
            (Some(Role::Host { .. }), Link::Lost) => Msg::LiveLost,
            (_, Link::Waiting) => Msg::LiveGuestWaiting,
            (_, Link::Connected) => Msg::LiveGuestConnected,
            (_, Link::Lost) => Msg::LiveGuestLost,
        };
        // A guest's page with a refused invitation says only why (in the markup).
        if remote.error.is_none() || live.role.is_some() {
            line.push(i18n::fill(t(msg), &[("player", player)]));
        }
    }
    line.join(" · ")
}

/// The live table's panel: above the open game (the host's invitations, answer fields and
/// status line, or the guest's status line), or the guest's page before the game arrives
/// (`guest_page`). Hidden without a live table.
fn table_view<G: AppGame>(guest_page: bool) -> AnyView {
    let Some(table) = table() else {
        return ().into_any();
    };
    let game = expect_context::<GameSignal<G>>();
    let notice = expect_context::<Notice>();
    let names = Memo::new(move |_| {
        game.0.with(|s| {
            s.as_ref()
                .map(|s| G::names(&s.record().setup))
                .unwrap_or_default()
        })
    });
    let host = move || table.with(|live| matches!(live.role, Some(Role::Host { .. })));
    let shown = move || table.with(|live| live.role.is_some() || guest_page);
    let heading = move || {
        t(if guest_page {
            Msg::LiveGuestHeading
        } else {
            Msg::LiveTable
        })
    };
    // How many actions the game has here (for the end-to-end tests to see both devices agree).
    let actions = move || {
        game.0
            .with(|s| s.as_ref().map_or(0, |s| s.record().actions.len()))
            .to_string()
    };
    // The guest's connection, as a class (for its colour and the end-to-end tests).
    let class = move || match (shown(), host()) {
        (false, _) => "live-off".to_string(),
        (_, true) => "panel live-table host".to_string(),
        _ => format!(
            "{} live-table {}",
            if guest_page {
                "panel live-join"
            } else {
                "guest"
            },
            table.with(|live| live.seats.first().map_or("", |r| r.link.name()))
        ),
    };
    // The copy buttons.
    let click = move |ev: leptos::ev::MouseEvent| {
        let Some(seat) = target_data(&ev, "data-copy") else {
            return;
        };
        let Some(code) = table.with_untracked(|live| {
            live.seats
                .iter()
                .find(|r| r.seat == seat)
                .and_then(|r| r.code.clone())
        }) else {
            return;
        };
        // What is copied, as the button's markup says it.
        let what = target_attr(&ev, "data-what").unwrap_or_default();
        super::saves::copy_text(
            code,
            Box::new(move |done| {
                update_seat(seat, |r| {
                    r.said = Some(if done {
                        i18n::fill(t(Msg::Copied), &[("what", &what)])
                    } else {
                        t(Msg::CopyFailed).to_string()
                    })
                })
            }),
        );
    };
    // The host's answer fields.
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(seat) = target_data(&ev, "data-seat") else {
            return;
        };
        let field = document().get_element_by_id(&format!("live-answer-{seat}"));
        let code = field.map(|f| text(&f, "value")).unwrap_or_default();
        update_seat(seat, |r| r.answer = code.clone());
        spawn_local(accept::<G>(seat, code.trim().to_string(), game, notice));
    };
    let game_name = if guest_page {
        escape(&i18n::game_name(G::ID))
    } else {
        String::new()
    };
    view! {
        <section
            class=class
            aria-label=heading()
            data-actions=actions
        >
            <h2 hidden=move || !host() && !guest_page>{heading}</h2>
            <p class="live-status" role="status">
                {move || table.with(|live| names.with(|names| status(live, names)))}
            </p>
            <div
                inner_html=move || table.with(|live| names.with(|names| markup(live, names, &game_name)))
                on:click=click
                on:submit=submit
            ></div>
        </section>
    }
    .into_any()
}

/// Attribute `name` of an event's target element.
fn target_attr(ev: &web_sys::Event, name: &str) -> Option<String> {
    ev.target()?.dyn_into::<Element>().ok()?.get_attribute(name)
}

/// The seat number in attribute `name` of an event's target element.
fn target_data(ev: &web_sys::Event, name: &str) -> Option<Seat> {
    target_attr(ev, name)?.parse().ok()
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
        game.0.with(|session| {
            if let Some(session) = session {
                broadcast(session);
            }
        });
        // The connections of the remote seats, made once for the table (all seats in turn).
        let hosting = table.with(|live| matches!(live.role, Some(Role::Host { .. })));
        if hosting && !active() && !INVITING.with(|busy| busy.replace(true)) {
            spawn_local(invite::<G>(game, notice));
        }
    });
    table_view::<G>(false)
}

/// Makes the host's connection and invitation of each remote seat that has none.
async fn invite<G: AppGame>(game: GameSignal<G>, notice: Notice) {
    let Some(table) = table() else { return };
    let certificate = match CERTIFICATE.with(|c| c.borrow().clone()) {
        Some(certificate) => Ok(certificate),
        None => {
            let algorithm = Object::new();
            set(&algorithm, "name", &"ECDSA".into());
            set(&algorithm, "namedCurve", &"P-256".into());
            let made = match RtcPeerConnection::generate_certificate_with_object(&algorithm) {
                Ok(promise) => JsFuture::from(promise).await,
                Err(error) => Err(error),
            };
            if let Ok(certificate) = &made {
                CERTIFICATE.with(|c| *c.borrow_mut() = Some(certificate.clone()));
            }
            made
        }
    };
    let seats: Vec<Seat> = table.with_untracked(|live| live.seats.iter().map(|r| r.seat).collect());
    for seat in seats {
        if PEERS.with(|peers| peers.borrow().iter().any(|p| p.seat == seat)) {
            continue;
        }
        let made = async {
            let (pc, channel) = connection(Some(&certificate.clone()?))?;
            // Registered at once: the seat has its connection.
            PEERS.with(|peers| {
                peers.borrow_mut().push(Peer {
                    seat,
                    guest: false,
                    offer: None,
                    pc: pc.clone(),
                    channel: channel.clone(),
                    sent: 0,
                })
            });
            let sdp = describe_locally(&pc, true, None).await?;
            let id = TABLE_ID.with(Cell::get);
            let offer = Signal::from_sdp(&sdp, Side::Offer, G::ID, id, seat).map_err(code_error)?;
            let code = offer.encode().map_err(code_error)?;
            with_peer(seat, |peer| peer.offer = Some(offer));
            wire_host::<G>(seat, &pc, &channel, game, notice);
            Ok::<_, JsValue>(code)
        };
        let made = made.await;
        update_seat(seat, |remote| match made {
            Ok(code) => {
                remote.code = Some(invitation_link(&code));
                remote.link = Link::Waiting;
            }
            Err(error) => remote.error = Some(problem(error)),
        });
    }
}

/// The host's handlers of one guest's connection.
fn wire_host<G: AppGame>(
    seat: Seat,
    pc: &RtcPeerConnection,
    channel: &RtcDataChannel,
    game: GameSignal<G>,
    notice: Notice,
) {
    // Only the seat's current connection says the seat is lost.
    let lost = {
        let this = pc.clone();
        move || {
            let current = PEERS.with(|peers| {
                peers
                    .borrow()
                    .iter()
                    .any(|p| p.seat == seat && p.pc == this)
            });
            if current {
                update_seat(seat, |r| r.link = Link::Lost);
            }
        }
    };
    on_lost(pc, lost.clone());
    handle(channel, "onclose", move |_| lost());
    handle(channel, "onopen", move |_| {
        update_seat(seat, |r| {
            r.link = Link::Connected;
            r.answer.clear();
            r.error = None;
            r.said = None;
        })
    });
    handle(channel, "onmessage", move |event| {
        let bytes = get(&event, "data")
            .as_string()
            .and_then(|text| save::to_bytes(&text).ok())
            .unwrap_or_default();
        if Message::decode(&bytes) == Some(Message::Hello) {
            send_record(game, seat);
            return;
        }
        let mut verdict = Err(Refusal::Malformed);
        game.0.update(|session| {
            let Some(session) = session else { return };
            verdict = check_turn::<G>(
                session.state(),
                session.record().actions.len(),
                seat,
                &bytes,
            );
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
                    &format!("live table: refused a message from seat {seat}: {refusal:?}").into(),
                );
                with_peer(seat, |peer| send(&peer.channel, &Message::Refused(refusal)));
                if refusal == Refusal::Stale {
                    send_record(game, seat);
                }
            }
        }
    });
}

fn with_peer(seat: Seat, body: impl FnOnce(&mut Peer)) {
    PEERS.with(|peers| {
        if let Some(peer) = peers.borrow_mut().iter_mut().find(|p| p.seat == seat) {
            body(peer);
        }
    });
}

/// Sends the whole game to the guest at `seat`: how a guest joins and rejoins. (Computer
/// seats play on the host: the guest's copy names none.)
fn send_record<G: AppGame>(game: GameSignal<G>, seat: Seat) {
    game.0.with_untracked(|session| {
        let Some(session) = session else { return };
        let Ok(text) = G::export(session.record(), &[], &[]) else {
            return;
        };
        with_peer(seat, |peer| {
            send(&peer.channel, &Message::Record { seat, save: text });
            peer.sent = session.record().actions.len();
        });
    });
}

/// Sends each connected guest the actions it does not have yet.
fn broadcast<G: AppGame>(session: &Session<G>) {
    let actions = &session.record().actions;
    PEERS.with(|peers| {
        for peer in peers.borrow_mut().iter_mut() {
            if peer.guest
                || peer.sent >= actions.len()
                || text(&peer.channel, "readyState") != "open"
            {
                continue;
            }
            if let Some(encoded) = encode_actions::<G>(&actions[peer.sent..]) {
                send(
                    &peer.channel,
                    &Message::Played {
                        from: peer.sent as u32,
                        actions: encoded,
                    },
                );
                peer.sent = actions.len();
            }
        }
    });
}

/// The host takes a guest's answer code: on the seat's waiting connection, or (the guest
/// rejoining) on a new one with the invitation's credentials.
async fn accept<G: AppGame>(seat: Seat, code: String, game: GameSignal<G>, notice: Notice) {
    let waiting = PEERS.with(|peers| {
        peers
            .borrow()
            .iter()
            .find(|p| p.seat == seat)
            .and_then(|p| Some((p.offer.clone()?, p.pc.clone())))
    });
    let Some((offer, waiting)) = waiting else {
        return;
    };
    let result = async {
        let answer = Signal::decode(&code, G::ID, Side::Answer)
            .and_then(|answer| answer.answers(&offer).map(|()| answer))
            .map_err(code_error)?;
        update_seat(seat, |r| r.error = None);
        let pc = if text(&waiting, "signalingState") == "have-local-offer" {
            waiting
        } else {
            let certificate = CERTIFICATE.with(|c| c.borrow().clone());
            let (pc, channel) = connection(certificate.as_ref())?;
            describe_locally(&pc, true, Some((&offer.ufrag, &offer.pwd))).await?;
            with_peer(seat, |peer| {
                peer.pc.close();
                peer.pc = pc.clone();
                peer.channel = channel.clone();
                peer.sent = 0;
            });
            wire_host::<G>(seat, &pc, &channel, game, notice);
            pc
        };
        JsFuture::from(pc.set_remote_description(&description("answer", &answer.to_sdp()))).await?;
        Ok::<(), JsValue>(())
    };
    if let Err(error) = result.await {
        update_seat(seat, |r| r.error = Some(problem(error)));
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
            join::<G>(
                offer,
                expect_context(),
                expect_context(),
                expect_context(),
                expect_context(),
                expect_context(),
            );
        }
    }
    view! { <main class="home live-guest">{table_view::<G>(true)}</main> }.into_any()
}

/// The guest's connection to the host: its answer code, then the game as the host sends it.
fn join<G: AppGame>(
    offer: Signal,
    game: GameSignal<G>,
    notice: Notice,
    seats: Seats,
    open: OpenGame,
    slot: SaveSlot,
) {
    let seat = offer.seat;
    spawn_local(async move {
        let made = async {
            let (pc, channel) = connection(None)?;
            PEERS.with(|peers| {
                peers.borrow_mut().push(Peer {
                    seat,
                    guest: true,
                    offer: None,
                    pc: pc.clone(),
                    channel: channel.clone(),
                    sent: 0,
                })
            });
            JsFuture::from(pc.set_remote_description(&description("offer", &offer.to_sdp())))
                .await?;
            let sdp = describe_locally(&pc, false, None).await?;
            let answer = Signal::from_sdp(&sdp, Side::Answer, G::ID, offer.table, seat)
                .and_then(|answer| answer.encode())
                .map_err(code_error)?;
            on_lost(&pc, move || update_seat(seat, |r| r.link = Link::Lost));
            let sender = channel.clone();
            handle(&channel, "onopen", move |_| {
                update_seat(seat, |r| r.link = Link::Connected);
                send(&sender, &Message::Hello);
            });
            handle(&channel, "onclose", move |_| {
                update_seat(seat, |r| r.link = Link::Lost)
            });
            let sender = channel.clone();
            handle(&channel, "onmessage", move |event| {
                let message = get(&event, "data")
                    .as_string()
                    .and_then(|text| save::to_bytes(&text).ok())
                    .and_then(|bytes| Message::decode(&bytes));
                match message {
                    Some(Message::Record { seat, save }) => {
                        let session = save::read(&save)
                            .ok()
                            .and_then(|frame| G::import(frame).ok())
                            .and_then(|(record, _)| Session::from_record(record).ok());
                        if let Some(session) = session {
                            let count = G::names(&session.record().setup).len();
                            // Computer seats play on the host: here every seat is a person.
                            seats.0.set(vec![None; count]);
                            slot.id.set(None);
                            if let Some(table) = table() {
                                table.update(|live| live.role = Some(Role::Guest { seat }));
                            }
                            game.0.set(Some(session));
                            if open.0.get_untracked() != Some(G::ID) {
                                open.0.set(Some(G::ID));
                            }
                        }
                    }
                    Some(Message::Played { from, actions }) => {
                        let mut in_step = false;
                        game.0.update(|session| {
                            let Some(session) = session else { return };
                            if session.record().actions.len() == from as usize {
                                if let Some(actions) = decode_actions::<G>(&actions) {
                                    in_step = session.play_all(&actions).is_ok();
                                }
                            }
                        });
                        if in_step {
                            notice.0.set(None);
                        } else {
                            // Out of step: the host sends the whole game again.
                            send(&sender, &Message::Hello);
                        }
                    }
                    Some(Message::Refused(_)) => {
                        notice.0.set(Some(t(Msg::LiveRefused).to_string()))
                    }
                    _ => {}
                }
            });
            // The data channel, for the end-to-end tests' messages from the page.
            set(&window(), "tabletopLiveChannel", &channel);
            handle(&window(), "onpagehide", move |_| pc.close());
            Ok::<_, JsValue>(answer)
        };
        let made = made.await;
        update_seat(seat, |remote| match made {
            Ok(answer) => {
                remote.code = Some(answer);
                remote.link = Link::Waiting;
            }
            Err(error) => remote.error = Some(problem(error)),
        });
    });
}

/// The new-game form's part: which seats play on other devices, and the STUN server. The
/// list is markup, drawn again when the seats or their names change (each box as its seat's
/// choice says); its changes are caught once, on the list.
pub fn distance_choice(
    count: RwSignal<usize>,
    remote: Vec<RwSignal<bool>>,
    names: Vec<RwSignal<String>>,
) -> impl IntoView {
    let on = RwSignal::new(false);
    let reset = remote.clone();
    let markup = move || {
        let _ = on.get();
        let mut html = format!(
            r#"<p class="hint">{}</p><ul class="live-remote-seats">"#,
            t(Msg::LiveDistanceHint)
        );
        for seat in 0..count.get() {
            html += &format!(
                r#"<li><label class="choice"><input type="checkbox" data-seat="{seat}" data-testid="remote-seat-{seat}"{}>{} — {}</label></li>"#,
                if remote[seat].get_untracked() {
                    " checked"
                } else {
                    ""
                },
                escape(&names[seat].get()),
                t(Msg::LiveRemoteSeat),
            );
        }
        html + &format!(
            r#"</ul><label for="live-stun">{}</label><input id="live-stun" type="text" aria-describedby="live-stun-hint" value="{}"><p id="live-stun-hint" class="hint">{}</p><p class="hint">{}</p>"#,
            t(Msg::LiveStun),
            escape(&stun()),
            t(Msg::LiveStunHint),
            t(Msg::LiveSecrets),
        )
    };
    // Every change in the fieldset, caught on it.
    let change = move |ev: leptos::ev::Event| {
        let Some(target) = ev.target() else { return };
        let checked = get(&target, "checked").is_truthy();
        if let Some(seat) = target_data(&ev, "data-seat") {
            if let Some(signal) = reset.get(usize::from(seat)) {
                signal.set(checked);
            }
        } else if target_attr(&ev, "id").as_deref() == Some("live-stun") {
            set_stun(&text(&target, "value"));
        } else {
            // The choice itself (the list shows while it is ticked, style/main.css): off, no
            // seat is played elsewhere.
            if !checked {
                reset.iter().for_each(|seat| seat.set(false));
            }
            on.set(checked);
        }
    };
    view! {
        <fieldset class="live-choice" on:change=change>
            <legend>
                <label class="choice">
                    <input type="checkbox" data-testid="play-at-a-distance"/>
                    {t(Msg::LivePlayAtDistance)}
                </label>
            </legend>
            <div inner_html=markup></div>
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
