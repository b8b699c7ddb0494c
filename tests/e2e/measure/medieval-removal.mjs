// Plays a hot-seat game until a fire or attack choice, then chooses on the map by keyboard.
import { withApp, axeViolations } from "../browser.mjs";
await withApp(async ({ url, browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${url}#setup=era-medieval`);
  await page.locator(`input[name=player-count][value="${process.argv[2] || 4}"]`).check();
  await page.locator("#seed").fill(process.argv[3] || "11");
  await page.locator("form.new-game-form button[type=submit]").click();
  await page.locator(".turn[data-decision]").waitFor();
  for (let step = 0; step < 3000; step++) {
    const kind = await page.locator(".turn").getAttribute("data-decision");
    const click = (name) => page.locator(`.turn [data-choice="${name}"]`).first().click();
    if (kind === "fire" || kind === "attack") {
      const n = await page.locator(".domain-board .removable").count();
      const buttons = await page.locator('.turn [data-choice="remove"]').count();
      console.log(await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(localStorage).map(([k, v]) => [k, v.slice(0, 400)])))));
      console.log(kind, "removable on map", n, "buttons", buttons, "step", step);
      await page.locator(".domain-board .removable").first().hover();
      await page.screenshot({ path: "/tmp/medb/removal.png" });
      console.log("axe", JSON.stringify(await axeViolations(page)));
      await page.locator(".domain-board .removable").first().focus();
      await page.keyboard.press("Enter");
      await page.waitForTimeout(200);
      console.log("after Enter:", await page.locator(".turn").getAttribute("data-decision"), await page.locator(".log-lines li").first().innerText());
      return;
    }
    if (kind === "game-over") { console.log("no removal"); return; }
    if (kind === "cover") await click("lift-screen");
    else if (kind === "pass") await click("pass-device");
    else if (kind === "starting-domain") await click("default-domain");
    else if (kind === "roll") {
      const dice = page.locator(".turn .dice-tray button:not([disabled])");
      const count = await dice.count();
      for (let i = 0; i < count; i++) await dice.nth(i).click();
      if (count > 0 && (await page.locator('.turn [data-choice="reroll"]:not([disabled])').count()) > 0) await click("reroll");
      else await click("stop-rolling");
    }
    else if (kind === "feathers") await click("end-feathers");
    else if (kind === "complete") await click("confirm");
    else if (kind === "build") {
      const piece = page.locator('.turn [data-choice="piece"]:not([disabled]):not([data-piece^="wall"])').first();
      let placed = false;
      if ((await piece.count()) > 0) {
        await piece.click();
        const hint = page.locator(".domain-board.placing .hint").first();
        if ((await hint.count()) > 0) {
          const [cx, cy] = [Number(await hint.getAttribute("cx")), Number(await hint.getAttribute("cy"))];
          await page.locator(`.domain-board.placing [data-cell="${Math.floor(cy / 10)},${Math.floor(cx / 10)}"]`).click();
          placed = true;
        }
      }
      if (!placed) await click("end-building");
    } else if (kind === "treachery") {
      const hint = page.locator(".domain-board.placing .hint").first();
      const [cx, cy] = [Number(await hint.getAttribute("cx")), Number(await hint.getAttribute("cy"))];
      await page.locator(`.domain-board.placing [data-cell="${Math.floor(cy / 10)},${Math.floor(cx / 10)}"]`).click();
    } else await page.locator(".turn .choices button").first().click();
  }
});
