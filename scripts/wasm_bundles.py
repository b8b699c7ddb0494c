"""Trunk post-build hook (before scripts/service_worker.py): builds the app's bundles, splits each
game's bundle into its parts that load when first used, and puts them in Trunk's staging folder.

A bundle is the shell with one game's screens (or none: the home screen's), a binary of the root
package built for wasm32 with that game's cargo feature (BUNDLES below). Trunk's own Rust
pipeline runs wasm-bindgen straight after cargo, and the split must come between the two
(wasm-split needs the linker's relocations, which wasm-bindgen drops), so this hook runs the
steps itself, as cargo-leptos does:

1. cargo builds the binary; a game's with the `split` feature (src/ui/parts.rs: its parts are
   marked there) and linked with `--emit-relocs`;
2. `wasm-split-cli` (wasm_split_cli_support, installed by scripts/setup.sh) cuts the wasm at the
   parts: a main module, one module per part (and chunks that parts share), and
   `__wasm_split.js`, which fetches a part's module beside it when the part is first used;
3. wasm-bindgen (`--target web`, keeping the exports the parts import) makes `main.js` and
   `main_bg.wasm`;
4. in a release build, wasm-opt shrinks every module with the settings below (measured: what
   makes the gzipped wasm smallest).

Each bundle lands in a folder of its own, `tabletop-<game>/` in the staging folder, whose files
name each other relatively; scripts/service_worker.py then adds the texts, names the folder after
a hash of its files and tells the loader where it is.

`python3 scripts/wasm_bundles.py [staging] [release|debug]` runs it by hand. `BUNDLES=home,eoi`
(game ids) builds only those bundles: a quicker local build while working on one game's screens.
"""
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import tempfile

# (game id, binary, cargo features, split into parts)
BUNDLES = [
    ("home", "tabletop-home", "external-texts", False),
    ("eoi", "tabletop-eoi", "eoi,external-texts,split", True),
    ("era-medieval", "tabletop-era-medieval", "era-medieval,external-texts,split", True),
    ("age-of-inventors", "tabletop-age-of-inventors", "age-of-inventors,external-texts,split", True),
]

# wasm-opt -Oz and what makes the gzipped wasm smallest (measured): the low 1 KiB of memory is
# the bottom of the stack, never addressed (--low-memory-unused); no inlining of small functions,
# no local common-subexpression pass and no splitting of zero-filled data (each makes the raw wasm
# a little larger and its gzip a few KB smaller).
WASM_OPT = ["-Oz", "--low-memory-unused", "--skip-pass=inlining-optimizing", "--skip-pass=local-cse",
            "--skip-pass=memory-packing"]


def run(command, **options):
    return subprocess.run(command, check=True, **options)


def cargo_build(root, binary, features, split, profile):
    """Builds `binary` for wasm32 and returns the path of its wasm."""
    command = ["cargo", "rustc", "--locked", "--quiet", "--manifest-path", os.path.join(root, "Cargo.toml"),
               "--target", "wasm32-unknown-unknown", "--profile", profile, "--bin", binary,
               "--no-default-features", "--features", features, "--message-format", "json-render-diagnostics"]
    if split:
        # Only the binary's link: its dependencies are built as for any other bundle.
        command += ["--", "-C", "link-args=--emit-relocs"]
    out = run(command, stdout=subprocess.PIPE, text=True).stdout
    for line in out.splitlines():
        message = json.loads(line)
        if message.get("reason") == "compiler-artifact" and message["target"]["name"] == binary:
            for name in message["filenames"]:
                if name.endswith(".wasm"):
                    return name
    sys.exit("scripts/wasm_bundles.py: cargo built no wasm for %s" % binary)


def finish(wasm, folder, split, release):
    """Splits (for a game's bundle), binds and optimises the wasm at `wasm` into `folder`."""
    os.makedirs(folder)
    with tempfile.TemporaryDirectory() as parts:
        main = wasm
        if split:
            run(["wasm-split-cli", wasm, parts], stdout=subprocess.DEVNULL)
            main = os.path.join(parts, "main.wasm")
        command = ["wasm-bindgen", "--target", "web", "--no-typescript", "--out-dir", folder, "--out-name", "main", main]
        if split:
            command[1:1] = ["--keep-lld-exports"]
        # wasm-bindgen warns of every name subsection it does not know (rustc writes the names of
        # labels too); the rest of what it says is printed.
        said = run(command, stderr=subprocess.PIPE, text=True).stderr
        for line in said.splitlines():
            if not line.startswith("warning: unknown name subsection"):
                print(line, file=sys.stderr)
        for name in sorted(os.listdir(parts)):
            if name != "main.wasm":
                shutil.copy(os.path.join(parts, name), os.path.join(folder, name))
    if release:
        for name in os.listdir(folder):
            if name.endswith(".wasm"):
                path = os.path.join(folder, name)
                run(["wasm-opt", *WASM_OPT, path, "-o", path])
    return sorted(os.listdir(folder))


def main():
    staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "dist")
    mode = os.environ.get("TRUNK_PROFILE") or (sys.argv[2] if len(sys.argv) > 2 else "release")
    release = mode == "release"
    root = os.environ.get("TRUNK_SOURCE_DIR") or os.getcwd()
    profile = "web-release" if release else "dev"
    # Each cargo build holds the target folder's lock: they run one after another, while the
    # bundles already built are split and optimised beside them.
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        done = []
        chosen = os.environ.get("BUNDLES")
        for game, binary, features, split in BUNDLES:
            if chosen and game not in chosen.split(","):
                continue
            wasm = cargo_build(root, binary, features, split, profile)
            folder = os.path.join(staging, binary)
            shutil.rmtree(folder, ignore_errors=True)
            done.append((binary, pool.submit(finish, wasm, folder, split, release)))
        for binary, files in done:
            print("%s: %s" % (binary, ", ".join(files.result())))


if __name__ == "__main__":
    main()
