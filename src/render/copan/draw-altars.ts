// Site panels, part two: the Altars (four cards with their cost and three columns, each column's
// effect and climb, the twelve token spaces with Fate faces, occupants and Closed tokens, and
// every seat's altar reserve) and the Hieroglyphic Stairway (three lines of Glyph cards with
// their cost and climb, Closed spaces, the deck).
import { ALTAR_CARDS, ALTAR_SPACE_FACE, GLYPH_LINES } from '../../games/copan/data.ts';
import type { CopanView } from '../../games/copan/view.ts';
import { C, type Glyph } from '../tokens.ts';
import { glyph, Pen } from '../icons/index.ts';
import { Art, closedMark, costPips, seatStyle, seatToken } from './art.ts';
import { drawFx } from './art-fx.ts';
import { tokenRow, type SiteCtx } from './draw-sites.ts';
import { SITE_H, SITE_W, altarCard, altarSpace, glyphSlot, lineRect, reserveRect } from './geometry-sites.ts';
import { drawCpIcon, drawFate } from './icons.ts';

const O = C.obsidian;

export function drawAltars(a: Art, v: CopanView, ctx: SiteCtx): void {
  const g = a.g;
  v.altarDisplay.forEach((card, j) => {
    const r = altarCard(j);
    g.roundRect(r.x, r.y, r.w, r.h, 6).fill(C['bone-2']).stroke({ color: C.terracotta, width: 1.5 });
    if (card >= 0) {
      const ac = ALTAR_CARDS[card]!;
      costPips(g, ac.cost, r.x + 3, r.y + 14, 15, 5);
    }
  });
  for (let i = 0; i < 12; i++) {
    const s = altarSpace(i), occ = v.altarSpaces[i]!;
    g.roundRect(s.x, s.y, s.w, s.h, 5).fill(C.bone).stroke({ color: C.stone, width: 1 });
    // The column's effect, drawn over its space (the space's fill would hide it otherwise).
    const fx = ALTAR_CARDS[v.altarDisplay[Math.floor(i / 3)] ?? -1]?.cols[i % 3];
    if (fx && fx.t !== 'none') drawFx(a, fx, s.x + s.w / 2, s.y + 12, 20);
    drawFate(g, ALTAR_SPACE_FACE[i]!, s.x + 9, s.y + s.h - 8, 13);
    // The climb of the column: 1-3 small steps.
    for (let k = 0; k <= i % 3; k++) g.poly([s.x + s.w - 5 - k * 6, s.y + s.h - 11, s.x + s.w - 2 - k * 6, s.y + s.h - 5, s.x + s.w - 8 - k * 6, s.y + s.h - 5]).fill(C['stone-dark']);
    if (occ >= 0) a.piece(`token:altar:${i}:${occ}`, s.x + s.w / 2, s.y + s.h / 2, (pg) => seatToken(pg, seatStyle(occ, ctx.automaSeat, ctx.colors), 0, 0, 9));
    if (occ === -2) a.piece(`closed:altar:${i}`, 0, 0, (pg) => closedMark(pg, s.x, s.y, s.w, s.h, 2));
  }
  const r = reserveRect;
  a.word('cp.b.zone.reserve', r.x + 2, r.y + r.h / 2, 11, C['stone-dark'], [0, 0.5], 84);
  tokenRow(a, v.players.map((p) => p.reserve), r.x + 90, r.y + r.h / 2, 6, ctx, 'reserve');
}

/** Glyph colours as token fills with a shape each (greyscale-safe). */
export const GLYPH_FILL = [C.terracotta, C.turquoise, C.jade, C.maize, C.bone, C.obsidian] as const;
const GLYPH_SHAPE: readonly Glyph[] = ['circle', 'square', 'triangle', 'diamond', 'hexagon', 'star-in-circle'];

export function glyphCard(a: Art, colour: number, x: number, y: number, w: number, h: number): void {
  const g = a.g;
  g.roundRect(x, y, w, h, 4).fill(GLYPH_FILL[colour]!).stroke({ color: O, width: 1.5 });
  const ink = colour === 5 || colour === 0 || colour === 1 || colour === 2 ? C.bone : O;
  glyph(Pen.centred(g, x + w / 2, y + h / 2, Math.min(w, h)), GLYPH_SHAPE[colour]!, 12, 12, 5, ink);
}

export function drawGlyphStair(a: Art, v: CopanView): void {
  const g = a.g;
  GLYPH_LINES.forEach((line, l) => {
    const r = lineRect(l);
    g.roundRect(r.x, r.y, r.w, r.h, 6).fill(C['bone-2']).stroke({ color: C.stone, width: 1 });
    costPips(g, line.cost, r.x + 3, r.y + 12, 14, 3);
    drawCpIcon(g, 'climb', r.x + r.w - 22, r.y + 12, 16);
    a.num(line.climb, r.x + r.w - 8, r.y + 12, 13);
  });
  v.glyphDisplay.forEach((col, i) => {
    const s = glyphSlot(i);
    if (col >= 0) glyphCard(a, col, s.x, s.y, s.w, s.h);
    else g.roundRect(s.x, s.y, s.w, s.h, 4).stroke({ color: C.stone, width: 1.2 });
    drawFate(g, i, s.x + s.w / 2, s.y + s.h + 10, 14);
    if (col === -2) a.piece(`closed:glyph:${i}`, 0, 0, (pg) => closedMark(pg, s.x, s.y, s.w, s.h, 3));
  });
  g.roundRect(SITE_W - 60, SITE_H - 42, 24, 32, 4).fill(C.jade).stroke({ color: O, width: 1.5 });
  a.num(v.glyphDeckCount + v.glyphTop.length, SITE_W - 22, SITE_H - 26, 14);
}
