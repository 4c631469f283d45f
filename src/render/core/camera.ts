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

/** Whether every rect (screen px) lies inside the w×h view, `slack` px of tolerance. */
export function allInView(rects: readonly { x: number; y: number; w: number; h: number }[], w: number, h: number, slack = 1): boolean {
  return rects.every((r) => r.x >= -slack && r.y >= -slack && r.x + r.w <= w + slack && r.y + r.h <= h + slack);
}

/**
 * What a tap on the board does. A legal target takes it; otherwise a second quick tap zooms (in at
 * fit, back to fit when zoomed) and a single tap only asks what is there: it never zooms.
 */
export type TapOutcome = 'target' | 'zoomIn' | 'fit' | 'inspect';
export function tapOutcome(hitTarget: boolean, secondTap: boolean, zoomed: boolean): TapOutcome {
  if (hitTarget) return 'target';
  if (secondTap) return zoomed ? 'fit' : 'zoomIn';
  return 'inspect';
}

/** A camera kept across a remount or a reload, with the board size it was taken at. */
export interface SavedCamera { z: number; x: number; y: number; w: number; h: number; mode: 'fit' | 'focus' | 'user' }

/**
 * Reads a saved camera, or null when it is not one, is for another board size, or is out of range.
 * What storage returns is not trusted: a stale or edited entry must never show a broken view.
 */
export function readSavedCamera(raw: string | null, w: number, h: number): SavedCamera | null {
  if (!raw) return null;
  let v: unknown;
  try { v = JSON.parse(raw); } catch { return null; }
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const num = (k: string) => typeof o[k] === 'number' && Number.isFinite(o[k]) ? (o[k] as number) : null;
  const z = num('z'), x = num('x'), y = num('y'), sw = num('w'), sh = num('h');
  if (z === null || x === null || y === null || sw === null || sh === null) return null;
  if (z < MIN_ZOOM || z > MAX_ZOOM || Math.abs(sw - w) > 1 || Math.abs(sh - h) > 1) return null;
  if (Math.abs(x) > w * MAX_ZOOM * 2 || Math.abs(y) > h * MAX_ZOOM * 2) return null;
  const mode = o.mode === 'user' || o.mode === 'focus' ? o.mode : 'fit';
  return { z, x, y, w: sw, h: sh, mode };
}
