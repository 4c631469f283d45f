// Copan's instantiation of the engine's rule style (src/engine/rules.ts): handlers answer the task
// at the head of the queue, with Copan's refusal codes and field readers for parse().
import { defineHandler as define, type Handler, type RawChoice, type Rules } from '../../engine/rules.ts';
import type { EngineError } from '../../engine/index.ts';
import type { Ctx } from './resources.ts';
import type { ChoiceKind, CopanChoice, CopanState, Task } from './types.ts';
import { refusal as err } from './refusals.ts';

export { err };
export { isError } from '../../engine/rules.ts';
export type Raw = RawChoice;
export type CopanRules = Rules<CopanState, Task, CopanChoice, Ctx>;

/** Kinds stay typed as Copan's choice kinds, so a misspelt kind does not compile. */
export function defineHandler<T extends Task, P>(h: Handler<CopanState, T, P, CopanChoice, Ctx> & { kinds: readonly ChoiceKind[] }): CopanRules {
  return define<CopanState, Task, T, P, CopanChoice, Ctx>(h);
}

// Field readers for parse(): each returns the value or undefined when the field is malformed.
export function readIndex(raw: Raw, field: string, lookup: ReadonlyMap<string, number>): number | undefined {
  const v = raw[field];
  return typeof v === 'string' ? lookup.get(v) : undefined;
}

export function readVector(raw: Raw, field: string, length: number): number[] | undefined {
  const v = raw[field];
  if (!Array.isArray(v) || v.length !== length) return undefined;
  for (const x of v) if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x > 99) return undefined;
  return v as number[];
}

export const malformed = (field: string): EngineError => err('malformed-choice', `The choice's "${field}" field is missing or not recognised.`, { field });
