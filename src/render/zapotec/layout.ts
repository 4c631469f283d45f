// Screen arrangement at "fit" (pure): the main board with the table strip under it, and the
// player boards either below (phone portrait) or beside it (wider screens), in as many columns as
// make both as large as possible. World units are CSS pixels at zoom 1.
import type { Place, Rect } from '../core/geom.ts';
import { BOARD_H, BOARD_W, TABLE_H, TABLE_W } from './geometry.ts';
import { MIN_PX, TEXT_FLOOR, pagedLayout, type PagedLayout, type PageId } from './pages.ts';
import { PB_H, PB_W } from './player-geometry.ts';

export const MARGIN = 8;
export const GAP = 8;
const TABLE_GAP = 16; // design units between the board and the table strip
const MAIN_W = Math.max(BOARD_W, TABLE_W);
const MAIN_H = BOARD_H + TABLE_GAP + TABLE_H;
/** Player boards may be drawn this much smaller than the main board before we prefer another arrangement. */
const BOARD_WEIGHT = 0.8;

export interface SceneLayout {
  width: number;
  height: number;
  arrangement: 'below' | 'right';
  columns: number;
  main: Place;
  table: Place;
  boards: Place[]; // in display order (the viewing seat first)
  content: Rect; // everything, for the camera
  /** Set when the scene shows one page at a time (the components not on it are hidden). */
  paged?: PagedLayout;
}

interface Candidate { arrangement: 'below' | 'right'; columns: number; rows: number; sm: number; sb: number; score: number }

function solve(arrangement: 'below' | 'right', c: number, n: number, W: number, H: number): Candidate {
  const r = Math.ceil(n / c);
  const k = BOARD_WEIGHT;
  const gridW = (s: number) => c * PB_W * s + (c - 1) * GAP;
  const gridH = (s: number) => r * PB_H * s + (r - 1) * GAP;
  let sm: number, sb: number;
  if (arrangement === 'below') {
    const t = Math.min(W / MAIN_W, (W - (c - 1) * GAP) / (c * PB_W * k), (H - GAP - (r - 1) * GAP) / (MAIN_H + r * PB_H * k));
    sm = t;
    sb = Math.min((W - (c - 1) * GAP) / (c * PB_W), (H - MAIN_H * sm - GAP - (r - 1) * GAP) / (r * PB_H));
    sm = Math.min(W / MAIN_W, (H - GAP - gridH(sb)) / MAIN_H);
  } else {
    const t = Math.min(H / MAIN_H, (H - (r - 1) * GAP) / (r * PB_H * k), (W - GAP - (c - 1) * GAP) / (MAIN_W + c * PB_W * k));
    sm = t;
    sb = Math.min((H - (r - 1) * GAP) / (r * PB_H), (W - MAIN_W * sm - GAP - (c - 1) * GAP) / (c * PB_W));
    sm = Math.min(H / MAIN_H, (W - GAP - gridW(sb)) / MAIN_W);
  }
  // Ties (usually: the main board is limited by the width either way) go to the larger boards.
  return { arrangement, columns: c, rows: r, sm, sb, score: Math.min(sm, sb / k) + 0.01 * (sm + sb) };
}

/** Lays out the scene in a `width`×`height` viewport with `boards` player boards. */
export function layoutScene(width: number, height: number, boards: number): SceneLayout {
  const W = Math.max(1, width - 2 * MARGIN), H = Math.max(1, height - 2 * MARGIN);
  const n = Math.max(1, boards);
  let best: Candidate | null = null;
  for (const arrangement of ['below', 'right'] as const)
    for (let c = 1; c <= n; c++) {
      const cand = solve(arrangement, c, n, W, H);
      if (!best || cand.score > best.score + 1e-9) best = cand;
    }
  const b = best!;
  const mainW = MAIN_W * b.sm, mainH = MAIN_H * b.sm;
  const gridW = b.columns * PB_W * b.sb + (b.columns - 1) * GAP;
  const gridH = b.rows * PB_H * b.sb + (b.rows - 1) * GAP;
  const totalW = b.arrangement === 'below' ? Math.max(mainW, gridW) : mainW + GAP + gridW;
  const totalH = b.arrangement === 'below' ? mainH + GAP + gridH : Math.max(mainH, gridH);
  const x0 = MARGIN + (W - totalW) / 2, y0 = MARGIN + (H - totalH) / 2;
  const mainX = b.arrangement === 'below' ? x0 + (totalW - mainW) / 2 : x0;
  const mainY = b.arrangement === 'below' ? y0 : y0 + (totalH - mainH) / 2;
  const gx = b.arrangement === 'below' ? x0 + (totalW - gridW) / 2 : x0 + mainW + GAP;
  const gy = b.arrangement === 'below' ? y0 + mainH + GAP : y0 + (totalH - gridH) / 2;
  const places: Place[] = [];
  for (let i = 0; i < n; i++) {
    const col = i % b.columns, row = Math.floor(i / b.columns);
    places.push({ x: gx + col * (PB_W * b.sb + GAP), y: gy + row * (PB_H * b.sb + GAP), s: b.sb });
  }
  return {
    width, height,
    arrangement: b.arrangement,
    columns: b.columns,
    main: { x: mainX + ((MAIN_W - BOARD_W) * b.sm) / 2, y: mainY, s: b.sm },
    table: { x: mainX + ((MAIN_W - TABLE_W) * b.sm) / 2, y: mainY + (BOARD_H + TABLE_GAP) * b.sm, s: b.sm },
    boards: places.slice(0, boards),
    content: { x: x0, y: y0, w: totalW, h: totalH },
  };
}

/** Seats in display order: the viewing seat first, then the others clockwise from it. */
export function seatOrder(seats: number, viewer: number): number[] {
  const first = viewer >= 0 && viewer < seats ? viewer : 0;
  return Array.from({ length: seats }, (_, i) => (first + i) % seats);
}

/** Whether the whole table drawn at once reads at MIN_PX (then no pages are needed). */
export const readsWhole = (l: SceneLayout): boolean => Math.min(l.main.s, ...l.boards.map((b) => b.s)) * TEXT_FLOOR >= MIN_PX - 1e-9;

/**
 * The layout for a `width`×`height` canvas: everything at once when it reads at MIN_PX, else pages
 * (`page` shown, or the first). `order` is the seats' display order (viewer first).
 */
export function chooseLayout(width: number, height: number, order: readonly number[], page: PageId | null): SceneLayout {
  const whole = layoutScene(width, height, order.length);
  if (readsWhole(whole)) return whole;
  const paged = pagedLayout(order, width, height, page);
  const at = (comp: string): Place | undefined => paged.parts.find((p) => p.comp === comp)?.place;
  return {
    ...whole,
    main: at('main') ?? whole.main,
    table: at('table') ?? whole.table,
    boards: order.map((seat, i) => at(`p${seat}`) ?? whole.boards[i]!),
    content: { x: 0, y: 0, w: width, h: height },
    paged,
  };
}
