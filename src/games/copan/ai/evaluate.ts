// Projected final score of every seat from any position: the final scoring as things stand (exact
// once the game is over) plus what holdings are worth with the turns left; the Automa adds its
// expected VP per turn still to come. Rewards for the search are the logistic of the lead.
import { ENDGAME_VP_PER_RES, MASK_COMPLETE_VP } from '../data-core.ts';
import { CHARACTERS } from '../data-rc.ts';
import { marginRewards } from '../../../engine/ai/rewards.ts';
import type { CopanState } from '../types.ts';
import { characterWorth, glyphsWorth, jadeWorth, multAt, resHeld, seatCtx, stayWorth, type SeatCtx } from './assets.ts';
import { turnsLeft } from './clock.ts';
import { finalNow } from './final-now.ts';
import { fxWorth } from './worth.ts';
import { stackPotential } from './worth.ts';
import { DEFAULT_WEIGHTS, type CopanWeights } from './weights.ts';

/** What a human seat's holdings and prospects add to its final score as things stand. */
export function prospects(c: SeatCtx): number {
  const { s, p, w } = c;
  let v = 0;
  for (let r = 0; r < 4; r++) v += resHeld(c, p.res[r]!);
  const tiles = p.hand[0]! + p.hand[1]! + p.hand[2]! + p.hand[3]!;
  v += w.tile * Math.min(tiles, c.turns) + 0.15 * Math.max(0, tiles - c.turns);
  v += glyphsWorth(c);
  for (const card of p.chars) {
    const ch = CHARACTERS[card]!;
    if (ch.kind !== 'endgame') v += characterWorth(c, card, (fx) => fxWorth(c, fx, 1));
    else v += endgameFill(c, ch.endRes!);
  }
  const fix = Math.min(1, c.turns / 6);
  for (let i = 0; i < 4; i++) {
    const m = multAt(i, p.priests[i]!);
    v += m * c.future[i]! + w.priestStep * p.priests[i]!;
    if (m < 1) v += (1 - m) * c.counts[i]! * fix; // a low priest with turns left is expected to climb
  }
  if (s.active === c.seat && !s.over) v += w.bonus * s.bonusQueue.length + jadeWorth(c) * s.pendingJade;
  v += stayWorth(c, p.site, p.space, p.side);
  v += stackPotential(c);
  const jade = c.counts[3]!;
  if (jade >= 10 && jade < 16) v += ((MASK_COMPLETE_VP * (jade - 9)) / 7) * Math.min(1, c.turns / 3);
  return v;
}

/**
 * An end-game Character held: the final scoring counts the units held now; with turns left the seat
 * expects to fill more of its storage (w.endFill), fading as the end comes closer.
 */
function endgameFill(c: SeatCtx, r: number): number {
  const held = c.p.res[r]!;
  const expected = Math.min(c.cap, Math.max(held, c.w.endFill * c.cap));
  return ENDGAME_VP_PER_RES * (expected - held) * Math.min(1, c.turns / c.w.spendTurns);
}

const base: number[] = [];

/** Estimated final score of every seat (exact when the game is over). */
export function projectScores(s: CopanState, w: CopanWeights = DEFAULT_WEIGHTS): number[] {
  finalNow(s, base);
  const out = new Array<number>(s.players.length);
  for (let seat = 0; seat < out.length; seat++) {
    if (s.over) {
      out[seat] = base[seat]!;
      continue;
    }
    const turns = turnsLeft(s, seat);
    if (s.automa?.seat === seat) {
      const rates = s.automa.advanced ? w.automaRate.advanced : w.automaRate.basic;
      const hard = s.automa.hard.filter(Boolean).length / 4;
      out[seat] = base[seat]! + turns * (rates[0] + hard * (rates[1] - rates[0]));
      continue;
    }
    out[seat] = base[seat]! + prospects(seatCtx(s, seat, w, turns + (s.active === seat ? 1 : 0)));
  }
  return out;
}

/** Search rewards in [0, 1]: the logistic of each seat's projected lead over the best other seat. */
export function rewards(s: CopanState, w: CopanWeights = DEFAULT_WEIGHTS): number[] {
  return marginRewards(projectScores(s, w), w.marginScale);
}

/** A seat's projected lead over the best other seat. */
export function projectedMargin(s: CopanState, seat: number, w: CopanWeights = DEFAULT_WEIGHTS): number {
  const all = projectScores(s, w);
  let best = -Infinity;
  for (let i = 0; i < all.length; i++) if (i !== seat && all[i]! > best) best = all[i]!;
  return all.length > 1 ? all[seat]! - best : all[seat]!;
}
