// apply: decode untrusted input, check it, then let its kind's handler (rules-table.ts) change a
// fresh copy. Never throws, never mutates.
import type { ApplyOk, ApplyResult, EngineError, GameEvent } from '../../engine/types.ts';
import { recordSteps } from '../../engine/steps.ts';
import { cloneState } from './clone-state.ts';
import { decodeChoice } from './decode.ts';
import { KIND_RULES, check } from './rules-table.ts';
import { refusal } from './refusals.ts';
import type { ZapotecChoice, ZapotecState } from './types.ts';

function refuse(state: ZapotecState, seat: number, input: unknown): ZapotecChoice | EngineError {
  const c = decodeChoice(input);
  if ('code' in c) return c;
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return refusal('no-such-seat', 'There is no such seat.');
  return check(state, seat, c) ?? c;
}

function run(state: ZapotecState, target: ZapotecState, seat: number, c: ZapotecChoice): ApplyOk<ZapotecState> {
  const before = { phase: state.phase, turn: state.turn, round: state.round };
  const events: GameEvent[] = [];
  KIND_RULES[c.kind].run(target, seat, c, events);
  // Handing the turn over, a reveal or a new round all draw hidden information: undo stops there.
  const barrier = target.phase !== before.phase || target.turn !== before.turn || target.round !== before.round;
  return { ok: true, state: target, events, barrier };
}

export function apply(state: ZapotecState, seat: number, input: unknown): ApplyResult<ZapotecState> {
  const c = refuse(state, seat, input);
  if ('code' in c) return { ok: false, error: c };
  return run(state, cloneState(state), seat, c);
}

/** Playout fast path for bots: the same rules, but changes `state` itself (a copy the bot owns). */
export function applyInPlace(state: ZapotecState, seat: number, input: unknown): ApplyResult<ZapotecState> {
  const c = refuse(state, seat, input);
  if ('code' in c) return { ok: false, error: c };
  return run(state, state, seat, c);
}

/**
 * The state as it was when each event of `apply(state, seat, input)` was emitted (rules set a piece,
 * then say so), for drawing Cocijobot's turn, which runs inside the human's move, step by step.
 */
export function stepsOf(state: ZapotecState, seat: number, input: unknown): ZapotecState[] {
  const c = refuse(state, seat, input);
  if ('code' in c) return [];
  const target = cloneState(state);
  const steps: ZapotecState[] = [];
  KIND_RULES[c.kind].run(target, seat, c, recordSteps(target, cloneState, steps));
  return steps;
}
