// ERA: Medieval Age in the app: a 3-player hot-seat game and a solitaire game played to the end
// through the screens (pieces placed by pointer and by keyboard, rolls behind the cover), undo
// that never changes a roll, a twin die picked (to reroll, or with a feather) standing for the
// earlier one the engine rerolls, and a 4-player game of computer players while the page answers.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, placeholdersOnPage, englishPhrases, englishOnPage } from "./browser.mjs";
import { allowedSpot, choice, decide, placeByPointer, turn } from "./medieval-driver.mjs";

/** Opens the Medieval new-game form and starts a game of `levels` (null: a human), `seed`. */
async function startMedieval(page, url, levels, seed) {
  await page.goto(url);
  // By test ids, whatever the language: the card's last button sets up a game.
  await page.locator('.game-card[data-game="era-medieval"] .game-card-actions button').last().click();
  await page.locator(`input[name=player-count][value="${levels.length}"]`).check();
  for (const [seat, level] of levels.entries()) {
    await page.locator(`#player-controller-${seat}`).selectOption(level ?? "human");
  }
  if (seed !== undefined) await page.locator("#seed").fill(String(seed));
  await page.locator(".new-game-form button[type=submit]").click();
  await page.locator(".turn[data-decision]").waitFor();
}

/**
 * Plays the game on screen to the final scores, each decision as `decide` (medieval-driver.mjs)
 * makes it. `onCover(seat)` is called at each hot-seat cover before it is lifted. Returns counts
 * of what was done.
 */
async function playToTheEnd(page, onCover = async () => {}, onDecision = async () => {}) {
  const counts = { pointer: 0, keyboard: 0, covers: 0, decisions: 0 };
  for (let step = 0; step < 3000; step++) {
    const kind = await turn(page).getAttribute("data-decision");
    await onDecision(kind);
    counts.decisions++;
    if (kind === "game-over") return counts;
    await decide(page, kind, counts, onCover);
  }
  throw new Error(`the game did not end: ${JSON.stringify(counts)}`);
}

test("a 3-player hot-seat game in German plays to the final scores, each roll behind a cover, with no English word", async () => {
  await withApp(async ({ url, browser }) => {
    const phrases = await englishPhrases();
    const page = await browser.newPage({ locale: "de-DE", viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await startMedieval(page, url, [null, null, null], 11);
    assert.equal(await page.locator("html").getAttribute("lang"), "de");
    const seen = new Set();
    const counts = await playToTheEnd(
      page,
      async (seat) => {
        // Until the player at the device lifts the cover, their dice stay hidden (or unrolled, at
        // the starting domains) and no dice tray is shown.
        assert.equal(await page.locator(".dice-tray").count(), 0);
        assert.ok((await page.locator(`.player-board[data-seat="${seat}"] :is(.die-hidden, .die.unrolled)`).count()) > 0);
      },
      async (kind) => {
        if (seen.has(kind)) return;
        seen.add(kind);
        assert.deepEqual(await englishOnPage(page, phrases), [], `English at the ${kind} decision`);
      },
    );
    console.log(`3-player hot-seat in German: ${JSON.stringify(counts)}, decisions ${[...seen]}`);
    assert.ok(counts.pointer > 0 && counts.keyboard > 0, JSON.stringify(counts));
    assert.ok(counts.covers >= 3 && counts.passes >= 2, JSON.stringify(counts));
    await page.locator(".final-scores").waitFor();
    assert.equal(await page.locator(".final-scores .score-breakdown tbody tr").count(), 3);
    assert.match(await page.locator(".final-scores p.winner").innerText(), /Ruth|Otto|Mira/);
    assert.deepEqual(await englishOnPage(page, phrases), [], "English at the final scores");
    assert.deepEqual(errors, []);
  });
});

test("a solitaire game against Sir Philippe plays to its rank, and undo never takes back a roll", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await startMedieval(page, url, [null], 5);
    // Sir Philippe's dice and the player's show no face before they are rolled.
    assert.equal(await page.locator(".philippe .die.unrolled").count(), 3);
    assert.equal(await page.locator(".round-bar .die-symbols, .player-board .die-symbols").count(), 0);
    await choice(page, "default-domain").click();
    assert.equal(await page.locator(".philippe .die.unrolled").count(), 3);
    // Reroll one die: Undo cannot take the roll back (the seed would give its face to whichever
    // die came next), says why, and the dice stay as rolled.
    const tray = page.locator(".dice-tray button");
    await page.locator(".dice-tray").waitFor();
    await page.locator(".dice-tray button:not([disabled])").first().click();
    await choice(page, "reroll").click();
    await page.locator('.turn[data-decision="roll"]').waitFor();
    const faces = await tray.evaluateAll((dice) => dice.map((d) => d.getAttribute("aria-label")));
    const undo = page.getByRole("button", { name: /Undo/ });
    assert.equal(await undo.isDisabled(), true, "a seen reroll is not undone");
    assert.match(await undo.getAttribute("title"), /What chance showed .* can't be taken back/);
    await page.keyboard.press("Control+z");
    await page.locator(".turn .notice", { hasText: "What chance showed" }).waitFor();
    assert.deepEqual(await tray.evaluateAll((dice) => dice.map((d) => d.getAttribute("aria-label"))), faces);
    const counts = await playToTheEnd(page);
    console.log(`solitaire: ${JSON.stringify(counts)}`);
    await page.getByRole("heading", { name: "Final scores" }).waitFor();
    assert.match(await page.locator(".final-scores p.winner").innerText(), /Your rank: \w+/);
    assert.deepEqual(errors, []);
  });
});

test("picking the later of two identical dice picks the earlier one, which the engine rerolls, and says why", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await startMedieval(page, url, [null], 11);
    const counts = { pointer: 0, keyboard: 0, covers: 0 };
    for (let step = 0; step < 400; step++) {
      const kind = await turn(page).getAttribute("data-decision");
      assert.notEqual(kind, "game-over", "no two identical dice to reroll in a whole game");
      if (kind === "roll") {
        const dice = await page.locator(".dice-tray button:not([disabled])").evaluateAll((all) =>
          all.map((die) => [Number(die.dataset.die), die.getAttribute("aria-label").replace(/^die \d+, /, "")]),
        );
        const later = dice.find(([number, face]) => dice.some(([other, same]) => other < number && same === face));
        if (later) {
          const earlier = dice.find(([number, face]) => number < later[0] && face === later[1])[0];
          const pressed = (number) => page.locator(`.dice-tray [data-die="${number}"]`).getAttribute("aria-pressed");
          await page.locator(`.dice-tray [data-die="${later[0]}"]`).click();
          assert.equal(await pressed(earlier), "true", `die ${earlier + 1} stands for die ${later[0] + 1}`);
          assert.equal(await pressed(later[0]), "false");
          assert.match(await page.locator(".turn .notice").textContent(), /identical dice/);
          await choice(page, "reroll").click();
          // The rolls are told once they are shown: the third roll is declined.
          await page.locator('.turn[data-decision="roll"] [data-choice="stop-rolling"]').click();
          const said = page.locator(".log-lines li", { hasText: "(roll 2)" });
          await said.first().waitFor();
          const rolled = await said.allTextContents();
          assert.ok(rolled.some((line) => line.includes(`die ${earlier + 1} (roll 2)`)), `the die shown picked is rerolled: ${rolled}`);
          assert.ok(!rolled.some((line) => line.includes(`die ${later[0] + 1} (roll 2)`)), `${rolled}`);
          assert.deepEqual(errors, []);
          return;
        }
      }
      await decide(page, kind, counts);
    }
    assert.fail("no two identical dice to reroll");
  });
});

test("a feather's companion picked among identical dice is the earlier one, which the engine rerolls, and says why", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    // A 2-player game (tabletop era-medieval export) at Player 1's feathers: dice 3 and 4 both
    // peasant dice showing 3 wood, the feather on die 11.
    await page.goto(`${url}#game=A9lYQSJ4DGVyYS1tZWRpZXZhbAECAAACCFBsYXllciAxCFBsYXllciAydHSzPUXSF5X_bosXH9Ht7yDiwbUqWacJb1y3wI7x0-Uio8hEfS7STPnUUmcqBnrs3DZ-kCiXKn9sfXN7AVdACzaPDYg4fb3X10gfA22IJGLLdxWA`);
    await page.locator('.turn[data-decision="feathers"]').waitFor();
    const pressed = (number) => page.locator(`.dice-tray [data-die="${number}"]`).getAttribute("aria-pressed");
    await page.locator('.dice-tray [data-die="3"]').click();
    assert.equal(await pressed(2), "true", "die 3 stands for die 4");
    assert.equal(await pressed(3), "false");
    assert.match(await page.locator(".turn .notice").textContent(), /identical dice/);
    assert.match(await choice(page, "feather").textContent(), /die 3$/);
    await choice(page, "feather").click();
    await page.locator(".log-lines li", { hasText: "uses the feather on die 11 and rerolls it with die 3" }).waitFor();
    assert.deepEqual(errors, []);
  });
});

test("a 4-player game of computer players plays to the end while the page answers clicks", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await startMedieval(page, url, ["hard", "medium", "easy", "easy"]);
    await page.getByLabel("Computer speed").selectOption("0");
    const thinking = page.getByLabel("Thinking");
    const timings = [];
    for (let i = 0; i < 2; i++) {
      await thinking.waitFor({ timeout: 60000 });
      const started = Date.now();
      await page.getByRole("button", { name: "Rules" }).click();
      await page.getByRole("dialog", { name: "Rules" }).waitFor();
      timings.push(Date.now() - started);
      await page.getByRole("button", { name: "Close" }).click();
      // Another player's domain comes up large at once.
      const other = Date.now();
      await page.locator(".domain-thumb").first().click();
      timings.push(Date.now() - other);
    }
    console.log(`rules, domain (ms): ${timings.join(", ")}`);
    for (const ms of timings) assert.ok(ms < 1000, `the page answered in ${timings.join(", ")} ms`);
    await page.getByRole("heading", { name: "Final scores" }).waitFor({ timeout: 600000 });
    assert.equal(await page.locator(".final-scores .score-breakdown tbody tr").count(), 4);
    assert.match(await page.locator(".log-lines li").first().getAttribute("data-events"), /\bGameEnded\b/);
    assert.deepEqual(errors, []);
  });
});

test("a Medieval game is saved as it goes, and its share link opens it elsewhere to go on", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await (await browser.newContext()).newPage();
    const errors = watchErrors(page);
    await startMedieval(page, url, [null, "easy"], 21);
    await choice(page, "default-domain").click();
    await page.locator('.turn[data-decision="roll"]').waitFor();
    await choice(page, "stop-rolling").click();
    const buildings = () => page.locator(".domain-board .building").count();
    const where = async (p) => [await p.locator(".turn").getAttribute("data-decision"), await p.locator(".log-lines li").count()];
    const before = await where(page);
    // A reload resumes the same game at the same point.
    await page.reload();
    await page.locator(".turn[data-decision]").waitFor();
    assert.deepEqual(await where(page), before);
    assert.ok((await buildings()) >= 5);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const link = await page.locator("#export-link").inputValue();
    assert.match(link, /#game=[A-Za-z0-9_-]+$/);
    const other = await (await browser.newContext()).newPage();
    await other.goto(link);
    await other.locator(".turn[data-decision]").waitFor();
    assert.deepEqual(await where(other), before);
    await other.locator(".player-board").first().waitFor();
    assert.equal(await other.locator(".player-board h3 .controller-badge").count(), 1, "the computer seat comes along");
    assert.deepEqual(errors, []);
  });
});

test("a human taking random choices against two computers never finds a Medieval game stalled", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await startMedieval(page, url, [null, "easy", "medium"], 8);
    await page.getByLabel("Computer speed").selectOption("0");
    let seed = 12345;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const used = new Set();
    let stalled = 0;
    let computerChecks = 0;
    for (let step = 0; step < 2500; step++) {
      const kind = await turn(page).getAttribute("data-decision");
      if (kind === "game-over") break;
      if (kind === "computer") {
        if (computerChecks++ % 10 === 0) {
          assert.deepEqual(await placeholdersOnPage(page), [], "a placeholder during a computer turn");
        }
        await page.waitForTimeout(50);
        continue;
      }
      const before = await page.locator(".log-lines li").count();
      const pending = await page.locator(".preview-banner").count();
      if (kind === "roll") {
        const dice = page.locator(".dice-tray button:not([disabled])");
        const count = await dice.count();
        const sets = page.locator('.turn [data-choice="set-die"]');
        if ((await sets.count()) > 0 && random(2) === 0) {
          await sets.nth(random(await sets.count())).click();
          used.add("set-die");
        } else if (count > 0 && random(3) > 0) {
          for (let i = 0; i < count; i++) if (random(2) === 0) await dice.nth(i).click();
          const reroll = choice(page, "reroll");
          if (await reroll.isEnabled()) {
            await reroll.click();
            used.add("reroll");
          } else await choice(page, "stop-rolling").click();
        } else await choice(page, "stop-rolling").click();
      } else if (kind === "feathers") {
        const dice = page.locator(".dice-tray button:not([disabled])");
        if ((await dice.count()) > 0 && random(2) === 0) await dice.nth(random(await dice.count())).click();
        if (random(3) > 0) {
          await choice(page, "feather").click();
          used.add("feather");
        } else await choice(page, "end-feathers").click();
      } else if (kind === "build" || kind === "starting-domain" || kind === "treachery") {
        const pieces = page.locator('.turn [data-choice="piece"]:not([disabled])');
        const count = await pieces.count();
        if (kind !== "treachery" && (count === 0 || random(6) === 0)) {
          const end = kind === "build" ? "end-building" : "default-domain";
          const button = choice(page, end);
          if ((await button.count()) > 0) await button.click();
          else if ((await choice(page, "take-back").count()) > 0) await choice(page, "take-back").click();
        } else {
          if (count > 0) await pieces.nth(random(count)).click();
          if (random(2) === 0 && (await choice(page, "turn").count()) > 0) await choice(page, "turn").click();
          const spot = await allowedSpot(page);
          if (spot) {
            await placeByPointer(page, spot);
            used.add(`place-${kind}`);
          } else if ((await choice(page, "end-building").count()) > 0) await choice(page, "end-building").click();
        }
      } else if (kind === "complete") {
        if (random(5) === 0) {
          await choice(page, "take-back").click();
          used.add("take-back");
        } else await choice(page, "confirm").click();
      } else if (kind === "cover") {
        await choice(page, "lift-screen").click();
      } else {
        const buttons = page.locator(".turn .choices button:not([disabled])");
        await buttons.nth(random(await buttons.count())).click();
        used.add(kind);
      }
      await page.waitForTimeout(10);
      const after = await page.locator(".log-lines li").count();
      const nowPending = await page.locator(".preview-banner").count();
      const nowKind = await turn(page).getAttribute("data-decision");
      stalled = after === before && nowPending === pending && nowKind === kind ? stalled + 1 : 0;
      assert.ok(stalled < 25, `stalled at ${kind} (step ${step}): ${await turn(page).innerText()}`);
    }
    await page.getByRole("heading", { name: "Final scores" }).waitFor({ timeout: 60000 });
    console.log(`random human used: ${[...used].sort().join(", ")}; placeholders checked ${Math.ceil(computerChecks / 10)} times`);
    assert.ok(computerChecks > 0);
    assert.ok(used.has("reroll") && used.has("place-build"), [...used].join(", "));
    assert.deepEqual(errors, []);
  });
});
