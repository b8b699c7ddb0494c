//! The app's contexts, read without Leptos' panic message. Leptos' `expect_context` keeps, for
//! each of its calls, the caller's place and the name of the context's type for the message of a
//! missing context (a mistake of ours, never of the player): about 160 calls' worth of strings
//! and formatting in every bundle. The files that read a context import this one instead (it
//! shadows the prelude's); debug builds keep Leptos' message.

use leptos::prelude::use_context;

/// The context of type `T`, which an ancestor of the calling view provides.
pub fn expect_context<T: Clone + 'static>() -> T {
    if cfg!(debug_assertions) {
        leptos::prelude::expect_context()
    } else {
        use_context().unwrap_or_else(|| missing())
    }
}

#[cold]
#[inline(never)]
fn missing() -> ! {
    panic!("a context the app provides is missing")
}
