import { describe, expect, it } from 'vitest';
import { cubicBezier, decelerate, moveDuration } from '../../src/render/core/ease.ts';

describe('easing', () => {
  it('matches CSS cubic-bezier at the ends and is monotonic', () => {
    for (const f of [decelerate, cubicBezier(0.4, 0, 0.2, 1)]) {
      expect(f(0)).toBe(0);
      expect(f(1)).toBe(1);
      let last = 0;
      for (let t = 0.01; t < 1; t += 0.01) {
        const v = f(t);
        expect(v).toBeGreaterThanOrEqual(last - 1e-9);
        last = v;
      }
    }
  });

  it('is the identity for the linear curve and decelerates for (0.2, 0, 0, 1)', () => {
    const lin = cubicBezier(0, 0, 1, 1);
    for (const t of [0.1, 0.25, 0.5, 0.9]) expect(lin(t)).toBeCloseTo(t, 4);
    expect(decelerate(0.25)).toBeGreaterThan(0.5); // fast start, slow end
  });

  it('gives piece moves 220 ms plus 20 ms per 100 px, capped at 400 ms', () => {
    expect(moveDuration(0)).toBe(220);
    expect(moveDuration(500)).toBe(320);
    expect(moveDuration(5000)).toBe(400);
  });
});
