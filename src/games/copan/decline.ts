// Decline cubes, their thresholds (decline events) and the end-of-game triggers.
import { DECLINE_LAST, DECLINE_THRESHOLDS, TIER_START } from './data.ts';
import type { Ctx } from './resources.ts';
import type { CopanState } from './types.ts';

export const tierOf = (pos: number): number => (pos >= TIER_START[2] ? 2 : pos >= TIER_START[1] ? 1 : 0);

/**
 * Moves the cube of `track` one space forward; a cube already on the last space passes the move
 * clockwise to the next track that can move (D5). A threshold entered for the first time queues
 * its decline event (D4).
 */
export function cubeForward(s: CopanState, track: number, ctx: Ctx): void {
  let t = track;
  for (let i = 0; i < 4 && s.cubes[t]! >= DECLINE_LAST; i++) t = (t + 1) % 4;
  if (s.cubes[t]! >= DECLINE_LAST) return;
  const to = s.cubes[t]! + 1;
  s.cubes[t] = to;
  ctx.events.push({ type: 'cube', track: t, to, asked: track });
  const th = (DECLINE_THRESHOLDS as readonly number[]).indexOf(to);
  if (th >= 0 && !(s.fired[t]! & (1 << th))) {
    s.fired[t] = s.fired[t]! | (1 << th);
    s.eventQueue.push(t);
  }
  checkEndTrigger(s, ctx);
}

/** Moving back never fires anything and stops at space 0. */
export function cubeBack(s: CopanState, track: number, ctx: Ctx): void {
  if (s.cubes[track]! === 0) return;
  s.cubes[track] = s.cubes[track]! - 1;
  ctx.events.push({ type: 'cube', track, to: s.cubes[track], asked: track });
}

/** Once triggered the end stays triggered, even if a cube later moves back. */
export function checkEndTrigger(s: CopanState, ctx: Ctx): void {
  if (s.endTriggered) return;
  const exhausted = s.cubes.filter((c) => c >= DECLINE_LAST).length;
  if (exhausted >= 2 || !s.pyramid.includes(-1)) {
    s.endTriggered = true;
    ctx.events.push({ type: 'endTriggered', by: exhausted >= 2 ? 'decline' : 'pyramid' });
  }
}
