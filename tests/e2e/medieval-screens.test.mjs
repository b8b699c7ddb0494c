// ERA: Medieval Age's screens as a new player meets them: nothing cut or past the window in any
// language (the monastery roll of issue 26, a roll, a placement, the final scores, the phone's
// score table), the keyboard focus staying with the decision after every move, no axe-core
// violation on any screen, and the Rules dialog showing the full rules from the static pages
// (assets/rules/), in English, French and German, offline too.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, axeViolations, overflowOf, waitForServiceWorker } from "./browser.mjs";

/** A solitaire game at round 3, roll 1 done, with a monastery to set a die (issue 26, item 10). */
const MONASTERY = "AiKDEzY2DGVyYS1tZWRpZXZhbAEBAAEEUnV0aC8BAAAAAAAA_woABQgGBQcGCwEBBwASAQIARAEBAMkP";

/** Three players at round 4, Player 2 to collect with a full stone track: every "or" choice loses stone. */
const FULL_TRACK = "A5DkuhBxDGVyYS1tZWRpZXZhbAEDAAAAAwhQbGF5ZXIgMQhQbGF5ZXIgMghQbGF5ZXIgM8sL-iv5r-kE_2O3lWECNrUjLBln4V0dNVGX8vuvDqs65uGTMCMxx2mI9jmJXMaByv9iZHNaJOGFm1ZpWVbPuJx0Y2A";

const LANGUAGES = [
  ["en", "en-GB"],
  ["fr", "fr-FR"],
  ["de", "de-DE"],
];

const turn = (page) => page.locator(".turn");
const choice = (page, name) => page.locator(`.turn [data-choice="${name}"]`).first();

/**
 * What is cut or runs past the window: the page scrolling sideways, overflowOf's elements of the
 * side column wider than their box (without the 1 px texts for screen readers), and anything in
 * the side column reaching past its right edge (which would make the column scroll sideways).
 */
async function cut(page) {
  const { page: beyond, cut: clipped } = await overflowOf(page);
  const past = await page.evaluate(() => {
    const side = document.querySelector(".side");
    if (!side) return [];
    const edge = side.getBoundingClientRect().right;
    const found = [];
    if (side.scrollWidth > side.clientWidth + 1) found.push(`.side: ${side.scrollWidth} > ${side.clientWidth}`);
    for (const element of side.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width > 2 && box.right > edge + 1) {
        found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join(".")} ends at ${Math.round(box.right)} > ${Math.round(edge)}`);
      }
    }
    return found;
  });
  return [
    ...(beyond.scrollWidth > 0 ? [`the page scrolls sideways by ${beyond.scrollWidth} px`] : []),
    // SVG text (a seat token's initial) has no CSS box to be cut by.
    ...clipped.filter((line) => !/ > [0-2]$/.test(line) && !/^(text|tspan)\./.test(line)),
    ...past,
  ];
}

/** Asserts that the page does not scroll at 1280x800: the whole game on one screen. */
async function oneScreen(page, what) {
  const { height, board } = await page.evaluate(() => {
    const board = document.querySelector(".medieval-board");
    return { height: document.scrollingElement.scrollHeight, board: board ? board.scrollHeight - board.clientHeight : 0 };
  });
  assert.ok(height <= 800, `${what}: the page is ${height} px high at 1280x800`);
  assert.ok(board <= 1, `${what}: the board scrolls by ${board} px`);
}

/** Asserts that the keyboard focus is in the turn panel (the new decision) after `move`. */
async function focusStaysWithTheDecision(page, move) {
  // Once the new decision is drawn (two frames on).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.activeElement?.closest(".turn"), null, { timeout: 3000 }).catch(() => {});
  const focused = await page.evaluate(() => {
    const active = document.activeElement;
    const decision = document.querySelector(".turn")?.dataset.decision;
    return active?.closest(".turn") ? "turn" : `${active?.tagName.toLowerCase()}.${active?.className} at ${decision}`;
  });
  assert.equal(focused, "turn", `the focus after ${move}`);
}

/** Places the piece in hand on its first allowed spot, by pointer. */
async function placeFirstAllowed(page) {
  const hint = page.locator(".domain-board.placing .hint").first();
  if ((await hint.count()) === 0) return false;
  const [cx, cy] = [Number(await hint.getAttribute("cx")), Number(await hint.getAttribute("cy"))];
  const cell = page.locator(`.domain-board.placing [data-cell="${Math.floor(cy / 10)},${Math.floor(cx / 10)}"]`);
  await cell.hover();
  await cell.click();
  return true;
}

/** Opens the Rules dialog and checks it shows the full rules of the page's language. */
async function checkRules(page, language) {
  await page.getByTestId("rules").click();
  const dialog = page.getByRole("dialog");
  const disasters = dialog.locator(".rules-page table").nth(2);
  await disasters.waitFor();
  assert.equal(await disasters.locator("tbody tr").count(), 6, `the disaster table's rows in ${language}`);
  const text = await dialog.innerText();
  const extortion = {
    en: /every other player who shows fewer swords than you and fewer shields than your swords/,
    fr: /chaque autre joueur qui montre moins d’épées que vous et moins de boucliers que vous n’avez d’épées/,
    de: /jede andere Person, die weniger Schwerter zeigt als du und weniger Schilde, als du Schwerter hast/,
  }[language];
  assert.match(text, extortion, `extortion as the engine plays it, in ${language}`);
  assert.equal(await dialog.locator(`a[href="rules/era-medieval.${language}.html"]`).count(), 1);
  // Headed tables, in a dialog audited like every screen.
  assert.equal(await dialog.locator(".rules-page table:not(:has(th[scope=col]))").count(), 0);
  assert.deepEqual(await axeViolations(page), [], `the rules dialog in ${language}`);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
}

test("the monastery roll of issue 26 fits its column in English, French and German, at 1280x800 and on a phone", async () => {
  await withApp(async ({ url, browser }) => {
    for (const [language, locale] of LANGUAGES) {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${url}#game=${MONASTERY}`);
      await page.locator(".turn fieldset.monastery select").waitFor();
      for (const [width, height] of [[390, 844], [1280, 800]]) {
        await page.setViewportSize({ width, height });
        const where = `in ${language} at ${width}px`;
        assert.deepEqual(await cut(page), [], `the monastery roll ${where}`);
        // Every die's option reads in full in the closed selector (its text within the box, less
        // the arrow's room).
        const options = await page.locator(".turn fieldset.monastery select").evaluate((select) => {
          const style = getComputedStyle(select);
          const context = document.createElement("canvas").getContext("2d");
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
          return [...select.options].filter((option) => context.measureText(option.text).width > room).map((option) => option.text);
        });
        assert.deepEqual(options, [], `monastery options cut ${where}`);
      }
      if (language === "en") {
        assert.deepEqual(await axeViolations(page), [], "a roll with a monastery");
        // Reroll one die, then keep the dice: the focus stays with the decision each time.
        await page.locator(".dice-tray button:not([disabled])").first().click();
        await choice(page, "reroll").click();
        await focusStaysWithTheDecision(page, "a reroll");
        await choice(page, "stop-rolling").click();
        await focusStaysWithTheDecision(page, "keeping the dice");
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});

test("a solitaire game to its rank: placement, rolls and scores fit, focus follows, axe finds nothing, full rules in 3 languages", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(url);
    await page.locator('.game-card[data-game="era-medieval"]').getByRole("button", { name: "Set up a game" }).click();
    await page.locator('input[name=player-count][value="1"]').check();
    await page.locator("#seed").fill("7");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.locator(".turn[data-decision]").waitFor();
    const seen = new Set();
    for (let step = 0; step < 1500; step++) {
      const kind = await turn(page).getAttribute("data-decision");
      if (kind === "game-over") break;
      if (kind === "starting-domain") {
        await choice(page, "default-domain").click();
        await focusStaysWithTheDecision(page, "taking the suggested domain");
      } else if (kind === "roll") {
        if (!seen.has("roll")) {
          assert.deepEqual(await cut(page), [], "a roll");
          await oneScreen(page, "a roll");
          assert.deepEqual(await axeViolations(page), [], "a roll");
          seen.add("roll");
        }
        await choice(page, "stop-rolling").click();
      } else if (kind === "feathers") await choice(page, "end-feathers").click();
      else if (kind === "complete") {
        // The screen reader's status says what the panel asks, not the next player's decision.
        assert.match(await page.locator('.turn [role="status"]').innerText(), /confirm these pieces\?/);
        await choice(page, "confirm").click();
        await focusStaysWithTheDecision(page, "confirming");
        seen.add("confirm");
      } else if (kind === "treachery") await placeFirstAllowed(page);
      else if (kind === "build") {
        const piece = page.locator('.turn [data-choice="piece"]:not([disabled]):not([data-piece^="wall"])').first();
        if ((await piece.count()) === 0) {
          await choice(page, "end-building").click();
          continue;
        }
        await piece.click();
        if (!seen.has("placement") && (await page.locator(".domain-board.placing .hint").count()) > 0) {
          // A piece in hand, its preview on the domain: the board in the middle of the game.
          const hint = page.locator(".domain-board.placing .hint").first();
          const [cx, cy] = [Number(await hint.getAttribute("cx")), Number(await hint.getAttribute("cy"))];
          await page.locator(`.domain-board.placing [data-cell="${Math.floor(cy / 10)},${Math.floor(cx / 10)}"]`).hover();
          assert.deepEqual(await cut(page), [], "a placement");
          await oneScreen(page, "a placement");
          // The legend of the icons opens over the board, clean for axe.
          await page.locator(".round-bar .legend summary").click();
          assert.ok((await page.locator(".legend-list li").count()) >= 15, "the legend's entries");
          assert.deepEqual(await axeViolations(page), [], "the legend");
          await page.locator(".round-bar .legend summary").click();
          assert.deepEqual(await axeViolations(page), [], "a placement, mid-game");
          seen.add("placement");
        }
        if (!(await placeFirstAllowed(page))) await choice(page, "end-building").click();
        else if ((await turn(page).getAttribute("data-decision")) !== "build") {
          await page.waitForTimeout(50);
          if (!seen.has("place")) {
            await focusStaysWithTheDecision(page, "placing a building");
            seen.add("place");
          }
        }
      } else if (kind === "computer") await page.waitForTimeout(100);
      else await page.locator(".turn .choices button").first().click();
    }
    assert.deepEqual([...seen].sort(), ["confirm", "place", "placement", "roll"]);
    await page.getByRole("heading", { name: "Final scores" }).waitFor();
    assert.deepEqual(await cut(page), [], "the final scores");
    await oneScreen(page, "the final scores");
    assert.deepEqual(await axeViolations(page), [], "the final scores");
    // In each language: on a phone every column of the score table is on screen, inside its
    // panel; the Rules dialog shows the full rules (the switcher changes the page fetched).
    for (const [language] of LANGUAGES) {
      await page.getByTestId("language").selectOption(language);
      await page.setViewportSize({ width: 390, height: 844 });
      const table = await page.evaluate(() => {
        const panel = document.querySelector(".final-scores");
        const table = panel.querySelector("table");
        const edge = Math.min(panel.getBoundingClientRect().right, innerWidth);
        const cells = [...table.querySelectorAll("th, td")];
        return {
          wider: table.scrollWidth - panel.clientWidth,
          off: cells.filter((cell) => cell.getBoundingClientRect().right > edge + 1).map((cell) => cell.textContent),
          columns: table.querySelectorAll("thead th").length,
        };
      });
      assert.equal(table.columns, 8);
      assert.ok(table.wider <= 0, `the score table is ${table.wider} px wider than its panel in ${language}`);
      assert.deepEqual(table.off, [], `score cells past the panel on a phone in ${language}`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await checkRules(page, language);
    }
    assert.deepEqual(errors, []);
  });
});

test("two players: laying out, \"I am\" on the covers, keeping the dice and passing the device keep the focus; axe and nothing cut at a hot-seat roll", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(url);
    await page.locator('.game-card[data-game="era-medieval"]').getByRole("button", { name: "Set up a game" }).click();
    await page.locator('input[name=player-count][value="2"]').check();
    await page.locator("#seed").fill("3");
    await page.getByRole("button", { name: "Start the game" }).click();
    // Each player lays out their domain and rolls behind a cover; between two rollers the
    // device is passed on.
    const seen = [];
    for (let step = 0; step < 30 && seen.filter((kind) => kind === "roll").length < 2; step++) {
      const kind = await turn(page).getAttribute("data-decision");
      seen.push(kind);
      if (kind === "cover") {
        if (!seen.slice(0, -1).includes("cover")) assert.deepEqual(await axeViolations(page), [], "the cover");
        await choice(page, "lift-screen").click();
        await focusStaysWithTheDecision(page, "\"I am\" on the cover");
      } else if (kind === "starting-domain") await choice(page, "default-domain").click();
      else if (kind === "pass") {
        await choice(page, "pass-device").click();
        await focusStaysWithTheDecision(page, "passing the device");
      } else if (kind === "roll") {
        if (!seen.slice(0, -1).includes("roll")) {
          assert.deepEqual(await axeViolations(page), [], "the board with another player's domain, at a roll");
          assert.deepEqual(await cut(page), [], "a hot-seat roll");
          await oneScreen(page, "a hot-seat roll");
        }
        await choice(page, "stop-rolling").click();
        await focusStaysWithTheDecision(page, "keeping the dice");
      } else if (kind === "complete") await choice(page, "confirm").click();
      else assert.fail(`unexpected decision ${kind}`);
    }
    assert.ok(seen.includes("cover") && seen.filter((kind) => kind === "roll").length === 2, seen.join(" "));
    assert.deepEqual(errors, []);
  });
});

test("collecting says what a full track loses, in each language, as the engine counts it", async () => {
  await withApp(async ({ url, browser }) => {
    for (const [language, locale, losing] of [
      ["en", "en-GB", /^Take 5 food, losing 2 stone \(track full\)$/],
      ["fr", "fr-FR", /en perdant 2 pierres \(piste pleine\)$/],
      ["de", "de-DE", /2 Stein verfallen \(Leiste voll\)$/],
    ]) {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${url}#game=${FULL_TRACK}`);
      await page.locator(".turn[data-decision]").waitFor();
      if ((await turn(page).getAttribute("data-decision")) === "cover") await choice(page, "lift-screen").click();
      const options = await page.locator('.turn [data-choice="collect"]').allInnerTexts();
      assert.equal(options.length, 3, `${language}: ${options.join("; ")}`);
      assert.match(options[0], losing, language);
      assert.deepEqual(await cut(page), [], `${language}: the collect choices`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});

test("the rules work offline after one visit, and open on their own page", async () => {
  await withApp(async ({ url, browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('.game-card[data-game="era-medieval"]').waitFor();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await page.locator('.game-card[data-game="era-medieval"] .game-rules').click();
    const dialog = page.getByRole("dialog");
    await dialog.locator(".rules-page table").first().waitFor();
    assert.equal(await dialog.locator(".rules-page h2").count(), 8);
    assert.deepEqual(await cut(page), []);
    // Each page on its own: linkable, clean for axe, fitting a phone, printable.
    await context.setOffline(false);
    const own = await context.newPage();
    for (const [language] of LANGUAGES) {
      await own.goto(`${url}rules/era-medieval.${language}.html`);
      assert.equal(await own.locator("h1").count(), 1);
      assert.equal(await own.locator("table").count(), 4);
      assert.deepEqual(await axeViolations(own), [], `the rules page on its own in ${language}`);
      assert.equal(await own.evaluate(() => document.scrollingElement.scrollWidth - innerWidth), 0, `the ${language} page fits a phone`);
      await own.emulateMedia({ media: "print" });
      assert.equal(await own.locator("nav").isVisible(), false, "printing leaves the links out");
      await own.emulateMedia({ media: "screen" });
    }
    await context.close();
  });
});

/** Two players at round 2, Otto's fire: he loses a building of his choice. */
const FIRE = "AtmJX1lPDGVyYS1tZWRpZXZhbAECAAACBFJ1dGgET3R0bwsAAAAAAAAA_xAAAAUPBQ8FDAUIAwIBAQAEAQEAAgEBAAQBAwAGBR8FGwUfBR0JAAAAAA";

test("fire is chosen on the domain map: every building the engine lets go is highlighted, and Enter on one removes it; the map's rows and columns are numbered", async () => {
  await withApp(async ({ url, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${url}#game=${FIRE}`);
    await page.locator('.turn[data-decision="fire"]').waitFor();
    const onMap = page.locator(".domain-board .removable");
    assert.equal(await onMap.count(), await page.locator('.turn [data-choice="remove"]').count());
    assert.ok((await onMap.count()) > 0);
    assert.equal(await page.locator(".domain-board .ruler text").count(), 28);
    await oneScreen(page, "a fire");
    assert.deepEqual(await axeViolations(page), [], "a fire on the map");
    const first = onMap.first();
    const name = await first.getAttribute("aria-label");
    const fill = () => first.locator(".removable-cell").first().evaluate((cell) => getComputedStyle(cell).fill);
    const before = await fill();
    await first.focus();
    assert.notEqual(await fill(), before, "the focused building is highlighted");
    await page.keyboard.press("Enter");
    await page.locator('.turn[data-decision="fire"]').waitFor({ state: "detached" });
    const building = name.split(/ at /)[0];
    assert.match(await page.locator(".log-lines li").first().innerText(), new RegExp(`destroys .*${building}`));
    assert.deepEqual(errors, []);
  });
});

/** Solitaire, round 2: Ruth builds with hammers for more than one longhouse. */
const BUILD = "AuftlzA1DGVyYS1tZWRpZXZhbAEBAAEEUnV0aAcAAAAAAAAA_wsABgoBAQACBgoGCQAAAAAKAQAABAY";

/**
 * Taps the middle of `locator` where it is now on a 390x844 screen, asserting that it is on
 * screen and not under another part of the page: the player reaches it without scrolling.
 */
async function tapWhereItIs(page, locator, what) {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is drawn`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  assert.ok(x >= 0 && x <= 390 && y >= 0 && y <= 844, `${what} is on screen (its middle at ${Math.round(x)},${Math.round(y)})`);
  const uncovered = await locator.evaluate((element, [x, y]) => element.contains(document.elementFromPoint(x, y)), [x, y]);
  assert.ok(uncovered, `${what} is not under another part of the page`);
  await page.touchscreen.tap(x, y);
}

/** Where the domain is drawn with the page scrolled to its top. */
async function domainFromTop(page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return Math.round((await page.locator(".domain-board svg").boundingBox()).y);
}

/** The page's height and how far it is scrolled. */
const pageAt = (page) => page.evaluate(() => ({ height: document.scrollingElement.scrollHeight, y: Math.round(scrollY) }));

test("on a phone, by touch: a longhouse is picked from the docked list, placed on the domain and confirmed with no scrolling; the next copy waits where it fits; axe finds nothing", async (t) => {
  await withApp(async ({ url, browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${url}#game=${BUILD}`);
    await page.locator(".turn[data-decision]").waitFor();
    const firstSpot = async () => {
      const hint = page.locator(".domain-board.placing .hint").first();
      const [cx, cy] = [Number(await hint.getAttribute("cx")), Number(await hint.getAttribute("cy"))];
      return page.locator(`.domain-board.placing [data-cell="${Math.floor(cy / 10)},${Math.floor(cx / 10)}"]`);
    };
    // The save opens at the scorched area of a treachery, before the building.
    for (let step = 0; step < 6; step++) {
      const kind = await turn(page).getAttribute("data-decision");
      if (kind === "build") break;
      if (kind === "treachery") {
        // The scorched area is taken up where it fits, not on a taken spot.
        assert.equal(await page.locator(".placement-status").getAttribute("data-allowed"), "true");
        await tapWhereItIs(page, await firstSpot(), "the scorched area's spot");
      } else if (kind === "complete") await tapWhereItIs(page, choice(page, "confirm"), "Confirm");
      else if (kind === "roll") await tapWhereItIs(page, choice(page, "stop-rolling"), "Keep these dice");
      else await page.locator(".turn .choices button").first().tap();
      await page.waitForTimeout(100);
    }
    const before = await pageAt(page);
    // Each supply is named with its count; a screen reader also reads its cost and what it gives.
    const longhouses = page.locator(".supply-item").nth(1);
    const [shown, read] = [await longhouses.locator(".supply-shown").innerText(), await longhouses.locator(".visually-hidden").textContent()];
    const left = shown.match(/^(\d+)\s*Longhouse$/)?.[1];
    assert.ok(left, `the longhouses seen: ${shown}`);
    assert.equal(read, `longhouse: costs 2 wood. 1 point; a peasant die. ${left} left.`);
    // The decision is docked at the bottom of the screen, under the domain.
    const dock = await page.locator(".side").boundingBox();
    const domain = await page.locator(".domain-board svg").boundingBox();
    assert.ok(Math.round(dock.y + dock.height) === 844, `the decision is docked at the bottom (${Math.round(dock.y)}-${Math.round(dock.y + dock.height)})`);
    assert.ok(domain.y < dock.y, "the domain comes before the decision");
    await tapWhereItIs(page, page.locator('.turn [data-piece="longhouse"]'), "the longhouse in the list");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForTimeout(150);
    const holding = await pageAt(page);
    assert.deepEqual(await axeViolations(page), [], "a longhouse in hand on a phone");
    await tapWhereItIs(page, await firstSpot(), "the longhouse's spot");
    await page.locator(".preview-banner").waitFor();
    // The preview's banner lies over the page, not in its flow, where it would push the domain
    // down under the finger as the first piece is placed: the domain is where it is without it.
    const withBanner = await domainFromTop(page);
    await page.locator(".preview-banner").evaluate((banner) => (banner.style.display = "none"));
    const withoutBanner = await domainFromTop(page);
    await page.locator(".preview-banner").evaluate((banner) => (banner.style.display = ""));
    assert.equal(withBanner, withoutBanner, "the preview's banner pushes the domain down");
    assert.equal(await page.locator(".turn").getAttribute("data-decision"), "build");
    // The next copy waits where it fits, not on top of the one just placed.
    assert.equal(await page.locator(".domain-board .preview").getAttribute("class"), "preview allowed");
    assert.equal(await page.locator(".placement-status").getAttribute("data-allowed"), "true");
    // Turn and cancel beside the confirm control, all in the dock.
    for (const name of ["turn", "cancel"]) {
      const box = await choice(page, name).boundingBox();
      assert.ok(box && box.y >= dock.y - 1 && box.y + box.height <= 845, `${name} is in the dock`);
    }
    // A touch screen has no R key to name.
    assert.equal((await choice(page, "turn").innerText()).trim(), "Turn the piece");
    await tapWhereItIs(page, page.locator('.turn [data-choice="end-building"], .turn [data-choice="confirm"]').first(), "the confirm control");
    await page.locator(".preview-banner").waitFor({ state: "detached" });
    assert.match(await page.locator(".log-lines").textContent(), /builds a longhouse/);
    const after = await pageAt(page);
    t.diagnostic(`page at the building ${JSON.stringify(before)}, a piece in hand ${JSON.stringify(holding)}, after ${JSON.stringify(after)}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
