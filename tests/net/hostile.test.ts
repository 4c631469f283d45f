// The host against guests that lie: junk and mutated messages, other seats' intents, stale and
// duplicate intents, reveals that do not match their commitment, stolen or guessed secrets.
import { afterEach, describe, expect, it } from 'vitest';
import { makeRng } from '../../src/engine/rng.ts';
import type { ZapotecChoice } from '../../src/games/zapotec/index.ts';
import { commitHash, randomHex } from '../../src/net/secret.ts';
import { RawClient, joinRaw, autoplayGuest, autoplayLocal, game, makeGuest, makeHost, pickOne, settle, waitFor, type Rng, type ZHost } from './helpers.ts';
import { hostileMessages } from './hostile-messages.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function twoPlayerRoom(seed: string) {
  const made = makeHost({ players: 2, seed, seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }], host: { maxStrikes: Infinity } });
  cleanups.push(() => { made.host.close(); made.detach(); });
  return made;
}

/** Plays the host's local seats at random until `done` (the remote seat is played by `remote`). */
async function playUntil(host: ZHost, rng: Rng, done: () => boolean, remote?: (seat: number) => Promise<void>): Promise<void> {
  for (let guard = 0; guard < 2000 && !done(); guard++) {
    const p = host.pending()[0];
    if (!p) throw new Error('game over before the position wanted');
    const handle = host.seat(p.seat);
    if (handle) {
      const owes = handle.owes();
      if (owes) handle.act(pickOne(rng, handle.choices()));
      else if (remote) await remote(host.pending().find((x) => host.seat(x.seat) === null)!.seat);
    } else if (remote) await remote(p.seat);
    await settle();
  }
  if (!done()) throw new Error('position not reached');
}

describe('commit-reveal', () => {
  it('refuses reveals that do not match, out of order or illegal, and applies the honest one', async () => {
    const { host, hub } = twoPlayerRoom('commit-reveal');
    const c = await joinRaw(hub, {}, 'Raw');
    expect(c.seat).toBe(1);
    const opened = c.next('secret-phase', (m) => m.phase !== null);
    host.start();
    const phase = (await opened).phase!;
    expect(phase).toMatchObject({ kind: 'pick', seats: [0, 1], committed: [], stage: 'commit' });
    const v0 = host.version, h0 = host.hash();

    const hand = host.state.players[1]!.hand;
    const mine = { kind: 'pick', card: hand[0] };
    const other = { kind: 'pick', card: hand[1] };
    const salt = randomHex();
    const base = { v: 1, seat: 1, secret: c.secret, round: phase.round };

    // A plain intent for a secret decision is refused.
    c.send({ v: 1, type: 'intent', id: 1, seat: 1, secret: c.secret, version: v0, choice: mine });
    expect(await c.next('rejected')).toMatchObject({ reason: 'commit-required', ref: 1 });
    // Revealing before everyone has committed is refused.
    c.send({ ...base, type: 'commit', id: 2, hash: commitHash(mine, salt) });
    await c.next('secret-phase', (m) => m.phase?.committed.includes(1) === true);
    c.send({ ...base, type: 'reveal', id: 3, choice: mine, salt });
    expect(await c.next('rejected')).toMatchObject({ reason: 'not-all-committed', ref: 3 });
    // A commitment for a stale round is refused.
    c.send({ ...base, round: '999.pick', type: 'commit', id: 4, hash: commitHash(mine, salt) });
    expect(await c.next('rejected')).toMatchObject({ reason: 'stale-round', ref: 4 });

    // The host's own seat commits too; then reveals are asked for.
    const revealStage = c.next('secret-phase', (m) => m.phase?.stage === 'reveal');
    expect(host.seat(0)!.act(pickOne(makeRng('x'), host.seat(0)!.choices()))).toEqual({ ok: true, committed: true });
    expect((await revealStage).phase!.committed).toEqual([0, 1]);
    expect(host.version).toBe(v0);
    // Nothing of the host seat's pick crossed the wire: the phase lists who committed, nothing more.
    expect(JSON.stringify(c.received.filter((m) => m.type === 'secret-phase'))).not.toMatch(/"hash"|"salt"|"choice"/);

    // Another card with the same salt, the same card with another salt: both refused, state untouched.
    c.send({ ...base, type: 'reveal', id: 5, choice: other, salt });
    expect(await c.next('rejected')).toMatchObject({ reason: 'reveal-mismatch', ref: 5 });
    c.send({ ...base, type: 'reveal', id: 6, choice: mine, salt: randomHex() });
    expect(await c.next('rejected')).toMatchObject({ reason: 'reveal-mismatch', ref: 6 });
    expect(host.version).toBe(v0);
    expect(host.hash()).toBe(h0);

    // The honest reveal is applied (both picks, in seat order, as one update).
    const applied = c.next('view', (m) => m.version > v0);
    c.send({ ...base, type: 'reveal', id: 7, choice: mine, salt });
    const view = await applied;
    expect(view.version).toBe(v0 + 2);
    expect(host.state.played[1]).toBe(mine.card);
    expect(view.events.map((e) => e.type)).toContain('reveal');
    // A second reveal after the round ended is refused.
    c.send({ ...base, type: 'reveal', id: 8, choice: mine, salt });
    expect(await c.next('rejected')).toMatchObject({ ref: 8 });
    expect(host.version).toBe(v0 + 2);
  });

  it('makes a seat choose again when its revealed choice is illegal', async () => {
    const { host, hub } = twoPlayerRoom('illegal-pick');
    const c = await joinRaw(hub, {}, 'Raw');
    const opened = c.next('secret-phase', (m) => m.phase !== null);
    host.start();
    const phase = (await opened).phase!;
    const notMine = host.state.players[0]!.hand[0]!; // the host's card, not in seat 1's hand
    const bad = { kind: 'pick', card: notMine };
    const salt = randomHex();
    const base = { v: 1, seat: 1, secret: c.secret, round: phase.round };
    c.send({ ...base, type: 'commit', id: 1, hash: commitHash(bad, salt) });
    await c.next('secret-phase', (m) => m.phase?.committed.includes(1) === true);
    const revealStage = c.next('secret-phase', (m) => m.phase?.stage === 'reveal');
    host.seat(0)!.act(pickOne(makeRng('y'), host.seat(0)!.choices()));
    await revealStage;
    const reopened = c.next('secret-phase', (m) => m.phase?.stage === 'commit');
    c.send({ ...base, type: 'reveal', id: 2, choice: bad, salt });
    expect(await c.next('rejected')).toMatchObject({ reason: 'card-not-in-hand', ref: 2 });
    expect((await reopened).phase!.committed).toEqual([0]);
    // Choosing again with a legal card finishes the round.
    const good = { kind: 'pick', card: host.state.players[1]!.hand[0] };
    const salt2 = randomHex();
    c.send({ ...base, type: 'commit', id: 3, hash: commitHash(good, salt2) });
    await c.next('secret-phase', (m) => m.phase?.stage === 'reveal');
    const applied = c.next('view', (m) => m.version === 2);
    c.send({ ...base, type: 'reveal', id: 4, choice: good, salt: salt2 });
    await applied;
    expect(host.state.played[1]).toBe(good.card);
  });
});

describe('intents', () => {
  it('refuses stale and duplicate intents, intents for another seat and wrong secrets', async () => {
    const rng = makeRng('intents');
    const { host, hub } = twoPlayerRoom('intents');
    const c = await joinRaw(hub, {}, 'Raw');
    host.start();
    await settle();
    // Seat 1 plays its pick honestly through a real commit/reveal, then we wait for its turn.
    const remote = async (seat: number) => {
      const phase = host.secretPhase();
      if (phase && !phase.committed.includes(seat)) {
        const choice = pickOne(rng, game.choices(host.state, seat));
        const salt = randomHex();
        const revealed = c.next('secret-phase', (m) => m.phase?.stage === 'reveal' || m.phase === null);
        c.send({ v: 1, type: 'commit', id: 100, seat, secret: c.secret, round: phase.round, hash: commitHash(choice, salt) });
        await settle();
        if (host.secretPhase()?.stage !== 'reveal') host.seat(0)!.act(pickOne(rng, host.seat(0)!.choices()));
        await revealed;
        c.send({ v: 1, type: 'reveal', id: 101, seat, secret: c.secret, round: phase.round, choice, salt });
      }
    };
    await playUntil(host, rng, () => host.state.phase === 'turn' && host.pending()[0]?.seat === 1, remote);

    const v = host.version;
    const choice = pickOne(rng, game.choices(host.state, 1)) as ZapotecChoice;
    const intent = (over: object) => ({ v: 1, type: 'intent', id: 1, seat: 1, secret: c.secret, version: v, choice, ...over });

    c.send(intent({ id: 10, version: v - 1 }));
    expect(await c.next('rejected')).toMatchObject({ reason: 'stale', ref: 10 });
    c.send(intent({ id: 11, version: v + 1 }));
    expect(await c.next('rejected')).toMatchObject({ reason: 'stale', ref: 11 });
    c.send(intent({ id: 12, seat: 0 }));
    expect(await c.next('rejected')).toMatchObject({ reason: 'wrong-seat', ref: 12 });
    c.send(intent({ id: 13, secret: randomHex() }));
    expect(await c.next('rejected')).toMatchObject({ reason: 'bad-secret', ref: 13 });
    c.send(intent({ id: 14, choice: { kind: 'buy', level: 9, slot: 0 } }));
    expect(await c.next('rejected')).toMatchObject({ ref: 14 });
    c.send({ v: 1, type: 'undo', id: 15, seat: 1, secret: c.secret, version: v });
    expect(await c.next('rejected')).toMatchObject({ ref: 15 });
    expect(host.version).toBe(v);

    // The real one is applied and acknowledged; the same message again is a stale duplicate.
    const acked = c.next('view', (m) => m.ack === 20);
    c.send(intent({ id: 20 }));
    expect((await acked).version).toBe(v + 1);
    c.send(intent({ id: 21 }));
    expect(await c.next('rejected')).toMatchObject({ reason: 'stale', ref: 21 });
    expect(host.version).toBe(v + 1);
  });

  it('refuses taking a claimed seat with a guessed secret, and a full room', async () => {
    const { host, hub } = twoPlayerRoom('seats');
    const honest = await joinRaw(hub, {}, 'Raw');
    expect(honest.seat).toBe(1);
    const thief = await RawClient.open(hub);
    const refused = thief.next('rejected');
    thief.send({ v: 1, type: 'hello', room: 'testroom', name: 'Thief', color: 1, seat: 1, secret: randomHex() });
    expect(await refused).toMatchObject({ reason: 'bad-secret', fatal: true });
    await settle();
    expect(thief.closed).toBe(true);
    const late = await RawClient.open(hub);
    const full = late.next('rejected');
    late.send({ v: 1, type: 'hello', room: 'testroom', name: 'Late', color: 1 });
    expect(await full).toMatchObject({ reason: 'room-full', fatal: true });
    const lost = await RawClient.open(hub);
    const wrongRoom = lost.next('rejected');
    lost.send({ v: 1, type: 'hello', room: 'otherroom', name: 'Lost', color: 1 });
    expect(await wrongRoom).toMatchObject({ reason: 'wrong-room', fatal: true });
    const future = await RawClient.open(hub);
    const version = future.next('rejected');
    future.send({ v: 2, type: 'hello', room: 'testroom' });
    expect(await version).toMatchObject({ reason: 'protocol-version', fatal: true });
    expect(host.lobby()[1]).toMatchObject({ name: 'Raw', status: 'connected' });
  });
});

describe('a hostile guest', () => {
  it('sends 10,000 random and mutated messages: the state hash never changes, the honest guest is unaffected', async () => {
    const rng = makeRng('hostile');
    const made = makeHost({
      players: 3, seed: 'hostile', seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }, { kind: 'remote' }],
      host: { maxStrikes: Infinity, logSize: 20_000 },
    });
    const { host, hub } = made;
    cleanups.push(() => { host.close(); made.detach(); });
    const honest = makeGuest({ hub, name: 'Honest', color: 1 });
    cleanups.push(() => honest.leave());
    expect(await honest.join()).toEqual({ ok: true });
    const evil = await joinRaw(hub, {}, 'Raw');
    expect(evil.seat).toBe(2);
    host.start();
    await settle();

    // Reach a turn of the honest guest or the host, where the hostile seat owes nothing and did not move last.
    const target = () => {
      const p = host.pending();
      const last = host.currentMatch.log[host.currentMatch.log.length - 1];
      return host.state.phase === 'turn' && host.state.round >= 2 && p.length === 1 && p[0]!.seat !== 2 && last !== undefined && last.seat !== 2;
    };
    const stopHost = autoplayLocal(host, [0], rng, undefined, target);
    let evilBusy = false;
    const evilPlays = async (seat: number) => {
      const phase = host.secretPhase();
      if (evilBusy || !phase || phase.committed.includes(seat) || !phase.seats.includes(seat)) return;
      evilBusy = true;
      const choice = pickOne(rng, game.choices(host.state, seat));
      const salt = randomHex();
      evil.send({ v: 1, type: 'commit', id: 1, seat, secret: evil.secret, round: phase.round, hash: commitHash(choice, salt) });
      await evil.next('secret-phase', (m) => m.phase === null || m.phase.stage === 'reveal' || m.phase.round !== phase.round);
      if (host.secretPhase()?.round === phase.round) evil.send({ v: 1, type: 'reveal', id: 2, seat, secret: evil.secret, round: phase.round, choice, salt });
      evilBusy = false;
    };
    let lastSent = -1;
    const evilTurn = () => {
      if (host.secretPhase()?.seats.includes(2) && !host.secretPhase()!.committed.includes(2)) void evilPlays(2);
      if (host.pending().some((p) => p.seat === 2) && host.state.phase === 'turn' && host.version !== lastSent) {
        lastSent = host.version;
        evil.send({ v: 1, type: 'intent', id: 9, seat: 2, secret: evil.secret, version: host.version, choice: pickOne(rng, game.choices(host.state, 2)) });
      }
    };
    const stopHonest = autoplayGuest(honest, rng, undefined, target);
    await waitFor(() => {
      if (!target()) evilTurn();
      return target();
    }, 'a turn of another seat');
    stopHost();
    stopHonest();
    await settle();

    const hash = host.hash(), version = host.version, logLength = host.currentMatch.log.length;
    const lobby = JSON.stringify(host.lobby());
    const honestView = JSON.stringify(honest.view);
    const valid = [
      { v: 1, type: 'intent', id: 1, seat: 2, secret: evil.secret, version, choice: { kind: 'endCapital' } },
      { v: 1, type: 'intent', id: 1, seat: 2, secret: evil.secret, version, choice: pickOne(rng, game.choices(host.state, host.pending()[0]!.seat)) },
      { v: 1, type: 'intent', id: 1, seat: 1, secret: evil.secret, version, choice: { kind: 'income', line: 'col' } },
      { v: 1, type: 'undo', id: 1, seat: 2, secret: evil.secret, version },
      { v: 1, type: 'commit', id: 1, seat: 2, secret: evil.secret, round: `${version}.pick`, hash: 'a'.repeat(64) },
      { v: 1, type: 'reveal', id: 1, seat: 2, secret: evil.secret, round: `${version}.pick`, choice: { kind: 'pick', card: 3 }, salt: 'b'.repeat(32) },
      { v: 1, type: 'hello', room: 'testroom', name: 'Evil', color: 1, seat: 1, secret: randomHex() },
      { v: 1, type: 'hello', room: 'testroom', name: 'Evil', color: 1, spectator: true },
      { v: 1, type: 'resync' },
      { v: 1, type: 'ping', n: 5 },
      // Pass the host, with no offer made: an unasked yes, or a room claimed, changes nothing.
      { v: 1, type: 'host-answer', id: 1, seat: 2, secret: evil.secret, accept: true },
      { v: 1, type: 'host-ready', id: 1, seat: 2, secret: evil.secret, hash: 'c'.repeat(16) },
      { v: 1, type: 'chat', id: 1, seat: 2, secret: evil.secret, text: 'hello' },
      { v: 1, type: 'chat', id: 1, seat: 1, secret: evil.secret, reaction: 'clap' },
      { v: 1, type: 'rematch-reply', id: 1, seat: 2, secret: evil.secret, match: 1, accept: true, nonce: 'c'.repeat(64) },
      // The joint seed, once the game is dealt: a late commitment or share changes nothing.
      { v: 1, type: 'seed-commit', id: 1, seat: 2, secret: evil.secret, hash: 'd'.repeat(64) },
      { v: 1, type: 'seed-share', id: 1, seat: 2, secret: evil.secret, share: 'e'.repeat(32) },
    ];
    const lines: { seat: number; name: string; text?: string }[] = [];
    honest.on('chat', (l) => lines.push(l));
    const messages = hostileMessages(rng, 10_000, valid, evil.secret, `${version}.pick`);
    const logBefore = host.log.length;
    for (let i = 0; i < messages.length; i++) {
      evil.sendRaw(messages[i]!);
      if (i % 200 === 199) {
        await settle(5);
        expect(host.hash()).toBe(hash);
      }
    }
    await settle(20);
    expect(evil.closed).toBe(false);
    expect(host.hash()).toBe(hash);
    expect(host.version).toBe(version);
    expect(host.currentMatch.log.length).toBe(logLength);
    expect(JSON.stringify(host.lobby())).toBe(lobby);
    expect(JSON.stringify(honest.view)).toBe(honestView);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Chat got through only as the hostile seat itself, rate-limited, each line within the limit.
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(40);
    for (const l of lines) {
      expect(l).toMatchObject({ seat: 2, name: 'Raw' });
      expect((l.text ?? '').length).toBeLessThanOrEqual(140);
    }
    // Every refused message left a reason in the log: dropped (malformed) or rejected (refused).
    const entries = host.log.slice(logBefore);
    const reasons = new Set(entries.map((e) => `${e.action}:${e.reason}`));
    expect(entries.length).toBeGreaterThan(5_000);
    for (const r of ['dropped:not-json', 'dropped:bad-field', 'dropped:unknown-type', 'dropped:protocol-version', 'rejected:bad-secret', 'rejected:wrong-seat', 'rejected:stale', 'rejected:already-joined', 'rejected:no-offer', 'rejected:chat-rate', 'rejected:no-rematch']) {
      expect(reasons).toContain(r);
    }

    // The honest players finish the game afterwards.
    const stop = autoplayLocal(host, [0], rng);
    const stopHonest2 = autoplayGuest(honest, rng);
    await waitFor(() => {
      evilTurn();
      return host.pending().length === 0;
    }, 'the end of the game', 30_000);
    stopHonest2();
    stop();
    await waitFor(() => honest.version === host.version, 'the last view');
    expect(honest.view).toEqual(game.view(host.state, 1));
  });

  it('closes a connection that keeps sending bad messages (default strike limit)', async () => {
    const made = makeHost({ players: 2, seed: 'strikes', seats: [{ kind: 'local' }, { kind: 'remote' }] });
    cleanups.push(() => { made.host.close(); made.detach(); });
    const c = await joinRaw(made.hub, {}, 'Raw');
    for (let i = 0; i < 200; i++) c.sendRaw('garbage');
    await settle(20);
    expect(c.closed).toBe(true);
    expect(made.host.log.some((e) => e.action === 'closed' && e.detail === 'too many bad messages')).toBe(true);
    expect(made.host.lobby()[1]!.status).toBe('reconnecting');
  });
});
