#!/usr/bin/env bash
# Era of Inventions' rules speed against a baseline, side by side in one run: builds the command
# line of the baseline commit (before the engine work of issue 16) and of this checkout, then
# plays the same random 4-player games with each in turn, on one core, and prints the ratio.
#
#   scripts/engine-ratio.sh                 # 20,000 games, 5 alternating runs each
#   GAMES=5000 RUNS=3 scripts/engine-ratio.sh
#   BASELINE=<commit> PLAYERS=3 scripts/engine-ratio.sh
#
# A measurement, not a test: it asserts nothing about time.
set -euo pipefail

cd "$(dirname "$0")/.."
BASELINE=${BASELINE:-c6c2062}
GAMES=${GAMES:-20000}
RUNS=${RUNS:-5}
PLAYERS=${PLAYERS:-4}
SEED=${SEED:-2026}
WORK=${RATIO_DIR:-target/engine-ratio}

mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
BASE_SRC="$WORK/baseline-src"
if [ ! -d "$BASE_SRC/.git" ] && [ ! -f "$BASE_SRC/.git" ]; then
  rm -rf "$BASE_SRC"
  git worktree add --force --detach "$BASE_SRC" "$BASELINE" >/dev/null
fi
git -C "$BASE_SRC" checkout --quiet --detach "$BASELINE"

echo "building the baseline ($(git -C "$BASE_SRC" log -1 --format='%h %s' | cut -c1-70))" >&2
(cd "$BASE_SRC" && CARGO_TARGET_DIR="$WORK/baseline-target" cargo build --quiet --release -p tabletop-cli --bin tabletop)
echo "building this checkout ($(git log -1 --format='%h %s' | cut -c1-70))" >&2
cargo build --quiet --release -p tabletop-cli --bin tabletop
BASE_BIN="$WORK/baseline-target/release/tabletop"
HEAD_BIN="$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')/release/tabletop"

# One core, as the issue measures it, when taskset is there.
PIN=()
if command -v taskset >/dev/null; then PIN=(taskset -c 0); fi

rate() {
  "${PIN[@]}" "$1" eoi simulate --players "$PLAYERS" --games "$GAMES" --seed "$SEED" --unchecked --json |
    python3 -c 'import json,sys; r=json.load(sys.stdin); print("%.0f %.2f %.4f" % (r["games_per_second"], r["actions_per_game"], r["average_total_score"]))'
}

# Warm-up, then alternate so both see the same machine.
rate "$BASE_BIN" >/dev/null
rate "$HEAD_BIN" >/dev/null
base_rates=()
head_rates=()
for run in $(seq "$RUNS"); do
  read -r base base_actions base_score < <(rate "$BASE_BIN")
  read -r head head_actions head_score < <(rate "$HEAD_BIN")
  echo "run $run: baseline $base games/s, now $head games/s" >&2
  base_rates+=("$base")
  head_rates+=("$head")
done

median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
base_median=$(median "${base_rates[@]}")
head_median=$(median "${head_rates[@]}")
same="the same games (actions per game and average score equal)"
if [ "$base_actions" != "$head_actions" ] || [ "$base_score" != "$head_score" ]; then
  same="different games: actions per game $base_actions vs $head_actions, average score $base_score vs $head_score"
fi
echo "Era of Inventions, random $PLAYERS-player games on one core, $GAMES games x $RUNS runs each:"
echo "  baseline $BASELINE: $base_median games/s (median)"
echo "  this checkout:      $head_median games/s (median)"
awk -v a="$head_median" -v b="$base_median" 'BEGIN { printf "  ratio: %.2fx\n", a / b }'
echo "  $same"
