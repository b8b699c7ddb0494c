// Scratch: screenshots of Era of Inventions mid-round at a viewport, and the page's height.
//   node tests/e2e/measure/shot.mjs OUT_DIR [players] [width] [height] [full]
import { start } from "../browser.mjs";
const [out = "/tmp/shots", players = "3", width = "1280", height = "800", full = ""] = process.argv.slice(2);
const { server, url, browser } = await start();
try {
  const context = await browser.newContext({ locale: process.env.LOCALE || "en-GB", viewport: { width: +width, height: +height } });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(`input[name="player-count"][value="${players}"]`).check();
  await page.locator("#seed").fill("7");
  await page.locator(".new-game-form button[type=submit]").click();
  const panel = page.locator(".turn");
  for (let i = 0; i < 40; i++) {
    const kind = (await panel.getAttribute("data-decision")) ?? "";
    if (kind === "placement") {
      await page.locator(".areas-options button:not([disabled])").nth(i % 3).click().catch(() =>
        page.locator(".areas-options button:not([disabled])").first().click());
    } else if (kind === "resolution") {
      await page.locator('.turn [data-choice="resolve"]:not([disabled])').first().click();
    } else if (kind === "bonus") {
      await page.locator('.turn [data-choice="skip-bonus"]').click();
    } else if (kind === "complete") {
      await page.locator('.turn [data-choice="confirm"]').click();
    } else {
      const step = page.locator(".step-options button.option:not([disabled])").first();
      if ((await step.count()) > 0) await step.click();
      if (i > 14) break;
      await page.locator('.turn [data-choice="confirm"]').click().catch(() => {});
    }
  }
  const size = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
  console.log(`${players} players at ${width}x${height}: document ${size[0]}x${size[1]}`);
  await page.screenshot({ path: `${out}/eoi-${players}p-${width}.png`, fullPage: !!full });
  await context.close();
} finally {
  await browser.close();
  server.close();
}
