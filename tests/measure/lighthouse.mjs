// Lighthouse's mobile performance (simulated: a mid-range phone, 4x CPU slowdown, slow 4G) of the
// home screen and of each game opened by a share link, the release build (dist/) served with
// gzip on 127.0.0.1 under a sub-path, as a static host serves it. Two runs each by default.
//   node tests/measure/lighthouse.mjs [dist] [runs]
// Installs Lighthouse into tests/measure/lighthouse/ on first use (npm, pinned by its lockfile);
// the tests never need it. Uses Debian's Chromium (CHROMIUM overrides the path).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { TYPES } from "../e2e/serve.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "..", "..");
const dist = path.resolve(root, process.argv[2] || "dist");
const runs = Number(process.argv[3] || 2);
const tool = path.join(here, "lighthouse");
if (!fs.existsSync(path.join(tool, "node_modules", "lighthouse"))) {
  execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: tool, stdio: "inherit" });
}
const require = createRequire(path.join(tool, "package.json"));
const lighthouse = (await import(pathToFileURL(require.resolve("lighthouse")))).default;
const chromeLauncher = await import(pathToFileURL(require.resolve("chrome-launcher")));

const base = "/era-of-inventions/";
const gzipped = new Map();
const server = http.createServer((request, response) => {
  const pathname = new URL(request.url, "http://127.0.0.1").pathname;
  let file = path.join(dist, decodeURIComponent(pathname.slice(base.length)) || "index.html");
  if (!pathname.startsWith(base) || !file.startsWith(dist) || !fs.existsSync(file)) {
    response.writeHead(404).end("not found");
    return;
  }
  if (fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
  const type = TYPES[path.extname(file)] || "application/octet-stream";
  if (type.startsWith("image/png")) {
    response.writeHead(200, { "content-type": type }).end(fs.readFileSync(file));
    return;
  }
  if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
  response.writeHead(200, { "content-type": type, "content-encoding": "gzip", "cache-control": "no-cache" });
  response.end(gzipped.get(file));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${server.address().port}${base}`;

/** The first save string of a game's golden saves (crates/games/<game>/tests/golden/). */
function goldenSave(game) {
  const dir = path.join(root, "crates", "games", game, "tests", "golden");
  const file = fs.readdirSync(dir).filter((name) => name.startsWith("saves-v")).sort().pop();
  const line = fs.readFileSync(path.join(dir, file), "utf8").split("\n").find((l) => l && !l.startsWith("#"));
  return line.split(" ").pop();
}

const pages = [
  ["home", url],
  ["eoi by link", `${url}#game=${goldenSave("eoi")}`],
  ["era-medieval by link", `${url}#game=${goldenSave("era-medieval")}`],
  ["age-of-inventors by link", `${url}#game=${goldenSave("age-of-inventors")}`],
];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
try {
  console.log("page                       score    FCP ms    LCP ms   TBT ms    CLS   bytes");
  for (const [name, address] of pages) {
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(address, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
      const audit = (id) => result.lhr.audits[id].numericValue;
      console.log(
        `${name.padEnd(24)} ${String(Math.round(result.lhr.categories.performance.score * 100)).padStart(6)}` +
          ` ${Math.round(audit("first-contentful-paint")).toString().padStart(9)}` +
          ` ${Math.round(audit("largest-contentful-paint")).toString().padStart(9)}` +
          ` ${Math.round(audit("total-blocking-time")).toString().padStart(8)}` +
          ` ${audit("cumulative-layout-shift").toFixed(3).padStart(6)}` +
          ` ${Math.round(audit("total-byte-weight")).toString().padStart(7)}`,
      );
    }
  }
} finally {
  await chrome.kill();
  server.close();
}
