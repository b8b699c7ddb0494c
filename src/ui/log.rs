//! A game's log, for every game: one line per action in words, newest first, drawn as a keyed
//! list so a move adds (and a screen reader announces) only its own line, and downloadable as a
//! text file.

use leptos::prelude::*;

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
    // Newest first, keyed by each line's place and words: a move adds (and a screen reader
    // announces) only its own line, and an undone line goes.
    let shown = Memo::new(move |_| {
        lines.with(|lines| {
            let from = lines.len().saturating_sub(SHOWN);
            lines[from..]
                .iter()
                .enumerate()
                .rev()
                .map(|(offset, line)| (from + offset, line.clone()))
                .collect::<Vec<_>>()
        })
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
                    on:click=download
                >
                    {t(Msg::DownloadLog)}
                </a>
            </div>
            <ol class="log-lines" aria-live="polite" reversed>
                <For
                    each=move || shown.get()
                    key=|(place, line)| (*place, line.text.clone())
                    children=|(_, line)| view! { <LogEntry line/> }
                />
            </ol>
        </section>
    }
}

/// One action's line in the log, numbered as in the game.
#[component]
fn LogEntry(line: LogLine) -> impl IntoView {
    view! {
        <li value=(line.index + 1).to_string() data-events=line.kinds data-seat=line.seat.map(|seat| seat.to_string())>
            {line.text}
        </li>
    }
}
