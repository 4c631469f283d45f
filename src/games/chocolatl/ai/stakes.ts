// What each rank at a location is worth, in victory points, to one seat this round: the figures,
// the harvest dice, hut or die, stones, the Cacao Drink, the improvement cards or the last-round VP.
import { HARVEST_DICE, HUT_SPACES, L5_LOWEST_PENALTY, L5_REWARDS, TACHLI_LAST_ROUND_VP } from '../data.ts';
import { NONE, type ChocolatlState } from '../types.ts';
import { roundsAfter } from './clock.ts';
import type { ChocolatlWeights } from './weights.ts';

const hutsBuilt = (s: ChocolatlState): number => s.huts.reduce((a, b) => a + b, 0);

/** A hut: +1 at the rest of this round's locations after Tenochtitlan, then every later round. */
export function hutWorth(s: ChocolatlState, w: ChocolatlWeights, rounds = roundsAfter(s)): number {
  return 0.35 * 3 + w.hutPerRound * rounds;
}

/** A black die: a later boost, or one roll for VP at the end. */
export function dieWorth(s: ChocolatlState, seat: number, w: ChocolatlWeights): number {
  if (s.lastRound) return s.dice[seat]! > 0 ? 0.5 : 3.5;
  return w.die;
}

/** Worth of an improvement card that replaces the seat's lowest card from the next round on. */
export function cardWorth(s: ChocolatlState, seat: number, card: number, w: ChocolatlWeights, rounds = roundsAfter(s)): number {
  if (card === NONE) return 0;
  let low = Infinity;
  for (const v of s.hands[seat]!) low = Math.min(low, v);
  for (const v of s.boards[seat]!) if (v !== NONE) low = Math.min(low, v);
  if (low === Infinity) low = 0;
  return Math.max(0, card - low) * w.pointPerRound * rounds;
}

/** Worth to `seat` of finishing at each rank (index 0 = largest offering) at location `loc`. */
export function rankRewards(s: ChocolatlState, seat: number, loc: number, w: ChocolatlWeights): number[] {
  const n = s.n;
  const out = new Array<number>(n).fill(0);
  const rounds = roundsAfter(s);
  switch (loc) {
    case 1: {
      out[0] = 1 + (s.lastRound ? 3 : 3 / (1 + rounds) + 0.5);
      out[n - 1]! += s.lastRound ? -4.5 : -1.2;
      break;
    }
    case 2:
      for (let k = 0; k < Math.min(HARVEST_DICE, n); k++) out[k] = s.white[k] ?? 3.5;
      break;
    case 3: {
      const hut = hutsBuilt(s) < HUT_SPACES ? hutWorth(s, w, rounds) : 0;
      const die = dieWorth(s, seat, w);
      out[0] = Math.max(hut, die);
      if (n > 1 && hut > 0) out[1] = Math.min(hut, die);
      break;
    }
    case 4:
      out[0] = 1.4 * w.stone;
      if (n > 1) out[1] = 0.6 * w.stone;
      break;
    case 5: {
      const [top, next] = L5_REWARDS[Math.max(0, s.round - 1)] ?? [2, 0];
      out[0] = top;
      if (n > 1) out[1]! += next;
      out[n - 1]! += L5_LOWEST_PENALTY;
      break;
    }
    case 6:
      if (s.lastRound) {
        out[0] = TACHLI_LAST_ROUND_VP[0];
        if (n > 1) out[1] = TACHLI_LAST_ROUND_VP[1];
      } else {
        out[0] = cardWorth(s, seat, s.tachli[0]!, w, rounds);
        if (n > 1) out[1] = cardWorth(s, seat, s.tachli[1]!, w, rounds);
      }
      break;
  }
  return out;
}
