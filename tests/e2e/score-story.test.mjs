// The end of ERA: Medieval Age and Age of Inventors as in Era of Inventions: the final screen's
// score story (each player's points by round as a chart, the same numbers in a table for screen
// readers), Medieval's tie-break and solitaire ranks, and both games watched again from the final
// screen, a replay link and the saved games, the saved game untouched; their log's words (read by
// the bundle from outside its wasm) right in English, French and German; the final scores put
// aside to look at the board, and Age of Inventors' labs marked as computers'. Computer players at
// the fastest pace.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { withApp, watchErrors, axeViolations, overflowOf } from "./browser.mjs";

const DESKTOP = { width: 1280, height: 800 };
const position = async (page) => Number(await page.locator(".replay-position").getAttribute("data-position"));

/** Sets up a game of `game` for computer `levels` with `seed` by the form, at the fastest pace. */
async function startComputers(page, url, game, levels, seed) {
  await page.goto(url);
  await page.locator(`.game-card[data-game="${game}"]`).getByRole("button", { name: "Set up a game" }).click();
  await page.locator(`input[name=player-count][value="${levels.length}"]`).check();
  for (const [seat, level] of levels.entries()) {
    await page.locator(`#player-controller-${seat}`).selectOption(level);
  }
  await page.locator("#seed").fill(String(seed));
  await page.locator(".new-game-form button[type=submit]").click();
  await page.locator(".turn[data-decision]").waitFor();
  await page.getByLabel("Computer speed").selectOption("0");
}

/** The chart's players and its table's rows (names and numbers). */
async function story(page) {
  const chart = page.locator(".final-scores .score-chart");
  await chart.locator("svg").waitFor();
  return {
    lines: await chart.locator(".chart-player").count(),
    rows: await chart.locator("table tbody tr").evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent.trim()))),
    totals: await page.locator(".final-scores .score-breakdown tbody tr td:last-child").allTextContents(),
  };
}

/** The log's words in each language: `sentences` maps a language to a sentence (with a name in
 * it) some log line says; no word is missing anywhere on the page. Back to English after. */
async function wordsInEveryLanguage(page, sentences) {
  for (const [language, sentence] of Object.entries(sentences)) {
    await page.getByTestId("language").selectOption(language);
    assert.match((await page.locator(".log-lines li").allTextContents()).join("\n"), sentence, language);
    assert.doesNotMatch(await page.locator("body").textContent(), /⁇/, `a word missing in ${language}`);
  }
  await page.getByTestId("language").selectOption("en");
}

/** The final scores put aside to look at the board they cover, then back: only their heading
 * and the button stay, the board under them is readable (axe-clean), the page does not scroll. */
async function putAside(page) {
  await page.getByRole("button", { name: "Look at the board" }).click();
  assert.equal(await page.locator(".final-scores .score-story").isVisible(), false);
  assert.ok(await page.getByRole("heading", { name: "Final scores" }).isVisible());
  assert.deepEqual(await axeViolations(page), []);
  const { page: scroll } = await overflowOf(page);
  assert.ok(scroll.scrollWidth <= 0 && scroll.scrollHeight <= 0, `the board scrolls: ${JSON.stringify(scroll)}`);
  await page.getByRole("button", { name: "Show the scores" }).click();
  assert.ok(await page.locator(".final-scores .score-story").isVisible());
}

/**
 * The finished game on `page` (its chart's `rows`) watched again: from the final screen, step by
 * step, to the same end (`atStart` looks at its start); from a replay link in a fresh browser; from
 * the saved-games list; the saved game as it was.
 */
async function watchAgain(page, browser, rows, atStart = async () => {}) {
  const logLines = await page.locator(".log-lines li").count();
  await page.getByTestId("watch-again").click();
  await page.getByTestId("replay").waitFor();
  assert.equal(await position(page), 0);
  assert.equal(await page.locator(".turn").count(), 0);
  await page.getByRole("button", { name: "Forward", exact: true }).click();
  const first = await position(page);
  assert.ok(first >= 1);
  await page.getByRole("button", { name: "Forward", exact: true }).click();
  assert.ok((await position(page)) > first);
  assert.ok((await page.locator(".log-lines li").count()) >= 1);
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await atStart();
  // Its end: the same score story.
  await page.getByRole("button", { name: "End", exact: true }).click();
  assert.deepEqual((await story(page)).rows, rows);
  assert.equal(await page.getByTestId("watch-again").count(), 0);
  assert.deepEqual(await axeViolations(page), []);
  await page.getByTestId("export").click();
  const link = await page.locator("#export-replay-link").inputValue();
  assert.match(link, /#replay=A/);
  await page.keyboard.press("Escape");
  await page.getByTestId("stop-watching").click();
  await page.locator('.turn[data-decision="game-over"]').waitFor();

  // The replay link in a fresh browser: the replay from its start, to the same end.
  const other = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await other.goto(link);
  await other.getByTestId("replay").waitFor();
  assert.equal(await position(other), 0);
  await other.getByRole("button", { name: "Forward", exact: true }).click();
  assert.ok((await position(other)) >= 1);
  await other.getByRole("button", { name: "End", exact: true }).click();
  assert.deepEqual((await story(other)).rows, rows);

  // The saved game is as it was, and watched from the saved-games list too.
  await page.reload();
  await page.locator('.turn[data-decision="game-over"]').waitFor();
  assert.equal(await page.locator(".log-lines li").count(), logLines);
  assert.deepEqual((await story(page)).rows, rows);
  await page.goBack();
  await page.getByRole("button", { name: /^Watch / }).first().click();
  await page.getByTestId("replay").waitFor();
  assert.equal(await position(page), 0);
}

test("a Medieval game of computers ends with its score story and tie-break, and is watched again", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchErrors(page);
    await startComputers(page, url, "era-medieval", ["easy", "easy", "easy"], 7);
    await page.getByRole("heading", { name: "Final scores" }).waitFor({ timeout: 600000 });
    const { lines, rows, totals } = await story(page);
    assert.equal(lines, 3);
    assert.equal(rows.length, 3);
    // Each row: the name, the start, a number per round, the end (the final total).
    for (const [index, row] of rows.entries()) {
      assert.ok(row.length >= 4, `a column per round: ${row}`);
      assert.equal(row.at(-1), totals[index].trim());
    }
    assert.match(await page.locator(".final-scores").textContent(), /A tie goes to the player with more resources left \(trade goods, stone, wood, food/i);
    assert.deepEqual(await axeViolations(page), []);
    // The final scores lie over the board: the page does not scroll (1280x800).
    const { page: scroll } = await overflowOf(page);
    assert.ok(scroll.scrollWidth <= 0 && scroll.scrollHeight <= 0, `the final screen scrolls: ${JSON.stringify(scroll)}`);
    await putAside(page);
    await wordsInEveryLanguage(page, {
      en: / builds an? (keep|longhouse|townhouse|church|farm|lumber mill|hospital|monastery|market|guildhall|university|cathedral) at row \d+, column \d+/,
      fr: / construit une? [a-zéè ]+ en ligne \d+, colonne \d+/,
      de: / baut (einen|eine|ein) [A-ZÄÖÜ][a-zäöüß]+ in Zeile \d+, Spalte \d+/,
    });

    // Watched again; nothing to decide, no cover. No die is shown before its roll: at the start
    // nobody has rolled.
    await watchAgain(page, browser, rows, async () => {
      assert.equal(await page.locator(".player-board .die-hidden").count(), 0);
    });
    assert.deepEqual(errors, []);
  });
});

test("a Medieval solitaire game ends with the ranks, the player's own marked", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = watchErrors(page);
    await startComputers(page, url, "era-medieval", ["easy"], 3);
    await page.getByRole("heading", { name: "Final scores" }).waitFor({ timeout: 600000 });
    const ranks = page.locator(".final-scores .rank-list li");
    assert.equal(await ranks.count(), 7);
    assert.match(await ranks.first().textContent(), /^Serf: up to 44$/);
    assert.match(await ranks.last().textContent(), /^Pope: 100 or more$/);
    assert.equal(await page.locator('.rank-list li[aria-current="true"]').count(), 1);
    const rank = (await page.locator(".final-scores p.winner").textContent()).replace("Your rank: ", "");
    assert.match(await page.locator('.rank-list li[aria-current="true"]').textContent(), new RegExp(`^${rank}:`));
    assert.equal((await story(page)).lines, 1);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
  });
});

test("an Age of Inventors game of computers ends with its score story, and is watched again", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchErrors(page);
    await startComputers(page, url, "age-of-inventors", ["easy", "easy", "easy"], 5);
    await page.getByRole("heading", { name: "Final scores" }).waitFor({ timeout: 600000 });
    const { lines, rows, totals } = await story(page);
    assert.equal(lines, 3);
    assert.equal(rows.length, 3);
    for (const [index, row] of rows.entries()) assert.equal(row.at(-1), totals[index].trim());
    assert.deepEqual(await axeViolations(page), []);
    const { page: scroll } = await overflowOf(page);
    assert.ok(scroll.scrollWidth <= 0 && scroll.scrollHeight <= 0, `the final screen scrolls: ${JSON.stringify(scroll)}`);
    await putAside(page);
    // Each lab says it is a computer's, and at which level.
    assert.deepEqual(await page.locator(".lab .controller-badge").allTextContents(), ["Computer (easy)", "Computer (easy)", "Computer (easy)"]);
    await wordsInEveryLanguage(page, {
      en: / drafts the .+ into lab slot \d\./,
      fr: / installe (le |la |l'|les )[^.]+ dans l'emplacement \d de son laboratoire\./,
      de: / legt (den|die|das) [^.]+ auf Laborplatz \d\./,
    });
    await watchAgain(page, browser, rows);
    assert.deepEqual(errors, []);
  });
});

test("a hot-seat game's final screen lists each player's turning points", async () => {
  // The last game of Age of Inventors' golden saves: three people at one device, finished.
  const saves = fs.readFileSync(new URL("../../crates/games/age-of-inventors/tests/golden/saves-v3.txt", import.meta.url), "utf8");
  const save = saves.split("\n").filter((line) => line && !line.startsWith("#")).at(-1).split(" ")[1];
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = watchErrors(page);
    await page.goto(`${url}#game=${save}`);
    await page.locator(".final-scores").waitFor();
    await page.locator(".turning-points .turning-found").first().waitFor({ timeout: 30000 });
    assert.deepEqual(await page.locator(".turning-points h3").allTextContents(), ["Player 1", "Player 2", "Player 3"]);
    assert.deepEqual(errors, []);
  });
});
