// Every legal decision for a seat right now: each handler of the owed decision lists its
// candidates that pass its own check (rules-table.ts), in the table's order.
import { pending } from './legality.ts';
import { DECISION_RULES } from './rules-table.ts';
import type { ZapotecChoice, ZapotecState } from './types.ts';

export function choices(s: ZapotecState, seat: number): ZapotecChoice[] {
  const owed = pending(s).find((p) => p.seat === seat);
  if (!owed) return [];
  const rules = DECISION_RULES[owed.kind] ?? [];
  if (rules.length === 1) return rules[0]!.options(s, seat);
  const out: ZapotecChoice[] = [];
  for (const r of rules) for (const c of r.options(s, seat)) out.push(c);
  return out;
}
