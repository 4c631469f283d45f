import { describe, expect, it } from 'vitest';
import { copanGame } from '../../../../src/games/copan/index.ts';
import { COPAN_LEVELS, copanBots } from '../../../../src/games/copan/ai/index.ts';
import { finalNow } from '../../../../src/games/copan/ai/final-now.ts';
import { playBotGame } from '../../../../src/engine/ai/arena.ts';
import { randomBot } from '../../../../src/engine/ai/bots.ts';
import { invariants } from '../../../../src/games/copan/checks.ts';
import { positionsOf, samplePositions, solo } from './helpers.ts';

const budget = { iterations: 6 };

describe('Copan bots', () => {
  for (const level of COPAN_LEVELS)
    it(`${level} finishes a solo game against the Advanced Hard Automa and a 2-player game, always choosing legally`, () => {
      const bot = copanBots(level);
      const alone = playBotGame(copanGame, solo('advanced', 'hard'), `solo-${level}`, [bot], budget);
      expect(alone.failure).toBeNull();
      expect(alone.result!.scores).toHaveLength(2);
      const two = playBotGame(copanGame, { players: 2, event: 'ev21' }, `finish2-${level}`, [copanBots('easy'), bot], budget);
      expect(two.failure).toBeNull();
      expect(two.result!.scores).toHaveLength(2);
    }, 120_000);

  it('easy finishes a 4-player game with the Event card that moves the most cubes', () => {
    const easy = copanBots('easy');
    const game = playBotGame(copanGame, { players: 4, event: 'ev33' }, 'finish4', [easy, easy, easy, easy]);
    expect(game.failure).toBeNull();
  });

  it('easy clearly beats random players', () => {
    const easy = copanBots('easy');
    const random = randomBot(copanGame);
    for (let g = 0; g < 3; g++) {
      const seats = [random, random, random];
      seats[g] = easy;
      const game = playBotGame(copanGame, { players: 3, event: 'ev11' }, `vs-random-${g}`, seats);
      expect(game.failure).toBeNull();
      const others = game.scores.filter((_, seat) => seat !== g);
      expect(game.scores[g]!).toBeGreaterThan(Math.max(...others) + 40);
    }
  });

  it('the fast final scoring agrees with the rules at the end of real games', () => {
    for (const options of [{ players: 4 as const, event: 'ev11' as const }, solo('advanced', 'easy')]) {
      const all = positionsOf(options, 'final-now');
      const last = all[all.length - 1]!;
      const res = copanGame.apply(last.state, last.seat, copanBots('easy').decide(copanGame.view(last.state, last.seat), last.seat, { seed: 'f' }));
      expect(res.ok).toBe(true);
      const end = res.ok ? res.state : last.state;
      expect(end.over).toBe(true);
      const lines = copanGame.result(end)!.scores;
      expect(finalNow(end)).toEqual(lines.map((l) => l.total));
    }
  });

  it('every level decides every kind of decision, out-of-turn ones and the Automa tile included', () => {
    const positions = [...samplePositions({ players: 4, event: 'ev21' }, 'kinds-4'), ...samplePositions(solo('advanced', 'hard'), 'kinds-solo')];
    const kinds = new Set(positions.map((p) => p.kind));
    for (const k of ['place', 'site', 'gain', 'climb', 'bonus', 'automaPlace']) expect(kinds).toContain(k);
    expect(positions.some((p) => p.outOfTurn)).toBe(true);
    for (const level of COPAN_LEVELS) {
      const bot = copanBots(level);
      for (const { state, seat } of positions) {
        const hint = bot.analyse(copanGame.view(state, seat), seat, { seed: 'hint', ...budget });
        expect(copanGame.apply(state, seat, hint.choice).ok).toBe(true);
      }
    }
  });

  it('the search is deterministic for a seed and rates legal candidates', () => {
    const hard = copanBots('hard');
    for (const { state, seat } of samplePositions({ players: 2, event: 'ev11' }, 'determinism').filter((p) => ['place', 'site', 'bonus'].includes(p.kind))) {
      const view = copanGame.view(state, seat);
      const a = hard.analyse(view, seat, { seed: 'det', iterations: 24 });
      const b = hard.analyse(view, seat, { seed: 'det', iterations: 24 });
      expect(b.choice.id).toBe(a.choice.id);
      expect(b.ranked.map((r) => [r.choice.id, r.visits])).toEqual(a.ranked.map((r) => [r.choice.id, r.visits]));
      const legal = copanGame.choices(state, seat).map((c) => c.id);
      for (const r of a.ranked) expect(legal).toContain(r.choice.id);
      expect(invariants(state)).toEqual([]);
    }
  });
});
