//! `tabletop-texts <game> <file>`: writes the fixed texts of a game's bundle, every language, as
//! JSON (see the app's `i18n::texts`). The build runs it for each bundle
//! (scripts/service_worker.py); it runs natively, never in the browser.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, file] = args.as_slice() else {
        eprintln!("usage: tabletop-texts <game> <file>");
        return std::process::ExitCode::from(2);
    };
    let Some(json) = app::i18n::texts::game_texts_json(game) else {
        eprintln!("tabletop-texts: no game {game:?}");
        return std::process::ExitCode::from(2);
    };
    if let Err(error) = std::fs::write(file, json) {
        eprintln!("tabletop-texts: cannot write {file}: {error}");
        return std::process::ExitCode::FAILURE;
    }
    std::process::ExitCode::SUCCESS
}

#[cfg(target_arch = "wasm32")]
fn main() {}
