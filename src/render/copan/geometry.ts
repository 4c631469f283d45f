// Design-space geometry of the Copan main board (pure, no Pixi): the Pyramid with its four
// terraced sections, the stairways on the diagonals, the Decline tracks on the four sides, the
// top with the Zenith tokens and the Fate die, and the score strip. Units are design units of
// each component; the layout scales components onto the screen.
import type { Pt, Rect } from '../core/geom.ts';
import { PYRAMID } from '../../games/copan/board.ts';

export const PYR_W = 480;
export const PYR_H = 480;
const CX = PYR_W / 2, CY = PYR_H / 2;
/** Pyramid space pitch: the Pyramid is 10 pitches across (rows at 4.5, 3.5 and 2.5 from the centre). */
export const S = 41;
export const TILE = S * 0.86;
/** Decline track band along each side. */
export const TRACK_SPACE = 22;
export const TRACK_BAND = 24;
export const TRACK_LEN = 15;

/** Rotates a north-frame offset by `k` quarter turns clockwise (screen coordinates, y down). */
export function rot(k: number, x: number, y: number): Pt {
  switch (((k % 4) + 4) % 4) {
    case 0: return { x, y };
    case 1: return { x: -y, y: x };
    case 2: return { x: -x, y: -y };
    default: return { x: y, y: -x };
  }
}
const at = (p: Pt): Pt => ({ x: CX + p.x, y: CY + p.y });

/** Centre of Pyramid space `i` (index into PYRAMID). */
export function spaceCentre(i: number): Pt {
  const sp = PYRAMID[i]!;
  return at(rot(sp.section, (sp.col - 3) * S, -(4.5 - sp.row) * S));
}
export function spaceRect(i: number): Rect {
  const c = spaceCentre(i);
  return { x: c.x - TILE / 2, y: c.y - TILE / 2, w: TILE, h: TILE };
}

/** The top of the Pyramid (Zenith tokens, Fate die, Event card). */
export const TOP: Rect = { x: CX - 2 * S, y: CY - 2 * S, w: 4 * S, h: 4 * S };

/** Stairway k (food NE, fame SE, zeal SW, power NW) position p (0 at the corner, 8 at the top). */
export function stairPoint(k: number, pos: number): Pt {
  const t = pos / 8;
  const d = 5 - 3 * t; // from the corner (5, −5) to the top's corner (2, −2), in pitches
  return at(rot(k, d * S, -d * S));
}
/** Unit vector across stairway k (to fan the priests of several seats). */
export function stairAcross(k: number): Pt {
  const v = rot(k, Math.SQRT1_2, Math.SQRT1_2);
  return v;
}
/** A priest of `slot` (0..3 among the seats) on stairway k at position p. */
export function priestPoint(k: number, pos: number, slot: number, seats: number): Pt {
  const p = stairPoint(k, pos), a = stairAcross(k);
  const off = (slot - (seats - 1) / 2) * 7;
  return { x: p.x + a.x * off, y: p.y + a.y * off };
}
/** The tap area of stairway k at position p (a square on the diagonal). */
export function stairRect(k: number, pos: number): Rect {
  const p = stairPoint(k, pos);
  return { x: p.x - 16, y: p.y - 16, w: 32, h: 32 };
}

/** Decline track k on side k (food north, fame east, zeal south, power west), space 0..14. */
export function trackPoint(k: number, space: number): Pt {
  // Clockwise along the side: space 0 where the clockwise walk enters the side.
  const along = (space - (TRACK_LEN - 1) / 2) * TRACK_SPACE;
  return at(rot(k, along, -(PYR_H / 2 - 4 - TRACK_BAND / 2)));
}
export function trackRect(k: number, space: number): Rect {
  const p = trackPoint(k, space);
  return { x: p.x - TRACK_SPACE / 2, y: p.y - TRACK_BAND / 2, w: TRACK_SPACE, h: TRACK_BAND };
}
/** Where the track's resource emblem sits (before space 0). */
export const trackEmblem = (k: number): Pt => trackPoint(k, -1.15);

/** Zenith token j (14, 8, 3) on the top. */
export const zenithPoint = (j: number): Pt => ({ x: TOP.x + TOP.w * (0.22 + 0.28 * j), y: TOP.y + TOP.h * 0.24 });
export const FATE_POINT: Pt = { x: TOP.x + TOP.w * 0.3, y: TOP.y + TOP.h * 0.66 };
export const EVENT_POINT: Pt = { x: TOP.x + TOP.w * 0.72, y: TOP.y + TOP.h * 0.66 };

// ---- score strip ----
export const SCORE_COLS = 25;
export const SCORE_W = 480;
export const SCORE_H = 72;
/** The smallest on-screen text (CSS px) and tap size (CSS px) the layouts give. */
export const READ_PX = 12;
export const TAP_PX = 44;
/** The smallest design font on the Pyramid and on the score strip (the layout keeps them ≥ READ_PX on screen). */
export const PYR_FONT_MIN = 17;
export const SCORE_FONT_MIN = 15;
export const SCORE_BOX = SCORE_W / SCORE_COLS;
/** Box of score value v (0..49, laps wrap); negative scores sit on 0. */
export function scoreBox(v: number): Rect {
  const b = ((Math.max(0, v) % 50) + 50) % 50;
  const row = Math.floor(b / SCORE_COLS), col = b % SCORE_COLS;
  return { x: col * SCORE_BOX, y: 3 + row * 34, w: SCORE_BOX, h: 32 };
}
/** Marker centre of a seat in its box (stacked markers fan out 6 units, kept inside the strip). */
export function scoreMarker(v: number, stackIndex: number, stackSize: number): Pt {
  const r = scoreBox(v);
  // A fan of markers stays inside the strip at both ends (token radius 8 + 2).
  const x = r.x + r.w / 2 + (stackIndex - (stackSize - 1) / 2) * 6;
  return { x: Math.min(SCORE_W - 10 - (stackSize - 1 - stackIndex) * 6, Math.max(10 + stackIndex * 6, x)), y: r.y + r.h - 11 };
}
