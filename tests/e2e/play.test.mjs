// A whole 3-player hot-seat game played in French through the UI only (controls found by role
// and stable test ids), from the new-game form to the final score screen, with no English on
// any screen it passes; on the way, the link for the player to move is copied, the log only ever
// adds the new move's line, and at the end the score chart shows every player and the log
// downloads as text.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { withApp, watchErrors, playToTheEnd, englishPhrases, englishOnPage } from "./browser.mjs";

test("a 3-player game is played to the final scores in French", async () => {
  await withApp(async ({ url, browser }) => {
    const context = await browser.newContext({
      locale: "fr-FR",
      viewport: { width: 1280, height: 800 },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const phrases = await englishPhrases();
    await page.goto(`${url}#setup=eoi`);
    assert.equal(await page.locator("html").getAttribute("lang"), "fr");
    assert.equal(await page.getByTestId("language").inputValue(), "fr");
    assert.deepEqual(await englishOnPage(page, phrases), [], "home screen");
    await page.locator(`input[name="player-count"][value="3"]`).check();
    await page.locator("#seed").fill("2026");
    await page.locator(".new-game-form button[type=submit]").click();

    // Three people play: the first decision offers the link for its player, naming them.
    const pass = page.getByTestId("pass-by-link");
    await pass.waitFor();
    const first = (await pass.textContent()).trim();
    await pass.click();
    await page.locator(".pass-by-link [role=status]").filter({ hasText: /\S/ }).waitFor();
    const message = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(message, /#game=A/, message);
    assert.ok(first.includes(message.split(",")[0]), `${first} / ${message}`);

    const seen = new Set();
    let marked = 0;
    let checkedLog = false;
    const counts = await playToTheEnd(page, async (turn) => {
      // The log is a keyed list: a turn adds its lines on top and leaves the others alone.
      const lines = page.locator(".log-lines li");
      if (turn === 12) {
        marked = await lines.count();
        await lines.first().evaluate((line) => (line.keptAcrossMoves = true));
      } else if (marked > 0 && (await lines.count()) !== marked) {
        // The turn's lines (one per action) go on top; the old top line is the same element.
        const added = (await lines.count()) - marked;
        assert.ok(added > 0 && added <= 4, `${added} new lines`);
        assert.equal(await lines.nth(added).evaluate((line) => line.keptAcrossMoves === true), true);
        assert.equal(await page.locator(".log-lines li").evaluateAll((all) => all.filter((l) => l.keptAcrossMoves).length), 1);
        marked = 0;
        checkedLog = true;
      }
      // Each kind of decision is looked at once, as it first comes.
      const kind = (await page.locator(".turn").getAttribute("data-decision")) ?? "";
      if (turn % 7 === 0 || !seen.has(kind)) {
        seen.add(kind);
        assert.deepEqual(await englishOnPage(page, phrases), [], `turn ${turn} (${kind})`);
      }
    });
    assert.ok(checkedLog, "a turn after turn 12 added its lines to the log");
    await page.locator(".final-scores").waitFor();
    assert.deepEqual(await englishOnPage(page, phrases), [], "final scores");
    assert.equal(await page.locator(".final-scores .score-breakdown tbody tr").count(), 3);
    assert.ok((await page.locator(".final-scores .winner").first().textContent()).trim().length > 0);
    assert.equal(counts.placed, 81, "3 tokens for each of 3 players in each of 9 rounds");
    assert.ok(counts.resolved > 10, `some actions were resolved: ${JSON.stringify(counts)}`);
    assert.ok(counts.steps > 10, `steps were composed: ${JSON.stringify(counts)}`);
    // The log shows what happened, newest first, and downloads as text, oldest first.
    assert.match(await page.locator(".log-lines li").first().getAttribute("data-events"), /\bGameEnded\b/);
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator(".log-download").click()]);
    const text = fs.readFileSync(await download.path(), "utf8").trim().split("\n");
    assert.equal(text.length, await page.locator(".log-lines li").count());
    assert.match(text[0], /^1\. /);
    assert.equal(text.at(-1).replace(/^\d+\. /, ""), (await page.locator(".log-lines li").first().textContent()).trim());
    // The score story: every player's line on the influence chart, ending at their total.
    await page.locator(".influence-chart svg").waitFor();
    assert.equal(await page.locator(".influence-chart .chart-player").count(), 3);
    const totals = await page.locator(".final-scores .score-breakdown tbody tr td strong").allTextContents();
    const labels = await page.locator(".influence-chart .chart-name").allTextContents();
    assert.deepEqual(labels.map((label) => label.split(" ").at(-1)).sort(), totals.map((t) => t.trim()).sort());
    // No link to pass once the game is over.
    assert.equal(await pass.isVisible(), false);
    assert.deepEqual(errors, []);
    await page.screenshot({ path: process.env.EOI_SCREENSHOT_DIR ? `${process.env.EOI_SCREENSHOT_DIR}/final-scores.png` : "/tmp/eoi-final-scores.png" });
  });
});
