import { describe, expect, it } from 'vitest';
import { CAT } from '../../../src/games/chocolatl/data.ts';
import { act, game, position, refuse, resolveFrom, started } from './helpers.ts';

const zeros = (n: number) => Array.from({ length: n }, () => new Array<number>(12).fill(0));

describe('game end triggers', () => {
  it('round 7 is always the last round, known from its preparation', () => {
    const s = position(started(3), { round: 6 });
    const r = resolveFrom(s, 6, zeros(3));
    expect(r.state.phase).toBe('discard');
    let t = r.state;
    for (const p of game.pending(t).map((x) => x.seat)) t = act(t, p, { kind: 'discard', card: 0 }).state;
    expect(t.round).toBe(7);
    expect(t.lastRound).toBe(true);
  });

  it('reaching 40 mid-round: the round is finished, L6 pays VP instead of cards, then end scoring', () => {
    const s = position(started(3), { round: 3, scores: [35, 0, 0], white: [6, 5, 4] });
    s.tachli = [14, 9];
    const boards = [new Array(12).fill(6), new Array(12).fill(1), new Array(12).fill(0)];
    const r = resolveFrom(s, 2, boards); // seat 0 takes 6 at L2 and reaches 41
    expect(r.events).toContainEqual({ type: 'lastRound', cause: 'score', round: 3 });
    expect(r.state.phase).toBe('city'); // L3 onwards still resolves
    let t = act(r.state, 0, { kind: 'city', take: 'hut' }).state;
    // L4 (margin 5: both stones), L5, then L6 with the last-round reward: no discard owed.
    while (t.phase === 'dice') t = act(t, game.pending(t)[0]!.seat, { kind: 'dice', count: 0 }).state;
    expect(t.phase).toBe('over');
    expect(t.points[0]![CAT.tachli]).toBe(6);
    expect(t.points[1]![CAT.tachli]).toBe(3);
    expect(t.tachli).toEqual([14, 9]);
  });
});

describe('end scoring (spec §1.11)', () => {
  function finalState() {
    const s = position(started(4, 'end', [12, 12, 3, 0]), {
      round: 5,
      lastRound: true,
      pyramid: [0, 0, 1, 1, 2],
      scores: [10, 10, 10, 1],
      chocolatl: 2,
      oldMan: 3,
      oldManRound: 5,
      dice: [0, 0, 2, 0],
    });
    return resolveFrom(s, 6, zeros(4));
  }

  it('stones, pyramid majority (shared), figures, sacrifices and highest sacrifice (shared)', () => {
    const { state: t } = finalState();
    expect(t.phase).toBe('over');
    const col = (c: keyof typeof CAT) => t.points.map((row) => row[CAT[c]]);
    expect(col('stones')).toEqual([2, 2, 1, 0]);
    expect(col('pyramidMajority')).toEqual([3, 3, 0, 0]);
    expect(col('chocolatlFigure')).toEqual([0, 0, 3, 0]);
    expect(col('sacrifice')).toEqual([12, 12, 3, 0]);
    expect(col('highestSacrifice')).toEqual([3, 3, 0, 0]);
    // Seat 3 had 1 point: the Old Man's -3 stops at 0.
    expect(t.points[3]![CAT.oldMan]).toBe(-1);
  });

  it('one leftover black die is rolled for VP; extra dice are worth nothing', () => {
    const { state: t, events } = finalState();
    const rolls = events.filter((e) => e.type === 'leftoverDie');
    expect(rolls).toHaveLength(1);
    expect(rolls[0]!.seat).toBe(2);
    expect(t.points[2]![CAT.leftoverDie]).toBe(rolls[0]!['roll']);
  });

  it('reveals the sacrifices to everyone and ends with no decision left', () => {
    const { state: t, events, barrier } = finalState();
    expect(barrier).toBe(true);
    expect(events).toContainEqual({ type: 'sacrificesRevealed', cards: [12, 12, 3, 0] });
    expect(game.view(t, 3).sacrifices).toEqual([12, 12, 3, 0]);
    expect(game.pending(t)).toEqual([]);
    expect(game.choices(t, 0)).toEqual([]);
    expect(refuse(t, 0, { kind: 'dice', count: 0 })).toBe('game-over');
  });

  it('a player with no stones never holds the majority', () => {
    const s = position(started(3), { round: 5, lastRound: true, pyramid: [] });
    const { state: t } = resolveFrom(s, 6, zeros(3));
    expect(t.points.map((row) => row[CAT.pyramidMajority])).toEqual([0, 0, 0]);
  });
});

describe('winner', () => {
  const over = (scores: number[], sacrifices: number[]) => {
    const s = position(started(scores.length, 'w', sacrifices), {});
    s.phase = 'over';
    s.scores = scores;
    s.points = scores.map((v) => [v, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    return s;
  };

  it('the highest score wins', () => {
    expect(game.result(over([30, 41, 12], [1, 2, 3]))!.ranking).toEqual([[1], [0], [2]]);
  });
  it('a tie goes to the larger sacrifice', () => {
    const r = game.result(over([41, 41, 12], [4, 9, 12]))!;
    expect(r.ranking).toEqual([[1], [0], [2]]);
    expect(r.tieBreaks).toEqual(['sacrifice:41:1,0']);
  });
  it('equal sacrifices share the place', () => {
    const r = game.result(over([41, 41, 41], [9, 9, 2]))!;
    expect(r.ranking).toEqual([[0, 1], [2]]);
    expect(r.tieBreaks).toEqual(['sacrifice:41:0,1,2']);
    const all = game.result(over([20, 20, 3], [5, 5, 0]))!;
    expect(all.ranking).toEqual([[0, 1], [2]]);
    expect(all.tieBreaks).toEqual(['shared:20:0,1']);
  });
  it('gives every score with a breakdown per category that sums to it', () => {
    const r = game.result(over([30, 41, 12], [1, 2, 3]))!;
    expect(r.scores.map((x) => x.total)).toEqual([30, 41, 12]);
    for (const line of r.scores) expect(Object.values(line.breakdown).reduce((a, b) => a + b, 0)).toBe(line.total);
    expect(Object.keys(r.scores[0]!.breakdown)).toContain('highestSacrifice');
  });
  it('is null while the game is running', () => {
    expect(game.result(started(3))).toBeNull();
  });
});
