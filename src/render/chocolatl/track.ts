// The score track: printed (cached) as the outer loop of the board, or as a two-row strip with a
// header line on phones. Boxes carry the offering mode of a leader standing on them in colour AND
// pattern (red: filled, green: half filled, gold: pale with one dot: the mode icons' language),
// so they read in greyscale. Markers stack on a box in arrival order, fanned so every glyph shows.
import { Container, Graphics, type GraphicsContext } from 'pixi.js';
import { MAX_ROUNDS, TRACK_COLOURS, END_SCORE_TRIGGER, type Mode } from '../../games/chocolatl/data.ts';
import type { ChocolatlView } from '../../games/chocolatl/types.ts';
import type { Rect } from '../core/geom.ts';
import type { Label } from '../core/scene-types.ts';
import { softShadow } from '../core/shadow.ts';
import { text } from '../core/text.ts';
import { C, SHADOW, type Theme } from '../tokens.ts';
import { chip, chocIconNode, markerNode, seatStyle } from './art-pieces.ts';
import { nextMode, stacks } from './derive.ts';
import {
  BOARD, CENTRE, CENTRE_PARTS, INNER, MARKER, STRIP_BOX_H, fanFor, ringPanel, STRIP_H, STRIP_NUM_H, STRIP_SLOTS, STRIP_W, TRACK_BOXES, TRACK_D, markerRect, ringAxis, ringBox, stripBox,
  type TrackShape,
} from './geometry.ts';
import { drawChocIcon } from './icons.ts';
import { KEY } from './plan.ts';
import type { Registry } from './registry.ts';
import { shape } from './shared.ts';
import { num } from './num.ts';

const O = C.obsidian;
export type { Label } from '../core/scene-types.ts';

export const MODE_FILL: Record<Mode, number> = { red: C.terracotta, gold: C.maize, green: C.jade };

/** One track box: the mode pattern on the side where markers stand (`inner`: the side facing the board). */
export function modeBox(g: GraphicsContext, r: Rect, mode: Mode, inner: 'top' | 'bottom' | 'left' | 'right'): void {
  g.rect(r.x, r.y, r.w, r.h).fill(mode === 'gold' ? C['maize-tint'] : C['bone-2']);
  if (mode === 'red') g.rect(r.x, r.y, r.w, r.h).fill({ color: C.terracotta, alpha: 0.62 });
  if (mode === 'green') {
    const half = inner === 'top' ? { ...r, h: r.h / 2 } : inner === 'bottom' ? { ...r, y: r.y + r.h / 2, h: r.h / 2 } : inner === 'left' ? { ...r, w: r.w / 2 } : { ...r, x: r.x + r.w / 2, w: r.w / 2 };
    g.rect(half.x, half.y, half.w, half.h).fill({ color: C.jade, alpha: 0.72 });
  }
  g.rect(r.x, r.y, r.w, r.h).stroke({ width: 1, color: C['stone-dark'], alpha: 0.7 });
  if (mode === 'gold') {
    const d = Math.min(r.w, r.h) * 0.1;
    const cx = inner === 'left' ? r.x + d + 3 : inner === 'right' ? r.x + r.w - d - 3 : r.x + r.w / 2;
    const cy = inner === 'top' ? r.y + d + 3 : inner === 'bottom' ? r.y + r.h - d - 3 : r.y + r.h / 2;
    g.circle(cx, cy, d).fill(C.maize).stroke({ width: 1.5, color: O });
  }
}

/** Which side of ring box `i` faces the inside of the board. */
function ringInner(i: number): 'top' | 'bottom' | 'left' | 'right' {
  const n = ((i % TRACK_BOXES) + TRACK_BOXES) % TRACK_BOXES;
  if (n < 15) return 'bottom';
  if (n < 30) return 'left';
  if (n < 45) return 'top';
  return 'right';
}

function numberAt(box: Container, n: number, x: number, y: number, size: number): void {
  const t = num(String(n), { size: n % 5 === 0 ? size + 2 : size, color: C['cacao-ink'], weight: n % 5 === 0 ? '750' : '600' });
  t.position.set(x, y);
  box.addChild(t);
}

/**
 * The board ground under and around the ring: limestone only where it shows (the margin inside
 * the track and the gaps between panels, reaching under their rounded corners), the border, the
 * inner line and a step-fret band. Drawn live: a cache of the whole board would fill every pixel
 * under the panels again each frame, and software WebGL pays for every pixel.
 */
export function drawRingGround(theme: Theme): Container {
  const box = new Container();
  const g = new Graphics();
  const c = g.context;
  box.addChild(g);
  if (theme === 'dark') edgeShadow(c, BOARD, BOARD, 18);
  const fill = (x: number, y: number, w: number, h: number): void => { c.rect(x, y, w, h); };
  const inset = INNER.x - TRACK_D + 16; // the margin band, reaching under the panels' corners
  fill(TRACK_D, TRACK_D, BOARD - 2 * TRACK_D, inset);
  fill(TRACK_D, BOARD - TRACK_D - inset, BOARD - 2 * TRACK_D, inset);
  fill(TRACK_D, TRACK_D + inset, inset, BOARD - 2 * TRACK_D - 2 * inset);
  fill(BOARD - TRACK_D - inset, TRACK_D + inset, inset, BOARD - 2 * TRACK_D - 2 * inset);
  for (const r of groundGaps()) fill(r.x, r.y, r.w, r.h);
  c.fill(C.limestone);
  c.roundRect(0, 0, BOARD, BOARD, 18).stroke({ width: 2, color: theme === 'dark' ? C.stone : O });
  c.rect(TRACK_D, TRACK_D, BOARD - 2 * TRACK_D, BOARD - 2 * TRACK_D).stroke({ width: 2, color: C.cacao });
  return box;
}

/** The gaps between the panels and the centre blocks (widened to reach under rounded corners). */
function groundGaps(): Rect[] {
  const R = 16;
  const out: Rect[] = [];
  const top = ringPanel(4), bottom = ringPanel(3);
  out.push({ x: INNER.x, y: top.y + top.h - R, w: INNER.w, h: CENTRE.y - (top.y + top.h) + 2 * R });
  out.push({ x: INNER.x, y: CENTRE.y + CENTRE.h - R, w: INNER.w, h: bottom.y - (CENTRE.y + CENTRE.h) + 2 * R });
  for (const [a, b] of [[4, 5], [5, 6], [3, 2], [2, 1]] as const) {
    const l = ringPanel(a), r = ringPanel(b);
    out.push({ x: l.x + l.w - R, y: l.y, w: r.x - (l.x + l.w) + 2 * R, h: l.h });
  }
  const parts = Object.values(CENTRE_PARTS);
  for (let i = 1; i < parts.length; i++) {
    const l = parts[i - 1]!, r = parts[i]!;
    out.push({ x: CENTRE.x + l.x + l.w - R, y: CENTRE.y, w: r.x - (l.x + l.w) + 2 * R, h: CENTRE.h });
  }
  return out;
}

/** A soft shadow around the board's edge only (8 translucent strokes, no fill under the board). */
function edgeShadow(g: GraphicsContext, w: number, h: number, r: number): void {
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    const d = (SHADOW.blur / steps) * i * 0.5;
    g.roundRect(-d / 2, -d / 2 + 4, w + d, h + d, r + d / 2).stroke({ width: d, color: SHADOW.color, alpha: SHADOW.alpha / steps / 1.6 });
  }
}

/** One side of the ring (boxes 15·side … 15·side + 14), with its numbers; each side caches on its own. */
export function drawRingSide(side: number): Container {
  const box = new Container();
  const g = new Graphics();
  const c = g.context;
  box.addChild(g);
  for (let i = side * 15; i < side * 15 + 15; i++) {
    const r = ringBox(i);
    const inner = ringInner(i);
    modeBox(c, r, TRACK_COLOURS[i]!, inner);
    // The number sits on the outer edge, away from the markers.
    const nx = inner === 'left' ? r.x + r.w - 14 : inner === 'right' ? r.x + 14 : r.x + r.w / 2;
    const ny = inner === 'top' ? r.y + r.h - 11 : inner === 'bottom' ? r.y + 11 : r.y + r.h / 2;
    numberAt(box, i, nx, ny, 16);
    if (i === END_SCORE_TRIGGER) drawChocIcon(c, 'lastRound', nx + 22, ny, 18);
  }
  // A step-fret band along the top and bottom margins, our own motif at 30 % cacao (cached with
  // its side: drawn live, its many small strokes would be shaded again in every pass).
  if (side === 0 || side === 2) {
    const h = INNER.y - TRACK_D - 4;
    const y0 = side === 0 ? TRACK_D + 2 : BOARD - TRACK_D - 2 - h;
    for (let x = TRACK_D + 8; x < BOARD - TRACK_D - 12; x += 16) {
      const [a, b] = side === 0 ? [y0 + h - 1, y0 + 1] : [y0 + 1, y0 + h - 1];
      c.moveTo(x, a).lineTo(x, b).lineTo(x + 8, b).lineTo(x + 8, a);
    }
    c.stroke({ width: 1.2, color: C.cacao, alpha: 0.3 });
  }
  return box;
}

export function drawStripStatic(theme: Theme): Container {
  const box = new Container();
  const g = new Graphics();
  const c = g.context;
  box.addChild(g);
  if (theme === 'dark') softShadow(c, 0, 0, STRIP_W, STRIP_H, 12);
  c.roundRect(0, 0, STRIP_W, STRIP_H, 12).fill(C.limestone);
  for (const r of [STRIP_SLOTS.round, STRIP_SLOTS.mode, STRIP_SLOTS.next]) c.roundRect(r.x, r.y, r.w, r.h, 8).fill(C['bone-3']);
  drawIconArrow(c, STRIP_SLOTS.next.x + 22, STRIP_SLOTS.next.y + STRIP_SLOTS.next.h / 2);
  for (let i = 0; i < TRACK_BOXES; i++) {
    const r = stripBox(i);
    modeBox(c, r, TRACK_COLOURS[i]!, 'bottom');
    if (i % 5 === 0) numberAt(box, i, r.x + r.w / 2, r.y + STRIP_BOX_H + STRIP_NUM_H / 2, 20);
    if (i === END_SCORE_TRIGGER) drawChocIcon(c, 'lastRound', r.x + r.w / 2 + 22, r.y + STRIP_BOX_H + STRIP_NUM_H / 2, 16);
  }
  c.roundRect(0, 0, STRIP_W, STRIP_H, 12).stroke({ width: 2, color: theme === 'dark' ? C.stone : O });
  return box;
}

/** Score markers, stacked by arrival (the latest on top), with a lap badge past 59. */
export function drawMarkers(v: ChocolatlView, shape: TrackShape, scale: number, reg: Registry): Container {
  const layer = new Container();
  const d = MARKER[shape];
  for (const [score, seats] of stacks(v)) {
    const fan = fanFor(shape, seats.length, scale);
    seats.forEach((seat, i) => {
      const r = markerRect(shape, score, i, seats.length, fan);
      const top = i === seats.length - 1;
      const axis = shape === 'strip' ? 'up' : ringAxis(score);
      const dx = top ? 0 : axis === 'x' ? -0.22 : 0, dy = top ? 0 : axis === 'y' ? -0.22 : axis === 'up' ? 0.22 : 0;
      const laps = Math.floor(v.scores[seat]! / TRACK_BOXES);
      reg.put('track', layer, KEY.marker(seat), r.x + d / 2, r.y + d / 2, () => {
        const m = new Container();
        m.addChild(markerNode(seatStyle(seat), d, dx, dy));
        if (laps > 0) {
          const lap = chip(`+${laps * TRACK_BOXES}`, { size: Math.max(14, d * 0.5) });
          lap.position.set(0, d * 0.62);
          m.addChild(lap);
        }
        return m;
      });
    });
  }
  return layer;
}

/** The strip's header: round, this round's mode, the next round's mode, the last-round pennant. */
export function drawStripStatus(v: ChocolatlView, label: Label): Container {
  const layer = new Container();
  const S = STRIP_SLOTS;
  const cube = chocIconNode('roundCube', 24);
  cube.position.set(S.round.x + 18, S.round.y + S.round.h / 2);
  const r = num(`${Math.max(0, v.round)}/${MAX_ROUNDS}`, { size: 21, color: C['cacao-ink'], anchor: [0, 0.5] });
  r.position.set(S.round.x + 36, S.round.y + S.round.h / 2);
  const mode = chocIconNode(v.mode, 26);
  mode.position.set(S.mode.x + 18, S.mode.y + S.mode.h / 2);
  const name = text(label(`c.mode.${v.mode}`), { size: 20, color: C['cacao-ink'], weight: '750', anchor: [0, 0.5] });
  name.position.set(S.mode.x + 38, S.mode.y + S.mode.h / 2);
  if (name.width > S.mode.w - 44) name.scale.set((S.mode.w - 44) / name.width);
  layer.addChild(cube, r, mode, name);
  if (v.lastRound) {
    const pill = shape(`pill:${S.last.w}:${S.last.h}`, (g) => g.roundRect(0, 0, S.last.w, S.last.h, 8).fill(C['bone-3']));
    pill.position.set(S.last.x, S.last.y);
    layer.addChild(pill);
    const flag = chocIconNode('lastRound', 24);
    flag.position.set(S.last.x + 16, S.last.y + S.last.h / 2);
    const t = text(label('c.lastRound'), { size: 20, color: C.terracotta, weight: '750', anchor: [0, 0.5] });
    t.position.set(S.last.x + 32, S.last.y + S.last.h / 2);
    if (t.width > S.last.w - 36) t.scale.set((S.last.w - 36) / t.width);
    layer.addChild(flag, t);
  }
  return layer;
}

/** The strip's "next round" mode icon (changes with the leader's box). */
export function drawStripNext(v: ChocolatlView): Container {
  const layer = new Container();
  const next = chocIconNode(nextMode(v), 24);
  next.position.set(STRIP_SLOTS.next.x + 56, STRIP_SLOTS.next.y + STRIP_SLOTS.next.h / 2);
  layer.addChild(next);
  return layer;
}

/** "Next round": a stepped-fret arrow (the first-player icon's shape). */
export function drawIconArrow(g: GraphicsContext, cx: number, cy: number, size = 24): void {
  const k = size / 24;
  const P = (x: number, y: number): [number, number] => [cx + (x - 12) * k, cy + (y - 12) * k];
  g.moveTo(...P(3, 17)).lineTo(...P(8, 17)).lineTo(...P(8, 12)).lineTo(...P(13, 12)).lineTo(...P(13, 7)).lineTo(...P(16, 7)).stroke({ width: 2 * k, color: O, join: 'miter' });
  g.poly([...P(15.5, 2.5), ...P(21.5, 7), ...P(15.5, 11.5)]).fill(O);
}
