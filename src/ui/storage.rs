//! Saved games in localStorage, namespaced per game (`<game id>.v1.`): for each game an index of
//! its saved games and one entry per saved game (its save string, undone turns and seats), and
//! one app-wide key for the game that is open. Nothing here knows a game: entries hold save
//! strings, which each game's module decodes. Every entry carries a revision, so a tab never
//! overwrites a newer save made in another tab, and a game is written only when it changed. Any
//! storage failure is reported, never fatal: play goes on in memory.
//!
//! The entries are JSON, read and written by the browser's own `JSON` (no JSON library in the
//! app's wasm). Their shapes are the same as when the app wrote them with serde, so saves made by
//! earlier versions still load, and earlier versions open these.

use std::sync::atomic::{AtomicBool, Ordering};

use gloo_storage::{LocalStorage, Storage};
use js_sys::{Array, Object, Reflect, JSON};
use wasm_bindgen::JsValue;

use tabletop::save::{SaveError, LEGACY_GAME};
use tabletop::{Game, Level, ReplayError};

fn index_key(game: &str) -> String {
    format!("{game}.v1.games")
}

fn game_key(game: &str, id: &str) -> String {
    format!("{game}.v1.game.{id}")
}

/// JSON text and the browser's objects.
mod json {
    use super::*;

    pub fn parse(text: &str) -> Result<JsValue, StorageProblem> {
        JSON::parse(text).map_err(|_| StorageProblem::Damaged)
    }

    pub fn text(value: &JsValue) -> Result<String, StorageProblem> {
        JSON::stringify(value)
            .ok()
            .and_then(|text| text.as_string())
            .ok_or(StorageProblem::Damaged)
    }

    /// An object with these fields, in this order.
    pub fn object(fields: &[(&str, JsValue)]) -> JsValue {
        let object = Object::new();
        for (name, value) in fields {
            let _ = Reflect::set(&object, &JsValue::from_str(name), value);
        }
        object.into()
    }

    /// A field (`undefined` when it is missing).
    pub fn field(object: &JsValue, name: &str) -> JsValue {
        if !object.is_object() {
            return JsValue::UNDEFINED;
        }
        Reflect::get(object, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
    }

    pub fn string(object: &JsValue, name: &str) -> Result<String, StorageProblem> {
        field(object, name)
            .as_string()
            .ok_or(StorageProblem::Damaged)
    }

    pub fn number(object: &JsValue, name: &str) -> Result<f64, StorageProblem> {
        field(object, name).as_f64().ok_or(StorageProblem::Damaged)
    }

    /// A whole number from 0 to `max`.
    pub fn whole(object: &JsValue, name: &str, max: f64) -> Result<f64, StorageProblem> {
        let value = number(object, name)?;
        if value >= 0.0 && value <= max && value.fract() == 0.0 {
            Ok(value)
        } else {
            Err(StorageProblem::Damaged)
        }
    }

    pub fn boolean(object: &JsValue, name: &str) -> Result<bool, StorageProblem> {
        field(object, name).as_bool().ok_or(StorageProblem::Damaged)
    }

    /// The items of an array.
    pub fn items(value: &JsValue) -> Result<Vec<JsValue>, StorageProblem> {
        if Array::is_array(value) {
            Ok(Array::from(value).iter().collect())
        } else {
            Err(StorageProblem::Damaged)
        }
    }

    pub fn array(values: impl IntoIterator<Item = JsValue>) -> JsValue {
        values.into_iter().collect::<Array>().into()
    }

    pub fn strings(object: &JsValue, name: &str) -> Result<Vec<String>, StorageProblem> {
        items(&field(object, name))?
            .iter()
            .map(|item| item.as_string().ok_or(StorageProblem::Damaged))
            .collect()
    }

    /// Who plays each seat: `null` for a human, else the level's name ("Easy").
    pub fn seats(object: &JsValue) -> Result<Vec<Option<Level>>, StorageProblem> {
        let value = field(object, "bots");
        if value.is_undefined() {
            return Ok(Vec::new());
        }
        items(&value)?
            .iter()
            .map(|item| match item.as_string() {
                None if item.is_null() => Ok(None),
                Some(name) => level(&name).map(Some).ok_or(StorageProblem::Damaged),
                None => Err(StorageProblem::Damaged),
            })
            .collect()
    }

    pub fn seats_value(bots: &[Option<Level>]) -> JsValue {
        array(bots.iter().map(|bot| match bot {
            Some(level) => JsValue::from_str(level_name(*level)),
            None => JsValue::NULL,
        }))
    }

    fn level_name(level: Level) -> &'static str {
        match level {
            Level::Random => "Random",
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
        }
    }

    fn level(name: &str) -> Option<Level> {
        [Level::Random, Level::Easy, Level::Medium, Level::Hard]
            .into_iter()
            .find(|level| level_name(*level) == name)
    }
}

/// One line of the saved-games list.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGameInfo {
    /// Which game it is (the id of its save strings).
    pub game: String,
    pub id: String,
    pub name: String,
    pub players: Vec<String>,
    pub round: u8,
    pub last_round: u8,
    pub finished: bool,
    /// Milliseconds since 1970.
    pub last_played: f64,
    pub revision: u64,
}

impl SavedGameInfo {
    fn read(value: &JsValue) -> Result<SavedGameInfo, StorageProblem> {
        // Entries written when the app had one game do not name it: they are the legacy game's.
        let game = json::field(value, "game")
            .as_string()
            .unwrap_or_else(|| LEGACY_GAME.to_string());
        Ok(SavedGameInfo {
            game,
            id: json::string(value, "id")?,
            name: json::string(value, "name")?,
            players: json::strings(value, "players")?,
            round: json::whole(value, "round", 255.0)? as u8,
            last_round: json::whole(value, "last_round", 255.0)? as u8,
            finished: json::boolean(value, "finished")?,
            last_played: json::number(value, "last_played")?,
            revision: json::whole(value, "revision", 9e15)? as u64,
        })
    }

    fn value(&self) -> JsValue {
        json::object(&[
            ("game", JsValue::from_str(&self.game)),
            ("id", JsValue::from_str(&self.id)),
            ("name", JsValue::from_str(&self.name)),
            (
                "players",
                json::array(self.players.iter().map(|p| JsValue::from_str(p))),
            ),
            ("round", JsValue::from(self.round)),
            ("last_round", JsValue::from(self.last_round)),
            ("finished", JsValue::from_bool(self.finished)),
            ("last_played", JsValue::from_f64(self.last_played)),
            ("revision", JsValue::from_f64(self.revision as f64)),
        ])
    }
}

/// What is stored of a saved game, whatever the game: its save string, the turns that were undone
/// and who plays each seat.
#[derive(Clone, Debug)]
pub struct Entry {
    pub save: String,
    /// The save string of the game before its last undos: the game's save string with the undone
    /// turns played again (empty when nothing is undone). Only the game reads it.
    pub forward: String,
    /// Which seats the computer plays (`None`: a human).
    pub bots: Vec<Option<Level>>,
}

impl Entry {
    /// What the entry holds, to tell whether a game changed since it was saved or loaded.
    pub fn content(&self) -> Result<String, StorageProblem> {
        json::text(&json::array([
            JsValue::from_str(&self.save),
            JsValue::from_str(&self.forward),
            json::seats_value(&self.bots),
        ]))
    }
}

/// Where a saved game stands, for the saved-games list.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub players: Vec<String>,
    pub round: u8,
    pub last_round: u8,
    pub finished: bool,
}

/// What went wrong with the browser's storage.
#[derive(Clone, Debug, PartialEq)]
pub enum StorageProblem {
    /// No localStorage (a private window, or storage blocked).
    Unavailable,
    /// The browser refused to store more.
    Full,
    /// Another tab saved this game since this tab loaded it.
    ChangedElsewhere,
    /// A stored entry could not be read or written.
    Damaged,
    /// The saved game is no longer stored (deleted in another tab).
    Missing,
}

impl StorageProblem {
    /// A stable name for the kind of problem, for tests and page attributes (never shown).
    pub fn kind(&self) -> &'static str {
        match self {
            StorageProblem::Unavailable => "unavailable",
            StorageProblem::Full => "full",
            StorageProblem::ChangedElsewhere => "changed-elsewhere",
            StorageProblem::Damaged => "damaged",
            StorageProblem::Missing => "missing",
        }
    }
}

/// Why a saved, imported or linked game cannot be opened. It is kept as data and put in words
/// when shown, in the language of that moment.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    Storage(StorageProblem),
    Save(SaveError),
}

impl Problem {
    /// A stable name for the kind of problem, for tests and page attributes (never shown).
    pub fn kind(&self) -> &'static str {
        match self {
            Problem::Storage(problem) => problem.kind(),
            Problem::Save(error) => error.kind(),
        }
    }
}

impl From<StorageProblem> for Problem {
    fn from(problem: StorageProblem) -> Self {
        Problem::Storage(problem)
    }
}

impl From<SaveError> for Problem {
    fn from(error: SaveError) -> Self {
        Problem::Save(error)
    }
}

impl Problem {
    /// A saved record that does not replay, as a problem with its save string.
    pub fn replay<G: Game>(error: ReplayError<G>) -> Problem {
        Problem::Save(match error {
            ReplayError::Setup(_) => SaveError::BadSetup,
            ReplayError::Illegal { index, .. } => SaveError::IllegalAction { index },
        })
    }
}

fn storage() -> Result<web_sys::Storage, StorageProblem> {
    // gloo-storage's `LocalStorage::raw()` throws when there is no storage (a private window, a
    // browser that blocks it), which would stop the app: whether there is one is asked first,
    // without throwing, so that play goes on in memory and the player is told.
    web_sys::window()
        .and_then(|window| window.local_storage().ok().flatten())
        .ok_or(StorageProblem::Unavailable)?;
    Ok(LocalStorage::raw())
}

fn write(key: &str, value: &str) -> Result<(), StorageProblem> {
    storage()?
        .set_item(key, value)
        .map_err(|_| StorageProblem::Full)
}

fn read(key: &str) -> Result<Option<String>, StorageProblem> {
    storage()?
        .get_item(key)
        .map_err(|_| StorageProblem::Unavailable)
}

/// One game's saved games.
fn game_list(game: &str) -> Result<Vec<SavedGameInfo>, StorageProblem> {
    match read(&index_key(game))? {
        Some(text) => json::items(&json::parse(&text)?)?
            .iter()
            .map(SavedGameInfo::read)
            .collect(),
        None => Ok(Vec::new()),
    }
}

/// The saved game of `game` whose position is `save` (a save string as exported), if one is:
/// importing it again opens it rather than list it twice. Unreadable entries are passed over.
pub fn saved_with(game: &str, save: &str) -> Option<(GameRef, String)> {
    game_list(game).ok()?.into_iter().find_map(|info| {
        let same = load_game(game, &info.id).is_ok_and(|loaded| loaded.entry.save == save);
        same.then(|| {
            let saved = GameRef {
                game: info.game,
                id: info.id,
            };
            (saved, info.name)
        })
    })
}

/// The saved games of `games` (their ids), most recently played first.
pub fn list<'a>(
    games: impl IntoIterator<Item = &'a str>,
) -> Result<Vec<SavedGameInfo>, StorageProblem> {
    let mut saved = Vec::new();
    for game in games {
        saved.extend(game_list(game)?);
    }
    // The newest first.
    tabletop::order::sort_short(&mut saved, |a, b| a.last_played > b.last_played);
    Ok(saved)
}

fn write_index(game: &str, games: &[SavedGameInfo]) -> Result<(), StorageProblem> {
    let text = json::text(&json::array(games.iter().map(SavedGameInfo::value)))?;
    write(&index_key(game), &text)
}

/// The stored revision of a game, if it is stored.
pub fn stored_revision(game: &str, id: &str) -> Result<Option<u64>, StorageProblem> {
    Ok(read(&game_key(game, id))?
        .and_then(|text| json::parse(&text).ok())
        .and_then(|stored| json::whole(&stored, "revision", 9e15).ok())
        .map(|revision| revision as u64))
}

/// Saves a game's entry as revision `expected + 1`, unless another tab saved it since
/// `expected`. Returns the new revision.
pub fn save_game(
    game: &str,
    id: &str,
    name: &str,
    entry: &Entry,
    summary: Summary,
    expected: u64,
) -> Result<u64, StorageProblem> {
    if let Some(stored) = stored_revision(game, id)? {
        if stored != expected {
            return Err(StorageProblem::ChangedElsewhere);
        }
    }
    let revision = expected + 1;
    // "redo" was the undone actions as JSON: an empty list keeps the entry readable by earlier
    // versions (they lose the redo history, as they would not know "forward").
    let stored = json::text(&json::object(&[
        ("save", JsValue::from_str(&entry.save)),
        ("redo", json::array([])),
        ("revision", JsValue::from_f64(revision as f64)),
        ("bots", json::seats_value(&entry.bots)),
        ("forward", JsValue::from_str(&entry.forward)),
    ]))?;
    write(&game_key(game, id), &stored)?;
    ask_to_keep_saves();
    let info = SavedGameInfo {
        game: game.to_string(),
        id: id.to_string(),
        name: name.to_string(),
        players: summary.players,
        round: summary.round,
        last_round: summary.last_round,
        finished: summary.finished,
        last_played: js_sys::Date::now(),
        revision,
    };
    let mut games = game_list(game).unwrap_or_default();
    games.retain(|saved| saved.id != id);
    games.push(info);
    write_index(game, &games)?;
    Ok(revision)
}

/// Asks the browser, once a visit, to keep the saved games when it runs short of space
/// (`navigator.storage.persist()`), rather than evict them. Asked when a game is first saved, not
/// at page load: a browser that asks its user (Firefox) then asks about something just done.
fn ask_to_keep_saves() {
    static ASKED: AtomicBool = AtomicBool::new(false);
    if ASKED.swap(true, Ordering::Relaxed) {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    // Without `navigator.storage` (an insecure page) the call fails and nothing is asked.
    if let Ok(answer) = window.navigator().storage().persist() {
        // A refusal changes nothing (the saves stay as they are); awaiting the answer keeps a
        // refusal from being reported as an unhandled rejection.
        wasm_bindgen_futures::spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(answer).await;
        });
    }
}

/// A stored game's entry and revision, for its game to decode.
pub struct LoadedGame {
    pub entry: Entry,
    pub revision: u64,
}

pub fn load_game(game: &str, id: &str) -> Result<LoadedGame, StorageProblem> {
    let text = read(&game_key(game, id))?.ok_or(StorageProblem::Missing)?;
    let stored = json::parse(&text)?;
    Ok(LoadedGame {
        entry: Entry {
            save: json::string(&stored, "save")?,
            // Entries saved before "forward" lose their undone turns (kept as the game's actions
            // in JSON, which only a JSON library could read back).
            forward: json::field(&stored, "forward")
                .as_string()
                .unwrap_or_default(),
            bots: json::seats(&stored)?,
        },
        revision: json::whole(&stored, "revision", 9e15)? as u64,
    })
}

pub fn rename_game(game: &str, id: &str, name: &str) -> Result<(), StorageProblem> {
    let mut games = game_list(game)?;
    for saved in games.iter_mut().filter(|saved| saved.id == id) {
        saved.name = name.to_string();
    }
    write_index(game, &games)
}

pub fn delete_game(game: &str, id: &str) -> Result<(), StorageProblem> {
    let store = storage()?;
    let _ = store.remove_item(&game_key(game, id));
    let mut games = game_list(game)?;
    games.retain(|saved| saved.id != id);
    write_index(game, &games)
}

/// A fresh id for a saved game.
pub fn new_id() -> String {
    // The time, then 30 random bits (as many as ids have always had).
    format!(
        "{:x}{:x}",
        js_sys::Date::now() as u64,
        super::random::draw() >> 34
    )
}

/// Which saved game is open, app-wide: `{"game": ..., "id": ...}`.
const OPEN_KEY: &str = "tabletop.v1.open";
/// Where the app kept the open game when it had one game (an id of Era of Inventions).
const OLD_OPEN_KEY: &str = "eoi.v1.open";

/// A saved game: which game, and its id among that game's saves.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRef {
    pub game: String,
    pub id: String,
}

/// Remembers which game is open, so that a reload (or coming back later) resumes it.
pub fn remember_open(open: Option<&GameRef>) {
    let text = open.map(|open| {
        json::text(&json::object(&[
            ("game", JsValue::from_str(&open.game)),
            ("id", JsValue::from_str(&open.id)),
        ]))
    });
    let written = match text {
        Some(Ok(text)) => write(OPEN_KEY, &text),
        _ => storage().and_then(|s| {
            s.remove_item(OPEN_KEY)
                .map_err(|_| StorageProblem::Unavailable)
        }),
    };
    if written.is_ok() {
        if let Ok(store) = storage() {
            let _ = store.remove_item(OLD_OPEN_KEY);
        }
    }
}

/// The game that was open when the app was last left.
pub fn last_open() -> Option<GameRef> {
    if let Some(text) = read(OPEN_KEY).ok().flatten() {
        let open = json::parse(&text).ok()?;
        return Some(GameRef {
            game: json::string(&open, "game").ok()?,
            id: json::string(&open, "id").ok()?,
        });
    }
    read(OLD_OPEN_KEY).ok().flatten().map(|id| GameRef {
        game: LEGACY_GAME.to_string(),
        id,
    })
}
