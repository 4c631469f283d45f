// Projected final score of every seat: points scored, end scoring as things stand (stones and
// majority, figures, sacrifice, a leftover die), and each seat's share of the rounds still to
// play by the strength of its cards and huts. Rewards are the logistic of the projected lead.
import { marginRewards } from '../../../engine/ai/rewards.ts';
import { NONE, type ChocolatlState } from '../types.ts';
import { roundsAfter } from './clock.ts';
import { DEFAULT_WEIGHTS, type ChocolatlWeights } from './weights.ts';

/** Sum of a seat's cacao cards (hand and board; not the sacrifice). */
export function strength(s: ChocolatlState, seat: number): number {
  let v = 0;
  for (const c of s.hands[seat]!) v += c;
  for (const c of s.boards[seat]!) if (c !== NONE) v += c;
  return v;
}

export function projectScores(s: ChocolatlState, w: ChocolatlWeights = DEFAULT_WEIGHTS): number[] {
  const n = s.n;
  if (s.phase === 'over') return s.scores.slice();
  const rounds = roundsAfter(s);
  // The round in progress still pays out too when evaluated mid-round (search leaves are round ends).
  const keep = 1 / (1 + rounds);
  const stones = new Array<number>(n).fill(0);
  for (const p of s.pyramid) stones[p]!++;
  const most = Math.max(...stones);
  const topSacrifice = Math.max(...s.sacrifices);
  const power = s.hands.map((_, p) => Math.pow(Math.max(1, strength(s, p)), w.strengthPower));
  const total = power.reduce((a, b) => a + b, 0);
  return s.scores.map((score, p) => {
    let v = score + stones[p]! + (most > 0 && stones[p] === most ? 3 : 0);
    if (s.chocolatl === p) v += 3 * keep;
    if (s.oldMan === p) v -= 3 * keep;
    if (s.sacrifices[p] !== NONE) v += s.sacrifices[p]! + (s.sacrifices[p] === topSacrifice ? 3 : 0);
    if (s.dice[p]! > 0) v += 3.5 + (rounds > 0 ? (s.dice[p]! - 1) * w.die : 0);
    v += s.huts[p]! * w.hutPerRound * rounds;
    v += (rounds * w.roundPool * power[p]!) / total;
    return v;
  });
}

export function rewards(s: ChocolatlState, w: ChocolatlWeights = DEFAULT_WEIGHTS): number[] {
  return marginRewards(projectScores(s, w), w.marginScale);
}

export function projectedMargin(s: ChocolatlState, seat: number, w: ChocolatlWeights = DEFAULT_WEIGHTS): number {
  const all = projectScores(s, w);
  let best = -Infinity;
  for (let i = 0; i < all.length; i++) if (i !== seat && all[i]! > best) best = all[i]!;
  return all[seat]! - best;
}
