// What things are worth, in victory points, to a seat right now: one effect of the shared
// vocabulary, each Site action's targets net of their cost, and Embassy stacks. The three call
// each other (a bonus action is worth a Site action, a City's worth counts its tile's effect and the
// stack it grows, a stack is worth the tokens it draws), so they live in one file; the recursion
// is one level deep, never more.
//
// Effects: bonus actions and free Embassies look one Site action ahead.
//
// Embassy stacks. Every Embassies action at a City draws one token per own token there, so a stack
// grows quadratically in worth; at a City whose tile gives a bonus action the Embassies can take
// again (a loop), a seat can pour its whole supply into the stack within one turn. What the seat's
// tokens still in supply are worth is therefore mostly what they would draw on its best stack, and a
// token spent at the Ball Court, the Altars or another City gives up those draws.
import { ALTARS, BALLCOURT, BALLCOURT_HALF, BALLCOURT_TOTAL, CITY_TABLE, EMBASSIES, GLYPHSTAIR, RIVER, SITE_ACTION_VP, type Fx } from '../data-core.ts';
import { BALLCOURT_HALF_OF_SLOT, CITY_SPACES, GLYPH_LINES, CHARACTERS, CITY_TILES, EMBASSY_TOKENS, ALTAR_CARDS } from '../data-rc.ts';
import { altarCost, characterCost, embassyCost, lineCost, lineHasCards, permanentDiscount, riverTilesCost, storageCost } from '../actions.ts';
import type { Cost } from '../resources.ts';
import { bestClimb, characterWorth, gainAnyWorth, gainWorth, glyphCardWorth, glyphsWorth, jadeWorth, multAt, payWorth, storageWorth, tileWorth, type SeatCtx } from './assets.ts';
import { prizeOf } from './final-now.ts';
import { cheapestPay } from './pay.ts';

// ---- Effects ----

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

// ---- Site actions ----

/** +2 VP per action at a Site from permanent Characters. */
function siteVp(c: SeatCtx, site: number): number {
  let v = 0;
  for (const card of c.p.chars) {
    const perm = CHARACTERS[card]!.perm;
    if (perm?.p === 'siteVp' && perm.site === site) v += SITE_ACTION_VP;
  }
  return v;
}

/** Multiplier a new token on a stairway's count will earn (a priest low now is expected to climb). */
function tokenMult(c: SeatCtx, stair: number): number {
  const m = multAt(stair, c.p.priests[stair]!);
  return c.turns > 2 ? Math.max(m, 1) : m;
}

/** A City's worth for this seat: a new Embassy on the City table, the tile's effect, the tokens. */
export function embassyTarget(c: SeatCtx, city: number, depth: number, free = false): number {
  const k = c.p.emb.filter((n) => n > 0).length;
  let v = c.p.emb[city] === 0 ? CITY_TABLE[Math.min(6, k + 1)]! - CITY_TABLE[k]! : 0;
  const tile = c.s.cities[city]!;
  if (!free && tile >= 0) v += fxWorth(c, CITY_TILES[tile]!.fx, depth);
  v += (c.p.emb[city]! + 1) * tokenWorth(c, cityLevel(city), depth);
  return v + stackDelta(c, city);
}

/** Best City for a free Embassy (any City, closed ones included, no City effect). */
export function bestFreeEmbassy(c: SeatCtx, depth: number): number {
  if (c.p.supply === 0) return 0;
  let best = 0;
  for (let city = 0; city < c.p.emb.length; city++) best = Math.max(best, embassyTarget(c, city, depth, true));
  return best;
}

/** A token on a Ball Court half: the fame stairway and the majority prizes it moves. */
export function courtTokenWorth(c: SeatCtx, half: number): number {
  return c.memo(half ? 'court1' : 'court0', () => courtToken(c, half));
}

function courtToken(c: SeatCtx, half: number): number {
  const players = c.s.players;
  const before = players.map((p) => p.court[half]!);
  const after = before.slice();
  after[c.seat]!++;
  const totalBefore = players.map((p) => p.court[0]! + p.court[1]!);
  const totalAfter = totalBefore.slice();
  totalAfter[c.seat]!++;
  const prize = (counts: number[], table: readonly number[]) => prizeOf(counts, c.seat, table);
  const majority = prize(after, BALLCOURT_HALF) - prize(before, BALLCOURT_HALF) + prize(totalAfter, BALLCOURT_TOTAL) - prize(totalBefore, BALLCOURT_TOTAL);
  return tokenMult(c, 1) + majority * (c.turns > 3 ? 0.6 : 0.9);
}

/** A Character recruited: kept (or used at once), plus its court token. */
export function recruitTarget(c: SeatCtx, slot: number, depth: number): number {
  const card = c.s.charDisplay[slot]!;
  return characterWorth(c, card, (fx) => fxWorth(c, fx, depth + 1)) + courtTokenWorth(c, BALLCOURT_HALF_OF_SLOT[slot]!) + stackDelta(c, -1);
}

/** An Altar space: its column's effect, the climb, and a token on the zeal stairway's count. */
export function altarTarget(c: SeatCtx, space: number, depth: number): number {
  const card = c.s.altarDisplay[Math.floor(space / 3)]!;
  const col = space % 3;
  return fxWorth(c, ALTAR_CARDS[card]!.cols[col]!, depth) + Math.max(0, bestClimb(c, col + 1).worth) + tokenMult(c, 2) + stackDelta(c, -1);
}

/** A Glyph line: its cards and its climb. */
export function lineTarget(c: SeatCtx, line: number): number {
  const g = c.p.glyphs.slice();
  for (const i of GLYPH_LINES[line]!.slots) if (c.s.glyphDisplay[i]! >= 0) g[c.s.glyphDisplay[i]!]!++;
  return glyphsWorth(c, g) - glyphsWorth(c) + Math.max(0, bestClimb(c, GLYPH_LINES[line]!.climb).worth);
}

/** River purchase after the free tiles: 0 none, 1 the two other tiles, 2 a storage extension. */
export function riverOption(c: SeatCtx, option: number, freeTaken: boolean): number {
  if (option === 0) return 0;
  if (option === 1) {
    const left = c.s.river.filter((t) => t >= 0).length - (freeTaken ? 0 : 2);
    return Math.min(2, Math.max(0, left)) * tileWorth(c);
  }
  return storageWorth(c);
}

/**
 * Worth of doing the Site action at `site` (-1: the best Site) with `disc` off its cost, from the
 * seat's resources plus `wild` resources of choice about to be gained; -Infinity if impossible.
 */
export function siteActionWorth(c: SeatCtx, site: number, disc: number, wild: number, depth: number, res: readonly number[] = c.p.res): number {
  if (site < 0) {
    let best = -Infinity;
    for (let x = 0; x < 5; x++) best = Math.max(best, siteActionWorth(c, x, disc, wild, depth, res));
    return best;
  }
  const d = disc + permanentDiscount(c.s, c.seat, site);
  const s = c.s;
  let best = -Infinity;
  const noTokens = c.p.supply === 0;
  switch (site) {
    case RIVER: {
      const free = Math.min(2, s.river.filter((t) => t >= 0).length) * tileWorth(c);
      best = Math.max(0, net(c, riverOption(c, 1, false), riverTilesCost(d), res, wild, best));
      if (s.storagePile > 0) best = net(c, storageWorth(c), storageCost(c.p.ext, d), res, wild, best);
      best += free;
      break;
    }
    case EMBASSIES:
      if (noTokens) return -Infinity;
      for (let city = 0; city < s.cities.length; city++)
        if (s.cities[city]! >= 0) best = net(c, embassyTarget(c, city, depth), embassyCost(s, city, d), res, wild, best);
      break;
    case BALLCOURT:
      if (noTokens) return -Infinity;
      for (let slot = 0; slot < s.charDisplay.length; slot++)
        if (s.charDisplay[slot]! >= 0) best = net(c, recruitTarget(c, slot, depth), characterCost(s.charDisplay[slot]!, d), res, wild, best);
      break;
    case ALTARS:
      if (noTokens) return -Infinity;
      for (let space = 0; space < s.altarSpaces.length; space++) {
        const card = s.altarDisplay[Math.floor(space / 3)]!;
        if (s.altarSpaces[space] === -1 && card >= 0) best = net(c, altarTarget(c, space, depth), altarCost(card, d), res, wild, best);
      }
      break;
    case GLYPHSTAIR:
      for (let line = 0; line < GLYPH_LINES.length; line++) if (lineHasCards(s, line)) best = net(c, lineTarget(c, line), lineCost(line, d), res, wild, best);
      break;
  }
  return best === -Infinity ? best : best + siteVp(c, site);
}

/**
 * The better of `best` and a target's worth net of its cheapest payment. Resources of choice
 * gained just before the action (`wild`) can pay part of it (then they are spent).
 */
function net(c: SeatCtx, gain: number, cost: Cost, res: readonly number[], wild: number, best: number): number {
  if (gain <= best) return best;
  let pay = cheapestPay(c, cost, res);
  if (pay === Infinity && wild > 0) pay = cheapestPay(c, { fixed: cost.fixed, any: cost.any, disc: cost.disc + wild }, res) + wild * c.unit;
  return pay < Infinity ? Math.max(best, gain - pay) : best;
}

export { siteVp };

// ---- Embassy stacks ----

/** City tiles whose bonus action can be another Embassies action. */
const LOOP_TILE: readonly boolean[] = CITY_TILES.map(({ fx }) => fx.t === 'bonus' && (fx.site === -1 || fx.site === EMBASSIES));

/** Tokens drawn by `a` more actions on a stack of `k`: k+1, k+2, … k+a. */
const draws = (k: number, a: number): number => a * k + (a * (a + 1)) / 2;

/**
 * Worth of the draws still to come on the seat's best open City, the seat having put one more token
 * on City `addAt` (-1: none) and taken `spend` tokens out of its supply.
 */
export function stackPotential(c: SeatCtx, addAt = -1, spend = 0): number {
  const { s, p, w } = c;
  if (w.stack === 0 || c.turns <= 0) return 0;
  const supply = Math.max(0, p.supply - spend);
  let best = 0;
  for (let city = 0; city < p.emb.length; city++) {
    const tile = s.cities[city]!;
    if (tile < 0) continue;
    const k = p.emb[city]! + (city === addAt ? 1 : 0);
    const loop = LOOP_TILE[tile]!;
    const actions = loop ? supply : Math.min(supply, c.turns * w.stackRate);
    best = Math.max(best, w.stack * draws(k, actions) * tokenWorth(c, cityLevel(city), 1));
  }
  return best;
}

/** Change in the stack potential when a token goes to City `city` (-1: elsewhere on the board). */
export function stackDelta(c: SeatCtx, city: number): number {
  if (c.w.stack === 0) return 0;
  return stackPotential(c, city, 1) - c.memo('stack', () => stackPotential(c));
}
