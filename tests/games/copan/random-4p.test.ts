// 100 seeded random 4-player games with invariants and leak checks after every move.
import { describe, it } from 'vitest';
import { randomGames } from './random-games.ts';

describe('random 4-player games', () => {
  for (let chunk = 0; chunk < 4; chunk++) it(`games ${chunk * 25}-${chunk * 25 + 24}`, () => randomGames(4, chunk * 25, chunk * 25 + 25), 60_000);
});
