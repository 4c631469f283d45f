// The first decisions of a process run while the engine's code is still being compiled: with 3-4
// players the first one (a search, then its deep check: dozens of whole games) took 0.9-1.5 s
// against about 0.4 s once warm. Making the hard bot (the app does it when a game starts, in the
// bot worker) runs the same code once on a throwaway position, a 3-player game's first decision
// from a fixed seed, with a fraction of the work, and throws the answer away. The bots keep no
// state between decisions: their answers are the same with or without it.
import { copanGame } from '../game.ts';
import { DEEP_TUNING } from './deep.ts';
import { HARD_TUNING, hardBot } from './hard.ts';
import { DEFAULT_WEIGHTS } from './weights.ts';

/** Iterations of the throwaway search: enough for the code to be compiled, a fraction of a real one. */
export const WARM_ITERATIONS = 24;
/** Games played to the end per candidate in the throwaway deep check (up to 12 in a real one). */
export const WARM_DETERMINIZATIONS = 2;

let warmed = false;

/** Once per process: a light hard bot decides a throwaway position. */
export function warmOnce(): void {
  if (warmed) return;
  warmed = true;
  const checked = copanGame.checkOptions({ players: 3 });
  if (!checked.ok) return;
  const s = copanGame.setup(checked.options, 'warm');
  const owed = copanGame.pending(s)[0];
  if (!owed) return;
  const light = hardBot(DEFAULT_WEIGHTS, WARM_ITERATIONS, { ...HARD_TUNING, deep: { ...DEEP_TUNING, determinizations: WARM_DETERMINIZATIONS } });
  light.analyse(copanGame.view(s, owed.seat), owed.seat, { seed: 'warm' });
}
