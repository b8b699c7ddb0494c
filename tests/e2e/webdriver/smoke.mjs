// The smoke suite run in each browser other than Chromium (Firefox ESR, WebKit) through WebDriver,
// against the release build served under /era-of-inventions/ (dist/, or EOI_DIST): the home
// screen, a few moves of each game, reload and resume, share links, and the start with the server
// gone after one visit (the service worker's cache). Chromium's suite (../*.test.mjs) is the full
// one; this one stays lean. One browser session for the whole suite, in order, as a visitor would.
import { describe, test, before, after, afterEach } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "../serve.mjs";
import { launch } from "./client.mjs";
import { contrastOn } from "./png.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const DIST = process.env.EOI_DIST || path.join(here, "..", "..", "..", "dist");

/** A save string of `game`'s golden saves (crates/games/<game>/tests/golden/). */
function goldenSave(game) {
  const dir = path.join(here, "..", "..", "..", "crates", "games", game, "tests", "golden");
  const file = fs.readdirSync(dir).filter((name) => name.startsWith("saves-v")).sort().pop();
  const line = fs.readFileSync(path.join(dir, file), "utf8").split("\n").find((l) => l && !l.startsWith("#"));
  return line.split(" ").pop();
}

/** A small seeded random generator, so a run plays the same moves every time. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/**
 * Where play stands: the decision on screen, its heading, the log's length and the open game's
 * saved revision (one more after each move).
 */
const STANDING = `
  const turn = document.querySelector(".turn[data-decision]");
  if (!turn) return null;
  let revision = null;
  try {
    const open = JSON.parse(localStorage.getItem("tabletop.v1.open"));
    revision = JSON.parse(localStorage.getItem(open.game + ".v1.game." + open.id)).revision;
  } catch (e) {}
  return {
    decision: turn.dataset.decision,
    seat: turn.dataset.seat ?? null,
    heading: document.getElementById("turn-heading")?.textContent ?? "",
    log: document.querySelectorAll(".log-lines li").length,
    revision,
  };`;

/** Records uncaught errors (a panic in the wasm among them) from now on in this page. */
const WATCH_ERRORS = `
  if (!window.__smokeErrors) {
    window.__smokeErrors = [];
    addEventListener("error", (event) => window.__smokeErrors.push(String(event.message || event.error)));
    addEventListener("unhandledrejection", (event) => window.__smokeErrors.push("unhandled rejection: " + String(event.reason)));
  }
  return true;`;

export function smoke(browser) {
  describe(`smoke in ${browser}`, () => {
    let session;
    let server;
    let url;
    let eoiLink;

    before(async () => {
      ({ server, url } = await serve(DIST));
      session = await launch(browser);
      console.log(`# ${session.version}`);
    });

    after(async () => {
      await session?.close();
      server?.closeAllConnections();
      server?.close();
    });

    afterEach(async (context) => {
      // With EOI_SCREENSHOT_DIR set, each step leaves a picture of the window as it ended there.
      const dir = process.env.EOI_SCREENSHOT_DIR;
      if (dir && session?.id) {
        const name = `${browser}-${context.name.replace(/[^a-z0-9]+/gi, "-").slice(0, 60)}.png`;
        await session.screenshot(path.join(dir, name)).catch(() => {});
      }
    });

    /** Waits for the app to draw (a game, or the home screen) and watches the page's errors. */
    async function appShown() {
      await session.waitFor(`return document.querySelector(".turn[data-decision], .game-card") && !document.getElementById("boot");`, {
        what: "the app drawn",
        timeout: 30000,
      });
      await session.execute(WATCH_ERRORS);
    }

    async function noErrors() {
      assert.deepEqual(await session.execute("return window.__smokeErrors || [];"), []);
    }

    const standing = () => session.execute(STANDING);

    /** Runs `move`, then waits until play has moved on from `before`. */
    async function moved(move) {
      const before = await standing();
      await move();
      return session.waitFor(
        `const now = (() => { ${STANDING} })(); const before = arguments[0];
         return now && Object.keys(now).some((key) => now[key] !== before[key]) ? now : null;`,
        { what: `a move after ${JSON.stringify(before)}`, args: [before] },
      );
    }

    /** Reloads the page and checks the game comes back exactly where it was. */
    async function reloadResumes() {
      const before = await standing();
      assert.ok(before, "a game is on screen");
      await session.refresh();
      await appShown();
      const after = await session.waitFor(STANDING, { what: "the game resumed" });
      assert.deepEqual(after, before, "the reload resumed where play stopped");
    }

    async function leaveGame() {
      await session.clickButton("New game", { within: "nav.controls" });
      await session.clickButton("Leave");
      await session.waitForElement(".game-card");
    }

    /**
     * Every control of the top bar (the game's buttons, the language) is readable as the browser
     * draws it: its text colour against the background in its screenshot. A browser that draws a
     * control its own way (a native select) ignores the page's background, not its text colour.
     */
    async function topBarReadable() {
      // The skip link is drawn only while focused (then as the buttons beside it).
      const controls = await session.findAll(".top-bar button:not([disabled], .skip-link), .top-bar select");
      assert.ok(controls.length >= 4, `${controls.length} controls in the top bar`);
      const unreadable = [];
      for (const control of controls) {
        const [name, color] = await session.execute(
          `const style = getComputedStyle(arguments[0]); return [arguments[0].getAttribute("aria-label") || arguments[0].textContent.trim(), style.color];`,
          control,
        );
        const text = color.match(/[\d.]+/g).slice(0, 3).map(Number);
        const { ratio, background } = contrastOn(await session.pixelsOf(control), text);
        if (ratio < 4.5) unreadable.push(`${name}: ${color} on rgb(${background}) is ${ratio.toFixed(2)}:1`);
      }
      assert.deepEqual(unreadable, [], "top-bar controls below 4.5:1");
    }

    /** The home screen, whatever the test before left on screen. */
    async function home() {
      await session.goto(url);
      await appShown();
      if (await session.find("nav.controls")) await leaveGame();
    }

    /** From the home screen: `game`'s new-game form (its bundle loaded), `players` seats. */
    async function setUp(game, players, seed) {
      await home();
      await session.clickCss(`.game-card[data-game="${game}"] .game-card-actions button.secondary`);
      await session.waitFor(
        `return document.querySelector('.game-card.chosen[data-game="${game}"]') && document.querySelector('input[name=player-count][value="${players}"]');`,
        { what: `${game}'s new-game form`, timeout: 30000 },
      );
      await appShown();
      await session.clickCss(`input[name=player-count][value="${players}"]`);
      const seedInput = await session.waitForElement("#seed");
      await session.clear(seedInput);
      await session.type(seedInput, String(seed));
      assert.equal(await session.property(seedInput, "value"), String(seed));
      await session.clickCss(".new-game-form button[type=submit]");
      return session.waitFor(STANDING, { what: `${game}: the first decision` });
    }

    test("the home screen shows the three games", async () => {
      await session.goto(url);
      await appShown();
      const titles = await session.waitFor(
        `const titles = [...document.querySelectorAll(".game-card")].map((card) => [card.dataset.game, card.querySelector("h3").textContent]);
         return titles.length === 3 ? titles : null;`,
        { what: "three game cards" },
      );
      assert.deepEqual(titles, [
        ["eoi", "Era of Inventions"],
        ["era-medieval", "ERA: Medieval Age"],
        ["age-of-inventors", "Age of Inventors"],
      ]);
      assert.equal(await session.title(), "Tabletop");
      // The page registers its service worker (used by the offline test at the end).
      assert.equal(await session.execute(`return "serviceWorker" in navigator && window.isSecureContext;`), true);
      await noErrors();
    });

    test("Era of Inventions: a hot-seat game, a few moves, reload resumes, export a share link", async () => {
      await setUp("eoi", 4, 7);
      for (let move = 0; move < 4; move++) {
        const now = await moved(() => session.clickCss(".areas-options button:not([disabled])"));
        assert.equal(now.log, move + 1);
      }
      await reloadResumes();
      await session.clickCss('[data-testid="export"]');
      eoiLink = await session.waitFor(`return document.getElementById("export-link").value;`, { what: "the share link" });
      assert.match(eoiLink, /#game=[A-Za-z0-9_-]+$/);
      await session.clickButton("Close");
      await noErrors();
    });

    test("the top bar's controls are readable as the browser draws them", async () => {
      await session.waitFor(STANDING, { what: "a game on screen" });
      await topBarReadable();
    });

    test("ERA: Medieval Age: a solitaire game, a few moves (pieces placed on the board), reload resumes", async () => {
      await setUp("era-medieval", 1, 3);
      const done = { placed: 0, moves: 0 };
      for (let step = 0; step < 40 && (done.moves < 8 || done.placed < 1); step++) {
        const { decision } = await standing();
        if (decision === "game-over") break;
        await moved(() => medievalMove(decision, done));
        done.moves++;
      }
      console.log(`# ${browser} medieval: ${JSON.stringify(done)}`);
      assert.ok(done.moves >= 8 && done.placed >= 1, JSON.stringify(done));
      await reloadResumes();
      await noErrors();
      await leaveGame();
    });

    /** One decision of ERA: Medieval Age, as its Chromium test plays it (by pointer). */
    async function medievalMove(decision, done) {
      const choice = (name) => session.clickCss(`.turn [data-choice="${name}"]`);
      if (decision === "cover") return choice("lift-screen");
      if (decision === "pass") return choice("pass-device");
      if (decision === "starting-domain") return choice("default-domain");
      if (decision === "roll") return choice("stop-rolling");
      if (decision === "feathers") return choice("end-feathers");
      if (decision === "complete") return choice("confirm");
      if (decision === "build") {
        const pieces = await session.findAll('.turn [data-choice="piece"]:not([disabled]):not([data-piece^="wall"])');
        if (pieces.length === 0) return choice("end-building");
        await session.click(pieces[0]);
        const cell = await allowedCell();
        if (!cell) return choice("end-building");
        await session.clickCss(`.domain-board.placing [data-cell="${cell}"]`);
        done.placed++;
        return;
      }
      if (decision === "treachery") return session.clickCss(`.domain-board.placing [data-cell="${await allowedCell()}"]`);
      return session.clickCss(".turn .choices button");
    }

    /** The first cell marked as allowed for the piece in hand ("row,column"), or null. */
    function allowedCell() {
      return session.execute(`
        const hint = document.querySelector(".domain-board.placing .hint");
        if (!hint) return null;
        return Math.floor(Number(hint.getAttribute("cy")) / 10) + "," + Math.floor(Number(hint.getAttribute("cx")) / 10);`);
    }

    test("Age of Inventors: a solo game, a few moves (tiles placed on the grid), reload resumes", async () => {
      await setUp("age-of-inventors", 1, 4);
      const random = seeded(9);
      const done = { placed: 0, moves: 0 };
      for (let step = 0; step < 60 && (done.moves < 8 || done.placed < 1); step++) {
        const { decision } = await standing();
        if (decision === "game-over") break;
        if (decision === "computer") {
          await moved(async () => {});
          continue;
        }
        await moved(() => aoiMove(decision, random, done));
        done.moves++;
      }
      console.log(`# ${browser} age of inventors: ${JSON.stringify(done)}`);
      assert.ok(done.moves >= 8 && done.placed >= 1, JSON.stringify(done));
      await reloadResumes();
      await noErrors();
      await leaveGame();
    });

    /** One decision of Age of Inventors, as its Chromium driver (../aoi-driver.mjs) plays it. */
    async function aoiMove(decision, random, done) {
      if (decision === "cover") return session.clickCss('.turn [data-choice="lift-screen"]');
      if (decision === "quiz") {
        const year = await session.waitForElement("#quiz-year");
        await session.clear(year);
        await session.type(year, String(1750 + Math.floor(random() * 150)));
        return session.clickCss('.turn [data-choice="guess"]');
      }
      // The board's areas that act (offer cards, locations, the lab's equipment slots) and the
      // decision panel's buttons.
      const buttons = await session.findAll('.aoi-board button.act:not([aria-disabled="true"]), .turn .choices button');
      const choices = [];
      for (const button of buttons) choices.push(await session.attribute(button, "data-choice"));
      // Place a tile whenever one can be: that is the move to see in each browser.
      const pickUp = choices.indexOf("pick-up");
      if (pickUp >= 0) {
        await session.click(buttons[pickUp]);
        // A cell is an SVG group, which WebDriver's pointer never hits (hit testing finds
        // shapes, never a group; geckodriver: "could not be scrolled into view"), and the grid
        // draws no label on a cell: the allowed cell is chosen as the keyboard does, focused
        // and Enter pressed on it (the grid's own key handler).
        const count = await session.execute('return document.querySelectorAll(".hex-grid .cell.allowed").length');
        if (count > 0) {
          await session.execute(
            'const cell = document.querySelectorAll(".hex-grid .cell.allowed")[arguments[0]]; cell.focus(); cell.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));',
            Math.floor(random() * count),
          );
          await session.clickCss('.turn [data-choice="place"]');
          done.placed++;
          return;
        }
        await session.clickCss('.turn [data-choice="put-back"]');
      }
      const first = ["recruit", "conceive", "assistant", "refresh", "side", "choose", "vote", "draft-token", "draft", "activate", "take", "spend", "accept", "use-book", "rearrange", "trigger", "convert"];
      const end = choices.indexOf("end-turn");
      if (end >= 0 && random() < 0.5) return session.click(buttons[end]);
      const wanted = choices.map((choice, index) => ({ choice, index })).filter(({ choice }) => first.includes(choice));
      if (wanted.length === 0) {
        const last = choices.findIndex((c) => c === "end-turn" || c === "pass" || c === "decline");
        return session.click(buttons[last >= 0 ? last : 0]);
      }
      const { choice, index } = wanted[Math.floor(random() * wanted.length)];
      await session.click(buttons[index]);
      if (choice === "draft-token") {
        // The draft: a token of the offer, then the slot of the lab it goes into.
        const slots = await session.findAll('.aoi-board button.act[data-choice="draft"]:not([aria-disabled="true"])');
        await session.click(slots[Math.floor(random() * slots.length)]);
      }
    }

    test("share links open the game: Era of Inventions' exported link, another game's golden save", async () => {
      assert.ok(eoiLink, "the Era of Inventions test exported a link");
      await session.goto("about:blank");
      await session.goto(eoiLink);
      await appShown();
      const opened = await session.waitFor(STANDING, { what: "the shared game" });
      assert.equal(opened.log, 4, "the shared game has its four moves");
      assert.ok(!(await session.url()).includes("game="), "the link is consumed");
      await moved(() => session.clickCss(".areas-options button:not([disabled])"));
      await noErrors();

      // A golden save of ERA: Medieval Age opens in its own bundle, straight from the link.
      await session.goto("about:blank");
      await session.goto(`${url}#game=${goldenSave("era-medieval")}`);
      await appShown();
      await session.waitFor(STANDING, { what: "the shared Medieval game" });
      const bundle = await session.execute(`return document.querySelector('link[rel=preload][href*="tabletop-"]')?.getAttribute("href");`);
      assert.match(bundle ?? "", /tabletop-era-medieval-/);
      await noErrors();
    });

    test("after one visit the app starts with the server gone (service worker), and plays", async () => {
      await session.goto(url);
      await appShown();
      const cached = await session.executeAsync(`
        const done = arguments[arguments.length - 1];
        (async () => {
          await navigator.serviceWorker.ready;
          if (!navigator.serviceWorker.controller) {
            await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
          }
          return (await caches.keys()).filter((key) => key.startsWith("eoi-")).length;
        })().then(done, (error) => done("error: " + error));`);
      assert.equal(cached, 1, "the service worker controls the page, with one cache for this build");

      // The server stops: nothing from the network from now on.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await assert.rejects(fetch(url), "the server is gone");

      await session.goto("about:blank");
      await session.goto(url);
      await appShown();
      // The game open before (ERA: Medieval Age's shared game, in its bundle) is back; leave it
      // for the home screen and start a game of Era of Inventions, whose bundle comes from the
      // cache too.
      if (await session.find("nav.controls")) await leaveGame();
      assert.equal((await session.findAll(".game-card")).length, 3);
      await session.clickCss('.game-card[data-game="eoi"] .game-card-actions button.secondary');
      await session.waitFor(`return document.querySelector('.game-card.chosen[data-game="eoi"]') && document.querySelector(".areas-options, .new-game-form");`, {
        what: "Era of Inventions' form, offline",
        timeout: 30000,
      });
      await appShown();
      await session.clickButton("Start the game");
      await session.waitFor(STANDING, { what: "an Era of Inventions game, offline" });
      const now = await moved(() => session.clickCss(".areas-options button:not([disabled])"));
      assert.equal(now.log, 1);
      await noErrors();
    });
  });
}
