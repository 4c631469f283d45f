// Zapotec bots: `zapotecBots(level)` gives a Bot for any human seat (2-4 players, solo against
// Cocijobot, or a human's "suggest a move" hint through `analyse`). Bots only read the seat's view.
import type { Bot } from '../../../engine/ai/types.ts';
import type { ZapotecChoice, ZapotecView } from '../types.ts';
import { easyBot } from './easy.ts';
import { hardBot } from './hard.ts';
import { normalBot } from './normal.ts';

export const ZAPOTEC_LEVELS = ['easy', 'normal', 'hard'] as const;
export type ZapotecLevel = (typeof ZAPOTEC_LEVELS)[number];

export function zapotecBots(level: ZapotecLevel): Bot<ZapotecView, ZapotecChoice> {
  switch (level) {
    case 'easy': return easyBot();
    case 'normal': return normalBot();
    case 'hard': return hardBot();
    default: throw new Error(`Unknown Zapotec bot level "${String(level)}"; use ${ZAPOTEC_LEVELS.join(', ')}.`);
  }
}

export { easyBot, hardBot, normalBot };
export { projectScores, projectedMargin } from './evaluate.ts';
