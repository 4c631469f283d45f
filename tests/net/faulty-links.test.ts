// Whole 3-player games of each game over faulty in-memory links: 5 % of messages lost, 5 %
// delivered twice, and messages overtaking each other within 50 ms (all seeded: the same faults on
// every run). An AI seat on the host and two guests play with random legal choices; at the end
// every peer holds the same position: the guests' views hash like the host's view of their seat.
import { describe, it } from 'vitest';
import { hashState } from '../../src/engine/hash.ts';
import { makeRng } from '../../src/engine/rng.ts';
import type { GameModule } from '../../src/engine/types.ts';
import { zapotecGame } from '../../src/games/zapotec/index.ts';
import { chocolatlGame } from '../../src/games/chocolatl/index.ts';
import { copanGame } from '../../src/games/copan/game.ts';
import { GuestClient, memoryGuestStorage } from '../../src/net/guest.ts';
import { HostRoom } from '../../src/net/host.ts';
import { MemoryHub, type MemoryLinkOptions } from '../../src/net/transport.ts';

// A fifth of the messages held back up to 50 ms: later ones overtake them (all of them held would
// only make whole games too slow for a unit test).
const FAULTY: MemoryLinkOptions = { dropRate: 0.05, duplicateRate: 0.05, reorderMs: 50, reorderShare: 0.2 };
const FAST = { heartbeatMs: 40 }; // recovery runs on the heartbeat: a short one keeps the test short

async function waitFor(check: () => boolean, what: string, ms: number): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

type AnyModule = GameModule<any, any, any, any>;

/** Plays a guest with random legal choices from its own view, again after every update or refusal. */
function autoplay(guest: GuestClient<unknown>, seed: string): () => void {
  const rng = makeRng(seed);
  let busy = false;
  let stopped = false;
  const step = (): void => {
    if (busy || stopped || !guest.owes()) return;
    const choices = guest.choices();
    if (choices.length === 0) return;
    busy = true;
    void guest.act(choices[rng.int(choices.length)]).then(() => {
      busy = false;
      queueMicrotask(step);
    });
  };
  const offs = [guest.on('view', () => queueMicrotask(step)), guest.on('secret-phase', () => queueMicrotask(step))];
  const poll = setInterval(step, 25); // a refusal of a lost-then-repeated intent ends without a new view
  return () => { stopped = true; clearInterval(poll); offs.forEach((f) => f()); };
}

async function playFaulty(module: AnyModule, raw: unknown, seed: string, limitMs: number, cleanups: (() => void)[]) {
  const rng = makeRng(`ai:${seed}`);
  const checked = module.checkOptions(raw); // defaults filled in, as the app does
  if (!checked.ok) throw new Error(checked.error.reason);
  const options = checked.options;
  const hub = new MemoryHub({ ...FAULTY, seed });
  const host = HostRoom.create({
    module, room: 'faulty', options, seed, seats: [{ kind: 'ai', name: 'Bot' }, { kind: 'remote' }, { kind: 'remote' }],
    ai: (req) => req.choices[rng.int(req.choices.length)], ...FAST,
  });
  const endpoint = hub.openHost('faulty');
  const off = endpoint.onLink((link) => host.accept(link));
  cleanups.push(() => { host.close(); off(); endpoint.close(); });
  const guests = [1, 2].map((i) => new GuestClient<unknown>({
    module, room: 'faulty', connect: hub.connector('faulty'), name: `Guest ${i}`, color: i, storage: memoryGuestStorage(), ...FAST,
  }));
  for (const g of guests) cleanups.push(() => g.leave());
  for (const g of guests) {
    const joined = await g.join();
    if (!joined.ok) throw new Error(`a guest could not join: ${JSON.stringify(joined)}`);
  }
  const logs: string[] = [];
  guests.forEach((g) => g.on('log', (e) => logs.push(e.reason)));
  const stops = guests.map((g, i) => autoplay(g, `guest${i}:${seed}`));
  cleanups.push(() => stops.forEach((s) => s()));
  host.start();
  const t0 = Date.now();
  try {
    await waitFor(() => host.pending().length === 0, 'the end of the game', limitMs);
  } finally {
    console.log(`${module.id}: version ${host.version} in ${Date.now() - t0} ms, guests at ${guests.map((g) => g.version).join('/')}, resyncs ${guests.map((g) => g.stats.resyncs).join('/')} pending ${JSON.stringify(host.pending())}`);
  }
  // A guest whose resync (or its answer) was lost asks again half a timeout later (2.5 s): two lost
  // in a row on a loaded machine took a guest past 5 s once.
  await waitFor(() => guests.every((g) => g.version === host.version), 'every guest at the last version', 15_000);
  return { host, guests, logs };
}

// The limits only catch a game that stalls; they leave room for a loaded machine: on a quiet one
// Zapotec and Chocolatl take 8 to 12 s and Copan (up to about 750 decisions) about 15 s, while a
// 2-core machine running other jobs took Chocolatl past 40 s.
const GAMES: [string, AnyModule, unknown, number][] = [
  ['Zapotec', zapotecGame, { players: 3 }, 90_000],
  ['Chocolatl', chocolatlGame, { players: 3 }, 90_000],
  ['Copan', copanGame, { players: 3 }, 120_000],
];

// The three games run at once: each mostly waits on its links' delays and heartbeats, so together
// they take about as long as the longest (Copan) instead of the sum. Each has its own hub and peers.
describe('games over faulty links (5 % lost, 5 % twice, reordered within 50 ms)', () => {
  it.concurrent.for(GAMES)('a 3-player %s game converges: the same state hash on every peer', { timeout: 150_000 }, async ([, module, options, limitMs], { expect }) => {
    const cleanups: (() => void)[] = [];
    try {
      const { host, guests, logs } = await playFaulty(module, options, `faulty-${module.id}`, limitMs, cleanups);
      expect(host.result()).not.toBeNull();
      for (const g of guests) {
        expect(g.version).toBe(host.version);
        expect(hashState(g.view)).toBe(hashState(module.view(host.state, g.seat!)));
      }
      // The faults did happen and were recovered from (a gap or a lag noticed, a resync asked).
      expect(guests.reduce((n, g) => n + g.stats.resyncs, 0)).toBeGreaterThan(0);
      expect(logs.length).toBeGreaterThan(0);
    } finally {
      while (cleanups.length) cleanups.pop()!();
    }
  });
});
