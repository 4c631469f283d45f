// Easy: the rule player. Every legal choice is rated in one pass (rate.ts: resources collected,
// City table, Character, Altar and Glyph worth net of cost, climbs, jade) and the best is taken,
// with the easy weights: it takes what a choice brings now and plans no Embassy stack.
import type { Bot } from '../../../engine/ai/types.ts';
import { ratingBot } from '../../../engine/ai/bots.ts';
import { copanGame } from '../game.ts';
import type { CopanChoice } from '../types.ts';
import type { CopanView } from '../view.ts';
import { rateChoices } from './rate.ts';
import { EASY_WEIGHTS, type CopanWeights } from './weights.ts';

export function easyBot(w: CopanWeights = EASY_WEIGHTS): Bot<CopanView, CopanChoice> {
  return ratingBot('copan-easy', copanGame, (state, seat, list) => rateChoices(state, seat, list, w));
}
