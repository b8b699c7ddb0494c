// The app in German and French: the browser's language on a first visit, the switcher on every
// screen, the choice remembered, and save strings that do not depend on the language.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, englishPhrases, englishOnPage } from "./browser.mjs";

/** Elements whose text is cut or that push the page sideways. */
function overflowing(page) {
  return page.evaluate(() => {
    const found = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push("the page scrolls sideways");
    for (const element of document.querySelectorAll("button, label, h1, h2, h3, summary, th, td, .option, select")) {
      const box = element.getBoundingClientRect();
      // Visually hidden text (for screen readers) is 1 px wide on purpose.
      if (box.width <= 2) continue;
      if (element.scrollWidth > element.clientWidth + 2 && getComputedStyle(element).overflowX !== "visible") {
        found.push(element.textContent.trim().slice(0, 60));
      }
      if (box.right > window.innerWidth + 1) found.push(`off screen: ${element.textContent.trim().slice(0, 60)}`);
    }
    return found;
  });
}

async function look(page, phrases, where) {
  assert.deepEqual(await englishOnPage(page, phrases), [], `English in ${where}`);
  assert.deepEqual(await overflowing(page), [], `overflow in ${where}`);
}

test("in German: start a game, take turns, open the rules and the export dialog", async () => {
  await withApp(async ({ url, browser }) => {
    const phrases = await englishPhrases();
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const context = await browser.newContext({ locale: "de-DE", viewport });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const size = `${viewport.width}px`;
      await page.goto(`${url}#setup=eoi`);
      assert.equal(await page.locator("html").getAttribute("lang"), "de");
      await look(page, phrases, `the home screen at ${size}`);
      await page.locator(".new-game-form button[type=submit]").click();
      for (let i = 0; i < 4; i++) {
        await page.locator(".areas-options button:not([disabled])").first().click();
      }
      await look(page, phrases, `the game at ${size}`);
      await page.getByTestId("rules").click();
      await page.getByRole("dialog").waitFor();
      await look(page, phrases, `the rules at ${size}`);
      await page.keyboard.press("Escape");
      await page.getByTestId("export").click();
      await page.getByRole("dialog").waitFor();
      await look(page, phrases, `the export dialog at ${size}`);
      const german = await page.locator("#export-text").inputValue();
      await page.keyboard.press("Escape");

      // Another language at once, for the same game: the save string is the same.
      await page.getByTestId("language").selectOption("fr");
      assert.equal(await page.locator("html").getAttribute("lang"), "fr");
      await look(page, phrases, `the game in French at ${size}`);
      await page.getByTestId("export").click();
      assert.equal(await page.locator("#export-text").inputValue(), german);
      await page.keyboard.press("Escape");
      // The choice is remembered over the browser's language.
      await page.reload();
      await page.locator(".turn").waitFor();
      assert.equal(await page.locator("html").getAttribute("lang"), "fr");
      assert.equal(await page.getByTestId("language").inputValue(), "fr");
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});

test("ERA: Medieval Age in French and German: the domain, a roll, building, the rules", async () => {
  await withApp(async ({ url, browser }) => {
    const phrases = await englishPhrases();
    for (const [locale, viewport] of [["fr-FR", { width: 1280, height: 800 }], ["de-DE", { width: 390, height: 844 }]]) {
      const context = await browser.newContext({ locale, viewport });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const where = `${locale} at ${viewport.width}px`;
      await page.goto(url);
      await page.locator('.game-card[data-game="era-medieval"] .game-card-actions button').last().click();
      await page.locator('input[name="player-count"][value="2"]').check();
      await page.locator("#seed").fill("3");
      await look(page, phrases, `the Medieval form, ${where}`);
      await page.locator(".new-game-form button[type=submit]").click();
      const panel = page.locator(".turn");
      const choose = (c) => page.locator(`.turn [data-choice="${c}"]`).first().click();
      // Each starting domain is laid out behind its player's cover.
      await panel.and(page.locator('[data-decision="cover"]')).waitFor();
      await look(page, phrases, `the layout cover, ${where}`);
      await choose("lift-screen");
      // A piece in hand shows its preview and the engine's verdict.
      await page.locator('.turn [data-choice="piece"]').first().click();
      await page.locator('.domain-board.placing [data-cell="0,0"]').hover();
      await look(page, phrases, `the starting domain, ${where}`);
      await page.keyboard.press("Escape");
      await choose("default-domain");
      await choose("lift-screen");
      await choose("default-domain");
      await panel.and(page.locator('[data-decision="cover"]')).waitFor();
      await look(page, phrases, `the cover, ${where}`);
      await choose("lift-screen");
      await look(page, phrases, `a roll, ${where}`);
      for (let i = 0; i < 30; i++) {
        const kind = await panel.getAttribute("data-decision");
        if (kind === "build") break;
        if (kind === "cover") await choose("lift-screen");
        else if (kind === "pass") await choose("pass-device");
        else if (kind === "roll") await choose("stop-rolling");
        else if (kind === "feathers") await choose("end-feathers");
        else await page.locator(".turn .choices button").first().click();
      }
      await look(page, phrases, `building, ${where}`);
      await page.getByTestId("rules").click();
      await page.getByRole("dialog").waitFor();
      await look(page, phrases, `the rules, ${where}`);
      await page.keyboard.press("Escape");
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});
