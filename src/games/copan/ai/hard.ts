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
import { argmax, rulePolicy } from './policy.ts';
import { DEFAULT_PRUNING, ratingsOf, searchModule, type CopanModule, type Pruning } from './search-module.ts';
import { nextTurnOver, roundOver, turnOver } from './turn.ts';
import { DEFAULT_WEIGHTS, EASY_WEIGHTS, type CopanWeights } from './weights.ts';

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
  /**
   * Where the reward's logistic is centred: the projected lead at the root, or the lead after the
   * rule player plays the root out to the horizon (the typical outcome, so that a swing every
   * choice shares, such as the next seat's Embassy loop, does not flatten all rewards to 0 or 1).
   */
  centre: 'root' | 'policy';
  /** Visits of every root choice before UCB chooses (see SearchConfig.minRootVisits). */
  minRootVisits: number;
  /**
   * With 3-4 players, where simulations stop: after the next seat's turn, or after the whole round
   * (every other seat has played once). The round simulates more turns and won no more: 70 of the
   * first 100 deals of seed s16r against 74 for the next seat's turn.
   */
  horizon: 'next' | 'round';
  /**
   * How the other seats play inside simulations: the rule player with the seat's own weights, or
   * the greedy one (the easy weights: what a choice brings now, no Embassy stack planned).
   */
  opponents: 'rule' | 'greedy';
  pruning: Pruning;
  /** With 3-4 players, the key decisions checked to the end of the game (deep.ts); null: off. */
  deep: DeepTuning | null;
}
export const HARD_TUNING: HardTuning = {
  exploration: 0.1, priorWeight: 0.05, determinizations: 8, rewardScale: 10, centre: 'root', minRootVisits: 1, horizon: 'next', opponents: 'rule', pruning: DEFAULT_PRUNING, deep: DEEP_TUNING,
};

/** Small follow-up decisions the seat leaves to the rule player below the root. */
const POLICY_KINDS = ['gain', 'lose', 'climb', 'descend', 'pickGlyph', 'loseGlyph', 'removeJade', 'discardChar', 'trimChars', 'relocate'];

export function hardConfig(w: CopanWeights = DEFAULT_WEIGHTS, iterations = HARD_ITERATIONS, tuning: HardTuning = HARD_TUNING): SearchConfig<CopanState, CopanChoice> {
  const policy: Policy<CopanState, CopanChoice> = (s, seat, list) => list[argmax(ratingsOf(s, seat, list, w))]!;
  const module = searchModule(w, tuning.pruning);
  // The reward is a logistic of the projected lead centred on the lead at the root (the horizon is
  // set up once at the start of every search): far ahead or far behind, the turn's choices still
  // differ by a readable amount instead of all scoring about 1 or about 0.
  let centre = 0;
  return {
    iterations,
    policy,
    ...(tuning.opponents === 'greedy' ? { opponentPolicy: rulePolicy(EASY_WEIGHTS) } : {}),
    evaluate: (s, seat) => {
      const r = 1 / (1 + Math.exp(-(projectedMargin(s, seat, w) - centre) / tuning.rewardScale));
      return s.players.map((_, i) => (i === seat ? r : 1 - r));
    },
    horizon: (root, seat) => {
      const stop = root.players.length < 3 || root.automa ? turnOver(root) : tuning.horizon === 'round' ? roundOver(root) : nextTurnOver(root);
      centre = tuning.centre === 'policy' ? policyMargin(module, root, seat, stop, w) : projectedMargin(root, seat, w);
      return stop;
    },
    prior: (s, seat, list) => ratingsOf(s, seat, list, w),
    priorWeight: tuning.priorWeight,
    exploration: tuning.exploration,
    determinizations: tuning.determinizations,
    policyKinds: POLICY_KINDS,
    stepBudget: HARD_STEP_BUDGET,
    maxMix: 1,
    minRootVisits: tuning.minRootVisits,
    paired: true,
    earlyStop: true,
  };
}

/** The seat's projected lead once the rule player has played every seat from `root` to `stop`. */
function policyMargin(module: CopanModule, root: CopanState, seat: number, stop: (s: CopanState) => boolean, w: CopanWeights): number {
  let s = module.copy!(root);
  for (let n = 0; n < 5000 && !stop(s); n++) {
    const pending = module.pending(s);
    if (pending.length === 0) break;
    const who = (pending.find((p) => p.seat === seat) ?? pending[0]!).seat;
    const list = module.choices(s, who);
    if (list.length === 0) break;
    const res = module.applyInPlace!(s, who, list.length === 1 ? list[0]! : list[argmax(ratingsOf(s, who, list, w))]!);
    if (!res.ok) break;
    s = res.state;
  }
  return projectedMargin(s, seat, w);
}

export function hardBot(w: CopanWeights = DEFAULT_WEIGHTS, iterations = HARD_ITERATIONS, tuning: HardTuning = HARD_TUNING): Bot<CopanView, CopanChoice> {
  const search = searchBot('copan-hard', searchModule(w, tuning.pruning), hardConfig(w, iterations, tuning));
  return tuning.deep ? deepCheck(search, tuning.deep) : search;
}
