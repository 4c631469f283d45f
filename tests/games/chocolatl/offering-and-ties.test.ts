import { describe, expect, it } from 'vitest';
import { effectiveOffer, rankOrder, tieCompare } from '../../../src/games/chocolatl/rank.ts';
import { addScore, type Ctx } from '../../../src/games/chocolatl/score.ts';
import type { ChocolatlState } from '../../../src/games/chocolatl/index.ts';
import { act, eventsAt, gains, offerAll, plan, playUntil, position, started, withHands } from './helpers.ts';

/** Every seat offers `pair` at every location. */
const flat = (a: number, b: number): number[] => plan([a, b], [a, b], [a, b], [a, b], [a, b], [a, b]);

function atBoards(s: ChocolatlState, boards: number[][]): ChocolatlState {
  const t = structuredClone(s);
  t.boards = boards.map((b) => [...b]);
  t.hands = t.hands.map(() => []);
  return t;
}

describe('effective offering (spec §1.6)', () => {
  const base = atBoards(position(started(3), { round: 2 }), [flat(3, 4), flat(3, 4), flat(3, 4)]);

  it('each hut adds 1 everywhere except Tenochtitlan, where it subtracts 1; huts stack', () => {
    const s = { ...structuredClone(base), huts: [2, 1, 0] };
    expect([1, 2, 3, 4, 5, 6].map((l) => effectiveOffer(s, 0, l))).toEqual([9, 9, 5, 9, 9, 9]);
    expect([1, 2, 3, 4, 5, 6].map((l) => effectiveOffer(s, 1, l))).toEqual([8, 8, 6, 8, 8, 8]);
    expect([1, 2, 3, 4, 5, 6].map((l) => effectiveOffer(s, 2, l))).toEqual([7, 7, 7, 7, 7, 7]);
  });

  it('the Old Man gives -1 at L2-L6 of the round it was taken, and +1 at L1 of the next round only', () => {
    const taken = { ...structuredClone(base), oldMan: 1, oldManRound: 2 };
    expect([1, 2, 3, 4, 5, 6].map((l) => effectiveOffer(taken, 1, l))).toEqual([7, 6, 6, 6, 6, 6]);
    const returning = { ...taken, round: 3 };
    expect([1, 2, 3, 4, 5, 6].map((l) => effectiveOffer(returning, 1, l))).toEqual([8, 7, 7, 7, 7, 7]);
    const stale = { ...taken, round: 4 };
    expect(effectiveOffer(stale, 1, 1)).toBe(7);
  });

  it('black dice rolled at the location are added; the offering may be negative', () => {
    const s = { ...structuredClone(base), diceAdd: [0, 9, 0], huts: [0, 0, 8] };
    expect(effectiveOffer(s, 1, 2)).toBe(16);
    expect(effectiveOffer(s, 2, 3)).toBe(-1);
  });
});

describe('tie rule: Chocolatl holder, then the lower score, then the marker on top', () => {
  const s = position(started(4), { round: 2, scores: [5, 5, 3, 5], seq: [7, 9, 5, 8], chocolatl: 3 });

  it('the Chocolatl holder wins every tie it is part of', () => {
    expect(tieCompare(s, 3, 2)).toBeLessThan(0);
    expect(tieCompare(s, 2, 3)).toBeGreaterThan(0);
  });
  it('otherwise the lower score ranks first', () => {
    expect(tieCompare(s, 2, 0)).toBeLessThan(0);
  });
  it('on the same box, the marker that arrived later (on top) ranks first', () => {
    expect(tieCompare(s, 1, 0)).toBeLessThan(0);
  });
  it('gives a strict order of all players', () => {
    expect(rankOrder(s, [7, 7, 7, 7])).toEqual([3, 2, 1, 0]);
    expect(rankOrder(s, [1, 9, 7, 7])).toEqual([1, 3, 2, 0]);
  });

  it('at L1 the Chocolatl holder never loses the tie for last, so another tied player takes the Old Man', () => {
    const plans = [
      plan([1, 1], [5, 5], [5, 5], [5, 5], [5, 5], [5, 5]),
      plan([9, 9], [5, 5], [5, 5], [5, 5], [5, 5], [5, 5]),
      plan([1, 1], [5, 5], [5, 5], [5, 5], [5, 5], [5, 5]),
    ];
    // Seats 0 and 2 tie for last on score and stack (seat 2 is on top), but seat 0 holds the figure.
    const t = offerAll(withHands(position(started(3), { round: 2, scores: [4, 9, 4], seq: [4, 5, 6], chocolatl: 0 }), plans), plans).state;
    expect(t.chocolatl).toBe(1);
    expect(t.oldMan).toBe(2);
  });

  it('scores read for a tie are those before the location pays out (Q16)', () => {
    // L2: seats 0 and 1 tie; seat 1 has the lower score and wins the big die, even though
    // the L1 point it just won puts it level; L1 awards happen before the L2 rank order is built.
    const plans = [plan([0, 1], [4, 4], [0, 0], [0, 0], [0, 0], [0, 0]), plan([6, 6], [4, 4], [0, 0], [0, 0], [0, 0], [0, 0]), plan([0, 2], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0])];
    let t = withHands(position(started(3), { round: 2, scores: [3, 1, 0], seq: [4, 5, 6], white: [6, 4, 1] }), plans);
    const step = offerAll(t, plans);
    t = step.state;
    // After L1 seat 1 has 2 points, seat 0 has 3: seat 1 ranks first at L2.
    expect(eventsAt(step.events, 2).find((e) => e.type === 'ranking')?.['order']).toEqual([1, 0, 2]);
    expect(gains(eventsAt(step.events, 2), 3)).toEqual([4, 6, 1]);
  });
});

describe('score track (spec §1.8)', () => {
  const ctx = (): Ctx => ({ events: [], barrier: false });
  it('a marker landing on an occupied box goes on top; forward and backward alike', () => {
    const s = position(started(3), { scores: [5, 3, 0], seq: [1, 2, 3] });
    addScore(s, ctx(), 1, 2, 'harvest');
    expect(s.scores[1]).toBe(5);
    expect(tieCompare(s, 1, 0)).toBeLessThan(0);
    addScore(s, ctx(), 0, -2, 'cacaoDrink');
    addScore(s, ctx(), 0, 2, 'harvest');
    expect(tieCompare(s, 0, 1)).toBeLessThan(0);
  });
  it('scores stop at 0, and a marker that cannot move keeps its place in the stack (Q2)', () => {
    const s = position(started(3), { scores: [1, 0, 0], seq: [1, 2, 3] });
    const c = ctx();
    addScore(s, c, 0, -2, 'cacaoDrink');
    expect(s.scores[0]).toBe(0);
    expect(s.points[0]!.reduce((a, b) => a + b, 0)).toBe(0);
    const seq = [...s.seq];
    addScore(s, c, 1, -2, 'cacaoDrink');
    expect(s.seq).toEqual(seq);
    expect(c.events.filter((e) => e.type === 'score')).toHaveLength(1);
  });
  it('reaching 40 makes this the last round', () => {
    const s = position(started(3), { scores: [38, 0, 0] });
    const c = ctx();
    addScore(s, c, 0, 2, 'harvest');
    expect(s.lastRound).toBe(true);
    expect(c.events).toContainEqual({ type: 'lastRound', cause: 'score', round: 1 });
  });
});

describe('black dice (spec §1.5.4)', () => {
  it('holders declare secretly after the reveal; all declared dice are rolled together and spent', () => {
    const plans = [flat(6, 6), flat(5, 5), flat(1, 1)];
    const s = withHands(position(started(3), { round: 2, dice: [0, 2, 1] }), plans);
    const step = offerAll(s, plans);
    expect(step.state.phase).toBe('dice');
    expect(step.state.loc).toBe(1);
    const after = playUntil(step, plans, (t) => t.loc === 2, { dice: (_t, p) => (p === 1 ? 2 : 0) });
    const rolled = after.events.filter((e) => e.type === 'blackDice');
    expect(rolled).toHaveLength(1);
    expect(rolled[0]).toMatchObject({ seat: 1, loc: 1 });
    const rolls = rolled[0]!['rolls'] as number[];
    expect(rolls).toHaveLength(2);
    const ranking = eventsAt(after.events, 1).find((e) => e.type === 'ranking')!;
    expect((ranking['offers'] as number[])[1]).toBe(10 + rolls[0]! + rolls[1]!);
    expect(after.state.dice).toEqual([0, 0, 1]);
  });

  it('a die won at L3 can already be rolled at L4 of the same round (Q8)', () => {
    const plans = [flat(6, 6), flat(5, 5), flat(1, 1)];
    const s = offerAll(withHands(position(started(3), { round: 2 }), plans), plans).state;
    expect(s.phase).toBe('city');
    const t = playUntil({ state: s, events: [], barrier: false }, plans, (x) => x.phase === 'dice', { city: 'hut' });
    expect(t.state.loc).toBe(4);
    expect(t.state.dice).toEqual([0, 1, 0]);
  });

  it('in GREEN mode dice are not offered after the first-card reveal, only at each final reveal', () => {
    const plans = [flat(6, 6), flat(5, 5), flat(1, 1)];
    let t = withHands(position(started(3), { round: 2, mode: 'green', dice: [1, 0, 0] }), plans);
    for (let p = 0; p < 3; p++) for (let loc = 1; loc <= 6; loc++) t = act(t, p, { kind: 'offer', loc, cards: [plans[p]![2 * loc - 2]!] }).state;
    expect(t.phase).toBe('commitSecond');
    t = offerAll(t, plans).state;
    expect(t.phase).toBe('dice');
    expect(t.revealedTo).toBe(1);
  });
});
