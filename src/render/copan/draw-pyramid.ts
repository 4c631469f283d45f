// The main board component: the four Decline tracks on the sides (tiers, event thresholds, fired
// marks, cubes), the Pyramid's four terraced sections (setup tiles, omen and double marks, Court
// tiles face up or down), the stairways on the diagonals with every seat's priests, and the top
// with the Zenith tokens, the Fate die (this turn's roll, or the last one faded) and the Event card.
import { DECLINE_THRESHOLDS, STAIR_BAND, TIER_START, ZENITH } from '../../games/copan/data.ts';
import { IS_DOUBLE, IS_OMEN, PYRAMID } from '../../games/copan/board.ts';
import type { CopanView } from '../../games/copan/view.ts';
import { C } from '../tokens.ts';
import { Art, courtTile, priestPiece, seatStyle } from './art.ts';
import { EVENT_POINT, FATE_POINT, PYR_FONT_MIN, PYR_H, PYR_W, S, TILE, TOP, TRACK_LEN, priestPoint, spaceRect, stairPoint, trackEmblem, trackPoint, trackRect, zenithPoint } from './geometry.ts';
import { drawCpIcon, drawFate, RES_ICON } from './icons.ts';

const O = C.obsidian;
const TIER_FILL = [C['bone-2'], C['maize-tint'], C['stone-light']];
const BAND_FILL = [C['bone-3'], C['bone-2'], C['maize-tint'], C.maize];

function tierOf(space: number): number {
  return space >= TIER_START[2] ? 2 : space >= TIER_START[1] ? 1 : 0;
}

function tracks(a: Art, v: CopanView): void {
  const g = a.g;
  for (let k = 0; k < 4; k++) {
    for (let s = 0; s < TRACK_LEN; s++) {
      const r = trackRect(k, s);
      g.rect(r.x + 1, r.y + 1, r.w - 2, r.h - 2).fill(TIER_FILL[tierOf(s)]!).stroke({ color: C.stone, width: 1 });
      const th = (DECLINE_THRESHOLDS as readonly number[]).indexOf(s);
      if (th >= 0) {
        const fired = (v.fired[k]! & (1 << th)) !== 0;
        g.circle(r.x + r.w / 2, r.y + r.h / 2, 5).fill(fired ? C.terracotta : C.bone).stroke({ color: O, width: 1.5 });
      }
    }
    // The payout of each tier, printed in a box without a threshold mark.
    [2.5, 8, 12.5].forEach((s, t) => {
      const p = trackPoint(k, s);
      a.num([2, 1, 0][t]!, p.x, p.y, PYR_FONT_MIN, C['cacao-ink']);
    });
    const e = trackEmblem(k);
    drawCpIcon(g, RES_ICON[k]!, e.x, e.y, 22, true);
  }
  // Cubes last, on top of the tracks.
  for (let k = 0; k < 4; k++) {
    const p = trackPoint(k, v.cubes[k]!);
    a.piece(`cube:${k}`, p.x, p.y, (g) => {
      g.roundRect(-9, -9, 18, 18, 3).fill(C.bone).stroke({ color: O, width: 2 });
      drawCpIcon(g, RES_ICON[k]!, 0, 0, 14);
    });
  }
}

function pyramid(a: Art, v: CopanView): void {
  const g = a.g;
  // Terraces: one stepped slab per section row, darker towards the top.
  for (let i = 0; i < PYRAMID.length; i++) {
    const r = spaceRect(i), pad = (S - TILE) / 2;
    g.rect(r.x - pad, r.y - pad, S, S).fill([C['bone-3'], C['bone-2'], C.bone][PYRAMID[i]!.row]!);
  }
  for (let i = 0; i < PYRAMID.length; i++) {
    const r = spaceRect(i), x = v.pyramid[i]!;
    if (x === -2) {
      g.rect(r.x, r.y, r.w, r.h).fill(C.stone).stroke({ color: C['stone-dark'], width: 1 });
      for (let d = 6; d < r.w * 2; d += 8) g.moveTo(r.x + Math.max(0, d - r.w), r.y + Math.min(d, r.h)).lineTo(r.x + Math.min(d, r.w), r.y + Math.max(0, d - r.h)).stroke({ color: C['stone-dark'], width: 1 });
      continue;
    }
    g.rect(r.x, r.y, r.w, r.h).fill(C.limestone).stroke({ color: C.stone, width: 1.2 });
    if (x === -1) {
      if (IS_OMEN[i]) drawCpIcon(g, 'omen', r.x + r.w / 2, r.y + r.h / 2, r.w * 0.62);
      if (IS_DOUBLE[i]) drawCpIcon(g, 'double', r.x + r.w / 2, r.y + r.h / 2, r.w * 0.62);
      continue;
    }
    a.piece(`tile:${i}`, r.x + r.w / 2, r.y + r.h / 2, (pg) => {
      courtTile(pg, x, -r.w / 2 + 1, -r.h / 2 + 1, r.w - 2);
      if (IS_OMEN[i] || IS_DOUBLE[i]) pg.circle(-r.w / 2 + 5, r.h / 2 - 5, 3).fill(IS_OMEN[i] ? C.terracotta : C.maize).stroke({ color: O, width: 1 });
    });
  }
}

function stairs(a: Art, v: CopanView, automaSeat: number, colors?: readonly number[]): void {
  const g = a.g, n = v.players.length;
  for (let k = 0; k < 4; k++) {
    for (let pos = 0; pos <= 8; pos++) {
      const p = stairPoint(k, pos);
      g.rect(p.x - 6, p.y - 6, 12, 12).fill(BAND_FILL[STAIR_BAND[pos]!]!).stroke({ color: C['stone-dark'], width: 1 });
    }
    const base = stairPoint(k, -1.25);
    drawCpIcon(g, RES_ICON[k]!, base.x, base.y, 18, true);
  }
  v.players.forEach((pl, seat) => {
    const st = seatStyle(seat, automaSeat, colors);
    pl.priests.forEach((pos, k) => {
      const p = priestPoint(k, pos, seat, n);
      a.piece(`priest:${seat}:${k}`, p.x, p.y, (pg) => priestPiece(pg, st, 0, 0, 15));
    });
  });
}

function top(a: Art, v: CopanView, lastFate: number): void {
  const g = a.g;
  g.rect(TOP.x, TOP.y, TOP.w, TOP.h).fill(C['bone-2']).stroke({ color: C['stone-dark'], width: 1.5 });
  g.rect(TOP.x + 10, TOP.y + 10, TOP.w - 20, TOP.h - 20).stroke({ color: C.stone, width: 1 });
  ZENITH.forEach((vp, j) => {
    const p = zenithPoint(j), taken = j < v.zenithTaken;
    g.circle(p.x, p.y, 17).fill(taken ? C['bone-3'] : C.maize).stroke({ color: taken ? C.stone : O, width: 2 });
    a.num(vp, p.x, p.y, PYR_FONT_MIN, taken ? C['stone-dark'] : O);
  });
  a.word('cp.b.zone.zenith', TOP.x + TOP.w / 2, TOP.y + TOP.h * 0.45, PYR_FONT_MIN, C['stone-dark'], [0.5, 0.5], TOP.w - 12);
  const fate = v.fate >= 0 ? v.fate : lastFate;
  g.roundRect(FATE_POINT.x - 20, FATE_POINT.y - 20, 40, 40, 7).fill(v.fate >= 0 ? C.bone : C['bone-3']).stroke({ color: O, width: 2 });
  if (fate >= 0) drawFate(g, fate, FATE_POINT.x, FATE_POINT.y, 34, v.fate >= 0 ? O : C['stone-dark']);
  a.word('cp.b.zone.fate', FATE_POINT.x, FATE_POINT.y + 31, PYR_FONT_MIN, C['stone-dark'], [0.5, 0.5], 66);
  g.roundRect(EVENT_POINT.x - 17, EVENT_POINT.y - 22, 34, 44, 5).fill(C.bone).stroke({ color: O, width: 1.5 });
  g.rect(EVENT_POINT.x - 16, EVENT_POINT.y - 21, 32, 8).fill(C.terracotta);
  a.text(v.opts.event.replace('ev', ''), EVENT_POINT.x, EVENT_POINT.y + 4, PYR_FONT_MIN, C['cacao-ink'], '750');
  a.word('cp.b.zone.event', EVENT_POINT.x, EVENT_POINT.y + 31, PYR_FONT_MIN, C['stone-dark'], [0.5, 0.5], 66);
}

/** The main board in four layers (board and tracks, Pyramid spaces, stairways, top), each with the slice of the view it draws. */
export function pyramidParts(v: CopanView, lastFate: number, automaSeat: number, colors?: readonly number[]): { name: string; key: string; draw: (a: Art) => void }[] {
  return [
    { name: 'tracks', key: JSON.stringify([v.cubes, v.fired]), draw: (a) => { a.g.roundRect(0, 0, PYR_W, PYR_H, 12).fill(C.limestone).stroke({ color: C.cacao, width: 2 }); tracks(a, v); } },
    { name: 'spaces', key: JSON.stringify(v.pyramid), draw: (a) => pyramid(a, v) },
    { name: 'stairs', key: JSON.stringify([v.players.map((p) => p.priests), automaSeat]), draw: (a) => stairs(a, v, automaSeat, colors) },
    { name: 'top', key: JSON.stringify([v.zenithTaken, v.fate, lastFate, v.opts.event]), draw: (a) => top(a, v, lastFate) },
  ];
}

/** Draws the whole main board into `a` (design units PYR_W × PYR_H). */
export function drawPyramid(a: Art, v: CopanView, lastFate: number, automaSeat: number, colors?: readonly number[]): void {
  for (const p of pyramidParts(v, lastFate, automaSeat, colors)) p.draw(a);
}
