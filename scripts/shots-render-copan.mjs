// Screenshots of the Copan board scene (render-dev-copan.html) at phone, tablet and desktop sizes
// for sample games at different stages (the set-up of a 4-player game, a 3-player game in its
// middle, a solo game against the Automa), plus the icon sheet, a dark-theme view, a French view
// and a greyscale copy, a phone shot of the viewer's board panel and the timing of scene.update
// over a few random moves (ms). Serves the page with Vite's dev server and drives Debian's Chromium
// through playwright-core. Prints one JSON line per shot (targets, how many are small at fit).
//   node scripts/shots-render-copan.mjs [--out test-results/render-copan] [--only 390x844] [--seed s]
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const out = resolve(arg('--out', 'test-results/render-copan'));
const only = arg('--only', '');
const seed = arg('--seed', 'shots');
mkdirSync(out, { recursive: true });

const server = await createServer({
  root: process.cwd(),
  configFile: false,
  cacheDir: 'node_modules/.vite-render-copan', // its own dependency cache: other dev servers may run at the same time
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  optimizeDeps: { include: ['pixi.js'] },
});
await server.listen();
const { port } = server.httpServer.address();
const base = `http://127.0.0.1:${port}/render-dev-copan.html`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-quic'] });
const problems = [];

async function open(w, h, query, dpr = 1) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: dpr });
  const page = await context.newPage();
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !/GPU stall due to ReadPixels|GroupMarkerNotSet|outsideRenderPass queueSerial/.test(m.text())) problems.push(`${w}x${h} ${query}: ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${w}x${h} ${query}: pageerror: ${e.message}`));
  await page.goto(`${base}?${query}`);
  await page.waitForFunction(() => window.__dev?.ready === true, null, { timeout: 90_000 });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 600)));
  return { context, page };
}

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
async function shot(page, file, w, h) {
  await page.screenshot({ path: file });
  const kinds = await page.evaluate(() => window.__dev.kinds?.() ?? []);
  const rects = await page.evaluate(() => window.__dev.targets().map((t) => t.rect));
  const outside = rects.filter((r) => r.x < -1 || r.y < -1 || r.x + r.w > w + 1 || r.y + r.h > h + 1).length;
  let overlaps = 0;
  for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) if (overlap(rects[i], rects[j])) overlaps++;
  const small = rects.filter((r) => r.w < 43.5 || r.h < 43.5).length;
  console.log(JSON.stringify({ file, kinds: [...new Set(kinds)].join(','), targets: rects.length, outside, overlaps, small }));
}

/** Plays `n` random moves and prints how long scene.update took (mean and max, ms). */
async function timing(page, label, n = 12) {
  const ms = await page.evaluate(async (n) => {
    const d = window.__dev, from = d.updateMs.length;
    await d.step(n);
    return d.updateMs.slice(from);
  }, n);
  if (ms.length) console.log(JSON.stringify({ timing: label, updates: ms.length, meanMs: +(ms.reduce((a, x) => a + x, 0) / ms.length).toFixed(1), maxMs: +Math.max(...ms).toFixed(1) }));
}

const stages = [['setup', 'players=4&moves=0'], ['mid', 'players=3&moves=90&kind=altar'], ['solo', 'players=1&moves=70&kind=place']];
const sizes = [[390, 844], [1024, 768], [1440, 900]].filter(([w, h]) => !only || only === `${w}x${h}`);
for (const [w, h] of sizes)
  for (const [name, query] of stages) {
    const { context, page } = await open(w, h, `${query}&seed=${seed}`);
    await shot(page, `${out}/copan-${w}x${h}-${name}.png`, w, h);
    if (name === 'mid' && w === 390) {
      await page.evaluate(() => { const d = window.__dev; d.scene.zoom('fit'); d.showPanel(`b${d.viewer()}`); });
      await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
      await page.screenshot({ path: `${out}/copan-${w}x${h}-${name}-board.png` });
      // A tap on jade mask space 1 of the shown board (not a target): the scene reports what it is.
      const at = await page.evaluate(() => {
        const d = window.__dev, bottom = Math.max(...d.panels().map((p) => p.rect.y + p.rect.h));
        window.__inspected = [];
        d.scene.onInspect?.((e) => window.__inspected.push(e));
        return { x: 6 + 209 * 1.26, y: bottom + 6 + 47 * 1.26 };
      });
      await page.mouse.click(at.x, at.y);
      await page.evaluate(() => new Promise((r) => setTimeout(r, 400)));
      console.log(JSON.stringify({ inspect: await page.evaluate(() => window.__inspected.map((e) => `${e.how} ${e.id}: ${e.text}`)) }));
    }
    if (name === 'mid') await timing(page, `${w}x${h}`);
    if (name === 'mid' && w === 1024) {
      await page.addStyleTag({ content: 'canvas { filter: grayscale(1); }' });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.screenshot({ path: `${out}/copan-${w}x${h}-${name}-grey.png` });
    }
    await context.close();
  }
if (!only) {
  for (const [file, w, h, query] of [
    ['copan-icons.png', 1100, 700, 'icons=1'],
    ['copan-1024x768-late-dark.png', 1024, 768, `players=4&moves=260&theme=dark&seed=${seed}&focus=0`],
    ['copan-1440x900-mid-fr.png', 1440, 900, `players=2&moves=120&lang=fr&seed=${seed}&focus=0`],
    ['copan-390x844-focus.png', 390, 844, `players=3&moves=90&kind=embassy&seed=${seed}`],
    ['copan-390x844-jade.png', 390, 844, `players=2&moves=120&kind=jade&seed=${seed}`],
    ['copan-390x470-setup.png', 390, 470, `players=4&moves=0&seed=${seed}`],
  ]) {
    const { context, page } = await open(w, h, query);
    if (query.startsWith('icons')) await page.screenshot({ path: `${out}/${file}` });
    else await shot(page, `${out}/${file}`, w, h);
    await context.close();
  }
}
if (problems.length) console.log(`console problems (${problems.length}):\n` + [...new Set(problems)].slice(0, 30).join('\n'));
await browser.close();
await server.close();
