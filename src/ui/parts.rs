//! Parts of a game's bundle that load when first used: the replay, the live table, the
//! new-game form and the coach (the hint and the turning points), each a wasm module of its own
//! beside the bundle's main one (wasm-split, which Leptos' `#[lazy]` uses;
//! `scripts/wasm_bundles.py` splits the bundles the release build makes).
//! A player who opens a shared game downloads the board and the rules engine, not the code of
//! screens they may never open; the service worker keeps every part for offline play.
//!
//! A part is a function marked `part!`, in a bundle built with the `split` feature (every
//! bundle `scripts/wasm_bundles.py` builds; the wasm tests and lints build all games together,
//! unsplit, and call the same code directly). Calling it fetches its module the first time,
//! then runs it; [`part_view`] draws it: a short note while the module loads, the part once it
//! is there, and, if its file cannot be had (offline before the part was ever
//! cached, a broken deploy), words that say so with a button to try again, while the game on
//! screen stays.
//!
//! The functions of a split module cannot be generic: each names the one game of its bundle
//! ([`BundleGame`]), which the cargo feature of the bundle chooses.

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll, Waker};

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

use crate::i18n::{t, Msg};

/// A part's view, or why its module could not be loaded.
pub type Loaded = Result<AnyView, SplitLoaderError>;

/// The fetch of a part's module (once: it is kept after it succeeds).
pub type Preloading = Pin<Box<dyn Future<Output = Result<(), SplitLoaderError>>>>;

/// The future of a part's view, ready at once when its module is there.
pub type Loading = Pin<Box<dyn Future<Output = Loaded>>>;

/// Declares a part: `part! { fn name(args) in module { body } }`, `body` being the part's view
/// (naming the app's items by their `crate::` paths). It makes a module `name` whose `shown(args)`
/// draws the part where it is called (see [`part_view`]). Parts of the same `module` load
/// together.
macro_rules! part {
    ($(#[$attr:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) in $module:ident $body:block) => {
        $(#[$attr])*
        $vis mod $name {
            #[allow(unused_imports)]
            use super::*;

            #[allow(unused_braces)]
            #[::leptos::wasm_split::wasm_split(
                $module,
                fallible,
                preload(preload),
                wasm_split_path = ::leptos::wasm_split
            )]
            pub fn view($($arg: $ty),*) -> $crate::ui::parts::Loaded {
                Ok($body)
            }

            /// Whether the part's module is loaded: from then on it is drawn at once.
            static LOADED: ::std::sync::atomic::AtomicBool = ::std::sync::atomic::AtomicBool::new(false);

            /// The part, drawn here once its module is loaded.
            pub fn shown($($arg: $ty),*) -> ::leptos::prelude::AnyView {
                $crate::ui::parts::part_view(
                    &LOADED,
                    || Box::pin(preload()),
                    move || Box::pin(view($($arg.clone()),*)),
                )
            }
        }
    };
}
pub(crate) use part;

/// The one game of a split bundle: a split module's functions name it, since they cannot be
/// generic.
#[cfg(all(feature = "split", feature = "eoi"))]
pub type BundleGame = eoi::rules::GameState;
#[cfg(all(feature = "split", feature = "era-medieval"))]
pub type BundleGame = era_medieval::rules::GameState;
#[cfg(all(feature = "split", feature = "age-of-inventors"))]
pub type BundleGame = age_of_inventors::rules::GameState;
#[cfg(all(
    feature = "split",
    any(
        all(feature = "eoi", feature = "era-medieval"),
        all(feature = "eoi", feature = "age-of-inventors"),
        all(feature = "era-medieval", feature = "age-of-inventors"),
    )
))]
compile_error!("a split bundle has one game: build it with one game's feature");

/// Where a part's module is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fetch {
    Under,
    Done,
    Failed,
}

/// Draws a part: a short note while `preload` fetches its module (unless it is `loaded`
/// already), then the view that `view` gives, built right here as any other view (its module is there, so its future is ready at
/// once). If the fetch fails, words say so with a button that fetches again (a failure is never
/// remembered).
pub fn part_view(
    loaded: &'static AtomicBool,
    preload: fn() -> Preloading,
    view: impl Fn() -> Loading + 'static,
) -> AnyView {
    let at_hand = loaded.load(Ordering::Relaxed);
    let fetch = RwSignal::new(if at_hand { Fetch::Done } else { Fetch::Under });
    let start = move || {
        leptos::task::spawn_local(async move {
            let done = preload().await.is_ok();
            loaded.store(done, Ordering::Relaxed);
            // The part may have left the screen meanwhile: then nobody waits for it.
            let _ = fetch.try_set(if done { Fetch::Done } else { Fetch::Failed });
        })
    };
    if !at_hand {
        start();
    }
    let view = send_wrapper::SendWrapper::new(view);
    (move || match fetch.get() {
        Fetch::Under => {
            view! { <p class="part-loading" role="status">{t(Msg::PartLoading)}</p> }.into_any()
        }
        Fetch::Done => match ready_now((*view)()) {
            Some(Ok(part)) => part,
            _ => part_missing(fetch, start),
        },
        Fetch::Failed => part_missing(fetch, start),
    })
    .into_any()
}

/// The output of a future that needs no waiting (a part whose module is loaded), else `None`.
fn ready_now<T>(mut future: Pin<Box<dyn Future<Output = T>>>) -> Option<T> {
    let mut context = Context::from_waker(Waker::noop());
    match future.as_mut().poll(&mut context) {
        Poll::Ready(output) => Some(output),
        Poll::Pending => None,
    }
}

/// What shows in place of a part whose module could not be loaded: the reason, and a way to try
/// again; nothing else on the screen changes.
fn part_missing(fetch: RwSignal<Fetch>, start: impl Fn() + Send + Sync + 'static) -> AnyView {
    view! {
        <div class="part-missing" role="alert">
            <p>{t(Msg::PartMissing)}</p>
            <button
                class="secondary"
                on:click=move |_| {
                    fetch.set(Fetch::Under);
                    start();
                }
            >
                {t(Msg::TryAgain)}
            </button>
        </div>
    }
    .into_any()
}
