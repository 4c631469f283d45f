import { describe, expect, it } from 'vitest';
import { cloneState } from '../../../src/games/chocolatl/clone-state.ts';
import { randomStates } from './helpers.ts';

/** Every array reachable from a value. */
function arrays(v: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(v)) out.push(v);
  if (v !== null && typeof v === 'object') for (const x of Object.values(v)) arrays(x, out);
  return out;
}

describe('cloneState', () => {
  it('copies every field and shares no array with its source', () => {
    for (const s of randomStates(4, 'clone', 25)) {
      const c = cloneState(s);
      expect(c).toEqual(s);
      expect(Object.keys(c).sort()).toEqual(Object.keys(s).sort());
      const mine = new Set(arrays(s));
      for (const a of arrays(c)) expect(mine.has(a)).toBe(false);
    }
  });
});
