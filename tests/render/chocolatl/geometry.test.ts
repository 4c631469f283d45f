import { describe, expect, it } from 'vitest';
import { PYRAMID_BOXES, PYRAMID_ROWS } from '../../../src/games/chocolatl/data.ts';
import { contains, overlaps, type Rect } from '../../../src/render/core/geom.ts';
import {
  BOARD, CENTRE, INNER, MARKER, PANEL_H, PANEL_W, STRIP_H, STRIP_W, TRACK_BOXES, fanFor, markerRect, ringBox, ringPanel, stripBox, trackPath,
} from '../../../src/render/chocolatl/geometry.ts';
import * as P from '../../../src/render/chocolatl/panel-geometry.ts';
import { PB_H, PB_W, handCard, handSize, slotCard, dieIcon, colRect } from '../../../src/render/chocolatl/player-geometry.ts';

const inside = (outer: Rect, r: Rect): boolean => r.x >= outer.x - 1e-6 && r.y >= outer.y - 1e-6 && r.x + r.w <= outer.x + outer.w + 1e-6 && r.y + r.h <= outer.y + outer.h + 1e-6;
const shrink = (r: Rect, d: number): Rect => ({ x: r.x + d, y: r.y + d, w: r.w - 2 * d, h: r.h - 2 * d });

describe('track geometry', () => {
  it('tiles the ring with 60 boxes that never overlap and stay on the board edge', () => {
    const boxes = Array.from({ length: TRACK_BOXES }, (_, i) => ringBox(i));
    for (const b of boxes) expect(inside({ x: 0, y: 0, w: BOARD, h: BOARD }, b)).toBe(true);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) expect(overlaps(shrink(boxes[i]!, 0.01), shrink(boxes[j]!, 0.01))).toBe(false);
    const area = boxes.reduce((a, b) => a + b.w * b.h, 0);
    expect(area).toBeCloseTo(BOARD * BOARD - (BOARD - 2 * ringBox(0).w) ** 2, 3);
  });

  it('runs clockwise: each box touches the next one, and the loop closes', () => {
    for (let i = 0; i < TRACK_BOXES; i++) {
      const a = ringBox(i), b = ringBox(i + 1);
      const gap = Math.max(a.x - (b.x + b.w), b.x - (a.x + a.w), a.y - (b.y + b.h), b.y - (a.y + a.h));
      expect(gap).toBeLessThanOrEqual(1e-6);
    }
    expect(ringBox(60)).toEqual(ringBox(0));
  });

  it('lays the strip out in two rows of 30 inside its frame', () => {
    for (let i = 0; i < TRACK_BOXES; i++) expect(inside({ x: 0, y: 0, w: STRIP_W, h: STRIP_H }, stripBox(i))).toBe(true);
    expect(stripBox(30).y).toBeGreaterThan(stripBox(29).y);
    expect(stripBox(0).x).toBe(stripBox(30).x);
  });

  it('fans stacked markers at least 6 CSS px apart, around their box', () => {
    for (const shape of ['ring', 'strip'] as const)
      for (const scale of [0.37, 0.6, 0.75, 0.9])
        for (let n = 2; n <= 5; n++) {
          const fan = fanFor(shape, n, scale);
          expect(fan * scale).toBeGreaterThanOrEqual(6 - 1e-9);
          for (const score of [0, 7, 15, 22, 37, 40, 52]) {
            const rs = Array.from({ length: n }, (_, i) => markerRect(shape, score, i, n, fan));
            for (let i = 1; i < n; i++) expect(Math.hypot(rs[i]!.x - rs[i - 1]!.x, rs[i]!.y - rs[i - 1]!.y) * scale).toBeGreaterThanOrEqual(6 - 1e-9);
            expect(rs[0]!.w).toBe(MARKER[shape]);
          }
        }
  });

  it('walks the track box by box, forwards and backwards', () => {
    expect(trackPath('ring', 3, 8)).toHaveLength(6);
    expect(trackPath('ring', 8, 6)).toHaveLength(3);
    expect(trackPath('strip', 58, 62)).toHaveLength(5);
    expect(trackPath('ring', 5, 5)).toHaveLength(1);
  });
});

describe('board layout inside the ring', () => {
  it('puts the six panels and the centre band inside the ring without overlaps', () => {
    const rects = [1, 2, 3, 4, 5, 6].map(ringPanel).concat([CENTRE]);
    for (const r of rects) expect(inside(INNER, r)).toBe(true);
    for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i]!, rects[j]!)).toBe(false);
  });

  it('resolves clockwise from the bottom right: L1 L2 L3 along the bottom right to left, L4 L5 L6 along the top', () => {
    expect(ringPanel(1).x).toBeGreaterThan(ringPanel(2).x);
    expect(ringPanel(2).x).toBeGreaterThan(ringPanel(3).x);
    expect(ringPanel(4).x).toBeLessThan(ringPanel(5).x);
    expect(ringPanel(5).x).toBeLessThan(ringPanel(6).x);
    expect(ringPanel(1).y).toBeGreaterThan(ringPanel(6).y);
  });
});

describe('panel geometry', () => {
  const PANEL = { x: 0, y: 0, w: PANEL_W, h: PANEL_H };
  it('keeps every spot, box and column inside the panel', () => {
    const rects: Rect[] = [
      P.TITLE, P.BODY, P.OFFERS, P.CITY_DIE, P.FIGURE_SPOT.chocolatl, P.FIGURE_SPOT.oldMan, ...P.PYRAMID_RULE,
      ...[0, 1, 2].flatMap((i) => [P.whiteDie(i), P.whiteRank(i)]),
      ...Array.from({ length: 7 }, (_, i) => P.hutSpace(i)),
      ...Array.from({ length: PYRAMID_BOXES }, (_, i) => P.pyramidBox(i)),
      ...PYRAMID_ROWS.flatMap((_, r) => [P.rowBonus(r), P.rowLeader(r)]),
      ...Array.from({ length: 7 }, (_, i) => [P.roundCircle(i + 1), P.roundReward(i + 1)]).flat(),
      ...[0, 1].flatMap((b) => [P.tachliBox(b), P.tachliLabel(b), P.tachliRank(b), P.deckPile(b)]),
      ...[2, 3, 4, 5].flatMap((n) => Array.from({ length: n }, (_, i) => P.offerCol(i, n))),
    ];
    for (const r of rects) expect(inside(PANEL, r)).toBe(true);
  });

  it('keeps offer columns, their cards and the body apart', () => {
    for (const n of [2, 3, 4, 5]) {
      const cols = Array.from({ length: n }, (_, i) => P.offerCol(i, n));
      for (let i = 1; i < n; i++) expect(overlaps(cols[i - 1]!, cols[i]!)).toBe(false);
      for (const c of cols) {
        expect(inside(c, P.colCard(c, 0))).toBe(true);
        expect(inside(c, P.colCard(c, 1))).toBe(true);
        expect(overlaps(P.colCard(c, 0), P.colCard(c, 1))).toBe(false);
      }
    }
    expect(P.BODY.y + P.BODY.h).toBeLessThanOrEqual(P.OFFERS.y);
  });

  it('fills the pyramid bottom row first, left to right, rows never overlapping', () => {
    for (let i = 1; i < PYRAMID_BOXES; i++) {
      const a = P.pyramidBox(i - 1), b = P.pyramidBox(i);
      if (P.rowOfBox(i) === P.rowOfBox(i - 1)) expect(b.x).toBeGreaterThan(a.x);
      else expect(b.y).toBeLessThan(a.y);
    }
    const boxes = Array.from({ length: PYRAMID_BOXES }, (_, i) => P.pyramidBox(i));
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false);
  });

  it('keeps the L6 boxes, labels and decks apart', () => {
    const rs = [0, 1].flatMap((b) => [P.tachliBox(b), P.tachliLabel(b), P.tachliRank(b), P.deckPile(b)]);
    for (let i = 0; i < rs.length; i++) for (let j = i + 1; j < rs.length; j++) expect(overlaps(rs[i]!, rs[j]!)).toBe(false);
  });
});

describe('player board and hand geometry', () => {
  it('keeps slots, dice and columns inside the board, the two slots of a location stacked', () => {
    const B = { x: 0, y: 0, w: PB_W, h: PB_H };
    for (let i = 0; i < 12; i++) {
      expect(inside(B, slotCard(i))).toBe(true);
      expect(inside(colRect((i >> 1) + 1), slotCard(i))).toBe(true);
    }
    for (let k = 0; k < 3; k++) expect(inside(B, dieIcon(k))).toBe(true);
    expect(slotCard(1).y).toBeGreaterThan(slotCard(0).y);
  });

  it('fits up to 14 cards in the hand grid and 13 in the row, none overlapping', () => {
    for (const [shape, n] of [['grid', 14], ['row', 13]] as const) {
      const size = handSize(shape);
      const cards = Array.from({ length: n }, (_, i) => handCard(shape, i));
      for (const c of cards) expect(inside({ x: 0, y: 0, ...size }, c)).toBe(true);
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) expect(overlaps(cards[i]!, cards[j]!)).toBe(false);
    }
  });
});

describe('points', () => {
  it('has a contains helper that agrees with the rects', () => {
    const r = P.CITY_DIE;
    expect(contains(r, { x: r.x + 1, y: r.y + 1 })).toBe(true);
  });
});
