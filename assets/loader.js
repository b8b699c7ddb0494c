// Starts the bundle the page needs (see src/ui/bundles.rs), first thing, so its
// script and wasm download alongside the stylesheet: the game of a share link or of a live table's invitation (#live=), of another
// bundle's intent (#setup=, #quick=, #rules=, #watch=), of the open saved game, else the home
// screen's bundle (the shell alone: the least a first visit downloads). The build writes the bundles (each game's id, its bundle's script
// and its wasm) into index.html's "tabletop-bundles" data block, which the page's Content
// Security Policy allows as it is never run: this file stays the same from build to build.
(function startBundle() {
  if (typeof WebAssembly !== "object") return;
  var bundles = JSON.parse(document.getElementById("tabletop-bundles").textContent);
  var game = chosenGame(bundles);
  var bundle = bundles[game];
  if (!bundle) return;
  // The wasm downloads alongside its script.
  var preload = document.createElement("link");
  preload.rel = "preload";
  preload.as = "fetch";
  preload.type = "application/wasm";
  preload.crossOrigin = "anonymous";
  preload.href = bundle.wasm;
  document.head.appendChild(preload);
  // A game's bundle imports the loader of its parts (those that load when first used): fetched
  // alongside, not after, the bundle's script.
  if (bundle.parts) {
    var parts = document.createElement("link");
    parts.rel = "modulepreload";
    parts.href = bundle.parts;
    document.head.appendChild(parts);
  }
  // The app draws into the body: it starts once the page is parsed.
  var parsed = new Promise(function (resolve) {
    if (document.readyState !== "loading") resolve();
    else document.addEventListener("DOMContentLoaded", resolve);
  });
  // Hard's worker (assets/think-worker.js) runs the same bundle: where it is, whatever the page.
  globalThis.tabletopBundle = {
    js: new URL(bundle.js, document.baseURI).href,
    wasm: new URL(bundle.wasm, document.baseURI).href,
  };
  Promise.all([import(bundle.js), parsed]).then(function (loaded) {
    // The bundle's fixed texts, every language, kept outside its wasm (src/i18n/texts.rs).
    globalThis.tabletopTexts = loaded[0].texts;
    return loaded[0].default({ module_or_path: bundle.wasm });
  });
})();

function chosenGame(bundles) {
  var hash = location.hash;
  var link = /^#(game|replay)=(.*)$/.exec(hash);
  if (link) {
    var linked = gameOfSaveString(link[2]);
    if (bundles[linked]) return linked;
  }
  // An invitation to a live table (src/ui/live.rs): its code names the game.
  var live = /^#live=([A-Za-z0-9_-]+)$/.exec(hash);
  if (live) {
    var invited = gameOfLiveCode(live[1]);
    if (bundles[invited]) return invited;
  }
  var intent = /^#(setup|quick|rules|watch)=([A-Za-z0-9_-]+)$/.exec(hash);
  if (intent && bundles[intent[2]]) return intent[2];
  try {
    var open = JSON.parse(localStorage.getItem("tabletop.v1.open") || "null");
    if (open && bundles[open.game]) return open.game;
  } catch (e) {}
  return bundles.home ? "home" : Object.keys(bundles)[0];
}

// The game id inside a live table's code (crates/tabletop/src/live.rs): base64url; a version
// byte, a side byte, then the id's length and the id.
function gameOfLiveCode(text) {
  try {
    var bytes = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4));
    return bytes.substr(3, bytes.charCodeAt(2));
  } catch (e) {
    return null;
  }
}

// The game id inside a save string (crates/tabletop/src/save.rs): base64url; format 1 is
// always Era of Inventions; format 2 has the format byte, a CRC-32, a LEB128 length, then
// the id's length and the id.
function gameOfSaveString(text) {
  try {
    text = text.trim();
    var bytes = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4));
    if (bytes.charCodeAt(0) === 1) return "eoi";
    var at = 5;
    while (at < bytes.length && bytes.charCodeAt(at) & 128) at++;
    at++;
    var length = bytes.charCodeAt(at);
    return bytes.substr(at + 1, length);
  } catch (e) {
    return null;
  }
}
