#!/usr/bin/env bash
# Builds the release web app into dist/ (size-optimised, wasm-opt, hashed names, service worker):
# one bundle per game and the home screen's (index.html), and checks what a player downloads
# before a screen works against its budget (scripts/budget.py). PUBLIC_URL defaults to
# ./ so the build works from any sub-path.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh >/dev/null

trunk build --offline --release --cargo-profile web-release --public-url "${PUBLIC_URL:-./}"

# What a player downloads before the home screen works, and before a linked game can be played:
# each part, gzipped, and the budgets (scripts/budget.py).
python3 scripts/budget.py dist
