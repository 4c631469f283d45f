// Player board geometry in its own design units (pure): header with the seat badge, score and
// supply; the 3×3 resource grid with its row and column headers; palace space and resources to
// the right; owned trade tiles and the hand below.
import { rect, type Rect } from '../core/geom.ts';

export const PB_W = 440;
export const PB_H = 500;
export const HEADER = rect(0, 0, PB_W, 52);
export const BADGE = rect(8, 8, 36, 36);
export const SCORE = rect(50, 8, 66, 36);
export const PLAYED = rect(124, 6, 30, 40);
/** Supply counters in the header: houses, discs, then pyramid pieces large/medium/small. */
export const SUPPLY = {
  houses: rect(166, 8, 54, 36),
  discs: rect(226, 8, 50, 36),
  pieces: [rect(284, 8, 52, 36), rect(338, 8, 48, 36), rect(388, 8, 46, 36)] as const, // large, medium, small
};

const GX = 12, GY = 60, HEAD = 44;
export const CELL = 76;
export const GRID = rect(GX, GY, HEAD + 3 * CELL, HEAD + 3 * CELL);
export const colHeader = (c: number): Rect => rect(GX + HEAD + c * CELL, GY, CELL, HEAD);
export const rowHeader = (r: number): Rect => rect(GX, GY + HEAD + r * CELL, HEAD, CELL);
export const cellRect = (i: number): Rect => rect(GX + HEAD + (i % 3) * CELL, GY + HEAD + Math.floor(i / 3) * CELL, CELL, CELL);

export const PALACE = rect(330, 62, 76, 76);
/** Resource chips by R index (wood, brick, stone | corn, gold, priest): basics left, advanced right. */
export const resChip = (r: number): Rect => rect(298 + (r < 3 ? 0 : 68), 150 + (r % 3) * 62, 64, 56);

export const OWNED = 46;
export const ownedTrade = (i: number): Rect => rect(12 + i * 52, 346, OWNED, OWNED);
export const HAND_W = 58;
export const HAND_H = 84;
export const handCard = (i: number): Rect => rect(12 + i * 66, 406, HAND_W, HAND_H);
/** Where the hand row begins (what is above it is the board without the hand). */
export const HAND_TOP = 399;
/** Where a bought building tile waits for its grid cell (the hand's last slot is free during a turn). */
export const HELD = rect(342, 416, 64, 64);
