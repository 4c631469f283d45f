// What the scene reads off a ChocolatlView beyond its plain fields (pure, no Pixi): which slots
// are face up for everyone, which location the current ranking belongs to, the marker stacks on
// the track, who still owes a decision, pyramid row leaders, hut spaces, and each location's
// offer columns. Display only: the rules stay in the game module.
import { PYRAMID_ROWS, ROW_ENDS, trackColour, type Mode } from '../../games/chocolatl/data.ts';
import { NONE, type ChocolatlView } from '../../games/chocolatl/types.ts';
import { slotVisible } from '../../games/chocolatl/view.ts';
import { TRACK_BOXES } from './geometry.ts';

/** Is slot `i` (0-11) of every board face up for everyone? */
export const slotShown = (v: ChocolatlView, i: number): boolean => slotVisible(v, i);

const COMMITS = new Set(['commitAll', 'commitFirst', 'commitSecond', 'commitLoc']);

/** The location whose result `offers`/`order` hold right now, or 0 when they are stale. */
export function rankedLoc(v: ChocolatlView): number {
  if (v.order.length === 0 || v.round === 0) return 0;
  switch (v.phase) {
    case 'city': case 'pyramidOrder': return v.loc;
    case 'dice': case 'commitLoc': return v.loc - 1; // ranked the previous location (0 at L1)
    case 'over': return v.loc;
    case 'commitAll': case 'commitFirst': case 'commitSecond': case 'sacrifice': case 'discard': return 0;
  }
}

/** The location being played: its panel is framed. 0 between rounds and before the first reveal. */
export function activeLoc(v: ChocolatlView): number {
  if (v.round === 0 || v.phase === 'over' || v.phase === 'discard') return 0;
  if (v.phase === 'commitAll' || v.phase === 'commitFirst' || v.phase === 'commitSecond') return 0;
  return v.loc;
}

/** The black die waits in the city until L3 of the round is resolved. */
export const dieAtCity = (v: ChocolatlView): boolean => v.round >= 1 && v.phase !== 'over' && v.phase !== 'discard' && v.loc <= 3;

/** Seats on each track box, bottom of the stack first (earliest arrival). */
export function stacks(v: ChocolatlView): Map<number, number[]> {
  const out = new Map<number, number[]>();
  v.scores.forEach((s, seat) => {
    const box = ((s % TRACK_BOXES) + TRACK_BOXES) % TRACK_BOXES;
    out.set(box, [...(out.get(box) ?? []), seat]);
  });
  for (const seats of out.values()) seats.sort((a, b) => v.seq[a]! - v.seq[b]! || a - b);
  return out;
}

/** The mode the next round would be played in, read off the leader's box. */
export const nextMode = (v: ChocolatlView): Mode => trackColour(Math.max(0, ...v.scores));

/** Whether `seat` still owes a decision in this view (drawn as a ring on its badge). */
export function owes(v: ChocolatlView, seat: number): boolean {
  const board = v.boards[seat];
  if (!board) return false;
  const empty = (i: number): boolean => board[i] === NONE;
  switch (v.phase) {
    case 'sacrifice': return v.sacrifices[seat] === NONE;
    case 'commitAll': return board.some((_, i) => empty(i));
    case 'commitFirst': return board.some((_, i) => i % 2 === 0 && empty(i));
    case 'commitSecond': return board.some((_, i) => i % 2 === 1 && empty(i));
    case 'commitLoc': return v.loc > 0 && empty(2 * v.loc - 2);
    case 'dice': return v.diceDecl[seat] === NONE;
    case 'city': case 'pyramidOrder': return v.order[0] === seat;
    case 'discard': return v.newCard[seat] !== NONE;
    case 'over': return false;
  }
}

export const isCommit = (v: ChocolatlView): boolean => COMMITS.has(v.phase);

/** Per pyramid row (bottom first): stone counts per seat, the seats with the most, and if it is full. */
export function pyramidRows(v: ChocolatlView): { counts: number[]; leaders: number[]; full: boolean }[] {
  return PYRAMID_ROWS.map((row, r) => {
    const start = r === 0 ? 0 : ROW_ENDS[r - 1]!;
    const counts = new Array<number>(v.n).fill(0);
    for (let b = start; b < start + row.size && b < v.pyramid.length; b++) counts[v.pyramid[b]!]!++;
    const best = Math.max(...counts);
    const leaders = best > 0 ? counts.flatMap((c, seat) => (c === best ? [seat] : [])) : [];
    return { counts, leaders, full: v.pyramid.length >= ROW_ENDS[r]! };
  });
}

/** Stones each seat has in the pyramid. */
export const stonesOf = (v: ChocolatlView): number[] => {
  const out = new Array<number>(v.n).fill(0);
  for (const seat of v.pyramid) out[seat]!++;
  return out;
};

/** Owner of each hut space in the fixed fill order (the rules do not care which space; Q23). */
export function hutSpaces(v: ChocolatlView): number[] {
  return v.huts.flatMap((n, seat) => new Array<number>(n).fill(seat));
}

export interface OfferColumn {
  seat: number;
  cards: [number | null, number | null]; // card value, null face down, NONE (-1) empty slot
  shown: [boolean, boolean]; // face up for everyone
  raw: number | null; // sum of the two cards once both are face up (or known to the viewer)
  effective: number | null; // the effective offering when this location is the ranked one
  rank: number | null; // 1-based place when ranked here
}

/** The columns of location `loc`'s panel: seat order, or rank order once the location is ranked. */
export function offerColumns(v: ChocolatlView, loc: number): OfferColumn[] {
  const ranked = rankedLoc(v) === loc;
  const seats = ranked && v.order.length === v.n ? v.order : Array.from({ length: v.n }, (_, i) => i);
  const a = 2 * loc - 2;
  return seats.map((seat, place) => {
    const board = v.boards[seat]!;
    const at = (i: number): number | null => (board[i] === undefined ? NONE : board[i]!); // null (face down) stays null
    const cards: [number | null, number | null] = [at(a), at(a + 1)];
    const shown: [boolean, boolean] = [slotShown(v, a), slotShown(v, a + 1)];
    const known = cards.every((c) => c !== null && c !== NONE);
    return {
      seat, cards, shown,
      raw: known ? (cards[0] as number) + (cards[1] as number) : null,
      effective: ranked ? v.offers[seat] ?? null : null,
      rank: ranked ? place + 1 : null,
    };
  });
}

/** Boards in display order: the viewing seat first, then the others clockwise from it. */
export function seatOrder(n: number, viewer: number): number[] {
  const first = viewer >= 0 && viewer < n ? viewer : 0;
  return Array.from({ length: n }, (_, i) => (first + i) % n);
}

/**
 * Which hand cards are improvement cards: values above 12 always; among equal values, the copies
 * beyond the one cacao card of that value (the hand does not say which copy is which).
 */
export function improvementFlags(hand: readonly number[]): boolean[] {
  const seen = new Map<number, number>();
  return hand.map((c) => {
    const k = (seen.get(c) ?? 0) + 1;
    seen.set(c, k);
    return c > 12 || k > 1;
  });
}
