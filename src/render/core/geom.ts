// Plain rectangles and points shared by the layout, camera, targets and animation code (no Pixi).

export interface Pt { x: number; y: number }
export interface Rect { x: number; y: number; w: number; h: number }

export const rect = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });
export const centre = (r: Rect): Pt => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
export const contains = (r: Rect, p: Pt): boolean => p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;
export const inflate = (r: Rect, d: number): Rect => ({ x: r.x - d, y: r.y - d, w: r.w + 2 * d, h: r.h + 2 * d });

export function union(rs: readonly Rect[]): Rect | null {
  if (rs.length === 0) return null;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const r of rs) {
    x0 = Math.min(x0, r.x); y0 = Math.min(y0, r.y);
    x1 = Math.max(x1, r.x + r.w); y1 = Math.max(y1, r.y + r.h);
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Grows `r` around its centre to at least `min` on each side. */
export function atLeast(r: Rect, min: number): Rect {
  const w = Math.max(r.w, min), h = Math.max(r.h, min);
  return { x: r.x + (r.w - w) / 2, y: r.y + (r.h - h) / 2, w, h };
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** A placement of a component: its design-space origin at (x, y), scaled by `s`. */
export interface Place { x: number; y: number; s: number }

export const placeRect = (pl: Place, r: Rect): Rect => ({ x: pl.x + r.x * pl.s, y: pl.y + r.y * pl.s, w: r.w * pl.s, h: r.h * pl.s });
export const placePt = (pl: Place, p: Pt): Pt => ({ x: pl.x + p.x * pl.s, y: pl.y + p.y * pl.s });

const MAX_RECTS = 3;

/**
 * Merges overlapping rectangles (after a 2 px margin) for partial redraws. Each rectangle costs
 * one pass over the scene, so they become their union when it is not much larger than they are.
 */
export function mergeRects(rects: readonly Rect[]): Rect[] {
  const out = rects.map((r) => inflate(r, 2));
  for (let i = 0; i < out.length; i++)
    for (let j = i + 1; j < out.length; j++)
      if (overlaps(out[i]!, out[j]!)) {
        out[i] = union([out[i]!, out[j]!])!;
        out.splice(j, 1);
        j = i; // the grown rectangle may now touch earlier ones
      }
  if (out.length <= 1) return out;
  const all = union(out)!;
  const sum = out.reduce((a, r) => a + r.w * r.h, 0);
  return out.length > MAX_RECTS || all.w * all.h <= 4 * sum ? [all] : out;
}
