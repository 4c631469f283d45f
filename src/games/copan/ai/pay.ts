// The cheapest way, in worth given up, to settle a cost (rules: resources.ts isValidPay): pay the
// printed resources, let the discount cover the dearest units, and take "any kind" units from the
// cheapest resources. Greedy is exact here because holding worth is concave per resource.
import { costTotal, type Cost } from '../resources.ts';
import { resHeld, type SeatCtx } from './assets.ts';

const pay = [0, 0, 0, 0];

/** Worth of the last unit of resource r paid when paying `k` of `have` (Infinity if none left). */
const unitCost = (c: SeatCtx, have: number, k: number): number => resHeld(c, have - k + 1) - resHeld(c, have - k);

/** Cheapest worth given up for `cost` from `res`; Infinity when it cannot be paid. */
export function cheapestPay(c: SeatCtx, cost: Cost, res: readonly number[] = c.p.res): number {
  let uncovered = 0, paid = 0, held = 0;
  for (let r = 0; r < 4; r++) {
    pay[r] = Math.min(cost.fixed[r]!, res[r]!);
    uncovered += cost.fixed[r]! - pay[r]!;
    paid += pay[r]!;
    held += res[r]!;
  }
  const total = costTotal(cost);
  if (uncovered > cost.disc || held < total) return Infinity;
  // Discount beyond the missing units: drop the dearest paid units.
  for (let delta = paid - total; delta > 0; delta--) {
    let best = -1, bestV = -1;
    for (let r = 0; r < 4; r++) if (pay[r]! > 0) {
      const v = unitCost(c, res[r]!, pay[r]!);
      if (v > bestV) [best, bestV] = [r, v];
    }
    pay[best]!--;
    paid--;
  }
  // "Any kind" units: add the cheapest available ones.
  for (let delta = total - paid; delta > 0; delta--) {
    let best = -1, bestV = Infinity;
    for (let r = 0; r < 4; r++) if (pay[r]! < res[r]!) {
      const v = unitCost(c, res[r]!, pay[r]! + 1);
      if (v < bestV) [best, bestV] = [r, v];
    }
    if (best < 0) return Infinity;
    pay[best]!++;
  }
  let worth = 0;
  for (let r = 0; r < 4; r++) if (pay[r]) worth += resHeld(c, res[r]!) - resHeld(c, res[r]! - pay[r]!);
  return worth;
}
