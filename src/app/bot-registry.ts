// Which bot plays each game at each level. Imported only by the bot worker (and tests).
import type { Bot } from '../engine/ai/types.ts';
import { zapotecBots } from '../games/zapotec/ai/index.ts';
import { chocolatlBots } from '../games/chocolatl/ai/index.ts';
import { copanBots } from '../games/copan/ai/index.ts';

type Level = 'easy' | 'normal' | 'hard';

const cache = new Map<string, Bot<any, any>>();
const FACTORIES: Record<string, (level: Level) => Bot<any, any>> = {
  zapotec: (level) => zapotecBots(level),
  chocolatl: (level) => chocolatlBots(level),
  copan: (level) => copanBots(level),
};

export function botFor(game: string, level: Level): Bot<any, any> | null {
  const key = `${game}:${level}`;
  if (!cache.has(key)) {
    const make = FACTORIES[game];
    if (!make) return null;
    cache.set(key, make(level));
  }
  return cache.get(key)!;
}
