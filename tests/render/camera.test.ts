import { describe, expect, it } from 'vitest';
import { FIT, MAX_ZOOM, clampCamera, focusOn, lerpCamera, panBy, toScreen, toWorld, zoomAt } from '../../src/render/core/camera.ts';

const content = { x: 8, y: 8, w: 374, h: 828 };
const [W, H] = [390, 844];

describe('camera', () => {
  it('stays at fit at zoom 1 and never pans there', () => {
    expect(clampCamera({ z: 1, x: 40, y: -30 }, content, W, H)).toEqual(FIT);
    expect(panBy(FIT, 50, 50, content, W, H)).toEqual(FIT);
  });

  it('zooms about the pointer: the world point under it stays put', () => {
    const c = zoomAt(FIT, 2, 200, 300, content, W, H);
    expect(c.z).toBe(2);
    const w = toWorld(FIT, 200, 300);
    const s = toScreen(c, { x: w.x, y: w.y, w: 0, h: 0 });
    expect(s.x).toBeCloseTo(200, 6);
    expect(s.y).toBeCloseTo(300, 6);
  });

  it('clamps zoom to [1, 3] and keeps the content covering the viewport', () => {
    const c = zoomAt(FIT, 10, 0, 0, content, W, H);
    expect(c.z).toBe(MAX_ZOOM);
    const far = panBy(c, 5000, 5000, content, W, H);
    const r = toScreen(far, content);
    expect(r.x).toBeLessThanOrEqual(0);
    expect(r.y).toBeLessThanOrEqual(0);
    const other = panBy(c, -5000, -5000, content, W, H);
    const r2 = toScreen(other, content);
    expect(r2.x + r2.w).toBeGreaterThanOrEqual(W - 1e-6);
    expect(r2.y + r2.h).toBeGreaterThanOrEqual(H - 1e-6);
  });

  it('focuses a small rectangle as large as the zoom limit allows, centred', () => {
    const target = { x: 100, y: 100, w: 60, h: 60 };
    const c = focusOn(target, content, W, H);
    expect(c.z).toBe(MAX_ZOOM);
    const s = toScreen(c, target);
    expect(s.w).toBe(180);
    const wide = focusOn({ x: 8, y: 8, w: 374, h: 300 }, content, W, H);
    expect(wide.z).toBe(1);
  });

  it('interpolates zoom geometrically', () => {
    const m = lerpCamera({ z: 1, x: 0, y: 0 }, { z: 4, x: 100, y: 0 }, 0.5);
    expect(m.z).toBeCloseTo(2, 9);
    expect(m.x).toBe(50);
  });
});
