// An ejected totem (spec 5.5, seed clarification under "Moving to a Site"): its owner moves it at
// once to another Site following the usual rules but without resolving the entry symbol, then
// performs that Site's action (rules version 2; version 1 skipped the action). The action runs
// out of turn, in the middle of the pusher's move, so the pusher's own action state (jade tiles
// waiting, bonus queue) is set aside while it runs and put back afterwards.
import type { Seat } from '../../engine/index.ts';
import { SITES, type SiteName } from './data.ts';
import { SIDE_INDEX, SIDE_NAMES, SITE_INDEX } from './board.ts';
import { canDoAction } from './actions.ts';
import { defineHandler, err, malformed, readIndex } from './handlers.ts';
import { putTotem } from './totems.ts';
import type { CopanState, Task } from './types.ts';

interface Dest {
  site: number;
  side: number;
}

const siteName = (i: number): SiteName => SITES[i]!;

/** A Site the ejected owner may go to and act at: another Site whose action it can pay. */
function canActAt(s: CopanState, seat: Seat, from: number, site: number): boolean {
  return site !== from && canDoAction(s, seat, site, 0, s.players[seat]!.res);
}

/** No Site but the one left can be paid (only possible when ejected from the River). */
function noPayableSite(s: CopanState, seat: Seat, from: number): boolean {
  return SITES.every((_, site) => !canActAt(s, seat, from, site));
}

/**
 * The River's action is free, so it is always on offer unless the totem was ejected from it; in
 * that rare case, with nothing else payable, any other Site is allowed and the action is lost (D8c).
 */
export const ejectRules = defineHandler<Extract<Task, { k: 'eject' }>, Dest>({
  kinds: ['eject_move'],
  parse(raw) {
    const site = readIndex(raw, 'site', SITE_INDEX);
    if (site === undefined) return malformed('site');
    const side = readIndex(raw, 'side', SIDE_INDEX);
    return side === undefined ? malformed('side') : { site, side };
  },
  candidates: () => SITES.flatMap((_, site) => [{ site, side: 0 }, { site, side: 1 }]),
  validate(s, t, d) {
    if (d.site === t.from) return err('same-site', 'An ejected totem must go to another Site.', { site: siteName(d.site) });
    if (canActAt(s, t.seat, t.from, d.site) || noPayableSite(s, t.seat, t.from)) return null;
    return err('cannot-afford-action', 'The Site action must be affordable (the entry symbol is not resolved).', { site: siteName(d.site) });
  },
  run(s, t, d, ctx) {
    const act = canActAt(s, t.seat, t.from, d.site);
    putTotem(s, t.seat, d.site, 0, d.side, ctx);
    if (!act) {
      ctx.events.push({ type: 'noAction', seat: t.seat });
      return;
    }
    // After any ejection this move caused in turn (those owners move and act first), before the rest.
    const at = s.tasks.findIndex((x) => x.k !== 'eject');
    s.tasks.splice(at < 0 ? s.tasks.length : at, 0, { k: 'ejectAction', seat: t.seat, site: d.site });
  },
  toChoice: (d) => ({ id: `eject_move:${siteName(d.site)}:${SIDE_NAMES[d.side]}`, kind: 'eject_move', site: siteName(d.site), side: SIDE_NAMES[d.side]! }),
});

/** Starts the ejected owner's action with a clean action state; the pusher's is restored after. */
export function ejectAction(s: CopanState, t: Extract<Task, { k: 'ejectAction' }>): void {
  const aside: Task = { k: 'resumeAction', inAction: s.inAction, pendingJade: s.pendingJade, bonusQueue: s.bonusQueue.map((b) => ({ ...b })) };
  s.inAction = false;
  s.pendingJade = 0;
  s.bonusQueue = [];
  s.tasks.unshift({ k: 'action', seat: t.seat, site: t.site, disc: 0 }, { k: 'afterAction', seat: t.seat }, { k: 'bonus', seat: t.seat }, aside);
}

export function resumeAction(s: CopanState, t: Extract<Task, { k: 'resumeAction' }>): void {
  s.inAction = t.inAction;
  s.pendingJade = t.pendingJade;
  s.bonusQueue = t.bonusQueue.map((b) => ({ ...b }));
}

/** The seat whose Site action is being resolved: an ejected owner's, else the active player's. */
export function actingSeat(s: CopanState): Seat {
  for (const t of s.tasks) if (t.k === 'afterAction') return t.seat ?? s.active;
  return s.active;
}

/** The seat a task belongs to: its own seat, else the active player's (turn flow). */
export function taskSeat(s: CopanState, t: Task): Seat {
  return 'seat' in t && t.seat !== undefined ? t.seat : s.active;
}
