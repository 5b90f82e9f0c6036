/**
 * Renders the app icons of the web app manifest (public/icons/*.png) from their SVG sources in
 * ./icons/ with Debian's Chromium, and public/favicon.ico (the icon browsers ask for when a page
 * names none yet: the sign-in page adds its icon links after its first paint):
 * `node --import tsx apps/web/scripts/render-icons.ts`. The files are committed; run this again
 * only when an SVG changes. `maskable.svg` keeps the moon inside the central 80 %
 * circle that every launcher mask leaves visible.
 */
import { readFile, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../perf/options";

const sources = new URL("./icons/", import.meta.url);
const dir = new URL("../public/icons/", import.meta.url);
const icons = [
  { source: "icon.svg", sizes: [192, 512] },
  { source: "maskable.svg", sizes: [192, 512] },
];
const FAVICON_SIZE = 32;

/** An .ico file holding one PNG image (the format has allowed PNG since Windows Vista). */
function ico(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the image follows the directory
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage();
  for (const { source, sizes } of icons) {
    const svg = await readFile(new URL(source, sources), "utf8");
    for (const size of sizes) {
      await page.setViewportSize({ width: size, height: size });
      const html = `<body style="margin:0;background:transparent">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body>`;
      await page.setContent(html);
      const out = new URL(`${source.replace(".svg", "")}-${size}.png`, dir);
      await page.screenshot({ path: out.pathname, omitBackground: true });
      process.stdout.write(`wrote ${out.pathname}\n`);
    }
  }
  const svg = await readFile(new URL("icon.svg", sources), "utf8");
  await page.setViewportSize({ width: FAVICON_SIZE, height: FAVICON_SIZE });
  await page.setContent(
    `<body style="margin:0;background:transparent">${svg.replace("<svg ", `<svg width="${FAVICON_SIZE}" height="${FAVICON_SIZE}" `)}</body>`,
  );
  const favicon = new URL("../public/favicon.ico", import.meta.url);
  await writeFile(favicon, ico(await page.screenshot({ omitBackground: true }), FAVICON_SIZE));
  process.stdout.write(`wrote ${favicon.pathname}\n`);
} finally {
  await browser.close();
}
