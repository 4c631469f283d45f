// Hard: information-set MCTS over the seat's choice at the current step. Each iteration draws the
// hidden cards (others' face-down offerings re-dealt as their planner would place them), then the
// rest of the round is played with planners (the others' slightly shaken) and the position is
// scored by the projected lead over the best other seat.
import type { Analysis, Bot, DecideOptions } from '../../../engine/ai/types.ts';
import { runSearch, type SearchConfig } from '../../../engine/ai/ismcts.ts';
import type { ChocolatlChoice, ChocolatlState, ChocolatlView } from '../types.ts';
import { easyBot } from './easy.ts';
import { rewards } from './evaluate.ts';
import { plannerPolicy } from './policy.ts';
import { roundOver } from './round.ts';
import { DEFAULT_SHAPE, ratingsOf, searchModule, type SearchShape } from './search-module.ts';
import { warmOnce, WARM_ITERATIONS } from './warm.ts';
import { DEFAULT_WEIGHTS, HARD_WEIGHTS, type ChocolatlWeights } from './weights.ts';

export const HARD_ITERATIONS = 120;

export interface HardTuning {
  exploration: number;
  priorWeight: number;
  determinizations: number;
  /** Shake of the opponents' location worths in playouts. */
  jitter: number;
  shape: SearchShape;
}
export const HARD_TUNING: HardTuning = { exploration: 0.3, priorWeight: 0.02, determinizations: 8, jitter: 0.3, shape: DEFAULT_SHAPE };

const COMMITS = ['commitAll', 'commitFirst', 'commitSecond', 'commitLoc'];

/** A fresh configuration (its planners cache plans for one decision only). */
export function hardConfig(w: ChocolatlWeights = HARD_WEIGHTS, iterations = HARD_ITERATIONS, tuning: HardTuning = HARD_TUNING, model: ChocolatlWeights = DEFAULT_WEIGHTS): SearchConfig<ChocolatlState, ChocolatlChoice> {
  return {
    iterations,
    policy: plannerPolicy(w),
    opponentPolicy: plannerPolicy(model, tuning.jitter),
    evaluate: (s) => rewards(s, w),
    horizon: (root) => roundOver(root),
    prior: (s, seat, list) => ratingsOf(s, seat, list, w),
    priorWeight: tuning.priorWeight,
    exploration: tuning.exploration,
    determinizations: tuning.determinizations,
    policyKinds: COMMITS,
  };
}

/** Decisions taken by rule, as the easy player does: their effect lies beyond a round's search. */
const BY_RULE = new Set(['sacrifice', 'discard']);

/**
 * `w` rates the hard seat's own moves and positions; `model` is how it expects the others to play
 * (the easy and normal bots' planner weights).
 */
export function hardBot(w: ChocolatlWeights = HARD_WEIGHTS, iterations = HARD_ITERATIONS, tuning: HardTuning = HARD_TUNING, model: ChocolatlWeights = DEFAULT_WEIGHTS): Bot<ChocolatlView, ChocolatlChoice> {
  const rule = easyBot(w);
  const search = (view: ChocolatlView, seat: number, opts: DecideOptions): Analysis<ChocolatlChoice> =>
    runSearch(searchModule(view, seat, w, tuning.shape, model), hardConfig(w, iterations, tuning, model), view, seat, opts);
  const analyse = (view: ChocolatlView, seat: number, opts: DecideOptions): Analysis<ChocolatlChoice> => {
    if (!BY_RULE.has(view.phase)) return search(view, seat, opts);
    warmOnce(view, seat, (v) => search(v, seat, { seed: 'warm', iterations: WARM_ITERATIONS }));
    return rule.analyse(view, seat, opts);
  };
  return { name: 'chocolatl-hard', analyse, decide: (view, seat, opts) => analyse(view, seat, opts).choice };
}
