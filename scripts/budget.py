"""What a player downloads before a screen works, from the release build in dist/, gzipped, and
the budgets on it (scripts/build.sh runs this after the build).

Before the home screen works the page needs index.html, the scripts and stylesheets it loads
(assets/loader.js, boot.js, tips.js, style/*.css) and the home screen's bundle (its script, with
its texts, and its wasm): at most HOME_BUDGET bytes. A game's bundle also has parts that load when
first used (scripts/wasm_bundles.py): each is listed with its size, outside the totals. A game opened by a share link needs the same
page and that game's bundle instead; its total is printed against the 300 KB a linked game is to
need once its rarely used parts load when first used (issue 54), not enforced yet. Until then
each game's wasm stays within GAME_WASM_BUDGET bytes: a guard against unnoticed growth, no longer
the budget that decides what a feature may cost (300 KB until session 55, when Age of Inventors'
bundle had 17 bytes of room and a cargo feature's new symbol order alone moved it by hundreds;
310 KB until session 57, when every screen went back to Leptos' own views and primitives, which
took ERA: Medieval Age's wasm from 285 to 349 KB: docs/measurements.md, "Every screen in
Leptos' shape").

`python3 scripts/budget.py [dist]`; SIZE_BUDGET_KB overrides the game wasm budget for a local
experiment, never in CI.
"""
import json
import os
import re
import subprocess
import sys

KB = 1024
HOME_BUDGET = 200 * KB
LINKED_GAME_TARGET = 300 * KB
GAME_WASM_BUDGET = int(os.environ.get("SIZE_BUDGET_KB") or 360) * KB


def gzipped(path):
    """Its size gzipped by `gzip -9` (the sizes docs/measurements.md has always given)."""
    return len(subprocess.run(["gzip", "-9", "-c", path], check=True, capture_output=True).stdout)


def main():
    dist = sys.argv[1] if len(sys.argv) > 1 else "dist"
    with open(os.path.join(dist, "index.html"), encoding="utf-8") as handle:
        html = handle.read()
    page = ["index.html"]
    page += re.findall(r'<script[^>]*\ssrc="(?:\./)?([^"]+)"', html)
    page += re.findall(r'<link[^>]*rel="stylesheet"[^>]*href="(?:\./)?([^"]+)"', html)
    page += [name for name in re.findall(r'<link[^>]*href="(?:\./)?([^"]+\.css)"', html) if name not in page]
    bundles = json.loads(re.search(r'<script type="application/json" id="tabletop-bundles">(.*?)</script>', html, re.S).group(1))
    if "home" not in bundles:
        sys.exit("scripts/budget.py: the build has no home bundle (tabletop-home)")

    def local(url):
        return re.sub(r"^\./", "", url)

    print("%-34s %10s" % ("the page (every screen)", "gzipped"))
    page_total = 0
    for name in page:
        size = gzipped(os.path.join(dist, name))
        page_total += size
        print("  %-32s %10d" % (name, size))
    print("  %-32s %10d" % ("together", page_total))
    print()

    def bundle_parts(game):
        """What the bundle's first screen needs (its wasm, and its scripts: main.js and the loader
        of its parts, which main.js imports), and each part that loads when first used."""
        folder = os.path.dirname(os.path.join(dist, local(bundles[game]["wasm"])))
        wasm = gzipped(os.path.join(dist, local(bundles[game]["wasm"])))
        script = sum(gzipped(os.path.join(folder, name)) for name in sorted(os.listdir(folder)) if name.endswith(".js"))
        parts = {name[: -len(".wasm")]: gzipped(os.path.join(folder, name))
                 for name in sorted(os.listdir(folder)) if name.endswith(".wasm") and name != "main_bg.wasm"}
        return wasm, script, parts

    print("%-20s %10s %10s %10s %12s" % ("bundle", "wasm", "script", "+ page", "budget"))
    over = []
    sizes = {game: bundle_parts(game) for game in bundles}
    for game in sorted(bundles, key=lambda game: (game != "home", game)):
        wasm, script, parts = sizes[game]
        total = wasm + script + page_total
        if game == "home":
            budget = "%d" % HOME_BUDGET
            if total > HOME_BUDGET:
                over.append("the home screen needs %d bytes gzipped, over its budget of %d" % (total, HOME_BUDGET))
        else:
            budget = "wasm %d" % GAME_WASM_BUDGET
            if wasm > GAME_WASM_BUDGET:
                over.append("%s: %d bytes of gzipped wasm, over the budget of %d" % (game, wasm, GAME_WASM_BUDGET))
        print("%-20s %10d %10d %10d %12s" % (game, wasm, script, total, budget))
        for name, size in parts.items():
            print("  part %-28s %10d   (when first used)" % (name, size))
    for game in sorted(bundles):
        if game == "home":
            continue
        wasm, script, _parts = sizes[game]
        total = wasm + script + page_total
        gap = total - LINKED_GAME_TARGET
        print("%s by a share link: %d bytes before it can be played (%s the %d-byte target by %d)"
              % (game, total, "over" if gap > 0 else "within", LINKED_GAME_TARGET, abs(gap)))
    sys.stdout.flush()
    for line in over:
        print(line, file=sys.stderr)
    if over:
        sys.exit(1)
    print("within budget: the home screen in %d bytes, every game's wasm within %d" % (HOME_BUDGET, GAME_WASM_BUDGET))


if __name__ == "__main__":
    main()
