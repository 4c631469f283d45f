// Card placement during the secret commit phases, walked location by location in order L1..L6:
// RED and GOLD take two cards per step (a location's whole offering), GREEN one card per step
// (first the first card of every location, then the second). Forced steps are played for the
// player: the last location of RED, GOLD L6 and GREEN's last second card.
import type { Ctx } from './score.ts';
import type { ChocolatlState } from './types.ts';
import { NONE } from './types.ts';

function isCommitPhase(s: ChocolatlState): boolean {
  return s.phase === 'commitAll' || s.phase === 'commitFirst' || s.phase === 'commitSecond' || s.phase === 'commitLoc';
}

/** Cards one step puts on a location: 2, or 1 in the GREEN stages. */
export function cardsPerStep(s: ChocolatlState): number {
  return s.phase === 'commitFirst' || s.phase === 'commitSecond' ? 1 : 2;
}

/** Slot index of the card a step fills at `loc` (and the next one for pairs). */
function firstSlot(s: ChocolatlState, loc: number): number {
  return 2 * loc - 2 + (s.phase === 'commitSecond' ? 1 : 0);
}

/** The location `seat` fills next in this commit phase, or 0 when its offering is complete. */
export function nextLocation(s: ChocolatlState, seat: number): number {
  if (!isCommitPhase(s)) return 0;
  const board = s.boards[seat]!;
  if (s.phase === 'commitLoc') return board[2 * s.loc - 2] === NONE ? s.loc : 0;
  for (let loc = 1; loc <= 6; loc++) if (board[firstSlot(s, loc)] === NONE) return loc;
  return 0;
}

export function owesPlacement(s: ChocolatlState, seat: number): boolean {
  return nextLocation(s, seat) !== 0;
}

/** Moves `cards` from the hand onto `loc`. */
export function placeCards(s: ChocolatlState, seat: number, loc: number, cards: readonly number[]): void {
  const hand = s.hands[seat]!;
  const slot = firstSlot(s, loc);
  cards.forEach((card, i) => {
    hand.splice(hand.indexOf(card), 1);
    s.boards[seat]![slot + i] = card;
  });
}

/** Number of steps `seat` still owes in this phase. */
function stepsLeft(s: ChocolatlState, seat: number): number {
  const loc = nextLocation(s, seat);
  if (loc === 0) return 0;
  return s.phase === 'commitLoc' ? 1 : 7 - loc;
}

/** When the cards left exactly fill the one step left, play it. */
export function autoFill(s: ChocolatlState, ctx: Ctx, seat: number): void {
  const hand = s.hands[seat]!;
  if (stepsLeft(s, seat) !== 1 || hand.length !== cardsPerStep(s)) return;
  const loc = nextLocation(s, seat);
  ctx.events.push({ type: 'offered', seat, loc, count: hand.length, forced: true });
  placeCards(s, seat, loc, hand.slice());
}
