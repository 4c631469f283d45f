// Pieces and board symbols on the 24 grid: the pyramid, disc, house, palace and trade-tile
// levels as neutral icons, and the same silhouettes in a player's colour with their glyph
// (colour fill, 2 px obsidian outline, glyph at 40 % in the middle: visual.md §3).
import { C, type Glyph, type PlayerStyle } from '../tokens.ts';
import type { Pen } from './pen.ts';

const O = C.obsidian;

/** A seat glyph of radius r centred on (x, y), filled with `color`. */
export function glyph(p: Pen, g: Glyph, x: number, y: number, r: number, color: number, outline?: number): void {
  switch (g) {
    case 'circle': p.circle(x, y, r); break;
    case 'square': p.rect(x - r * 0.86, y - r * 0.86, r * 1.72, r * 1.72); break;
    case 'triangle': p.poly([x, y - r * 1.05, x + r * 1.05, y + r * 0.78, x - r * 1.05, y + r * 0.78]); break;
    case 'diamond': p.poly([x, y - r * 1.15, x + r * 1.15, y, x, y + r * 1.15, x - r * 1.15, y]); break;
    case 'hexagon': p.regular(x, y, r * 1.02, 6, Math.PI / 6); break;
    case 'star-in-circle':
      p.circle(x, y, r).fill(color);
      if (outline !== undefined) p.circle(x, y, r).stroke({ color: outline, width: 1.2 });
      p.star(x, y, 5, r * 0.78, r * 0.34, 0).fill(color === C.bone ? O : C.bone);
      return;
  }
  p.fill(color);
  if (outline !== undefined) p.stroke({ color: outline, width: 1.2 });
}

/** A round token (ritual or track disc) with its glyph; `r` in grid units around (12, 12). */
export function seatDisc(p: Pen, s: PlayerStyle): void {
  p.circle(12, 12, 10).fill(s.color).stroke({ color: O });
  glyph(p, s.glyph, 12, 12, 4.2, s.ink);
}

export function seatHouse(p: Pen, s: PlayerStyle): void {
  p.poly([3.5, 10.5, 12, 2.5, 20.5, 10.5, 20.5, 21.5, 3.5, 21.5]).fill(s.color).stroke({ color: O });
  glyph(p, s.glyph, 12, 14.5, 3.8, s.ink);
}

export function seatPalace(p: Pen, s: PlayerStyle): void {
  p.poly([1.5, 12, 6, 12, 6, 7.5, 12, 2, 18, 7.5, 18, 12, 22.5, 12, 22.5, 22, 1.5, 22]).fill(s.color).stroke({ color: O });
  p.line([6, 12, 18, 12]).stroke({ color: O, width: 1.4 });
  glyph(p, s.glyph, 12, 16.8, 3.4, s.ink);
  p.circle(12, 8.2, 1.6).fill(s.ink);
}

/** A pyramid piece seen from the front: 3 = large, 2 = medium, 1 = small, drawn in a w×h box. */
export function pyramidPiece(p: Pen, s: PlayerStyle, size: 1 | 2 | 3, w: number, h: number): void {
  const inset = Math.min(w * 0.12, h * 0.5);
  p.poly([inset, 0, w - inset, 0, w, h, 0, h]).fill(s.color).stroke({ color: O, join: 'miter' });
  p.line([inset * 0.5, h * 0.5, w - inset * 0.5, h * 0.5]).stroke({ color: O, width: 1, alpha: 0.35 });
  const r = Math.min(h * 0.3, 5);
  glyph(p, s.glyph, w / 2, h * 0.5, r, s.ink);
  if (size === 1) p.rect(w / 2 - 2.5, -3.5, 5, 3.5).fill(s.color).stroke({ color: O, width: 1.4, join: 'miter' });
}

export function pyramid(p: Pen): void {
  p.rect(3, 16.5, 18, 5).fill(C['bone-3']).stroke({ color: O, join: 'miter' });
  p.rect(6, 11.5, 12, 5).fill(C['bone-3']).stroke({ color: O, join: 'miter' });
  p.rect(9, 6.5, 6, 5).fill(C['bone-3']).stroke({ color: O, join: 'miter' });
}

export function disc(p: Pen): void {
  p.circle(12, 12, 8.5).fill(C.bone).stroke({ color: O });
  p.circle(12, 12, 3.5).stroke({ color: O, width: 1.4 });
}

export function house(p: Pen): void {
  p.poly([4.5, 11, 12, 3.5, 19.5, 11, 19.5, 20.5, 4.5, 20.5]).fill(C.bone).stroke({ color: O });
  p.rect(10.5, 14.5, 3, 6).fill(O);
}

export function palace(p: Pen): void {
  p.poly([2, 12, 6.5, 12, 6.5, 8, 12, 3, 17.5, 8, 17.5, 12, 22, 12, 22, 21, 2, 21]).fill(C.bone).stroke({ color: O });
  p.line([6.5, 12, 17.5, 12]).stroke({ color: O, width: 1.4 });
  p.rect(10.5, 15, 3, 6).fill(O);
}

/** A trade tile with 1-3 level pips. */
export function tradeLevel(p: Pen, level: 1 | 2 | 3): void {
  p.rrect(3.5, 3.5, 17, 17, 3).fill(C['bone-2']).stroke({ color: O });
  const xs = level === 1 ? [12] : level === 2 ? [9, 15] : [7, 12, 17];
  for (const x of xs) p.circle(x, 12, 2.2).fill(C.cacao);
}

/** Victory points: a 4-point star inside a maize circle. */
export function vp(p: Pen): void {
  p.circle(12, 12, 9).fill(C.maize).stroke({ color: O });
  p.star(12, 12, 4, 6.2, 2.3, 0).fill(O);
}

/** First player / turn order: a stepped-fret arrow pointing right. */
export function first(p: Pen): void {
  p.line([3, 18, 8, 18, 8, 13, 13, 13, 13, 8, 16, 8]).stroke({ color: O, join: 'miter' });
  p.poly([15.5, 3.5, 21.5, 8, 15.5, 12.5]).fill(O);
}

export function card(p: Pen): void {
  p.rrect(6, 2.5, 12, 19, 2).fill(C.bone).stroke({ color: O });
  p.rect(6, 2.5, 12, 5).fill(C.cacao);
  p.rrect(6, 2.5, 12, 19, 2).stroke({ color: O });
}

/** Ritual action without a priest (sacrifice step 9): a struck-through figure. */
export function noPriest(p: Pen): void {
  p.circle(12, 8.5, 3).fill(C['stone-light']).stroke({ color: O, width: 1.5 });
  p.poly([8.5, 12.5, 15.5, 12.5, 18, 20.5, 6, 20.5]).fill(C['stone-light']).stroke({ color: O, width: 1.5 });
  p.line([4, 21, 20, 3]).stroke({ color: C.terracotta, width: 2.4 });
}

/** A disc going onto a ritual card (sacrifice step 11, Z36). */
export function freeRitual(p: Pen): void {
  p.rrect(3, 2.5, 13, 17, 2).fill(C.bone).stroke({ color: O });
  p.rect(3, 2.5, 13, 4.5).fill(C.turquoise);
  p.rrect(3, 2.5, 13, 17, 2).stroke({ color: O });
  p.circle(16, 16.5, 5.5).fill(C['bone-3']).stroke({ color: O });
}

/** Arrow for conversions (pay → gain). */
export function arrow(p: Pen): void {
  p.line([4, 12, 18, 12]).stroke({ color: O, width: 2.2 });
  p.poly([15, 7, 21, 12, 15, 17]).fill(O);
}

/** Sacrifice: a brazier with a flame, for the track header. */
export function sacrifice(p: Pen): void {
  p.moveTo(12, 2.5).bez(17, 8, 17.5, 12, 12, 15).bez(6.5, 12, 7, 8, 12, 2.5).fill(C.terracotta).stroke({ color: O, width: 1.5 });
  p.moveTo(12, 7.5).bez(14, 10, 14, 12, 12, 13.5).bez(10, 12, 10, 10, 12, 7.5).fill(C.maize);
  p.poly([4, 15, 20, 15, 17, 21.5, 7, 21.5]).fill(C['stone-dark']).stroke({ color: O, width: 1.8 });
}
