// Pass the host (issue 28): the hand-over messages and their limits, the refusals (not a guest's
// seat, a guest not connected, a declined offer, an answer nobody asked for), and a whole hand-over
// mid-game in memory: the new host replays to the old host's state hash, the other guest and the
// old host (now a guest of its own seat) reconnect by themselves, and play goes on.
import { afterEach, describe, expect, it } from 'vitest';
import { hashState } from '../../src/engine/hash.ts';
import { makeRng } from '../../src/engine/rng.ts';
import { HostRoom } from '../../src/net/host.ts';
import { memoryGuestStorage } from '../../src/net/guest.ts';
import { MAX_MESSAGE_BYTES, encode } from '../../src/net/protocol-fields.ts';
import { decodeGuestMessage } from '../../src/net/protocol-guest.ts';
import { decodeHostMessage } from '../../src/net/protocol-host.ts';
import { checkHandedRecord, handedRecord, replayHash } from '../../src/app/pass-host.ts';
import type { HostRecord } from '../../src/store/guest-storage.ts';
import { autoplayGuest, autoplayLocal, game, makeGuest, makeHost, randomAi, waitFor, type ZGuest, type ZHost } from './helpers.ts';

const cleanups: (() => void)[] = [];
afterEach(() => { while (cleanups.length) cleanups.pop()!(); });

/**
 * The hand-over's wiring: `guest` says yes, checks the room it is handed (`seen` sees it first) and
 * reports it stored; the host sends the room once accepted, keeping `former` in `got`. Returns
 * whether the guest said it is ready.
 */
function wireHandover(host: ZHost, guest: ZGuest, got: { former: ReturnType<typeof handedRecord>['former'] }, seen: (raw: unknown, checked: HostRecord) => void): () => boolean {
  guest.on('host-offer', (o) => guest.answerHost(o.id, true));
  guest.on('host-handover', (h) => {
    const checked = checkHandedRecord(h.room, host.room, 'zapotec', guest.ownSeat()!);
    if (typeof checked === 'string') throw new Error(checked);
    seen(h.room, checked);
    guest.hostReady(h.id, replayHash(game, checked)!);
  });
  let ready = false;
  host.on('handover', (e) => {
    if (e.stage === 'accepted') {
      const built = handedRecord(recordOf(host), e.seat);
      got.former = built.former;
      expect(host.sendHandover(built.record).ok).toBe(true);
    }
    if (e.stage === 'ready') ready = true;
  });
  return () => ready;
}

const SECRET = 'a'.repeat(32);

describe('hand-over messages', () => {
  it('decode when well formed', () => {
    const guestMsgs = [
      { v: 1, type: 'host-answer', id: 3, seat: 1, secret: SECRET, accept: true },
      { v: 1, type: 'host-answer', id: 3, seat: 1, secret: SECRET, accept: false },
      { v: 1, type: 'host-ready', id: 3, seat: 1, secret: SECRET, hash: '0123456789abcdef' },
    ] as const;
    for (const m of guestMsgs) expect(decodeGuestMessage(encode(m))).toEqual({ ok: true, msg: m });
    const hostMsgs = [
      { v: 1, type: 'host-offer', id: 3, from: 'Ana' },
      { v: 1, type: 'host-handover', id: 3, hash: '0123456789abcdef', room: { v: 1, snapshot: { seats: [] } } },
      { v: 1, type: 'host-moved', seat: 2, name: 'Ben' },
    ] as const;
    for (const m of hostMsgs) expect(decodeHostMessage(encode(m))).toEqual({ ok: true, msg: m });
  });

  it('refuse bad fields, names with control characters are cleaned', () => {
    const bad = [
      { v: 1, type: 'host-answer', id: 3, seat: 1, secret: SECRET }, // no answer is no consent
      { v: 1, type: 'host-answer', id: 3, seat: 1, secret: SECRET, accept: 'yes' },
      { v: 1, type: 'host-answer', id: -1, seat: 1, secret: SECRET, accept: true },
      { v: 1, type: 'host-answer', id: 3, seat: 99, secret: SECRET, accept: true },
      { v: 1, type: 'host-ready', id: 3, seat: 1, secret: 'nothex', hash: '0123456789abcdef' },
      { v: 1, type: 'host-ready', id: 3, seat: 1, secret: SECRET, hash: 'XYZ' },
    ];
    for (const m of bad) expect(decodeGuestMessage(JSON.stringify(m)).ok, JSON.stringify(m)).toBe(false);
    const badHost = [
      { v: 1, type: 'host-offer', id: 3 },
      { v: 1, type: 'host-handover', id: 3, hash: '0123456789abcdef' },
      { v: 1, type: 'host-handover', id: 3, hash: 'g', room: {} },
      { v: 1, type: 'host-moved', seat: -1, name: 'Ben' },
    ];
    for (const m of badHost) expect(decodeHostMessage(JSON.stringify(m)).ok, JSON.stringify(m)).toBe(false);
    expect(decodeHostMessage('{"v":1,"type":"host-handover","id":3,"hash":"01","room":{"snapshot":{"__proto__":{"x":1}}}}').ok).toBe(false);
    const offer = decodeHostMessage(JSON.stringify({ v: 1, type: 'host-offer', id: 1, from: 'A\u202en\u0007a' }));
    expect(offer.ok && offer.msg.type === 'host-offer' && offer.msg.from).toBe('Ana');
  });

  it('bound the room sent: nesting, size, and the whole message', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(decodeHostMessage(JSON.stringify({ v: 1, type: 'host-handover', id: 1, hash: '01', room: deep }))).toMatchObject({ ok: false, reason: 'bad-field' });
    const wide = { log: Array.from({ length: 20_001 }, () => 0) };
    expect(decodeHostMessage(JSON.stringify({ v: 1, type: 'host-handover', id: 1, hash: '01', room: wide }))).toMatchObject({ ok: false, reason: 'bad-field' });
    const huge = { text: Array.from({ length: 70 }, () => 'x'.repeat(4000)) };
    expect(JSON.stringify(huge).length).toBeGreaterThan(MAX_MESSAGE_BYTES);
    expect(decodeHostMessage(JSON.stringify({ v: 1, type: 'host-handover', id: 1, hash: '01', room: huge }))).toMatchObject({ ok: false, reason: 'too-large' });
  });
});

function threeSeats(seed: string) {
  const rng = makeRng(seed);
  const made = makeHost({
    players: 3, seed, seats: [{ kind: 'local', name: 'Ana' }, { kind: 'remote' }, { kind: 'remote' }],
    host: { heartbeatMs: 30, timeoutMs: 400, ai: randomAi(rng) },
  });
  cleanups.push(() => { made.host.close(); made.detach(); });
  const fast = { heartbeatMs: 30, timeoutMs: 400, reconnectMinMs: 10, reconnectMaxMs: 50 };
  const ben = makeGuest({ hub: made.hub, name: 'Ben', color: 1, options: fast });
  const cleo = makeGuest({ hub: made.hub, name: 'Cleo', color: 2, options: fast });
  cleanups.push(() => { ben.leave(); cleo.leave(); });
  return { ...made, rng, ben, cleo, fast };
}

const recordOf = (host: ZHost): HostRecord => ({
  v: 1, room: host.room, game: 'zapotec', table: false, levels: [null, null, null], createdAt: 1, updatedAt: 1, snapshot: host.snapshot(),
});

describe('pass the host', () => {
  it('is refused for the host\'s own seat, a seat not connected, and after a no', async () => {
    const { host, ben } = threeSeats('pass-refused');
    expect(host.offerHost(0, 'Ana')).toMatchObject({ ok: false, reason: 'not-remote' });
    expect(host.offerHost(1, 'Ana')).toMatchObject({ ok: false, reason: 'not-connected' });
    expect((await ben.join()).ok).toBe(true);
    const answers: string[] = [];
    host.on('handover', (e) => answers.push(`${e.seat}:${e.stage}`));
    ben.on('host-offer', (o) => { expect(o.from).toBe('Ana'); ben.answerHost(o.id, false); });
    expect(host.offerHost(ben.seat!, 'Ana').ok).toBe(true);
    expect(host.offerHost(2, 'Ana')).toMatchObject({ ok: false, reason: 'not-connected' });
    await waitFor(() => answers.length > 0, 'the answer');
    expect(answers).toEqual([`${ben.seat}:declined`]);
    expect(host.handoverSeat()).toBeNull();
    // Without an offer, nothing is sent: a late yes, or a room asked for, is refused.
    expect(host.sendHandover({})).toMatchObject({ ok: false, reason: 'no-consent' });
    const refused: string[] = [];
    ben.on('rejected', (r) => refused.push(r.reason));
    ben.answerHost(1234, true);
    ben.hostReady(1234, '0123456789abcdef');
    await waitFor(() => refused.length === 2, 'the refusals');
    expect(refused).toEqual(['no-offer', 'no-offer']);
    expect(answers).toEqual([`${ben.seat}:declined`]);
  });

  it('mid-game: the new host has the same state hash, everyone reconnects and play goes on', async () => {
    const { host, hub, rng, ben, cleo, fast } = threeSeats('pass-mid');
    await ben.join();
    await cleo.join();
    host.start();
    // In memory the whole game would run in microtasks: everyone stops after a dozen moves.
    const enough = () => host.version >= 12;
    const stops = [autoplayLocal(host, [0], rng, undefined, enough), autoplayGuest(ben, rng, undefined, enough), autoplayGuest(cleo, rng, undefined, enough)];
    await waitFor(() => host.version >= 12, 'a few moves');
    for (const stop of stops) stop();
    const oldHash = host.hash();
    const oldVersion = host.version;
    const oldPicks = host.snapshot().picks ?? [];

    // Ben is asked and says yes; only Ben's device receives the room.
    let handed: HostRecord | null = null;
    const got: { former: ReturnType<typeof handedRecord>['former'] } = { former: null };
    const cleoGot: string[] = [];
    cleo.on('host-handover', () => cleoGot.push('handover'));
    cleo.on('host-offer', () => cleoGot.push('offer'));
    const moved = new Promise<{ seat: number; name: string }>((resolve) => cleo.on('host-moved', resolve));
    const ready = wireHandover(host, ben, got, (_raw, checked) => { handed = checked; });
    expect(host.offerHost(ben.seat!, 'Ana').ok).toBe(true);
    await waitFor(ready, 'the hand-over');
    expect(host.announceMove()).toBe(true);
    expect(await moved).toEqual({ seat: ben.seat, name: 'Ben' });
    expect(cleoGot).toEqual([]);
    host.close();
    const record = handed! as HostRecord;
    // The old host's hidden pick is not in what Ben received; it goes back to Ana's device alone.
    expect(JSON.stringify(record.snapshot.picks)).not.toContain(oldPicks.find((p) => p.seat === 0)?.salt ?? 'no pick');
    expect(got.former).toMatchObject({ seat: 0, name: 'Ana' });
    expect(record.snapshot.seats.map((s) => s.kind)).toEqual(['remote', 'local', 'remote']);

    // Ben's device hosts: same game, same hash.
    ben.leave();
    const newHost = HostRoom.restore(game, record.snapshot, { heartbeatMs: 30, timeoutMs: 400, ai: randomAi(rng) }) as ZHost;
    expect(newHost).toBeInstanceOf(HostRoom);
    cleanups.push(() => newHost.close());
    expect(newHost.hash()).toBe(oldHash);
    expect(newHost.version).toBe(oldVersion);
    const endpoint = hub.openHost(host.room);
    endpoint.onLink((link) => newHost.accept(link));
    cleanups.push(() => endpoint.close());

    // Ana's device joins as the guest of its own seat, with the secret it kept; Cleo comes back alone.
    const storage = memoryGuestStorage();
    const f = got.former!;
    storage.save({ room: host.room, seat: f.seat, secret: f.secret, name: f.name, color: f.color, ...(f.pick ? { pick: f.pick } : {}) });
    const ana: ZGuest = makeGuest({ hub, name: 'Ana', color: 0, storage, options: fast });
    cleanups.push(() => ana.leave());
    expect(await ana.join()).toEqual({ ok: true });
    expect(ana.seat).toBe(0);
    await waitFor(() => cleo.status === 'joined' && cleo.version === newHost.version && ana.version === newHost.version, 'everyone back');
    for (const g of [ana, cleo]) expect(hashState(g.view)).toBe(hashState(game.view(newHost.state, g.seat!)));

    // Play goes on, the old host's seat included.
    const movesBy0 = () => newHost.currentMatch.log.filter((m) => m.seat === 0).length;
    const before = movesBy0();
    const done = () => newHost.version >= oldVersion + 12;
    const more = [autoplayLocal(newHost, [1], rng, undefined, done), autoplayGuest(ana, rng, undefined, done), autoplayGuest(cleo, rng, undefined, done)];
    await waitFor(() => movesBy0() > before && newHost.version >= oldVersion + 12, 'play after the hand-over');
    for (const stop of more) stop();
    await waitFor(() => ana.version === newHost.version && cleo.version === newHost.version, 'views caught up');
    for (const g of [ana, cleo]) expect(hashState(g.view)).toBe(hashState(game.view(newHost.state, g.seat!)));
  });

  it('mid-pick: the old host\'s hidden pick stays on its device and is kept; the new host keeps its own', async () => {
    const { host, hub, rng, ben, cleo, fast } = threeSeats('pass-pick');
    await ben.join();
    await cleo.join();
    const opened = new Promise<void>((resolve) => { const off = host.on('secret-phase', (p) => { if (p) { off(); resolve(); } }); });
    host.start();
    await opened;
    await waitFor(() => ben.owes()?.secret === true, 'Ben asked to pick');
    const anaChoice = host.seat(0)!.choices()[0]!;
    expect(host.seat(0)!.act(anaChoice)).toEqual({ ok: true, committed: true });
    const benChoice = ben.choices()[0]!;
    expect(await ben.act(benChoice)).toEqual({ ok: true });
    const anaPick = host.snapshot().picks!.find((p) => p.seat === 0)!;

    const got: { record: HostRecord | null; former: ReturnType<typeof handedRecord>['former'] } = { record: null, former: null };
    const ready = wireHandover(host, ben, got, (raw, checked) => {
      // What Ben's device received holds no trace of Ana's hidden pick.
      expect(JSON.stringify(raw)).not.toContain(anaPick.salt);
      got.record = checked;
    });
    host.offerHost(1, 'Ana');
    await waitFor(ready, 'the hand-over');
    host.announceMove();
    host.close();
    ben.leave();
    expect(got.former?.pick).toEqual({ round: anaPick.round, choice: anaPick.choice, salt: anaPick.salt });

    const newHost = HostRoom.restore(game, got.record!.snapshot, { heartbeatMs: 30, timeoutMs: 400, ai: randomAi(rng) }) as ZHost;
    cleanups.push(() => newHost.close());
    expect(newHost.secretPhase()?.committed).toEqual([1]); // Ben's own pick, kept: he is not asked again
    const endpoint = hub.openHost(host.room);
    endpoint.onLink((link) => newHost.accept(link));
    cleanups.push(() => endpoint.close());
    const storage = memoryGuestStorage();
    const f = got.former!;
    storage.save({ room: host.room, seat: f.seat, secret: f.secret, name: f.name, color: f.color, pick: f.pick! });
    const ana: ZGuest = makeGuest({ hub, name: 'Ana', color: 0, storage, options: fast });
    cleanups.push(() => ana.leave());
    await ana.join();
    // Ana's device commits the same pick again; Cleo picks; the round is revealed with Ana's first choice.
    await waitFor(() => newHost.secretPhase()?.committed.includes(0) === true && cleo.status === 'joined', 'Ana committed again, Cleo back');
    const v = newHost.version;
    expect(await cleo.act(cleo.choices()[0]!)).toEqual({ ok: true });
    await waitFor(() => newHost.version > v, 'the round revealed');
    const log = newHost.currentMatch.log;
    expect(log.find((m) => m.seat === 0)?.choice).toEqual(anaChoice);
    expect(log.find((m) => m.seat === 1)?.choice).toEqual(benChoice);
  });

  it('the new host refuses a room that is not handed to its own seat', () => {
    const { host } = threeSeats('pass-check');
    const built = handedRecord(recordOf(host), 1).record;
    const secret1 = host.snapshot().seats[1]!.secret;
    expect(typeof checkHandedRecord(built, host.room, 'zapotec', { seat: 1, secret: secret1, pick: null })).toBe('object');
    expect(checkHandedRecord(built, host.room, 'zapotec', { seat: 1, secret: 'b'.repeat(32), pick: null })).toBe('not handed to this seat');
    expect(checkHandedRecord(built, host.room, 'zapotec', { seat: 2, secret: host.snapshot().seats[2]!.secret, pick: null })).toBe('not handed to this seat');
    expect(checkHandedRecord(built, 'otherroom', 'zapotec', { seat: 1, secret: secret1, pick: null })).toBe('not this room');
    const twoLocal = structuredClone(built);
    twoLocal.snapshot.seats[2]!.kind = 'local';
    expect(checkHandedRecord(twoLocal, host.room, 'zapotec', { seat: 1, secret: secret1, pick: null })).toBe('another local seat');
  });
});
