// Screen arrangement at "fit" (pure). Large canvases: the square board (track loop, six panels,
// centre band) with the viewer's hand and the player boards beside it or below it, in as many
// columns as make both large; or the track as a two-row strip on top of the six panels as a 2×3
// grid in resolution order. An arrangement is kept only when every part stays readable (its
// smallest text at least 12 CSS px, its targets at least 44 px: see FLOOR); otherwise (phones,
// small tablets) the board is shown a page at a time under the strip and a row of tabs
// (layout-pages.ts). World units are CSS pixels at zoom 1.
import { rect, type Place, type Rect } from '../core/geom.ts';
import { MIN_TARGET } from '../tokens.ts';
import { BOARD, CENTRE, MARKER, PANEL_H, PANEL_W, STRIP_H, STRIP_W, ringPanel, type TrackShape } from './geometry.ts';
import { CARD_W, PB_H, PB_W, handCard, handSize, type HandShape } from './player-geometry.ts';
import type { CompId } from './targets.ts';
import { FLOOR, pagedParts, type PageId } from './layout-pages.ts';

export const MARGIN = 8;
export const GAP = 8;
/** Hiding the player boards (phones) costs this much of the score. */
const HIDDEN_BOARDS = 0.92;
/** A one-screen arrangement is kept when its worst part is at least this share of readable. */
const READABLE = 0.97;

export type Arrangement = 'side' | 'below' | 'grid' | 'pages';

/** The tab strip of a paged layout: its page ids, the page shown, where the strip sits. */
export interface Pages {
  ids: PageId[];
  page: PageId;
  tabs: Place;
  tabsW: number;
  pageOfPanel: PageId[];
  pageOfBoard: PageId[];
}

export interface SceneLayout {
  width: number;
  height: number;
  arrangement: Arrangement;
  columns: number; // player-board columns
  trackShape: TrackShape;
  track: Place | null; // the ring board (1000×1000) or the strip; null: on its own page
  centre: Place | null; // the centre band (ring only)
  panels: (Place | null)[]; // L1..L6 (index loc - 1); null: on another page
  handShape: HandShape;
  hand: Place | null;
  boards: (Place | null)[]; // in display order (the viewer first); empty when hidden, null: on another page
  content: Rect; // everything, for the camera
  pages: Pages | null; // shown a page at a time
  /** The worst part's scale over its readable floor (≥ 1: every text ≥ 12 px, every target ≥ 44 px). */
  readable: number;
}

type Pack = 'stack' | 'beside';
interface Group { hand: boolean; handShape: HandShape; n: number; c: number; pack: Pack }

/** Size of the hand + boards group at scale s (gaps stay in screen px). */
function groupSize(g: Group, s: number): { w: number; h: number } {
  const r = Math.ceil(g.n / g.c);
  const gw = g.n > 0 ? g.c * PB_W * s + (g.c - 1) * GAP : 0;
  const gh = g.n > 0 ? r * PB_H * s + (r - 1) * GAP : 0;
  const hs = handSize(g.handShape);
  const hw = g.hand ? hs.w * s : 0, hh = g.hand ? hs.h * s : 0;
  const between = g.hand && g.n > 0 ? GAP : 0;
  return g.pack === 'stack' ? { w: Math.max(hw, gw), h: hh + between + gh } : { w: hw + between + gw, h: Math.max(hh, gh) };
}

/** The largest scale at which the group fits in aw × ah (sizes are affine in s). */
function groupFit(g: Group, aw: number, ah: number): number {
  if (aw <= 0 || ah <= 0) return 0;
  let lo = 0, hi = 8;
  for (let i = 0; i < 32; i++) {
    const mid = (lo + hi) / 2;
    const sz = groupSize(g, mid);
    if (sz.w <= aw + 1e-9 && sz.h <= ah + 1e-9) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Places of the group's parts from its top-left corner. */
function placeGroup(g: Group, s: number, x: number, y: number): { hand: Place | null; boards: Place[] } {
  const size = groupSize(g, s);
  const hs = handSize(g.handShape);
  const hw = hs.w * s, hh = hs.h * s;
  const gw = g.c * PB_W * s + (g.c - 1) * GAP;
  const r = Math.ceil(g.n / g.c);
  const gh = r * PB_H * s + (r - 1) * GAP;
  let hand: Place | null = null, gx: number, gy: number;
  if (g.pack === 'stack') {
    if (g.hand) hand = { x: x + (size.w - hw) / 2, y, s };
    gx = x + (size.w - gw) / 2;
    gy = y + (g.hand ? hh + GAP : 0);
  } else {
    if (g.hand) hand = { x, y: y + (size.h - hh) / 2, s };
    gx = x + (g.hand ? hw + GAP : 0);
    gy = y + (size.h - gh) / 2;
  }
  const boards: Place[] = [];
  for (let i = 0; i < g.n; i++) boards.push({ x: gx + (i % g.c) * (PB_W * s + GAP), y: gy + Math.floor(i / g.c) * (PB_H * s + GAP), s });
  return { hand, boards };
}

interface Candidate { score: number; build: () => SceneLayout }

function ringPlaces(bx: number, by: number, s: number): { track: Place; centre: Place; panels: Place[] } {
  return {
    track: { x: bx, y: by, s },
    centre: { x: bx + CENTRE.x * s, y: by + CENTRE.y * s, s },
    panels: [1, 2, 3, 4, 5, 6].map((loc) => {
      const r = ringPanel(loc);
      return { x: bx + r.x * s, y: by + r.y * s, s };
    }),
  };
}

function ringCandidates(W: number, H: number, n: number, hand: boolean, width: number, height: number): Candidate[] {
  const out: Candidate[] = [];
  const maxS = Math.min(W, H) / BOARD;
  for (const arrangement of ['side', 'below'] as const)
    for (const pack of ['stack', 'beside'] as const)
      for (let c = 1; c <= Math.max(1, n); c++) {
        const g: Group = { hand, handShape: 'grid', n, c, pack };
        const groupFloor = n > 0 ? FLOOR.board : FLOOR.hand;
        let best = { score: -1, sm: 0, sb: 0 };
        for (let k = 1; k <= 80; k++) {
          const sm = (maxS * k) / 80;
          const M = BOARD * sm;
          const sb = arrangement === 'side' ? groupFit(g, W - GAP - M, H) : groupFit(g, W, H - GAP - M);
          const score = Math.min(sm / FLOOR.panel, sb / groupFloor) + 0.01 * (sm + sb);
          if (score > best.score) best = { score, sm, sb };
        }
        const { sm, sb } = best;
        out.push({
          score: best.score,
          build: () => {
            const M = BOARD * sm;
            const gs = groupSize(g, sb);
            const totalW = arrangement === 'side' ? M + GAP + gs.w : Math.max(M, gs.w);
            const totalH = arrangement === 'side' ? Math.max(M, gs.h) : M + GAP + gs.h;
            const x0 = MARGIN + (W - totalW) / 2, y0 = MARGIN + (H - totalH) / 2;
            const bx = arrangement === 'side' ? x0 : x0 + (totalW - M) / 2;
            const by = arrangement === 'side' ? y0 + (totalH - M) / 2 : y0;
            const gx = arrangement === 'side' ? x0 + M + GAP : x0 + (totalW - gs.w) / 2;
            const gy = arrangement === 'side' ? y0 + (totalH - gs.h) / 2 : y0 + M + GAP;
            const ring = ringPlaces(bx, by, sm);
            const grp = placeGroup(g, sb, gx, gy);
            return {
              width, height, arrangement, columns: c, trackShape: 'ring', ...ring, handShape: 'grid', hand: grp.hand, boards: grp.boards,
              content: rect(x0, y0, totalW, totalH), pages: null, readable: best.score,
            };
          },
        });
      }
  return out;
}

function gridCandidates(W: number, H: number, n: number, hand: boolean, width: number, height: number): Candidate[] {
  const out: Candidate[] = [];
  const hs = handSize('row');
  for (const withBoards of n > 0 ? [false, true] : [false])
    for (let c = 1; c <= (withBoards ? Math.min(2, n) : 1); c++) {
      // Natural scales fill the width; one factor then fits the height.
      const st = W / STRIP_W, sp = (W - GAP) / (2 * PANEL_W), sh = W / hs.w;
      const r = Math.ceil(n / c);
      const sb = withBoards ? (W - (c - 1) * GAP) / (c * PB_W) : 0;
      const scaled = STRIP_H * st + 3 * PANEL_H * sp + (hand ? hs.h * sh : 0) + (withBoards ? r * PB_H * sb : 0);
      const gaps = GAP * (1 + 2 + (hand ? 1 : 0) + (withBoards ? r : 0));
      const f = Math.min(1, (H - gaps) / scaled);
      const parts = Math.min(sp * f / FLOOR.panel, st * f / FLOOR.strip, hand ? sh * f / FLOOR.hand : Infinity);
      const score = withBoards ? Math.min(parts, (sb * f) / FLOOR.board) + 0.01 * (sp + sb) * f : parts * HIDDEN_BOARDS + 0.01 * sp * f;
      out.push({
        score,
        build: () => {
          const colW = W * f;
          const x0 = MARGIN + (W - colW) / 2;
          const total = scaled * f + gaps;
          let y = MARGIN + (H - total) / 2;
          const track: Place = { x: x0, y, s: st * f };
          y += STRIP_H * st * f + GAP;
          const ps = sp * f;
          const panels: Place[] = [];
          for (let loc = 1; loc <= 6; loc++) {
            const i = loc - 1;
            panels.push({ x: x0 + (i % 2) * (PANEL_W * ps + GAP), y: y + Math.floor(i / 2) * (PANEL_H * ps + GAP), s: ps });
          }
          y += 3 * PANEL_H * ps + 2 * GAP + GAP;
          let handPlace: Place | null = null;
          if (hand) {
            handPlace = { x: x0 + (colW - hs.w * sh * f) / 2, y, s: sh * f };
            y += hs.h * sh * f + GAP;
          }
          const boards: Place[] = [];
          if (withBoards) {
            const bs = sb * f;
            const gw = c * PB_W * bs + (c - 1) * GAP;
            for (let i = 0; i < n; i++)
              boards.push({ x: x0 + (colW - gw) / 2 + (i % c) * (PB_W * bs + GAP), y: y + Math.floor(i / c) * (PB_H * bs + GAP), s: bs });
          }
          return {
            width, height, arrangement: 'grid', columns: withBoards ? c : 0, trackShape: 'strip', track, centre: null, panels,
            handShape: 'row', hand: handPlace, boards, content: rect(x0, MARGIN + (H - total) / 2, colW, total), pages: null, readable: score,
          };
        },
      });
    }
  return out;
}

/**
 * Wide canvases: the strip over the six panels in a 3×2 grid (L4 L5 L6 over L1 L2 L3, as on the
 * ring), the hand and the boards beside them: everything at once, larger than the ring allows.
 */
function wideCandidates(W: number, H: number, n: number, hand: boolean, width: number, height: number): Candidate[] {
  const out: Candidate[] = [];
  const groupFloor = n > 0 ? FLOOR.board : FLOOR.hand;
  for (const pack of ['stack', 'beside'] as const)
    for (let c = 1; c <= Math.max(1, n); c++) {
      const g: Group = { hand, handShape: 'grid', n, c, pack };
      const block = (sp: number) => {
        const bw = 3 * PANEL_W * sp + 2 * GAP;
        const st = Math.min(bw / STRIP_W, 1);
        return { bw, st, bh: STRIP_H * st + GAP + 2 * PANEL_H * sp + GAP };
      };
      let best = { score: -1, sp: 0, sb: 0 };
      const maxSp = Math.min(W / (3 * PANEL_W), H / (2 * PANEL_H));
      for (let k = 1; k <= 80; k++) {
        const sp = (maxSp * k) / 80;
        const { bw, st, bh } = block(sp);
        if (bh > H || bw > W) break;
        const sb = n > 0 || hand ? groupFit(g, W - bw - GAP, H) : Infinity;
        const score = Math.min(sp / FLOOR.panel, sb / groupFloor, st / FLOOR.strip) + 0.01 * (sp + (Number.isFinite(sb) ? sb : 0));
        if (score > best.score) best = { score, sp, sb };
      }
      if (best.score < 0) continue;
      const { sp, sb } = best;
      out.push({
        score: best.score,
        build: () => {
          const { bw, st, bh } = block(sp);
          const gs = Number.isFinite(sb) ? groupSize(g, sb) : { w: 0, h: 0 };
          const totalW = bw + (gs.w > 0 ? GAP + gs.w : 0), totalH = Math.max(bh, gs.h);
          const x0 = MARGIN + (W - totalW) / 2, y0 = MARGIN + (H - totalH) / 2;
          const by = y0 + (totalH - bh) / 2;
          const track: Place = { x: x0 + (bw - STRIP_W * st) / 2, y: by, s: st };
          const py = by + STRIP_H * st + GAP;
          const panels = [1, 2, 3, 4, 5, 6].map((loc): Place => {
            const top = loc >= 4, col = top ? loc - 4 : loc - 1;
            return { x: x0 + col * (PANEL_W * sp + GAP), y: py + (top ? 0 : PANEL_H * sp + GAP), s: sp };
          });
          const grp = gs.w > 0 ? placeGroup(g, sb, x0 + bw + GAP, y0 + (totalH - gs.h) / 2) : { hand: null, boards: [] };
          return {
            width, height, arrangement: 'side', columns: c, trackShape: 'strip', track, centre: null, panels, handShape: 'grid',
            hand: grp.hand, boards: grp.boards, content: rect(x0, y0, totalW, totalH), pages: null, readable: best.score,
          };
        },
      });
    }
  return out;
}

/**
 * Lays out the scene in a `width`×`height` viewport with `boards` player boards and maybe a hand;
 * `page` is the page wanted when the layout is paged (default: the first).
 */
export function layoutScene(width: number, height: number, boards: number, hand = true, page: PageId | null = null): SceneLayout {
  const key = `${width}x${height}:${boards}:${hand}:${page}`;
  const known = memo.get(key);
  if (known) return known;
  const out = solve(width, height, boards, hand, page);
  if (memo.size > 32) memo.clear();
  memo.set(key, out);
  return out;
}

const memo = new Map<string, SceneLayout>();

function solve(width: number, height: number, boards: number, hand: boolean, page: PageId | null): SceneLayout {
  const W = Math.max(1, width - 2 * MARGIN), H = Math.max(1, height - 2 * MARGIN);
  const n = Math.max(0, boards);
  const all = [...ringCandidates(W, H, n, hand, width, height), ...gridCandidates(W, H, n, hand, width, height), ...wideCandidates(W, H, n, hand, width, height)];
  let best = all[0]!;
  for (const c of all) if (c.score > best.score + 1e-9) best = c;
  if (best.score >= READABLE) return best.build();
  return paged(width, height, W, H, n, hand, page);
}

/** Page by page: the strip, the tabs, then one page (layout-pages.ts). */
function paged(width: number, height: number, W: number, H: number, n: number, hand: boolean, page: PageId | null): SceneLayout {
  const p = pagedParts(MARGIN, MARGIN, W, H, n, hand, page);
  return {
    width, height, arrangement: 'pages', columns: 0, trackShape: 'strip', track: p.track, centre: null, panels: p.panels,
    handShape: p.handShape, hand: p.hand, boards: p.boards, content: rect(MARGIN, MARGIN, W, H),
    pages: { ids: p.ids, page: p.page, tabs: p.tabs, tabsW: p.tabsW, pageOfPanel: p.pageOfPanel, pageOfBoard: p.pageOfBoard },
    readable: p.worst,
  };
}

/** Where each component sits in a layout (player boards in `order`, the viewer first). */
export function placeFinder(layout: SceneLayout, order: readonly number[]): (comp: CompId) => Place | null {
  return (comp) => {
    if (comp === 'track') return layout.track;
    if (comp === 'centre') return layout.centre;
    if (comp === 'hand') return layout.hand;
    if (comp === 'tabs') return layout.pages?.tabs ?? null;
    if (comp[0] === 'L') return layout.panels[Number(comp.slice(1)) - 1] ?? null;
    return layout.boards[order.indexOf(Number(comp.slice(1)))] ?? null;
  };
}

/** Whether a component's cards (or markers) are smaller than a finger at scale `s`: a tap there zooms. */
export function tooSmallAtFit(id: string, s: number, hand: HandShape | null, track: TrackShape | null): boolean {
  if (id === 'hand') return handCard(hand ?? 'grid', 0).w * s < MIN_TARGET;
  if (id[0] === 'p') return CARD_W * s < MIN_TARGET;
  if (id[0] === 'L') return 40 * s < MIN_TARGET * 0.8;
  return id === 'track' && track === 'strip' && MARKER.strip * s < 16;
}
