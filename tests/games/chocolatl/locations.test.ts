import { describe, expect, it } from 'vitest';
import { L5_REWARDS } from '../../../src/games/chocolatl/data.ts';
import { act, eventsAt, gains, game, playUntil, position, refuse, resolveFrom, started } from './helpers.ts';

/** A board with `a + b` on `loc` and `fill` (two cards) everywhere else. */
const at = (loc: number, a: number, b = 0, fill = 0): number[] => {
  const board = new Array<number>(12).fill(fill);
  board[2 * loc - 2] = a;
  board[2 * loc - 1] = b;
  return board;
};

describe('L1 Chocolatl', () => {
  it('the largest offering takes the figure and 1 VP, again each time it wins, even when already holding it', () => {
    const s = position(started(3), { round: 2, chocolatl: 0, scores: [5, 5, 5] });
    const r = resolveFrom(s, 1, [at(1, 10), at(1, 5), at(1, 3)]);
    expect(r.state.chocolatl).toBe(0);
    expect(gains(eventsAt(r.events, 1), 3)).toEqual([1, 0, 0]);
    expect(r.state.points[0]![0]).toBe(6); // the position put 5 into the first category
  });

  it('the smallest offering takes the Old Man for this round', () => {
    const s = position(started(3), { round: 2 });
    const r = resolveFrom(s, 1, [at(1, 10), at(1, 5), at(1, 3)]);
    expect(r.state.oldMan).toBe(2);
    expect(r.state.oldManRound).toBe(2);
    expect(eventsAt(r.events, 1)).toContainEqual({ type: 'figure', figure: 'oldMan', seat: 2 });
  });

  it('the player returning the Old Man adds 1 at L1, and may take it right back', () => {
    const s = position(started(3), { round: 3, oldMan: 1, oldManRound: 2, seq: [1, 2, 3] });
    const back = resolveFrom(s, 1, [at(1, 4), at(1, 4), at(1, 9)]);
    expect((eventsAt(back.events, 1)[0]!['offers'] as number[])).toEqual([4, 5, 9]);
    expect(back.state.oldMan).toBe(0);
    const again = resolveFrom(s, 1, [at(1, 4), at(1, 2), at(1, 9)]);
    expect(again.state.oldMan).toBe(1);
    expect(again.state.oldManRound).toBe(3);
  });

  it('in round 1 nobody returns it', () => {
    const s = started(3);
    expect(s.oldMan).toBe(-1);
    const r = resolveFrom(s, 1, [at(1, 4), at(1, 4), at(1, 9)]);
    expect((eventsAt(r.events, 1)[0]!['offers'] as number[])).toEqual([4, 4, 9]);
  });
});

describe('L2 Cacao Bean Harvest', () => {
  it('ranks 1-3 gain the highest, middle and lowest white die; ranks 4-5 nothing', () => {
    const s = position(started(5), { round: 2, white: [6, 3, 2], scores: [1, 1, 1, 1, 1] });
    const r = resolveFrom(s, 2, [at(2, 2), at(2, 10), at(2, 8), at(2, 6), at(2, 4)]);
    expect(gains(eventsAt(r.events, 2), 5)).toEqual([0, 6, 3, 2, 0]);
  });
  it('with the 2-player variant the third die is unused', () => {
    const s = position(started(2), { round: 2, white: [5, 4, 4] });
    const r = resolveFrom(s, 2, [at(2, 2), at(2, 10)]);
    expect(gains(eventsAt(r.events, 2), 2)).toEqual([4, 5]);
  });
});

describe('L3 Tenochtitlan', () => {
  const s = position(started(3), { round: 2, huts: [1, 0, 0] });
  const boards = [at(3, 9), at(3, 9), at(3, 2)]; // seat 0: 9 - 1 hut = 8, seat 1: 9

  it('huts count -1 here; the largest offering chooses between a hut and the black die', () => {
    const r = resolveFrom(s, 3, boards);
    expect(eventsAt(r.events, 3)[0]!['offers']).toEqual([8, 9, 2]);
    expect(r.state.phase).toBe('city');
    expect(game.pending(r.state)).toEqual([{ seat: 1, kind: 'city' }]);
    expect(game.choices(r.state, 1).map((c) => c.id)).toEqual(['city:hut', 'city:die']);
  });

  it('choosing the hut leaves the die to the second-largest offering', () => {
    const r = resolveFrom(s, 3, boards);
    const next = act(r.state, 1, { kind: 'city', take: 'hut' }).state;
    expect(next.huts).toEqual([1, 1, 0]);
    expect(next.cubes).toEqual([1, 1, 0]);
    expect(next.dice).toEqual([1, 0, 0]);
  });

  it('choosing the die forces the second-largest offering to build', () => {
    const r = resolveFrom(s, 3, boards);
    const next = act(r.state, 1, { kind: 'city', take: 'die' }).state;
    expect(next.huts).toEqual([2, 0, 0]);
    expect(next.dice).toEqual([0, 1, 0]);
  });

  it('a hut built at L3 already adds 1 at L4 of the same round (Q7)', () => {
    const r = resolveFrom(s, 3, [at(3, 9, 0, 2), at(3, 9, 0, 2), at(3, 2, 0, 2)]);
    const next = playUntil(r, [], (t) => t.loc === 5, { city: 'hut' });
    expect(eventsAt(next.events, 4)[0]!['offers']).toEqual([5, 5, 4]);
  });

  it('building the 9th cube makes this the last round', () => {
    const t = position(started(3), { round: 2, huts: [1, 0, 0], cubes: [1, 8, 0] });
    const r = resolveFrom(t, 3, boards);
    const next = act(r.state, 1, { kind: 'city', take: 'hut' });
    expect(next.state.lastRound).toBe(true);
    expect(next.events).toContainEqual({ type: 'lastRound', cause: 'cubes', round: 2 });
  });

  it('with no free hut space the winner takes the die and the second gets nothing (Q5)', () => {
    const t = position(started(3), { round: 2, huts: [3, 2, 2] });
    const r = resolveFrom(t, 3, [at(3, 9), at(3, 12), at(3, 2)]);
    expect(r.state.phase).not.toBe('city');
    expect(eventsAt(r.events, 3).filter((e) => e.type === 'blackDie')).toEqual([{ type: 'blackDie', seat: 1 }]);
    expect(r.state.huts).toEqual([3, 2, 2]);
  });
});

describe('L4 Pyramid of Cholula', () => {
  it('ahead by 3 or more, the largest offering places both stones', () => {
    const r = resolveFrom(position(started(3), { round: 2 }), 4, [at(4, 9), at(4, 6), at(4, 1)]);
    expect(r.state.pyramid).toEqual([0, 0]);
    expect(r.state.cubes).toEqual([2, 0, 0]);
  });

  it('ahead by 2 or less, each of the two largest places one; the largest decides who goes first', () => {
    const r = resolveFrom(position(started(3), { round: 2 }), 4, [at(4, 8), at(4, 6), at(4, 1)]);
    expect(r.state.phase).toBe('pyramidOrder');
    expect(game.choices(r.state, 0).map((c) => c.id)).toEqual(['pyramid:0', 'pyramid:1']);
    expect(act(r.state, 0, { kind: 'pyramidOrder', first: 1 }).state.pyramid).toEqual([1, 0]);
    expect(act(r.state, 0, { kind: 'pyramidOrder', first: 0 }).state.pyramid).toEqual([0, 1]);
  });

  it('a tie (margin 0) is won by the tie rule and still shares the stones', () => {
    const r = resolveFrom(position(started(3), { round: 2, scores: [4, 2, 0] }), 4, [at(4, 7), at(4, 7), at(4, 1)]);
    expect(game.pending(r.state)).toEqual([{ seat: 1, kind: 'pyramidOrder' }]);
  });

  it('rulebook example: Orange wins the bottom row (5 VP); Green wins the 2-2 tie on row 2 with the Chocolatl figure (4 VP)', () => {
    const [orange, green, purple] = [0, 1, 2];
    // End of round 2: four stones; round 3: Orange places boxes 5 and 6 and completes row 1.
    let s = position(started(3), { round: 3, pyramid: [orange, green, orange, purple], scores: [10, 10, 10] });
    let r = resolveFrom(s, 4, [at(4, 12), at(4, 2), at(4, 1)]);
    expect(r.state.pyramid).toEqual([0, 1, 0, 2, 0, 0]);
    expect(eventsAt(r.events, 4)).toContainEqual({ type: 'rowComplete', row: 0, seat: orange });
    expect(gains(eventsAt(r.events, 4), 3)).toEqual([5, 0, 0]);
    // Round 5: row 2 holds Purple, Green, Purple; Green places box 9 first and ties Purple 2-2 there.
    s = position(started(3), { round: 5, pyramid: [0, 1, 0, 2, 0, purple, green, purple], scores: [20, 25, 12], chocolatl: green });
    r = resolveFrom(s, 4, [at(4, 1), at(4, 9), at(4, 8)]);
    const step = act(r.state, green, { kind: 'pyramidOrder', first: green });
    expect(step.state.pyramid.slice(5)).toEqual([purple, green, purple, green, purple]);
    expect(step.events).toContainEqual({ type: 'rowComplete', row: 1, seat: green });
    expect(gains(step.events.filter((e) => e['category'] === 'pyramidRows'), 3)).toEqual([0, 4, 0]);
    // Without the figure, Purple's lower score would have won the tie.
    s.chocolatl = orange;
    const other = act(resolveFrom(s, 4, [at(4, 1), at(4, 9), at(4, 8)]).state, green, { kind: 'pyramidOrder', first: green });
    expect(other.events).toContainEqual({ type: 'rowComplete', row: 1, seat: purple });
  });

  it('row ties without the figure go to the lower score, judged when the row completes', () => {
    const s = position(started(3), { round: 3, pyramid: [1, 2, 1, 2], scores: [30, 9, 8], chocolatl: 0 });
    const r = resolveFrom(s, 4, [at(4, 12), at(4, 1), at(4, 0)]);
    // Box 5 goes to seat 0 (1 stone); seats 1 and 2 tie 2-2, seat 2 has the lower score.
    expect(eventsAt(r.events, 4)).toContainEqual({ type: 'rowComplete', row: 0, seat: 2 });
  });

  it('a player out of cubes keeps placing stones with stand-in cubes that count as theirs (spec §1.10)', () => {
    const s = position(started(3), { round: 5, huts: [1, 0, 0], pyramid: [0, 0, 0, 0, 0, 0, 0, 0], cubes: [9, 0, 0], lastRound: true });
    const r = resolveFrom(s, 4, [at(4, 12), at(4, 1), at(4, 0)]);
    expect(r.state.pyramid.slice(8)).toEqual([0, 0]);
    expect(r.state.cubes[0]).toBe(11);
  });

  it('the 14th stone finishes the pyramid and makes this the last round', () => {
    const full = [0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2];
    const s = position(started(3), { round: 6, pyramid: full });
    const r = resolveFrom(s, 4, [at(4, 12), at(4, 1), at(4, 0)]);
    expect(r.state.pyramid).toHaveLength(14);
    expect(r.state.lastRound).toBe(true);
    expect(r.events).toContainEqual({ type: 'lastRound', cause: 'pyramid', round: 6 });
    expect(eventsAt(r.events, 4)).toContainEqual({ type: 'rowComplete', row: 3, seat: 0 });
  });
});

describe('L5 Making the Cacao Drink', () => {
  it.each([1, 2, 3, 4, 5, 6, 7])('round %i pays the round-track values; the smallest loses 2', (round) => {
    const s = position(started(3), { round, scores: [10, 10, 10], lastRound: round === 7 });
    const r = resolveFrom(s, 5, [at(5, 3), at(5, 9), at(5, 6)]);
    const [top, next] = L5_REWARDS[round - 1]!;
    expect(gains(eventsAt(r.events, 5), 3)).toEqual([-2, top, next]);
    expect(next > 0).toBe(round <= 3);
  });
  it('the penalty cannot take a score below 0', () => {
    const r = resolveFrom(position(started(3), { round: 2, scores: [1, 0, 0] }), 5, [at(5, 3), at(5, 9), at(5, 6)]);
    expect(r.state.scores[0]).toBe(0);
  });
  it('2-player variant: the second is also the smallest and gets both', () => {
    const r = resolveFrom(position(started(2), { round: 1, scores: [0, 0] }), 5, [at(5, 3), at(5, 9)]);
    expect(eventsAt(r.events, 5).filter((e) => e.type === 'score').map((e) => [e.seat, e['delta']])).toEqual([[1, 8], [0, 4], [0, -2]]);
  });
});

describe('L6 Tachli', () => {
  const s = position(started(3), { round: 2 });
  s.tachli = [15, 8];
  const plain = [at(6, 9, 0, 1), at(6, 3, 0, 1), at(6, 12, 0, 1)];

  it('outside the last round the largest takes the "6" card, the second the "3" card, and each gives one back', () => {
    const r = resolveFrom(s, 6, plain);
    expect(r.state.phase).toBe('discard');
    expect(game.pending(r.state)).toEqual([{ seat: 0, kind: 'discard' }, { seat: 2, kind: 'discard' }]);
    expect(r.state.hands[2]).toContain(15);
    expect(r.state.hands[0]).toContain(8);
    expect(r.state.hands[2]).toHaveLength(13);
    expect(r.state.tachli).toEqual([-1, -1]);
    // The new card cannot be the one given back ("another card").
    expect(game.choices(r.state, 2).map((c) => c.id)).not.toContain('discard:15');
    expect(refuse(r.state, 2, { kind: 'discard', card: 15 })).toBe('cannot-discard-new-card');
    let t = act(r.state, 2, { kind: 'discard', card: 0 }).state;
    expect(t.phase).toBe('discard');
    expect(t.hands[2]).toHaveLength(12);
    t = act(t, 0, { kind: 'discard', card: 1 }).state;
    expect(t.round).toBe(3);
    expect(t.discardPile).toEqual([0, 1]);
    expect(t.hands[0]).toContain(8);
  });

  it('a card of the same value as the new one may go back', () => {
    const r = resolveFrom(s, 6, [at(6, 9, 8, 1), at(6, 3, 0, 1), at(6, 12, 0, 1)]);
    expect(game.choices(r.state, 0).map((c) => c.id)).toContain('discard:8');
  });

  it('in the last round no cards are handed out; the two largest gain 6 and 3 VP', () => {
    const t = structuredClone(s);
    t.lastRound = true;
    const r = resolveFrom(t, 6, plain);
    expect(gains(eventsAt(r.events, 6).filter((e) => e['category'] === 'tachli'), 3)).toEqual([3, 0, 6]);
    expect(r.state.phase).toBe('over');
    expect(r.state.tachli).toEqual([15, 8]);
  });

  it('an empty box (deck run out) gives its rank nothing', () => {
    const t = structuredClone(s);
    t.tachli = [16, -1];
    const r = resolveFrom(t, 6, plain);
    expect(game.pending(r.state)).toEqual([{ seat: 2, kind: 'discard' }]);
  });
});
