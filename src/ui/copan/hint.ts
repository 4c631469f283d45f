// Why the hard AI likes a Copan move, in one line: the feature of the viewer's own position the
// move changes that counts most at the end or next: an Embassy loop (a City whose tile sets off a
// bonus action or a free Embassy), the Embassy count against the City table, a priest's climb
// toward the Zenith, a bonus action, storage for a later harvest, a Character, jade, a Glyph,
// else the resources it brings. `after` stops before anything chance decides (see suggest.ts),
// so it tells nothing the viewer cannot know. Part of the lazy suggestion chunk.
import { t } from '../../i18n/index.ts';
import { CHARACTERS, CITY_TABLE, CITY_TILES, STAIR_TOP, ZENITH } from '../../games/copan/data.ts';
import type { CopanChoice, CopanState } from '../../games/copan/types.ts';
import { amounts, colourName, siteName, stairName } from './words.ts';

const bits = (n: number): number => { let k = 0; for (let x = n; x; x >>= 1) k += x & 1; return k; };
const cities = (emb: readonly number[]): number => emb.filter((n) => n > 0).length;

export function copanHint(_view: unknown, before: CopanState, after: CopanState, _c: CopanChoice, seat: number): string | null {
  const p0 = before.players[seat]!;
  const p1 = after.players[seat]!;
  // An Embassy in a new City: the loop when its tile sets off more, else the City table.
  const newCity = p1.emb.findIndex((n, i) => n > 0 && !(p0.emb[i]! > 0));
  if (newCity >= 0) {
    const tile = after.cities[newCity] ?? -1;
    const fx = tile >= 0 ? CITY_TILES[tile]!.fx : null;
    if (fx && (fx.t === 'bonus' || fx.t === 'freeEmbassy'))
      return fx.t === 'freeEmbassy' ? t('cp.hint.loopEmbassy') : t('cp.hint.loopBonus', { site: fx.site < 0 ? t('cp.u.anySite') : siteName(fx.site) });
    const k0 = cities(p0.emb), k1 = cities(p1.emb);
    return t('cp.hint.cities', { k: k1, vp: CITY_TABLE[k1] ?? 0, was: CITY_TABLE[k0] ?? 0 });
  }
  // A priest reaching the top claims the next Zenith token; else how far it still has to go.
  for (let s = 0; s < p1.priests.length; s++) {
    if (p1.priests[s]! <= p0.priests[s]!) continue;
    if (bits(p1.zenith) > bits(p0.zenith)) return t('cp.hint.zenith', { stair: stairName(s), vp: ZENITH[before.zenithTaken] ?? 0 });
    return t('cp.hint.climb', { stair: stairName(s), step: p1.priests[s]!, left: STAIR_TOP - p1.priests[s]! });
  }
  const bonus = after.bonusQueue.length > before.bonusQueue.length ? after.bonusQueue.at(-1)! : null;
  if (bonus) return t('cp.hint.bonus', { site: bonus.site < 0 ? t('cp.u.anySite') : siteName(bonus.site) });
  if (p1.ext > p0.ext) return t('cp.hint.storage', { n: p1.ext });
  const char = p1.chars.find((c) => !p0.chars.includes(c));
  if (char !== undefined) return t('cp.hint.char', { name: CHARACTERS[char]!.name });
  if (bits(p1.jade) > bits(p0.jade)) return t('cp.hint.jade', { n: bits(p1.jade) });
  const glyph = p1.glyphs.findIndex((n, i) => n > p0.glyphs[i]!);
  if (glyph >= 0) return t('cp.hint.glyph', { colour: colourName(glyph) });
  const court = p1.court[0]! + p1.court[1]! - p0.court[0]! - p0.court[1]!;
  if (court > 0) return t('cp.hint.court', { n: p1.court[0]! + p1.court[1]! });
  const gain = p1.res.map((n, i) => Math.max(0, n - p0.res[i]!));
  if (gain.some((n) => n > 0)) return t('cp.hint.res', { list: amounts(gain) });
  return null;
}
