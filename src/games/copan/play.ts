// pending / choices / apply: the decision interface of the game module.
import { recordSteps, type ApplyResult, type Pending, type Seat } from '../../engine/index.ts';
import { cloneState } from './clone-state.ts';
import { err, type Raw } from './handlers.ts';
import { advance, isDecision, ownerOf } from './flow.ts';
import { isFreePoint } from './free-actions.ts';
import type { Ctx } from './resources.ts';
import { TASK_RULES, freeRules } from './rules-table.ts';
import type { ChoiceKind, CopanChoice, CopanState } from './types.ts';

/** The fields each choice kind carries besides id and kind; anything else is refused. */
const FIELDS: Record<ChoiceKind, readonly string[]> = {
  place: ['tile', 'space'], place_blind: ['space'], place_automa: ['space'], gain: ['amounts'], lose: ['amounts'], move: ['site', 'side'], stay: [],
  fallback: ['site'], eject_move: ['site', 'side'], river_buy: ['option', 'pay'], embassy: ['city', 'pay'], recruit: ['slot', 'pay'],
  altar: ['space', 'pay'], glyph_line: ['line', 'pay'], climb: ['stair'], descend: ['stair'], jade: ['tile'], pick_glyph: ['slot'],
  pick_character: ['slot'], new_character: ['action'], replace_character: ['card'], discard_owned: ['card'], remove_jade: ['tile'],
  lose_glyph: ['colour'], relocate: ['site'], relocate_skip: [], free_embassy: ['city'], bonus: ['site'], bonus_skip: [],
  end_turn: [], use_character: ['card'], discard_character: ['card'], exchange: ['colours'],
};

export function pending(s: CopanState): Pending[] {
  const t = s.tasks[0];
  if (s.over || !t || !isDecision(t)) return [];
  return [{ seat: ownerOf(s, t), kind: t.k }];
}

export function choices(s: CopanState, seat: Seat): CopanChoice[] {
  const t = s.tasks[0];
  if (s.over || !t || !isDecision(t) || ownerOf(s, t) !== seat) return [];
  const own = TASK_RULES[t.k]!.options(s, t);
  return isFreePoint(t) ? own.concat(freeRules.options(s, t)) : own;
}

export function apply(s: CopanState, seat: Seat, choice: unknown): ApplyResult<CopanState> {
  return play(s, seat, choice, true);
}

/** Playout fast path for bots: the same rules as `apply`, but changes `s` itself (a copy the bot owns). */
export function applyInPlace(s: CopanState, seat: Seat, choice: unknown): ApplyResult<CopanState> {
  return play(s, seat, choice, false);
}

/** The board as each of apply's events left it, for drawing a Fate roll or the Automa's turn step by step. */
export function stepsOf(s: CopanState, seat: Seat, choice: unknown): CopanState[] {
  const steps: CopanState[] = [];
  return play(s, seat, choice, true, steps).ok ? steps : [];
}

function play(s: CopanState, seat: Seat, choice: unknown, fresh: boolean, steps?: CopanState[]): ApplyResult<CopanState> {
  if (s.over) return { ok: false, error: err('game-over', 'The game is over.') };
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length)
    return { ok: false, error: err('bad-seat', 'There is no such seat.', { seat: String(seat) }) };
  if (typeof choice !== 'object' || choice === null || Array.isArray(choice) || typeof (choice as Raw).kind !== 'string')
    return { ok: false, error: err('malformed-choice', 'A choice is an object with a string "kind".') };
  const t = s.tasks[0]!;
  const owner = ownerOf(s, t);
  if (owner !== seat) return { ok: false, error: err('not-your-decision', `Seat ${owner} owes the next decision.`, { owner, pending: t.k }) };
  const raw = choice as Raw;
  const kind = raw.kind as string;
  const free = (freeRules.kinds as readonly string[]).includes(kind);
  if (free && !isFreePoint(t))
    return { ok: false, error: err('no-free-action-now', 'Characters and Glyph exchanges are used between steps of your own turn (D34).', { pending: t.k }) };
  const rules = free ? freeRules : TASK_RULES[t.k]!;
  if (!free && !(rules.kinds as readonly string[]).includes(kind))
    return { ok: false, error: err('wrong-decision', `The pending decision is "${t.k}", not "${kind}".`, { pending: t.k, kind }) };
  for (const key of Object.keys(raw))
    if (key !== 'id' && key !== 'kind' && !FIELDS[kind as ChoiceKind]?.includes(key))
      return { ok: false, error: err('malformed-choice', `A "${kind}" choice has no "${key}" field.`, { field: key }) };
  const checked = rules.check(s, t, raw);
  if ('code' in checked) return { ok: false, error: checked };
  const next = fresh ? cloneState(s) : s;
  const ctx: Ctx = { events: steps ? recordSteps(next, cloneState, steps) : [], barrier: false };
  try {
    if (!free) next.tasks.shift();
    rules.run(next, t, checked.parsed, ctx);
    advance(next, ctx);
  } catch (e) {
    return { ok: false, error: err('internal-error', `Rules error: ${(e as Error).message}`) };
  }
  return { ok: true, state: next, events: ctx.events, barrier: ctx.barrier };
}
