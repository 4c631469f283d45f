// Normal: lookahead over the turn. The few best choices by their one-pass rating are each played
// on a couple of determinizations, the rest of the turn is played by the rule player (every seat),
// and the choice with the best mean projected lead at the end of the turn wins.
import type { Analysis, Bot, DecideOptions } from '../../../engine/ai/types.ts';
import { copanGame } from '../game.ts';
import type { CopanChoice } from '../types.ts';
import type { CopanView } from '../view.ts';
import { projectedMargin } from './evaluate.ts';
import { playOut } from './policy.ts';
import { rateChoices } from './rate.ts';
import { prune } from './search-module.ts';
import { turnOver } from './turn.ts';
import { DEFAULT_WEIGHTS, type CopanWeights } from './weights.ts';

export interface NormalTuning {
  candidates: number;
  determinizations: number;
}
export const NORMAL_TUNING: NormalTuning = { candidates: 5, determinizations: 2 };

export function normalBot(w: CopanWeights = DEFAULT_WEIGHTS, tuning: NormalTuning = NORMAL_TUNING): Bot<CopanView, CopanChoice> {
  const analyse = (view: CopanView, seat: number, opts: DecideOptions): Analysis<CopanChoice> => {
    const start = performance.now();
    const dets = Array.from({ length: tuning.determinizations }, (_, d) => copanGame.sampleConsistent(view, seat, `${opts.seed}:d${d}`));
    const list = copanGame.choices(dets[0]!, seat);
    if (list.length === 0) throw new Error(`seat ${seat} has no legal choice in this view`);
    if (list.length === 1) return { choice: list[0]!, ranked: [{ choice: list[0]!, value: 0, visits: 0 }], iterations: 0, elapsedMs: 0 };
    const kept = prune(list, rateChoices(dets[0]!, seat, list, w), tuning.candidates).list;
    const ranked = kept.map((choice) => {
      let total = 0;
      for (const det of dets) {
        const res = copanGame.apply(det, seat, choice);
        if (!res.ok) throw new Error(`normal: legal choice ${choice.id} refused: ${res.error.reason}`);
        total += projectedMargin(playOut(res.state, turnOver(det), () => w), seat, w);
      }
      return { choice, value: total / dets.length, visits: dets.length };
    });
    ranked.sort((a, b) => b.value - a.value);
    return { choice: ranked[0]!.choice, ranked, iterations: ranked.length * dets.length, elapsedMs: performance.now() - start };
  };
  return { name: 'copan-normal', analyse, decide: (view, seat, opts) => analyse(view, seat, opts).choice };
}

