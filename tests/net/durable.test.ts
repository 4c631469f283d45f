// Write before you send: with a `durable` hook, guests get a new view only once the host's save of
// that change resolved, so a host reloaded in between never shows guests a move it then forgets.
import { afterEach, describe, expect, it } from 'vitest';
import { makeRng } from '../../src/engine/rng.ts';
import { game, makeGuest, makeHost, pickOne, settle, waitFor } from './helpers.ts';
import type { GameEvent } from '../../src/engine/types.ts';
import { holdEvents } from '../../src/net/host-acting.ts';
import { LIMITS } from '../../src/net/protocol-fields.ts';

const cleanups: (() => void)[] = [];
afterEach(() => { while (cleanups.length) cleanups.pop()!(); });

describe('durable host', () => {
  it('holds every view back until the save of that change resolves', async () => {
    const saves: (() => void)[] = [];
    const durable = () => new Promise<void>((resolve) => saves.push(resolve));
    const { host, hub, detach } = makeHost({ players: 2, seed: 'durable', seats: [{ kind: 'local' }, { kind: 'remote' }], host: { durable } });
    const guest = makeGuest({ hub, name: 'Ana' });
    cleanups.push(() => { guest.leave(); host.close(); detach(); });
    expect(await guest.join()).toEqual({ ok: true });
    host.start();
    await waitFor(() => guest.owes() !== null, 'the guest owes its pick');
    const rng = makeRng('durable');
    const me = host.seat(0)!;
    expect(me.act(pickOne(rng, me.choices())).ok).toBe(true);
    const before = guest.version;
    void guest.act(pickOne(rng, guest.choices()));
    await waitFor(() => host.version > before, 'the reveal is applied');
    await settle();
    await new Promise((r) => setTimeout(r, 20));
    // Applied on the host, not yet saved: the guest still holds the old version.
    expect(saves.length).toBeGreaterThan(0);
    expect(guest.version).toBe(before);
    // Only the latest save releases the views; an earlier one does nothing.
    if (saves.length > 1) {
      saves[0]!();
      await settle();
      expect(guest.version).toBe(before);
    }
    saves.at(-1)!();
    await waitFor(() => guest.version === host.version, 'the guest gets the saved version');
    expect(guest.view).toEqual(game.view(host.state, 1));
  });

  it('a heartbeat during the save does not resync the guest, and a resync then keeps the move\'s events', async () => {
    const saves: (() => void)[] = [];
    const durable = () => new Promise<void>((resolve) => saves.push(resolve));
    const { host, hub, detach } = makeHost({ players: 2, seed: 'durable-pong', seats: [{ kind: 'local' }, { kind: 'remote' }], host: { durable } });
    const guest = makeGuest({ hub, name: 'Ana', options: { heartbeatMs: 5, timeoutMs: 10_000 } });
    cleanups.push(() => { guest.leave(); host.close(); detach(); });
    const got: { full: boolean; events: number }[] = [];
    guest.on('view', (u) => got.push({ full: u.full, events: u.events.length }));
    expect(await guest.join()).toEqual({ ok: true });
    host.start();
    while (saves.length) saves.shift()!();
    await waitFor(() => guest.owes() !== null, 'the guest owes its pick');
    const rng = makeRng('durable-pong');
    const me = host.seat(0)!;
    expect(me.act(pickOne(rng, me.choices())).ok).toBe(true);
    const before = host.version;
    const resyncs = guest.stats.resyncs;
    got.length = 0;
    void guest.act(pickOne(rng, guest.choices()));
    await waitFor(() => host.version > before, 'the reveal is applied');
    // Several heartbeats while the save is pending: the pong says what this guest was sent.
    await new Promise((r) => setTimeout(r, 60));
    expect(guest.stats.resyncs).toBe(resyncs);
    // A guest that resyncs anyway gets the held view whole, with the move's events, once saved.
    guest.resync();
    await new Promise((r) => setTimeout(r, 20));
    expect(got).toEqual([]);
    saves.at(-1)!();
    await waitFor(() => guest.version === host.version, 'the guest gets the saved version');
    expect(got.length).toBe(1);
    expect(got[0]!.full).toBe(true);
    expect(got[0]!.events).toBeGreaterThan(0);
  });
});

describe('events held during a save', () => {
  it('keeps only the latest ones a guest accepts, in order', () => {
    const held: GameEvent[] = [];
    const ev = (i: number): GameEvent => ({ type: 'move', i });
    for (let i = 0; i < LIMITS.events + 40; i += 8) holdEvents(held, Array.from({ length: 8 }, (_, k) => ev(i + k)));
    expect(held.length).toBe(LIMITS.events);
    expect(held[0]).toEqual(ev(40));
    expect(held.at(-1)).toEqual(ev(LIMITS.events + 39));
    // What fits is kept whole.
    const few: GameEvent[] = [];
    holdEvents(few, [ev(1), ev(2)]);
    expect(few).toEqual([ev(1), ev(2)]);
  });
});
