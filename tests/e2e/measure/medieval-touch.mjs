// Places a building by touch, then looks at where the next copy waits.
import { withApp } from "../browser.mjs";
await withApp(async ({ url, browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${url}#setup=era-medieval`);
  await page.locator(`input[name=player-count][value="1"]`).check();
  await page.locator("#seed").fill("7");
  await page.locator("form.new-game-form button[type=submit]").click();
  await page.locator(".turn[data-decision]").waitFor();
  for (let step = 0; step < 300; step++) {
    const kind = await page.locator(".turn").getAttribute("data-decision");
    const click = (name) => page.locator(`.turn [data-choice="${name}"]`).first().click();
    if (kind === "build") {
      const piece = page.locator('.turn [data-choice="piece"]:not([disabled]):not([data-piece^="wall"])').first();
      if ((await piece.count()) === 0) { await click("end-building"); continue; }
      console.log(await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.includes(".game."))[1].slice(0, 300)));
      await piece.tap();
      const hint = page.locator(".domain-board.placing .hint").first();
      const [cx, cy] = [Number(await hint.getAttribute("cx")), Number(await hint.getAttribute("cy"))];
      const cell = page.locator(`.domain-board.placing [data-cell="${Math.floor(cy / 10)},${Math.floor(cx / 10)}"]`);
      await cell.scrollIntoViewIfNeeded();
      await cell.tap();
      await page.waitForTimeout(200);
      const after = await page.evaluate(() => ({
        pending: document.querySelector(".preview-banner") !== null,
        preview: document.querySelector(".domain-board .preview")?.getAttribute("class"),
        status: document.querySelector(".placement-status")?.textContent,
      }));
      const now = await page.locator(".turn").getAttribute("data-decision");
      if (now !== "build" || !after.preview) continue;
      console.log(JSON.stringify(after));
      await page.screenshot({ path: "/tmp/medb/touch.png" });
      return;
    }
    if (kind === "treachery") {
      const hint = page.locator(".domain-board.placing .hint").first();
      const [cx, cy] = [Number(await hint.getAttribute("cx")), Number(await hint.getAttribute("cy"))];
      await page.locator(`.domain-board.placing [data-cell="${Math.floor(cy / 10)},${Math.floor(cx / 10)}"]`).click();
    } else if (kind === "starting-domain") await click("default-domain");
    else if (kind === "roll") await click("stop-rolling");
    else if (kind === "feathers") await click("end-feathers");
    else if (kind === "complete") await click("confirm");
    else if ((await page.locator(".turn .choices button").count()) > 0) await page.locator(".turn .choices button").first().click();
    else console.log("stuck at", kind);
  }
});
