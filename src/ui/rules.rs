//! A game's full rules, from its static page (`assets/rules/<game>.<language>.html`, outside the
//! wasm, linkable and printable, kept offline by the service worker). The Rules dialog shows the
//! page's `<main>` for the current language, with a link to open the page on its own.

use leptos::prelude::*;

use crate::i18n::{self, t, Msg};

/// The rules page of `game` (its id, as in the page's file name) in the current language.
#[component]
pub fn RulesPage(game: &'static str) -> impl IntoView {
    let page = format!("rules/{game}.{}.html", i18n::locale().code());
    let html = RwSignal::new(String::new());
    let url = page.clone();
    leptos::task::spawn_local(async move {
        html.set(
            fetch_text(&url)
                .await
                .and_then(main_of)
                .unwrap_or_else(|| format!(r#"<p role="alert">{}</p>"#, t(Msg::RulesUnavailable))),
        );
    });
    view! {
        <p><a href=page target="_blank" rel="noopener">{t(Msg::RulesPage)}</a></p>
        <div class="rules-page" inner_html=html></div>
    }
}

/// The rules page of `game`, as a game's [`super::game::AppGame::rules`].
pub fn page(game: &'static str) -> AnyView {
    view! { <RulesPage game/> }.into_any()
}

/// The text of a same-origin file, `None` when it cannot be had (offline before any visit).
async fn fetch_text(url: &str) -> Option<String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let response = JsFuture::from(window().fetch_with_str(url)).await.ok()?;
    let get = |key: &str| js_sys::Reflect::get(&response, &key.into()).ok();
    if get("ok")?.as_bool() != Some(true) {
        return None;
    }
    let text: js_sys::Function = get("text")?.dyn_into().ok()?;
    let promise: js_sys::Promise = text.call0(&response).ok()?.dyn_into().ok()?;
    JsFuture::from(promise).await.ok()?.as_string()
}

/// What is between `<main>` and `</main>`.
fn main_of(page: String) -> Option<String> {
    let start = page.find("<main>")? + "<main>".len();
    let end = page.rfind("</main>")?;
    page.get(start..end).map(str::to_string)
}
