// Easy: the greedy player. Every legal choice is tried on one determinization and rated by the
// projected margin (see greedy.ts); no search.
import type { Bot } from '../../../engine/ai/types.ts';
import { ratingBot } from '../../../engine/ai/bots.ts';
import { zapotecGame } from '../index.ts';
import type { ZapotecChoice, ZapotecView } from '../types.ts';
import { rateChoices } from './greedy.ts';
import { DEFAULT_WEIGHTS, type EvalWeights } from './weights.ts';

export function easyBot(w: EvalWeights = DEFAULT_WEIGHTS): Bot<ZapotecView, ZapotecChoice> {
  return ratingBot('zapotec-easy', zapotecGame, (state, seat, list) => rateChoices(state, seat, list, w));
}
