// A whole 3-player hot-seat game played through the UI only (controls found by role and name),
// from the new-game form to the final score screen.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors } from "./browser.mjs";

test("a 3-player game is played to the final scores through the UI", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(url);
    await page.getByRole("radio", { name: "3 players" }).check();
    await page.getByLabel("Seed (optional)").fill("2026");
    await page.getByRole("button", { name: "Start the game" }).click();

    const panel = page.locator(".turn");
    let turns = 0;
    const counts = { placed: 0, resolved: 0, steps: 0, withdrawn: 0, bonus: 0 };
    for (; turns < 2000; turns++) {
      const kind = (await panel.getAttribute("data-decision")) ?? "";
      if (process.env.EOI_DEBUG && turns % 50 === 0) console.log(turns, kind, JSON.stringify(counts));
      if (kind === "game-over") break;
      if (kind === "placement") {
        const area = page.locator(".areas-options button:not([disabled])").first();
        await area.click();
        counts.placed++;
      } else if (kind === "resolution") {
        const resolve = page.getByRole("button", { name: /^Resolve / }).and(page.locator(":not([disabled])"));
        if ((await resolve.count()) > 0) {
          await resolve.first().click();
          counts.resolved++;
        } else {
          await page.getByRole("button", { name: /^Withdraw/ }).first().click();
          counts.withdrawn++;
        }
      } else if (kind === "bonus") {
        await page.getByRole("button", { name: "No bonus action" }).click();
        counts.bonus++;
      } else if (kind === "complete") {
        await page.getByRole("button", { name: "Confirm" }).click();
      } else {
        // An action (or the final exchange) being composed: take one step if it is the first,
        // then confirm.
        const step = page.locator(".step-options button.option:not([disabled])").first();
        const taken = await page.locator(".composed li").count();
        if ((await step.count()) > 0 && taken === 0) {
          await step.click();
          counts.steps++;
        }
        const confirm = page.getByRole("button", { name: "Confirm" });
        if (await confirm.isEnabled()) await confirm.click();
      }
    }
    await page.getByRole("heading", { name: "Final scores" }).waitFor();
    const rows = page.locator(".final-scores tbody tr");
    assert.equal(await rows.count(), 3);
    assert.match(await page.locator(".final-scores .winner").first().textContent(), /Winner|Shared victory/);
    assert.equal(counts.placed, 81, "3 tokens for each of 3 players in each of 9 rounds");
    assert.ok(counts.resolved > 10, `some actions were resolved: ${JSON.stringify(counts)}`);
    assert.ok(counts.steps > 10, `steps were composed: ${JSON.stringify(counts)}`);
    // The log shows what happened, newest first.
    assert.match(await page.locator(".log-lines li").first().textContent(), /game is over/);
    assert.deepEqual(errors, []);
    await page.screenshot({ path: process.env.EOI_SCREENSHOT_DIR ? `${process.env.EOI_SCREENSHOT_DIR}/final-scores.png` : "/tmp/eoi-final-scores.png" });
  });
});
