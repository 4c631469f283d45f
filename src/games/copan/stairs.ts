// Priests on the four stairways and the Zenith tokens.
import type { Seat } from '../../engine/index.ts';
import { CHARACTERS, STAIR_TOP, ZENITH } from './data.ts';
import { addVp, type Ctx } from './resources.ts';
import type { CopanState } from './types.ts';
import { automaCardsActive } from './automa.ts';

/** All steps on one stairway; the top stops the priest (excess lost). */
export function climb(s: CopanState, seat: Seat, stair: number, n: number, ctx: Ctx): void {
  const p = s.players[seat]!;
  const from = p.priests[stair]!;
  const to = Math.min(STAIR_TOP, from + n);
  p.priests[stair] = to;
  ctx.events.push({ type: 'climb', seat, stair, from, to });
  // D19: one Zenith token per priest, none left after the third.
  if (to === STAIR_TOP && from < STAIR_TOP && !(p.zenith & (1 << stair)) && s.zenithTaken < ZENITH.length) {
    p.zenith |= 1 << stair;
    const vp = ZENITH[s.zenithTaken]!;
    s.zenithTaken++;
    ctx.events.push({ type: 'zenith', seat, stair, vp });
    addVp(s, seat, vp, ctx, 'zenith');
  }
  // Camazotz / Zotz count the spaces actually climbed (D38).
  if (to - from >= 2 && automaCardsActive(s, seat))
    for (const c of p.chars) if (CHARACTERS[c]!.perm?.p === 'climbBonus') s.tasks.unshift({ k: 'gain', seat, n: 1 });
}

export function descend(s: CopanState, seat: Seat, stair: number, n: number, ctx: Ctx): void {
  const p = s.players[seat]!;
  const from = p.priests[stair]!;
  p.priests[stair] = Math.max(0, from - n);
  ctx.events.push({ type: 'descend', seat, stair, from, to: p.priests[stair] });
}
