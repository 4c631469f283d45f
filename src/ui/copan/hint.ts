// Why the hard AI likes a Copan move, in one line: the feature of the viewer's own position the
// move changes that counts most at the end or next: an Embassy loop (a City whose tile sets off a
// bonus action or a free Embassy), the Embassy count against the City table, a priest's climb
// toward the Zenith, a bonus action, storage for a later harvest, a Character, jade, a Glyph,
// else the resources it brings. `after` stops before anything chance decides (see suggest.ts),
// so it tells nothing the viewer cannot know. Part of the lazy suggestion chunk.
import { t } from '../../i18n/index.ts';
import { ADJACENT, IS_DOUBLE, SPACE_INDEX } from '../../games/copan/board.ts';
import { BALLCOURT_TOTAL, CHARACTERS, CITY_TABLE, CITY_TILES, RESOURCES, STAIR_TOP, TIER_PAYOUT, ZENITH } from '../../games/copan/data.ts';
import { tierOf } from '../../games/copan/decline.ts';
import type { CopanChoice, CopanState } from '../../games/copan/types.ts';
import { amounts, colourName, siteName, stairName } from './words.ts';

const bits = (n: number): number => { let k = 0; for (let x = n; x; x >>= 1) k += x & 1; return k; };
const cities = (emb: readonly number[]): number => emb.filter((n) => n > 0).length;

/**
 * A Court tile on the Pyramid pays for itself and each face-up neighbour by its track's tier: the
 * adjacency the move completes, read from the public Pyramid and Decline tracks.
 */
function placeHint(s: CopanState, tileName: string, spaceId: string): string | null {
  const tile = (RESOURCES as readonly string[]).indexOf(tileName);
  const at = SPACE_INDEX.get(spaceId);
  if (tile < 0 || at === undefined) return null;
  const got = [0, 0, 0, 0];
  let near = 0;
  for (const space of [at, ...ADJACENT[at]!]) {
    const k = space === at ? tile : s.pyramid[space]!;
    if (k < 0 || k > 3) continue;
    if (space !== at) near++;
    got[k] = got[k]! + TIER_PAYOUT[tierOf(s.cubes[k]!)]!;
  }
  const total = got.reduce((a, b) => a + b, 0);
  if (IS_DOUBLE[at]) return t('cp.hint.placeDouble', { list: amounts(got) });
  if (total === 0) return null;
  if (near > 0) return t('cp.hint.place', { n: near, list: amounts(got) });
  // Alone: what it pays now, and the open spaces around it that later tiles will pay through.
  const open = ADJACENT[at]!.filter((space) => s.pyramid[space] === -1).length;
  return t('cp.hint.placeAlone', { list: amounts(got), n: open });
}

export function copanHint(_view: unknown, before: CopanState, after: CopanState, c: CopanChoice, seat: number): string | null {
  if (c.kind === 'place') return placeHint(before, c.tile, c.space);
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
  if (bits(p1.jade) > bits(p0.jade)) return t('cp.hint.jade', { n: bits(p1.jade) });
  const char = p1.chars.find((c) => !p0.chars.includes(c));
  if (char !== undefined) return t('cp.hint.char', { name: CHARACTERS[char]!.name });
  const bonus = after.bonusQueue.length > before.bonusQueue.length ? after.bonusQueue.at(-1)! : null;
  if (bonus) return t('cp.hint.bonus', { site: bonus.site < 0 ? t('cp.u.anySite') : siteName(bonus.site) });
  if (p1.ext > p0.ext) return t('cp.hint.storage', { n: p1.ext });
  const tiles = p1.hand.map((n, i) => Math.max(0, n - p0.hand[i]!));
  if (tiles.some((n) => n > 0)) return t('cp.hint.tiles', { list: amounts(tiles) });
  const glyph = p1.glyphs.findIndex((n, i) => n > p0.glyphs[i]!);
  if (glyph >= 0) return t('cp.hint.glyph', { colour: colourName(glyph) });
  const court = p1.court[0]! + p1.court[1]! - p0.court[0]! - p0.court[1]!;
  if (court > 0) {
    const total = (q: { court: number[] }) => q.court[0]! + q.court[1]!;
    const best = Math.max(0, ...after.players.filter((_, i) => i !== seat).map(total));
    return total(p1) > best ? t('cp.hint.courtLead', { n: total(p1), best, vp: BALLCOURT_TOTAL[0] }) : t('cp.hint.court', { n: total(p1) });
  }
  const gain = p1.res.map((n, i) => Math.max(0, n - p0.res[i]!));
  if (gain.some((n) => n > 0)) return t('cp.hint.res', { list: amounts(gain) });
  return null;
}
