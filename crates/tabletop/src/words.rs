//! The games' words outside the wasm. Each game's text module (`text/{en,fr,de}.rs`) writes its
//! words where they are used, as [`say!`](crate::say) (a name, or a sentence with `{}` holes
//! filled in order) or [`word!`](crate::word) (a name kept in a constant table). In native builds
//! (the command line, the tests, the texts generator) and in wasm builds without the
//! `external-words` feature, they are the literals themselves (`say!` with arguments is
//! `format!`). In the web bundles (wasm32 + `external-words`), a word is only its number in the
//! build's list of every word of the games and the shell (the build script reads their `say!`
//! and `word!` literals; [`index`]): the texts travel in the bundle's script (the app's
//! `i18n::texts`, which lists every literal of a game's text sources with [`literals`]) and are
//! handed over once by [`install`]; a sentence's holes are filled by [`fill`].
//!
//! Only plain `{}` holes (with `{{` and `}}` for braces) are known to [`fill`]: a text module
//! writes its arguments explicitly, in order.

/// A word of a text module, as constant tables hold it ([`word!`](crate::word)): its text
/// ([`Word::text`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Word(Inner);

#[cfg(not(all(feature = "external-words", target_arch = "wasm32")))]
type Inner = &'static str;

#[cfg(all(feature = "external-words", target_arch = "wasm32"))]
type Inner = u32;

impl Word {
    /// The word of `text` (its number in the web bundles: called in a constant, no text
    /// remains).
    #[cfg(not(all(feature = "external-words", target_arch = "wasm32")))]
    pub const fn of(text: &'static str) -> Word {
        Word(text)
    }

    /// The word of `text` (its number in the build's list of words in the web bundles: called
    /// in a constant, no text remains; a word missing from the list does not compile).
    #[cfg(all(feature = "external-words", target_arch = "wasm32"))]
    pub const fn of(text: &'static str) -> Word {
        match index(text) {
            Some(at) => Word(at),
            None => panic!("a word missing from the build's list of words (tabletop's build.rs)"),
        }
    }

    /// The word's text.
    #[cfg(not(all(feature = "external-words", target_arch = "wasm32")))]
    pub fn text(self) -> &'static str {
        self.0
    }

    /// The word's text, from the installed texts (`"⁇"` if it is missing).
    #[cfg(all(feature = "external-words", target_arch = "wasm32"))]
    #[inline(always)]
    pub fn text(self) -> &'static str {
        // One pointer back from one call, read here: the shortest code at each of the many
        // places a word is said.
        external::entry(self.0)
    }
}

impl Word {
    /// The word, a sentence template, with its holes filled by `args` (see [`fill`]).
    #[cfg(not(all(feature = "external-words", target_arch = "wasm32")))]
    pub fn fill(self, args: &[&dyn core::fmt::Display]) -> String {
        fill(self.0, args)
    }

    /// The word, a sentence template, with its holes filled by `args` (see [`fill`]).
    #[cfg(all(feature = "external-words", target_arch = "wasm32"))]
    pub fn fill(self, args: &[&dyn core::fmt::Display]) -> String {
        fill_word(self, args)
    }
}

/// Every word of the games' text modules and of the shell's catalogues, sorted (written by
/// the build script from their sources).
mod list {
    include!(concat!(env!("OUT_DIR"), "/words.rs"));
}

/// The number of `text` in the build's list of words, which stands for it in the web bundles
/// (`None` if it is not a word of the sources).
pub const fn index(text: &str) -> Option<u32> {
    let mut low = 0;
    let mut high = list::ALL.len();
    while low < high {
        let middle = (low + high) / 2;
        match compare(list::ALL[middle].as_bytes(), text.as_bytes()) {
            core::cmp::Ordering::Less => low = middle + 1,
            core::cmp::Ordering::Greater => high = middle,
            core::cmp::Ordering::Equal => return Some(middle as u32),
        }
    }
    None
}

/// `a` against `b`, byte by byte (the order of `str`).
const fn compare(a: &[u8], b: &[u8]) -> core::cmp::Ordering {
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i] != b[i] {
            return if a[i] < b[i] {
                core::cmp::Ordering::Less
            } else {
                core::cmp::Ordering::Greater
            };
        }
        i += 1;
    }
    if a.len() < b.len() {
        core::cmp::Ordering::Less
    } else if a.len() > b.len() {
        core::cmp::Ordering::Greater
    } else {
        core::cmp::Ordering::Equal
    }
}

/// A text's hash (32-bit FNV-1a of its UTF-8 bytes), which stood for it before words were
/// numbered.
pub const fn hash(text: &str) -> u32 {
    let bytes = text.as_bytes();
    let mut hash = 0x811c_9dc5_u32;
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u32;
        hash = hash.wrapping_mul(0x0100_0193);
        i += 1;
    }
    hash
}

/// Whether French elides an article or "de" before `word` ("l’église", "d’Ada"): it begins
/// with a vowel or an h.
pub fn french_elides(word: &str) -> bool {
    word.chars()
        .next()
        .is_some_and(|first| "aàâeéèêiîoôuûyhAÀÂEÉÈÊIÎOÔUÛYH".contains(first))
}

/// `template` with each `{}` replaced by the next of `args` and each `{n}` by `args[n]` (`{{` and
/// `}}` are braces): what `format!` makes of the same literal and arguments, for the holes the
/// text modules use. A sentence template ([`Word::fill`]) numbers its holes, so that each
/// language orders the same arguments as its grammar wants.
#[inline(never)]
pub fn fill(template: &str, args: &[&dyn core::fmt::Display]) -> String {
    use core::fmt::Write;
    let mut out = String::with_capacity(template.len() + 16 * args.len());
    let all = args;
    let mut next = args.iter();
    let mut rest = template;
    while let Some(at) = rest.find(['{', '}']) {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let digits = tail[1..].len()
            - tail[1..]
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .len();
        if tail.starts_with('{') && tail[1 + digits..].starts_with('}') {
            // "{}" takes the next argument, "{2}" the third.
            let arg = if digits == 0 {
                next.next()
            } else {
                tail[1..1 + digits]
                    .parse()
                    .ok()
                    .and_then(|at: usize| all.get(at))
            };
            if let Some(arg) = arg {
                let _ = write!(out, "{arg}");
            }
            rest = &tail[digits + 2..];
        } else {
            // "{{" or "}}" (a lone brace is kept as it is).
            out.push_str(&tail[..1]);
            let doubled = tail.len() > 1 && tail.as_bytes()[1] == tail.as_bytes()[0];
            rest = &tail[if doubled { 2 } else { 1 }..];
        }
    }
    out.push_str(rest);
    out
}

/// [`fill`] with a word's text, in one call (each sentence's code stays short).
#[cfg(all(feature = "external-words", target_arch = "wasm32"))]
#[inline(never)]
pub fn fill_word(template: Word, args: &[&dyn core::fmt::Display]) -> String {
    fill(template.text(), args)
}

/// A name or a sentence of a game's text module: `say!("stone")` is a `&'static str`,
/// `say!("{} builds a {}.", name, building)` a `String` (holes `{}` only, arguments in order).
/// The words stay in native builds; the web bundles read them from outside (see [`words`](self)).
#[cfg(not(all(feature = "external-words", target_arch = "wasm32")))]
#[macro_export]
macro_rules! say {
    ($text:literal) => {
        $text
    };
    ($template:literal, $($arg:expr),+ $(,)?) => {
        ::std::format!($template, $($arg),+)
    };
}

/// A name or a sentence of a game's text module: `say!("stone")` is a `&'static str`,
/// `say!("{} builds a {}.", name, building)` a `String` (holes `{}` only, arguments in order).
/// The words stay in native builds; the web bundles read them from outside (see [`words`](self)).
#[cfg(all(feature = "external-words", target_arch = "wasm32"))]
#[macro_export]
macro_rules! say {
    ($text:literal) => {
        $crate::word!($text).text()
    };
    ($template:literal, $($arg:expr),+ $(,)?) => {
        $crate::words::fill_word(
            $crate::word!($template),
            &[$(&$arg as &dyn ::core::fmt::Display),+],
        )
    };
}

/// A [`Word`] for a constant table: `const NAMES: [Word; 2] = [word!("farm"), word!("mill")];`,
/// read with `NAMES[i].text()`.
#[macro_export]
macro_rules! word {
    ($text:literal) => {{
        const WORD: $crate::words::Word = $crate::words::Word::of($text);
        WORD
    }};
}

pub use crate::literals::literals;

#[cfg(all(feature = "external-words", target_arch = "wasm32"))]
mod external {
    use std::sync::OnceLock;

    /// The installed texts by number, sorted by number.
    static TEXTS: OnceLock<Vec<(u32, &'static str)>> = OnceLock::new();

    /// The installed text of word number `hash` (`"⁇"` if it is missing).
    #[inline(never)]
    pub fn entry(hash: u32) -> &'static &'static str {
        TEXTS
            .get()
            .and_then(|texts| {
                texts
                    .binary_search_by_key(&hash, |(key, _)| *key)
                    .ok()
                    .map(|at| &texts[at].1)
            })
            .unwrap_or(&"⁇")
    }

    pub fn install(texts: Vec<(u32, &'static str)>) {
        let _ = TEXTS.set(texts);
    }
}

/// Hands the web bundle its game's words, as `(number, text)` pairs in the order of their
/// numbers ([`index`]; once, later calls do nothing).
#[cfg(all(feature = "external-words", target_arch = "wasm32"))]
pub fn install(texts: Vec<(u32, &'static str)>) {
    external::install(texts);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_is_format_for_plain_holes() {
        assert_eq!(
            fill("{} builds a {} at {}.", &[&"Ada", &"farm", &3]),
            format!("{} builds a {} at {}.", "Ada", "farm", 3)
        );
        assert_eq!(
            fill("{{{}}} and }}{{", &[&1]),
            format!("{{{}}} and }}{{", 1)
        );
        assert_eq!(fill("no holes", &[]), "no holes");
        assert_eq!(fill("ends with {}", &[&"x"]), "ends with x");
        assert_eq!(
            fill("{1} then {0}, {1} again; {{0}}", &[&"a", &"b"]),
            format!("{1} then {0}, {1} again; {{0}}", "a", "b")
        );
        assert_eq!(crate::word!("{1} {0}").fill(&[&1, &2]), "2 1");
    }

    #[test]
    fn the_macros_are_the_literals_in_native_builds() {
        let name: &'static str = crate::say!("stone");
        assert_eq!(name, "stone");
        assert_eq!(crate::say!("{} and {}", 1, "b"), "1 and b");
        const TABLE: [Word; 2] = [crate::word!("farm"), crate::word!("mill")];
        assert_eq!(TABLE[1].text(), "mill");
    }

    #[test]
    fn literals_are_read_as_the_compiler_reads_them() {
        let source = r####"
            fn f() -> String { say!("a \"quoted\" \u{a0}word\\", x) }
            const T: [Word; 2] = [word!(r#"raw "one""#), word!("line \
                 continued")];
            fn g() -> &'static str { say!(
                "spread") }
        "####;
        assert_eq!(
            literals(source).unwrap(),
            [
                "a \"quoted\" \u{a0}word\\",
                "raw \"one\"",
                "line continued",
                "spread"
            ]
        );
        assert_eq!(literals("say!(name)"), None);
    }

    #[test]
    fn every_listed_word_has_its_number() {
        assert_eq!(index("no word of any game"), None);
        assert!(list::ALL.windows(2).all(|pair| pair[0] < pair[1]));
        for (at, text) in list::ALL.iter().enumerate() {
            assert_eq!(index(text), Some(at as u32));
        }
        assert!(index("{0} builds a {1} at {2}{3}.").is_some());
    }

    #[test]
    fn hash_is_fnv1a() {
        assert_eq!(hash(""), 0x811c_9dc5);
        assert_eq!(hash("a"), 0xe40c_292c);
    }
}
