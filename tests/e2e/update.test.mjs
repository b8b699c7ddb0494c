// A new deploy replaces the old cache cleanly: the page comes from the network first, the new
// service worker takes over, and the old build's cache is deleted.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DIST, waitForServiceWorker, withApp } from "./browser.mjs";

test("a new deploy replaces the old cache and nobody is stuck on a stale build", async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "eoi-deploy-"));
  fs.cpSync(DIST, site, { recursive: true });
  try {
    await withApp(async ({ url, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${url}#setup=eoi`);
      await page.getByRole("button", { name: "Start the game" }).waitFor();
      await waitForServiceWorker(page);
      const before = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith("eoi-")));
      assert.equal(before.length, 1);

      // Deploy a new build: a different page and a service worker with a new cache name.
      const swPath = path.join(site, "sw.js");
      fs.writeFileSync(swPath, fs.readFileSync(swPath, "utf8").replace(before[0], "eoi-next-deploy"));
      const indexPath = path.join(site, "index.html");
      fs.writeFileSync(indexPath, fs.readFileSync(indexPath, "utf8").replace("<title>", '<meta name="deploy" content="next"><title>'));

      await page.reload();
      assert.equal(await page.locator('meta[name="deploy"]').getAttribute("content"), "next", "the new page is served at once");
      await page.waitForFunction(async () => {
        const keys = (await caches.keys()).filter((k) => k.startsWith("eoi-"));
        return keys.length === 1 && keys[0] === "eoi-next-deploy";
      }, null, { timeout: 15000, polling: 200 });
      await page.locator('.game-card[data-game="eoi"]').getByRole("button", { name: "Set up a game" }).click();
      await page.getByRole("button", { name: "Start the game" }).click();
      await page.getByRole("button", { name: "A Build factories" }).waitFor();
    }, site);
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});
