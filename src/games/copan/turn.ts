// Turn start and end (spec 5.8 and 6.2).
import { courtPossible } from './court.ts';
import { checkEndTrigger } from './decline.ts';
import type { Ctx } from './resources.ts';
import { refillDisplays } from './supply.ts';
import type { CopanState } from './types.ts';

export function startTurn(s: CopanState): void {
  s.fate = -1;
  s.fateApplied = false;
  s.exchanged = false;
  s.inAction = false;
  s.pendingJade = 0;
  s.bonusQueue = [];
  s.eventQueue = [];
  if (s.automa?.seat === s.active) {
    s.tasks = [{ k: 'automaTurn' }, { k: 'endTurn' }];
    return;
  }
  s.tasks = courtPossible(s) ? [{ k: 'place' }, { k: 'site' }, { k: 'bonus' }, { k: 'endTurn' }] : [{ k: 'site' }, { k: 'bonus' }, { k: 'endTurn' }];
}

/** D24: once the end is triggered, the round finishes with the player before the first player. */
export function endTurn(s: CopanState, ctx: Ctx): void {
  refillDisplays(s, ctx);
  const n = s.players.length;
  s.players[s.active]!.turns++;
  ctx.events.push({ type: 'turnEnd', seat: s.active });
  checkEndTrigger(s, ctx);
  if (s.endTriggered && s.active === (s.first + n - 1) % n) {
    s.over = true;
    s.tasks = [];
    ctx.events.push({ type: 'gameOver' });
    return;
  }
  s.active = (s.active + 1) % n;
  startTurn(s);
  ctx.events.push({ type: 'turnStart', seat: s.active });
}
