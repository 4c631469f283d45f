import { describe, expect, it } from 'vitest';
import { overlaps, placeRect, type Rect } from '../../src/render/core/geom.ts';
import { BOARD_H, BOARD_W, TABLE_H, TABLE_W } from '../../src/render/zapotec/geometry.ts';
import { layoutScene, seatOrder } from '../../src/render/zapotec/layout.ts';
import { PB_H, PB_W } from '../../src/render/zapotec/player-geometry.ts';

const SIZES = [[390, 844], [1024, 768], [1440, 900], [844, 390], [768, 1024]] as const;

describe('scene layout', () => {
  for (const [w, h] of SIZES)
    for (const n of [2, 3, 4]) {
      it(`${w}x${h} with ${n} boards: everything inside the viewport, nothing overlapping`, () => {
        const l = layoutScene(w, h, n);
        const rects: Rect[] = [
          placeRect(l.main, { x: 0, y: 0, w: BOARD_W, h: BOARD_H }),
          placeRect(l.table, { x: 0, y: 0, w: TABLE_W, h: TABLE_H }),
          ...l.boards.map((b) => placeRect(b, { x: 0, y: 0, w: PB_W, h: PB_H })),
        ];
        expect(l.boards).toHaveLength(n);
        for (const r of rects) {
          expect(r.x).toBeGreaterThanOrEqual(-1e-6);
          expect(r.y).toBeGreaterThanOrEqual(-1e-6);
          expect(r.x + r.w).toBeLessThanOrEqual(w + 1e-6);
          expect(r.y + r.h).toBeLessThanOrEqual(h + 1e-6);
        }
        for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i]!, rects[j]!)).toBe(false);
      });
    }

  it('puts the player boards below the board on a phone, beside it on tablet and desktop', () => {
    expect(layoutScene(390, 844, 4).arrangement).toBe('below');
    expect(layoutScene(1024, 768, 4).arrangement).toBe('right');
    expect(layoutScene(1440, 900, 2).arrangement).toBe('right');
  });

  it('shows the board at least as wide as a phone allows', () => {
    const l = layoutScene(390, 844, 4);
    expect(BOARD_W * l.main.s).toBeGreaterThan(370);
  });

  it('orders seats with the viewer first, then clockwise', () => {
    expect(seatOrder(4, 2)).toEqual([2, 3, 0, 1]);
    expect(seatOrder(3, 0)).toEqual([0, 1, 2]);
    expect(seatOrder(2, -1)).toEqual([0, 1]);
  });
});
