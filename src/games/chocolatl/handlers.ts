// Chocolatl's instantiation of the engine's rule style (src/engine/rules.ts). A decision is owed
// by a seat, so the seat is what a handler answers; `owes` says, before the choice is even read,
// whether the seat owes this phase's decision at all (the same test lists who is pending).
import { defineHandler as define, type Handler, type Rules } from '../../engine/rules.ts';
import type { EngineError } from '../../engine/types.ts';
import type { Ctx } from './score.ts';
import type { ChocolatlChoice, ChocolatlState } from './types.ts';

export { refusal as err } from './refusals.ts';

export type ChocolatlRules = Rules<ChocolatlState, number, ChocolatlChoice, Ctx>;

/** One phase's decision: who owes it, and the handler that lists, checks and runs it. */
export interface Decision {
  /** Null when `seat` owes this decision now, else why it does not. */
  owes(s: ChocolatlState, seat: number): EngineError | null;
  rules: ChocolatlRules;
}

/** Kinds stay typed as Chocolatl's choice kinds, so a misspelt kind does not compile. */
export function defineHandler<P>(h: Handler<ChocolatlState, number, P, ChocolatlChoice, Ctx> & { kinds: readonly ChocolatlChoice['kind'][] }): ChocolatlRules {
  return define<ChocolatlState, number, number, P, ChocolatlChoice, Ctx>(h);
}

export const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
