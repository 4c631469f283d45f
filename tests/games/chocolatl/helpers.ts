// Shared scenario builders for the Chocolatl tests: start a game, force hands, scores and
// figures into a known position, and play whole offerings with one call.
import { expect } from 'vitest';
import type { GameEvent } from '../../../src/engine/types.ts';
import { chocolatlGame, type ChocolatlState, type Mode } from '../../../src/games/chocolatl/index.ts';
import { resolveLocation } from '../../../src/games/chocolatl/resolve.ts';
import { finishLocation } from '../../../src/games/chocolatl/flow.ts';
import { makeRng } from '../../../src/engine/rng.ts';

export const game = chocolatlGame;

export interface Step {
  state: ChocolatlState;
  events: GameEvent[];
  barrier: boolean;
}

/** Applies a move that must be legal. */
export function act(s: ChocolatlState, seat: number, move: object): Step {
  const res = game.apply(s, seat, move);
  if (!res.ok) throw new Error(`refused ${JSON.stringify(move)} for seat ${seat}: ${res.error.code} ${res.error.reason}`);
  return { state: res.state, events: res.events, barrier: res.barrier };
}

/** Applies a move that must be refused, and returns the error code. */
export function refuse(s: ChocolatlState, seat: number, move: unknown): string {
  const res = game.apply(s, seat, move);
  expect(res.ok).toBe(false);
  return res.ok ? '' : res.error.code;
}

/** A game after the temple sacrifice (seat i sacrifices `sacrifices[i]`, default 0): round 1, RED. */
export function started(n = 3, seed = 'test', sacrifices: number[] = []): ChocolatlState {
  let s = game.setup({ players: n }, seed);
  for (let p = 0; p < n; p++) s = act(s, p, { kind: 'sacrifice', card: sacrifices[p] ?? 0 }).state;
  return s;
}

export interface Position {
  round?: number;
  mode?: Mode;
  scores?: number[];
  seq?: number[];
  chocolatl?: number;
  oldMan?: number;
  oldManRound?: number;
  huts?: number[];
  dice?: number[];
  cubes?: number[];
  white?: number[];
  pyramid?: number[];
  lastRound?: boolean;
}

/**
 * Forces a position at the start of a round's commit (hands are reset from `boards` later by
 * offerAll). The mode decides the commit phase; scores are not checked against the mode.
 */
export function position(base: ChocolatlState, pos: Position): ChocolatlState {
  const s = structuredClone(base);
  Object.assign(s, {
    ...pos,
    scores: pos.scores ?? s.scores,
    seq: pos.seq ?? s.seq,
  });
  if (pos.cubes === undefined && (pos.huts || pos.pyramid))
    s.cubes = s.huts.map((h, p) => h + s.pyramid.filter((x) => x === p).length);
  if (pos.scores) s.points = s.points.map((row, p) => row.map((_, i) => (i === 0 ? pos.scores![p]! : 0)));
  const mode = pos.mode ?? s.mode;
  s.mode = mode;
  s.loc = mode === 'gold' ? 1 : 0;
  s.phase = mode === 'red' ? 'commitAll' : mode === 'green' ? 'commitFirst' : 'commitLoc';
  return s;
}

/** Gives every seat the 12 cards of its plan as its hand (plans list L1a, L1b, L2a, ... L6b). */
export function withHands(s: ChocolatlState, plans: number[][]): ChocolatlState {
  const t = structuredClone(s);
  t.hands = plans.map((plan) => [...plan].sort((a, b) => a - b));
  return t;
}

/**
 * Plays every seat's offering for the current commit phase from its plan, until the phase is
 * over or a decision other than an offering is owed. Returns the final step with all events.
 */
export function offerAll(s: ChocolatlState, plans: number[][]): Step {
  let step: Step = { state: s, events: [], barrier: false };
  for (;;) {
    const owed = game.pending(step.state).find((p) => p.kind.startsWith('commit'));
    if (!owed) return step;
    const p = owed.seat;
    const st = step.state;
    const loc = st.phase === 'commitLoc' ? st.loc : firstOpen(st, p);
    const plan = plans[p]!;
    const cards =
      st.phase === 'commitFirst' ? [plan[2 * loc - 2]!] : st.phase === 'commitSecond' ? [plan[2 * loc - 1]!] : [plan[2 * loc - 2]!, plan[2 * loc - 1]!];
    const next = act(st, p, { kind: 'offer', loc, cards: [...cards].sort((a, b) => a - b) });
    step = { state: next.state, events: [...step.events, ...next.events], barrier: step.barrier || next.barrier };
  }
}

function firstOpen(s: ChocolatlState, p: number): number {
  const k = s.phase === 'commitSecond' ? 1 : 0;
  for (let loc = 1; loc <= 6; loc++) if (s.boards[p]![2 * loc - 2 + k] === -1) return loc;
  throw new Error('nothing open');
}

/** Continues a step with another move, keeping the events together. */
export function andThen(step: Step, seat: number, move: Record<string, unknown>): Step {
  const next = act(step.state, seat, move);
  return { state: next.state, events: [...step.events, ...next.events], barrier: step.barrier || next.barrier };
}

/** Events of one location: from its ranking to the next ranking or round event. */
export function eventsAt(events: GameEvent[], loc: number): GameEvent[] {
  const start = events.findIndex((e) => e.type === 'ranking' && e['loc'] === loc);
  if (start < 0) return [];
  const end = events.findIndex((e, i) => i > start && (e.type === 'ranking' || e.type === 'reveal' || e.type === 'round'));
  return events.slice(start, end < 0 ? undefined : end);
}

/** Score deltas per seat in a list of events. */
export function gains(events: GameEvent[], n: number): number[] {
  const out = new Array<number>(n).fill(0);
  for (const e of events) if (e.type === 'score') out[e.seat!]! += e['delta'] as number;
  return out;
}

/** A plan putting `pairs[L-1]` on location L. */
export const plan = (...pairs: [number, number][]): number[] => pairs.flat();

export interface Defaults {
  dice?: (s: ChocolatlState, seat: number) => number; // dice to roll (default 0)
  city?: 'hut' | 'die';
  pyramidFirst?: 'winner' | 'second';
  discard?: (s: ChocolatlState, seat: number) => number; // default: lowest card other than the new one
}

/** Plays offerings from `plans` and every other decision by `defaults` until `stop` holds. */
export function playUntil(step: Step, plans: number[][], stop: (s: ChocolatlState) => boolean, defaults: Defaults = {}): Step {
  for (let guard = 0; guard < 500 && !stop(step.state); guard++) {
    const s = step.state;
    const owed = game.pending(s)[0];
    if (!owed) return step;
    const p = owed.seat;
    if (owed.kind.startsWith('commit')) {
      const next = offerAll(s, plans);
      step = { state: next.state, events: [...step.events, ...next.events], barrier: step.barrier || next.barrier };
      continue;
    }
    let move: Record<string, unknown>;
    if (owed.kind === 'dice') move = { kind: 'dice', count: defaults.dice?.(s, p) ?? 0 };
    else if (owed.kind === 'city') move = { kind: 'city', take: defaults.city ?? 'hut' };
    else if (owed.kind === 'pyramidOrder') move = { kind: 'pyramidOrder', first: defaults.pyramidFirst === 'second' ? s.order[1] : s.order[0] };
    else if (owed.kind === 'discard')
      move = { kind: 'discard', card: defaults.discard?.(s, p) ?? s.hands[p]!.find((c, i, h) => c !== s.newCard[p] || h.indexOf(c) !== h.lastIndexOf(c)) };
    else throw new Error(`unexpected ${owed.kind}`);
    step = andThen(step, p, move);
  }
  return step;
}

/**
 * Resolves `loc` of a RED round whose twelve cards per seat are `boards` (L1a, L1b, ...), then
 * carries on as the game would (later locations reveal and resolve) until a decision is owed.
 */
export function resolveFrom(s: ChocolatlState, loc: number, boards: number[][]): Step {
  const t = structuredClone(s);
  t.mode = 'red';
  t.phase = 'dice';
  t.boards = boards.map((b) => [...b]);
  t.hands = t.hands.map(() => []);
  t.loc = loc;
  t.revealedTo = loc;
  const ctx = { events: [] as GameEvent[], barrier: false };
  if (resolveLocation(t, ctx)) finishLocation(t, ctx);
  return { state: t, ...ctx };
}

/** States met along one random game (every `every`-th one), for property tests. */
export function randomStates(n: number, seed: string, every = 1): ChocolatlState[] {
  const rng = makeRng(`walk:${seed}`);
  let s = game.setup({ players: n }, seed);
  const out: ChocolatlState[] = [s];
  for (let step = 1; ; step++) {
    const owed = game.pending(s);
    if (owed.length === 0) return out;
    const seat = owed[rng.int(owed.length)]!.seat;
    const options = game.choices(s, seat);
    s = act(s, seat, options[rng.int(options.length)]!).state;
    if (step % every === 0 || game.pending(s).length === 0) out.push(s);
  }
}
