// The shape every decision follows: read the untrusted choice, list the legal ones, check one with
// a specific error, run it. Legal choices are the candidates that pass the same check, so the
// list and the validator can never disagree.
import type { EngineError } from '../../engine/index.ts';
import type { Ctx } from './resources.ts';
import type { ChoiceKind, CopanChoice, CopanState, Task } from './types.ts';

export type Raw = Record<string, unknown>;

export interface Handler<T extends Task, P> {
  kinds: readonly ChoiceKind[];
  /** Shape and identifiers only; no game state. */
  parse(raw: Raw): P | EngineError;
  /** A superset of the legal decisions (a generator where listing them all is costly). */
  candidates(s: CopanState, t: T): Iterable<P>;
  validate(s: CopanState, t: T, p: P): EngineError | null;
  /** Mutates `s` (a private copy). The decision task has already been removed from the queue. */
  run(s: CopanState, t: T, p: P, ctx: Ctx): void;
  toChoice(p: P): CopanChoice;
}

/**
 * A handler with its choice type hidden, so handlers of every kind fit in one table. (No closures
 * are made per decision: they are costly in the playouts bots run by the thousand.)
 */
export interface Rules {
  kinds: readonly ChoiceKind[];
  /** Every legal choice, as the UI and bots see them. */
  options(s: CopanState, t: Task): CopanChoice[];
  /** Up to `limit` legal parsed choices, found without listing them all. */
  someLegal(s: CopanState, t: Task, limit: number): unknown[];
  /** The parsed choice when it is legal now, else the specific reason it is not. */
  check(s: CopanState, t: Task, raw: Raw): EngineError | { parsed: unknown };
  run(s: CopanState, t: Task, parsed: unknown, ctx: Ctx): void;
}

import { refusal as err } from './refusals.ts';
export { err };

export function isError(x: unknown): x is EngineError {
  return typeof x === 'object' && x !== null && typeof (x as EngineError).code === 'string' && typeof (x as EngineError).reason === 'string';
}

export function defineHandler<T extends Task, P>(h: Handler<T, P>): Rules {
  return {
    kinds: h.kinds,
    options(s, t) {
      const out: CopanChoice[] = [];
      for (const p of h.candidates(s, t as T)) if (h.validate(s, t as T, p) === null) out.push(h.toChoice(p));
      return out;
    },
    someLegal(s, t, limit) {
      const out: unknown[] = [];
      for (const p of h.candidates(s, t as T)) {
        if (h.validate(s, t as T, p) !== null) continue;
        out.push(p);
        if (out.length >= limit) break;
      }
      return out;
    },
    check(s, t, raw) {
      const p = h.parse(raw);
      if (isError(p)) return p;
      return h.validate(s, t as T, p) ?? { parsed: p };
    },
    run(s, t, parsed, ctx) {
      h.run(s, t as T, parsed as P, ctx);
    },
  };
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
