// Every board element a person may point at (pure): hover, hold or a tap that is not a legal move
// asks the UI what it is and why it cannot be played now. Ids: 'hand:<i>', 'col:<loc>:<seat>' (a
// seat's offer column), 'city:die', 'city:hut', 'L<loc>' (a whole location), 'held:<seat>' (held
// black dice), 'p<seat>' (a player board), 'track', 'altar'. Rects are in their component's units.
import type { ChocolatlView } from '../../games/chocolatl/types.ts';
import { rect, type Rect } from '../core/geom.ts';
import { offerColumns } from './derive.ts';
import { CENTRE_PARTS, PANEL_H, PANEL_W, trackSize, type TrackShape } from './geometry.ts';
import { CITY_DIE, hutSpace, offerCol } from './panel-geometry.ts';
import { DICE, PB_H, PB_W, handCard, type HandShape } from './player-geometry.ts';
import { HUT_SPACES } from '../../games/chocolatl/data.ts';

export interface Element { id: string; comp: string; rect: Rect }

export function elementsOf(v: ChocolatlView, seat: number, hand: HandShape = 'grid', track: TrackShape = 'ring'): Element[] {
  const out: Element[] = [{ id: 'track', comp: 'track', rect: rect(0, 0, trackSize(track).w, trackSize(track).h) }, { id: 'altar', comp: 'centre', rect: CENTRE_PARTS.altar }];
  (v.hands[seat] ?? []).forEach((_, i) => out.push({ id: `hand:${i}`, comp: 'hand', rect: handCard(hand, i) }));
  for (let loc = 1; loc <= 6; loc++) {
    out.push({ id: `L${loc}`, comp: `L${loc}`, rect: rect(0, 0, PANEL_W, PANEL_H) });
    const cols = offerColumns(v, loc);
    cols.forEach((c, i) => out.push({ id: `col:${loc}:${c.seat}`, comp: `L${loc}`, rect: offerCol(i, cols.length) }));
  }
  out.push({ id: 'city:die', comp: 'L3', rect: CITY_DIE });
  const first = hutSpace(0), last = hutSpace(HUT_SPACES - 1);
  out.push({ id: 'city:hut', comp: 'L3', rect: rect(first.x, first.y, last.x + last.w - first.x, first.h) });
  for (let s = 0; s < v.n; s++) {
    out.push({ id: `p${s}`, comp: `p${s}`, rect: rect(0, 0, PB_W, PB_H) });
    out.push({ id: `held:${s}`, comp: `p${s}`, rect: DICE });
  }
  return out;
}
