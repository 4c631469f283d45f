// How readable the board is on screen right now: the smallest information-carrying text (its font
// size times its on-screen scale, in CSS px) among what is visible in the canvas, and where the
// board's content sits on screen. Benchmarks and browser tests read it; the app never does.
import { BitmapText, Container, Text } from 'pixi.js';
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

function scaleOf(c: Container): number {
  const m = c.worldTransform;
  return Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
}

function shown(c: Container): boolean {
  for (let p: Container | null = c; p; p = p.parent) if (!p.visible || p.alpha <= 0.01 || p.renderable === false) return false;
  return true;
}

function onScreen(c: Container, w: number, h: number): boolean {
  const b = c.getBounds();
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
    // Bitmap text (numbers drawn from an atlas) is text too: measured by its font size.
    const isText = c instanceof Text || c instanceof BitmapText;
    if (isText || label.startsWith(ICON)) {
      if (shown(c) && onScreen(c, w, h)) {
        const px = isText ? Number((c as Text).style.fontSize) * scaleOf(c) : c.getBounds().height;
        // Empty strings and spaces draw nothing.
        if (!isText || (c as Text).text.trim() !== '') {
          measured++;
          if (px < minTextPx) { minTextPx = px; minText = isText ? (c as Text).text : label; }
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
