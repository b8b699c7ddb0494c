// Hard's playouts per decision in the browser, in any game: a fixed 3-player game (Hard first,
// two Medium players, Instant pace) in headless Chromium, read from the line the app writes on
// the console's verbose level for each search ("hard: N plans, M playouts in T ms", with ", in
// a worker" when Hard thought in its worker, src/ui/worker.rs).
//   node tests/measure/hard-playouts.mjs <game> <dist> [decisions] [seed] [--no-worker]
// e.g. node tests/measure/hard-playouts.mjs era-medieval dist-era-medieval 12
// With --no-worker the page has no Worker (as a browser without module workers): Hard then
// thinks on the page's thread, in slices, in the same build.
// Prints each search, then one summary line: the first search's playouts, the median and the
// mean over the searches with more than one plan, and where Hard thought.
import path from "node:path";
import { withApp } from "../e2e/browser.mjs";

const noWorker = process.argv.includes("--no-worker");
const [game, dist, decisions = "12", seed = "2026"] = process.argv.slice(2).filter((arg) => arg !== "--no-worker");
if (!game || !dist) {
  console.error("usage: node tests/measure/hard-playouts.mjs <game> <dist> [decisions] [seed]");
  process.exit(2);
}
const wanted = Number(decisions);

await withApp(async ({ url, browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  if (noWorker) {
    await page.addInitScript(() => {
      delete window.Worker;
    });
  }
  const searches = [];
  page.on("console", (message) => {
    const match = /^hard: (\d+) plans, (\d+) playouts in (\d+) ms(, in a worker)?/.exec(message.text());
    if (match) searches.push({ plans: +match[1], playouts: +match[2], ms: +match[3], worker: !!match[4] });
  });
  // The game's own bundle, its new-game form (the same form in every game).
  await page.goto(`${url}#setup=${game}`);
  await page.locator(".new-game-form").waitFor();
  await page.locator('input[name=player-count][value="3"]').check();
  for (const [seat, level] of ["hard", "medium", "medium"].entries()) {
    await page.locator(`#player-controller-${seat}`).selectOption(level);
  }
  if (await page.locator("#start-player").count()) await page.locator("#start-player").selectOption("0");
  await page.locator("#seed").fill(seed);
  await page.locator(".new-game-form button[type=submit]").click();
  await page.getByLabel("Computer speed").selectOption("0");
  const real = () => searches.filter((s) => s.plans > 1);
  const deadline = Date.now() + 30000 + wanted * 5000;
  while (real().length < wanted && Date.now() < deadline) await page.waitForTimeout(200);
  const measured = real().slice(0, wanted);
  for (const s of measured) console.log(`${s.plans} plans, ${s.playouts} playouts in ${s.ms} ms`);
  const sorted = measured.map((s) => s.playouts).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const mean = Math.round(sorted.reduce((sum, n) => sum + n, 0) / Math.max(1, sorted.length));
  const where = measured.every((s) => s.worker) ? "worker" : measured.some((s) => s.worker) ? "mixed" : "page";
  console.log(
    `${game} (${path.basename(path.resolve(dist))}): first ${measured[0]?.playouts} playouts; ` +
      `median ${median}, mean ${mean} playouts per search over ${measured.length} searches; on the ${where}`,
  );
}, path.resolve(dist));
