// Words for Copan things: resources, Sites, spaces, effects, Characters, Cities, Altar columns.
// Every string goes through i18n; card names are proper nouns and stay as printed.
import { t, tk } from '../../i18n/index.ts';
import {
  ALTAR_CARDS, CHARACTERS, CITY_SPACES, CITY_TILES, FATE_FACES, GLYPH_COLOURS, RESOURCES, SITES, STAIRS, type Fx,
} from '../../games/copan/data.ts';
import { DOUBLE_SPACES, OMEN_SPACES } from '../../games/copan/data.ts';

export const resName = (r: number | string): string => tk(`cp.u.res.${typeof r === 'number' ? RESOURCES[r] : r}`);
export const siteName = (s: number | string): string => tk(`cp.u.site.${typeof s === 'number' ? SITES[s] : s}`);
export const colourName = (c: number | string): string => tk(`cp.u.colour.${typeof c === 'number' ? GLYPH_COLOURS[c] : c}`);
export const faceName = (f: number | string): string => t('cp.u.face', { n: typeof f === 'number' ? f + 1 : Number(String(f).slice(1)) });
export const stairName = (s: number | string): string =>
  t('cp.u.stair', { res: resName(typeof s === 'number' ? s : STAIRS.indexOf(s as (typeof STAIRS)[number])) });
export const sideName = (side: string | number): string => tk(`cp.u.side.${side === 1 || side === 'side_vp' ? 'vp' : 'res'}`);

/** "2 food, 1 zeal"; "nothing" when all are zero. */
export function amounts(xs: readonly number[]): string {
  const parts = xs.flatMap((n, i) => (n > 0 ? [`${n} ${resName(i)}`] : []));
  return parts.length ? parts.join(', ') : t('cp.u.nothing');
}

/** A Pyramid space id such as "north.a3" in words, with its mark. */
export function spaceText(id: string): string {
  const [section, local] = String(id).split('.');
  if (!section || !local) return String(id);
  const mark = (OMEN_SPACES as readonly string[]).includes(local) ? ` ${t('cp.u.mark.omen')}`
    : (DOUBLE_SPACES as readonly string[]).includes(local) ? ` ${t('cp.u.mark.double')}` : '';
  return t('cp.u.space', { section: tk(`cp.u.section.${section}`), row: local[0]!.toUpperCase(), col: Number(local.slice(1)) + 1 }) + mark;
}

export function fxText(fx: Fx): string {
  switch (fx.t) {
    case 'none': return t('cp.u.fx.none');
    case 'gain': return t('cp.u.fx.gain', { list: amounts(fx.r) });
    case 'gainAny': return t('cp.u.fx.gainAny', { n: fx.n });
    case 'lose': return t('cp.u.fx.lose', { list: amounts(fx.r) });
    case 'loseAny': return t('cp.u.fx.loseAny', { n: fx.n });
    case 'vp': return t('cp.u.fx.vp', { n: fx.n });
    case 'climb': return t('cp.u.fx.climb', { n: fx.n });
    case 'descend': return t('cp.u.fx.descend', { n: fx.n });
    case 'glyph': return t('cp.u.fx.glyph');
    case 'char': return t('cp.u.fx.char');
    case 'jade': return t('cp.u.fx.jade');
    case 'storage': return t('cp.u.fx.storage');
    case 'loseStorage': return t('cp.u.fx.loseStorage');
    case 'river2': return t('cp.u.fx.river2');
    case 'bonus': return bonusText(fx.site, fx.disc);
    case 'freeEmbassy': return t('cp.u.fx.freeEmbassy');
    case 'relocate': return t('cp.u.fx.relocate');
    case 'cube': return t(fx.d > 0 ? 'cp.u.fx.cubeFwd' : 'cp.u.fx.cubeBack', { res: resName(fx.r) });
    case 'discardChar': return t('cp.u.fx.discardChar');
    case 'removeJade': return t('cp.u.fx.removeJade');
    case 'loseGlyph': return t('cp.u.fx.loseGlyph');
    case 'gainPerDiscard': return t('cp.u.fx.gainPerDiscard', { res: resName(fx.r) });
    case 'losePerFaceUp': return t('cp.u.fx.losePerFaceUp', { res: resName(fx.r) });
    case 'loseAnyPerExt': return t('cp.u.fx.loseAnyPerExt');
    case 'loseAnyPerCity': return t('cp.u.fx.loseAnyPerCity');
  }
}

/** "a bonus action at the Altars, 2 off" / "at a Site of your choice". */
export function bonusText(site: number, disc: number): string {
  const where = site < 0 ? t('cp.u.anySite') : siteName(site);
  return disc > 0 ? t('cp.u.fx.bonusOff', { site: where, n: disc }) : t('cp.u.fx.bonus', { site: where });
}

export const charByIndex = (i: number) => CHARACTERS[i]!;
export const charIndexOf = (id: string): number => CHARACTERS.findIndex((c) => c.id === id);

/** What a Character does, in our own words. */
export function charEffect(i: number): string {
  const c = CHARACTERS[i]!;
  if (c.kind === 'endgame') return t('cp.u.ch.end', { res: resName(c.endRes!) });
  if (c.kind === 'instant') return fxText(c.fx!);
  const p = c.perm!;
  switch (p.p) {
    case 'tileBonus': return t('cp.u.ch.tileBonus', { res: resName(p.r) });
    case 'siteVp': return t('cp.u.ch.siteVp', { site: siteName(p.site) });
    case 'discount': return t('cp.u.ch.discount', { site: siteName(p.site) });
    case 'climbBonus': return t('cp.u.ch.climbBonus');
  }
}

/** "Muluc (permanent: …)". */
export function charText(i: number): string {
  const c = CHARACTERS[i]!;
  return t('cp.u.ch.text', { name: c.name, kind: tk(`cp.u.ch.kind.${c.kind}`), effect: charEffect(i) });
}

/** City space `space` (0..5) holding City tile `tile` (-1 closed). */
export function cityText(space: number, tile: number): string {
  const lv = CITY_SPACES[space]!.level;
  if (tile < 0) return t('cp.u.cityClosed', { n: space + 1, face: faceName(space), level: lv });
  const c = CITY_TILES[tile]!;
  return t('cp.u.city', { n: space + 1, face: faceName(space), level: lv, effect: fxText(c.fx) });
}

/** The effect and climb of Altar space `space` (0..11) under card `card`. */
export function altarText(space: number, card: number): string {
  const col = space % 3;
  const fx = card >= 0 ? ALTAR_CARDS[card]!.cols[col]! : null;
  return t('cp.u.altar', { slot: Math.floor(space / 3) + 1, col: col + 1, face: faceName(space % 6), effect: fx ? fxText(fx) : '—', n: col + 1 });
}

export const FACE_INDEX = (f: string): number => (FATE_FACES as readonly string[]).indexOf(f);
