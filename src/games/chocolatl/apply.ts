// apply: validates an untrusted choice completely against a state (the phase's decision handler,
// rules-table.ts), then plays it on a copy and runs every automatic step that follows, up to the
// next decision.
import type { ApplyResult, EngineError } from '../../engine/types.ts';
import { recordSteps } from '../../engine/steps.ts';
import { cloneState } from './clone-state.ts';
import { err, isInt } from './handlers.ts';
import { KINDS, PHASE_DECISION } from './rules-table.ts';
import type { Ctx } from './score.ts';
import type { ChocolatlState } from './types.ts';

const refused = (error: EngineError): ApplyResult<ChocolatlState> => ({ ok: false, error });

export function apply(s: ChocolatlState, seat: number, choice: unknown): ApplyResult<ChocolatlState> {
  return play(s, seat, choice);
}

/**
 * The board as each of apply's events left it, for drawing a round's reveals, the dice and the six
 * locations step by step (they all run inside the move that completes the offerings).
 */
export function stepsOf(s: ChocolatlState, seat: number, choice: unknown): ChocolatlState[] {
  const steps: ChocolatlState[] = [];
  return play(s, seat, choice, steps).ok ? steps : [];
}

function play(s: ChocolatlState, seat: number, choice: unknown, steps?: ChocolatlState[]): ApplyResult<ChocolatlState> {
  if (!isInt(seat) || seat < 0 || seat >= s.n) return refused(err('bad-seat', 'There is no such seat.'));
  if (s.phase === 'over') return refused(err('game-over', 'The game is over.'));
  if (typeof choice !== 'object' || choice === null || Array.isArray(choice))
    return refused(err('malformed', 'A choice must be an object with a kind.'));
  const raw = choice as Record<string, unknown>;
  const kind = raw['kind'];
  if (typeof kind !== 'string' || !KINDS.has(kind)) return refused(err('unknown-kind', 'This kind of choice does not exist.'));
  const d = PHASE_DECISION[s.phase]!;
  if (!d.rules.kinds.includes(kind))
    return refused(err('wrong-phase', `A '${kind}' choice is not possible in phase '${s.phase}'.`, { phase: s.phase, kind }));
  const owed = d.owes(s, seat);
  if (owed) return refused(owed);
  const checked = d.rules.check(s, seat, raw);
  if ('code' in checked) return refused(checked);
  const next = cloneState(s);
  const ctx: Ctx = { events: steps ? recordSteps(next, cloneState, steps) : [], barrier: false };
  d.rules.run(next, seat, checked.parsed, ctx);
  return { ok: true, state: next, events: ctx.events, barrier: ctx.barrier };
}
