// The final scoring of spec 6.3 as things stand, for every seat, without the allocations of the
// rules' scoreLines (it runs at every leaf of the search); the Automa uses its own end lines.
// tests/games/copan/ai checks it against result.ts on whole games.
import { BALLCOURT_HALF, BALLCOURT_TOTAL, CITY_TABLE, ENDGAME_VP_PER_RES, MASK_COMPLETE_VP } from '../data-core.ts';
import { CHARACTERS } from '../data-rc.ts';
import { automaScoreLine } from '../automa-score.ts';
import type { CopanState } from '../types.ts';
import { multAt } from './assets.ts';

/** Majority prize of `seat` (D25: 0 never places; ties share the places' prizes, rounded down). */
export function prizeOf(counts: readonly number[], seat: number, prizes: readonly number[]): number {
  const mine = counts[seat]!;
  if (mine <= 0) return 0;
  let above = 0, tied = 0;
  for (const n of counts) {
    if (n > mine) above++;
    else if (n === mine) tied++;
  }
  let pot = 0;
  for (let i = above; i < above + tied; i++) pot += prizes[i] ?? 0;
  return Math.floor(pot / tied);
}

const halves: number[][] = [[], []];
const totals: number[] = [];

export function finalNow(s: CopanState, out: number[] = []): number[] {
  const n = s.players.length;
  halves[0]!.length = halves[1]!.length = totals.length = n;
  for (let i = 0; i < n; i++) {
    const p = s.players[i]!;
    halves[0]![i] = p.court[0]!;
    halves[1]![i] = p.court[1]!;
    totals[i] = p.court[0]! + p.court[1]!;
  }
  for (let seat = 0; seat < n; seat++) {
    if (s.automa?.seat === seat) {
      out[seat] = automaScoreLine(s).total;
      continue;
    }
    const p = s.players[seat]!;
    let cities = 0;
    for (const k of p.emb) if (k > 0) cities++;
    let v = p.vp + CITY_TABLE[cities]!;
    v += prizeOf(halves[0]!, seat, BALLCOURT_HALF) + prizeOf(halves[1]!, seat, BALLCOURT_HALF) + prizeOf(totals, seat, BALLCOURT_TOTAL);
    let altars = p.reserve;
    for (const who of s.altarSpaces) if (who === seat) altars++;
    let jade = 0;
    for (let b = p.jade; b; b &= b - 1) jade++;
    v += multAt(0, p.priests[0]!) * p.ext + multAt(1, p.priests[1]!) * totals[seat]! + multAt(2, p.priests[2]!) * altars + multAt(3, p.priests[3]!) * jade;
    if (jade === 16) v += MASK_COMPLETE_VP;
    for (const c of p.chars) {
      const r = CHARACTERS[c]!.endRes;
      if (r !== undefined) v += ENDGAME_VP_PER_RES * p.res[r]!;
    }
    out[seat] = v;
  }
  return out;
}
