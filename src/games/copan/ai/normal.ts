// Normal: lookahead over the turn. The few best choices by their one-pass rating are each played
// on a couple of determinizations, the rest of the turn is played by the rule player (every seat),
// and the choice with the best mean projected lead at the end of the turn wins.
import type { Bot } from '../../../engine/ai/types.ts';
import { lookaheadBot } from '../../../engine/ai/lookahead.ts';
import { copanGame } from '../game.ts';
import type { CopanChoice } from '../types.ts';
import type { CopanView } from '../view.ts';
import { projectedMargin } from './evaluate.ts';
import { playOut } from './policy.ts';
import { rateChoices } from './rate.ts';
import { prune } from './search-module.ts';
import { turnOver } from './turn.ts';
import { DEFAULT_WEIGHTS, type CopanWeights } from './weights.ts';

export interface NormalTuning {
  candidates: number;
  determinizations: number;
}
export const NORMAL_TUNING: NormalTuning = { candidates: 5, determinizations: 2 };

export function normalBot(w: CopanWeights = DEFAULT_WEIGHTS, tuning: NormalTuning = NORMAL_TUNING): Bot<CopanView, CopanChoice> {
  return lookaheadBot({
    name: 'copan-normal',
    module: copanGame,
    determinizations: tuning.determinizations,
    sample: (view, seat, seed) => copanGame.sampleConsistent(view, seat, seed),
    candidates: (s, seat, list) => prune(list, rateChoices(s, seat, list, w), tuning.candidates).list,
    scorer: (seat) => (after, det) => projectedMargin(playOut(after, turnOver(det), () => w), seat, w),
  });
}
