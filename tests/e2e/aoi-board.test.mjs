// Age of Inventors on one screen, as Era of Inventions: at 1280x800 the page never scrolls and the
// board is whole (nothing to scroll inside it) for 1 to 4 players at every kind of decision met in
// the first round (lab side, vote, draft, equipment, the turn, a tile placed on the grid), in
// English, French and German; the final scores lie over the board. The board's areas are the
// controls (offer cards, locations' free places, the lab's equipment slots in the draft), reached
// by Tab and played by Enter, a refused one saying why; no cell id shows; other labs fold on a phone.
// Late in a game the offers and tracks stay whole beside the grid (the labs scroll within), and the
// decision comes before the board in Tab order.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { withApp, watchErrors } from "./browser.mjs";
import { decisionOf, playDecision, seeded, startGame } from "./aoi-driver.mjs";

const DESKTOP = { width: 1280, height: 800 };
const here = path.dirname(fileURLToPath(import.meta.url));
// Finished games of 1, 2 and 4 players.
const FINISHED = fs.readFileSync(path.join(here, "../../crates/games/age-of-inventors/tests/golden/saves-v3.txt"), "utf8")
  .split("\n").filter((line) => line && !line.startsWith("#")).map((line) => line.split(" ")[1]);

/** How far the page and the board run past the window (0 when all is on one screen). */
function overrun(page) {
  return page.evaluate(() => {
    const root = document.scrollingElement;
    const board = document.querySelector(".aoi-board");
    return { page: root.scrollHeight - window.innerHeight, board: board.scrollHeight - board.clientHeight };
  });
}

const PLAYERS = [[null], [null, "easy"], [null, "easy", "easy"], [null, "easy", "easy", "easy"]];
// A 3-player hot-seat game late in round 4 (`tabletop age-of-inventors sample --players 3 --seed 7`,
// its first 340 actions): full offers, a news line over two lines in French and German, tall labs.
const LATE = "A8Y5EimTARBhZ2Utb2YtaW52ZW50b3JzAwMAAAADCFBsYXllciAxCFBsYXllciAyCFBsYXllciAzywv6K_mv6QQANCmJ_Mgonhj4o0nJhKK_RDrGRHKIbnSTdKv1p7NGlGdZa8xyW0awJYJcUjqelp-E_HYdhhq1okbT18qyrbtCPypV82Tz-3UmM0jE94obPKoLUKCuBOJNAg";

test("late in a game, in English, French and German at 1280x800: the offers and tracks whole beside the grid (no scroll in their column)", async () => {
  await withApp(async ({ url, browser }) => {
    for (const locale of ["en-GB", "fr-FR", "de-DE"]) {
      const page = await browser.newPage({ locale, viewport: DESKTOP });
      await page.goto(`${url}#game=${LATE}`);
      await page.locator(".turn[data-decision]").waitFor();
      assert.deepEqual(await overrun(page), { page: 0, board: 0 }, locale);
      const column = await page.evaluate(() => {
        const side = document.querySelector(".aoi-side-board");
        const academic = document.querySelector('.progress-track[data-track="academic"]').getBoundingClientRect();
        return { scroll: side.scrollHeight - side.clientHeight, academicBelow: Math.max(0, Math.ceil(academic.bottom - side.getBoundingClientRect().bottom)) };
      });
      assert.deepEqual(column, { scroll: 0, academicBelow: 0 }, `${locale}: the Academic track in view`);
      await page.close();
    }
  });
});

for (const [lang, locale] of [["English", "en-GB"], ["French", "fr-FR"], ["German", "de-DE"]]) {
  test(`in ${lang}: 1 to 4 players, every decision of the first round on one 1280x800 screen`, async () => {
    await withApp(async ({ url, browser }) => {
      for (const levels of PLAYERS) {
        const page = await browser.newPage({ locale, viewport: DESKTOP });
        const errors = watchErrors(page);
        await startGame(page, url, levels, 21);
        const seen = new Set();
        const random = seeded(3);
        for (let step = 0; step < 200 && !seen.has("placement"); step++) {
          const kind = await decisionOf(page);
          if (kind === "computer") {
            await page.waitForTimeout(100);
            continue;
          }
          if (!seen.has(kind)) {
            seen.add(kind);
            assert.deepEqual(await overrun(page), { page: 0, board: 0 }, `${levels.length} players, ${kind}`);
          }
          if (kind === "turn" && (await page.locator('.turn [data-choice="pick-up"]').count()) > 0) {
            await page.locator('.turn [data-choice="pick-up"]').first().click();
            await page.locator(".hex-grid .cell.allowed").first().click();
            seen.add("placement");
            assert.deepEqual(await overrun(page), { page: 0, board: 0 }, `${levels.length} players, a placement`);
            break;
          }
          await playDecision(page, random);
        }
        assert.ok(seen.has("turn") && seen.has("draft"), `${levels.length} players: met ${[...seen]}`);
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

test("the grid by keyboard: one Tab stop, arrow keys move, Enter chooses the cell", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = watchErrors(page);
    await startGame(page, url, [null], 21);
    const random = seeded(3);
    for (let step = 0; step < 100; step++) {
      const kind = await decisionOf(page);
      if (kind === "turn" && (await page.locator('.turn [data-choice="pick-up"]').count()) > 0) break;
      await playDecision(page, random);
    }
    const stops = page.locator('.hex-grid .cell[tabindex="0"]');
    assert.equal(await stops.count(), 1, "one Tab stop before a tile is picked up");
    await page.locator('.turn [data-choice="pick-up"]').first().click();
    assert.equal(await stops.count(), 1, "one Tab stop while placing");
    // From the top of the page, past the top bar, Tab comes to the decision before the board.
    await page.evaluate(() => document.activeElement?.blur());
    let inMain = false;
    for (let tab = 0; tab < 20 && !inMain; tab++) {
      await page.keyboard.press("Tab");
      inMain = await page.evaluate(() => !!document.activeElement?.closest("main"));
    }
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest(".turn")), "the first Tab stop in the game is in the decision");
    assert.equal(await page.locator('.hex-grid .cell[tabindex="0"].allowed').count(), 1, "the Tab stop on an allowed cell");
    await stops.focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("data-cell"));
    const start = await focused();
    const moves = [];
    for (const key of ["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]) {
      await page.keyboard.press(key);
      moves.push(await focused());
    }
    assert.ok(moves.every((cell) => cell !== null && cell !== undefined), `focus stays on a cell: ${moves}`);
    assert.ok(new Set(moves).size > 1, `the arrows move between cells: ${moves}`);
    assert.equal(await stops.count(), 1, "still one Tab stop");
    // Back to an allowed cell, and Enter chooses it.
    await page.locator(`.hex-grid .cell[data-cell="${start}"]`).focus();
    await page.keyboard.press("Enter");
    assert.equal(await page.locator(`.hex-grid .cell.chosen[data-cell="${start}"]`).count(), 1, "Enter chose the cell");
    assert.ok((await page.locator('.turn [data-choice="place"]').count()) > 0, "and the payment is offered");
    // The focus goes on to paying (or turning the tile first), not back through the page.
    await page.waitForFunction(() => !!document.activeElement?.closest(".turn .pays, .turn .rotations") || document.activeElement?.matches('.turn [data-choice="place"]'));
    assert.deepEqual(errors, []);
  });
});

test("on a phone: the new-game form fits; a refused cell tapped says why on the grid; the chosen cell and its payment are on screen together", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const errors = watchErrors(page);
    // The form's longest choices (the labs' dealing, the educational variant) wrap within it.
    await page.goto(url);
    await page.locator('.game-card[data-game="age-of-inventors"] .game-card-actions button.secondary').click();
    await page.locator('input[name=player-count][value="3"]').check();
    const sideways = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
    assert.equal(sideways, 0, "the new-game form is wider than the phone");
    await startGame(page, url, [null], 21);
    const random = seeded(5);
    let checked = false;
    for (let step = 0; step < 200 && !checked; step++) {
      const kind = await decisionOf(page);
      if (kind === "game-over") break;
      if (kind === "turn" && (await page.locator('.turn [data-choice="pick-up"]').count()) > 0) {
        await page.locator('.turn [data-choice="pick-up"]').first().click();
        const refused = page.locator(".hex-grid .cell.refused");
        if ((await refused.count()) > 0) {
          const says = page.locator(".hex-grid .grid-says");
          await refused.first().tap();
          const reason = (await says.textContent()).trim();
          assert.ok(reason.length > 5, `a refused tap says why: "${reason}"`);
          assert.ok((await refused.first().getAttribute("data-tip")).includes(reason), "the engine's reason, as the cell's tip");
          await page.locator(".hex-grid .cell.allowed").first().tap();
          assert.equal(await says.textContent(), "", "an allowed cell says nothing");
          const inView = async (locator) => {
            const box = await locator.boundingBox();
            return box && box.y >= 0 && box.y + box.height <= 844;
          };
          assert.ok(await inView(page.locator('.turn [data-choice="place"]').first()), "the payment on screen");
          // The chosen cell is on screen above the decision docked at the bottom, not under it.
          const cell = await page.locator(".hex-grid .cell.chosen").boundingBox();
          const side = await page.locator(".side").boundingBox();
          assert.ok(cell.y >= 0 && cell.y + cell.height <= side.y + 2, `the chosen cell on screen: ${JSON.stringify({ cell, side })}`);
          checked = true;
          break;
        }
        await page.locator('.turn [data-choice="put-back"]').click();
      }
      await playDecision(page, random);
    }
    assert.ok(checked, "a placement with refused cells was met");
    assert.deepEqual(errors, []);
  });
});

test("the board acts: offer cards, locations and lab slots are the controls, by Tab and Enter; refused ones say why; no cell ids; other labs fold on a phone", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = watchErrors(page);
    await startGame(page, url, [null, "easy", "easy"], 21);
    const random = seeded(4);
    const checks = { named: 0, keyboard: 0, refused: 0, draft: 0 };
    for (let step = 0; step < 150 && !(checks.keyboard && checks.refused && checks.draft); step++) {
      const kind = await decisionOf(page);
      if (kind === "computer") {
        await page.waitForTimeout(100);
        continue;
      }
      if (kind === "game-over") break;
      const controls = page.locator('.aoi-board button.act:not([aria-disabled="true"])');
      if (kind === "draft" && !checks.draft) {
        // The draft on the board: a token of the offer, then a slot of the lab, both named; by
        // keyboard, Enter on the token moves the focus on to the lab's slots.
        await page.locator('.equipment-offer button.act[data-choice="draft-token"]').first().focus();
        await page.keyboard.press("Enter");
        await page.waitForFunction(() => document.activeElement?.matches(".lab.on-turn button.act:not(.refused)"));
        const slots = page.locator('.lab.on-turn button.act[data-choice="draft"]:not([aria-disabled="true"])');
        assert.ok((await slots.count()) > 0, "the lab's slots take the token");
        assert.match(await slots.first().getAttribute("data-tip"), /^Lab slot \d: .+/);
        checks.draft++;
      }
      if (kind === "turn" && (await controls.count()) > 0) {
        // Every area that acts is named with its action and the engine's price; the panel
        // lists none of them again.
        // (Its accessible name is its tip's words: what is drawn in it is hidden from screen readers.)
        for (const [label, name] of await controls.evaluateAll((all) => all.map((b) => [b.dataset.tip, b.querySelector(".visually-hidden")?.textContent]))) {
          assert.ok(label && label.length > 8 && name === label, `a board control named "${name}"`);
        }
        assert.equal(await page.locator('.turn :is([data-choice="recruit"], [data-choice="conceive"])').count(), 0);
        assert.equal(await page.locator(".turn .board-hint").count(), 1);
        checks.named++;
        const refused = page.locator('.aoi-board button.act[aria-disabled="true"]');
        if (!checks.refused && (await refused.count()) > 0) {
          const before = await page.locator(".log-lines li").count();
          await refused.first().click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
          const says = (await page.locator(".turn .notice").textContent()).trim();
          assert.ok(says.length > 5 && (await refused.first().getAttribute("data-tip")).includes(says), `a refused area says why: "${says}"`);
          assert.equal(await page.locator(".log-lines li").count(), before, "and plays nothing");
          checks.refused++;
        }
        if (!checks.keyboard) {
          // Tab from the top of the page reaches a board area; Enter plays it.
          await page.evaluate(() => document.activeElement?.blur());
          let found = false;
          for (let tab = 0; tab < 60 && !found; tab++) {
            await page.keyboard.press("Tab");
            found = await page.evaluate(() => document.activeElement?.matches('.aoi-board button.act:not([aria-disabled="true"])') ?? false);
          }
          assert.ok(found, "a board area reached by Tab");
          const before = await page.locator(".log-lines li").count();
          await page.keyboard.press("Enter");
          await page.waitForFunction((n) => document.querySelectorAll(".log-lines li").length > n, before);
          checks.keyboard++;
          continue;
        }
      }
      await playDecision(page, random);
    }
    assert.deepEqual(checks, { named: checks.named, keyboard: 1, refused: 1, draft: 1 }, JSON.stringify(checks));
    // No cell id anywhere on the page, shown or read out.
    const text = await page.evaluate(() => [document.body.innerText,
      ...[...document.querySelectorAll(".visually-hidden")].map((e) => e.textContent),
      ...[...document.querySelectorAll("[aria-label], [data-tip]")].map((e) => `${e.getAttribute("aria-label")} ${e.getAttribute("data-tip")}`)].join("\n"));
    assert.doesNotMatch(text, /\bH\d\d\b/);
    // On a phone the other players' labs fold to their name and stock; a toggle opens one.
    await page.setViewportSize({ width: 390, height: 844 });
    const folded = page.locator(".lab.folded");
    const count = await folded.count();
    assert.ok(count >= 1, "another player's lab folded");
    assert.equal(await page.locator('.lab[data-seat="0"].folded').count(), 0, "never your own");
    assert.equal(await folded.first().locator(".lab-row").first().isVisible(), false);
    await folded.first().locator(".lab-fold").click();
    assert.equal(await page.locator(".lab.folded").count(), count - 1);
    assert.equal(await page.locator('.lab-fold[aria-expanded="true"]').count(), 1);
    assert.deepEqual(errors, []);
  });
});
