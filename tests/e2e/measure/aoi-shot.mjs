// Scratch: Age of Inventors after some decisions, screenshots at a viewport.
//   node tests/e2e/measure/aoi-shot.mjs OUT_DIR [players] [decisions] [width] [height]
import { start, watchErrors } from "../browser.mjs";
import { playDecision, seeded, decisionOf } from "../aoi-driver.mjs";
const [out = "/tmp/aoi", players = "3", decisions = "30", width = "1280", height = "800"] = process.argv.slice(2);
const { server, url, browser } = await start();
try {
  const context = await browser.newContext({ locale: process.env.LOCALE || "en-GB", viewport: { width: +width, height: +height } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(url + "#setup=age-of-inventors");
  await page.locator(`input[name="player-count"][value="${players}"]`).check();
  await page.locator("#seed").fill("7");
  await page.locator(".new-game-form button[type=submit]").click();
  const random = seeded(3);
  const done = [];
  for (let i = 0; i < +decisions; i++) {
    const what = await playDecision(page, random);
    done.push(what);
    if (what === "game-over") break;
    await page.waitForTimeout(30);
  }
  console.log(done.join(" "));
  console.log("decision now:", await decisionOf(page), "errors:", errors);
  const size = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
  console.log(`document ${size[0]}x${size[1]}`);
  await page.screenshot({ path: `${out}/aoi-${players}p-${width}.png` });
  await page.screenshot({ path: `${out}/aoi-${players}p-${width}-full.png`, fullPage: true });
  await context.close();
} finally {
  await browser.close();
  server.close();
}
