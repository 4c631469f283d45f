// Normal: lookahead. The few best choices by planned worth are each played on a handful of
// determinizations (others' face-down offerings as their planner would have made them), the rest
// of the round is played with planners, and the choice with the best mean projected lead wins.
import type { Analysis, Bot, BotRng, DecideOptions, Policy } from '../../../engine/ai/types.ts';
import { makeRng } from '../../../engine/rng.ts';
import { chocolatlGame } from '../index.ts';
import type { ChocolatlChoice, ChocolatlState, ChocolatlView } from '../types.ts';
import { believedState } from './belief.ts';
import { projectedMargin } from './evaluate.ts';
import { playOut } from './playout.ts';
import { plannerPolicy, rateChoices } from './policy.ts';
import { roundOver } from './round.ts';
import { DEFAULT_WEIGHTS, type ChocolatlWeights } from './weights.ts';

export interface NormalTuning {
  candidates: number;
  determinizations: number;
  jitter: number;
}
export const NORMAL_TUNING: NormalTuning = { candidates: 3, determinizations: 2, jitter: 0.3 };

export function normalBot(w: ChocolatlWeights = DEFAULT_WEIGHTS, tuning: NormalTuning = NORMAL_TUNING): Bot<ChocolatlView, ChocolatlChoice> {
  const analyse = (view: ChocolatlView, seat: number, opts: DecideOptions): Analysis<ChocolatlChoice> => {
    const start = performance.now();
    const dets = Array.from({ length: tuning.determinizations }, (_, d) => believedState(view, seat, `${opts.seed}:d${d}`, w, tuning.jitter));
    const list = chocolatlGame.choices(dets[0]!, seat);
    if (list.length === 0) throw new Error(`seat ${seat} has no legal choice in this view`);
    if (list.length === 1) return { choice: list[0]!, ranked: [{ choice: list[0]!, value: 0, visits: 0 }], iterations: 0, elapsedMs: 0 };
    const rated = rateChoices(dets[0]!, seat, list, w);
    const order = list.map((_, i) => i).sort((a, b) => rated[b]! - rated[a]! || a - b).slice(0, tuning.candidates);
    const rng = makeRng(`${opts.seed}:normal`);
    // One pair of planners for the whole decision: their plan caches serve every playout.
    const own = plannerPolicy(w), others = plannerPolicy(w, tuning.jitter);
    const ranked = order.map((i) => {
      const choice = list[i]!;
      let total = 0;
      for (const det of dets) {
        const res = chocolatlGame.apply(det, seat, choice);
        if (!res.ok) throw new Error(`normal: legal choice ${choice.id} refused: ${res.error.reason}`);
        const end = playOutRound(res.state, seat, own, others, rng);
        total += projectedMargin(end, seat, w);
      }
      return { choice, value: total / dets.length, visits: dets.length };
    });
    ranked.sort((a, b) => b.value - a.value);
    return { choice: ranked[0]!.choice, ranked, iterations: ranked.length * dets.length, elapsedMs: performance.now() - start };
  };
  return { name: 'chocolatl-normal', analyse, decide: (view, seat, opts) => analyse(view, seat, opts).choice };
}

function playOutRound(s: ChocolatlState, seat: number, own: Policy<ChocolatlState, ChocolatlChoice>, others: Policy<ChocolatlState, ChocolatlChoice>, rng: BotRng): ChocolatlState {
  return playOut(s, roundOver(s), (who) => (who === seat ? own : others), rng);
}
