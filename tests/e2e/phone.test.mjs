// On a 390x844 phone the decision comes first and the log is one tap away.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors } from "./browser.mjs";

test("the phone layout keeps the decision on screen and the log one tap away", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(`${url}#setup=eoi`);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByRole("button", { name: "A Build factories" }).click();
    const turn = await page.locator(".turn").boundingBox();
    assert.ok(turn.y < 844, "the decision is visible without scrolling");
    const log = page.getByRole("heading", { name: "Game log" });
    assert.equal(await log.isVisible(), false);
    await page.getByRole("button", { name: "Game log" }).click();
    assert.equal(await log.isVisible(), true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 392, `no sideways scrolling (page is ${width}px wide)`);
    assert.deepEqual(errors, []);
  });
});
