// Shared set-up for the end-to-end tests: the release build served under a sub-path, and
// Debian's Chromium driven by playwright-core (no browser download).
import { chromium } from "playwright-core";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "./serve.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST = process.env.EOI_DIST || path.join(here, "..", "..", "dist");

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
