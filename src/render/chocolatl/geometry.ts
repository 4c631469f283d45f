// Where the shared board parts sit, in design units (pure, no Pixi). The square board (1000×1000)
// is the score track as an outer loop with six location panels in a ring inside it (L4 L5 L6 on
// top, L3 L2 L1 below, resolved clockwise from the bottom right) and the centre band (round and
// mode, the temple altar, the offering modes) between the two rows. On narrow screens the track
// becomes a two-row strip and the panels a 2×3 grid; every panel keeps its own design units.
import { rect, type Pt, type Rect } from '../core/geom.ts';
import { FAN } from '../tokens.ts';

export const BOARD = 1000;
export const TRACK_BOXES = 60;
/** Depth of the ring track (and the size of its corner boxes). */
export const TRACK_D = 54;
const SIDE_N = 14; // boxes between two corners
export const SIDE_BOX = (BOARD - 2 * TRACK_D) / SIDE_N;

export type TrackShape = 'ring' | 'strip';

const wrap = (i: number): number => ((i % TRACK_BOXES) + TRACK_BOXES) % TRACK_BOXES;

/** Ring box `i`, clockwise from the top-left corner (0), corners at 0, 15, 30 and 45. */
export function ringBox(i: number): Rect {
  const n = wrap(i);
  const far = BOARD - TRACK_D;
  if (n === 0) return rect(0, 0, TRACK_D, TRACK_D);
  if (n < 15) return rect(TRACK_D + (n - 1) * SIDE_BOX, 0, SIDE_BOX, TRACK_D);
  if (n === 15) return rect(far, 0, TRACK_D, TRACK_D);
  if (n < 30) return rect(far, TRACK_D + (n - 16) * SIDE_BOX, TRACK_D, SIDE_BOX);
  if (n === 30) return rect(far, far, TRACK_D, TRACK_D);
  if (n < 45) return rect(far - (n - 30) * SIDE_BOX, far, SIDE_BOX, TRACK_D);
  if (n === 45) return rect(0, far, TRACK_D, TRACK_D);
  return rect(0, far - (n - 45) * SIDE_BOX, TRACK_D, SIDE_BOX);
}

/** The direction the ring runs through box `i` (stacks fan along it). */
export function ringAxis(i: number): 'x' | 'y' {
  const n = wrap(i);
  return (n >= 15 && n <= 30) || n >= 45 ? 'y' : 'x';
}

// ---- The strip (phones): a header line, then boxes 0-29 and 30-59 in two rows. ----
export const STRIP_W = 620;
export const STRIP_HEAD = 40;
export const STRIP_BOX_W = 20;
export const STRIP_BOX_H = 42;
export const STRIP_NUM_H = 20;
const STRIP_X = (STRIP_W - 30 * STRIP_BOX_W) / 2;
const stripRowY = (row: number): number => STRIP_HEAD + row * (STRIP_BOX_H + STRIP_NUM_H);
export const STRIP_H = stripRowY(2);

export function stripBox(i: number): Rect {
  const n = wrap(i);
  return rect(STRIP_X + (n % 30) * STRIP_BOX_W, stripRowY(Math.floor(n / 30)), STRIP_BOX_W, STRIP_BOX_H);
}

/** Header slots of the strip: round, mode (icon + name), the next round's mode, last round. */
export const STRIP_SLOTS = {
  round: rect(STRIP_X, 4, 96, 32),
  mode: rect(STRIP_X + 104, 4, 224, 32),
  next: rect(STRIP_X + 336, 4, 92, 32),
  last: rect(STRIP_X + 436, 4, STRIP_W - 2 * STRIP_X - 436, 32),
} as const;

export const trackSize = (shape: TrackShape): { w: number; h: number } =>
  shape === 'ring' ? { w: BOARD, h: BOARD } : { w: STRIP_W, h: STRIP_H };

export const trackBox = (shape: TrackShape, i: number): Rect => (shape === 'ring' ? ringBox(i) : stripBox(i));

/** Marker diameter on each track shape. */
export const MARKER: Record<TrackShape, number> = { ring: 30, strip: 21 };

/**
 * Marker `i` (0 = bottom of the stack) of `n` sharing the box of `score`: fanned `fan` units
 * apart, along the ring, and upwards on the strip; the stack stays centred on its box.
 */
export function markerRect(shape: TrackShape, score: number, i: number, n: number, fan: number): Rect {
  const b = trackBox(shape, score);
  const d = MARKER[shape];
  const off = (i - (n - 1) / 2) * fan;
  let cx = b.x + b.w / 2, cy = b.y + b.h / 2;
  if (shape === 'strip') cy = b.y + b.h - d / 2 - 3 - i * fan;
  else if (ringAxis(score) === 'x') cx += off;
  else cy += off;
  return rect(cx - d / 2, cy - d / 2, d, d);
}

/** Fan spacing (design units) for `n` markers on one box: every glyph shows, at least FAN px apart. */
export function fanFor(shape: TrackShape, n: number, scale: number): number {
  const d = MARKER[shape];
  const min = FAN / Math.max(0.05, scale);
  if (shape === 'strip') return Math.max(min, d * 0.45);
  const room = n > 1 ? (ringBox(1).w * 1.3 - d) / (n - 1) : d;
  return Math.max(min, Math.min(d * 0.48, room));
}

/** Box centres a marker passes from `from` to `to` (both included), forwards or backwards. */
export function trackPath(shape: TrackShape, from: number, to: number): Pt[] {
  const out: Pt[] = [];
  const step = to >= from ? 1 : -1;
  for (let s = from; ; s += step) {
    const b = trackBox(shape, s);
    out.push({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
    if (s === to) break;
  }
  return out;
}

// ---- Panels and the centre band inside the ring. ----
export const INNER = rect(62, 62, 876, 876);
export const PANEL_W = 284;
export const PANEL_H = 330;
const PANEL_GAP = 12;

/** Where location `loc` (1-6) sits inside the ring: L4 L5 L6 on top, L3 L2 L1 at the bottom. */
export function ringPanel(loc: number): Rect {
  const top = loc >= 4;
  const col = top ? loc - 4 : 3 - loc;
  return rect(INNER.x + col * (PANEL_W + PANEL_GAP), top ? INNER.y : INNER.y + INNER.h - PANEL_H, PANEL_W, PANEL_H);
}

export const CENTRE_W = INNER.w;
export const CENTRE_H = INNER.h - 2 * (PANEL_H + PANEL_GAP);
export const CENTRE = rect(INNER.x, INNER.y + PANEL_H + PANEL_GAP, CENTRE_W, CENTRE_H);

/** Blocks of the centre band: round and mode, the altar, the legend of the three modes. */
export const CENTRE_PARTS = {
  status: rect(0, 0, 250, CENTRE_H),
  altar: rect(262, 0, 352, CENTRE_H),
  legend: rect(626, 0, 250, CENTRE_H),
} as const;

/** Face-down sacrifice `i` of `n` on the altar (centre-band units). */
export function altarCard(i: number, n: number): Rect {
  const a = CENTRE_PARTS.altar;
  const w = 44, h = 62, gap = 12;
  const x0 = a.x + (a.w - (n * w + (n - 1) * gap)) / 2;
  return rect(x0 + i * (w + gap), a.y + 92, w, h);
}

/** A row of the mode legend (0 gold, 1 red, 2 green). */
export const legendRow = (i: number): Rect => rect(CENTRE_PARTS.legend.x + 8, 40 + i * 48, CENTRE_PARTS.legend.w - 16, 44);
