// Chocolatl's own icons on the 24 grid (visual.md §4), drawn with the shared Pen: the six
// location emblems, the three offering modes, the two figures, the hut, the altar, the round
// cube, the last-round pennant and the "smallest offering" chevron. Flat shapes, 2 px obsidian
// outlines, colours from the tokens only; each silhouette differs so they read in greyscale.
import { GraphicsContext } from 'pixi.js';
import { Pen } from '../icons/index.ts';
import { C } from '../tokens.ts';

const O = C.obsidian;

/** L1: a cup with a spout and three steam wisps. */
function cup(p: Pen): void {
  for (const x of [8.5, 12, 15.5])
    p.moveTo(x, 9).bez(x - 2, 7.2, x + 2, 5.2, x, 2.8).stroke({ color: C['stone-dark'], width: 1.6 });
  p.poly([4.2, 11.4, 2, 9.6, 6.4, 13.6]).fill(C.cacao).stroke({ color: O, width: 1.5 });
  p.moveTo(17.6, 12.6).arc(17.8, 15.6, 3, -Math.PI / 2, Math.PI / 2).stroke({ color: O, width: 1.8 });
  p.poly([5, 11, 19, 11, 17.2, 20.6, 6.8, 20.6]).fill(C.cacao).stroke({ color: O });
  p.line([5.8, 13.2, 18.2, 13.2]).stroke({ color: C['maize-tint'], width: 1.2, alpha: 0.8 });
  p.line([4, 21.5, 20, 21.5]).stroke({ color: O, width: 1.6 });
}

/** L2: a ribbed cacao pod lying on a woven basket. */
function harvest(p: Pen): void {
  p.poly([3, 12.5, 21, 12.5, 18.5, 21.5, 5.5, 21.5]).fill(C.maize).stroke({ color: O });
  for (const x of [8, 12, 16]) p.line([x, 12.5, x - 0.6, 21.5]).stroke({ color: C['maize-dark'], width: 1.2 });
  p.line([4.2, 16.8, 19.8, 16.8]).stroke({ color: C['maize-dark'], width: 1.2 });
  p.ellipse(12, 8.2, 7.8, 4.6).fill(C.cacao).stroke({ color: O, width: 1.8 });
  for (const x of [8.5, 12, 15.5]) p.moveTo(x, 4.2).quad(x + 0.8, 8.2, x, 12.2).stroke({ color: C['maize-tint'], width: 1, alpha: 0.75 });
}

/** L3: a hut on stilts over two wave lines. */
function city(p: Pen): void {
  for (const y of [18.5, 21.8]) {
    p.moveTo(2.5, y);
    for (let x = 2.5; x < 21.5; x += 4.75) p.quad(x + 1.2, y - 1.8, x + 2.4, y).quad(x + 3.6, y + 1.8, x + 4.75, y);
    p.stroke({ color: C.turquoise, width: 1.6 });
  }
  for (const x of [7.5, 16.5]) p.line([x, 13, x, 19.5]).stroke({ color: C.cacao, width: 1.8 });
  p.rect(6, 9, 12, 5.5).fill(C.cacao).stroke({ color: O, width: 1.8, join: 'miter' });
  p.poly([3.5, 9.5, 12, 2.5, 20.5, 9.5]).fill(C['maize-dark']).stroke({ color: O, width: 1.8 });
  p.rect(10.8, 10.8, 2.4, 3.7).fill(O);
}

/** L4: a four-step pyramid, no shrine, base 20. */
function pyramid(p: Pen): void {
  const steps = [[2, 17.5, 20], [4.5, 13, 15], [7, 8.5, 10], [9.5, 4, 5]] as const;
  for (const [x, y, w] of steps) p.rect(x, y, w, 4.5).fill(C.stone).stroke({ color: O, width: 1.8, join: 'miter' });
  p.line([12, 4, 12, 22]).stroke({ color: O, width: 1.1, alpha: 0.5 });
}

/** L5: a tall jar pouring a stream into a bowl. */
function drink(p: Pen): void {
  p.moveTo(14.5, 6.8).quad(18.5, 8, 17.6, 16.5).stroke({ color: C.cacao, width: 1.8 });
  p.poly([8.8, 1.8, 13.4, 2.6, 16.8, 9.4, 12.6, 13.6, 6.4, 11.2, 5.8, 5.2]).fill(C.terracotta).stroke({ color: O, width: 1.7 });
  p.line([7.4, 4.8, 12.6, 5.4]).stroke({ color: C['maize-tint'], width: 1.1, alpha: 0.8 });
  p.moveTo(9.5, 16.5).lineTo(21.5, 16.5).quad(21, 22, 15.5, 22).quad(10, 22, 9.5, 16.5).close().fill(C.terracotta).stroke({ color: O, width: 1.7 });
}

/** L6: a ball-court ring on a short post, with the ball beside it. */
function tachli(p: Pen): void {
  p.rect(12.5, 14, 3, 8).fill(C.stone).stroke({ color: O, width: 1.5, join: 'miter' });
  p.line([9, 22, 19, 22]).stroke({ color: O, width: 1.8 });
  p.circle(14, 8.5, 6).stroke({ color: O, width: 3 });
  p.circle(14, 8.5, 6).stroke({ color: C.stone, width: 1.2 });
  p.circle(5.5, 18.2, 3.3).fill(C.maize).stroke({ color: O, width: 1.6 });
}

/** GOLD "one location at a time": one filled dot. */
function modeGold(p: Pen): void {
  p.rrect(2.5, 2.5, 19, 19, 4).fill(C.bone).stroke({ color: O, width: 1.4 });
  p.circle(12, 12, 5).fill(C.maize).stroke({ color: O, width: 1.6 });
}
/** A 2×3 grid of cells, the filled ones in `color`. */
function grid(p: Pen, color: number, filled: (row: number) => boolean): void {
  p.rrect(2.5, 2.5, 19, 19, 4).fill(C.bone).stroke({ color: O, width: 1.4 });
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 3; c++) {
      p.rect(5 + c * 5, 6.5 + r * 6, 4, 4.8);
      if (filled(r)) p.fill(color).stroke({ color: O, width: 1.1, join: 'miter' });
      else p.stroke({ color: O, width: 1.1, join: 'miter' });
    }
}
/** RED "all at once": the whole grid filled. */
const modeRed = (p: Pen): void => grid(p, C.terracotta, () => true);
/** GREEN "split": the top row filled. */
const modeGreen = (p: Pen): void => grid(p, C.jade, (r) => r === 0);

/** The Chocolatl figure: a standing figure raising a cup. */
function chocolatlFigure(p: Pen): void {
  p.poly([8, 11, 15, 11, 17.5, 22, 5.5, 22]).fill(C.maize).stroke({ color: O, width: 1.8 });
  p.moveTo(14.5, 12.5).lineTo(18, 8.4).stroke({ color: O, width: 2.4 });
  p.poly([16.2, 4.4, 21.4, 4.4, 20.6, 8.2, 17, 8.2]).fill(C.cacao).stroke({ color: O, width: 1.4 });
  p.circle(11.5, 7, 3.4).fill(C.maize).stroke({ color: O, width: 1.8 });
  p.line([8, 3.6, 11.5, 1.4, 15, 3.6]).stroke({ color: C.jade, width: 1.8 });
}

/** The Old Man: a stooped figure leaning on a cane. */
function oldMan(p: Pen): void {
  p.line([17.5, 11, 18.8, 22]).stroke({ color: C.cacao, width: 2 });
  p.moveTo(7, 22).lineTo(9, 12.5).quad(11, 8.5, 15.5, 9.5).lineTo(17.2, 13).lineTo(13, 14.5).lineTo(14.5, 22).close().fill(C.stone).stroke({ color: O, width: 1.8 });
  p.circle(16.2, 6.6, 3.1).fill(C['stone-light']).stroke({ color: O, width: 1.8 });
  p.moveTo(15.2, 8.8).quad(16, 11.2, 17.6, 9.2).stroke({ color: C.bone, width: 1.2 });
}

/** A neutral hut: pentagon house with a door. */
function hut(p: Pen): void {
  p.poly([4, 11, 12, 3.5, 20, 11, 20, 21, 4, 21]).fill(C.cacao).stroke({ color: O, width: 1.8 });
  p.rect(10.4, 14.5, 3.2, 6.5).fill(C['maize-tint']);
}

/** The temple altar: a stepped platform with a table on top. */
function altar(p: Pen): void {
  p.rect(2, 17, 20, 5).fill(C.stone).stroke({ color: O, width: 1.6, join: 'miter' });
  p.rect(5, 12.5, 14, 4.5).fill(C.stone).stroke({ color: O, width: 1.6, join: 'miter' });
  p.rect(7, 6, 10, 3).fill(C['stone-dark']).stroke({ color: O, width: 1.5, join: 'miter' });
  p.line([9, 9, 9, 12.5]).stroke({ color: O, width: 1.6 });
  p.line([15, 9, 15, 12.5]).stroke({ color: O, width: 1.6 });
  p.moveTo(12, 1.5).bez(14.2, 3.4, 13.8, 5, 12, 6).bez(10.2, 5, 9.8, 3.4, 12, 1.5).fill(C.terracotta);
}

/** The white round cube, in a three-quarter view. */
function roundCube(p: Pen): void {
  p.poly([12, 3, 20.5, 7.5, 12, 12, 3.5, 7.5]).fill(C.bone).stroke({ color: O, width: 1.6 });
  p.poly([3.5, 7.5, 12, 12, 12, 21.5, 3.5, 17]).fill(C['bone-3']).stroke({ color: O, width: 1.6 });
  p.poly([20.5, 7.5, 12, 12, 12, 21.5, 20.5, 17]).fill(C['stone-light']).stroke({ color: O, width: 1.6 });
}

/** Last round: a pennant on a pole. */
function lastRound(p: Pen): void {
  p.line([6, 2.5, 6, 22]).stroke({ color: O, width: 2.2 });
  p.poly([6, 3, 20, 7.5, 6, 12.5]).fill(C.terracotta).stroke({ color: O, width: 1.6 });
}

/** The smallest offering: a chevron pointing down onto a bar. */
function smallest(p: Pen): void {
  p.line([5, 6, 12, 13.5, 19, 6]).stroke({ color: C.bone, width: 2.6 });
  p.line([5, 18, 19, 18]).stroke({ color: C.bone, width: 2.6 });
}

/** A cacao card (hand counts): portrait card with a pod. */
function card(p: Pen): void {
  p.rrect(5, 2, 14, 20, 2.5).fill(C.bone).stroke({ color: O, width: 1.6 });
  p.rect(5, 2, 14, 6).fill(C.cacao);
  p.rrect(5, 2, 14, 20, 2.5).stroke({ color: O, width: 1.6 });
  p.ellipse(12, 15, 3.5, 4.6).fill(C.cacao);
}

/** A stone (cube in the pyramid), neutral, in a three-quarter view. */
function stone(p: Pen): void {
  p.poly([3, 8.5, 8, 3.5, 21, 3.5, 16, 8.5]).fill(C.bone).stroke({ color: O, width: 1.6, join: 'miter' });
  p.poly([16, 8.5, 21, 3.5, 21, 15.5, 16, 20.5]).fill(C.stone).stroke({ color: O, width: 1.6, join: 'miter' });
  p.rect(3, 8.5, 13, 12).fill(C['stone-light']).stroke({ color: O, width: 1.6, join: 'miter' });
}

const DRAW = {
  loc1: cup, loc2: harvest, loc3: city, loc4: pyramid, loc5: drink, loc6: tachli,
  gold: modeGold, red: modeRed, green: modeGreen,
  chocolatl: chocolatlFigure, oldMan, hut, altar, roundCube, lastRound, smallest, card, stone,
} satisfies Record<string, (p: Pen) => void>;

export type ChocIcon = keyof typeof DRAW;
export const CHOC_ICONS = Object.keys(DRAW) as ChocIcon[];

/** Draws `name` into `g`, centred on (cx, cy), `size` units across. */
export function drawChocIcon(g: GraphicsContext, name: ChocIcon, cx: number, cy: number, size: number): void {
  DRAW[name](Pen.centred(g, cx, cy, size));
}

export const locIcon = (loc: number): ChocIcon => `loc${loc}` as ChocIcon;
