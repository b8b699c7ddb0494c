// A whole 3-player hot-seat game played in French through the UI only (controls found by role
// and stable test ids), from the new-game form to the final score screen, with no English on
// any screen it passes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, playToTheEnd, englishPhrases, englishOnPage } from "./browser.mjs";

test("a 3-player game is played to the final scores in French", async () => {
  await withApp(async ({ url, browser }) => {
    const context = await browser.newContext({ locale: "fr-FR", viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const phrases = await englishPhrases();
    await page.goto(url);
    assert.equal(await page.locator("html").getAttribute("lang"), "fr");
    assert.equal(await page.getByTestId("language").inputValue(), "fr");
    assert.deepEqual(await englishOnPage(page, phrases), [], "home screen");
    await page.locator(`input[name="player-count"][value="3"]`).check();
    await page.locator("#seed").fill("2026");
    await page.locator(".new-game-form button[type=submit]").click();

    const seen = new Set();
    const counts = await playToTheEnd(page, async (turn) => {
      // Each kind of decision is looked at once, as it first comes.
      const kind = (await page.locator(".turn").getAttribute("data-decision")) ?? "";
      if (turn % 7 === 0 || !seen.has(kind)) {
        seen.add(kind);
        assert.deepEqual(await englishOnPage(page, phrases), [], `turn ${turn} (${kind})`);
      }
    });
    await page.locator(".final-scores").waitFor();
    assert.deepEqual(await englishOnPage(page, phrases), [], "final scores");
    assert.equal(await page.locator(".final-scores tbody tr").count(), 3);
    assert.ok((await page.locator(".final-scores .winner").first().textContent()).trim().length > 0);
    assert.equal(counts.placed, 81, "3 tokens for each of 3 players in each of 9 rounds");
    assert.ok(counts.resolved > 10, `some actions were resolved: ${JSON.stringify(counts)}`);
    assert.ok(counts.steps > 10, `steps were composed: ${JSON.stringify(counts)}`);
    // The log shows what happened, newest first.
    assert.match(await page.locator(".log-lines li").first().getAttribute("data-events"), /\bGameEnded\b/);
    assert.deepEqual(errors, []);
    await page.screenshot({ path: process.env.EOI_SCREENSHOT_DIR ? `${process.env.EOI_SCREENSHOT_DIR}/final-scores.png` : "/tmp/eoi-final-scores.png" });
  });
});
