// What the search believes about hidden cards: the rules' sampleConsistent deals every unseen
// card at random; here other seats' face-down offerings of this round are dealt again as their
// planner would have placed them (from the same unseen cards), and a hidden sacrifice is most
// likely their best card. Only cards the viewer cannot see move, so the view stays the same.
import type { BotRng } from '../../../engine/ai/types.ts';
import { makeRng } from '../../../engine/rng.ts';
import { chocolatlGame } from '../index.ts';
import { slotVisible } from '../view.ts';
import { NONE, type ChocolatlState, type ChocolatlView } from '../types.ts';
import { valueTables } from './odds.ts';
import { ownSlots, planCards } from './plan.ts';
import type { ChocolatlWeights } from './weights.ts';

/** Chance a hidden sacrifice is the seat's 12 when the 12 is among its unseen cards. */
const TOP_SACRIFICE = 0.7;

function believedSacrifice(s: ChocolatlState, seat: number, rng: BotRng): void {
  const top = 12;
  const sac = s.sacrifices[seat]!;
  if (sac === NONE || sac === top || rng.float() >= TOP_SACRIFICE) return;
  const hand = s.hands[seat]!;
  const at = hand.indexOf(top);
  if (at >= 0) {
    hand[at] = sac;
    hand.sort((a, b) => a - b);
    s.sacrifices[seat] = top;
    return;
  }
  const b = s.boards[seat]!;
  for (let i = 0; i < 12; i++)
    if (b[i] === top && !slotVisible(s, i)) {
      b[i] = sac;
      s.sacrifices[seat] = top;
      return;
    }
}

function replan(s: ChocolatlState, seat: number, tables: (Float64Array | null)[]): void {
  const b = s.boards[seat]!;
  const hidden: number[] = [];
  for (let i = 0; i < 12; i++) if (b[i] !== NONE && !slotVisible(s, i)) hidden.push(i);
  if (hidden.length === 0) return;
  const pool = s.hands[seat]!.slice();
  for (const i of hidden) {
    pool.push(b[i]!);
    b[i] = NONE;
  }
  const { fixed, need } = ownSlots(s, seat);
  const plan = planCards(pool, need, fixed, tables);
  // Hidden slots take the plan's cards for their location (the higher first); the rest is the hand.
  const left = plan.cards.map((cards) => cards.slice());
  for (const i of hidden) {
    const cards = left[(i >> 1) + 1]!;
    b[i] = i % 2 === 0 ? cards.pop()! : cards.shift()!;
  }
  s.hands[seat] = left.flat().sort((a, c) => a - c);
}

export function believedState(view: ChocolatlView, viewer: number, seed: string, w: ChocolatlWeights, jitter: number): ChocolatlState {
  const s = chocolatlGame.sampleConsistent(view, viewer, seed);
  const rng = makeRng(`${seed}:belief`);
  for (let p = 0; p < s.n; p++) if (p !== viewer) believedSacrifice(s, p, rng);
  const tables = Array.from({ length: s.n }, (_, p) => (p === viewer ? [] : valueTables(s, p, w, () => jitter * (rng.float() - 0.5))));
  for (let p = 0; p < s.n; p++) if (p !== viewer) replan(s, p, tables[p]!);
  return s;
}
