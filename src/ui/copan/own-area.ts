// The viewing player's own area: Court tiles in hand (and the Pyramid to place one), resources
// and storage, priests, Characters, Glyph cards, the jade mask, and the Automa's cards in solo.
import { t } from '../../i18n/index.ts';
import {
  BASE_CAPACITY, BASE_CHAR_SLOTS, CAPACITY_PER_EXT, CHARACTERS, CHAR_SLOTS_PER_EXT, GLYPH_COLOURS, JADE_TILES, RESOURCES, SITE_OF_TRACK, SITE_SYMBOLS, STAIR_TOP,
} from '../../games/copan/data.ts';
import type { CopanChoice, CopanView } from '../../games/copan/index.ts';
import { h } from '../dom.ts';
import { choiceLabel, jadeEffect } from './labels.ts';
import { RES_MARK, handPicker, pyramidGrid } from './pyramid-grid.ts';
import { onTilePicked, pickTile, pickedTile, placeTypes } from './tile-pick.ts';
import { charEffect, charIndexOf, colourName, resName, siteName, sideName, stairName } from './words.ts';

export const PLACE = new Set(['place', 'place_blind', 'place_automa']);
/** Choices this area offers as buttons; the action bar lists the others. */
export const OWN_AREA_KINDS = new Set([...PLACE, 'use_character', 'discard_character', 'exchange']);

export function ownArea(v: CopanView, seat: number, name: string, choices: CopanChoice[], choose: (c: CopanChoice) => void): HTMLElement {
  const p = v.players[seat]!;
  const cap = BASE_CAPACITY + CAPACITY_PER_EXT * p.ext;
  const button = (c: CopanChoice, text: string) => h('button', { class: 'btn choice', 'data-choice': c.id, onclick: () => choose(c) }, text);

  // Placement first: it is the first decision of every turn.
  const placing = choices.filter((c) => PLACE.has(c.kind)) as Extract<CopanChoice, { kind: 'place' | 'place_blind' | 'place_automa' }>[];
  const place = h('div', {});
  const drawPlace = (focus?: string) => {
    const types = placeTypes(placing);
    const tile = pickedTile(types);
    place.replaceChildren(
      h('h3', {}, t(placing[0]!.kind === 'place_automa' ? 'cp.u.own.placeAutoma' : placing[0]!.kind === 'place_blind' ? 'cp.u.own.placeBlind' : 'cp.u.own.place')),
      types.size ? handPicker(p.hand ?? [], tile, types, (r) => pickTile(r, 'own')) : '',
      pyramidGrid(v, placing, tile, choose));
    if (focus) place.querySelector<HTMLElement>(`[data-tile="${focus}"]`)?.focus(); // the keyboard stays on the tile picked
  };
  onTilePicked('own', placing.length ? drawPlace : null);
  if (placing.length) drawPlace();

  const resources = h('ul', { class: 'res-row', 'aria-label': t('cp.u.own.resources') },
    RESOURCES.map((r, i) => h('li', { class: 'res' }, h('span', { 'aria-hidden': 'true' }, RES_MARK[i]), ` ${p.res[i]}/${cap} `, h('i', {}, resName(i)))));
  const totem = p.site < 0 ? t('cp.u.own.noTotem')
    : t('cp.u.own.totem', { site: siteName(p.site), n: p.space + 1, side: sideName(p.side), symbol: symbolText(p.site, p.space) });
  const stats = h('p', { class: 'muted num' }, t('cp.u.own.stats', { vp: p.vp, ext: p.ext, pile: v.storagePile, tokens: p.supply }), h('br', {}), totem);

  const hand = p.hand === null ? t('cp.u.hidden') : p.hand.every((n) => n === 0) ? t('cp.u.none')
    : p.hand.flatMap((n, i) => (n > 0 ? [`${RES_MARK[i]} ${resName(i)} ×${n}`] : [])).join(' · ');
  const stairs = h('ul', { class: 'list', 'aria-label': t('cp.u.own.stairs') }, p.priests.map((pos, i) =>
    h('li', { class: 'muted num' }, t('cp.u.own.priest', { stair: stairName(i), n: pos, top: STAIR_TOP }) + ((p.zenith >> i) & 1 ? ` ★ ${t('cp.u.own.zenith')}` : ''))));

  const slots = BASE_CHAR_SLOTS + CHAR_SLOTS_PER_EXT * p.ext;
  const chars = h('ul', { class: 'list' }, p.chars.length === 0 ? h('li', { class: 'muted' }, t('cp.u.none')) : p.chars.map((ci) => {
    const id = `ch${String(ci + 1).padStart(2, '0')}`;
    const acts = choices.filter((c) => (c.kind === 'use_character' || c.kind === 'discard_character') && c.card === id);
    return h('li', {}, h('b', {}, charName(id)), ` — ${charEffect(ci)} `, ...acts.map((c) => button(c, choiceLabel(c, v, seat))));
  }));

  const glyphs = p.glyphs === null ? t('cp.u.own.glyphCount', { n: p.glyphCount })
    : p.glyphs.every((n) => n === 0) ? t('cp.u.none') : p.glyphs.flatMap((n, i) => (n > 0 ? [`${colourName(GLYPH_COLOURS[i]!)} ×${n}`] : [])).join(' · ');
  const exchanges = choices.filter((c) => c.kind === 'exchange');

  const automa = v.automa && v.automa.seat !== seat ? automaBox(v) : null;
  return h('section', { class: 'own-area', 'aria-label': t('cp.u.own.title', { name }) },
    placing.length ? place : null,
    h('h3', {}, t('cp.u.own.title', { name })), resources, stats,
    placing.length ? null : h('p', { class: 'own-hand' }, h('b', {}, `${t('cp.u.own.hand')}: `), hand),
    h('h3', {}, t('cp.u.own.chars', { n: p.chars.length, slots })), chars,
    p.downCount ? h('p', { class: 'muted' }, t('cp.u.own.down', { n: p.downCount })) : null,
    h('h3', {}, t('cp.u.own.glyphs')), h('p', { class: 'own-glyphs' }, glyphs),
    exchanges.length ? h('details', {}, h('summary', {}, t('cp.u.own.exchange', { n: exchanges.length })),
      h('div', { class: 'list' }, exchanges.map((c) => button(c, choiceLabel(c, v, seat))))) : null,
    h('h3', {}, t('cp.u.own.mask', { n: popcount(p.jade), total: JADE_TILES })), mask(p.jade),
    h('h3', {}, t('cp.u.own.stairs')), stairs,
    automa);
}

function symbolText(site: number, space: number): string {
  const s = SITE_SYMBOLS[site]![space]!;
  return s < 0 ? t('cp.u.sym.pay', { res: resName(-1 - s) }) : t('cp.u.sym.gain', { n: s });
}

const charName = (id: string): string => CHARACTERS[charIndexOf(id)]?.name ?? id;

const popcount = (x: number): number => { let n = 0; while (x) { x &= x - 1; n++; } return n; };

/** The jade mask as a 4 × 4 table; each placed tile marked, each space with its effect in words. */
function mask(bits: number): HTMLElement {
  return h('table', { class: 'breakdown', 'aria-label': t('cp.u.own.maskGrid') },
    h('tbody', {}, [0, 1, 2, 3].map((r) => h('tr', {}, [0, 1, 2, 3].map((c) => {
      const n = r * 4 + c + 1;
      const on = (bits >> (n - 1)) & 1;
      return h('td', { title: jadeEffect(n), 'aria-label': `${t('cp.u.own.jadeSpace', { n })}: ${on ? t('cp.u.own.jadeOn') : jadeEffect(n)}`,
        style: `text-align:center;${on ? 'background:var(--c-jade);color:var(--c-bone);font-weight:750;' : ''}` }, on ? `◈${n}` : n);
    })))));
}

/** Solo: the Automa's cards in priority order with the Court tiles on them. */
function automaBox(v: CopanView): HTMLElement {
  const a = v.automa!;
  const tiles = v.players[a.seat]!.hand ?? [];
  return h('div', {}, h('h3', {}, t('cp.u.own.automa', { mode: t(a.advanced ? 'cp.u.new.advanced' : 'cp.u.new.basic') })),
    h('ol', { class: 'list' }, a.order.map((r) => h('li', { class: 'muted' }, t('cp.u.own.automaCard', {
      res: resName(r), site: siteName(SITE_OF_TRACK[r]!), level: t(a.hard[r] ? 'cp.u.new.hard' : 'cp.u.new.easy'), n: tiles[r] ?? 0,
    }) + (a.card === r ? ` ◀ ${t('cp.u.own.automaNow')}` : '')))));
}
