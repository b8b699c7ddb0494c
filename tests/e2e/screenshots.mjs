// Takes the README's screenshots (desktop and phone) of a game a few turns in, in English,
// French and German:
//   node tests/e2e/screenshots.mjs docs/
import { start } from "./browser.mjs";

const out = process.argv[2] || ".";
const { server, url, browser } = await start();
try {
  for (const [language, locale] of [["", "en-GB"], ["-fr", "fr-FR"], ["-de", "de-DE"]]) {
    for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
      const context = await browser.newContext({ locale, viewport });
      const page = await context.newPage();
      await page.goto(url);
      await page.locator('input[name="player-count"][value="4"]').check();
      await page.locator("#seed").fill("7");
      await page.locator(".new-game-form button[type=submit]").click();
      const panel = page.locator(".turn");
      // Round 1: place everything, resolve a few actions, and stop at a composed action.
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
      await page.screenshot({ path: `${out}/screenshot-${name}${language}.png` });
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
