// ERA: Medieval Age on one screen, as Era of Inventions: at 1280x800 the page never scrolls and the
// board is whole (nothing to scroll inside it) for 1 to 4 players at every kind of decision met in
// the first rounds (starting domains, covers, rolls, feathers, building with a piece in hand,
// treachery, passing the device), in English, French and German; the final scores of finished
// 1-, 2- and 4-player games lie over the board.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { withApp, watchErrors } from "./browser.mjs";

const DESKTOP = { width: 1280, height: 800 };
const here = path.dirname(fileURLToPath(import.meta.url));
// Finished games of 1, 2 and 4 players.
const FINISHED = fs.readFileSync(path.join(here, "../../crates/games/era-medieval/tests/golden/saves-v1.txt"), "utf8")
  .split("\n").filter((line) => line && !line.startsWith("#")).map((line) => line.split(" ")[1]);

/** How far the page and the board run past the window (0 when all is on one screen). */
function overrun(page) {
  return page.evaluate(() => {
    const root = document.scrollingElement;
    const board = document.querySelector(".medieval-board");
    return { page: root.scrollHeight - window.innerHeight, board: board.scrollHeight - board.clientHeight };
  });
}

/** Starts a hot-seat game of `players` humans from the new-game form, by test ids. */
async function startGame(page, url, players) {
  await page.goto(`${url}#setup=era-medieval`);
  await page.locator(`input[name=player-count][value="${players}"]`).check();
  for (let seat = 0; seat < players; seat++) await page.locator(`#player-controller-${seat}`).selectOption("human");
  await page.locator("#seed").fill("5");
  await page.locator("form.new-game-form button[type=submit]").click();
  await page.locator(".turn[data-decision]").waitFor();
}

for (const [lang, locale] of [["English", "en-GB"], ["French", "fr-FR"], ["German", "de-DE"]]) {
  test(`in ${lang}: 1 to 4 players, every decision of the first rounds on one 1280x800 screen`, async () => {
    await withApp(async ({ url, browser }) => {
      for (const players of [1, 2, 3, 4]) {
        const page = await browser.newPage({ locale, viewport: DESKTOP });
        const errors = watchErrors(page);
        await startGame(page, url, players);
        const seen = new Set();
        const click = (name) => page.locator(`.turn [data-choice="${name}"]`).first().click();
        let builds = 0;
        for (let step = 0; step < 300 && builds < 3; step++) {
          const kind = await page.locator(".turn").getAttribute("data-decision");
          if (kind === "game-over") break;
          if (!seen.has(kind)) {
            seen.add(kind);
            assert.deepEqual(await overrun(page), { page: 0, board: 0 }, `${players} players, ${kind}`);
          }
          if (kind === "cover") await click("lift-screen");
          else if (kind === "pass") await click("pass-device");
          else if (kind === "starting-domain") await click("default-domain");
          else if (kind === "roll") await click("stop-rolling");
          else if (kind === "feathers") await click("end-feathers");
          else if (kind === "complete") await click("confirm");
          else if (kind === "build") {
            builds++;
            const piece = page.locator('.turn [data-choice="piece"]:not([disabled])').first();
            if ((await piece.count()) > 0) {
              // A piece in hand: the piece list, its preview and the verdict still fit.
              await piece.click();
              assert.deepEqual(await overrun(page), { page: 0, board: 0 }, `${players} players, a piece in hand`);
            }
            await click("end-building");
          } else if (kind === "treachery") {
            const hint = page.locator(".domain-board.placing .hint").first();
            const [cx, cy] = [Number(await hint.getAttribute("cx")), Number(await hint.getAttribute("cy"))];
            await page.locator(`.domain-board.placing [data-cell="${Math.floor(cy / 10)},${Math.floor(cx / 10)}"]`).click();
          } else await page.locator(".turn .choices button").first().click();
        }
        if (lang === "English") console.log(`${players} players: ${[...seen]}`);
        assert.ok(seen.has("roll") && seen.has("build"), `${players} players: met ${[...seen]}`);
        if (players > 1) assert.ok(seen.has("cover"), `${players} players: met ${[...seen]}`);
        assert.deepEqual(errors, []);
        await page.close();
      }
      for (const save of FINISHED) {
        const page = await browser.newPage({ locale, viewport: DESKTOP });
        await page.goto(`${url}#game=${save}`);
        await page.locator(".final-scores").waitFor();
        assert.equal((await overrun(page)).page, 0, "the final scores");
        const scores = await page.locator(".final-scores").boundingBox();
        assert.ok(scores.y + scores.height <= DESKTOP.height, "the final scores whole in the window");
        await page.close();
      }
    });
  });
}
