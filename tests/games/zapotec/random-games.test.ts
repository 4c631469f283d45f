// Property test: random legal games of every size keep every invariant after every move, leak
// nothing, and replay / save-load to the same hash. `npm run sim` runs many more by hand.
import { describe, expect, it } from 'vitest';
import { zapotecChecks, zapotecGame } from '../../../src/games/zapotec/index.ts';
import { playRandomGame } from '../../../src/engine/random-play.ts';

describe('random Zapotec games', () => {
  it.each([1, 2, 3, 4] as const)('%i player(s): 60 seeded games with full checks after every move', (players) => {
    for (let i = 0; i < 60; i++) {
      const options = players === 1 ? { players, difficulty: (['easy', 'normal', 'hard'] as const)[i % 3] } : { players };
      const report = playRandomGame(zapotecGame, options, `prop-${players}-${i}`, { everyMove: true, checks: zapotecChecks });
      expect(report.failures, `seed prop-${players}-${i}`).toEqual([]);
      expect(zapotecGame.result(report.match.state)).not.toBeNull();
    }
  });
});
