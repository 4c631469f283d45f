import { describe, expect, it } from 'vitest';
import { MIN_TARGET } from '../../../src/render/tokens.ts';
import { SPACE, spaceRect, tradeSlot } from '../../../src/render/zapotec/geometry.ts';
import { chooseLayout, layoutScene, readsWhole } from '../../../src/render/zapotec/layout.ts';
import { MIN_PX, choosePages, pageOf, pageScale, pagedLayout, pickPage, tabRect } from '../../../src/render/zapotec/pages.ts';
import { CELL, handCard } from '../../../src/render/zapotec/player-geometry.ts';

// Canvas sizes the game screen gives the board: phone portrait, tablet and desktop landscape.
const PHONE = [390, 600] as const, TABLET = [1024, 560] as const, DESKTOP = [1100, 720] as const;
const order2 = [0, 1], order4 = [0, 1, 2, 3];

describe('Zapotec pages per screen', () => {
  for (const [name, [w, h]] of Object.entries({ PHONE, TABLET, DESKTOP }))
    for (const order of [order2, order4])
      it(`${name} with ${order.length} players: every page reads at ${MIN_PX} px and every tab is a finger wide`, () => {
        const l = chooseLayout(w, h, order, null);
        expect(l.paged).toBeDefined();
        const set = choosePages(order, w, h);
        for (const id of l.paged!.ids) {
          const p = pagedLayout(order, w, h, id);
          const def = set.find((d) => d.id === id)!;
          expect(p.scale * def.floor, id).toBeGreaterThanOrEqual(MIN_PX);
          expect(pageScale(def, p.slot)).toBeCloseTo(p.scale);
          // The shown part sits inside the canvas.
          for (const part of p.parts) {
            expect(part.place.x + part.clip.x * part.place.s).toBeGreaterThanOrEqual(-0.5);
            expect(part.place.y + (part.clip.y + part.clip.h) * part.place.s).toBeLessThanOrEqual(h + 0.5);
          }
          // Spaces and grid cells are finger-sized where they are shown.
          if (p.parts.some((q) => q.comp === 'main' && q.clip.y > 300)) expect(SPACE * p.scale).toBeGreaterThanOrEqual(MIN_TARGET);
          if (p.parts.some((q) => q.comp === 'p0')) expect(CELL * p.scale).toBeGreaterThanOrEqual(MIN_TARGET);
        }
        l.paged!.ids.forEach((_, i) => {
          const r = tabRect(l.paged!.tabs, i);
          expect(Math.min(r.w, r.h)).toBeGreaterThanOrEqual(MIN_TARGET);
          expect(r.x + r.w).toBeLessThanOrEqual(w);
        });
      });

  it('splits finer on a phone than on a tablet, and not at all on a wall-sized canvas', () => {
    const phone = choosePages(order2, ...PHONE).map((p) => p.id);
    const tablet = choosePages(order2, ...TABLET).map((p) => p.id);
    expect(phone).toEqual(expect.arrayContaining(['etla', 'ocotlan', 'mitla', 'p0', 'p1']));
    expect(tablet.length).toBeLessThan(phone.length);
    expect(readsWhole(layoutScene(2600, 2000, 2))).toBe(true);
    expect(chooseLayout(2600, 2000, order2, null).paged).toBeUndefined();
  });

  it('brings the decision into sight: a build to its region, a card to the own board, a buy to the trade rows', () => {
    const [w, h] = PHONE;
    const ids = choosePages(order2, w, h).map((p) => p.id);
    expect(pageOf(order2, w, h, 'main', spaceRect(20))).toBe('ocotlan');
    // On a phone the hand is not drawn on the board (the own area shows it, as large buttons).
    expect(pageOf(order2, w, h, 'p1', handCard(0))).toBeNull();
    expect(pageOf(order2, ...TABLET, 'p1', handCard(0))).not.toBeNull();
    expect(pageOf(order2, w, h, 'main', tradeSlot(2, 1))).toBe('trade');
    // The page shown stays while it holds a target; else the first page holding one; else it stays.
    expect(pickPage(ids, 'mitla', new Set(['etla', 'mitla']), 'p0')).toBe('mitla');
    expect(pickPage(ids, 'p1', new Set(['etla', 'mitla']), 'p0')).toBe('etla');
    expect(pickPage(ids, 'sacrifice', new Set(), 'p0')).toBe('sacrifice');
    expect(pickPage(ids, null, new Set(), 'p0')).toBe('p0');
  });

  it('re-lays the board on a resize or a turn of the phone', () => {
    const portrait = chooseLayout(390, 600, order2, 'etla');
    const landscape = chooseLayout(844, 360, order2, 'etla');
    expect(portrait.paged?.page).toBe('etla');
    expect(landscape.paged).toBeDefined();
    expect(landscape.paged!.tabs.rows).toBe(1);
    expect(portrait.paged!.tabs.rows).toBe(2);
  });
});
