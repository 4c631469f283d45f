import { describe, expect, it } from 'vitest';
import { makeRng } from '../../src/engine/rng.ts';
import { MAX_MESSAGE_BYTES, encode } from '../../src/net/protocol-fields.ts';
import { decodeGuestMessage, type GuestMessage } from '../../src/net/protocol-guest.ts';
import { decodeHostMessage, type HostMessage } from '../../src/net/protocol-host.ts';

const SECRET = 'a'.repeat(32);
const valid: GuestMessage[] = [
  { v: 1, type: 'hello', room: 'abcd2345', name: 'Ana', color: 2 },
  { v: 1, type: 'hello', room: 'abcd2345', name: 'Ana', color: 2, seat: 1, secret: SECRET },
  { v: 1, type: 'hello', room: 'abcd2345', name: 'Eve', color: 0, spectator: true },
  { v: 1, type: 'intent', id: 3, seat: 1, secret: SECRET, version: 12, choice: { id: 'pick:3', kind: 'pick', card: 3 } },
  { v: 1, type: 'undo', id: 4, seat: 1, secret: SECRET, version: 13 },
  { v: 1, type: 'commit', id: 5, seat: 2, secret: SECRET, round: '4.pick', hash: 'f'.repeat(64) },
  { v: 1, type: 'reveal', id: 6, seat: 2, secret: SECRET, round: '4.pick', choice: { kind: 'pick', card: 9 }, salt: 'b'.repeat(32) },
  { v: 1, type: 'resync' },
  { v: 1, type: 'ping', n: 123 },
  { v: 1, type: 'pong', n: 123 },
  { v: 1, type: 'chat', id: 7, seat: 1, secret: SECRET, text: 'Nice move!' },
  { v: 1, type: 'chat', id: 8, seat: 1, secret: SECRET, reaction: 'good-game' },
  { v: 1, type: 'rematch-reply', id: 9, seat: 2, secret: SECRET, match: 1, accept: true, nonce: 'c'.repeat(64) },
  { v: 1, type: 'rematch-reply', id: 10, seat: 2, secret: SECRET, match: 3, accept: false },
  { v: 1, type: 'seed-commit', id: 11, seat: 1, secret: SECRET, hash: 'd'.repeat(64) },
  { v: 1, type: 'seed-share', id: 12, seat: 1, secret: SECRET, share: 'e'.repeat(32) },
];

const hostValid: HostMessage[] = [
  { v: 1, type: 'welcome', room: 'abcd2345', game: 'zapotec', gameFormat: 1, options: { players: 3 }, seat: 1, secret: SECRET, seats: [{ seat: 0, kind: 'local', name: 'Host', color: 0, status: 'local', connected: true }], started: true, secretKinds: ['pick'] },
  { v: 1, type: 'lobby', seats: [], started: false },
  { v: 1, type: 'view', viewer: 1, from: 3, version: 4, delta: [[['a', 0], 1], [['b']]], events: [{ type: 'picked', seat: 1 }], pending: [{ seat: 1, kind: 'pick' }], hash: '0123456789abcdef', ack: 2 },
  { v: 1, type: 'view', viewer: 'spectator', from: null, version: 4, full: { a: [1] }, events: [], pending: [], hash: '0123456789abcdef' },
  { v: 1, type: 'secret-phase', phase: { round: '4.pick', kind: 'pick', seats: [0, 1, 2], committed: [1], stage: 'commit' } },
  { v: 1, type: 'secret-phase', phase: null },
  { v: 1, type: 'rejected', reason: 'stale', detail: 'The game is at version 5.', ref: 3 },
  { v: 1, type: 'seat-status', seat: 2, status: 'reconnecting' },
  { v: 1, type: 'view', viewer: 1, from: null, version: 0, full: { a: [1] }, events: [], pending: [], hash: '0123456789abcdef', match: 2 },
  { v: 1, type: 'chat-line', n: 4, seat: 2, name: 'Bo', text: '<b>not html</b>' },
  { v: 1, type: 'chat-line', n: 5, seat: 0, name: 'Host', reaction: 'clap' },
  { v: 1, type: 'rematch', match: 1, open: true, commit: 'e'.repeat(64), accepted: [1], declined: [2] },
  { v: 1, type: 'lobby', seats: [], started: false, draw: { host: 'a'.repeat(64), seats: [{ seat: 1, hash: 'b'.repeat(64) }] } },
  { v: 1, type: 'seed-ask' },
  { v: 1, type: 'seed', host: 'a'.repeat(64), shares: [{ seat: 1, share: 'c'.repeat(32) }] },
  { v: 1, type: 'seed', host: 'a'.repeat(64), shares: [], hostShare: 'd'.repeat(32), seed: 'e'.repeat(64) },
];

describe('protocol validation', () => {
  it('accepts every well-formed message unchanged', () => {
    for (const msg of valid) expect(decodeGuestMessage(encode(msg))).toEqual({ ok: true, msg });
    for (const msg of hostValid) expect(decodeHostMessage(encode(msg))).toEqual({ ok: true, msg });
  });

  it('takes the host\'s share of the seed only with the seed, and shares only as hex', () => {
    const decodes = (msg: object) => decodeHostMessage(JSON.stringify(msg)).ok;
    expect(decodes({ v: 1, type: 'seed', host: 'a'.repeat(64), shares: [], hostShare: 'd'.repeat(32) })).toBe(false);
    expect(decodes({ v: 1, type: 'seed', host: 'a'.repeat(64), shares: [{ seat: 1, share: 'not hex' }] })).toBe(false);
    expect(decodeGuestMessage(JSON.stringify({ v: 1, type: 'seed-share', id: 1, seat: 1, secret: SECRET, share: 'x'.repeat(32) })).ok).toBe(false);
  });

  it('gives a typed reason for every kind of bad input', () => {
    const reason = (raw: unknown) => {
      const d = decodeGuestMessage(raw);
      return d.ok ? 'ok' : d.reason;
    };
    expect(reason(42)).toBe('not-text');
    expect(reason({ v: 1, type: 'ping', n: 1 })).toBe('not-text');
    expect(reason('{')).toBe('not-json');
    expect(reason('[1,2]')).toBe('not-object');
    expect(reason('null')).toBe('not-object');
    expect(reason('{"v":2,"type":"ping","n":1}')).toBe('protocol-version');
    expect(reason('{"type":"ping","n":1}')).toBe('protocol-version');
    expect(reason('{"v":1,"type":"launch"}')).toBe('unknown-type');
    expect(reason('{"v":1,"type":"ping","n":-1}')).toBe('bad-field');
    expect(reason('{"v":1,"type":"ping","n":1.5}')).toBe('bad-field');
    expect(reason('{"v":1,"type":"hello","room":"abc","name":"x","color":99}')).toBe('bad-field');
    expect(reason('{"v":1,"type":"hello","room":"ABC!","name":"x","color":1}')).toBe('bad-field');
    expect(reason(`{"v":1,"type":"hello","room":"abc","name":"${'n'.repeat(200)}","color":1}`)).toBe('bad-field');
    expect(reason('{"v":1,"type":"intent","id":1,"seat":1,"secret":"xyz","version":1,"choice":{}}')).toBe('bad-field');
    expect(reason(`{"v":1,"type":"intent","id":1,"seat":99,"secret":"${SECRET}","version":1,"choice":{}}`)).toBe('bad-field');
    expect(reason(`{"v":1,"type":"intent","id":1,"seat":1,"secret":"${SECRET}","version":1}`)).toBe('bad-field');
    expect(reason(`{"v":1,"type":"commit","id":1,"seat":1,"secret":"${SECRET}","round":"1.pick","hash":"abc"}`)).toBe('bad-field');
    expect(reason(`{"v":1,"type":"reveal","id":1,"seat":1,"secret":"${SECRET}","round":"1.pick","choice":{},"salt":"xyz"}`)).toBe('bad-field');
    expect(reason('{"v":1,"type":"ping","n":1,"ok":false,"reason":"lies"}')).toBe('ok');
  });

  it('checks chat and rematch messages: sizes, types, reactions, unknown fields dropped', () => {
    const g = (o: object) => { const d = decodeGuestMessage(JSON.stringify({ v: 1, id: 1, seat: 1, secret: SECRET, ...o })); return d.ok ? d.msg : d.reason; };
    const hm = (o: object) => { const d = decodeHostMessage(JSON.stringify({ v: 1, ...o })); return d.ok ? d.msg : d.reason; };
    expect(g({ type: 'chat', text: 'x'.repeat(140) })).toMatchObject({ text: 'x'.repeat(140) });
    expect(g({ type: 'chat', text: 'x'.repeat(141) })).toBe('bad-field');
    expect(g({ type: 'chat', text: 42 })).toBe('bad-field');
    expect(g({ type: 'chat', text: ['hi'] })).toBe('bad-field');
    expect(g({ type: 'chat', text: '   ' })).toBe('bad-field');
    expect(g({ type: 'chat' })).toBe('bad-field');
    expect(g({ type: 'chat', text: 'a', reaction: 'clap' })).toBe('bad-field');
    expect(g({ type: 'chat', reaction: 'poop' })).toBe('bad-field');
    expect(g({ type: 'chat', reaction: '__proto__' })).toBe('bad-field');
    expect(g({ type: 'chat', text: 'hi', seat: 99 })).toBe('bad-field');
    expect(g({ type: 'chat', text: 'hi', secret: 'short' })).toBe('bad-field');
    // Control and direction characters go; unknown fields are never passed on.
    expect(g({ type: 'chat', text: 'a\u0007b\u202e\nc', html: '<i>', name: 'Ana' })).toEqual({ v: 1, type: 'chat', id: 1, seat: 1, secret: SECRET, text: 'a b c' });
    expect(g({ type: 'rematch-reply', match: 1, accept: true })).toBe('bad-field'); // a yes carries a share of the seed
    expect(g({ type: 'rematch-reply', match: 1, accept: 'yes', nonce: 'c'.repeat(32) })).toBe('bad-field');
    expect(g({ type: 'rematch-reply', match: 0, accept: false })).toBe('bad-field');
    expect(g({ type: 'rematch-reply', match: 1, accept: true, nonce: 'zz' })).toBe('bad-field');
    expect(hm({ type: 'chat-line', n: 1, seat: 1, name: 'Ana', text: 'x'.repeat(141) })).toBe('bad-field');
    expect(hm({ type: 'chat-line', n: 1, seat: 1, name: 'An\u0000a', text: 'hi', extra: 1 })).toEqual({ v: 1, type: 'chat-line', n: 1, seat: 1, name: 'Ana', text: 'hi' });
    expect(hm({ type: 'rematch', match: 1, open: true, commit: 'abc', accepted: [], declined: [] })).toBe('bad-field');
    expect(hm({ type: 'rematch', match: 1, open: true, commit: 'e'.repeat(64), accepted: [99], declined: [] })).toBe('bad-field');
    expect(hm({ type: 'view', viewer: 1, from: null, version: 0, full: {}, events: [], pending: [], hash: 'ab', match: -1 })).toBe('bad-field');
  });

  it('bounds the size, depth and shape of choices', () => {
    const intent = (choice: string) => `{"v":1,"type":"intent","id":1,"seat":1,"secret":"${SECRET}","version":1,"choice":${choice}}`;
    const reason = (raw: string) => { const d = decodeGuestMessage(raw); return d.ok ? 'ok' : d.reason + ':' + d.detail; };
    expect(reason(intent('{"kind":"pick","card":3}'))).toBe('ok');
    expect(reason(intent('['.repeat(50_000) + ']'.repeat(50_000)))).toMatch(/^bad-field:choice: nested too deeply/);
    expect(reason(intent('{"__proto__":{"polluted":1}}'))).toMatch(/forbidden key/);
    expect(reason(intent('{"constructor":{"prototype":1}}'))).toMatch(/forbidden key/);
    expect(reason(intent('1e999'))).toMatch(/not finite/);
    expect(reason(intent(`"${'s'.repeat(500)}"`))).toMatch(/string too long/);
    expect(reason(intent(`[${Array(300).fill(1).join(',')}]`))).toMatch(/array too long/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses messages over the size limit, counting UTF-8 bytes', () => {
    const pad = (n: number, ch: string) => `{"v":1,"type":"ping","n":1,"pad":"${ch.repeat(n)}"}`;
    expect(decodeGuestMessage(pad(MAX_MESSAGE_BYTES, 'x'))).toMatchObject({ ok: false, reason: 'too-large' });
    expect(decodeGuestMessage(pad(100_000, 'é'))).toMatchObject({ ok: true }); // 200 KB of UTF-8
    expect(decodeGuestMessage(pad(140_000, 'é'))).toMatchObject({ ok: false, reason: 'too-large' }); // 280 KB of UTF-8
    expect(decodeGuestMessage(pad(90_000, '€'))).toMatchObject({ ok: false, reason: 'too-large' }); // 270 KB of UTF-8
    expect(decodeGuestMessage(pad(80_000, 'x'))).toMatchObject({ ok: true });
  });

  it('never throws on 20,000 random strings and mutated messages', () => {
    const rng = makeRng('protocol-fuzz');
    const samples = [...valid.map(encode), ...hostValid.map(encode)];
    const junk = '{}[]":,0123456789abcdefvtype-\\ué𝄞\u0000nulltruefalse';
    for (let i = 0; i < 20_000; i++) {
      let s = samples[rng.int(samples.length)]!;
      const edits = 1 + rng.int(4);
      for (let e = 0; e < edits; e++) {
        const at = rng.int(s.length + 1);
        const mode = rng.int(3);
        const piece = junk.slice(rng.int(junk.length), rng.int(junk.length) + 1);
        s = mode === 0 ? s.slice(0, at) + piece + s.slice(at) : mode === 1 ? s.slice(0, at) + s.slice(at + 1 + rng.int(5)) : s.slice(0, at) + piece + s.slice(at + piece.length);
      }
      const g = decodeGuestMessage(s);
      const h = decodeHostMessage(s);
      expect(typeof g.ok).toBe('boolean');
      expect(typeof h.ok).toBe('boolean');
    }
  });
});
