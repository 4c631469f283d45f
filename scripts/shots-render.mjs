// Screenshots of a board scene's dev page (render-dev.html?game=…) at phone, tablet and desktop
// sizes, with what each game adds (icon sheet, dark theme, greyscale copies, frame rate while
// pieces animate, update timing: see shots-render-games.mjs). Serves the page with Vite's dev
// server and drives Debian's Chromium through playwright-core. Prints one JSON line per shot.
//   node scripts/shots-render.mjs [--game zapotec|chocolatl|copan] [--out test-results/render-<game>]
//                                 [--only 390x844] [--no-fps] [--seed s] [--round 3]
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { PLANS } from './shots-render-games.mjs';

const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const game = arg('--game', 'zapotec');
const plan = PLANS[game];
if (!plan) throw new Error(`--game must be one of ${Object.keys(PLANS).join(', ')}`);
const out = resolve(arg('--out', plan.out));
const only = arg('--only', '');
mkdirSync(out, { recursive: true });

const server = await createServer({
  root: process.cwd(),
  configFile: false,
  cacheDir: `node_modules/.vite-render-${game}`, // its own dependency cache: other dev servers may run at the same time
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  optimizeDeps: { include: ['pixi.js'] },
});
await server.listen();
const { port } = server.httpServer.address();
const base = `http://127.0.0.1:${port}/render-dev.html?game=${game}`;

// A marker in the browser's command line finds its process tree in /proc (for CPU time per frame).
const marker = `shots-render-${game}-${process.pid}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-quic', `--user-agent=${marker}`] });

/** CPU ms used so far by this browser's GPU process (SwiftShader draws there) and its renderer. */
function cpuMs() {
  const procs = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      procs.push({ pid: +pid, ppid: +f[1], cpu: (+f[11] + +f[12]) * 10, cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8') });
    } catch { /* gone */ }
  }
  const mine = new Set(procs.filter((p) => p.cmd.includes(marker)).map((p) => p.pid));
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) if (!mine.has(p.pid) && mine.has(p.ppid)) { mine.add(p.pid); grew = true; }
  }
  const sum = (type) => procs.filter((p) => mine.has(p.pid) && p.cmd.includes(`--type=${type}`)).reduce((a, p) => a + p.cpu, 0);
  return { gpu: sum('gpu-process'), renderer: sum('renderer') };
}

const problems = [];
const noise = /GPU stall due to ReadPixels|GroupMarkerNotSet|outsideRenderPass queueSerial/;

/** Opens the dev page at a size and waits until the scene is drawn and quiet. */
async function open(w, h, query, dpr = 1) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: dpr });
  const page = await context.newPage();
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !noise.test(m.text())) problems.push(`${w}x${h} ${query}: ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${w}x${h} ${query}: pageerror: ${e.message}`));
  await page.goto(`${base}&${query}`);
  await page.waitForFunction(() => window.__dev?.ready === true, null, { timeout: 90_000 });
  await page.evaluate((ms) => new Promise((r) => setTimeout(r, ms)), plan.settleMs);
  return { context, page };
}

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
/** A screenshot, and how the legal targets sit: off the canvas, overlapping, smaller than 44 px. */
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

/** A screenshot without target statistics (icon sheet, extra views). */
async function picture(page, file) {
  await page.screenshot({ path: file });
  console.log(JSON.stringify({ file }));
}

/** The same view in greyscale: colours must not be the only difference between seats and modes. */
async function grey(page, file) {
  await page.addStyleTag({ content: 'canvas { filter: grayscale(1); }' });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await picture(page, file);
}

/**
 * Frames per second while pieces animate (random moves, each animated) and the time of each update.
 * The machine is shared: the load average and the CPU time per frame of the GPU process
 * (SwiftShader) and the page are printed too (CPU per frame does not depend much on what else runs).
 */
async function fps(w, h, players, query, ms) {
  const { context, page } = await open(w, h, query);
  const cpu0 = cpuMs();
  const r = await page.evaluate((ms) => window.__dev.measureFps(ms), ms);
  const cpu1 = cpuMs();
  const frames = Math.max(1, r.motionFrames + r.updates);
  console.log(JSON.stringify({
    viewport: `${w}x${h}`, players, ...r,
    gpuCpuMsPerFrame: Math.round(((cpu1.gpu - cpu0.gpu) / frames) * 10) / 10,
    pageCpuMsPerFrame: Math.round(((cpu1.renderer - cpu0.renderer) / frames) * 10) / 10,
    loadAverage: loadavg()[0],
  }));
  await context.close();
}

await plan.run({
  open, shot, picture, grey, fps, out, only, seed: arg('--seed', 'shots'), round: arg('--round', '3'), fpsWanted: !args.includes('--no-fps'),
  sizes: [[390, 844], [1024, 768], [1440, 900]].filter(([w, h]) => !only || only === `${w}x${h}`),
});

if (problems.length) console.log(`console problems (${problems.length}):\n` + [...new Set(problems)].slice(0, 30).join('\n'));
await browser.close();
await server.close();
