// Copan bots: `copanBots(level)` gives a Bot for any human seat (2-4 players, solo against the
// Automa, decisions owed out of turn such as Event choices and ejected totems, or a human's
// "suggest a move" hint through `analyse`). Bots only read the seat's view. The Automa itself is
// never a bot: the rules play it (it never has a pending decision).
import type { Bot } from '../../../engine/ai/types.ts';
import type { CopanChoice } from '../types.ts';
import type { CopanView } from '../view.ts';
import { easyBot } from './easy.ts';
import { hardBot } from './hard.ts';
import { normalBot } from './normal.ts';
import { warmOnce } from './warm.ts';

export const COPAN_LEVELS = ['easy', 'normal', 'hard'] as const;
export type CopanLevel = (typeof COPAN_LEVELS)[number];

export function copanBots(level: CopanLevel): Bot<CopanView, CopanChoice> {
  switch (level) {
    case 'easy': return easyBot();
    case 'normal': return normalBot();
    case 'hard': warmOnce(); return hardBot(); // made when a game starts: its first decision is then not a cold one (warm.ts)
    default: throw new Error(`Unknown Copan bot level "${String(level)}"; use ${COPAN_LEVELS.join(', ')}.`);
  }
}

export { easyBot, hardBot, normalBot };
export { projectScores, projectedMargin } from './evaluate.ts';
