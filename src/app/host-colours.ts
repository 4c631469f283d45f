// Two seats of a hosted room never share a colour: which seats change, and to what.
import type { SeatPublic } from '../net/protocol-host.ts';

/** Player colours a room hands out (the palette's five). */
export const COLOURS = 5;

/**
 * The colour changes that leave no two seats alike: the seat that matters least (an open seat,
 * then a bot, then a guest, never this device's own) gets the first free colour. Empty when no
 * two seats clash.
 */
export function colourFixes(seats: readonly SeatPublic[]): { seat: number; color: number }[] {
  const rank = (s: SeatPublic) => (s.kind === 'local' ? 3 : s.kind === 'remote' && s.status !== 'open' ? 2 : s.kind === 'ai' ? 1 : 0);
  const order = [...seats].sort((a, b) => rank(b) - rank(a) || a.seat - b.seat);
  const used = new Set<number>();
  const clashing: SeatPublic[] = [];
  for (const s of order) {
    if (used.has(s.color % COLOURS)) clashing.push(s);
    else used.add(s.color % COLOURS);
  }
  const fixes: { seat: number; color: number }[] = [];
  for (const s of clashing) {
    const free = Array.from({ length: COLOURS }, (_, c) => c).find((c) => !used.has(c));
    if (free === undefined) break;
    used.add(free);
    fixes.push({ seat: s.seat, color: free });
  }
  return fixes;
}
