// App benchmarks in headless Chromium against the production build served by scripts/serve.mjs:
// JS+CSS (gzip) fetched before a game starts, time to the first complete board frame (median of
// 5 fresh loads), frames per second while pieces move (bots at the normal pace, then skipped), and
// how readable each board is per screen size (layout.ts).
import { spawn, execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { benchLayout } from './layout.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function withServer<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1' } });
  const port = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (d) => { const m = /listening on http:\/\/[^:]+:(\d+)/.exec(String(d)); if (m) resolve(m[1]!); });
    server.on('exit', () => reject(new Error('server exited')));
  });
  try {
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    server.kill('SIGTERM');
  }
}

/** Gzip (level 9) bytes of every script and stylesheet fetched until the first screen is ready. */
async function initialBytes(browser: Browser, url: string, locale: string): Promise<number> {
  const ctx = await browser.newContext({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block', locale });
  const page = await ctx.newPage();
  let bytes = 0;
  const bodies: Promise<void>[] = [];
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (type === 'script' || type === 'stylesheet') bodies.push(r.body().then((b) => { bytes += gzipSync(b, { level: 9 }).length; }).catch(() => {}));
  });
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  await page.locator('#app[data-ready]').waitFor();
  await Promise.all(bodies);
  await ctx.close();
  return bytes;
}

export async function benchApp(): Promise<Record<string, number>> {
  execSync('npx vite build', { stdio: 'ignore' });
  return withServer(async (url) => {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-quic'] });
    try {
      // 1. What the first screen downloads: an English browser, and a French one (its catalog is
      // a chunk of its own, fetched before the first screen).
      const bytes = await initialBytes(browser, url, 'en-US');
      const bytesFr = await initialBytes(browser, url, 'fr-FR');

      // 2. Navigation to the first complete board frame, fresh context each time.
      const boardMs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const c = await browser.newContext({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
        const p = await c.newPage();
        await p.goto(`${url}/#/new/zapotec?players=1&difficulty=normal&seed=bench-${i}`);
        await p.waitForFunction(() => (window as unknown as { __mesoBoardAt?: number }).__mesoBoardAt !== undefined, null, { timeout: 30_000 });
        boardMs.push(await p.evaluate(() => (window as unknown as { __mesoBoardAt: number }).__mesoBoardAt));
        await c.close();
      }

      // 3. Frame rate while pieces move: four bots play, first at the normal pace (what a player
      // watches), then skipped (moves as fast as the bots decide). Only frames in which a tween
      // stepped count, so idle frames between moves do not flatter the figure.
      const c = await browser.newContext({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
      const p = await c.newPage();
      await p.goto(`${url}/#/new/zapotec?players=4&difficulty=easy&seed=bench-fps`);
      await p.waitForFunction(() => (window as unknown as { __mesoBoardAt?: number }).__mesoBoardAt !== undefined, null, { timeout: 30_000 });
      await p.locator('.topbar button').first().click();
      await p.locator('[data-testid=autoplay]').click();
      const movingFps = () => p.evaluate(() => new Promise<{ moving: number; all: number }>((resolve) => {
        const w = window as unknown as { __mesoTweenAt?: number };
        let last = performance.now(), moving = 0, frames = 0, all = 0;
        const begun = last;
        const tick = (now: number) => {
          // The previous frame moved something when a tween stepped at or after its time.
          if ((w.__mesoTweenAt ?? 0) >= last) { moving += now - last; frames++; }
          all++;
          last = now;
          if (now - begun < 6000) requestAnimationFrame(tick);
          else resolve({ moving: moving > 0 ? (frames * 1000) / moving : 0, all: (all * 1000) / (now - begun) });
        };
        requestAnimationFrame(tick);
      }));
      // The game opens with secret card picks told by captions, where nothing moves: measure from
      // the first piece that travels.
      await p.waitForFunction(() => (window as unknown as { __mesoTweenAt?: number }).__mesoTweenAt !== undefined, null, { timeout: 60_000 });
      const paced = await movingFps();
      await p.locator('.actionbar .btn.quiet').click({ timeout: 5000 }).catch(() => {}); // skip the pacing
      const fast = await movingFps();
      await c.close();
      const layout = await benchLayout(browser, url);
      return {
        ...layout,
        app_initial_gzip_kb: +(bytes / 1024).toFixed(1),
        app_initial_gzip_kb_fr: +(bytesFr / 1024).toFixed(1),
        app_first_board_ms: Math.round(median(boardMs)),
        app_animation_fps: +paced.moving.toFixed(1),
        // Skipped play: frames while pieces move, and every frame (moves then come faster than the
        // screen is rebuilt for each, so this one is low).
        app_fast_forward_fps: +fast.moving.toFixed(1),
        app_fast_forward_all_fps: +fast.all.toFixed(1),
      };
    } finally {
      await browser.close();
    }
  });
}
