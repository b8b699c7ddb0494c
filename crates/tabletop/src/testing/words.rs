//! Checks of a game's words that every game's `tests/words.rs` makes alike: each translation
//! says everything, in its own words and well formed; every kind of action, event and refusal is
//! met; whole games are played through with every legal action and every event put in words.
//! Each game gives its languages, its list of English-only words, its languages' own slips and
//! its samples.

use std::fmt::Debug;

use crate::record::Game;

/// A game's languages and what their texts must not contain. `W` is the game's `Words` trait.
pub struct Translations<W: ?Sized + 'static> {
    pub english: &'static W,
    /// The other languages, each with its name (as `same_in` names it).
    pub translated: &'static [(&'static str, &'static W)],
    /// English words of the game's texts that are no word of a translation, so they must not
    /// turn up in one.
    pub english_only: &'static [&'static str],
    /// A language's own slip in a text (a French word not elided, a German noun in lower
    /// case), given the language's name and the text; `None` when the text has none.
    pub slip: fn(&str, &str) -> Option<String>,
}

impl<W: ?Sized + 'static> Translations<W> {
    /// Asserts that English says something well formed about `what`, and that each translation
    /// does too, in its own words: something else than English (compared without case) except
    /// in the languages named in `same_in`, where the word is legitimately the same, with no
    /// English-only word and none of the language's slips.
    pub fn check_except<T: Debug>(&self, what: T, same_in: &[&str], say: impl Fn(&W) -> String) {
        let what = format!("{what:?}");
        let english = say(self.english);
        well_formed("English", &what, &english);
        for (language, words) in self.translated {
            let text = say(words);
            well_formed(language, &what, &text);
            if !same_in.contains(language) {
                assert_ne!(
                    text.to_lowercase(),
                    english.to_lowercase(),
                    "{language} {what} is still English"
                );
            }
            if let Some(word) = english_word_in(&text, self.english_only) {
                panic!("{language} {what} has the English word {word:?}: {text}");
            }
            if let Some(slip) = (self.slip)(language, &text) {
                panic!("{language} {what}: {slip:?} in {text}");
            }
        }
    }

    /// [`Self::check_except`] with no language where the word is the same as in English.
    pub fn check<T: Debug>(&self, what: T, say: impl Fn(&W) -> String) {
        self.check_except(what, &[], say);
    }

    /// Every language, English first, for checks of each one's texts.
    pub fn every_language(&self) -> impl Iterator<Item = &'static W> + '_ {
        std::iter::once(self.english).chain(self.translated.iter().map(|(_, words)| *words))
    }
}

/// What every text in every language must be: something, trimmed, single-spaced, with no
/// placeholder left unfilled and no "?" stand-in for an unknown id.
pub fn well_formed(language: &str, what: &str, text: &str) {
    assert!(!text.trim().is_empty(), "{language} {what} is empty");
    assert_eq!(text.trim(), text, "{language} {what} has loose spaces");
    assert!(!text.contains("  "), "{language} {what}: {text}");
    assert!(
        !text.contains('{') && !text.contains('}'),
        "{language} {what} has a placeholder left: {text}"
    );
    assert!(
        !text.contains('?'),
        "{language} {what} has a stand-in: {text}"
    );
}

/// The first word of `english_only` that `text` has as a whole word (without case).
pub fn english_word_in(text: &str, english_only: &[&'static str]) -> Option<&'static str> {
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .collect();
    english_only
        .iter()
        .copied()
        .find(|english| words.contains(english))
}

/// Which kinds of something (actions, events, refusals) a test has met, to assert that it met
/// every one: a game numbers its kinds with a `match` without a wildcard, so a new kind does
/// not compile until the test knows it.
pub struct Kinds {
    what: &'static str,
    seen: Vec<bool>,
}

impl Kinds {
    pub fn new(what: &'static str, count: usize) -> Self {
        Kinds {
            what,
            seen: vec![false; count],
        }
    }

    pub fn saw(&mut self, kind: usize) {
        self.seen[kind] = true;
    }

    /// The kinds not met yet.
    pub fn missing(&self) -> Vec<usize> {
        (0..self.seen.len())
            .filter(|kind| !self.seen[*kind])
            .collect()
    }

    pub fn assert_all_seen(&self) {
        assert!(
            self.missing().is_empty(),
            "{} left out: {:?}",
            self.what,
            self.missing()
        );
    }
}

/// Plays a whole game from `state`: at each decision `each_legal` sees every legal action, then
/// `choose` picks one (from the state, the legal actions and the decision's number), and
/// `each_event` sees every event it gives. Returns the number of decisions.
pub fn play_through<G: Game>(
    mut state: G,
    mut choose: impl FnMut(&G, &[G::Action], usize) -> G::Action,
    mut each_legal: impl FnMut(G::Action),
    mut each_event: impl FnMut(&G::Event),
) -> usize {
    let mut legal = Vec::new();
    let mut decisions = 0;
    while !state.is_over() {
        state.legal_actions_into(&mut legal);
        for action in &legal {
            each_legal(*action);
        }
        let action = choose(&state, &legal, decisions);
        decisions += 1;
        for event in &state.play(action).expect("a legal action") {
            each_event(event);
        }
    }
    decisions
}
