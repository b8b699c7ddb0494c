// Measures Hard's search in the browser: playouts per turn within its 1.2 s budget, for the
// first decisions of a fixed 3-player game (Hard against two Medium players, Instant pace).
//   node tests/e2e/measure/hard-playouts.mjs [decisions]
// Prints each search the app reports and the mean playouts per search and per second.
import { withApp } from "../browser.mjs";

const wanted = Number(process.argv[2] || 12);
await withApp(async ({ url, browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const searches = [];
  page.on("console", (message) => {
    const match = /^hard: (\d+) plans, (\d+) playouts in (\d+) ms/.exec(message.text());
    if (match) searches.push({ plans: +match[1], playouts: +match[2], ms: +match[3] });
  });
  await page.goto(url);
  await page.getByLabel("Seed (optional)").fill("2026");
  await page.locator("#start-player").selectOption("0");
  await page.locator("#player-controller-0").selectOption("hard");
  await page.locator("#player-controller-1").selectOption("medium");
  await page.locator("#player-controller-2").selectOption("medium");
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByLabel("Computer speed").selectOption("0");
  const deadline = Date.now() + 120000;
  while (searches.filter((s) => s.plans > 1).length < wanted && Date.now() < deadline) {
    await page.waitForTimeout(200);
  }
  const real = searches.filter((s) => s.plans > 1).slice(0, wanted);
  for (const s of real) console.log(`${s.plans} plans, ${s.playouts} playouts in ${s.ms} ms`);
  // Late-round searches play out a few decisions each and run to hundreds of thousands: the
  // median and the first placement say more about a hard decision.
  const sorted = real.map((s) => s.playouts).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `first placement: ${real[0]?.playouts} playouts; median ${median} playouts per search over ${real.length} searches`,
  );
});
