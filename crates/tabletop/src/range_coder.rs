//! The entropy coder of save format 3: a range coder (32-bit range, carries propagated as in
//! LZMA's), integers only, so every platform writes and reads the same bytes.
//!
//! A symbol is coded as its share `[cum, cum + freq)` of `total` (at most [`MAX_TOTAL`]). The
//! writer drops LZMA's first byte (always 0) and ends on the value of its last interval with the
//! most trailing zero bits, whose trailing zero bytes it leaves out: the reader reads zeros past
//! the end. So the bytes of a list of symbols are one string, and a reader checks a string is
//! that one by writing its symbols again ([`Decoder::matches`]).
//!
//! [`Choice`] is what format 3 codes per action: its index among the position's legal actions
//! (uniform), an escape, or the end of an unfinished game.

/// The largest `total` a symbol may be coded in (the range stays at least 2^24, so each symbol
/// keeps at least 256 steps of precision).
pub const MAX_TOTAL: u32 = 1 << 16;

const TOP: u32 = 1 << 24;

/// Writes symbols as bytes.
pub struct Encoder {
    low: u64,
    range: u32,
    /// The byte waiting for a carry, and how many bytes wait (it, then 0xFF ones).
    cache: u8,
    waiting: usize,
    started: bool,
    out: Vec<u8>,
}

impl Default for Encoder {
    fn default() -> Self {
        Encoder {
            low: 0,
            range: u32::MAX,
            cache: 0,
            waiting: 1,
            started: false,
            out: Vec::new(),
        }
    }
}

impl Encoder {
    /// Codes the symbol `[cum, cum + freq)` of `total` (`0 < freq`, `cum + freq <= total <=
    /// MAX_TOTAL`).
    pub fn encode(&mut self, cum: u32, freq: u32, total: u32) {
        debug_assert!(freq > 0 && cum + freq <= total && total <= MAX_TOTAL);
        let step = self.range / total;
        self.low += u64::from(step) * u64::from(cum);
        self.range = step * freq;
        while self.range < TOP {
            self.range <<= 8;
            self.shift_low();
        }
    }

    /// Codes `value` among `size` equally likely ones (`value < size <= MAX_TOTAL`).
    pub fn uniform(&mut self, value: u32, size: u32) {
        self.encode(value, 1, size);
    }

    fn shift_low(&mut self) {
        if (self.low as u32) < 0xFF00_0000 || self.low >> 32 != 0 {
            let carry = (self.low >> 32) as u8;
            let mut byte = self.cache;
            while self.waiting > 0 {
                // The first byte is always 0 (nothing carries into it): it is not written.
                if self.started {
                    self.out.push(byte.wrapping_add(carry));
                }
                self.started = true;
                byte = 0xFF;
                self.waiting -= 1;
            }
            self.cache = (self.low >> 24) as u8;
        }
        self.waiting += 1;
        self.low = (self.low & 0x00FF_FFFF) << 8;
    }

    /// The bytes: the shortest ending that keeps the reader in the last interval.
    pub fn finish(mut self) -> Vec<u8> {
        let end = self.low + u64::from(self.range);
        if let Some(value) = (0..40).rev().find_map(|bits| {
            let value = (self.low + (1u64 << bits) - 1) >> bits << bits;
            (value < end).then_some(value)
        }) {
            self.low = value;
        }
        for _ in 0..5 {
            self.shift_low();
        }
        while self.out.last() == Some(&0) {
            self.out.pop();
        }
        self.out
    }
}

/// Reads symbols from bytes written by an [`Encoder`] (zeros past their end).
pub struct Decoder<'a> {
    bytes: &'a [u8],
    at: usize,
    code: u32,
    range: u32,
    step: u32,
    /// The same symbols written again, to check the bytes are the writer's.
    again: Encoder,
}

impl<'a> Decoder<'a> {
    pub fn new(bytes: &'a [u8]) -> Decoder<'a> {
        let mut decoder = Decoder {
            bytes,
            at: 0,
            code: 0,
            range: u32::MAX,
            step: 1,
            again: Encoder::default(),
        };
        for _ in 0..4 {
            decoder.code = decoder.code << 8 | u32::from(decoder.next_byte());
        }
        decoder
    }

    fn next_byte(&mut self) -> u8 {
        let byte = self.bytes.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        byte
    }

    /// Where the next symbol of `total` lies in `0..total`; `None` when the bytes point
    /// outside every symbol (they are not a writer's).
    pub fn target(&mut self, total: u32) -> Option<u32> {
        self.step = self.range / total;
        let value = self.code / self.step;
        (value < total).then_some(value)
    }

    /// Takes the symbol `[cum, cum + freq)` of `total`, in which the last [`Decoder::target`]
    /// lies.
    pub fn consume(&mut self, cum: u32, freq: u32, total: u32) {
        self.again.encode(cum, freq, total);
        self.code -= self.step * cum;
        self.range = self.step * freq;
        while self.range < TOP {
            self.code = self.code << 8 | u32::from(self.next_byte());
            self.range <<= 8;
        }
    }

    /// A value coded by [`Encoder::uniform`] among `size`.
    pub fn uniform(&mut self, size: u32) -> Option<u32> {
        let value = self.target(size)?;
        self.consume(value, 1, size);
        Some(value)
    }

    /// Whether the bytes are exactly what a writer writes for the symbols read.
    pub fn matches(self) -> bool {
        self.again.finish() == self.bytes
    }
}

/// What format 3 codes for one action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The action at this index of the position's legal actions.
    Listed(u32),
    /// An action the list does not hold (its own bytes follow).
    Escape,
    /// No more actions (a game saved before its end).
    End,
}

/// Lists longer than this are coded in two parts: which block of [`BLOCK`], then where in it.
const LONG_LIST: u32 = 1 << 14;
const BLOCK: u32 = 1 << 12;

/// Each listed action weighs `weight`, the escape and the end 1 each: a listed action costs
/// hardly more than choosing among `count` alike.
fn shares(count: u32) -> (u32, u32) {
    let weight = (MAX_TOTAL - 2) / count.max(1);
    (weight, count * weight + 2)
}

fn block_choice(choice: Choice) -> Choice {
    match choice {
        Choice::Listed(index) => Choice::Listed(index / BLOCK),
        other => other,
    }
}

/// Codes `choice` among `count` listed actions, an escape and an end.
pub fn encode_choice(encoder: &mut Encoder, choice: Choice, count: u32) {
    if count > LONG_LIST {
        encode_choice(encoder, block_choice(choice), count.div_ceil(BLOCK));
        if let Choice::Listed(index) = choice {
            let start = index / BLOCK * BLOCK;
            encoder.uniform(index - start, BLOCK.min(count - start));
        }
        return;
    }
    let (weight, total) = shares(count);
    let (cum, freq) = match choice {
        Choice::Listed(index) => (index * weight, weight),
        Choice::Escape => (count * weight, 1),
        Choice::End => (count * weight + 1, 1),
    };
    encoder.encode(cum, freq, total);
}

/// Reads a choice written by [`encode_choice`]; `None` for bytes no writer writes.
pub fn decode_choice(decoder: &mut Decoder<'_>, count: u32) -> Option<Choice> {
    if count > LONG_LIST {
        let choice = decode_choice(decoder, count.div_ceil(BLOCK))?;
        let Choice::Listed(block) = choice else {
            return Some(choice);
        };
        let start = block * BLOCK;
        let index = start + decoder.uniform(BLOCK.min(count - start))?;
        return Some(Choice::Listed(index));
    }
    let (weight, total) = shares(count);
    let value = decoder.target(total)?;
    let (choice, cum, freq) = if value < count * weight {
        (
            Choice::Listed(value / weight),
            value / weight * weight,
            weight,
        )
    } else if value == count * weight {
        (Choice::Escape, value, 1)
    } else {
        (Choice::End, value, 1)
    };
    decoder.consume(cum, freq, total);
    Some(choice)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    fn symbols(rng: &mut Rng, count: usize) -> Vec<(Choice, u32)> {
        (0..count)
            .map(|_| {
                let listed = match rng.below(4) {
                    0 => 1,
                    1 => 1 + rng.below(8),
                    2 => 1 + rng.below(5000),
                    _ => 1 + rng.below(100_000),
                };
                let choice = match rng.below(50) {
                    0 => Choice::Escape,
                    1 => Choice::End,
                    _ => Choice::Listed(rng.below(listed)),
                };
                (choice, listed)
            })
            .collect()
    }

    #[test]
    fn choices_come_back_from_their_bytes_and_only_those_bytes_give_them() {
        let mut rng = Rng::new(4);
        for round in 0..300 {
            let list = symbols(&mut rng, round % 40);
            let mut encoder = Encoder::default();
            for (choice, count) in &list {
                encode_choice(&mut encoder, *choice, *count);
            }
            let bytes = encoder.finish();
            assert_ne!(bytes.last(), Some(&0));
            let mut decoder = Decoder::new(&bytes);
            for (choice, count) in &list {
                assert_eq!(decode_choice(&mut decoder, *count), Some(*choice));
            }
            assert!(decoder.matches());
            // One more byte, or a last byte changed, is another string.
            for changed in [
                [bytes.as_slice(), &[1]].concat(),
                [bytes.as_slice(), &[0]].concat(),
            ] {
                let mut decoder = Decoder::new(&changed);
                for (_, count) in &list {
                    decode_choice(&mut decoder, *count);
                }
                assert!(!decoder.matches());
            }
        }
    }

    #[test]
    fn uniform_choices_cost_their_information_and_little_more() {
        // 1000 choices among 6: log2(6) bits each is 2585 bits, 324 bytes.
        let mut rng = Rng::new(8);
        let mut encoder = Encoder::default();
        for _ in 0..1000 {
            encode_choice(&mut encoder, Choice::Listed(rng.below(6)), 6);
        }
        let length = encoder.finish().len();
        assert!((323..=327).contains(&length), "{length} bytes");
        // Forced choices cost nothing.
        let mut encoder = Encoder::default();
        for _ in 0..1000 {
            encode_choice(&mut encoder, Choice::Listed(0), 1);
        }
        assert!(encoder.finish().len() <= 1);
    }

    #[test]
    fn random_bytes_never_panic() {
        let mut rng = Rng::new(12);
        for _ in 0..2000 {
            let bytes: Vec<u8> = (0..rng.below(40)).map(|_| rng.below(256) as u8).collect();
            let mut decoder = Decoder::new(&bytes);
            for (_, count) in symbols(&mut rng, 30) {
                if decode_choice(&mut decoder, count).is_none() {
                    break;
                }
            }
            decoder.matches();
        }
    }
}
