// Measures click to updated board in the browser: for the first decisions of a 3-player hot-seat
// Era of Inventions game at 1280x800, the time from each click event to the first frame after the
// page has reacted (the click handler, the reactive updates and a forced layout), and prints the
// median and the slowest. The aim is a median of at most 16 ms (one frame at 60 Hz).
//   node tests/e2e/measure/click-latency.mjs [clicks]
import { withApp } from "../browser.mjs";

const wanted = Number(process.argv[2] || 60);
await withApp(async ({ url, browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url);
  await page.locator(`input[name="player-count"][value="3"]`).check();
  await page.locator("#seed").fill("2026");
  await page.locator(".new-game-form button[type=submit]").click();
  await page.locator(".turn").waitFor();
  await page.evaluate(() => {
    window.clickLatencies = [];
    document.addEventListener(
      "click",
      (event) => {
        const clicked = event.timeStamp;
        requestAnimationFrame(() => {
          void document.body.offsetHeight; // the layout the update needs, inside the measurement
          window.clickLatencies.push(performance.now() - clicked);
        });
      },
      { capture: true },
    );
  });
  const panel = page.locator(".turn");
  let clicks = 0;
  while (clicks < wanted) {
    const kind = (await panel.getAttribute("data-decision")) ?? "";
    if (kind === "game-over") break;
    const button =
      kind === "placement"
        ? page.locator(".areas-options button:not([disabled])").first()
        : kind === "resolution"
          ? page.locator('.turn [data-choice="resolve"]:not([disabled]), .turn [data-choice="withdraw"]').first()
          : kind === "bonus"
            ? page.locator('.turn [data-choice="skip-bonus"]')
            : kind === "complete"
              ? page.locator('.turn [data-choice="confirm"]')
              : (await page.locator(".composed li").count()) === 0 &&
                  (await page.locator(".step-options button.option:not([disabled])").count()) > 0
                ? page.locator(".step-options button.option:not([disabled])").first()
                : page.locator('.turn [data-choice="confirm"]');
    await button.click();
    await page.waitForFunction((n) => window.clickLatencies.length >= n, clicks + 1);
    clicks++;
  }
  const times = (await page.evaluate(() => window.clickLatencies)).sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(
    `${times.length} clicks: median ${at(0.5).toFixed(1)} ms, 90th percentile ${at(0.9).toFixed(1)} ms, slowest ${times.at(-1).toFixed(1)} ms`,
  );
});
