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
    eoi::ui::mount();
    settle().await;
    assert!(body_text().contains("Start the game"));
    click_button("Start the game");
    settle().await;
    assert!(body_text().contains("place an action token"));
    assert!(body_text().contains("3 left to place this round."));
    click_button("A Build factories");
    settle().await;
    assert!(body_text().contains("places a token on Build factories."));
}
