// Accessibility audits with axe-core at 1280x800: the home screen, the board mid-game, an action
// being composed and the final scores of a 3-player Era of Inventions game have no violations.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { withApp, watchErrors, playToTheEnd } from "./browser.mjs";

const axeSource = fs.readFileSync(new URL("./node_modules/axe-core/axe.min.js", import.meta.url), "utf8");

/** axe-core's violations on the page as it is, one readable line each. */
async function violations(page) {
  // Evaluated, not an inline <script>, which the page's Content Security Policy refuses.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  return result.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`,
  );
}

test("axe-core finds no violations at home, mid-game, while composing and at the final scores", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${url}#setup=eoi`);
    await page.locator(".new-game-form").waitFor();
    assert.deepEqual(await violations(page), [], "home screen");
    await page.locator(`input[name="player-count"][value="3"]`).check();
    await page.locator("#seed").fill("2026");
    await page.locator(".new-game-form button[type=submit]").click();
    const audited = new Set();
    await playToTheEnd(page, async (turn) => {
      if (turn === 30) {
        assert.deepEqual(await violations(page), [], "board mid-game");
        audited.add("mid-game");
      }
      // An action being composed: one step taken, not yet confirmed.
      const step = page.locator(".step-options button.option:not([disabled])").first();
      if (turn > 30 && !audited.has("composing") && (await page.locator(".composed li").count()) === 0 && (await step.count()) > 0) {
        await step.click();
        await page.locator(".composed li").first().waitFor();
        assert.deepEqual(await violations(page), [], "an action being composed");
        audited.add("composing");
      }
    });
    await page.locator(".final-scores .influence-chart").waitFor();
    assert.deepEqual(await violations(page), [], "final scores");
    assert.deepEqual([...audited].sort(), ["composing", "mid-game"]);
    assert.deepEqual(errors, []);
  });
});
