// Worth of a Court tile placement: the resources its activation collects after its cube moves
// (tiers by the cubes as they will stand), the double space, the tile-bonus Characters; and, in
// the solo game, where the human puts the Automa's tile.
import { TIER_PAYOUT } from '../data-core.ts';
import { DECLINE_LAST, CHARACTERS } from '../data-rc.ts';
import { ADJACENT, IS_DOUBLE, IS_OMEN } from '../board.ts';
import { tierOf } from '../decline.ts';
import { gainAnyWorth, gainWorth, resUnit, type SeatCtx } from './assets.ts';

/** The track a forward move of `track` really moves (D5: past exhausted tracks, clockwise). */
function movedTrack(cubes: readonly number[], track: number): number {
  let t = track;
  for (let i = 0; i < 4 && cubes[t]! >= DECLINE_LAST; i++) t = (t + 1) % 4;
  return cubes[t]! >= DECLINE_LAST ? -1 : t;
}

/** Payout per activated tile of each resource after `track` has moved forward once. */
function payoutsAfter(cubes: readonly number[], track: number, out: number[]): number[] {
  const moved = movedTrack(cubes, track);
  for (let r = 0; r < 4; r++) out[r] = TIER_PAYOUT[tierOf(cubes[r]! + (r === moved ? 1 : 0))]!;
  return out;
}

const pay = [0, 0, 0, 0];
const got = [0, 0, 0, 0];

/** Resources a face-up tile of type `tile` placed on `space` collects. */
export function collectedBy(c: SeatCtx, tile: number, space: number, out: number[] = got): number[] {
  const s = c.s;
  payoutsAfter(s.cubes, tile, pay);
  out.fill(0);
  out[tile]! += pay[tile]!;
  for (const n of ADJACENT[space]!) {
    const t = s.pyramid[n]!;
    if (t >= 0 && t < 4) out[t]! += pay[t]!;
  }
  for (const card of c.p.chars) {
    const perm = CHARACTERS[card]!.perm;
    if (perm?.p === 'tileBonus' && perm.r === tile) out[tile]!++;
  }
  return out;
}

export function placementWorth(c: SeatCtx, tile: number, space: number): number {
  let v = gainWorth(c, collectedBy(c, tile, space));
  if (IS_DOUBLE[space]) v += gainAnyWorth(c, 2);
  if (IS_OMEN[space]) v -= 0.2;
  // Keep a mix of tile types in hand: spend the type held most.
  v += 0.05 * c.p.hand[tile]!;
  return v;
}

/**
 * Solo: the human places the Automa's tile. It collects nothing for the Automa, but it lies next
 * to open spaces the human may fill later; a double space it takes is lost to the human.
 */
export function automaPlacementWorth(c: SeatCtx, tile: number, space: number): number {
  const s = c.s;
  payoutsAfter(s.cubes, tile, pay);
  let open = 0;
  for (const n of ADJACENT[space]!) if (s.pyramid[n] === -1) open++;
  let v = 0.4 * open * pay[tile]! * resUnit(c, tile);
  if (IS_DOUBLE[space]) v -= gainAnyWorth(c, 2) * 0.7;
  if (IS_OMEN[space]) v -= 0.5;
  return v;
}
