// Era of Inventions' and Age of Inventors' rules (ERA: Medieval Age's are in
// medieval-screens.test.mjs): the Rules dialog shows the full rules from the static pages
// (assets/rules/<game>.<language>.html) in English, French and German, clean for axe and fitting
// a phone; they work offline after one visit; and each page opens on its own, printable.
// A game is tested when its bundle is in the build (scripts/build-one.sh builds one).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DIST, withApp, watchErrors, axeViolations, waitForServiceWorker, hasBundle } from "./browser.mjs";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const LANGUAGES = [
  ["en", "en-GB"],
  ["fr", "fr-FR"],
  ["de", "de-DE"],
];

/** How many times `tag` opens in a game's page in a language, read from the source. */
function count(game, language, tag) {
  const page = readFileSync(path.join(root, "assets", "rules", `${game}.${language}.html`), "utf8");
  const main = page.slice(page.indexOf("<main>"), page.indexOf("</main>"));
  return main.split(`<${tag}`).length - 1;
}

/** What runs past the window's right edge, and the rules tables too wide for the dialog. */
function pastTheEdge(page) {
  return page.evaluate(() => {
    const found = [];
    const dialog = document.querySelector("[role=dialog]");
    if (dialog.getBoundingClientRect().right > innerWidth + 1) found.push("the dialog is wider than the window");
    if (dialog.scrollWidth > dialog.clientWidth + 1) found.push("the dialog scrolls sideways");
    for (const table of dialog.querySelectorAll(".rules-page .table")) {
      if (table.scrollWidth > table.clientWidth + 1) {
        found.push(`${table.querySelector("caption").textContent}: ${table.scrollWidth} > ${table.clientWidth}`);
      }
    }
    return found;
  });
}

for (const game of ["eoi", "age-of-inventors"]) {
  const skip = !hasBundle(game) && `no ${game} bundle in ${DIST}`;
  test(`${game}: the full rules in 3 languages, offline too, and on their own page`, { skip }, async () => {
    await withApp(async ({ url, browser }) => {
      for (const [language, locale] of LANGUAGES) {
        for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
          const context = await browser.newContext({ locale, viewport });
          const page = await context.newPage();
          const errors = watchErrors(page);
          await page.goto(url);
          await page.locator(`.game-card[data-game="${game}"] .game-rules`).click();
          const dialog = page.getByRole("dialog");
          await dialog.locator(".rules-page table").first().waitFor();
          const where = `${game} in ${language} at ${viewport.width}px`;
          assert.equal(await dialog.locator(".rules-page h2").count(), count(game, language, "h2"), where);
          assert.equal(await dialog.locator(".rules-page table").count(), count(game, language, "table"), where);
          assert.equal(await dialog.locator(`a[href="rules/${game}.${language}.html"]`).count(), 1, where);
          // Headed tables, in a dialog audited like every screen.
          assert.equal(await dialog.locator(".rules-page table:not(:has(th[scope=col]))").count(), 0, where);
          assert.deepEqual(await pastTheEdge(page), [], where);
          if (viewport.width > 1000) assert.deepEqual(await axeViolations(page), [], where);
          assert.deepEqual(errors, [], where);
          await context.close();
        }
      }

      // Offline after one visit: the service worker keeps the pages.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(url);
      await page.locator(`.game-card[data-game="${game}"]`).waitFor();
      await waitForServiceWorker(page);
      await context.setOffline(true);
      await page.reload();
      await page.locator(`.game-card[data-game="${game}"] .game-rules`).click();
      const dialog = page.getByRole("dialog");
      await dialog.locator(".rules-page table").first().waitFor();
      assert.equal(await dialog.locator(".rules-page h2").count(), count(game, "en", "h2"), "offline");
      await context.setOffline(false);

      // Each page on its own: linkable, clean for axe, fitting a phone, printable.
      const own = await context.newPage();
      for (const [language] of LANGUAGES) {
        await own.goto(`${url}rules/${game}.${language}.html`);
        assert.equal(await own.locator("h1").count(), 1);
        assert.equal(await own.locator("html").getAttribute("lang"), language);
        assert.deepEqual(await axeViolations(own), [], `the ${game} page on its own in ${language}`);
        assert.equal(await own.evaluate(() => document.scrollingElement.scrollWidth - innerWidth), 0, `the ${language} page fits a phone`);
        await own.emulateMedia({ media: "print" });
        assert.equal(await own.locator("nav").isVisible(), false, "printing leaves the links out");
        await own.emulateMedia({ media: "screen" });
      }
      await context.close();
    });
  });
}
