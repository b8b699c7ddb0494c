#!/usr/bin/env bash
# Builds the release web app into dist/ (size-optimised, wasm-opt, hashed names, service worker)
# and checks the size budget. PUBLIC_URL defaults to ./ so the build works from any sub-path.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh >/dev/null

trunk build --offline --release --cargo-profile web-release --public-url "${PUBLIC_URL:-./}"

# SIZE_BUDGET_KB overrides the budget for a local experiment, never in CI.
budget=$((${SIZE_BUDGET_KB:-400} * 1024))
wasm=$(ls dist/*.wasm)
raw=$(wc -c <"$wasm")
gzipped=$(gzip -9 -c "$wasm" | wc -c)
echo "wasm: $raw bytes, $gzipped bytes gzipped (budget $budget)"
if [ "$gzipped" -gt "$budget" ]; then
  echo "the app's wasm is over the size budget" >&2
  exit 1
fi
