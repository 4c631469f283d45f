// How hard's simulations play the other seats: by default the rule player with hard's own weights;
// with `opponents: 'greedy'` as the easy player does (what each choice brings now).
import { describe, expect, it } from 'vitest';
import { copanGame } from '../../../../src/games/copan/index.ts';
import { HARD_TUNING, hardConfig } from '../../../../src/games/copan/ai/hard.ts';
import { rateChoices } from '../../../../src/games/copan/ai/rate.ts';
import { argmax } from '../../../../src/games/copan/ai/policy.ts';
import { DEFAULT_WEIGHTS, EASY_WEIGHTS } from '../../../../src/games/copan/ai/weights.ts';
import { samplePositions } from './helpers.ts';

const rng = { next: () => 0.5, int: () => 0 } as never;

describe('Copan AI: the opponent model of hard', () => {
  it('the rule player for every seat by default', () => {
    expect(hardConfig().opponentPolicy).toBeUndefined();
  });

  it("greedy: the other seats take the easy player's best choice", () => {
    const config = hardConfig(DEFAULT_WEIGHTS, 10, { ...HARD_TUNING, opponents: 'greedy' });
    const greedy = config.opponentPolicy!;
    let differs = 0;
    for (const { state, seat } of samplePositions({ players: 4, event: 'ev11' }, 'opponents', 2)) {
      const list = copanGame.choices(state, seat);
      const easyBest = list[argmax(rateChoices(state, seat, list, EASY_WEIGHTS))]!;
      expect(greedy(state, seat, list, rng)).toBe(easyBest);
      if (config.policy(state, seat, list, rng) !== easyBest) differs++;
    }
    // The two models disagree somewhere, or the option would change nothing.
    expect(differs).toBeGreaterThan(0);
  });
});
