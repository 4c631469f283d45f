// Turning per-seat point totals (final or estimated) into search rewards in [0, 1].
import type { BotRng, Policy } from './types.ts';
import type { Choice, Seat } from '../types.ts';

/**
 * Each seat's reward is a logistic of its lead over the best other seat, `scale` points wide:
 * a win by a large margin ≈ 1, a tie 0.5, a heavy loss ≈ 0. This rewards winning, not raw points.
 */
export function marginRewards(points: readonly number[], scale: number): number[] {
  const out = new Array<number>(points.length);
  for (let i = 0; i < points.length; i++) {
    let best = -Infinity;
    for (let j = 0; j < points.length; j++) if (j !== i && points[j]! > best) best = points[j]!;
    const lead = points.length > 1 ? points[i]! - best : points[i]!;
    out[i] = 1 / (1 + Math.exp(-lead / scale));
  }
  return out;
}

/** Uniformly random rollouts. */
export function randomPolicy<S, C extends Choice>(): Policy<S, C> {
  return (_state: S, _seat: Seat, choices: C[], rng: BotRng) => choices[rng.int(choices.length)]!;
}
