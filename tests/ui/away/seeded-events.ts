// A seeded game played with seeded random legal choices, returning every move's seat and events:
// the changed-items tests read real events, not hand-made ones.
import type { GameEvent, GameModule, Seat } from '../../../src/engine/types.ts';
import { makeRng } from '../../../src/engine/rng.ts';

export interface Played<S = unknown> { seat: Seat; events: GameEvent[]; after: S }

export function playSeeded<S, O>(module: GameModule<S, O>, options: O, seed: string, moves: number): Played<S>[] {
  const rng = makeRng(`away:${seed}`);
  let state = module.setup(options, seed);
  const out: Played<S>[] = [];
  for (let i = 0; i < moves; i++) {
    const pending = module.pending(state);
    if (pending.length === 0) break;
    const who = pending[rng.int(pending.length)]!;
    const choices = module.choices(state, who.seat);
    const res = module.apply(state, who.seat, choices[rng.int(choices.length)]!);
    if (!res.ok) throw new Error(res.error.reason);
    state = res.state;
    out.push({ seat: who.seat, events: res.events, after: state });
  }
  return out;
}
