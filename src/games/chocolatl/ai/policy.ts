// The planner player: offerings from the round plan (plan.ts), small decisions from small.ts.
// With `jitter` the location worths are shaken a little (opponents inside a search are not
// perfectly predictable). A playout policy keeps each seat's plan for the rest of its commit
// phase, since nothing it can see changes between its own placements.
import type { BotRng, Policy } from '../../../engine/ai/types.ts';
import { argmax } from '../../../engine/ai/playout.ts';
import type { ChocolatlChoice, ChocolatlState } from '../types.ts';
import { valueTables } from './odds.ts';
import { planSeat, planWith, type Plan } from './plan.ts';
import { rateSmall } from './small.ts';
import type { ChocolatlWeights } from './weights.ts';

type Offer = Extract<ChocolatlChoice, { kind: 'offer' }>;

/** The cards a plan puts on `loc` in this step (GREEN first cards: the higher card of the pair). */
function stepCards(plan: Plan, loc: number, perStep: number): number[] {
  const cards = plan.cards[loc]!;
  return perStep === 2 ? cards : [cards[cards.length - 1]!];
}

function offerFrom(list: readonly ChocolatlChoice[], cards: number[]): ChocolatlChoice {
  const key = cards.join('+');
  return list.find((c) => (c as Offer).cards.join('+') === key) ?? list[0]!;
}

/** Worth of each offer choice: the round plan built around it. */
export function rateOffers(s: ChocolatlState, seat: number, list: readonly ChocolatlChoice[], w: ChocolatlWeights): number[] {
  const tables = valueTables(s, seat, w);
  return list.map((c) => planWith(s, seat, (c as Offer).loc, (c as Offer).cards, tables));
}

/** Ratings of any decision's choices (higher is better). */
export function rateChoices(s: ChocolatlState, seat: number, list: readonly ChocolatlChoice[], w: ChocolatlWeights): number[] {
  return list[0]!.kind === 'offer' ? rateOffers(s, seat, list, w) : rateSmall(s, seat, list, w);
}

const handKey = (s: ChocolatlState, seat: number, hand: readonly number[]): string =>
  `${seat}|${s.round}|${s.phase}|${s.loc}|${s.revealedTo}|${s.firstUp ? 1 : 0}|${hand.join(',')}`;

/** A planner policy with its own plan cache (make one per decision: the cache assumes one game). */
export function plannerPolicy(w: ChocolatlWeights, jitter = 0): Policy<ChocolatlState, ChocolatlChoice> {
  const cache = new Map<string, Plan>();
  return (s: ChocolatlState, seat: number, list: ChocolatlChoice[], rng: BotRng) => {
    if (list[0]!.kind !== 'offer') return list[argmax(rateSmall(s, seat, list, w))]!;
    const first = list[0] as Offer;
    const perStep = first.cards.length;
    const key = handKey(s, seat, s.hands[seat]!);
    let plan = cache.get(key);
    if (!plan) {
      if (cache.size > 20000) cache.clear();
      plan = planSeat(s, seat, valueTables(s, seat, w, jitter > 0 ? () => jitter * (rng.float() - 0.5) : undefined));
      // The same plan serves the seat's next steps of this phase (locations in order).
      const hand = s.hands[seat]!.slice();
      cache.set(key, plan);
      if (s.phase !== 'commitLoc')
        for (let loc = first.loc; loc < 6; loc++) {
          for (const c of stepCards(plan, loc, perStep)) hand.splice(hand.indexOf(c), 1);
          cache.set(handKey(s, seat, hand), plan);
        }
    }
    return offerFrom(list, stepCards(plan, first.loc, perStep));
  };
}
