// A player board (PB_W × PB_H design units, pure): a block of counters on the left (seat badge
// and score, cards in hand, cubes left, black dice, huts, stones in the pyramid, the figures
// held) and the six location columns with their two card slots and the sum on the right. The viewer's hand is a component of its own,
// as a 7×2 grid (beside the board) or a single row (phones).
import { rect, type Rect } from '../core/geom.ts';

export const PB_W = 444;
export const PB_H = 172;
/** The left block: counters in rows; the right block: the six location columns. */
export const LEFT = rect(0, 0, 114, PB_H);
export const BADGE = rect(6, 6, 32, 32);
export const SCORE = rect(42, 6, 68, 32);
export const HAND_COUNT = rect(6, 44, 50, 28);
export const CUBES = rect(60, 44, 50, 28);
export const DICE = rect(6, 76, 104, 28);
export const HUTS = rect(6, 108, 50, 28);
export const STONES = rect(60, 108, 50, 28);
export const FIGURE = { chocolatl: rect(8, 138, 30, 30), oldMan: rect(40, 138, 30, 30) } as const;
export const HUT_MOD = rect(72, 140, 38, 26);
/** The icon part of a counter (where pieces leave from and arrive at). */
export const counterIcon = (r: Rect): Rect => rect(r.x + 3, r.y + (r.h - 22) / 2, 22, 22);
/** Held black die `k` (the first few are drawn one by one, the rest as a count). */
export const dieIcon = (k: number): Rect => rect(DICE.x + 3 + k * 25, DICE.y + 3, 22, 22);
export const DICE_SHOWN = 3;

const COL_X = 118;
export const COL = 53;
export const colRect = (loc: number): Rect => rect(COL_X + (loc - 1) * COL, 4, COL, PB_H - 8);
export const colHeader = (loc: number): Rect => rect(COL_X + (loc - 1) * COL, 6, COL, 22);
export const CARD_W = 46;
export const CARD_H = 66;
/** Slot `i` (0-11): location (i >> 1) + 1, first card (even) or second card (odd) below it. */
export const slotCard = (i: number): Rect => rect(COL_X + (i >> 1) * COL + (COL - CARD_W) / 2, 31 + (i % 2) * 38, CARD_W, CARD_H);
export const colSum = (loc: number): Rect => rect(COL_X + (loc - 1) * COL, 137, COL, 30);
/** The header band (player colour) over the left block. */
export const HEADER = rect(0, 0, 114, 42);

// ---- The viewer's hand. ----
export type HandShape = 'grid' | 'row';
const HAND = {
  grid: { cols: 7, w: 56, h: 80, dx: 62, dy: 88 },
  row: { cols: 13, w: 48, h: 68, dx: 52, dy: 0 },
} as const;
const PAD = 8;

export const handSize = (shape: HandShape): { w: number; h: number } => {
  const k = HAND[shape];
  const rows = shape === 'grid' ? 2 : 1;
  return { w: 2 * PAD + (k.cols - 1) * k.dx + k.w, h: 2 * PAD + (rows - 1) * k.dy + k.h };
};

/** Hand card `i` (up to 14 in the grid, 13 in the row; later ones squeeze into the last slot). */
export function handCard(shape: HandShape, i: number): Rect {
  const k = HAND[shape];
  const j = Math.min(i, (shape === 'grid' ? 2 : 1) * k.cols - 1);
  return rect(PAD + (j % k.cols) * k.dx, PAD + Math.floor(j / k.cols) * k.dy, k.w, k.h);
}
