import { describe, expect, it } from 'vitest';
import { act, andThen, game, offerAll, plan, playUntil, position, started, withHands } from './helpers.ts';

const plans = [
  plan([12, 11], [10, 9], [8, 7], [6, 5], [4, 3], [2, 1]),
  plan([0, 1], [2, 3], [4, 5], [6, 7], [8, 9], [10, 11]),
  plan([5, 6], [7, 8], [9, 10], [11, 12], [0, 1], [2, 3]),
];
const types = (events: { type: string }[]) => events.map((e) => e.type).filter((t) => t === 'reveal' || t === 'revealFirst' || t === 'ranking');

describe('RED: everything face down at the start, then reveal and resolve location by location', () => {
  it('walks each seat through six pair choices in location order (the last one is forced)', () => {
    const s = withHands(position(started(3), {}), plans);
    expect(s.phase).toBe('commitAll');
    const first = game.choices(s, 0);
    expect(first.every((c) => c.kind === 'offer' && (c as { loc: number }).loc === 1)).toBe(true);
    expect(first).toHaveLength(66); // pairs of 12 distinct cards
    let t = s;
    for (let loc = 1; loc <= 5; loc++) t = act(t, 0, { kind: 'offer', loc, cards: [plans[0]![2 * loc - 2]!, plans[0]![2 * loc - 1]!].sort((a, b) => a - b) }).state;
    expect(t.boards[0]).toEqual([11, 12, 9, 10, 7, 8, 5, 6, 3, 4, 1, 2]);
    expect(t.hands[0]).toEqual([]); // L6 was filled by itself
    // Nothing was revealed or drawn yet, so these steps can be undone.
    expect(act(s, 0, { kind: 'offer', loc: 1, cards: [11, 12] }).barrier).toBe(false);
    expect(game.pending(t).map((p) => p.seat)).toEqual([1, 2]);
    // Nobody else sees seat 0's cards, only that the slots are taken.
    expect(game.view(t, 1).boards[0]).toEqual(new Array(12).fill(null));
  });

  it('reveals L1, L2, L3 in order and stops for the Tenochtitlan choice; later locations stay hidden', () => {
    const s = withHands(position(started(3), {}), plans);
    const step = offerAll(s, plans);
    expect(step.barrier).toBe(true);
    expect(types(step.events)).toEqual(['reveal', 'ranking', 'reveal', 'ranking', 'reveal', 'ranking']);
    expect(step.state.phase).toBe('city');
    const v = game.view(step.state, 0);
    expect(v.boards[1]!.slice(0, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(v.boards[1]!.slice(6)).toEqual([null, null, null, null, null, null]);
  });
});

describe('GREEN: one card per location, all revealed, then the second card per location', () => {
  it('reveals every first card together before anyone places a second', () => {
    const s = withHands(position(started(3), { mode: 'green' }), plans);
    expect(s.phase).toBe('commitFirst');
    expect(game.choices(s, 0).every((c) => (c as { cards: number[] }).cards.length === 1)).toBe(true);
    let t = s;
    for (let p = 0; p < 3; p++)
      for (let loc = 1; loc <= 6; loc++) t = act(t, p, { kind: 'offer', loc, cards: [plans[p]![2 * loc - 2]!] }).state;
    expect(t.phase).toBe('commitSecond');
    expect(t.firstUp).toBe(true);
    const v = game.view(t, 2);
    expect(v.boards[0]).toEqual([12, -1, 10, -1, 8, -1, 6, -1, 4, -1, 2, -1]);
    const step = offerAll(t, plans);
    expect(types(step.events)).toEqual(['reveal', 'ranking', 'reveal', 'ranking', 'reveal', 'ranking']);
    expect(game.view(step.state, 2).boards[0]).toEqual([12, 11, 10, 9, 8, 7, 6, null, 4, null, 2, null]);
  });

  it('the second stage takes the remaining six cards, one per location, the last one forced', () => {
    const s = withHands(position(started(3), { mode: 'green' }), plans);
    let t = s;
    for (let p = 0; p < 3; p++)
      for (let loc = 1; loc <= 6; loc++) t = act(t, p, { kind: 'offer', loc, cards: [plans[p]![2 * loc - 2]!] }).state;
    for (let loc = 1; loc <= 5; loc++) t = act(t, 0, { kind: 'offer', loc, cards: [plans[0]![2 * loc - 1]!] }).state;
    expect(t.boards[0]).toEqual(plans[0]);
    expect(game.pending(t).map((p) => p.seat)).toEqual([1, 2]);
  });
});

describe('GOLD: one location at a time', () => {
  it('each location is offered, revealed and resolved before the next is offered', () => {
    const s = withHands(position(started(3), { mode: 'gold' }), plans);
    expect(s.phase).toBe('commitLoc');
    expect(game.choices(s, 0).every((c) => (c as { loc: number }).loc === 1)).toBe(true);
    let step = { state: s, events: [] as { type: string }[], barrier: false };
    for (let p = 0; p < 3; p++)
      step = andThen(step as never, p, { kind: 'offer', loc: 1, cards: [plans[p]![0]!, plans[p]![1]!].sort((a, b) => a - b) });
    expect(types(step.events)).toEqual(['reveal', 'ranking']);
    expect(step.state.phase).toBe('commitLoc');
    expect(step.state.loc).toBe(2);
    // Results are known before the next offer: seat 0 already holds the Chocolatl figure.
    expect(step.state.chocolatl).toBe(0);
  });

  it('places the last two cards at L6 automatically', () => {
    let s = withHands(position(started(3), { mode: 'gold' }), plans);
    const step = offerAll(s, plans);
    s = step.state;
    expect(s.phase).toBe('city');
    const rest = playUntil({ state: s, events: [], barrier: false }, plans, (t) => t.phase === 'discard');
    expect(rest.state.phase).toBe('discard');
    expect(rest.events.filter((e) => e.type === 'reveal').map((e) => e['loc'])).toContain(6);
  });
});

describe('the leader box sets the next round mode', () => {
  it.each([
    [[0, 0, 0], 'red'],
    [[1, 0, 0], 'gold'],
    [[2, 1, 0], 'green'],
    [[3, 2, 2], 'red'],
    [[4, 4, 0], 'gold'],
    [[0, 0, 17], 'green'],
  ] as const)('leader scores %j give %s', (scores, mode) => {
    // Play a GOLD round whose results are known, then read the mode chosen at the next preparation.
    const s = position(started(3), { scores: [...scores] });
    s.scores = [...scores];
    const next = structuredClone(s);
    next.phase = 'discard';
    next.newCard = [5, -1, -1];
    next.hands[0]!.push(5);
    next.hands[0]!.sort((a, b) => a - b);
    next.boards = next.boards.map(() => new Array(12).fill(-1));
    const after = act(next, 0, { kind: 'discard', card: next.hands[0]!.find((c) => c !== 5)! }).state;
    expect(after.round).toBe(2);
    expect(after.mode).toBe(mode);
  });
});
