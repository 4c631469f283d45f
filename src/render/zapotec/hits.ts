// Everything on the board a person may ask about (pure): one entry per element with a stable id,
// the component it sits on and its rectangle in that component's design units. The ids match the
// legal-move targets' ids (targets.ts) where both exist, so one description serves a ring, its
// DOM twin and a hover: 'space:12', 'trade:2:1', 'pyramid:0', 'step:4', 'ritual:1', 'bonus',
// 'offer:17', 'hand:0:5', 'owned:0:14', 'cell:0:4', plus 'scoring:<i>', 'stack:<level>', 'deck',
// 'res:<seat>:<resource>' and 'palace:<seat>' that no choice points at.
import { RESOURCES, SACRIFICE_TOP } from '../../games/zapotec/data.ts';
import { HIDDEN, NONE, type ZapotecView } from '../../games/zapotec/types.ts';
import type { Rect } from '../core/geom.ts';
import {
  bonusCard, deckCardFor, offerCard, offerSlots, pyramidBox, ritualCard, scoringSlot, spaceRect, stepRect, tradeSlot, tradeStack,
} from './geometry.ts';
import { PALACE, cellRect, handCard, ownedTrade, resChip } from './player-geometry.ts';
import type { CompId } from './targets.ts';

export interface HitSpec {
  id: string;
  comp: CompId;
  rect: Rect; // design units inside the component
}

/** Every inspectable element of a view, as seen by `seat` (other seats' hands stay unnamed). */
export function hitSpecs(v: ZapotecView, seat: number): HitSpec[] {
  const out: HitSpec[] = [];
  const main = (id: string, rect: Rect) => out.push({ id, comp: 'main', rect });
  const table = (id: string, rect: Rect) => out.push({ id, comp: 'table', rect });
  for (let space = 0; space < v.spaceTile.length; space++) main(`space:${space}`, spaceRect(space));
  v.scoringTiles.forEach((_, i) => main(`scoring:${i}`, scoringSlot(i)));
  v.pyramids.forEach((_, i) => main(`pyramid:${i}`, pyramidBox(i, v.pyramids.length)));
  for (const level of [1, 2, 3] as const) {
    v.tradeRows[level - 1]!.forEach((tile, slot) => { if (tile !== NONE) main(`trade:${level}:${slot}`, tradeSlot(level, slot)); });
    if (!v.cocijobot) main(`stack:${level}`, tradeStack(level));
  }
  for (let step = 0; step <= SACRIFICE_TOP; step++) main(`step:${step}`, stepRect(step));
  v.rituals.forEach((_, i) => table(`ritual:${i}`, ritualCard(i)));
  if (v.bonusStack.length > 0) table('bonus', bonusCard);
  v.offer.forEach((card, i) => table(`offer:${card}`, offerCard(i)));
  table('deck', deckCardFor(offerSlots(v.playerCount)));
  v.players.forEach((p, s) => {
    const comp: CompId = `p${s}`;
    p.hand.forEach((card, i) => { if (card !== HIDDEN && s === seat) out.push({ id: `hand:${s}:${card}`, comp, rect: handCard(i) }); });
    p.trade.forEach((t, i) => out.push({ id: `owned:${s}:${t.id}`, comp, rect: ownedTrade(i) }));
    for (let cell = 0; cell < 9; cell++) out.push({ id: `cell:${s}:${cell}`, comp, rect: cellRect(cell) });
    RESOURCES.forEach((r, i) => out.push({ id: `res:${s}:${r}`, comp, rect: resChip(i) }));
    out.push({ id: `palace:${s}`, comp, rect: PALACE });
  });
  return out;
}
