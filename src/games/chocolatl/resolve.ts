// Resolution of each location once its offerings are face up and dice are rolled (spec §1.9).
// L3 and L4 may hand a decision to the winner; the continuation functions finish them. The
// caller then goes on to the next location (flow.ts finishLocation): resolving never moves the flow.
import {
  HARVEST_DICE, HUT_SPACES, L5_LOWEST_PENALTY, L5_REWARDS, PYRAMID_BOXES, PYRAMID_ROWS,
  PYRAMID_SOLO_MARGIN, ROW_ENDS, STONES_PER_ROUND, TACHLI_LAST_ROUND_VP,
} from './data.ts';
import { effectiveOffer, rankOrder, rowMajority } from './rank.ts';
import { addScore, setLastRound, useCube, type Ctx } from './score.ts';
import { NONE, type ChocolatlState } from './types.ts';

/** Resolves the current location; false when it waits for the winner's decision. */
export function resolveLocation(s: ChocolatlState, ctx: Ctx): boolean {
  const loc = s.loc;
  for (let p = 0; p < s.n; p++) s.offers[p] = effectiveOffer(s, p, loc);
  // Ties read the scores as they stand now; awards at this location do not re-sort it (Q16).
  s.order = rankOrder(s, s.offers);
  ctx.events.push({ type: 'ranking', loc, order: [...s.order], offers: [...s.offers] });
  const first = s.order[0]!;
  const second = s.order[1]!;
  const last = s.order[s.n - 1]!;
  switch (loc) {
    case 1:
      s.chocolatl = first;
      ctx.events.push({ type: 'figure', figure: 'chocolatl', seat: first });
      addScore(s, ctx, first, 1, 'chocolatl');
      s.oldMan = last;
      s.oldManRound = s.round;
      ctx.events.push({ type: 'figure', figure: 'oldMan', seat: last });
      break;
    case 2:
      for (let i = 0; i < Math.min(HARVEST_DICE, s.n); i++) addScore(s, ctx, s.order[i]!, s.white[i]!, 'harvest');
      break;
    case 3:
      if (hutsBuilt(s) < HUT_SPACES) {
        s.phase = 'city';
        return false;
      }
      giveDie(s, ctx, first); // no hut space: the winner takes the die, second gets nothing (Q5)
      break;
    case 4:
      if (s.offers[first]! - s.offers[second]! >= PYRAMID_SOLO_MARGIN) placeStones(s, ctx, [first, first]);
      else {
        s.phase = 'pyramidOrder';
        return false;
      }
      break;
    case 5: {
      const [top, next] = L5_REWARDS[s.round - 1]!;
      addScore(s, ctx, first, top, 'cacaoDrink');
      if (next > 0) addScore(s, ctx, second, next, 'cacaoDrink');
      addScore(s, ctx, last, L5_LOWEST_PENALTY, 'cacaoDrink');
      break;
    }
    case 6:
      if (s.lastRound) {
        addScore(s, ctx, first, TACHLI_LAST_ROUND_VP[0], 'tachli');
        addScore(s, ctx, second, TACHLI_LAST_ROUND_VP[1], 'tachli');
      } else {
        takeImprovement(s, ctx, first, 0);
        takeImprovement(s, ctx, second, 1);
      }
      break;
  }
  return true;
}

export function hutsBuilt(s: ChocolatlState): number {
  return s.huts.reduce((a, b) => a + b, 0);
}

function giveDie(s: ChocolatlState, ctx: Ctx, seat: number): void {
  s.dice[seat]!++;
  ctx.events.push({ type: 'blackDie', seat });
}

/** L3: the winner's pick; the runner-up gets the other reward. */
export function applyCity(s: ChocolatlState, ctx: Ctx, take: 'hut' | 'die'): void {
  const [first, second] = s.order as [number, number];
  const builder = take === 'hut' ? first : second;
  s.huts[builder]!++;
  ctx.events.push({ type: 'hut', seat: builder });
  useCube(s, ctx, builder);
  giveDie(s, ctx, take === 'hut' ? second : first);
}

/** L4 with a margin of 2 or less: the winner chose who places first. */
export function applyPyramidOrder(s: ChocolatlState, ctx: Ctx, firstSeat: number): void {
  const [first, second] = s.order as [number, number];
  placeStones(s, ctx, firstSeat === first ? [first, second] : [second, first]);
}

function placeStones(s: ChocolatlState, ctx: Ctx, seats: number[]): void {
  for (const seat of seats.slice(0, STONES_PER_ROUND)) {
    if (s.pyramid.length >= PYRAMID_BOXES) return;
    s.pyramid.push(seat);
    ctx.events.push({ type: 'stone', seat, box: s.pyramid.length - 1 });
    useCube(s, ctx, seat);
    const row = ROW_ENDS.indexOf(s.pyramid.length);
    if (row >= 0) {
      const winner = rowMajority(s, row === 0 ? 0 : ROW_ENDS[row - 1]!, ROW_ENDS[row]!);
      ctx.events.push({ type: 'rowComplete', row, seat: winner });
      addScore(s, ctx, winner, PYRAMID_ROWS[row]!.bonus, 'pyramidRows');
    }
    if (s.pyramid.length === PYRAMID_BOXES) setLastRound(s, ctx, 'pyramid');
  }
}

function takeImprovement(s: ChocolatlState, ctx: Ctx, seat: number, box: 0 | 1): void {
  const card = s.tachli[box]!;
  if (card === NONE) return; // deck ran out: nothing for this rank
  s.tachli[box] = NONE;
  const hand = s.hands[seat]!;
  hand.push(card);
  hand.sort((a, b) => a - b);
  s.newCard[seat] = card;
  ctx.events.push({ type: 'improvement', seat, card, box: box === 0 ? 6 : 3 });
}
