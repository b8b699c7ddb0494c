// Draws the app's PNG icons from assets/icon.svg in headless Chromium (install prompts on some
// systems want PNGs beside the SVG): 192 and 512 px as drawn, and a maskable 512 px one whose
// background fills the square and whose gear stays inside the safe circle (the middle 80%).
//   node tests/e2e/icons.mjs
import { chromium } from "playwright-core";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_ARGS } from "./browser.mjs";

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "assets");
const svg = fs.readFileSync(path.join(assets, "icon.svg"), "utf8");
// The maskable one: a full square, and the drawing scaled to 70% about its centre.
const maskable = svg
  .replace(/<rect width="64" height="64" rx="12"/, '<rect width="64" height="64"')
  .replace(/(<svg[^>]*>)([\s\S]*)(<\/svg>)/, (_, open, body, close) =>
    `${open}<rect width="64" height="64" fill="#2d3a4a"/><g transform="translate(32 32) scale(0.7) translate(-32 -32)">${body}</g>${close}`);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: CHROMIUM_ARGS });
try {
  for (const [name, size, source] of [["icon-192.png", 192, svg], ["icon-512.png", 512, svg], ["icon-maskable-512.png", 512, maskable]]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const html = `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`;
    await page.setContent(html);
    await page.screenshot({ path: path.join(assets, name), omitBackground: true });
    await page.close();
    console.log(`assets/${name}`);
  }
} finally {
  await browser.close();
}
