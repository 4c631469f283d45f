// Score-track moves and cube use, with the end triggers they can fire.
import type { GameEvent } from '../../engine/types.ts';
import { CAT, CUBES_PER_PLAYER, END_SCORE_TRIGGER, SCORE_FLOOR, type Category } from './data.ts';
import type { ChocolatlState } from './types.ts';

export interface Ctx {
  events: GameEvent[];
  barrier: boolean; // hidden information revealed or the PRNG drawn in this step
}

export type EndCause = 'score' | 'cubes' | 'pyramid' | 'roundLimit';

export function setLastRound(s: ChocolatlState, ctx: Ctx, cause: EndCause): void {
  if (s.lastRound) return;
  s.lastRound = true;
  ctx.events.push({ type: 'lastRound', cause, round: s.round });
}

/** Moves a marker; it lands on top of its new box. A zero move keeps the stack place (Q2). */
export function addScore(s: ChocolatlState, ctx: Ctx, seat: number, delta: number, category: Category): void {
  const before = s.scores[seat]!;
  const after = Math.max(SCORE_FLOOR, before + delta);
  if (after === before) return;
  s.scores[seat] = after;
  s.seq[seat] = ++s.seqCounter;
  s.points[seat]![CAT[category]]! += after - before;
  ctx.events.push({ type: 'score', seat, delta: after - before, score: after, category });
  if (after >= END_SCORE_TRIGGER) setLastRound(s, ctx, 'score');
}

/** A hut or a stone uses a cube; the 9th ends the game after this round (Q17). */
export function useCube(s: ChocolatlState, ctx: Ctx, seat: number): void {
  s.cubes[seat]!++;
  if (s.cubes[seat]! >= CUBES_PER_PLAYER) setLastRound(s, ctx, 'cubes');
}
