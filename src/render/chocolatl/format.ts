// Number formatting for the canvas (pure): U+2212 for minus, "+N" for gains (visual.md §5).
import { MINUS } from '../tokens.ts';

export function fmt(n: number, signed = false): string {
  if (n < 0) return MINUS + String(-n);
  return signed && n > 0 ? `+${n}` : String(n);
}
