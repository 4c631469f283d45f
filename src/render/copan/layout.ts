// Where each component of the Copan scene sits for a canvas size (pure): a few arrangements are
// built as trees of rows and columns and the one that shows the Pyramid largest wins. Phone
// portrait: score strip, Pyramid at full width, the Sites in a grid, then the player boards.
// Landscape: the Pyramid on the left, Sites in the middle, player boards on the right. A narrow
// portrait canvas (a phone) uses the tabbed layout of layout-phone.ts instead.
import type { Place, Rect } from '../core/geom.ts';
import { PYR_H, PYR_W, SCORE_H, SCORE_W } from './geometry.ts';
import { PB_H, PB_W, SITE_H, SITE_W } from './geometry-sites.ts';
import { phoneLayout, TABS_W, tabsHeight, usesTabs } from './layout-phone.ts';

export type CompId = 'score' | 'pyr' | 'tabs' | `s${number}` | `b${number}`;

type Box =
  | { t: 'leaf'; id: CompId; w: number; h: number; k: number }
  | { t: 'row' | 'col'; kids: Box[]; gap: number };

const leaf = (id: CompId, w: number, h: number, k = 1): Box => ({ t: 'leaf', id, w, h, k });
const row = (kids: Box[], gap = 8): Box => ({ t: 'row', kids, gap });
const col = (kids: Box[], gap = 8): Box => ({ t: 'col', kids, gap });

function size(b: Box): { w: number; h: number } {
  if (b.t === 'leaf') return { w: b.w * b.k, h: b.h * b.k };
  const s = b.kids.map(size);
  const gaps = b.gap * Math.max(0, s.length - 1);
  return b.t === 'row'
    ? { w: s.reduce((a, x) => a + x.w, 0) + gaps, h: Math.max(0, ...s.map((x) => x.h)) }
    : { w: Math.max(0, ...s.map((x) => x.w)), h: s.reduce((a, x) => a + x.h, 0) + gaps };
}

function place(b: Box, x: number, y: number, z: number, out: Map<CompId, Place>): void {
  if (b.t === 'leaf') {
    out.set(b.id, { x, y, s: b.k * z });
    return;
  }
  const outer = size(b);
  for (const kid of b.kids) {
    const s = size(kid);
    // Children are centred across the main axis.
    if (b.t === 'row') { place(kid, x, y, z, out); x += (s.w + b.gap) * z; }
    else { place(kid, x + ((outer.w - s.w) / 2) * z, y, z, out); y += (s.h + b.gap) * z; }
  }
}

export interface SceneLayout {
  places: Record<string, Place>;
  content: Rect; // world rect of everything (CSS px at fit)
  shape: 'portrait' | 'landscape';
  /** Phone: the tab strip's panels in order and the one shown (the others are not placed). */
  tabs?: { ids: CompId[]; panel: CompId };
}

/** The design size of a component (the tab strip's height depends on how many tabs it holds). */
export function compSizes(id: CompId, tabCount = 10): { w: number; h: number } {
  if (id === 'tabs') return { w: TABS_W, h: tabsHeight(tabCount) };
  if (id === 'score') return { w: SCORE_W, h: SCORE_H };
  if (id === 'pyr') return { w: PYR_W, h: PYR_H };
  return id[0] === 's' ? { w: SITE_W, h: SITE_H } : { w: PB_W, h: PB_H };
}

const sites = (k: number): Box[] => [0, 1, 2, 3, 4].map((i) => leaf(`s${i}`, SITE_W, SITE_H, k));
const boards = (order: readonly number[], k: number): Box[] => order.map((s) => leaf(`b${s}`, PB_W, PB_H, k));
const chunk = (xs: Box[], n: number): Box[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

function candidates(order: readonly number[]): { shape: SceneLayout['shape']; box: Box }[] {
  const board = col([leaf('score', SCORE_W, SCORE_H), leaf('pyr', PYR_W, PYR_H)], 6);
  const out: { shape: SceneLayout['shape']; box: Box }[] = [];
  // Portrait: Sites and boards in rows of 2 or 3 under the board, sized to its width.
  for (const n of [2, 3]) {
    const k = (PYR_W - 8 * (n - 1)) / (n * SITE_W);
    out.push({ shape: 'portrait', box: col([board, ...chunk([...sites(k), ...boards(order, k)], n).map((r) => row(r))]) });
  }
  // Landscape: board | Sites in one or two columns | boards in one or two columns.
  for (const sc of [1, 2]) for (const bc of [1, 2]) {
    const siteCols = chunk(sites(0.62), Math.ceil(5 / sc)).map((c) => col(c, 6));
    const boardCols = chunk(boards(order, 0.62), Math.ceil(order.length / bc)).map((c) => col(c, 6));
    out.push({ shape: 'landscape', box: row([board, ...siteCols, ...boardCols], 10) });
  }
  return out;
}

/**
 * The layout for a w × h canvas with `order` the seats whose boards are shown (viewer first);
 * `panel` is the tab to show when the layout has tabs.
 */
export function layoutScene(w: number, h: number, order: readonly number[], panel?: CompId | null): SceneLayout {
  if (usesTabs(w, h)) return phoneLayout(w, h, order, panel);
  const pad = 6;
  let best: { z: number; shape: SceneLayout['shape']; box: Box } | null = null;
  for (const c of candidates(order)) {
    const s = size(c.box);
    const z = Math.min((w - 2 * pad) / s.w, (h - 2 * pad) / s.h);
    if (!best || z > best.z * 1.02) best = { z, ...c };
  }
  const { z, box, shape } = best!;
  const s = size(box);
  const x0 = (w - s.w * z) / 2, y0 = (h - s.h * z) / 2;
  const map = new Map<CompId, Place>();
  place(box, x0, y0, z, map);
  return { places: Object.fromEntries(map), content: { x: x0, y: y0, w: s.w * z, h: s.h * z }, shape };
}

/** Seats in board order: the viewer first, then the others clockwise. */
export function seatOrder(n: number, viewer: number): number[] {
  const v = viewer >= 0 && viewer < n ? viewer : 0;
  return Array.from({ length: n }, (_, i) => (v + i) % n);
}
