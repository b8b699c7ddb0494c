//! A game's log, for every game: one line per action in words, newest first, drawn as a keyed
//! list so a move adds (and a screen reader announces) only its own line, and downloadable as a
//! text file.

use leptos::prelude::*;

use super::context::{boxed, effect};
use wasm_bindgen::JsCast;

use crate::i18n::{t, Msg};

/// One line of the log: the words of one action's events, and what they tell as data (their
/// kinds and the player of the first), which the end-to-end tests read.
#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    /// The action's place in the game, from 0.
    pub index: usize,
    pub text: String,
    pub kinds: String,
    pub seat: Option<u8>,
}

/// Lines shown at once; the download has them all.
const SHOWN: usize = 400;

/// The log panel: `lines` oldest first, shown newest first; `file_name` names the download.
#[component]
pub fn GameLog(
    open: RwSignal<bool>,
    lines: Memo<Vec<LogLine>>,
    file_name: &'static str,
) -> impl IntoView {
    // Lines are added to the list as elements, newest on top, and only those that changed are
    // replaced: a move announces its own line, and the rest of the list is left alone (a keyed
    // list without the framework's keyed-list code, which would weigh on every bundle).
    let list = NodeRef::<leptos::html::Ol>::new();
    let shown = StoredValue::new_local(Vec::<(usize, String, web_sys::Element)>::new());
    effect(move || {
        let Some(list) = list.get() else { return };
        lines.with(|lines| {
            shown.update_value(|shown| show(&list, lines, shown));
        });
    });
    // The text is made when the link is followed, not on every move.
    let download = move |event: web_sys::MouseEvent| {
        let text = lines.with(|lines| {
            lines
                .iter()
                .map(|line| {
                    // A hint asked for is no move: no number of its own.
                    if line.kinds == super::hint::HINT_KIND {
                        format!("– {}\n", line.text)
                    } else {
                        format!("{}. {}\n", line.index + 1, line.text)
                    }
                })
                .collect::<String>()
        });
        let href = format!(
            "data:text/plain;charset=utf-8,{}",
            js_sys::encode_uri_component(&text)
        );
        if let Some(link) = event
            .current_target()
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        {
            let _ = link.set_attribute("href", &href);
        }
    };
    view! {
        <section class="panel log" class:open=move || open.get() aria-labelledby="log-heading">
            <div class="log-head">
                <h2 id="log-heading">{t(Msg::Log)}</h2>
                <a
                    class="log-download"
                    href="#"
                    download=file_name
                    on:click=boxed(download)
                >
                    {t(Msg::DownloadLog)}
                </a>
            </div>
            <ol class="log-lines" aria-live="polite" reversed node_ref=list></ol>
        </section>
    }
}

/// Brings the list's elements (`shown`, oldest first: each line's place in `lines`, its text
/// and its element) to the last [`SHOWN`] of `lines`, leaving the lines that still read the same
/// as they are.
fn show(
    list: &web_sys::Element,
    lines: &[LogLine],
    shown: &mut Vec<(usize, String, web_sys::Element)>,
) {
    if shown.is_empty() {
        // A list drawn again in place of another (the framework reuses the element when the
        // same screen comes back, a replay for the game) starts empty.
        list.set_inner_html("");
    }
    let from = lines.len().saturating_sub(SHOWN);
    // Lines that dropped off the window go; then everything from the first line that changed
    // (or was undone).
    shown.retain(|(place, _, element)| {
        let keep = *place >= from;
        if !keep {
            element.remove();
        }
        keep
    });
    let kept = shown
        .iter()
        .take_while(|(place, text, _)| lines.get(*place).is_some_and(|line| line.text == *text))
        .count();
    for (_, _, element) in shown.drain(kept..) {
        element.remove();
    }
    let next = shown.last().map_or(from, |(place, _, _)| place + 1);
    for (place, line) in lines.iter().enumerate().skip(next) {
        let Ok(item) = document().create_element("li") else {
            continue;
        };
        let _ = item.set_attribute("value", &(line.index + 1).to_string());
        let _ = item.set_attribute("data-events", &line.kinds);
        if let Some(seat) = line.seat {
            let _ = item.set_attribute("data-seat", &seat.to_string());
        }
        let _ = item.insert_adjacent_text("afterbegin", &line.text);
        let _ = list.insert_adjacent_element("afterbegin", &item);
        shown.push((place, line.text.clone(), item));
    }
}
