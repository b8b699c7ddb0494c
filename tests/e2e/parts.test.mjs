// The parts of a game's bundle that load when first used (src/ui/parts.rs,
// scripts/wasm_bundles.py): the coach, the new-game form and the replay each fetch their module
// the first time they are shown, not with the game; after one visit they open offline from the service
// worker's cache; a part whose file cannot be had says so, with a way to try again, and the game
// stays as it was.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hasBundle, waitForServiceWorker, watchErrors, withApp } from "./browser.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
/** A finished game of ERA: Medieval Age, as a save string (the fixture says how it was made). */
const finished = fs.readFileSync(path.join(here, "fixtures", "medieval-finished.txt"), "utf8")
  .split("\n").find((line) => line && !line.startsWith("#"));

/** The parts whose module the page fetched, in turn. */
function watchParts(page) {
  const fetched = [];
  page.on("request", (request) => {
    const match = /\/split_([a-z_]+)\.wasm$/.exec(request.url());
    if (match) fetched.push(match[1]);
  });
  return fetched;
}

const skip = !hasBundle("era-medieval") && "no ERA: Medieval Age bundle";

test("a game's parts load when first used, then offline from the cache", { skip }, async () => {
  await withApp(async ({ url, browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const fetched = watchParts(page);
    // A shared game opens with the parts its screen shows and no other: at the final scores, the
    // coach's (the turning points); the form, the replay and the live table stay on the server.
    await page.goto(`${url}#game=${finished}`);
    await page.locator(".final-scores").waitFor();
    await page.locator(".final-scores .part-loading").waitFor({ state: "detached" });
    assert.deepEqual(fetched, ["coach"], "only the final screen's own part");
    // Watching it again fetches the replay's part.
    await page.getByTestId("watch-again").click();
    await page.getByTestId("replay").waitFor();
    assert.deepEqual(fetched, ["coach", "replay"]);
    // The new-game form is a part of its own (a new page load: the address's intent is read
    // when the app starts).
    await page.goto("about:blank");
    await page.goto(`${url}#setup=era-medieval`);
    await page.getByRole("button", { name: "Start the game" }).waitFor();
    assert.deepEqual(fetched, ["coach", "replay", "new_game"]);
    await waitForServiceWorker(page);

    // Offline, in a new page: both parts come from the service worker's cache.
    await context.setOffline(true);
    const offline = await context.newPage();
    const offlineErrors = watchErrors(offline);
    await offline.goto(`${url}#replay=${finished}`);
    await offline.getByTestId("replay").waitFor();
    await offline.getByRole("button", { name: "Forward", exact: true }).click();
    await offline.waitForFunction(() => Number(document.querySelector(".replay-position").dataset.position) > 0);
    await offline.goto("about:blank");
    await offline.goto(`${url}#setup=era-medieval`);
    await offline.getByRole("button", { name: "Start the game" }).waitFor();
    assert.deepEqual(errors, []);
    assert.deepEqual(offlineErrors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED")), []);
    await context.close();
  });
});

test("a part whose file is missing says so, and the game stays", { skip }, async () => {
  await withApp(async ({ url, browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const missing = "**/split_replay.wasm";
    await context.route(missing, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`${url}#replay=${finished}`);
    const alert = page.getByRole("alert").filter({ hasText: "This part of the app could not be loaded" });
    await alert.waitFor();
    // The game is still open (its name in the top bar, its rules at hand), and saved.
    assert.equal(await page.locator("header .title").textContent(), "ERA: Medieval Age");
    await page.getByTestId("rules").click();
    await page.getByRole("dialog", { name: "Rules" }).waitFor();
    await page.keyboard.press("Escape");
    // Once the file can be had, Try again brings the part, at the game's start.
    await context.unroute(missing);
    await alert.getByRole("button", { name: "Try again" }).click();
    await page.getByTestId("replay").waitFor();
    assert.equal(await page.locator(".replay-position").getAttribute("data-position"), "0");
    assert.equal(await alert.count(), 0);
    // The failed fetch is the only error: its 404, and the loader's word of it.
    assert.deepEqual(errors.filter((e) => !/404|failed to load|WebAssembly|split/i.test(e)), []);
    await context.close();
  });
});
