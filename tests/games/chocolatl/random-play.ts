// Seeded random games through the engine harness with every check after every move.
import { expect } from 'vitest';
import { playRandomGame } from '../../../src/engine/random-play.ts';
import { chocolatlChecks, chocolatlGame } from '../../../src/games/chocolatl/index.ts';

export function playMany(players: number, games: number): void {
  const failures: string[] = [];
  const lastRounds = new Array<number>(8).fill(0);
  for (let i = 0; i < games; i++) {
    const seed = `random-${players}-${i}`;
    const report = playRandomGame(chocolatlGame, { players }, seed, { everyMove: true, checks: chocolatlChecks });
    for (const f of report.failures) failures.push(`${seed}: ${f}`);
    const s = report.match.state;
    if (chocolatlGame.result(s) === null) failures.push(`${seed}: no result`);
    lastRounds[s.round]!++;
  }
  expect(failures.slice(0, 10)).toEqual([]);
  // Every game ends in round 3 at the earliest (40 VP or 9 cubes need time) and round 7 at the latest.
  expect(lastRounds.slice(0, 3)).toEqual([0, 0, 0]);
  expect(lastRounds.reduce((a, b) => a + b, 0)).toBe(games);
}
