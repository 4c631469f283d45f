// Invariants from spec §3.5 for the random-play harness, and a leak check: a seat's view must not
// change when anything that seat cannot see is rearranged.
import type { RandomPlayChecks } from '../../engine/random-play.ts';
import {
  CARD_VALUES, CUBES_PER_PLAYER, DECK_HIGH, DECK_LOW, DIE_FACES, END_SCORE_TRIGGER, HAND_SIZE, MAX_ROUNDS,
} from './data.ts';
import { cloneState } from './clone-state.ts';
import { slotVisible, view } from './view.ts';
import { NONE, type ChocolatlState, type ChocolatlView } from './types.ts';

const MAX_VALUE = Math.max(...CARD_VALUES, ...DECK_HIGH, ...DECK_LOW);
const censusBySeats = new Map<number, number[]>();

/** How many copies of each card value (index) exist in a game of `n` seats. */
function cardCensus(n: number): number[] {
  let census = censusBySeats.get(n);
  if (!census) {
    census = new Array<number>(MAX_VALUE + 1).fill(0);
    for (const v of CARD_VALUES) census[v]! += n;
    for (const v of [...DECK_HIGH, ...DECK_LOW]) census[v]!++;
    censusBySeats.set(n, census);
  }
  return census;
}

function boardProblems(s: ChocolatlState, p: number): string[] {
  const b = s.boards[p]!;
  const filled = (i: number): boolean => b[i] !== NONE;
  const bad = (what: string): string[] => [`seat ${p} board ${JSON.stringify(b)} in ${s.phase}: ${what}`];
  if (s.phase === 'sacrifice' || s.phase === 'discard') return b.some((_, i) => filled(i)) ? bad('cards before the round') : [];
  if (s.phase === 'commitFirst') return b.some((_, i) => i % 2 === 1 && filled(i)) ? bad('second card too early') : [];
  if (s.phase === 'commitSecond') return b.some((_, i) => i % 2 === 0 && !filled(i)) ? bad('missing first card') : [];
  if (s.phase === 'commitAll') return [];
  // Past the commit steps: everything the mode has committed must be in place.
  const upTo = s.mode === 'gold' ? s.loc : 6;
  for (let i = 0; i < b.length; i++) {
    const due = (i >> 1) + 1 < upTo || ((i >> 1) + 1 === upTo && s.phase !== 'commitLoc');
    if (due && !filled(i)) return bad('missing card');
    if (!due && (i >> 1) + 1 > s.loc && filled(i)) return bad('card beyond the current location');
  }
  return [];
}

export function invariants(s: ChocolatlState): string[] {
  const out: string[] = [];
  const census = cardCensus(s.n);
  const seen = new Array<number>(census.length).fill(0);
  let strange = 0;
  const count = (v: number): void => {
    if (v === NONE) return;
    if (v >= 0 && v < seen.length) seen[v]!++;
    else strange++;
  };
  for (let p = 0; p < s.n; p++) {
    const cards = s.hands[p]!.length + s.boards[p]!.filter((v) => v !== NONE).length;
    const expected = (s.sacrifices[p] === NONE ? HAND_SIZE + 1 : HAND_SIZE) + (s.newCard[p] !== NONE ? 1 : 0);
    if (cards !== expected) out.push(`seat ${p} holds ${cards} cards, expected ${expected}`);
    s.hands[p]!.forEach(count);
    s.boards[p]!.forEach(count);
    count(s.sacrifices[p]!);
    if (s.hands[p]!.some((v, i, h) => i > 0 && h[i - 1]! > v)) out.push(`seat ${p} hand not sorted`);
    out.push(...boardProblems(s, p));
    for (const [name, arr] of [['score', s.scores], ['cubes', s.cubes], ['huts', s.huts], ['dice', s.dice]] as const)
      if (arr[p]! < 0) out.push(`seat ${p} has negative ${name}`);
    const pts = s.points[p]!.reduce((a, b) => a + b, 0);
    if (pts !== s.scores[p]) out.push(`seat ${p} breakdown sums to ${pts}, score is ${s.scores[p]}`);
    const stones = s.pyramid.filter((x) => x === p).length;
    if (s.cubes[p] !== s.huts[p]! + stones) out.push(`seat ${p} used ${s.cubes[p]} cubes for ${s.huts[p]} huts + ${stones} stones`);
    if (s.cubes[p]! >= CUBES_PER_PLAYER && !s.lastRound) out.push(`seat ${p} is out of cubes but lastRound is off`);
    if (s.scores[p]! >= END_SCORE_TRIGGER && !s.lastRound) out.push(`seat ${p} reached 40 but lastRound is off`);
  }
  for (const zone of [s.deckHigh, s.deckLow, s.tachli, s.discardPile]) zone.forEach(count);
  census.forEach((want, v) => seen[v] !== want && out.push(`card ${v}: ${seen[v]} copies, expected ${want}`));
  if (strange > 0) out.push('a card value that does not exist');
  // One hut and one die per completed L3; two stones per completed L4.
  const done = (loc: number): number => (s.round === 0 ? 0 : s.round - 1 + (s.loc > loc || s.phase === 'discard' ? 1 : 0));
  const huts = s.huts.reduce((a, b) => a + b, 0);
  if (huts !== done(3)) out.push(`${huts} huts after ${done(3)} Tenochtitlan resolutions`);
  if (s.dice.reduce((a, b) => a + b, 0) + s.diceSpent !== done(3)) out.push('black dice not conserved');
  if (s.pyramid.length !== 2 * done(4)) out.push(`${s.pyramid.length} stones after ${done(4)} pyramid resolutions`);
  if (s.round === 1 && s.mode !== 'red') out.push('round 1 is not RED');
  if (s.round === MAX_ROUNDS && !s.lastRound) out.push('round 7 is not the last round');
  if (s.round > MAX_ROUNDS) out.push(`round ${s.round} past the limit`);
  if (s.order.length > 0 && new Set(s.order).size !== s.n) out.push(`rank order ${JSON.stringify(s.order)} is not a permutation`);
  // Once a round's L1 is resolved, both figures have a holder and the Old Man was taken this round.
  if (s.round > 0 && s.loc > 1 && (s.chocolatl === NONE || s.oldMan === NONE || s.oldManRound !== s.round))
    out.push('figures not handed out at L1');
  if (s.phase !== 'sacrifice' && s.sacrifices.includes(NONE)) out.push('a round began before every sacrifice');
  if (s.white.some((d, i) => d < 1 || d > DIE_FACES || (i > 0 && d > s.white[i - 1]!))) out.push('white dice not sorted d6 values');
  return out;
}

/**
 * A copy of `s` with every hidden card rearranged within its owner's hidden cards (hand, face-down
 * slots, sacrifice), hidden dice declarations changed, decks reversed and another PRNG state.
 */
function scramble(s: ChocolatlState): ChocolatlState {
  const t = cloneState(s);
  const over = s.phase === 'over';
  for (let p = 0; p < s.n; p++) {
    const hand = t.hands[p]!;
    const board = t.boards[p]!;
    const slots: number[] = [];
    for (let i = 0; i < board.length; i++) if (board[i] !== NONE && !slotVisible(s, i)) slots.push(i);
    const hasSacrifice = t.sacrifices[p] !== NONE && !over;
    const values = [...hand, ...slots.map((i) => board[i]!), ...(hasSacrifice ? [t.sacrifices[p]!] : [])];
    values.push(values.shift()!); // rotate one place
    for (let i = 0; i < hand.length; i++) hand[i] = values[i]!;
    slots.forEach((slot, i) => (board[slot] = values[hand.length + i]!));
    if (hasSacrifice) t.sacrifices[p] = values[values.length - 1]!;
    hand.sort((a, b) => a - b);
    if (t.diceDecl[p] !== NONE && t.dice[p]! > 0) t.diceDecl[p] = (t.diceDecl[p]! + 1) % (t.dice[p]! + 1);
  }
  t.deckHigh.reverse();
  t.deckLow.reverse();
  t.rng = [1, 2, 3, 4];
  return t;
}

/** Path (as keys, innermost first) at which two JSON-like values differ, or null when equal. */
function difference(a: unknown, b: unknown): string[] | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return [];
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return [];
    for (let i = 0; i < a.length; i++) {
      if (a[i] === b[i]) continue; // most entries are equal numbers: no call
      const d = difference(a[i], b[i]);
      if (d) return [...d, String(i)];
    }
    return null;
  }
  const ka = Object.keys(a);
  if (Array.isArray(b) || ka.length !== Object.keys(b).length) return [];
  for (const k of ka) {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    if (x === y) continue;
    const d = difference(x, y);
    if (d) return [...d, k];
  }
  return null;
}

/** Blanks the viewer's own private entries, which the scramble legitimately changed too. */
function withoutOwn(v: ChocolatlView, seat: number): ChocolatlView {
  v.hands[seat] = null;
  v.boards[seat] = [];
  v.sacrifices[seat] = null;
  v.diceDecl[seat] = null;
  return v;
}

/** A leak check for any view function (tests hand it deliberately leaky ones). */
export function leakCheck(viewOf: typeof view): (s: ChocolatlState, seat: number) => string[] {
  const twins = new WeakMap<ChocolatlState, ChocolatlState>();
  return (s, seat) => leaksWith(viewOf, twins, s, seat);
}

function leaksWith(viewOf: typeof view, twins: WeakMap<ChocolatlState, ChocolatlState>, s: ChocolatlState, seat: number): string[] {
  const out: string[] = [];
  const v = viewOf(s, seat);
  if ('rng' in v) out.push('view contains the PRNG state');
  if (typeof v.deckHigh !== 'number' || typeof v.deckLow !== 'number') out.push('view contains a deck order');
  for (let p = 0; p < s.n; p++) {
    if (p === seat) continue;
    if (v.hands?.[p] !== null) out.push(`seat ${p} hand visible`);
    if (s.phase !== 'over' && s.sacrifices[p] !== NONE && v.sacrifices?.[p] !== null) out.push(`seat ${p} sacrifice visible`);
  }
  // The view's JSON must not change when what this seat cannot see is rearranged. The two views
  // are compared value by value (as their JSON texts would be, without building them). One twin
  // per state serves every seat: the harness asks seat after seat about the same state.
  let twin = twins.get(s);
  if (!twin) twins.set(s, (twin = scramble(s)));
  const diff = difference(withoutOwn(v, seat), withoutOwn(viewOf(twin, seat), seat));
  if (diff) {
    const path = diff.reverse();
    const at = path.reduce<unknown>((x, k) => (x as Record<string, unknown>)?.[k], v);
    out.push(`view depends on hidden data at ${path.join('.')}: ${JSON.stringify(at)}`);
  }
  return out;
}

export const leaks = leakCheck(view);

export const chocolatlChecks: RandomPlayChecks<ChocolatlState> = { invariants, leaks };
