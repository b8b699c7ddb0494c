// Computer opponents in the app: a 5-player game of computer players watched to the end, while
// the page keeps answering clicks; and undo returning to the human's last decision.
import { test } from "node:test";
import assert from "node:assert/strict";
import { start, watchErrors } from "./browser.mjs";

test("a 5-player game of computer players plays to the end while the page answers clicks", async () => {
  const { server, url, browser } = await start();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(url);
    await page.getByRole("radio", { name: "5 players" }).check();
    for (let seat = 0; seat < 5; seat++) {
      await page.locator(`#player-controller-${seat}`).selectOption("medium");
    }
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByLabel("Computer speed").selectOption("0");

    // While the computer players play, the page still opens the rules and the log at once.
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      await page.getByRole("button", { name: "Rules" }).click();
      await page.getByRole("dialog", { name: "Rules" }).waitFor();
      const opened = Date.now() - started;
      assert.ok(opened < 2000, `the rules opened in ${opened} ms`);
      await page.getByRole("button", { name: "Close" }).click();
    }
    await page.getByRole("heading", { name: "Final scores" }).waitFor({ timeout: 180000 });
    assert.equal(await page.locator(".final-scores tbody tr").count(), 5);
    assert.match(await page.locator(".log-lines li").first().textContent(), /game is over/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test("against computer players, undo returns to the human's last decision", async () => {
  const { server, url, browser } = await start();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url);
    await page.locator("#start-player").selectOption("0");
    await page.locator("#player-controller-1").selectOption("easy");
    await page.locator("#player-controller-2").selectOption("medium");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByLabel("Computer speed").selectOption("0").catch(() => {});
    await page.getByRole("button", { name: "A Build factories" }).click();
    // Both computer players place, then it is the human's turn again.
    await page.locator("#turn-heading", { hasText: "Ada: place an action token" }).waitFor();
    assert.equal(await page.locator(".log-lines li").count(), 3);
    await page.getByRole("button", { name: /Undo/ }).click();
    await page.locator("#turn-heading", { hasText: "Ada: place an action token" }).waitFor();
    assert.equal(await page.locator(".log-lines li").count(), 0);
    // A seat can be switched between human and computer during the game.
    await page.getByLabel("Played by Ben").selectOption("human");
    await page.getByRole("button", { name: "B Factory production" }).click();
    await page.locator("#turn-heading", { hasText: "Ben: place an action token" }).waitFor();
  } finally {
    await browser.close();
    server.close();
  }
});
