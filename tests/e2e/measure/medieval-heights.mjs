// Measures ERA: Medieval Age's page height at 1280x800 in each decision, 1-4 players, EN/FR/DE:
// `EOI_DIST=dist-era-medieval node tests/e2e/measure/medieval-heights.mjs [players] [languages]`.
// With SHOTS=dir, saves a screenshot of each decision kind's first screen.
import { withApp } from "../browser.mjs";

const counts = (process.argv[2] || "1,2,3,4").split(",").map(Number);
const languages = (process.argv[3] || "en,fr,de").split(",");
const locales = { en: "en-GB", fr: "fr-FR", de: "de-DE" };
const [width, height] = (process.env.VIEWPORT || "1280x800").split("x").map(Number);

await withApp(async ({ url, browser }) => {
  for (const players of counts) {
    for (const language of languages) {
      const context = await browser.newContext({ locale: locales[language], viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(`${url}#setup=era-medieval`);
      await page.locator(`input[name=player-count][value="${players}"]`).check();
      await page.locator("#seed").fill("5");
      await page.locator("form.new-game-form button[type=submit]").click();
      await page.locator(".turn[data-decision]").waitFor();
      const worst = {};
      let builds = 0;
      for (let step = 0; step < 400 && builds < 6; step++) {
        const kind = await page.locator(".turn").getAttribute("data-decision");
        const h = await page.evaluate(() => {
          const board = document.querySelector(".medieval-board");
          return document.scrollingElement.scrollHeight + Math.max(0, board.scrollHeight - board.clientHeight);
        });
        if (!(kind in worst) || h > worst[kind]) {
          worst[kind] = h;
          if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${players}p-${language}-${kind}.png` });
        }
        const click = (name) => page.locator(`.turn [data-choice="${name}"]`).first().click();
        if (kind === "game-over") break;
        if (kind === "cover") await click("lift-screen");
        else if (kind === "pass") await click("pass-device");
        else if (kind === "starting-domain") await click("default-domain");
        else if (kind === "roll") await click("stop-rolling");
        else if (kind === "feathers") await click("end-feathers");
        else if (kind === "complete") await click("confirm");
        else if (kind === "build") {
          builds++;
          const piece = page.locator('.turn [data-choice="piece"]:not([disabled])').first();
          if ((await piece.count()) > 0) {
            await piece.click();
            const h2 = await page.evaluate(() => document.scrollingElement.scrollHeight);
            if (h2 > worst.build) worst.build = h2;
            if (process.env.SHOTS && builds === 1) await page.screenshot({ path: `${process.env.SHOTS}/${players}p-${language}-build-holding.png` });
          }
          await click("end-building");
        } else if (kind === "treachery") {
          const hint = page.locator(".domain-board.placing .hint").first();
          const [cx, cy] = [Number(await hint.getAttribute("cx")), Number(await hint.getAttribute("cy"))];
          await page.locator(`.domain-board.placing [data-cell="${Math.floor(cy / 10)},${Math.floor(cx / 10)}"]`).click();
        } else if (kind === "computer") await page.waitForTimeout(100);
        else await page.locator(".turn .choices button").first().click();
        await page.waitForTimeout(30);
      }
      console.log(`${players}p ${language}: ${JSON.stringify(worst)}`);
      await context.close();
    }
  }
});
