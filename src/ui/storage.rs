//! Saved games in localStorage: an index of games and one entry per game (its save string and
//! undone turns). Every entry carries a revision, so a tab never overwrites a newer save made in
//! another tab. Any storage failure is reported, never fatal: play goes on in memory.

use serde::{Deserialize, Serialize};

use crate::bots::Level;
use crate::core::{Action, GameState, Phase};
use crate::record::EoiRecord;
use crate::save;

const INDEX_KEY: &str = "eoi.v1.games";

fn game_key(id: &str) -> String {
    format!("eoi.v1.game.{id}")
}

/// One line of the saved-games list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGameInfo {
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

#[derive(Clone, Debug, Serialize, Deserialize)]
struct StoredGame {
    save: String,
    redo: Vec<Action>,
    revision: u64,
    /// Which seats the computer plays (`None`: a human).
    #[serde(default)]
    bots: Vec<Option<Level>>,
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
    /// A stored entry could not be read.
    Damaged(String),
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

/// The saved games, most recently played first.
pub fn list() -> Result<Vec<SavedGameInfo>, StorageProblem> {
    let mut games: Vec<SavedGameInfo> = match read(INDEX_KEY)? {
        Some(text) => serde_json::from_str(&text)
            .map_err(|_| StorageProblem::Damaged("the saved-games list".into()))?,
        None => Vec::new(),
    };
    games.sort_by(|a, b| b.last_played.total_cmp(&a.last_played));
    Ok(games)
}

fn write_index(games: &[SavedGameInfo]) -> Result<(), StorageProblem> {
    let text = serde_json::to_string(games).map_err(|e| StorageProblem::Damaged(e.to_string()))?;
    write(INDEX_KEY, &text)
}

/// The stored revision of a game, if it is stored.
pub fn stored_revision(id: &str) -> Result<Option<u64>, StorageProblem> {
    Ok(read(&game_key(id))?
        .and_then(|text| serde_json::from_str::<StoredGame>(&text).ok())
        .map(|game| game.revision))
}

/// Saves a game as revision `expected + 1`, unless another tab saved it since `expected`.
/// Returns the new revision.
pub fn save_game(
    id: &str,
    name: &str,
    record: &EoiRecord,
    redo: &[Action],
    bots: &[Option<Level>],
    state: &GameState,
    expected: u64,
) -> Result<u64, StorageProblem> {
    if let Some(stored) = stored_revision(id)? {
        if stored != expected {
            return Err(StorageProblem::ChangedElsewhere);
        }
    }
    let revision = expected + 1;
    let text = save::export(record, bots).map_err(|e| StorageProblem::Damaged(e.to_string()))?;
    let entry = StoredGame {
        save: text,
        redo: redo.to_vec(),
        revision,
        bots: bots.to_vec(),
    };
    let entry =
        serde_json::to_string(&entry).map_err(|e| StorageProblem::Damaged(e.to_string()))?;
    write(&game_key(id), &entry)?;
    let info = SavedGameInfo {
        id: id.to_string(),
        name: name.to_string(),
        players: record
            .setup
            .players
            .iter()
            .map(|p| p.name.clone())
            .collect(),
        round: state.round(),
        last_round: state.last_round(),
        finished: matches!(state.phase(), Phase::GameOver),
        last_played: js_sys::Date::now(),
        revision,
    };
    let mut games = list().unwrap_or_default();
    games.retain(|game| game.id != id);
    games.push(info);
    write_index(&games)?;
    Ok(revision)
}

/// A stored game: its record, its undone turns, its revision and its computer seats.
pub struct LoadedGame {
    pub record: EoiRecord,
    pub redo: Vec<Action>,
    pub revision: u64,
    pub bots: Vec<Option<Level>>,
}

pub fn load_game(id: &str) -> Result<LoadedGame, String> {
    let text = read(&game_key(id))
        .map_err(|_| "the browser's storage is not available".to_string())?
        .ok_or_else(|| "this saved game is no longer stored".to_string())?;
    let stored: StoredGame =
        serde_json::from_str(&text).map_err(|_| "this saved game is damaged".to_string())?;
    let record = save::import(&stored.save)
        .map_err(|e| e.to_string())?
        .record;
    Ok(LoadedGame {
        record,
        redo: stored.redo,
        revision: stored.revision,
        bots: stored.bots,
    })
}

pub fn rename_game(id: &str, name: &str) -> Result<(), StorageProblem> {
    let mut games = list()?;
    for game in games.iter_mut().filter(|game| game.id == id) {
        game.name = name.to_string();
    }
    write_index(&games)
}

pub fn delete_game(id: &str) -> Result<(), StorageProblem> {
    let store = storage()?;
    let _ = store.remove_item(&game_key(id));
    let mut games = list()?;
    games.retain(|game| game.id != id);
    write_index(&games)
}

/// A fresh id for a saved game.
pub fn new_id() -> String {
    let random = (js_sys::Math::random() * 1e9) as u64;
    format!("{:x}{:x}", js_sys::Date::now() as u64, random)
}

const OPEN_KEY: &str = "eoi.v1.open";

/// Remembers which game is open, so that a reload (or coming back later) resumes it.
pub fn remember_open(id: Option<&str>) {
    let _ = match id {
        Some(id) => write(OPEN_KEY, id),
        None => storage().and_then(|s| {
            s.remove_item(OPEN_KEY)
                .map_err(|_| StorageProblem::Unavailable)
        }),
    };
}

/// The game that was open when the app was last left, if it is still stored.
pub fn last_open() -> Option<String> {
    read(OPEN_KEY).ok().flatten()
}
