// The shell around the games: a card per game on the home screen (all in view on a desktop, in
// every language), the app's name at home and the open game's name while playing, and a save
// string of a game this app does not have refused by name (typed in or opened as a share link),
// with nothing saved touched.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, leaveGame, overflowOf } from "./browser.mjs";

/** The standard CRC-32, as the save frame uses it. */
function crc32(bytes) {
  let crc = ~0 >>> 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A well-formed save string (frame format 2) of the game `id`, with a one-byte body. */
function saveStringOf(id) {
  const name = [...Buffer.from(id)];
  // Game id, data version 1, no seats recorded, the body.
  const rest = [name.length, ...name, 1, 0, 0];
  const afterChecksum = [rest.length, ...rest];
  const checksum = crc32([2, ...afterChecksum]);
  const bytes = [2, checksum & 255, (checksum >>> 8) & 255, (checksum >>> 16) & 255, checksum >>> 24, ...afterChecksum];
  return Buffer.from(bytes).toString("base64url");
}

const title = (page) => page.locator(".top-bar .title").textContent();

test("the top bar names the app at home and the game while playing; another game's save string is refused by name", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(url);
    assert.equal(await title(page), "Tabletop");
    assert.equal(await page.title(), "Tabletop");
    assert.equal(await page.locator(".game-card").count(), 3);
    assert.equal(await page.locator('.game-card[data-game="eoi"] h3').textContent(), "Era of Inventions");
    assert.equal(await page.locator('.game-card[data-game="era-medieval"] h3').textContent(), "ERA: Medieval Age");
    assert.equal(await page.locator('.game-card[data-game="age-of-inventors"] h3').textContent(), "Age of Inventors");
    // The home screen fits a desktop window in every language: no page scrolling, every game's
    // one-click start in view.
    for (const language of ["fr", "de", "en"]) {
      await page.getByTestId("language").selectOption(language);
      const { page: beyond } = await overflowOf(page);
      assert.ok(beyond.scrollHeight <= 0 && beyond.scrollWidth <= 0, `home in ${language} scrolls: ${JSON.stringify(beyond)}`);
      for (const card of await page.locator(".game-card").all()) {
        const start = await card.locator(".game-card-actions button").first().boundingBox();
        assert.ok(start.y + start.height <= 800, `${language}: ${await card.getAttribute("data-game")}'s start at ${start.y}px`);
      }
    }
    // A card's rules are its game's.
    await page.getByRole("button", { name: "Rules of Era of Inventions" }).click();
    await page.getByRole("dialog", { name: "Rules" }).waitFor();
    assert.equal(await page.locator(".rules-game").textContent(), "Era of Inventions");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Start the game" }).click();
    await page.locator("#turn-heading").waitFor();
    assert.equal(await title(page), "Era of Inventions");
    assert.equal(await page.title(), "Era of Inventions");
    await leaveGame(page);
    assert.equal(await title(page), "Tabletop");
    const before = await page.evaluate(() => JSON.stringify(localStorage));

    // The frame names a game the app does not have: refused, and it says which.
    const chess = saveStringOf("chess");
    await page.getByLabel("Paste a save string or a share link").fill(chess);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.locator('.import-form .error[data-error="other-game"]').waitFor();
    assert.match(await page.locator(".import-form .error").textContent(), /"chess"/);
    // Opened as a share link, the same.
    await page.locator("#import-text").fill("");
    await page.goto(`${url}#game=${chess}`);
    await page.locator('.import-form .error[data-error="other-game"]').waitFor();
    assert.equal(await title(page), "Tabletop");
    assert.equal(await page.evaluate(() => JSON.stringify(localStorage)), before, "nothing saved was touched");
    assert.equal(await page.locator(".saved-game").count(), 1);
    assert.deepEqual(errors, []);
  });
});
