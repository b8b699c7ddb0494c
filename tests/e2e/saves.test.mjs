// Never lose a game: reload and resume (undo history included), a share link opened in a fresh
// browser profile, garbage imports refused with the saved games intact, storage that is not
// available, and two tabs on the same game.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, leaveGame } from "./browser.mjs";

/** The import form's error, of one of the `kinds` of problem. */
function importError(kinds) {
  return kinds.map((kind) => `.import-form .error[data-error="${kind}"]`).join(", ");
}

async function placeTokens(page, count) {
  for (let i = 0; i < count; i++) {
    await page.locator(".areas-options button:not([disabled])").first().click();
  }
}

const logLines = (page) => page.locator(".log-lines li").count();

test("reloading mid-game resumes exactly where play stopped, undo history included", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${url}#setup=eoi`);
    await page.getByRole("button", { name: "Start the game" }).click();
    await placeTokens(page, 4);
    const heading = await page.locator("#turn-heading").textContent();
    assert.equal(await logLines(page), 4);

    await page.reload();
    await page.locator("#turn-heading").waitFor();
    assert.equal(await page.locator("#turn-heading").textContent(), heading);
    assert.equal(await logLines(page), 4);
    await page.getByRole("button", { name: /Undo/ }).click();
    assert.equal(await logLines(page), 3, "undo history survives the reload");

    // Leaving for the home screen keeps it in the saved games.
    await leaveGame(page);
    await page.getByRole("heading", { name: "Saved games" }).waitFor();
    assert.equal(await page.locator(".saved-game").count(), 1);
    assert.deepEqual(errors, []);
  });
});

test("the browser is asked to keep the saves once, when a game is first saved, not at page load", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    // Counts the requests (navigator.storage.persist()), answering as the browser would.
    await page.addInitScript(() => {
      const persist = navigator.storage.persist.bind(navigator.storage);
      window.persistRequests = 0;
      navigator.storage.persist = () => {
        window.persistRequests += 1;
        return persist();
      };
    });
    await page.goto(`${url}#setup=eoi`);
    await page.getByRole("button", { name: "Start the game" }).waitFor();
    assert.equal(await page.evaluate(() => window.persistRequests), 0, "nothing asked at page load");
    await page.getByRole("button", { name: "Start the game" }).click();
    await placeTokens(page, 3);
    assert.equal(await page.evaluate(() => window.persistRequests), 1, "asked once, at the first save");
    assert.deepEqual(errors, []);
  });
});

test("a share link opens the game in a fresh browser profile, which can continue it", async () => {
  await withApp(async ({ url, browser }) => {
    const first = await browser.newContext();
    const page = await first.newPage();
    await page.goto(`${url}#setup=eoi`);
    await page.getByRole("button", { name: "Start the game" }).click();
    await placeTokens(page, 5);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const link = await page.locator("#export-link").inputValue();
    const text = await page.locator("#export-text").inputValue();
    assert.match(link, /#game=[A-Za-z0-9_-]+$/);
    assert.ok(text.length < 200, `a short game is a short string (${text.length})`);

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const errors = watchErrors(other);
    await other.goto(link);
    await other.locator("#turn-heading").waitFor();
    assert.equal(await logLines(other), 5);
    assert.ok(!(await other.evaluate(() => location.hash)).includes("game="), "the link is consumed");
    await placeTokens(other, 1);
    assert.equal(await logLines(other), 6);
    await leaveGame(other);
    assert.equal(await other.locator(".saved-game").count(), 1, "the imported game is saved");
    assert.deepEqual(errors, []);
  });
});

test("importing garbage shows a clear message and leaves the saved games intact; a listed game is not listed twice", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${url}#setup=eoi`);
    await page.getByRole("button", { name: "Start the game" }).click();
    await placeTokens(page, 2);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const good = await page.locator("#export-text").inputValue();
    await page.getByRole("button", { name: "Close" }).click();
    await leaveGame(page);
    const before = await page.evaluate(() => JSON.stringify(localStorage));

    for (const [input, message] of [
      ["this is not a save!", ["not-a-save-string"]],
      ["Zm9yIHNvbWUgb3RoZXIgYXBw", ["unknown-format"]],
      [good.slice(0, good.length - 6), ["truncated", "checksum"]],
      [good.slice(0, 10) + (good[10] === "A" ? "B" : "A") + good.slice(11), ["checksum", "illegal-action", "bad-action"]],
    ]) {
      await page.getByLabel("Paste a save string or a share link").fill(input);
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await page.locator(importError(message)).waitFor();
      assert.ok((await page.locator(".import-form .error").textContent()).length > 10);
    }
    assert.equal(await page.evaluate(() => JSON.stringify(localStorage)), before, "nothing saved was touched");
    assert.equal(await page.locator(".saved-game").count(), 1);

    // The save string of a game already listed, at that very position, opens that game again
    // (wrapped onto two lines, as an e-mail does).
    await page.getByLabel("Paste a save string or a share link").fill(`${good.slice(0, 20)}\n${good.slice(20)}`);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.locator("#turn-heading").waitFor();
    await leaveGame(page);
    assert.equal(await page.locator(".saved-game").count(), 1, "listed once");

    // A broken share link also explains itself, opened fresh or in a tab where the app runs.
    await page.goto(url + "#game=broken!");
    await page.locator(importError(["not-a-save-string"])).waitFor();
    const fresh = await browser.newPage();
    await fresh.goto(url + "#game=AAAA");
    await fresh.locator(importError(["checksum", "truncated", "unknown-format"])).waitFor();
    assert.equal(await page.locator(".saved-game").count(), 1);
  });
});

test("without storage a warning shows, play goes on in memory and export still works", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", { get() { throw new Error("storage disabled"); } });
    });
    await page.goto(`${url}#setup=eoi`);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.locator('.storage-banner[data-problem="unavailable"]').waitFor();
    await placeTokens(page, 3);
    assert.equal(await logLines(page), 3);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    assert.ok((await page.locator("#export-text").inputValue()).length > 20);
  });
});

test("two tabs on the same game never silently overwrite each other", async () => {
  await withApp(async ({ url, browser }) => {
    const context = await browser.newContext();
    const one = await context.newPage();
    await one.goto(`${url}#setup=eoi`);
    await one.getByRole("button", { name: "Start the game" }).click();
    await placeTokens(one, 1);
    const two = await context.newPage();
    await two.goto(url);
    await two.locator("#turn-heading").waitFor();
    // Opening the game in tab two saves nothing, so tab one plays on undisturbed.
    await placeTokens(one, 1);
    await one.waitForTimeout(300);
    assert.equal(await one.locator(".storage-banner").count(), 0, "opening elsewhere is not a change");
    // Tab two, now behind, plays too: it is told, and its move is not saved over tab one's.
    await placeTokens(two, 1);
    await two.locator('.storage-banner[data-problem="changed-elsewhere"]').waitFor();
    const saved = await two.evaluate(() => {
      const { id } = JSON.parse(localStorage.getItem("tabletop.v1.open"));
      return JSON.parse(localStorage.getItem("eoi.v1.game." + id)).revision;
    });
    assert.equal(saved, 3, "the start and tab one's two moves stand");
    // Tab two keeps its moves as a copy when asked.
    await two.getByRole("button", { name: "Keep mine as a new saved game" }).click();
    await leaveGame(two);
    assert.equal(await two.locator(".saved-game").count(), 2);
  });
});

test("saved games can be renamed and deleted (after confirming)", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${url}#setup=eoi`);
    for (let game = 0; game < 2; game++) {
      await page.getByRole("button", { name: "Start the game" }).click();
      await placeTokens(page, 1);
      await leaveGame(page);
    }
    await page.getByRole("heading", { name: "Saved games" }).waitFor();
    assert.equal(await page.locator(".saved-game").count(), 2);
    await page.getByRole("button", { name: /^Rename / }).first().click();
    await page.getByLabel("New name").fill("Friday night");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.locator(".saved-game", { hasText: "Friday night" }).waitFor();

    await page.getByRole("button", { name: "Delete Friday night" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    assert.equal(await page.locator(".saved-game").count(), 2, "cancel keeps it");
    await page.getByRole("button", { name: "Delete Friday night" }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await page.locator(".saved-game", { hasText: "Friday night" }).waitFor({ state: "detached" });
    assert.equal(await page.locator(".saved-game").count(), 1);
    // Resume opens the other one where it stopped.
    await page.getByRole("button", { name: /^Resume / }).click();
    assert.equal(await logLines(page), 1);
  });
});

test("a full storage gives a visible warning and play goes on", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException("quota", "QuotaExceededError");
      };
    });
    await page.goto(`${url}#setup=eoi`);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.locator('.storage-banner[data-problem="full"]').waitFor();
    await placeTokens(page, 2);
    assert.equal(await logLines(page), 2);
  });
});
