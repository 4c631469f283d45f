import { describe, expect, it } from 'vitest';
import { CENTRE_H, CENTRE_W, PANEL_H, PANEL_W } from '../../../src/render/chocolatl/geometry.ts';
import { PB_H, PB_W, handSize } from '../../../src/render/chocolatl/player-geometry.ts';
import { buildTargets, destinationLoc, type Shown } from '../../../src/render/chocolatl/targets.ts';
import { viewOf, walkGame } from './helpers.ts';

const sizeOf = (comp: string, shown: Shown): [number, number] => {
  if (comp === 'hand') { const s = handSize(shown.hand!); return [s.w, s.h]; }
  if (comp === 'centre') return [CENTRE_W, CENTRE_H];
  if (comp[0] === 'L') return [PANEL_W, PANEL_H];
  return [PB_W, PB_H];
};

describe('choice targets', () => {
  const layouts: Shown[] = [{ hand: 'grid', boards: true }, { hand: 'row', boards: false }, { hand: null, boards: false }];
  for (const players of [3, 5])
    for (const shown of layouts) {
      it(`gives every choice with a place a target inside its component (${players} players, hand ${shown.hand}, boards ${shown.boards})`, () => {
        let checked = 0;
        walkGame(players, `targets-${players}`, ({ state, seat, choices }) => {
          const v = viewOf(state, seat);
          const targets = buildTargets(v, seat, choices, shown);
          const ids = targets.map((t) => t.id);
          expect(new Set(ids).size).toBe(ids.length);
          const covered = new Set(targets.flatMap((t) => t.choiceIds));
          for (const c of choices) {
            if (c.kind === 'dice' && c.count === 0) expect(covered.has(c.id)).toBe(false);
            // A seat holding cards always has its hand on screen; without it only these lose their place.
            else if (!shown.hand && (c.kind === 'sacrifice' || c.kind === 'discard')) continue;
            else expect(covered.has(c.id), c.id).toBe(true);
          }
          for (const t of targets) {
            const [w, h] = sizeOf(t.comp, shown);
            expect(t.rect.x).toBeGreaterThanOrEqual(0);
            expect(t.rect.y).toBeGreaterThanOrEqual(0);
            expect(t.rect.x + t.rect.w).toBeLessThanOrEqual(w + 1e-6);
            expect(t.rect.y + t.rect.h).toBeLessThanOrEqual(h + 1e-6);
            if (t.comp[0] === 'p') expect(t.comp).toBe(`p${seat}`);
            if (t.comp === 'hand') expect(shown.hand).not.toBeNull();
            expect(t.labelKey).toMatch(/^c\.target\./);
          }
          checked += choices.length;
        }, 1200);
        expect(checked).toBeGreaterThan(500);
      });
    }

  it('puts every offer using a card on that card, so one tap narrows a pair to the partners', () => {
    let seen = false;
    walkGame(3, 'pairs', ({ state, seat, choices }) => {
      if (seen || !choices.some((c) => c.kind === 'offer' && c.cards.length === 2)) return;
      const v = viewOf(state, seat);
      const targets = buildTargets(v, seat, choices, { hand: 'grid', boards: true });
      const hand = v.hands[seat]!;
      for (const t of targets) {
        const card = hand[Number(t.id.slice(5))]!;
        for (const id of t.choiceIds) {
          const c = choices.find((x) => x.id === id)!;
          expect(c.kind === 'offer' && c.cards.includes(card)).toBe(true);
        }
      }
      expect(destinationLoc(choices)).toBeGreaterThanOrEqual(1);
      seen = true;
    });
    expect(seen).toBe(true);
  });

  it('targets the city die and the next hut space at L3, and the seats that may place first at L4', () => {
    const kinds = new Set<string>();
    walkGame(4, 'decisions', ({ state, seat, choices }) => {
      const v = viewOf(state, seat);
      for (const t of buildTargets(v, seat, choices, { hand: 'grid', boards: true })) {
        if (t.id === 'city:die' || t.id === 'city:hut') { expect(t.comp).toBe('L3'); kinds.add(t.id); }
        if (t.id.startsWith('order:')) { expect(t.comp).toBe('L4'); kinds.add('order'); }
      }
    }, 3000);
    expect([...kinds].sort()).toEqual(['city:die', 'city:hut', 'order']);
  });
});
