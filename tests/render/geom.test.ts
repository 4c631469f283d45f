import { describe, expect, it } from 'vitest';
import { atLeast, mergeRects, overlaps } from '../../src/render/core/geom.ts';

describe('rectangles', () => {
  it('grows small targets to the minimum around their centre', () => {
    expect(atLeast({ x: 10, y: 10, w: 20, h: 60 }, 44)).toEqual({ x: -2, y: 10, w: 44, h: 60 });
  });

  it('merges overlapping dirty rectangles and keeps far apart ones separate', () => {
    const merged = mergeRects([{ x: 0, y: 0, w: 10, h: 10 }, { x: 8, y: 8, w: 10, h: 10 }]);
    expect(merged).toEqual([{ x: -2, y: -2, w: 22, h: 22 }]);
    const apart = mergeRects([{ x: 0, y: 0, w: 10, h: 10 }, { x: 500, y: 500, w: 10, h: 10 }]);
    expect(apart).toHaveLength(2);
    expect(overlaps(apart[0]!, apart[1]!)).toBe(false);
  });

  it('never loses area and uses at most three passes', () => {
    const rects = Array.from({ length: 9 }, (_, i) => ({ x: (i % 3) * 300, y: Math.floor(i / 3) * 250, w: 20, h: 20 }));
    const merged = mergeRects(rects);
    expect(merged.length).toBeLessThanOrEqual(3);
    const inside = (a: { x: number; y: number; w: number; h: number }, b: typeof a): boolean =>
      a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
    for (const r of rects) expect(merged.some((m) => inside(r, m))).toBe(true);
  });
});
