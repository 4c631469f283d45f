// The rule player: at every decision the choice with the best one-pass rating (rate.ts). Cheap
// enough for every seat of a search's playouts.
import type { BotRng, Policy } from '../../../engine/ai/types.ts';
import type { CopanChoice, CopanState } from '../types.ts';
import { rateChoices } from './rate.ts';
import { DEFAULT_WEIGHTS, type CopanWeights } from './weights.ts';

/** Index of the best value; ties keep the first. */
export function argmax(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i;
  return best;
}

export function rulePolicy(w: CopanWeights = DEFAULT_WEIGHTS): Policy<CopanState, CopanChoice> {
  return (s: CopanState, seat: number, list: CopanChoice[], _rng: BotRng) => list[argmax(rateChoices(s, seat, list, w))]!;
}
