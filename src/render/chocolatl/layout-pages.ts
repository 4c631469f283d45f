// The paged arrangement (pure), used when no one-screen arrangement shows every part at a readable
// size (phones, and tablets or desktops whose canvas is too short): the score strip stays on top as
// the summary (round, mode, every score), a row of tabs under it, and one page at a time below at
// the largest size that fits: the hand with the viewer's own board, the locations (as many per
// page as stay readable, in resolution order), the other players' boards. A tab is at least 44 px.
import type { Place } from '../core/geom.ts';
import { MIN_TARGET } from '../tokens.ts';
import { PANEL_H, PANEL_W, STRIP_H, STRIP_W } from './geometry.ts';
import { PB_H, PB_W, handSize, type HandShape } from './player-geometry.ts';

export const TAB_H = Math.max(48, MIN_TARGET);
const GAP = 8;
/** The strip is drawn no larger than this (beyond it, its height is better spent on the page). */
const STRIP_MAX = 0.9;

/** Smallest scale at which each part's smallest text is 12 CSS px (and targets 44 px). */
export const FLOOR = {
  panel: 12 / 14.5, // rank chips and mini card values at 14.5 units
  board: 12 / 14.5, // column numbers, hut modifier chip
  hand: MIN_TARGET / 56, // a hand card (56 units wide) is a finger target
  strip: 12 / 20, // strip numbers and header words at 20 units
} as const;

export type PageId = 'hand' | 'players' | 'track' | `locs${number}` | `pb${number}`;

export interface Grid { c: number; r: number; s: number }

/** The best grid for `k` items of iw × ih in aw × ah (gaps in screen px), capped at `cap`. */
export function bestGrid(k: number, iw: number, ih: number, aw: number, ah: number, cap: number): Grid {
  let best: Grid = { c: 1, r: k, s: 0 };
  for (let c = 1; c <= k; c++) {
    const r = Math.ceil(k / c);
    const s = Math.min(cap, (aw - (c - 1) * GAP) / (c * iw), (ah - (r - 1) * GAP) / (r * ih));
    if (s > best.s + 1e-9) best = { c, r, s };
  }
  return best;
}

/** How many of `total` items go on one page: the most that stay at or above `floor` (at least 1). */
export function perPage(total: number, iw: number, ih: number, aw: number, ah: number, floor: number, cap: number): number {
  for (let k = total; k > 1; k--) if (bestGrid(k, iw, ih, aw, ah, cap).s >= floor) return k;
  return 1;
}

export interface PagedParts {
  track: Place | null; // null: the strip is a page of its own, not shown now
  tabs: Place;
  tabsW: number;
  ids: PageId[];
  page: PageId;
  panels: (Place | null)[];
  hand: Place | null;
  handShape: HandShape; // a 7×2 grid, or one row on a short, wide canvas
  boards: (Place | null)[]; // display order, the viewer first
  /** The page region's top-left and size (for content). */
  region: { x: number; y: number; w: number; h: number };
  /** The smallest scale of a part over its floor on the page shown (≥ 1: readable). */
  worst: number;
  /** The page of each panel (L1..L6) and of each board (display order). */
  pageOfPanel: PageId[];
  pageOfBoard: PageId[];
}

/** The pages for a `W`×`H` area at (x0, y0): their ids and the parts of page `want` placed. */
export function pagedParts(x0: number, y0: number, W: number, H: number, n: number, hand: boolean, want?: PageId | null): PagedParts {
  // The strip takes at most a fifth of the height (but stays readable); the tabs go beside it when
  // the row has room for all of them, under it otherwise.
  const sS = Math.min(W / STRIP_W, Math.max(FLOOR.strip, Math.min(STRIP_MAX, (H * 0.2) / STRIP_H)));
  const stripW = STRIP_W * sS, stripH = STRIP_H * sS;
  const stackedH = Math.max(1, H - stripH - TAB_H - 2 * GAP);
  const stacked = pagesFor(W, stackedH, n, hand, false, ownOnHand(W, stackedH, n, hand)).ids.length;
  const besideW = W - stripW - GAP;
  const beside = besideW >= stacked * MIN_TARGET && stripH >= TAB_H;
  // On a short canvas the strip becomes a page of its own when that lets a location be read (the
  // top bar and the seats' chips still say the round, the mode and every score).
  const onTop = { rh: beside ? H - stripH - GAP : H - stripH - TAB_H - 2 * GAP };
  const alone = H - TAB_H - GAP;
  const one = (rh: number): number => bestGrid(1, PANEL_W, PANEL_H, W, rh, 1.6).s;
  const stripPage = one(onTop.rh) < FLOOR.panel && one(alone) > one(onTop.rh) * 1.1;
  let track: Place | null = beside ? { x: x0, y: y0, s: sS } : { x: x0 + (W - stripW) / 2, y: y0, s: sS };
  const tabs: Place = stripPage ? { x: x0, y: y0, s: 1 } : beside ? { x: x0 + stripW + GAP, y: y0 + (stripH - TAB_H) / 2, s: 1 } : { x: x0, y: y0 + stripH + GAP, s: 1 };
  const tabsW = beside && !stripPage ? besideW : W;
  const ry = stripPage ? y0 + TAB_H + GAP : beside ? y0 + stripH + GAP : tabs.y + TAB_H + GAP;
  const RW = W, RH = Math.max(1, y0 + H - ry);
  // The viewer's own board joins the hand when both stay readable; else it is with the others.
  const own = ownOnHand(RW, RH, n, hand);
  const { ids, kP, kB, boardPages, others } = pagesFor(RW, RH, n, hand, stripPage, own);
  if (stripPage) track = null;
  const page = want && ids.includes(want) ? want : ids[0]!;
  const pageOfPanel = [0, 1, 2, 3, 4, 5].map((i): PageId => `locs${Math.floor(i / kP)}`);
  const pageOfBoard = Array.from({ length: n }, (_, b): PageId => {
    if (own && b === 0) return 'hand';
    const k = b - (own ? 1 : 0);
    return boardPages === 1 ? 'players' : `pb${Math.floor(k / Math.max(1, kB))}`;
  });

  const panels: (Place | null)[] = new Array<Place | null>(6).fill(null);
  const boards: (Place | null)[] = new Array<Place | null>(n).fill(null);
  let handPlace: Place | null = null;
  let worst = Infinity;
  const centred = (w: number, h: number): { x: number; y: number } => ({ x: x0 + (RW - w) / 2, y: ry + Math.max(0, (RH - h) / 2) });
  let handShape: HandShape = 'grid';
  if (page === 'track') {
    const s = Math.min(1.6, RW / STRIP_W, RH / STRIP_H);
    track = { x: x0 + (RW - STRIP_W * s) / 2, y: ry + Math.max(0, (RH - STRIP_H * s) / 2), s };
    worst = s / FLOOR.strip;
  } else if (page === 'hand') {
    // The hand on top (a 7×2 grid, or one row when that is larger), the viewer's own board under it
    // when both stay readable, else the hand alone.
    const [g, r] = [handFit('grid', RW, RH), handFit('row', RW, RH)];
    const withBoard = own;
    const pick = withBoard ? (r.both > g.both * 1.05 ? r : g) : (r.alone > g.alone * 1.05 ? r : g);
    handShape = pick.shape;
    const hs = handSize(handShape);
    const s = withBoard ? pick.both : pick.alone;
    const h = withBoard ? (hs.h + PB_H) * s + GAP : hs.h * s;
    const at = centred(Math.max(hs.w, withBoard ? PB_W : 0) * s, h);
    handPlace = { x: x0 + (RW - hs.w * s) / 2, y: at.y, s };
    if (withBoard) boards[0] = { x: x0 + (RW - PB_W * s) / 2, y: at.y + hs.h * s + GAP, s };
    worst = Math.min(s / FLOOR.hand, withBoard ? s / FLOOR.board : Infinity);
  } else if (page.startsWith('locs')) {
    const i = Number(page.slice(4));
    const locs = [1, 2, 3, 4, 5, 6].slice(i * kP, i * kP + kP);
    const g = bestGrid(locs.length, PANEL_W, PANEL_H, RW, RH, 1.6);
    const at = centred(g.c * PANEL_W * g.s + (g.c - 1) * GAP, g.r * PANEL_H * g.s + (g.r - 1) * GAP);
    locs.forEach((loc, k) => { panels[loc - 1] = { x: at.x + (k % g.c) * (PANEL_W * g.s + GAP), y: at.y + Math.floor(k / g.c) * (PANEL_H * g.s + GAP), s: g.s }; });
    worst = g.s / FLOOR.panel;
  } else {
    const i = page === 'players' ? 0 : Number(page.slice(2));
    const first = own ? 1 : 0;
    const list = Array.from({ length: others }, (_, k) => first + k).slice(i * kB, i * kB + kB);
    let top = 0;
    if (stripPage && i === 0) {
      const s = Math.min(RW / STRIP_W, Math.max(FLOOR.strip, Math.min(STRIP_MAX, (RH * 0.3) / STRIP_H)));
      track = { x: x0 + (RW - STRIP_W * s) / 2, y: ry, s };
      top = STRIP_H * s + GAP;
    }
    const g = bestGrid(list.length, PB_W, PB_H, RW, RH - top, 1.4);
    const at0 = centred(g.c * PB_W * g.s + (g.c - 1) * GAP, g.r * PB_H * g.s + (g.r - 1) * GAP + top);
    const at = { x: at0.x, y: at0.y + top };
    if (track && top > 0) track = { ...track, y: at0.y };
    list.forEach((b, k) => { boards[b] = { x: at.x + (k % g.c) * (PB_W * g.s + GAP), y: at.y + Math.floor(k / g.c) * (PB_H * g.s + GAP), s: g.s }; });
    worst = g.s / FLOOR.board;
  }
  return {
    track, tabs, tabsW, ids, page, panels, hand: handPlace, handShape, boards,
    region: { x: x0, y: ry, w: RW, h: RH }, worst: Math.min(worst, track ? track.s / FLOOR.strip : Infinity), pageOfPanel, pageOfBoard,
  };
}

/** The pages for a page region of RW × RH: panels per page, the other boards per page. */
/** The hand's scale in RW × RH as `shape`, with the viewer's board under it (both) or alone. */
function handFit(shape: HandShape, RW: number, RH: number): { shape: HandShape; both: number; alone: number } {
  const hs = handSize(shape);
  return { shape, both: Math.min(1.6, RW / Math.max(hs.w, PB_W), (RH - GAP) / (hs.h + PB_H)), alone: Math.min(1.6, RW / hs.w, RH / hs.h) };
}

/** Whether the viewer's own board fits readably under the hand. */
const ownOnHand = (RW: number, RH: number, n: number, hand: boolean): boolean =>
  hand && n > 0 && Math.max(handFit('grid', RW, RH).both, handFit('row', RW, RH).both) >= FLOOR.board;

function pagesFor(RW: number, RH: number, n: number, hand: boolean, stripPage = false, own = hand): { ids: PageId[]; kP: number; kB: number; boardPages: number; others: number } {
  // As many per page as stay readable, then spread evenly (3 + 3 rather than 4 + 2).
  const even = (total: number, k: number): number => Math.ceil(total / Math.ceil(total / k));
  const kP = even(6, perPage(6, PANEL_W, PANEL_H, RW, RH, FLOOR.panel, 1.6));
  const others = own ? n - 1 : n;
  let kB = others > 0 ? even(others, perPage(others, PB_W, PB_H, RW, RH, FLOOR.board, 1.4)) : 0;
  // Every tab stays a finger wide: when the boards would need too many pages they share one
  // (smaller: the seats' chips above the board carry the same counts).
  const locPages = Math.ceil(6 / kP) + (hand ? 1 : 0) + (stripPage && others === 0 ? 1 : 0);
  if (kB > 0 && (locPages + Math.ceil(others / kB)) * MIN_TARGET > RW) kB = others;
  const ids: PageId[] = [];
  if (hand) ids.push('hand');
  for (let i = 0; i < Math.ceil(6 / kP); i++) ids.push(`locs${i}`);
  // The strip's own page: the first boards' page (strip on top) or, without boards, a page of its own.
  if (stripPage && others === 0) ids.push('track');
  const boardPages = kB > 0 ? Math.ceil(others / kB) : 0;
  for (let i = 0; i < boardPages; i++) ids.push(boardPages === 1 ? 'players' : `pb${i}`);
  return { ids, kP, kB, boardPages, others };
}

/**
 * The page to show after an update: the current one while it holds legal targets, else the first
 * page holding some (a decision is never hidden), else the page of the location being resolved
 * (so the reveal is seen), else the current one.
 */
export function pickPage(ids: readonly PageId[], current: PageId | null, withTargets: ReadonlySet<PageId>, resolving: PageId | null): PageId {
  const cur = current && ids.includes(current) ? current : ids[0]!;
  if (withTargets.has(cur)) return cur;
  const first = ids.find((p) => withTargets.has(p));
  if (first) return first;
  return resolving && ids.includes(resolving) ? resolving : cur;
}
