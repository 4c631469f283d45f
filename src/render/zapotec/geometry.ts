// Where everything sits, in each component's own design units (pure, no Pixi). The main board is
// 1200×900 (4:3): score track around, capital on top (scoring tiles, pyramids, trade rows), the
// 3×3 sections below (regions are columns; terrains are rows, forest nearest the capital) and the
// sacrifice track on the right. The table strip holds what lies next to the board (rituals, bonus
// card, offer, deck); each player board holds the 3×3 grid and the player's supply.
import { BOARD_SPACES, REGIONS, type Terrain } from '../../games/zapotec/data.ts';
import { rect, type Rect } from '../core/geom.ts';

export const BOARD_W = 1200;
export const BOARD_H = 900;
export const TRACK_DEPTH = 36;
export const TRACK_BOXES = 100;

/** Score track box `i` (0-99), clockwise from the top-left corner. */
export function scoreBox(i: number): Rect {
  const n = ((i % TRACK_BOXES) + TRACK_BOXES) % TRACK_BOXES;
  const side = (BOARD_H - 2 * TRACK_DEPTH) / 20;
  if (n < 30) return rect(n * 40, 0, 40, TRACK_DEPTH);
  if (n < 50) return rect(BOARD_W - TRACK_DEPTH, TRACK_DEPTH + (n - 30) * side, TRACK_DEPTH, side);
  if (n < 80) return rect(BOARD_W - (n - 50 + 1) * 40, BOARD_H - TRACK_DEPTH, 40, TRACK_DEPTH);
  return rect(0, BOARD_H - TRACK_DEPTH - (n - 80 + 1) * side, TRACK_DEPTH, side);
}

/** Direction the track runs in box `i`: markers fan along it. */
export function scoreBoxAxis(i: number): 'x' | 'y' {
  const n = ((i % TRACK_BOXES) + TRACK_BOXES) % TRACK_BOXES;
  return n < 30 || (n >= 50 && n < 80) ? 'x' : 'y';
}

export const CAPITAL = rect(46, 46, 1108, 272);
export const SCORING_SLOT = 46;
/** Scoring tiles on display (holding area at the left of the capital). */
export const scoringSlot = (i: number): Rect => rect(56, 52 + i * 53, SCORING_SLOT, SCORING_SLOT);

const PYR_AREA = rect(118, 46, 570, 272);
export const PYR_W = 132;
/** Pyramid space `i` of `n` (2-4), centred in the pyramid area. */
export function pyramidBox(i: number, n: number): Rect {
  const step = Math.min(PYR_AREA.w / n, 150);
  const x0 = PYR_AREA.x + (PYR_AREA.w - step * n) / 2 + (step - PYR_W) / 2;
  return rect(x0 + i * step, PYR_AREA.y, PYR_W, PYR_AREA.h);
}
/** The scoring tile slot and the piece footprints inside a pyramid box. */
export const pyramidTileSlot = (box: Rect): Rect => rect(box.x + (box.w - 52) / 2, box.y + 14, 52, 52);
export const PIECE_SIZE: Record<1 | 2 | 3, { w: number; h: number }> = { 3: { w: 120, h: 46 }, 2: { w: 92, h: 42 }, 1: { w: 62, h: 38 } };
export function pyramidPieceRect(box: Rect, level: number, size: 1 | 2 | 3): Rect {
  const { w, h } = PIECE_SIZE[size];
  const base = box.y + box.h - 26; // top of the plinth
  const below = [46, 42, 38].slice(0, level).reduce((a, b) => a + b, 0);
  return rect(box.x + (box.w - w) / 2, base - below - h, w, h);
}

export const TRADE_TILE = 76;
const TRADE_X = 700;
/** Where a tap at fit zooms inside the capital: the scoring tiles and pyramids, or the trade rows. */
export const CAPITAL_PARTS: readonly Rect[] = [rect(CAPITAL.x, CAPITAL.y, TRADE_X - 4 - CAPITAL.x, CAPITAL.h), rect(TRADE_X - 4, CAPITAL.y, CAPITAL.x + CAPITAL.w - TRADE_X + 4, CAPITAL.h)];
export const tradeRow = (level: 1 | 2 | 3): Rect => rect(TRADE_X, 46 + (level - 1) * 92, 454, 86);
export const tradeCostBadge = (level: 1 | 2 | 3): Rect => rect(TRADE_X, tradeRow(level).y + 5, 54, TRADE_TILE);
export const tradeStack = (level: 1 | 2 | 3): Rect => rect(TRADE_X + 62, tradeRow(level).y + 5, TRADE_TILE, TRADE_TILE);
export const tradeSlot = (level: 1 | 2 | 3, slot: number): Rect => rect(TRADE_X + 160 + slot * 88, tradeRow(level).y + 5, TRADE_TILE, TRADE_TILE);

const GRID_X = 90;
const GRID_Y = 360;
export const SECTION_W = (1000 - GRID_X) / 3;
export const SECTION_H = (854 - GRID_Y) / 3;
/** Terrain rows from the capital outwards: forest, hills, plains. */
export const TERRAIN_ROWS: readonly Terrain[] = ['forest', 'hills', 'plains'];
export const regionHeader = (r: number): Rect => rect(GRID_X + r * SECTION_W, 326, SECTION_W, 32);
export const terrainHeader = (t: number): Rect => rect(46, GRID_Y + t * SECTION_H, 40, SECTION_H);
export const sectionRect = (r: number, t: number): Rect => rect(GRID_X + r * SECTION_W, GRID_Y + t * SECTION_H, SECTION_W, SECTION_H);
export const SECTIONS = rect(GRID_X, GRID_Y, SECTION_W * 3, SECTION_H * 3);

export const SPACE = 64;
/** Building space `id` (0-44): the three 2-player spaces on top, the `3+` and `4` spaces below. */
export function spaceRect(id: number): Rect {
  const sp = BOARD_SPACES[id]!;
  const sec = sectionRect(REGIONS.indexOf(sp.region), TERRAIN_ROWS.indexOf(sp.terrain));
  const k = id % 5;
  const cx = k < 3 ? sec.x + (sec.w * (2 * k + 1)) / 6 : sec.x + (sec.w * (k - 2)) / 3;
  const cy = k < 3 ? sec.y + 44 : sec.y + 118;
  return rect(cx - SPACE / 2, cy - SPACE / 2, SPACE, SPACE);
}

export const SACRIFICE_HEADER = rect(1010, 326, 144, 32);
export const STEP_H = (854 - GRID_Y) / 13;
/** Sacrifice step `k` (0 at the bottom, 12 at the top). */
export const stepRect = (k: number): Rect => rect(1010, 854 - (k + 1) * STEP_H, 144, STEP_H);
export const STEP_DISC = 24;
/** Disc `i` of a stack on step `k`, lowest (first arrived) leftmost. */
export const stepDisc = (k: number, i: number): Rect => {
  const s = stepRect(k);
  return rect(s.x + 66 + i * 17, s.y + (s.h - STEP_DISC) / 2, STEP_DISC, STEP_DISC);
};

export const MARKER = 20;
/** Score marker `i` of `n` sharing a box, fanned along the track. */
export function scoreMarker(vp: number, i: number, n: number): Rect {
  const b = scoreBox(vp);
  const fan = Math.min(8, (Math.max(b.w, b.h) - MARKER) / Math.max(1, n - 1));
  const off = (i - (n - 1) / 2) * fan;
  const cx = b.x + b.w / 2 + (scoreBoxAxis(vp) === 'x' ? off : 0);
  const cy = b.y + b.h / 2 + (scoreBoxAxis(vp) === 'y' ? off : 0);
  return rect(cx - MARKER / 2, cy - MARKER / 2, MARKER, MARKER);
}

// ---- Table strip (next to the board): rituals, bonus card, offer, deck. ----
export const TABLE_W = 1200;
export const TABLE_H = 212;
export const CARD_W = 100;
export const CARD_H = 140;
export const RITUAL_W = 130;
export const RITUAL_H = 178;
export const ritualCard = (i: number): Rect => rect(i * 142, 30, RITUAL_W, RITUAL_H);
export const bonusCard = rect(446, 30, CARD_W, CARD_H);
export const offerCard = (i: number): Rect => rect(574 + i * 104, 30, CARD_W, CARD_H);
/** Offer slots for a player count (solo: 2; else one more than the players). */
export const offerSlots = (playerCount: number): number => (playerCount === 1 ? 2 : playerCount + 1);
/** The deck sits right after the offer's last slot, so the offer and the deck make one compact page. */
export const deckCardFor = (slots: number): Rect => rect(574 + slots * 104 + 8, 30, 82, 115);
export const deckCard = deckCardFor(5); // the widest table (four players)
/** Header labels of the table zones (x centre and width). */
export const TABLE_LABELS = {
  rituals: rect(0, 0, 414, 26),
  bonus: rect(436, 0, 120, 26),
  offer: rect(574, 0, 532, 26),
  deck: rect(1062, 0, 120, 26), // four players; see deckLabelFor
} as const;
/** The deck's title zone over its card (right-aligned, it may reach left over the offer's title row). */
export const deckLabelFor = (slots: number): Rect => { const d = deckCardFor(slots); return rect(d.x + d.w - 120, 0, 120, 26); };
/** Ritual disc `i` on ritual card `card`, in arrival order. */
export const ritualDisc = (card: number, i: number): Rect => {
  const c = ritualCard(card);
  return rect(c.x + 12 + i * 27, c.y + c.h - 36, 26, 26);
};
