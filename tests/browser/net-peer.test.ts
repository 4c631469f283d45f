// The network layer over real WebRTC: a host page and a guest page (two browser contexts) play a
// whole 2-player Zapotec game through PeerJS on the app's own origin, with 512-character pieces so
// that every full view is split and put back together. The guest reloads mid-game and takes its
// seat back from localStorage; later it vanishes and the host hands its seat to the AI.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newPerson, serverPort, type Person } from './harness.ts';
import { REPO_ROOT } from './server.ts';

type NetDev = Window['netDev'];
interface DevWindow { netDev: NetDev }

let bundlePath = '';

async function openDevPage(page: Page): Promise<void> {
  await page.goto(appUrl('/'), { waitUntil: 'load' });
  await page.addScriptTag({ path: bundlePath });
  await page.waitForFunction(() => typeof (window as unknown as DevWindow).netDev === 'object');
}

function peerOptions() {
  return { host: '127.0.0.1', port: serverPort(), path: '/peerjs', secure: false, iceServers: [], chunkChars: 512 };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

describe('networked play over PeerJS', () => {
  let browser: Browser;
  let host: Person;
  let guest: Person;

  beforeAll(async () => {
    const out = await build({
      entryPoints: [join(REPO_ROOT, 'dev/net/main.ts')], bundle: true, format: 'iife', platform: 'browser', target: 'es2022',
      write: false, logLevel: 'warning',
    });
    bundlePath = join(mkdtempSync(join(tmpdir(), 'net-dev-')), 'net-dev.js');
    writeFileSync(bundlePath, out.outputFiles[0]!.text);
    browser = await launchBrowser();
    host = await newPerson(browser, 'host');
    guest = await newPerson(browser, 'guest');
  });
  afterAll(async () => {
    await host?.close();
    await guest?.close();
    await browser?.close();
  });

  it('plays a whole game; the guest reloads mid-game and gets its seat back; views agree at the end', async () => {
    await Promise.all([openDevPage(host.page), openDevPage(guest.page)]);
    const peer = peerOptions();
    const { room } = await host.page.evaluate((peer) => (window as unknown as DevWindow).netDev.hostGame({ players: 2, seats: ['ai', 'remote'], peer }), peer);
    expect(room).toMatch(/^[a-z2-9]{8}$/);
    const joined = await guest.page.evaluate(({ room, peer }) => (window as unknown as DevWindow).netDev.joinGame({ room, peer }), { room, peer });
    expect(joined).toEqual({ ok: true });
    await host.page.waitForFunction(() => (window as unknown as DevWindow).netDev.hostInfo()?.lobby[1]?.status === 'connected');
    await host.page.evaluate(() => (window as unknown as DevWindow).netDev.start());

    // Mid-game, the guest's page reloads.
    await host.page.waitForFunction(() => ((window as unknown as DevWindow).netDev.hostInfo()?.version ?? 0) >= 25, undefined, { timeout: 30_000 });
    const arrivalsBefore = await guest.page.evaluate(() => (window as unknown as DevWindow).netDev.arrivals());
    await guest.page.reload({ waitUntil: 'load' });
    await guest.page.addScriptTag({ path: bundlePath });
    await guest.page.waitForFunction(() => typeof (window as unknown as DevWindow).netDev === 'object');
    const rejoined = await guest.page.evaluate(({ room, peer }) => (window as unknown as DevWindow).netDev.joinGame({ room, peer }), { room, peer });
    expect(rejoined).toEqual({ ok: true });
    expect(await guest.page.evaluate(() => (window as unknown as DevWindow).netDev.guestInfo()?.seat)).toBe(1);

    await host.page.waitForFunction(() => (window as unknown as DevWindow).netDev.hostInfo()?.over === true, undefined, { timeout: 40_000 });
    const hostInfo = (await host.page.evaluate(() => {
      const info = (window as unknown as DevWindow).netDev.hostInfo()!;
      return { version: info.version, viewHash: info.viewHash(1), lobby: info.lobby, stats: info.stats };
    }));
    await guest.page.waitForFunction((v) => (window as unknown as DevWindow).netDev.guestInfo()?.version === v, hostInfo.version);
    const guestInfo = await guest.page.evaluate(() => (window as unknown as DevWindow).netDev.guestInfo());
    expect(guestInfo).toMatchObject({ status: 'joined', seat: 1, version: hostInfo.version, viewHash: hostInfo.viewHash });
    expect(hostInfo.lobby[1]).toMatchObject({ status: 'connected' });

    // Host → guest delivery time of each update (both pages share the machine's clock).
    const hostArrivals = await host.page.evaluate(() => (window as unknown as DevWindow).netDev.arrivals());
    const guestArrivals = { ...arrivalsBefore, ...(await guest.page.evaluate(() => (window as unknown as DevWindow).netDev.arrivals())) };
    const delays = Object.entries(guestArrivals).flatMap(([v, t]) => (hostArrivals[v] === undefined ? [] : [t - hostArrivals[v]!]));
    console.log(`net over WebRTC: ${delays.length} updates, host→guest p50 ${percentile(delays, 50).toFixed(1)} ms, p95 ${percentile(delays, 95).toFixed(1)} ms; host sent ${hostInfo.stats.viewsOut} views, ${Math.round(hostInfo.stats.viewCharsOut / hostInfo.stats.viewsOut)} chars each on average`);
    expect(delays.length).toBeGreaterThan(20);

    expect(host.console.errors()).toEqual([]);
    expect(guest.console.errors()).toEqual([]);
    await guest.page.evaluate(() => (window as unknown as DevWindow).netDev.close());
    await host.page.evaluate(() => (window as unknown as DevWindow).netDev.close());
  });

  it('notices a guest that vanishes, and the AI takes its seat', async () => {
    await Promise.all([openDevPage(host.page), openDevPage(guest.page)]);
    const peer = peerOptions();
    const { room } = await host.page.evaluate((peer) => (window as unknown as DevWindow).netDev.hostGame({ players: 2, seats: ['ai', 'remote'], peer, thinkMs: 20 }), peer);
    await guest.page.evaluate(({ room, peer }) => (window as unknown as DevWindow).netDev.joinGame({ room, peer, thinkMs: 20 }), { room, peer });
    await host.page.evaluate(() => (window as unknown as DevWindow).netDev.start());
    await host.page.waitForFunction(() => ((window as unknown as DevWindow).netDev.hostInfo()?.version ?? 0) >= 10, undefined, { timeout: 30_000 });

    const gone = Date.now();
    await guest.close(); // the whole browser context goes away
    await host.page.waitForFunction(() => (window as unknown as DevWindow).netDev.hostInfo()?.lobby[1]?.status === 'reconnecting', undefined, { timeout: 20_000 });
    console.log(`net over WebRTC: a closed guest context was marked reconnecting after ${Date.now() - gone} ms`);
    await host.page.evaluate(() => (window as unknown as DevWindow).netDev.replaceWithAi(1));
    await host.page.waitForFunction(() => (window as unknown as DevWindow).netDev.hostInfo()?.over === true, undefined, { timeout: 40_000 });
    expect(host.console.errors()).toEqual([]);
    await host.page.evaluate(() => (window as unknown as DevWindow).netDev.close());
  });
});
