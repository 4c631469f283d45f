// Pieces and chips, each drawn centred on (0, 0) in design units: score markers, seat badges,
// harvest and black dice, huts and stones in a player's colour, the two figures, rank chips and
// count chips. Player pieces are colour + 2 px obsidian outline + glyph (visual.md §3).
import { Container, Graphics } from 'pixi.js';
import { formatNumber } from '../core/text.ts';
import { Pen, drawIcon, glyph } from '../icons/index.ts';
import { C, PLAYERS, SHADOW, type PlayerStyle } from '../tokens.ts';
import { shape } from './shared.ts';
import { drawChocIcon, type ChocIcon } from './icons.ts';
import { num } from './num.ts';

const O = C.obsidian;

/** The colour index each seat chose (SeatInfo.color); a seat without one uses its own number. */
let seatColors: readonly number[] = [];
export function useSeatColors(colors: readonly number[]): boolean {
  if (colors.join(',') === seatColors.join(',')) return false;
  seatColors = [...colors];
  return true;
}

export const seatStyle = (seat: number): PlayerStyle => {
  const c = seatColors[seat] ?? seat;
  return PLAYERS[((c % PLAYERS.length) + PLAYERS.length) % PLAYERS.length]!;
};

/** A shared icon as a node. */
export function chocIconNode(name: ChocIcon, size: number): Graphics {
  return shape(`icon:${name}:${size}`, (c) => drawChocIcon(c, name, 0, 0, size));
}

export function vpNode(size: number): Graphics {
  return shape(`vp:${size}`, (c) => drawIcon(c, 'vp', 0, 0, size));
}

/**
 * A score marker of diameter d. In a fanned stack the glyph sits on the trailing side (`dx`, `dy`
 * as fractions of d), so the next marker covering the leading half leaves it visible.
 */
export function markerNode(s: PlayerStyle, d: number, dx = 0, dy = 0): Graphics {
  return shape(`marker:${s.name}:${d}:${dx}:${dy}`, (c) => {
    const p = new Pen(c, 0, 0, 1);
    p.circle(0, 0, d / 2 - 1).fill(s.color).stroke({ color: O, width: Math.max(1.5, d / 14) });
    glyph(p, s.glyph, dx * d, dy * d, d * 0.2, s.ink);
  });
}

/** A seat badge of radius r: disc, glyph, and a ring when the seat still owes a decision. */
export function badgeNode(s: PlayerStyle, r: number, acting: 'no' | 'other' | 'me'): Graphics {
  return shape(`badge:${s.name}:${r}:${acting}`, (c) => {
    if (acting !== 'no') c.circle(0, 0, r + 5).fill(acting === 'me' ? C.maize : C.bone).stroke({ width: 2, color: O });
    c.circle(0, 0, r).fill(s.color).stroke({ width: 2, color: O });
    glyph(new Pen(c, 0, 0, 1), s.glyph, 0, 0, r * 0.44, s.ink);
  });
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

/** A die of `size` showing `value` (0: blank): harvest dice are bone with obsidian pips, black dice the reverse. */
export function dieNode(value: number, size: number, black: boolean): Graphics {
  return shape(`die:${value}:${size}:${black ? 1 : 0}`, (g) => {
    const h = size / 2;
    g.roundRect(-h, -h, size, size, size * 0.2).fill(black ? O : C.bone).stroke({ width: Math.max(1.5, size / 22), color: black ? C['stone-light'] : O });
    const k = size * 0.27, r = size * 0.085;
    for (const [x, y] of PIPS[value] ?? []) g.circle(x * k, y * k, r).fill(black ? C.bone : O);
  });
}

/** A hut in a player's colour (their cube on a hut space). */
export function hutNode(s: PlayerStyle, size: number): Graphics {
  return shape(`hut:${s.name}:${size}`, (c) => {
    const p = Pen.centred(c, 0, 0, size);
    p.poly([3.5, 11, 12, 3, 20.5, 11, 20.5, 21.5, 3.5, 21.5]).fill(s.color).stroke({ color: O, width: 2 });
    glyph(p, s.glyph, 12, 15, 3.8, s.ink);
  });
}

/** An empty hut space: a dashed house outline. */
export function hutSpaceNode(size: number): Graphics {
  return shape(`hutspace:${size}`, (c) => {
    const p = Pen.centred(c, 0, 0, size);
    const pts = [3.5, 11, 12, 3, 20.5, 11, 20.5, 21.5, 3.5, 21.5, 3.5, 11];
    for (let i = 0; i < pts.length - 2; i += 2) p.dash(pts[i]!, pts[i + 1]!, pts[i + 2]!, pts[i + 3]!, 2.2, 1.6);
    p.stroke({ color: C['stone-dark'], width: 1.4 });
  });
}

/** A stone (cube) in a player's colour with its glyph. */
export function stoneNode(s: PlayerStyle, size: number): Graphics {
  return shape(`stone:${s.name}:${size}`, (c) => {
    const h = size / 2;
    c.roundRect(-h, -h, size, size, size * 0.14).fill(s.color).stroke({ width: 2, color: O });
    glyph(new Pen(c, 0, 0, 1), s.glyph, 0, 0, size * 0.22, s.ink);
  });
}

/** A small pill chip with text (a count, "+1", a rank). */
export function chip(label: string, o: { size?: number; fill?: number; ink?: number; minW?: number } = {}): Container {
  const size = o.size ?? 15;
  const box = new Container();
  const t = num(label, { size, color: o.ink ?? C.bone });
  const h = size * 1.45;
  const w = Math.round(Math.max(o.minW ?? h, t.width + size * 0.8) * 2) / 2;
  const fill = o.fill ?? O;
  box.addChild(shape(`chip:${w}:${h}:${fill}`, (c) => c.roundRect(-w / 2, -h / 2, w, h, h / 2).fill(fill).stroke({ width: 1.5, color: C.bone })), t);
  return box;
}

/** The smallest rank number in world units: a panel at its readable floor (layout-pages FLOOR.panel) shows it at 12 CSS px. */
const RANK_MIN = 14.5;

/** Rank chip: "1", "2", "3", or the smallest offering (chevron onto a bar). */
export function rankChip(rank: number | 'last', size = 24): Container {
  if (rank !== 'last') return chip(String(rank), { size: Math.max(RANK_MIN, size * 0.72), minW: size });
  return shape(`last:${size}`, (g) => {
    g.roundRect(-size / 2, -size / 2, size, size, size / 2).fill(O).stroke({ width: 1.5, color: C.bone });
    drawChocIcon(g, 'smallest', 0, 0, size * 0.72);
  });
}

/** The Old Man's "−1" / a hut's "+1/−1" chip. */
export function modChip(label: string, positive: boolean, size = 13): Container {
  return chip(label, { size, fill: positive ? C.jade : C.terracotta });
}

/** A figure standing on its spot; the Old Man carries his "−1" chip. */
export function figureNode(which: 'chocolatl' | 'oldMan', size: number): Container {
  const box = new Container();
  box.addChild(chocIconNode(which, size));
  // On a small figure (a player board) the chip would be unreadable: the figure alone says it.
  if (which === 'oldMan' && size >= 60) {
    const c = modChip(formatNumber(-1), false, size * 0.2);
    c.position.set(size * 0.34, size * 0.28);
    box.addChild(c);
  }
  return box;
}

/** Drop shadow under a travelling piece (the one surface shadow). */
export function liftShadow(w: number, h: number): Graphics {
  return new Graphics().roundRect(-w / 2, -h / 2 + h * 0.12, w, h, Math.min(w, h) * 0.25).fill({ color: SHADOW.color, alpha: SHADOW.alpha * 0.5 });
}
