// Connections that come and go: a silent guest is marked reconnecting and gets its seat back with a
// full resync; a reloaded guest reveals the pick it committed before the reload; a host rebuilt from
// its snapshot continues with the same hash; a gone guest is replaced by an AI; a lost delta is
// repaired by a resync. Timers are fake where the heartbeat matters.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRng } from '../../src/engine/rng.ts';
import { memoryGuestStorage } from '../../src/net/guest.ts';
import { HostRoom } from '../../src/net/host.ts';
import type { Link } from '../../src/net/transport.ts';
import {
  autoplayGuest, autoplayLocal, game, makeGuest, makeHost, pickOne, randomAi, settle, waitFor, type ZGuest, type ZHost,
} from './helpers.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
  vi.useRealTimers();
});

const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

/** Advances fake time in small steps until `check` holds. */
async function until(check: () => boolean, what: string, maxMs = 120_000): Promise<void> {
  for (let t = 0; t < maxMs && !check(); t += 10) await vi.advanceTimersByTimeAsync(10);
  if (!check()) throw new Error(`never reached: ${what}`);
}

const atRoundStart = (host: ZHost, round: number) => () => host.state.round === round && host.state.phase === 'select';

function expectInSync(host: ZHost, guests: ZGuest[]): void {
  for (const g of guests) {
    expect(g.version).toBe(host.version);
    expect(g.view).toEqual(game.view(host.state, g.seat!));
  }
}

describe('reconnection', () => {
  it('marks a silent guest reconnecting, gives its seat back with a full view, and survives a reload mid-pick', async () => {
    fakeTimers();
    const rng = makeRng('reconnect');
    const { host, hub, detach } = makeHost({ players: 3, seed: 'reconnect', seats: [{ kind: 'local' }, { kind: 'remote' }, { kind: 'remote' }] });
    cleanups.push(() => { host.close(); detach(); });
    const statuses: string[] = [];
    host.on('seat-status', (e) => statuses.push(`${e.seat}:${e.status}`));
    const storage1 = memoryGuestStorage(), storage2 = memoryGuestStorage();
    const inbox1: string[] = [];
    const g1 = makeGuest({ hub, name: 'Ana', color: 1, storage: storage1, inbox: inbox1, options: { timeoutMs: 11_000 } });
    const g2 = makeGuest({ hub, name: 'Bo', color: 2, storage: storage2 });
    cleanups.push(() => { g1.leave(); g2.leave(); });
    expect(await g1.join()).toEqual({ ok: true });
    expect(await g2.join()).toEqual({ ok: true });
    expect(storage1.records.get('testroom')).toMatchObject({ seat: 1, secret: expect.stringMatching(/^[0-9a-f]{32}$/) });
    host.start();

    const pause = atRoundStart(host, 2);
    const stops = [autoplayLocal(host, [0], rng, undefined, pause), autoplayGuest(g1, rng, undefined, pause), autoplayGuest(g2, rng, undefined, pause)];
    await until(pause, 'round 2');
    stops.forEach((s) => s());
    await vi.advanceTimersByTimeAsync(100);
    expectInSync(host, [g1, g2]);

    // Guest 1's page stops answering (no close event ever arrives).
    hub.pairs[0]!.guest.cut();
    await vi.advanceTimersByTimeAsync(10_500);
    expect(host.lobby()[1]!.status).toBe('reconnecting');
    expect(statuses).toContain('1:reconnecting');
    expect(g1.status).toBe('joined'); // its own timeout (11 s) has not run out yet
    const before = inbox1.length;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(g1.status).toBe('joined');
    expect(g1.seat).toBe(1);
    expect(host.lobby()[1]!.status).toBe('connected');
    expect(statuses.slice(-1)).toEqual(['1:connected']);
    expect(hub.pairs).toHaveLength(3);
    // The reconnection brought a welcome with the same secret, then the whole view.
    const after = inbox1.slice(before).map((raw) => JSON.parse(raw) as { type: string; full?: unknown; secret?: string });
    expect(after.find((m) => m.type === 'welcome')?.secret).toBe(storage1.records.get('testroom')!.secret);
    expect(after.some((m) => m.type === 'view' && m.full !== undefined)).toBe(true);
    expectInSync(host, [g1, g2]);

    // Guest 2 commits its pick, then its page reloads before the reveal.
    expect(g2.owes()).toEqual({ kind: 'pick', secret: true });
    const pick = pickOne(rng, g2.choices());
    expect(await g2.act(pick)).toEqual({ ok: true });
    expect(storage2.records.get('testroom')!.pick?.choice).toEqual(pick);
    g2.leave();
    await vi.advanceTimersByTimeAsync(10);
    expect(host.lobby()[2]!.status).toBe('reconnecting');
    // Everyone else commits: reveals are asked for; the game waits for seat 2.
    const v = host.version;
    host.seat(0)!.act(pickOne(rng, host.seat(0)!.choices()));
    expect(await g1.act(pickOne(rng, g1.choices()))).toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(host.secretPhase()).toMatchObject({ stage: 'reveal', committed: [0, 1, 2] });
    expect(host.version).toBe(v);

    // The reloaded page joins with the stored secret and reveals the stored pick.
    const g2b = makeGuest({ hub, name: 'Bo', color: 2, storage: storage2 });
    cleanups.push(() => g2b.leave());
    expect(await g2b.join()).toEqual({ ok: true });
    expect(g2b.seat).toBe(2);
    await vi.advanceTimersByTimeAsync(10);
    expect(host.version).toBe(v + 3);
    expect(host.state.played[2]).toBe((pick as unknown as { card: number }).card);
    expectInSync(host, [g1, g2b]);

    // And the game plays on to the end.
    const stops2 = [autoplayLocal(host, [0], rng), autoplayGuest(g1, rng), autoplayGuest(g2b, rng)];
    cleanups.push(() => stops2.forEach((s) => s()));
    await until(() => host.pending().length === 0, 'the end');
    await vi.advanceTimersByTimeAsync(10);
    expectInSync(host, [g1, g2b]);
  });

  it('rebuilds the host from its snapshot mid-pick: same hash, guests come back and re-commit, the game ends', async () => {
    fakeTimers();
    const rng = makeRng('restore');
    const made = makeHost({ players: 3, seed: 'restore', seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }, { kind: 'remote' }] });
    let host = made.host;
    const hub = made.hub;
    cleanups.push(() => host.close());
    const g1 = makeGuest({ hub, name: 'Ana' }), g2 = makeGuest({ hub, name: 'Bo' });
    cleanups.push(() => { g1.leave(); g2.leave(); });
    await g1.join();
    await g2.join();
    host.start();
    const pause = atRoundStart(host, 3);
    const stops = [autoplayLocal(host, [0], rng, undefined, pause), autoplayGuest(g1, rng, undefined, pause), autoplayGuest(g2, rng, undefined, pause)];
    await until(pause, 'round 3');
    stops.forEach((s) => s());
    await vi.advanceTimersByTimeAsync(10);
    expect(await g1.act(pickOne(rng, g1.choices()))).toEqual({ ok: true });
    expect(host.secretPhase()!.committed).toEqual([1]);

    // The host's page reloads: everything it had is the snapshot (kept in IndexedDB by the app).
    const snapshot = JSON.parse(JSON.stringify(host.snapshot())) as ReturnType<ZHost['snapshot']>;
    const hash = host.hash(), version = host.version, log = host.currentMatch.log.map(({ seat, choice }) => ({ seat, choice }));
    host.close();
    made.detach();
    await vi.advanceTimersByTimeAsync(10);
    expect(g1.status).toBe('reconnecting');
    expect(g2.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(2_000); // nobody answers for a while

    const restored = HostRoom.restore(game, snapshot);
    if (!('room' in restored)) throw new Error(restored.error.reason);
    host = restored as ZHost;
    expect(host.hash()).toBe(hash);
    expect(host.version).toBe(version);
    expect(host.started).toBe(true);
    expect(host.lobby().map((s) => s.status)).toEqual(['local', 'reconnecting', 'reconnecting']);
    const endpoint = hub.openHost('testroom');
    endpoint.onLink((link) => host.accept(link));
    cleanups.push(() => endpoint.close());

    await until(() => g1.status === 'joined' && g2.status === 'joined', 'both guests back', 20_000);
    await vi.advanceTimersByTimeAsync(10);
    expect(host.lobby().map((s) => s.status)).toEqual(['local', 'connected', 'connected']);
    // Guest 1 committed to the old host: it commits the same pick again, by itself.
    expect(host.secretPhase()).toMatchObject({ round: snapshot.file.log.length + '.pick', committed: [1] });
    expect(g1.owes()).toBeNull();
    expect(host.hash()).toBe(hash);
    expectInSync(host, [g1, g2]);

    const stops2 = [autoplayLocal(host, [0], rng), autoplayGuest(g1, rng), autoplayGuest(g2, rng)];
    cleanups.push(() => stops2.forEach((s) => s()));
    await until(() => host.pending().length === 0, 'the end');
    await vi.advanceTimersByTimeAsync(10);
    expectInSync(host, [g1, g2]);
    expect(host.currentMatch.log.slice(0, log.length).map(({ seat, choice }) => ({ seat, choice }))).toEqual(log);
  });

  it('lets the host give a gone guest\'s seat to the AI; the guest, back later, is refused but keeps the seat to be given back', async () => {
    fakeTimers();
    const rng = makeRng('replace');
    const { host, hub, detach } = makeHost({
      players: 3, seed: 'replace', seats: [{ kind: 'local' }, { kind: 'remote' }, { kind: 'remote' }], host: { ai: randomAi(rng) },
    });
    cleanups.push(() => { host.close(); detach(); });
    const storage2 = memoryGuestStorage();
    const g1 = makeGuest({ hub, name: 'Ana' });
    const g2 = makeGuest({ hub, name: 'Bo', storage: storage2, options: { timeoutMs: 20_000 } });
    cleanups.push(() => { g1.leave(); g2.leave(); });
    await g1.join();
    await g2.join();
    host.start();
    const pause = atRoundStart(host, 2);
    const stops = [autoplayLocal(host, [0], rng, undefined, pause), autoplayGuest(g1, rng, undefined, pause), autoplayGuest(g2, rng, undefined, pause)];
    await until(pause, 'round 2');
    stops.forEach((s) => s());
    hub.pairs[1]!.guest.cut();
    await vi.advanceTimersByTimeAsync(10_500);
    expect(host.lobby()[2]!.status).toBe('reconnecting');

    expect(host.replaceWithAi(2)).toBe(true);
    expect(host.lobby()[2]).toMatchObject({ kind: 'ai', status: 'ai' });
    const stops2 = [autoplayLocal(host, [0], rng), autoplayGuest(g1, rng)];
    cleanups.push(() => stops2.forEach((s) => s()));
    await vi.advanceTimersByTimeAsync(12_000);
    expect(g2.status).toBe('refused');
    // Refused for now ('seat-bot'), not forgotten: the host sees the player back and may give the seat back.
    expect(storage2.records.has('testroom')).toBe(true);
    expect(host.returning()).toEqual([2]);
    await until(() => host.pending().length === 0, 'the end');
    await vi.advanceTimersByTimeAsync(10);
    expectInSync(host, [g1]);
  });
});

describe('view repair and lobby', () => {
  it('repairs a lost delta with a resync', async () => {
    const rng = makeRng('gap');
    const { host, hub, detach } = makeHost({ players: 2, seed: 'gap', seats: [{ kind: 'ai' }, { kind: 'remote' }], host: { ai: randomAi(rng) } });
    cleanups.push(() => { host.close(); detach(); });
    const raw = hub.connector('testroom');
    let deltas = 0;
    // A link that loses the 5th and the 30th delta (a faulty transport; the guest must notice).
    const lossy = async (): Promise<Link> => {
      const link = await raw();
      return {
        send: (d) => link.send(d),
        onMessage: (cb) => link.onMessage((d) => {
          if (typeof d === 'string' && d.includes('"type":"view"') && !d.includes('"full"') && [5, 30].includes(++deltas)) return;
          cb(d);
        }),
        onClose: (cb) => link.onClose(cb),
        close: () => link.close(),
        get isOpen() { return link.isOpen; },
      };
    };
    const g = makeGuest({ hub, name: 'Gap', options: { connect: lossy } });
    cleanups.push(() => g.leave());
    const gaps: string[] = [];
    g.on('log', (e) => gaps.push(e.reason));
    await g.join();
    const stop = autoplayGuest(g, rng);
    cleanups.push(stop);
    host.start();
    await waitFor(() => host.pending().length === 0, 'the end');
    await waitFor(() => g.version === host.version, 'the last view');
    expect(g.stats.resyncs).toBeGreaterThanOrEqual(2);
    expect(gaps).toContain('version-gap');
    expect(g.view).toEqual(game.view(host.state, 1));
  });

  it('fills seats before the start, refuses play until then, then sends everyone a full view', async () => {
    const { host, hub, detach } = makeHost({ players: 3, seed: 'lobby', seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }, { kind: 'remote' }] });
    cleanups.push(() => { host.close(); detach(); });
    const lobbies: string[][] = [];
    host.on('lobby', (seats) => lobbies.push(seats.map((s) => `${s.name}:${s.status}`)));
    const a = makeGuest({ hub, name: '  Zoé\u0007 ', color: 4, seat: 2 });
    const b = makeGuest({ hub, name: 'Bo', color: 5 });
    cleanups.push(() => { a.leave(); b.leave(); });
    expect(await a.join()).toEqual({ ok: true });
    expect(a.seat).toBe(2); // the seat it asked for
    expect(await b.join()).toEqual({ ok: true });
    expect(b.seat).toBe(1);
    await settle();
    expect(host.lobby().map((s) => [s.name, s.color, s.status])).toEqual([['Host', 0, 'local'], ['Bo', 5, 'connected'], ['Zoé', 4, 'connected']]);
    expect(a.seats.map((s) => s.name)).toEqual(['Host', 'Bo', 'Zoé']);
    expect(lobbies.length).toBeGreaterThanOrEqual(2);
    expect(a.view).toBeNull();
    expect(host.seat(0)!.act({ kind: 'pick', card: 1 })).toMatchObject({ ok: false, reason: 'not-started' });
    expect(host.seat(1)).toBeNull(); // a remote seat is not the host's to play
    host.setSeat(0, { name: 'Hostess' });
    host.start();
    await settle();
    expect(a.started).toBe(true);
    expect(a.view).toEqual(game.view(host.state, 2));
    expect(b.view).toEqual(game.view(host.state, 1));
    expect(a.seats[0]!.name).toBe('Hostess');
    expect(a.phase).toMatchObject({ kind: 'pick', seats: [0, 1, 2], committed: [], stage: 'commit' });
    expect(a.owes()).toEqual({ kind: 'pick', secret: true });
  });
});
