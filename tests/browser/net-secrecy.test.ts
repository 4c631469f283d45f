// What a guest's browser receives during a whole online game: a host (its own seat plus an easy
// bot) and one guest, each in their own context, play a 3-player Zapotec game to the end through
// the app's UI over WebRTC. Every data-channel frame that reaches the guest's page is recorded (an
// init script wraps RTCPeerConnection.createDataChannel) and checked against the host's whole game,
// replayed from its saved log: none of the other seats' hidden cards, picks, deck order or trade
// stacks may appear (net-secrecy-check.ts says exactly what counts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveFile } from '../../src/engine/match.ts';
import { launchBrowser, type Person } from './harness.ts';
import { checkGuestTraffic, secretsOf, statesOf, type Received } from './net-secrecy-check.ts';
import { REPO_ROOT } from './server.ts';
import { hashOn, hostFromNewGame, joinFromLink, playAll, prepare } from './net-ui.ts';
import { framesOf, hostAndRecordedGuest } from './net-frames.ts';

const over = (page: Page) => async () => (await page.locator('.end-screen').count()) > 0;

describe('what a guest receives', () => {
  let browser: Browser;
  let host: Person;
  let guest: Person;

  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => {
    await Promise.all([host?.close(), guest?.close()]);
    await browser?.close();
  });

  // Two boards drawn in software on a shared machine: no animations, bots at once, no confirmations.
  const light = { motion: 'reduced', botPaceMs: 0, confirmEndTurn: false };

  it('a whole game: no byte holds another seat\'s hidden cards, the deck order or a trade stack', async () => {
    await Promise.all([host?.close(), guest?.close()]);
    [host, guest] = await hostAndRecordedGuest(browser, ['host', 'guest'], [light, light]);
    const link = await hostFromNewGame(host.page, { players: 3, kinds: ['remote', 'ai-easy'] });
    const room = /#\/join\/([a-z2-9]{8})(?:\?|$)/.exec(link)![1]!;
    await joinFromLink(guest.page, link, 'Gus', 2);
    await host.page.waitForFunction(() => !(document.querySelector('[data-testid=start-online]') as HTMLButtonElement | null)?.disabled);
    await host.page.locator('[data-testid=start-online]').click();
    await Promise.all([host.page.locator('.game').waitFor({ timeout: 20_000 }), guest.page.locator('.game').waitFor({ timeout: 20_000 })]);

    // About 100 s on a quiet 2-core machine; a busy one needs more.
    const clicks = await playAll([host.page, guest.page], over(host.page), 240_000);
    const end = await hashOn(host.page);
    await guest.page.waitForFunction((v) => (window as unknown as { __meso: { version(): number } }).__meso.version() === v, end.version);
    await guest.page.locator('.end-screen').waitFor({ timeout: 15_000 });

    // The host's game, from its saved room (the app writes it after every move).
    const file = await host.page.evaluate((room) => new Promise<unknown>((resolve, reject) => {
      const open = indexedDB.open('mesoamerica-table');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const get = open.result.transaction('kv').objectStore('kv').get(`host:${room}`);
        get.onsuccess = () => { resolve((get.result as { snapshot: { file: unknown } }).snapshot.file); open.result.close(); };
        get.onerror = () => reject(get.error);
      };
    }), room) as SaveFile<{ players: 3 }>;
    expect(file.log.length).toBe(end.version); // no undo: version n is the state after n moves
    const states = statesOf(file);

    const frames = await framesOf(guest.page);
    const received: Received = { frames, me: 1 };
    const result = checkGuestTraffic(received, states, file.seed);
    const bytes = frames.reduce((n, [, f]) => n + Buffer.byteLength(f), 0);
    console.log(`secrecy: ${clicks} clicks, ${end.version} moves, ${frames.length} frames (${bytes} bytes), ${result.messages} messages, ${result.viewsChecked} views checked`);
    if (result.problems.length > 0) {
      // Keep the evidence: the frames and the host's save, to replay the check by hand.
      mkdirSync(join(REPO_ROOT, 'test-results'), { recursive: true });
      writeFileSync(join(REPO_ROOT, 'test-results', 'net-secrecy.json'), JSON.stringify({ frames, file }));
    }
    expect(result.problems).toEqual([]);
    // Every view the guest received was checked. The host sends a view once the save of the latest
    // change lands, so moves made while it saves (bots at once) share one view: fewer than the moves.
    expect(result.viewsChecked).toBe(frames.filter(([, f]) => f.startsWith('{"v":1,"type":"view"')).length);
    expect(result.viewsChecked).toBeGreaterThan(20);

    // The check itself catches leaks: the same traffic with one card shown, or one event that names it.
    const at = frames.findIndex(([, f]) => f.startsWith('{"v":1,"type":"view"') && f.includes('"delta":'));
    expect(at).toBeGreaterThan(-1);
    const atVersion = (JSON.parse(frames[at]![1]) as { version: number }).version;
    const secret = secretsOf(states, 1)[atVersion]!;
    const card = states[atVersion]!.players[0]!.hand.find((c) => secret.has(c))!;
    expect(card).toBeGreaterThan(0);
    const leaky = (edit: (m: Record<string, unknown>) => void, index = at): Received => {
      const copy = frames.map(([c, f]) => [c, f] as [number, string]);
      const msg = JSON.parse(copy[index]![1]) as Record<string, unknown>;
      edit(msg);
      copy[index]![1] = JSON.stringify(msg);
      return { frames: copy, me: 1 };
    };
    expect(checkGuestTraffic(leaky((m) => (m.delta as unknown[]).push([['players', 0, 'hand', 0], card])), states).problems.length).toBeGreaterThan(0);
    expect(checkGuestTraffic(leaky((m) => (m.events as unknown[]).push({ type: 'draw', seat: 0, card })), states).problems.length).toBeGreaterThan(0);
    // The joint seed: the guests' shares went out at the start, the host's share only at the end. A
    // guest welcomed again (a repeated hello on a busy machine) is sent the seed message again.
    const seeds = frames.flatMap(([, f], i) => (f.startsWith('{"v":1,"type":"seed"') ? [i] : []));
    expect(seeds.length).toBeGreaterThanOrEqual(2);
    expect(frames[seeds[0]!]![1]).not.toContain('hostShare');
    expect(frames[seeds[seeds.length - 1]!]![1]).toContain(file.seed);
    const early = leaky((m) => { m.hostShare = 'a'.repeat(32); m.seed = file.seed; }, seeds[0]!);
    expect(checkGuestTraffic(early, states, file.seed).problems.length).toBeGreaterThan(0);
    expect(states[states.length - 1]!.phase).toBe('over');
    for (const p of [host, guest]) expect(p.console.errors()).toEqual([]);
  }, 270_000);
});
