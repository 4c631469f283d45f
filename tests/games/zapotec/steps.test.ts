// stepsOf: the states a move passed through, one per event, for drawing Cocijobot's turn (which runs
// inside the person's pick) step by step. The last is apply's own state; refused moves have none.
import { describe, expect, it } from 'vitest';
import { hashState } from '../../../src/engine/hash.ts';
import { zapotecGame } from '../../../src/games/zapotec/index.ts';
import { newGame } from './fixtures.ts';

describe('Zapotec stepsOf', () => {
  it('gives one state per event of a solo pick, ending on apply\'s state, and changes nothing', () => {
    const s = newGame(1, 'steps-seed');
    const pick = zapotecGame.choices(s, 0)[0]!;
    const before = hashState(s);
    const res = zapotecGame.apply(s, 0, pick);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const steps = zapotecGame.stepsOf!(s, 0, pick);
    expect(hashState(s)).toBe(before);
    expect(steps.length).toBe(res.events.length);
    expect(hashState(steps[steps.length - 1]!)).toBe(hashState(res.state));
    // Cocijobot's turn inside the pick: the board passes through several distinct states.
    expect(new Set(steps.map((x) => hashState(x))).size).toBeGreaterThanOrEqual(3);
  });

  it('has no steps for a refused move', () => {
    expect(zapotecGame.stepsOf!(newGame(1, 'steps-seed'), 0, { kind: 'pick', card: -5 })).toEqual([]);
  });
});
