// Who owes a decision now, and every legal choice for a seat. Commit phases are walked one
// location at a time in order (a location's two cards, or one in GREEN); everything else is one
// small pick.
import type { Pending } from '../../engine/types.ts';
import { cardsPerStep, nextLocation, owesPlacement } from './commit.ts';
import type { ChocolatlChoice, ChocolatlState } from './types.ts';
import { NONE } from './types.ts';

export function pending(s: ChocolatlState): Pending[] {
  const out: Pending[] = [];
  switch (s.phase) {
    case 'sacrifice':
      for (let p = 0; p < s.n; p++) if (s.sacrifices[p] === NONE) out.push({ seat: p, kind: 'sacrifice' });
      break;
    case 'commitAll':
    case 'commitFirst':
    case 'commitSecond':
    case 'commitLoc':
      for (let p = 0; p < s.n; p++) if (owesPlacement(s, p)) out.push({ seat: p, kind: s.phase });
      break;
    case 'dice':
      for (let p = 0; p < s.n; p++) if (s.diceDecl[p] === NONE) out.push({ seat: p, kind: 'dice' });
      break;
    case 'city':
    case 'pyramidOrder':
      out.push({ seat: s.order[0]!, kind: s.phase });
      break;
    case 'discard':
      for (let p = 0; p < s.n; p++) if (s.newCard[p] !== NONE) out.push({ seat: p, kind: 'discard' });
      break;
    case 'over':
  }
  return out;
}

/** Distinct values, ascending, of a sorted hand. */
function distinct(hand: readonly number[]): number[] {
  return hand.filter((v, i) => i === 0 || hand[i - 1] !== v);
}

/** Cards `seat` may give back at Tachli: any card but the one just received (seed: "another card"). */
export function discardable(s: ChocolatlState, seat: number): number[] {
  const hand = s.hands[seat]!;
  const fresh = s.newCard[seat]!;
  return distinct(hand).filter((v) => v !== fresh || hand.indexOf(v) !== hand.lastIndexOf(v));
}

export function choices(s: ChocolatlState, seat: number): ChocolatlChoice[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.n) return [];
  const out: ChocolatlChoice[] = [];
  switch (s.phase) {
    case 'sacrifice':
      if (s.sacrifices[seat] === NONE)
        for (const card of distinct(s.hands[seat]!)) out.push({ id: `sacrifice:${card}`, kind: 'sacrifice', card });
      break;
    case 'commitAll':
    case 'commitFirst':
    case 'commitSecond':
    case 'commitLoc': {
      const loc = nextLocation(s, seat);
      if (loc === 0) break;
      const hand = s.hands[seat]!;
      const cards = distinct(hand);
      if (cardsPerStep(s) === 1)
        for (const card of cards) out.push({ id: `offer:${loc}:${card}`, kind: 'offer', loc, cards: [card] });
      else
        for (let i = 0; i < cards.length; i++)
          for (let j = i; j < cards.length; j++) {
            const [a, b] = [cards[i]!, cards[j]!];
            if (a === b && hand.indexOf(a) === hand.lastIndexOf(a)) continue; // a pair needs two copies
            out.push({ id: `offer:${loc}:${a}+${b}`, kind: 'offer', loc, cards: [a, b] });
          }
      break;
    }
    case 'dice':
      if (s.diceDecl[seat] === NONE)
        for (let count = 0; count <= s.dice[seat]!; count++) out.push({ id: `dice:${count}`, kind: 'dice', count });
      break;
    case 'city':
      if (s.order[0] === seat)
        out.push({ id: 'city:hut', kind: 'city', take: 'hut' }, { id: 'city:die', kind: 'city', take: 'die' });
      break;
    case 'pyramidOrder':
      if (s.order[0] === seat)
        for (const first of [s.order[0], s.order[1]!])
          out.push({ id: `pyramid:${first}`, kind: 'pyramidOrder', first });
      break;
    case 'discard':
      if (s.newCard[seat] !== NONE)
        for (const card of discardable(s, seat)) out.push({ id: `discard:${card}`, kind: 'discard', card });
      break;
    case 'over':
  }
  return out;
}
