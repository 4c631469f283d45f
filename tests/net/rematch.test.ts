// Another game in the same room: the host offers it once the game is over, guests accept or
// decline, and the new game (same options, seats, secrets and colours, a seed nobody chose) reaches
// every guest as a whole view tagged with its number; a guest who declined can be given to a bot.
import { afterEach, describe, expect, it } from 'vitest';
import { makeRng } from '../../src/engine/rng.ts';
import { hashState } from '../../src/engine/hash.ts';
import { jointSeed } from '../../src/net/joint-seed.ts';
import { HostRoom } from '../../src/net/host.ts';
import { autoplayGuest, autoplayLocal, game, makeGuest, makeHost, randomAi, waitFor, type ZGuest, type ZHost } from './helpers.ts';

const cleanups: (() => void)[] = [];
afterEach(() => { while (cleanups.length) cleanups.pop()!(); });

async function finishedRoom(seed: string): Promise<{ host: ZHost; g1: ZGuest; g2: ZGuest }> {
  const rng = makeRng(seed);
  const made = makeHost({ players: 3, seed, seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }, { kind: 'remote' }] });
  const g1 = makeGuest({ hub: made.hub, name: 'Ana', color: 1 });
  const g2 = makeGuest({ hub: made.hub, name: 'Bo', color: 2 });
  cleanups.push(() => { g1.leave(); g2.leave(); made.host.close(); made.detach(); });
  expect(await g1.join()).toEqual({ ok: true });
  expect(await g2.join()).toEqual({ ok: true });
  made.host.start();
  const stops = [autoplayLocal(made.host, [0], rng), autoplayGuest(g1, rng), autoplayGuest(g2, rng)];
  await waitFor(() => made.host.result() !== null && g1.version === made.host.version && g2.version === made.host.version, 'the end of the game', 30_000);
  stops.forEach((s) => s());
  return { host: made.host, g1, g2 };
}

describe('rematch', () => {
  it('is offered only once the game is over, then starts a new game with the same seats on every screen', async () => {
    const { host, g1, g2 } = await finishedRoom('rematch-1');
    const firstSeed = host.currentMatch.seed;
    const lobby = host.lobby().map(({ name, color, kind }) => ({ name, color, kind }));
    const offers: unknown[] = [];
    g1.on('rematch', (o) => offers.push(o));
    expect(host.offerRematch()).toBe(true);
    await waitFor(() => g1.rematch !== null && g2.rematch !== null, 'the offer');
    expect(g1.rematch).toMatchObject({ match: 1, open: true, accepted: [], declined: [] });
    expect(g1.replyRematch(true)).toBe(true);
    expect(g2.replyRematch(true)).toBe(true);
    await waitFor(() => host.rematch()?.accepted.length === 2, 'both answers');
    await waitFor(() => g2.rematch?.accepted.length === 2, 'guests told who accepted');
    const began: number[] = [];
    g1.on('new-match', (n) => began.push(n));
    let finished: { seed: string; log: unknown[] } | null = null;
    expect(host.startRematch(false, (f) => { finished = f; })).toBe(1);
    expect(finished!.seed).toBe(firstSeed);
    expect(finished!.log.length).toBeGreaterThan(10);
    expect(host.matchNumber).toBe(1);
    expect(host.version).toBe(0);
    expect(host.currentMatch.seed).not.toBe(firstSeed);
    expect(host.currentMatch.options).toEqual({ players: 3 });
    expect(host.lobby().map(({ name, color, kind }) => ({ name, color, kind }))).toEqual(lobby);
    await waitFor(() => g1.match === 1 && g2.match === 1 && g1.version === 0 && g2.version === 0, 'the new game on both guests');
    expect(began).toEqual([1]);
    expect(g1.rematch).toBeNull();
    expect(hashState(g1.view)).toBe(hashState(game.view(host.state, 1)));
    expect(hashState(g2.view)).toBe(hashState(game.view(host.state, 2)));
    // The new game is played like the first, and the snapshot keeps its number.
    const rng = makeRng('second');
    const stops = [autoplayLocal(host, [0], rng), autoplayGuest(g1, rng), autoplayGuest(g2, rng)];
    await waitFor(() => host.version >= 6 && g1.version === host.version, 'moves in the new game');
    stops.forEach((s) => s());
    expect(host.snapshot().match).toBe(1);
    const restored = HostRoom.restore(game, host.snapshot());
    expect(restored instanceof HostRoom && restored.matchNumber).toBe(1);
  });

  it('refuses an offer before the end and answers to no offer; a guest who declines is shown, and a bot can take its seat', async () => {
    const { host, g1, g2 } = await finishedRoom('rematch-2');
    const refusals: string[] = [];
    g1.on('rejected', (r) => refusals.push(r.reason));
    g1.rematch = { v: 1, type: 'rematch', match: 1, open: true, commit: 'a'.repeat(64), accepted: [], declined: [] };
    g1.replyRematch(true);
    await waitFor(() => refusals.includes('no-rematch'), 'a reply without an offer refused');
    host.offerRematch();
    await waitFor(() => g2.rematch !== null, 'the offer');
    g1.replyRematch(true);
    g2.replyRematch(false);
    await waitFor(() => g1.rematch?.declined.includes(2) === true, 'the decline shown');
    expect(host.rematch()).toEqual({ match: 1, accepted: [1], declined: [2] });
    host.startRematch(true);
    expect(host.lobby()[2]!.kind).toBe('ai');
    expect(host.canGiveBack(2)).toBe(true);
    await waitFor(() => g1.match === 1 && g1.version === 0, 'the new game');
  });

  it('cannot be offered while a game is running; a withdrawn offer reaches the guests', async () => {
    const made = makeHost({ players: 2, seed: 'rematch-3', seats: [{ kind: 'ai' }, { kind: 'remote' }], host: { ai: randomAi(makeRng('x')) } });
    const g = makeGuest({ hub: made.hub, name: 'Ana' });
    cleanups.push(() => { g.leave(); made.host.close(); made.detach(); });
    await g.join();
    made.host.start();
    expect(made.host.offerRematch()).toBe(false);
    const stop = autoplayGuest(g, makeRng('y'));
    await waitFor(() => made.host.result() !== null, 'the end', 30_000);
    stop();
    made.host.offerRematch();
    await waitFor(() => g.rematch !== null, 'the offer');
    made.host.cancelRematch();
    await waitFor(() => g.rematch === null, 'the offer withdrawn');
  });

  it('mixes every accepting seat into the seed: any share changes it', () => {
    const a = jointSeed('1'.repeat(64), new Map([[1, '2'.repeat(64)], [2, null]]));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(jointSeed('1'.repeat(64), new Map([[1, '3'.repeat(64)], [2, null]]))).not.toBe(a);
    expect(jointSeed('4'.repeat(64), new Map([[1, '2'.repeat(64)], [2, null]]))).not.toBe(a);
    expect(jointSeed('1'.repeat(64), new Map([[2, null], [1, '2'.repeat(64)]]))).toBe(a);
  });
});
