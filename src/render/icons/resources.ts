// The six Zapotec resources on the 24 grid (visual.md §4). Each has its own silhouette, so they
// read in greyscale: logs, running-bond bricks, a cracked boulder, an ear of corn, a rayed sun
// disc and a figure with a fan headdress.
import { C } from '../tokens.ts';
import type { Pen } from './pen.ts';

const O = C.obsidian;

export function wood(p: Pen): void {
  for (const y of [5, 12.5]) {
    p.rrect(3, y, 18, 6.5, 3.25).fill(C.cacao).stroke({ color: O, width: 1.8 });
    p.moveTo(10.5, y + 3.25).lineTo(18, y + 3.25).stroke({ color: C['maize-tint'], width: 1, alpha: 0.7 });
    p.circle(6.3, y + 3.25, 2).fill(C['maize-tint']).stroke({ color: O, width: 1.2 });
  }
}

export function brick(p: Pen): void {
  p.rect(3, 6, 18, 12).fill(C.terracotta).stroke({ color: O, join: 'miter' });
  p.line([3, 12, 21, 12]).stroke({ color: O, width: 1.5 });
  p.line([12, 6, 12, 12]).stroke({ color: O, width: 1.5 });
  p.line([7.5, 12, 7.5, 18]).stroke({ color: O, width: 1.5 });
  p.line([16.5, 12, 16.5, 18]).stroke({ color: O, width: 1.5 });
}

export function stone(p: Pen): void {
  p.poly([3.5, 18.5, 5.5, 9.5, 11, 4.5, 18.5, 6.5, 20.8, 18.5]).fill(C.stone).stroke({ color: O });
  p.line([11.5, 7.5, 10.5, 11.8, 13.2, 14.5]).stroke({ color: O, width: 1.5 });
  p.line([15.5, 10, 17.5, 12]).stroke({ color: C.bone, width: 1.2, alpha: 0.6 });
}

export function corn(p: Pen): void {
  p.ellipse(12, 10.5, 4.3, 8.3).fill(C.maize).stroke({ color: O });
  for (const x of [10.6, 13.4]) p.line([x, 4, x, 17]).stroke({ color: C['maize-dark'], width: 1.1 });
  for (const y of [7.5, 10.5, 13.5]) p.line([8.4, y, 15.6, y]).stroke({ color: C['maize-dark'], width: 1.1 });
  p.moveTo(12, 21.8).quad(4.5, 20, 4.8, 11).quad(8.5, 15.5, 12, 21.8).fill(C.jade).stroke({ color: O, width: 1.5 });
  p.moveTo(12, 21.8).quad(19.5, 20, 19.2, 11).quad(15.5, 15.5, 12, 21.8).fill(C.jade).stroke({ color: O, width: 1.5 });
}

export function gold(p: Pen): void {
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    p.line([12 + Math.cos(a) * 8.6, 12 + Math.sin(a) * 8.6, 12 + Math.cos(a) * 11, 12 + Math.sin(a) * 11]).stroke({ color: C.cacao });
  }
  p.circle(12, 12, 7).fill(C.maize).stroke({ color: O, width: 1.8 });
  p.circle(12, 12, 3.8).stroke({ color: C.cacao, width: 1.5 });
}

export function priest(p: Pen): void {
  for (const [x, y] of [[7, 2.8], [12, 1.6], [17, 2.8]] as const) p.line([12, 8.5, x, y]).stroke({ color: C.turquoise, width: 2.2 });
  p.poly([8.5, 14, 15.5, 14, 18.8, 21.8, 5.2, 21.8]).fill(C.turquoise).stroke({ color: O });
  p.circle(12, 10.2, 3.1).fill(C['turquoise-light']).stroke({ color: O, width: 1.8 });
}

/** "One basic resource of your choice": the three basics in miniature. */
export function anyBasic(p: Pen): void {
  wood(p.sub(6, 0.5, 12));
  brick(p.sub(0.5, 10.5, 12));
  stone(p.sub(11.5, 10.5, 12));
}
