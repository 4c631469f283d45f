// Hard: information-set MCTS. Each iteration redeals what the seat cannot see, searches the seat's
// own decisions up to the end of its turn (opponents before it play greedily, their secret card
// picks by a quick rating), completes the turn with the greedy player and scores the position by
// the projected margin over the best other seat.
import type { Bot } from '../../../engine/ai/types.ts';
import { searchBot } from '../../../engine/ai/bots.ts';
import { marginRewards } from '../../../engine/ai/rewards.ts';
import type { SearchConfig } from '../../../engine/ai/ismcts.ts';
import { zapotecGame } from '../index.ts';
import type { ZapotecChoice, ZapotecState, ZapotecView } from '../state.ts';
import { projectScores } from './evaluate.ts';
import { quickPickValue, rulePolicy, withQuickPicks } from './fast.ts';
import { greedyPolicy, rateChoices } from './greedy.ts';
import { turnOver } from './turn.ts';
import { DEFAULT_WEIGHTS, type EvalWeights } from './weights.ts';

export const HARD_ITERATIONS = 400;

export interface HardTuning {
  exploration: number;
  /** Own greedy moves a rollout plays inside the turn before the position is scored. */
  rolloutSteps: number;
  determinizations: number;
  /** Max backup share over own chains of decisions (see engine/ai/tree.ts). */
  maxMix: number;
}
export const HARD_TUNING: HardTuning = { exploration: 0.05, rolloutSteps: 2, determinizations: 8, maxMix: 1 };

export function hardConfig(
  w: EvalWeights = DEFAULT_WEIGHTS, iterations = HARD_ITERATIONS, tuning: HardTuning = HARD_TUNING,
): SearchConfig<ZapotecState, ZapotecChoice> {
  return {
    iterations,
    policy: withQuickPicks(greedyPolicy(w), w),
    opponentPolicy: rulePolicy(w),
    evaluate: (s) => marginRewards(projectScores(s, w), w.marginScale),
    horizon: turnOver,
    // A card pick is judged on the whole turn it gives; inside a turn, a short greedy rollout.
    rolloutSteps: (root) => (root.phase === 'select' ? Infinity : tuning.rolloutSteps),
    policyKinds: ['place', 'bonus', 'ritual11'],
    // New children are tried best-greedy-first, so a node's first visit follows the greedy line.
    prior: (s, seat, list) => (list[0]!.kind === 'pick' ? list.map((c) => (c.kind === 'pick' ? quickPickValue(s, seat, c.card, w) : 0)) : rateChoices(s, seat, list, w)),
    maxMix: tuning.maxMix,
    exploration: tuning.exploration,
    determinizations: tuning.determinizations,
    simultaneousKinds: ['pick'],
  };
}

export function hardBot(w: EvalWeights = DEFAULT_WEIGHTS, iterations = HARD_ITERATIONS, tuning: HardTuning = HARD_TUNING): Bot<ZapotecView, ZapotecChoice> {
  return searchBot('zapotec-hard', zapotecGame, hardConfig(w, iterations, tuning));
}
