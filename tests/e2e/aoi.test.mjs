// Age of Inventors in the app: a 3-player hot-seat game and a solo game played to the final
// scores through the screens (tiles placed on the grid's allowed cells, hidden hands behind the
// pass-the-device screen), and a 4-player game of computer players while the page answers.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, englishPhrases, englishOnPage, axeViolations } from "./browser.mjs";
import { decisionOf, playDecision, seeded, startGame as startByIds } from "./aoi-driver.mjs";

/** Opens Age of Inventors' new-game form and starts a game of `levels` (null: a human). */
async function startGame(page, url, levels, seed) {
  await page.goto(url);
  await page.locator('.game-card[data-game="age-of-inventors"]').getByRole("button", { name: "Set up a game" }).click();
  await page.locator(`input[name=player-count][value="${levels.length}"]`).check();
  for (const [seat, level] of levels.entries()) {
    await page.locator(`#player-controller-${seat}`).selectOption(level ?? "human");
  }
  if (seed !== undefined) await page.locator("#seed").fill(String(seed));
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.locator(".turn[data-decision]").waitFor();
}

/** The invention tiles shown face up in each lab, by seat. */
async function inventionsShown(page) {
  return page.locator(".labs .lab").evaluateAll((labs) =>
    labs.map((lab) => lab.querySelectorAll(".hand-inventions .card").length),
  );
}

/** Plays on screen until the final scores; `onDecision` looks at each decision first. */
async function playToTheEnd(page, random, onDecision = async () => {}) {
  const counts = {};
  for (let step = 0; step < 4000; step++) {
    await onDecision();
    const what = await playDecision(page, random);
    counts[what] = (counts[what] ?? 0) + 1;
    if (what === "game-over") return counts;
  }
  throw new Error(`no end after 4000 decisions: ${JSON.stringify(counts)}`);
}

test("a 3-player hot-seat game: hidden hands behind the screen, tiles placed on allowed cells, to the final scores", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await startGame(page, url, [null, null, null], 11);
    const checks = { covered: 0, lifted: 0, refusals: 0 };
    const counts = await playToTheEnd(page, seeded(5), async () => {
      const kind = await decisionOf(page);
      const seat = Number(await page.locator(".turn").getAttribute("data-seat"));
      const shown = await inventionsShown(page);
      if (kind === "cover") {
        // Behind the screen nobody's invention tiles are shown, and no choice is offered.
        assert.deepEqual(shown.filter((n) => n > 0), [], `tiles shown behind the screen: ${shown}`);
        assert.equal(await page.locator(".turn .choices").count(), 0);
        checks.covered++;
      } else if (kind !== "game-over" && kind !== "") {
        // Only the deciding player's tiles are face up.
        shown.forEach((n, other) => {
          if (other !== seat) assert.equal(n, 0, `seat ${other}'s tiles shown to seat ${seat}`);
        });
        checks.lifted++;
      }
      if (checks.refusals < 3 && (await page.locator('.turn [data-choice="pick-up"]').count()) > 0) {
        // Picking a tile up marks the allowed cells; every other empty cell says why not.
        await page.locator('.turn [data-choice="pick-up"]').first().click();
        assert.ok((await page.locator(".hex-grid .cell.allowed").count()) > 0);
        const refused = page.locator(".hex-grid .cell.refused").first();
        if ((await refused.count()) > 0) {
          assert.match(await refused.getAttribute("aria-label"), /^Cell \d of row \d: .+\. .+\.$/);
          checks.refusals++;
        }
        await page.locator('.turn [data-choice="put-back"]').click();
        assert.equal(await page.locator(".hex-grid .cell.allowed").count(), 0);
      }
    });
    console.log(`3 players: ${JSON.stringify(counts)} ${JSON.stringify(checks)}`);
    assert.ok(counts.place > 0 && checks.covered > 10 && checks.refusals > 0);
    await page.getByRole("heading", { name: "Final scores" }).waitFor();
    assert.equal(await page.locator(".final-scores .score-breakdown tbody tr").count(), 3);
    // At the end everything is revealed.
    assert.ok((await inventionsShown(page)).some((n) => n > 0) || counts.place > 0);
    assert.match(await page.locator(".log-lines li").first().getAttribute("data-events"), /\bGameEnded\b/);
    assert.deepEqual(errors, []);
  });
});

test("a solo game against the dummy lab, in French on a phone, plays to the final scores with no English word", async () => {
  await withApp(async ({ url, browser }) => {
    const phrases = await englishPhrases();
    const page = await browser.newPage({ locale: "fr-FR", viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await startByIds(page, url, [null], 4);
    assert.equal(await page.locator("html").getAttribute("lang"), "fr");
    // One human: no screen to pass, and the player's own tiles are shown.
    assert.notEqual(await decisionOf(page), "cover");
    const seen = new Set();
    const counts = await playToTheEnd(page, seeded(9), async () => {
      const kind = await decisionOf(page);
      if (seen.has(kind)) return;
      seen.add(kind);
      assert.deepEqual(await englishOnPage(page, phrases), [], `English at the ${kind} decision`);
    });
    console.log(`solo in French: ${JSON.stringify(counts)}, decisions ${[...seen]}`);
    assert.equal(counts.lift ?? 0, 0);
    assert.ok(counts.place > 0, JSON.stringify(counts));
    await page.locator(".final-scores").waitFor();
    assert.match(await page.locator(".final-scores p.winner").textContent(), /\d+ points/);
    assert.equal(await page.locator(".lab.dummy").count(), 1);
    assert.deepEqual(await englishOnPage(page, phrases), [], "English at the final scores");
    assert.deepEqual(await axeViolations(page), [], "axe at the final scores");
    assert.deepEqual(errors, []);
  });
});

test("a 4-player game of computer players plays to the end while the page answers clicks", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await startGame(page, url, ["hard", "medium", "easy", "medium"]);
    await page.getByLabel("Computer speed").selectOption("0");
    const thinking = page.getByLabel("Thinking");
    const timings = [];
    for (let i = 0; i < 2; i++) {
      await thinking.waitFor({ timeout: 120000 });
      const started = Date.now();
      await page.getByRole("button", { name: "Rules" }).click();
      await page.getByRole("dialog", { name: "Rules" }).waitFor();
      timings.push(Date.now() - started);
      await page.getByRole("button", { name: "Close" }).click();
    }
    console.log(`rules opened in (ms): ${timings.join(", ")}`);
    for (const ms of timings) assert.ok(ms < 1000, `the page answered in ${timings.join(", ")} ms`);
    await page.getByRole("heading", { name: "Final scores" }).waitFor({ timeout: 600000 });
    assert.equal(await page.locator(".final-scores .score-breakdown tbody tr").count(), 4);
    assert.ok((await page.locator(".hex-grid .cell .tile").count()) > 4);
    assert.deepEqual(errors, []);
  });
});
