// Showing one move step by step (GameModule.stepsOf): an event list that keeps a copy of the state
// each time the rules push an event. Rules change a piece, then say so, so each copy is the board
// its event describes. Display only; the hot path never uses it.
import type { GameEvent } from './types.ts';

export function recordSteps<S>(target: S, copy: (s: S) => S, steps: S[]): GameEvent[] {
  const events: GameEvent[] = [];
  events.push = (...added: GameEvent[]): number => {
    for (const e of added) {
      Array.prototype.push.call(events, e);
      steps.push(copy(target));
    }
    return events.length;
  };
  return events;
}
