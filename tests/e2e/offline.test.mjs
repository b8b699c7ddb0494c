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
    await page.goto(`${url}#setup=eoi`);
    await page.getByRole("button", { name: "Start the game" }).waitFor();
    await waitForServiceWorker(page);
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      return keys.filter((key) => key.startsWith("eoi-")).length;
    });
    assert.equal(cached, 1, "one cache for this build");

    await context.setOffline(true);
    // The manifest's icons (for installing the app) are PNGs of their stated sizes, and cached.
    const icons = await page.evaluate(async () => {
      const manifest = await (await fetch("manifest.webmanifest")).json();
      const drawn = [];
      for (const icon of manifest.icons.filter((icon) => icon.type === "image/png")) {
        const bitmap = await createImageBitmap(await (await fetch(icon.src)).blob());
        drawn.push(`${icon.src} ${icon.sizes} ${icon.purpose}: ${bitmap.width}x${bitmap.height}`);
      }
      return drawn;
    });
    assert.deepEqual(icons, [
      "icon-192.png 192x192 any: 192x192",
      "icon-512.png 512x512 any: 512x512",
      "icon-maskable-512.png 512x512 maskable: 512x512",
    ]);
    await page.reload();
    // The home screen's bundle from the cache, then Era of Inventions' when it is chosen.
    await page.locator('.game-card[data-game="eoi"]').getByRole("button", { name: "Set up a game" }).click();
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
