// A hosted room's bot seats are played through the host's screen, paced by it like a local game's;
// with no screen, or the host's page out of sight, the bot worker plays them so that the guests
// never wait for the host to look, even for a question already out to the screen. A bot plays only
// once the change it answers is saved (the guests are sent views of saved states only).
import { afterEach, describe, expect, it } from 'vitest';
import { zapotecGame } from '../../src/games/zapotec/index.ts';
import { HostSession, type BotDecider } from '../../src/app/host-session.ts';
import type { HostPage } from '../../src/app/host-bot-answer.ts';
import type { BotScreen } from '../../src/app/session.ts';
import type { AiRequest } from '../../src/net/host-types.ts';
import { memoryHostStore, type HostStore } from '../../src/store/guest-storage.ts';
import type { SeatInfo } from '../../src/store/saves.ts';

const SEATS: SeatInfo[] = [
  { name: 'Ana', kind: 'human', color: 0 },
  { name: 'Bot', kind: 'ai', level: 'easy', color: 1 },
];

const cleanups: (() => void)[] = [];
afterEach(() => { while (cleanups.length) cleanups.pop()!(); });

async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 2_000 && !check(); i++) await new Promise((r) => setTimeout(r, 1));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

/** A page whose visibility the test sets. */
function testPage(): HostPage & { hide(): void } {
  let shown = true;
  const hidden = new Set<() => void>();
  return {
    visible: () => shown,
    onHidden: (cb) => { hidden.add(cb); return () => void hidden.delete(cb); },
    hide: () => { shown = false; for (const cb of [...hidden]) cb(); },
  };
}

/** A screen that answers only when the test releases its questions. */
function heldScreen() {
  const asked: AiRequest[] = [];
  const release: (() => void)[] = [];
  const screen: BotScreen = {
    driver: (req) => {
      asked.push(req);
      return new Promise((r) => release.push(() => r(zapotecGame.choices(req.view as never, req.seat)[0])));
    },
    failed: () => {},
  };
  return { screen, asked, releaseAll: () => { while (release.length) release.shift()!(); } };
}

async function hostWithBot(page: HostPage, store: HostStore = memoryHostStore()) {
  const byWorker: number[] = [];
  const decide: BotDecider = async (req) => { byWorker.push(req.version); return zapotecGame.choices(req.view as never, req.seat)[0]; };
  const host = HostSession.create({ module: zapotecGame, room: 'botroom', options: { players: 2 }, seats: SEATS, table: false, decide, store, hooks: { page } });
  cleanups.push(() => host.close());
  await host.start();
  return { host, byWorker };
}

/** The person plays until only the bot seat owes a decision (a secret pick: once the person's is in). */
async function untilBotOwes(host: HostSession): Promise<void> {
  const botAlone = () => host.pending().length === 1 && host.pending()[0]!.seat === 1;
  for (let i = 0; i < 50 && !botAlone(); i++) {
    if (host.choices(0).length > 0) expect(await host.act(0, host.choices(0)[0]!)).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 1));
  }
  expect(botAlone()).toBe(true);
}

describe('a hosted room\'s bots', () => {
  it('are the screen\'s to pace while it shows the game', async () => {
    const page = testPage();
    const { host, byWorker } = await hostWithBot(page);
    expect(host.botSeats()).toEqual([1]);
    const held = heldScreen();
    host.botScreen(held.screen);
    await untilBotOwes(host);
    await waitFor(() => held.asked.some((r) => r.seat === 1), 'the bot asked through the screen');
    const version = host.version;
    // Nothing is played until the screen lets it (its captions read, its board still).
    await new Promise((r) => setTimeout(r, 20));
    expect(host.version).toBe(version);
    held.releaseAll();
    await waitFor(() => host.version > version, 'the bot\'s move');
    expect(byWorker).toEqual([]);
  });

  it('go to the worker when no screen shows the game, and when the page is hidden, even mid-question', async () => {
    const page = testPage();
    const { host, byWorker } = await hostWithBot(page);
    const held = heldScreen();
    host.botScreen(held.screen);
    await untilBotOwes(host);
    await waitFor(() => held.asked.some((r) => r.seat === 1), 'the bot asked through the screen');
    const version = host.version;
    page.hide();
    await waitFor(() => host.version > version, 'the bot\'s move by the worker');
    expect(byWorker).toEqual([version]);
    // The screen's late answer is not played twice.
    held.releaseAll();
    await new Promise((r) => setTimeout(r, 10));
    // Hidden: questions go straight to the worker; so they do with no screen at all.
    host.botScreen(null);
    await untilBotOwes(host);
    await waitFor(() => byWorker.length >= 2, 'the next bot move by the worker');
    expect(held.asked.filter((r) => r.seat === 1)).toHaveLength(1);
  });

  it('play only once the change they answer is saved, so the guests are sent every step', async () => {
    const saves: (() => void)[] = [];
    const memory = memoryHostStore();
    // Every save waits until the test lets it land.
    const store: HostStore = { ...memory, save: (record) => new Promise<void>((r) => saves.push(() => void memory.save(record).then(r))) };
    // Saves are chained: each lands, then the next one starts.
    const land = async () => { for (let i = 0; i < 20; i++) { while (saves.length) saves.shift()!(); await new Promise((r) => setTimeout(r, 1)); } };
    const page = testPage();
    const { host, byWorker } = await hostWithBot(page, store);
    host.botScreen(null); // the worker plays the bot
    const asked = byWorker.length;
    await new Promise((r) => setTimeout(r, 20));
    expect(byWorker.length, 'no bot asked while the start is being saved').toBe(asked);
    await land();
    await waitFor(() => byWorker.length > asked, 'the bot asked once saved');
    for (let i = 0; i < 20; i++) {
      if (host.choices(0).length > 0) await host.act(0, host.choices(0)[0]!);
      const before = byWorker.length;
      await new Promise((r) => setTimeout(r, 5));
      expect(byWorker.length, 'no bot asked before the last change is saved').toBe(before);
      await land();
    }
    expect(byWorker.length).toBeGreaterThan(asked + 1);
  });
});
