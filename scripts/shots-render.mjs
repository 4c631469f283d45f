// Screenshots of the Pixi board scene (render-dev.html) at phone, tablet and desktop sizes for
// 2-, 3- and 4-player sample games, plus the icon sheet and a dark-theme view, and a frame-rate
// measurement while pieces animate at 1024x768. Serves the page with Vite's dev server and drives
// Debian's Chromium through playwright-core.
//   node scripts/shots-render.mjs [--out test-results/render] [--only 390x844] [--no-fps]
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const out = resolve(arg('--out', 'test-results/render'));
const only = arg('--only', '');
const seed = arg('--seed', 'shots');
mkdirSync(out, { recursive: true });

const server = await createServer({
  root: process.cwd(),
  configFile: false,
  cacheDir: 'node_modules/.vite-render', // its own dependency cache: other dev servers may run at the same time
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  optimizeDeps: { include: ['pixi.js'] },
});
await server.listen();
const { port } = server.httpServer.address();
const base = `http://127.0.0.1:${port}/render-dev.html`;

// A marker in the browser's command line finds its process tree in /proc (for CPU time per frame).
const marker = `shots-render-${process.pid}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-quic', `--user-agent=${marker}`] });

/** CPU ms used so far by this browser's GPU process (SwiftShader does the drawing there). */
function gpuProcessCpuMs() {
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
  return procs.filter((p) => mine.has(p.pid) && p.cmd.includes('--type=gpu-process')).reduce((a, p) => a + p.cpu, 0);
}
const problems = [];

async function open(w, h, query, dpr = 1) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: dpr });
  const page = await context.newPage();
  page.on('console', (m) => {
    const text = m.text();
    if ((m.type() === 'error' || m.type() === 'warning') && !/GPU stall due to ReadPixels|GroupMarkerNotSet/.test(text)) problems.push(`${w}x${h} ${query}: ${m.type()}: ${text}`);
  });
  page.on('pageerror', (e) => problems.push(`${w}x${h} ${query}: pageerror: ${e.message}`));
  await page.goto(`${base}?${query}`);
  await page.waitForFunction(() => window.__dev?.ready === true, null, { timeout: 60_000 });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 700)));
  return { context, page };
}

const sizes = [[390, 844], [1024, 768], [1440, 900]].filter(([w, h]) => !only || only === `${w}x${h}`);
const shots = [];
for (const [w, h] of sizes)
  for (const players of [2, 3, 4]) {
    const { context, page } = await open(w, h, `players=${players}&seed=${seed}&focus=0`);
    const file = `${out}/zapotec-${w}x${h}-${players}p.png`;
    await page.screenshot({ path: file });
    const targets = await page.evaluate(() => window.__dev.targets().map((t) => t.rect));
    const small = targets.filter((r) => r.w < 44 || r.h < 44).length;
    shots.push({ file, targets: targets.length, smallTargets: small });
    await context.close();
  }
if (!only) {
  {
    const { context, page } = await open(1440, 900, 'icons=1');
    await page.screenshot({ path: `${out}/icons.png` });
    shots.push({ file: `${out}/icons.png` });
    await context.close();
  }
  {
    const { context, page } = await open(1024, 768, `players=4&seed=${seed}&theme=dark`);
    await page.screenshot({ path: `${out}/zapotec-1024x768-4p-dark.png` });
    shots.push({ file: `${out}/zapotec-1024x768-4p-dark.png` });
    await context.close();
  }
  {
    // Phone at 3× pixels with focus zoom on (the camera eases to the legal targets).
    const { context, page } = await open(390, 844, `players=2&seed=${seed}`, 3);
    await page.screenshot({ path: `${out}/zapotec-390x844-2p-dpr3-focus.png` });
    shots.push({ file: `${out}/zapotec-390x844-2p-dpr3-focus.png` });
    await context.close();
  }
}
for (const s of shots) console.log(JSON.stringify(s));

if (!args.includes('--no-fps')) {
  // Frames per second while pieces animate, 4 players at 1024x768: random moves, each animated.
  // The machine is shared: the load average and the GPU process's CPU time per frame are printed
  // too (CPU per frame does not depend much on what else runs).
  const { context, page } = await open(1024, 768, `players=4&seed=${seed}-fps&round=1&focus=0`);
  const cpu0 = gpuProcessCpuMs();
  const fps = await page.evaluate(() => window.__dev.measureFps(8000));
  const cpu1 = gpuProcessCpuMs();
  const frames = fps.motionFrames + fps.updates;
  console.log(JSON.stringify({ viewport: '1024x768', players: 4, ...fps, gpuCpuMsPerFrame: Math.round(((cpu1 - cpu0) / Math.max(1, frames)) * 10) / 10, loadAverage: loadavg()[0] }));
  await context.close();
}

if (problems.length) console.log(`console problems (${problems.length}):\n` + [...new Set(problems)].slice(0, 30).join('\n'));
await browser.close();
await server.close();
