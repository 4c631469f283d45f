// Effective offerings and the rank order at a location, with the rulebook's tie rule:
// the Chocolatl holder wins any tie, then the lower score, then the marker higher in the stack.
import type { ChocolatlState } from './types.ts';

/** Cards on `loc` plus huts, the Old Man and black dice rolled here (spec §1.6). */
export function effectiveOffer(s: ChocolatlState, seat: number, loc: number): number {
  const board = s.boards[seat]!;
  let v = board[2 * loc - 2]! + board[2 * loc - 1]!;
  v += loc === 3 ? -s.huts[seat]! : s.huts[seat]!;
  if (seat === s.oldMan) {
    if (loc === 1 && s.oldManRound === s.round - 1) v += 1; // handing it back at L1
    if (loc >= 2 && s.oldManRound === s.round) v -= 1; // taken at this round's L1
  }
  return v + s.diceAdd[seat]!;
}

/** Negative when `a` ranks ahead of `b` on a tie of equal strength (never 0 for a != b). */
export function tieCompare(s: ChocolatlState, a: number, b: number): number {
  if (s.chocolatl === a) return -1;
  if (s.chocolatl === b) return 1;
  if (s.scores[a] !== s.scores[b]) return s.scores[a]! - s.scores[b]!;
  return s.seq[b]! - s.seq[a]!; // arrived later = on top = ranks first
}

/** All seats best first; `offers[seat]` is each one's effective offering. */
export function rankOrder(s: ChocolatlState, offers: readonly number[]): number[] {
  const seats = Array.from({ length: s.n }, (_, i) => i);
  return seats.sort((a, b) => offers[b]! - offers[a]! || tieCompare(s, a, b));
}

/** Winner of a pyramid row's majority (current scores break ties), or -1 if the row is empty. */
export function rowMajority(s: ChocolatlState, from: number, to: number): number {
  const count = new Array<number>(s.n).fill(0);
  for (let box = from; box < to; box++) count[s.pyramid[box]!]!++;
  let best = -1;
  for (let p = 0; p < s.n; p++) {
    if (count[p] === 0) continue;
    if (best < 0 || count[p]! > count[best]! || (count[p] === count[best] && tieCompare(s, p, best) < 0)) best = p;
  }
  return best;
}
