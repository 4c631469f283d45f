// Button labels for every Copan choice kind, all through i18n.
import { t } from '../../i18n/index.ts';
import {
  ALTAR_CARDS, CHARACTERS, CITY_SPACES, CITY_TILES, EXCHANGE_DIFFERENT, EXCHANGE_SAME, GLYPH_COLOURS, GLYPH_LINES, JADE_EFFECTS, SITE_SYMBOLS, SITES, STAIRS,
} from '../../games/copan/data.ts';
import type { CopanChoice, CopanView } from '../../games/copan/index.ts';
import {
  FACE_INDEX, amounts, faceName, bonusText, charEffect, charIndexOf, colourName, fxText, resName, siteName, sideName, spaceText, stairName,
} from './words.ts';

const payText = (pay: readonly number[]): string => (pay.some((n) => n > 0) ? t('cp.u.pay', { list: amounts(pay) }) : t('cp.u.free'));

/** What entering a Site's first space does: pay 1 of its resource, or gain. */
function entryText(site: number, side: string): string {
  const sym = SITE_SYMBOLS[site]![0]!;
  if (sym < 0) return t('cp.u.entryPay', { res: resName(-1 - sym) });
  return side === 'side_vp' ? t('cp.u.entryVp', { n: 2 * sym }) : t('cp.u.entryGain', { n: sym });
}

/** The exchange table for a set of Glyph cards: jade tiles and the bonus discount (-1: no bonus). */
export function exchangeGain(colours: readonly number[]): [number, number] {
  const n = colours.reduce((a, b) => a + b, 0);
  const kinds = colours.filter((c) => c > 0).length;
  const row = kinds === 1 ? EXCHANGE_SAME[n] : EXCHANGE_DIFFERENT[n];
  return row ? [row[0], row[1]] : [0, -1];
}

function climbOf(v: CopanView): number {
  const task = v.tasks[0];
  return task && (task.k === 'climb' || task.k === 'descend') ? task.n : 1;
}

export function choiceLabel(c: CopanChoice, v: CopanView, seat: number): string {
  const p = v.players[seat]!;
  switch (c.kind) {
    case 'place': return t('cp.u.c.place', { tile: resName(c.tile), space: spaceText(c.space) });
    case 'place_blind': return t('cp.u.c.placeBlind', { space: spaceText(c.space) });
    case 'place_automa': {
      const card = v.automa?.card ?? -1;
      return t('cp.u.c.placeAutoma', { tile: card >= 0 ? resName(card) : '?', space: spaceText(c.space) });
    }
    case 'gain': return t('cp.u.c.gain', { list: amounts(c.amounts) });
    case 'lose': return t('cp.u.c.lose', { list: amounts(c.amounts) });
    case 'move': {
      const site = SITES.indexOf(c.site);
      return t('cp.u.c.move', { site: siteName(site), side: sideName(c.side), entry: entryText(site, c.side) });
    }
    case 'stay': return t('cp.u.c.stay', { site: p.site >= 0 ? siteName(p.site) : '—', n: p.space + 2 });
    case 'fallback': return t('cp.u.c.fallback', { site: siteName(c.site) });
    case 'eject_move': return t('cp.u.c.ejectMove', { site: siteName(c.site), side: sideName(c.side) });
    case 'river_buy':
      if (c.option === 'none') return t('cp.u.c.riverNone');
      return t(c.option === 'tiles' ? 'cp.u.c.riverTiles' : 'cp.u.c.riverStorage', { pay: payText(c.pay) });
    case 'embassy': {
      const i = Number(c.city.slice(4)) - 1;
      const tile = v.cities[i] ?? -1;
      return t('cp.u.c.embassy', { n: i + 1, level: CITY_SPACES[i]!.level, effect: tile >= 0 ? fxText(CITY_TILES[tile]!.fx) : '—', pay: payText(c.pay) });
    }
    case 'recruit': {
      const card = v.charDisplay[FACE_INDEX(c.slot)] ?? -1;
      return card >= 0 ? t('cp.u.c.recruit', { name: CHARACTERS[card]!.name, effect: charEffect(card), pay: payText(c.pay) }) : c.slot;
    }
    case 'altar': {
      const [slot, col] = c.space.slice(3).split('.c').map(Number) as [number, number];
      const card = v.altarDisplay[slot - 1] ?? -1;
      const fx = card >= 0 ? fxText(ALTAR_CARDS[card]!.cols[col - 1]!) : '—';
      return t('cp.u.c.altar', { slot, col, effect: fx, n: col, pay: payText(c.pay) });
    }
    case 'glyph_line': {
      const i = Number(c.line.slice(4)) - 1;
      const cards = GLYPH_LINES[i]!.slots.map((s) => v.glyphDisplay[s] ?? -1).filter((x) => x >= 0).map(colourName);
      return t('cp.u.c.glyphLine', { n: i + 1, cards: cards.join(', ') || '—', climb: GLYPH_LINES[i]!.climb, pay: payText(c.pay) });
    }
    case 'climb': {
      const s = STAIRS.indexOf(c.stair as (typeof STAIRS)[number]);
      const from = p.priests[s]!;
      return t('cp.u.c.climb', { stair: stairName(s), from, to: Math.min(8, from + climbOf(v)) });
    }
    case 'descend': {
      const s = STAIRS.indexOf(c.stair as (typeof STAIRS)[number]);
      const from = p.priests[s]!;
      return t('cp.u.c.descend', { stair: stairName(s), from, to: Math.max(0, from - climbOf(v)) });
    }
    case 'jade': return t('cp.u.c.jade', { n: c.tile, effect: jadeEffect(c.tile) });
    case 'pick_glyph': {
      const colour = v.glyphDisplay[FACE_INDEX(c.slot)] ?? -1;
      return t('cp.u.c.pickGlyph', { colour: colour >= 0 ? colourName(colour) : '?', face: faceName(c.slot) });
    }
    case 'pick_character': {
      const card = v.charDisplay[FACE_INDEX(c.slot)] ?? -1;
      return card >= 0 ? t('cp.u.c.pickChar', { name: CHARACTERS[card]!.name, effect: charEffect(card) }) : c.slot;
    }
    case 'new_character': {
      const task = v.tasks[0];
      const card = task?.k === 'newChar' ? task.card : -1;
      const name = card >= 0 ? CHARACTERS[card]!.name : '';
      return t(`cp.u.c.new.${c.action}`, { name, effect: card >= 0 ? charEffect(card) : '' });
    }
    case 'replace_character': return t('cp.u.c.replace', { name: CHARACTERS[charIndexOf(c.card)]!.name });
    case 'discard_owned': return t('cp.u.c.discardOwned', { name: CHARACTERS[charIndexOf(c.card)]!.name });
    case 'remove_jade': return t('cp.u.c.removeJade', { n: c.tile });
    case 'lose_glyph': return t('cp.u.c.loseGlyph', { colour: colourName(c.colour) });
    case 'relocate': return t('cp.u.c.relocate', { site: siteName(c.site) });
    case 'relocate_skip': return t('cp.u.c.relocateSkip');
    case 'free_embassy': {
      const i = Number(c.city.slice(4)) - 1;
      return t('cp.u.c.freeEmbassy', { n: i + 1, level: CITY_SPACES[i]!.level });
    }
    case 'bonus': {
      const b = v.bonusQueue[0];
      return t('cp.u.c.bonus', { what: bonusText(SITES.indexOf(c.site), b?.disc ?? 0) });
    }
    case 'bonus_skip': return t('cp.u.c.bonusSkip');
    case 'end_turn': return t('cp.u.c.endTurn');
    case 'use_character': {
      const i = charIndexOf(c.card);
      return t('cp.u.c.useChar', { name: CHARACTERS[i]!.name, effect: charEffect(i) });
    }
    case 'discard_character': return t('cp.u.c.discardChar', { name: CHARACTERS[charIndexOf(c.card)]!.name });
    case 'exchange': {
      const [tiles, disc] = exchangeGain(c.colours);
      const set = c.colours.flatMap((n, i) => (n > 0 ? [`${n} ${colourName(GLYPH_COLOURS[i]!)}`] : [])).join(', ');
      const bonus = disc < 0 ? '' : ` + ${bonusText(-1, disc)}`;
      return t('cp.u.c.exchange', { set, n: tiles, bonus });
    }
  }
}

export const jadeEffect = (n: number): string => fxText(JADE_EFFECTS[n - 1]!);
