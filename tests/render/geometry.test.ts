import { describe, expect, it } from 'vitest';
import { BOARD_SPACES } from '../../src/games/zapotec/data.ts';
import { contains, overlaps, type Rect } from '../../src/render/core/geom.ts';
import * as G from '../../src/render/zapotec/geometry.ts';
import * as P from '../../src/render/zapotec/player-geometry.ts';

const inside = (inner: Rect, outer: Rect): boolean =>
  inner.x >= outer.x - 1e-6 && inner.y >= outer.y - 1e-6 && inner.x + inner.w <= outer.x + outer.w + 1e-6 && inner.y + inner.h <= outer.y + outer.h + 1e-6;
const shrink = (r: Rect): Rect => ({ x: r.x + 1e-6, y: r.y + 1e-6, w: r.w - 2e-6, h: r.h - 2e-6 });
const disjoint = (rs: Rect[]): boolean => rs.every((a, i) => rs.every((b, j) => i >= j || !overlaps(shrink(a), shrink(b))));
const BOARD = { x: 0, y: 0, w: G.BOARD_W, h: G.BOARD_H };

describe('main board geometry', () => {
  it('puts each of the 45 spaces in its own section, none overlapping, the player-count mark beside it', () => {
    const spaces = BOARD_SPACES.map((s) => G.spaceRect(s.id));
    expect(disjoint(spaces)).toBe(true);
    for (const s of BOARD_SPACES) {
      const sec = G.sectionRect(['etla', 'ocotlan', 'mitla'].indexOf(s.region), G.TERRAIN_ROWS.indexOf(s.terrain));
      expect(inside(G.spaceRect(s.id), sec)).toBe(true);
      if (s.minPlayers > 2) {
        const r = G.spaceRect(s.id);
        const mark = { x: r.x + r.w + 2, y: r.y + r.h - 20, w: 28, h: 20 };
        expect(inside(mark, sec)).toBe(true);
        expect(spaces.some((o) => overlaps(o, mark))).toBe(false);
      }
    }
  });

  it('has 100 distinct score boxes around the edge and 13 sacrifice steps that do not overlap', () => {
    const boxes = Array.from({ length: G.TRACK_BOXES }, (_, i) => G.scoreBox(i));
    expect(disjoint(boxes)).toBe(true);
    for (const b of boxes) expect(inside(b, BOARD)).toBe(true);
    expect(G.scoreBox(100)).toEqual(G.scoreBox(0));
    const steps = Array.from({ length: 13 }, (_, k) => G.stepRect(k));
    expect(disjoint(steps)).toBe(true);
    for (let k = 0; k < 13; k++) for (let i = 0; i < 4; i++) expect(inside(G.stepDisc(k, i), G.stepRect(k))).toBe(true);
    for (const s of steps) expect(boxes.some((b) => overlaps(shrink(b), s))).toBe(false);
  });

  it('fits the pyramids, scoring tiles and trade rows in the capital for 2-4 players', () => {
    for (const n of [2, 3, 4]) {
      const boxes = Array.from({ length: n }, (_, i) => G.pyramidBox(i, n));
      expect(disjoint(boxes)).toBe(true);
      for (const b of boxes) {
        expect(inside(b, G.CAPITAL)).toBe(true);
        expect(inside(G.pyramidPieceRect(b, 2, 1), b)).toBe(true);
        expect(overlaps(G.pyramidPieceRect(b, 2, 1), G.pyramidTileSlot(b))).toBe(false);
      }
    }
    const trade = [1, 2, 3].flatMap((l) => [G.tradeCostBadge(l as 1), G.tradeStack(l as 1), ...[0, 1, 2].map((s) => G.tradeSlot(l as 1, s))]);
    expect(disjoint(trade)).toBe(true);
    for (const r of trade) expect(inside(r, G.CAPITAL)).toBe(true);
    for (let i = 0; i < 5; i++) expect(inside(G.scoringSlot(i), G.CAPITAL)).toBe(true);
  });

  it('keeps fanned score markers inside their box', () => {
    for (const vp of [0, 17, 29, 30, 49, 50, 79, 80, 99])
      for (let i = 0; i < 4; i++) expect(contains(G.scoreBox(vp), { x: G.scoreMarker(vp, i, 4).x + G.MARKER / 2, y: G.scoreMarker(vp, i, 4).y + G.MARKER / 2 })).toBe(true);
  });

  it('lays the table strip out without overlaps', () => {
    const table = { x: 0, y: 0, w: G.TABLE_W, h: G.TABLE_H };
    const cards = [G.ritualCard(0), G.ritualCard(1), G.ritualCard(2), G.bonusCard, ...[0, 1, 2, 3, 4].map(G.offerCard), G.deckCard];
    expect(disjoint(cards)).toBe(true);
    for (const c of cards) expect(inside(c, table)).toBe(true);
    for (let r = 0; r < 3; r++) for (let i = 0; i < 4; i++) expect(inside(G.ritualDisc(r, i), G.ritualCard(r))).toBe(true);
  });
});

describe('player board geometry', () => {
  it('keeps every part inside the board and apart', () => {
    const board = { x: 0, y: 0, w: P.PB_W, h: P.PB_H };
    const parts = [
      P.BADGE, P.SCORE, P.PLAYED, P.SUPPLY.houses, P.SUPPLY.discs, ...P.SUPPLY.pieces,
      ...[0, 1, 2].map(P.colHeader), ...[0, 1, 2].map(P.rowHeader), ...Array.from({ length: 9 }, (_, i) => P.cellRect(i)),
      P.PALACE, ...Array.from({ length: 6 }, (_, r) => P.resChip(r)),
      ...Array.from({ length: 8 }, (_, i) => P.ownedTrade(i)), ...Array.from({ length: 6 }, (_, i) => P.handCard(i)),
    ];
    expect(disjoint(parts)).toBe(true);
    for (const p of parts) expect(inside(p, board)).toBe(true);
  });
});
