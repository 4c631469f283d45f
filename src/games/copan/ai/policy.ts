// The rule player: at every decision the choice with the best one-pass rating (rate.ts). Cheap
// enough for every seat of a search's playouts, and for playing whole games on (deep.ts).
import type { BotRng, Policy } from '../../../engine/ai/types.ts';
import { argmax, playOutCounted as enginePlayOutCounted } from '../../../engine/ai/playout.ts';
import { makeRng } from '../../../engine/rng.ts';
import { copanGame } from '../game.ts';
import type { CopanChoice, CopanState } from '../types.ts';
import { rateChoices } from './rate.ts';
import { DEFAULT_WEIGHTS, type CopanWeights } from './weights.ts';

export function rulePolicy(w: CopanWeights = DEFAULT_WEIGHTS): Policy<CopanState, CopanChoice> {
  return (s: CopanState, seat: number, list: CopanChoice[], _rng: BotRng) => list[argmax(rateChoices(s, seat, list, w))]!;
}

/** A fixed generator for the rule player's playouts: the rule player draws nothing. */
const UNUSED_RNG = makeRng('copan-rule-player');

/**
 * Plays `s` on with the rule player until `stop` holds, each seat rated with `weightsOf(seat)`
 * (changes `s`: pass a copy).
 */
export function playOut(s: CopanState, stop: (s: CopanState) => boolean, weightsOf: (seat: number) => CopanWeights, maxSteps = 200): CopanState {
  return playOutCounted(s, stop, weightsOf, maxSteps).state;
}

/** `playOut`, also telling how many moves it played. */
export function playOutCounted(s: CopanState, stop: (s: CopanState) => boolean, weightsOf: (seat: number) => CopanWeights, maxSteps = 200): { state: CopanState; steps: number } {
  return enginePlayOutCounted(copanGame, s, stop, (st, seat, list) => list[argmax(rateChoices(st, seat, list, weightsOf(seat)))]!, UNUSED_RNG, maxSteps);
}
