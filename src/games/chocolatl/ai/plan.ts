// The offering planner: shares the seat's remaining cards out over its empty slots this round so
// that the summed worth of the locations (odds.ts tables) is as high as a swap search can make it:
// the biggest cards go where the stakes are highest, then any two cards on different locations
// are swapped while that helps.
import { NONE, type ChocolatlState } from '../types.ts';
import { open } from './odds.ts';

export interface Plan {
  /** Cards the plan puts on each location (index 1..6), beyond those already placed. */
  cards: number[][];
  /** Worth of the plan (sum of the open locations' table values). */
  worth: number;
}

/** Own card sum already on each location, and how many own slots are still empty there. */
export function ownSlots(s: ChocolatlState, seat: number): { fixed: number[]; need: number[] } {
  const b = s.boards[seat]!;
  const fixed = [0, 0, 0, 0, 0, 0, 0];
  const need = [0, 0, 0, 0, 0, 0, 0];
  for (let loc = 1; loc <= 6; loc++) {
    if (!open(s, loc)) continue;
    for (const i of [2 * loc - 2, 2 * loc - 1]) {
      if (b[i] === NONE) need[loc]!++;
      else fixed[loc]! += b[i]!;
    }
  }
  return { fixed, need };
}

const at = (t: Float64Array | null, sum: number): number => (t ? t[Math.min(t.length - 1, Math.max(0, sum))]! : 0);

/**
 * Best found allocation of `cards` to the `need` slots (sum of need = cards.length), with `fixed`
 * card sums already on the locations and `tables` their worth by card sum.
 */
export function planCards(cards: readonly number[], need: readonly number[], fixed: readonly number[], tables: readonly (Float64Array | null)[]): Plan {
  const locs: number[] = [];
  for (let loc = 1; loc <= 6; loc++) if (need[loc]! > 0) locs.push(loc);
  // Start: locations by stake, highest cards first.
  const stakeOf = (loc: number): number => at(tables[loc]!, fixed[loc]! + 30) - at(tables[loc]!, fixed[loc]!);
  locs.sort((a, b) => stakeOf(b) - stakeOf(a) || a - b);
  const sorted = [...cards].sort((a, b) => b - a);
  const slotLoc: number[] = [];
  const slotCard: number[] = [];
  let k = 0;
  for (const loc of locs) for (let i = 0; i < need[loc]!; i++) {
    slotLoc.push(loc);
    slotCard.push(sorted[k++]!);
  }
  const sum = fixed.slice();
  for (let i = 0; i < slotLoc.length; i++) sum[slotLoc[i]!]! += slotCard[i]!;
  // Swap search: any two cards on different locations.
  for (let pass = 0; pass < 12; pass++) {
    let improved = false;
    for (let i = 0; i < slotLoc.length; i++)
      for (let j = i + 1; j < slotLoc.length; j++) {
        const a = slotLoc[i]!, b = slotLoc[j]!;
        const d = slotCard[j]! - slotCard[i]!;
        if (a === b || d === 0) continue;
        const ta = tables[a]!, tb = tables[b]!;
        const gain = at(ta, sum[a]! + d) + at(tb, sum[b]! - d) - at(ta, sum[a]!) - at(tb, sum[b]!);
        if (gain > 1e-9) {
          sum[a]! += d;
          sum[b]! -= d;
          [slotCard[i], slotCard[j]] = [slotCard[j]!, slotCard[i]!];
          improved = true;
        }
      }
    if (!improved) break;
  }
  const out: number[][] = [[], [], [], [], [], [], []];
  for (let i = 0; i < slotLoc.length; i++) out[slotLoc[i]!]!.push(slotCard[i]!);
  let worth = 0;
  for (let loc = 1; loc <= 6; loc++) if (tables[loc] && (need[loc]! > 0 || fixed[loc]! > 0)) worth += at(tables[loc]!, sum[loc]!);
  for (const c of out) c.sort((a, b) => a - b);
  return { cards: out, worth };
}

/** The seat's plan for the rest of the round from its hand. */
export function planSeat(s: ChocolatlState, seat: number, tables: readonly (Float64Array | null)[]): Plan {
  const { fixed, need } = ownSlots(s, seat);
  return planCards(s.hands[seat]!, need, fixed, tables);
}

/** Worth of putting `cards` on `loc` now, the rest of the hand planned around them. */
export function planWith(s: ChocolatlState, seat: number, loc: number, cards: readonly number[], tables: readonly (Float64Array | null)[]): number {
  const { fixed, need } = ownSlots(s, seat);
  const hand = s.hands[seat]!.slice();
  for (const c of cards) hand.splice(hand.indexOf(c), 1);
  fixed[loc]! += cards.reduce((a, b) => a + b, 0);
  need[loc]! -= cards.length;
  return planCards(hand, need, fixed, tables).worth;
}
