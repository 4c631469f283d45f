import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/engine/random-play.ts';
import { toyGame } from './toy-game.ts';

describe('random play harness', () => {
  it('plays the toy game to its end with replay and save checks passing', () => {
    for (let i = 0; i < 20; i++) {
      const report = playRandomGame(toyGame, { seats: 2 }, `toy-${i}`, { everyMove: true, checks: { invariants: (s) => (s.total < 0 ? ['negative'] : []) } });
      expect(report.failures).toEqual([]);
      expect(toyGame.result(report.match.state)).not.toBeNull();
    }
  });
  it('reports a broken invariant', () => {
    const report = playRandomGame(toyGame, { seats: 2 }, 'bad', { everyMove: true, checks: { invariants: (s) => (s.total > 3 ? ['too big'] : []) } });
    expect(report.failures[0]).toMatch(/too big/);
  });
});
