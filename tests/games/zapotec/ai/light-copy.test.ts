// lightCopy shares everything an acting seat's own action cannot change (other seats, decks,
// stacks, the PRNG). If an action ever did change a shared part, the greedy player's trials
// would silently corrupt the state they start from, so every choice of every listed kind met
// in whole games is tried through lightCopy and the original is checked unchanged, and the
// result equal to the one a full copy gives.
import { describe, expect, it } from 'vitest';
import { zapotecGame } from '../../../../src/games/zapotec/index.ts';
import { LIGHT_KINDS, lightCopy } from '../../../../src/games/zapotec/ai/light-copy.ts';
import type { ZapotecOptions } from '../../../../src/games/zapotec/types.ts';
import { positionsOf } from './helpers.ts';

function check(options: ZapotecOptions, seed: string): number {
  let tried = 0;
  for (const { state, seat } of positionsOf(options, seed)) {
    const before = JSON.stringify(state);
    for (const c of zapotecGame.choices(state, seat)) {
      if (!LIGHT_KINDS.has(c.kind)) continue;
      const light = zapotecGame.applyInPlace!(lightCopy(state, seat), seat, c);
      const full = zapotecGame.applyInPlace!(zapotecGame.copy!(state), seat, c);
      expect(light.ok).toBe(true);
      expect(JSON.stringify(light.ok && light.state)).toBe(JSON.stringify(full.ok && full.state));
      tried++;
    }
    expect(JSON.stringify(state)).toBe(before);
  }
  return tried;
}

describe('lightCopy', () => {
  it('never touches the original state and gives the same result as a full copy', () => {
    let tried = 0;
    tried += check({ players: 1, difficulty: 'normal' }, 'light-solo');
    tried += check({ players: 4 }, 'light-4p');
    expect(tried).toBeGreaterThan(500);
  });
});
