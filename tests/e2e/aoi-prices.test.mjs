// Age of Inventors: every price a label shows is what the engine charges (issue 26, item 1).
// The issue's save (Suez Canal in force) is opened and its Karl Benz button priced and played;
// then two short seeded hot-seat games (70 decisions each) are played through the screens, and
// for every priced choice taken the price on its label is compared with the payment the log
// reports. The log's numbers run on without gaps, and a resource at 0 is named to screen readers.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors } from "./browser.mjs";
import { CONTROLS, decisionOf, playDecision, seeded } from "./aoi-driver.mjs";

const ISSUE_SAVE =
  "AiLwCknWARBhZ2Utb2YtaW52ZW50b3JzAwMAAwMDA0FkYQZOaWtvbGEFTWFyaWXoBwAAAAAAAABVAQMBAAEGFgEWABYCFgAWABYAFgAWABYABAQDBAMABAIDBQMFABcBBQMKFQwBFQYDFQYDEQABFRIADg8FAAIVCAUVBwAVDAARAQIVDxcAAgACAAAVDQAaFQsDDAASARMAFQcAFQwAFQcCEQIAFQwAFRQGABcAEQABFQ0AFRICChUNABUUFAIAAgACAQQEAgQCAgQDAgUDBQIFABcCBQIXAQUDBQI";

/** The price a choice's label states (English), or null for a choice that states none. */
function priceOnLabel(choice, label) {
  const patterns = {
    recruit: /\(([^()]+)\)$/,
    conceive: /\(([^()]+)\)$/,
    convert: /^Convert (.+?) into /,
    place: /^Place it, paying (.+)$/,
  };
  const priced = ["assistant", "refresh", "accept", "spend", "choose", "use-book"];
  const pattern = patterns[choice] ?? (priced.includes(choice) ? /, for ([^,]+)$/ : null);
  const match = pattern?.exec(label);
  return match ? match[1] : null;
}

/** The newest log line's text, once the log has more than `before` lines. */
async function newLine(page, before) {
  await page.waitForFunction((n) => document.querySelectorAll(".log-lines li").length > n, before);
  return page.locator(".log-lines li").first().evaluate((li) => li.textContent);
}

/** Clicks `button` and checks that the log line of the action reports `price` paid by `name`. */
async function playPriced(page, button, price, name) {
  const before = await page.locator(".log-lines li").count();
  await button.click();
  const line = await newLine(page, before);
  if (price === "free") {
    assert.ok(!line.includes(`${name} pays`), `free, yet: ${line}`);
  } else {
    assert.ok(line.includes(`${name} pays ${price}.`), `label says ${price}, log: ${line}`);
  }
}

async function liftCover(page) {
  if ((await decisionOf(page)) === "cover") {
    await page.locator('.turn [data-choice="lift-screen"]').click();
  }
}

test("the issue's save: Karl Benz is labelled and charged 1 Fund under Suez Canal", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${url}#game=${ISSUE_SAVE}`);
    await page.locator(".turn[data-decision]").waitFor();
    await liftCover(page);
    // The card in the offer is the control: named as the old button was, its price on it (the
    // slot prints 2); the decision panel lists no recruit of its own.
    const benz = page.locator('.inventor-offer button.act[data-choice="recruit"]', { hasText: "Karl Benz" });
    assert.equal(await benz.getAttribute("data-tip"), "Recruit Karl Benz (1 Fund)");
    // Its accessible name is those words alone.
    assert.equal(await page.getByRole("button", { name: "Recruit Karl Benz (1 Fund)", exact: true }).count(), 1);
    assert.equal(await benz.locator(".price").innerText(), "1 Fund");
    assert.equal(await page.locator('.turn [data-choice="recruit"]').count(), 0);
    await playPriced(page, benz, "1 Fund", "Ada");
    assert.deepEqual(errors, []);
  });
});

test("short hot-seat games: every priced choice taken is charged what its label says", async () => {
  await withApp(async ({ url, browser }) => {
    const names = ["Ada", "Ben", "Cleo"];
    const checked = {};
    let activateHints = 0;
    const errors = [];
    for (const [game, players] of [[0, 2], [1, 3]]) {
      // A page of its own (a new browser context): the stored game of the last does not resume.
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const pageErrors = watchErrors(page);
      await page.goto(url);
      await page.locator('.game-card[data-game="age-of-inventors"]').getByRole("button", { name: "Set up a game" }).click();
      await page.locator(`input[name=player-count][value="${players}"]`).check();
      for (let seat = 0; seat < players; seat++) {
        await page.locator(`#player-name-${seat}`).fill(names[seat]);
        await page.locator(`#player-controller-${seat}`).selectOption("human");
      }
      await page.locator("#seed").fill(String(260 + game));
      await page.getByRole("button", { name: "Start the game" }).click();
      await page.locator(".turn[data-decision]").waitFor();
      const random = seeded(26 + game);
      for (let step = 0; step < 70; step++) {
        const kind = await decisionOf(page);
        if (!["turn", "draft", "pending", "activate"].includes(kind)) {
          await playDecision(page, random);
          continue;
        }
        const name = names[Number(await page.locator(".turn").getAttribute("data-seat"))];
        if (kind === "activate") {
          // The lab's equipment is activated on the board: the panel says so, not the generic hint.
          assert.equal((await page.locator(".turn .board-hint").textContent()).trim(), "Choose on your lab the equipment to activate.");
          activateHints++;
        }
        const buttons = page.locator(CONTROLS);
        const choices = await buttons.evaluateAll((all) =>
          all.map((b) => ({ choice: b.getAttribute("data-choice"), label: (b.dataset.tip ?? b.textContent).trim() })),
        );
        const end = choices.findIndex((c) => c.choice === "end-turn");
        if (end >= 0 && random() < 0.6) {
          await buttons.nth(end).click();
          continue;
        }
        const index = Math.floor(random() * choices.length);
        const { choice, label } = choices[index];
        if (choice === "pick-up") {
          await buttons.nth(index).click();
          const cells = page.locator(".hex-grid .cell.allowed");
          await cells.nth(Math.floor(random() * (await cells.count()))).click();
          const place = page.locator('.turn [data-choice="place"]').first();
          const price = priceOnLabel("place", (await place.innerText()).trim());
          assert.ok(price, "a placement states its payment");
          await playPriced(page, place, price, name);
          checked.place = (checked.place ?? 0) + 1;
          continue;
        }
        if (choice === "draft-token") {
          // The token states its price; the lab slot chosen next plays the draft.
          const price = /, for ([^,]+)$/.exec(label)[1];
          await buttons.nth(index).click();
          const slots = page.locator('.aoi-board button.act[data-choice="draft"]:not([aria-disabled="true"])');
          await playPriced(page, slots.nth(Math.floor(random() * (await slots.count()))), price, name);
          checked.draft = (checked.draft ?? 0) + 1;
          continue;
        }
        const price = priceOnLabel(choice, label);
        if (price === null) {
          await buttons.nth(index).click();
          continue;
        }
        await playPriced(page, buttons.nth(index), price, name);
        checked[choice] = (checked[choice] ?? 0) + 1;
      }
      // The log is numbered without gaps (silent decisions such as votes are not lines).
      const numbers = await page.locator(".log-lines li").evaluateAll((all) => all.map((li) => Number(li.value)));
      assert.deepEqual(numbers, numbers.map((_, i) => numbers.length - i), `log numbers ${numbers}`);
      // Every stock is named, even at 0 ("0 Chemistry", never "nothing").
      const stocks = await page.locator(".labs .res [role=img][aria-label]").evaluateAll((all) => all.map((li) => li.getAttribute("aria-label")));
      assert.ok(stocks.length > 0);
      for (const stock of stocks) assert.match(stock, /^\d+ \S/, stock);
      errors.push(...pageErrors);
      await page.close();
    }
    console.log(`priced choices checked: ${JSON.stringify(checked)}; activation hints: ${activateHints}`);
    const total = Object.values(checked).reduce((a, b) => a + b, 0);
    assert.ok(total >= 10, `priced choices checked: ${JSON.stringify(checked)}`);
    assert.ok(Object.keys(checked).length >= 3, `kinds checked: ${JSON.stringify(checked)}`);
    assert.ok(activateHints > 0, "an activation reached");
    assert.deepEqual(errors, []);
  });
});
