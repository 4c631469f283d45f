// Shared drawing for the Copan components: an `Art` sheet per component (one Graphics for the
// static shapes, texts above it, movable pieces on top, registered by key for the animations),
// and the pieces every part uses: Court tiles, seat tokens, totems, priests, cubes, cards,
// resource cost pips and Closed tokens. Colours come only from the tokens.
import { Container, Graphics, Rectangle, type GraphicsContext, type Text } from 'pixi.js';
import { glyph, Pen } from '../icons/index.ts';
import { text, formatNumber } from '../core/text.ts';
import { BOT_STYLE, C, PLAYERS, type PlayerStyle } from '../tokens.ts';
import { drawCpIcon, reportIcons, RES_ICON } from './icons.ts';

import type { Label } from '../core/scene-types.ts';
export type { Label };
const O = C.obsidian;

/** Movable pieces by key, with the scale of the component that holds them. */
export class Registry {
  readonly map = new Map<string, { obj: Container; s: number; comp: string }>();
  /** Forgets the pieces of a component that is being rebuilt. */
  clearComp(comp: string): void {
    for (const [k, e] of [...this.map]) if (e.comp === comp) this.map.delete(k);
  }
  /** Forgets the pieces of every layer of a component (names starting with `prefix`). */
  clearPrefix(prefix: string): void {
    for (const [k, e] of [...this.map]) if (e.comp.startsWith(prefix)) this.map.delete(k);
  }
}

export class Art {
  readonly root = new Container();
  private readonly gfx = new Graphics();
  /** The static shapes' context (one batch per component). */
  readonly g: GraphicsContext = this.gfx.context;
  private readonly words = new Container();
  private readonly pieces = new Container();
  constructor(readonly label: Label, private readonly reg: Registry, readonly scale: number, private readonly comp: string) {
    this.root.addChild(this.gfx, this.words, this.pieces);
  }
  /** A word or number; `key` text goes through the label function, numbers are printed as is. */
  text(s: string, x: number, y: number, size: number, color: number = C['cacao-ink'], weight: '400' | '600' | '750' = '600', anchor: [number, number] = [0.5, 0.5]): Text {
    const t = text(s, { size, color, weight, anchor });
    t.position.set(x, y);
    this.words.addChild(t);
    return t;
  }
  /** A word from the label function, shrunk to `maxW` units when it is longer. */
  word(key: string, x: number, y: number, size: number, color?: number, anchor?: [number, number], maxW = Infinity): void {
    const t = this.text(this.label(key), x, y, size, color, '600', anchor);
    if (t.width > maxW) t.scale.set(maxW / t.width);
  }
  /** Text at `size` cut to fit `maxW` units, ending with a dot when cut (the size is never shrunk). */
  fitText(s: string, x: number, y: number, size: number, maxW: number, color?: number): void {
    const t = this.text(s, x, y, size, color);
    for (let n = s.length - 1; t.width > maxW && n > 1; n--) t.text = `${s.slice(0, n).trimEnd()}.`;
  }
  num(n: number, x: number, y: number, size: number, color?: number, signed = false): void {
    this.text(formatNumber(n, signed), x, y, size, color, '750');
  }
  /** Draws with every information icon marked: an empty box labelled 'icon:<name>' where the icon is (measured, never rendered). */
  drawMarked(draw: (a: Art) => void): void {
    const marks = new Container({ label: 'icon-marks' });
    reportIcons((name, cx, cy, size) => {
      const m = new Container({ label: `icon:${name}` });
      m.boundsArea = new Rectangle(cx - size / 2, cy - size / 2, size, size);
      marks.addChild(m);
    }, () => draw(this));
    this.root.addChild(marks);
  }
  /**
   * A piece drawn around (0, 0) at (x, y), registered under `key` for the animations; `label`
   * prints a number or word on it (so it travels with the piece and is never hidden under it).
   */
  piece(key: string, x: number, y: number, draw: (g: GraphicsContext) => void, label?: { text: string; dy?: number; size: number; color: number }): Container {
    const p = new Container(), gfx = new Graphics();
    reportIcons(null, () => draw(gfx.context)); // a piece moves: its icons are not marked
    p.addChild(gfx);
    if (label) p.addChild(text(label.text, { size: label.size, color: label.color, weight: '750', anchor: [0.5, 0.5] })).position.set(0, label.dy ?? 0);
    p.position.set(x, y);
    this.pieces.addChild(p);
    this.reg.map.set(key, { obj: p, s: this.scale, comp: this.comp });
    return p;
  }
}

/** The colour and glyph of a seat (the Automa is the stone "Bot"). */
export function seatStyle(seat: number, automaSeat: number, colors?: readonly number[]): PlayerStyle {
  if (seat === automaSeat) return BOT_STYLE;
  return PLAYERS[colors?.[seat] ?? seat] ?? PLAYERS[seat % PLAYERS.length]!;
}

/** A Court tile of `type` (0..3; ≥ 4 face down) in a `size` square at (x, y) top-left: one cut corner. */
export function courtTile(g: GraphicsContext, type: number, x: number, y: number, size: number): void {
  const cut = size * 0.22;
  g.poly([x, y, x + size - cut, y, x + size, y + cut, x + size, y + size, x, y + size]);
  if (type >= 4 || type < 0) {
    g.fill(C.stone).stroke({ color: O, width: 1.5 });
    g.moveTo(x + size * 0.25, y + size * 0.75).lineTo(x + size * 0.75, y + size * 0.25).stroke({ color: C['stone-light'], width: 1.5 });
    return;
  }
  g.fill(C.bone).stroke({ color: O, width: 1.5 });
  drawCpIcon(g, RES_ICON[type]!, x + size / 2, y + size / 2, size * 0.7);
}

/** A seat's round token with its glyph, radius r, centred on (x, y). */
export function seatToken(g: GraphicsContext, st: PlayerStyle, x: number, y: number, r: number): void {
  const p = Pen.centred(g, x, y, r * 2.4);
  p.circle(12, 12, 10).fill(st.color).stroke({ color: O, width: 2.2 });
  glyph(p, st.glyph, 12, 12, 4.4, st.ink);
}

/** A totem: a tall stela in the seat's colour with its glyph; the VP side shows a maize star. */
export function totem(g: GraphicsContext, st: PlayerStyle, x: number, y: number, h: number, vpSide: boolean): void {
  const p = Pen.centred(g, x, y, h);
  p.poly([6, 23, 6, 6, 9, 1.5, 15, 1.5, 18, 6, 18, 23]).fill(st.color).stroke({ color: O, width: 2 });
  glyph(p, st.glyph, 12, 10, 3.6, st.ink);
  if (vpSide) p.star(12, 18.5, 4, 3.6, 1.4, 0).fill(C.maize).stroke({ color: O, width: 1 });
  else p.circle(12, 18.5, 2.2).fill(C.bone).stroke({ color: O, width: 1 });
}

/** A priest: a small figure (head, robe) in the seat's colour. */
export function priestPiece(g: GraphicsContext, st: PlayerStyle, x: number, y: number, size: number): void {
  const p = Pen.centred(g, x, y, size);
  p.poly([6, 23, 9, 10, 15, 10, 18, 23]).fill(st.color).stroke({ color: O, width: 2 });
  p.circle(12, 7, 5).fill(st.color).stroke({ color: O, width: 2 });
  glyph(p, st.glyph, 12, 7, 2.4, st.ink);
}

/** A row of resource cost pips: `cost` per resource, as small chips with the icon, from (x, y) centre-left. */
export function costPips(g: GraphicsContext, cost: readonly number[], x: number, y: number, size: number, max = 6): number {
  let i = 0;
  cost.forEach((n, r) => {
    for (let k = 0; k < n && i < max; k++, i++) drawCpIcon(g, RES_ICON[r]!, x + size / 2 + i * (size * 0.9), y, size, true);
  });
  return i * size * 0.9;
}

/** A card frame: 2 px obsidian border, a title band in `accent`. */
export function cardFrame(g: GraphicsContext, x: number, y: number, w: number, h: number, accent: number, fill: number = C.bone): void {
  g.roundRect(x, y, w, h, Math.min(6, w * 0.12)).fill(fill).stroke({ color: O, width: 1.5 });
  g.rect(x + 1, y + 1, w - 2, Math.min(10, h * 0.18)).fill(accent);
}

/** A Closed token over a rect, with the resource of the Decline track that closed it. */
export function closedMark(g: GraphicsContext, x: number, y: number, w: number, h: number, track: number): void {
  g.roundRect(x, y, w, h, 4).fill({ color: C['stone-dark'], alpha: 0.82 });
  const r = Math.min(w, h) * 0.32;
  drawCpIcon(g, 'closed', x + w / 2, y + h / 2 - r * 0.35, r * 2);
  drawCpIcon(g, RES_ICON[track]!, x + w - r * 0.8, y + h - r * 0.8, r * 1.3, true);
}
