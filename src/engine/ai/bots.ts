// Ready-made bots over any game module: the search bot, a one-step greedy bot and a random bot.
// All of them see only the view; where they need a full state to try a choice on, they draw one
// with module.sampleConsistent, exactly as the search does.
import type { Choice, GameModule, Seat } from '../types.ts';
import { makeRng } from '../rng.ts';
import { runSearch, type SearchConfig } from './ismcts.ts';
import type { Analysis, Bot, DecideOptions, RatedChoice } from './types.ts';

type Module<S, C extends Choice, V> = GameModule<S, any, C, V>;

function fromAnalysis<V, C extends Choice>(name: string, analyse: (view: V, seat: Seat, opts: DecideOptions) => Analysis<C>): Bot<V, C> {
  return { name, analyse, decide: (view, seat, opts) => analyse(view, seat, opts).choice };
}

/** Determinized information-set MCTS as a bot. */
export function searchBot<S, C extends Choice, V>(name: string, module: Module<S, C, V>, config: SearchConfig<S, C>): Bot<V, C> {
  return fromAnalysis(name, (view, seat, opts) => runSearch(module, config, view, seat, opts));
}

/** Uniformly random legal choices (a baseline for tests and tuning). */
export function randomBot<S, C extends Choice, V>(module: Module<S, C, V>): Bot<V, C> {
  return fromAnalysis('random', (view, seat, opts) => {
    const state = module.sampleConsistent(view, seat, `${opts.seed}:d0`);
    const list = module.choices(state, seat);
    const choice = list[makeRng(opts.seed).int(list.length)]!;
    return { choice, ranked: [{ choice, value: 0, visits: 1 }], iterations: 0, elapsedMs: 0 };
  });
}

/**
 * Rates every legal choice by `rate(state, choice)` on one determinization (higher is better) and
 * takes the best; ties keep the module's order. Good for games where a seat's own choices do not
 * depend on hidden information; `rate` may itself look ahead.
 */
export function ratingBot<S, C extends Choice, V>(
  name: string,
  module: Module<S, C, V>,
  rate: (state: S, seat: Seat, choices: C[], seed: string) => number[],
): Bot<V, C> {
  return fromAnalysis(name, (view, seat, opts) => {
    const start = performance.now();
    const state = module.sampleConsistent(view, seat, `${opts.seed}:d0`);
    const list = module.choices(state, seat);
    if (list.length === 0) throw new Error(`seat ${seat} has no legal choice in this view`);
    const values = list.length === 1 ? [0] : rate(state, seat, list, opts.seed);
    const ranked: RatedChoice<C>[] = list
      .map((choice, i) => ({ choice, value: values[i]!, visits: 1, i }))
      .sort((a, b) => b.value - a.value || a.i - b.i)
      .map(({ choice, value, visits }) => ({ choice, value, visits }));
    return { choice: ranked[0]!.choice, ranked, iterations: list.length, elapsedMs: performance.now() - start };
  });
}
