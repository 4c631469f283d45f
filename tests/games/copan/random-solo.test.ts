// 48 seeded random solo games against the Automa (both modes, every level mix, all Event cards).
import { describe, it } from 'vitest';
import { randomGames } from './random-games.ts';

describe('random solo games', () => {
  for (let chunk = 0; chunk < 2; chunk++) it(`games ${chunk * 24}-${chunk * 24 + 23}`, () => randomGames(2, chunk * 24, chunk * 24 + 24, true), 60_000);
});
