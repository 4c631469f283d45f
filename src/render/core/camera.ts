// Camera maths for a scene laid out at "fit" (world units = CSS pixels at zoom 1): zoom between
// fit and MAX_ZOOM, pan clamped so the content never drifts off, zoom about a point, and focus
// on a rectangle. Pure: the gesture code and the tests share it.
import type { Rect } from './geom.ts';

export interface Camera { z: number; x: number; y: number } // screen = world * z + (x, y)

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
export const FIT: Camera = { z: 1, x: 0, y: 0 };

const clampNum = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** Keeps the content covering the viewport where it is larger, centred where it is smaller. */
export function clampCamera(c: Camera, content: Rect, vw: number, vh: number): Camera {
  const z = clampNum(c.z, MIN_ZOOM, MAX_ZOOM);
  const axis = (t: number, start: number, size: number, view: number): number => {
    const s = size * z;
    if (s <= view) return (view - s) / 2 - start * z;
    return clampNum(t, view - (start + size) * z, -start * z);
  };
  if (z === MIN_ZOOM) return { ...FIT };
  return { z, x: axis(c.x, content.x, content.w, vw), y: axis(c.y, content.y, content.h, vh) };
}

/** Zooms by `factor` keeping the world point under (sx, sy) in place. */
export function zoomAt(c: Camera, factor: number, sx: number, sy: number, content: Rect, vw: number, vh: number): Camera {
  const wx = (sx - c.x) / c.z, wy = (sy - c.y) / c.z;
  const z = clampNum(c.z * factor, MIN_ZOOM, MAX_ZOOM);
  return clampCamera({ z, x: sx - wx * z, y: sy - wy * z }, content, vw, vh);
}

export function panBy(c: Camera, dx: number, dy: number, content: Rect, vw: number, vh: number): Camera {
  return clampCamera({ z: c.z, x: c.x + dx, y: c.y + dy }, content, vw, vh);
}

/** The camera that shows `r` (world) as large as possible, padded by `pad` CSS px. */
export function focusOn(r: Rect, content: Rect, vw: number, vh: number, pad = 16): Camera {
  const z = clampNum(Math.min((vw - 2 * pad) / Math.max(r.w, 1), (vh - 2 * pad) / Math.max(r.h, 1)), MIN_ZOOM, MAX_ZOOM);
  return clampCamera({ z, x: vw / 2 - (r.x + r.w / 2) * z, y: vh / 2 - (r.y + r.h / 2) * z }, content, vw, vh);
}

export const toScreen = (c: Camera, r: Rect): Rect => ({ x: r.x * c.z + c.x, y: r.y * c.z + c.y, w: r.w * c.z, h: r.h * c.z });
export const toWorld = (c: Camera, sx: number, sy: number): { x: number; y: number } => ({ x: (sx - c.x) / c.z, y: (sy - c.y) / c.z });

export function lerpCamera(a: Camera, b: Camera, t: number): Camera {
  // Interpolating zoom geometrically keeps the motion even.
  const z = a.z * Math.pow(b.z / a.z, t);
  return { z, x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

export const sameCamera = (a: Camera, b: Camera): boolean =>
  Math.abs(a.z - b.z) < 1e-4 && Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5;
