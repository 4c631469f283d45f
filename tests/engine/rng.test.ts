import { describe, expect, it } from 'vitest';
import { makeRng, nextInt, seedRng, shuffleInPlace } from '../../src/engine/rng.ts';

describe('seeded PRNG', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = makeRng('alpha'), b = makeRng('alpha'), c = makeRng('beta');
    const seqA = Array.from({ length: 20 }, () => a.int(1000));
    expect(Array.from({ length: 20 }, () => b.int(1000))).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.int(1000))).not.toEqual(seqA);
  });

  it('keeps its whole state in four plain numbers that survive JSON', () => {
    const s = seedRng('json');
    nextInt(s, 7);
    const copy = JSON.parse(JSON.stringify(s));
    expect(Array.from({ length: 10 }, () => nextInt(copy, 100))).toEqual(Array.from({ length: 10 }, () => nextInt(s, 100)));
  });

  it('draws integers uniformly enough across [0, n)', () => {
    const s = seedRng('uniform');
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[nextInt(s, 6)]++;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(500);
  });

  it('shuffles into a permutation of the input', () => {
    const items = Array.from({ length: 27 }, (_, i) => i + 1);
    const shuffled = shuffleInPlace(seedRng('deck'), [...items]);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});
