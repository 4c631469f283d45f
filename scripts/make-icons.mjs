#!/usr/bin/env node
// Rasterises the app icons (public/icon.svg, public/icon-maskable.svg) into the PNGs the web app
// manifest and iOS need, through headless Chromium (playwright-core). The PNGs are committed; run this
// again after editing an SVG:  npm run icons
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** [source svg, output png, size in px, keep transparency] */
const outputs = [
  ['icon.svg', 'icon-192.png', 192, true],
  ['icon.svg', 'icon-512.png', 512, true],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512, false],
  // iOS ignores transparency and rounds the corners itself: use the full-bleed artwork.
  ['icon-maskable.svg', 'apple-touch-icon.png', 180, false],
];

const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-quic'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [svgName, pngName, size, transparent] of outputs) {
    const svg = await readFile(join(publicDir, svgName));
    const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">` +
        `<img id="i" src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.waitForFunction(() => {
      const img = document.getElementById('i');
      return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
    });
    const png = await page.screenshot({
      omitBackground: transparent,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await writeFile(join(publicDir, pngName), png);
    console.log(`wrote public/${pngName} (${size}x${size}, ${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
