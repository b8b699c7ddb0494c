//! The catalogues' fixed texts outside the wasm. A game's bundle needs every language's fixed
//! texts (the app's [`Msg`] and the game's own table), about a fifth of its weight if they were
//! compiled in. So the build writes them as JSON, one file per game with every language
//! ([`game_texts_json`], run by `scripts/service_worker.py` through the `tabletop-texts`
//! binary), adds them to that game's bundle script, and `assets/loader.js` hands them to the
//! bundle before it starts ([`install`]); the bundle then looks each text up by its message's
//! position ([`app`], [`game`]). The texts travel with the bundle's hashed script, so a deploy
//! never pairs a bundle with another build's texts.
//!
//! The catalogues' sources (`en.rs`, `fr.rs`, `de.rs`) stay the one place the words are written:
//! native builds (the tests, the command line, this generator) and wasm builds without the
//! `external-texts` feature (the wasm tests) read them directly.
//!
//! The games' own words (their text modules' names and sentences, written with
//! `tabletop::say!`) go out the same way: the JSON's `words` lists every literal of the game's
//! text sources with its number ([`game_words`]), and the bundle looks each up by the number its
//! `say!` left in the code (`tabletop::words`). So do the bundles' fixed pictures (SVG markup,
//! [`crate::i18n::art`]): the JSON's `art`, looked up by position.

#[cfg(not(target_arch = "wasm32"))]
pub use generate::{game_texts_json, game_words};

#[cfg(all(feature = "external-texts", target_arch = "wasm32"))]
pub use browser::{app, art, game, install};

/// The home screen's bundle: the shell without any game's screens, so that a first visit
/// downloads only what the home screen needs (Cargo.toml's `tabletop-home`).
pub const HOME: &str = "home";

#[cfg(not(target_arch = "wasm32"))]
mod generate {
    use super::HOME;
    use crate::i18n::art::{markup, Art};
    use crate::i18n::{aoi::AoiMsg, eoi::EoiMsg, medieval::MedMsg, Locale, Msg};

    /// The fixed texts of bundle `id` (a game's, or [`HOME`], the shell's alone), every
    /// language, as JSON: `{"en": {"app": [...], "game": [...]}, "fr": ..., "de": ...}`, each
    /// list in the order of its messages' `ALL` (their discriminants). `None` for an id the app
    /// has no bundle of.
    pub fn game_texts_json(id: &str) -> Option<String> {
        let game: fn(Locale) -> Vec<&'static str> = match id {
            HOME => |_| Vec::new(),
            "eoi" => |locale| {
                EoiMsg::ALL
                    .iter()
                    .map(|msg| locale.eoi().text(*msg))
                    .collect()
            },
            "era-medieval" => |locale| {
                MedMsg::ALL
                    .iter()
                    .map(|msg| locale.medieval().text(*msg))
                    .collect()
            },
            "age-of-inventors" => |locale| {
                AoiMsg::ALL
                    .iter()
                    .map(|msg| locale.aoi().text(*msg))
                    .collect()
            },
            _ => return None,
        };
        let languages: Vec<String> = Locale::ALL
            .iter()
            .map(|locale| {
                let app: Vec<&str> = Msg::ALL
                    .iter()
                    .map(|msg| locale.catalogue().text(*msg))
                    .collect();
                format!(
                    "\"{}\":{{\"app\":{},\"game\":{}}}",
                    locale.code(),
                    json_list(&app),
                    json_list(&game(*locale))
                )
            })
            .collect();
        let words = game_words(id)?;
        let words: Vec<String> = words
            .iter()
            .map(|(hash, text)| format!("[{hash},{}]", json_string(text)))
            .collect();
        // The pictures this bundle shows, in `Art::ALL` order (an empty string for the others).
        let art: Vec<&str> = Art::ALL
            .iter()
            .map(|art| if art.shown_by(id) { markup(*art) } else { "" })
            .collect();
        Some(format!(
            "{{{},\"words\":[{}],\"art\":{}}}",
            languages.join(","),
            words.join(","),
            json_list(&art)
        ))
    }

    /// The words of game `id`'s text module and of the shell's catalogues (`tabletop::say!` and
    /// `word!`, every language) by number (`tabletop::words::index`), each text once, in order.
    /// `None` for an unknown game, or if a source has a word this reader cannot read or that is
    /// not in the build's list (the tests make sure of neither).
    pub fn game_words(id: &str) -> Option<Vec<(u32, String)>> {
        let sources: &[&str] = match id {
            HOME => &[],
            "eoi" => &eoi::text::SOURCES,
            "era-medieval" => &era_medieval::text::SOURCES,
            "age-of-inventors" => &age_of_inventors::text::SOURCES,
            _ => return None,
        };
        // The shell's own sentences (its catalogues' functions) are in every bundle.
        let app = [
            include_str!("en.rs"),
            include_str!("fr.rs"),
            include_str!("de.rs"),
        ];
        let mut words = Vec::new();
        for source in sources.iter().copied().chain(app) {
            for text in tabletop::words::literals(source)? {
                words.push((tabletop::words::index(&text)?, text));
            }
        }
        words.sort_unstable();
        words.dedup();
        if words.windows(2).any(|pair| pair[0].0 == pair[1].0) {
            return None;
        }
        Some(words)
    }

    fn json_list(texts: &[&str]) -> String {
        let items: Vec<String> = texts.iter().map(|text| json_string(text)).collect();
        format!("[{}]", items.join(","))
    }

    fn json_string(text: &str) -> String {
        let mut quoted = String::with_capacity(text.len() + 2);
        quoted.push('"');
        for c in text.chars() {
            match c {
                '"' => quoted.push_str("\\\""),
                '\\' => quoted.push_str("\\\\"),
                '\n' => quoted.push_str("\\n"),
                c if u32::from(c) < 0x20 => quoted.push_str(&format!("\\u{:04x}", u32::from(c))),
                c => quoted.push(c),
            }
        }
        quoted.push('"');
        quoted
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn messages_are_listed_in_the_order_of_their_positions() {
            assert!(Art::ALL.iter().enumerate().all(|(i, a)| *a as usize == i));
            assert!(Msg::ALL.iter().enumerate().all(|(i, m)| *m as usize == i));
            assert!(EoiMsg::ALL
                .iter()
                .enumerate()
                .all(|(i, m)| *m as usize == i));
            assert!(MedMsg::ALL
                .iter()
                .enumerate()
                .all(|(i, m)| *m as usize == i));
            assert!(AoiMsg::ALL
                .iter()
                .enumerate()
                .all(|(i, m)| *m as usize == i));
        }

        #[test]
        fn strings_are_quoted_for_json() {
            assert_eq!(
                json_string("a \"b\" \\ c\n\u{1}"),
                r#""a \"b\" \\ c\n\u0001""#
            );
        }

        #[test]
        fn every_game_has_its_texts_and_no_other_id() {
            for id in ["eoi", "era-medieval", "age-of-inventors"] {
                let json = game_texts_json(id).expect("a game of the app");
                assert!(json.starts_with("{\"en\":{\"app\":[\"Tabletop\","), "{id}");
                assert!(
                    json.contains("\"fr\":{") && json.contains("\"de\":{"),
                    "{id}"
                );
            }
            assert!(game_texts_json("chess").is_none());
            // Every bundle has the emblems; only Medieval's has its symbols and building icons.
            for (id, medieval) in [
                (HOME, false),
                ("eoi", false),
                ("era-medieval", true),
                ("age-of-inventors", false),
            ] {
                let json = game_texts_json(id).unwrap();
                assert!(
                    json.contains("emblem-bulb") && json.contains("emblem-keep"),
                    "{id}"
                );
                assert_eq!(json.contains("sym-goods"), medieval, "{id}");
                assert_eq!(json.contains("glyph-hospital"), medieval, "{id}");
            }
        }

        #[test]
        fn every_game_word_is_read_and_has_a_hash_of_its_own() {
            for (id, sentence, name) in [
                ("eoi", "de {}", "Kohle"),
                ("era-medieval", "{0} builds a {1} at {2}{3}.", "Bauernhof"),
                ("age-of-inventors", "d'{}", "Economic track"),
            ] {
                let words =
                    game_words(id).unwrap_or_else(|| panic!("{id}: unreadable or shared hash"));
                let texts: Vec<&str> = words.iter().map(|(_, text)| text.as_str()).collect();
                // A game's own sentence and name, and a word of the shell's catalogues.
                for known in [sentence, name, "Entwicklungsstein"] {
                    assert!(texts.contains(&known), "{id}: {known}");
                }
                assert!(words.windows(2).all(|pair| pair[0].0 < pair[1].0), "{id}");
                let json = game_texts_json(id).unwrap();
                assert!(json.contains("\"]],\"art\":[\"<circle"), "{id}");
            }
        }

        #[test]
        fn the_home_bundle_has_the_shell_s_texts_and_words_only() {
            let json = game_texts_json(HOME).expect("the home screen's bundle");
            assert!(json.starts_with("{\"en\":{\"app\":[\"Tabletop\","));
            assert!(json.contains("\"game\":[]"));
            let words = game_words(HOME).unwrap();
            let texts: Vec<&str> = words.iter().map(|(_, text)| text.as_str()).collect();
            assert!(texts.contains(&"Entwicklungsstein"));
            assert!(!texts.contains(&"Bauernhof"));
        }

        #[test]
        fn every_word_of_a_game_s_text_files_goes_to_its_bundle() {
            // A `say!` or `word!` in a file its game's `SOURCES` forgot would be numbered in
            // the wasm (tabletop's build list reads every file) but missing from the JSON.
            let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
            for (id, folder) in [
                ("eoi", "eoi"),
                ("era-medieval", "era-medieval"),
                ("age-of-inventors", "age-of-inventors"),
            ] {
                let given: Vec<String> = game_words(id)
                    .unwrap()
                    .into_iter()
                    .map(|(_, text)| text)
                    .collect();
                let dir = root.join("crates/games").join(folder).join("src/text");
                for entry in std::fs::read_dir(&dir).unwrap().flatten() {
                    let source = std::fs::read_to_string(entry.path()).unwrap();
                    for word in tabletop::words::literals(&source).unwrap() {
                        assert!(
                            given.contains(&word),
                            "{id}: {word:?} of {:?}",
                            entry.file_name()
                        );
                    }
                }
            }
        }
    }
}

#[cfg(all(feature = "external-texts", target_arch = "wasm32"))]
mod browser {
    use std::sync::OnceLock;

    use js_sys::{Array, Reflect};
    use wasm_bindgen::JsValue;

    use crate::i18n::{locale, Locale};

    /// Each table's texts, by language (in [`Locale::ALL`] order).
    struct Tables {
        app: [Vec<&'static str>; 3],
        game: [Vec<&'static str>; 3],
        /// The pictures' markup (`crate::i18n::art`), in every language.
        art: Vec<&'static str>,
    }

    static TABLES: OnceLock<Tables> = OnceLock::new();

    /// Takes the texts the loader left in `globalThis.tabletopTexts` (once; the texts live as
    /// long as the page). Missing texts read as empty.
    pub fn install() {
        let texts = Reflect::get(&js_sys::global(), &JsValue::from_str("tabletopTexts"))
            .unwrap_or(JsValue::UNDEFINED);
        let _ = TABLES.set(Tables {
            app: table(&texts, "app"),
            game: table(&texts, "game"),
            art: list(
                &Reflect::get(&texts, &JsValue::from_str("art")).unwrap_or(JsValue::UNDEFINED),
            ),
        });
        install_words(&texts);
    }

    /// The game's words (`tabletop::say!`): `[[hash, text], ...]`.
    fn install_words(texts: &JsValue) {
        let list = Reflect::get(texts, &JsValue::from_str("words")).unwrap_or(JsValue::UNDEFINED);
        if !Array::is_array(&list) {
            return;
        }
        let words = Array::from(&list)
            .iter()
            .filter_map(|pair| {
                let pair = Array::from(&pair);
                let hash = pair.get(0).as_f64()? as u32;
                let text: &'static str = pair.get(1).as_string()?.leak();
                Some((hash, text))
            })
            .collect();
        tabletop::words::install(words);
    }

    fn table(texts: &JsValue, name: &str) -> [Vec<&'static str>; 3] {
        Locale::ALL.map(|locale| {
            list(
                &Reflect::get(texts, &JsValue::from_str(locale.code()))
                    .and_then(|language| Reflect::get(&language, &JsValue::from_str(name)))
                    .unwrap_or(JsValue::UNDEFINED),
            )
        })
    }

    /// A JSON list of texts (empty if it is not a list).
    fn list(list: &JsValue) -> Vec<&'static str> {
        if !Array::is_array(list) {
            return Vec::new();
        }
        Array::from(list)
            .iter()
            .map(|text| &*text.as_string().unwrap_or_default().leak())
            .collect()
    }

    fn look_up(table: fn(&Tables) -> &[Vec<&'static str>; 3], index: usize) -> &'static str {
        TABLES
            .get()
            .and_then(|tables| table(tables)[locale() as usize].get(index).copied())
            .unwrap_or("")
    }

    /// The app's fixed text at `index` ([`crate::i18n::Msg`]'s position), in the current language.
    pub fn app(index: usize) -> &'static str {
        look_up(|tables| &tables.app, index)
    }

    /// The picture at `index` ([`crate::i18n::art::Art`]'s position).
    pub fn art(index: usize) -> &'static str {
        TABLES
            .get()
            .and_then(|tables| tables.art.get(index).copied())
            .unwrap_or("")
    }

    /// The bundle's game's fixed text at `index`, in the current language.
    pub fn game(index: usize) -> &'static str {
        look_up(|tables| &tables.game, index)
    }
}
