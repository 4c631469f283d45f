// Nothing waits forever: a connected guest that commits and never reveals is marked 'stalled' for
// everyone after the grace period; the host lets a bot take the seat and the game goes on; the
// player who comes back is let in again once the host gives the seat back; and a seat can be handed
// to a new device (the old secret revoked).
import { afterEach, describe, expect, it } from 'vitest';
import { makeRng } from '../../src/engine/rng.ts';
import { commitHash, randomHex } from '../../src/net/secret.ts';
import { RawClient, joinRaw, makeGuest, makeHost, pickOne, randomAi, waitFor } from './helpers.ts';

const cleanups: (() => void)[] = [];
afterEach(() => { while (cleanups.length) cleanups.pop()!(); });

function room() {
  const rng = makeRng('stall');
  const made = makeHost({
    players: 2, seed: 'stall', seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }],
    host: { stallMs: 150, heartbeatMs: 25, ai: randomAi(rng) },
  });
  cleanups.push(() => { made.host.close(); made.detach(); });
  return { ...made, rng };
}

describe('a stalled seat', () => {
  it('is marked for everyone, taken by a bot, and given back to its returning player', async () => {
    const { host, hub, rng } = room();
    const c = await joinRaw(hub);
    const opened = c.next('secret-phase', (m) => m.phase !== null);
    host.start();
    const phase = (await opened).phase!;
    const me = host.seat(0)!;
    expect(me.act(pickOne(rng, me.choices())).ok).toBe(true);
    // The guest commits, then never reveals.
    const choice = { kind: 'pick', card: host.state.players[1]!.hand[0] };
    c.send({ v: 1, type: 'commit', id: 1, seat: 1, secret: c.secret, round: phase.round, hash: commitHash(choice, randomHex()) });
    await c.next('secret-phase', (m) => m.phase?.stage === 'reveal');
    const v0 = host.version;
    const stalled = await c.next('seat-status', (m) => m.seat === 1 && m.status === 'stalled');
    expect(stalled.status).toBe('stalled');
    expect(host.lobby()[1]).toMatchObject({ status: 'stalled', connected: true });

    // The host lets a bot play the seat: the guest is told (and keeps its secret), the game goes on.
    const secret = c.secret;
    const told = c.next('rejected', (m) => m.reason === 'seat-bot');
    expect(host.replaceWithAi(1)).toBe(true);
    expect((await told).fatal).toBe(true);
    await waitFor(() => host.version > v0, 'the bot picks and the round goes on', 5_000);

    // The player comes back with its secret: refused for now, the host is asked.
    const back = await RawClient.open(hub);
    const refused = back.next('rejected');
    back.send({ v: 1, type: 'hello', room: 'testroom', name: 'Ana', color: 3, seat: 1, secret });
    expect((await refused).reason).toBe('seat-bot');
    expect(host.returning()).toEqual([1]);
    expect(host.giveBack(1)).toBe(true);
    expect(host.lobby()[1]).toMatchObject({ kind: 'remote', status: 'reconnecting' });
    const again = await joinRaw(hub, { seat: 1, secret });
    expect(again.seat).toBe(1);
    expect(host.lobby()[1]!.status).toBe('connected');
  });

  it('can be handed to a new device: the old secret is revoked, the next guest takes the seat', async () => {
    const { host, hub } = room();
    const old = await joinRaw(hub);
    host.start();
    const oldSecret = old.secret;
    // The old device owes its pick past the grace period: stalled.
    await waitFor(() => host.lobby()[1]?.status === 'stalled', 'the old device stalled');
    const told = old.next('rejected', (m) => m.reason === 'seat-moved');
    expect(host.reopenSeat(1)).toBe(true);
    await told;
    expect(host.lobby()[1]).toMatchObject({ kind: 'remote', status: 'open' });
    const fresh = makeGuest({ hub, name: 'Ana' });
    cleanups.push(() => fresh.leave());
    expect(await fresh.join()).toEqual({ ok: true });
    expect(fresh.seat).toBe(1);
    await waitFor(() => fresh.view !== null, 'the whole view');
    // The new device gets the whole grace period: the old device's wait does not count against it.
    expect(host.lobby()[1]?.status).toBe('connected');
    const stale = await RawClient.open(hub);
    const refused = stale.next('rejected');
    stale.send({ v: 1, type: 'hello', room: 'testroom', name: 'Ana', color: 3, seat: 1, secret: oldSecret });
    // Revoked, not unknown: the old device is told its seat moved (and keeps its record).
    expect((await refused).reason).toBe('seat-moved');
  });
});
