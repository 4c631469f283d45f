// Worth, in victory points, of one effect of the shared vocabulary for a seat right now. Bonus
// actions and free Embassies look one Site action ahead (one level deep, never recursively).
import type { Fx } from '../data-core.ts';
import { CITY_SPACES } from '../data-rc-board.ts';
import { EMBASSY_TOKENS } from '../data-rc-cards.ts';
import { bestClimb, characterWorth, gainAnyWorth, gainWorth, glyphCardWorth, jadeWorth, payWorth, storageWorth, tileWorth, type SeatCtx } from './assets.ts';
import { bestFreeEmbassy, siteActionWorth } from './site-worth.ts';

/** Mean worth of one Embassy token of `level` (0-based), effects valued for this seat. */
export function tokenWorth(c: SeatCtx, level: number, depth: number): number {
  return c.memo(`token${level}:${depth}`, () => meanToken(c, level, depth));
}

function meanToken(c: SeatCtx, level: number, depth: number): number {
  let total = 0, count = 0;
  for (const [fx, n] of EMBASSY_TOKENS[level]!) {
    total += n * fxWorth(c, fx, depth);
    count += n;
  }
  return total / count;
}

/** Worth of the best Character on the Ball Court display (taken for free). */
export function bestDisplayCharacter(c: SeatCtx, depth: number): number {
  return c.memo(`display:${depth}`, () => bestCharacter(c, depth));
}

function bestCharacter(c: SeatCtx, depth: number): number {
  let best = 0;
  for (const card of c.s.charDisplay) if (card >= 0) best = Math.max(best, characterWorth(c, card, (fx) => fxWorth(c, fx, depth + 1)));
  return best;
}

function loseAnyWorth(c: SeatCtx, n: number): number {
  const held = c.p.res[0]! + c.p.res[1]! + c.p.res[2]! + c.p.res[3]!;
  const paid = Math.min(n, held);
  // Lose from the most plentiful resources first.
  const res = c.p.res.slice();
  const v = [0, 0, 0, 0];
  for (let k = 0; k < paid; k++) {
    let r = 0;
    for (let i = 1; i < 4; i++) if (res[i]! > res[r]!) r = i;
    res[r]!--;
    v[r]!++;
  }
  return -payWorth(c, v) - (n - paid);
}

export function fxWorth(c: SeatCtx, fx: Fx, depth = 0): number {
  const p = c.p;
  switch (fx.t) {
    case 'none':
    case 'cube':
      return 0;
    case 'gain':
      return gainWorth(c, fx.r);
    case 'gainAny':
      return gainAnyWorth(c, fx.n);
    case 'lose': {
      const take = fx.r.map((n, r) => Math.min(n, p.res[r]!));
      const missing = fx.r.reduce((a, n, r) => a + n - take[r]!, 0);
      return -payWorth(c, take) - missing;
    }
    case 'loseAny':
      return loseAnyWorth(c, fx.n);
    case 'vp':
      return fx.n;
    case 'climb':
      return Math.max(0, bestClimb(c, fx.n).worth);
    case 'descend':
      return -0.6 * fx.n;
    case 'glyph':
      return glyphCardWorth(c);
    case 'char':
      return bestDisplayCharacter(c, depth);
    case 'jade':
      return jadeWorth(c);
    case 'storage':
      return storageWorth(c);
    case 'loseStorage':
      return p.ext > 0 ? -storageWorth(c) : 0;
    case 'river2': {
      const left = c.s.river.filter((t) => t >= 0).length;
      return Math.min(2, left) * tileWorth(c);
    }
    case 'bonus':
      return depth > 0 ? c.w.bonus : Math.max(0, siteActionWorth(c, fx.site, fx.disc, 0, depth + 1));
    case 'freeEmbassy':
      return depth > 0 ? 4 : bestFreeEmbassy(c, depth + 1);
    case 'relocate':
      return 0.2;
    case 'discardChar': {
      let worst = Infinity;
      for (const card of p.chars) worst = Math.min(worst, characterWorth(c, card, (f) => fxWorth(c, f, depth + 1)));
      return worst === Infinity ? 0 : -worst;
    }
    case 'removeJade':
      return p.jade ? -jadeWorth(c) : 0;
    case 'loseGlyph':
      return p.glyphs.some((n) => n > 0) ? -1.5 : 0;
    case 'gainPerDiscard':
      return gainWorth(c, [0, 1, 2, 3].map((r) => (r === fx.r ? p.down.length : 0)));
    case 'losePerFaceUp':
      return fxWorth(c, { t: 'lose', r: [0, 1, 2, 3].map((r) => (r === fx.r ? p.chars.length : 0)) as unknown as [number, number, number, number] }, depth);
    case 'loseAnyPerExt':
      return loseAnyWorth(c, p.ext);
    case 'loseAnyPerCity':
      return loseAnyWorth(c, p.emb.filter((n) => n > 0).length);
  }
}

/** Level (0-based) of a City space. */
export const cityLevel = (city: number): number => CITY_SPACES[city]!.level - 1;
