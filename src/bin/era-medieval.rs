//! The web app's bundle of ERA: Medieval Age: the shell and ERA: Medieval Age's screens.

fn main() {
    app::start();
}
