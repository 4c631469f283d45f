// Words for Zapotec things and decisions, all through i18n.
import { t, tk } from '../../i18n/index.ts';
import {
  ACTION_CARDS, BOARD_SPACES, GRID_COL_HEADERS, GRID_ROW_HEADERS, PROPERTIES, RITUAL_CARDS, SACRIFICE_STEPS, TRADE_TILES,
} from '../../games/zapotec/data.ts';
import { tradeCost } from '../../games/zapotec/costs.ts';
import { NONE, type ZapotecChoice, type ZapotecView } from '../../games/zapotec/types.ts';

export const prop = (p: string): string => tk(`z.prop.${p}`);
export const res = (r: string): string => tk(`z.res.${r}`);
export const tileCode = (id: number): string => `Z${String(id).padStart(2, '0')}`;
export const ritualName = (id: number): string => tk(`z.ritual.${id}`);

export function cardText(num: number): string {
  const c = ACTION_CARDS[num - 1]!;
  return t('z.card', { n: num, property: prop(c.property), resource: res(c.resource) });
}

export function spaceText(space: number): string {
  const sp = BOARD_SPACES[space]!;
  return t('z.space', { type: prop(sp.type), region: prop(sp.region), terrain: prop(sp.terrain) });
}

export function cellText(cell: number): string {
  return t('z.cell', { row: res(GRID_ROW_HEADERS[Math.floor(cell / 3)]!), col: res(GRID_COL_HEADERS[cell % 3]!) });
}

/** What a trade tile does, in our own words. */
export function tradeHelp(id: number): string {
  const e = TRADE_TILES[id - 1]!.effect;
  switch (e.kind) {
    case 'gain': return t('z.help.gain', { a: res(e.gain[0]), b: res(e.gain[1]) });
    case 'convert': return t('z.help.convert', { pay: res(e.pay), n: e.amount, gain: res(e.gain) });
    case 'build': return t('z.help.build', { pay: res(e.pay), where: prop(e.where) });
    case 'cost': return t('z.help.cost', { type: prop(e.type), pay: res(e.pay) });
    case 'advance': return t('z.help.advance', { corn: e.payCorn, steps: e.steps });
    case 'scoreWithHand': return t('z.help.scoreWithHand');
    case 'freeRitual': return t('z.help.freeRitual');
  }
}

export function stepHelp(step: number): string {
  const b = SACRIFICE_STEPS[step]!;
  switch (b.kind) {
    case 'vp': return t('z.step.vp', { n: b.vp });
    case 'basic': return t('z.step.basic');
    case 'tradeDiscount': return t('z.step.discount', { level: b.level, gold: b.gold });
    case 'ritualNoPriest': return t('z.step.noPriest');
    case 'freeRitual': return t('z.step.freeRitual');
  }
}

export function choiceLabel(c: ZapotecChoice, v: ZapotecView, seat: number): string {
  const p = v.players[seat]!;
  switch (c.kind) {
    case 'pick': return t('z.c.pick', { card: cardText(c.card) });
    case 'income': return t(c.line === 'row' ? 'z.c.incomeRow' : 'z.c.incomeCol', { resource: res(ACTION_CARDS[v.played[seat]! - 1]!.resource) });
    case 'buy': {
      const id = v.tradeRows[c.level - 1]![c.slot]!;
      return t('z.c.buy', { code: tileCode(id), gold: tradeCost(p, c.level), help: tradeHelp(id) });
    }
    case 'use': return c.ritual === undefined
      ? t('z.c.use', { code: tileCode(c.tile), help: tradeHelp(c.tile) })
      : t('z.c.useRitual', { code: tileCode(c.tile), ritual: ritualName(v.rituals[c.ritual]!) });
    case 'pyramid': return c.scoring === undefined
      ? t('z.c.pyramidAdd', { n: c.pyramid + 1, property: prop(PROPERTIES[v.pyramids[c.pyramid]!.tile]!) })
      : t('z.c.pyramidNew', { property: prop(PROPERTIES[c.scoring]!) });
    case 'ritual': return t('z.c.ritual', { ritual: ritualName(v.rituals[c.ritual]!), gold: v.ritualDiscs[c.ritual]!.length });
    case 'sacrifice': return t('z.c.sacrifice', { corn: c.corn, step: p.sacrifice + c.corn });
    case 'bonus': return t('z.c.bonus', { resource: res(c.resource) });
    case 'ritual11': return t('z.c.ritual11', { ritual: ritualName(v.rituals[c.ritual]!) });
    case 'endCapital': return t('z.c.endCapital');
    case 'build':
      if (c.via !== undefined) return t('z.c.buildVia', { space: spaceText(c.space), code: tileCode(c.via) });
      return t(c.palace ? 'z.c.palace' : 'z.c.build', { space: spaceText(c.space) });
    case 'place': return t('z.c.place', { cell: cellText(c.cell) });
    case 'endConstruction': return t('z.c.endConstruction');
    case 'score': return c.card === NONE ? t('z.c.scoreBonus') : t('z.c.scoreHand', { card: cardText(c.card) });
    case 'draw': return t('z.c.draw', { card: cardText(c.card) });
  }
}

export const ritualHelp = (id: number): string => tk(`z.ritualHelp.${RITUAL_CARDS[id]!.kind === 'sets' ? 'sets' : RITUAL_CARDS[id]!.kind}`);
