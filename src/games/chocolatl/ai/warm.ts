// The first search of a process runs while the engine's code is still being compiled: it took up
// to three times a warm one (docs/ai.md). The hard bot's first decision of a game, the temple
// sacrifice, is taken by rule and costs nothing, so the first time a process meets one it runs a
// short search of the round-1 offerings that follow (a deal drawn from the seat's own view, so no
// hidden card is read) and throws the answer away. Later decisions are the same with or without it.
import type { ChocolatlView } from '../types.ts';
import type { ChocolatlState } from '../types.ts';
import { chocolatlGame } from '../index.ts';

/** Iterations of the throwaway search: enough for the code to be compiled, a fraction of a real one. */
export const WARM_ITERATIONS = 24;

let warmed = false;

/**
 * Once per process: a round-1 offering view for `seat` (everyone sacrificing its first legal card)
 * handed to `search`, whose answer is ignored.
 */
export function warmOnce(view: ChocolatlView, seat: number, search: (v: ChocolatlView) => void): void {
  if (warmed || view.phase !== 'sacrifice') return;
  warmed = true;
  let s: ChocolatlState = chocolatlGame.sampleConsistent(view, seat, 'warm');
  for (let guard = 0; s.phase === 'sacrifice' && guard < 2 * s.n; guard++) {
    const who = chocolatlGame.pending(s)[0]!.seat;
    const res = chocolatlGame.apply(s, who, chocolatlGame.choices(s, who)[0]!);
    if (!res.ok) return;
    s = res.state;
  }
  if (s.phase.startsWith('commit')) search(chocolatlGame.view(s, seat));
}
