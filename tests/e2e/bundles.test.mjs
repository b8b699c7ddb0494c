// One bundle per game and the home screen's: the page loads only the bundle it needs (a first
// visit the home screen's, the shell alone), and choosing, importing, opening or resuming a game
// of another bundle switches bundles with the intent kept. Needs the home bundle and two games'
// (skipped otherwise).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DIST, waitForServiceWorker, withApp, watchErrors } from "./browser.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
const bundles = JSON.parse(/<script type="application\/json" id="tabletop-bundles">(.*?)<\/script>/.exec(html)[1]);
const other = bundles.home && bundles.eoi && Object.keys(bundles).find((game) => game !== "eoi" && game !== "home");

/** A save string of `game`'s golden saves (crates/games/<game>/tests/golden/). */
function goldenSave(game) {
  const dir = path.join(here, "..", "..", "crates", "games", game, "tests", "golden");
  const file = fs.readdirSync(dir).filter((name) => name.startsWith("saves-v")).sort().pop();
  const line = fs.readFileSync(path.join(dir, file), "utf8").split("\n").find((l) => l && !l.startsWith("#"));
  return line.split(" ").pop();
}

/** The games whose wasm the page fetched, in turn (the thinking worker fetching the bundle the
 * page has, for Hard or a finished game's turning points, is not another switch). */
function watchBundles(page) {
  const fetched = [];
  page.on("request", (request) => {
    const match = /tabletop-(.+)-[0-9a-f]{16}\/main_bg\.wasm$/.exec(request.url());
    if (match && fetched.at(-1) !== match[1]) fetched.push(match[1]);
  });
  return fetched;
}

const playing = (page) => page.getByTestId("export").waitFor();

/** Leaves the game on screen (finished or not) for the home screen. */
async function leaveGame(page) {
  await page.getByRole("navigation", { name: "Game controls" }).getByRole("button", { name: "New game" }).click();
  await page.getByRole("button", { name: "Leave", exact: true }).click();
  await page.getByRole("heading", { name: "Saved games" }).waitFor();
}
const home = (page) => page.getByRole("heading", { name: "Saved games" }).waitFor();

test("the page loads one bundle and switches bundles keeping the intent", { skip: !other && "one bundle only" }, async () => {
  await withApp(async ({ url, browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const fetched = watchBundles(page);
    await page.goto(url);
    await home(page);
    assert.deepEqual(fetched, ["home"], "a first visit loads the home screen's bundle only");
    assert.equal(await page.locator(".game-card").count(), Object.keys(bundles).length - 1, "every game's card");
    assert.equal(await page.locator(".game-card.chosen").count(), 0, "no game's form is chosen before one is set up");

    // A game's card: setting its game up loads its bundle, with its form chosen.
    const card = page.locator(`.game-card[data-game="${other}"]`);
    await card.locator(".game-card-actions button").last().click();
    await home(page);
    await page.waitForFunction((game) => document.querySelector(".game-card.chosen")?.dataset.game === game, other);
    assert.deepEqual(fetched, ["home", other]);
    assert.equal(new URL(page.url()).hash, "", "the intent is taken out of the address");

    // Era of Inventions' rules, from its card here: its bundle shows them.
    await page.getByRole("button", { name: "Rules of Era of Inventions" }).click();
    await page.getByRole("dialog", { name: "Rules" }).waitFor();
    assert.equal(await page.locator(".rules-game").textContent(), "Era of Inventions");
    assert.deepEqual(fetched, ["home", other, "eoi"]);
    await page.keyboard.press("Escape");

    // The other game's save string, imported in Era of Inventions' bundle: its bundle opens it,
    // as a new saved game.
    await page.getByLabel("Paste a save string or a share link").fill(goldenSave(other));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await playing(page);
    assert.deepEqual(fetched, ["home", other, "eoi", other]);
    // A reload stays in the game, in its bundle.
    await page.reload();
    await playing(page);
    assert.equal(fetched.at(-1), other);
    await leaveGame(page);

    // An Era of Inventions save string imported here opens in its bundle.
    await page.getByLabel("Paste a save string or a share link").fill(goldenSave("eoi"));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await playing(page);
    assert.equal(fetched.at(-1), "eoi");
    await leaveGame(page);

    // Resuming a saved game of the other bundle switches to it.
    const saved = page.locator(`.saved-game:has(.game-name[data-game="${other}"])`);
    await saved.getByRole("button", { name: /^Resume/ }).click();
    await playing(page);
    assert.equal(fetched.at(-1), other);
    await leaveGame(page);
    assert.equal(await page.locator(".saved-game").count(), 2, "both games' saves are listed in either bundle");
    assert.deepEqual(errors, []);
    await context.close();

    // A share link of the other game, on a first visit, loads that game's bundle only.
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
    const linked = await fresh.newPage();
    const linkedFetched = watchBundles(linked);
    await linked.goto(`${url}#game=${goldenSave(other)}`);
    await playing(linked);
    assert.deepEqual(linkedFetched, [other]);
    // Its Era of Inventions card's one-click start starts a game in Era of Inventions' bundle.
    await leaveGame(linked);
    await linked.locator('.game-card[data-game="eoi"] .game-card-actions button').first().click();
    await linked.locator("#turn-heading").waitFor();
    assert.deepEqual(linkedFetched, [other, "eoi"]);
    await fresh.close();
  });
});

test("after one visit every game's bundle is cached for offline play", { skip: !other && "one bundle only" }, async () => {
  await withApp(async ({ url, browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url);
    await home(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.locator(`.game-card[data-game="${other}"] .game-card-actions button`).last().click();
    await page.waitForFunction((game) => document.querySelector(".game-card.chosen")?.dataset.game === game, other);
    await page.getByRole("button", { name: "Rules of Era of Inventions" }).click();
    await page.getByRole("dialog", { name: "Rules" }).waitFor();
    await context.close();
  });
});
