// Playing a position on with a policy, the one loop every game's lookahead uses: the first seat
// owed a decision plays (a forced choice is taken without asking the policy), until a stop test
// holds, nobody is owed anything, or the step cap is reached.
import type { Choice, GameModule } from '../types.ts';
import type { BotRng, Policy } from './types.ts';

type PlayModule<S, C extends Choice> = Pick<GameModule<S, unknown, C, unknown>, 'pending' | 'choices' | 'apply'> &
  Partial<Pick<GameModule<S, unknown, C, unknown>, 'applyInPlace'>>;

/** Index of the best value; ties keep the first. */
export function argmax(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i;
  return best;
}

/**
 * Plays `s` on with `policy` for every seat until `stop` holds. Uses the module's fast path when it
 * has one (then `s` is changed: pass a copy). Returns the state reached and how many moves it played
 * (what a caller's move budget counts).
 */
export function playOutCounted<S, C extends Choice>(
  module: PlayModule<S, C>,
  s: S,
  stop: (s: S) => boolean,
  policy: Policy<S, C>,
  rng: BotRng,
  maxSteps: number,
): { state: S; steps: number } {
  const step = module.applyInPlace ?? module.apply;
  let steps = 0;
  for (; steps < maxSteps && !stop(s); steps++) {
    const owed = module.pending(s)[0];
    if (!owed) break;
    const list = module.choices(s, owed.seat);
    const choice = list.length === 1 ? list[0]! : policy(s, owed.seat, list, rng);
    const res = step(s, owed.seat, choice);
    if (!res.ok) throw new Error(`playOut: ${choice.id} refused: ${res.error.reason}`);
    s = res.state;
  }
  return { state: s, steps };
}

/** `playOutCounted`, the state reached alone. */
export function playOut<S, C extends Choice>(...args: Parameters<typeof playOutCounted<S, C>>): S {
  return playOutCounted(...args).state;
}
