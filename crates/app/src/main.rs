//! The web app's entry point: it only mounts the UI.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    app::ui::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The web app runs in a browser: build and serve it with ./scripts/serve.sh");
}
