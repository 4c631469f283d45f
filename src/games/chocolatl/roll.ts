// The one die roll of the game (white harvest dice, black dice, end-scoring ties), drawn from the
// state's own seeded generator so that replays roll the same.
import { nextInt } from '../../engine/rng.ts';
import { DIE_FACES } from './data.ts';
import type { ChocolatlState } from './types.ts';

export function rollDie(s: ChocolatlState): number {
  return 1 + nextInt(s.rng, DIE_FACES);
}
