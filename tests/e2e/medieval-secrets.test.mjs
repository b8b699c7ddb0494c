// ERA: Medieval Age keeps each player's secrets in hot-seat play: starting domains are laid out
// behind a cover and shown together, dice rolled behind the screen are seen only by their roller
// (their final roll too, before the device passes), an undo puts the cover back, and no die shows a
// face before it is rolled. Also: the log names who extorted a player who could not pay.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, placeholdersOnPage, axeViolations } from "./browser.mjs";

const turn = (page) => page.locator(".turn");
const choice = (page, name) => page.locator(`.turn [data-choice="${name}"]`).first();
const kindOf = (page) => turn(page).getAttribute("data-decision");
const seatOf = async (page) => Number(await turn(page).getAttribute("data-seat"));

/** Everything the page shows or names: visible text, accessible names and tooltips. */
async function everythingShown(page) {
  return page.evaluate(() => {
    const seen = [document.body.innerText];
    for (const element of document.querySelectorAll("[aria-label], [title]")) {
      seen.push(element.getAttribute("aria-label") ?? "", element.getAttribute("title") ?? "");
    }
    return seen.join("\n");
  });
}

/** The names of the dice drawn as pictures (player boards, the pass step). */
const dieNames = (page, scope = "") =>
  page.locator(`${scope} .die[role="img"]`).evaluateAll((dice) => dice.map((d) => d.getAttribute("aria-label")));

/** The log's lines, open or not. */
const logText = async (page) => (await page.locator(".log-lines li").allTextContents()).join("\n");

/** axe's violations in the decision panel and the dice (the rest of the page is checked elsewhere). */
const turnViolations = async (page) =>
  (await axeViolations(page)).filter((line) => /\.turn|\.die|dice-tray|cover/.test(line));

/** Asserts that none of `secrets` (die names seen by one roller) is on the page. */
async function assertKept(page, secrets, where) {
  const shown = await everythingShown(page);
  const leaked = [...secrets].filter((name) => shown.includes(name));
  assert.deepEqual(leaked, [], `${where}: another player's dice are on the page`);
}

/** Sets up a 3-player Medieval game of `seed` (seats in `computers` played by Hard) and starts it. */
async function startThree(page, url, seed, computers = []) {
  await page.goto(url);
  await page.locator('.game-card[data-game="era-medieval"]').getByRole("button", { name: "Set up a game" }).click();
  await page.locator('input[name=player-count][value="3"]').check();
  for (const seat of computers) await page.locator(`#player-controller-${seat}`).selectOption("hard");
  await page.locator("#seed").fill(String(seed));
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.locator(".turn[data-decision]").waitFor();
}

test("hot-seat Medieval keeps layouts and rolls secret, at every cover and after every undo", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await startThree(page, url, 4242);
    const undo = page.getByRole("button", { name: /Undo/ });
    const covered = async (seat) => {
      await page.locator(`.turn[data-decision="cover"][data-seat="${seat}"]`).waitFor();
    };

    // Starting domains: each behind its cover; nobody sees another's layout (maps, log, walled
    // area) until all are laid out. No die shows a face before it is rolled.
    const layouts = [];
    for (let n = 0; n < 3; n++) {
      assert.equal(await kindOf(page), "cover", `layout ${n}`);
      const seat = await seatOf(page);
      layouts.push(seat);
      assert.equal(await page.locator(".domain-board .building:not(.b-keep), .domain-thumb .building:not(.b-keep)").count(), 0);
      assert.doesNotMatch(await logText(page), /builds|places a scorched|row \d/);
      for (const other of layouts.slice(0, -1)) {
        assert.equal(await page.locator(`.player-board[data-seat="${other}"] .walled-area`).innerText(), "");
      }
      const names = await dieNames(page, ".player-board");
      assert.ok(names.length >= 9 && names.every((name) => name.endsWith("not rolled yet")), names.join("; "));
      assert.equal(await page.locator(".player-board .die .die-symbols").count(), 0, "a face before any roll");
      if (n === 0) assert.deepEqual(await turnViolations(page), [], "the layout cover");
      // Behind the cover the board stays still, even with the last player's piece still in hand:
      // nothing to place, no spot to click, and no key lays anything out.
      assert.equal(await page.locator(".domain-board.placing, .domain-board rect.hit").count(), 0, `layout ${n}: the board is live behind the cover`);
      await page.locator(".domain-board svg").click({ position: { x: 120, y: 120 } });
      await page.keyboard.press("Enter");
      assert.equal(await page.locator(".preview-banner").count(), 0, `layout ${n}: a piece laid behind the cover`);
      assert.equal(await kindOf(page), "cover");
      if (n === 1) {
        // Undo at the second cover goes back behind the first player's cover.
        await undo.click();
        await covered(layouts[0]);
        assert.equal(await page.locator(".domain-board .building:not(.b-keep), .domain-thumb .building:not(.b-keep)").count(), 0);
        await choice(page, "lift-screen").click();
        await choice(page, "default-domain").click();
        await covered(seat);
      }
      await choice(page, "lift-screen").click();
      assert.equal(await kindOf(page), "starting-domain");
      // A piece taken in hand, then the proposed layout: the piece stays in hand for the next.
      await page.locator('.turn [data-choice="piece"]:not([disabled])').last().click();
      await choice(page, "default-domain").click();
    }
    // All laid out: shown together.
    assert.ok((await page.locator(".domain-thumb .building:not(.b-keep)").count()) >= 6);
    assert.match(await logText(page), /builds/);

    // Round 1: each roll behind its cover; what a roller sees never shows at another's cover.
    const secrets = new Set();
    const rollers = [];
    let undone = 0;
    let refused = 0;
    let rerolls = 0;
    let replayChecked = false;
    // Undo, unless the last action showed a reroll to its roller: then Undo is off and says why.
    const undoUnlessRolled = async () => {
      if (await undo.isEnabled()) {
        undone++;
        await undo.click();
        return true;
      }
      refused++;
      assert.match(await undo.getAttribute("title"), /What chance showed .* can't be taken back/);
      return false;
    };
    for (let step = 0; step < 40; step++) {
      const kind = await kindOf(page);
      const seat = await seatOf(page);
      if (kind === "cover") {
        await assertKept(page, secrets, `cover of seat ${seat}`);
        const names = await dieNames(page, ".player-board");
        assert.ok(names.every((name) => /behind the screen|not rolled yet/.test(name)), names.join("; "));
        assert.equal(await page.locator(".dice-tray").count(), 0);
        if (!replayChecked && secrets.size > 0) {
          // A replay shows every secret: no replay link while the game goes on, and a replay
          // link made by hand from the share link only opens the game, behind its cover.
          replayChecked = true;
          await page.getByTestId("export").click();
          assert.equal(await page.locator("#export-replay-link").isVisible(), false, "no replay link while the game goes on");
          const link = (await page.locator("#export-link").inputValue()).replace("#game=", "#replay=");
          await page.keyboard.press("Escape");
          const other = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
          await other.goto(link);
          await other.locator(".turn[data-decision]").waitFor();
          assert.equal(await other.getByTestId("replay").count(), 0, "a replay link of an unfinished game only opens it");
          assert.equal(await kindOf(other), "cover");
          await assertKept(other, secrets, "a replay link opened mid-game");
          await other.context().close();
        }
        if (rollers.length > 0 && seat !== rollers.at(-1) && undone < 2 && (await undoUnlessRolled())) {
          // Undo at the cover: back behind the previous roller's cover, their dice unseen.
          await covered(rollers.at(-1));
          await assertKept(page, secrets, `after an undo at the cover of seat ${seat}`);
          assert.equal(await page.locator(".dice-tray").count(), 0);
          continue;
        }
        await choice(page, "lift-screen").click();
      } else if (kind === "roll") {
        // The roller sees their dice; the first roller rerolls twice to see their third roll.
        const tray = page.locator(".dice-tray button");
        (await tray.evaluateAll((dice) => dice.map((d) => d.getAttribute("aria-label")))).forEach((n) => secrets.add(n));
        const free = page.locator(".dice-tray button:not([disabled])");
        if (seat === layouts[0] && (await free.count()) > 0) {
          await free.first().click();
          await choice(page, "reroll").click();
          rerolls++;
        } else {
          await choice(page, "stop-rolling").click();
        }
        if (!rollers.includes(seat)) rollers.push(seat);
      } else if (kind === "pass") {
        // The roller's final dice, shown to them before the cover; an undo here covers them too.
        const passer = Number(await page.locator(".turn .dice-tray").getAttribute("data-seat"));
        const names = await dieNames(page, ".turn");
        assert.ok(names.length > 0 && names.every((name) => !/behind the screen|not rolled yet/.test(name)), names.join("; "));
        names.forEach((name) => secrets.add(name));
        if (undone === 0 && (await undoUnlessRolled())) {
          await covered(passer);
          await assertKept(page, secrets, "after an undo at the pass step");
          continue;
        }
        if (passer === layouts[0]) {
          await page.screenshot({ path: "/tmp/b1-pass-desktop.png" });
          assert.deepEqual(await turnViolations(page), [], "the pass step");
        }
        await choice(page, "pass-device").click();
        assert.equal(await kindOf(page), "cover");
      } else {
        break;
      }
    }
    assert.equal(rollers.length, 3, `every player rolled: ${rollers}`);
    assert.ok(undone >= 2, `undos: ${undone}`);
    assert.ok(refused >= 1, `the first roller's seen reroll was not undone: ${refused}`);
    assert.ok(rerolls >= 2, `the first roller rolled a third time: ${rerolls} rerolls`);
    assert.ok(replayChecked, "a replay link was tried mid-game");
    console.log(`secrets: rollers ${rollers}, undos ${undone} (${refused} refused), rerolls ${rerolls}, ${secrets.size} die names kept`);
    // All dice revealed after the rolls: no die behind the screen or unrolled any more.
    const after = await dieNames(page, ".player-board");
    assert.ok(after.every((name) => !/behind the screen|not rolled yet/.test(name)), after.join("; "));
    assert.deepEqual(await placeholdersOnPage(page), []);
    await page.screenshot({ path: "/tmp/b1-secrets-desktop.png" });
    assert.deepEqual(errors, []);
  });
});

test("the Medieval log names who extorted a player who could not pay", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    // A 3-player game (`tabletop era-medieval sample --players 3 --seed 1`, 51 actions): Player 1
    // extorts Player 2, who holds nothing.
    const save =
      "AhgJ_mfdAQxlcmEtbWVkaWV2YWwBAwAAAAMIUGxheWVyIDEIUGxheWVyIDIIUGxheWVyIDMd3WxPkfRFJf8zAQQAhQIEAMMCBAGXAQEBagEBAWUCBADUAQEBmANQAQEBOQIEAMEBAQGgAQQAmgEBAXECBAEEAgQA0QMaAgQAAwIEANcCBAAxAQQAhgEBABwBAQAlAQEA1QMoBQYFBAUJBQwFBAYJAQAAAAsBAQUBMgEFAacCAgEiAQkDpAIEAEIFDAYFDAUOBQkFAQsAA6wDqwEFAQYBAgAJAQQAtwIFALkBAgAC";
    await page.goto(`${url}#game=${save}`);
    await page.locator(".turn[data-decision]").waitFor();
    assert.match(await logText(page), /Player 2 takes 2 disaster points \(extortion by Player 1\)\./);
    await page.screenshot({ path: "/tmp/b1-extortion-phone.png", fullPage: true });
    assert.deepEqual(errors, []);
  });
});

test("a computer's starting domain is not watched as it is laid: no wall, no walled area, one log line until all are shown", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    // Seed 7: both computers lay out their domains before the human.
    await startThree(page, url, 7, [1, 2]);
    let watched = 0;
    for (;;) {
      const kind = await kindOf(page);
      if (kind !== "computer") break;
      watched++;
      assert.equal(await page.locator(".wall").count(), 0, "a computer's wall is on the page while it lays out");
      const walled = (await page.locator('.player-board:not([data-seat="0"]) .walled-area').allTextContents()).join("");
      assert.equal(walled.trim(), "", "a computer's walled area is shown while it lays out");
      assert.doesNotMatch(await logText(page), /wall/i);
      await page.waitForTimeout(150);
    }
    assert.ok(watched > 2, "the computers' layouts were looked at while they were laid");
    assert.equal(await kindOf(page), "starting-domain");
    assert.equal(await page.locator(".wall").count(), 0, "the computers' walls are on the page before the human lays out");
    assert.match(await logText(page), /lays out a starting domain in secret/);
    await choice(page, "default-domain").click();
    // All laid out: every domain is shown together.
    await page.locator('.turn[data-decision="roll"], .turn[data-decision="computer"]').first().waitFor();
    assert.ok((await page.locator(".wall").count()) >= 9, "the domains are shown once all are laid out");
    assert.deepEqual(errors, []);
  });
});
