// Shadows drawn as geometry: a filter would have to be re-run whenever a cached board redraws.
import type { GraphicsContext } from 'pixi.js';
import { SHADOW } from '../tokens.ts';

/** A soft shadow as stacked translucent rounded rects (no filter, so it caches cheaply). */
export function softShadow(g: GraphicsContext, x: number, y: number, w: number, h: number, r: number): void {
  const steps = 8;
  for (let i = steps; i >= 1; i--) {
    const d = (SHADOW.blur / steps) * i * 0.5;
    g.roundRect(x - d, y - d + 4, w + 2 * d, h + 2 * d, r + d).fill({ color: SHADOW.color, alpha: SHADOW.alpha / steps / 1.6 });
  }
}
