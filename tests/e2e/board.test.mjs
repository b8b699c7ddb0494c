// Era of Inventions' board at 1280x800: the whole game on one screen for 3, 4 and 5 players
// (the document never scrolls, nor does the board within its column, and every player's panel,
// the decision and the log are in view), names for every icon and card on hover, keyboard focus
// and a long press, the legend, and no animation for those who ask for reduced motion.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, playToTheEnd, axeViolations } from "./browser.mjs";

const VIEWPORT = { width: 1280, height: 800 };

/** What does not fit: the document's and the board's overflow, and parts out of view. */
async function overflow(page) {
  return page.evaluate(() => {
    const problems = [];
    const root = document.documentElement;
    if (root.scrollHeight > innerHeight) problems.push(`document ${root.scrollHeight}px tall`);
    if (root.scrollWidth > innerWidth) problems.push(`document ${root.scrollWidth}px wide`);
    const board = document.querySelector(".board");
    if (board.scrollHeight > board.clientHeight + 1) problems.push(`board ${board.scrollHeight}px in ${board.clientHeight}px`);
    for (const selector of [".player", ".turn h2", ".log", ".influence-track", ".patent-track", ".exchange-market"]) {
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect();
        if (box.bottom > innerHeight + 0.5 || box.right > innerWidth + 0.5) problems.push(`${selector} ends at ${Math.round(box.bottom)}px`);
      }
    }
    return problems;
  });
}

async function startGame(page, url, players, seed) {
  await page.goto(`${url}#setup=eoi`);
  await page.locator(`input[name="player-count"][value="${players}"]`).check();
  await page.locator("#seed").fill(String(seed));
  await page.locator(".new-game-form button[type=submit]").click();
  await page.locator(".turn").waitFor();
}

class Enough extends Error {}

test("the whole game fits 1280x800 for 3, 4 and 5 players, without scrolling", async () => {
  await withApp(async ({ url, browser }) => {
    const errors = [];
    for (const [players, decisions] of [[3, 60], [4, 60], [5, Infinity]]) {
      const page = await browser.newPage({ viewport: VIEWPORT });
      errors.push(watchErrors(page));
      await startGame(page, url, players, 40 + players);
      let checked = 0;
      try {
        await playToTheEnd(page, async (turn) => {
          if (turn % 7 === 0) {
            assert.deepEqual(await overflow(page), [], `${players} players, decision ${turn}`);
            checked++;
          }
          if (turn >= decisions) throw new Enough();
        });
      } catch (error) {
        if (!(error instanceof Enough)) throw error;
      }
      assert.ok(checked >= 8, `${players} players: checked ${checked} positions`);
      assert.equal(await page.locator(".player").count(), players);
      if (players === 5) {
        // The end of the game: the scores and the chart are on the board, and still no page scroll.
        await page.locator(".final-scores").waitFor();
        const root = await page.evaluate(() => [document.documentElement.scrollHeight, innerHeight]);
        assert.ok(root[0] <= root[1], `the final screen is ${root[0]}px tall`);
      }
      await page.close();
    }
    assert.deepEqual(errors.flat(), []);
  });
});

test("every icon and card says what it is on hover, focus and long press; the legend names them", async () => {
  await withApp(async ({ url, browser }) => {
    const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await startGame(page, url, 3, 7);
    const tip = page.locator("#tip");

    // Hover: a factory card's sentence, then a cube's name inside another card.
    await page.locator(".factory-market .factory-face").first().hover();
    await assert.doesNotReject(tip.waitFor({ state: "visible" }));
    assert.match(await tip.textContent(), /makes .* Building it costs .*\./);
    await page.locator(".conveyor .costs .cube").first().hover();
    assert.match(await tip.textContent(), /^\d+ (wood|coal|metal|tech|tool)$/);
    await page.mouse.move(2, 790);
    await tip.waitFor({ state: "hidden" });
    // What a click brings under a resting mouse shows no tip until the mouse moves again.
    const card = page.locator(".factory-market .factory-face").first();
    await card.click();
    await tip.waitFor({ state: "hidden" });
    await page.evaluate(() => {
      const card = document.querySelector(".factory-market .factory-face");
      card.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
    });
    assert.equal(await tip.isVisible(), false, "no tip for a resting mouse");
    await card.hover({ position: { x: 5, y: 5 } });
    await tip.waitFor({ state: "visible" });
    await page.mouse.move(2, 790);
    await tip.waitFor({ state: "hidden" });

    // Every icon on the board has a name, every card and square a sentence.
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll(".board .item, .board .token, .board .card-face, .board .factory-face, .board .space, .board .load, .board .area, .rates li")]
        .filter((element) => !(element.getAttribute("data-tip") || "").trim())
        .map((element) => element.className),
    );
    assert.deepEqual(unnamed, []);

    // Keyboard focus: the tip shows and describes the focused place.
    const area = page.locator(".area").first();
    await area.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await tip.waitFor({ state: "visible" });
    assert.match(await tip.textContent(), /^A .*: /);
    assert.equal(await area.getAttribute("aria-describedby"), "tip");
    // A tip over the page is read as the control's description, not as content outside landmarks.
    assert.deepEqual(await axeViolations(page), []);
    await page.keyboard.press("Escape");
    await tip.waitFor({ state: "hidden" });
    // A player's stock and facts, one sentence each.
    await page.locator(".player .stock").first().focus();
    await page.keyboard.press("Tab");
    await tip.waitFor({ state: "visible" });
    assert.match(await tip.textContent(), /^Action tokens: .* · Bonus tokens: .* · Patents: /);
    await page.keyboard.press("Shift+Tab");
    assert.match(await tip.textContent(), /^\d+ influence, \d+ gold, \d+ cogs?, \d+ wood, /);

    // A long press on a touch screen shows the sentence of an invention-board space (pressed
    // beside its icons, which have names of their own).
    const space = page.locator(".space").first();
    const box = await space.boundingBox();
    const cdp = await context.newCDPSession(page);
    const point = { x: box.x + box.width - 3, y: box.y + box.height - 3 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await page.waitForTimeout(700);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await tip.waitFor({ state: "visible" });
    assert.match(await tip.textContent(), /develop it with \d+ cogs? to gain \d+ influence/);

    // The legend names every kind of icon.
    await page.getByText("Icons", { exact: true }).click();
    const legend = page.locator(".legend-list li");
    assert.ok((await legend.count()) >= 14);
    assert.match(await page.locator(".legend-list").innerText(), /Wood.*Gold.*Cog.*Influence.*Royalty.*Patented/s);
    assert.deepEqual(errors, []);
  });
});

test("tokens and cards arrive with a short movement, and none when less motion is asked for", async () => {
  await withApp(async ({ url, browser }) => {
    for (const reducedMotion of ["no-preference", "reduce"]) {
      const page = await browser.newPage({ viewport: VIEWPORT, reducedMotion });
      await startGame(page, url, 3, 7);
      await page.locator(".areas-options button:not([disabled])").first().click();
      const token = page.locator(".area .slot.filled .token").first();
      await token.waitFor();
      const animation = await token.evaluate((element) => getComputedStyle(element).animationName);
      const slide = await page.locator(".pawn").first().evaluate((element) => getComputedStyle(element).transitionDuration);
      if (reducedMotion === "reduce") {
        assert.equal(animation, "none");
        assert.match(slide, /^0s/);
      } else {
        assert.equal(animation, "eoi-pop");
        assert.notEqual(slide, "0s");
      }
      await page.close();
    }
  });
});
