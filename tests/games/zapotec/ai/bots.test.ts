import { describe, expect, it } from 'vitest';
import { zapotecGame } from '../../../../src/games/zapotec/index.ts';
import { zapotecBots, ZAPOTEC_LEVELS } from '../../../../src/games/zapotec/ai/index.ts';
import { playBotGame } from '../../../../src/engine/ai/arena.ts';
import { randomBot } from '../../../../src/engine/ai/bots.ts';
import { invariants } from '../../../../src/games/zapotec/checks.ts';
import { samplePositions } from './helpers.ts';

describe('Zapotec bots', () => {
  for (const level of ZAPOTEC_LEVELS)
    it(`${level} finishes a solo game against Cocijobot and a 3-player game, always choosing legally`, () => {
      const bot = zapotecBots(level);
      const budget = level === 'hard' ? { iterations: 16 } : {};
      const solo = playBotGame(zapotecGame, { players: 1, difficulty: 'normal' }, `finish-${level}`, [bot], budget);
      expect(solo.failure).toBeNull();
      expect(solo.result!.scores).toHaveLength(2);
      const easy = zapotecBots('easy');
      const three = playBotGame(zapotecGame, { players: 3 }, `finish3-${level}`, [easy, bot, easy], budget);
      expect(three.failure).toBeNull();
      expect(three.scores.every((x) => x >= 0)).toBe(true);
    });

  it('easy clearly beats random players', () => {
    const easy = zapotecBots('easy');
    const random = randomBot(zapotecGame);
    for (let g = 0; g < 3; g++) {
      const seats = [random, random, random];
      seats[g] = easy;
      const game = playBotGame(zapotecGame, { players: 3 }, `vs-random-${g}`, seats);
      expect(game.failure).toBeNull();
      const others = game.scores.filter((_, seat) => seat !== g);
      expect(game.scores[g]!).toBeGreaterThan(Math.max(...others) + 10);
    }
  });

  it('the search is deterministic for a seed and rates its candidates for hints', () => {
    const hard = zapotecBots('hard');
    for (const { state, seat } of samplePositions({ players: 2 }, 'determinism', 1)) {
      const view = zapotecGame.view(state, seat);
      const a = hard.analyse(view, seat, { seed: 'det', iterations: 30 });
      const b = hard.analyse(view, seat, { seed: 'det', iterations: 30 });
      expect(b.choice.id).toBe(a.choice.id);
      expect(b.ranked.map((r) => [r.choice.id, r.visits])).toEqual(a.ranked.map((r) => [r.choice.id, r.visits]));
      expect(a.ranked[0]!.choice.id).toBe(a.choice.id);
      const legal = zapotecGame.choices(state, seat).map((c) => c.id);
      for (const r of a.ranked) expect(legal).toContain(r.choice.id);
      expect(invariants(state)).toEqual([]);
    }
  });

  it('every level suggests a legal move for a human seat (the hint)', () => {
    const positions = samplePositions({ players: 4 }, 'hint', 1);
    for (const level of ZAPOTEC_LEVELS) {
      const bot = zapotecBots(level);
      for (const { state, seat } of positions) {
        const hint = bot.analyse(zapotecGame.view(state, seat), seat, { seed: 'hint', iterations: 16 });
        expect(zapotecGame.apply(state, seat, hint.choice).ok).toBe(true);
        expect(hint.ranked.length).toBeGreaterThan(0);
      }
    }
  });
});
