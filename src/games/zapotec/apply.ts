// apply: decode untrusted input, check it, then change a fresh copy. Never throws, never mutates.
import type { ApplyResult, GameEvent } from '../../engine/types.ts';
import { cloneJson } from '../../engine/clone.ts';
import * as act from './actions.ts';
import { decodeChoice } from './decode.ts';
import { drawCard, endConstruction, pickCard, scoreTurn } from './flow.ts';
import { check } from './legality.ts';
import { R } from './data.ts';
import type { ZapotecState } from './state.ts';

export function apply(state: ZapotecState, seat: number, input: unknown): ApplyResult<ZapotecState> {
  const c = decodeChoice(input);
  if ('code' in c) return { ok: false, error: c };
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return { ok: false, error: { code: 'no-such-seat', reason: 'There is no such seat.' } };
  const refused = check(state, seat, c);
  if (refused) return { ok: false, error: refused };
  const s = cloneJson(state);
  const events: GameEvent[] = [];
  switch (c.kind) {
    case 'pick': pickCard(s, seat, c.card, events); break;
    case 'income': act.takeIncome(s, seat, c.line, events); s.step = 'capital'; break;
    case 'buy': act.buyTrade(s, seat, c.level, c.slot, events); break;
    case 'use': act.useTrade(s, seat, c.tile, c.ritual, events); break;
    case 'pyramid': act.buildPyramid(s, seat, c.pyramid, c.scoring, events); break;
    case 'ritual': act.performRitual(s, seat, c.ritual, events); break;
    case 'sacrifice': act.sacrifice(s, seat, c.corn, events); break;
    case 'bonus': s.sub.shift(); s.players[seat]!.res[R[c.resource]]!++; events.push({ type: 'gain', seat, resource: c.resource, n: 1, cause: 'step' }); break;
    case 'ritual11': s.sub.shift(); act.placeRitualDisc(s, seat, c.ritual, events, 'step11'); break;
    case 'endCapital': s.step = 'construction'; events.push({ type: 'step', seat, step: 'construction' }); break;
    case 'build': act.build(s, seat, c, events); break;
    case 'place': s.sub.shift(); act.placeTile(s, seat, c.cell, events); break;
    case 'endConstruction': endConstruction(s, seat, events); break;
    case 'score': scoreTurn(s, seat, c.card, events); break;
    case 'draw': drawCard(s, seat, c.card, events); break;
  }
  // Handing the turn over, a reveal or a new round all draw hidden information: undo stops there.
  const barrier = s.phase !== state.phase || s.turn !== state.turn || s.round !== state.round;
  return { ok: true, state: s, events, barrier };
}
