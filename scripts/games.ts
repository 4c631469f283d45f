// The games the command-line tools know, with their random-play checks.
import type { GameModule } from '../src/engine/types.ts';
import type { RandomPlayChecks } from '../src/engine/random-play.ts';
import { zapotecChecks, zapotecGame } from '../src/games/zapotec/index.ts';

export interface GameEntry {
  module: GameModule<any, any>;
  checks: RandomPlayChecks<any>;
  /** Options for a player count, with any extra flags the game understands. */
  options(players: number, flags: Record<string, string>): unknown;
}

export const GAMES: Record<string, GameEntry> = {
  zapotec: {
    module: zapotecGame,
    checks: zapotecChecks,
    options: (players, flags) => (players === 1 ? { players, difficulty: flags.automa ?? 'normal' } : { players }),
  },
};
