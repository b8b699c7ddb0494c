// Takes the README's screenshots (desktop and phone) of each game a few turns in, in English,
// French and German, and of each game's final scores with its score story:
//   node tests/e2e/screenshots.mjs docs/
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { start } from "./browser.mjs";
import { decisionOf, playDecision, seeded } from "./aoi-driver.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The last finished game of a game's golden save list (the most players). */
function finishedGame(file) {
  const lines = fs.readFileSync(path.join(here, "../..", file), "utf8").split("\n").filter((line) => line && !line.startsWith("#"));
  return lines[lines.length - 1].split(" ")[1];
}

const out = process.argv[2] || ".";
const { server, url, browser } = await start();
try {
  for (const [language, locale] of [["", "en-GB"], ["-fr", "fr-FR"], ["-de", "de-DE"]]) {
    for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
      const context = await browser.newContext({ locale, viewport });
      const page = await context.newPage();
      await page.goto(`${url}#setup=eoi`);
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
  // Age of Inventors, four players (three computers), a tile in hand over the grid's allowed cells.
  for (const [language, locale] of [["", "en-GB"], ["-fr", "fr-FR"], ["-de", "de-DE"]]) {
    for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
      const context = await browser.newContext({ locale, viewport });
      const page = await context.newPage();
      await page.goto(`${url}#setup=age-of-inventors`);
      await page.locator('input[name="player-count"][value="4"]').check();
      for (const seat of [1, 2, 3]) await page.locator(`#player-controller-${seat}`).selectOption("medium");
      await page.locator("#seed").fill("7");
      await page.locator(".new-game-form button[type=submit]").click();
      await page.locator(".turn[data-decision]").waitFor();
      const random = seeded(3);
      let placed = 0;
      for (let i = 0; i < 400; i++) {
        const kind = await decisionOf(page);
        if (kind === "computer") {
          await page.waitForTimeout(100);
          continue;
        }
        const pickUp = page.locator('.turn [data-choice="pick-up"]');
        if (kind === "turn" && (await pickUp.count()) > 0 && placed++ >= 2) {
          await pickUp.first().click();
          await page.locator(".hex-grid .cell.allowed").first().click();
          break;
        }
        if ((await playDecision(page, random)) === "game-over") break;
      }
      await page.screenshot({ path: `${out}/aoi-${name}${language}.png` });
      await context.close();
    }
  }
  // The final scores and the score story of finished four-player games.
  for (const [game, file] of [["medieval", "crates/games/era-medieval/tests/golden/saves-v1.txt"], ["aoi", "crates/games/age-of-inventors/tests/golden/saves-v3.txt"]]) {
    const context = await browser.newContext({ locale: "en-GB", viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}#game=${finishedGame(file)}`);
    await page.locator(".final-scores").waitFor();
    // The players' turning points, once found (a few seconds after the end).
    await page.locator(".turning-points .turning-found").first().waitFor({ timeout: 30000 });
    await page.screenshot({ path: `${out}/${game}-final.png` });
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
