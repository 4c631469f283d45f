// Screenshots of the Chocolatl board scene (render-dev-chocolatl.html) at phone, tablet and desktop
// sizes for 3- and 5-player sample games (seeded random legal moves), plus the icon sheet, a dark
// theme view, greyscale copies, a dpr-3 phone view, and a frame-rate and update-time measurement
// while pieces animate at 1024x768. Serves the page with Vite's dev server and drives Debian's
// Chromium through playwright-core.
//   node scripts/shots-render-chocolatl.mjs [--out test-results/render-chocolatl] [--only 390x844] [--no-fps] [--seed s]
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
const out = resolve(arg('--out', 'test-results/render-chocolatl'));
const only = arg('--only', '');
const seed = arg('--seed', 'shots');
const round = arg('--round', '3');
mkdirSync(out, { recursive: true });

const server = await createServer({
  root: process.cwd(),
  configFile: false,
  cacheDir: 'node_modules/.vite-render-chocolatl', // its own dependency cache: other dev servers may run at the same time
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  optimizeDeps: { include: ['pixi.js'] },
});
await server.listen();
const { port } = server.httpServer.address();
const base = `http://127.0.0.1:${port}/render-dev-chocolatl.html`;

// A marker in the browser's command line finds its process tree in /proc (for CPU time per frame).
const marker = `shots-render-chocolatl-${process.pid}`;
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

async function open(w, h, query, dpr = 1) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: dpr });
  const page = await context.newPage();
  page.on('console', (m) => {
    const text = m.text();
    if ((m.type() === 'error' || m.type() === 'warning') && !/GPU stall due to ReadPixels|GroupMarkerNotSet|outsideRenderPass queueSerial/.test(text)) problems.push(`${w}x${h} ${query}: ${m.type()}: ${text}`);
  });
  page.on('pageerror', (e) => problems.push(`${w}x${h} ${query}: pageerror: ${e.message}`));
  await page.goto(`${base}?${query}`);
  await page.waitForFunction(() => window.__dev?.ready === true, null, { timeout: 90_000 });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 800)));
  return { context, page };
}

async function grey(page, file) {
  await page.addStyleTag({ content: 'canvas { filter: grayscale(1); }' });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot({ path: file });
}

const sizes = [[390, 844], [1024, 768], [1440, 900]].filter(([w, h]) => !only || only === `${w}x${h}`);
const shots = [];
for (const [w, h] of sizes)
  for (const players of [3, 5]) {
    const { context, page } = await open(w, h, `players=${players}&seed=${seed}&round=${round}&focus=0`);
    const file = `${out}/chocolatl-${w}x${h}-${players}p.png`;
    await page.screenshot({ path: file });
    const targets = await page.evaluate(() => window.__dev.targets().map((t) => t.rect));
    const small = targets.filter((r) => r.w < 44 || r.h < 44).length;
    shots.push({ file, targets: targets.length, smallTargets: small });
    if (players === 5) {
      await grey(page, `${out}/chocolatl-${w}x${h}-${players}p-grey.png`);
      shots.push({ file: `${out}/chocolatl-${w}x${h}-${players}p-grey.png` });
    }
    await context.close();
  }
if (!only) {
  {
    const { context, page } = await open(1440, 900, 'icons=1');
    await page.screenshot({ path: `${out}/chocolatl-icons.png` });
    shots.push({ file: `${out}/chocolatl-icons.png` });
    await context.close();
  }
  {
    const { context, page } = await open(1024, 768, `players=4&seed=${seed}&round=${round}&theme=dark&focus=0`);
    await page.screenshot({ path: `${out}/chocolatl-1024x768-4p-dark.png` });
    shots.push({ file: `${out}/chocolatl-1024x768-4p-dark.png` });
    await context.close();
  }
  {
    const { context, page } = await open(390, 844, `players=3&seed=${seed}&round=${round}&focus=0`, 3);
    await page.screenshot({ path: `${out}/chocolatl-390x844-3p-dpr3.png` });
    shots.push({ file: `${out}/chocolatl-390x844-3p-dpr3.png` });
    await context.close();
  }
}
for (const s of shots) console.log(JSON.stringify(s));

if (!args.includes('--no-fps')) {
  // Frames per second while pieces animate, 5 players at 1024x768: random moves, each animated,
  // and the time of each update call. The machine is shared: the load average and the CPU time
  // per frame of the GPU process (SwiftShader) and the page are printed too.
  for (const players of [5, 3]) {
    const { context, page } = await open(1024, 768, `players=${players}&seed=${seed}-fps&round=1&focus=0`);
    const cpu0 = cpuMs();
    const fps = await page.evaluate(() => window.__dev.measureFps(10000));
    const cpu1 = cpuMs();
    const frames = Math.max(1, fps.motionFrames + fps.updates);
    console.log(JSON.stringify({
      viewport: '1024x768', players, ...fps,
      gpuCpuMsPerFrame: Math.round(((cpu1.gpu - cpu0.gpu) / frames) * 10) / 10,
      pageCpuMsPerFrame: Math.round(((cpu1.renderer - cpu0.renderer) / frames) * 10) / 10,
      loadAverage: loadavg()[0],
    }));
    await context.close();
  }
}

if (problems.length) console.log(`console problems (${problems.length}):\n` + [...new Set(problems)].slice(0, 30).join('\n'));
await browser.close();
await server.close();
