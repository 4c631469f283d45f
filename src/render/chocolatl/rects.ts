// Dirty rectangles for animation frames (pure). Each rectangle costs one scissored pass over the
// scene, and every pixel inside one costs fill time in software WebGL, so moving pieces are
// grouped per component first, then the pair whose union adds the least area is merged until at
// most `max` remain (one big union of a reveal across the board would redraw most of the screen).
import type { Rect } from '../core/geom.ts';

const area = (r: Rect): number => r.w * r.h;
function join(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x), y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}
const touch = (a: Rect, b: Rect): boolean => a.x <= b.x + b.w && b.x <= a.x + a.w && a.y <= b.y + b.h && b.y <= a.y + a.h;

/**
 * At most `max` rectangles covering `rects`, with little extra area: the cheapest merges are made
 * while there are too many, and also while one adds less than `cheap` px² (a pass over the scene
 * costs about as much as filling that much more area).
 */
export function clusterRects(rects: readonly Rect[], max = 6, cheap = 0): Rect[] {
  const out = rects.filter((r) => r.w > 0 && r.h > 0).map((r) => ({ ...r }));
  // Overlapping rectangles always merge (redrawing a pixel twice buys nothing).
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++)
      for (let j = i + 1; j < out.length; j++)
        if (touch(out[i]!, out[j]!)) {
          out[i] = join(out[i]!, out[j]!);
          out.splice(j, 1);
          merged = true;
          break;
        }
  }
  while (out.length > 1) {
    let bi = 0, bj = 1, best = Infinity;
    for (let i = 0; i < out.length; i++)
      for (let j = i + 1; j < out.length; j++) {
        const extra = area(join(out[i]!, out[j]!)) - area(out[i]!) - area(out[j]!);
        if (extra < best) { best = extra; bi = i; bj = j; }
      }
    if (out.length <= max && best >= cheap) break;
    out[bi] = join(out[bi]!, out[bj]!);
    out.splice(bj, 1);
  }
  return out;
}

/** Groups labelled rectangles into one union per label. */
export function unionByLabel(items: readonly { label: string; rect: Rect }[]): Rect[] {
  const by = new Map<string, Rect>();
  for (const { label, rect } of items) {
    const known = by.get(label);
    by.set(label, known ? join(known, rect) : rect);
  }
  return [...by.values()];
}
