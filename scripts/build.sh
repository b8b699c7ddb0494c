#!/usr/bin/env bash
# Builds the release web app into dist/ (size-optimised, wasm-opt, hashed names, service worker):
# one bundle per game (index.html), and checks each bundle's size budget. PUBLIC_URL defaults to
# ./ so the build works from any sub-path.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh >/dev/null

trunk build --offline --release --cargo-profile web-release --public-url "${PUBLIC_URL:-./}"

# A player who opens one game downloads one bundle: each must stay within the budget, in KB of
# gzipped wasm. SIZE_BUDGET_KB overrides it for a local experiment, never in CI.
budget=$((${SIZE_BUDGET_KB:-300} * 1024))
over=0
printf '%-28s %10s %10s %10s\n' bundle "raw bytes" gzipped "js gzipped"
for wasm in dist/tabletop-*_bg.wasm; do
  name=$(basename "$wasm" _bg.wasm)
  raw=$(wc -c <"$wasm")
  gzipped=$(gzip -9 -c "$wasm" | wc -c)
  js=$(gzip -9 -c "dist/$name.js" | wc -c)
  printf '%-28s %10d %10d %10d\n' "${name%-*}" "$raw" "$gzipped" "$js"
  if [ "$gzipped" -gt "$budget" ]; then
    echo "${name%-*}: $gzipped bytes of gzipped wasm, over the budget of $budget" >&2
    over=1
  fi
done
[ "$over" -eq 0 ] || exit 1
echo "every bundle is within $budget bytes of gzipped wasm"
