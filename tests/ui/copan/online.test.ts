// A whole 3-player Copan game over in-memory links: the host plays seat 0, two guests play seats 1
// and 2 with random legal choices from their own views. Copan has no simultaneous decisions, so no
// commit-reveal round ever happens; no guest ever receives another seat's Court tiles, Glyph cards
// or face-down Characters.
import { afterEach, describe, expect, it } from 'vitest';
import { makeRng } from '../../../src/engine/rng.ts';
import type { Choice } from '../../../src/engine/types.ts';
import { copanGame, type CopanOptions, type CopanState, type CopanView } from '../../../src/games/copan/index.ts';
import { GuestClient, memoryGuestStorage } from '../../../src/net/guest.ts';
import { HostRoom } from '../../../src/net/host.ts';
import { MemoryHub } from '../../../src/net/transport.ts';
import { pickOne, waitFor, type Rng } from '../../net/helpers.ts';

type CHost = HostRoom<CopanState, CopanOptions, CopanView>;
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

describe('a networked 3-player Copan game', () => {
  it('has no secret kinds and plays to the end without leaking a hand', async () => {
    expect(copanGame.secretKinds ?? []).toEqual([]);
    const hub = new MemoryHub();
    const host = HostRoom.create({
      module: copanGame, room: 'copan', options: { players: 3, event: 'ev22' }, seed: 'copan-online',
      seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }, { kind: 'remote' }],
    }) as CHost;
    const endpoint = hub.openHost('copan');
    const off = endpoint.onLink((link) => host.accept(link));
    cleanups.push(() => { off(); endpoint.close(); host.close(); });
    let secretPhases = 0;
    cleanups.push(host.on('secret-phase', (p) => { if (p) secretPhases++; }));
    const leaks: string[] = [];
    let checked = 0;
    const rng = makeRng('copan-online');
    const guests: GuestClient<CopanView>[] = [];
    for (const name of ['G1', 'G2']) {
      const guest = new GuestClient<CopanView>({
        module: copanGame, room: 'copan', name, color: guests.length + 1, storage: memoryGuestStorage(), connect: hub.connector('copan'),
      });
      cleanups.push(guest.on('view', () => {
        const v = guest.view!;
        if (guest.version !== host.version || guest.seat === null) return;
        const truth = copanGame.view(host.state, guest.seat);
        for (const [i, p] of v.players.entries()) {
          const q = truth.players[i]!;
          if (JSON.stringify([p.hand, p.glyphs, p.down]) !== JSON.stringify([q.hand, q.glyphs, q.down])) leaks.push(`seat ${i} v${guest.version}`);
          if (i !== guest.seat && (p.hand !== null || p.glyphs !== null || p.down !== null)) leaks.push(`seat ${i} shown to ${guest.seat}`);
        }
        checked++;
      }));
      cleanups.push(() => guest.leave());
      expect((await guest.join()).ok).toBe(true);
      guests.push(guest);
    }
    host.start();
    const me = host.seat(0)!;
    autoplay(() => me.owes(), () => me.choices(), (c) => me.act(c), rng, (cb) => host.on('state', cb));
    for (const g of guests) autoplay(() => g.owes(), () => g.choices(), (c) => g.act(c), rng, (cb) => g.on('view', cb));
    await waitFor(() => copanGame.result(host.state) !== null, 'the end of the game', 90_000);
    expect(checked).toBeGreaterThan(50);
    expect(secretPhases).toBe(0);
    expect(leaks).toEqual([]);
  }, 120_000);
});
