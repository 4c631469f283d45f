// What a host keeps for itself: the colour a guest asks for is checked against the seats already
// taken, and a secret pick this device's own seat committed to survives a reload of the host.
import { afterEach, describe, expect, it } from 'vitest';
import { makeRng } from '../../src/engine/rng.ts';
import { HostRoom } from '../../src/net/host.ts';
import { game, makeGuest, makeHost, pickOne, settle, waitFor, type ZHost } from './helpers.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

describe('hello colours', () => {
  it('gives a guest the first free colour when its colour is taken or out of range', async () => {
    const made = makeHost({
      players: 4, seed: 'colours', host: { colors: 5 },
      seats: [{ kind: 'local', name: 'Host', color: 0 }, { kind: 'ai', color: 1 }, { kind: 'remote', color: 2 }, { kind: 'remote', color: 3 }],
    });
    cleanups.push(() => { made.host.close(); made.detach(); });
    const a = makeGuest({ hub: made.hub, name: 'A', color: 0 }); // the host's colour
    const b = makeGuest({ hub: made.hub, name: 'B', color: 9 }); // not in the palette
    cleanups.push(() => { a.leave(); b.leave(); });
    expect(await a.join()).toEqual({ ok: true });
    expect(await b.join()).toEqual({ ok: true });
    const colours = made.host.lobby().map((s) => s.color);
    expect(new Set(colours).size).toBe(4);
    expect(colours.every((c) => c >= 0 && c < 5)).toBe(true);
    expect(colours.slice(0, 2)).toEqual([0, 1]); // the taken seats keep theirs
  });

  it('keeps a free colour the guest asked for', async () => {
    const made = makeHost({ players: 2, seed: 'colours2', host: { colors: 5 }, seats: [{ kind: 'local', color: 0 }, { kind: 'remote', color: 1 }] });
    cleanups.push(() => { made.host.close(); made.detach(); });
    const a = makeGuest({ hub: made.hub, name: 'A', color: 4 });
    cleanups.push(() => a.leave());
    await a.join();
    expect(made.host.lobby()[1]!.color).toBe(4);
  });

  it("keeps the host's own colour changes inside the room's palette", () => {
    const made = makeHost({ players: 2, seed: 'colours3', host: { colors: 5 }, seats: [{ kind: 'local', color: 0 }, { kind: 'remote', color: 1 }] });
    cleanups.push(() => { made.host.close(); made.detach(); });
    made.host.setSeat(0, { color: 7 }); // inside the protocol's limit, outside this room's palette
    expect(made.host.lobby()[0]!.color).toBe(0);
    made.host.setSeat(0, { color: 3 });
    expect(made.host.lobby()[0]!.color).toBe(3);
  });
});

describe('a host reload during a secret pick', () => {
  it('keeps the pick its own seat committed to: the seat owes nothing and the round stays committed', async () => {
    const made = makeHost({ players: 2, seed: 'reload-pick', seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }] });
    const { host, hub } = made;
    const guest = makeGuest({ hub, name: 'G' });
    cleanups.push(() => guest.leave());
    await guest.join();
    host.start();
    await settle();
    const me = host.seat(0)!;
    const choice = pickOne(makeRng('pick'), me.choices());
    expect(me.act(choice)).toEqual({ ok: true, committed: true });
    const snapshot = JSON.parse(JSON.stringify(host.snapshot())) as ReturnType<ZHost['snapshot']>;
    expect(snapshot.picks).toHaveLength(1);
    host.close();
    made.detach();
    await waitFor(() => guest.status === 'reconnecting', 'the guest noticing');

    const back = HostRoom.restore(game, snapshot) as ZHost;
    cleanups.push(() => back.close());
    expect(back).toBeInstanceOf(HostRoom);
    expect(back.secretPhase()).toMatchObject({ committed: [0], stage: 'commit' });
    expect(back.seat(0)!.owes()).toBeNull();
    // The guest comes back, commits and reveals: the host's saved pick is the one applied.
    const endpoint = hub.openHost('testroom');
    const off = endpoint.onLink((link) => back.accept(link));
    cleanups.push(() => { off(); endpoint.close(); });
    await waitFor(() => guest.status === 'joined' && guest.owes() !== null, 'the guest back', 15_000);
    expect(await guest.act(pickOne(makeRng('g'), guest.choices()))).toEqual({ ok: true });
    await waitFor(() => back.version === 2, 'the picks applied');
    expect(back.state.played[0]).toBe((choice as unknown as { card: number }).card);
  });
});

describe('the version a reloaded host starts from', () => {
  it('is the one its guests saw, not the log\'s length, after an undo', async () => {
    const rng = makeRng('undo-version');
    const made = makeHost({ players: 2, seed: 'undo-version', seats: [{ kind: 'local', name: 'A' }, { kind: 'local', name: 'B' }] });
    cleanups.push(() => { made.host.close(); made.detach(); });
    const host = made.host;
    await host.start();
    // Play until a seat may take its move back, then take it back.
    let undone = false;
    for (let i = 0; i < 400 && !undone; i++) {
      const seat = host.pending().find((p) => host.seat(p.seat)?.owes())?.seat;
      if (seat === undefined) { await settle(); continue; }
      const handle = host.seat(seat)!;
      if (host.currentMatch.log.length > 0 && handle.canUndo()) undone = handle.undo().ok;
      else handle.act(pickOne(rng, handle.choices()));
    }
    expect(undone).toBe(true);
    expect(host.version).toBeGreaterThan(host.currentMatch.log.length);
    const again = HostRoom.restore(game, host.snapshot());
    expect(again).toBeInstanceOf(HostRoom);
    expect((again as ZHost).version).toBe(host.version);
    expect((again as ZHost).hash()).toBe(host.hash());
    (again as ZHost).close();
  });
});
