// A hostile guest against the real app over WebRTC: the host hosts a 3-player Zapotec game from the
// new-game screen (seats: the host, a remote seat, an easy bot); a raw protocol client
// (net-raw-page.ts, in its own browser context) takes the remote seat, commits its pick honestly,
// then sends 10,000 random and mutated messages. The host's state hash must not move during the
// flood; afterwards the host picks, the raw guest reveals, leaves, and the host hands its seat to a
// bot and plays on.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, serverPort, type Person } from './harness.ts';
import { hashOn, hostFromNewGame, playAll, prepare } from './net-ui.ts';
import { REPO_ROOT } from './server.ts';

type RawNet = Window['rawNet'];
interface RawWindow { rawNet: RawNet }

let bundlePath = '';

async function openRawPage(page: Page): Promise<void> {
  await page.goto(appUrl('/'), { waitUntil: 'load' });
  await page.addScriptTag({ path: bundlePath });
  await page.waitForFunction(() => typeof (window as unknown as RawWindow).rawNet === 'object');
}

const versionOf = (page: Page) => page.evaluate(() => (window as unknown as { __meso: { version(): number } }).__meso.version());

describe('a hostile guest over WebRTC', () => {
  let browser: Browser;
  let host: Person;
  let evil: Person;

  beforeAll(async () => {
    const out = await build({
      entryPoints: [join(REPO_ROOT, 'tests/browser/net-raw-page.ts')], bundle: true, format: 'iife', platform: 'browser', target: 'es2022',
      write: false, logLevel: 'warning',
    });
    bundlePath = join(mkdtempSync(join(tmpdir(), 'net-raw-')), 'net-raw.js');
    writeFileSync(bundlePath, out.outputFiles[0]!.text);
    browser = await launchBrowser();
    host = await newPerson(browser, 'host', { viewport: VIEWPORTS.phone });
    evil = await newPerson(browser, 'evil');
    await prepare(host.page, { motion: 'reduced', botPaceMs: 0, confirmEndTurn: false });
  });
  afterAll(async () => {
    await Promise.all([host?.close(), evil?.close()]);
    await browser?.close();
  });

  it('sends 10,000 random and mutated messages: the host state hash never changes and the host plays on', async () => {
    const link = await hostFromNewGame(host.page, { players: 3, kinds: ['remote', 'ai-easy'] });
    const room = /#\/join\/([a-z2-9]{8})(?:\?|$)/.exec(link)![1]!;
    await openRawPage(evil.page);
    const peer = { host: '127.0.0.1', port: serverPort(), path: '/peerjs', secure: false, iceServers: [] };
    const joined = await evil.page.evaluate(({ room, peer }) => (window as unknown as RawWindow).rawNet.join(room, peer), { room, peer });
    expect(joined.seat).toBe(1);
    await host.page.waitForFunction(() => !(document.querySelector('[data-testid=start-online]') as HTMLButtonElement | null)?.disabled);
    await host.page.locator('[data-testid=start-online]').click();
    await host.page.locator('.game').waitFor({ timeout: 20_000 });

    // The raw guest commits; the bot commits; the game now waits for the host's own pick.
    await evil.page.evaluate(() => (window as unknown as RawWindow).rawNet.commitPick());
    await host.page.locator('.own .acard.legal').first().waitFor();
    const before = await hashOn(host.page);
    expect(before.hash).toMatch(/^[0-9a-f]{16}$/);

    // The flood, with the host's hash read every half second while it lasts.
    const seen = new Set<string | null>();
    let flooding = true;
    const watch = (async () => {
      while (flooding) {
        seen.add((await hashOn(host.page)).hash);
        await host.page.waitForTimeout(500);
      }
    })();
    const started = Date.now();
    // The watch stops with the flood, even one that fails: a retry must not meet it still reading.
    let stats: Awaited<ReturnType<RawWindow['rawNet']['flood']>>;
    try {
      stats = await evil.page.evaluate(() => (window as unknown as RawWindow).rawNet.flood(10_000, 'browser-hostile'));
    } finally {
      flooding = false;
      await watch;
    }
    console.log(`hostile guest: ${stats.sent} messages in ${stats.batches} batches over ${stats.opens} connections (unanswered knocks repeated: ${stats.connectRetries}), ${Date.now() - started} ms; refusals ${JSON.stringify(stats.rejected)}`);
    expect(stats.sent).toBe(10_000);
    expect(stats.unexpectedCloses).toBe(0); // every batch stayed under the strike limit and was read whole
    expect(stats.invalidFromHost).toBe(0);
    for (const reason of ['bad-secret', 'wrong-seat', 'stale', 'already-joined']) expect(stats.rejected[reason] ?? 0).toBeGreaterThan(0);
    expect([...seen]).toEqual([before.hash]);
    expect(await hashOn(host.page)).toEqual(before);

    // The host still plays: its pick, the raw guest's honest reveal, then a bot takes the seat over.
    await host.page.locator('.own .acard.legal').first().click();
    await evil.page.evaluate(() => (window as unknown as RawWindow).rawNet.reveal());
    await host.page.waitForFunction((v) => (window as unknown as { __meso: { version(): number } }).__meso.version() > v, before.version);
    await evil.page.evaluate(() => (window as unknown as RawWindow).rawNet.leave());
    await host.page.locator('[data-testid=replace-ai-1]').click({ timeout: 20_000 });
    const target = before.version + 12;
    await playAll([host.page], async () => (await versionOf(host.page)) >= target, 60_000);
    expect(host.console.errors()).toEqual([]);
  }, 170_000);
});
