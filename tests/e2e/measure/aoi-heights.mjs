// Measures Age of Inventors' page height at each kind of decision for 1-4 players, and takes
// screenshots: node tests/e2e/measure/aoi-heights.mjs <out dir> [locale] [width]x[height]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { start } from "../browser.mjs";
import { decisionOf, playDecision, seeded } from "../aoi-driver.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] || ".";
const locale = process.argv[3] || "en-GB";
const [width, height] = (process.argv[4] || "1280x800").split("x").map(Number);
const golden = fs.readFileSync(path.join(here, "../../../crates/games/age-of-inventors/tests/golden/saves-v3.txt"), "utf8")
  .split("\n").filter((l) => l && !l.startsWith("#")).map((l) => l.split(" "));
const { server, url, browser } = await start();
const heights = [];
const shot = async (page, name) => {
  const h = await page.evaluate(() => {
    const board = document.querySelector(".aoi-board");
    return `${document.scrollingElement.scrollHeight} (board ${board.scrollHeight}/${board.clientHeight}, labs ${document.querySelector(".labs").clientHeight}, main ${document.querySelector(".aoi-main").clientHeight})`;
  });
  heights.push(`${name}: ${h}`);
  await page.screenshot({ path: `${out}/${name}-${locale}-${width}.png` });
};
try {
  for (const levels of [[null], [null, "easy"], [null, "easy", "easy"], [null, "easy", "easy", "easy"]]) {
    const page = await browser.newPage({ locale, viewport: { width, height } });
    await page.goto(url);
    await page.locator('.game-card[data-game="age-of-inventors"] .game-card-actions button.secondary').click();
    await page.locator(`input[name=player-count][value="${levels.length}"]`).check();
    for (const [seat, level] of levels.entries()) await page.locator(`#player-controller-${seat}`).selectOption(level ?? "human");
    await page.locator("#seed").fill("21");
    await page.locator(".new-game-form button[type=submit]").click();
    await page.locator(".turn[data-decision]").waitFor();
    await page.locator("#bot-pace").selectOption("0", { timeout: 1000 }).catch(() => {});
    const seen = new Set();
    const random = seeded(3);
    for (let step = 0; step < 200 && seen.size < 6; step++) {
      const kind = await decisionOf(page);
      if (kind === "computer") { await page.waitForTimeout(150); continue; }
      if (kind === "game-over") break;
      if (!seen.has(kind)) { seen.add(kind); await shot(page, `p${levels.length}-${kind}`); }
      if (kind === "turn" && !seen.has("placement") && await page.locator('.turn [data-choice="pick-up"]').count()) {
        await page.locator('.turn [data-choice="pick-up"]').first().click();
        const cells = page.locator(".hex-grid .cell.allowed");
        if (await cells.count()) { await cells.first().click(); seen.add("placement"); await shot(page, `p${levels.length}-placement`); }
        await page.locator('.turn [data-choice="put-back"]').click();
      }
      await playDecision(page, random);
    }
    await page.close();
  }
  for (const [file, save] of golden) {
    const page = await browser.newPage({ locale, viewport: { width, height } });
    await page.goto(`${url}#game=${save}`);
    await page.locator(".final-scores").waitFor({ timeout: 15000 });
    await page.waitForTimeout(200);
    await shot(page, `final-${file.split("-")[0]}p`);
    await page.close();
  }
} finally {
  console.log(heights.join("\n"));
  await browser.close();
  server.close();
}
