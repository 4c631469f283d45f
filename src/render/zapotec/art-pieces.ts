// Player pieces, each drawn centred on (0, 0) in design units: houses, palaces, discs and score
// markers, pyramid pieces. Colour + 2 px obsidian outline + glyph, so they read in greyscale.
import { Container, Graphics } from 'pixi.js';
import { Pen, pyramidPiece, seatDisc, seatHouse, seatPalace, sharedContext } from '../icons/index.ts';
import { SHADOW, type PlayerStyle } from '../tokens.ts';
export { seatStyle } from './seat-style.ts';
import { PIECE_SIZE } from './geometry.ts';

/** The same piece in the same colours and size shares one tessellated context (see sharedContext). */
const styleKey = (s: PlayerStyle): string => `${s.color}:${s.glyph}:${s.ink}`;

function icon(kind: string, s: PlayerStyle, size: number, draw: (p: Pen) => void): Container {
  return new Graphics(sharedContext(`${kind}:${size}:${styleKey(s)}`, (g) => draw(Pen.centred(g, 0, 0, size))));
}

export const houseNode = (s: PlayerStyle, size: number): Container => icon('house', s, size, (p) => seatHouse(p, s));
export const palaceNode = (s: PlayerStyle, size: number): Container => icon('palace', s, size, (p) => seatPalace(p, s));
export const discNode = (s: PlayerStyle, size: number): Container => icon('disc', s, size, (p) => seatDisc(p, s));

/** A pyramid piece of `size` (1 small … 3 large), centred, at its design footprint times `k`. */
export function pieceNode(s: PlayerStyle, size: 1 | 2 | 3, k = 1): Container {
  const { w, h } = PIECE_SIZE[size];
  // The pen's unit is one design unit here (grid 24 → 24 units), so the 2-unit outline stays 2.
  return new Graphics(sharedContext(`piece:${size}:${k}:${styleKey(s)}`, (g) => pyramidPiece(new Pen(g, (-w / 2) * k, (-h / 2) * k, k), s, size, w, h)));
}

/** Drop shadow under a travelling piece (visual.md: the one surface shadow). */
export function liftShadow(w: number, h: number): Graphics {
  return new Graphics().roundRect(-w / 2, -h / 2 + h * 0.12, w, h, Math.min(w, h) * 0.25).fill({ color: SHADOW.color, alpha: SHADOW.alpha * 0.5 });
}
