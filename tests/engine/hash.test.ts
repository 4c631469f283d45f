import { describe, expect, it } from 'vitest';
import { canonicalJson, hashState } from '../../src/engine/hash.ts';
import { cloneJson } from '../../src/engine/clone.ts';

describe('state hash', () => {
  it('ignores key order and undefined fields', () => {
    expect(hashState({ a: 1, b: [1, 2], c: undefined })).toBe(hashState({ b: [1, 2], a: 1 }));
    expect(canonicalJson({ z: { y: 1, x: 2 } })).toBe('{"z":{"x":2,"y":1}}');
  });
  it('changes when any value changes', () => {
    const base = { players: [{ res: [1, 2, 3] }], round: 1 };
    const changed = cloneJson(base);
    changed.players[0]!.res[2] = 4;
    expect(hashState(changed)).not.toBe(hashState(base));
    expect(hashState(base)).toMatch(/^[0-9a-f]{16}$/);
  });
  it('clone gives an equal but independent copy', () => {
    const base = { a: [1, { b: 2 }], c: null, d: 'x' };
    const copy = cloneJson(base);
    expect(copy).toEqual(base);
    (copy.a[1] as { b: number }).b = 3;
    expect((base.a[1] as { b: number }).b).toBe(2);
  });
});
