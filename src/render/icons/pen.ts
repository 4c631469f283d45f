// A pen that draws on the 24-unit icon grid into any Pixi GraphicsContext, at any position and
// size. Pixi's own draw-time transforms move points but keep stroke widths in context units, so
// the pen scales coordinates and stroke widths itself: an icon keeps its 2 px-on-24 stroke
// language at every size, and many icons can share one Graphics (one batch, no extra nodes).
import type { GraphicsContext } from 'pixi.js';

export interface PenStroke {
  width?: number; // in grid units (2 = the outline weight)
  color: number;
  alpha?: number;
  join?: 'round' | 'miter' | 'bevel';
  cap?: 'round' | 'butt' | 'square';
}

export class Pen {
  constructor(
    readonly g: GraphicsContext,
    readonly ox: number,
    readonly oy: number,
    readonly k: number, // context units per grid unit
  ) {}

  /** A pen for a `size`-unit square centred on (cx, cy) that maps the 24 grid onto it. */
  static centred(g: GraphicsContext, cx: number, cy: number, size: number, grid = 24): Pen {
    const k = size / grid;
    return new Pen(g, cx - (grid / 2) * k, cy - (grid / 2) * k, k);
  }

  /** A sub-pen: the 24 grid mapped onto the square (x, y, size) of this pen's grid. */
  sub(x: number, y: number, size: number): Pen {
    return new Pen(this.g, this.ox + x * this.k, this.oy + y * this.k, (size / 24) * this.k);
  }

  private X = (x: number): number => this.ox + x * this.k;
  private Y = (y: number): number => this.oy + y * this.k;

  moveTo(x: number, y: number): this { this.g.moveTo(this.X(x), this.Y(y)); return this; }
  lineTo(x: number, y: number): this { this.g.lineTo(this.X(x), this.Y(y)); return this; }
  quad(cx: number, cy: number, x: number, y: number): this {
    this.g.quadraticCurveTo(this.X(cx), this.Y(cy), this.X(x), this.Y(y));
    return this;
  }
  bez(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): this {
    this.g.bezierCurveTo(this.X(c1x), this.Y(c1y), this.X(c2x), this.Y(c2y), this.X(x), this.Y(y));
    return this;
  }
  arc(cx: number, cy: number, r: number, a0: number, a1: number, ccw = false): this {
    this.g.arc(this.X(cx), this.Y(cy), r * this.k, a0, a1, ccw);
    return this;
  }
  close(): this { this.g.closePath(); return this; }
  rect(x: number, y: number, w: number, h: number): this { this.g.rect(this.X(x), this.Y(y), w * this.k, h * this.k); return this; }
  rrect(x: number, y: number, w: number, h: number, r: number): this {
    this.g.roundRect(this.X(x), this.Y(y), w * this.k, h * this.k, r * this.k);
    return this;
  }
  circle(x: number, y: number, r: number): this { this.g.circle(this.X(x), this.Y(y), r * this.k); return this; }
  ellipse(x: number, y: number, rx: number, ry: number): this { this.g.ellipse(this.X(x), this.Y(y), rx * this.k, ry * this.k); return this; }
  poly(points: readonly number[], close = true): this {
    this.g.poly(points.map((v, i) => (i % 2 === 0 ? this.X(v) : this.Y(v))), close);
    return this;
  }
  regular(x: number, y: number, r: number, sides: number, rotation = 0): this {
    this.g.regularPoly(this.X(x), this.Y(y), r * this.k, sides, rotation);
    return this;
  }
  star(x: number, y: number, points: number, r: number, inner: number, rotation = 0): this {
    this.g.star(this.X(x), this.Y(y), points, r * this.k, inner * this.k, rotation);
    return this;
  }
  /** A polyline through the points, open. */
  line(points: readonly number[]): this {
    this.moveTo(points[0]!, points[1]!);
    for (let i = 2; i < points.length; i += 2) this.lineTo(points[i]!, points[i + 1]!);
    return this;
  }
  /** A dashed straight segment (Pixi has no dash style). */
  dash(x0: number, y0: number, x1: number, y1: number, on = 2, off = 1.6): this {
    const len = Math.hypot(x1 - x0, y1 - y0);
    const ux = (x1 - x0) / len, uy = (y1 - y0) / len;
    for (let d = 0; d < len; d += on + off) {
      const e = Math.min(len, d + on);
      this.moveTo(x0 + ux * d, y0 + uy * d).lineTo(x0 + ux * e, y0 + uy * e);
    }
    return this;
  }

  fill(color: number, alpha = 1): this { this.g.fill({ color, alpha }); return this; }
  stroke(s: PenStroke): this {
    this.g.stroke({
      width: (s.width ?? 2) * this.k,
      color: s.color,
      alpha: s.alpha ?? 1,
      join: s.join ?? 'round',
      cap: s.cap ?? 'round',
    });
    return this;
  }
}
