// The hard bot's model of the other seats inside its simulations: greedy with 3-4 players (they
// compete for the same spaces, tiles and rituals), the cheap rule player otherwise.
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../../../src/engine/rng.ts';
import { zapotecGame } from '../../../../src/games/zapotec/index.ts';
import type { ZapotecOptions } from '../../../../src/games/zapotec/types.ts';
import { HARD_TUNING, hardConfig } from '../../../../src/games/zapotec/ai/hard.ts';
import { rulePolicy, withQuickPicks } from '../../../../src/games/zapotec/ai/fast.ts';
import { greedyPolicy } from '../../../../src/games/zapotec/ai/greedy.ts';
import { DEFAULT_WEIGHTS } from '../../../../src/games/zapotec/ai/weights.ts';
import { positionsOf } from './helpers.ts';

const model = hardConfig().opponentPolicy!;
const greedy = withQuickPicks(greedyPolicy(DEFAULT_WEIGHTS, HARD_TUNING.opponentBuilds), DEFAULT_WEIGHTS);
const rules = rulePolicy(DEFAULT_WEIGHTS);

/** Positions with a real choice, where the greedy and the rule player disagree. */
function disagreements(players: ZapotecOptions['players'], seed: string) {
  return positionsOf({ players }, seed).filter((p) => {
    const list = zapotecGame.choices(p.state, p.seat);
    if (list.length < 2 || p.kind === 'pick') return false;
    return greedy(p.state, p.seat, list, makeRng('a')).id !== rules(p.state, p.seat, list, makeRng('a')).id;
  });
}

describe('Zapotec hard: how the other seats play in its simulations', () => {
  const cases = [
    { players: 4 as const, expected: greedy, how: 'greedily in a 4-player game' },
    { players: 2 as const, expected: rules, how: 'by the cheap rule player in a 2-player game' },
  ];
  it.each(cases)('plays them $how', ({ players, expected }) => {
    const found = disagreements(players, `model-${players}p`).slice(0, 6);
    expect(found.length).toBeGreaterThan(2);
    for (const p of found) {
      const list = zapotecGame.choices(p.state, p.seat);
      expect(model(p.state, p.seat, list, makeRng('m')).id).toBe(expected(p.state, p.seat, list, makeRng('m')).id);
    }
  });
});
