import { describe, expect, it } from 'vitest';
import { overlaps, placeRect, type Rect } from '../../../src/render/core/geom.ts';
import { PYR_W } from '../../../src/render/copan/geometry.ts';
import { compSizes, layoutScene, seatOrder, type CompId } from '../../../src/render/copan/layout.ts';
import { usesTabs } from '../../../src/render/copan/layout-phone.ts';

const SIZES: [number, number][] = [[390, 844], [1024, 768], [1440, 900], [390, 470], [744, 600]];

function rects(w: number, h: number, n: number): [string, Rect][] {
  const l = layoutScene(w, h, seatOrder(n, 0));
  return Object.entries(l.places).map(([id, pl]) => { const s = compSizes(id as CompId, l.tabs?.ids.length); return [id, placeRect(pl, { x: 0, y: 0, w: s.w, h: s.h })]; });
}

describe('Copan layout', () => {
  for (const [w, h] of SIZES)
    for (const n of [2, 3, 4])
      it(`places every component inside ${w}x${h} without overlaps (${n} seats)`, () => {
        const rs = rects(w, h, n);
        const all = ['pyr', 'score', 's0', 's1', 's2', 's3', 's4', ...seatOrder(n, 0).map((s) => `b${s}`)].sort();
        const tabs = layoutScene(w, h, seatOrder(n, 0)).tabs;
        if (tabs) {
          // Phone: the tab strip, one panel, and every component reachable (shown or a tab).
          expect(rs.map(([id]) => id)).toContain('tabs');
          expect(rs.map(([id]) => id)).toContain(tabs.panel);
          // With tabs the score strip may be left out (each board's tab shows its seat's score); a phone always leaves it out.
          expect([...new Set([...rs.map(([id]) => id), ...tabs.ids])].filter((id) => id !== 'tabs' && id !== 'score').sort()).toEqual(all.filter((id) => id !== 'score'));
          if (usesTabs(w, h)) expect(rs.map(([id]) => id)).not.toContain('score');
        } else expect(rs.map(([id]) => id).sort()).toEqual(all);
        for (const [id, r] of rs) {
          expect(r.x, id).toBeGreaterThanOrEqual(-0.01);
          expect(r.y, id).toBeGreaterThanOrEqual(-0.01);
          expect(r.x + r.w, id).toBeLessThanOrEqual(w + 0.01);
          expect(r.y + r.h, id).toBeLessThanOrEqual(h + 0.01);
        }
        for (let i = 0; i < rs.length; i++) for (let j = i + 1; j < rs.length; j++) expect(overlaps(rs[i]![1], rs[j]![1]), `${rs[i]![0]} / ${rs[j]![0]}`).toBe(false);
      });

  it('lays the phone out in portrait with the Pyramid widest, and wide screens in landscape', () => {
    const phone = layoutScene(390, 844, [0, 1, 2]);
    expect(phone.shape).toBe('portrait');
    expect(phone.places.pyr!.s * PYR_W).toBeGreaterThan(0.6 * 390);
    expect(layoutScene(1024, 768, [0, 1, 2]).shape).toBe('landscape');
    expect(layoutScene(1440, 900, [0, 1, 2, 3]).shape).toBe('landscape');
  });

  it('puts the viewer first', () => {
    expect(seatOrder(4, 2)).toEqual([2, 3, 0, 1]);
    expect(seatOrder(2, 7)).toEqual([0, 1]);
  });
});
