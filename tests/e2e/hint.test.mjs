// The coach's Hint in each game (issue 28): on a human's decision against the computer, Hint
// shows what Hard would play within Hard's budget, rings a control whose action the engine
// accepts (pressed, the game goes on without a refusal), the log says who asked, and the save
// string carries the mark (the log line comes back when the string is opened); in Age of
// Inventors the ring moves on from a token or tile pressed to its slot or cell. Each test runs
// against the bundle of its game (EOI_DIST=dist-<game>); the others are skipped.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, axeViolations, overflowOf, hasBundle as bundled } from "./browser.mjs";

/** Hard's budget in the browser (every game's), and the slack a loaded test machine needs. */
const HARD_BUDGET_MS = 1200;
const SLACK_MS = 2500;

const SHOTS = process.env.HINT_SHOTS; // a folder for the screenshots, when asked for

/** Sets up a game of `levels` (null: a human) by the form and starts it, computers at once. */
async function startGame(page, url, game, levels, seed) {
  await page.goto(url);
  if (game === "eoi") {
    // Era of Inventions' quick start: Ada against two Medium computers.
    await page.locator('.game-card[data-game="eoi"]').getByRole("button", { name: "Play against the computer" }).click();
    await page.locator(".turn[data-decision]").waitFor();
    return;
  }
  await page.locator(`.game-card[data-game="${game}"] .game-card-actions button`).last().click();
  await page.locator(`input[name=player-count][value="${levels.length}"]`).check();
  for (const [seat, level] of levels.entries()) {
    await page.locator(`#player-controller-${seat}`).selectOption(level ?? "human");
  }
  await page.locator("#seed").fill(String(seed));
  await page.locator(".new-game-form button[type=submit]").click();
  await page.locator(".turn[data-decision]").waitFor();
  await page.locator("#bot-pace").selectOption("0", { timeout: 1000 }).catch(() => {});
}

/** Waits for the human's decision (seat 0) with the Hint button on it. */
async function humanDecision(page, prepare = async () => {}) {
  for (let tries = 0; tries < 40; tries++) {
    await prepare(page);
    const hint = page.locator('.turn [data-choice="hint"]');
    if ((await hint.count()) > 0 && (await page.locator('.turn[data-seat="0"]').count()) > 0) return hint;
    await page.waitForTimeout(250);
  }
  throw new Error(`no human decision with a Hint (${await page.locator(".turn").getAttribute("data-decision")})`);
}

const logHints = (page) => page.locator('.log-lines li[data-events="hint"]');

/** Presses Hint and waits until the coach has said something; returns what it said. */
async function hintSaid(page, hint) {
  await hint.click();
  await page.waitForFunction(() => {
    const said = document.querySelector(".hint-result");
    const button = document.querySelector(".hint-button");
    return button?.getAttribute("aria-busy") === "false" && said?.textContent.length > 0;
  }, null, { timeout: 15000 });
  return page.locator(".hint-result").textContent();
}

/** Asks for a hint (once stopped by Escape) and checks what it shows; returns how long it took. */
async function askForHint(page) {
  // Escape stops the weighing: nothing is shown, nothing is marked.
  const hint = page.locator('.turn [data-choice="hint"]');
  await hint.click();
  await page.keyboard.press("Escape");
  assert.equal(await hint.getAttribute("aria-busy"), "false");
  assert.equal(await page.locator(".hint-result").textContent(), "");
  const started = Date.now();
  const said = await hintSaid(page, hint);
  const took = Date.now() - started;
  assert.ok(said.length > 30 && !/undefined|\{|⁇/.test(said), `the plan in words: ${said}`);
  // The gain over the next best option, unless Hard weighed no other plan.
  assert.match(said, /^The coach would play: .+\.( About .* points?\.| About as good as your next best option\.)? ?$/, said);
  // The cards and options are named as the player sees them, not by the engine's slot numbers.
  assert.doesNotMatch(said, /offer slot|option \d/, said);
  return took;
}

/** Presses the ringed controls one after another (a token then its slot, dice then Reroll)
 * until the position moves on; every press is accepted (no refusal). */
async function followTheHint(page) {
  const before = await page.locator(".log-lines li").count();
  const decisionBefore = await page.locator(".turn").getAttribute("data-decision");
  let pressed = 0;
  for (let step = 0; step < 8; step++) {
    const ringed = page.locator(".hinted:visible:not([disabled])");
    if ((await ringed.count()) === 0) break;
    const first = ringed.first();
    const tag = await first.evaluate((element) => element.tagName.toLowerCase() + (element.getAttribute("role") ?? ""));
    assert.ok(tag === "button" || tag.endsWith("button"), `a ringed control is a button (${tag})`);
    // Dice to reroll are pressed together, then the reroll.
    const dice = await page
      .locator('.hinted[data-die]:visible:not([aria-pressed="true"])')
      .evaluateAll((all) => all.map((die) => die.getAttribute("data-die")));
    if (dice.length > 0) {
      for (const die of dice) await page.locator(`.turn [data-die="${die}"]`).click();
      await page.locator('.turn [data-choice="reroll"].hinted').click();
    } else {
      await first.click();
    }
    pressed++;
    assert.equal((await page.locator(".turn .notice").textContent()).trim(), "", "no refusal");
    const moved =
      (await page.locator(".log-lines li").count()) > before ||
      (await page.locator(".turn").getAttribute("data-decision")) !== decisionBefore ||
      (await page.locator(".preview-banner").count()) > 0;
    if (moved) return pressed;
  }
  assert.ok(pressed > 0, "a ringed control was pressed");
  return pressed;
}

/** The export dialog's save string, closed again. */
async function saveString(page) {
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const text = await page.locator("#export-text").inputValue();
  await page.getByRole("button", { name: "Close" }).click();
  return text;
}

async function shots(page, name) {
  if (!SHOTS) return;
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.locator(".hint-result").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/hint-${name}-${width}.png` });
    const { page: scroll, cut } = await overflowOf(page);
    // Text for screen readers only is 1 px wide on purpose.
    assert.deepEqual(cut.filter((line) => !line.includes(".visually-hidden")), [], `cut at ${width}px`);
    assert.ok(scroll.scrollWidth <= 0, `the page scrolls sideways at ${width}px`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function coached(game, levels, seed, prepare) {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await startGame(page, url, game, levels, seed);
    await humanDecision(page, prepare);
    const took = await askForHint(page);
    console.log(`${game}: the hint appeared after ${took} ms`);
    assert.ok(took <= HARD_BUDGET_MS + SLACK_MS, `within Hard's budget (${took} ms)`);
    assert.ok((await page.locator(".hinted").count()) > 0, "a control is ringed");
    await logHints(page).first().waitFor({ state: "attached" });
    assert.match(await logHints(page).first().textContent(), /^\S+ asked for a hint\.$/);
    // A hint is no move: its line has no number of its own.
    assert.equal(await logHints(page).first().evaluate((line) => getComputedStyle(line).listStyleType), '"–  "');
    assert.deepEqual(await axeViolations(page), []);
    await shots(page, game);
    const hinted = await saveString(page);
    await followTheHint(page);
    assert.equal(await logHints(page).count(), 1, "the mark stays in the log");

    // The save string carries the mark: opened fresh, the log says it again.
    const fresh = await browser.newPage();
    const freshErrors = watchErrors(fresh);
    await fresh.goto(`${url}#game=${hinted}`);
    await fresh.locator(".turn[data-decision]").waitFor();
    await logHints(fresh).first().waitFor({ state: "attached" });
    assert.match(await logHints(fresh).first().textContent(), /asked for a hint/);
    assert.deepEqual([...errors, ...freshErrors], []);
  });
}

test("Era of Inventions: the hint rings a choice the engine accepts, and the game is marked", { skip: !bundled("eoi") }, async () => {
  await coached("eoi", [null, "medium"], 7);
});

test("Era of Inventions: a bonus hinted in a closed group of steps opens its group, so that its ring is seen", { skip: !bundled("eoi") }, async () => {
  // `tabletop eoi sample --players 3 --seed 7`, its first 12 actions: Player 1 chooses a bonus
  // action, the steps in groups by area (closed).
  const save = "A-GC6No4A2VvaQEDAAAAAwAIUGxheWVyIDEBCFBsYXllciAyAghQbGF5ZXIgM8sL-iv5r-kE_wJb0_jx94A";
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${url}#game=${save}`);
    await page.locator('.turn[data-decision="bonus"]').waitFor();
    assert.equal(await page.locator("details.bonus-group[open]").count(), 0, "the groups start closed");
    const said = await hintSaid(page, page.locator('.turn [data-choice="hint"]'));
    console.log(`eoi bonus: ${said}`);
    assert.ok((await page.locator(".hinted:visible").count()) > 0, `the ringed control is in sight: ${said}`);
    assert.equal(await page.locator("details.bonus-group:not([open]) .hinted").count(), 0, "no ring in a closed group");
    await followTheHint(page);
    assert.deepEqual(errors, []);
  });
});

test("Era of Inventions: a hint that goes on past an action completed rings Confirm, which leads to its bonus", { skip: !bundled("eoi") }, async () => {
  // `tabletop eoi sample --players 3 --seed 2`, its first 14 actions, and `--seed 3`, its first
  // 15: an exchange action begun, where Hard takes a cog (which completes the action) and goes
  // on to the bonus it earns, which shows only once the action is confirmed (the ring was on
  // nothing there).
  const saves = [
    "A13Zq7g4A2VvaQEDAAAAAwAIUGxheWVyIDEBCFBsYXllciAyAghQbGF5ZXIgMzq62Z4i6YtK_wKgyhHaOBc",
    "A3Eghlw5A2VvaQEDAAAAAwAIUGxheWVyIDEBCFBsYXllciAyAghQbGF5ZXIgM1eXRu6z3dFv_wIgEe5Qwt6A",
  ];
  await withApp(async ({ url, browser }) => {
    let followed = 0;
    for (const save of saves) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors = watchErrors(page);
      await page.goto(`${url}#game=${save}`);
      await page.locator('.turn[data-decision="action"]').waitFor();
      const said = await hintSaid(page, page.locator('.turn [data-choice="hint"]'));
      console.log(`eoi action then bonus: ${said}`);
      if (!/^The coach would play: take 1 cog; bonus: /.test(said)) continue;
      await page.locator(".turn .hinted:visible").first().click();
      const confirm = page.locator('.turn [data-choice="confirm"]');
      await confirm.waitFor();
      // The action's area is named though its token was resolved before the game was opened.
      assert.match(await page.locator("#turn-heading").textContent(), /action complete \(Exchange market\)/);
      assert.ok(await confirm.evaluate((button) => button.classList.contains("hinted")), "Confirm is ringed");
      await confirm.click();
      // The action is played; the bonus the hint named is the decision now.
      await page.locator('.turn[data-decision="bonus"]').waitFor();
      assert.equal((await page.locator(".turn .notice").textContent()).trim(), "", "no refusal");
      assert.deepEqual(errors, []);
      followed++;
      break;
    }
    assert.equal(followed, 1, "Hard's hint took a cog and a bonus on one of the saves");
  });
});

test("ERA: Medieval Age: the hint rings a choice the engine accepts, and the game is marked", { skip: !bundled("era-medieval") }, async () => {
  // The starting domain is laid out by default; the hint is asked on the first roll.
  await coached("era-medieval", [null, "medium"], 7, async (page) => {
    const lay = page.locator('.turn [data-choice="default-domain"]');
    if ((await lay.count()) > 0) await lay.click();
  });
});

test("Age of Inventors: the hint rings a choice the engine accepts, and the game is marked", { skip: !bundled("age-of-inventors") }, async () => {
  await coached("age-of-inventors", [null, "medium"], 7);
});

test("Age of Inventors: the ring moves on as the hint's steps are taken: a token then its lab slot, a tile then its cell then its payment", { skip: !bundled("age-of-inventors") }, async () => {
  // Hot-seat saves of `tabletop age-of-inventors sample --players 3 --seed 7`: its first 12
  // actions (a draft), its first 190 (a turn whose hint places a tile, 2 points ahead).
  const saves = [
    "A3mqN1Q_EGFnZS1vZi1pbnZlbnRvcnMDAwAAAAMIUGxheWVyIDEIUGxheWVyIDIIUGxheWVyIDPLC_or-a_pBAA0KZRT",
    "A2mPBUNqEGFnZS1vZi1pbnZlbnRvcnMDAwAAAAMIUGxheWVyIDEIUGxheWVyIDIIUGxheWVyIDPLC_or-a_pBAA0KYn8yCieGPijScmEor9EOsZEcohudJN0q_Wns0aUZ1lrzHJbRrAlglxSOqPJuA",
  ];
  // The steps of a plan begun with a token or a tile (Hard's search has a time budget: on a busy
  // machine it may begin another way, then one control is ringed).
  const steps = { "draft-token": ["draft-token", "draft"], "pick-up": ["pick-up", "cell", "place"] };
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    const ringed = () => page.locator(".hinted").evaluateAll((all) => all.map((e) => e.dataset.choice ?? (e.dataset.cell ? "cell" : e.tagName)));
    const followed = [];
    for (const save of saves) {
      await page.goto(`${url}#game=${save}`);
      await page.reload();
      await page.locator('[data-choice="lift-screen"]').click();
      await hintSaid(page, page.locator('.turn [data-choice="hint"]'));
      const first = (await ringed())[0];
      const plan = steps[first] ?? [first];
      for (const [index, step] of plan.entries()) {
        // Only the next step is ringed (a token or tile pressed is no longer).
        assert.deepEqual(await ringed(), [step], `${plan}: step ${index + 1}`);
        if (index < plan.length - 1) await page.locator(".hinted").click();
      }
      followed.push(first);
    }
    assert.equal(followed[0], "draft-token", "the draft's hint begins with a token");
    assert.deepEqual(errors, []);
  });
});

test("ERA: Medieval Age: the hint to place a piece shows it on the board, with no comparison when nothing was weighed beside it", { skip: !bundled("era-medieval") }, async () => {
  // Hard opens with the same starting walls every game, weighing nothing else: the hint says
  // what it would play, and not that it is the only option (many moves are legal).
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await startGame(page, url, "era-medieval", [null, "medium"], 7);
    const hint = await humanDecision(page);
    assert.equal(await page.locator(".turn").getAttribute("data-decision"), "starting-domain");
    const said = await hintSaid(page, hint);
    assert.match(said, /^The coach would play: Build a wall of length \d.*\. ?$/, said);
    assert.doesNotMatch(said, /About/, said);
    assert.ok((await page.locator(".hinted").count()) > 0, "a control is ringed");
    // The board shows where: the wall is in hand on the hinted spot, and the engine takes it there.
    const spot = said.match(/row \d+, column \d+/)?.[0];
    assert.ok(spot, said);
    const status = page.locator(".placement-status");
    assert.equal(await status.getAttribute("data-allowed"), "true");
    assert.match(await status.textContent(), new RegExp(`^Wall of length \\d at ${spot}: can be placed here\\.$`));
    assert.equal(await page.locator(".domain-large .preview.allowed").count(), 1);
    // The ring is on the board's spot, not on the piece already in hand (pressing it does nothing).
    assert.equal(await page.locator(".domain-large .preview.allowed.hinted").count(), 1);
    assert.equal(await page.locator('.turn [data-choice="piece"].hinted').count(), 0);
    await page.locator(".domain-large").press("Enter");
    await page.locator(".preview-banner").waitFor();
    assert.equal((await page.locator(".turn .notice").textContent()).trim(), "", "no refusal");
    // Followed, the hint stays (it goes once the player takes another way) and rings nothing
    // more: its plan was that one wall.
    assert.equal(await page.locator(".hint-result").textContent(), said);
    assert.equal(await page.locator(".hinted").count(), 0);
    assert.deepEqual(errors, []);
  });
});
