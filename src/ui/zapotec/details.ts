// What each thing on the Zapotec board is and does, in our own words, for tooltips, detail sheets,
// the DOM twins of the board targets and the board guide. Ids come from src/render/zapotec/hits.ts.
import { t, tk } from '../../i18n/index.ts';
import {
  ACTION_CARDS, ADVANCED_OF, BASIC_RESOURCES, BOARD_SPACES, BUILDING_TILES, GRID_PRINTED, PROPERTIES, R, SACRIFICE_TOP, TRADE_TILES,
} from '../../games/zapotec/data.ts';
import { buildCost, tradeCost } from '../../games/zapotec/costs.ts';
import { HIDDEN, NONE, type ZapotecView } from '../../games/zapotec/types.ts';
import type { Detail } from '../presenter.ts';
import { cardText, cellText, prop, res, ritualHelp, ritualName, stepHelp, tileCode, tradeHelp } from './labels.ts';

type Names = (seat: number) => string;
const sentence = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const list = (items: string[]): string => items.join(', ');

function space(v: ZapotecView, seat: number, id: number, name: Names): Detail {
  const sp = BOARD_SPACES[id]!;
  const where = { type: prop(sp.type), region: prop(sp.region), terrain: prop(sp.terrain) };
  const lines: string[] = [];
  const tile = v.spaceTile[id]!, owner = v.spaceOwner[id]!;
  if (tile !== NONE) {
    const bt = BUILDING_TILES[tile]!;
    lines.push(t('z.d.space.tile', { adv: res(ADVANCED_OF[bt.type]), basic: res(bt.basic) }));
    const p = v.players[seat];
    if (p) lines.push(t('z.d.space.rule', { ...where, cost: buildCost(p, sp.type).map(res).join(' + ') }));
  } else if (owner !== NONE) {
    lines.push(t(v.players[owner]?.palaceSpace === id ? 'z.d.space.palace' : 'z.d.space.house', { player: name(owner) }));
  } else lines.push(t('z.d.space.closed'));
  if (tile !== NONE || owner !== NONE) lines.push(t('z.d.space.counts', where));
  return { title: t('z.d.space.title', where), lines };
}

function pyramid(v: ZapotecView, i: number, name: Names): Detail {
  const pyr = v.pyramids[i]!;
  if (pyr.tile === NONE) return { title: t('z.d.pyramid.empty'), lines: [t('z.d.pyramid.start')] };
  const property = prop(PROPERTIES[pyr.tile]!);
  const complete = pyr.pieces[pyr.pieces.length - 1]?.size === 1;
  return {
    title: t('z.d.pyramid.title', { n: i + 1, property }),
    lines: [
      t('z.d.pyramid.levels', { list: list(pyr.pieces.map((pc) => name(pc.seat))) }),
      complete ? t('z.d.pyramid.done') : t('z.d.pyramid.add'),
      t('z.d.scoring.text', { property }), t('z.d.scoring.complete'),
    ],
  };
}

function trade(v: ZapotecView, seat: number, tile: number, owned: { up: boolean } | null): Detail {
  const level = TRADE_TILES[tile - 1]!.level as 1 | 2 | 3;
  const lines = [t('z.d.trade.effect', { help: tradeHelp(tile) })];
  const p = v.players[seat];
  if (!owned && p) lines.push(t('z.d.trade.cost', { gold: tradeCost(p, level) }));
  if (level === 1) lines.push(t('z.d.trade.level1'));
  else if (level === 2) lines.push(t(owned && !owned.up ? 'z.d.trade.used' : 'z.d.trade.level2'));
  else if (owned && !owned.up) lines.push(t('z.d.trade.used'));
  return { title: t('z.d.trade.title', { code: tileCode(tile), level }), lines };
}

function step(v: ZapotecView, k: number, name: Names): Detail {
  const here = v.players.flatMap((p, s) => (p.sacrifice === k ? [name(s)] : []));
  const lines = k === 0 ? [t('z.d.step.start')] : [t('z.d.step.reward', { reward: stepHelp(k) }), t('z.d.step.how')];
  if (here.length) lines.push(t('z.d.here', { names: list(here) }));
  lines.push(t('z.d.step.end'));
  return { title: t('z.d.step.title', { step: k }), lines };
}

function ritual(v: ZapotecView, i: number, name: Names): Detail {
  const id = v.rituals[i]!, discs = v.ritualDiscs[i] ?? [];
  return {
    title: ritualName(id),
    lines: [ritualHelp(id), t('z.d.ritual.join', { gold: discs.length }),
      discs.length ? t('z.d.here', { names: list(discs.map(name)) }) : t('z.d.ritual.none'), t('z.d.ritual.end')],
  };
}

function card(num: number): Detail {
  const c = ACTION_CARDS[num - 1]!;
  return { title: sentence(cardText(num)), lines: [t('z.d.card.text', { n: num, resource: res(c.resource), property: prop(c.property) })] };
}

function cell(v: ZapotecView, seat: number, i: number): Detail {
  const tile = v.players[seat]?.grid[i] ?? NONE;
  const printed = GRID_PRINTED[i];
  const lines = [];
  if (tile !== NONE) {
    const bt = BUILDING_TILES[tile]!;
    lines.push(t('z.d.cell.tile', { type: prop(bt.type), adv: res(ADVANCED_OF[bt.type]), basic: res(bt.basic) }));
  } else lines.push(printed ? t('z.d.cell.printed', { res: res(printed) }) : t('z.d.cell.empty'));
  lines.push(t('z.d.cell.income'));
  return { title: sentence(cellText(i)), lines };
}

function resource(v: ZapotecView, seat: number, r: string, name: Names): Detail {
  const n = v.players[seat]?.res[R[r as keyof typeof R]] ?? 0;
  const role = (BASIC_RESOURCES as readonly string[]).includes(r) ? 'z.d.res.basic' : `z.d.res.${r}`;
  return { title: sentence(res(r)), lines: [t('z.d.res.count', { player: name(seat), n }), tk(role)] };
}

/** The detail of a board element seen by `seat`, or null for an unknown id. */
export function describe(id: string, v: ZapotecView, seat: number, name: Names): Detail | null {
  const [kind, a = '', b = ''] = id.split(':');
  const n = Number(a), m = Number(b);
  switch (kind) {
    case 'space': return BOARD_SPACES[n] ? space(v, seat, n, name) : null;
    case 'scoring': {
      const property = prop(PROPERTIES[v.scoringTiles[n]!]!);
      return { title: t('z.d.scoring.title', { property }), lines: [t('z.d.scoring.text', { property }), t('z.d.scoring.complete')] };
    }
    case 'pyramid': return v.pyramids[n] ? pyramid(v, n, name) : null;
    case 'trade': {
      const tile = v.tradeRows[n - 1]?.[m] ?? NONE;
      return tile === NONE ? null : trade(v, seat, tile, null);
    }
    case 'stack': return { title: t('z.d.stack.title', { level: n }), lines: [t('z.d.stack.text', { n: v.tradeStacks[n - 1]?.length ?? 0 })] };
    case 'step': return n >= 0 && n <= SACRIFICE_TOP ? step(v, n, name) : null;
    case 'ritual': return v.rituals[n] === undefined ? null : ritual(v, n, name);
    case 'bonus': {
      const top = v.bonusStack[v.bonusStack.length - 1];
      if (top === undefined) return null;
      return { title: t('z.d.bonus.title', { card: cardText(top) }), lines: [t('z.d.bonus.text', { property: prop(ACTION_CARDS[top - 1]!.property) }), t('z.d.bonus.next')] };
    }
    case 'offer': return n > 0 ? { ...card(n), lines: [...card(n).lines, t('z.d.offer.text'), t('z.d.bonus.next')] } : null;
    case 'hand': return m > 0 && m !== HIDDEN ? card(m) : null;
    case 'deck': return { title: tk('z.zone.deck'), lines: [t('z.d.deck.text', { n: v.deck.length })] };
    case 'owned': {
      const owned = v.players[n]?.trade.find((x) => x.id === m);
      return owned ? trade(v, n, m, owned) : null;
    }
    case 'cell': return v.players[n] ? cell(v, n, m) : null;
    case 'res': return v.players[n] ? resource(v, n, b, name) : null;
    case 'palace': {
      const p = v.players[n];
      if (!p) return null;
      return { title: t('z.d.palace.title'), lines: [t('z.d.palace.text'), ...(p.palaceSpace !== NONE ? [t('z.d.palace.built')] : [])] };
    }
    default: return null;
  }
}

/** Everything shared on the board, for the guide (keyboard and screen-reader users reach it from the menu). */
export function guide(v: ZapotecView, seat: number, name: Names): Detail[] {
  const ids = [
    'bonus', ...v.rituals.map((_, i) => `ritual:${i}`), ...v.scoringTiles.map((_, i) => `scoring:${i}`),
    ...v.pyramids.map((_, i) => `pyramid:${i}`),
    ...v.tradeRows.flatMap((row, l) => row.flatMap((tile, s) => (tile === NONE ? [] : [`trade:${l + 1}:${s}`]))),
    ...Array.from({ length: SACRIFICE_TOP + 1 }, (_, k) => `step:${k}`),
  ];
  return ids.map((id) => describe(id, v, seat, name)).filter((d): d is Detail => d !== null);
}
