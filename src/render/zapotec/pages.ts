// Pages (pure): when the whole table drawn at once would make its words smaller than a finger's
// reading size, the scene shows one page at a time under a strip of tabs. A page is one or more
// parts (a component, or a rectangle of one, e.g. a region of the main board) drawn at a scale
// where every word on it is at least MIN_PX high. From coarse to fine, the first set of pages
// whose every page reads at that size is used: the main board whole, then the capital and the
// map, then regions one by one (a phone). Page rects are in each component's design units.
import type { Place, Rect } from '../core/geom.ts';
import { MIN_TARGET } from '../tokens.ts';
import { BOARD_H, BOARD_W, SECTION_W, TABLE_H, TABLE_W, deckCardFor } from './geometry.ts';
import { HAND_TOP, PB_H, PB_W } from './player-geometry.ts';
import type { CompId } from './targets.ts';

/** The smallest information text drawn on any component, in its design units (see the draw files). */
export const TEXT_FLOOR = 17;
/** Every word must read at least this high (CSS px) at the default camera. */
export const MIN_PX = 12;
/** A page is never drawn larger than this (a lone player board on a desktop). */
const MAX_SCALE = 1.5;
export const PAD = 6;
export const GAP = 6;
/** Tabs: at least a finger wide and tall, at most TAB_MAX wide. */
export const TAB_H = Math.max(46, MIN_TARGET + 2);
const TAB_MIN = 50, TAB_MAX = 110;

export type PageId = string;
/** A tab as the game screen's DOM twins read it (CSS px relative to the host). */
export interface PanelInfo { id: string; labelKey: string; params: Record<string, string | number>; selected: boolean; hasTargets: boolean; hasMarks?: boolean; rect: Rect }
export interface PagePart { comp: CompId; rect: Rect; at: { x: number; y: number } }
/** `floor`: the smallest information text on the page, in design units (TEXT_FLOOR unless larger). */
export interface PageDef { id: PageId; parts: PagePart[]; w: number; h: number; floor: number }

const one = (id: PageId, comp: CompId, rect: Rect, floor = TEXT_FLOOR): PageDef => ({ id, parts: [{ comp, rect, at: { x: 0, y: 0 } }], w: rect.w, h: rect.h, floor });
/** The offer, bonus and deck carry only large words and numbers (table.ts draws them at OFFER_FLOOR). */
export const OFFER_FLOOR = 26;
/** The scoring tiles and pyramids carry no words; their smallest icon (a scoring tile's) is this tall. */
const ICON_FLOOR = 26;
const R = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });

const MAIN = R(0, 0, BOARD_W, BOARD_H);
const CAPITAL = R(40, 40, 1120, 284);
const PYRAMIDS = R(40, 40, 656, 284);
const TRADE = R(692, 40, 468, 284);
const MAP = R(40, 320, 1120, 540);
const SECTIONS = R(40, 320, 966, 540);
const SACRIFICE = R(1004, 320, 156, 540);
/** Region column r (the first one keeps the terrain headers at its left). */
const region = (r: number): Rect => (r === 0 ? R(40, 320, 90 + SECTION_W + 4 - 40, 540) : R(90 + r * SECTION_W - 4, 320, SECTION_W + 8, 540));
/** The whole table strip, up to the deck's count for `seats` boards. */
const table = (seats: number): Rect => { const d = deckCardFor(Math.min(5, seats + 1)); return R(0, 0, Math.min(TABLE_W, d.x + d.w + 10), TABLE_H); };
const RITUALS = R(0, 0, 416, TABLE_H);
/** The bonus card, the offer and the deck right after it, for `seats` boards (at most seats + 1 slots). */
const offer = (seats: number): Rect => { const d = deckCardFor(Math.min(5, seats + 1)); return R(430, 0, d.x + d.w + 10 - 430, TABLE_H); };
const BOARD = R(0, 0, PB_W, PB_H);
/** A player board without its hand row: on a phone the hand is in the own area under the board. */
const BOARD_NO_HAND = R(0, 0, PB_W, HAND_TOP);
export const REGION_PAGES = ['etla', 'ocotlan', 'mitla'] as const;

/** All player boards on one page, in the grid that draws them largest in a `w`×`h` slot. */
function playersPage(order: readonly number[], w: number, h: number): PageDef {
  let best = { c: 1, s: 0 };
  for (let c = 1; c <= order.length; c++) {
    const r = Math.ceil(order.length / c);
    const s = Math.min(w / (c * PB_W + (c - 1) * 16), h / (r * PB_H + (r - 1) * 16));
    if (s > best.s) best = { c, s };
  }
  const parts = order.map((seat, i) => ({ comp: `p${seat}` as CompId, rect: BOARD, at: { x: (i % best.c) * (PB_W + 16), y: Math.floor(i / best.c) * (PB_H + 16) } }));
  const rows = Math.ceil(order.length / best.c);
  return { id: 'players', parts, w: best.c * PB_W + (best.c - 1) * 16, h: rows * PB_H + (rows - 1) * 16, floor: TEXT_FLOOR };
}

const boards = (order: readonly number[], rect = BOARD): PageDef[] => order.map((s) => one(`p${s}`, `p${s}`, rect));

/** The page sets from coarse to fine for a slot of `w`×`h` CSS px. */
export function pageSets(order: readonly number[], w: number, h: number): PageDef[][] {
  const players = playersPage(order, w, h);
  return [
    [one('main', 'main', MAIN), one('table', 'table', table(order.length)), players],
    [one('capital', 'main', CAPITAL), one('map', 'main', MAP), one('table', 'table', table(order.length)), players],
    [one('capital', 'main', CAPITAL), one('sections', 'main', SECTIONS), one('sacrifice', 'main', SACRIFICE), one('rituals', 'table', RITUALS), one('offer', 'table', offer(order.length), OFFER_FLOOR), players],
    [one('pyramids', 'main', PYRAMIDS, ICON_FLOOR), one('trade', 'main', TRADE), one('sections', 'main', SECTIONS), one('sacrifice', 'main', SACRIFICE),
      one('rituals', 'table', RITUALS), one('offer', 'table', offer(order.length), OFFER_FLOOR), ...boards(order)],
    [one('pyramids', 'main', PYRAMIDS, ICON_FLOOR), one('trade', 'main', TRADE), ...REGION_PAGES.map((id, r) => one(id, 'main', region(r))),
      one('sacrifice', 'main', SACRIFICE), one('rituals', 'table', RITUALS), one('offer', 'table', offer(order.length), OFFER_FLOOR), ...boards(order, BOARD_NO_HAND)],
  ];
}

export interface TabStrip { rows: number; perRow: number; tabW: number; rect: Rect }

/** The tab strip for `n` tabs across a `w` px canvas: one row when they fit at TAB_MIN, else more. */
export function tabStrip(n: number, w: number): TabStrip {
  const W = w - 2 * PAD;
  const rows = Math.max(1, Math.ceil((n * TAB_MIN) / W));
  const perRow = Math.ceil(n / rows);
  const tabW = Math.min(TAB_MAX, W / perRow);
  const sw = tabW * perRow;
  return { rows, perRow, tabW, rect: R((w - sw) / 2, PAD, sw, rows * TAB_H) };
}

/** Tab `i`'s rect in CSS px (relative to the canvas). */
export function tabRect(s: TabStrip, i: number): Rect {
  const row = Math.floor(i / s.perRow), col = i % s.perRow;
  return R(s.rect.x + col * s.tabW, s.rect.y + row * TAB_H, s.tabW, TAB_H);
}

export interface PagedLayout {
  ids: PageId[];
  page: PageId;
  tabs: TabStrip;
  /** The visible parts of the shown page: where each component sits and the rect of it shown. */
  parts: { comp: CompId; place: Place; clip: Rect }[];
  slot: Rect;
  scale: number;
}

/** The slot under the tabs for `n` pages. */
function slotFor(n: number, w: number, h: number): { tabs: TabStrip; slot: Rect } {
  const tabs = tabStrip(n, w);
  const top = tabs.rect.y + tabs.rect.h + GAP;
  return { tabs, slot: R(PAD, top, Math.max(1, w - 2 * PAD), Math.max(1, h - top - PAD)) };
}

export const pageScale = (p: PageDef, slot: Rect): number => Math.min(slot.w / p.w, slot.h / p.h, MAX_SCALE);

/** The coarsest page set that reads at MIN_PX everywhere (else the finest), for a `w`×`h` canvas. */
export function choosePages(order: readonly number[], w: number, h: number): PageDef[] {
  const sets = pageSets(order, w, h);
  for (const set of sets) {
    const { slot } = slotFor(set.length, w, h);
    if (set.every((p) => pageScale(p, slot) * p.floor >= MIN_PX - 1e-9)) return set;
  }
  return sets[sets.length - 1]!;
}

/** Lays out page `page` (or the first) of the chosen set. */
export function pagedLayout(order: readonly number[], w: number, h: number, page: PageId | null): PagedLayout {
  const set = choosePages(order, w, h);
  const def = set.find((p) => p.id === page) ?? set[0]!;
  const { tabs, slot } = slotFor(set.length, w, h);
  const s = pageScale(def, slot);
  // Centred across, right under the tabs (the eye goes from the tab to its page).
  const x0 = slot.x + (slot.w - def.w * s) / 2, y0 = slot.y;
  const parts = def.parts.map((p) => ({
    comp: p.comp,
    clip: p.rect,
    place: { x: x0 + (p.at.x - p.rect.x) * s, y: y0 + (p.at.y - p.rect.y) * s, s },
  }));
  return { ids: set.map((p) => p.id), page: def.id, tabs, parts, slot, scale: s };
}

/** Which page shows a target on `comp` at design rect `r` (the first whose parts hold its centre). */
export function pageOf(order: readonly number[], w: number, h: number, comp: string, r: Rect): PageId | null {
  const cx = r.x + r.w / 2, cy = r.y + r.h / 2;
  for (const p of choosePages(order, w, h))
    if (p.parts.some((q) => q.comp === comp && cx >= q.rect.x && cx <= q.rect.x + q.rect.w && cy >= q.rect.y && cy <= q.rect.y + q.rect.h)) return p.id;
  return null;
}

/**
 * The page to show after an update: the current one while it holds a target, else the first that
 * does (the decision is brought into sight), else the current one.
 */
export function pickPage(ids: readonly PageId[], current: PageId | null, withTargets: ReadonlySet<PageId>, fallback: PageId): PageId {
  const cur = current && ids.includes(current) ? current : ids.includes(fallback) ? fallback : ids[0]!;
  if (withTargets.has(cur)) return cur;
  return ids.find((id) => withTargets.has(id)) ?? cur;
}
