//! The live table, game-agnostic: several devices play one game at a distance, peer to peer.
//! The host's device is the table: every action goes through its engine. Nothing here touches
//! the web; the web app's WebRTC glue carries these bytes.
//!
//! Two things are defined here:
//! - **Signalling codes** ([`Signal`]): what two browsers must exchange to connect (ICE
//!   credentials, the DTLS fingerprint, the setup role and the candidates), taken out of the
//!   browser's SDP as a few words and packed into a short base64url code with the game's id,
//!   the table's id, the seat and a CRC-32, then rebuilt into an SDP on the other side
//!   ([`Signal::to_sdp`]). A damaged code, one for another game, or one of another invitation
//!   is a clear [`CodeError`].
//! - **Messages** on the data channel ([`Message`]): a guest says hello (and gets the whole
//!   record: that is how a guest joins and rejoins) and sends the turns it means to play; the
//!   host sends the record (again after every turn) or a refusal. The host checks a guest's turn
//!   with [`check_turn`]: decoded, for the guest's own seat, each action checked by the engine
//!   (`Game::check`) on the position it is meant for; anything else is refused, never applied.

use crate::codec::Codec;
use crate::record::Seat;
use crate::save::{self, Reader};

/// The version of the codes' and messages' layout.
const VERSION: u8 = 1;

/// Which side of the connection wrote a code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The host's invitation (an SDP offer).
    Offer,
    /// A guest's answer.
    Answer,
}

/// What one side of a connection tells the other: everything of its SDP that matters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signal {
    pub side: Side,
    pub game: String,
    /// The table's id: drawn by the host for each invitation; an answer repeats it.
    pub table: u32,
    /// The seat the invitation is for.
    pub seat: Seat,
    /// The SHA-256 fingerprint of the DTLS certificate.
    pub fingerprint: [u8; 32],
    /// The rest, as the SDP writes it, in words separated by single spaces: the ICE user name
    /// and password, the setup role (`actpass`, `active` or `passive`), then each UDP
    /// candidate's address, port and type (`host` or `srflx`), at most [`MAX_CANDIDATES`].
    pub words: String,
}

/// Why a code is not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Not a code, cut short or changed on the way (the checksum does not match).
    Damaged,
    /// Written by a newer version of the app.
    Newer,
    /// A code for another game (its id).
    OtherGame(String),
    /// An answer where an invitation is wanted, or the other way round.
    WrongSide,
    /// An answer to another invitation (an older one, or another seat's).
    Stale,
    /// An SDP this app cannot carry (no ICE credentials, setup role or SHA-256 fingerprint).
    Unsupported,
}

/// The most candidates a code carries (the browser may list many interfaces).
pub const MAX_CANDIDATES: usize = 8;

/// A word of a code: nothing that could end an SDP line or split a word.
fn safe(word: &str) -> bool {
    !word.is_empty()
        && word
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b".:-+/".contains(&b))
}

/// Whether `words` are a signal's: credentials and role, then whole candidates.
fn words_ok(words: &str) -> bool {
    let words: Vec<&str> = words.split(' ').collect();
    words.len() >= 3
        && words.len().is_multiple_of(3)
        && words.len() <= 3 * (MAX_CANDIDATES + 1)
        && words.iter().all(|word| safe(word))
        && words[3..]
            .chunks(3)
            .all(|candidate| matches!(candidate[2], "host" | "srflx"))
}

impl Signal {
    /// The signal of a browser's SDP (after ICE gathering, so it lists its candidates).
    pub fn from_sdp(
        sdp: &str,
        side: Side,
        game: &str,
        table: u32,
        seat: Seat,
    ) -> Result<Signal, CodeError> {
        let mut head = [""; 3];
        let mut candidates = String::new();
        let mut count = 0;
        let mut fingerprint = None;
        for line in sdp.lines().map(str::trim) {
            for (at, key) in ["a=ice-ufrag:", "a=ice-pwd:", "a=setup:"]
                .iter()
                .enumerate()
            {
                if let Some(value) = line.strip_prefix(key) {
                    head[at] = value;
                }
            }
            if let Some(digits) = line.strip_prefix("a=fingerprint:sha-256 ") {
                let mut bytes = [0u8; 32];
                let mut at = 0;
                for digit in digits.chars().filter_map(|c| c.to_digit(16)) {
                    if at < 64 {
                        bytes[at / 2] = bytes[at / 2] << 4 | digit as u8;
                    }
                    at += 1;
                }
                fingerprint = (at == 64).then_some(bytes);
            }
            // foundation component transport priority address port typ kind ...
            let fields: Vec<&str> = line.split(' ').collect();
            if let [_, "1", transport, _, address, port, "typ", kind @ ("host" | "srflx"), ..] =
                fields[..]
            {
                if line.starts_with("a=candidate:")
                    && transport.eq_ignore_ascii_case("udp")
                    && safe(address)
                    && safe(port)
                    && count < MAX_CANDIDATES
                {
                    count += 1;
                    candidates += &format!(" {address} {port} {kind}");
                }
            }
        }
        let words = format!("{} {} {}{candidates}", head[0], head[1], head[2]);
        match fingerprint {
            Some(fingerprint) if words_ok(&words) => Ok(Signal {
                side,
                game: game.to_string(),
                table,
                seat,
                fingerprint,
                words,
            }),
            _ => Err(CodeError::Unsupported),
        }
    }

    /// An SDP with this signal's facts, for the other side's `setRemoteDescription`: one data
    /// channel section, as browsers write it.
    pub fn to_sdp(&self) -> String {
        let words: Vec<&str> = self.words.split(' ').collect();
        let mut sdp = String::from(
            "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
             a=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
             c=IN IP4 0.0.0.0\r\n",
        );
        for (index, candidate) in words[3..].chunks(3).enumerate() {
            let (priority, related) = if candidate[2] == "host" {
                (2_122_260_223 - index, "")
            } else {
                (1_686_052_607 - index, " raddr 0.0.0.0 rport 0")
            };
            sdp += &format!(
                "a=candidate:{index} 1 udp {priority} {} {} typ {}{related}\r\n",
                candidate[0], candidate[1], candidate[2]
            );
        }
        sdp += &format!(
            "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=setup:{}\r\na=fingerprint:sha-256 ",
            words[0], words[1], words[2]
        );
        for (at, byte) in self.fingerprint.iter().enumerate() {
            if at > 0 {
                sdp.push(':');
            }
            for digit in [byte >> 4, byte & 15] {
                sdp.push(
                    char::from_digit(u32::from(digit), 16)
                        .unwrap_or('0')
                        .to_ascii_uppercase(),
                );
            }
        }
        sdp + "\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n"
    }

    /// The ICE user name and password (the first two words).
    pub fn credentials(&self) -> (&str, &str) {
        let mut words = self.words.split(' ');
        (words.next().unwrap_or(""), words.next().unwrap_or(""))
    }

    /// The code: base64url of the fields and a CRC-32 of them.
    pub fn encode(&self) -> String {
        let mut out = vec![VERSION, self.side as u8, self.game.len() as u8];
        out.extend_from_slice(self.game.as_bytes());
        out.extend_from_slice(&self.table.to_le_bytes());
        out.push(self.seat);
        out.extend_from_slice(&self.fingerprint);
        out.extend_from_slice(self.words.as_bytes());
        let checksum = save::crc32(&out);
        out.extend_from_slice(&checksum.to_le_bytes());
        save::from_bytes(&out)
    }

    /// The signal in a code, for the game `game`, written by `side`.
    pub fn decode(code: &str, game: &str, side: Side) -> Result<Signal, CodeError> {
        let bytes = save::to_bytes(code).map_err(|_| CodeError::Damaged)?;
        let [content @ .., c0, c1, c2, c3] = &bytes[..] else {
            return Err(CodeError::Damaged);
        };
        if save::crc32(content) != u32::from_le_bytes([*c0, *c1, *c2, *c3]) {
            return Err(CodeError::Damaged);
        }
        let mut reader = Reader::new(content);
        let version = reader.byte().ok_or(CodeError::Damaged)?;
        if version > VERSION {
            return Err(CodeError::Newer);
        }
        let signal = (version == VERSION)
            .then(|| Signal::read(&mut reader))
            .flatten()
            .ok_or(CodeError::Damaged)?;
        if signal.game != game {
            return Err(CodeError::OtherGame(signal.game));
        }
        if signal.side != side {
            return Err(CodeError::WrongSide);
        }
        Ok(signal)
    }

    /// The game id of a code, whatever game (for routing a link to its game's bundle).
    pub fn game_of(code: &str) -> Option<String> {
        let bytes = save::to_bytes(code).ok()?;
        let mut reader = Reader::new(bytes.get(2..)?);
        read_text(&mut reader)
    }

    fn read(reader: &mut Reader<'_>) -> Option<Signal> {
        let side = match reader.byte()? {
            0 => Side::Offer,
            1 => Side::Answer,
            _ => return None,
        };
        let game = read_text(reader)?;
        let table = u32::from_le_bytes(reader.take(4)?.try_into().ok()?);
        let seat = reader.byte()?;
        let fingerprint = reader.take(32)?.try_into().ok()?;
        let words = String::from_utf8(reader.rest().to_vec()).ok()?;
        words_ok(&words).then_some(Signal {
            side,
            game,
            table,
            seat,
            fingerprint,
            words,
        })
    }

    /// Whether this answer answers the invitation `offer` (same table, same seat).
    pub fn answers(&self, offer: &Signal) -> Result<(), CodeError> {
        if self.side != Side::Answer || offer.side != Side::Offer {
            return Err(CodeError::WrongSide);
        }
        if self.table != offer.table || self.seat != offer.seat || self.game != offer.game {
            return Err(CodeError::Stale);
        }
        Ok(())
    }
}

fn read_text(reader: &mut Reader<'_>) -> Option<String> {
    let length = reader.byte()?;
    let bytes = reader.take(usize::from(length))?;
    String::from_utf8(bytes.to_vec()).ok()
}

/// A message on the data channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// Guest to host, once connected: "I am here, send me the game".
    Hello,
    /// Guest to host: the turn it means to play (each action in the game's own bytes), on the
    /// position after `at` actions.
    Turn { at: u32, actions: Vec<Vec<u8>> },
    /// Host to guest: the whole game as a save string (setup, seed, actions, who plays each
    /// seat), and the seat the guest plays: sent when the guest joins and after every turn.
    Record { seat: Seat, save: String },
    /// Host to guest: the guest's turn was refused.
    Refused(Refusal),
}

/// Why the host refuses a guest's turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Bytes that are no message or no action.
    Malformed,
    /// Not the guest's seat to decide.
    NotYourSeat,
    /// Meant for a position the game has left (the host sends the record again).
    Stale,
    /// An action the rules refuse.
    Illegal,
}

impl Refusal {
    /// Its name, for the host's console.
    pub fn name(self) -> &'static str {
        ["Malformed", "NotYourSeat", "Stale", "Illegal"][usize::from(self.byte())]
    }

    fn byte(self) -> u8 {
        self as u8
    }
}

fn push_actions(out: &mut Vec<u8>, actions: &[Vec<u8>]) {
    out.push(actions.len() as u8);
    for action in actions {
        out.push(action.len() as u8);
        out.extend_from_slice(action);
    }
}

fn read_actions(reader: &mut Reader<'_>) -> Option<Vec<Vec<u8>>> {
    let count = reader.byte()?;
    (0..count)
        .map(|_| {
            let length = reader.byte()?;
            Some(reader.take(usize::from(length))?.to_vec())
        })
        .collect()
}

impl Message {
    pub fn encode(&self) -> Vec<u8> {
        let mut out = vec![VERSION];
        match self {
            Message::Hello => out.push(1),
            Message::Turn { at, actions } => {
                out.push(2);
                save::write_varint(&mut out, u64::from(*at));
                push_actions(&mut out, actions);
            }
            Message::Record { seat, save } => {
                out.extend([3, *seat]);
                out.extend_from_slice(save.as_bytes());
            }
            Message::Refused(reason) => out.extend([5, reason.byte()]),
        }
        out
    }

    /// The message in bytes; `None` for bytes that are none.
    pub fn decode(bytes: &[u8]) -> Option<Message> {
        let mut reader = Reader::new(bytes);
        if reader.byte()? != VERSION {
            return None;
        }
        let message = match reader.byte()? {
            1 => Message::Hello,
            2 => Message::Turn {
                at: u32::try_from(reader.varint()?).ok()?,
                actions: read_actions(&mut reader)?,
            },
            3 => {
                let seat = reader.byte()?;
                let save = std::str::from_utf8(reader.rest()).ok()?.to_string();
                return Some(Message::Record { seat, save });
            }
            5 => Message::Refused(match reader.byte()? {
                0 => Refusal::Malformed,
                1 => Refusal::NotYourSeat,
                2 => Refusal::Stale,
                3 => Refusal::Illegal,
                _ => return None,
            }),
            _ => return None,
        };
        reader.is_done().then_some(message)
    }
}

/// Each action in the game's own bytes, for a [`Message::Turn`].
pub fn encode_actions<G: Codec>(actions: &[G::Action]) -> Option<Vec<Vec<u8>>> {
    if actions.len() > 255 {
        return None;
    }
    actions
        .iter()
        .map(|action| {
            let mut bytes = Vec::new();
            G::encode_action(*action, &mut bytes).ok()?;
            (bytes.len() <= 255).then_some(bytes)
        })
        .collect()
}

/// The actions of a message, each whole and alone in its bytes; `None` if any is not.
pub fn decode_actions<G: Codec>(actions: &[Vec<u8>]) -> Option<Vec<G::Action>> {
    actions
        .iter()
        .map(|bytes| {
            let mut reader = Reader::new(bytes);
            let action = G::decode_action(&mut reader)?;
            reader.is_done().then_some(action)
        })
        .collect()
}

/// The host's check of a message from the guest at `seat`, the game being `state` after
/// `played` actions: the turn's actions if the message is a turn of that seat which the engine
/// allows, action after action; else why not. Nothing is applied here.
pub fn check_turn<G: Codec>(
    state: &G,
    played: usize,
    seat: Seat,
    bytes: &[u8],
) -> Result<Vec<G::Action>, Refusal> {
    let Some(Message::Turn { at, actions }) = Message::decode(bytes) else {
        return Err(Refusal::Malformed);
    };
    let actions = decode_actions::<G>(&actions).ok_or(Refusal::Malformed)?;
    if actions.is_empty() {
        return Err(Refusal::Malformed);
    }
    if usize::try_from(at).ok() != Some(played) {
        return Err(Refusal::Stale);
    }
    let mut state = state.clone();
    for action in &actions {
        if state.current_seat() != Some(seat) {
            return Err(Refusal::NotYourSeat);
        }
        state.check(*action).map_err(|_| Refusal::Illegal)?;
        state.play(*action).map_err(|_| Refusal::Illegal)?;
    }
    Ok(actions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::Level;
    use crate::record::{Game, Outcome};
    use crate::rng::Rng;

    /// Chromium's offer for a data channel, after ICE gathering (host candidates hidden by mDNS
    /// and not, a TCP one, and a reflexive one).
    const CHROME_OFFER: &str = "v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n\
        a=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\n\
        m=application 50537 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 192.168.1.20\r\n\
        a=candidate:3180401342 1 udp 2113937151 6f3b6c2e-7a5d-4a0e-9a5c-0d1f2e3c4b5a.local 50537 typ host generation 0 network-cost 999\r\n\
        a=candidate:1467250027 1 udp 2122260223 192.168.1.20 50538 typ host generation 0 network-id 1\r\n\
        a=candidate:2999745851 1 udp 2122194687 fe80::1c2d:3e4f:5a6b:7c8d 50539 typ host generation 0\r\n\
        a=candidate:842163049 1 udp 1686052607 203.0.113.7 61000 typ srflx raddr 192.168.1.20 rport 50538 generation 0\r\n\
        a=candidate:1467250027 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0\r\n\
        a=ice-ufrag:Zk3q\r\na=ice-pwd:uV1xG9mYwq0cQn8T3b4kR2aL\r\na=ice-options:trickle\r\n\
        a=fingerprint:sha-256 6B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08\r\n\
        a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";

    fn offer() -> Signal {
        Signal::from_sdp(CHROME_OFFER, Side::Offer, "eoi", 0xDEAD_BEEF, 2).unwrap()
    }

    #[test]
    fn an_sdp_becomes_a_short_code_and_comes_back() {
        let signal = offer();
        assert_eq!(signal.credentials(), ("Zk3q", "uV1xG9mYwq0cQn8T3b4kR2aL"));
        assert_eq!(signal.fingerprint[0], 0x6B);
        assert_eq!(signal.fingerprint[31], 0x08);
        // The TCP candidate is left out; mDNS, IPv4, IPv6 and reflexive ones are kept.
        assert_eq!(
            signal.words,
            "Zk3q uV1xG9mYwq0cQn8T3b4kR2aL actpass \
             6f3b6c2e-7a5d-4a0e-9a5c-0d1f2e3c4b5a.local 50537 host 192.168.1.20 50538 host \
             fe80::1c2d:3e4f:5a6b:7c8d 50539 host 203.0.113.7 61000 srflx"
        );
        let code = signal.encode();
        assert!(code.len() < 300, "{} characters: {code}", code.len());
        assert!(code.len() * 3 < CHROME_OFFER.len(), "{}", code.len());
        let back = Signal::decode(&code, "eoi", Side::Offer).unwrap();
        assert_eq!(back, signal);
        assert_eq!(Signal::game_of(&code).as_deref(), Some("eoi"));
        // The rebuilt SDP says the same, so its own signal is the same again.
        let sdp = back.to_sdp();
        assert!(sdp.contains("a=candidate:0 1 udp 2122260223 6f3b6c2e-7a5d-4a0e-9a5c-0d1f2e3c4b5a.local 50537 typ host\r\n"), "{sdp}");
        assert!(sdp.contains(
            "a=candidate:3 1 udp 1686052604 203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0\r\n"
        ));
        assert!(sdp.contains("a=setup:actpass\r\n"));
        assert!(sdp.contains("a=fingerprint:sha-256 6B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08\r\n"));
        let again = Signal::from_sdp(&sdp, Side::Offer, "eoi", 0xDEAD_BEEF, 2).unwrap();
        assert_eq!(again, signal);
        // No credentials, role or fingerprint: nothing to carry.
        for missing in ["a=ice-pwd:", "a=setup:", "a=fingerprint:"] {
            let cut: String = sdp
                .lines()
                .filter(|line| !line.starts_with(missing))
                .collect::<Vec<_>>()
                .join("\r\n");
            assert_eq!(
                Signal::from_sdp(&cut, Side::Offer, "eoi", 1, 0),
                Err(CodeError::Unsupported),
                "{missing}"
            );
        }
    }

    #[test]
    fn a_damaged_stale_or_other_games_code_is_a_clear_error() {
        let code = offer().encode();
        assert_eq!(
            Signal::decode(&code, "era-medieval", Side::Offer),
            Err(CodeError::OtherGame("eoi".into()))
        );
        assert_eq!(
            Signal::decode(&code, "eoi", Side::Answer),
            Err(CodeError::WrongSide)
        );
        assert_eq!(
            Signal::decode(&code[..code.len() - 3], "eoi", Side::Offer),
            Err(CodeError::Damaged)
        );
        assert_eq!(
            Signal::decode("not a code!", "eoi", Side::Offer),
            Err(CodeError::Damaged)
        );
        // Any one character changed is caught by the checksum.
        let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        for at in 0..code.len() {
            let mut bytes = code.clone().into_bytes();
            let other = alphabet[(alphabet.iter().position(|c| *c == bytes[at]).unwrap() + 1) % 64];
            bytes[at] = other;
            let damaged = String::from_utf8(bytes).unwrap();
            assert!(
                Signal::decode(&damaged, "eoi", Side::Offer).is_err(),
                "{at}"
            );
        }
        // An answer to another invitation, or for another seat, is stale.
        let invitation = offer();
        let mut answer = invitation.clone();
        answer.side = Side::Answer;
        assert_eq!(answer.answers(&invitation), Ok(()));
        let mut older = answer.clone();
        older.table ^= 1;
        assert_eq!(older.answers(&invitation), Err(CodeError::Stale));
        let mut other_seat = answer.clone();
        other_seat.seat = 1;
        assert_eq!(other_seat.answers(&invitation), Err(CodeError::Stale));
        assert_eq!(invitation.answers(&invitation), Err(CodeError::WrongSide));
        // A newer layout is said to be newer.
        let mut bytes = save::to_bytes(&code).unwrap();
        bytes[0] = VERSION + 1;
        let length = bytes.len() - 4;
        let checksum = save::crc32(&bytes[..length]);
        bytes[length..].copy_from_slice(&checksum.to_le_bytes());
        assert_eq!(
            Signal::decode(&save::from_bytes(&bytes), "eoi", Side::Offer),
            Err(CodeError::Newer)
        );
        assert_eq!(
            Signal::from_sdp("v=0\r\n", Side::Offer, "eoi", 1, 0),
            Err(CodeError::Unsupported)
        );
    }

    #[test]
    fn the_code_decoder_never_panics_behind_a_valid_checksum() {
        let mut rng = Rng::new(29);
        let good = save::to_bytes(&offer().encode()).unwrap();
        let content = &good[..good.len() - 4];
        let mut outcomes = [0usize; 2];
        for round in 0..20_000 {
            let mut bytes = content.to_vec();
            match round % 4 {
                0 => {
                    let at = rng.below(bytes.len() as u32) as usize;
                    bytes[at] ^= 1 << rng.below(8);
                }
                1 => bytes.truncate(rng.below(bytes.len() as u32) as usize),
                2 => {
                    let at = rng.below(bytes.len() as u32) as usize;
                    bytes[at] = rng.below(256) as u8;
                }
                _ => {
                    bytes = (0..rng.below(120)).map(|_| rng.below(256) as u8).collect();
                }
            }
            let checksum = save::crc32(&bytes);
            bytes.extend_from_slice(&checksum.to_le_bytes());
            let code = save::from_bytes(&bytes);
            let _ = Signal::game_of(&code);
            match Signal::decode(&code, "eoi", Side::Offer) {
                Ok(signal) => {
                    // What decodes encodes to the same code, and its SDP reads back.
                    assert_eq!(signal.encode(), code);
                    let sdp = signal.to_sdp();
                    let again =
                        Signal::from_sdp(&sdp, Side::Offer, "eoi", signal.table, signal.seat)
                            .unwrap();
                    assert_eq!(again, signal);
                    outcomes[0] += 1;
                }
                Err(_) => outcomes[1] += 1,
            }
        }
        assert!(outcomes[0] > 100 && outcomes[1] > 100, "{outcomes:?}");
    }

    /// Two seats take turns adding 1 to 3 to a sum; a turn is one action or, with a 9 first,
    /// two (a composed turn).
    #[derive(Clone, Debug, PartialEq)]
    struct Sum {
        sum: u32,
        turns: u32,
        mid: bool,
    }

    impl Game for Sum {
        const ID: &'static str = "sum";
        const DATA_VERSION: u8 = 1;
        type Setup = u16;
        type Action = u8;
        type Event = ();
        type SetupError = ();
        type Illegal = ();

        fn new_game(_: &u16) -> Result<Sum, ()> {
            Ok(Sum {
                sum: 0,
                turns: 0,
                mid: false,
            })
        }
        fn player_count(&self) -> usize {
            2
        }
        fn current_seat(&self) -> Option<Seat> {
            (!self.is_over()).then_some((self.turns % 2) as Seat)
        }
        fn legal_actions_into(&self, actions: &mut Vec<u8>) {
            actions.clear();
            if !self.is_over() {
                actions.extend([1, 2, 3]);
                if !self.mid {
                    actions.push(9);
                }
            }
        }
        fn check(&self, action: u8) -> Result<(), ()> {
            let allowed = matches!(action, 1..=3) || (action == 9 && !self.mid);
            (allowed && !self.is_over()).then_some(()).ok_or(())
        }
        fn play(&mut self, action: u8) -> Result<Vec<()>, ()> {
            self.check(action)?;
            self.play_unchecked(action, &mut Vec::new());
            Ok(Vec::new())
        }
        fn play_unchecked(&mut self, action: u8, _: &mut Vec<()>) {
            if action == 9 {
                self.mid = true;
            } else {
                self.sum += u32::from(action);
                self.mid = false;
                self.turns += 1;
            }
        }
        fn is_over(&self) -> bool {
            self.sum >= 20
        }
        fn is_mid_turn(&self) -> bool {
            self.mid
        }
        fn outcome(&self) -> Option<Outcome> {
            None
        }
        fn determinize(&self, _: u64) -> Sum {
            self.clone()
        }
        fn check_invariants(&self) -> Result<(), String> {
            Ok(())
        }
    }

    impl Codec for Sum {
        fn seats(_: &u16) -> usize {
            2
        }
        fn encode_setup(goal: &u16, out: &mut Vec<u8>) -> Result<(), save::SaveError> {
            out.extend_from_slice(&goal.to_le_bytes());
            Ok(())
        }
        fn decode_setup(reader: &mut Reader<'_>, _: u8) -> Result<u16, save::SaveError> {
            let bytes = reader.take(2).ok_or(save::SaveError::Truncated)?;
            Ok(u16::from_le_bytes([bytes[0], bytes[1]]))
        }
        fn encode_action(action: u8, out: &mut Vec<u8>) -> Result<(), save::SaveError> {
            out.push(action);
            Ok(())
        }
        fn decode_action(reader: &mut Reader<'_>) -> Option<u8> {
            reader.byte()
        }
    }

    fn turn(at: u32, actions: &[u8]) -> Vec<u8> {
        Message::Turn {
            at,
            actions: encode_actions::<Sum>(actions).unwrap(),
        }
        .encode()
    }

    #[test]
    fn the_host_checks_a_guests_turn_like_any_action() {
        let start = Sum::new_game(&20).unwrap();
        // Seat 0 decides first: its turn, one action or a composed one, is taken.
        assert_eq!(check_turn(&start, 0, 0, &turn(0, &[2])), Ok(vec![2]));
        assert_eq!(check_turn(&start, 0, 0, &turn(0, &[9, 3])), Ok(vec![9, 3]));
        // A guest may act only for its own seat, even within a turn that passes on.
        assert_eq!(
            check_turn(&start, 0, 1, &turn(0, &[2])),
            Err(Refusal::NotYourSeat)
        );
        assert_eq!(
            check_turn(&start, 0, 0, &turn(0, &[2, 2])),
            Err(Refusal::NotYourSeat)
        );
        // Illegal actions are refused, whole turns at once.
        assert_eq!(
            check_turn(&start, 0, 0, &turn(0, &[7])),
            Err(Refusal::Illegal)
        );
        assert_eq!(
            check_turn(&start, 0, 0, &turn(0, &[9, 9])),
            Err(Refusal::Illegal)
        );
        // A turn meant for an older position is stale.
        assert_eq!(
            check_turn(&start, 3, 0, &turn(2, &[1])),
            Err(Refusal::Stale)
        );
        // Bytes that are no turn, or no action.
        for bytes in [
            &[][..],
            &[VERSION, 2, 0, 1, 2, 1, 1][..],
            &[VERSION, 2, 0, 0][..],
            &[VERSION, 1][..],
            &[VERSION, 99][..],
            &[VERSION + 1, 2, 0, 1, 1, 1][..],
            &turn(0, &[1])[..3],
        ] {
            assert_eq!(
                check_turn(&start, 0, 0, bytes),
                Err(Refusal::Malformed),
                "{bytes:?}"
            );
        }
    }

    #[test]
    fn every_message_reads_back_and_no_bytes_panic() {
        let record = crate::record::Record::<Sum> {
            setup: 20,
            actions: vec![1, 9, 2, 3],
        };
        let save = crate::codec::export(&record, &[None, Some(Level::Easy)]).unwrap();
        let messages = [
            Message::Hello,
            Message::Turn {
                at: 300,
                actions: vec![vec![1, 2], vec![]],
            },
            Message::Record {
                seat: 1,
                save: save.clone(),
            },
            Message::Refused(Refusal::Illegal),
            Message::Refused(Refusal::Stale),
        ];
        for message in &messages {
            assert_eq!(Message::decode(&message.encode()).as_ref(), Some(message));
        }
        // The record is the game: a guest rebuilds it from the save string.
        let Some(Message::Record { save: text, .. }) = Message::decode(&messages[2].encode())
        else {
            panic!()
        };
        assert_eq!(crate::codec::import::<Sum>(&text).unwrap().record, record);
        let mut rng = Rng::new(7);
        let state = Sum::new_game(&20).unwrap();
        for round in 0..20_000 {
            let mut bytes = messages[round % messages.len()].encode();
            let at = rng.below(bytes.len() as u32) as usize;
            match round % 3 {
                0 => bytes[at] = rng.below(256) as u8,
                1 => bytes.truncate(at),
                _ => bytes = (0..rng.below(12)).map(|_| rng.below(256) as u8).collect(),
            }
            if let Some(message) = Message::decode(&bytes) {
                assert_eq!(Message::decode(&message.encode()), Some(message));
            }
            let _ = check_turn(&state, 0, 0, &bytes);
        }
    }
}
