// Hard: information-set MCTS. Each iteration redeals what the seat cannot see (other hands, the
// bag, the decks), walks the tree of the seat's own decisions in the turn in progress (the best
// few choices of each, by their one-pass rating), plays the rest of the turn with the rule
// player (with 3-4 players also the next seat's turn: what a turn leaves open is that seat's to
// take), and scores the position by the projected lead over the best other seat. With 3-4
// players its key decisions are then checked to the end of the game (deep.ts).
import type { Bot, Policy } from '../../../engine/ai/types.ts';
import { searchBot } from '../../../engine/ai/bots.ts';
import type { SearchConfig } from '../../../engine/ai/ismcts.ts';
import type { CopanChoice, CopanState } from '../types.ts';
import type { CopanView } from '../view.ts';
import { deepCheck, DEEP_TUNING, type DeepTuning } from './deep.ts';
import { projectedMargin } from './evaluate.ts';
import { argmax } from '../../../engine/ai/playout.ts';
import { DEFAULT_PRUNING, ratingsOf, searchModule, type Pruning } from './search-module.ts';
import { nextTurnOver, turnOver } from './turn.ts';
import { DEFAULT_WEIGHTS, type CopanWeights } from './weights.ts';

export const HARD_ITERATIONS = 150;
/**
 * Moves simulated per decision before the search stops early. A turn is short and never reaches it;
 * an Embassy loop (stack.ts) makes every simulation of that turn a hundred moves or more, and the
 * cap keeps those decisions inside the time goal, deterministically.
 */
export const HARD_STEP_BUDGET = 6000;

export interface HardTuning {
  exploration: number;
  priorWeight: number;
  determinizations: number;
  /** Width, in points, of the reward's logistic around the root's projected lead. */
  rewardScale: number;
  pruning: Pruning;
  /** With 3-4 players, the key decisions checked to the end of the game (deep.ts); null: off. */
  deep: DeepTuning | null;
}
export const HARD_TUNING: HardTuning = {
  exploration: 0.1, priorWeight: 0.05, determinizations: 8, rewardScale: 10, pruning: DEFAULT_PRUNING, deep: DEEP_TUNING,
};

/** Small follow-up decisions the seat leaves to the rule player below the root. */
const POLICY_KINDS = ['gain', 'lose', 'climb', 'descend', 'pickGlyph', 'loseGlyph', 'removeJade', 'discardChar', 'trimChars', 'relocate'];

export function hardConfig(w: CopanWeights = DEFAULT_WEIGHTS, iterations = HARD_ITERATIONS, tuning: HardTuning = HARD_TUNING): SearchConfig<CopanState, CopanChoice> {
  const policy: Policy<CopanState, CopanChoice> = (s, seat, list) => list[argmax(ratingsOf(s, seat, list, w))]!;
  // The reward is a logistic of the projected lead centred on the lead at the root (the horizon is
  // set up once at the start of every search): far ahead or far behind, the turn's choices still
  // differ by a readable amount instead of all scoring about 1 or about 0.
  let centre = 0;
  return {
    iterations,
    policy,
    evaluate: (s, seat) => {
      const r = 1 / (1 + Math.exp(-(projectedMargin(s, seat, w) - centre) / tuning.rewardScale));
      return s.players.map((_, i) => (i === seat ? r : 1 - r));
    },
    horizon: (root, seat) => {
      centre = projectedMargin(root, seat, w);
      return root.players.length < 3 || root.automa ? turnOver(root) : nextTurnOver(root);
    },
    prior: (s, seat, list) => ratingsOf(s, seat, list, w),
    priorWeight: tuning.priorWeight,
    exploration: tuning.exploration,
    determinizations: tuning.determinizations,
    policyKinds: POLICY_KINDS,
    stepBudget: HARD_STEP_BUDGET,
    maxMix: 1,
    paired: true,
    earlyStop: true,
  };
}

export function hardBot(w: CopanWeights = DEFAULT_WEIGHTS, iterations = HARD_ITERATIONS, tuning: HardTuning = HARD_TUNING): Bot<CopanView, CopanChoice> {
  const search = searchBot('copan-hard', searchModule(w, tuning.pruning), hardConfig(w, iterations, tuning));
  return tuning.deep ? deepCheck(search, tuning.deep) : search;
}
