//! Every seed and id the app draws comes from here: the browser's `crypto.getRandomValues`,
//! through getrandom (its `wasm_js` backend).

/// A fresh random number: a game's seed, or part of a saved game's id.
pub fn draw() -> u64 {
    // Every browser the app runs in has Web Crypto; one without it still gets a game, its seed
    // taken from the clock, rather than an error.
    getrandom::u64().unwrap_or_else(|_| js_sys::Date::now().to_bits())
}
