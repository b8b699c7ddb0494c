//! Saved games in localStorage, namespaced per game (`<game id>.v1.`): for each game an index of
//! its saved games and one entry per saved game (its save string, undone turns and seats), and
//! one app-wide key for the game that is open. Nothing here knows a game: entries hold save
//! strings and JSON, which each game's module decodes. Every entry carries a revision, so a tab never
//! overwrites a newer save made in another tab, and a game is written only when it changed. Any
//! storage failure is reported, never fatal: play goes on in memory.

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use tabletop::save::{SaveError, LEGACY_GAME};
use tabletop::{Game, Level, ReplayError};

fn index_key(game: &str) -> String {
    format!("{game}.v1.games")
}

fn game_key(game: &str, id: &str) -> String {
    format!("{game}.v1.game.{id}")
}

/// Entries written when the app had one game do not name it: they are the legacy game's.
fn default_game() -> String {
    LEGACY_GAME.to_string()
}

/// One line of the saved-games list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGameInfo {
    /// Which game it is (the id of its save strings).
    #[serde(default = "default_game")]
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

/// What is stored of a saved game, whatever the game: its save string, the turns that were undone
/// (the game's actions as JSON text, kept as it is: only the game reads it) and who plays each
/// seat.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Entry {
    pub save: String,
    pub redo: Box<RawValue>,
    /// Which seats the computer plays (`None`: a human).
    #[serde(default)]
    pub bots: Vec<Option<Level>>,
}

impl Entry {
    /// What the entry holds, to tell whether a game changed since it was saved or loaded.
    pub fn content(&self) -> Result<String, StorageProblem> {
        serde_json::to_string(&(&self.save, &self.redo, &self.bots))
            .map_err(|_| StorageProblem::Damaged)
    }
}

/// A stored entry: the entry and its revision.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct StoredGame {
    save: String,
    redo: Box<RawValue>,
    revision: u64,
    #[serde(default)]
    bots: Vec<Option<Level>>,
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
    web_sys::window()
        .and_then(|window| window.local_storage().ok().flatten())
        .ok_or(StorageProblem::Unavailable)
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
        Some(text) => serde_json::from_str(&text).map_err(|_| StorageProblem::Damaged),
        None => Ok(Vec::new()),
    }
}

/// The saved games of `games` (their ids), most recently played first.
pub fn list<'a>(
    games: impl IntoIterator<Item = &'a str>,
) -> Result<Vec<SavedGameInfo>, StorageProblem> {
    let mut saved = Vec::new();
    for game in games {
        saved.extend(game_list(game)?);
    }
    saved.sort_by(|a, b| b.last_played.total_cmp(&a.last_played));
    Ok(saved)
}

fn write_index(game: &str, games: &[SavedGameInfo]) -> Result<(), StorageProblem> {
    let text = serde_json::to_string(games).map_err(|_| StorageProblem::Damaged)?;
    write(&index_key(game), &text)
}

/// The stored revision of a game, if it is stored.
pub fn stored_revision(game: &str, id: &str) -> Result<Option<u64>, StorageProblem> {
    Ok(read(&game_key(game, id))?
        .and_then(|text| serde_json::from_str::<StoredGame>(&text).ok())
        .map(|game| game.revision))
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
    let stored = StoredGame {
        save: entry.save.clone(),
        redo: entry.redo.clone(),
        revision,
        bots: entry.bots.clone(),
    };
    let stored = serde_json::to_string(&stored).map_err(|_| StorageProblem::Damaged)?;
    write(&game_key(game, id), &stored)?;
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

/// A stored game's entry and revision, for its game to decode.
pub struct LoadedGame {
    pub entry: Entry,
    pub revision: u64,
}

pub fn load_game(game: &str, id: &str) -> Result<LoadedGame, StorageProblem> {
    let text = read(&game_key(game, id))?.ok_or(StorageProblem::Missing)?;
    let stored: StoredGame = serde_json::from_str(&text).map_err(|_| StorageProblem::Damaged)?;
    Ok(LoadedGame {
        entry: Entry {
            save: stored.save,
            redo: stored.redo,
            bots: stored.bots,
        },
        revision: stored.revision,
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
    let random = (js_sys::Math::random() * 1e9) as u64;
    format!("{:x}{:x}", js_sys::Date::now() as u64, random)
}

/// Which saved game is open, app-wide: `{"game": ..., "id": ...}`.
const OPEN_KEY: &str = "tabletop.v1.open";
/// Where the app kept the open game when it had one game (an id of Era of Inventions).
const OLD_OPEN_KEY: &str = "eoi.v1.open";

/// A saved game: which game, and its id among that game's saves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRef {
    pub game: String,
    pub id: String,
}

/// Remembers which game is open, so that a reload (or coming back later) resumes it.
pub fn remember_open(open: Option<&GameRef>) {
    let written = match open.map(serde_json::to_string) {
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
        return serde_json::from_str(&text).ok();
    }
    read(OLD_OPEN_KEY).ok().flatten().map(|id| GameRef {
        game: LEGACY_GAME.to_string(),
        id,
    })
}
