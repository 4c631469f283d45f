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
  /** Positions where a new turn (another seat acts) or a new round starts, ascending, 0 first. */
  readonly turnStarts: readonly number[];
  readonly roundStarts: readonly number[];
}

export function buildTimeline(module: GameModule<any, any>, options: unknown, seed: string, log: readonly { seat: Seat; choice: unknown }[], roundOf: (s: unknown) => number): Timeline {
  const states: unknown[] = [module.setup(options, seed)];
  const events: GameEvent[][] = [[]];
  const seats: Seat[] = [-1];
  for (const e of log) {
    const res = module.apply(states[states.length - 1], e.seat, e.choice);
    if (!res.ok) break; // decoded links are checked move by move; a refusal here cannot happen
    states.push(res.state);
    events.push(res.events);
    seats.push(e.seat);
  }
  const turnStarts = [0], roundStarts = [0];
  for (let k = 1; k < states.length; k++) {
    if (k > 1 && seats[k] !== seats[k - 1]) turnStarts.push(k - 1);
    if (roundOf(states[k]) !== roundOf(states[k - 1])) roundStarts.push(k);
  }
  return { states, events, seats, turnStarts, roundStarts };
}

/** The next (dir 1) or previous (dir -1) mark from position `at`, else the end or the start. */
export function stepTo(marks: readonly number[], at: number, dir: 1 | -1, last: number): number {
  if (dir > 0) return marks.find((m) => m > at) ?? last;
  for (let i = marks.length - 1; i >= 0; i--) if (marks[i]! < at) return marks[i]!;
  return 0;
}
