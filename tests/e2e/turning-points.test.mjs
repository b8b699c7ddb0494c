// The coach's turning points at the end of a game against computers, in every game: a random
// game (`tabletop <game> sample --seed 1`, 3 players) cut before its last moves, the human's seat
// played at random until then; the computers finish it. Within 10 s of the end the final screen
// lists the human's turning points (at most 3, each with its cost and Hard's choice), and "See in
// the replay" opens the replay where that decision starts, saying which turning point it is.
// Screenshots of the final screen at 1280x800 and 390x844 go to /tmp. Each game runs against its
// own bundle, or all with the full build
// (`EOI_DIST=dist-eoi node --test --test-name-pattern "Era of Inventions" ...`).
import { test } from "node:test";
import assert from "node:assert/strict";
import { withApp, watchErrors, axeViolations, overflowOf } from "./browser.mjs";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const GAMES = [
  // Seat 2 (Player 2) is human: its final exchange done, seats 3 and 1 make theirs.
  ["Era of Inventions", "eoi", "AizWkvHHAgNlb2kBAwMAAwMACFBsYXllciAxAQhQbGF5ZXIgMgIIUGxheWVyIDMd3WxPkfRFJf8C4AEDBAUCAgQFAQAVRgIwhTEiFEUVRZNFszCFshJCAEIEMIUWEYU0FUYAMIUvIxRFOUUZRWtFAjCFsCAFBAEDBQQAAAMlIBGFGSMkE0MCGjAgJSQABAMEAQABAwIQQAowhSUjIBREJCIhESMFBAUDAAAEAwETQwIyQwD_MCQlFEUQRdowIBElIyAABQUCAAMDAQEjESEgFUYDMCMiEEAUQBAwJQEDAwACAAQBAhEiIhRFQUVqRRYwISMQQA8wIyABAQUCAAQAAgMiIBRF2EU0RUkwESEjICIlAAIFBAECAQMEICMlIREiJCIURAUAAQEDAAMEBREjJRNDAP9DAf9DA_8kEYEAJSAQQBUwRYRFOkUARUtFAw"],
  // Seat 1 is human: the last demand and its answer are left to seats 2 and 3.
  ["ERA: Medieval Age", "era-medieval", "Ah9DU4WpAwxlcmEtbWVkaWV2YWwBAwADAwMIUGxheWVyIDEIUGxheWVyIDIIUGxheWVyIDMd3WxPkfRFJf96AQQAhQIEAMMCBAGXAQEBagEBAWUCBADUAQEBmANQAQEBOQIEAMEBAQGgAQQAmgEBAXECBAEEAgQA0QMaAgQAAwIEANcCBAAxAQQAhgEBABwBAQAlAQEA1QMoBQYFBAUJBQwFBAYJAQAAAAsBAQUBMgEFAacCAgEiAQkDpAIEAEIFDAYFDAUOBQkFAQsAA6wDqwEFAQYBAgAJAQQAtwIFALkBAgACDgAPBgULBQIFEQUBCQEAAAADqQNLAQEASQEGASYBCQAgAgMAhQEBAJEBAAAXDgAQDwUHBTIFfgVgBQkFCAkBAAAACQEAAAADkAMKAQoDaAECAHACAgBEAgUAiQICAQoBBgNIAQIAnQ8PBZABBaIBBQ0FAQU_BSEJAAAAAAOiA6MKAQIA2gIDAHkBBACDAQEBWwEEADQOABAFFQUCBTEFMwW0AQVNCQEAAAALAQEBAVQBAwAbAgYBPQEGAGEBAwKiAQgAbAIEAYgCBAGV"],
  // Seat 2 is human: seats 1 and 3 play the last turns.
  ["Age of Inventors", "age-of-inventors", "AoDUfZDRBRBhZ2Utb2YtaW52ZW50b3JzAwMDAAMDCFBsYXllciAxCFBsYXllciAyCFBsYXllciAzHd1sT5H0RSUAxwIBBwEBAQUWABYBFgIWARYCFgAWARYBFgEEAgMEAwIEAQMFAxsFAhsFAwoVDg4JAAIVEQABBwESARECABUOECMAAxMAFgIVCwENABIBEgATABsVDgYcAAEPFhsAAgAAABUIIxICEgIVBwESARULAgwAFRIBBwEVDAAVDgEgAAAbEwAWABUIIBEAAhUGAxoXARcAFwASARIAEgAVCQAXARUSAgwAFQgcEQEAEgESABUUDAAVDQAVFBQCAQIBAgAEBAEXAgQBAAQCARcCBQIbBQEFAAUDGwUBGwUDDAEVDgwFAAMRAgEVCwEbEQIBEgETABYBFQ4PHgACEwAZHBUHAhIBFQgeFQ0BEQECFQ0BFQ4UFQIBGxUIIxECARICEQECEgITARUOCQsAAxICEwAWARULAgwAEgIVBwISAhECABUUBgEVDAASABUNABUICxIAFRQIHBUSAREBABQCAAIAAgEEBAAEAQIEAgIFAAUBBQIaFwIXAhcABQAFAgUDGwUCBQEbBQMICxEAAhICFQ8ZHQAAAQMAEgATABsVDgUYAAAWABsQAhUUCwIMABUUBgEVBgISAhUGAxIAFQ4EEwADFgAVDAIVEwAUAgACAQIABAIDBAMBFwAEBAAFAQUCGhcCFwIXAQUABQMFAgUDGhcAFwIXAgUABQEFAwUABQEYAAUCDw8QAAEBAAARAgEQAREBAhICFQYAFQsBDQASAhIAFQgLEgATABUPBwYCAQEAABIBEgASAhEAAhIAEwAZExEAAhECABIAEwEVCAUVCAkSABECARUJARICEgISARUPEBkAAAIAABUIIxECARABEgAVBgISAhUPBQoAAAACABsVDAEVCBwSARIBFQYBGAISAhMAFQwCFRQ"],
];

for (const [name, id, save] of GAMES) {
  test(`${name}: the turning points at the end of a game against computers, and one seen in the replay`, async () => {
    await withApp(async ({ url, browser }) => {
      const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
      const errors = watchErrors(page);
      await page.goto(`${url}#game=${save}`);
      await page.locator(".turn").first().waitFor();
      await page.getByLabel("Computer speed").selectOption("0", { timeout: 3000 }).catch(() => {});
      await page.getByRole("heading", { name: "Final scores" }).waitFor({ timeout: 60000 });
      const end = Date.now();
      const section = page.getByTestId("turning-points");
      await section.locator(".turning-found").waitFor({ timeout: 10000 });
      const took = Date.now() - end;
      console.log(`${id}: turning points ${took} ms after the end`);
      assert.ok(took < 10000, `the turning points took ${took} ms`);
      assert.match(await section.locator("summary").textContent(), /^Turning points$/);

      const items = section.locator(".turning-list li");
      const count = await items.count();
      // The human played at random: Hard finds better.
      assert.ok(count >= 1 && count <= 3, `${count} turning points`);
      const costs = (await items.evaluateAll((lis) => lis.map((li) => Number(li.dataset.cost))));
      assert.ok(costs.every((cost) => cost >= 1), `costs ${costs}`);
      assert.deepEqual(costs, [...costs].sort((a, b) => b - a), "the greatest fall first");
      for (const text of await items.allTextContents()) {
        assert.match(text, /^Round \d+ about (1 point|\d+ points) lost/);
        assert.match(text, /Played: .+Hard would have played: .+See in the replay$/);
        // Two decisions in words, told apart (not what came of them, the same dice on both sides).
        const [played, better] = text.match(/Played: (.+)Hard would have played: (.+)See in the replay$/).slice(1);
        assert.notEqual(played.trim(), better.trim(), text);
      }
      assert.deepEqual(await axeViolations(page), []);
      const { page: scroll } = await overflowOf(page);
      assert.ok(scroll.scrollWidth <= 0 && scroll.scrollHeight <= 0, `the final screen scrolls: ${JSON.stringify(scroll)}`);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/turning-${id}-1280.png` });

      // The first one in the replay: the position where that decision starts.
      const see = items.first().getByRole("button", { name: "See in the replay" });
      const at = Number(await see.getAttribute("data-at"));
      await see.click();
      await page.getByTestId("replay").waitFor();
      assert.equal(Number(await page.locator(".replay-position").getAttribute("data-position")), at);
      // It says which turning point it is, while the replay is there.
      const note = page.locator(".replay-note");
      assert.match(await note.textContent(), /^Turning point: Round \d+, about .+ · Played: .+ · Hard would have played: .+/);
      const { page: replayScroll } = await overflowOf(page);
      assert.ok(replayScroll.scrollHeight <= 0, `the replay scrolls: ${JSON.stringify(replayScroll)}`);
      await page.screenshot({ path: `/tmp/turning-${id}-replay-1280.png` });
      await page.getByTestId("replay").getByRole("button", { name: "Forward" }).click();
      await note.waitFor({ state: "hidden" });
      await page.getByTestId("stop-watching").click();

      // Back on the final screen: at once (kept for the game), and on a phone.
      await section.locator(".turning-found").waitFor({ timeout: 1000 });
      assert.equal(await items.count(), count);
      await page.setViewportSize(PHONE);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/turning-${id}-390.png` });
      const phone = await overflowOf(page);
      assert.ok(phone.page.scrollWidth <= 0, `the phone's final screen is wider than the window: ${JSON.stringify(phone.page)}`);

      // In French and German too.
      await page.getByTestId("language").selectOption("fr");
      await section.locator(".turning-found").waitFor({ timeout: 1000 });
      assert.match(await section.textContent(), /Tournants de la partie.*(environ \d+ points? perdus?|Aucun tournant)/);
      await page.getByTestId("language").selectOption("de");
      assert.match(await page.getByTestId("turning-points").textContent(), /Wendepunkte.*(etwa \d+ Punkte? verloren|Kein Wendepunkt)/);
      assert.doesNotMatch(await page.locator("body").textContent(), /⁇/);
      assert.deepEqual(errors, []);
    });
  });
}
