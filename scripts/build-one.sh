#!/usr/bin/env bash
# Builds one game's bundle alone into dist-<game>/ (release, as scripts/build.sh does), for a
# quicker loop while working on that game: `scripts/build-one.sh age-of-inventors`, then
# `EOI_DIST=dist-age-of-inventors node --test tests/e2e/aoi.test.mjs`. The page still shows every
# game's card; a game of another bundle does not load from it. CI builds every bundle with
# scripts/build.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
game=${1:?usage: scripts/build-one.sh eoi|era-medieval|age-of-inventors}
source scripts/setup.sh >/dev/null
html=".build-$game.html"
trap 'rm -f "$html"' EXIT
grep -q "data-bin=\"tabletop-$game\"" index.html || { echo "no bundle named tabletop-$game" >&2; exit 1; }
# index.html without the other games' bundles.
awk -v keep="data-bin=\"tabletop-$game\"" '
  /data-type="worker"/ && /data-bin="tabletop-/ { if (index($0, keep)) print; next }
  { print }' index.html >"$html"
trunk build --offline --release --cargo-profile web-release --public-url ./ --dist "dist-$game" "$html"
mv "dist-$game/$html" "dist-$game/index.html" 2>/dev/null || true
ls -la "dist-$game" | grep -E "wasm|index"
