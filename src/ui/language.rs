//! Choosing the language: the browser's language on a first visit, then the player's choice from
//! the switcher on every screen, remembered in localStorage. Save strings hold no words, so a
//! game started in one language goes on in another.

use leptos::prelude::*;

use super::i18n::{self, t, Locale, Msg};

/// The language chosen, for the whole app (the view is drawn again when it changes).
#[derive(Clone, Copy)]
pub struct LocaleSignal(pub RwSignal<Locale>);

const LOCALE_KEY: &str = "tabletop.v1.locale";

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The language to start in: the one chosen before, else the first of the browser's languages
/// the app speaks, else English.
pub fn initial_locale() -> Locale {
    let chosen = local_storage()
        .and_then(|storage| storage.get_item(LOCALE_KEY).ok().flatten())
        .and_then(|code| Locale::from_tag(&code));
    chosen.or_else(browser_locale).unwrap_or_default()
}

fn browser_locale() -> Option<Locale> {
    let navigator = web_sys::window()?.navigator();
    navigator
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .chain(navigator.language())
        .find_map(|tag| Locale::from_tag(&tag))
}

/// The language switcher: each language named in itself.
#[component]
pub fn LanguageSwitcher() -> impl IntoView {
    let locale = expect_context::<LocaleSignal>().0;
    let choose = move |ev: leptos::ev::Event| {
        if let Some(chosen) = Locale::from_tag(&event_target_value(&ev)) {
            // Without storage the choice still holds for this visit.
            if let Some(storage) = local_storage() {
                let _ = storage.set_item(LOCALE_KEY, chosen.code());
            }
            locale.set(chosen);
        }
    };
    view! {
        <label class="language">
            <span class="visually-hidden">{t(Msg::Language)}</span>
            <select aria-label=t(Msg::Language) data-testid="language" on:change=choose>
                {Locale::ALL.into_iter().map(|option| view! {
                    <option value=option.code() lang=option.code() selected=move || locale.get() == option>
                        {option.native_name()}
                    </option>
                }).collect_view()}
            </select>
        </label>
    }
}

/// A date and time in the current language's format.
pub fn date_time(milliseconds: f64) -> String {
    String::from(
        js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(milliseconds))
            .to_locale_string(i18n::locale().code(), &wasm_bindgen::JsValue::UNDEFINED),
    )
}
