import { describe, expect, it } from 'vitest';
import { cloneJson } from '../../../src/engine/clone.ts';
import { invariants, leakCheck } from '../../../src/games/chocolatl/checks.ts';
import { view as realView } from '../../../src/games/chocolatl/view.ts';
import type { ChocolatlState } from '../../../src/games/chocolatl/index.ts';
import { act, game, offerAll, plan, position, randomStates, started, withHands } from './helpers.ts';

const plans = [
  plan([12, 11], [10, 9], [8, 7], [6, 5], [4, 3], [2, 1]),
  plan([0, 1], [2, 3], [4, 5], [6, 7], [8, 9], [10, 11]),
  plan([5, 6], [7, 8], [9, 10], [11, 12], [0, 1], [2, 3]),
];

describe('view redaction', () => {
  const s = started(3, 'view', [7, 8, 9]);

  it('shows a seat its own hand and sacrifice, and only counts for the others', () => {
    const v = game.view(s, 1);
    expect(v.hands).toEqual([null, s.hands[1], null]);
    expect(v.handCounts).toEqual([12, 12, 12]);
    expect(v.sacrifices).toEqual([null, 8, null]);
    const spectator = game.view(s, 'spectator');
    expect(spectator.hands).toEqual([null, null, null]);
    expect(spectator.sacrifices).toEqual([null, null, null]);
  });

  it('keeps deck orders and the PRNG out: decks are counts plus sorted pools', () => {
    const v = game.view(s, 0);
    const text = JSON.stringify(v);
    expect(text).not.toContain('"rng"');
    expect(v.deckHigh).toBe(s.deckHigh.length);
    expect(v.deckHighPool).toEqual([...s.deckHigh].sort((a, b) => a - b));
    expect(v.deckLowPool).toEqual([...s.deckLow].sort((a, b) => a - b));
  });

  it('face-down offerings are null until their reveal; the unseen pool lists what cannot be placed', () => {
    let t = withHands(s, plans);
    t = act(t, 0, { kind: 'offer', loc: 1, cards: [11, 12] }).state;
    const v = game.view(t, 1);
    expect(v.boards[0]).toEqual([null, null, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1]);
    expect(game.view(t, 0).boards[0]!.slice(0, 2)).toEqual([11, 12]);
    // Seat 0's unseen pool for seat 1: 12 cards in hand or face down, plus the sacrifice.
    expect(v.unseen[0]).toEqual([...plans[0]!, 7].sort((a, b) => a - b));
    expect(v.unseen[1]).toBeNull();
    const after = offerAll(t, plans).state; // L1-L3 revealed, waiting for the city choice
    const w = game.view(after, 1);
    expect(w.boards[0]).toEqual([11, 12, 9, 10, 7, 8, null, null, null, null, null, null]);
    expect(w.unseen[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('dice declarations stay hidden until the roll', () => {
    const hands = [plans[0]!, plans[0]!, plans[0]!];
    let t = offerAll(withHands(position(started(3), { round: 2, dice: [1, 2, 0] }), hands), hands).state;
    t = act(t, 1, { kind: 'dice', count: 2 }).state;
    expect(game.view(t, 0).diceDecl).toEqual([-1, null, 0]);
    expect(game.view(t, 1).diceDecl).toEqual([-1, 2, 0]);
  });
});

describe('leak check', () => {
  const states = randomStates(4, 'leak', 7);
  const leaks = leakCheck(realView);

  it('finds nothing in the real view', () => {
    for (const s of states) for (let seat = 0; seat < 4; seat++) expect(leaks(s, seat)).toEqual([]);
  });

  it('catches views that show other hands, hidden offerings, sacrifices or deck order', () => {
    const leakyViews: typeof realView[] = [
      (s, seat) => ({ ...realView(s, seat), handCounts: s.hands.map((h) => h.reduce((a, b) => a * 13 + b, 0)) }),
      (s, seat) => ({ ...realView(s, seat), offers: s.boards.map((b) => b.reduce((a, c) => a * 17 + c, 0)) }),
      (s, seat) => ({ ...realView(s, seat), sacrifices: [...s.sacrifices] }),
      (s, seat) => ({ ...realView(s, seat), deckHighPool: [...s.deckHigh] }),
    ];
    for (const leaky of leakyViews) {
      const check = leakCheck(leaky);
      expect(states.some((s) => check(s, 0).length > 0)).toBe(true);
    }
  });
});

describe('sampleConsistent', () => {
  const states = [...randomStates(3, 'sample', 5), ...randomStates(5, 'sample5', 9)];

  it('rebuilds a full, valid state that the seat sees exactly as the original', () => {
    for (const s of states)
      for (let seat = 0; seat < s.n; seat++) {
        const v = game.view(s, seat);
        const sample = game.sampleConsistent(cloneJson(v), seat, `x${seat}`);
        expect(game.view(sample, seat)).toEqual(v);
        expect(invariants(sample)).toEqual([]);
        // The sample can be played on.
        const owed = game.pending(sample);
        expect(owed).toEqual(game.pending(s));
        for (const p of owed) expect(game.choices(sample, p.seat).length).toBeGreaterThan(0);
      }
  });

  it('keeps a card just won at Tachli in hand, and only ever samples an original card as sacrifice', () => {
    const discard = states.filter((s) => s.phase === 'discard');
    expect(discard.length).toBeGreaterThan(0);
    for (const s of discard)
      for (let p = 0; p < s.n; p++) {
        const seat = (p + 1) % s.n;
        for (const seed of ['a', 'b', 'c']) {
          const x = game.sampleConsistent(game.view(s, seat), seat, seed);
          if (s.newCard[p] !== -1) expect(x.hands[p]).toContain(s.newCard[p]);
          expect(x.sacrifices[p]).toBeLessThanOrEqual(12);
        }
      }
  });

  it('redeals the unseen cards at random: different seeds, different hidden cards', () => {
    const s = withHands(started(3, 'redeal', [3, 4, 5]), plans);
    const v = game.view(s, 0);
    const samples = ['a', 'b', 'c', 'd'].map((seed) => game.sampleConsistent(v, 0, seed));
    expect(new Set(samples.map((x) => JSON.stringify([x.hands[1], x.sacrifices[1]]))).size).toBeGreaterThan(1);
    for (const x of samples) expect(x.hands[0]).toEqual(s.hands[0]);
  });
});
