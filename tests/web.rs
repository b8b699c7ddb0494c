//! Mount tests in headless Chromium (wasm-bindgen-test): the app starts, a game begins, and a
//! placement goes through the engine into the board.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// Lets the reactive system render pending changes.
async fn settle() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 20);
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

fn body_text() -> String {
    web_sys::window()
        .unwrap()
        .document()
        .unwrap()
        .body()
        .unwrap()
        .text_content()
        .unwrap_or_default()
}

fn click_button(label: &str) {
    let document = web_sys::window().unwrap().document().unwrap();
    let buttons = document.query_selector_all("button").unwrap();
    for index in 0..buttons.length() {
        let button: web_sys::HtmlElement = buttons.item(index).unwrap().dyn_into().unwrap();
        if button.text_content().unwrap_or_default().trim() == label {
            button.click();
            return;
        }
    }
    panic!("no button labelled {label}");
}

#[wasm_bindgen_test]
async fn the_app_mounts_starts_a_game_and_places_a_token() {
    app::ui::mount();
    settle().await;
    assert!(body_text().contains("Start the game"));
    click_button("Start the game");
    settle().await;
    assert!(body_text().contains("place an action token"));
    assert!(body_text().contains("3 tokens left to place this round."));
    click_button("A Build factories");
    settle().await;
    assert!(body_text().contains("places a token on Build factories."));
}

/// FNV-1a over the final state's JSON, as `tests/golden.rs` computes it natively.
fn state_hash(state: &eoi::rules::GameState) -> u64 {
    let json = serde_json::to_string(state).unwrap();
    json.bytes().fold(0xCBF2_9CE4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01B3)
    })
}

/// The same seed and actions give the same game in WebAssembly as natively: the golden replays
/// reach the very state hashes `tests/golden.rs` pins on the native build.
#[wasm_bindgen_test]
fn golden_replays_reach_the_native_state_in_wasm() {
    let golden: [(&str, u64); 3] = [
        (
            include_str!("../crates/games/eoi/tests/golden/three-players-seed-11.json"),
            3075648938891162462,
        ),
        (
            include_str!("../crates/games/eoi/tests/golden/four-players-seed-7.json"),
            9441208100543802898,
        ),
        (
            include_str!("../crates/games/eoi/tests/golden/five-players-seed-5.json"),
            3549569192307834334,
        ),
    ];
    for (json, hash) in golden {
        let record: eoi::EoiRecord = serde_json::from_str(json).unwrap();
        let state = record.replay().unwrap();
        assert_eq!(state_hash(&state), hash);
    }
    // And through a save string, as the app loads games.
    let saves = include_str!("../crates/games/eoi/tests/golden/saves-v1.txt");
    let line = saves
        .lines()
        .find(|l| l.starts_with("four-players"))
        .unwrap();
    let (_, text) = line.split_once(' ').unwrap();
    let state = eoi::codec::import(text).unwrap().state;
    // A format-1 string keeps the rules it was played by (version 1).
    let mut record: eoi::EoiRecord = serde_json::from_str(include_str!(
        "../crates/games/eoi/tests/golden/four-players-seed-7.json"
    ))
    .unwrap();
    record.setup.rules_version = 1;
    assert_eq!(state_hash(&state), state_hash(&record.replay().unwrap()));
}

#[wasm_bindgen_test]
fn hard_searches_in_the_browser_and_its_plan_depends_only_on_seed_and_playouts() {
    use eoi::bots::search::{plan_turn, Search};
    use eoi::rules::{GameState, Setup};
    let state = GameState::new(&Setup::new(["A", "B", "C"], 77)).unwrap();
    // No clock in the search: the same seed and number of playouts give the same plan.
    let plan = plan_turn(&state, 5, 24);
    assert_eq!(plan.len(), 1);
    assert!(state.check(plan[0]).is_ok());
    let mut search = Search::new(&state, 5).unwrap();
    for _ in 0..24 {
        search.step();
    }
    assert_eq!(search.best_plan(), plan);
}

/// Every seed and id the app draws comes from getrandom, that is the browser's
/// `crypto.getRandomValues`, and two draws in a row differ.
#[wasm_bindgen_test]
fn seeds_are_drawn_from_getrandom_and_differ() {
    let first = app::ui::random::draw();
    let second = app::ui::random::draw();
    assert_ne!(first, second);

    // With `crypto.getRandomValues` replaced by one that counts its calls and fills bytes 1 to
    // 8, a draw is exactly those bytes, from one call.
    let global = js_sys::global();
    let crypto = js_sys::Reflect::get(&global, &"crypto".into()).unwrap();
    let known = js_sys::Function::new_with_args(
        "bytes",
        "globalThis.randomCalls = (globalThis.randomCalls || 0) + 1; \
         for (let i = 0; i < bytes.length; i++) bytes[i] = i + 1; return bytes;",
    );
    js_sys::Reflect::set(&crypto, &"getRandomValues".into(), &known).unwrap();
    let drawn = app::ui::random::draw();
    // The browser's own function again (the replacement was an own property of `crypto`).
    let crypto_object: &js_sys::Object = crypto.unchecked_ref();
    js_sys::Reflect::delete_property(crypto_object, &"getRandomValues".into()).unwrap();
    let calls = js_sys::Reflect::get(&global, &"randomCalls".into()).unwrap();
    assert_eq!(drawn, u64::from_le_bytes([1, 2, 3, 4, 5, 6, 7, 8]));
    assert_eq!(calls.as_f64(), Some(1.0));
    assert_ne!(app::ui::random::draw(), drawn);
}
