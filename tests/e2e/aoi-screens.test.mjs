// Age of Inventors' screens as a new player meets them: a game opens at its top with the decision
// in view; nothing in the decision panel is cut or runs past the window (lab sides, a vote, a
// draft, a placement with its rotations) at 1280x800 and 390x844 in English, French and German;
// the round bar does not name the news option before the vote is decided; computer turns hold no
// raw `{placeholder}`; the focus goes to the new decision after every move; axe-core finds no
// violations; a random player never finds the game stalled; and in hot-seat play no cover (nor an
// undo at one) shows another player's secrets.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, axeViolations, placeholdersOnPage, overflowOf } from "./browser.mjs";
import { decisionOf, playDecision, seeded } from "./aoi-driver.mjs";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Sets up a game of `levels` (null: a human) by the form, in whatever language, and starts it. */
async function startGame(page, url, levels, seed) {
  await page.goto(url);
  await page.locator('.game-card[data-game="age-of-inventors"] .game-card-actions button.secondary').click();
  await page.locator(`input[name=player-count][value="${levels.length}"]`).check();
  for (const [seat, level] of levels.entries()) {
    await page.locator(`#player-controller-${seat}`).selectOption(level ?? "human");
  }
  await page.locator("#seed").fill(String(seed));
  await page.locator(".new-game-form button[type=submit]").click();
  await page.locator(".turn[data-decision]").waitFor();
}

/** The page's scroll and whether the decision's heading is inside the window. */
function opening(page) {
  return page.evaluate(() => {
    const box = document.getElementById("turn-heading").getBoundingClientRect();
    return { scrollY: window.scrollY, inView: box.top >= 0 && box.bottom <= window.innerHeight };
  });
}

/** The elements of `.side` reaching past the window's right edge (the page clips them). */
function pastTheWindow(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll(".side, .side *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 2 && box.right > document.documentElement.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}: ${element.textContent.slice(0, 40)}`),
  );
}

/** Asserts that nothing in `.side` is cut and the page does not scroll sideways, at both sizes. */
async function fits(page, where) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    // On a phone the log opens on demand: open, so that its lines are measured too.
    const toggle = page.locator('.log-toggle[aria-expanded="false"]');
    if (await toggle.isVisible()) await toggle.click();
    const { page: scroll, cut } = await overflowOf(page);
    // Text for screen readers only is 1 px wide on purpose.
    assert.deepEqual(cut.filter((line) => !line.includes(".visually-hidden")), [], `cut at ${where}, ${viewport.width}px`);
    assert.ok(scroll.scrollWidth <= 0, `the page scrolls sideways at ${where}, ${viewport.width}px`);
    assert.deepEqual(await pastTheWindow(page), [], `past the window at ${where}, ${viewport.width}px`);
  }
  await page.setViewportSize(DESKTOP);
}

/** Waits while computer players move (the log grows); fails if nothing happens for 30 s. The
 * first time, sets the computer players' speed to no pause. */
async function waitForComputer(page) {
  if (!page.fast) {
    page.fast = await page.locator("#bot-pace").selectOption("0", { timeout: 1000 }).then(() => true, () => false);
  }
  const lines = await page.locator(".log-lines li").count();
  const seat = await page.locator(".turn").getAttribute("data-seat");
  await page.waitForFunction(
    ([lines, seat]) => {
      const turn = document.querySelector(".turn");
      return turn.dataset.decision !== "computer" || turn.dataset.seat !== seat
        || document.querySelectorAll(".log-lines li").length !== lines;
    },
    [lines, seat],
    { timeout: 30000 },
  );
}

/** Picks up tiles and tries allowed cells until an inventor offers rotations; false if none does. */
async function placementWithRotations(page) {
  const tiles = await page.locator('.turn [data-choice="pick-up"]').count();
  for (let tile = 0; tile < tiles; tile++) {
    await page.locator('.turn [data-choice="pick-up"]').nth(tile).click();
    const cells = await page.locator(".hex-grid .cell.allowed").count();
    for (let cell = 0; cell < Math.min(cells, 12); cell++) {
      await page.locator(".hex-grid .cell.allowed").nth(cell).click();
      if ((await page.locator('.turn [data-choice="rotation"]').count()) > 1) return true;
    }
  }
  return false;
}

for (const [lang, locale, openAt] of [["English", "en-GB", [DESKTOP, PHONE]], ["French", "fr-FR", [PHONE]], ["German", "de-DE", [DESKTOP]]]) {
  test(`in ${lang}: a game opens at its top; lab sides, a vote, a draft and a placement fit the window`, async () => {
    await withApp(async ({ url, browser }) => {
      for (const [index, viewport] of openAt.entries()) {
        const context = await browser.newContext({ locale, viewport });
        const page = await context.newPage();
        const errors = watchErrors(page);
        // The form is long: the start button is reached by scrolling down.
        await startGame(page, url, [null, "easy", "easy"], 21 + index);
        await page.waitForTimeout(100);
        assert.deepEqual(await opening(page), { scrollY: 0, inView: true }, `${lang} game opened at ${viewport.width}px`);
        if (index < openAt.length - 1) {
          await context.close();
          continue;
        }
        await page.setViewportSize(DESKTOP);
        const seen = new Set();
        const random = seeded(3);
        for (let step = 0; step < 300 && seen.size < 4; step++) {
          const kind = await decisionOf(page);
          if (kind === "computer") {
            await waitForComputer(page);
            continue;
          }
          if (["choose-side", "vote", "draft"].includes(kind) && !seen.has(kind)) {
            await fits(page, kind);
            seen.add(kind);
          }
          if (kind === "vote") {
            // The vote is not decided yet: the round bar names no option (both are on the buttons).
            const options = await page.locator('.turn [data-choice="vote"]').allTextContents();
            const bar = await page.locator(".aoi-round-bar").textContent();
            for (const option of options) {
              const rule = option.slice(option.indexOf(":") + 1).trim();
              assert.ok(!bar.includes(rule), `the round bar says "${bar}" during the vote`);
            }
          }
          if (kind === "turn" && !seen.has("placement") && (await placementWithRotations(page))) {
            await fits(page, "placement with rotations");
            seen.add("placement");
            await page.locator('.turn [data-choice="put-back"]').click();
          }
          await playDecision(page, random);
        }
        assert.deepEqual([...seen].sort(), ["choose-side", "draft", "placement", "vote"]);
        assert.deepEqual(errors, []);
        await context.close();
      }
    });
  });
}

/** axe-core's violations, the tooltip of the element under the mouse or focus put away first. */
async function audit(page) {
  await page.mouse.move(0, 0);
  await page.locator("#turn-heading").focus();
  return axeViolations(page);
}

/**
 * Plays a random human against computer players to the final scores. At every step the game
 * offers the human an enabled control or a computer player is moving; after every move the focus
 * is on the new decision; no text holds a raw placeholder; `look(kind, step)` may look first.
 */
async function playRandomly(page, seed, look = async () => {}) {
  const random = seeded(seed);
  const counts = { moves: 0, computer: 0, focused: 0 };
  for (let step = 0; step < 3000; step++) {
    const kind = await decisionOf(page);
    if (kind === "game-over") return counts;
    if (kind === "computer") {
      if (counts.computer < 30) assert.deepEqual(await placeholdersOnPage(page), [], "during a computer turn");
      counts.computer++;
      await waitForComputer(page);
      continue;
    }
    const enabled = await page.locator('.turn button:not([disabled]), .turn input:not([disabled]), .aoi-board button.act:not([aria-disabled="true"])').count();
    assert.ok(enabled > 0, `stalled at step ${step}: a ${kind} decision without an enabled control`);
    await look(kind, step);
    const before = await page.locator(".log-lines li").count();
    await playDecision(page, random);
    counts.moves++;
    const after = await decisionOf(page);
    if (after !== "computer" && after !== "game-over" && (await page.locator(".log-lines li").count()) !== before) {
      // The move was made and a human decides next: the keyboard focus is on that decision.
      const focused = await page.waitForFunction(() => document.activeElement?.closest(".turn"), null, { timeout: 2000 })
        .then(() => true, () => false);
      assert.ok(focused, `focus on <${await page.evaluate(() => document.activeElement?.tagName)}> after a move`);
      counts.focused++;
    }
  }
  throw new Error(`no end: ${JSON.stringify(counts)}`);
}

test("a random player against computer players never finds the game stalled; focus, placeholders and axe-core checked on the way", async () => {
  await withApp(async ({ url, browser }) => {
    for (const seed of [6, 17]) {
      const page = await browser.newPage({ viewport: DESKTOP });
      const errors = watchErrors(page);
      await startGame(page, url, seed === 6 ? [null, "easy"] : [null, "easy", "medium"], seed);
      const audited = new Set();
      const counts = await playRandomly(page, seed, async (kind, step) => {
        if (seed !== 6) return;
        if (kind === "vote" && !audited.has("vote")) {
          assert.deepEqual(await audit(page), [], "a vote");
          audited.add("vote");
        }
        if (step > 40 && !audited.has("mid-game")) {
          assert.deepEqual(await audit(page), [], "the board mid-game");
          audited.add("mid-game");
        }
        // A placement with rotations if one is met (else the last cell tried, chosen).
        if (kind === "turn" && !audited.has("placement")
          && ((await placementWithRotations(page)) || (await page.locator(".hex-grid .cell.chosen").count()) > 0)) {
          assert.deepEqual(await audit(page), [], "a placement");
          audited.add("placement");
          await page.locator('.turn [data-choice="put-back"]').click();
        }
      });
      console.log(`seed ${seed}: ${JSON.stringify(counts)}`);
      assert.ok(counts.focused > 10);
      await page.locator(".final-scores").waitFor();
      if (seed === 6) {
        assert.deepEqual(await audit(page), [], "the final scores");
        assert.deepEqual([...audited].sort(), ["mid-game", "placement", "vote"]);
      }
      assert.deepEqual(errors, []);
      await page.close();
    }
  });
});

/** The secrets the deciding player sees of their own: invention tiles in hand or drawn, experiments. */
function ownSecrets(page, seat) {
  return page.evaluate((seat) => {
    const names = [...document.querySelectorAll(`.lab[data-seat="${seat}"] .hand-inventions .card-name, .turn .shown-option .invention-card .card-name`)]
      .map((element) => element.textContent.trim());
    const experiments = [...document.querySelectorAll(`.lab[data-seat="${seat}"] .experiment`)].map((element) => element.textContent.trim());
    return [...names, ...experiments];
  }, seat);
}

/**
 * The page's shown text and accessible names outside what is public anyway (the grid, the offers, the
 * log) and outside the viewer's own lab and decision (`viewer`, or none at a cover).
 */
function othersText(page, viewer) {
  return page.evaluate((viewer) => {
    // The tooltip repeats the element under the pointer or focus, itself checked.
    const skip = [".hex-grid", ".offers", ".log", "#tip"];
    if (viewer !== null) skip.push(`.lab[data-seat="${viewer}"]`, ".turn");
    // Shown or read out: not inside a skipped part, nor hidden (a tooltip put away keeps its text).
    const outside = (node) => node.checkVisibility() && !skip.some((selector) => node.closest(selector));
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) if (outside(walker.currentNode.parentElement)) texts.push(walker.currentNode.textContent);
    for (const element of document.querySelectorAll("[aria-label], [data-tip], [title]")) {
      if (!outside(element)) continue;
      for (const attribute of ["aria-label", "data-tip", "title"]) texts.push(element.getAttribute(attribute) ?? "");
    }
    return texts.join("\n");
  }, viewer);
}

test("hot seat with 3 people: no cover, and no undo at one, shows another player's secrets", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = watchErrors(page);
    await startGame(page, url, [null, null, null], 31);
    const random = seeded(7);
    const secrets = [[], [], []];
    const checks = { covers: 0, lifted: 0, undos: 0 };
    const undo = page.locator('nav.controls button[aria-keyshortcuts="Control+Z"]');
    const hidden = async (viewer, where) => {
      const text = await othersText(page, viewer);
      for (const [seat, own] of secrets.entries()) {
        if (seat === viewer) continue;
        for (const secret of own) assert.ok(!text.includes(secret), `seat ${seat}'s "${secret}" shown ${where}`);
      }
      const others = viewer === null ? ".lab" : `.lab:not([data-seat="${viewer}"])`;
      assert.equal(await page.locator(`${others} :is(.hand-inventions .card, .experiment, .breakthrough)`).count(), 0, `secrets ${where}`);
    };
    for (let step = 0; step < 160; step++) {
      const kind = await decisionOf(page);
      if (kind === "game-over") break;
      const seat = Number(await page.locator(".turn").getAttribute("data-seat"));
      if (kind === "cover") {
        await hidden(null, `at the cover for seat ${seat}`);
        checks.covers++;
        if (step > 20 && checks.undos < 3 && step % 7 < 3 && (await undo.isEnabled())) {
          await undo.click();
          // Back to an earlier decision, behind its player's cover.
          assert.equal(await decisionOf(page), "cover", "after an undo at a cover");
          await hidden(null, "after an undo at a cover");
          checks.undos++;
          continue;
        }
      } else {
        secrets[seat] = [...new Set([...secrets[seat], ...(await ownSecrets(page, seat))])];
        await hidden(seat, `to seat ${seat}`);
        checks.lifted++;
      }
      if ((await playDecision(page, random)) === "lift") {
        // The lifted cover gives way to the decision, which has the focus.
        await page.waitForFunction(() => document.activeElement?.closest(".turn") && document.querySelector(".turn").dataset.decision !== "cover");
      }
    }
    console.log(`hidden information: ${JSON.stringify(checks)}, secrets seen: ${secrets.map((s) => s.length)}`);
    assert.ok(checks.undos === 3 && checks.covers > 20 && secrets.flat().length > 3);
    assert.deepEqual(errors, []);
  });
});
