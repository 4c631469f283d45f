// Cacao and improvement cards, drawn centred on (0, 0) at any size. Faces are dark with the
// value large in bone (the cacao-card icon of visual.md §4: cacao fill, bone value, a ribbed
// pod); improvement cards are obsidian with a maize value and frame; backs are light with a
// cacao lattice, so face up and face down read apart in greyscale too. A "secret" face (the
// viewer's own card others cannot see yet) carries a dashed inner frame.
import { Container, type Graphics, type GraphicsContext } from 'pixi.js';
import { shape } from './shared.ts';
import { C } from '../tokens.ts';
import { num } from './num.ts';

const O = C.obsidian;

export interface FaceOpts {
  improvement?: boolean;
  secret?: boolean; // own card still hidden from the others
  fresh?: boolean; // just received at Tachli
}

function pod(g: GraphicsContext, cx: number, cy: number, rx: number, ry: number, color: number): void {
  g.ellipse(cx, cy, rx, ry).fill({ color, alpha: 0.9 });
  for (const dx of [-rx * 0.45, 0, rx * 0.45])
    g.moveTo(cx + dx, cy - ry * 0.86).quadraticCurveTo(cx + dx * 1.35, cy, cx + dx, cy + ry * 0.86);
  g.stroke({ width: Math.max(0.8, rx * 0.16), color: O, alpha: 0.45 });
}

function dashedFrame(g: GraphicsContext, x: number, y: number, w: number, h: number, color: number, width: number): void {
  const on = width * 2.2, off = width * 1.8;
  const edges: [number, number, number, number][] = [[x, y, x + w, y], [x + w, y, x + w, y + h], [x + w, y + h, x, y + h], [x, y + h, x, y]];
  for (const [x0, y0, x1, y1] of edges) {
    const len = Math.hypot(x1 - x0, y1 - y0);
    for (let d = 0; d < len; d += on + off) {
      const e = Math.min(len, d + on);
      g.moveTo(x0 + ((x1 - x0) * d) / len, y0 + ((y1 - y0) * d) / len).lineTo(x0 + ((x1 - x0) * e) / len, y0 + ((y1 - y0) * e) / len);
    }
  }
  g.stroke({ width, color });
}

/** A card face showing `value`, w × h. Small cards (mini) show the value alone, centred. */
export function cardFace(value: number, w: number, h: number, o: FaceOpts = {}): Container {
  const box = new Container();
  const mini = w < 34;
  const key = `face:${w}:${h}:${o.improvement ? 1 : 0}${o.secret ? 1 : 0}${o.fresh ? 1 : 0}`;
  box.addChild(shape(key, (c) => {
    const r = Math.max(3, w * 0.14);
    c.roundRect(-w / 2, -h / 2, w, h, r).fill(o.improvement ? O : C.cacao).stroke({ width: mini ? 1.5 : 2, color: o.improvement ? C.maize : O });
    if (o.improvement && !mini) c.roundRect(-w / 2 + 3.5, -h / 2 + 3.5, w - 7, h - 7, r * 0.7).stroke({ width: 1.2, color: C.maize, alpha: 0.8 });
    if (!mini) pod(c, w * 0.12, h * 0.2, w * 0.2, h * 0.2, o.improvement ? C['maize-dark'] : C['maize-tint']);
    if (o.secret) dashedFrame(c, -w / 2 + (mini ? 2.5 : 4), -h / 2 + (mini ? 2.5 : 4), w - (mini ? 5 : 8), h - (mini ? 5 : 8), C.bone, mini ? 1.1 : 1.5);
    if (o.fresh) c.circle(w / 2 - 2, -h / 2 + 2, Math.max(4, w * 0.12)).fill(C.maize).stroke({ width: 1.5, color: O });
  }));
  const size = mini ? Math.min(h * 0.5, w * (value >= 10 ? 0.62 : 0.8)) : Math.min(h * 0.36, w * (value >= 10 ? 0.46 : 0.56));
  const t = num(String(value), { size, color: o.improvement ? C.maize : C.bone });
  if (mini) t.position.set(0, 0.5);
  else {
    t.anchor.set(0, 0.5);
    t.position.set(-w / 2 + w * 0.12, -h / 2 + size * 0.62 + h * 0.04);
  }
  box.addChild(t);
  return box;
}

/** A card back, w × h: light ground, cacao lattice and border. */
export function cardBack(w: number, h: number): Graphics {
  return shape(`back:${w}:${h}`, (c) => {
    const r = Math.max(3, w * 0.14);
    const mini = w < 34;
    c.roundRect(-w / 2, -h / 2, w, h, r).fill(C['bone-3']);
    const step = Math.max(5, w * 0.22);
    const x0 = -w / 2 + 3, y0 = -h / 2 + 3, x1 = w / 2 - 3, y1 = h / 2 - 3;
    for (let d = -h; d < w + h; d += step) {
      // Diagonals both ways, clipped to the inner rectangle.
      const a = clipDiag(x0, y0, x1, y1, x0 + d, 1), b = clipDiag(x0, y0, x1, y1, x1 - d, -1);
      if (a) c.moveTo(a[0], a[1]).lineTo(a[2], a[3]);
      if (b) c.moveTo(b[0], b[1]).lineTo(b[2], b[3]);
    }
    c.stroke({ width: mini ? 1 : 1.3, color: C.cacao, alpha: 0.45 });
    if (!mini) c.circle(0, 0, Math.min(w, h) * 0.2).fill(C['bone-3']).stroke({ width: 2, color: C.cacao });
    if (!mini) c.ellipse(0, 0, Math.min(w, h) * 0.09, Math.min(w, h) * 0.13).fill(C.cacao);
    c.roundRect(-w / 2, -h / 2, w, h, r).stroke({ width: mini ? 1.5 : 2, color: O });
  });
}

/** The part of the line x - y·dir = x0 + … (45°) inside the rectangle, or null. */
function clipDiag(x0: number, y0: number, x1: number, y1: number, xs: number, dir: 1 | -1): [number, number, number, number] | null {
  // Line through (xs, y0) going down at 45° to the right (dir 1) or left (dir -1).
  let ax = xs, ay = y0, bx = xs + dir * (y1 - y0), by = y1;
  const clip = (x: number, y: number, ox: number, oy: number): [number, number] => {
    if (x < x0) return [x0, y + ((x0 - x) * (oy - y)) / (ox - x)];
    if (x > x1) return [x1, y + ((x1 - x) * (oy - y)) / (ox - x)];
    return [x, y];
  };
  if ((ax < x0 && bx < x0) || (ax > x1 && bx > x1)) return null;
  [ax, ay] = clip(ax, ay, bx, by);
  [bx, by] = clip(bx, by, ax, ay);
  return [ax, ay, bx, by];
}

/** An empty card slot: a dashed outline. */
export function slotOutline(w: number, h: number, color: number = C.stone): Graphics {
  return shape(`slot:${w}:${h}:${color}`, (c) => dashedFrame(c, -w / 2 + 1, -h / 2 + 1, w - 2, h - 2, color, 1.2));
}
