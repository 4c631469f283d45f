// Site action costs and affordability (spec 5.5-5.6), and the automatic parts of the actions.
import type { Seat } from '../../engine/index.ts';
import {
  ALTAR_CARDS, ALTARS, BALLCOURT, CHARACTERS, CITY_SPACES, CITY_TILES, EMBASSIES, EMBASSY_TOKENS, GLYPH_LINES, GLYPHSTAIR,
  RIVER, SITE_ACTION_VP, SITES, res4, type Res4,
} from './data.ts';
import { addVp, canPay, type Cost, type Ctx } from './resources.ts';
import { drawEmbassyToken, takeRiverTiles } from './supply.ts';
import type { CopanState, Task } from './types.ts';

/** Permanent Characters taking 1 resource off every action at `site`. */
export function permanentDiscount(s: CopanState, seat: Seat, site: number): number {
  let d = 0;
  for (const c of s.players[seat]!.chars) {
    const perm = CHARACTERS[c]!.perm;
    if (perm?.p === 'discount' && perm.site === site) d++;
  }
  return d;
}

const plus = (a: Res4, b: Res4): Res4 => [a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]];

export const embassyCost = (s: CopanState, city: number, disc: number): Cost => ({
  fixed: plus(CITY_SPACES[city]!.path, CITY_TILES[s.cities[city]!]!.cost),
  any: 0,
  disc,
});
export const characterCost = (card: number, disc: number): Cost => ({ fixed: CHARACTERS[card]!.cost, any: 0, disc });
export const altarCost = (card: number, disc: number): Cost => ({ fixed: ALTAR_CARDS[card]!.cost, any: 0, disc });
export const lineCost = (line: number, disc: number): Cost => ({ fixed: GLYPH_LINES[line]!.cost, any: 0, disc });
export const riverTilesCost = (disc: number): Cost => ({ fixed: res4(), any: 1, disc });
export const storageCost = (ext: number, disc: number): Cost => ({ fixed: res4(), any: 1 + ext, disc });

export const lineHasCards = (s: CopanState, line: number): boolean => GLYPH_LINES[line]!.slots.some((i) => s.glyphDisplay[i]! >= 0);

/**
 * Whether at least one complete way of doing the action exists, with `res` (after the entry
 * symbol) plus `wild` resources of choice still to be gained first.
 */
export function canDoAction(s: CopanState, seat: Seat, site: number, bonusDisc: number, res: readonly number[], wild = 0): boolean {
  const p = s.players[seat]!;
  const disc = bonusDisc + permanentDiscount(s, seat, site);
  switch (site) {
    case RIVER:
      return true; // taking the first two tiles is free
    case EMBASSIES:
      return p.supply > 0 && s.cities.some((t, c) => t >= 0 && canPay(res, embassyCost(s, c, disc), wild));
    case BALLCOURT:
      return p.supply > 0 && s.charDisplay.some((card) => card >= 0 && canPay(res, characterCost(card, disc), wild));
    case ALTARS:
      return p.supply > 0 && s.altarSpaces.some((who, i) => who === -1 && s.altarDisplay[Math.floor(i / 3)]! >= 0 && canPay(res, altarCost(s.altarDisplay[Math.floor(i / 3)]!, disc), wild));
    case GLYPHSTAIR:
      return GLYPH_LINES.some((_, l) => lineHasCards(s, l) && canPay(res, lineCost(l, disc), wild));
    default:
      return false;
  }
}

/** Starts a Site action (main or bonus): permanent VP Characters pay, then the action's steps. */
export function startAction(s: CopanState, t: Extract<Task, { k: 'action' }>, ctx: Ctx): void {
  s.inAction = true;
  const seat = t.seat;
  ctx.events.push({ type: 'action', seat, site: SITES[t.site], disc: t.disc });
  for (const c of s.players[seat]!.chars) {
    const perm = CHARACTERS[c]!.perm;
    if (perm?.p === 'siteVp' && perm.site === t.site) addVp(s, seat, SITE_ACTION_VP, ctx, 'character');
  }
  const next: Task[] =
    t.site === RIVER
      ? [{ k: 'riverTake', seat }, { k: 'riverBuy', seat, disc: t.disc }]
      : t.site === EMBASSIES
        ? [{ k: 'embassy', seat, disc: t.disc }]
        : t.site === BALLCOURT
          ? [{ k: 'recruit', seat, disc: t.disc }]
          : t.site === ALTARS
            ? [{ k: 'altar', seat, disc: t.disc }]
            : [{ k: 'glyphLine', seat, disc: t.disc }];
  s.tasks.unshift(...next);
}

export function riverTake(s: CopanState, seat: Seat, ctx: Ctx): void {
  takeRiverTiles(s, seat, 2, ctx);
}

/** As many tokens of the City's level as own tokens on that City, each applied then discarded. */
export function embassyTokens(s: CopanState, seat: Seat, city: number, ctx: Ctx): void {
  const level = CITY_SPACES[city]!.level - 1;
  const count = s.players[seat]!.emb[city]!;
  const steps: Task[] = [];
  const drawn: number[] = [];
  for (let i = 0; i < count; i++) {
    const kind = drawEmbassyToken(s, level, ctx);
    if (kind < 0) break;
    drawn.push(kind);
    steps.push({ k: 'fx', seat, fx: EMBASSY_TOKENS[level]![kind]![0] });
  }
  ctx.events.push({ type: 'embassyTokens', seat, level: level + 1, kinds: drawn });
  s.tasks.unshift(...steps);
}
