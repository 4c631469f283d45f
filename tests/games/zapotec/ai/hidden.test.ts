// The bots only ever see a seat's view: real states that differ only in what the seat cannot see
// must give the same decision for the same seed, at every level.
import { describe, expect, it } from 'vitest';
import { zapotecGame } from '../../../../src/games/zapotec/index.ts';
import { zapotecBots, ZAPOTEC_LEVELS } from '../../../../src/games/zapotec/ai/index.ts';
import { cocijobotCard } from '../../../../src/games/zapotec/cocijobot.ts';
import { HIDDEN, NONE, type ZapotecState } from '../../../../src/games/zapotec/types.ts';
import { samplePositions } from './helpers.ts';

/** Another real state with the same view for `seat`: unseen cards and tiles dealt differently. */
function reshuffled(s: ZapotecState, seat: number): ZapotecState {
  const t = zapotecGame.copy!(s);
  // Pool every unseen action card (other hands, other secret picks, deck, box) and deal it back reversed.
  const slots: { get: () => number; set: (v: number) => void }[] = [];
  t.players.forEach((p, other) => {
    if (other === seat) return;
    p.hand.forEach((_, i) => slots.push({ get: () => p.hand[i]!, set: (v) => (p.hand[i] = v) }));
    if (t.chosen[other] !== NONE) slots.push({ get: () => t.chosen[other]!, set: (v) => (t.chosen[other] = v) });
  });
  t.deck.forEach((_, i) => slots.push({ get: () => t.deck[i]!, set: (v) => (t.deck[i] = v) }));
  t.removedCards.forEach((_, i) => slots.push({ get: () => t.removedCards[i]!, set: (v) => (t.removedCards[i] = v) }));
  const cards = slots.map((x) => x.get()).reverse();
  slots.forEach((x, i) => x.set(cards[i]!));
  t.tradeStacks = t.tradeStacks.map((stack) => stack.slice().reverse());
  t.tradeRemoved = t.tradeRemoved.slice().reverse();
  if (t.cocijobot && t.cocijobot.deck.length > 1) {
    // Keep a card with the same public back on top.
    const deck = t.cocijobot.deck;
    const top = deck[deck.length - 1]!;
    const rest = deck.slice(0, -1).reverse();
    t.cocijobot.deck = [...rest, top];
    const j = rest.findIndex((c) => c !== top && cocijobotCard(c).back === cocijobotCard(top).back);
    if (j >= 0) [t.cocijobot.deck[j], t.cocijobot.deck[deck.length - 1]] = [top, rest[j]!];
  }
  return t;
}

describe('Zapotec bots and hidden information', () => {
  const cases = [
    ...samplePositions({ players: 3 }, 'hidden-3p', 1),
    ...samplePositions({ players: 1, difficulty: 'normal' }, 'hidden-solo', 1),
  ];

  it('receive views whose hidden zones are blank', () => {
    for (const { state, seat } of cases) {
      const v = zapotecGame.view(state, seat);
      v.players.forEach((p, other) => { if (other !== seat) expect(p.hand.every((c) => c === HIDDEN)).toBe(true); });
      expect(v.deck.every((c) => c === HIDDEN)).toBe(true);
      expect(v.tradeStacks.flat().every((c) => c === HIDDEN)).toBe(true);
      if (v.cocijobot) expect(v.cocijobot.deck.every((c) => c === HIDDEN)).toBe(true);
    }
  });

  for (const level of ZAPOTEC_LEVELS)
    it(`${level}: same view, same decision, whatever the hidden cards are`, () => {
      const bot = zapotecBots(level);
      let differing = 0;
      for (const { state, seat } of cases) {
        const other = reshuffled(state, seat);
        expect(zapotecGame.view(other, seat)).toEqual(zapotecGame.view(state, seat));
        if (JSON.stringify(other) !== JSON.stringify(state)) differing++;
        const opts = { seed: `hid:${level}`, iterations: 24 };
        const a = bot.decide(zapotecGame.view(state, seat), seat, opts);
        const b = bot.decide(zapotecGame.view(other, seat), seat, opts);
        expect(b.id).toBe(a.id);
        expect(zapotecGame.choices(state, seat).map((c) => c.id)).toContain(a.id);
      }
      expect(differing).toBeGreaterThan(cases.length / 2);
    });
});
