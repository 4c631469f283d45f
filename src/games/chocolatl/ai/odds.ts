// The observer's odds at each location: every other seat's offering as a distribution (cards
// face up are known; unknown cards come from that seat's unseen pool, allocated the obvious way
// (its best cards where its stakes are highest) or, sometimes, at random), then the chance of each
// rank for any offering of the observer, and its worth by the location's rank rewards.
import { slotVisible } from '../view.ts';
import { tieCompare } from '../rank.ts';
import { NONE, type ChocolatlState } from '../types.ts';
import { rankRewards } from './stakes.ts';
import type { ChocolatlWeights } from './weights.ts';

/** Offerings are indexed from -OFFSET; effective offerings never leave [-OFFSET, SPAN - OFFSET). */
export const OFFSET = 16;
export const SPAN = 96;
/** Own card sums a table covers (two improvement cards and a fixed card stay below it). */
export const SUMS = 48;
/** Triangular spread around an opponent's obvious offering. */
const SPREAD = [1, 2, 3, 4, 5, 4, 3, 2, 1];
const SPREAD_SUM = 25;

/** Huts, the Old Man and dice rolled here: what is added to a seat's cards at `loc`. */
export function modifier(s: ChocolatlState, seat: number, loc: number): number {
  let v = loc === 3 ? -s.huts[seat]! : s.huts[seat]!;
  if (seat === s.oldMan) {
    if (loc === 1 && s.oldManRound === s.round - 1) v += 1;
    if (loc >= 2 && s.oldManRound === s.round) v -= 1;
  }
  if (loc === s.loc && s.phase === 'dice') v += s.diceAdd[seat]!;
  return v;
}

/** Is location `loc` still to be ranked this round? */
export const open = (s: ChocolatlState, loc: number): boolean =>
  s.phase !== 'over' && s.phase !== 'sacrifice' && s.phase !== 'discard' && (s.loc < loc || (s.loc === loc && (s.phase === 'dice' || s.phase.startsWith('commit'))));

/** Cards of `seat` that `observer` cannot place: hand, face-down board cards, a hidden sacrifice. */
export function unseenPool(s: ChocolatlState, seat: number): number[] {
  const pool = s.hands[seat]!.slice();
  const b = s.boards[seat]!;
  for (let i = 0; i < 12; i++) if (b[i] !== NONE && !slotVisible(s, i)) pool.push(b[i]!);
  if (s.phase !== 'over' && s.sacrifices[seat] !== NONE) pool.push(s.sacrifices[seat]!);
  return pool.sort((a, b) => b - a);
}

/** Stake of a location for a seat: best rank's worth minus worst rank's. */
export function stake(r: readonly number[]): number {
  return Math.max(...r) - Math.min(...r);
}

/**
 * Distribution (weights over offerings, summing to 1) of `seat`'s effective offering at each open
 * location as `observer` sees it.
 */
export function offerDists(s: ChocolatlState, observer: number, seat: number, w: ChocolatlWeights): (Float64Array | null)[] {
  const out: (Float64Array | null)[] = [null];
  const pool = unseenPool(s, seat);
  const b = s.boards[seat]!;
  const known: number[] = [0];
  const unknown: number[] = [0];
  const locs: number[] = [];
  for (let loc = 1; loc <= 6; loc++) {
    let k = 0, u = 0;
    for (const i of [2 * loc - 2, 2 * loc - 1]) {
      if (b[i] !== NONE && (slotVisible(s, i) || seat === observer)) k += b[i]!;
      else u++;
    }
    known.push(k);
    unknown.push(u);
    if (open(s, loc)) locs.push(loc);
  }
  // The obvious allocation: the best unseen cards where this seat's stakes are highest.
  const stakes = locs.map((loc) => stake(rankRewards(s, seat, loc, w)));
  const order = locs.map((_, i) => i).sort((a, c) => stakes[c]! - stakes[a]! || a - c);
  const obvious = new Array<number>(7).fill(0);
  let next = 0;
  for (const i of order) {
    const loc = locs[i]!;
    for (let k = 0; k < unknown[loc]!; k++) obvious[loc]! += pool[next++] ?? 0;
  }
  for (let loc = 1; loc <= 6; loc++) {
    if (!open(s, loc)) {
      out.push(null);
      continue;
    }
    const d = new Float64Array(SPAN);
    const base = known[loc]! + modifier(s, seat, loc) + OFFSET;
    const u = unknown[loc]!;
    if (u === 0) d[clamp(base)] = 1;
    else {
      const r = pool.length >= u ? w.randomShare : 0;
      for (let k = 0; k < SPREAD.length; k++) d[clamp(base + obvious[loc]! + k - 4)]! += ((1 - r) * SPREAD[k]!) / SPREAD_SUM;
      if (r > 0 && u === 1) for (const v of pool) d[clamp(base + v)]! += r / pool.length;
      if (r > 0 && u === 2) {
        const pairs = (pool.length * (pool.length - 1)) / 2;
        for (let i = 0; i < pool.length; i++) for (let j = i + 1; j < pool.length; j++) d[clamp(base + pool[i]! + pool[j]!)]! += r / pairs;
      }
    }
    out.push(d);
  }
  return out;
}

const clamp = (i: number): number => (i < 0 ? 0 : i >= SPAN ? SPAN - 1 : i);

/**
 * Other seats' offering distributions, cached per state: they do not depend on who observes
 * (every observer but the seat itself sees the same face-up cards and unseen pool). States are
 * never changed once built (the search copies before applying), so the cache stays right.
 */
const distCache = new WeakMap<ChocolatlState, ((Float64Array | null)[] | undefined)[]>();

/** `seat`'s effective offering index at `loc` when both its cards there are face up, else -1. */
function revealedAt(s: ChocolatlState, seat: number, loc: number): number {
  const b = s.boards[seat]!;
  let k = 0;
  for (const i of [2 * loc - 2, 2 * loc - 1]) {
    if (b[i] === NONE || !slotVisible(s, i)) return -1;
    k += b[i]!;
  }
  return clamp(k + modifier(s, seat, loc) + OFFSET);
}

/**
 * The table of one location whose other offerings are all face up (the dice step, asked at every
 * dice decision of a search's playouts): the same numbers valueTables gives, each rank counted
 * directly instead of through offering distributions. Null when a card there is still hidden.
 */
function revealedTable(s: ChocolatlState, observer: number, others: readonly number[], loc: number, w: ChocolatlWeights, scale: number): Float64Array | null {
  const at: number[] = [];
  for (const p of others) {
    const x = revealedAt(s, p, loc);
    if (x < 0) return null;
    at.push(x);
  }
  const tieAhead = others.map((p) => tieCompare(s, p, observer) < 0);
  const rewards = rankRewards(s, observer, loc, w);
  const mod = modifier(s, observer, loc);
  const table = new Float64Array(SUMS);
  for (let sum = 0; sum < SUMS; sum++) {
    const x = clamp(sum + mod + OFFSET);
    let ahead = 0;
    for (let j = 0; j < at.length; j++) if (at[j]! > x || (at[j] === x && tieAhead[j])) ahead++;
    table[sum] = rewards[ahead]! * scale;
  }
  return table;
}

function distsOf(s: ChocolatlState, seat: number, w: ChocolatlWeights): (Float64Array | null)[] {
  let row = distCache.get(s);
  if (!row) distCache.set(s, (row = []));
  return (row[seat] ??= offerDists(s, -1, seat, w));
}

/**
 * For each open location (or only `only`), the observer's expected worth for each sum of its own
 * cards there (index = card sum, modifiers added inside); null for other locations.
 */
export function valueTables(s: ChocolatlState, observer: number, w: ChocolatlWeights, jitter?: () => number, only = 0): (Float64Array | null)[] {
  const n = s.n;
  const others: number[] = [];
  for (let p = 0; p < n; p++) if (p !== observer) others.push(p);
  if (only && open(s, only)) {
    const table = revealedTable(s, observer, others, only, w, jitter ? 1 + jitter() : 1);
    if (table) return Array.from({ length: 7 }, (_, loc) => (loc === only ? table : null));
  }
  const dists = others.map((p) => distsOf(s, p, w));
  const out: (Float64Array | null)[] = [null];
  const ahead = new Float64Array(n + 1);
  for (let loc = 1; loc <= 6; loc++) {
    if (!open(s, loc) || (only && loc !== only)) {
      out.push(null);
      continue;
    }
    const rewards = rankRewards(s, observer, loc, w);
    const scale = jitter ? 1 + jitter() : 1;
    const mod = modifier(s, observer, loc);
    const table = new Float64Array(SUMS);
    // Chance each opponent is ahead of an offering x, cumulated from the top.
    const beats = new Float64Array(others.length * SPAN);
    for (let j = 0; j < others.length; j++) {
      const d = dists[j]![loc]!;
      const tieAhead = tieCompare(s, others[j]!, observer) < 0;
      let acc = 0;
      for (let x = SPAN - 1; x >= 0; x--) {
        beats[j * SPAN + x] = acc + (tieAhead ? d[x]! : 0);
        acc += d[x]!;
      }
    }
    for (let sum = 0; sum < SUMS; sum++) {
      const x = clamp(sum + mod + OFFSET);
      ahead.fill(0);
      ahead[0] = 1;
      for (let j = 0; j < others.length; j++) {
        const q = beats[j * SPAN + x]!;
        for (let k = j + 1; k > 0; k--) ahead[k] = ahead[k]! * (1 - q) + ahead[k - 1]! * q;
        ahead[0] = ahead[0]! * (1 - q);
      }
      let v = 0;
      for (let k = 0; k < n; k++) v += ahead[k]! * rewards[k]!;
      table[sum] = v * scale;
    }
    out.push(table);
  }
  return out;
}
