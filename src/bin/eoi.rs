//! The web app's bundle of Era of Inventions: the shell and Era of Inventions' screens.

fn main() {
    app::start();
}
