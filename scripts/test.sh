#!/usr/bin/env bash
# Runs every test of the project. Installs what it needs first (quick when already installed).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "toolchain"
if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo is missing: install Rust from https://rustup.rs first" >&2
  exit 1
fi
if command -v rustup >/dev/null 2>&1; then
  for component in rustfmt clippy; do
    rustup component list --installed 2>/dev/null | grep -q "^$component" \
      || rustup component add "$component"
  done
fi
cargo --version

step "format"
cargo fmt --all -- --check

step "lint"
cargo clippy --all-targets --locked -- -D warnings

step "native tests (rules, examples, properties)"
cargo test --locked

step "command-line smoke test"
cargo build --release --locked --bin eoi
eoi=target/release/eoi
for players in 3 4 5; do
  "$eoi" simulate --players "$players" --games 300 --seed 1 --json | tee /tmp/eoi-sim.json
  grep -q '"invariant_failures":0' /tmp/eoi-sim.json
done
"$eoi" sample --players 4 --seed 7 | "$eoi" replay - >/tmp/eoi-replay.txt
grep -q winner /tmp/eoi-replay.txt
cat /tmp/eoi-replay.txt
