// The per-size layout choice and what it guarantees, in layout math: every word and number at
// least 12 CSS px on a phone, a tablet and a desktop canvas, every tab at least 44 px, the
// Pyramid's spaces 44 px apart wherever the canvas allows it (a phone's Pyramid fills the width
// instead), every panel shown on a large canvas, and a phone layout that never depends on the
// canvas height (no flip mid-turn when the action bar grows).
import { describe, expect, it } from 'vitest';
import { placeRect } from '../../../src/render/core/geom.ts';
import { PYR_FONT_MIN, S, SCORE_FONT_MIN } from '../../../src/render/copan/geometry.ts';
import { PANEL_FONT_MIN } from '../../../src/render/copan/geometry-sites.ts';
import { layoutScene, legibility, READ_PX, seatOrder, TAP_PX, type CompId } from '../../../src/render/copan/layout.ts';
import { tabRect, usesTabs } from '../../../src/render/copan/layout-phone.ts';

const PHONES: [number, number][] = [[390, 600], [390, 700], [360, 640], [430, 800]];
const WIDE: [number, number][] = [[1024, 620], [1024, 700], [1080, 630], [1440, 780], [1920, 1000]];

/** The smallest text on screen (CSS px) of a layout: each component's smallest design font times its scale. */
function minText(places: Record<string, { s: number }>): number {
  return Math.min(...Object.entries(places).map(([id, p]) => p.s * (id === 'pyr' ? PYR_FONT_MIN : id === 'score' ? SCORE_FONT_MIN : PANEL_FONT_MIN)));
}

function tabSizes(w: number, h: number, n: number): number[] {
  const l = layoutScene(w, h, seatOrder(n, 0));
  const tp = l.places.tabs;
  if (!l.tabs || !tp) return [];
  return l.tabs.ids.map((_, i) => { const r = placeRect(tp, tabRect(i, l.tabs!.ids.length)); return Math.min(r.w, r.h); });
}

describe('Copan layout per size', () => {
  it('phone: tabs, every text ≥ 12 px, every tab ≥ 44 px, the Pyramid filling the width', () => {
    for (const [w, h] of PHONES)
      for (const n of [2, 3, 4]) {
        const l = layoutScene(w, h, seatOrder(n, 0));
        expect(l.tabs, `${w}x${h}`).toBeDefined();
        expect(minText(l.places), `${w}x${h} ${n}`).toBeGreaterThanOrEqual(READ_PX);
        for (const t of tabSizes(w, h, n)) expect(t, `${w}x${h} ${n}`).toBeGreaterThanOrEqual(TAP_PX);
        const pyr = layoutScene(w, h, seatOrder(n, 0), 'pyr').places.pyr!;
        expect(pyr.s * 480, `${w}x${h}`).toBeGreaterThan(0.85 * w);
      }
  });

  it('tablet and desktop canvases: every text ≥ 12 px, Pyramid spaces and tabs ≥ 44 px', () => {
    for (const [w, h] of WIDE)
      for (const n of [2, 3, 4]) {
        const l = layoutScene(w, h, seatOrder(n, 0));
        expect(legibility(l.places), `${w}x${h} ${n}`).toBeGreaterThanOrEqual(1);
        expect(minText(l.places)).toBeGreaterThanOrEqual(READ_PX);
        expect(l.places.pyr!.s * S).toBeGreaterThanOrEqual(TAP_PX);
        for (const t of tabSizes(w, h, n)) expect(t).toBeGreaterThanOrEqual(TAP_PX);
        // The board fills the canvas: at least 60 % of it along its tighter side.
        expect(Math.max(l.content.w / w, l.content.h / h), `${w}x${h}`).toBeGreaterThan(0.95);
      }
  });

  it('chooses: every panel on a large canvas, the tabbed panel beside the own board on a tablet', () => {
    expect(layoutScene(1920, 1000, seatOrder(4, 0)).tabs).toBeUndefined();
    const tablet = layoutScene(1024, 700, seatOrder(3, 1));
    expect(tablet.tabs?.ids).not.toContain('b1');
    expect(tablet.places.b1).toBeDefined();
    expect(tablet.places[tablet.tabs!.panel as CompId]).toBeDefined();
  });

  it('never switches a phone between tabs and the whole board when only its height changes', () => {
    for (let h = 200; h <= 1000; h += 20) {
      expect(usesTabs(390, h)).toBe(true);
      expect(layoutScene(390, h, seatOrder(2, 0)).tabs, `${h}`).toBeDefined();
      // The choice made earlier in the turn (Pyramid above the panel, or a tab) holds at any height.
      expect(layoutScene(390, h, seatOrder(2, 0), null, true).tabs!.ids).not.toContain('pyr');
      expect(layoutScene(390, h, seatOrder(2, 0), null, true).places.pyr).toBeDefined();
      expect(layoutScene(390, h, seatOrder(2, 0), null, false).tabs!.ids).toContain('pyr');
    }
    // Left free, a tall canvas shows the Pyramid above the panel and a short one makes it a tab.
    expect(layoutScene(390, 900, seatOrder(2, 0)).pyrShown).toBe(true);
    expect(layoutScene(390, 500, seatOrder(2, 0)).pyrShown).toBe(false);
  });
});
