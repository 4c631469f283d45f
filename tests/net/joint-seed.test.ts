// The first game's seed, drawn jointly (issue 28): the host commits to its share when the room is
// made, each guest commits in the lobby, reveals at the start to the host alone; the seed is the
// hash of every share. Every guest ends up with the host's seed, recomputed; a share that is not
// the one committed to is refused; a host that changes its share after committing is caught.
import { afterEach, describe, expect, it } from 'vitest';
import { makeRng } from '../../src/engine/rng.ts';
import { hashState } from '../../src/engine/hash.ts';
import { HostRoom } from '../../src/net/host.ts';
import { jointSeed, shareCommit } from '../../src/net/joint-seed.ts';
import { memoryGuestStorage } from '../../src/net/guest.ts';
import { PROTOCOL_VERSION } from '../../src/net/protocol-fields.ts';
import { MemoryHub } from '../../src/net/transport.ts';
import { RawClient, autoplayGuest, autoplayLocal, game, makeGuest, makeHost, waitFor, type ZHost } from './helpers.ts';

const cleanups: (() => void)[] = [];
afterEach(() => { while (cleanups.length) cleanups.pop()!(); });

const SEATS = [{ kind: 'local' as const, name: 'Host' }, { kind: 'remote' as const }, { kind: 'remote' as const }];

describe('the joint seed of the first game', () => {
  it('is the hash of every share: the same seed on the host and on every guest, dealt only at the start', async () => {
    const made = makeHost({ players: 3, seats: SEATS });
    const { host } = made;
    const g1 = makeGuest({ hub: made.hub, name: 'Ana', color: 1 });
    const g2 = makeGuest({ hub: made.hub, name: 'Bo', color: 2 });
    cleanups.push(() => { g1.leave(); g2.leave(); host.close(); made.detach(); });
    const commit = host.drawCommit();
    expect(commit).toMatch(/^[0-9a-f]{64}$/);
    expect(await g1.join()).toEqual({ ok: true });
    expect(await g2.join()).toEqual({ ok: true });
    await waitFor(() => (host.snapshot().draw?.commits.length ?? 0) === 2, 'both commitments');
    const lobbySeed = host.currentMatch.seed;
    await host.start();
    expect(host.started).toBe(true);
    const draw = host.snapshot().draw!;
    expect(draw.done).toBe(true);
    expect(shareCommit(draw.share)).toBe(commit);
    expect(draw.shares.map(([seat]) => seat)).toEqual([1, 2]);
    const seed = jointSeed(draw.share, new Map(draw.shares));
    expect(host.currentMatch.seed).toBe(seed);
    expect(seed).not.toBe(lobbySeed);
    // The guests know their shares counted, not the seed: the host's share stays on its device.
    await waitFor(() => g1.seedCheck !== null && g2.seedCheck !== null, 'the draw told to the guests');
    expect(g1.seedCheck).toEqual({ ok: true, seed: null });
    await waitFor(() => g1.view !== null && g2.view !== null, 'the first views');
    expect(hashState(g1.view)).toBe(hashState(game.view(host.state, 1)));
    // Once the game is over, the host's share goes out and every guest recomputes the same seed.
    const rng = makeRng('joint-seed');
    const stops = [autoplayLocal(host, [0], rng), autoplayGuest(g1, rng), autoplayGuest(g2, rng)];
    await waitFor(() => host.result() !== null && g1.seedCheck?.seed != null && g2.seedCheck?.seed != null, 'the end and the seed opened', 30_000);
    stops.forEach((s) => s());
    expect(g1.seedCheck).toEqual({ ok: true, seed });
    expect(g2.seedCheck).toEqual({ ok: true, seed });
  });

  it('refuses a share that is not the one committed to, and deals without it', async () => {
    const made = makeHost({ players: 2, seats: [SEATS[0]!, SEATS[1]!], host: { drawWaitMs: 300 } });
    const { host } = made;
    cleanups.push(() => { host.close(); made.detach(); });
    const raw = await RawClient.open(made.hub);
    raw.send({ v: PROTOCOL_VERSION, type: 'hello', room: 'testroom', name: 'Mallory', color: 1 });
    await raw.next('welcome');
    const share = 'a'.repeat(32);
    raw.send({ v: PROTOCOL_VERSION, type: 'seed-commit', id: 1, seat: raw.seat, secret: raw.secret, hash: shareCommit(share) });
    await raw.next('lobby', (m) => m.draw?.seats.some((c) => c.seat === 1) === true);
    // Revealing before the start is refused: no share reaches the host before every commitment is in.
    raw.send({ v: PROTOCOL_VERSION, type: 'seed-share', id: 2, seat: raw.seat, secret: raw.secret, share });
    expect((await raw.next('rejected', (m) => m.ref === 2)).reason).toBe('no-draw');
    const asked = raw.next('seed-ask');
    const started = host.start();
    await asked;
    raw.send({ v: PROTOCOL_VERSION, type: 'seed-share', id: 3, seat: raw.seat, secret: raw.secret, share: 'b'.repeat(32) });
    expect((await raw.next('rejected', (m) => m.ref === 3)).reason).toBe('reveal-mismatch');
    expect(host.started).toBe(false);
    const told = raw.next('seed');
    await started; // after drawWaitMs, without the share that never matched
    const draw = host.snapshot().draw!;
    expect(draw.shares).toEqual([]);
    expect(host.currentMatch.seed).toBe(jointSeed(draw.share, new Map()));
    expect((await told).shares).toEqual([]);
  });

  it('keeps the host\'s share once committed (a reload too); a host that changes it is caught by its guests', async () => {
    const hub = new MemoryHub();
    const made = makeHost({ players: 2, seats: [SEATS[0]!, SEATS[1]!], hub });
    const storage = memoryGuestStorage();
    const guest = makeGuest({ hub, name: 'Ana', color: 1, storage });
    cleanups.push(() => { guest.leave(); made.host.close(); made.detach(); });
    const commit = made.host.drawCommit();
    expect(await guest.join()).toEqual({ ok: true });
    await waitFor(() => made.host.snapshot().draw?.commits.length === 1, 'the guest\'s commitment');
    expect(guest.seedCheck).toBeNull();
    // There is no way to draw the host's share again: a reloaded host has the same commitment.
    const snapshot = made.host.snapshot();
    const again = HostRoom.restore(game, snapshot) as ZHost;
    expect(again.drawCommit()).toBe(commit);
    again.close();
    // A host that swaps its share (a modified snapshot) shows another commitment: the guest, which
    // kept the first one with its own share, reports it on the next lobby.
    made.host.close();
    made.detach();
    const forged = HostRoom.restore(game, { ...snapshot, draw: { ...snapshot.draw!, share: 'c'.repeat(32) } }) as ZHost;
    const endpoint = hub.openHost('testroom');
    endpoint.onLink((link) => forged.accept(link));
    cleanups.push(() => { forged.close(); endpoint.close(); });
    expect(forged.drawCommit()).not.toBe(commit);
    await waitFor(() => guest.seedCheck !== null, 'the guest\'s check', 15_000);
    expect(guest.seedCheck).toEqual({ ok: false, seed: null, reason: 'host-changed' });
  });
});
