//! The web app's bundle of Age of Inventors: the shell and Age of Inventors' screens.

fn main() {
    app::start();
}
