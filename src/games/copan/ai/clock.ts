// How much of the game is left: the own turns each seat will still start, estimated from the
// open Pyramid spaces and the Decline cubes (the two end triggers), and the round-finishing rule.
import { DECLINE_LAST } from '../data-rc.ts';
import type { CopanState } from '../types.ts';

/** Share of the placements that land on the two tracks closest to exhaustion (rough). */
const DECLINE_SHARE = 0.55;

/** Turns (of any seat) still to start after the current one, before the end is triggered. */
function turnsToTrigger(s: CopanState): number {
  let open = 0;
  for (const c of s.pyramid) if (c === -1) open++;
  let a = Infinity, b = Infinity; // the two smallest gaps to the last space
  for (const c of s.cubes) {
    const gap = DECLINE_LAST - c;
    if (gap < a) [a, b] = [gap, a];
    else if (gap < b) b = gap;
  }
  const decline = (a + b) / DECLINE_SHARE;
  return Math.max(0, Math.min(open, decline));
}

/**
 * Own turns `seat` will still start after the current turn (fractional: an estimate). Once the
 * end is triggered the round is finished exactly (D24).
 */
export function turnsLeft(s: CopanState, seat: number): number {
  if (s.over) return 0;
  const n = s.players.length;
  const order = (x: number) => (x - s.first + n) % n;
  const laterThisRound = order(seat) > order(s.active) ? 1 : 0;
  if (s.endTriggered) return laterThisRound;
  // Turns still to start; the trigger turn's round is then finished.
  const m = turnsToTrigger(s);
  const ahead = (seat - s.active + n) % n || n; // turns until this seat's next start
  if (m < ahead) return laterThisRound;
  return 1 + (m - ahead) / n + (n - 1) / (2 * n);
}

/** Resource-value factor: 1 with `spendTurns` or more own turns to come, fading to 0 at the end. */
export function spendFactor(turns: number, spendTurns: number): number {
  return Math.min(1, Math.max(0, turns) / spendTurns);
}
