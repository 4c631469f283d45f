// Options for seeded Copan games, shared by the tests that set games up by number.
import type { CopanOptions } from '../../../src/games/copan/index.ts';
import { EVENT_IDS } from '../../../src/games/copan/data.ts';

/** Options of game i: the Event card cycles through all nine; solo games cycle modes and levels. */
export function optionsFor(players: 2 | 3 | 4, i: number, solo = false): CopanOptions {
  const event = EVENT_IDS[i % EVENT_IDS.length]!;
  if (!solo) return { players, event };
  const levels = [0, 1, 2, 3].map((b) => ((i >> b) & 1 ? 'hard' : 'easy') as 'easy' | 'hard');
  return { players: 2, event, solo: { mode: i % 2 ? 'advanced' : 'basic', levels } };
}
