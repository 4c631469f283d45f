// Inside a location panel (PANEL_W × PANEL_H design units, pure): the title band, the body with
// what the location pays and holds, and the offer columns (one per seat: badge, the two cards,
// the total) along the bottom.
import { PYRAMID_ROWS, ROW_ENDS } from '../../games/chocolatl/data.ts';
import { rect, type Rect } from '../core/geom.ts';
import { PANEL_H, PANEL_W } from './geometry.ts';

export const TITLE = rect(0, 0, PANEL_W, 44);
export const BODY = rect(0, 44, PANEL_W, 158);
export const OFFERS = rect(0, 204, PANEL_W, PANEL_H - 204);

export const COL_W = 54;
const COL_GAP = 2;

/** Offer column `i` of `n` (display order), centred along the bottom of the panel. */
export function offerCol(i: number, n: number): Rect {
  const x0 = (PANEL_W - (n * COL_W + (n - 1) * COL_GAP)) / 2;
  return rect(x0 + i * (COL_W + COL_GAP), OFFERS.y, COL_W, OFFERS.h);
}
export const MINI_W = 24;
export const MINI_H = 34;
export const colBadge = (c: Rect): Rect => rect(c.x + c.w / 2 - 12, c.y + 4, 24, 24);
export const colCard = (c: Rect, k: number): Rect => rect(c.x + c.w / 2 - MINI_W - 1 + k * (MINI_W + 2), c.y + 34, MINI_W, MINI_H);
export const colTotal = (c: Rect): Rect => rect(c.x, c.y + 72, c.w, 28);
export const colNote = (c: Rect): Rect => rect(c.x, c.y + 100, c.w, 20);

// ---- L1 Chocolatl: the two figure spots. ----
export const FIGURE_SPOT = { chocolatl: rect(34, 52, 92, 92), oldMan: rect(158, 52, 92, 92) } as const;
export const figureReward = (which: 'chocolatl' | 'oldMan'): Rect => {
  const s = FIGURE_SPOT[which];
  return rect(s.x - 14, s.y + s.h + 6, s.w + 28, 30);
};

// ---- L2 Harvest: three white dice with the rank that takes each. ----
export const DIE = 50;
export const whiteDie = (i: number): Rect => rect(42 + i * 76, 70, DIE, DIE);
export const whiteRank = (i: number): Rect => rect(42 + i * 76, 132, DIE, 30);

// ---- L3 Tenochtitlan: the black die in the city centre and seven hut spaces. ----
export const CITY_DIE = rect(117, 58, DIE, DIE);
export const HUT = 34;
export const hutSpace = (i: number): Rect => rect(18 + i * 36, 152, HUT, HUT);
export const CITY_REWARDS = { first: rect(10, 64, 96, 40), second: rect(178, 64, 96, 40) } as const;

// ---- L4 Pyramid: 14 boxes in rows of 5/4/3/2 (bottom first), bonus left, leader right. ----
export const STONE = 24;
const STONE_STEP = 26;
const PYR_BASE_Y = 178; // bottom of the bottom row
const PYR_CX = 126;
export const rowOfBox = (box: number): number => ROW_ENDS.findIndex((end) => box < end);
export function pyramidBox(box: number): Rect {
  const row = rowOfBox(box);
  const start = row === 0 ? 0 : ROW_ENDS[row - 1]!;
  const size = PYRAMID_ROWS[row]!.size;
  const x0 = PYR_CX - (size * STONE_STEP) / 2;
  return rect(x0 + (box - start) * STONE_STEP + 1, PYR_BASE_Y - (row + 1) * STONE_STEP + 1, STONE, STONE);
}
export const rowBonus = (row: number): Rect => {
  const first = pyramidBox(row === 0 ? 0 : ROW_ENDS[row - 1]!);
  return rect(first.x - 52, first.y, 46, STONE);
};
export const rowLeader = (row: number): Rect => {
  const last = pyramidBox(ROW_ENDS[row]! - 1);
  return rect(last.x + STONE_STEP + 3, last.y, 44, STONE);
};
/** The placing rule: ahead by 3 or more places both stones; otherwise one each. */
export const PYRAMID_RULE = [rect(198, 48, 82, 24), rect(198, 74, 82, 24)] as const;

// ---- L5 Cacao drink: the round track (seven circles) and the smallest-offering penalty. ----
export const ROUND_R = 16;
export const roundCircle = (round: number): Rect => rect(14 + (round - 1) * 37.5, 96, 2 * ROUND_R, 2 * ROUND_R);
export const roundReward = (round: number): Rect => rect(6 + (round - 1) * 37.5, 132, 48, 22);
export const DRINK_PENALTY = rect(170, 52, 104, 34);
export const DRINK_RANKS = rect(10, 52, 150, 34);

// ---- L6 Tachli: the "6" and "3" boxes with their improvement card, the two decks. ----
export const IMP_W = 56;
export const IMP_H = 80;
const half = (b: number): number => b * 142;
export const tachliLabel = (b: number): Rect => rect(half(b) + 6, 56, 34, 40);
export const tachliRank = (b: number): Rect => rect(half(b) + 6, 104, 34, 34);
export const tachliBox = (b: number): Rect => rect(half(b) + 44, 56, IMP_W, IMP_H);
export const deckPile = (b: number): Rect => rect(half(b) + 104, 82, 34, 48);

/** Every panel rectangle stays inside the panel (checked by the tests). */
export const PANEL_RECT = rect(0, 0, PANEL_W, PANEL_H);
