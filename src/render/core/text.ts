// Text on the canvas: numbers, short codes and words from the i18n `label` function only. Text
// is rasterised at the resolution it is shown at (component scale × zoom × device pixels), so it
// stays crisp at fit on a phone and when zoomed in; `setTextResolution` re-rasterises after a zoom.
import { Container, Text, TextStyle, type TextStyleFontWeight } from 'pixi.js';
import { DIGIT_CELL_EM, FONT_FAMILY, FONT_PROBE, MINUS } from '../tokens.ts';

export interface TextOpts {
  size: number;
  color: number;
  weight?: '400' | '600' | '750'; // text, labels, headings and scores
  anchor?: [number, number]; // default centred
  resolution?: number;
}

let currentResolution = 1;
/** The resolution new text is created at (set by the scene before it builds a component). */
export const useResolution = (r: number): void => { currentResolution = r; };

/**
 * One TextStyle per size, colour and weight, shared by every text drawn with it: a board redraw
 * creates hundreds of texts, and a style of their own each meant building and hashing it again
 * (its key also names the glyph texture Pixi shares between equal texts). Never mutated.
 */
const styles = new Map<string, TextStyle>();

function styleOf(size: number, color: number, weight: string): TextStyle {
  const key = `${size}|${color}|${weight}`;
  let style = styles.get(key);
  if (!style) {
    style = new TextStyle({ fontFamily: FONT_FAMILY, fontSize: size, fill: color, fontWeight: weight as TextStyleFontWeight, lineHeight: size * 1.15 });
    styles.set(key, style);
  }
  return style;
}

export function text(value: string, o: TextOpts): Text {
  const t = new Text({ text: value, resolution: o.resolution ?? currentResolution, style: styleOf(o.size, o.color, o.weight ?? '600') });
  t.anchor.set(...(o.anchor ?? [0.5, 0.5]));
  return t;
}

/** Formats a number the way visual.md asks: U+2212 for minus, "+N" for gains when `signed`. */
export function formatNumber(n: number, signed = false): string {
  if (n < 0) return MINUS + String(-n);
  return signed && n > 0 ? `+${n}` : String(n);
}

/**
 * A number with tabular digits: each character in a fixed 0.62 em cell, right-aligned at x = 0
 * (canvas text has no tabular-figures switch). Use for scores and counts that change.
 */
export function tabularNumber(n: number, o: TextOpts & { signed?: boolean }): Container {
  return tabularCells(formatNumber(n, o.signed), o.size, (ch) => text(ch, { ...o, anchor: [0.5, o.anchor?.[1] ?? 0.5] }));
}

/** Lays out one glyph per character of `s` in fixed 0.62 em cells, right-aligned at x = 0. */
export function tabularCells(s: string, size: number, glyph: (ch: string) => Container): Container {
  const box = new Container();
  const cell = size * DIGIT_CELL_EM;
  for (let i = 0; i < s.length; i++) {
    const ch = glyph(s[i]!);
    ch.x = -(s.length - i - 0.5) * cell;
    box.addChild(ch);
  }
  return box;
}

/** Quantised resolution for text shown at `scale` CSS px per unit on a `dpr` screen. */
export function textResolution(scale: number, dpr: number): number {
  const r = scale * dpr;
  return Math.min(4, Math.max(0.5, Math.ceil(r * 4) / 4));
}

/** Re-rasterises every Text under `root` at `r` (skipped where it already is). */
export function setTextResolution(root: Container, r: number): void {
  const walk = (c: Container): void => {
    if (c instanceof Text) {
      if (c.resolution !== r) c.resolution = r;
      return;
    }
    for (const child of c.children) walk(child);
  };
  walk(root);
}

/** Waits for the UI font (if the app loads it), but never longer than `ms`. */
export async function fontsReady(ms = 1500): Promise<void> {
  const fonts = (globalThis as { document?: Document }).document?.fonts;
  if (!fonts) return;
  await Promise.race([fonts.load(FONT_PROBE).catch(() => undefined), new Promise((r) => setTimeout(r, ms))]);
}
