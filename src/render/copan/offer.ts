// Where the camera should be when targets are offered (pure). Every target's hit area is grown
// to at least 44 × 44 CSS px; if those areas would overlap at fit (the Pyramid on a phone, the
// jade mask), the camera zooms just enough to pull them apart and frames the window that holds
// the most targets. Targets outside the canvas are not offered until the player pans to them.
import { clampCamera, focusOn, MAX_ZOOM, toScreen, type Camera } from '../core/camera.ts';
import { atLeast, overlaps, union, type Rect } from '../core/geom.ts';

/** The hit areas of world rects at camera `c`: screen rects grown to `min`. */
export const hitAreas = (rects: readonly Rect[], c: Camera, min: number): Rect[] => rects.map((r) => atLeast(toScreen(c, r), min));

function separate(a: Rect, b: Rect, z: number, min: number): boolean {
  const ax = Math.max(a.w * z, min), bx = Math.max(b.w * z, min), ay = Math.max(a.h * z, min), by = Math.max(b.h * z, min);
  const dx = Math.abs(a.x + a.w / 2 - b.x - b.w / 2) * z, dy = Math.abs(a.y + a.h / 2 - b.y - b.h / 2) * z;
  return dx >= (ax + bx) / 2 || dy >= (ay + by) / 2;
}

/** The smallest zoom (≥ 1) at which no two grown hit areas overlap (capped at MAX_ZOOM). */
export function separatingZoom(rects: readonly Rect[], min: number): number {
  let z = 1;
  for (let i = 0; i < rects.length; i++)
    for (let j = i + 1; j < rects.length; j++) {
      const a = rects[i]!, b = rects[j]!;
      if (separate(a, b, z, min)) continue;
      let lo = z, hi = MAX_ZOOM;
      if (!separate(a, b, hi, min)) return MAX_ZOOM;
      for (let k = 0; k < 24; k++) { const m = (lo + hi) / 2; if (separate(a, b, m, min)) hi = m; else lo = m; }
      z = hi;
    }
  return z;
}

const inside = (r: Rect, w: number, h: number): boolean => r.x >= -0.5 && r.y >= -0.5 && r.x + r.w <= w + 0.5 && r.y + r.h <= h + 0.5;

/** How many of `rects` (world) have their hit area fully inside the canvas at camera `c`. */
export const visibleCount = (rects: readonly Rect[], c: Camera, w: number, h: number, min: number): number =>
  hitAreas(rects, c, min).filter((r) => inside(r, w, h)).length;

/**
 * The camera to offer `rects` (world) on a w × h canvas, or null when fit is fine: zoomed just
 * enough to pull the hit areas apart and bring small targets to 44 px, centred on the targets
 * when they all fit, else framing the window that shows the most of them.
 */
export function offerCamera(rects: readonly Rect[], content: Rect, w: number, h: number, min: number): Camera | null {
  const all = union(rects);
  if (!all) return null;
  const smallest = Math.min(...rects.map((r) => Math.min(r.w, r.h)));
  // Just enough zoom: targets apart, and the smallest one at 44 px when that is within reach.
  const zNeed = Math.min(MAX_ZOOM, Math.max(separatingZoom(rects, min), smallest < min ? min / Math.max(smallest, 1) : 1));
  if (zNeed <= 1.0001) return null;
  const pad = 12;
  const grown = { x: all.x - pad, y: all.y - pad, w: all.w + 2 * pad, h: all.h + 2 * pad };
  const zAll = focusOn(grown, content, w, h).z;
  if (zAll >= zNeed - 1e-6) {
    const z = Math.min(zAll, zNeed * 1.1);
    const c = clampCamera({ z, x: w / 2 - (all.x + all.w / 2) * z, y: h / 2 - (all.y + all.h / 2) * z }, content, w, h);
    if (visibleCount(rects, c, w, h, min) === rects.length) return c;
  }
  const z = Math.min(MAX_ZOOM, zNeed * 1.01);
  const m = min / z;
  // Among the windows showing the most, the one centred nearest the targets' centre.
  const mid = { x: all.x + all.w / 2, y: all.y + all.h / 2 };
  const off = (c: Camera): number => Math.hypot((w / 2 - c.x) / c.z - mid.x, (h / 2 - c.y) / c.z - mid.y);
  let best: Camera | null = null, bestN = -1;
  const xs = new Set([...rects.map((r) => r.x - m), mid.x - w / z / 2]), ys = new Set([...rects.map((r) => r.y - m), mid.y - h / z / 2]);
  for (const x of xs)
    for (const y of ys) {
      const c = clampCamera({ z, x: -x * z, y: -y * z }, content, w, h);
      const n = visibleCount(rects, c, w, h, min);
      if (n > bestN || (n === bestN && best && off(c) < off(best) - 0.5)) { best = c; bestN = n; }
    }
  return best;
}
