// Cheap facts the Zapotec bots read from a state: who has what on the board (one pass over the
// spaces, the Palace counting twice), and where each seat stands in the round's timeline.
import { BOARD_SPACES, BUILDING_TYPES, PROPERTIES, REGIONS, ROUNDS, TERRAINS, type Property } from '../data.ts';
import { NONE, type ZapotecState } from '../types.ts';

const typeIx = (t: string) => (BUILDING_TYPES as readonly string[]).indexOf(t);
const regionIx = (r: string) => (REGIONS as readonly string[]).indexOf(r);
const terrainIx = (t: string) => (TERRAINS as readonly string[]).indexOf(t);

/** Per space: its type, region and terrain as 0..2 indices. */
const SPACE_IX = BOARD_SPACES.map((sp) => [typeIx(sp.type), regionIx(sp.region), terrainIx(sp.terrain)] as const);
export const PROPERTY_IX = new Map<Property, number>(PROPERTIES.map((p, i) => [p, i]));

export interface SeatBoard {
  /** Houses per property (PROPERTIES order: types, regions, terrains), the Palace as two. */
  prop: number[];
  /** 3x3 counts, flat [a*3+b]: type x region, type x terrain, region x terrain. */
  typeRegion: number[];
  typeTerrain: number[];
  regionTerrain: number[];
  /** Houses on the board, the Palace as two. */
  weight: number;
}

const pool: SeatBoard[] = [];
const newBoard = (): SeatBoard => ({
  prop: new Array(9).fill(0), typeRegion: new Array(9).fill(0), typeTerrain: new Array(9).fill(0), regionTerrain: new Array(9).fill(0), weight: 0,
});

/** Every seat's board summary. The arrays are reused: valid until the next call. */
export function seatBoards(s: ZapotecState): SeatBoard[] {
  while (pool.length < s.players.length) pool.push(newBoard());
  const out = pool.length === s.players.length ? pool : pool.slice(0, s.players.length);
  for (const b of out) {
    b.prop.fill(0);
    b.typeRegion.fill(0);
    b.typeTerrain.fill(0);
    b.regionTerrain.fill(0);
    b.weight = 0;
  }
  for (let space = 0; space < s.spaceOwner.length; space++) {
    const owner = s.spaceOwner[space]!;
    if (owner === NONE) continue;
    const b = out[owner]!;
    const w = s.players[owner]!.palaceSpace === space ? 2 : 1;
    const ix = SPACE_IX[space]!;
    const t = ix[0], r = ix[1], e = ix[2];
    b.prop[t]! += w;
    b.prop[3 + r]! += w;
    b.prop[6 + e]! += w;
    b.typeRegion[t * 3 + r]! += w;
    b.typeTerrain[t * 3 + e]! += w;
    b.regionTerrain[r * 3 + e]! += w;
    b.weight += w;
  }
  return out;
}

/** Seats that moved on the sacrifice track, best first (written into `out`, which is returned). */
export function sacrificeRanking(s: ZapotecState, out: number[]): number[] {
  out.length = 0;
  for (let seat = 0; seat < s.players.length; seat++) if (s.players[seat]!.sacrifice > 0) out.push(seat);
  out.sort((a, b) => s.players[b]!.sacrifice - s.players[a]!.sacrifice || s.players[a]!.arrival - s.players[b]!.arrival);
  return out;
}

/** Sets of three alike in one dimension and all different in the other, from a flat 3x3 matrix. */
export function setsOf(m: number[], sameIsRow: boolean): number {
  let sets = 0;
  for (let a = 0; a < 3; a++) {
    let low = Infinity;
    for (let b = 0; b < 3; b++) low = Math.min(low, sameIsRow ? m[a * 3 + b]! : m[b * 3 + a]!);
    sets += low;
  }
  return sets;
}

export interface Timeline {
  /** The seat's turn this round is over (or the game is). */
  done: boolean;
  /** The seat is acting now. */
  acting: boolean;
  incomeTaken: boolean;
  scored: boolean;
  /** Turns in which the seat can still spend resources (the current one included while it lasts). */
  spendTurns: number;
  /** Income steps still to come. */
  incomes: number;
  /** Turn scorings still to come. */
  scorings: number;
}

export function timeline(s: ZapotecState, seat: number): Timeline {
  const later = ROUNDS - s.round;
  if (s.phase === 'over') return { done: true, acting: false, incomeTaken: true, scored: true, spendTurns: 0, incomes: 0, scorings: 0 };
  let done = false, acting = false;
  if (s.phase === 'turn') {
    const at = s.order.indexOf(seat);
    done = at < s.turn;
    acting = at === s.turn;
  }
  const incomeTaken = done || (acting && s.step !== 'income');
  const scored = done || (acting && s.step === 'draw');
  const spent = done || (acting && (s.step === 'scoring' || s.step === 'draw'));
  return {
    done, acting, incomeTaken, scored,
    spendTurns: later + (spent ? 0 : 1),
    incomes: later + (incomeTaken ? 0 : 1),
    scorings: later + (scored ? 0 : 1),
  };
}
