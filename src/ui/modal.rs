//! A modal dialog that behaves as one for keyboard and screen-reader users: focus moves into it
//! when it opens, Tab and Shift+Tab stay inside it, Escape or a click outside closes it, and focus
//! returns to the control that opened it.

use leptos::html::Div;
use leptos::prelude::*;

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

/// What Tab can reach inside the dialog (nothing inside a hidden part).
const FOCUSABLE: &str = ":is(button:not([disabled]), [href], input:not([disabled]), \
    select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])):not([hidden] *)";

fn focusable_inside(dialog: &HtmlElement) -> Vec<HtmlElement> {
    let Ok(found) = dialog.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..found.length())
        .filter_map(|index| found.item(index))
        .filter_map(|node| node.dyn_into::<HtmlElement>().ok())
        .collect()
}

fn focused_element() -> Option<HtmlElement> {
    document()
        .active_element()
        .and_then(|element| element.dyn_into::<HtmlElement>().ok())
}

/// The dialog named by the heading with id `labelled_by`, shown while `open` is true.
#[component]
pub fn Modal(
    open: RwSignal<bool>,
    labelled_by: &'static str,
    children: ChildrenFn,
) -> impl IntoView {
    let dialog_ref = NodeRef::<Div>::new();
    // The opener is kept outside the reactive graph: it is a DOM node, not state.
    let opener = StoredValue::new_local(None::<HtmlElement>);

    let was = std::cell::Cell::new(None::<bool>);
    Effect::new(move |_| {
        let is_open = open.get();
        let was_open = was.replace(Some(is_open));
        if is_open && was_open != Some(true) {
            opener.set_value(focused_element());
        } else if !is_open && was_open == Some(true) {
            if let Some(element) = opener.get_value() {
                // The opener may have gone with the dialog's reason (a finished game): then the
                // browser keeps focus on the page, which is what a user would expect anyway.
                let _ = element.focus();
            }
            opener.set_value(None);
        }
    });
    // Runs once the dialog is in the page.
    Effect::new(move |_| {
        if let Some(dialog) = dialog_ref.get() {
            if let Some(first) = focusable_inside(&dialog).first() {
                let _ = first.focus();
            }
        }
    });

    let on_key = move |ev: web_sys::KeyboardEvent| match ev.key().as_str() {
        "Escape" => {
            ev.prevent_default();
            open.set(false);
        }
        "Tab" => {
            let Some(dialog) = dialog_ref.get_untracked() else {
                return;
            };
            let inside = focusable_inside(&dialog);
            let (Some(first), Some(last)) = (inside.first(), inside.last()) else {
                ev.prevent_default();
                return;
            };
            let focused = focused_element();
            let at_first = focused.as_ref() == Some(first);
            let at_last = focused.as_ref() == Some(last);
            let outside = !focused.is_some_and(|element| dialog.contains(Some(&element)));
            if ev.shift_key() && (at_first || outside) {
                ev.prevent_default();
                let _ = last.focus();
            } else if !ev.shift_key() && (at_last || outside) {
                ev.prevent_default();
                let _ = first.focus();
            }
        }
        _ => {}
    };

    let on_keydown = move |ev: web_sys::KeyboardEvent| {
        // The dialog owns the keyboard: the game's shortcuts (Ctrl+Z) must not change the game
        // behind it.
        ev.stop_propagation();
        on_key(ev)
    };

    view! {
        <Show when=move || open.get()>
            <div class="dialog-backdrop" on:click=move |_| open.set(false)>
                <div
                    class="dialog"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby=labelled_by
                    node_ref=dialog_ref
                    on:click=|ev: leptos::ev::MouseEvent| ev.stop_propagation()
                    on:keydown=on_keydown
                >
                    {children()}
                </div>
            </div>
        </Show>
    }
}
