// Turns untrusted input (UI, network, save files) into a well-formed choice, or says why not.
import type { EngineError } from '../../engine/types.ts';
import { BASIC_RESOURCES } from './data.ts';
import { refusal } from './refusals.ts';
import { NONE, type ZapotecChoice, type ZapotecMove } from './types.ts';

const isInt = (v: unknown, lo: number, hi: number): v is number => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
const bad = (reason: string): EngineError => refusal('malformed-choice', reason);

export function choiceId(c: ZapotecMove): string {
  switch (c.kind) {
    case 'pick': return `pick:${c.card}`;
    case 'income': return `income:${c.line}`;
    case 'buy': return `buy:${c.level}:${c.slot}`;
    case 'use': return c.ritual === undefined ? `use:${c.tile}` : `use:${c.tile}:r${c.ritual}`;
    case 'pyramid': return c.scoring === undefined ? `pyramid:${c.pyramid}` : `pyramid:${c.pyramid}:t${c.scoring}`;
    case 'ritual': return `ritual:${c.ritual}`;
    case 'sacrifice': return `sacrifice:${c.corn}`;
    case 'bonus': return `bonus:${c.resource}`;
    case 'ritual11': return `ritual11:${c.ritual}`;
    case 'endCapital': return 'endCapital';
    case 'build': return `${c.palace ? 'palace' : 'build'}:${c.space}${c.via === undefined ? '' : `:z${c.via}`}`;
    case 'place': return `place:${c.cell}`;
    case 'endConstruction': return 'endConstruction';
    case 'score': return `score:${c.card}`;
    case 'draw': return `draw:${c.card}`;
  }
}

export function decodeChoice(input: unknown): ZapotecChoice | EngineError {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return bad('A choice must be an object.');
  const o = input as Record<string, unknown>;
  let c: ZapotecMove | null = null;
  switch (o.kind) {
    case 'pick': case 'draw':
      if (isInt(o.card, 1, 27)) c = { kind: o.kind, card: o.card };
      break;
    case 'score':
      if (o.card === NONE || isInt(o.card, 1, 27)) c = { kind: 'score', card: o.card as number };
      break;
    case 'income':
      if (o.line === 'row' || o.line === 'col') c = { kind: 'income', line: o.line };
      break;
    case 'buy':
      if (isInt(o.level, 1, 3) && isInt(o.slot, 0, 2)) c = { kind: 'buy', level: o.level as 1 | 2 | 3, slot: o.slot };
      break;
    case 'use':
      if (isInt(o.tile, 1, 36) && (o.ritual === undefined || isInt(o.ritual, 0, 2)))
        c = o.ritual === undefined ? { kind: 'use', tile: o.tile } : { kind: 'use', tile: o.tile, ritual: o.ritual as number };
      break;
    case 'pyramid':
      if (isInt(o.pyramid, 0, 3) && (o.scoring === undefined || isInt(o.scoring, 0, 8)))
        c = o.scoring === undefined ? { kind: 'pyramid', pyramid: o.pyramid } : { kind: 'pyramid', pyramid: o.pyramid, scoring: o.scoring as number };
      break;
    case 'ritual': case 'ritual11':
      if (isInt(o.ritual, 0, 2)) c = { kind: o.kind, ritual: o.ritual };
      break;
    case 'sacrifice':
      if (isInt(o.corn, 1, 5)) c = { kind: 'sacrifice', corn: o.corn };
      break;
    case 'bonus':
      if ((BASIC_RESOURCES as readonly unknown[]).includes(o.resource)) c = { kind: 'bonus', resource: o.resource as 'wood' };
      break;
    case 'endCapital': case 'endConstruction':
      c = { kind: o.kind };
      break;
    case 'build':
      if (isInt(o.space, 0, 44) && typeof o.palace === 'boolean' && (o.via === undefined || isInt(o.via, 25, 30)))
        c = o.via === undefined ? { kind: 'build', space: o.space, palace: o.palace } : { kind: 'build', space: o.space, palace: o.palace, via: o.via as number };
      break;
    case 'place':
      if (isInt(o.cell, 0, 8)) c = { kind: 'place', cell: o.cell };
      break;
    default:
      return bad(`Unknown kind of choice: ${String(o.kind).slice(0, 40)}.`);
  }
  if (!c) return bad(`The fields of this '${String(o.kind)}' choice are missing or out of range.`);
  return { ...c, id: choiceId(c) } as ZapotecChoice;
}
