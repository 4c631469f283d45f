// The rule player: at every decision the choice with the best one-pass rating (rate.ts). Cheap
// enough for every seat of a search's playouts, and for playing whole games on (deep.ts).
import type { BotRng, Policy } from '../../../engine/ai/types.ts';
import { copanGame } from '../game.ts';
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

/**
 * Plays `s` on with the rule player until `stop` holds, each seat rated with `weightsOf(seat)`
 * (changes `s`: pass a copy).
 */
export function playOut(s: CopanState, stop: (s: CopanState) => boolean, weightsOf: (seat: number) => CopanWeights, maxSteps = 200): CopanState {
  for (let i = 0; i < maxSteps && !stop(s); i++) {
    const owed = copanGame.pending(s)[0];
    if (!owed) break;
    const list = copanGame.choices(s, owed.seat);
    const choice = list.length === 1 ? list[0]! : list[argmax(rateChoices(s, owed.seat, list, weightsOf(owed.seat)))]!;
    const res = copanGame.applyInPlace!(s, owed.seat, choice);
    if (!res.ok) throw new Error(`playOut: ${choice.id} refused: ${res.error.reason}`);
    s = res.state;
  }
  return s;
}
