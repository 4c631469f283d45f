// Totems on the Sites (spec 5.5): moving, staying, pushing, ejection and relocation.
import type { Seat } from '../../engine/index.ts';
import { SITE_SYMBOLS, SITES, TOTEM_VP_PER_UNIT } from './data.ts';
import { SIDE_NAMES } from './board.ts';
import { canDoAction } from './actions.ts';
import { addVp, payRes, type Ctx } from './resources.ts';
import type { CopanState, Task } from './types.ts';

export const LAST_SPACE = 2;

export function occupant(s: CopanState, site: number, space: number): Seat {
  return s.players.findIndex((p) => p.site === site && p.space === space);
}

/**
 * Frees `space` of `site` by pushing its totem on, which may push the next one; a totem pushed
 * off the last space is ejected and its owner must relocate it at once.
 */
function makeRoom(s: CopanState, site: number, space: number, ctx: Ctx): void {
  const who = occupant(s, site, space);
  if (who < 0) return;
  const p = s.players[who]!;
  if (space === LAST_SPACE) {
    p.site = -1;
    p.space = 0;
    s.tasks.unshift({ k: 'eject', seat: who, from: site });
    ctx.events.push({ type: 'eject', seat: who, site: SITES[site] });
    return;
  }
  makeRoom(s, site, space + 1, ctx);
  p.space = space + 1;
  ctx.events.push({ type: 'push', seat: who, site: SITES[site], space: space + 1 });
}

/** Puts the seat's totem on `space` of `site` (it leaves wherever it was first). */
export function putTotem(s: CopanState, seat: Seat, site: number, space: number, side: number, ctx: Ctx): void {
  const p = s.players[seat]!;
  p.site = -1;
  makeRoom(s, site, space, ctx);
  p.site = site;
  p.space = space;
  p.side = side;
  ctx.events.push({ type: 'totem', seat, site: SITES[site], space, side: SIDE_NAMES[side] });
}

/** Can the active player enter `site` with `side` up: pay the entry symbol and then act? */
export function canEnter(s: CopanState, seat: Seat, site: number, side: number): boolean {
  return canResolveThenAct(s, seat, site, 0, side);
}

/** D8b: staying needs the action to be affordable too (after the gain of the next space). */
export function canStay(s: CopanState, seat: Seat): boolean {
  const p = s.players[seat]!;
  return p.site >= 0 && p.space < LAST_SPACE && canResolveThenAct(s, seat, p.site, p.space + 1, p.side);
}

function canResolveThenAct(s: CopanState, seat: Seat, site: number, space: number, side: number): boolean {
  const p = s.players[seat]!;
  const sym = SITE_SYMBOLS[site]![space]!;
  if (sym < 0) {
    const r = -1 - sym;
    if (p.res[r]! < 1) return false;
    const after = [...p.res];
    after[r]!--;
    return canDoAction(s, seat, site, 0, after);
  }
  return canDoAction(s, seat, site, 0, p.res, side === 0 ? sym : 0);
}

/** Resolves the symbol of the space just entered, then queues the Site action. */
export function resolveSpaceThenAct(s: CopanState, seat: Seat, ctx: Ctx): void {
  const p = s.players[seat]!;
  const sym = SITE_SYMBOLS[p.site]![p.space]!;
  const steps: Task[] = [];
  if (sym < 0) {
    const pay = [0, 0, 0, 0];
    pay[-1 - sym] = 1;
    payRes(s, seat, pay, ctx);
  } else if (p.side === 1) addVp(s, seat, TOTEM_VP_PER_UNIT * sym, ctx, 'totem');
  else steps.push({ k: 'gain', seat, n: sym });
  steps.push({ k: 'action', seat, site: p.site, disc: 0 }, { k: 'afterAction' });
  // After any ejection decision that putTotem placed at the front.
  const at = s.tasks.findIndex((t) => t.k !== 'eject');
  s.tasks.splice(at < 0 ? s.tasks.length : at, 0, ...steps);
}
