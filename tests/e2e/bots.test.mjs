// Computer opponents in the app: a 5-player game of computer players watched to the end, while
// the page keeps answering clicks as the hard ones think; and undo returning to the human's last
// decision.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, decision, placeholdersOnPage } from "./browser.mjs";

/** The longest wait, in ms, of a zero-delay timer in the page over `ms` milliseconds. */
async function longestTimerWait(page, ms) {
  return page.evaluate(async (ms) => {
    let longest = 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      const asked = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 0));
      longest = Math.max(longest, performance.now() - asked);
    }
    return longest;
  }, ms);
}

test("a 5-player game of computer players, hard ones included, plays to the end while the page answers clicks", async () => {
  await withApp(async ({ url, browser }) => {
    // A phone, where the log is behind a button.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    const searches = [];
    page.on("console", (message) => {
      if (message.type() === "debug" && message.text().startsWith("hard:")) searches.push(message.text());
    });
    await page.goto(`${url}#setup=eoi`);
    await page.getByRole("radio", { name: "5 players" }).check();
    const levels = ["hard", "medium", "easy", "hard", "medium"];
    for (let seat = 0; seat < 5; seat++) {
      await page.locator(`#player-controller-${seat}`).selectOption(levels[seat]);
    }
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByLabel("Computer speed").selectOption("0");

    // While a hard computer player thinks, the page opens the log and the rules at once, and
    // its timers keep running.
    const thinking = page.getByLabel("Thinking");
    const timings = [];
    for (let i = 0; i < 3; i++) {
      await thinking.waitFor({ timeout: 60000 });
      let started = Date.now();
      await page.getByRole("button", { name: "Game log" }).click();
      await page.getByRole("heading", { name: "Game log" }).waitFor();
      timings.push(Date.now() - started);
      await page.getByRole("button", { name: "Game log" }).click();
      started = Date.now();
      await page.getByRole("button", { name: "Rules" }).click();
      await page.getByRole("dialog", { name: "Rules" }).waitFor();
      timings.push(Date.now() - started);
      await page.getByRole("button", { name: "Close" }).click();
      await thinking.waitFor({ timeout: 60000 });
      timings.push(await longestTimerWait(page, 500));
      // A computer's turn names it with every argument filled (no "{player}" left).
      assert.deepEqual(await placeholdersOnPage(page), []);
    }
    console.log(`log, rules, longest timer wait (ms): ${timings.map(Math.round).join(", ")}`);
    for (const ms of timings) assert.ok(ms < 1000, `the page answered in ${timings.join(", ")} ms`);

    await page.getByRole("heading", { name: "Final scores" }).waitFor({ timeout: 400000 });
    assert.equal(await page.locator(".final-scores .score-breakdown tbody tr").count(), 5);
    assert.match(await page.locator(".log-lines li").first().getAttribute("data-events"), /\bGameEnded\b/);
    // Hard searched within its budget (it reports each search on the console's verbose level).
    assert.ok(searches.length > 10, `${searches.length} searches`);
    for (const line of searches) {
      const ms = Number(/in (\d+) ms/.exec(line)[1]);
      assert.ok(ms <= 1500, line);
    }
    assert.deepEqual(errors, []);
  });
});

test("against computer players, undo returns to the human's last decision", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}#setup=eoi`);
    await page.locator("#start-player").selectOption("0");
    await page.locator("#player-controller-1").selectOption("easy");
    await page.locator("#player-controller-2").selectOption("medium");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByRole("button", { name: "A Build factories" }).click();
    // While the computers play, the keyboard focus waits on their heading, not on the page.
    await page.waitForFunction(
      () => document.querySelector(".turn")?.dataset.decision === "computer" && document.activeElement?.id === "turn-heading",
      null,
      { timeout: 5000 },
    );
    // Both computer players place, then it is the human's turn again.
    await decision(page, "placement", 0).waitFor();
    assert.equal(await page.locator(".log-lines li").count(), 3);
    await page.getByRole("button", { name: /Undo/ }).click();
    await decision(page, "placement", 0).waitFor();
    assert.equal(await page.locator(".log-lines li").count(), 0);
    // A seat can be switched between human and computer during the game.
    await page.getByLabel("Played by Ben").selectOption("human");
    await page.getByRole("button", { name: "B Factory production" }).click();
    await decision(page, "placement", 1).waitFor();
  });
});

test("a hard computer player switched to human while it thinks stops and leaves the decision", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${url}#setup=eoi`);
    await page.locator("#start-player").selectOption("1");
    await page.locator("#player-controller-1").selectOption("hard");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByLabel("Thinking").waitFor();
    await page.getByLabel("Played by Ben").selectOption("human");
    await decision(page, "placement", 1).waitFor();
    assert.equal(await page.getByLabel("Thinking").count(), 0);
    // Well past Hard's budget: nothing was played for Ben.
    await page.waitForTimeout(1600);
    assert.equal(await page.locator(".log-lines li").count(), 0);
    // Back to hard: it thinks again and plays.
    await page.getByLabel("Played by Ben").selectOption("hard");
    await page.locator(".log-lines li").first().waitFor({ timeout: 10000 });
    assert.equal(await page.locator(".log-lines li").first().getAttribute("data-events"), "TokenPlaced");
    assert.equal(await page.locator(".log-lines li").first().getAttribute("data-seat"), "1");
    assert.deepEqual(errors, []);
  });
});
