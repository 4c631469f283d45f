// Contract properties on real positions: apply accepts exactly the listed choices, ids are
// unique, other seats are refused, and the typed state copy is a complete deep copy.
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../../src/engine/index.ts';
import { copanGame, type CopanChoice, type CopanState } from '../../../src/games/copan/index.ts';
import { cloneState } from '../../../src/games/copan/clone-state.ts';
import { optionsFor } from './options-for.ts';

const sameFields = (a: Record<string, unknown>, b: Record<string, unknown>): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => k !== 'id'));
  for (const k of keys) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) return false;
  return true;
};

/** Values seen in any choice field, to build plausible but possibly illegal variants. */
function fieldPool(all: CopanChoice[]): Map<string, unknown[]> {
  const pool = new Map<string, unknown[]>();
  const add = (k: string, v: unknown): void => void (pool.get(k) ?? pool.set(k, []).get(k)!).push(v);
  for (const c of all) for (const [k, v] of Object.entries(c)) if (k !== 'id') add(k, v);
  add('kind', 'stay');
  add('kind', 'end_turn');
  add('kind', 'use_character');
  add('pay', [9, 0, 0, 0]);
  add('amounts', [1, 1, 1, 1]);
  add('space', 'west.c4');
  add('site', 'glyphstair');
  add('tile', 16);
  add('card', 'ch49');
  return pool;
}

function positions(players: 2 | 3 | 4, seed: string, every: number, solo = false): CopanState[] {
  const rng = makeRng(seed);
  const out: CopanState[] = [];
  const options = solo ? optionsFor(2, seed.length, true) : { players, event: 'ev22' as const };
  let s = copanGame.setup(options, seed);
  for (let step = 0; copanGame.pending(s).length; step++) {
    const seat = copanGame.pending(s)[0]!.seat;
    const all = copanGame.choices(s, seat);
    if (step % every === 0) out.push(s);
    const res = copanGame.apply(s, seat, all[rng.int(all.length)]);
    if (!res.ok) throw new Error(res.error.code);
    s = res.state;
  }
  return out;
}

describe('the decision interface', () => {
  it('accepts a choice exactly when it is in the legal list', () => {
    const rng = makeRng('fuzz');
    let tried = 0;
    for (const [players, solo] of [[2, false], [3, false], [4, false], [2, true]] as const)
      for (const s of positions(players, `fuzz-${players}-${solo}`, 3, solo)) {
        const seat = copanGame.pending(s)[0]!.seat;
        const all = copanGame.choices(s, seat);
        expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
        const pool = fieldPool(all);
        for (let k = 0; k < 6; k++) {
          const base = { ...all[rng.int(all.length)]! } as Record<string, unknown>;
          const keys = [...pool.keys()];
          const key = keys[rng.int(keys.length)]!;
          const values = pool.get(key)!;
          base[key] = values[rng.int(values.length)];
          const listed = all.some((c) => sameFields(c as Record<string, unknown>, base));
          const res = copanGame.apply(s, seat, base);
          if (res.ok !== listed) throw new Error(`${JSON.stringify(base)}: listed ${listed}, apply ${res.ok ? 'ok' : (res as { error: { code: string } }).error.code}`);
          tried++;
        }
        const other = (seat + 1) % players; // in solo games: the Automa, who never owes anything
        expect(copanGame.apply(s, other, all[0]).ok).toBe(false);
        expect(copanGame.choices(s, other)).toEqual([]);
      }
    expect(tried).toBeGreaterThan(500);
  });

  it('only one seat owes a decision at a time, and only while the game runs', () => {
    for (const s of positions(4, 'pending', 7)) expect(copanGame.pending(s)).toHaveLength(1);
  });
});

describe('cloneState', () => {
  it('is a complete deep copy that shares only immutable task objects and the options', () => {
    for (const s of [...positions(3, 'clone', 25), ...positions(2, 'clone-solo', 25, true)]) {
      const c = cloneState(s);
      expect(JSON.stringify(c)).toBe(JSON.stringify(s));
      const shared: string[] = [];
      const walk = (a: unknown, b: unknown, path: string): void => {
        if (typeof a !== 'object' || a === null) return;
        if (a === b && !/^\.(opts|tasks\[\d+\]|bonusQueue\[\d+\])/.test(path)) shared.push(path);
        for (const k of Object.keys(a)) walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`);
      };
      walk(c, s, '');
      expect(shared).toEqual([]);
    }
  });
});
