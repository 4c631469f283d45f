// The bots only ever see a seat's view: real states that differ only in what the seat cannot see
// (others' hands, face-down offerings, sacrifices, dice declarations, deck orders, the PRNG) must
// give the same decision for the same seed, at every level.
import { describe, expect, it } from 'vitest';
import { chocolatlGame } from '../../../../src/games/chocolatl/index.ts';
import { CHOCOLATL_LEVELS, chocolatlBots } from '../../../../src/games/chocolatl/ai/index.ts';
import { cloneState } from '../../../../src/games/chocolatl/clone-state.ts';
import { slotVisible } from '../../../../src/games/chocolatl/view.ts';
import { NONE, type ChocolatlState } from '../../../../src/games/chocolatl/types.ts';
import { samplePositions } from './helpers.ts';

/** Another real state with the same view for `seat`: each other seat's unseen cards dealt again. */
function reshuffled(s: ChocolatlState, seat: number): ChocolatlState {
  const t = cloneState(s);
  for (let p = 0; p < t.n; p++) {
    if (p === seat) continue;
    // Unseen cards of p: hand, face-down slots, a hidden sacrifice (a base card 0-12).
    const slots: { get: () => number; set: (v: number) => void }[] = [];
    t.hands[p]!.forEach((_, i) => slots.push({ get: () => t.hands[p]![i]!, set: (v) => (t.hands[p]![i] = v) }));
    t.boards[p]!.forEach((v, i) => {
      if (v !== NONE && !slotVisible(t, i)) slots.push({ get: () => t.boards[p]![i]!, set: (x) => (t.boards[p]![i] = x) });
    });
    const cards = slots.map((x) => x.get()).reverse();
    slots.forEach((x, i) => x.set(cards[i]!));
    t.hands[p]!.sort((a, b) => a - b);
    const sac = t.sacrifices[p]!;
    const swap = t.hands[p]!.findIndex((v) => v <= 12 && v !== sac);
    if (sac !== NONE && t.phase !== 'over' && swap >= 0 && t.newCard[p] === NONE) {
      [t.sacrifices[p], t.hands[p]![swap]] = [t.hands[p]![swap]!, sac];
      t.hands[p]!.sort((a, b) => a - b);
    }
    if (t.diceDecl[p] !== NONE && t.dice[p]! > 0) t.diceDecl[p] = t.dice[p]! - t.diceDecl[p]!;
  }
  t.deckHigh.reverse();
  t.deckLow.reverse();
  t.rng = [1, 2, 3, 4];
  return t;
}

describe('Chocolatl bots and hidden information', () => {
  const cases = [...samplePositions(4, 'hidden-4', 1), ...samplePositions(3, 'hidden-3', 1)];

  it('the reshuffled states look the same to the seat but differ', () => {
    let differing = 0;
    for (const { state, seat } of cases) {
      const other = reshuffled(state, seat);
      expect(chocolatlGame.view(other, seat)).toEqual(chocolatlGame.view(state, seat));
      if (JSON.stringify(other) !== JSON.stringify(state)) differing++;
    }
    expect(differing).toBe(cases.length);
  });

  for (const level of CHOCOLATL_LEVELS)
    it(`${level}: same view, same seed, same decision whatever the hidden cards are`, () => {
      const bot = chocolatlBots(level);
      for (const { state, seat } of cases) {
        const opts = { seed: `hid:${level}`, iterations: 12 };
        const a = bot.decide(chocolatlGame.view(state, seat), seat, opts);
        const b = bot.decide(chocolatlGame.view(reshuffled(state, seat), seat), seat, opts);
        expect(b.id).toBe(a.id);
        expect(chocolatlGame.choices(state, seat).map((c) => c.id)).toContain(a.id);
      }
    });
});
