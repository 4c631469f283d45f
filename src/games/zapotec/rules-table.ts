// Which handler answers each choice kind, which kinds each owed decision offers (in the order they
// are listed), and the legality check apply and the UI's "why not" share.
import type { EngineError } from '../../engine/types.ts';
import * as d from './decisions.ts';
import type { Kind, ZapotecRules } from './handlers.ts';
import { owesDecision } from './legality.ts';
import { refusal as err } from './refusals.ts';
import type { ZapotecChoice, ZapotecState } from './types.ts';

export const KIND_RULES: Record<Kind, ZapotecRules> = {
  pick: d.pick, bonus: d.bonus, ritual11: d.ritual11, place: d.place, income: d.income, buy: d.buy, use: d.use,
  pyramid: d.pyramid, ritual: d.ritual, sacrifice: d.sacrifice, endCapital: d.endCapital, build: d.build,
  endConstruction: d.endConstructionStep, score: d.score, draw: d.draw,
};

/** The handlers of each owed decision (a pending kind: the step, or the sub-decision first owed). */
export const DECISION_RULES: Record<string, readonly ZapotecRules[]> = {
  pick: [d.pick], bonus: [d.bonus], ritual11: [d.ritual11], place: [d.place], income: [d.income],
  capital: [d.buy, d.use, d.pyramid, d.ritual, d.sacrifice, d.endCapital],
  construction: [d.use, d.build, d.endConstructionStep],
  scoring: [d.score], draw: [d.draw],
};

export function check(s: ZapotecState, seat: number, c: ZapotecChoice): EngineError | null {
  if (!owesDecision(s, seat)) return err('not-your-turn', 'It is not your turn to decide.');
  return checkMove(s, seat, c);
}

/** Legality of a choice for a seat already known to owe the current decision. */
export function checkMove(s: ZapotecState, seat: number, c: ZapotecChoice): EngineError | null {
  const sub = s.sub[0];
  if (sub !== undefined && c.kind !== sub) return err('finish-first', `Finish the current decision (${sub}) first.`, { owed: sub });
  if (s.phase === 'select' && c.kind !== 'pick') return err('wrong-step', 'Choose an action card first.');
  return KIND_RULES[c.kind].validate(s, seat, c);
}
