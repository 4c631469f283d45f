// A seat follows its player (issue 28): the host gives a seat a rejoin link at any time, connected
// or not. The new secret takes the seat; the old one is revoked at once and its device, connected or
// coming back later, is told the seat moved. A seat a bot plays keeps its bot until a person opens
// its link, and the link survives a host reload (it is in the snapshot).
import { afterEach, describe, expect, it } from 'vitest';
import { makeRng } from '../../src/engine/rng.ts';
import { HostRoom } from '../../src/net/host.ts';
import { RawClient, joinRaw, game, makeHost, randomAi, waitFor } from './helpers.ts';

const cleanups: (() => void)[] = [];
afterEach(() => { while (cleanups.length) cleanups.pop()!(); });

async function refusedWith(hub: Parameters<typeof RawClient.open>[0], seat: number, secret: string): Promise<string> {
  const c = await RawClient.open(hub);
  const refused = c.next('rejected');
  c.send({ v: 1, type: 'hello', room: 'testroom', name: 'Ana', color: 3, seat, secret });
  return (await refused).reason;
}

function room() {
  const rng = makeRng('rejoin');
  const made = makeHost({
    players: 2, seed: 'rejoin', seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }],
    host: { heartbeatMs: 25, ai: randomAi(rng) },
  });
  cleanups.push(() => { made.host.close(); made.detach(); });
  return made;
}

describe('a rejoin link', () => {
  it('moves a connected seat: the old device is told, the new secret takes the seat', async () => {
    const { host, hub } = room();
    const old = await joinRaw(hub);
    host.start();
    const oldSecret = old.secret;
    expect(host.canRejoin(1)).toBe(true);
    expect(host.canRejoin(0)).toBe(false); // the host's own seat has no link
    const told = old.next('rejected', (m) => m.reason === 'seat-moved');
    const key = host.rejoinSeat(1)!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect((await told).fatal).toBe(true);
    expect(host.lobby()[1]).toMatchObject({ kind: 'remote', status: 'reconnecting' });
    // Nobody takes the seat by the plain join link meanwhile.
    const plain = await RawClient.open(hub);
    const full = plain.next('rejected');
    plain.send({ v: 1, type: 'hello', room: 'testroom', name: 'Eve', color: 1 });
    expect((await full).reason).toBe('room-full');
    const fresh = await joinRaw(hub, { seat: 1, secret: key });
    expect(fresh.seat).toBe(1);
    expect(host.lobby()[1]!.status).toBe('connected');
    expect(await refusedWith(hub, 1, oldSecret)).toBe('seat-moved');
  });

  it('gives a bot\'s seat back to a person: the bot plays until the link is opened', async () => {
    const { host, hub } = room();
    const ana = await joinRaw(hub);
    host.start();
    const former = ana.secret;
    expect(host.replaceWithAi(1)).toBe(true);
    const key = host.rejoinSeat(1)!;
    expect(host.lobby()[1]!.kind).toBe('ai');
    // The old secret (kept to give the seat back) is revoked too: its device is told the seat moved.
    expect(await refusedWith(hub, 1, former)).toBe('seat-moved');
    expect(host.returning()).toEqual([]);
    // A reloaded host still knows the link.
    const again = HostRoom.restore(game, host.snapshot());
    expect(again).toBeInstanceOf(HostRoom);
    expect((again as HostRoom).snapshot().seats[1]).toMatchObject({ kind: 'ai', rejoin: key, revoked: [former] });
    (again as HostRoom).close();
    const back = await joinRaw(hub, { seat: 1, secret: key });
    expect(back.seat).toBe(1);
    await waitFor(() => host.lobby()[1]?.kind === 'remote' && host.lobby()[1]?.status === 'connected', 'the person has the seat');
    expect(host.snapshot().seats[1]!.rejoin).toBeUndefined();
  });

  it('is refused for the host\'s own seat and for a seat nobody took yet', () => {
    const { host } = room();
    expect(host.rejoinSeat(0)).toBeNull();
    expect(host.rejoinSeat(1)).toBeNull();
  });
});
