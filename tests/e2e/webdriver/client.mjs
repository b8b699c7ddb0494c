// A small W3C WebDriver client in plain Node (global fetch, no dependency) for the smoke suites
// in Firefox ESR (geckodriver) and WebKit (WebKitGTK's WebKitWebDriver and MiniBrowser). It
// starts the driver on a free port (and, for WebKit, which has no headless mode, a private Xvfb
// display), opens one session, and stops all of it in `close()`.
import { spawn } from "node:child_process";
import net from "node:net";
import fs from "node:fs";
import { crop, decodePng } from "./png.mjs";

const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

/** How each browser is driven: the driver's command, its arguments and the capabilities. */
export const BROWSERS = {
  firefox: {
    driver: process.env.GECKODRIVER || "geckodriver",
    args: (port) => ["--port", String(port), "--host", "127.0.0.1", "--log", "warn"],
    capabilities: () => ({
      browserName: "firefox",
      "moz:firefoxOptions": {
        binary: process.env.FIREFOX || "/usr/bin/firefox-esr",
        args: ["-headless"],
        prefs: { "intl.accept_languages": "en-US", "browser.shell.checkDefaultBrowser": false },
      },
    }),
  },
  webkit: {
    driver: process.env.WEBKIT_DRIVER || "WebKitWebDriver",
    args: (port) => [`--port=${port}`],
    capabilities: () => ({
      "webkitgtk:browserOptions": {
        binary: process.env.WEBKIT_BROWSER || miniBrowser(),
        // With a binary named, the driver passes only these arguments: automation mode is needed.
        args: ["--automation"],
      },
    }),
    // WebKitGTK's MiniBrowser needs a display (it has no headless mode): a private Xvfb.
    display: true,
  },
};

/** Debian's MiniBrowser, shipped with WebKitGTK (not on the PATH). */
function miniBrowser() {
  for (const api of ["4.1", "4.0", "6.0"]) {
    for (const dir of ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib", "/usr/libexec"]) {
      for (const name of [`webkit2gtk-${api}`, `webkitgtk-${api}`]) {
        const path = `${dir}/${name}/MiniBrowser`;
        if (fs.existsSync(path)) return path;
      }
    }
  }
  throw new Error("MiniBrowser not found: install Debian's webkit2gtk-driver (scripts/setup.sh --browser)");
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts Xvfb on a display it picks itself; resolves to { display, process }. */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const xvfb = track(spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
      detached: true,
    }));
    let out = "";
    let err = "";
    xvfb.stderr.on("data", (chunk) => (err += chunk));
    xvfb.on("error", reject);
    xvfb.on("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${err}`)));
    xvfb.stdio[3].on("data", (chunk) => {
      out += chunk;
      if (out.includes("\n")) resolve({ display: `:${out.trim()}`, process: xvfb });
    });
  });
}

/**
 * The processes started here, each the leader of its own process group (the driver's group holds
 * the browser it starts): ended at once if this process exits without closing its session.
 */
const started = new Set();
process.on("exit", () => {
  for (const child of started) signal(child, "SIGKILL");
});

function track(child) {
  started.add(child);
  child.once("exit", () => started.delete(child));
  return child;
}

/** Sends `name` to `child`'s process group (the browser and its helpers with the driver). */
function signal(child, name) {
  try {
    process.kill(-child.pid, name);
  } catch {
    // Gone already.
  }
}

/** Ends a child process and its group (and waits for the child to go). */
async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once("exit", resolve));
  signal(child, "SIGTERM");
  const timer = setTimeout(() => signal(child, "SIGKILL"), 5000);
  await gone;
  clearTimeout(timer);
  // What the child started and left behind (a browser whose driver went first).
  signal(child, "SIGKILL");
}

export class WebDriverError extends Error {
  constructor(status, value, what) {
    super(`${what}: ${value?.error ?? status}: ${value?.message ?? ""}`.trim());
    this.error = value?.error;
  }
}

/** Starts `browser`'s driver and a session in it. Call `close()` on the result when done. */
export async function launch(browser, { width = 1280, height = 800 } = {}) {
  const spec = BROWSERS[browser];
  if (!spec) throw new Error(`unknown browser ${browser}`);
  const children = [];
  const env = { ...process.env };
  try {
    if (spec.display) {
      const xvfb = await startXvfb();
      children.push(xvfb.process);
      env.DISPLAY = xvfb.display;
      delete env.WAYLAND_DISPLAY;
      env.NO_AT_BRIDGE = "1";
      env.GDK_BACKEND = "x11";
    }
    const port = await freePort();
    const driver = track(spawn(spec.driver, spec.args(port), { env, stdio: ["ignore", "pipe", "pipe"], detached: true }));
    children.push(driver);
    let log = "";
    const keep = (chunk) => {
      log = (log + chunk).slice(-20000);
    };
    driver.stdout.on("data", keep);
    driver.stderr.on("data", keep);
    const failed = new Promise((_, reject) => {
      driver.on("error", (error) => reject(new Error(`cannot start ${spec.driver}: ${error.message}`)));
      driver.on("exit", (code) => reject(new Error(`${spec.driver} exited (${code}): ${log}`)));
    });
    failed.catch(() => {});
    const base = `http://127.0.0.1:${port}`;
    await Promise.race([waitForDriver(base), failed]);
    const session = new Session(base, children, () => log);
    await session.open(spec.capabilities());
    await session.setWindowSize(width, height);
    return session;
  } catch (error) {
    for (const child of children.reverse()) await stop(child);
    throw error;
  }
}

async function waitForDriver(base) {
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/status`);
      const { value } = await response.json();
      if (value?.ready) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`the driver at ${base} did not become ready`);
}

/** One WebDriver session: the commands the smoke suites use. */
export class Session {
  constructor(base, children, driverLog) {
    this.base = base;
    this.children = children;
    this.driverLog = driverLog;
    this.id = null;
    this.capabilities = null;
  }

  async command(method, path, body) {
    const url = this.id ? `${this.base}/session/${this.id}${path}` : `${this.base}${path}`;
    const response = await fetch(url, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json; charset=utf-8" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      throw new WebDriverError(response.status, { message: text }, `${method} ${path}`);
    }
    if (!response.ok || json.value?.error) throw new WebDriverError(response.status, json.value, `${method} ${path}`);
    return json.value;
  }

  async open(capabilities) {
    const value = await this.command("POST", "/session", {
      capabilities: { alwaysMatch: { ...capabilities, pageLoadStrategy: "normal" } },
    });
    this.id = value.sessionId;
    this.capabilities = value.capabilities;
    await this.command("POST", "/timeouts", { script: 30000, pageLoad: 60000, implicit: 0 });
  }

  /** The browser's name and version, as the session reports them. */
  get version() {
    return `${this.capabilities.browserName} ${this.capabilities.browserVersion}`;
  }

  async close() {
    try {
      if (this.id) await this.command("DELETE", "");
    } catch {
      // The browser may be gone already; the processes are ended below either way.
    } finally {
      this.id = null;
      for (const child of this.children.reverse()) await stop(child);
    }
  }

  setWindowSize(width, height) {
    return this.command("POST", "/window/rect", { width, height });
  }

  goto(url) {
    return this.command("POST", "/url", { url });
  }

  refresh() {
    return this.command("POST", "/refresh", {});
  }

  url() {
    return this.command("GET", "/url");
  }

  title() {
    return this.command("GET", "/title");
  }

  /** Runs `script` (a function's body; `arguments` holds `args`) in the page. */
  execute(script, ...args) {
    return this.command("POST", "/execute/sync", { script, args });
  }

  /** Runs `script` in the page; it calls `arguments[arguments.length - 1](result)` when done. */
  executeAsync(script, ...args) {
    return this.command("POST", "/execute/async", { script, args });
  }

  /** The first element matching `css`, or null. */
  async find(css) {
    const found = await this.command("POST", "/elements", { using: "css selector", value: css });
    return found.length ? found[0] : null;
  }

  async findAll(css) {
    return this.command("POST", "/elements", { using: "css selector", value: css });
  }

  click(element) {
    return this.command("POST", `/element/${element[ELEMENT]}/click`, {});
  }

  clear(element) {
    return this.command("POST", `/element/${element[ELEMENT]}/clear`, {});
  }

  type(element, text) {
    return this.command("POST", `/element/${element[ELEMENT]}/value`, { text });
  }

  text(element) {
    return this.command("GET", `/element/${element[ELEMENT]}/text`);
  }

  attribute(element, name) {
    return this.command("GET", `/element/${element[ELEMENT]}/attribute/${name}`);
  }

  property(element, name) {
    return this.command("GET", `/element/${element[ELEMENT]}/property/${name}`);
  }

  /** A PNG of the window (for a failing test's record). */
  async screenshot(path) {
    const png = await this.command("GET", "/screenshot");
    fs.writeFileSync(path, Buffer.from(png, "base64"));
  }

  /**
   * The pixels of `element` as drawn, cut from a screenshot of the window. (Not the element
   * screenshot command: WebKitGTK's returns a black picture on Xvfb.)
   */
  async pixelsOf(element) {
    const box = await this.execute(
      `arguments[0].scrollIntoView({ block: "nearest" });
       const box = arguments[0].getBoundingClientRect();
       return { x: box.x * devicePixelRatio, y: box.y * devicePixelRatio, width: box.width * devicePixelRatio, height: box.height * devicePixelRatio };`,
      element,
    );
    const picture = decodePng(Buffer.from(await this.command("GET", "/screenshot"), "base64"));
    return crop(picture, box);
  }

  /**
   * Polls `script` (run in the page) until it returns a truthy value, which it returns; a page
   * being replaced (a reload, another bundle) only delays it.
   */
  async waitFor(script, { timeout = 20000, what = script, args = [] } = {}) {
    const deadline = Date.now() + timeout;
    let last;
    while (Date.now() < deadline) {
      try {
        const value = await this.execute(script, ...args);
        if (value) return value;
      } catch (error) {
        last = error;
      }
      await sleep(100);
    }
    throw new Error(`timed out after ${timeout} ms waiting for: ${what}${last ? ` (last error: ${last.message})` : ""}`);
  }

  /** Waits for an element matching `css` and returns it. */
  waitForElement(css, options = {}) {
    return this.waitFor("return document.querySelector(arguments[0]);", { what: css, args: [css], ...options });
  }

  /** Clicks the first element matching `css` (waiting for it, retrying if it is replaced). */
  async clickCss(css, options = {}) {
    return this.retrying(async () => this.click(await this.waitForElement(css, options)));
  }

  /**
   * Clicks the enabled, visible button whose accessible name (aria-label, else its text) is
   * `name` (a string, exact, or a RegExp source with `regex: true`).
   */
  async clickButton(name, { within = "body", timeout } = {}) {
    const script = `
      const [within, name] = arguments;
      const root = document.querySelector(within);
      if (!root) return null;
      return [...root.querySelectorAll("button")].find((button) => {
        const label = (button.getAttribute("aria-label") || button.textContent).replace(/\\s+/g, " ").trim();
        return label === name && !button.disabled && button.getClientRects().length > 0;
      }) || null;`;
    return this.retrying(async () =>
      this.click(await this.waitFor(script, { what: `button "${name}" in ${within}`, args: [within, name], timeout })),
    );
  }

  async retrying(action) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await action();
      } catch (error) {
        const stale = ["stale element reference", "no such element", "element not interactable", "element click intercepted"];
        if (attempt >= 4 || !stale.includes(error.error)) throw error;
        await sleep(200);
      }
    }
  }
}
