// A replayed game as positions: the state before any move and after each one, what each move
// caused (its events), and where turns and rounds begin, so the viewer can step by decision, by
// turn or by round. Pure: built from the game module and the decoded log.
import type { GameEvent, GameModule, Seat } from '../../engine/types.ts';

export interface Timeline {
  /** states[k]: the position after the first k moves. */
  readonly states: readonly unknown[];
  /** events[k]: what move k (1-based: the move that led to states[k]) caused; events[0] is empty. */
  readonly events: readonly GameEvent[][];
  /** seats[k]: who made move k (seats[0] is -1). */
  readonly seats: readonly Seat[];
  /** Positions where a new turn (another seat acts, or a round begins) starts, ascending, 0 first. */
  readonly turnStarts: readonly number[];
  readonly roundStarts: readonly number[];
}

export function buildTimeline(module: GameModule<any, any>, options: unknown, seed: string, log: readonly { seat: Seat; choice: unknown }[], roundOf: (s: unknown) => number): Timeline {
  const states: unknown[] = [module.setup(options, seed)];
  const events: GameEvent[][] = [[]];
  const seats: Seat[] = [-1];
  for (const e of log) {
    const res = module.apply(states[states.length - 1], e.seat, e.choice);
    if (!res.ok) break; // saves are checked when loaded; a refusal here cannot happen
    states.push(res.state);
    events.push(res.events);
    seats.push(e.seat);
  }
  return timelineOf(states, events, seats, roundOf);
}

/**
 * The timeline of positions already replayed (a decoded link carries them): `seats[k]` made move k,
 * seats[0] is -1. Finds where turns and rounds begin without applying any move again.
 */
export function timelineOf(states: readonly unknown[], events: readonly GameEvent[][], seats: readonly Seat[], roundOf: (s: unknown) => number): Timeline {
  const turnStarts = [0], roundStarts = [0];
  for (let k = 1; k < states.length; k++) {
    // A new round also starts a turn: a solo game against an automa is one seat's moves throughout.
    const round = roundOf(states[k]) !== roundOf(states[k - 1]);
    if (round) roundStarts.push(k);
    if ((k > 1 && seats[k] !== seats[k - 1]) || round) {
      const mark = round ? k : k - 1;
      if (mark > turnStarts[turnStarts.length - 1]!) turnStarts.push(mark);
    }
  }
  return { states, events, seats, turnStarts, roundStarts };
}

/** The next (dir 1) or previous (dir -1) mark from position `at`, else the end or the start. */
export function stepTo(marks: readonly number[], at: number, dir: 1 | -1, last: number): number {
  if (dir > 0) return marks.find((m) => m > at) ?? last;
  for (let i = marks.length - 1; i >= 0; i--) if (marks[i]! < at) return marks[i]!;
  return 0;
}
