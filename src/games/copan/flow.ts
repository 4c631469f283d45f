// The task queue: decision tasks wait for their seat; automatic ones run at once. A decision
// with a single legal option, or none, settles itself so nobody is asked a question without a
// choice.
import type { Seat } from '../../engine/index.ts';
import { embassyTokens, riverTake, startAction } from './actions.ts';
import { TASK_RULES } from './rules-table.ts';
import { collect } from './court.ts';
import { cubeForward } from './decline.ts';
import { applyFx } from './effects.ts';
import { closeSpace, fateStep, omenRefresh, runNextEvent } from './fate-events.ts';
import { bonusSites } from './bonus.ts';
import { anyFreeAction, isFreePoint } from './free-actions.ts';
import type { Ctx } from './resources.ts';
import { endTurn } from './turn.ts';
import { automaAction, automaTurn } from './automa.ts';
import { automaDecide } from './automa-decide.ts';
import { ejectAction, resumeAction, taskSeat } from './eject.ts';
import type { CopanState, Task } from './types.ts';

const AUTO = new Set<Task['k']>(['cube', 'events', 'collect', 'action', 'riverTake', 'embTokens', 'afterAction', 'endTurn', 'omen', 'fate', 'close', 'fx', 'automaTurn', 'automaAction', 'ejectAction', 'resumeAction']);

export const isDecision = (t: Task): boolean => !AUTO.has(t.k);

/** The seat owing a decision task: turn-flow tasks belong to the active player. */
export function ownerOf(s: CopanState, t: Task): Seat {
  return taskSeat(s, t);
}

function runAuto(s: CopanState, t: Task, ctx: Ctx): void {
  switch (t.k) {
    case 'cube':
      return cubeForward(s, t.r, ctx);
    case 'events':
      return runNextEvent(s);
    case 'collect':
      return collect(s, t.at, ctx);
    case 'action':
      return startAction(s, t, ctx);
    case 'riverTake':
      return riverTake(s, t.seat, ctx);
    case 'embTokens':
      return embassyTokens(s, t.seat, t.city, ctx);
    case 'afterAction': {
      s.inAction = false;
      for (; s.pendingJade > 0; s.pendingJade--) s.tasks.unshift({ k: 'jade', seat: t.seat ?? s.active });
      return;
    }
    case 'ejectAction':
      return ejectAction(s, t);
    case 'resumeAction':
      return resumeAction(s, t);
    case 'endTurn':
      return endTurn(s, ctx);
    case 'omen':
      return omenRefresh(s, ctx);
    case 'fate':
      return fateStep(s, ctx);
    case 'close':
      return closeSpace(s, t.track, ctx);
    case 'fx':
      return applyFx(s, t.seat, t.fx, ctx);
    case 'automaTurn':
      return automaTurn(s, ctx);
    case 'automaAction':
      return automaAction(s, ctx);
  }
}

/** Runs automatic work until a seat owes a real decision or the game is over. */
export function advance(s: CopanState, ctx: Ctx): void {
  for (;;) {
    if (s.over) return;
    const t = s.tasks[0];
    if (!t) throw new Error('copan: empty task queue');
    if (!isDecision(t)) {
      s.tasks.shift();
      runAuto(s, t, ctx);
      continue;
    }
    if (s.automa && ownerOf(s, t) === s.automa.seat) {
      s.tasks.shift(); // the Automa decides by rule, never waits
      automaDecide(s, t, ctx);
      continue;
    }
    if (t.k === 'bonus') {
      // A bonus action that cannot be paid anywhere is lost (D18).
      while (s.bonusQueue.length && bonusSites(s, ownerOf(s, t)).length === 0) {
        s.bonusQueue.shift();
        ctx.events.push({ type: 'bonusLost', seat: ownerOf(s, t) });
      }
    }
    const rules = TASK_RULES[t.k]!;
    const own = rules.someLegal(s, t, 2);
    if (own.length === 0) {
      s.tasks.shift(); // nothing can be done: the step is skipped (or the effect is lost)
      continue;
    }
    // Free actions are never taken for the player, and a real choice is always asked.
    if (own.length > 1 || (isFreePoint(t) && anyFreeAction(s))) return;
    s.tasks.shift();
    rules.run(s, t, own[0], ctx);
  }
}
