// After one visit the game loads and plays with the network off (the service worker's cache),
// served from a sub-path as on GitHub Pages.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, waitForServiceWorker, watchErrors } from "./browser.mjs";

test("after one visit the game loads and plays offline", async () => {
  await withApp(async ({ url, browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(url);
    await page.getByRole("button", { name: "Start the game" }).waitFor();
    await waitForServiceWorker(page);
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      return keys.filter((key) => key.startsWith("eoi-")).length;
    });
    assert.equal(cached, 1, "one cache for this build");

    await context.setOffline(true);
    await page.reload();
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByRole("button", { name: "A Build factories" }).click();
    await page.locator('.log-lines li[data-events="TokenPlaced"]').waitFor();
    assert.deepEqual(errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED")), []);
  });
});

test("the page says plainly when WebAssembly is unavailable", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      delete globalThis.WebAssembly;
    });
    await page.goto(url);
    await page.locator('#boot-message[data-problem="no-webassembly"]').waitFor();
  });
});
