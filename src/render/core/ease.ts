// CSS-style cubic-bezier easing and the motion durations of visual.md §7 (pure).
import { MOTION } from '../tokens.ts';

/** The easing function of CSS `cubic-bezier(x1, y1, x2, y2)`, solved by Newton steps + bisection. */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): (t: number) => number {
  const cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx;
  const cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by;
  const sx = (u: number): number => ((ax * u + bx) * u + cx) * u;
  const sy = (u: number): number => ((ay * u + by) * u + cy) * u;
  const dx = (u: number): number => (3 * ax * u + 2 * bx) * u + cx;
  return (t: number): number => {
    if (t <= 0) return 0;
    if (t >= 1) return 1;
    let u = t;
    for (let i = 0; i < 6; i++) {
      const err = sx(u) - t;
      const d = dx(u);
      if (Math.abs(err) < 1e-6) return sy(u);
      if (Math.abs(d) < 1e-6) break;
      u -= err / d;
    }
    let lo = 0, hi = 1;
    u = t;
    for (let i = 0; i < 30; i++) {
      const v = sx(u);
      if (Math.abs(v - t) < 1e-6) break;
      if (v < t) lo = u; else hi = u;
      u = (lo + hi) / 2;
    }
    return sy(u);
  };
}

export const decelerate = cubicBezier(...MOTION.decelerate);
export const standard = cubicBezier(...MOTION.standard);

/** Piece travel time for a distance in CSS px: 220 ms + 20 ms per 100 px, capped. */
export const moveDuration = (px: number): number => Math.min(MOTION.moveCap, MOTION.moveBase + (MOTION.movePer100px * px) / 100);
