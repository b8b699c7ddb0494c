// What a new player hit first: an action that reaches its limit with no bonus action to follow
// (against computers and in hot-seat), a game passed on by link keeping its computer seats,
// random play against computers never stalling, the keyboard, Back and the quick start, Redo
// against computers.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, decision } from "./browser.mjs";

// The newest log line is a move of a computer seat (Ben or Cleo, seats 1 and 2).
const COMPUTER_MOVED = '.log-lines li:first-child:is([data-seat="1"], [data-seat="2"])';

// Round 3: Auditor (no bonus token left) is to resolve a Buy resources token, with 6 gold. A
// format-1 string: every seat human.
const THREE_BUYS = "AQGALQ9dAwAHQXVkaXRvcgEDQmVuAgRDbGVvmp9tHmz0GEX_YQUEBAMFAgIBARVGADCCABREhggURIYGE0Md_0Mb_0Me_zEVRwgwMRGAFhJCAUICQgWFMRGAGxJCBkIEMIARAQEDBAQAAwUFEYYCERBAGDAxE0MM_zAURBNDHf9DDgcwMRREFUYDMBVHADCGAQMCAAABAQQEAhNDAgJDCf9DAP8REEAPMBBACzA";
// Ada (no bonus token left) is to resolve her last token, Build factories, and can pay for three;
// Ben and Cleo are Medium computer players (format 2 records the seats).
const THREE_BUILDS = "At_ryuK8AgNlb2kBAwADAwMAA0FkYQEDQmVuAgRDbGVvCAAAAAAAAAAAAtkBAwMEAgABBQIAE0Mc_0Mg_0Mb_4IEE0Md_zCBASQiIhBAFDCH_xVGAEYBMIVKEEATQBAwhQQRgyb_BAADBQMAAQICJRNDIP8wggYTQxz_MIUBEYUbEEAWMCAkIiIABQQFAgMEAwEURbMwIyMlJRRFh0UARbJFtTCBEyASQgVCA0IEEQIFBAQDAgEAAyQVRgYwFEUBRdtFHkUQMBEgIhJCA0IBMCMjAQAFBAQABQECIRRFAzAQQAdAG0AXFEWHRRRFjjAhIiUgJQUBBQAAAQQCBCAgJBRFA0VLMBElJSIRAgEABQIDBAMEFEUgRYhFk0UDMBEjIiMURCUiIAACAAUBBAMDASMhERVHBjAjFEVGRZAwEEAYMCI";

const heading = (page) => page.locator("#turn-heading");
const logLines = (page) => page.locator(".log-lines li").count();

/** Opens a save string as a share link would (a new saved game, whatever was open). */
async function importString(page, url, text) {
  await page.goto(`${url}#game=${text}`);
  await heading(page).waitFor();
}

/** Waits until the log has at least `count` lines. */
async function logReaches(page, count, timeout = 10000) {
  await page.waitForFunction((n) => document.querySelectorAll(".log-lines li").length >= n, count, {
    timeout,
  });
}

/** Takes the first three enabled steps of the action being composed. */
async function takeThreeSteps(page) {
  for (let i = 0; i < 3; i++) {
    await page.locator(".step-options button.option:not([disabled])").first().click();
  }
}

test("an action that reaches its limit with no bonus action to follow is confirmed, and the computer then moves", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await importString(page, url, THREE_BUYS);
    await page.getByLabel("Played by Ben").selectOption("medium");
    await page.getByLabel("Played by Cleo").selectOption("medium");
    await page.getByRole("button", { name: "Resolve Buy resources" }).click();
    await takeThreeSteps(page);
    // The decision is still Auditor's: confirm or cancel the completed action.
    await decision(page, "complete", 0).waitFor();
    await page.getByRole("button", { name: "Confirm" }).click();
    // The action is in the log, and the computer players move on their own.
    await page.locator('.log-lines li[data-events~="ActionEnded"][data-seat="0"]').first().waitFor();
    await page.locator(COMPUTER_MOVED).waitFor({ timeout: 10000 });

    // Three builds, then Ben (a computer, from the save string itself) plays.
    await importString(page, url, THREE_BUILDS);
    assert.equal(await page.getByLabel("Played by Ben").inputValue(), "medium");
    await page.getByRole("button", { name: "Resolve Build factories" }).click();
    await takeThreeSteps(page);
    await decision(page, "complete", 0).waitFor();
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.locator('.log-lines li[data-events~="ActionEnded"][data-seat="0"]').first().waitFor();
    await page.locator(COMPUTER_MOVED).waitFor({ timeout: 10000 });
    assert.deepEqual(errors, []);
  });
});

test("in hot-seat the completed action is confirmed by its own player before the next one's turn", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await importString(page, url, THREE_BUYS);
    await page.getByRole("button", { name: "Resolve Buy resources" }).click();
    await takeThreeSteps(page);
    await decision(page, "complete", 0).waitFor();
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.locator('.turn[data-seat="1"]').waitFor();

    await importString(page, url, THREE_BUILDS);
    await page.getByLabel("Played by Ben").selectOption("human");
    await page.getByLabel("Played by Cleo").selectOption("human");
    await page.getByRole("button", { name: "Resolve Build factories" }).click();
    await takeThreeSteps(page);
    await decision(page, "complete", 0).waitFor();
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.locator('.turn[data-seat="1"], .turn[data-seat="2"]').first().waitFor();
    assert.deepEqual(errors, []);
  });
});

/**
 * Waits until the game is over or a human decision offers an enabled control; a stall (neither
 * within 10 s) fails. Returns "over" or "human".
 */
async function nextHumanDecision(page) {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector(".final-scores")) return "over";
      const panel = document.querySelector(".turn");
      if (!panel || panel.getAttribute("data-decision") === "computer") return false;
      const enabled = panel.querySelectorAll(
        "button:not([disabled]):not(.log-toggle), summary",
      );
      return enabled.length > 0 ? "human" : false;
    },
    null,
    { timeout: 10000, polling: 50 },
  );
  return handle.jsonValue();
}

/** A deterministic choice among `count` (a small linear congruential generator). */
function chooser(seed) {
  let state = seed >>> 0;
  return (count) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % count;
  };
}

test("a human taking random choices against two computers never finds the game stalled", async () => {
  await withApp(async ({ url, browser }) => {
    for (const seed of [3, 17, 2026]) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors = watchErrors(page);
      await page.goto(`${url}#setup=eoi`);
      await page.getByLabel("Seed (optional)").fill(String(seed));
      await page.locator("#start-player").selectOption("1");
      await page.locator("#player-controller-1").selectOption("medium");
      await page.locator("#player-controller-2").selectOption("easy");
      await page.getByRole("button", { name: "Start the game" }).click();
      await page.getByLabel("Computer speed").selectOption("0");
      const pick = chooser(seed);
      let decisions = 0;
      for (; decisions < 3000; decisions++) {
        if ((await nextHumanDecision(page)) === "over") break;
        // Every choice names what sets it apart: no two read the same.
        const labels = await page.locator(".turn button.option").allTextContents();
        assert.equal(new Set(labels).size, labels.length, `labels repeat: ${labels.join(" | ")}`);
        // Any enabled, visible control of the decision except Cancel (which only goes back).
        const controls = page
          .locator('.turn button:not([disabled]):not([data-choice="cancel"]):visible, .turn summary:visible');
        const count = await controls.count();
        if (count === 0) continue;
        await controls.nth(pick(count)).click();
      }
      await page.locator(".final-scores").waitFor();
      assert.ok(decisions > 50, `${decisions} human decisions`);
      // Bonuses read as the count they compare and what it earned.
      assert.match(await page.locator(".final-scores .score-breakdown tbody tr").first().textContent(), /\d+ \S+: \+\d/);
      assert.ok(!(await page.content()).includes("🔒"));
      assert.deepEqual(errors, []);
      console.log(`seed ${seed}: ${decisions} human decisions to the end`);
      await page.close();
    }
  });
});

test("a share link of a game against computers opens elsewhere with the same computer seats", async () => {
  await withApp(async ({ url, browser }) => {
    const first = await browser.newContext();
    const page = await first.newPage();
    await page.goto(`${url}#setup=eoi`);
    await page.locator("#start-player").selectOption("0");
    await page.locator("#player-controller-1").selectOption("medium");
    await page.locator("#player-controller-2").selectOption("hard");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByRole("button", { name: "B Factory production" }).click();
    await decision(page, "placement", 0).waitFor({ timeout: 20000 });
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const link = await page.locator("#export-link").inputValue();

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const errors = watchErrors(other);
    await other.goto(link);
    await decision(other, "placement", 0).waitFor();
    assert.equal(await other.getByLabel("Played by Ada").inputValue(), "human");
    assert.equal(await other.getByLabel("Played by Ben").inputValue(), "medium");
    assert.equal(await other.getByLabel("Played by Cleo").inputValue(), "hard");
    // The computers go on playing there.
    const lines = await logLines(other);
    await other.getByRole("button", { name: "C Buy resources" }).click();
    await logReaches(other, lines + 3, 20000);
    assert.deepEqual(errors, []);
  });
});

/** Presses `keys` one after the other; returns how many. */
async function press(page, ...keys) {
  for (const key of keys) await page.keyboard.press(key);
  return keys.length;
}

// The focus moves to a new decision at the next animation frame after it is drawn: give it that
// long (on a loaded machine, a few frames) before reading where it is.
const focusedId = async (page) => {
  await page.waitForFunction(() => document.activeElement?.id === "turn-heading", null, { timeout: 2000 }).catch(() => {});
  return page.evaluate(() => document.activeElement?.id ?? "");
};

test("from the keyboard a placement, a resolution and a declined bonus take at most 3 key presses each", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${url}#setup=eoi`);
    await page.locator("#start-player").selectOption("0");
    await page.getByLabel("Seed (optional)").fill("5");
    await page.getByRole("button", { name: "Start the game" }).click();
    await decision(page, "placement", 0).waitFor();
    // The decision has the focus from the start, and after every move.
    assert.equal(await focusedId(page), "turn-heading");
    // Placement: B Factory production is the second choice. Enter twice places one token only.
    let presses = await press(page, "Tab", "Tab", "Enter");
    await page.keyboard.press("Enter");
    assert.ok(presses <= 3);
    await decision(page, "placement", 1).waitFor();
    assert.equal(await logLines(page), 1, "a second Enter did not place a second token");
    assert.equal(await focusedId(page), "turn-heading");
    // The other placements by pointer: Ada's other tokens after B in the list of areas.
    const place = (name) => page.getByRole("button", { name }).click();
    // Ben, Cleo, Ada, Ben, Cleo, Ada, Ben, Cleo: Ada ends on B, D and E.
    for (const area of ["A Build factories", "A Build factories", "D Produce inventions", "C Buy resources", "C Buy resources", "E Exchange market", "D Produce inventions", "F Develop or patent"]) {
      await place(area);
    }
    await decision(page, "resolution", 0).waitFor();
    assert.equal(await focusedId(page), "turn-heading");
    // Resolution: Factory production is Ada's first token; it resolves at once.
    presses = await press(page, "Tab", "Enter");
    assert.ok(presses <= 3);
    await decision(page, "bonus", 0).waitFor();
    assert.equal(await focusedId(page), "turn-heading");
    // Declining the bonus is the first control.
    presses = await press(page, "Tab", "Enter");
    assert.ok(presses <= 3);
    await decision(page, "resolution", 1).waitFor();
    assert.equal(await page.locator(".log-lines li").first().getAttribute("data-events"), "BonusSkipped");
    assert.equal(await page.locator(".log-lines li").first().getAttribute("data-seat"), "0");
    assert.equal(await focusedId(page), "turn-heading");
    assert.deepEqual(errors, []);
  });
});

test("the bonus prompt puts declining first and groups the choices by area", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}#setup=eoi`);
    await page.locator("#start-player").selectOption("0");
    await page.getByRole("button", { name: "Start the game" }).click();
    for (let i = 0; i < 9; i++) {
      await page.locator(".areas-options button:not([disabled])").nth(1).click();
    }
    await decision(page, "resolution", 0).waitFor();
    await page.getByRole("button", { name: "Resolve Factory production" }).click();
    await decision(page, "bonus", 0).waitFor();
    const first = page.locator(".turn button:not([disabled]), .turn summary").first();
    assert.equal(await first.getAttribute("data-choice"), "skip-bonus");
    // Only the decline button and the closed area groups are shown at first.
    assert.equal(await page.locator(".turn button.option:visible").count(), 0);
    const groups = await page.locator(".bonus-group summary").allTextContents();
    assert.ok(groups.length >= 3, groups.join(", "));
    await page.locator(".bonus-group summary").first().click();
    assert.ok((await page.locator(".turn button.option:visible").count()) > 0);
  });
});

test("Back returns from a game to the home screen, New game asks first, and the quick start plays against the computer", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(url);
    await page.locator('.game-card[data-game="eoi"]').getByRole("button", { name: "Play against the computer" }).click();
    await heading(page).waitFor();
    assert.equal(await page.getByLabel("Played by Ben").inputValue(), "medium");
    assert.equal(await page.getByLabel("Played by Cleo").inputValue(), "medium");
    assert.equal(await page.getByLabel("Played by Ada").inputValue(), "human");
    // On a phone the decision is in view whenever it is the player's turn.
    await decision(page, "placement", 0).waitFor({ timeout: 20000 });
    await page.locator(".areas-options button:not([disabled])").first().click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await decision(page, "placement", 0).waitFor({ timeout: 20000 });
    await page.waitForTimeout(200);
    const box = await heading(page).boundingBox();
    assert.ok(box.y >= 0 && box.y < 844, `the decision is on screen (y ${box.y})`);

    // New game asks, and Stay keeps the game.
    await page.getByRole("button", { name: "New game" }).click();
    await page.getByRole("button", { name: "Stay" }).click();
    await heading(page).waitFor();
    // Back goes home, within the app; Forward reopens the game.
    await page.goBack();
    await page.getByRole("heading", { name: "Saved games" }).waitFor();
    assert.ok(page.url().startsWith(url));
    await page.goForward();
    await heading(page).waitFor();
    await page.getByRole("button", { name: "New game" }).click();
    await page.getByRole("button", { name: "Leave" }).click();
    await page.getByRole("heading", { name: "Saved games" }).waitFor();
    assert.equal(await page.locator(".saved-game").count(), 1);
    assert.deepEqual(errors, []);
  });
});

test("Redo goes forward to the human's next decision, as Undo went back to the last one: the computers' turns on the way are played again, not anew", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(url);
    await page.locator('.game-card[data-game="eoi"]').getByRole("button", { name: "Play against the computer" }).click();
    await heading(page).waitFor();
    // The speed is offered while a computer is to move (the quick start's first player is drawn).
    await page.getByLabel("Computer speed").selectOption("0", { timeout: 2000 }).catch(() => {});
    const lines = () => page.locator(".log-lines li").allTextContents();
    const human = () => decision(page, "placement", 0).waitFor({ timeout: 20000 });
    const seen = [];
    for (let turn = 0; turn < 3; turn++) {
      await human();
      seen.push(await lines());
      if (turn < 2) await page.locator(".areas-options button:not([disabled])").first().click();
    }
    const undo = page.locator('nav.controls button[aria-keyshortcuts="Control+Z"]');
    const redo = page.locator('nav.controls button[aria-keyshortcuts="Control+Y"]');
    await undo.click();
    await undo.click();
    await human();
    assert.deepEqual(await lines(), seen[0], "two undos: back two of the player's turns");
    // One redo: the player's turn and the computers' after it, from the record; one more to go.
    await redo.click();
    await human();
    assert.deepEqual(await lines(), seen[1], "one redo: the next decision of the player's");
    assert.ok(await redo.isEnabled(), "the second turn undone is still there to redo");
    await redo.click();
    await human();
    assert.deepEqual(await lines(), seen[2], "two redos: where the player was");
    assert.ok(await redo.isDisabled());
    assert.deepEqual(errors, []);
  });
});

test("the keyboard's first stop in a game skips the board's tips to the decision", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${url}#setup=eoi`);
    await page.getByRole("button", { name: "Start the game" }).click();
    await heading(page).waitFor();
    // From the top of the page (a click on the title, which takes no focus).
    await page.locator("header .title").click();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("button", { name: "Skip to the decision" });
    assert.equal(await skip.evaluate((button) => button === document.activeElement), true, "the first Tab stop");
    assert.ok((await skip.boundingBox()).width > 20, "shown while focused");
    await page.keyboard.press("Enter");
    assert.equal(await heading(page).evaluate((h) => h === document.activeElement), true);
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => !!document.activeElement?.closest(".turn")), true, "then the decision's controls");
    assert.deepEqual(errors, []);
  });
});
