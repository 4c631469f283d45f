// Plain-language descriptions of what the board shows only as icons (pure; words from `label`):
// an effect, a cost, a Character card, a City, an Altar column, a jade mask space, a totem space,
// a Glyph line. The scene hands them to the DOM twin (aria-description, tooltip, detail sheet).
import {
  ALTAR_CARDS, CHARACTERS, CITY_SPACES, CITY_TILES, GLYPH_COLOURS, GLYPH_LINES, JADE_EFFECTS, RESOURCES, SITE_SYMBOLS, SITES, type Fx, type Res4,
} from '../../games/copan/data.ts';
import type { CopanView } from '../../games/copan/view.ts';

import { format } from '../../i18n/format.ts';
import { getLang } from '../../i18n/index.ts';
import type { Label } from '../core/scene-types.ts';
export type { Label };
type Params = Record<string, string | number>;

/** Fills `{name}` placeholders and picks plural forms ('{n, plural, one {…} other {…}}') as t() does. */
export const fill = (s: string, p: Params = {}): string => format(s, getLang(), p);
const say = (L: Label, key: string, p: Params = {}): string => fill(L(key), p);
const res = (L: Label, r: number): string => L(`cp.b.res.${RESOURCES[r] ?? 'food'}`);
const site = (L: Label, s: number): string => L(`cp.b.site.${SITES[s] ?? 'embassies'}`);

export function costText(L: Label, cost: Res4): string {
  const parts = cost.flatMap((n, r) => (n > 0 ? [`${n} ${res(L, r)}`] : []));
  return parts.length ? parts.join(", ") : L("cp.b.d.free");
}

export function fxText(L: Label, fx: Fx): string {
  switch (fx.t) {
    case 'gain': case 'lose': {
      const parts = fx.r.flatMap((n, r) => (n > 0 ? [`${n} ${res(L, r)}`] : []));
      return say(L, `cp.b.fx.${fx.t}`, { what: parts.join(', ') });
    }
    case 'gainAny': case 'loseAny': case 'vp': case 'climb': case 'descend':
      return say(L, `cp.b.fx.${fx.t}`, { n: fx.n });
    case 'bonus': {
      const base = fx.site >= 0 ? say(L, 'cp.b.fx.bonusSite', { site: site(L, fx.site) }) : L('cp.b.fx.bonusAny');
      return fx.disc > 0 ? `${base}${say(L, 'cp.b.fx.discount', { n: fx.disc })}` : base;
    }
    case 'cube': return say(L, fx.d > 0 ? 'cp.b.fx.cubeFwd' : 'cp.b.fx.cubeBack', { res: res(L, fx.r) });
    case 'gainPerDiscard': case 'losePerFaceUp': return say(L, `cp.b.fx.${fx.t}`, { res: res(L, fx.r) });
    case 'none': return L('cp.b.fx.none');
    default: return L(`cp.b.fx.${fx.t}`);
  }
}

export function characterText(L: Label, card: number): string {
  const ch = CHARACTERS[card];
  if (!ch) return '';
  let effect: string;
  if (ch.kind === 'endgame') effect = say(L, 'cp.b.kind.endgame', { res: res(L, ch.endRes ?? 0) });
  else if (ch.kind === 'instant') effect = say(L, 'cp.b.kind.instant', { fx: fxText(L, ch.fx ?? { t: 'none' }) });
  else {
    const p = ch.perm!;
    const key = `cp.b.perm.${p.p}`;
    effect = p.p === 'tileBonus' ? say(L, key, { res: res(L, p.r) }) : p.p === 'climbBonus' ? L(key) : say(L, key, { site: site(L, p.site) });
  }
  return say(L, 'cp.b.d.char', { name: L(`cp.b.char.${ch.id}`), effect, cost: costText(L, ch.cost) });
}

export function cityText(L: Label, v: CopanView, c: number): string {
  const sp = CITY_SPACES[c], tile = v.cities[c];
  if (!sp || tile === undefined) return '';
  const head = say(L, 'cp.b.d.city', { city: c + 1, fate: c + 1, level: sp.level, path: costText(L, sp.path) });
  if (tile < 0) return `${head} ${L('cp.b.d.closed')}`;
  const t = CITY_TILES[tile]!;
  return `${head} ${say(L, 'cp.b.d.cityTile', { cost: costText(L, t.cost), effect: fxText(L, t.fx) })}`;
}

/** Altar token space i: the card's cost, the column's effect and climb, the space's occupant. */
export function altarText(L: Label, v: CopanView, i: number): string {
  const j = Math.floor(i / 3), col = i % 3, card = v.altarDisplay[j] ?? -1, occ = v.altarSpaces[i] ?? -1;
  if (occ === -2) return `${say(L, 'cp.b.target.altar', { card: j + 1, column: col + 1 })}. ${L('cp.b.d.closed')}`;
  const ac = ALTAR_CARDS[card];
  if (!ac) return say(L, 'cp.b.target.altar', { card: j + 1, column: col + 1 });
  const fx = ac.cols[col]!;
  return say(L, 'cp.b.d.altar', { card: j + 1, column: col + 1, effect: fxText(L, fx), climb: col + 1, cost: costText(L, ac.cost), fate: i % 6 + 1 });
}

export const jadeText = (L: Label, n: number): string => say(L, 'cp.b.d.jade', { tile: n, effect: fxText(L, JADE_EFFECTS[n - 1] ?? { t: 'none' }) });

export function totemText(L: Label, s: number, space: number): string {
  const sym = SITE_SYMBOLS[s]?.[space] ?? 0;
  const effect = sym < 0 ? say(L, 'cp.b.d.pay', { res: res(L, -1 - sym) }) : say(L, 'cp.b.d.gainX', { n: sym, vp: 2 * sym });
  return say(L, 'cp.b.d.totem', { site: site(L, s), space: space + 1, effect });
}

export function lineText(L: Label, l: number): string {
  const line = GLYPH_LINES[l];
  return line ? say(L, 'cp.b.d.line', { line: l + 1, cost: costText(L, line.cost), climb: line.climb }) : '';
}

export function glyphText(L: Label, v: CopanView, i: number): string {
  const col = v.glyphDisplay[i] ?? -1;
  if (col === -2) return `${say(L, 'cp.b.target.glyph', { slot: i + 1 })}. ${L('cp.b.d.closed')}`;
  return col >= 0 ? say(L, 'cp.b.d.glyph', { slot: i + 1, colour: L(`cp.b.colour.${GLYPH_COLOURS[col]!}`) }) : say(L, 'cp.b.target.glyph', { slot: i + 1 });
}
