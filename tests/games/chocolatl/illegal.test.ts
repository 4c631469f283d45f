import { describe, expect, it } from 'vitest';
import { makeRng } from '../../../src/engine/rng.ts';
import { hashState } from '../../../src/engine/hash.ts';
import { act, game, offerAll, plan, position, refuse, resolveFrom, started, withHands } from './helpers.ts';

const at = (loc: number, a: number): number[] => {
  const b = new Array<number>(12).fill(0);
  b[2 * loc - 2] = a;
  return b;
};

describe('illegal choices are refused with a specific code', () => {
  const fresh = game.setup({ players: 3 }, 'illegal');
  const red = started(3, 'illegal');

  it('bad-seat', () => {
    for (const seat of [-1, 3, 1.5, NaN, '0' as unknown as number]) expect(refuse(red, seat, { kind: 'offer', loc: 1, cards: [1, 2] })).toBe('bad-seat');
  });
  it('malformed: not an object, or fields of the wrong type', () => {
    for (const junk of [null, undefined, 7, 'offer', [], [1, 2]]) expect(refuse(red, 0, junk)).toBe('malformed');
    expect(refuse(fresh, 0, { kind: 'sacrifice', card: '3' })).toBe('malformed');
    expect(refuse(red, 0, { kind: 'offer', loc: 1, cards: '1,2' })).toBe('malformed');
    expect(refuse(red, 0, { kind: 'offer', loc: 1, cards: [1, 2.5] })).toBe('malformed');
  });
  it('unknown-kind', () => {
    expect(refuse(red, 0, { kind: 'fly' })).toBe('unknown-kind');
    expect(refuse(red, 0, { card: 1 })).toBe('unknown-kind');
  });
  it('wrong-phase', () => {
    expect(refuse(red, 0, { kind: 'sacrifice', card: 1 })).toBe('wrong-phase');
    expect(refuse(fresh, 0, { kind: 'offer', loc: 1, cards: [1, 2] })).toBe('wrong-phase');
  });
  it('already-chosen', () => {
    const s = act(fresh, 0, { kind: 'sacrifice', card: 4 }).state;
    expect(refuse(s, 0, { kind: 'sacrifice', card: 5 })).toBe('already-chosen');
    const plans = [plan([1, 2], [3, 4], [5, 6], [7, 8], [9, 10], [11, 12])];
    let t = withHands(red, [plans[0]!, plans[0]!, plans[0]!]);
    for (let loc = 1; loc <= 5; loc++) t = act(t, 0, { kind: 'offer', loc, cards: [2 * loc - 1, 2 * loc] }).state;
    expect(refuse(t, 0, { kind: 'offer', loc: 6, cards: [11, 12] })).toBe('already-chosen');
  });
  it('card-not-in-hand', () => {
    expect(refuse(fresh, 0, { kind: 'sacrifice', card: 13 })).toBe('card-not-in-hand');
    expect(refuse(red, 1, { kind: 'offer', loc: 1, cards: [0, 5] })).toBe('card-not-in-hand'); // 0 was sacrificed
    expect(refuse(red, 1, { kind: 'offer', loc: 1, cards: [5, 5] })).toBe('card-not-in-hand'); // only one 5
  });
  it('bad-location', () => {
    for (const loc of [0, 7, -1, 2.5, '1', null]) expect(refuse(red, 0, { kind: 'offer', loc, cards: [1, 2] })).toBe('bad-location');
  });
  it('wrong-card-count', () => {
    expect(refuse(red, 0, { kind: 'offer', loc: 1, cards: [1] })).toBe('wrong-card-count');
    expect(refuse(red, 0, { kind: 'offer', loc: 1, cards: [1, 2, 3] })).toBe('wrong-card-count');
    const green = position(red, { mode: 'green' });
    expect(refuse(green, 0, { kind: 'offer', loc: 1, cards: [1, 2] })).toBe('wrong-card-count');
  });
  it('wrong-location: offerings go location by location; GOLD only takes the current one', () => {
    expect(refuse(red, 0, { kind: 'offer', loc: 2, cards: [1, 2] })).toBe('wrong-location');
    const gold = position(red, { mode: 'gold' });
    expect(refuse(gold, 0, { kind: 'offer', loc: 3, cards: [1, 2] })).toBe('wrong-location');
  });
  it('not-your-decision, bad-city-option, no-hut-space', () => {
    const s = position(started(3), { round: 2 });
    const city = resolveFrom(s, 3, [at(3, 9), at(3, 5), at(3, 1)]).state;
    expect(city.phase).toBe('city');
    expect(refuse(city, 1, { kind: 'city', take: 'hut' })).toBe('not-your-decision');
    expect(refuse(city, 0, { kind: 'city', take: 'castle' })).toBe('bad-city-option');
    const full = structuredClone(city);
    full.huts = [3, 2, 2]; // cannot happen in play: 7 spaces, one hut per round
    expect(refuse(full, 0, { kind: 'city', take: 'hut' })).toBe('no-hut-space');
    expect(act(full, 0, { kind: 'city', take: 'die' }).state.dice[0]).toBe(1);
  });
  it('not-your-decision, bad-dice-count, not-enough-dice', () => {
    const plans = [plan([1, 2], [3, 4], [5, 6], [7, 8], [9, 10], [11, 12]), plan([1, 2], [3, 4], [5, 6], [7, 8], [9, 10], [11, 12]), plan([1, 2], [3, 4], [5, 6], [7, 8], [9, 10], [11, 12])];
    const s = offerAll(withHands(position(started(3), { round: 2, dice: [0, 2, 0] }), plans), plans).state;
    expect(s.phase).toBe('dice');
    expect(game.pending(s)).toEqual([{ seat: 1, kind: 'dice' }]);
    expect(refuse(s, 0, { kind: 'dice', count: 0 })).toBe('not-your-decision');
    expect(refuse(s, 1, { kind: 'dice', count: -1 })).toBe('bad-dice-count');
    expect(refuse(s, 1, { kind: 'dice', count: 3 })).toBe('not-enough-dice');
    expect(refuse(s, 1, { kind: 'dice', count: 'all' })).toBe('malformed');
    expect(game.choices(s, 1).map((c) => c.id)).toEqual(['dice:0', 'dice:1', 'dice:2']);
  });
  it('bad-pyramid-order', () => {
    const s = resolveFrom(position(started(3), { round: 2 }), 4, [at(4, 8), at(4, 7), at(4, 1)]).state;
    expect(refuse(s, 0, { kind: 'pyramidOrder', first: 2 })).toBe('bad-pyramid-order');
    expect(refuse(s, 1, { kind: 'pyramidOrder', first: 1 })).toBe('not-your-decision');
  });
  it('cannot-discard-new-card, and a seat that owes no discard', () => {
    const s = position(started(3), { round: 2 });
    s.tachli = [16, 10];
    const t = resolveFrom(s, 6, [at(6, 9), at(6, 5), at(6, 1)]).state;
    expect(refuse(t, 0, { kind: 'discard', card: 16 })).toBe('cannot-discard-new-card');
    expect(refuse(t, 2, { kind: 'discard', card: 1 })).toBe('not-your-decision');
    expect(refuse(t, 0, { kind: 'discard', card: 14 })).toBe('card-not-in-hand');
  });
  it('game-over', () => {
    const s = position(started(3), { round: 4, lastRound: true });
    const over = resolveFrom(s, 6, [at(6, 1), at(6, 2), at(6, 3)]).state;
    expect(refuse(over, 0, { kind: 'discard', card: 1 })).toBe('game-over');
  });
});

describe('apply is total and pure', () => {
  it('never throws and never changes its input, whatever it is given', () => {
    const rng = makeRng('fuzz');
    const pieces = [null, undefined, 0, 1, 2, 7, 12, 16, -1, 1e9, 1.5, NaN, '1', 'hut', 'die', [], [1], [1, 2], [2, 2], {}, true];
    const kinds = ['sacrifice', 'offer', 'dice', 'city', 'pyramidOrder', 'discard', 'x', undefined];
    const pick = <T,>(xs: readonly T[]): T => xs[rng.int(xs.length)]!;
    const states = [game.setup({ players: 3 }, 'f'), started(4, 'f'), position(started(3, 'f'), { mode: 'green' }), position(started(5, 'f'), { mode: 'gold' })];
    for (const s of states) {
      const before = hashState(s);
      for (let i = 0; i < 400; i++) {
        const move = { kind: pick(kinds), card: pick(pieces), cards: pick(pieces), loc: pick(pieces), count: pick(pieces), take: pick(pieces), first: pick(pieces) };
        expect(() => game.apply(s, pick([0, 1, 2, 3, 4, 9, -1]), move)).not.toThrow();
      }
      expect(hashState(s)).toBe(before);
    }
  });
});
