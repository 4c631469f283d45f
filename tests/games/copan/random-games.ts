// Seeded random games with every check after every move, shared by the random-play tests.
import { expect } from 'vitest';
import { playRandomGame } from '../../../src/engine/index.ts';
import { copanChecks, copanGame, type CopanOptions } from '../../../src/games/copan/index.ts';
import { EVENT_IDS } from '../../../src/games/copan/data.ts';

/** Options of game i: the Event card cycles through all nine; solo games cycle modes and levels. */
export function optionsFor(players: 2 | 3 | 4, i: number, solo = false): CopanOptions {
  const event = EVENT_IDS[i % EVENT_IDS.length]!;
  if (!solo) return { players, event };
  const levels = [0, 1, 2, 3].map((b) => ((i >> b) & 1 ? 'hard' : 'easy') as 'easy' | 'hard');
  return { players: 2, event, solo: { mode: i % 2 ? 'advanced' : 'basic', levels } };
}

/** Plays games `from` .. `to - 1` and expects no failure at all. */
export function randomGames(players: 2 | 3 | 4, from: number, to: number, solo = false): void {
  const failures: string[] = [];
  for (let i = from; i < to; i++) {
    const options = optionsFor(players, i, solo);
    const seed = `copan-${solo ? 'solo' : `${players}p`}-${i}`;
    const report = playRandomGame(copanGame, options, seed, { everyMove: true, checks: copanChecks });
    for (const f of report.failures) failures.push(`game ${i} (${JSON.stringify(options)}): ${f}`);
    if (!report.failures.length) expect(copanGame.result(report.match.state)).not.toBeNull();
  }
  expect(failures).toEqual([]);
}
