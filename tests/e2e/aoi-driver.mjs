// Plays Age of Inventors through its screens, one decision at a time, as a player would: by the
// board's areas that act (offer cards, locations' free places, the lab's equipment slots), the
// decision panel's buttons and the grid's cells (never by the engine). Shared by the e2e tests.

/** A small seeded random generator, so a test plays the same game every time. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** The kind of decision the panel shows (its data-decision). */
export async function decisionOf(page) {
  return (await page.locator(".turn").getAttribute("data-decision")) ?? "";
}

/** Every control the deciding player may use now: the board's areas the engine allows (refused
 * ones are left out) and the decision panel's buttons shown (a draft's swaps hide while a token
 * is in hand). */
export const CONTROLS = '.aoi-board button.act:not([aria-disabled="true"]), .turn .choices button:visible';

const FIRST = ["pick-up", "recruit", "conceive", "assistant", "refresh", "side", "choose", "vote", "draft-token", "draft", "activate", "take", "spend", "accept", "use-book", "rearrange", "trigger", "convert"];

/**
 * Makes the decision on screen (a human's); returns what it did. `random()` picks among the
 * choices; placing a tile picks it up, chooses an allowed cell and pays.
 */
export async function playDecision(page, random) {
  const kind = await decisionOf(page);
  if (kind === "cover") {
    await page.locator('.turn [data-choice="lift-screen"]').click();
    return "lift";
  }
  if (kind === "quiz") {
    await page.locator("#quiz-year").fill(String(1750 + Math.floor(random() * 150)));
    await page.locator('.turn [data-choice="guess"]').click();
    return "guess";
  }
  if (kind === "computer" || kind === "game-over" || kind === "") return kind;
  const buttons = page.locator(CONTROLS);
  const choices = await buttons.evaluateAll((all) => all.map((b) => b.getAttribute("data-choice")));
  const end = choices.indexOf("end-turn");
  // After the main action: mostly end the turn.
  if (end >= 0 && random() < 0.8) {
    await buttons.nth(end).click();
    return "end-turn";
  }
  const wanted = choices
    .map((choice, index) => ({ choice, index }))
    .filter(({ choice }) => FIRST.includes(choice));
  if (wanted.length === 0) {
    const last = choices.findIndex((c) => c === "end-turn" || c === "pass" || c === "decline");
    await buttons.nth(last >= 0 ? last : 0).click();
    return choices[last >= 0 ? last : 0];
  }
  const { choice, index } = wanted[Math.floor(random() * wanted.length)];
  await buttons.nth(index).click();
  if (choice === "draft-token") {
    // The draft: a token of the offer, then the slot of the lab it goes into.
    const slots = page.locator('.aoi-board button.act[data-choice="draft"]:not([aria-disabled="true"])');
    await slots.nth(Math.floor(random() * (await slots.count()))).click();
    return "draft";
  }
  if (choice === "pick-up") {
    const cells = page.locator(".hex-grid .cell.allowed");
    const count = await cells.count();
    await cells.nth(Math.floor(random() * count)).click();
    const rotations = page.locator('.turn [data-choice="rotation"]');
    const turns = await rotations.count();
    if (turns > 1) await rotations.nth(Math.floor(random() * turns)).click();
    await page.locator('.turn [data-choice="place"]').first().click();
    return "place";
  }
  return choice;
}

/** Sets up a game of `levels` (null: a human) by the form and starts it; computers move at once. */
export async function startGame(page, url, levels, seed) {
  await page.goto(url);
  await page.locator('.game-card[data-game="age-of-inventors"] .game-card-actions button.secondary').click();
  await page.locator(`input[name=player-count][value="${levels.length}"]`).check();
  for (const [seat, level] of levels.entries()) {
    await page.locator(`#player-controller-${seat}`).selectOption(level ?? "human");
  }
  await page.locator("#seed").fill(String(seed));
  await page.locator(".new-game-form button[type=submit]").click();
  await page.locator(".turn[data-decision]").waitFor();
  await page.locator("#bot-pace").selectOption("0", { timeout: 1000 }).catch(() => {});
}
