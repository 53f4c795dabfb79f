/**
 * `npx tsx lib/tooling/generate-icons.ts`: renders public/icon.svg, the app's icon, into the raster
 * files browsers without SVG icons ask for: favicon.ico (16, 32 and 48 px) and the 180 px
 * apple-touch-icon.png (opaque, since iOS fills transparency with black). Chromium renders, so the
 * pixels match what the browser tab shows.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumPath } from "./test-environment";

const PUBLIC = path.join(process.cwd(), "public");
const FAVICON_SIZES = [16, 32, 48];
const TOUCH_SIZE = 180;

/** An ICO file holding PNG images, which every browser reads: a header, one directory entry per image, the images. */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH");
  const svg = readFileSync(path.join(PUBLIC, "icon.svg"), "utf8");
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    const render = async (size: number, background: string) => {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<body style="margin:0;background:${background}"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" width="${size}" height="${size}" style="display:block"></body>`);
      await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
      return page.screenshot({ omitBackground: background === "transparent", clip: { x: 0, y: 0, width: size, height: size } });
    };
    const favicons = [];
    for (const size of FAVICON_SIZES) favicons.push({ size, png: await render(size, "transparent") });
    writeFileSync(path.join(PUBLIC, "favicon.ico"), icoOf(favicons));
    writeFileSync(path.join(PUBLIC, "apple-touch-icon.png"), await render(TOUCH_SIZE, "#18181b"));
  } finally {
    await browser.close();
  }
  console.log(`wrote public/favicon.ico (${FAVICON_SIZES.join(", ")} px) and public/apple-touch-icon.png (${TOUCH_SIZE} px)`);
}

void main();
