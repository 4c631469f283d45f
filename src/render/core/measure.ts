// How readable the board is on screen right now: the smallest information-carrying text (its font
// size times its on-screen scale, in CSS px) among what is visible in the canvas, and where the
// board's content sits on screen. Benchmarks and browser tests read it; the app never does.
import { AbstractText, Container, Graphics } from 'pixi.js';
import type { Rect } from './geom.ts';

/** Text whose label starts with this is decoration (a border motif, a watermark): not measured. */
export const DECORATIVE = 'deco';
/** A container whose label starts with this is an icon that carries information: its height counts. */
export const ICON = 'icon';

export interface BoardMeasure {
  /** Smallest on-screen height (CSS px) of visible text or a marked icon; Infinity when none is visible. */
  minTextPx: number;
  /** What that smallest item says (its text, or the icon's label), to find it. */
  minText: string;
  /** Visible items measured. */
  measured: number;
  /** The board content's on-screen rect inside the canvas (CSS px, relative to the canvas). */
  board: Rect;
}

/**
 * The on-screen scale of `c`, computed from its ancestors now: worldTransform is only refreshed
 * when Pixi renders, so a text drawn by a move since the last frame would read as unscaled.
 */
function scaleOf(c: Container): number {
  const m = c.getGlobalTransform();
  return Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
}

function shown(c: Container): boolean {
  for (let p: Container | null = c; p; p = p.parent) if (!p.visible || p.alpha <= 0.01 || p.renderable === false) return false;
  return true;
}

/** The part of `c`'s bounds that its ancestors' masks leave visible (a scene may clip a board to a page). */
function maskedBounds(c: Container): { x: number; y: number; width: number; height: number } {
  const b = c.getBounds();
  let x0 = b.x, y0 = b.y, x1 = b.x + b.width, y1 = b.y + b.height;
  for (let p = c.parent; p; p = p.parent) {
    const m = p.mask;
    if (!(m instanceof Container)) continue;
    // A mask is left out of bounds (and of the render tree): map its own local bounds to the screen.
    const lb = m instanceof Graphics ? m.bounds : m.getLocalBounds();
    m.updateLocalTransform();
    const t = (m.parent ?? p).getGlobalTransform().append(m.localTransform);
    const q = [t.apply({ x: lb.minX, y: lb.minY }), t.apply({ x: lb.maxX, y: lb.maxY })];
    const mb = { x: Math.min(q[0]!.x, q[1]!.x), y: Math.min(q[0]!.y, q[1]!.y), width: Math.abs(q[1]!.x - q[0]!.x), height: Math.abs(q[1]!.y - q[0]!.y) };
    x0 = Math.max(x0, mb.x); y0 = Math.max(y0, mb.y); x1 = Math.min(x1, mb.x + mb.width); y1 = Math.min(y1, mb.y + mb.height);
  }
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

function onScreen(c: Container, w: number, h: number): boolean {
  const full = c.getBounds(), b = maskedBounds(c);
  if (b.width * b.height < 0.5 * full.width * full.height) return false; // mostly hidden by a mask
  // At least half of the item inside the canvas: text cut by the edge is still seen.
  const ix = Math.max(0, Math.min(b.x + b.width, w) - Math.max(b.x, 0));
  const iy = Math.max(0, Math.min(b.y + b.height, h) - Math.max(b.y, 0));
  return b.width > 0 && b.height > 0 && ix * iy >= 0.5 * b.width * b.height;
}

/** Measures the stage (in CSS px: the renderer uses autoDensity) of a `w`×`h` canvas. */
export function measureStage(stage: Container, w: number, h: number, board: Rect): BoardMeasure {
  let minTextPx = Infinity, minText = '', measured = 0;
  const visit = (c: Container): void => {
    if (!c.visible || c.alpha <= 0.01) return;
    const label = c.label ?? '';
    if (label.startsWith(DECORATIVE)) return;
    // Text, BitmapText and HTMLText alike.
    const isText = c instanceof AbstractText;
    if (isText || label.startsWith(ICON)) {
      if (shown(c) && onScreen(c, w, h)) {
        const px = isText ? parseFloat(String((c as AbstractText).style.fontSize)) * scaleOf(c) : c.getBounds().height;
        // Empty strings and spaces draw nothing.
        if (Number.isFinite(px) && (!isText || (c as AbstractText).text.trim() !== '')) {
          measured++;
          if (px < minTextPx) { minTextPx = px; minText = isText ? (c as AbstractText).text : label; }
        }
      }
      if (isText) return;
    }
    for (const child of c.children) visit(child);
  };
  visit(stage);
  const x0 = Math.max(0, board.x), y0 = Math.max(0, board.y);
  const x1 = Math.min(w, board.x + board.w), y1 = Math.min(h, board.y + board.h);
  return { minTextPx, minText, measured, board: { x: x0, y: y0, w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) } };
}
