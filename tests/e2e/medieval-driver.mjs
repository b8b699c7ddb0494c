// Plays ERA: Medieval Age through its screens, one decision at a time, by stable test ids (never
// by the engine): shared by medieval.test.mjs (hot-seat and solitaire games) and live.test.mjs.
import assert from "node:assert/strict";

export const turn = (page) => page.locator(".turn");
export const choice = (page, name) => page.locator(`.turn [data-choice="${name}"]`).first();

/** The cell of the first spot marked as allowed for the piece in hand, as [row, column]. */
export async function allowedSpot(page) {
  const hint = page.locator(".domain-board.placing .hint").first();
  if ((await hint.count()) === 0) return null;
  const cx = Number(await hint.getAttribute("cx"));
  const cy = Number(await hint.getAttribute("cy"));
  return [Math.floor(cy / 10), Math.floor(cx / 10)];
}

/** Places the piece in hand on `spot` by pointer: hover shows the preview, a click places it. */
export async function placeByPointer(page, [row, col]) {
  const cell = page.locator(`.domain-board.placing [data-cell="${row},${col}"]`);
  await cell.hover();
  assert.equal(await page.locator(".placement-status").getAttribute("data-allowed"), "true");
  await cell.click();
}

/** Places the piece in hand on `spot` by keyboard: arrows move the cursor, Enter places. */
export async function placeByKeyboard(page) {
  const board = page.locator(".domain-board.placing svg");
  await board.focus();
  // The piece taken waits on a spot where it fits, turned if need be: where it may go is read
  // once the frames the focus asked for have run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const [row, col] = await allowedSpot(page);
  const cursor = page.locator(".domain-board.placing rect.cursor");
  const at = [Number(await cursor.getAttribute("y")) / 10, Number(await cursor.getAttribute("x")) / 10];
  for (let i = at[0]; i < row; i++) await page.keyboard.press("ArrowDown");
  for (let i = at[0]; i > row; i--) await page.keyboard.press("ArrowUp");
  for (let i = at[1]; i < col; i++) await page.keyboard.press("ArrowRight");
  for (let i = at[1]; i > col; i--) await page.keyboard.press("ArrowLeft");
  assert.equal(await page.locator(".placement-status").getAttribute("data-allowed"), "true");
  await page.keyboard.press("Enter");
}

/**
 * Makes the decision of `kind` on screen: the suggested starting domain, the first roll kept,
 * the first of each other choice, and while building the scarcest building that fits
 * (alternately by pointer and by keyboard). `onCover(seat)` is called at a hot-seat cover before
 * it is lifted; `counts` (pointer, keyboard, covers, passes) is added to.
 */
export async function decide(page, kind, counts, onCover = async () => {}) {
  if (kind === "cover") {
    await onCover(Number(await turn(page).getAttribute("data-seat")));
    await choice(page, "lift-screen").click();
    counts.covers++;
  } else if (kind === "pass") {
    await choice(page, "pass-device").click();
    counts.passes = (counts.passes ?? 0) + 1;
  } else if (kind === "starting-domain") await choice(page, "default-domain").click();
  else if (kind === "roll") await choice(page, "stop-rolling").click();
  else if (kind === "feathers") await choice(page, "end-feathers").click();
  else if (kind === "complete") await choice(page, "confirm").click();
  else if (kind === "treachery") await placeByPointer(page, await allowedSpot(page));
  else if (kind === "build") {
    const pieces = page.locator('.turn [data-choice="piece"]:not([disabled]):not([data-piece^="wall"])');
    const lefts = await pieces.evaluateAll((buttons) => buttons.map((b) => Number(b.dataset.left)));
    if (lefts.length === 0) {
      await choice(page, "end-building").click();
      return;
    }
    await pieces.nth(lefts.indexOf(Math.min(...lefts))).click();
    const spot = await allowedSpot(page);
    if (spot === null) {
      await choice(page, "end-building").click();
    } else if ((counts.pointer + counts.keyboard) % 2 === 0) {
      await placeByPointer(page, spot);
      counts.pointer++;
    } else {
      await placeByKeyboard(page);
      counts.keyboard++;
    }
  } else if (kind === "computer") {
    await page.waitForTimeout(100);
  } else if (kind !== "game-over" && kind !== "elsewhere") {
    await page.locator(".turn .choices button").first().click();
  }
}
