// Which board element each legal choice points at (pure). Several choices share one target: a
// hand card carries every offer that uses it (the UI, or a second tap, picks the partner card),
// the dice step falls back to the viewer's offer column when player boards are hidden.
import type { ChocolatlChoice, ChocolatlView } from '../../games/chocolatl/types.ts';
import type { TargetSpec as BaseTargetSpec } from '../core/scene-types.ts';
import { groupTargets } from '../core/targeting.ts';
import type { Rect } from '../core/geom.ts';
import { hutSpaces, offerColumns } from './derive.ts';
import { CITY_DIE, colBadge, hutSpace, offerCol } from './panel-geometry.ts';
import { DICE, DICE_SHOWN, dieIcon, handCard, type HandShape } from './player-geometry.ts';
import { HUT_SPACES } from '../../games/chocolatl/data.ts';

/** A component of the scene: the track (ring board or strip), the centre band, a location panel, a player board, the hand. */
export type CompId = 'track' | 'centre' | 'hand' | 'tabs' | `L${number}` | `p${number}`;

export type TargetSpec = BaseTargetSpec<CompId>;

/** What the scene shows right now (targets need a place to sit). */
export interface Shown {
  hand: HandShape | null; // the viewer's hand component, or none
  boards: boolean; // player boards are on screen
}

type Located = Omit<TargetSpec, 'choiceIds'>;

/** Hand positions holding `value` (every copy is a target: equal cards make equal offers). */
function handSlots(v: ChocolatlView, seat: number, value: number): number[] {
  const hand = v.hands[seat] ?? [];
  return hand.flatMap((c, i) => (c === value ? [i] : []));
}

function handTarget(shape: HandShape, i: number, value: number): Located {
  return { id: `hand:${i}`, labelKey: 'c.target.handCard', params: { card: value }, comp: 'hand', rect: handCard(shape, i) };
}

/** The column of `seat` in location `loc`'s panel. */
function columnTarget(v: ChocolatlView, loc: number, seat: number, id: string, labelKey: string): Located | null {
  const cols = offerColumns(v, loc);
  const i = cols.findIndex((c) => c.seat === seat);
  if (i < 0) return null;
  return { id, labelKey, params: { loc, seat }, comp: `L${loc}`, rect: offerCol(i, cols.length) };
}

function locate(v: ChocolatlView, seat: number, c: ChocolatlChoice, shown: Shown): Located[] {
  switch (c.kind) {
    case 'sacrifice': case 'discard': {
      if (!shown.hand) return [];
      return handSlots(v, seat, c.card).map((i) => handTarget(shown.hand!, i, c.card));
    }
    case 'offer': {
      if (!shown.hand) {
        const t = columnTarget(v, c.loc, seat, `offer:${c.loc}`, 'c.target.offer');
        return t ? [t] : [];
      }
      const out: Located[] = [];
      const used = new Set<number>();
      for (const card of c.cards) {
        if (used.has(card)) continue;
        used.add(card);
        for (const i of handSlots(v, seat, card)) out.push(handTarget(shown.hand, i, card));
      }
      return out;
    }
    case 'dice': {
      if (c.count === 0) return [];
      if (shown.boards) {
        const k = Math.min(c.count, DICE_SHOWN) - 1;
        const r = c.count > DICE_SHOWN ? DICE : dieIcon(k);
        return [{ id: c.count > DICE_SHOWN ? 'dice:more' : `dice:${c.count}`, labelKey: 'c.target.dice', params: { count: c.count }, comp: `p${seat}`, rect: r }];
      }
      const t = columnTarget(v, v.loc, seat, 'dice', 'c.target.dice');
      return t ? [t] : [];
    }
    case 'city': {
      if (c.take === 'die') return [{ id: 'city:die', labelKey: 'c.target.cityDie', params: {}, comp: 'L3', rect: CITY_DIE }];
      const space = Math.min(hutSpaces(v).length, HUT_SPACES - 1);
      return [{ id: 'city:hut', labelKey: 'c.target.hutSpace', params: { space }, comp: 'L3', rect: hutSpace(space) }];
    }
    case 'pyramidOrder': {
      const cols = offerColumns(v, 4);
      const i = cols.findIndex((col) => col.seat === c.first);
      if (i < 0) return [];
      const col = offerCol(i, cols.length);
      const b = colBadge(col);
      return [{ id: `order:${c.first}`, labelKey: 'c.target.placesFirst', params: { seat: c.first }, comp: 'L4', rect: { x: col.x, y: b.y - 2, w: col.w, h: col.h - 2 } }];
    }
  }
}

/** Groups the legal choices of `seat` by board target (in the order the choices were listed). */
export function buildTargets(v: ChocolatlView, seat: number, choices: readonly ChocolatlChoice[], shown: Shown): TargetSpec[] {
  if (seat < 0 || seat >= v.n) return [];
  return groupTargets(choices, (c) => locate(v, seat, c, shown));
}

/** The viewer's column at a location it is filling now (a "cards go here" cue, not a target). */
export function destinationLoc(choices: readonly ChocolatlChoice[]): number {
  const offer = choices.find((c) => c.kind === 'offer');
  return offer?.kind === 'offer' ? offer.loc : 0;
}

