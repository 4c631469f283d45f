// Plays a position on (in copies) with a policy for every seat until a stop test holds.
import type { BotRng, Policy } from '../../../engine/ai/types.ts';
import { chocolatlGame } from '../index.ts';
import type { ChocolatlChoice, ChocolatlState } from '../types.ts';

export function playOut(
  s: ChocolatlState,
  stop: (s: ChocolatlState) => boolean,
  policy: (seat: number) => Policy<ChocolatlState, ChocolatlChoice>,
  rng: BotRng,
  maxSteps = 400,
): ChocolatlState {
  for (let i = 0; i < maxSteps && !stop(s); i++) {
    const pending = chocolatlGame.pending(s);
    if (pending.length === 0) break;
    const seat = pending[0]!.seat;
    const list = chocolatlGame.choices(s, seat);
    const choice = list.length === 1 ? list[0]! : policy(seat)(s, seat, list, rng);
    const res = chocolatlGame.apply(s, seat, choice);
    if (!res.ok) throw new Error(`playOut: ${choice.id} refused: ${res.error.reason}`);
    s = res.state;
  }
  return s;
}
