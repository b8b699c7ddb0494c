//! One bundle per game (Cargo.toml's features, index.html's loader): a game whose screens are in
//! another bundle is opened by loading the page again with that bundle, with what to do there in
//! the address. The loader picks the bundle of, in order: a share link's game (`#game=`, or
//! `#replay=` to watch it), an intent below (`#setup=`, `#quick=`, `#rules=`, `#watch=`), the open
//! saved game (`tabletop.v1.open`), the bundle used last, else the first game's.

use leptos::prelude::*;
use wasm_bindgen::JsValue;

use super::cards;

/// What the other bundle is to do once it has started.
pub enum Intent<'a> {
    /// Open a save string's game as a new saved game, as its share link does.
    Import(&'a str),
    /// Show a game's new-game form.
    SetUp(&'static str),
    /// Start a game against the computer at once (the card's one-click start).
    QuickStart(&'static str),
    /// Show a game's rules.
    Rules(&'static str),
    /// Reopen the open saved game (`tabletop.v1.open`, written before).
    Resume,
    /// Reopen the open saved game to watch it again.
    Watch(&'static str),
}

/// Loads the page again with the bundle the intent needs.
pub fn switch(intent: Intent) {
    let hash = match intent {
        Intent::Import(text) => format!("#game={text}"),
        Intent::SetUp(game) => format!("#setup={game}"),
        Intent::QuickStart(game) => format!("#quick={game}"),
        Intent::Rules(game) => format!("#rules={game}"),
        Intent::Resume => String::new(),
        Intent::Watch(game) => format!("#watch={game}"),
    };
    let location = window().location();
    let url = format!(
        "{}{}{hash}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    // The address changes without a hashchange (which this bundle would act on), then the page
    // loads again from it.
    let _ = window()
        .history()
        .and_then(|history| history.replace_state_with_url(&JsValue::NULL, "", Some(&url)));
    let _ = location.reload();
}

/// The intent the page was opened with (`#setup=`, `#quick=`, `#rules=` or `#watch=` and a game
/// this app has), taken out of the address. Share links (`#game=`, `#replay=`) are the shell's
/// own.
pub fn take_intent() -> Option<Intent<'static>> {
    let hash = window().location().hash().ok()?;
    let (kind, game) = hash.strip_prefix('#')?.split_once('=')?;
    let game = cards::find(game)?.id;
    let intent = match kind {
        "setup" => Intent::SetUp(game),
        "quick" => Intent::QuickStart(game),
        "rules" => Intent::Rules(game),
        "watch" => Intent::Watch(game),
        _ => return None,
    };
    let location = window().location();
    let url = format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    let _ = window()
        .history()
        .and_then(|history| history.replace_state_with_url(&JsValue::NULL, "", Some(&url)));
    Some(intent)
}
