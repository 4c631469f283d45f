import { describe, expect, it } from 'vitest';
import { act, createMatch } from '../../src/engine/match.ts';
import { makeRng } from '../../src/engine/rng.ts';
import { cloneJson } from '../../src/engine/clone.ts';
import { applyPatches, diff } from '../../src/net/delta.ts';
import { game, pickOne, type Rng } from './helpers.ts';

function randomJson(rng: Rng, depth: number): unknown {
  const r = rng.int(depth > 3 ? 4 : 7);
  switch (r) {
    case 0: return rng.int(5) === 0 ? null : rng.int(3) === 0;
    case 1: return rng.int(200) - 100;
    case 2: return ['', 'a', 'b', 'length', 'x y', '0'][rng.int(6)];
    case 3: return rng.float() * 10;
    case 4: case 5: return Array.from({ length: rng.int(6) }, () => randomJson(rng, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = rng.int(5); i > 0; i--) o[['a', 'b', 'c', 'length', '0', 'hand'][rng.int(6)]!] = randomJson(rng, depth + 1);
      return o;
    }
  }
}

/** A few random edits: change, add, remove, grow or shrink arrays, swap types. */
function mutate(rng: Rng, value: unknown, depth = 0): unknown {
  if (rng.int(6) === 0 || depth > 5) return randomJson(rng, depth);
  if (Array.isArray(value)) {
    const out = value.map((v) => (rng.int(3) === 0 ? mutate(rng, v, depth + 1) : v));
    if (rng.int(3) === 0) out.push(randomJson(rng, depth + 1));
    if (rng.int(3) === 0) out.splice(rng.int(out.length + 1), rng.int(3));
    return out;
  }
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (rng.int(6) === 0) continue;
      out[k] = rng.int(3) === 0 ? mutate(rng, v, depth + 1) : v;
    }
    if (rng.int(3) === 0) out[['a', 'z', 'length', 'q'][rng.int(4)]!] = randomJson(rng, depth + 1);
    return out;
  }
  return rng.int(2) === 0 ? value : randomJson(rng, depth);
}

describe('view deltas', () => {
  it('apply(diff(a, b), a) deep-equals b for 3000 random pairs, and never changes a', () => {
    const rng = makeRng('delta-property');
    for (let i = 0; i < 3000; i++) {
      const a = randomJson(rng, 0);
      const b = rng.int(4) === 0 ? randomJson(rng, 0) : mutate(rng, a);
      const before = JSON.stringify(a);
      const patches = diff(a, b);
      // Patches survive the wire.
      const res = applyPatches(a, JSON.parse(JSON.stringify(patches)));
      expect(res.ok).toBe(true);
      if (res.ok) expect(res.value).toEqual(b);
      expect(JSON.stringify(a)).toBe(before);
      if (JSON.stringify(a) === JSON.stringify(b)) expect(patches).toEqual([]);
    }
  });

  it('is small for one move of a real game: every seat, every move of a 4-player Zapotec game', () => {
    const rng = makeRng('delta-game');
    let match = createMatch(game, { players: 4 }, 'delta-seed');
    let total = 0, full = 0, moves = 0;
    let views = [0, 1, 2, 3].map((s) => game.view(match.state, s));
    while (game.pending(match.state).length > 0) {
      const p = pickOne(rng, game.pending(match.state));
      const res = act(game, match, p.seat, pickOne(rng, game.choices(match.state, p.seat)));
      if (!res.ok) throw new Error(res.error.reason);
      match = res.match;
      moves++;
      views = views.map((old, seat) => {
        const next = game.view(match.state, seat);
        const patches = diff(old, next);
        const applied = applyPatches(old, patches);
        expect(applied.ok && applied.value).toEqual(next);
        total += JSON.stringify(patches).length;
        full += JSON.stringify(next).length;
        return next;
      });
    }
    expect(moves).toBeGreaterThan(50);
    // Deltas are a small fraction of sending the whole view every time.
    expect(total / full).toBeLessThan(0.15);
  });

  it('refuses malformed patches without throwing and without touching the base', () => {
    const base = { a: [1, 2, 3], o: { x: 1 } };
    const snapshot = cloneJson(base);
    const bad: unknown[][] = [
      [42], [[[], 1, 2]], [[['a', 9], 1]], [[['a', 'length'], 7]], [[['a', -1], 1]], [[['o', '__proto__'], { polluted: true }]],
      [[['__proto__', 'polluted'], true]], [[['a', 0, 'deep'], 1]], [[['missing', 'x'], 1]], [[[]]], [[['a', 0]]], [['not-a-path', 1]],
      [[[{}], 1]], [null], [[['o', 'constructor', 'prototype'], 1]],
    ];
    for (const patches of bad) {
      const res = applyPatches(base, patches);
      expect(res.ok).toBe(false);
    }
    expect(base).toEqual(snapshot);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('replaces a subtree whole when that is shorter than its patches', () => {
    const a = { hand: [1, 2, 3, 4, 5, 6, 7, 8] };
    const b = { hand: [2, 3, 4, 5, 6, 7, 8] };
    expect(diff(a, b)).toEqual([[['hand'], b.hand]]);
    expect(diff({ x: 1, y: [1, 2] }, { x: 2, y: [1, 2] })).toEqual([[['x'], 2]]);
    expect(diff(1, { a: 1 })).toEqual([[[], { a: 1 }]]);
  });
});
