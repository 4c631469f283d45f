// The one rule style every game follows: a handler per decision kind reads the untrusted choice,
// lists the candidates, checks one with a specific error and runs it. The legal choices are the
// candidates that pass the same check, so the list a player (or a bot) sees and the validator can
// never disagree.
//
// Type parameters: S the game state, T the decision being owed (a task from a queue, a seat…),
// P the parsed choice, C the public choice, X the context a run writes events into.
import type { EngineError } from './types.ts';

/** An untrusted choice object, before parsing. */
export type RawChoice = Record<string, unknown>;

export interface Handler<S, T, P, C, X> {
  /** The choice kinds this handler answers. */
  kinds: readonly string[];
  /** Shape and identifiers only; no game state. */
  parse(raw: RawChoice): P | EngineError;
  /** A superset of the legal decisions (a generator where listing them all is costly). */
  candidates(s: S, t: T): Iterable<P>;
  validate(s: S, t: T, p: P): EngineError | null;
  /** Mutates `s` (a private copy). */
  run(s: S, t: T, p: P, ctx: X): void;
  toChoice(p: P): C;
}

/**
 * A handler with its parsed type hidden, so handlers of every kind fit in one table. (No closures
 * are made per decision: they are costly in the playouts bots run by the thousand.)
 */
export interface Rules<S, T, C, X> {
  kinds: readonly string[];
  /** Every legal choice, as the UI and bots see them. */
  options(s: S, t: T): C[];
  /** Up to `limit` legal parsed choices, found without listing them all. */
  someLegal(s: S, t: T, limit: number): unknown[];
  /** The parsed choice when it is legal now, else the specific reason it is not. */
  check(s: S, t: T, raw: RawChoice): EngineError | { parsed: unknown };
  /**
   * The handler's own parse and validate, for a game that puts its own checks between them (who
   * owes the decision) and keeps the parsed form it got.
   */
  parse(raw: RawChoice): unknown;
  validate(s: S, t: T, parsed: unknown): EngineError | null;
  run(s: S, t: T, parsed: unknown, ctx: X): void;
}

export function isError(x: unknown): x is EngineError {
  return typeof x === 'object' && x !== null && typeof (x as EngineError).code === 'string' && typeof (x as EngineError).reason === 'string';
}

/**
 * Hides a handler's parsed type. `T` may be narrower than the table's decision type `B` (a handler
 * for one task variant): the table only calls it for the decisions it is listed under.
 */
export function defineHandler<S, B, T extends B, P, C, X>(h: Handler<S, T, P, C, X>): Rules<S, B, C, X> {
  return {
    kinds: h.kinds,
    options(s, t) {
      const out: C[] = [];
      const all = h.candidates(s, t as T);
      // Arrays are walked by index: the iterator protocol costs more where handlers mix arrays and generators.
      if (Array.isArray(all)) {
        for (let i = 0; i < all.length; i++) if (h.validate(s, t as T, all[i]) === null) out.push(h.toChoice(all[i]));
      } else for (const p of all) if (h.validate(s, t as T, p) === null) out.push(h.toChoice(p));
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
    parse: (raw) => h.parse(raw),
    validate: (s, t, parsed) => h.validate(s, t as T, parsed as P),
    run(s, t, parsed, ctx) {
      h.run(s, t as T, parsed as P, ctx);
    },
  };
}

/**
 * A game's refusal maker, typed by its list of codes: a code not in the list does not compile, and
 * the i18n test checks every listed code has a text (the UI shows `err.<code>`).
 */
export function refusals<Code extends string>(): (code: Code, reason: string, data?: Record<string, string | number>) => EngineError {
  return (code, reason, data) => (data ? { code, reason, data } : { code, reason });
}
