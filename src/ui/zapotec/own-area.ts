// The viewing player's own area in the DOM: resources, pieces left, hand and offer cards,
// trade tiles, and the 3x3 grid as a table. Cards that are legal choices are buttons.
import { t } from '../../i18n/index.ts';
import { ACTION_CARDS, BUILDING_TILES, GRID_COL_HEADERS, GRID_PRINTED, GRID_ROW_HEADERS, RESOURCES } from '../../games/zapotec/data.ts';
import { HIDDEN, NONE, type ZapotecChoice, type ZapotecView } from '../../games/zapotec/types.ts';
import { h } from '../dom.ts';
import { cardText, choiceLabel, prop, res, stepHelp, tileCode, tradeHelp } from './labels.ts';

const RES_MARK: Record<string, string> = { wood: '▬', brick: '▦', stone: '⬟', corn: '❦', gold: '☀', priest: '♆' };

function cardButton(num: number, choice: ZapotecChoice | undefined, v: ZapotecView, seat: number, choose: (c: ZapotecChoice) => void): HTMLElement {
  if (num === HIDDEN) return h('div', { class: 'acard hidden', 'aria-label': t('z.hiddenCard') }, '?');
  const card = ACTION_CARDS[num - 1]!;
  const body = [h('span', { class: 'n num' }, num), h('span', { class: 'p' }, prop(card.property)),
    h('span', {}, h('span', { 'aria-hidden': 'true' }, `${RES_MARK[card.resource]} `), res(card.resource))];
  if (!choice) return h('div', { class: 'acard', role: 'img', 'aria-label': cardText(num) }, ...body);
  // The visible text stays part of the button's name; the full sentence follows for screen readers.
  return h('button', { class: 'acard legal', 'data-choice': choice.id, onclick: () => choose(choice) }, ...body,
    h('span', { class: 'sr-only' }, ` — ${choiceLabel(choice, v, seat)}`));
}

export function ownArea(v: ZapotecView, seat: number, name: string, choices: ZapotecChoice[], choose: (c: ZapotecChoice) => void): HTMLElement {
  const p = v.players[seat]!;
  const byCard = (kind: string, num: number) => choices.find((c) => c.kind === kind && 'card' in c && c.card === num);
  const resources = h('ul', { class: 'res-row', 'aria-label': t('z.resources') },
    RESOURCES.map((r, i) => h('li', { class: 'res' }, h('span', { 'aria-hidden': 'true' }, RES_MARK[r]), ` ${p.res[i]} `, h('i', {}, res(r)))));
  const stats = h('p', { class: 'muted num' }, t('z.stats', {
    vp: p.vp, houses: p.houses, large: p.pieces[2]!, medium: p.pieces[1]!, small: p.pieces[0]!, discs: p.discs, step: p.sacrifice,
  }));
  const hand = h('div', { class: 'hand', role: 'group', 'aria-label': t('z.hand') },
    p.hand.map((num) => cardButton(num, byCard('pick', num) ?? byCard('score', num), v, seat, choose)));
  const chosen = v.chosen[seat] !== NONE && v.chosen[seat] !== HIDDEN ? h('p', { class: 'muted' }, t('z.chosen', { card: cardText(v.chosen[seat]!) })) : null;
  const played = v.played[seat] !== NONE ? h('p', { class: 'muted' }, t('z.played', { card: cardText(v.played[seat]!) })) : null;
  const offer = h('div', { class: 'hand', role: 'group', 'aria-label': t('z.offer') }, v.offer.map((num) => cardButton(num, byCard('draw', num), v, seat, choose)));
  const bonus = v.bonusStack[v.bonusStack.length - 1];
  const trade = p.trade.length === 0 ? h('p', { class: 'muted' }, t('z.noTrade')) :
    h('ul', { class: 'list' }, p.trade.map((tile) => h('li', { class: 'muted' }, `${tileCode(tile.id)} ${tile.up ? '' : `(${t('z.used')})`} — ${tradeHelp(tile.id)}`)));
  const grid = h('table', { class: 'breakdown', 'aria-label': t('z.grid') },
    h('thead', {}, h('tr', {}, h('th', {}, ''), GRID_COL_HEADERS.map((c) => h('th', { scope: 'col' }, res(c))))),
    h('tbody', {}, GRID_ROW_HEADERS.map((r, row) => h('tr', {}, h('th', { scope: 'row' }, res(r)),
      [0, 1, 2].map((col) => {
        const cell = row * 3 + col;
        const tile = p.grid[cell]!;
        if (tile !== NONE) {
          const bt = BUILDING_TILES[tile]!;
          return h('td', {}, `${prop(bt.type)} + ${res(bt.basic)}`);
        }
        const printed = GRID_PRINTED[cell];
        return h('td', { class: 'muted' }, printed ? `(${res(printed)})` : '·');
      })))));
  const board = [h('h3', {}, t('z.ownArea', { name })), resources, stats];
  const handPart = [h('h3', {}, t('z.hand')), hand, chosen, played];
  const offerPart = [h('h3', {}, t('z.offerAndBonus', { card: bonus ? cardText(bonus) : '—' })), offer];
  // The cards to choose from come first, so the own area's first lines (all a phone shows of it
  // folded) are the decision: on a phone the board leaves the hand to this area.
  const drawing = choices.some((c) => c.kind === 'draw');
  const picking = choices.some((c) => c.kind === 'pick' || (c.kind === 'score' && c.card !== NONE));
  const parts = drawing ? [...offerPart, ...board, ...handPart] : picking ? [...handPart, ...board, ...offerPart] : [...board, ...handPart, ...offerPart];
  return h('section', { class: 'own-area', 'aria-label': t('z.ownArea', { name }) },
    ...parts,
    h('h3', {}, t('z.trade')), trade,
    h('h3', {}, t('z.sacrificeNext')), h('p', { class: 'muted' }, p.sacrifice < 12 ? stepHelp(p.sacrifice + 1) : '—'),
    h('details', {}, h('summary', {}, t('z.grid')), grid));
}
