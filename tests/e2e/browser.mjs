// Shared set-up for the end-to-end tests: the release build served under a sub-path, and
// Debian's Chromium driven by playwright-core (no browser download).
import { chromium } from "playwright-core";
import path from "node:path";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { serve } from "./serve.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST = process.env.EOI_DIST || path.join(here, "..", "..", "dist");

/** Whether the build in `dist` has game `id`'s bundle (a folder `tabletop-<id>-<hash>/`,
 * scripts/service_worker.py). */
export function hasBundle(id, dist = DIST) {
  try {
    return fs.readdirSync(dist).some((name) => new RegExp(`^tabletop-${id}-[0-9a-f]{16}$`).test(name));
  } catch {
    return false; // no build: the tests that need one are skipped
  }
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export async function start(dist = DIST) {
  const { server, url } = await serve(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  return { server, url, browser };
}

/** Runs `body({ url, browser })` against the app served from `dist`, then closes both. */
export async function withApp(body, dist = DIST) {
  const { server, url, browser } = await start(dist);
  try {
    await body({ url, browser });
  } finally {
    await browser.close();
    server.close();
  }
}

/** Collects page errors so a test can assert there were none. */
export function watchErrors(page) {
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Waits until the service worker controls the page (so the build is cached). */
export async function waitForServiceWorker(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    }
  });
}

/** Leaves the game on screen for the home screen, answering the question New game asks. */
export async function leaveGame(page) {
  await page.getByRole("button", { name: "New game" }).click();
  await page.getByRole("button", { name: "Leave", exact: true }).click();
  await page.getByRole("heading", { name: "Saved games" }).waitFor();
}

/**
 * The turn panel while the game waits for a decision of `kind` ("placement", "resolution",
 * "action", "complete", "bonus", "final-exchange", "game-over", or "computer" while a computer
 * player moves), from `seat` (0-based) if given: stable names, whatever the language.
 */
export function decision(page, kind, seat) {
  const seatPart = seat === undefined ? "" : `[data-seat="${seat}"]`;
  return page.locator(`.turn[data-decision="${kind}"]${seatPart}`);
}

/**
 * The English catalogues' phrases (the words between a message's arguments, at least three words
 * long), read from the sources: what must never show in a French or German view.
 */
/** The games' published titles, the same in every language. */
const GAME_TITLES = ["Era of Inventions", "ERA: Medieval Age", "Age of Inventors"];

export async function englishPhrases() {
  const { readFile } = await import("node:fs/promises");
  const root = path.join(here, "..", "..");
  const files = [
    "src/i18n/en.rs",
    "src/i18n/eoi/en.rs",
    "crates/games/eoi/src/text/en.rs",
    "src/i18n/medieval/en.rs",
    "crates/games/era-medieval/src/text/en.rs",
    "src/i18n/aoi/en.rs",
    "crates/games/age-of-inventors/src/text/en.rs",
  ];
  const phrases = new Set();
  for (const file of files) {
    const source = await readFile(path.join(root, file), "utf8");
    // A phrase the translations use as well (a proper name, a title) is no sign of English.
    const translations = (
      await Promise.all(["fr", "de"].map((lang) => readFile(path.join(root, file.replace(/en\.rs$/, `${lang}.rs`)), "utf8")))
    ).join("\n");
    for (const [, literal] of source.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
      for (const piece of literal.split(/\{[^}]*\}/)) {
        const phrase = piece.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, "");
        if (phrase.split(/\s+/).length >= 3 && !GAME_TITLES.includes(phrase) && !translations.includes(phrase)) phrases.add(phrase);
      }
    }
  }
  return [...phrases];
}

/** Every English phrase of `phrases` that the page shows (text, labels, titles, tooltips, options). */
export async function englishOnPage(page, phrases) {
  return page.evaluate((phrases) => {
    const seen = [document.body.innerText];
    for (const element of document.querySelectorAll("[aria-label], [title], [data-tip], [placeholder], option, summary")) {
      for (const attribute of ["aria-label", "title", "data-tip", "placeholder"]) {
        const value = element.getAttribute(attribute);
        if (value) seen.push(value);
      }
      seen.push(element.textContent ?? "");
    }
    const text = seen.join("\n");
    return phrases.filter((phrase) => text.includes(phrase));
  }, phrases);
}

/**
 * Plays the game on screen to its end by stable test ids only (whatever the language): the
 * first area, the first resolvable token (else a withdrawal), one step then confirm, no bonus.
 * `visit(turn)` is called before each decision. Returns counts of what was done.
 */
export async function playToTheEnd(page, visit = async () => {}) {
  const panel = page.locator(".turn");
  const counts = { placed: 0, resolved: 0, steps: 0, withdrawn: 0, bonus: 0 };
  for (let turn = 0; turn < 2000; turn++) {
    await visit(turn);
    const kind = (await panel.getAttribute("data-decision")) ?? "";
    if (kind === "game-over") return counts;
    if (kind === "placement") {
      await page.locator(".areas-options button:not([disabled])").first().click();
      counts.placed++;
    } else if (kind === "resolution") {
      const resolve = page.locator('.turn [data-choice="resolve"]:not([disabled])');
      if ((await resolve.count()) > 0) {
        await resolve.first().click();
        counts.resolved++;
      } else {
        await page.locator('.turn [data-choice="withdraw"]').first().click();
        counts.withdrawn++;
      }
    } else if (kind === "bonus") {
      await page.locator('.turn [data-choice="skip-bonus"]').click();
      counts.bonus++;
    } else if (kind === "complete") {
      await page.locator('.turn [data-choice="confirm"]').click();
    } else {
      // An action (or the final exchange) being composed: one step if none yet, then confirm.
      const step = page.locator(".step-options button.option:not([disabled])").first();
      const taken = await page.locator(".composed li").count();
      if ((await step.count()) > 0 && taken === 0) {
        await step.click();
        counts.steps++;
      }
      const confirm = page.locator('.turn [data-choice="confirm"]');
      if (await confirm.isEnabled()) await confirm.click();
    }
  }
  throw new Error(`the game did not end: ${JSON.stringify(counts)}`);
}

const axeSource = fs.readFileSync(path.join(here, "node_modules", "axe-core", "axe.min.js"), "utf8");

/** axe-core's violations on the page as it is, one readable line each (empty when clean). */
export async function axeViolations(page) {
  // Evaluated through DevTools rather than added as an inline <script>, which the page's Content
  // Security Policy refuses.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  return result.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`,
  );
}

/**
 * Every visible text or accessible name on the page that still holds a catalogue placeholder
 * (`{player}`) or a brace: a message filled without one of its arguments. Empty when clean.
 */
export async function placeholdersOnPage(page) {
  return page.evaluate(() => {
    const seen = [document.body.innerText];
    for (const element of document.querySelectorAll("[aria-label], [title], [data-tip], [placeholder], [alt]")) {
      for (const attribute of ["aria-label", "title", "data-tip", "placeholder", "alt"]) {
        const value = element.getAttribute(attribute);
        if (value) seen.push(value);
      }
    }
    return seen
      .flatMap((text) => text.split("\n"))
      .filter((line) => line.includes("{") || line.includes("}"));
  });
}

/**
 * What runs past the window: the page's scroll size beyond the viewport, and the elements inside
 * `.side` (the decision and the log) wider than their column. Empty lists when all fits.
 */
export async function overflowOf(page) {
  return page.evaluate(() => {
    const root = document.scrollingElement;
    const page = {
      scrollWidth: root.scrollWidth - window.innerWidth,
      scrollHeight: root.scrollHeight - window.innerHeight,
    };
    const cut = [];
    for (const element of document.querySelectorAll(".side *")) {
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== "auto"
        && getComputedStyle(element).overflowX !== "scroll" && element.clientWidth > 0) {
        cut.push(`${element.tagName.toLowerCase()}.${[...element.classList].join(".")}: ${element.scrollWidth} > ${element.clientWidth}`);
      }
    }
    return { page, cut };
  });
}
