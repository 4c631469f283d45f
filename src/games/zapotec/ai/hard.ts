// Hard: information-set MCTS. Each iteration redeals what the seat cannot see (other hands, decks,
// Cocijobot's cards), walks the tree of the seat's own decisions, then plays on, the seat greedily
// (quick card picks) and the other seats by simple rules (greedily too with 3-4 players), to the end
// of the seat's turn in the next round, and scores the position by the projected lead over the best
// other seat (against Cocijobot, with the automa's remaining turns played out: bot-forecast.ts).
import type { Bot, DecideOptions, Policy } from '../../../engine/ai/types.ts';
import { searchBot } from '../../../engine/ai/bots.ts';
import { marginRewards } from '../../../engine/ai/rewards.ts';
import type { SearchConfig } from '../../../engine/ai/ismcts.ts';
import { zapotecGame } from '../index.ts';
import type { ZapotecChoice, ZapotecState, ZapotecView } from '../types.ts';
import { projectScores } from './evaluate.ts';
import { quickPickValue, rulePolicy, withQuickPicks } from './fast.ts';
import { greedyPolicy, rateChoices } from './greedy.ts';
import { turnOver } from './turn.ts';
import { DEFAULT_WEIGHTS, SOLO_HARD_WEIGHTS, type EvalWeights } from './weights.ts';

/** Base iteration budget; each decision scales it by budgetScale. */
export const HARD_ITERATIONS = 200;

/** Small decisions need fewer iterations (card picks are scaled by HardTuning.pickScale). */
const KIND_SCALE: Record<string, number> = { income: 0.4, place: 0.5, bonus: 0.4, ritual11: 0.5, draw: 0.6, scoring: 0.5 };

/** The share of the base budget a decision gets, from what the view shows (kind owed, seats). */
export function budgetScale(view: ZapotecView, tuning: HardTuning = HARD_TUNING): number {
  const kind = view.phase === 'select' ? 'pick' : view.sub[0] ?? view.step;
  const k = kind === 'pick' ? tuning.pickScale : KIND_SCALE[kind] ?? 1;
  return k * (tuning.seatScale[Math.min(view.playerCount, 4)] ?? 1);
}

export interface HardTuning {
  exploration: number;
  /** Rounds after the current one whose turn the simulations still play (then they are scored). */
  horizonRounds: number;
  /** The same for card picks. */
  pickHorizonRounds: number;
  /** Horizon of every decision with 3-4 players, where each extra round costs a lot more. */
  multiHorizonRounds: number;
  /** Budget share of card picks (their simulations are the longest). */
  pickScale: number;
  /** Budget share by human player count (index 1-4); with more seats each simulation costs more
   * (measures: docs/ai.md). */
  seatScale: readonly number[];
  determinizations: number;
  /** Builds the greedy rollout player rates at a time (the most promising at a first look). */
  maxBuilds: number;
  /** The same for the other seats when they play greedily (3-4 players). */
  opponentBuilds: number;
}
export const HARD_TUNING: HardTuning = {
  exploration: 0.1, horizonRounds: 1, pickHorizonRounds: 1, multiHorizonRounds: 1, pickScale: 0.7, seatScale: [1, 1, 1, 0.75, 0.6],
  determinizations: 8, maxBuilds: 6, opponentBuilds: 4,
};

/**
 * How the other seats play inside simulations. With 3-4 players their choices decide which spaces,
 * tiles and rituals are still there on the seat's next turn, so they play as the greedy player does
 * (rating at most `builds` builds at a time); against one opponent or Cocijobot the cheaper rule
 * player is enough (measures: docs/ai.md).
 */
function opponentModel(w: EvalWeights, builds: number): Policy<ZapotecState, ZapotecChoice> {
  const rules = rulePolicy(w);
  const greedy = withQuickPicks(greedyPolicy(w, builds), w);
  return (s, seat, list, rng) => (s.playerCount >= 3 ? greedy : rules)(s, seat, list, rng);
}

/** Prior: the greedy rating (a quick card rating for picks), so new children are tried best first. */
function greedyPrior(w: EvalWeights) {
  return (s: ZapotecState, seat: number, list: ZapotecChoice[]) =>
    list[0]!.kind === 'pick' ? list.map((c) => (c.kind === 'pick' ? quickPickValue(s, seat, c.card, w) : 0)) : rateChoices(s, seat, list, w);
}

export function hardConfig(
  w: EvalWeights = DEFAULT_WEIGHTS, iterations = HARD_ITERATIONS, tuning: HardTuning = HARD_TUNING,
): SearchConfig<ZapotecState, ZapotecChoice> {
  return {
    iterations,
    policy: withQuickPicks(greedyPolicy(w, tuning.maxBuilds), w),
    opponentPolicy: opponentModel(w, tuning.opponentBuilds),
    evaluate: (s) => marginRewards(projectScores(s, w), w.marginScale),
    horizon: (root, seat) => turnOver(root, seat,
      root.playerCount >= 3 ? tuning.multiHorizonRounds : root.phase === 'select' ? tuning.pickHorizonRounds : tuning.horizonRounds),
    policyKinds: ['place', 'bonus', 'ritual11'],
    prior: greedyPrior(w),
    exploration: tuning.exploration,
    determinizations: tuning.determinizations,
    // The seat's own choices never depend on hidden cards, so root choices can be compared on the
    // same deals (paired); the early stop only saves time (same answer).
    paired: true,
    earlyStop: true,
  };
}

/**
 * The hard bot: with 2-4 players it reads positions with `w`, against Cocijobot with `solo` (which
 * plays the automa's turns out). `opts.iterations`, when given, replaces the base budget (still scaled).
 */
export function hardBot(
  w: EvalWeights = DEFAULT_WEIGHTS, solo: EvalWeights = SOLO_HARD_WEIGHTS, iterations = HARD_ITERATIONS, tuning: HardTuning = HARD_TUNING,
): Bot<ZapotecView, ZapotecChoice> {
  const multi = searchBot('zapotec-hard', zapotecGame, hardConfig(w, iterations, tuning));
  const alone = searchBot('zapotec-hard', zapotecGame, hardConfig(solo, iterations, tuning));
  const search = (view: ZapotecView) => (view.playerCount === 1 ? alone : multi);
  const scaled = (view: ZapotecView, opts: DecideOptions): DecideOptions =>
    ({ ...opts, iterations: Math.max(8, Math.round((opts.iterations ?? iterations) * budgetScale(view, tuning))) });
  return {
    name: multi.name,
    decide: (view, seat, opts) => search(view).decide(view, seat, scaled(view, opts)),
    analyse: (view, seat, opts) => search(view).analyse(view, seat, scaled(view, opts)),
  };
}
