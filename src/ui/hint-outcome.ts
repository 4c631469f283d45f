// What a suggested move does for the viewer alone, worked out without knowing anything hidden:
// the move is applied to a state sampled from the viewer's view, and only its own part is kept:
// the viewer's events up to the first one that chance or another seat decides (a reveal, a roll,
// a new round: those come from the sample and would be made up), and the state as that part left
// it. Read by "Suggest a move" (suggest.ts) and each game's hint.ts. Pure: no DOM.
import type { Choice, GameEvent, GameModule } from '../engine/types.ts';

export interface OwnOutcome {
  before: unknown; // sampled from the view
  after: unknown; // once the move's own part is done
  events: GameEvent[]; // the move's own part
}

export function ownOutcome(
  mod: GameModule<unknown, unknown>, isChance: ((e: GameEvent) => boolean) | undefined,
  view: unknown, seat: number, choice: Choice, seed: string,
): OwnOutcome | null {
  try {
    const before = mod.sampleConsistent(view, seat, seed);
    const res = mod.apply(before, seat, choice);
    if (!res.ok) return null;
    const all = res.events;
    let k = 0;
    while (k < all.length && all[k]!.seat === seat && !isChance?.(all[k]!)) k++;
    // stepsOf gives the state as each event was emitted: the k-th is where the own part ends.
    const after = k === all.length ? res.state : k === 0 ? before : mod.stepsOf?.(before, seat, choice)[k - 1];
    return after === undefined ? null : { before, after, events: all.slice(0, k) };
  } catch {
    return null;
  }
}
