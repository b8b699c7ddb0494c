// The live table (issue 29), two and three browser contexts on one machine, no ICE server: the host sets
// up a 3-player Era of Inventions game with seat 1 played at a distance and seat 2 by the
// computer (on the host); the guest opens the invitation link, sends its answer code back (a
// damaged one is refused first), and the whole game is played live, each device acting for its
// own seats only. On the way the guest closes its page and reopens the link (and rejoins with
// a new answer code), and a malformed and an illegal message sent from the guest's page are
// refused by the host's engine and change nothing; each device has a Human/Computer switch only
// for its own seats, and the host's turning points are its own seats'. Medieval (three
// devices: the host and two guests) and Age of Inventors (two) are played live to the end the
// same way (one human seat on each device, each page driven by its game's driver), reach the
// same final scores on every device and keep each device's secrets (a seat's dice behind the
// screen; each lab's cards in hand, experiments and breakthroughs) off the others. Each test runs when the build under test has its game's
// bundle.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { serve } from "./serve.mjs";
import { CHROMIUM_ARGS, DIST, axeViolations, watchErrors } from "./browser.mjs";
import { playDecision, seeded } from "./aoi-driver.mjs";
import { decide as decideMedieval } from "./medieval-driver.mjs";

// Headless Chromium hides host candidates behind mDNS names, which do not resolve here.
const ARGS = [...CHROMIUM_ARGS, "--disable-features=WebRtcHideLocalIpsWithMdns", "--allow-loopback-in-peer-connection"];
const SEED = "2029";

/** Whether the build under test has this game's bundle (scripts/build-one.sh builds one). */
const hasBundle = (game) => fs.readFileSync(path.join(DIST, "index.html"), "utf8").includes(`tabletop-${game}`);

/** How many actions the page's game has (the live panel says it). */
const actionsOf = (page) => page.locator(".live-table").getAttribute("data-actions").then(Number);

/** One decision on `page`, as `playToTheEnd` (browser.mjs) makes it; whether it sent a turn. */
async function decide(page, kind) {
  if (kind === "placement") {
    await page.locator(".areas-options button:not([disabled])").first().click();
    return true;
  }
  if (kind === "resolution") {
    // Resolving starts an action composed step by step (played on confirming); withdrawing plays.
    const resolve = page.locator('.turn [data-choice="resolve"]:not([disabled])');
    const resolving = (await resolve.count()) > 0;
    await (resolving ? resolve.first() : page.locator('.turn [data-choice="withdraw"]').first()).click();
    return !resolving;
  }
  if (kind === "bonus") {
    await page.locator('.turn [data-choice="skip-bonus"]').click();
    return true;
  }
  if (kind === "complete") {
    await page.locator('.turn [data-choice="confirm"]').click();
    return true;
  }
  const step = page.locator(".step-options button.option:not([disabled])").first();
  if ((await step.count()) > 0 && (await page.locator(".composed li").count()) === 0) await step.click();
  const confirm = page.locator('.turn [data-choice="confirm"]');
  if (await confirm.isEnabled()) {
    await confirm.click();
    return true;
  }
  return false;
}

/** Opens the invitation on a new page of `context` and returns it with its answer code. */
async function join(context, link) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(link);
  const code = page.locator("#live-answer-code");
  await code.waitFor();
  return { page, errors, answer: await code.inputValue() };
}

async function connect(host, answer, seat = 1) {
  await host.locator(`#live-answer-${seat}`).fill(answer);
  await host.locator(`[data-connect="${seat}"]`).click();
  await host.locator(`.live-seat[data-seat="${seat}"][data-link="connected"]`).waitFor({ state: "attached" });
}

/** The game over on both devices, with the same final score table (the host's page may add its
 * turning points below it). */
async function sameFinalScores(host, guest) {
  await guest.locator(".final-scores").waitFor();
  await host.locator(".final-scores").waitFor();
  const table = ".final-scores .score-breakdown";
  assert.equal(await guest.locator(table).innerText(), await host.locator(table).innerText());
}

/** The guest's message (base64url), as `tabletop::live::Message::Turn` writes it. */
function turnMessage(at, actionBytes) {
  const varint = [];
  do {
    varint.push((at & 0x7f) | (at >= 0x80 ? 0x80 : 0));
    at >>= 7;
  } while (at > 0);
  return Buffer.from([1, 2, ...varint, 1, actionBytes.length, ...actionBytes]).toString("base64url");
}

/** A live table: the app served, Chromium launched, and on the host's page (a 1280x800 browser
 * context with `context`'s options) a new game of `game` for `players` players with seed `seed`,
 * `computers` (seat: level) played by the computer and the seats `remote` played at a distance.
 * `body({ host, device })` plays it (`device()` is a new browser context, the guests' devices);
 * then the host's page has had no error, and all is closed. */
async function withLiveTable({ game, players, seed, remote, computers = {}, context = {} }, body) {
  const { server, url } = await serve(DIST);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ARGS });
  try {
    const device = () => browser.newContext({ viewport: { width: 1280, height: 800 }, ...context });
    const host = await (await device()).newPage();
    const hostErrors = watchErrors(host);
    await host.goto(url);
    await host.locator(`.game-card[data-game="${game}"] .game-card-actions button.secondary`).click();
    await host.locator(`input[name="player-count"][value="${players}"]`).check();
    await host.locator("#seed").fill(String(seed));
    for (const [seat, level] of Object.entries(computers)) await host.locator(`#player-controller-${seat}`).selectOption(level);
    await host.getByTestId("play-at-a-distance").check();
    for (const seat of remote) await host.locator(`.live-choice [data-seat="${seat}"]`).check();
    await host.locator(".new-game-form button[type=submit]").click();
    await body({ host, device });
    assert.deepEqual(hostErrors, []);
  } finally {
    await browser.close();
    server.close();
  }
}

test("Era of Inventions is played live by a host and a guest, who rejoins; bad messages are refused", { skip: !hasBundle("eoi") }, async () => {
  const table = { game: "eoi", players: 3, seed: SEED, remote: [1], computers: { 2: "easy" }, context: { permissions: ["clipboard-read", "clipboard-write"] } };
  await withLiveTable(table, async ({ host, device }) => {
    const refusals = [];
    host.on("console", (message) => {
      if (message.type() === "warning" && message.text().includes("live table")) refusals.push(message.text());
    });

    // The host's panel: the invitation link for seat 1 (its game in the code), a copy button.
    const invitation = host.locator("#live-invitation-1");
    await host.waitForFunction(() => document.querySelector('#live-invitation-1')?.value.includes("#live="));
    const link = await invitation.inputValue();
    assert.ok(link.length < 400, `${link.length} characters: ${link}`);
    await host.getByRole("button", { name: "Copy the invitation for Ben" }).click();
    assert.equal(await host.evaluate(() => navigator.clipboard.readText()), link);
    assert.deepEqual(await axeViolations(host), [], "the host's table");

    const guestContext = await device();
    // A damaged invitation says so, and answers nothing.
    const broken = await guestContext.newPage();
    await broken.goto(link.slice(0, -6) + (link.endsWith("AAAAAA") ? "BBBBBB" : "AAAAAA"));
    await broken.locator(".live-join").filter({ hasText: "This code is damaged or incomplete" }).waitFor();
    assert.equal(await broken.locator("#live-answer-code").count(), 0);
    await broken.close();
    let guest = await join(guestContext, link);
    assert.match(await guest.page.locator(".live-join").innerText(), /Send this answer code to the host/);
    assert.deepEqual(await axeViolations(guest.page), [], "the guest's page");
    // A damaged answer code is a clear error and connects nothing; an invitation is no answer.
    const damaged = guest.answer.slice(0, 20) + (guest.answer[20] === "A" ? "B" : "A") + guest.answer.slice(21);
    await host.locator("#live-answer-1").fill(damaged);
    await host.locator('[data-connect="1"]').click();
    await host.locator('.live-seat[data-seat="1"] .error').filter({ hasText: "damaged" }).waitFor();
    await host.locator("#live-answer-1").fill(link.split("#live=")[1]);
    await host.locator('[data-connect="1"]').click();
    await host.locator('.live-seat[data-seat="1"] .error').filter({ hasText: "not the kind of code" }).waitFor();
    assert.equal(await host.locator('.live-seat[data-seat="1"]').getAttribute("data-link"), "waiting");
    await connect(host, guest.answer);
    await guest.page.locator(".live-table.connected").waitFor();
    await guest.page.locator(".turn").waitFor();
    // A guest's save string would tell the host's secrets: no Export on the guest's page.
    assert.equal(await guest.page.getByTestId("export").isVisible(), false);
    assert.equal(await host.getByTestId("export").count(), 1);

    let rejoined = false;
    let hostReloaded = false;
    let refused = false;
    let guestTurns = 0;
    let paced = false;
    let hintHidden = false;
    for (let round = 0; round < 3000; round++) {
      // Both devices at the same point, and still there once their decisions are read.
      const counts = await Promise.all([actionsOf(host), actionsOf(guest.page)]);
      const [hostKind, guestKind] = await Promise.all([
        host.locator(".turn").getAttribute("data-decision"),
        guest.page.locator(".turn").getAttribute("data-decision"),
      ]);
      if (hostKind === "game-over" && guestKind === "game-over") break;
      const [hostCount, guestCount] = await Promise.all([actionsOf(host), actionsOf(guest.page)]);
      if (hostCount !== guestCount || counts[0] !== hostCount || counts[1] !== guestCount) {
        await host.waitForTimeout(20);
        continue;
      }
      if (hostKind === "computer") {
        if (!paced) {
          // The computer may have played already (a loaded machine): then next time.
          paced = await host.locator("#bot-pace").selectOption({ index: 3 }, { timeout: 2000 }).then(() => true, () => false);
        }
        await host.waitForTimeout(20);
        continue;
      }
      // Each device offers decisions only for its own seats (and no hint for the other's).
      const mine = guestKind !== "elsewhere";
      assert.equal(hostKind === "elsewhere", mine, `host ${hostKind} / guest ${guestKind}`);
      if (!hintHidden && mine) {
        assert.ok(await host.locator(".hint-coach").isHidden(), "no hint on the host for the guest's seat");
        assert.ok(await guest.page.locator(".hint-coach").isVisible(), "the guest's hint");
        // A Human/Computer switch only for the seats played on the device: the host's own and its
        // computer's there, the guest's own on the guest's page.
        const switches = (page) =>
          page.locator(".player[data-seat]").evaluateAll((players) => players.filter((p) => p.querySelector(".controller-switch")).map((p) => p.dataset.seat));
        assert.deepEqual(await switches(host), ["0", "2"]);
        assert.deepEqual(await switches(guest.page), ["1"]);
        hintHidden = true;
      }
      if (mine) {
        assert.equal(await guest.page.locator(".turn").getAttribute("data-seat"), "1");
        if (guestTurns >= 6 && !refused && guestKind !== "bonus") {
          // From the guest's page: bytes that are no message, then an action the rules refuse
          // now (skipping a bonus while placing). Neither changes the game on either device.
          await guest.page.evaluate(() => window.tabletopLiveChannel.send("!!not a message"));
          await guest.page.evaluate((text) => window.tabletopLiveChannel.send(text), turnMessage(guestCount, [0x31]));
          await guest.page.locator(".turn .notice").filter({ hasText: "refused that move" }).waitFor();
          await host.waitForTimeout(100);
          assert.equal(await actionsOf(host), guestCount);
          assert.equal(await actionsOf(guest.page), guestCount);
          assert.equal(refusals.length, 2, refusals.join("\n"));
          assert.match(refusals[0], /Malformed/);
          assert.match(refusals[1], /Illegal/);
          refused = true;
        }
        if (guestTurns >= 12 && !rejoined) {
          // The guest closes its page and opens the same link again: a new answer code, and the
          // host sends the game back.
          await guest.page.close();
          await host.locator('.live-seat[data-seat="1"][data-link="lost"]').waitFor({ timeout: 15000 });
          guest = await join(guestContext, link);
          await connect(host, guest.answer);
          await guest.page.locator(".turn").waitFor();
          assert.equal(await actionsOf(guest.page), hostCount);
          rejoined = true;
          continue;
        }
        if (guestTurns >= 16 && rejoined && !hostReloaded) {
          // The host's page reloads: its table opens again (the guest's seat still decided
          // elsewhere, never behind a cover the host could lift), with a new invitation; the
          // guest opens it and the game goes on where it was.
          await host.reload();
          await host.locator('.turn[data-decision="elsewhere"]').waitFor();
          await host.waitForFunction(() => document.querySelector("#live-invitation-1")?.value.includes("#live="));
          const again = await host.locator("#live-invitation-1").inputValue();
          assert.notEqual(again, link, "a new invitation");
          await guest.page.close();
          guest = await join(guestContext, again);
          await connect(host, guest.answer);
          await guest.page.locator(".turn").waitFor();
          assert.equal(await actionsOf(guest.page), hostCount);
          assert.equal(await actionsOf(host), hostCount);
          hostReloaded = true;
          continue;
        }
        if (await decide(guest.page, guestKind)) {
          guestTurns++;
          await guest.page.waitForFunction((count) => Number(document.querySelector(".live-table")?.dataset.actions) > count, guestCount);
        }
      } else if (await decide(host, hostKind)) {
        await host.waitForFunction((count) => Number(document.querySelector(".live-table")?.dataset.actions) > count, hostCount);
      }
    }
    assert.ok(rejoined && hostReloaded && refused && hintHidden, "the guest rejoined, the host reloaded, bad messages were sent, the hints were looked at");
    await guest.page.locator(".final-scores").waitFor();
    await host.locator(".final-scores").waitFor();
    // The same scores on both devices (the host's page may add its turning points below them).
    assert.equal(await guest.page.locator(".final-scores .score-breakdown").innerText(), await host.locator(".final-scores .score-breakdown").innerText());
    // The host's turning points are its own seat's only (one human there: no player's heading).
    await host.locator(".turning-points .turning-found").waitFor({ timeout: 20000 });
    assert.equal(await host.locator(".turning-points h3").count(), 0);
    assert.equal(await guest.page.locator(".turning-points h3").count(), 0);
    // Nothing of the host's: no seed, no save string on the guest's page.
    const text = await guest.page.locator("body").innerText();
    assert.ok(!text.includes(SEED), "the seed is not shown to the guest");
    // The guest leaves for the home screen, not the invitation's page.
    await guest.page.locator(".turn").getByRole("button", { name: "New game" }).click();
    await guest.page.locator(".game-card").first().waitFor();
    assert.equal(await guest.page.evaluate(() => location.hash), "");
    assert.equal(await guest.page.locator(".live-join").count(), 0);
    assert.deepEqual(guest.errors, []);
    // The host's game is saved as any other and continues there.
    const saved = await host.evaluate(() => Object.keys(localStorage).filter((key) => key.includes("game")).length);
    assert.ok(saved > 0);
  });
});

test("ERA: Medieval Age is played live on three devices: no guest sees another's dice behind the screen", { skip: !hasBundle("era-medieval") }, async () => {
  await withLiveTable({ game: "era-medieval", players: 3, seed: 77, remote: [1, 2] }, async ({ host, device }) => {
    // Three browser contexts: the host (seat 0) and a guest for each of seats 1 and 2.
    const guests = [];
    for (const seat of [1, 2]) {
      await host.waitForFunction((seat) => document.querySelector(`#live-invitation-${seat}`)?.value.includes("#live="), seat);
      const guest = await join(await device(), await host.locator(`#live-invitation-${seat}`).inputValue());
      await connect(host, guest.answer, seat);
      await guest.page.locator(".turn").waitFor();
      guests.push(guest);
    }
    const pages = [host, ...guests.map((guest) => guest.page)];
    let hiddenChecks = 0;
    const played = { pointer: 0, keyboard: 0, covers: 0 };
    for (let step = 0; step < 4000; step++) {
      const counts = await Promise.all(pages.map(actionsOf));
      const kinds = await Promise.all(pages.map((page) => page.locator(".turn").getAttribute("data-decision")));
      const again = await Promise.all(pages.map(actionsOf));
      if (new Set([...counts, ...again]).size > 1) {
        await host.waitForTimeout(20);
        continue;
      }
      if (kinds.every((kind) => kind === "game-over")) break;
      // One device decides (its own seat's turn); the others wait for it.
      const deciding = kinds.map((kind, device) => (kind !== "elsewhere" ? device : -1)).filter((device) => device >= 0);
      assert.equal(deciding.length, 1, `decisions ${JSON.stringify(kinds)}`);
      // No pass-the-device cover on any device: each has one person at it.
      assert.ok(!kinds.includes("cover"), JSON.stringify(kinds));
      const device = deciding[0];
      const page = pages[device];
      if (kinds[device] === "roll" && (await page.locator(`.player-board[data-seat="${device}"] .die-symbols`).count()) > 0) {
        // The deciding seat's dice, rolled behind the screen: faces on its own device, none on
        // the others'.
        for (const [other, otherPage] of pages.entries()) {
          if (other === device) continue;
          assert.equal(await otherPage.locator(`.player-board[data-seat="${device}"] .die-symbols`).count(), 0, `seat ${device}'s dice on device ${other}`);
          assert.ok((await otherPage.locator(`.player-board[data-seat="${device}"] .die-hidden`).count()) > 0, `seat ${device}'s hidden dice on device ${other}`);
        }
        hiddenChecks++;
      }
      await decideMedieval(page, kinds[device], played);
      await page
        .waitForFunction((count) => Number(document.querySelector(".live-table")?.dataset.actions) > count, counts[0], { timeout: 3000 })
        .catch(() => {});
    }
    console.log(`Medieval live: ${hiddenChecks} hidden rolls checked, ${JSON.stringify(played)}, ${await actionsOf(host)} actions`);
    for (const guest of guests) await sameFinalScores(host, guest.page);
    assert.ok(hiddenChecks >= 3, `${hiddenChecks} hidden rolls checked`);
    assert.ok(played.pointer + played.keyboard > 0, JSON.stringify(played));
    for (const guest of guests) assert.deepEqual(guest.errors, []);
  });
});

test("Age of Inventors is played live: no lab's hidden cards reach the other device", { skip: !hasBundle("age-of-inventors") }, async () => {
  await withLiveTable({ game: "age-of-inventors", players: 2, seed: 31, remote: [1] }, async ({ host, device }) => {
    await host.waitForFunction(() => document.querySelector('#live-invitation-1')?.value.includes("#live="));
    const guest = await join(await device(), await host.locator("#live-invitation-1").inputValue());
    await connect(host, guest.answer);
    await guest.page.locator(".turn").waitFor();
    const random = seeded(31);
    const devices = [host, guest.page];
    let played = 0;
    // What each device shows of its own lab's secrets (so the checks above look at real things).
    const ownSeen = [0, 0];
    for (let step = 0; step < 3000; step++) {
      const counts = await Promise.all(devices.map(actionsOf));
      const kinds = await Promise.all(devices.map((page) => page.locator(".turn").getAttribute("data-decision")));
      const again = await Promise.all(devices.map(actionsOf));
      if (counts[0] !== counts[1] || again[0] !== counts[0] || again[1] !== counts[1]) {
        await host.waitForTimeout(20);
        continue;
      }
      if (kinds[0] === "game-over" && kinds[1] === "game-over") break;
      assert.ok(!kinds.includes("cover"), `no cover: ${kinds}`);
      const seat = kinds[0] === "elsewhere" ? 1 : 0;
      assert.equal(kinds[1 - seat], "elsewhere", `${kinds}`);
      // Neither device shows the other lab's cards in hand, experiments or breakthroughs.
      for (const [viewer, page] of devices.entries()) {
        const other = `.lab[data-seat="${1 - viewer}"]`;
        assert.equal(await page.locator(`${other} :is(.hand-inventions .card, .experiment, .breakthrough)`).count(), 0, `device ${viewer}`);
        ownSeen[viewer] += await page.locator(`.lab[data-seat="${viewer}"] :is(.hand-inventions .card, .experiment, .breakthrough)`).count();
      }
      await playDecision(devices[seat], random);
      await devices[seat]
        .waitForFunction((count) => Number(document.querySelector(".live-table")?.dataset.actions) > count, counts[seat], { timeout: 2000 })
        .then(() => played++)
        .catch(() => {});
    }
    console.log(`Age of Inventors live: ${played} turns, own secrets seen ${ownSeen}`);
    await sameFinalScores(host, guest.page);
    assert.ok(ownSeen[0] > 0 && ownSeen[1] > 0, `own secrets shown: ${ownSeen}`);
    assert.deepEqual(guest.errors, []);
  });
});
