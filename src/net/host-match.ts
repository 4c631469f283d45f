// Which game of the room is being played (0: the first; each rematch counts up). Its own module:
// the views carry it, and the rematch sets it.
import type { HostContext } from './host-context.ts';

const numbers = new WeakMap<object, number>();

export function matchNumber<S, O, V>(ctx: HostContext<S, O, V>): number {
  return numbers.get(ctx) ?? 0;
}

export function setMatchNumber<S, O, V>(ctx: HostContext<S, O, V>, n: number): void {
  numbers.set(ctx, n);
}
