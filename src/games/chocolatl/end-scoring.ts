// End scoring (spec §1.11), applied category by category in seat order, and the final result:
// highest score wins, then the largest sacrifice; equal sacrifices share the place.
import type { GameResult } from '../../engine/types.ts';
import { CATEGORIES, END_BONUS } from './data.ts';
import { rollDie } from './roll.ts';
import { addScore, type Ctx } from './score.ts';
import type { ChocolatlState } from './types.ts';

/** Seats holding the maximum of `values`, if that maximum is above `floor`. */
function leaders(values: readonly number[], floor: number): number[] {
  const best = Math.max(...values);
  if (best <= floor) return [];
  return values.flatMap((v, seat) => (v === best ? [seat] : []));
}

export function endScoring(s: ChocolatlState, ctx: Ctx): void {
  ctx.barrier = true;
  ctx.events.push({ type: 'sacrificesRevealed', cards: [...s.sacrifices] });
  const stones = new Array<number>(s.n).fill(0);
  for (const seat of s.pyramid) stones[seat]!++;
  for (let p = 0; p < s.n; p++) addScore(s, ctx, p, stones[p]! * END_BONUS.perStone, 'stones');
  // Ties for a majority share the bonus; a player without stones never has it (Q22).
  for (const p of leaders(stones, 0)) addScore(s, ctx, p, END_BONUS.pyramidMajority, 'pyramidMajority');
  if (s.chocolatl >= 0) addScore(s, ctx, s.chocolatl, END_BONUS.chocolatl, 'chocolatlFigure');
  if (s.oldMan >= 0) addScore(s, ctx, s.oldMan, END_BONUS.oldMan, 'oldMan');
  for (let p = 0; p < s.n; p++) addScore(s, ctx, p, s.sacrifices[p]!, 'sacrifice');
  for (const p of leaders(s.sacrifices, -1)) addScore(s, ctx, p, END_BONUS.highestSacrifice, 'highestSacrifice');
  // One leftover black die is rolled for VP; extra dice are worth nothing (Q20).
  for (let p = 0; p < s.n; p++) {
    if (s.dice[p] === 0) continue;
    const roll = rollDie(s);
    s.dice[p]!--;
    s.diceSpent++;
    ctx.events.push({ type: 'leftoverDie', seat: p, roll });
    addScore(s, ctx, p, roll, 'leftoverDie');
  }
  s.phase = 'over';
  ctx.events.push({ type: 'gameOver', scores: [...s.scores] });
}

export function result(s: ChocolatlState): GameResult | null {
  if (s.phase !== 'over') return null;
  const seats = Array.from({ length: s.n }, (_, i) => i);
  const key = (p: number): [number, number] => [s.scores[p]!, s.sacrifices[p]!];
  seats.sort((a, b) => s.scores[b]! - s.scores[a]! || s.sacrifices[b]! - s.sacrifices[a]! || a - b);
  const ranking: number[][] = [];
  const tieBreaks: string[] = [];
  for (const seat of seats) {
    const group = ranking[ranking.length - 1];
    const prev = group?.[0];
    if (prev !== undefined && key(prev)[0] === key(seat)[0] && key(prev)[1] === key(seat)[1]) group!.push(seat);
    else ranking.push([seat]);
  }
  // Describe every run of equal scores: split by sacrifice, or shared.
  for (let i = 0; i < seats.length; ) {
    let j = i;
    while (j + 1 < seats.length && s.scores[seats[j + 1]!] === s.scores[seats[i]!]) j++;
    if (j > i) {
      const run = seats.slice(i, j + 1);
      const shared = run.every((p) => s.sacrifices[p] === s.sacrifices[run[0]!]);
      tieBreaks.push(`${shared ? 'shared' : 'sacrifice'}:${s.scores[run[0]!]}:${run.join(',')}`);
    }
    i = j + 1;
  }
  return {
    scores: seats
      .slice()
      .sort((a, b) => a - b)
      .map((seat) => ({
        seat,
        total: s.scores[seat]!,
        breakdown: Object.fromEntries(CATEGORIES.map((c, i) => [c, s.points[seat]![i]!])),
      })),
    ranking,
    tieBreaks,
  };
}
