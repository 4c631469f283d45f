// Normal: lookahead. The few best choices by planned worth are each played on a handful of
// determinizations (others' face-down offerings as their planner would have made them), the rest
// of the round is played with planners, and the choice with the best mean projected lead wins.
import type { Bot } from '../../../engine/ai/types.ts';
import { lookaheadBot } from '../../../engine/ai/lookahead.ts';
import { playOut } from '../../../engine/ai/playout.ts';
import { makeRng } from '../../../engine/rng.ts';
import { chocolatlGame } from '../index.ts';
import type { ChocolatlChoice, ChocolatlView } from '../types.ts';
import { believedState } from './belief.ts';
import { projectedMargin } from './evaluate.ts';
import { plannerPolicy, rateChoices } from './policy.ts';
import { roundOver } from './round.ts';
import { DEFAULT_WEIGHTS, type ChocolatlWeights } from './weights.ts';

export interface NormalTuning {
  candidates: number;
  determinizations: number;
  jitter: number;
}
export const NORMAL_TUNING: NormalTuning = { candidates: 3, determinizations: 2, jitter: 0.3 };

/** Steps a round's playout may take at most. */
const MAX_STEPS = 400;

export function normalBot(w: ChocolatlWeights = DEFAULT_WEIGHTS, tuning: NormalTuning = NORMAL_TUNING): Bot<ChocolatlView, ChocolatlChoice> {
  return lookaheadBot({
    name: 'chocolatl-normal',
    module: chocolatlGame,
    determinizations: tuning.determinizations,
    sample: (view, seat, seed) => believedState(view, seat, seed, w, tuning.jitter),
    candidates: (s, seat, list) => {
      const rated = rateChoices(s, seat, list, w);
      return list.map((_, i) => i).sort((a, b) => rated[b]! - rated[a]! || a - b).slice(0, tuning.candidates).map((i) => list[i]!);
    },
    scorer: (seat, seed) => {
      const rng = makeRng(`${seed}:normal`);
      // One pair of planners for the whole decision: their plan caches serve every playout.
      const own = plannerPolicy(w), others = plannerPolicy(w, tuning.jitter);
      return (after) => projectedMargin(playOut(chocolatlGame, after, roundOver(after), (s, who, list, r) => (who === seat ? own : others)(s, who, list, r), rng, MAX_STEPS), seat, w);
    },
  });
}
