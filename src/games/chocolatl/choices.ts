// Who owes a decision now, and every legal choice for a seat: both read the phase's decision
// (rules-table.ts), so a seat is pending exactly when it has choices and apply would hear it.
import type { Pending } from '../../engine/types.ts';
import { PHASE_DECISION } from './rules-table.ts';
import type { ChocolatlChoice, ChocolatlState } from './types.ts';

export function pending(s: ChocolatlState): Pending[] {
  const out: Pending[] = [];
  const d = PHASE_DECISION[s.phase];
  if (d) for (let p = 0; p < s.n; p++) if (d.owes(s, p) === null) out.push({ seat: p, kind: s.phase });
  return out;
}

export function choices(s: ChocolatlState, seat: number): ChocolatlChoice[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.n) return [];
  const d = PHASE_DECISION[s.phase];
  return d && d.owes(s, seat) === null ? d.rules.options(s, seat) : [];
}
