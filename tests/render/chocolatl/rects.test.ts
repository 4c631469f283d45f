import { describe, expect, it } from 'vitest';
import type { Rect } from '../../../src/render/core/geom.ts';
import { clusterRects, unionByLabel } from '../../../src/render/chocolatl/rects.ts';

const covers = (outs: Rect[], r: Rect): boolean => outs.some((o) => o.x <= r.x && o.y <= r.y && o.x + o.w >= r.x + r.w && o.y + o.h >= r.y + r.h);
const area = (rs: Rect[]): number => rs.reduce((a, r) => a + r.w * r.h, 0);

describe('dirty rectangles for animation frames', () => {
  it('covers every input, merges overlaps and keeps at most `max`', () => {
    const rs: Rect[] = [];
    for (let i = 0; i < 30; i++) rs.push({ x: (i * 97) % 900, y: (i * 53) % 700, w: 30, h: 40 });
    const out = clusterRects(rs, 6);
    expect(out.length).toBeLessThanOrEqual(6);
    for (const r of rs) expect(covers(out, r)).toBe(true);
  });

  it('keeps far-apart groups apart instead of one union over the screen', () => {
    // A reveal: a row of cards in a panel and one card on each of five boards down the side.
    const panel = Array.from({ length: 10 }, (_, i) => ({ x: 300 + i * 20, y: 600, w: 18, h: 26 }));
    const boards = Array.from({ length: 5 }, (_, i) => ({ x: 900, y: 150 + i * 120, w: 25, h: 35 }));
    const out = clusterRects([...panel, ...boards], 6);
    expect(out.length).toBe(6);
    expect(area(out)).toBeLessThan(20000);
  });

  it('merges cheap neighbours when a pass costs more than the extra area', () => {
    const rs = [{ x: 0, y: 0, w: 20, h: 20 }, { x: 30, y: 0, w: 20, h: 20 }, { x: 800, y: 600, w: 20, h: 20 }];
    expect(clusterRects(rs, 6, 0)).toHaveLength(3);
    const out = clusterRects(rs, 6, 1000);
    expect(out).toHaveLength(2);
    for (const r of rs) expect(covers(out, r)).toBe(true);
  });

  it('unions per label and ignores empty rectangles', () => {
    expect(unionByLabel([{ label: 'a', rect: { x: 0, y: 0, w: 10, h: 10 } }, { label: 'a', rect: { x: 20, y: 5, w: 10, h: 10 } }, { label: 'b', rect: { x: 0, y: 0, w: 1, h: 1 } }]))
      .toEqual([{ x: 0, y: 0, w: 30, h: 15 }, { x: 0, y: 0, w: 1, h: 1 }]);
    expect(clusterRects([{ x: 5, y: 5, w: 0, h: 10 }])).toEqual([]);
  });
});
