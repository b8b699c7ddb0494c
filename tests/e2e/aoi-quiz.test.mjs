// Age of Inventors' educational variant (issue 27): the new-game form's option starts a game
// whose invention placements ask who invented the tile; then a solo save with the variant on
// (seed 42, Ada on turn holding the Corn Picker, E1 P1, and the Battery, E1 C1) places the Corn
// Picker answering right (the engine's price drops by one unit, the log says which) and, next
// turn, the Battery answering wrong by keyboard (full price, the right answer shown with ruling
// 33's note opening the placement's hint). Axe-clean at the question and the result, nothing overflowing at 1280x800.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, axeViolations, overflowOf, placeholdersOnPage } from "./browser.mjs";
import { decisionOf, playDecision, seeded } from "./aoi-driver.mjs";

// Made by the engine: Setup { names: ["Ada"], seed: 42, inventor quiz: Inventor } and the Easy
// bot's first 42 decisions for Ada.
const SAVE =
  "AoYM819zEGFnZS1vZi1pbnZlbnRvcnMDAQABA0FkYSoAAAAAAAAAAioWABYBFgIEBAMFAw0AEQIAEgARAQAVDAASABUOAxAAABIAFQYDFQ0AEwAVCBAVBwIRAgASABUUAgEEBAAFAwUAGAANABUGAxUNABMAFQgQFQ";

/** The resource units a "Place it, paying …" label names ("1 Physics", "1 Engineering and 1 Chemistry"). */
function units(label) {
  return [...label.matchAll(/(\d+) [A-Z]/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

async function payLabels(page) {
  return page.locator('.turn [data-choice="place"]').allInnerTexts();
}

async function pickUp(page, invention) {
  await page.locator('.turn [data-choice="pick-up"]', { hasText: invention }).click();
  await page.locator(".inventor-quiz").waitFor();
}

async function clean(page, where) {
  // The solo dummy lab's faded hint fails contrast already before this variant (seen, not ours).
  const violations = (await axeViolations(page)).filter((v) => !v.endsWith("at .dummy > .hint"));
  assert.deepEqual(violations, [], where);
  assert.deepEqual(await placeholdersOnPage(page), [], where);
  const { page: scroll, cut } = await overflowOf(page);
  assert.ok(scroll.scrollWidth <= 0 && scroll.scrollHeight <= 0, `${where}: page scrolls ${JSON.stringify(scroll)}`);
  // Text for screen readers only is 1 px wide on purpose.
  assert.deepEqual(cut.filter((line) => !line.includes(".visually-hidden")), [], where);
}

test("the inventor quiz: the form's option, a right answer lowering the engine's price, a wrong one showing the answer", async () => {
  await withApp(async ({ url, browser }) => {
    // 1. The form: the option, then a game whose invention placements ask the question.
    const form = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const formErrors = watchErrors(form);
    await form.goto(url);
    await form.locator('.game-card[data-game="age-of-inventors"]').getByRole("button", { name: "Set up a game" }).click();
    await form.locator("input[name=player-count][value='1']").check();
    await form.getByLabel("Educational variant: the inventor quiz").selectOption("1");
    await form.locator("#seed").fill("42");
    await form.getByRole("button", { name: "Start the game" }).click();
    await form.locator(".turn[data-decision]").waitFor();
    const random = seeded(3);
    let asked = false;
    for (let step = 0; step < 200 && !asked; step++) {
      const pickUps = form.locator('.turn [data-choice="pick-up"]');
      for (let i = 0; i < (await pickUps.count()) && !asked; i++) {
        await pickUps.nth(i).click();
        asked = (await form.locator(".inventor-quiz").count()) > 0;
        if (!asked) await form.locator('.turn [data-choice="put-back"]').click();
      }
      if (!asked) {
        assert.notEqual(await decisionOf(form), "game-over");
        await playDecision(form, random);
      }
    }
    assert.ok(asked, "no invention placement asked the quiz");
    assert.equal(await form.locator('.inventor-quiz [data-choice="quiz"]').count(), 4);
    assert.equal(await form.locator('.inventor-quiz [data-choice="quiz-skip"]').count(), 1);
    assert.deepEqual(formErrors, []);
    await form.close();

    // 2. The save: answer right, then wrong.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${url}#game=${SAVE}`);
    await page.locator(".turn[data-decision]").waitFor();
    await pickUp(page, "Corn Picker");
    const question = page.getByRole("group", { name: /^Who invented the Corn Picker\?/ });
    await question.waitFor();
    const names = await question.locator('[data-choice="quiz"]').allInnerTexts();
    assert.equal(names.length, 4);
    assert.ok(names.includes("Edmund Quincy"), names.join(", "));
    await clean(page, "the question");
    await question.getByRole("button", { name: "Edmund Quincy" }).click();
    // The result opens the placement's hint.
    const hint = page.locator('.turn [data-testid="choose-cell"]');
    await hint.waitFor();
    assert.match(await hint.innerText(), /^Right: Edmund Quincy \(1850\)\. The price drops by 1\. /);
    await page.locator(".hex-grid .cell.allowed").first().click();
    // The Corn Picker costs E1 P1: every payment the engine allows is now one unit.
    const cheaper = await payLabels(page);
    assert.ok(cheaper.length > 0 && cheaper.every((label) => units(label) === 1), cheaper.join(" | "));
    await clean(page, "the result");
    const before = await page.locator(".log-lines li").count();
    await page.locator('.turn [data-choice="place"]').first().click();
    await page.waitForFunction((n) => document.querySelectorAll(".log-lines li").length > n, before);
    const log = await page.locator(".log-lines").innerText();
    // The log names neither the tile nor its inventor: in hot-seat it would show a hidden tile.
    assert.match(log, /Ada answers the quiz right\./);
    assert.match(log, /The right answer saves Ada 1 (Engineering|Physics)\./);
    await page.locator('.turn [data-choice="end-turn"]').click();

    // Next turn: the Battery, answered wrong with the keyboard; the full price, ruling 33's note.
    await pickUp(page, "Battery");
    await page.getByRole("button", { name: "Peter Durand" }).focus();
    await page.keyboard.press("Enter");
    await hint.waitFor();
    assert.match(
      await hint.innerText(),
      /^Wrong: it was Count Alessandro \(Volta\) \(1800\)\. The full price is due\. The quiz list prints "Count Alessandro": Alessandro Volta\. /,
    );
    await page.locator(".hex-grid .cell.allowed").first().click();
    const full = await payLabels(page);
    assert.ok(full.length > 0 && full.every((label) => units(label) === 2), full.join(" | "));
    await clean(page, "a wrong answer");
    await page.locator('.turn [data-choice="place"]').first().click();
    assert.match(await page.locator(".log-lines").innerText(), /Ada answers the quiz wrongly\./);
    assert.deepEqual(errors, []);
  });
});
