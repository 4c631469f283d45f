// Design-space geometry of the five Site panels and the player boards (pure, no Pixi). Every
// Site panel is SITE_W × SITE_H: a header (emblem, name, the three totem spaces) over a body
// laid out per Site. Player boards are PB_W × PB_H.
import type { Rect } from '../core/geom.ts';

export const SITE_W = 300;
export const SITE_H = 200;
export const HEADER_H = 32;
/** The smallest design font on a Site panel, a player board or the tab strip (the layout keeps it ≥ READ_PX on screen). */
export const PANEL_FONT_MIN = 11;

/** Totem space s (0..2 = s1..s3) in a Site header. */
export const totemRect = (s: number): Rect => ({ x: SITE_W - 3 * 40 - 2 + s * 40, y: 2, w: 38, h: 28 });
/** The Site emblem in the header (the target of a bonus action there). */
export const emblemRect: Rect = { x: 2, y: 2, w: 30, h: 28 };

// Embassies: six City spaces, 3 × 2.
export const cityRect = (c: number): Rect => ({ x: 3 + (c % 3) * 99, y: 36 + Math.floor(c / 3) * 82, w: 96, h: 78 });

// River: four slots, the storage pile and the bag.
export const riverSlot = (i: number): Rect => ({ x: 8 + i * 56, y: 46, w: 48, h: 48 });
export const storageRect: Rect = { x: 240, y: 46, w: 54, h: 56 };
export const bagRect: Rect = { x: 240, y: 110, w: 54, h: 60 };
export const riverTilesRect: Rect = { x: 4, y: 40, w: 228, h: 60 };

// Ball Court: six Character spaces, left half f1-f3 and right half f4-f6, tokens per half below.
export const courtSlot = (i: number): Rect => ({ x: 4 + i * 48 + (i >= 3 ? 8 : 0), y: 38, w: 44, h: 66 });
export const courtHalf = (h: number): Rect => ({ x: h === 0 ? 2 : 154, y: 108, w: 144, h: 60 });

// Altars: four cards 2 × 2, three token spaces under each, the reserve along the bottom.
export const altarCard = (j: number): Rect => ({ x: 4 + (j % 2) * 148, y: 36 + Math.floor(j / 2) * 74, w: 144, h: 70 });
export function altarSpace(i: number): Rect {
  const c = altarCard(Math.floor(i / 3));
  return { x: c.x + 4 + (i % 3) * 47, y: c.y + 30, w: 43, h: 37 };
}
export const reserveRect: Rect = { x: 4, y: 184, w: 292, h: 15 };

// Hieroglyphic Stairway: three lines of 1, 2 and 3 Glyph cards.
const LINE_X = [4, 70, 176], LINE_W = [60, 100, 120];
export const lineRect = (l: number): Rect => ({ x: LINE_X[l]!, y: 36, w: LINE_W[l]!, h: 110 });
export const LINE_OF_SLOT = [0, 1, 1, 2, 2, 2] as const;
export function glyphSlot(i: number): Rect {
  const l = LINE_OF_SLOT[i]!, first = [0, 1, 3][l]!;
  const r = lineRect(l);
  return { x: r.x + 6 + (i - first) * 38, y: r.y + 34, w: 34, h: 50 };
}

// ---- player board ----
export const PB_W = 300;
export const PB_H = 230;
export const resRow = (r: number): Rect => ({ x: 4, y: 36 + r * 24, w: 188, h: 22 });
export const jadeRect = (n: number): Rect => ({ x: 198 + ((n - 1) % 4) * 24, y: 36 + Math.floor((n - 1) / 4) * 24, w: 23, h: 23 });
export const handTile = (r: number): Rect => ({ x: 4 + r * 34, y: 136, w: 30, h: 26 });
export const glyphHand = (c: number): Rect => ({ x: 144 + c * 26, y: 136, w: 24, h: 26 });
export const charRect = (i: number): Rect => ({ x: 4 + i * 49, y: 166, w: 46, h: 62 });
/** Automa card k (in priority order) on the Automa's board. */
export const automaCard = (k: number): Rect => ({ x: 4 + k * 74, y: 36, w: 70, h: 96 });
