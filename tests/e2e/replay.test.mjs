// Watching a finished Era of Inventions game again: from the final screen, step by step, by round,
// playing on its own, to its last move with the score chart; from the saved-games list; and from
// a replay link in a fresh browser. Nothing is played or saved while watching.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, playToTheEnd } from "./browser.mjs";

const position = async (page) => Number(await page.locator(".replay-position").getAttribute("data-position"));
const round = async (page) => Number((await page.locator(".round.current").textContent()).trim());

test("a finished game is watched again to its last move, from the score screen, the saved games and a link", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${url}#setup=eoi`);
    await page.locator(`input[name="player-count"][value="3"]`).check();
    await page.locator("#seed").fill("2026");
    await page.locator(".new-game-form button[type=submit]").click();
    await playToTheEnd(page);
    await page.locator(".final-scores").waitFor();
    const lines = await page.locator(".log-lines li").count();

    // From the final screen: the start of the game, read-only (no decision, no undo).
    await page.getByTestId("watch-again").click();
    await page.getByTestId("replay").waitFor();
    assert.equal(await position(page), 0);
    assert.equal(await page.locator(".log-lines li").count(), 0);
    assert.equal(await page.locator(".turn").count(), 0);
    assert.equal(await page.locator("nav.controls").isVisible(), false);
    assert.equal(await round(page), 1);
    // Forward and back, a whole decision at a time.
    await page.getByRole("button", { name: "Forward", exact: true }).click();
    assert.equal(await position(page), 1);
    assert.equal(await page.locator(".log-lines li").count(), 1);
    await page.getByRole("button", { name: "Forward", exact: true }).click();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    assert.equal(await position(page), 1);
    // Jump to a round.
    await page.locator("#replay-round").selectOption("5");
    assert.equal(await round(page), 5);
    const inRoundFive = await position(page);
    assert.ok(inRoundFive > 1);
    // Play on its own, fast.
    await page.locator("#replay-speed").selectOption("250");
    await page.getByRole("button", { name: "Play" }).click();
    await page.waitForFunction((at) => Number(document.querySelector(".replay-position").dataset.position) >= at + 3, inRoundFive);
    await page.getByRole("button", { name: "Pause" }).click();
    // The round choice shows the round the replay is at, as it moves on.
    assert.equal(await page.locator("#replay-round").inputValue(), String(await round(page)));
    // To the last move: the final scores and every player on the chart, the whole log.
    await page.getByRole("button", { name: "End", exact: true }).click();
    await page.locator(".final-scores .influence-chart").waitFor();
    assert.equal(await page.locator("#replay-round").inputValue(), String(await round(page)));
    assert.equal(await page.locator(".influence-chart .chart-player").count(), 3);
    assert.equal(await page.locator(".log-lines li").count(), lines);
    assert.equal(await page.getByTestId("watch-again").count(), 0, "no replay inside the replay");
    // The replay link, for someone else.
    await page.getByTestId("export").click();
    const link = await page.locator("#export-replay-link").inputValue();
    assert.match(link, /#replay=A/);
    await page.keyboard.press("Escape");
    // Leaving the replay at its start returns to the game as it was, saved as it was.
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await page.getByTestId("stop-watching").click();
    await page.locator('.turn[data-decision="game-over"]').waitFor();
    assert.equal(await page.locator(".log-lines li").count(), lines);
    await page.reload();
    await page.locator('.turn[data-decision="game-over"]').waitFor();
    assert.equal(await page.locator(".log-lines li").count(), lines);

    // From the saved-games list.
    await page.goBack();
    await page.getByRole("button", { name: /^Watch / }).first().click();
    await page.getByTestId("replay").waitFor();
    assert.equal(await position(page), 0);

    // From the link, in a fresh browser profile.
    const other = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await other.goto(link);
    await other.getByTestId("replay").waitFor();
    assert.equal(await position(other), 0);
    await other.getByRole("button", { name: "End", exact: true }).click();
    await other.locator(".final-scores .influence-chart").waitFor();
    assert.deepEqual(errors, []);
  });
});
