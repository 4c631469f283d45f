// The games the command-line tools know, with their random-play checks and their bots.
import type { GameModule } from '../src/engine/types.ts';
import type { RandomPlayChecks } from '../src/engine/random-play.ts';
import type { Bot } from '../src/engine/ai/types.ts';
import { zapotecChecks, zapotecGame } from '../src/games/zapotec/index.ts';
import { ZAPOTEC_LEVELS, zapotecBots } from '../src/games/zapotec/ai/index.ts';

export interface GameEntry {
  module: GameModule<any, any>;
  checks: RandomPlayChecks<any>;
  /** Options for a player count, with any extra flags the game understands. */
  options(players: number, flags: Record<string, string>): unknown;
  /** Bot levels (first = weakest) and a factory, for `sim --ai`. */
  botLevels?: readonly string[];
  bot?(level: string): Bot<any, any>;
}

export const GAMES: Record<string, GameEntry> = {
  zapotec: {
    module: zapotecGame,
    checks: zapotecChecks,
    options: (players, flags) => (players === 1 ? { players, difficulty: flags.automa ?? 'normal' } : { players }),
    botLevels: ZAPOTEC_LEVELS,
    bot: (level) => zapotecBots(level as (typeof ZAPOTEC_LEVELS)[number]),
  },
};
