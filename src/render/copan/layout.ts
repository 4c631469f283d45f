// Where each component of the Copan scene sits for a canvas size (pure). A narrow canvas (a phone
// held upright) uses the tabbed layout of layout-phone.ts. Any other canvas tries arrangements
// built as trees of rows and columns (the Pyramid beside or above the score strip and the Site and
// player panels, in 1 to 4 columns) at a range of panel-to-Pyramid ratios, and keeps only those
// where every word is readable (the smallest design font times its scale reaches READ_PX) and the
// Pyramid's spaces are a finger apart (TAP_PX). When no arrangement shows every panel that large,
// the panels go behind a tab strip beside the Pyramid (one panel shown at a time, the one the
// decision is about), rather than shrinking them unreadable.
import type { Place, Rect } from '../core/geom.ts';
import { PYR_FONT_MIN, PYR_H, PYR_W, READ_PX, S, SCORE_FONT_MIN, SCORE_H, SCORE_W, TAP_PX } from './geometry.ts';
import { PANEL_FONT_MIN, PB_H, PB_W, SITE_H, SITE_W } from './geometry-sites.ts';
import { phoneLayout, TAB_MIN_W, TAB_ROW_H, TABS_W, tabsHeight, usesTabs } from './layout-phone.ts';
import type { CompId, SceneLayout } from './layout-types.ts';

export { READ_PX, TAP_PX };
export type { CompId, SceneLayout };

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
    if (b.t === 'row') { place(kid, x, y + ((outer.h - s.h) / 2) * z, z, out); x += (s.w + b.gap) * z; }
    else { place(kid, x + ((outer.w - s.w) / 2) * z, y, z, out); y += (s.h + b.gap) * z; }
  }
}

/** The design size of a component (the tab strip's height depends on how many tabs it holds). */
export function compSizes(id: CompId, tabCount = 10): { w: number; h: number } {
  if (id === 'tabs') return { w: TABS_W, h: tabsHeight(tabCount) };
  if (id === 'score') return { w: SCORE_W, h: SCORE_H };
  if (id === 'pyr') return { w: PYR_W, h: PYR_H };
  return id[0] === 's' ? { w: SITE_W, h: SITE_H } : { w: PB_W, h: PB_H };
}

const chunk = <T>(xs: T[], n: number): T[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

/** The panels in tab order: the five Sites, then the boards (viewer first). */
export const panelIds = (order: readonly number[]): CompId[] => [...[0, 1, 2, 3, 4].map((i): CompId => `s${i}`), ...order.map((s): CompId => `b${s}`)];

interface Candidate { shape: SceneLayout['shape']; box: Box; tabs?: { ids: CompId[]; panel: CompId }; bonus: number }

/** Arrangements with panels at `r` times the Pyramid's scale; `panel` is the tab asked for. */
function candidates(order: readonly number[], panel: CompId | null | undefined, r: number): Candidate[] {
  const ids = panelIds(order);
  const box = (id: CompId): Box => (id[0] === 's' ? leaf(id, SITE_W, SITE_H, r) : leaf(id, PB_W, PB_H, r));
  const pyr = leaf('pyr', PYR_W, PYR_H);
  const out: Candidate[] = [];
  // The score strip goes over whichever column it fits best: with the panels (scaled like them) or over the Pyramid.
  const scoreOver = (k: number): Box => leaf('score', SCORE_W, SCORE_H, k);
  for (const c of [1, 2, 3, 4]) {
    const grid = chunk(ids.map(box), c).map((kids) => row(kids, 8));
    const panelsW = c * SITE_W * r + (c - 1) * 8;
    const kScore = Math.min(1, panelsW / SCORE_W);
    out.push({ shape: 'landscape', bonus: 20, box: row([pyr, col([scoreOver(kScore), ...grid], 8)], 10) });
    out.push({ shape: 'landscape', bonus: 20, box: row([col([scoreOver(1), pyr], 6), col(grid, 8)], 10) });
    out.push({ shape: 'portrait', bonus: 20, box: col([scoreOver(1), pyr, ...grid], 8) });
  }
  // Tabbed: the strip and one panel slot (as tall as the tallest panel, so switching never moves
  // anything), or two: the tabbed one and the viewer's own board, always in sight. The score
  // strip is optional there: each board's tab shows its seat's score.
  const own: CompId = `b${order[0] ?? 0}`;
  for (const two of [false, true]) {
    const tabIds = two ? ids.filter((id) => id !== own) : ids;
    const shown = panel && tabIds.includes(panel) ? panel : tabIds[0]!;
    const strip = leaf('tabs', TABS_W, tabsHeight(tabIds.length), r);
    const slots = [leaf(shown, SITE_W, Math.max(SITE_H, PB_H), r), ...(two ? [box(own)] : [])];
    const tabs = { ids: tabIds, panel: shown };
    const bonus = two ? 2 : 0;
    const side = (score: boolean): Box[] => [...(score ? [leaf('score', SCORE_W, SCORE_H, Math.min(1, r * TABS_W / SCORE_W))] : []), strip, ...slots];
    out.push({ shape: 'landscape', tabs, bonus: bonus + 0.1, box: row([pyr, col(side(true), 6)], 10) });
    out.push({ shape: 'landscape', tabs, bonus, box: row([pyr, col(side(false), 6)], 10) });
    out.push({ shape: 'landscape', tabs, bonus: bonus + 0.1, box: row([col([leaf('score', SCORE_W, SCORE_H), pyr], 6), col([strip, ...slots], 6)], 10) });
    out.push({ shape: 'portrait', tabs, bonus: bonus + 0.1, box: col([leaf('score', SCORE_W, SCORE_H), pyr, strip, ...slots], 6) });
    if (two) out.push({ shape: 'portrait', tabs, bonus: bonus + 0.1, box: col([leaf('score', SCORE_W, SCORE_H), pyr, strip, row(slots, 8)], 6) });
  }
  return out;
}

/**
 * How far placed components meet the reading and tapping sizes (≥ 1: met): the smallest design
 * font of each component times its scale against READ_PX, the tab rows against TAP_PX and the
 * Pyramid's pitch against `pitch` (TAP_PX; its spaces touch, so a smaller canvas may accept less).
 */
export function legibility(places: ReadonlyMap<CompId, Place> | Record<string, Place>, pitch = TAP_PX): number {
  const entries = places instanceof Map ? [...places.entries()] : Object.entries(places);
  let worst = Infinity;
  for (const [id, pl] of entries) {
    const q = id === 'pyr' ? Math.min((pl.s * PYR_FONT_MIN) / READ_PX, (pl.s * S) / pitch)
      : id === 'score' ? (pl.s * SCORE_FONT_MIN) / READ_PX
      : id === 'tabs' ? Math.min((pl.s * TAB_ROW_H) / TAP_PX, (pl.s * TAB_MIN_W) / TAP_PX, (pl.s * PANEL_FONT_MIN) / READ_PX)
      : (pl.s * PANEL_FONT_MIN) / READ_PX;
    worst = Math.min(worst, q);
  }
  return worst;
}

/** The Pyramid pitch (CSS px) accepted when a canvas is too small for TAP_PX and readable words. */
export const PITCH_MIN = 28;

const RATIOS = [0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.2, 1.35, 1.5, 1.7];

/**
 * The layout for a w × h canvas with `order` the seats whose boards are shown (viewer first);
 * `panel` is the tab to show when the layout has tabs; `pyrShown` keeps a phone's earlier choice.
 */
export function layoutScene(w: number, h: number, order: readonly number[], panel?: CompId | null, pyrShown?: boolean): SceneLayout {
  if (usesTabs(w, h)) return phoneLayout(w, h, order, panel, pyrShown);
  const pad = 6;
  // Every panel shown if some arrangement keeps it all readable; else the tabbed arrangements
  // (two panels before one, with the score strip before without). Among the acceptable ones the
  // one that covers the most of the canvas wins; an unreadable one only as a last resort, the
  // most legible of them.
  let best: { c: Candidate; map: Map<CompId, Place>; content: Rect; score: number } | null = null;
  for (const r of RATIOS)
    for (const c of candidates(order, panel, r)) {
      const s = size(c.box);
      const z = Math.min((w - 2 * pad) / s.w, (h - 2 * pad) / s.h);
      const x0 = (w - s.w * z) / 2, y0 = (h - s.h * z) / 2;
      const map = new Map<CompId, Place>();
      place(c.box, x0, y0, z, map);
      // Coverage, and panels about as large as the Pyramid (a huge Pyramid beside small cards reads worse).
      const balance = Math.min(1, Math.min(...[...map].filter(([id]) => id[0] === 's' || id[0] === 'b').map(([, p]) => p.s)) / (map.get('pyr')?.s ?? 1));
      const fine = (s.w * s.h * z * z) / (w * h) + 0.5 * balance;
      // Fully met first; then every word readable with the Pyramid's touching spaces at least
      // PITCH_MIN apart (a tap picks the nearest); then the most legible.
      const score = legibility(map) >= 1 ? 10 + c.bonus + fine : legibility(map, PITCH_MIN) >= 1 ? 5 + c.bonus / 10 + fine : legibility(map, PITCH_MIN);
      if (!best || score > best.score + 1e-9) best = { c, map, content: { x: x0, y: y0, w: s.w * z, h: s.h * z }, score };
    }
  const { c, map, content } = best!;
  return { places: Object.fromEntries(map), content, shape: c.shape, ...(c.tabs ? { tabs: c.tabs } : {}) };
}

/** Seats in board order: the viewer first, then the others clockwise. */
export function seatOrder(n: number, viewer: number): number[] {
  const v = viewer >= 0 && viewer < n ? viewer : 0;
  return Array.from({ length: n }, (_, i) => (v + i) % n);
}
