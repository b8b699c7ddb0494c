// How long a part that loads when first used (src/ui/parts.rs) takes to arrive from the service
// worker's cache after one visit: the replay's, the coach's and the new-game form's modules of
// ERA: Medieval Age, in headless Chromium, the release build (dist/) served under a sub-path.
// Each figure is the module's fetch as the page's Resource Timing saw it (request to last byte);
// several runs, each in a new page of the same browser context (the cache kept, the network off).
//   node tests/measure/parts-from-cache.mjs [dist] [runs]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { start, waitForServiceWorker } from "../e2e/browser.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "..", "..");
const dist = path.resolve(root, process.argv[2] || "dist");
const runs = Number(process.argv[3] || 5);
const finished = fs.readFileSync(path.join(root, "tests", "e2e", "fixtures", "medieval-finished.txt"), "utf8")
  .split("\n").find((line) => line && !line.startsWith("#"));

const partTimes = (page) => page.evaluate(() => performance.getEntriesByType("resource")
  .filter((entry) => /\/split_[a-z_]+\.wasm$/.test(entry.name))
  .map((entry) => [entry.name.match(/split_([a-z_]+)\.wasm$/)[1], Math.round((entry.responseEnd - entry.startTime) * 10) / 10]));

const { server, url, browser } = await start(dist);
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const first = await context.newPage();
  await first.goto(`${url}#setup=era-medieval`);
  await first.getByRole("button", { name: "Start the game" }).waitFor();
  await waitForServiceWorker(first);
  await first.close();
  await context.setOffline(true);
  const times = {};
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    await page.goto(`${url}#replay=${finished}`);
    await page.getByTestId("replay").waitFor();
    await page.getByRole("button", { name: "End", exact: true }).click();
    await page.locator(".final-scores").waitFor();
    await page.locator(".final-scores .part-loading").waitFor({ state: "detached" });
    for (const [part, ms] of await partTimes(page)) (times[part] ||= []).push(ms);
    await page.goto("about:blank");
    await page.goto(`${url}#setup=era-medieval`);
    await page.getByRole("button", { name: "Start the game" }).waitFor();
    for (const [part, ms] of await partTimes(page)) (times[part] ||= []).push(ms);
    await page.close();
  }
  for (const [part, all] of Object.entries(times)) {
    const sorted = [...all].sort((a, b) => a - b);
    console.log(`${part}: median ${sorted[Math.floor(sorted.length / 2)]} ms from the cache (${sorted.join(", ")})`);
  }
} finally {
  await browser.close();
  server.close();
}
