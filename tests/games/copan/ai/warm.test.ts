// Making the hard bot warms the engine's code once per process on a throwaway position; the bots
// keep no state between decisions, so their answers are the same after it.
import { describe, expect, it } from 'vitest';
import { copanGame } from '../../../../src/games/copan/index.ts';
import { HARD_TUNING, hardBot } from '../../../../src/games/copan/ai/hard.ts';
import { DEEP_TUNING } from '../../../../src/games/copan/ai/deep.ts';
import { copanBots } from '../../../../src/games/copan/ai/index.ts';
import { positionsOf } from './helpers.ts';

describe('Copan AI: the warm-up', () => {
  it('leaves every answer as it was, and the hard bot made after it decides as one made before', () => {
    const light = { ...HARD_TUNING, deep: { ...DEEP_TUNING, determinizations: 2 } };
    const before = hardBot(undefined, 12, light);
    const positions = positionsOf({ players: 3, event: 'ev11' }, 'warm-test').filter((p) => copanGame.choices(p.state, p.seat).length > 1).slice(0, 6);
    expect(positions.length).toBe(6);
    const answers = () => positions.map(({ state, seat }) => before.analyse(copanGame.view(state, seat), seat, { seed: 'w' }).ranked.map((r) => `${r.choice.id}:${r.value.toFixed(6)}`).join(' '));
    const first = answers();
    copanBots('hard'); // warms the process (once)
    expect(answers()).toEqual(first);
    const after = hardBot(undefined, 12, light);
    expect(positions.map(({ state, seat }) => after.decide(copanGame.view(state, seat), seat, { seed: 'w' }).id))
      .toEqual(positions.map(({ state, seat }) => before.decide(copanGame.view(state, seat), seat, { seed: 'w' }).id));
  });
});
