// Measures the first load: the release build (dist/) served on localhost under a sub-path, a
// fresh headless Chromium profile each run (empty cache, no service worker yet), from navigation
// to a playable home screen (the first game card's one-click start visible and enabled, so the
// wasm is running and has drawn the cards). Also reports the bytes of wasm each run fetched.
//   node tests/e2e/measure/first-load.mjs [runs]
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, DIST } from "../browser.mjs";
import { serve } from "../serve.mjs";

const runs = Number(process.argv[2] || 7);
const { server, url } = await serve(DIST);
const times = [];
try {
  for (let run = 0; run < runs; run++) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const wasm = [];
      page.on("response", async (response) => {
        if (response.url().endsWith(".wasm")) wasm.push(response.url().split("/").pop());
      });
      const started = Date.now();
      await page.goto(url, { waitUntil: "commit" });
      const start = page.locator(".game-card").first().locator(".game-card-actions button").first();
      await start.waitFor({ state: "visible", timeout: 30000 });
      await page.waitForFunction(
        (element) => element && !element.disabled,
        await start.elementHandle(),
        { polling: "raf" },
      );
      const ms = Date.now() - started;
      // The browser's own clock, from navigation start to now (the same moment, give or take).
      const clock = await page.evaluate(() => {
        const end = (suffix) =>
          Math.round(performance.getEntriesByType("resource").find((r) => r.name.endsWith(suffix))?.responseEnd ?? -1);
        const html = performance.getEntriesByType("navigation")[0];
        return { now: Math.round(performance.now()), html: Math.round(html.responseEnd), js: end(".js"), wasm: end(".wasm") };
      });
      times.push(ms);
      console.log(
        `run ${run + 1}: ${ms} ms to a playable home screen (page clock ${clock.now} ms: page ${clock.html}, ` +
          `script ${clock.js}, wasm ${clock.wasm}); wasm fetched: ${wasm.join(", ")}`,
      );
      await context.close();
    } finally {
      await browser.close();
    }
  }
} finally {
  server.close();
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`median ${sorted[Math.floor(sorted.length / 2)]} ms over ${runs} runs (min ${sorted[0]}, max ${sorted[sorted.length - 1]})`);
