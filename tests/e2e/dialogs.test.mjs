// The rules and export dialogs from the keyboard: focus goes in, stays in, and comes back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors } from "./browser.mjs";

/** The accessible-ish name of the focused element and whether it is inside the open dialog. */
function focusState(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    const dialog = document.querySelector("[role=dialog]");
    return {
      name: (element?.getAttribute("aria-label") || element?.textContent || element?.id || "").trim(),
      inDialog: Boolean(dialog && dialog.contains(element)),
    };
  });
}

test("dialogs keep keyboard focus inside while open and return it to their button", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${url}#setup=eoi`);
    await page.getByRole("button", { name: "Start the game" }).click();

    await page.getByRole("button", { name: "A Build factories" }).click();
    await page.getByRole("button", { name: /Undo/ }).and(page.locator(":not([disabled])")).waitFor();
    // The rules: Tab and Shift+Tab stay inside (the close button and the link to the rules page).
    await page.getByRole("button", { name: "Rules" }).focus();
    await page.keyboard.press("Enter");
    const rules = page.getByRole("dialog", { name: "Rules" });
    await rules.waitFor();
    await page.waitForFunction(() => document.querySelector("[role=dialog]")?.contains(document.activeElement));
    assert.deepEqual(await focusState(page), { name: "Close", inDialog: true });
    for (const key of ["Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      assert.equal((await focusState(page)).inDialog, true, `focus stays in the rules after ${key}`);
    }
    // The game's Ctrl+Z does not reach through the dialog to the game behind it.
    await page.keyboard.press("Control+z");
    assert.equal(await page.getByRole("button", { name: /Undo/ }).isEnabled(), true, "the move is still there");
    await page.keyboard.press("Escape");
    await rules.waitFor({ state: "detached" });
    assert.equal((await focusState(page)).name, "Rules", "focus is back on the Rules button");

    // Export: Tab walks through its controls and wraps from the last to the first and back.
    await page.getByRole("button", { name: "Export" }).focus();
    await page.keyboard.press("Enter");
    const exported = page.getByRole("dialog", { name: "Export and share" });
    await exported.waitFor();
    await page.waitForFunction(() => document.querySelector("[role=dialog]")?.contains(document.activeElement));
    const seen = [];
    // Close, the save string and its copy button, the share link and its (no replay link: the
    // game is not over, and a replay shows every player's secrets).
    for (let i = 0; i < 6; i++) {
      const state = await focusState(page);
      assert.equal(state.inDialog, true, `focus stays in the export dialog (step ${i})`);
      seen.push(state.name);
      await page.keyboard.press("Tab");
    }
    assert.equal(seen[0], "Close");
    assert.equal(seen[3], "export-link", seen.join(" → "));
    assert.equal(await page.locator("#export-replay-link").isVisible(), false, "no replay link before the game is over");
    // The boxes are as wide as each other.
    const widths = await page.evaluate(() => ["export-text", "export-link"].map((id) => Math.round(document.getElementById(id).getBoundingClientRect().width)));
    assert.equal(new Set(widths).size, 1, `the export boxes' widths: ${widths}`);
    assert.equal(seen[5], "Close", `Tab wraps after the last control: ${seen.join(" → ")}`);
    await page.keyboard.press("Shift+Tab");
    assert.equal((await focusState(page)).name, "Close");
    await page.keyboard.press("Shift+Tab");
    assert.equal((await focusState(page)).name, seen[4], "Shift+Tab from the first control goes to the last");
    // A click outside closes it too, and focus still comes back.
    await page.mouse.click(5, 790);
    await exported.waitFor({ state: "detached" });
    assert.equal((await focusState(page)).name, "Export");
    assert.deepEqual(errors, []);
  });
});
