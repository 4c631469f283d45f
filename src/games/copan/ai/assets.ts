// What a seat's holdings are worth in victory points with `turns` own turns still to come:
// resources, Court tiles and Glyph cards in hand, Characters, priests. Shared by the evaluation
// (whole positions) and the choice ratings (one effect at a time), so both use one scale. A
// SeatCtx is made per seat and position and caches what several ratings ask for again.
import { ENDGAME_VP_PER_RES, ZENITH } from '../data-core.ts';
import { CAPACITY_PER_EXT, EXCHANGE_DIFFERENT, EXCHANGE_SAME, SITE_SYMBOLS, STAIR_BAND, STAIR_MULT, STAIR_TOP, CHARACTERS, type CharacterCard } from '../data-rc.ts';
import type { Fx } from '../data-core.ts';
import { jadeLegalBits } from '../board.ts';
import { capacity } from '../resources.ts';
import type { CopanState, PlayerState } from '../types.ts';
import { spendFactor } from './clock.ts';
import type { CopanWeights } from './weights.ts';

export class SeatCtx {
  readonly p: PlayerState;
  /** VP per resource unit now. */
  readonly unit: number;
  readonly cap: number;
  /** Per stairway: the count it multiplies now, and the expected later additions. */
  readonly counts: number[];
  readonly future: number[];
  /** Caches filled on first use (the position does not change while a context lives). */
  readonly climbs = new Map<number, { stair: number; worth: number }>();
  readonly cache = new Map<string, number>();

  constructor(readonly s: CopanState, readonly seat: number, readonly w: CopanWeights, readonly turns: number) {
    const p = (this.p = s.players[seat]!);
    this.unit = w.res * spendFactor(turns, w.spendTurns);
    this.cap = capacity(p);
    let altars = p.reserve;
    for (const who of s.altarSpaces) if (who === seat) altars++;
    let jade = 0;
    for (let b = p.jade; b; b &= b - 1) jade++;
    this.counts = [p.ext, p.court[0]! + p.court[1]!, altars, jade];
    const base = w.futureCount * turns;
    this.future = [base / 2, base, base, base + glyphJade(p.glyphs)];
  }

  /** A cached number (computed once per context). */
  memo(key: string, f: () => number): number {
    let v = this.cache.get(key);
    if (v === undefined) {
      v = f();
      this.cache.set(key, v);
    }
    return v;
  }
}

export function seatCtx(s: CopanState, seat: number, w: CopanWeights, turns: number): SeatCtx {
  return new SeatCtx(s, seat, w, turns);
}

/** Worth of holding `n` units of one resource (diminishing, nothing beyond capacity). */
export function resHeld(c: SeatCtx, n: number): number {
  const k = Math.min(n, c.cap);
  return c.unit * (k - (c.w.resGlut * k * (k - 1)) / 2);
}

/** Marginal worth of one more unit of resource r (0 at capacity). */
export function resUnit(c: SeatCtx, r: number): number {
  const n = c.p.res[r]!;
  return n >= c.cap ? 0 : c.unit * (1 - c.w.resGlut * n);
}

/** Worth of gaining `v` resources now (capacity and diminishing returns included). */
export function gainWorth(c: SeatCtx, v: readonly number[]): number {
  let total = 0;
  for (let r = 0; r < 4; r++) if (v[r]) total += resHeld(c, c.p.res[r]! + v[r]!) - resHeld(c, c.p.res[r]!);
  return total;
}

/** Worth given up by paying `v` from `res` (the seat's resources by default). */
export function payWorth(c: SeatCtx, v: readonly number[], res: readonly number[] = c.p.res): number {
  let total = 0;
  for (let r = 0; r < 4; r++) if (v[r]) total += resHeld(c, res[r]!) - resHeld(c, res[r]! - v[r]!);
  return total;
}

/** Best worth of `n` resources of choice: one at a time where they are worth most. */
export function gainAnyWorth(c: SeatCtx, n: number): number {
  const r0 = c.p.res;
  const extra = [0, 0, 0, 0];
  let total = 0;
  for (let k = 0; k < n; k++) {
    let best = -1, bestV = 0;
    for (let r = 0; r < 4; r++) {
      const v = resHeld(c, r0[r]! + extra[r]! + 1) - resHeld(c, r0[r]! + extra[r]!);
      if (v > bestV) [best, bestV] = [r, v];
    }
    if (best < 0) break;
    extra[best]!++;
    total += bestV;
  }
  return total;
}

/** Multiplier of stairway `i` for a priest at `pos`. */
export const multAt = (i: number, pos: number): number => STAIR_MULT[i]![STAIR_BAND[Math.min(STAIR_TOP, pos)]!]!;

/** Worth of climbing `n` steps on stairway i now (band change on present and future counts, Zenith). */
export function climbWorth(c: SeatCtx, i: number, n: number): number {
  const from = c.p.priests[i]!;
  const to = Math.min(STAIR_TOP, from + n);
  if (to === from) return 0;
  let v = (multAt(i, to) - multAt(i, from)) * (c.counts[i]! + c.future[i]!) + c.w.priestStep * (to - from);
  if (to === STAIR_TOP && !(c.p.zenith & (1 << i)) && c.s.zenithTaken < ZENITH.length) v += ZENITH[c.s.zenithTaken]!;
  if (to - from >= 2) for (const card of c.p.chars) if (CHARACTERS[card]!.perm?.p === 'climbBonus') v += gainAnyWorth(c, 1);
  return v;
}

/** The best stairway for a climb of n, and its worth (cached). */
export function bestClimb(c: SeatCtx, n: number): { stair: number; worth: number } {
  let hit = c.climbs.get(n);
  if (hit) return hit;
  let stair = 0, worth = -Infinity;
  for (let i = 0; i < 4; i++) {
    const v = climbWorth(c, i, n);
    if (v > worth) [stair, worth] = [i, v];
  }
  hit = { stair, worth };
  c.climbs.set(n, hit);
  return hit;
}

/** Jade tiles the Glyph cards in hand can still be exchanged for (a rough count). */
export function glyphJade(glyphs: readonly number[]): number {
  let total = 0, distinct = 0, most = 0;
  for (const n of glyphs) {
    total += n;
    if (n > 0) distinct++;
    if (n > most) most = n;
  }
  const diff = EXCHANGE_DIFFERENT[Math.min(distinct, 6)]?.[0] ?? 0;
  const same = EXCHANGE_SAME[Math.min(most, 8)]?.[0] ?? 0;
  return Math.max(diff, same) + 0.35 * Math.max(0, total - Math.max(distinct, most));
}

/** Worth of one more jade tile on the mask (its space's effect and the power stairway). */
export function jadeWorth(c: SeatCtx): number {
  return c.memo('jade', () => {
    if (c.p.jade === 0xffff || jadeLegalBits(c.p.jade) === 0) return 0;
    return c.w.jadeEffect * spendFactor(c.turns + 1, c.w.spendTurns) + Math.max(0, multAt(3, c.p.priests[3]!)) + 0.5;
  });
}

/** Worth of Glyph cards in hand (what they exchange into, while an exchange can still happen). */
export function glyphsWorth(c: SeatCtx, glyphs: readonly number[] = c.p.glyphs): number {
  const canExchange = c.turns > 0 || (c.seat === c.s.active && !c.s.exchanged);
  return canExchange ? 0.85 * glyphJade(glyphs) * jadeWorth(c) : 0;
}

/** Worth of one Glyph card of colour `colour` (-1: the least held) added to the hand. */
export function glyphCardWorth(c: SeatCtx, colour = -1): number {
  const g = c.p.glyphs;
  if (colour < 0) {
    colour = 0;
    for (let i = 1; i < g.length; i++) if (g[i]! < g[colour]!) colour = i;
  }
  const after = g.slice();
  after[colour]!++;
  return glyphsWorth(c, after) - c.memo('glyphs', () => glyphsWorth(c));
}

/** Worth of a storage extension: capacity, a Character space and the food stairway. */
export function storageWorth(c: SeatCtx): number {
  return c.memo('storage', () => {
    if (c.s.storagePile === 0) return 0;
    const mult = Math.max(multAt(0, c.p.priests[0]!), c.turns > 2 ? 2 : -2);
    return mult + c.unit * 1.2 + (c.turns > 0 ? 0.5 : 0) + endgameCapacityWorth(c);
  });
}

/** What two more units of capacity add to the end-game Characters the seat holds. */
function endgameCapacityWorth(c: SeatCtx): number {
  if (c.w.endFill === 0 || c.turns <= 0) return 0;
  let n = 0;
  for (const card of c.p.chars) if (CHARACTERS[card]!.kind === 'endgame') n++;
  return n * ENDGAME_VP_PER_RES * CAPACITY_PER_EXT * c.w.endFill * c.w.endShare;
}

/** Worth of a Court tile added to the hand. */
export function tileWorth(c: SeatCtx): number {
  const held = c.p.hand[0]! + c.p.hand[1]! + c.p.hand[2]! + c.p.hand[3]!;
  return held < c.turns ? c.w.tile : 0.15;
}

/**
 * A Character's worth to its holder: instants by their effect, permanents by the turns left,
 * end-game ones by the units of their type the seat expects to hold at the end (w.endFill).
 */
export function characterWorth(c: SeatCtx, card: number, fxWorth: (fx: Fx) => number): number {
  const ch: CharacterCard = CHARACTERS[card]!;
  if (ch.kind === 'instant') return ch.fx ? 0.9 * fxWorth(ch.fx) : 0;
  if (ch.kind === 'endgame') return ENDGAME_VP_PER_RES * Math.min(c.cap, Math.max(c.p.res[ch.endRes!]! + 1, c.w.endFill * c.cap)) * c.w.endShare;
  const t = c.turns;
  switch (ch.perm!.p) {
    case 'tileBonus':
      return 0.35 * t * c.unit;
    case 'siteVp':
      return 2 * c.w.siteRate * t;
    case 'discount':
      return c.w.siteRate * t * c.unit;
    case 'climbBonus':
      return 0.35 * t * c.unit;
  }
}

/** Worth of a totem on `site`/`space` with `side` up: the gain of staying on next turn. */
export function stayWorth(c: SeatCtx, site: number, space: number, side: number): number {
  if (site < 0 || space >= 2 || c.turns < 1) return 0;
  const sym = SITE_SYMBOLS[site]![space + 1]!;
  return c.w.stay * (side === 1 ? 2 * sym : sym * c.unit);
}
