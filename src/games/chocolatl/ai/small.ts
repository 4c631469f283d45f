// The small decisions: the temple sacrifice, black dice to roll after a reveal, hut or die at
// Tenochtitlan, who places the first stone, and the card given back at Tachli.
import { DIE_FACES } from '../data.ts';
import { chocolatlGame } from '../index.ts';
import type { ChocolatlChoice, ChocolatlState } from '../types.ts';
import { projectedMargin } from './evaluate.ts';
import { valueTables } from './odds.ts';
import { ownSlots } from './plan.ts';
import { dieWorth, hutWorth } from './stakes.ts';
import type { ChocolatlWeights } from './weights.ts';

type Of<K extends ChocolatlChoice['kind']> = Extract<ChocolatlChoice, { kind: K }>;

/** Distribution of the sum of k dice (index = sum). */
function diceSums(k: number): number[] {
  let d = [1];
  for (let i = 0; i < k; i++) {
    const next = new Array<number>(d.length + DIE_FACES).fill(0);
    d.forEach((p, sum) => {
      for (let f = 1; f <= DIE_FACES; f++) next[sum + f]! += p / DIE_FACES;
    });
    d = next;
  }
  return d;
}

/** Worth of still holding m dice afterwards. */
function keepWorth(s: ChocolatlState, m: number, w: ChocolatlWeights): number {
  if (m <= 0) return 0;
  if (!s.lastRound) return w.die * m;
  return 3.5 + ((m - 1) * (6 - s.loc)) / 5;
}

export function rateSmall(s: ChocolatlState, seat: number, list: readonly ChocolatlChoice[], w: ChocolatlWeights): number[] {
  const kind = list[0]!.kind;
  switch (kind) {
    case 'sacrifice':
      return list.map((c) => {
        const card = (c as Of<'sacrifice'>).card;
        return card <= w.sacrifice ? card : -card;
      });
    case 'discard':
      return list.map((c) => -(c as Of<'discard'>).card);
    case 'city': {
      const hut = hutWorth(s, w), die = dieWorth(s, seat, w);
      return list.map((c) => ((c as Of<'city'>).take === 'hut' ? hut : die));
    }
    case 'dice': {
      const table = valueTables(s, seat, w, undefined, s.loc)[s.loc];
      const own = ownSlots(s, seat).fixed[s.loc]!;
      const held = s.dice[seat]!;
      return list.map((c) => {
        const k = (c as Of<'dice'>).count;
        let v = 0;
        diceSums(k).forEach((p, r) => {
          if (p > 0) v += p * (table ? table[Math.min(table.length - 1, own + r)]! : 0);
        });
        return v + keepWorth(s, held - k, w);
      });
    }
    case 'pyramidOrder':
      return list.map((c) => {
        const res = chocolatlGame.apply(s, seat, c);
        return res.ok ? projectedMargin(res.state, seat, w) : -Infinity;
      });
    default:
      return list.map(() => 0);
  }
}
