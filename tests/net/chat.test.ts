// The room's chat: lines and reactions relayed by the host with the sender's seat and name, only
// from the link's own seat (a guest cannot speak for another), cleaned text with a length limit,
// unknown fields dropped, and a flood refused after a small burst.
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/net/protocol-fields.ts';
import type { ChatLineMsg } from '../../src/net/protocol-host.ts';
import { CHAT_BURST } from '../../src/net/host-chat.ts';
import { RawClient, makeGuest, makeHost, waitFor } from './helpers.ts';

const cleanups: (() => void)[] = [];
afterEach(() => { while (cleanups.length) cleanups.pop()!(); });

async function room() {
  const made = makeHost({ players: 3, seed: 'chat', seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }, { kind: 'remote' }] });
  const ana = makeGuest({ hub: made.hub, name: 'Ana', color: 1 });
  expect(await ana.join()).toEqual({ ok: true });
  const evil = await RawClient.open(made.hub);
  const welcome = evil.next('welcome');
  evil.send({ v: 1, type: 'hello', room: 'testroom', name: 'Bo', color: 2 });
  await welcome;
  cleanups.push(() => { ana.leave(); made.host.close(); made.detach(); });
  const heard: ChatLineMsg[] = [];
  ana.on('chat', (line) => heard.push(line));
  const hostHeard: unknown[] = [];
  made.host.on('chat', (line) => hostHeard.push(line));
  return { host: made.host, hub: made.hub, ana, evil, heard, hostHeard };
}

describe('chat', () => {
  it('relays a line and a reaction to everyone with the seat name, the host\'s own lines too', async () => {
    const { host, ana, evil, heard, hostHeard } = await room();
    expect(ana.chat({ text: '  hello\u202e  there\n' })).toBe(true);
    expect(ana.chat({ reaction: 'clap' })).toBe(true);
    await waitFor(() => heard.length === 2, 'two lines');
    expect(host.chat(0, { text: 'welcome' })).toBe(true);
    expect(host.chat(1, { text: 'not mine' })).toBe(false); // a guest's seat: the host does not speak for it
    await waitFor(() => heard.length === 3, 'three lines');
    expect(heard.map(({ seat, name, text, reaction }) => ({ seat, name, text, reaction }))).toEqual([
      { seat: 1, name: 'Ana', text: 'hello there', reaction: undefined },
      { seat: 1, name: 'Ana', text: undefined, reaction: 'clap' },
      { seat: 0, name: 'Host', text: 'welcome', reaction: undefined },
    ]);
    expect(hostHeard).toHaveLength(3);
    await waitFor(() => evil.received.filter((m) => m.type === 'chat-line').length === 3, 'the other guest hears them too');
  });

  it('refuses a guest speaking for another seat, a wrong secret, a spectator, oversized or wrongly typed text, unknown reactions', async () => {
    const { host, hub, ana, evil, heard } = await room();
    const anaSecret = (host.snapshot().seats[1]!).secret;
    const refusals: string[] = [];
    const before = host.log.length;
    // Impersonation: seat 1 (Ana's) from Bo's link, with Bo's secret and with Ana's real secret.
    evil.send({ v: 1, type: 'chat', id: 1, seat: 1, secret: evil.secret, text: 'I am Ana' });
    evil.send({ v: 1, type: 'chat', id: 2, seat: 1, secret: anaSecret, text: 'I am Ana' });
    evil.send({ v: 1, type: 'chat', id: 3, seat: 2, secret: 'b'.repeat(32), text: 'bad secret' });
    evil.send({ v: 1, type: 'chat', id: 4, seat: 2, secret: evil.secret, text: 'x'.repeat(LIMITS.chat + 1) });
    evil.send({ v: 1, type: 'chat', id: 5, seat: 2, secret: evil.secret, text: 5 });
    evil.send({ v: 1, type: 'chat', id: 6, seat: 2, secret: evil.secret, reaction: '<img src=x onerror=alert(1)>' });
    evil.send({ v: 1, type: 'chat', id: 7, seat: 2, secret: evil.secret, text: 'both', reaction: 'clap' });
    evil.send({ v: 1, type: 'chat', id: 8, seat: 2, secret: evil.secret, text: ' \u0000 ' });
    evil.send({ v: 1, type: 'chat', id: 9, seat: 2, secret: evil.secret });
    await waitFor(() => host.log.length >= before + 9, 'every refusal logged');
    for (const e of host.log.slice(before)) refusals.push(`${e.action}:${e.reason}`);
    expect(refusals).toEqual(['rejected:wrong-seat', 'rejected:wrong-seat', 'rejected:bad-secret',
      'dropped:bad-field', 'dropped:bad-field', 'dropped:bad-field', 'dropped:bad-field', 'dropped:bad-field', 'dropped:bad-field']);
    // Unknown fields are not relayed: only what the protocol names goes out.
    evil.send({ v: 1, type: 'chat', id: 10, seat: 2, secret: evil.secret, text: '<b>hi</b>', html: '<b>x</b>', name: 'Ana', n: 99 });
    await waitFor(() => heard.length === 1, 'the honest line');
    expect(heard[0]).toEqual({ v: 1, type: 'chat-line', n: 1, seat: 2, name: 'Bo', text: '<b>hi</b>' });
    expect(ana.view).toBeNull(); // nothing else happened
    // A spectator has no seat to speak for.
    const watcher = await RawClient.open(hub);
    const welcomed = watcher.next('welcome');
    watcher.send({ v: 1, type: 'hello', room: 'testroom', name: 'Eve', color: 0, spectator: true });
    await welcomed;
    const refused = watcher.next('rejected');
    watcher.send({ v: 1, type: 'chat', id: 1, seat: 0, secret: evil.secret, text: 'hi' });
    expect((await refused).reason).toBe('spectator');
  });

  it('refuses a flood after a small burst (the refusals count as strikes)', async () => {
    const { host, evil, heard } = await room();
    for (let i = 0; i < CHAT_BURST + 4; i++) evil.send({ v: 1, type: 'chat', id: i, seat: 2, secret: evil.secret, reaction: 'laugh' });
    await waitFor(() => evil.received.filter((m) => m.type === 'rejected').length === 4, 'four refused');
    expect(heard).toHaveLength(CHAT_BURST);
    expect(evil.last('rejected')).toMatchObject({ reason: 'chat-rate', ref: CHAT_BURST + 3 });
    expect(host.log.filter((e) => e.reason === 'chat-rate')).toHaveLength(4);
  });
});
