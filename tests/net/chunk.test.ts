import { describe, expect, it } from 'vitest';
import { makeRng } from '../../src/engine/rng.ts';
import { Reassembler, splitMessage } from '../../src/net/chunk.ts';

describe('chunked frames', () => {
  it('splits long messages and puts them back together, surrogate pairs intact', () => {
    const rng = makeRng('chunks');
    const re = new Reassembler();
    for (let t = 0; t < 200; t++) {
      const len = rng.int(5000);
      let s = '{';
      for (let i = 0; i < len; i++) s += rng.int(10) === 0 ? '😀' : String.fromCharCode(32 + rng.int(90));
      const frames = splitMessage(s, t, 1 + rng.int(700));
      for (const f of frames) expect(() => encodeURIComponent(f)).not.toThrow(); // no lone surrogate
      let out: string | null = null;
      for (const f of frames) {
        const r = re.push(f);
        expect('error' in r).toBe(false);
        if ('message' in r) out = r.message;
      }
      expect(out).toBe(s);
    }
  });

  it('keeps small messages whole', () => {
    expect(splitMessage('{"a":1}', 1)).toEqual(['{"a":1}']);
  });

  it('refuses pieces out of order, malformed headers, non-text and oversized messages', () => {
    const re = new Reassembler(100);
    const frames = splitMessage('{' + 'x'.repeat(50), 7, 10);
    expect(re.push(frames[1])).toEqual({ error: 'piece out of order' });
    expect(re.push('~zz')).toEqual({ error: 'malformed piece header' });
    expect(re.push({ a: 1 })).toEqual({ error: 'frame is not text' });
    expect(re.push('~1:5:3:abc')).toEqual({ error: 'bad piece numbers' });
    const big = splitMessage('{' + 'y'.repeat(300), 8, 50);
    const results = big.map((f) => re.push(f));
    expect(results.some((r) => 'error' in r && r.error === 'message too large')).toBe(true);
    // A fresh message after an error is accepted.
    const ok = splitMessage('{' + 'z'.repeat(30), 9, 10).map((f) => re.push(f));
    expect(ok[ok.length - 1]).toEqual({ message: '{' + 'z'.repeat(30) });
  });
});
