// Plays one seeded game with a bot in every deciding seat, handing each bot only its seat's view,
// and records the result and how long each real decision took. Used by the simulator and tests.
import type { Choice, GameModule, GameResult, Seat } from '../types.ts';
import type { Bot } from './types.ts';

export interface ArenaOptions {
  /** Iteration budget passed to every bot (each bot's default when absent). */
  iterations?: number;
  timeMs?: number;
  maxSteps?: number;
}

export interface ArenaGame {
  result: GameResult | null;
  /** Final totals by seat (empty if the game broke). */
  scores: number[];
  /** Milliseconds per decision that had more than one legal choice, by seat. */
  decisionMs: number[][];
  steps: number;
  failure: string | null;
}

export function playBotGame<S, O, C extends Choice, V>(
  module: GameModule<S, O, C, V>,
  options: O,
  seed: string,
  bots: readonly (Bot<V, C> | undefined)[],
  opts: ArenaOptions = {},
): ArenaGame {
  let state = module.setup(options, seed);
  const decisionMs: number[][] = [];
  const maxSteps = opts.maxSteps ?? 5000;
  let steps = 0;
  const fail = (failure: string): ArenaGame => ({ result: null, scores: [], decisionMs, steps, failure });
  while (steps < maxSteps) {
    const pending = module.pending(state);
    if (pending.length === 0) break;
    const seat: Seat = pending[0]!.seat;
    const bot = bots[seat];
    if (!bot) return fail(`no bot for seat ${seat}`);
    const legal = module.choices(state, seat);
    const t0 = performance.now();
    let choice: C;
    try {
      choice = bot.decide(module.view(state, seat), seat, {
        seed: `${seed}:${steps}:${seat}`,
        ...(opts.iterations !== undefined ? { iterations: opts.iterations } : {}),
        ...(opts.timeMs !== undefined ? { timeMs: opts.timeMs } : {}),
      });
    } catch (e) {
      return fail(`step ${steps}: ${bot.name} threw: ${(e as Error).message}`);
    }
    const ms = performance.now() - t0;
    if (legal.length > 1) (decisionMs[seat] ??= []).push(ms);
    if (!legal.some((c) => c.id === choice.id)) return fail(`step ${steps}: ${bot.name} chose ${choice.id}, not a legal choice`);
    const res = module.apply(state, seat, choice);
    if (!res.ok) return fail(`step ${steps}: ${choice.id} refused: ${res.error.reason}`);
    state = res.state;
    steps++;
  }
  const result = module.result(state);
  if (!result) return fail(`no result after ${steps} steps`);
  const scores: number[] = [];
  for (const line of result.scores) scores[line.seat] = line.total;
  return { result, scores, decisionMs, steps, failure: null };
}

/** Value at quantile q (0..1) of a list of numbers (nearest rank). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
