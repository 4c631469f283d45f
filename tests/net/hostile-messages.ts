// Random junk and mutations of valid protocol messages, for the hostile-guest tests: the Node one
// (tests/net/hostile.test.ts, in-memory links) and the browser one (tests/browser/net-hostile.test.ts,
// bundled into a page and sent over real WebRTC). No Node or test-runner imports: it must bundle.
import type { makeRng } from '../../src/engine/rng.ts';
import { MAX_MESSAGE_BYTES } from '../../src/net/protocol-fields.ts';
import { randomHex } from '../../src/net/secret.ts';

type Rng = ReturnType<typeof makeRng>;
const pickOne = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)]!;

/** Random junk and mutations of valid messages, with the hostile seat's real secret half the time. */
export function hostileMessages(rng: Rng, count: number, valid: object[], secret: string, round: string, room = 'testroom'): string[] {
  const out: string[] = [];
  const values = (): unknown => pickOne(rng, [
    0, -1, 1, 2, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER, '', 'x', secret, randomHex(), 'f'.repeat(64), null, true, [], {}, [1, [2, [3]]],
    { kind: 'pick', card: 1 + rng.int(27) }, { kind: 'income', line: 'row' }, { kind: 'endCapital' }, { __proto__: 1 }, 'x'.repeat(5000),
    { kind: 'build', space: rng.int(60), palace: true }, round, '999.pick', room, 'room-x', 'spectator',
    'clap', 'good-game', '<script>alert(1)</script>', 'x'.repeat(141), '\u202eevil', 'c'.repeat(64),
  ]);
  const fields = ['v', 'type', 'id', 'seat', 'secret', 'version', 'choice', 'round', 'hash', 'salt', 'room', 'name', 'color', 'spectator', 'n', '__proto__', 'constructor',
    'text', 'reaction', 'match', 'accept', 'nonce', 'html', 'share'];
  const types = ['hello', 'intent', 'undo', 'commit', 'reveal', 'resync', 'ping', 'pong', 'welcome', 'view', 'lobby', 'rejected', 'launch',
    'host-answer', 'host-ready', 'host-handover', 'chat', 'chat-line', 'rematch', 'rematch-reply', 'seed-commit', 'seed-share', 'seed-ask', 'seed'];
  for (let i = 0; i < count; i++) {
    const mode = rng.int(10);
    if (mode === 0) {
      // Random characters.
      let s = '';
      for (let k = rng.int(80); k > 0; k--) s += String.fromCharCode(rng.int(3) === 0 ? rng.int(0x10000) : 32 + rng.int(95));
      out.push(s);
    } else if (mode === 1) {
      // Deep nesting, big arrays, oversized text (rarely: they are slow to build).
      const k = rng.int(4);
      out.push(k === 0 ? '['.repeat(10_000) + ']'.repeat(10_000)
        : k === 1 ? JSON.stringify({ v: 1, type: 'intent', id: 1, seat: 1, secret, version: 0, choice: Array(5000).fill({ a: [1] }) })
          : k === 2 && i % 50 === 0 ? JSON.stringify({ v: 1, type: 'ping', n: 1, pad: 'p'.repeat(MAX_MESSAGE_BYTES) })
            : JSON.stringify({ v: 1, type: pickOne(rng, types), choice: JSON.parse('{"__proto__":{"polluted":true}}') }));
    } else {
      // A valid message with one to three fields changed, added or removed.
      const msg: Record<string, unknown> = { ...pickOne(rng, valid) };
      for (let e = 1 + rng.int(3); e > 0; e--) {
        const f = pickOne(rng, fields);
        if (rng.int(4) === 0) delete msg[f];
        else msg[f] = f === 'type' && rng.int(2) === 0 ? pickOne(rng, types) : values();
      }
      if (rng.int(3) === 0) msg.secret = secret;
      out.push(rng.int(20) === 0 ? JSON.stringify(msg).slice(0, -1 - rng.int(5)) : JSON.stringify(msg));
    }
  }
  return out;
}
