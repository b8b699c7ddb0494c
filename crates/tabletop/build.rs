//! Lists every word of the games' text modules and of the shell's catalogues (their `say!` and
//! `word!` literals), sorted, for `words`: in the web bundles a word is its number in this list.

#[allow(dead_code)]
#[path = "src/literals.rs"]
mod literals;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn main() {
    let here = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let root = here.join("../..");
    let mut sources: Vec<PathBuf> = Vec::new();
    let games = root.join("crates/games");
    println!("cargo:rerun-if-changed={}", games.display());
    if let Ok(entries) = std::fs::read_dir(&games) {
        for game in entries.flatten() {
            sources.extend(rust_files(&game.path().join("src/text")));
        }
    }
    sources.extend(rust_files(&root.join("src/i18n")));
    let mut words = BTreeSet::new();
    for source in sources {
        println!("cargo:rerun-if-changed={}", source.display());
        let text = std::fs::read_to_string(&source).expect("a readable source");
        let found = literals::literals(&text).unwrap_or_else(|| {
            panic!(
                "{}: a say! or word! this reader cannot read",
                source.display()
            )
        });
        words.extend(found);
    }
    let mut out = String::from("pub(crate) const ALL: &[&str] = &[\n");
    for word in &words {
        out.push_str(&format!("    {word:?},\n"));
    }
    out.push_str("];\n");
    let file = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("words.rs");
    std::fs::write(file, out).expect("a writable OUT_DIR");
}

/// The `.rs` files of `dir` (none if there is no such folder), in a stable order.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|entry| entry.path())
                .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}
