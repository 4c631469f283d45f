// Easy: the planner. Each offering is rated by the best plan of the whole round built around it
// (the seat's best cards where its stakes are highest against the others' likely offerings);
// small decisions by rule.
import type { Bot } from '../../../engine/ai/types.ts';
import { ratingBot } from '../../../engine/ai/bots.ts';
import { chocolatlGame } from '../index.ts';
import type { ChocolatlChoice, ChocolatlView } from '../types.ts';
import { rateChoices } from './policy.ts';
import { DEFAULT_WEIGHTS, type ChocolatlWeights } from './weights.ts';

export function easyBot(w: ChocolatlWeights = DEFAULT_WEIGHTS): Bot<ChocolatlView, ChocolatlChoice> {
  return ratingBot('chocolatl-easy', chocolatlGame, (state, seat, list) => rateChoices(state, seat, list, w));
}
