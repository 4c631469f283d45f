// Zapotec's instantiation of the engine's rule style (src/engine/rules.ts): one handler per choice
// kind, answering the seat that owes the decision; a run writes its events into the list it gets.
import { defineHandler as define, type Handler, type Rules } from '../../engine/rules.ts';
import type { GameEvent } from '../../engine/types.ts';
import { choiceId } from './decode.ts';
import type { ZapotecChoice, ZapotecMove, ZapotecState } from './types.ts';

export type Kind = ZapotecMove['kind'];
export type ZapotecRules = Rules<ZapotecState, number, ZapotecChoice, GameEvent[]>;
type Move<K extends Kind> = Extract<ZapotecMove, { kind: K }>;

/**
 * Parsing is decodeChoice's (decode.ts, one reader for every kind, run before any state check) and
 * a listed choice is its candidate with its id, so a handler gives candidates, validate and run.
 */
export function defineHandler<K extends Kind>(
  kind: K,
  h: Pick<Handler<ZapotecState, number, Move<K>, ZapotecChoice, GameEvent[]>, 'candidates' | 'validate' | 'run'>,
): ZapotecRules {
  return define<ZapotecState, number, number, Move<K>, ZapotecChoice, GameEvent[]>({
    kinds: [kind],
    parse: (raw) => raw as Move<K>, // already decoded: apply calls validate with decodeChoice's result
    // Candidates are fresh objects: naming them in place saves a copy per listed choice.
    toChoice: (move) => Object.assign(move, { id: choiceId(move) }) as ZapotecChoice,
    ...h,
  });
}
