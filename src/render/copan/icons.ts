// Copan's own icons on the 24 grid (visual.md §4), drawn with the shared Pen: fame, zeal and
// power (food is the shared maize), jade, the five Site emblems, the bar-and-dot Fate faces,
// omen and double marks, storage, climb, the Closed token. Flat shapes, obsidian outlines,
// token colours only; silhouettes differ so everything reads in greyscale.
import type { GraphicsContext } from 'pixi.js';
import { Pen, drawIcon } from '../icons/index.ts';
import { C } from '../tokens.ts';

const O = C.obsidian;

/** Fame: a quetzal plume, a long curved feather with three barbs. */
function fame(p: Pen): void {
  p.moveTo(5, 21).bez(6, 12, 12, 5, 20, 3).bez(19, 11, 13, 18, 5, 21).fill(C.turquoise).stroke({ color: O, width: 1.8 });
  p.moveTo(5, 21).quad(11, 13, 18, 5).stroke({ color: C['turquoise-light'], width: 1.3 });
  for (const [x, y] of [[9, 15], [12, 11.5], [15, 8]] as const) p.line([x, y, x + 3.2, y + 1.8]).stroke({ color: O, width: 1.3 });
}

/** Zeal: a three-tongued flame over a bowl. */
function zeal(p: Pen): void {
  p.moveTo(12, 2).bez(17, 7, 18, 11, 15.5, 15).lineTo(8.5, 15).bez(6, 11, 7, 7, 9.5, 5.5).quad(10, 9, 11.5, 10).quad(10.5, 6, 12, 2).close()
    .fill(C.terracotta).stroke({ color: O, width: 1.6 });
  p.moveTo(12, 8.5).bez(14.5, 11, 14, 13, 12.5, 14.8).lineTo(11, 14.8).bez(10, 13, 10.5, 11, 12, 8.5).fill(C.maize);
  p.moveTo(3.5, 15).lineTo(20.5, 15).quad(20, 21.5, 12, 21.5).quad(4, 21.5, 3.5, 15).close().fill(C['stone-dark']).stroke({ color: O, width: 1.8 });
}

/** Power: a sceptre, a shaft with a diamond head and two side prongs. */
function power(p: Pen): void {
  p.line([12, 10, 12, 22]).stroke({ color: O, width: 3 });
  p.line([6.5, 6, 8, 10.5, 16, 10.5, 17.5, 6]).stroke({ color: O, width: 2 });
  p.poly([12, 1.5, 16, 6.5, 12, 11.5, 8, 6.5]).fill(O).stroke({ color: O, width: 1.2 });
  p.poly([12, 4, 13.6, 6.5, 12, 9]).fill(C.bone);
}

/** Jade: a rounded square tile with a round hole. */
function jade(p: Pen): void {
  p.rrect(3, 3, 18, 18, 4).fill(C.jade).stroke({ color: O });
  p.circle(12, 12, 3.6).fill(C.bone).stroke({ color: O, width: 1.5 });
}

/** Embassies: a banner on a pole over a path of three dots. */
function embassies(p: Pen): void {
  p.line([7, 2.5, 7, 16]).stroke({ color: C.cacao, width: 2.2 });
  p.poly([7.5, 3, 19, 5.5, 7.5, 10]).fill(C.maize).stroke({ color: O, width: 1.5 });
  for (const x of [5, 12, 19]) p.circle(x, 20, 2).fill(C.cacao);
}

/** River: three stacked wave lines. */
function river(p: Pen): void {
  for (const y of [6.5, 12, 17.5]) {
    p.moveTo(2.5, y);
    for (let x = 2.5; x < 21.5; x += 6.33) p.quad(x + 1.6, y - 2.4, x + 3.17, y).quad(x + 4.75, y + 2.4, x + 6.33, y);
    p.stroke({ color: C.turquoise, width: 2.2 });
  }
}

/** Ball Court: an I-shaped court plan with a ring on each long wall. */
function ballcourt(p: Pen): void {
  p.poly([3, 3, 21, 3, 21, 7, 15, 7, 15, 17, 21, 17, 21, 21, 3, 21, 3, 17, 9, 17, 9, 7, 3, 7]).fill(C.stone).stroke({ color: O, width: 1.6, join: 'miter' });
  p.circle(9, 12, 2).fill(C.bone).stroke({ color: O, width: 1.4 });
  p.circle(15, 12, 2).fill(C.bone).stroke({ color: O, width: 1.4 });
}

/** Altars: a flat table on two legs with a small flame on top. */
function altars(p: Pen): void {
  p.moveTo(12, 3).bez(15, 6, 15, 8.5, 12, 10).bez(9, 8.5, 9, 6, 12, 3).fill(C.terracotta).stroke({ color: O, width: 1.4 });
  p.rect(3, 11, 18, 3.5).fill(C.terracotta).stroke({ color: O, width: 1.8, join: 'miter' });
  p.rect(5.5, 14.5, 3, 7).fill(C['stone-dark']).stroke({ color: O, width: 1.4 });
  p.rect(15.5, 14.5, 3, 7).fill(C['stone-dark']).stroke({ color: O, width: 1.4 });
}

/** Hieroglyphic Stairway: four steps, each riser holding a small square glyph. */
function glyphstair(p: Pen): void {
  p.poly([2, 21.5, 2, 17, 7, 17, 7, 12.5, 12, 12.5, 12, 8, 17, 8, 17, 3.5, 22, 3.5, 22, 21.5]).fill(C.stone).stroke({ color: O, width: 1.6, join: 'miter' });
  for (const [x, y] of [[3.5, 18.5], [8.5, 14], [13.5, 9.5], [18.5, 5]] as const) p.rect(x, y, 2.4, 2.4).fill(C.jade);
}

/** Storage extension: a crate with a plus. */
function storage(p: Pen): void {
  p.rect(3.5, 6, 17, 14).fill(C['bone-3']).stroke({ color: O, join: 'miter' });
  p.line([3.5, 10, 20.5, 10]).stroke({ color: O, width: 1.4 });
  p.line([12, 12, 12, 18]).stroke({ color: C.jade, width: 2.4 });
  p.line([9, 15, 15, 15]).stroke({ color: C.jade, width: 2.4 });
}

/** Omen: a spiral eye (the Pyramid spaces that trigger an omen event). */
function omen(p: Pen): void {
  p.moveTo(2.5, 12).quad(12, 2.5, 21.5, 12).quad(12, 21.5, 2.5, 12).close().fill(C.bone).stroke({ color: O, width: 1.8 });
  p.circle(12, 12, 4).fill(C.terracotta).stroke({ color: O, width: 1.4 });
  p.circle(12, 12, 1.4).fill(O);
}

/** Double: two overlapping chips, "2 of your choice". */
function double(p: Pen): void {
  p.circle(9, 12, 6).fill(C['maize-tint']).stroke({ color: O, width: 1.6 });
  p.circle(15, 12, 6).fill(C['maize-tint']).stroke({ color: O, width: 1.6 });
  p.star(15, 12, 4, 3.4, 1.3, 0).fill(O);
}

/** Climb: a stepped arrow going up. */
function climb(p: Pen): void {
  p.line([4, 20, 9, 20, 9, 15, 14, 15, 14, 10]).stroke({ color: O, join: 'miter' });
  p.poly([9.5, 10.5, 14, 3.5, 18.5, 10.5]).fill(O);
}

/** The Closed token: a dark stone disc with a bar across. */
function closed(p: Pen): void {
  p.circle(12, 12, 10).fill(C['stone-dark']).stroke({ color: O });
  p.rect(5, 10, 14, 4).fill(C.bone);
}

/** Any resource of your choice: the four in miniature. */
function anyRes(p: Pen): void {
  drawIcon(p.g, 'corn', p.ox + 6 * p.k, p.oy + 6 * p.k, 11 * p.k);
  fame(p.sub(12.5, 0.5, 11));
  zeal(p.sub(0.5, 12.5, 11));
  power(p.sub(12.5, 12.5, 11));
}

const DRAW = { fame, zeal, power, jade, embassies, river, ballcourt, altars, glyphstair, storage, omen, double, climb, closed, anyRes } satisfies Record<string, (p: Pen) => void>;
export type CpIcon = keyof typeof DRAW | 'food' | 'vp' | 'priest' | 'card';
export const CP_ICONS: CpIcon[] = ['food', ...(Object.keys(DRAW) as CpIcon[]), 'vp', 'priest', 'card'];
export const RES_ICON: readonly CpIcon[] = ['food', 'fame', 'zeal', 'power'];
export const SITE_ICON: readonly CpIcon[] = ['embassies', 'river', 'ballcourt', 'altars', 'glyphstair'];

/** Draws a Copan icon centred on (cx, cy), `size` units across; `chip` puts it on the bone chip. */
/**
 * While a component is drawn, where its information icons are reported (the scene marks each as
 * an 'icon…' box, so the board probe measures icons like text). Null inside movable pieces.
 */
export type IconSink = ((name: string, cx: number, cy: number, size: number) => void) | null;
let sink: IconSink = null;
export function reportIcons<T>(to: IconSink, draw: () => T): T {
  const prev = sink;
  sink = to;
  try { return draw(); } finally { sink = prev; }
}

export function drawCpIcon(g: GraphicsContext, name: CpIcon, cx: number, cy: number, size: number, chip = false): void {
  sink?.(name, cx, cy, size);
  if (chip) {
    const pen = Pen.centred(g, cx, cy, size);
    pen.circle(12, 12, 11.5).fill(C.bone).stroke({ color: C.stone, width: 1 });
    size *= 0.76;
  }
  if (name === 'food') return drawIcon(g, 'corn', cx, cy, size);
  if (name === 'vp' || name === 'priest' || name === 'card') return drawIcon(g, name, cx, cy, size);
  DRAW[name](Pen.centred(g, cx, cy, size));
}

/** A Fate face f1..f6 (index 0..5) as a bar-and-dot numeral: dots 1-4, a bar for 5, bar + dot for 6. */
export function drawFate(g: GraphicsContext, face: number, cx: number, cy: number, size: number, ink: number = O): void {
  sink?.(`fate${face + 1}`, cx, cy, size);
  const p = Pen.centred(g, cx, cy, size);
  const n = face + 1;
  const dots = n === 5 ? 0 : n === 6 ? 1 : n;
  if (n >= 5) p.rrect(3, 13, 18, 4.5, 1.5).fill(ink);
  const y = n >= 5 ? 8 : 12;
  for (let i = 0; i < dots; i++) p.circle(12 + (i - (dots - 1) / 2) * 5, y, 2.1).fill(ink);
}
