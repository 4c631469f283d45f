// The lookahead bot: the few best choices by a quick rating are each tried on a handful of
// determinizations, each result is played on and scored, and the best mean score wins. Cheaper
// than the search and steadier than the one-pass rating; the games' normal level.
import type { Choice, GameModule, Seat } from '../types.ts';
import type { Analysis, Bot, DecideOptions } from './types.ts';

export interface Lookahead<S, C extends Choice, V> {
  name: string;
  module: Pick<GameModule<S, unknown, C, V>, 'choices' | 'apply'>;
  /** Determinizations per decision. */
  determinizations: number;
  /** Determinization `seed` of the view (a full state the seat cannot tell from the real one). */
  sample(view: V, seat: Seat, seed: string): S;
  /** The candidates worth trying, best first, rated on the first determinization. */
  candidates(state: S, seat: Seat, list: C[]): C[];
  /**
   * Made once per decision (so that caches serve all its playouts): scores the state `after` a
   * candidate was applied to determinization `det`, typically by playing it on.
   */
  scorer(seat: Seat, seed: string): (after: S, det: S) => number;
}

export function lookaheadBot<S, C extends Choice, V>(spec: Lookahead<S, C, V>): Bot<V, C> {
  const { module } = spec;
  const analyse = (view: V, seat: Seat, opts: DecideOptions): Analysis<C> => {
    const start = performance.now();
    const dets = Array.from({ length: spec.determinizations }, (_, d) => spec.sample(view, seat, `${opts.seed}:d${d}`));
    const list = module.choices(dets[0]!, seat);
    if (list.length === 0) throw new Error(`seat ${seat} has no legal choice in this view`);
    if (list.length === 1) return { choice: list[0]!, ranked: [{ choice: list[0]!, value: 0, visits: 0 }], iterations: 0, elapsedMs: 0 };
    const kept = spec.candidates(dets[0]!, seat, list);
    const score = spec.scorer(seat, opts.seed);
    const ranked = kept.map((choice) => {
      let total = 0;
      for (const det of dets) {
        const res = module.apply(det, seat, choice);
        if (!res.ok) throw new Error(`${spec.name}: legal choice ${choice.id} refused: ${res.error.reason}`);
        total += score(res.state, det);
      }
      return { choice, value: total / dets.length, visits: dets.length };
    });
    ranked.sort((a, b) => b.value - a.value);
    return { choice: ranked[0]!.choice, ranked, iterations: ranked.length * dets.length, elapsedMs: performance.now() - start };
  };
  return { name: spec.name, analyse, decide: (view, seat, opts) => analyse(view, seat, opts).choice };
}
