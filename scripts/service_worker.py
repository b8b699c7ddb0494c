"""Trunk post-build hook: writes sw.js, the service worker that keeps the game playable offline.

It lists every file of the build (Trunk's hashed names included) and names its cache after a hash
of their contents, so each deploy gets a fresh cache and the old one is deleted on activation.
"""
import hashlib
import json
import os
import sys

staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "dist")
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
  if (request.mode === "navigate") {
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
