// The bots only ever see a seat's view: real states that differ only in what the seat cannot see
// (others' Court tiles, Glyph cards and face-down Characters, the bag, the decks, face-down
// Pyramid tiles, the PRNG) must give the same decision for the same seed, at every level.
import { describe, expect, it } from 'vitest';
import { copanGame, type CopanState } from '../../../../src/games/copan/index.ts';
import { COPAN_LEVELS, copanBots } from '../../../../src/games/copan/ai/index.ts';
import { cloneState } from '../../../../src/games/copan/clone-state.ts';
import { samplePositions, solo } from './helpers.ts';

/** Moves one unit from kind a to kind b in `from` and back in `to` (both count vectors). */
function trade(from: number[], to: number[]): boolean {
  for (let a = 0; a < from.length; a++)
    for (let b = 0; b < from.length; b++)
      if (a !== b && from[a]! > 0 && to[b]! > 0) {
        from[a]!--, from[b]!++, to[b]!--, to[a]!++;
        return true;
      }
  return false;
}

/** Another real state with the same view for `seat`: hidden components dealt differently. */
function reshuffled(s: CopanState, seat: number): CopanState {
  const t = cloneState(s);
  t.players.forEach((p, other) => {
    if (other === seat || t.automa?.seat === other) return;
    trade(p.hand, t.bag);
    trade(p.glyphs, t.glyphDeck);
    if (p.down.length > 0 && t.charDeck.length > 0) [p.down[0], t.charDeck[0]] = [t.charDeck[0]!, p.down[0]!];
  });
  for (let i = 0; i < t.pyramid.length; i++)
    if (t.pyramid[i]! >= 4) {
      const r = t.pyramid[i]! - 4;
      const r2 = t.bag.findIndex((n, k) => k !== r && n > 0);
      if (r2 >= 0) {
        t.pyramid[i] = 4 + r2;
        t.bag[r2]!--;
        t.bag[r]!++;
      }
    }
  t.charDeck.reverse();
  t.altarDeck.reverse();
  t.rng = [5, 6, 7, 8];
  return t;
}

describe('Copan bots and hidden information', () => {
  const cases = [...samplePositions({ players: 3, event: 'ev11' }, 'hidden-3'), ...samplePositions(solo('basic', 'hard'), 'hidden-solo')];

  it('the reshuffled states look the same to the seat but differ', () => {
    for (const { state, seat } of cases) {
      const other = reshuffled(state, seat);
      expect(copanGame.view(other, seat)).toEqual(copanGame.view(state, seat));
      expect(JSON.stringify(other)).not.toBe(JSON.stringify(state));
    }
  });

  for (const level of COPAN_LEVELS)
    it(`${level}: same view, same seed, same decision whatever the hidden components are`, () => {
      const bot = copanBots(level);
      for (const { state, seat } of cases) {
        const opts = { seed: `hid:${level}`, iterations: 10 };
        const a = bot.decide(copanGame.view(state, seat), seat, opts);
        const b = bot.decide(copanGame.view(reshuffled(state, seat), seat), seat, opts);
        expect(b.id).toBe(a.id);
        expect(copanGame.choices(state, seat).map((c) => c.id)).toContain(a.id);
      }
    });
});
