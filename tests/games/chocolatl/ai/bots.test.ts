import { describe, expect, it } from 'vitest';
import { chocolatlGame } from '../../../../src/games/chocolatl/index.ts';
import { CHOCOLATL_LEVELS, chocolatlBots } from '../../../../src/games/chocolatl/ai/index.ts';
import { playBotGame } from '../../../../src/engine/ai/arena.ts';
import { randomBot } from '../../../../src/engine/ai/bots.ts';
import { invariants } from '../../../../src/games/chocolatl/checks.ts';
import { samplePositions } from './helpers.ts';

const budget = { iterations: 12 };

describe('Chocolatl bots', () => {
  for (const level of CHOCOLATL_LEVELS)
    it(`${level} finishes a 3-player game against easy bots, always choosing legally`, () => {
      const easy = chocolatlBots('easy');
      const game = playBotGame(chocolatlGame, { players: 3 }, `finish-${level}`, [chocolatlBots(level), easy, easy], budget);
      expect(game.failure).toBeNull();
      expect(game.result!.scores).toHaveLength(3);
    });

  it('easy clearly beats random players', () => {
    const easy = chocolatlBots('easy');
    const random = randomBot(chocolatlGame);
    let easyTotal = 0, randomBest = 0;
    for (let g = 0; g < 4; g++) {
      const seats = [random, random, random, random];
      seats[g] = easy;
      const game = playBotGame(chocolatlGame, { players: 4 }, `vs-random-${g}`, seats);
      expect(game.failure).toBeNull();
      easyTotal += game.scores[g]!;
      randomBest += Math.max(...game.scores.filter((_, seat) => seat !== g));
    }
    expect(easyTotal).toBeGreaterThan(randomBest + 20);
  });

  it('every level suggests a legal choice at every kind of decision, in every offering mode', () => {
    const positions = [...samplePositions(5, 'kinds-5', 1), ...samplePositions(3, 'kinds-3', 1)];
    const kinds = new Set(positions.map((p) => p.kind.split(':')[0]));
    for (const k of ['sacrifice', 'commitAll', 'commitFirst', 'commitSecond', 'commitLoc', 'dice', 'city']) expect(kinds).toContain(k);
    for (const level of CHOCOLATL_LEVELS) {
      const bot = chocolatlBots(level);
      for (const { state, seat } of positions) {
        const hint = bot.analyse(chocolatlGame.view(state, seat), seat, { seed: 'hint', ...budget });
        expect(chocolatlGame.apply(state, seat, hint.choice).ok).toBe(true);
        expect(hint.ranked.length).toBeGreaterThan(0);
      }
    }
  });

  it('the search is deterministic for a seed and rates legal candidates', () => {
    const hard = chocolatlBots('hard');
    for (const { state, seat } of samplePositions(4, 'determinism', 1).filter((p) => p.kind.startsWith('commit'))) {
      const view = chocolatlGame.view(state, seat);
      const a = hard.analyse(view, seat, { seed: 'det', iterations: 20 });
      const b = hard.analyse(view, seat, { seed: 'det', iterations: 20 });
      expect(b.choice.id).toBe(a.choice.id);
      expect(b.ranked.map((r) => [r.choice.id, r.visits])).toEqual(a.ranked.map((r) => [r.choice.id, r.visits]));
      const legal = chocolatlGame.choices(state, seat).map((c) => c.id);
      for (const r of a.ranked) expect(legal).toContain(r.choice.id);
      expect(invariants(state)).toEqual([]);
    }
  });
});
