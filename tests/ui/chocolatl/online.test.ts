// Whole 3-player Chocolatl games over in-memory links: the host plays seat 0, two guests play
// seats 1 and 2 with random legal choices from their own views. Every secret simultaneous step
// (sacrifice, each location's offering in every mode, dice declarations, Tachli discards) goes
// through commit-reveal, one location at a time; no guest ever receives a card it may not see.
// (Kept beside the presenter: it checks the presenter's secret kinds against the rules module's.)
import { afterEach, describe, expect, it } from 'vitest';
import { makeRng } from '../../../src/engine/rng.ts';
import type { Choice } from '../../../src/engine/types.ts';
import { chocolatlGame, type ChocolatlState, type ChocolatlView } from '../../../src/games/chocolatl/index.ts';
import { GuestClient, memoryGuestStorage } from '../../../src/net/guest.ts';
import { HostRoom } from '../../../src/net/host.ts';
import { MemoryHub } from '../../../src/net/transport.ts';
import { chocolatlPresenter } from '../../../src/ui/chocolatl/presenter.ts';
import { pickOne, waitFor, type Rng } from '../../net/helpers.ts';

type CHost = HostRoom<ChocolatlState, { players: number }, ChocolatlView>;
const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function autoplay(owes: () => unknown, choices: () => Choice[], act: (c: Choice) => unknown, rng: Rng, on: (cb: () => void) => () => void): void {
  let busy = false;
  const step = (): void => {
    if (busy || !owes()) return;
    const list = choices();
    if (list.length === 0) return;
    busy = true;
    void Promise.resolve(act(pickOne(rng, list))).then(() => { busy = false; queueMicrotask(step); });
  };
  cleanups.push(on(() => queueMicrotask(step)));
  queueMicrotask(step);
}

async function playGame(seed: string): Promise<{ host: CHost; secretRounds: Set<string>; leaks: string[]; rounds: number }> {
  const hub = new MemoryHub();
  const host = HostRoom.create({
    module: chocolatlGame, room: 'choc', options: { players: 3 }, seed,
    seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }, { kind: 'remote' }],
  }) as CHost;
  const endpoint = hub.openHost('choc');
  const off = endpoint.onLink((link) => host.accept(link));
  cleanups.push(() => { off(); endpoint.close(); host.close(); });
  const secretRounds = new Set<string>();
  const rounds = { n: 0 };
  cleanups.push(host.on('secret-phase', (p) => { if (p && p.committed.length === 0) { secretRounds.add(p.kind); rounds.n++; } }));
  const leaks: string[] = [];
  const checked = { n: 0 };
  const rng = makeRng(seed);
  const guests: GuestClient<ChocolatlView>[] = [];
  for (const name of ['G1', 'G2']) {
    const guest = new GuestClient<ChocolatlView>({
      module: chocolatlGame, room: 'choc', name, color: guests.length + 1, storage: memoryGuestStorage(), connect: hub.connector('choc'),
    });
    // After every update a guest holds exactly what its seat may see: the view the rules give it.
    cleanups.push(guest.on('view', () => {
      const v = guest.view!;
      if (guest.version !== host.version || guest.seat === null) return;
      const truth = chocolatlGame.view(host.state, guest.seat);
      if (JSON.stringify(v.hands) !== JSON.stringify(truth.hands)) leaks.push(`hands v${guest.version}`);
      if (JSON.stringify(v.boards) !== JSON.stringify(truth.boards)) leaks.push(`boards v${guest.version}`);
      if (JSON.stringify(v.sacrifices) !== JSON.stringify(truth.sacrifices)) leaks.push(`sacrifices v${guest.version}`);
      checked.n++;
    }));
    cleanups.push(() => guest.leave());
    expect((await guest.join()).ok).toBe(true);
    guests.push(guest);
  }
  host.start();
  const me = host.seat(0)!;
  autoplay(() => me.owes(), () => me.choices(), (c) => me.act(c), rng, (cb) => {
    const a = host.on('state', cb), b = host.on('secret-phase', cb);
    return () => { a(); b(); };
  });
  for (const g of guests) autoplay(() => g.owes(), () => g.choices(), (c) => g.act(c), rng, (cb) => {
    const a = g.on('view', cb), b = g.on('secret-phase', cb);
    return () => { a(); b(); };
  });
  await waitFor(() => chocolatlGame.result(host.state) !== null, 'the end of the game', 60_000);
  expect(checked.n).toBeGreaterThan(50);
  return { host, secretRounds, leaks, rounds: rounds.n };
}

describe('a networked 3-player Chocolatl game', () => {
  it('plays secret (commit-reveal) exactly the kinds the presenter shows as secret picks', () => {
    expect(chocolatlGame.secretKinds!.length).toBeGreaterThan(0);
    for (const k of chocolatlGame.secretKinds!) expect(chocolatlPresenter.isSecretPick(k)).toBe(true);
    for (const k of ['city', 'pyramidOrder']) expect(chocolatlPresenter.isSecretPick(k)).toBe(false);
  });

  it('plays to the end with commit-reveal for every secret step', async () => {
    const { host, secretRounds, leaks, rounds } = await playGame('online-1');
    expect(host.state.phase).toBe('over');
    // One commit-reveal round per location step: far more rounds than game rounds.
    expect(rounds).toBeGreaterThan(5 * host.state.round);
    expect(secretRounds.has('sacrifice')).toBe(true);
    expect(secretRounds.has('commitAll')).toBe(true);
    expect(leaks).toEqual([]);
  });

  it('copes with the gold and green rounds too (one location at a time, split offerings)', async () => {
    const kinds = new Set<string>();
    for (const seed of ['online-2', 'online-3', 'online-4']) {
      const { host, secretRounds, leaks } = await playGame(seed);
      expect(host.state.phase).toBe('over');
      expect(leaks).toEqual([]);
      secretRounds.forEach((k) => kinds.add(k));
      while (cleanups.length) cleanups.pop()!();
    }
    expect(kinds.has('commitLoc') || kinds.has('commitFirst')).toBe(true);
  });
});
