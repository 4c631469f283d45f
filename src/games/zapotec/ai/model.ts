// A fitted value model: a seat's final score predicted as its points so far plus a linear function
// of features of its position, with one weight vector per "slot" (round x where the seat stands in
// its turn) and separate tables for solo and multiplayer. fit.ts fits the tables from bot games.
import { GRID_COL_HEADERS, GRID_ROW_HEADERS, RITUAL_CARDS, ROUNDS, SACRIFICE_RANK_VP } from '../data.ts';
import { bonusProperty } from '../cocijobot.ts';
import { HIDDEN, NONE, cardOf, piecesBuilt, tradeTileOf, type ZapotecState } from '../state.ts';
import { PROPERTY_IX, setsOf, timeline, type SeatBoard } from './features.ts';

export const FEATURES = [
  'bias', 'wood', 'brick', 'stone', 'corn', 'gold', 'priest', 'basicSets', 'houses', 'bonusHouses',
  'bestLine', 'lineSum', 'incomeNow', 'pieces', 'piecesDone', 'piecesMedTop', 'piecesLargeTop', 'pyramidHouses',
  'ritualPoints', 'ritualSlots', 'sacrifice', 'sacrificeRank', 'converters', 'builders', 'costTiles', 'scoreTile',
  'advanceTile', 'ritualTile', 'palace', 'discs',
] as const;
export const FEATURE_COUNT = FEATURES.length;
export const SLOT_COUNT = ROUNDS * 3;

export interface ModelTables {
  /** Per slot, FEATURE_COUNT weights. */
  solo: readonly (readonly number[])[];
  multi: readonly (readonly number[])[];
}

/** 0..14: (round - 1) * 3 + 0 before its income, 1 while acting after it, 2 once its turn is over; -1 when over. */
export function slotOf(s: ZapotecState, seat: number): number {
  if (s.phase === 'over') return -1;
  const t = timeline(s, seat);
  return (s.round - 1) * 3 + (t.done || t.scored || (t.acting && (s.step === 'scoring' || s.step === 'draw')) ? 2 : t.incomeTaken ? 1 : 0);
}

/** Line tile counts per basic resource (wood, brick, stone): the better of its row and column. */
function lineCounts(grid: readonly number[], out: number[]): void {
  (['wood', 'brick', 'stone'] as const).forEach((res, i) => {
    const r = GRID_ROW_HEADERS.indexOf(res), c = GRID_COL_HEADERS.indexOf(res);
    let row = 0, col = 0;
    for (let k = 0; k < 3; k++) {
      if (grid[r * 3 + k] !== NONE) row++;
      if (grid[c + 3 * k] !== NONE) col++;
    }
    out[i] = Math.max(row, col);
  });
}

/** Points the seat's ritual discs are worth as things stand. */
export function ritualPointsNow(s: ZapotecState, seat: number, b: SeatBoard): number {
  const p = s.players[seat]!;
  let total = 0;
  for (let i = 0; i < s.rituals.length; i++) {
    if (!s.ritualDiscs[i]!.includes(seat)) continue;
    const card = RITUAL_CARDS[s.rituals[i]!]!;
    if (card.kind === 'sets') {
      const m = card.same === 'type' || card.different === 'type'
        ? (card.same === 'region' || card.different === 'region' ? b.typeRegion : b.typeTerrain) : b.regionTerrain;
      const sameIsRow = card.same === 'type' || (card.same === 'region' && card.different === 'terrain');
      total += Math.min(18, 6 * setsOf(m, sameIsRow));
    } else if (card.kind === 'pyramidLevels') total += Math.min(12, 3 * piecesBuilt(p));
    else if (card.kind === 'sacrificeSteps') total += Math.min(12, p.sacrifice);
    else if (card.kind === 'tradeTiles') total += Math.min(12, p.trade.reduce((n, x) => n + tradeTileOf(x.id).level, 0));
    else total += Math.min(12, p.res[0]! + p.res[1]! + p.res[2]! + 2 * (p.res[3]! + p.res[4]! + p.res[5]!));
  }
  return total;
}

const lines = [0, 0, 0];
const BASIC_IX: Record<string, number> = { wood: 0, brick: 1, stone: 2 };

/** Fills `out` (FEATURE_COUNT long) with the features of `seat` (a human seat). */
export function featuresOf(s: ZapotecState, seat: number, b: SeatBoard, rank: readonly number[], out: Float64Array | number[]): void {
  const p = s.players[seat]!;
  const t = timeline(s, seat);
  const r = p.res;
  lineCounts(p.grid, lines);
  let incomeNow = 0;
  if (!t.incomeTaken) {
    const card = s.played[seat] !== NONE ? s.played[seat]! : s.chosen[seat]!;
    if (card !== NONE && card !== HIDDEN) incomeNow = 1 + 2 * lines[BASIC_IX[cardOf(card).resource]!]!;
  }
  let done = 0, med = 0, large = 0, pyrHouses = 0;
  for (const pyr of s.pyramids) {
    if (pyr.tile === NONE) continue;
    let mine = 0;
    for (const piece of pyr.pieces) if (piece.seat === seat) mine++;
    if (mine === 0) continue;
    const top = pyr.pieces[pyr.pieces.length - 1]!.size;
    if (top === 1) done += mine; else if (top === 2) med += mine; else large += mine;
    pyrHouses += mine * b.prop[pyr.tile]!;
  }
  let conv = 0, build = 0, cost = 0, z35 = 0, z34 = 0, z36 = 0;
  for (const x of p.trade) {
    const e = tradeTileOf(x.id).effect.kind;
    if (e === 'convert') conv++;
    else if (e === 'build') build++;
    else if (e === 'cost') cost++;
    else if (e === 'scoreWithHand') z35++;
    else if (e === 'advance' && x.up) z34++;
    else if (e === 'freeRitual' && x.up) z36++;
  }
  const at = rank.indexOf(seat);
  let i = 0;
  out[i++] = 1;
  for (let k = 0; k < 6; k++) out[i++] = r[k]!;
  out[i++] = Math.min(r[0]!, r[1]!, r[2]!);
  out[i++] = b.weight;
  out[i++] = t.scored ? 0 : b.prop[PROPERTY_IX.get(bonusProperty(s))!]!;
  out[i++] = Math.max(lines[0]!, lines[1]!, lines[2]!);
  out[i++] = lines[0]! + lines[1]! + lines[2]!;
  out[i++] = incomeNow;
  out[i++] = piecesBuilt(p);
  out[i++] = done;
  out[i++] = med;
  out[i++] = large;
  out[i++] = pyrHouses;
  out[i++] = ritualPointsNow(s, seat, b);
  out[i++] = Math.max(0, Math.min(p.discs, Math.min(3, piecesBuilt(p)) - p.ritualActions));
  out[i++] = p.sacrifice;
  out[i++] = at >= 0 && at < 3 ? SACRIFICE_RANK_VP[at]! : 0;
  out[i++] = conv;
  out[i++] = build;
  out[i++] = cost;
  out[i++] = z35;
  out[i++] = z34;
  out[i++] = z36;
  out[i++] = p.palaceSpace !== NONE ? 1 : 0;
  out[i++] = p.discs;
}

const scratch = new Float64Array(FEATURE_COUNT);

/** Predicted final score of a human seat; null when the tables do not cover the position. */
export function modelProjection(m: ModelTables, s: ZapotecState, seat: number, b: SeatBoard, rank: readonly number[]): number | null {
  const slot = slotOf(s, seat);
  const table = (s.cocijobot ? m.solo : m.multi)[slot];
  if (slot < 0 || !table) return null;
  featuresOf(s, seat, b, rank, scratch);
  let total = s.players[seat]!.vp;
  for (let k = 0; k < FEATURE_COUNT; k++) total += table[k]! * scratch[k]!;
  return total;
}
