// Which board element each legal choice points at (pure). Several choices can share one target
// (build vs palace on a space, a pyramid with several scoring tiles): the UI resolves them.
// Choices without a place on the board (end of step) have no target and live in the action bar.
import {
  ACTION_CARDS, BOARD_SPACES, GRID_COL_HEADERS, GRID_ROW_HEADERS, RESOURCES, SACRIFICE_TOP, type BasicResource,
} from '../../games/zapotec/data.ts';
import { NONE, type ZapotecChoice, type ZapotecView } from '../../games/zapotec/types.ts';
import type { Rect } from '../core/geom.ts';
import type { TargetSpec as BaseTargetSpec } from '../core/scene-types.ts';
import { groupTargets } from '../core/targeting.ts';
import { bonusCard, offerCard, pyramidBox, ritualCard, spaceRect, stepRect, tradeSlot } from './geometry.ts';
import { cellRect, colHeader, handCard, ownedTrade, resChip, rowHeader } from './player-geometry.ts';

/** A component of the scene: the main board, the table strip, or seat N's player board. */
export type CompId = 'main' | 'table' | `p${number}`;

export type TargetSpec = BaseTargetSpec<CompId>;

const cardKey = (card: number): Record<string, number> => ({ card });

function locate(v: ZapotecView, seat: number, c: ZapotecChoice): Omit<TargetSpec, 'choiceIds'> | null {
  const me: CompId = `p${seat}`;
  const p = v.players[seat];
  switch (c.kind) {
    case 'pick': case 'score': {
      if (c.kind === 'score' && c.card === NONE) return { id: 'bonus', labelKey: 'z.target.bonusCard', params: cardKey(v.bonusStack[v.bonusStack.length - 1] ?? NONE), comp: 'table', rect: bonusCard };
      const i = p?.hand.indexOf(c.card) ?? -1;
      if (i < 0) return null;
      return { id: `hand:${seat}:${c.card}`, labelKey: 'z.target.handCard', params: cardKey(c.card), comp: me, rect: handCard(i) };
    }
    case 'draw': {
      const i = v.offer.indexOf(c.card);
      return i < 0 ? null : { id: `offer:${c.card}`, labelKey: 'z.target.offerCard', params: cardKey(c.card), comp: 'table', rect: offerCard(i) };
    }
    case 'income': {
      const played = v.played[seat] ?? NONE;
      return played > 0 ? incomeTarget(seat, c.line, ACTION_CARDS[played - 1]!.resource) : null;
    }
    case 'buy':
      return { id: `trade:${c.level}:${c.slot}`, labelKey: 'z.target.tradeSlot', params: { level: c.level, slot: c.slot, tile: v.tradeRows[c.level - 1]?.[c.slot] ?? NONE }, comp: 'main', rect: tradeSlot(c.level, c.slot) };
    case 'use': {
      if (c.ritual !== undefined) return ritualTarget(v, c.ritual);
      const i = p?.trade.findIndex((t) => t.id === c.tile) ?? -1;
      return i < 0 ? null : { id: `owned:${seat}:${c.tile}`, labelKey: 'z.target.ownedTrade', params: { tile: c.tile }, comp: me, rect: ownedTrade(i) };
    }
    case 'pyramid':
      return { id: `pyramid:${c.pyramid}`, labelKey: 'z.target.pyramid', params: { pyramid: c.pyramid }, comp: 'main', rect: pyramidBox(c.pyramid, v.pyramids.length) };
    case 'ritual': case 'ritual11':
      return ritualTarget(v, c.ritual);
    case 'sacrifice': {
      const to = Math.min(SACRIFICE_TOP, (p?.sacrifice ?? 0) + c.corn);
      return { id: `step:${to}`, labelKey: 'z.target.sacrificeStep', params: { step: to, corn: c.corn }, comp: 'main', rect: stepRect(to) };
    }
    case 'bonus': {
      const r = RESOURCES.indexOf(c.resource);
      return { id: `res:${seat}:${c.resource}`, labelKey: 'z.target.resource', params: { resource: c.resource }, comp: me, rect: resChip(r) };
    }
    case 'build': {
      const sp = BOARD_SPACES[c.space]!;
      return { id: `space:${c.space}`, labelKey: 'z.target.space', params: { space: c.space, type: sp.type, region: sp.region, terrain: sp.terrain }, comp: 'main', rect: spaceRect(c.space) };
    }
    case 'place':
      return { id: `cell:${seat}:${c.cell}`, labelKey: 'z.target.gridCell', params: { row: GRID_ROW_HEADERS[Math.floor(c.cell / 3)]!, column: GRID_COL_HEADERS[c.cell % 3]! }, comp: me, rect: cellRect(c.cell) };
    case 'endCapital': case 'endConstruction':
      return null;
  }
}

function ritualTarget(v: ZapotecView, ritual: number): Omit<TargetSpec, 'choiceIds'> {
  return { id: `ritual:${ritual}`, labelKey: 'z.target.ritualCard', params: { ritual: v.rituals[ritual] ?? NONE }, comp: 'table', rect: ritualCard(ritual) };
}

/** The income choice targets the row or column headed by the played card's resource. */
function incomeTarget(seat: number, line: 'row' | 'col', resource: BasicResource): Omit<TargetSpec, 'choiceIds'> | null {
  const i = (line === 'row' ? GRID_ROW_HEADERS : GRID_COL_HEADERS).indexOf(resource);
  if (i < 0) return null;
  return {
    id: `income:${seat}:${line}`, labelKey: line === 'row' ? 'z.target.incomeRow' : 'z.target.incomeColumn',
    params: { resource }, comp: `p${seat}`, rect: line === 'row' ? rowHeader(i) : colHeader(i),
  };
}

/** Groups the legal choices of `seat` by board target (in the order the choices were listed). */
export function buildTargets(v: ZapotecView, seat: number, choices: readonly ZapotecChoice[]): TargetSpec[] {
  return groupTargets(choices, (c) => locate(v, seat, c));
}
