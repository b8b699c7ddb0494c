// Takes the README's screenshots (desktop and phone) of each game a few turns in, in English,
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
  // ERA: Medieval Age against two computer players, building in round 3 with a piece in hand.
  for (const [language, locale] of [["", "en-GB"], ["-fr", "fr-FR"], ["-de", "de-DE"]]) {
    for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
      const context = await browser.newContext({ locale, viewport });
      const page = await context.newPage();
      await page.goto(url);
      await page.locator('.game-card[data-game="era-medieval"] .game-card-actions button').last().click();
      await page.locator('input[name="player-count"][value="3"]').check();
      await page.locator("#player-controller-1").selectOption("medium");
      await page.locator("#player-controller-2").selectOption("medium");
      await page.locator("#seed").fill("7");
      await page.locator(".new-game-form button[type=submit]").click();
      const panel = page.locator(".turn");
      await panel.waitFor();
      const choose = (c) => page.locator(`.turn [data-choice="${c}"]`).first().click();
      for (let i = 0; i < 200; i++) {
        const kind = (await panel.getAttribute("data-decision")) ?? "";
        const round = Number((await page.locator(".round-bar strong").textContent()).replace(/\D/g, ""));
        if (kind === "build" && round >= 3) {
          const piece = page.locator('.turn [data-choice="piece"]:not([disabled])').first();
          await piece.click();
          const hint = page.locator(".domain-board.placing .hint").nth(5);
          const cx = Number(await hint.getAttribute("cx")), cy = Number(await hint.getAttribute("cy"));
          await page.locator(`[data-cell="${Math.floor(cy / 10)},${Math.floor(cx / 10)}"]`).hover();
          break;
        }
        if (kind === "starting-domain") await choose("default-domain");
        else if (kind === "roll") await choose("stop-rolling");
        else if (kind === "feathers") await choose("end-feathers");
        else if (kind === "complete") await choose("confirm");
        else if (kind === "build") {
          const piece = page.locator('.turn [data-choice="piece"]:not([disabled]):not([data-piece^="wall"])').first();
          if ((await piece.count()) > 0) {
            await piece.click();
            const hint = page.locator(".domain-board.placing .hint").first();
            const cx = Number(await hint.getAttribute("cx")), cy = Number(await hint.getAttribute("cy"));
            await page.locator(`[data-cell="${Math.floor(cy / 10)},${Math.floor(cx / 10)}"]`).click();
          } else await choose("end-building");
        } else if (kind === "computer") await page.waitForTimeout(200);
        else if (kind === "treachery") {
          const hint = page.locator(".domain-board.placing .hint").first();
          const cx = Number(await hint.getAttribute("cx")), cy = Number(await hint.getAttribute("cy"));
          await page.locator(`[data-cell="${Math.floor(cy / 10)},${Math.floor(cx / 10)}"]`).click();
        } else await page.locator(".turn .choices button").first().click();
      }
      await page.screenshot({ path: `${out}/medieval-${name}${language}.png` });
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
