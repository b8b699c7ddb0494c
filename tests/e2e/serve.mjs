// A tiny static server for the end-to-end tests: serves dist/ under a sub-path, like a GitHub
// project page (/<repository>/), on 127.0.0.1 only.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";

/** The content types of the build's files, by extension. */
export const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  ".png": "image/png",
};

export function serve(root, base = "/era-of-inventions/", port = 0) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, "http://127.0.0.1");
    if (!url.pathname.startsWith(base)) {
      response.writeHead(404).end("not found");
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname.slice(base.length)));
    if (!file.startsWith(path.resolve(root))) {
      response.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    if (!fs.existsSync(file)) {
      response.writeHead(404).end("not found");
      return;
    }
    response.writeHead(200, {
      "content-type": TYPES[path.extname(file)] || "application/octet-stream",
      "cache-control": "no-cache",
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ server, url: `http://127.0.0.1:${port}${base}` });
    });
  });
}

if (process.argv[1] && process.argv[1].endsWith("serve.mjs")) {
  const root = process.argv[2] || "dist";
  const port = Number(process.argv[3] || 8080);
  serve(root, "/era-of-inventions/", port).then(({ url }) => console.log(`Serving ${root} at ${url}`));
}
