// Just enough of PNG to read a WebDriver screenshot (8-bit RGB or RGBA, not interlaced) and to
// tell whether what it shows is readable: its text colour's contrast with its background as drawn.
import zlib from "node:zlib";

/** Decodes `png` (a Buffer) to { width, height, pixels: [[r, g, b], …] }. */
export function decodePng(png) {
  let at = 8;
  let width, height, depth, type, interlace;
  const data = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const kind = png.toString("ascii", at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (kind === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      [depth, type] = [body[8], body[9]];
      interlace = body[12];
    } else if (kind === "IDAT") data.push(body);
    at += 12 + length;
  }
  const channels = { 2: 3, 6: 4 }[type];
  if (depth !== 8 || !channels || interlace) throw new Error(`unsupported PNG (depth ${depth}, type ${type}, interlace ${interlace})`);
  const raw = zlib.inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = [];
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? line[x - channels] : 0;
      const b = previous[x];
      const c = x >= channels ? previous[x - channels] : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      line[x] = (line[x] + [0, a, b, (a + b) >> 1, paeth][filter]) & 255;
    }
    rows.push(line);
    previous = line;
  }
  const pixels = [];
  for (const line of rows) {
    for (let x = 0; x < width; x++) pixels.push([line[x * channels], line[x * channels + 1], line[x * channels + 2]]);
  }
  return { width, height, pixels };
}

/** WCAG's relative luminance of an sRGB colour. */
function luminance([r, g, b]) {
  const linear = (v) => {
    v /= 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The pixels of `picture` (decoded) inside `box` ({ x, y, width, height }, in pixels). */
export function crop(picture, box) {
  const pixels = [];
  const [left, top] = [Math.max(0, Math.round(box.x)), Math.max(0, Math.round(box.y))];
  const right = Math.min(picture.width, Math.round(box.x + box.width));
  const bottom = Math.min(picture.height, Math.round(box.y + box.height));
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) pixels.push(picture.pixels[y * picture.width + x]);
  }
  return pixels;
}

/**
 * The contrast ratio between `text` (an element's computed colour, [r, g, b]) and the colour
 * that fills most of `pixels` (the element as drawn: its background): about 1 where the text
 * cannot be read, whatever the stylesheet asked for.
 */
export function contrastOn(pixels, text) {
  const counts = new Map();
  for (const pixel of pixels) {
    const key = pixel.join(",");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const background = [...counts].sort((x, y) => y[1] - x[1])[0][0].split(",").map(Number);
  const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
  return { ratio: (light + 0.05) / (dark + 0.05), background };
}
