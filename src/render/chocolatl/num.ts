// Numbers on the canvas as bitmap text: card values, totals, counts and chips are re-created on
// every change, and one canvas Text per number (a canvas, a measure, a texture upload each) made
// an update that reveals a round cost hundreds of ms under SwiftShader. Digits and signs are drawn
// once per weight into an atlas in the UI font at a large size, in white, and tinted per use.
import { BitmapFont, BitmapText, Container, type TextStyleFontWeight } from 'pixi.js';
import { tabularCells } from '../core/text.ts';
import { FONT_FAMILY, MINUS } from '../tokens.ts';
import { fmt } from './format.ts';

const CHARS = `0123456789+/${MINUS}\u00d7\u2265\u21c4 `;
const ATLAS_SIZE = 64; // glyphs stay crisp down to 1/3 of this on screen, and up to this size
const FONTS = { '600': 'choc-num-600', '750': 'choc-num-750' } as const;
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  for (const [weight, name] of Object.entries(FONTS))
    BitmapFont.install({ name, chars: CHARS, resolution: 1, padding: 4, style: { fontFamily: FONT_FAMILY, fontSize: ATLAS_SIZE, fill: 0xffffff, fontWeight: weight as TextStyleFontWeight } });
}

export interface NumOpts {
  size: number;
  color: number;
  weight?: '600' | '750';
  anchor?: [number, number]; // default centred
}

/** A short run of digits and signs (U+2212 for minus), tinted `color`. */
export function num(value: string, o: NumOpts): BitmapText {
  install();
  const t = new BitmapText({ text: value, style: { fontFamily: FONTS[o.weight ?? '750'], fontSize: o.size } });
  t.tint = o.color;
  t.anchor.set(...(o.anchor ?? [0.5, 0.5]));
  return t;
}

/** A number in fixed 0.62 em cells, right-aligned at x = 0 (canvas has no tabular figures). */
export function tabular(n: number, o: NumOpts & { signed?: boolean }): Container {
  return tabularCells(fmt(n, o.signed), o.size, (ch) => num(ch, { ...o, anchor: [0.5, o.anchor?.[1] ?? 0.5] }));
}
