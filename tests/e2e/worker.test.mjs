// Hard thinks in a Web Worker (src/ui/worker.rs, assets/think-worker.js): while it thinks the
// page answers a click at once, the worker really was used, and its moves are legal (the engine
// took them: the game goes on); without the worker, Hard thinks on the page's thread instead.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors } from "./browser.mjs";

/** Starts Era of Inventions with these seats (Instant pace), collecting Hard's searches. */
async function startAgainstHard(page, url, levels) {
  const searches = [];
  page.on("console", (message) => {
    if (message.type() === "debug" && message.text().startsWith("hard")) searches.push(message.text());
  });
  await page.goto(`${url}#setup=eoi`);
  await page.locator("#start-player").selectOption("0");
  for (const [seat, level] of levels.entries()) {
    await page.locator(`#player-controller-${seat}`).selectOption(level);
  }
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByLabel("Computer speed").selectOption("0");
  return searches;
}

test("Hard thinks in its worker: the page answers a click at once, and Hard's moves are legal", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    const searches = await startAgainstHard(page, url, ["hard", "medium", "hard"]);
    const rules = page.getByRole("button", { name: "Rules" });
    const timings = [];
    while (timings.length < 3) {
      await page.getByLabel("Thinking").waitFor({ timeout: 20000 });
      // Measured in the page, from a task queued while Hard thinks to the dialog on screen:
      // what a player waits, without the test driver's own latency.
      const ms = await page.evaluate(async (button) => {
        if (!document.querySelector(".bot-controls .thinking")) return null;
        const asked = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 0));
        button.click();
        while (!document.querySelector("[role=dialog]")) await new Promise((resolve) => setTimeout(resolve, 0));
        return performance.now() - asked;
      }, await rules.elementHandle());
      if (ms !== null) timings.push(ms);
      await page.getByRole("dialog", { name: "Rules" }).waitFor();
      await page.getByRole("button", { name: "Close" }).click();
    }
    console.log(`rules dialog while Hard thinks (ms): ${timings.map(Math.round).join(", ")}`);
    for (const ms of timings) assert.ok(ms < 100, `the page answered in ${timings.join(", ")} ms`);
    // The game goes on: every computer move was an action the engine accepted.
    await page.waitForFunction(() => document.querySelectorAll(".log-lines li").length >= 12, null, { timeout: 30000 });
    const notices = await page.locator(".notice").allInnerTexts();
    assert.deepEqual(notices.filter((text) => text.trim()), [], "no move was refused");
    // Every search ran in the worker, within Hard's budget.
    assert.ok(searches.length >= 3, searches.join("\n"));
    for (const line of searches) {
      assert.match(line, /^hard: \d+ plans, \d+ playouts in \d+ ms, in a worker$/);
      assert.ok(Number(/in (\d+) ms/.exec(line)[1]) <= 1500, line);
    }
    assert.deepEqual(errors, []);
  });
});

test("without its worker, Hard thinks on the page's thread and still plays", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // A browser without (module) workers.
    await page.addInitScript(() => {
      window.Worker = function Worker() {
        throw new TypeError("no workers here");
      };
    });
    const searches = await startAgainstHard(page, url, ["hard", "medium", "medium"]);
    await page.waitForFunction(() => document.querySelectorAll(".log-lines li").length >= 6, null, { timeout: 30000 });
    assert.ok(searches.some((line) => line.startsWith("hard thinks on the page")), searches.join("\n"));
    const moves = searches.filter((line) => /^hard: \d+ plans/.test(line));
    assert.ok(moves.length >= 2, searches.join("\n"));
    for (const line of moves) assert.doesNotMatch(line, /in a worker/);
  });
});
