"""Trunk post-build hook: tells index.html's loader where each game's bundle is, then writes sw.js,
the service worker that keeps every game playable offline.

Bundles: scripts/wasm_bundles.py, the hook before this one, builds one bundle per game and the
home screen's, each a folder `tabletop-<game>/` (its `main.js`, `main_bg.wasm` and the modules of
its parts); this gives each folder a hashed name (`tabletop-<game>-<hash>/`), writes where each
bundle's script and wasm are into index.html's data block for the loader (its
"__TABLETOP_BUNDLES__"; assets/loader.js reads it) and removes Trunk's placeholder main app. A release build's bundles are first trimmed of code no page reaches
(scripts/trim_wasm.py). Each bundle's script also carries its game's fixed texts in every
language (written by the native `tabletop-texts` binary: src/i18n/texts.rs), which the loader
hands to the wasm.

Content Security Policy: the page runs no inline script and has no inline style (index.html's
meta tag refuses both); this stops the build if the page Trunk wrote has either.

The service worker lists every file of the build (every bundle included) and names its cache
after a hash of their contents, so each deploy gets a fresh cache and the old one is deleted on
activation.
"""
import hashlib
import json
import os
import re
import subprocess
import shutil
import sys

import trim_wasm
import wasm_bundles

staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "dist")
public_url = os.environ.get("TRUNK_PUBLIC_URL") or "./"


def bundle_texts(game):
    """The fixed texts of a game's bundle, every language, as JSON (src/i18n/texts.rs): written by
    the native `tabletop-texts` binary, built from the same sources as the bundle."""
    root = os.environ.get("TRUNK_SOURCE_DIR") or os.getcwd()
    out = os.path.join(staging, ".texts-%s.json" % game)
    subprocess.run(
        ["cargo", "run", "--quiet", "--locked", "--manifest-path", os.path.join(root, "Cargo.toml"),
         "--bin", "tabletop-texts", "--", game, out],
        check=True,
    )
    with open(out, encoding="utf-8") as handle:
        texts = handle.read()
    os.remove(out)
    return texts


# Each bundle, by its game id: the folders scripts/wasm_bundles.py wrote. Their files name each
# other relatively (the script its wasm and its parts' loader, the loader the parts' modules): a
# folder is named after a hash of its files, so a deploy never serves a stale bundle or part.
bundles = {}
for name in sorted(os.listdir(staging)):
    match = re.fullmatch(r"tabletop-(.+)", name)
    folder = os.path.join(staging, name)
    if not match or not os.path.isdir(folder):
        continue
    script = os.path.join(folder, "main.js")
    wasm = os.path.join(folder, "main_bg.wasm")
    if not (os.path.exists(script) and os.path.exists(wasm)):
        sys.exit("scripts/service_worker.py: %s has no main.js and main_bg.wasm" % name)
    # Release builds leave out the code no page reaches (scripts/trim_wasm.py), before the hash.
    if os.environ.get("TRUNK_PROFILE") == "release":
        removed = trim_wasm.trim(wasm, wasm_bundles.WASM_OPT)
        print("%s/main_bg.wasm: %d unreachable exports removed" % (name, len(removed)))
    # The bundle's fixed texts go at the end of its script, which assets/loader.js hands them
    # from to the wasm: hashed with it, a bundle never meets another build's texts.
    with open(script, "a", encoding="utf-8") as handle:
        handle.write("\nexport const texts = %s;\n" % bundle_texts(match.group(1)))
    content = hashlib.sha256()
    for part in sorted(os.listdir(folder)):
        content.update(part.encode())
        with open(os.path.join(folder, part), "rb") as handle:
            content.update(handle.read())
    hashed = "%s-%s" % (name, content.hexdigest()[:16])
    shutil.rmtree(os.path.join(staging, hashed), ignore_errors=True)
    os.rename(folder, os.path.join(staging, hashed))
    bundles[match.group(1)] = {"js": public_url + hashed + "/main.js", "wasm": public_url + hashed + "/main_bg.wasm"}
    # The loader of a split bundle's parts, which its script imports: fetched beside the script
    # (assets/loader.js preloads it) rather than after it.
    if os.path.exists(os.path.join(staging, hashed, "__wasm_split.js")):
        bundles[match.group(1)]["parts"] = public_url + hashed + "/__wasm_split.js"
if not bundles:
    sys.exit("scripts/service_worker.py: no bundle (tabletop-<game>/, scripts/wasm_bundles.py) in the build")
# Hard's worker (assets/think-worker.js: src/ui/worker.rs) starts the page's bundle off its
# thread; like every file of the build it is in the offline cache's list below.
if not os.path.exists(os.path.join(staging, "think-worker.js")):
    sys.exit("scripts/service_worker.py: no think-worker.js in the build (index.html copies it)")
index_path = os.path.join(staging, "index.html")
with open(index_path, encoding="utf-8") as handle:
    index = handle.read()
if '"__TABLETOP_BUNDLES__"' not in index:
    sys.exit("scripts/service_worker.py: index.html has no \"__TABLETOP_BUNDLES__\" for the loader")
index = index.replace('"__TABLETOP_BUNDLES__"', json.dumps(bundles, sort_keys=True))
# Trunk's placeholder main app (data-trunk-skip), which built nothing.
index = re.sub(r"[ \t]*<link data-trunk[^>]*>\n?", "", index)
page = re.sub(r"<!--.*?-->", "", index, flags=re.S)
for script in re.finditer(r"<script\b([^>]*)>(.*?)</script>", page, re.S):
    attributes, body = script.groups()
    if 'type="application/json"' not in attributes and ("src=" not in attributes or body.strip()):
        sys.exit("scripts/service_worker.py: index.html has an inline script, which its Content Security Policy refuses: " + script.group(0)[:80])
if re.search(r"<[^>]*\sstyle=|<style\b", page):
    sys.exit("scripts/service_worker.py: index.html has an inline style, which its Content Security Policy refuses")
if "Content-Security-Policy" not in page:
    sys.exit("scripts/service_worker.py: index.html has no Content Security Policy")
with open(index_path, "w", encoding="utf-8") as handle:
    handle.write(index)
print("bundles: " + ", ".join(sorted(bundles)))

files = []
for root, _dirs, names in os.walk(staging):
    for name in names:
        path = os.path.relpath(os.path.join(root, name), staging).replace(os.sep, "/")
        if path != "sw.js":
            files.append(path)
files.sort()
digest = hashlib.sha256()
for path in files:
    digest.update(path.encode())
    with open(os.path.join(staging, path), "rb") as handle:
        digest.update(handle.read())
version = digest.hexdigest()[:16]

worker = """// Generated at build time by scripts/service_worker.py: do not edit.
const CACHE = "eoi-%(version)s";
const FILES = %(files)s;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((key) => key.startsWith("eoi-") && key !== CACHE).map((key) => caches.delete(key))
      ))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  // The app's page (not a static page of the build, such as the rules, opened on its own).
  if (request.mode === "navigate" && !new URL(request.url).pathname.includes("/rules/")) {
    // The page itself: the newest from the network, the cached one when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put("./", copy));
          return response;
        })
        .catch(() => caches.match("./").then((hit) => hit || caches.match("index.html")))
    );
    return;
  }
  // Hashed build files never change: the cache first, the network otherwise.
  event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
});
""" % {"version": version, "files": json.dumps(["./"] + files, indent=2)}

with open(os.path.join(staging, "sw.js"), "w") as handle:
    handle.write(worker)
print("sw.js: cache eoi-%s with %d files" % (version, len(files) + 1))
