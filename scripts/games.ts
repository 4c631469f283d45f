// The games the command-line tools know, with their random-play checks and their bots.
import type { GameModule } from '../src/engine/types.ts';
import type { RandomPlayChecks } from '../src/engine/random-play.ts';
import type { Bot } from '../src/engine/ai/types.ts';
import { zapotecChecks, zapotecGame } from '../src/games/zapotec/index.ts';
import { ZAPOTEC_LEVELS, zapotecBots } from '../src/games/zapotec/ai/index.ts';
import { chocolatlChecks, chocolatlGame } from '../src/games/chocolatl/index.ts';
import { CHOCOLATL_LEVELS, chocolatlBots } from '../src/games/chocolatl/ai/index.ts';
import { copanChecks, copanGame } from '../src/games/copan/index.ts';
import { COPAN_LEVELS, copanBots } from '../src/games/copan/ai/index.ts';
import { EVENT_IDS } from '../src/games/copan/data.ts';

/** `--automa basic-easy|basic-hard|advanced-easy|advanced-hard` for Copan's solo game. */
function copanSolo(flag: string | undefined) {
  const [mode, level] = (flag ?? 'basic-easy').split('-');
  return { mode: mode === 'advanced' ? 'advanced' : 'basic', levels: new Array(4).fill(level === 'hard' ? 'hard' : 'easy') };
}

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
  chocolatl: {
    module: chocolatlGame,
    checks: chocolatlChecks,
    options: (players) => ({ players }),
    botLevels: CHOCOLATL_LEVELS,
    bot: (level) => chocolatlBots(level as (typeof CHOCOLATL_LEVELS)[number]),
  },
  copan: {
    module: copanGame,
    checks: copanChecks,
    // `--event N` picks the N-th of the nine Event cards (1-9), or an id such as ev23.
    options: (players, flags) => {
      const n = Number(flags.event);
      const event = !flags.event ? 'ev11' : Number.isInteger(n) && n >= 1 && n <= 9 ? EVENT_IDS[n - 1] : flags.event;
      return players === 1 ? { players: 2, event, solo: copanSolo(flags.automa) } : { players, event };
    },
    botLevels: COPAN_LEVELS,
    bot: (level) => copanBots(level as (typeof COPAN_LEVELS)[number]),
  },
};
