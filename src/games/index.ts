// Every game as the headless parts of the app see it: its rules module (which also names its
// secret simultaneous decisions) and its bots by level. The bot worker and the scripts read this
// list, and app/games.ts adds each game's screens to it; no other list of games exists outside a
// game's own folders.
import type { Bot } from '../engine/ai/types.ts';
import type { GameModule } from '../engine/types.ts';
import { zapotecGame } from './zapotec/index.ts';
import { zapotecBots } from './zapotec/ai/index.ts';
import { chocolatlGame } from './chocolatl/index.ts';
import { chocolatlBots } from './chocolatl/ai/index.ts';
import { copanGame } from './copan/index.ts';
import { copanBots } from './copan/ai/index.ts';

export type BotLevel = 'easy' | 'normal' | 'hard';

export interface GameDefinition {
  module: GameModule<any, any>;
  /** A fresh bot of `level` (callers cache it: botFor). */
  bots(level: BotLevel): Bot<any, any>;
}

export const GAME_DEFS: Readonly<Record<string, GameDefinition>> = {
  zapotec: { module: zapotecGame, bots: zapotecBots },
  chocolatl: { module: chocolatlGame, bots: chocolatlBots },
  copan: { module: copanGame, bots: copanBots },
};

const cache = new Map<string, Bot<any, any>>();

/** The bot of `game` at `level`, made once (null for an unknown game). */
export function botFor(game: string, level: BotLevel): Bot<any, any> | null {
  const key = `${game}:${level}`;
  if (!cache.has(key)) {
    const def = Object.hasOwn(GAME_DEFS, game) ? GAME_DEFS[game] : undefined;
    if (!def) return null;
    cache.set(key, def.bots(level));
  }
  return cache.get(key)!;
}
