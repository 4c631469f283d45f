// Recovering from a faulty link, piece by piece: the seeded faulty test transport, the pong that
// tells a guest where the game is, a guest ignoring repeated and late views, a guest asking for a
// resync when it is behind, repeated hellos answered with the same welcome.
import { afterEach, describe, expect, it } from 'vitest';
import { hashState } from '../../src/engine/hash.ts';
import { GuestClient, memoryGuestStorage } from '../../src/net/guest.ts';
import { PROTOCOL_VERSION, encode } from '../../src/net/protocol-fields.ts';
import { decodeGuestMessage } from '../../src/net/protocol-guest.ts';
import { decodeHostMessage, phaseKey, type HostMessage } from '../../src/net/protocol-host.ts';
import { memoryPair, type MemoryLink } from '../../src/net/transport.ts';
import { RawClient, game, makeHost, settle, waitFor } from './helpers.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function faultsOf(seed: string): string[] {
  const [a, b] = memoryPair({ dropRate: 0.3, duplicateRate: 0.3, seed });
  const got: string[] = [];
  b.onMessage((d) => got.push(String(d)));
  for (let i = 0; i < 40; i++) a.send(String(i));
  return got;
}

describe('the faulty test transport', () => {
  it('is seeded: the same seed loses and repeats the same messages, another seed others', async () => {
    const first = faultsOf('s1');
    await settle();
    const again = faultsOf('s1');
    const other = faultsOf('s2');
    await settle();
    expect(again).toEqual(first);
    expect(first.length).not.toBe(40); // some lost or repeated
    expect(other).not.toEqual(first);
  });

  it('reorders within the window', async () => {
    const [a, b] = memoryPair({ reorderMs: 20, seed: 'r' });
    const got: number[] = [];
    b.onMessage((d) => got.push(Number(d)));
    for (let i = 0; i < 30; i++) a.send(String(i));
    await waitFor(() => got.length === 30, 'all messages', 2_000);
    expect([...got].sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
    expect(got).not.toEqual([...Array(30).keys()]);
  });
});

describe('protocol: the pong says where the game is', () => {
  it('decodes a pong with and without the version and phase, and refuses bad ones', () => {
    expect(decodeHostMessage(encode({ v: 1, type: 'pong', n: 5, at: 12, phase: 'r|commit|0' }))).toEqual({ ok: true, msg: { v: 1, type: 'pong', n: 5, at: 12, phase: 'r|commit|0' } });
    expect(decodeHostMessage(encode({ v: 1, type: 'pong', n: 5 }))).toEqual({ ok: true, msg: { v: 1, type: 'pong', n: 5 } });
    expect(decodeHostMessage(JSON.stringify({ v: 1, type: 'pong', n: 5, at: -1 })).ok).toBe(false);
    expect(decodeHostMessage(JSON.stringify({ v: 1, type: 'pong', n: 5, at: 1, phase: 'x'.repeat(500) })).ok).toBe(false);
    // A guest's pong carries nothing more (the fields are dropped).
    expect(decodeGuestMessage(JSON.stringify({ v: 1, type: 'pong', n: 5, at: 3 }))).toEqual({ ok: true, msg: { v: 1, type: 'pong', n: 5 } });
    expect(phaseKey(null)).toBe('');
    expect(phaseKey({ round: '3.pick', kind: 'pick', seats: [0, 1], committed: [1], stage: 'commit' })).toBe('3.pick|commit|1');
  });

  it('the host answers a ping with its version once the game has started', async () => {
    const { host, hub, detach } = makeHost({ players: 2, seed: 'pong', seats: [{ kind: 'local' }, { kind: 'remote' }] });
    cleanups.push(() => { host.close(); detach(); });
    const c = await RawClient.open(hub);
    c.send({ v: 1, type: 'hello', room: 'testroom', name: 'G', color: 1 });
    await c.next('welcome');
    c.send({ v: 1, type: 'ping', n: 1 });
    expect(await c.next('pong')).toEqual({ v: 1, type: 'pong', n: 1 });
    host.start();
    c.send({ v: 1, type: 'ping', n: 2 });
    expect(await c.next('pong')).toMatchObject({ n: 2, at: host.version, phase: expect.any(String) });
  });

  it('a repeated hello on the same link gets the same welcome again; another hello is refused', async () => {
    const { host, hub, detach } = makeHost({ players: 2, seed: 'hello', seats: [{ kind: 'local' }, { kind: 'remote' }] });
    cleanups.push(() => { host.close(); detach(); });
    const c = await RawClient.open(hub);
    const hello = { v: 1, type: 'hello', room: 'testroom', name: 'G', color: 1 };
    c.send(hello);
    const first = await c.next('welcome');
    c.send(hello);
    const second = await c.next('welcome');
    expect(second).toEqual(first);
    c.send({ ...hello, name: 'Other' });
    expect(await c.next('rejected')).toMatchObject({ reason: 'already-joined' });
  });
});

/** A guest whose host end the test plays by hand. */
async function handGuest() {
  let hostEnd!: MemoryLink;
  const fromGuest: { type: string }[] = [];
  const guest = new GuestClient<unknown>({
    module: game, room: 'hand', name: 'G', color: 0, storage: memoryGuestStorage(), heartbeatMs: 30,
    connect: async () => {
      const [g, h] = memoryPair();
      hostEnd = h;
      h.onMessage((d) => {
        const m = JSON.parse(String(d)) as { type: string };
        fromGuest.push(m);
        if (m.type === 'hello') say({ v: 1, type: 'welcome', room: 'hand', game: game.id, gameFormat: game.formatVersion, options: { players: 2 }, seat: 1, secret: 'a'.repeat(32), seats: [], started: true, secretKinds: [] });
      });
      return g;
    },
  });
  const say = (m: HostMessage) => hostEnd.send(encode(m));
  cleanups.push(() => guest.leave());
  const view = (version: number, from: number | null, value: unknown): HostMessage => ({
    v: PROTOCOL_VERSION, type: 'view', viewer: 1, from, version, events: [], pending: [], hash: hashState(value),
    ...(from === null ? { full: value } : { delta: [[['n'], (value as { n: number }).n]] }),
  }) as HostMessage;
  expect(await guest.join()).toEqual({ ok: true });
  say(view(3, null, { n: 3 }));
  await waitFor(() => guest.version === 3, 'the first view', 2_000);
  return { guest, say, view, fromGuest };
}

describe('a guest on a faulty link', () => {
  it('ignores a repeated or late view instead of asking for a resync', async () => {
    const { guest, say, view, fromGuest } = await handGuest();
    say(view(4, 3, { n: 4 }));
    await waitFor(() => guest.version === 4, 'version 4', 2_000);
    say(view(4, 3, { n: 4 })); // the same message twice
    say(view(3, null, { n: 3 })); // an old whole view arriving late
    await settle();
    expect(guest.version).toBe(4);
    expect(guest.view).toEqual({ n: 4 });
    expect(fromGuest.filter((m) => m.type === 'resync')).toEqual([]);
  });

  it('notices from the pong that it is behind (a lost view) and asks for a resync', async () => {
    const { guest, say, view, fromGuest } = await handGuest();
    say({ v: 1, type: 'pong', n: 1, at: 3, phase: '' });
    await settle();
    expect(fromGuest.filter((m) => m.type === 'resync')).toEqual([]);
    say({ v: 1, type: 'pong', n: 2, at: 5, phase: '' }); // view 4 and 5 were lost
    await waitFor(() => fromGuest.some((m) => m.type === 'resync'), 'a resync', 2_000);
    say(view(5, null, { n: 5 }));
    await waitFor(() => guest.version === 5, 'the whole view', 2_000);
    expect(guest.view).toEqual({ n: 5 });
  });

  it('sends an unanswered intent again with the same id', async () => {
    const { guest, fromGuest } = await handGuest();
    const answer = guest.act({ kind: 'x' });
    await waitFor(() => fromGuest.filter((m) => m.type === 'intent').length >= 2, 'a repeated intent', 2_000);
    const intents = fromGuest.filter((m) => m.type === 'intent') as unknown as { id: number }[];
    expect(intents[1]!.id).toBe(intents[0]!.id);
    guest.leave();
    expect((await answer).ok).toBe(false);
  });
});
