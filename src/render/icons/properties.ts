// The nine properties on the 24 grid: three building types, three region emblems, three terrains.
import { C } from '../tokens.ts';
import type { Pen } from './pen.ts';

const O = C.obsidian;

export function cornfield(p: Pen): void {
  p.rrect(3, 3, 18, 18, 3.5).fill(C['maize-tint']).stroke({ color: O });
  for (const [x0, y0, x1, y1] of [[5, 11, 11, 5], [5, 17.5, 17.5, 5], [9, 19.5, 19.5, 9]] as const)
    p.line([x0, y0, x1, y1]).stroke({ color: C['maize-dark'], width: 1.5 });
  p.line([15.5, 19, 15.5, 14]).stroke({ color: C.jade, width: 1.6 });
  p.moveTo(15.5, 15.5).quad(17.5, 12, 19.5, 12.5).quad(18.5, 15.5, 15.5, 15.5).fill(C.jade);
  p.moveTo(15.5, 16.5).quad(13.5, 13.5, 11.8, 14).quad(12.5, 16.8, 15.5, 16.5).fill(C.jade);
}

export function village(p: Pen): void {
  p.rect(6, 12, 12, 9.5).fill(C.terracotta).stroke({ color: O, join: 'miter' });
  p.poly([3.5, 13.2, 12, 2.8, 20.5, 13.2]).fill(C['maize-dark']).stroke({ color: O });
  p.line([8, 10, 12, 5.5, 16, 10]).stroke({ color: C.cacao, width: 1.2, alpha: 0.8 });
  p.rect(10.4, 15.5, 3.2, 6).fill(O);
}

export function temple(p: Pen): void {
  p.rect(3, 17, 18, 4.5).fill(C.stone).stroke({ color: O, join: 'miter' });
  p.rect(6, 12.5, 12, 4.5).fill(C.stone).stroke({ color: O, join: 'miter' });
  p.rect(9, 8, 6, 4.5).fill(C.stone).stroke({ color: O, join: 'miter' });
  p.rect(10, 3, 4, 5).fill(C['stone-dark']).stroke({ color: O, width: 1.6, join: 'miter' });
}

export function etla(p: Pen): void {
  p.moveTo(7, 5.5).bez(12, 1.5, 21, 4, 20.8, 11.5).bez(20.6, 18.5, 13, 22, 7.5, 19.2)
    .bez(3, 17, 3.5, 12.8, 7.8, 12.6).bez(10.5, 12.2, 10, 8.5, 7, 5.5).close()
    .fill(C.cacao).stroke({ color: O });
  p.moveTo(10, 16.8).quad(16.5, 15.5, 17.2, 8.5).stroke({ color: C.bone, width: 1.4, alpha: 0.85 });
}

export function ocotlan(p: Pen): void {
  p.moveTo(12, 2).bez(18.5, 6.5, 18.5, 16.5, 12, 22).bez(5.5, 16.5, 5.5, 6.5, 12, 2).close()
    .fill(C['jade-dark']).stroke({ color: O });
  const hatch = [
    [10, 5.8, 15.8, 11.6], [8, 9.4, 15.8, 17.2], [8.4, 14.2, 13, 18.8],
    [14, 5.8, 8.2, 11.6], [16, 9.4, 8.2, 17.2], [15.6, 14.2, 11, 18.8],
  ] as const;
  for (const [x0, y0, x1, y1] of hatch) p.line([x0, y0, x1, y1]).stroke({ color: C.bone, width: 1.1, alpha: 0.8 });
}

export function mitla(p: Pen): void {
  p.rrect(2, 2, 20, 20, 3).fill(C.bone).stroke({ color: O, width: 1.2 });
  p.line([5, 19.5, 5, 5, 19, 5, 19, 16.2, 9.4, 16.2, 9.4, 9.4, 15, 9.4, 15, 12.6]).stroke({ color: O, width: 2.6, join: 'miter', cap: 'square' });
}

export function plains(p: Pen): void {
  for (const y of [5.5, 11]) p.line([3, y, 21, y]).stroke({ color: C['maize-dark'] });
  p.line([3, 18.5, 21, 18.5]).stroke({ color: C['maize-dark'] });
  for (const x of [5.5, 10, 14.5, 19]) p.line([x, 18.5, x + 1.2, 14.8]).stroke({ color: C['maize-dark'], width: 1.6 });
}

/** Samples a quadratic curve into a dashed stroke. */
function dashedQuad(p: Pen, x0: number, y0: number, cx: number, cy: number, x1: number, y1: number, color: number): void {
  const n = 14;
  const at = (t: number): [number, number] => [
    (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * cx + t * t * x1,
    (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1,
  ];
  for (let i = 0; i < n; i += 2) {
    const [ax, ay] = at(i / n);
    const [bx, by] = at((i + 1) / n);
    p.line([ax, ay, bx, by]);
  }
  p.stroke({ color, width: 1.8 });
}

export function hills(p: Pen): void {
  dashedQuad(p, 9, 19.5, 15.5, 0.5, 22, 19.5, C.cacao);
  p.moveTo(2, 19.5).quad(9, 3.5, 16, 19.5).close().fill(C['bone-2']).stroke({ color: C.cacao });
  p.line([1.5, 19.5, 22.5, 19.5]).stroke({ color: C.cacao });
}

export function forest(p: Pen): void {
  for (const x of [6, 18]) {
    p.line([x, 21, x, 15]).stroke({ color: C.cacao, width: 2 });
    p.circle(x, 12.2, 3.8).fill(C.jade).stroke({ color: O, width: 1.5 });
  }
  p.line([12, 21.5, 12, 13]).stroke({ color: C.cacao, width: 2.2 });
  p.circle(12, 8.2, 5).fill(C.jade).stroke({ color: O, width: 1.5 });
}
