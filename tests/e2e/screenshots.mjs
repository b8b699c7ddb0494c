// Takes the README's screenshots (desktop and phone) of a game a few turns in:
//   node tests/e2e/screenshots.mjs docs/
import { start } from "./browser.mjs";

const out = process.argv[2] || ".";
const { server, url, browser } = await start();
try {
  for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
    const page = await browser.newPage({ viewport });
    await page.goto(url);
    await page.getByRole("radio", { name: "4 players" }).check();
    await page.getByLabel("Seed (optional)").fill("7");
    await page.getByRole("button", { name: "Start the game" }).click();
    const panel = page.locator(".turn");
    // Round 1: place everything, resolve a few actions, and stop at a composed action.
    for (let i = 0; i < 40; i++) {
      const kind = (await panel.getAttribute("data-decision")) ?? "";
      if (kind === "placement") {
        await page.locator(".areas-options button:not([disabled])").nth(i % 3).click().catch(() =>
          page.locator(".areas-options button:not([disabled])").first().click());
      } else if (kind === "resolution") {
        await page.getByRole("button", { name: /^Resolve / }).and(page.locator(":not([disabled])")).first().click();
      } else if (kind === "bonus") {
        await page.getByRole("button", { name: "No bonus action" }).click();
      } else if (kind === "complete") {
        await page.getByRole("button", { name: "Confirm" }).click();
      } else {
        const step = page.locator(".step-options button.option:not([disabled])").first();
        if ((await step.count()) > 0) await step.click();
        if (i > 14) break;
        await page.getByRole("button", { name: "Confirm" }).click().catch(() => {});
      }
    }
    await page.screenshot({ path: `${out}/screenshot-${name}.png` });
  }
} finally {
  await browser.close();
  server.close();
}
