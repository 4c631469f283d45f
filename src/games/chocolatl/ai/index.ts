// Chocolatl bots: `chocolatlBots(level)` gives a Bot for any seat (2-5 players, or a human's
// "suggest a move" hint through `analyse`). Bots only read the seat's view; the simultaneous
// secret offerings are decided per step from that view alone.
import type { Bot } from '../../../engine/ai/types.ts';
import type { ChocolatlChoice, ChocolatlView } from '../types.ts';
import { easyBot } from './easy.ts';
import { hardBot } from './hard.ts';
import { normalBot } from './normal.ts';

export const CHOCOLATL_LEVELS = ['easy', 'normal', 'hard'] as const;
export type ChocolatlLevel = (typeof CHOCOLATL_LEVELS)[number];

export function chocolatlBots(level: ChocolatlLevel): Bot<ChocolatlView, ChocolatlChoice> {
  switch (level) {
    case 'easy': return easyBot();
    case 'normal': return normalBot();
    case 'hard': return hardBot();
    default: throw new Error(`Unknown Chocolatl bot level "${String(level)}"; use ${CHOCOLATL_LEVELS.join(', ')}.`);
  }
}

export { easyBot, hardBot, normalBot };
export { projectScores, projectedMargin } from './evaluate.ts';
