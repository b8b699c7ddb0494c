//! The web app's home-screen bundle: the shell alone, with every game's card but no game's
//! screens, so that a first visit downloads only what the home screen needs. Whatever the
//! player chooses there opens the bundle of its game (`ui/bundles.rs`).

fn main() {
    app::start();
}
