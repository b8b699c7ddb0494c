// Where the main thread is blocked when a game is opened by a share link, on a phone-speed CPU
// (Chromium's CPU throttled 4x, as Lighthouse's mobile run): every long task (over 50 ms) from
// the page's start until the board can be played, their sum over 50 ms each (what Lighthouse
// counts as Total Blocking Time), and, from a CPU profile of the same load, the functions that
// took the most time themselves (wasm functions named where the build kept names). The release
// build (dist/) served under a sub-path; each game's finished fixture or a fresh game's link.
//   node tests/measure/long-tasks.mjs [dist] [runs]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { start } from "../e2e/browser.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "..", "..");
const dist = path.resolve(root, process.argv[2] || "dist");
const runs = Number(process.argv[3] || 3);
const fixture = (name) => fs.readFileSync(path.join(root, "tests", "e2e", "fixtures", name), "utf8")
  .split("\n").find((line) => line && !line.startsWith("#"));

// A game by its share link: the finished Medieval game (a long record to replay), and each
// game's new game made here (a short one).
const only = process.env.ONLY;
const links = [["era-medieval (finished)", `#game=${fixture("medieval-finished.txt")}`]];
for (const game of ["eoi", "era-medieval", "age-of-inventors"]) links.push([`${game} (new)`, null, game]);
if (only) links.splice(0, links.length, ...links.filter(([name]) => name.startsWith(only)));

const { server, url, browser } = await start(dist);

/** A new game's share link for `game`: started from its new-game form, then exported. */
async function newGameLink(game) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}#setup=${game}`);
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const link = await page.locator("#export-link").inputValue();
  await context.close();
  return link.slice(link.indexOf("#"));
}

try {
  for (const [name, given, game] of links) {
    const hash = given || (await newGameLink(game));
    if (!hash || hash === "#game=") {
      console.log(`${name}: no share link could be made here; skipped`);
      continue;
    }
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(() => {
        globalThis.longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) globalThis.longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
        }).observe({ type: "longtask", buffered: true });
      });
      const profiled = run === 0;
      if (profiled) {
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
        await cdp.send("Profiler.start");
      }
      const started = Date.now();
      await page.goto(`${url}${hash}`);
      // Playable: the turn panel's first control can be pressed.
      await page.locator(".turn button:not([disabled]), .decision button:not([disabled])").first().waitFor({ timeout: 60000 });
      const playable = Date.now() - started;
      await page.waitForTimeout(1000);
      const tasks = await page.evaluate(() => globalThis.longTasks);
      const blocking = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      console.log(`${name} run ${run + 1}: playable after ${playable} ms; long tasks ${JSON.stringify(tasks)} (start ms, duration ms); blocking ${blocking} ms`);
      if (profiled) {
        const { profile } = await cdp.send("Profiler.stop");
        const self = new Map();
        const byId = new Map(profile.nodes.map((node) => [node.id, node]));
        const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1000;
        for (const id of profile.samples) {
          const frame = byId.get(id).callFrame;
          // An anonymous function is told by its place in its script.
          const at = frame.functionName ? "" : `:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
          const key = `${frame.functionName || "(anonymous)"} ${path.basename(frame.url || "")}${at}`;
          self.set(key, (self.get(key) || 0) + interval);
        }
        // By where the time went: the wasm, the bundle's script (wasm-bindgen's glue and the
        // texts), the browser's own work ("(program)": compiling, parsing, style and layout).
        const where = new Map();
        for (const [key, ms] of self) {
          const place = /\.wasm(:|$)/.test(key) ? "wasm" : /main\.js(:|$)/.test(key) ? "main.js" : key.startsWith("(program)") ? "(program)"
            : key.startsWith("(idle)") ? "(idle)" : /\.js$/.test(key) ? "other scripts" : "browser calls (DOM, GC)";
          where.set(place, (where.get(place) || 0) + ms);
        }
        console.log(`  self time by place (ms): ${[...where.entries()].map(([place, ms]) => `${place} ${Math.round(ms)}`).join("; ")}`);
        const top = [...self.entries()].filter(([key]) => !key.startsWith("(idle)")).sort((a, b) => b[1] - a[1]).slice(0, 15);
        console.log(`  most self time (ms, 4x throttled): ${top.map(([key, ms]) => `${key} ${Math.round(ms)}`).join("; ")}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
