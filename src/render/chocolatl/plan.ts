// Turns view changes into an animation plan (pure): which displayed object moves from where,
// which turns over (the simultaneous reveal: a 200 ms "all ready" pulse on the seat badges, then
// every seat's cards flip together, 90 ms apart by seat), which dice roll, which markers walk
// the track box by box, and which "+N" floaters rise. Destinations are the objects' own final
// places, read by the scene when the plan runs; sources are computed here from the layout.
import { NONE, type ChocolatlView } from '../../games/chocolatl/types.ts';
import { placePt, placeRect, type Place, type Pt, type Rect } from '../core/geom.ts';
import { MOTION } from '../tokens.ts';
import type { Change, Figure } from './diff.ts';
import { fmt } from './format.ts';
import { offerColumns } from './derive.ts';
import { trackBox, trackPath, type TrackShape } from './geometry.ts';
import { CITY_DIE, FIGURE_SPOT, colBadge, colCard, colTotal, deckPile, offerCol, roundCircle, tachliBox } from './panel-geometry.ts';
import { CUBES, FIGURE, HAND_COUNT, counterIcon, dieIcon, handCard, slotCard, type HandShape } from './player-geometry.ts';
import type { CompId } from './targets.ts';

export type FlyPiece = { piece: 'blackDie' } | { piece: 'card'; value: number } | { piece: 'back' };

export type Anim =
  | { kind: 'move'; key: string; from: Rect; delay: number; back?: boolean } // travels from `from` (world) to its place
  | { kind: 'settle'; key: string; delay: number } // appears where it is with a short settle
  | { kind: 'flip'; key: string; delay: number } // a card turns over in place (back, then face)
  | { kind: 'roll'; key: string; delay: number } // a die tumbles in place
  | { kind: 'path'; key: string; points: Pt[]; delay: number; duration: number } // a marker walks the track
  | { kind: 'pulse'; key: string; delay: number } // the "all ready" pulse of a seat badge
  | { kind: 'float'; text: string; at: Rect; delay: number; gain: boolean } // "+N" rising by a marker
  | { kind: 'fly'; what: FlyPiece; from: Rect; to: Rect; delay: number }; // a piece with no lasting object

/** Display keys shared by the scene's drawers and the plan. */
export const KEY = {
  slot: (seat: number, slot: number) => `slot:${seat}:${slot}`, // player board card
  mini: (seat: number, slot: number) => `mini:${seat}:${slot}`, // panel offer card
  colBadge: (loc: number, seat: number) => `colbadge:${loc}:${seat}`,
  badge: (seat: number) => `badge:${seat}`,
  hand: (i: number) => `hand:${i}`,
  marker: (seat: number) => `marker:${seat}`,
  white: (i: number) => `white:${i}`,
  roundCube: 'roundcube',
  figure: (f: Figure) => `figure:${f}`,
  holder: (f: Figure) => `holder:${f}`,
  headFigure: (seat: number, f: Figure) => `headfig:${seat}:${f}`,
  hut: (space: number) => `hut:${space}`,
  stone: (box: number) => `stone:${box}`,
  cityDie: 'citydie',
  heldDie: (seat: number, k: number) => `helddie:${seat}:${k}`,
  tachli: (box: number) => `tachli:${box}`,
  altar: (seat: number) => `altar:${seat}`,
};

export interface PlanCtx {
  placeOf: (comp: CompId) => Place | null;
  track: TrackShape;
  hand: HandShape | null;
  order: readonly number[]; // seats in display order: the reveal stagger follows it
}

export const REVEAL = { pulse: 200, flip: 300, stagger: 90 } as const;
const BOX_MS = 60;
const PATH_CAP = 900;

export function planAnimations(changes: readonly Change[], before: ChocolatlView, next: ChocolatlView, ctx: PlanCtx): Anim[] {
  const at = (comp: CompId, r: Rect): Rect | null => {
    const pl = ctx.placeOf(comp);
    return pl ? placeRect(pl, r) : null;
  };
  const boards = (seat: number): boolean => ctx.placeOf(`p${seat}`) !== null;
  const out: Anim[] = [];
  const move = (key: string, from: Rect | null, delay = 0, back = false): void => {
    out.push(from ? { kind: 'move', key, from, delay, ...(back ? { back } : {}) } : { kind: 'settle', key, delay });
  };
  /** Where a seat's things come from when there is no better source: its board header, or its column in a panel. */
  const seatSource = (seat: number, rect: Rect, loc = 1): Rect | null => {
    if (boards(seat)) return at(`p${seat}`, rect);
    const cols = offerColumns(next, loc);
    const i = cols.findIndex((c) => c.seat === seat);
    return i >= 0 ? at(`L${loc}`, colBadge(offerCol(i, cols.length))) : null;
  };
  const colIndex = (v: ChocolatlView, loc: number, seat: number): number => offerColumns(v, loc).findIndex((c) => c.seat === seat);

  const places = changes.filter((c) => c.kind === 'place');
  const reveals = changes.filter((c): c is Extract<Change, { kind: 'reveal' }> => c.kind === 'reveal');
  const placeTime = places.length > 0 ? 380 : 0;
  const revealSeats = ctx.order.filter((s) => reveals.some((r) => r.seat === s));
  const flipAt = (seat: number): number => placeTime + REVEAL.pulse + Math.max(0, revealSeats.indexOf(seat)) * REVEAL.stagger;
  const revealEnd = reveals.length > 0 ? placeTime + REVEAL.pulse + Math.max(0, revealSeats.length - 1) * REVEAL.stagger + REVEAL.flip : placeTime;
  const results = revealEnd + (reveals.length > 0 ? 60 : 0); // what the resolution paid out moves after the reveal

  for (const c of changes) {
    switch (c.kind) {
      case 'place': {
        const loc = (c.slot >> 1) + 1;
        const fromHand = c.from !== NONE && ctx.hand ? at('hand', handCard(ctx.hand, c.from)) : null;
        const src = fromHand ?? seatSource(c.seat, counterIcon(HAND_COUNT), loc);
        const later = reveals.some((r) => r.seat === c.seat && r.slot === c.slot);
        if (boards(c.seat)) {
          move(KEY.slot(c.seat, c.slot), src, 0, later);
          out.push({ kind: 'settle', key: KEY.mini(c.seat, c.slot), delay: 160 });
        } else move(KEY.mini(c.seat, c.slot), src, 0, later);
        break;
      }
      case 'reveal': {
        const delay = flipAt(c.seat);
        if (boards(c.seat)) out.push({ kind: 'flip', key: KEY.slot(c.seat, c.slot), delay });
        out.push({ kind: 'flip', key: KEY.mini(c.seat, c.slot), delay });
        break;
      }
      case 'return': {
        const loc = (c.slot >> 1) + 1;
        const i = colIndex(before, loc, c.seat);
        const from = boards(c.seat) ? at(`p${c.seat}`, slotCard(c.slot)) : i >= 0 ? at(`L${loc}`, colCard(offerCol(i, before.n), c.slot % 2)) : null;
        if (c.to !== NONE) move(KEY.hand(c.to), from, 40 * (c.slot >> 1));
        break;
      }
      case 'score': {
        const pl = ctx.placeOf('track');
        if (!pl) break;
        const pts = trackPath(ctx.track, c.from, c.to).map((p) => placePt(pl, p));
        const duration = Math.min(PATH_CAP, BOX_MS * Math.max(1, pts.length - 1));
        out.push({ kind: 'path', key: KEY.marker(c.seat), points: pts, delay: results, duration });
        const box = placeRect(pl, trackBox(ctx.track, c.to));
        out.push({ kind: 'float', text: fmt(c.to - c.from, true), at: box, delay: results + duration * 0.6, gain: c.to > c.from });
        break;
      }
      case 'white':
        for (let i = 0; i < 3; i++) out.push({ kind: 'roll', key: KEY.white(i), delay: i * 70 });
        break;
      case 'round':
        move(KEY.roundCube, c.from >= 1 ? at('L5', roundCircle(c.from)) : null, 120);
        break;
      case 'figure': {
        out.push({ kind: 'settle', key: KEY.holder(c.figure), delay: results });
        if (boards(c.to)) move(KEY.headFigure(c.to, c.figure), c.from !== NONE && boards(c.from) ? at(`p${c.from}`, FIGURE[c.figure]) : at('L1', FIGURE_SPOT[c.figure]), results);
        break;
      }
      case 'hut':
        move(KEY.hut(c.space), seatSource(c.seat, counterIcon(CUBES), 3), results);
        break;
      case 'stone':
        move(KEY.stone(c.box), seatSource(c.seat, counterIcon(CUBES), 4), results + 120 * (c.box % 2));
        break;
      case 'die-taken':
        if (boards(c.seat)) move(KEY.heldDie(c.seat, c.index), at('L3', CITY_DIE), results);
        break;
      case 'dice-rolled': {
        const i = colIndex(next, c.loc, c.seat);
        const to = i >= 0 ? at(`L${c.loc}`, colTotal(offerCol(i, next.n))) : null;
        const from = boards(c.seat) ? at(`p${c.seat}`, dieIcon(0)) : at(`L${c.loc}`, CITY_DIE);
        if (from && to) {
          out.push({ kind: 'fly', what: { piece: 'blackDie' }, from, to, delay: 0 });
          if (c.total !== NONE && c.total > 0) out.push({ kind: 'float', text: fmt(c.total, true), at: to, delay: 300, gain: true });
        }
        break;
      }
      case 'tachli-take': {
        const from = at('L6', tachliBox(c.box));
        if (c.to !== NONE && ctx.hand) move(KEY.hand(c.to), from, results);
        else {
          const to = seatSource(c.seat, counterIcon(HAND_COUNT), 6);
          if (from && to) out.push({ kind: 'fly', what: { piece: 'card', value: c.card }, from, to, delay: results });
        }
        break;
      }
      case 'tachli-deal':
        // Dealt face down from its deck, then turned over on its box.
        move(KEY.tachli(c.box), at('L6', deckPile(c.box)), c.box * REVEAL.stagger, true);
        out.push({ kind: 'flip', key: KEY.tachli(c.box), delay: 150 + c.box * REVEAL.stagger });
        break;
      case 'sacrifice':
        move(KEY.altar(c.seat), c.from !== NONE && ctx.hand ? at('hand', handCard(ctx.hand, c.from)) : seatSource(c.seat, counterIcon(HAND_COUNT)), 0, c.from === NONE);
        break;
      case 'altar-reveal':
        out.push({ kind: 'flip', key: KEY.altar(c.seat), delay: REVEAL.pulse + Math.max(0, ctx.order.indexOf(c.seat)) * REVEAL.stagger });
        break;
    }
  }
  if (reveals.length > 0)
    for (const seat of revealSeats) {
      if (boards(seat)) out.push({ kind: 'pulse', key: KEY.badge(seat), delay: placeTime });
      const locs = new Set(reveals.filter((r) => r.seat === seat).map((r) => (r.slot >> 1) + 1));
      for (const loc of locs) out.push({ kind: 'pulse', key: KEY.colBadge(loc, seat), delay: placeTime });
    }
  return out;
}

/** How long a plan runs (ms at speed 1), for pacing and tests. */
export function planLength(plan: readonly Anim[]): number {
  let end = 0;
  for (const a of plan) {
    const d = a.kind === 'path' ? a.duration : a.kind === 'float' ? 700 : a.kind === 'flip' ? REVEAL.flip : a.kind === 'pulse' ? REVEAL.pulse : MOTION.moveCap;
    end = Math.max(end, a.delay + d);
  }
  return end;
}
