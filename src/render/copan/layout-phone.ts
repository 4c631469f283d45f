// The phone layout of the Copan scene (pure): the Pyramid at full width, then a tab strip (one tab per Site and per player board) and the one panel it selects, shown at full
// width so its words and spaces are readable without pinching. On a short portrait canvas the
// Pyramid becomes a tab too, so nothing is drawn smaller than about 85 % of full width and the
// tabs stay at least 44 px tall.
import type { Place, Rect } from '../core/geom.ts';
import { PYR_FONT_MIN, PYR_H, PYR_W, READ_PX } from './geometry.ts';
import { PANEL_FONT_MIN, PB_H, PB_W, SITE_H, SITE_W } from './geometry-sites.ts';
import type { CompId, SceneLayout } from './layout-types.ts';

/** The tab strip's design width; each row is TAB_ROW_H tall and holds up to TABS_PER_ROW tabs. */
export const TABS_W = 300;
export const TAB_ROW_H = 38;
const TABS_PER_ROW = 8;
/** The narrowest tab (a full row), in design units. */
export const TAB_MIN_W = TABS_W / TABS_PER_ROW;

export const tabRows = (n: number): number => (n > TABS_PER_ROW ? 2 : 1);
export const tabsHeight = (n: number): number => tabRows(n) * TAB_ROW_H;

/** Tab i of n in the strip's design units. */
export function tabRect(i: number, n: number): Rect {
  const rows = tabRows(n), perRow = Math.ceil(n / rows);
  const row = Math.floor(i / perRow), inRow = row === rows - 1 ? n - perRow * (rows - 1) : perRow;
  const w = TABS_W / inRow;
  return { x: (i - row * perRow) * w, y: row * TAB_ROW_H, w, h: TAB_ROW_H };
}

/**
 * Whether a canvas is laid out with the phone's tabs: a narrow one. Its height plays no part, so a
 * message or a second row of buttons that shortens the canvas mid-turn never flips the layout.
 */
export const usesTabs = (w: number, _h: number): boolean => w < 640;

const GAP = 6, PAD = 6, MIN_TAB = 44.5;

/**
 * The phone layout for `order` (the seats' boards, viewer first) with `panel` selected if it is a
 * tab. No score strip: each board's tab carries its seat's score, and the height goes to the panel.
 */
export function phoneLayout(w: number, h: number, order: readonly number[], panel?: CompId | null, pyrShown?: boolean): SceneLayout {
  const W = w - 2 * PAD;
  // The tab strip takes the padding too, so eight tabs in a row stay 44 px wide on a 360 px phone.
  const kP = W / PYR_W, kT = (w - 4) / TABS_W;
  const panels: CompId[] = [...[0, 1, 2, 3, 4].map((i): CompId => `s${i}`), ...order.map((s): CompId => `b${s}`)];
  const panelH = Math.max(SITE_H * (W / SITE_W), PB_H * (W / PB_W));
  // The tabs keep rows of at least 44 px; everything else shrinks by z to fit the height.
  const fit = (rest: number, gaps: number, tabs: number): { z: number; sT: number } => {
    let z = 1, sT = kT;
    for (let i = 0; i < 3; i++) {
      sT = Math.min(kT, Math.max(MIN_TAB / Math.min(TAB_ROW_H, TAB_MIN_W), kT * z));
      z = Math.min(1, (h - 2 * PAD - gaps * GAP - tabsHeight(tabs) * sT) / rest);
    }
    return { z, sT };
  };
  // A: the Pyramid always shown; B: the Pyramid is one of the tabs.
  const A = fit(PYR_H * kP + panelH, 2, panels.length);
  const B = fit(Math.max(panelH, PYR_H * kP), 1, panels.length + 1);
  // The Pyramid stays in sight beside the panel only while both stay readable.
  const readable = (z: number): boolean => Math.min(kP * PYR_FONT_MIN, (W / SITE_W) * PANEL_FONT_MIN) * z >= READ_PX;
  // `pyrShown` (the choice made earlier this turn) wins, so the layout never flips mid-turn.
  const keepPyr = pyrShown ?? (readable(A.z) || A.z >= B.z);
  const tabs: CompId[] = keepPyr ? panels : ['pyr', ...panels];
  const { z, sT } = keepPyr ? A : B;
  const shown = panel && tabs.includes(panel) ? panel : tabs[0]!;
  const slotH = keepPyr ? panelH : Math.max(panelH, PYR_H * kP);
  const total = ((keepPyr ? PYR_H * kP : 0) + slotH) * z + tabsHeight(tabs.length) * sT + (keepPyr ? 2 : 1) * GAP;
  const places: Record<string, Place> = {};
  // Top-aligned: the tabs stay at the top in reach, and the spare height is left at the foot, where
  // a phone's captions of what others did sit (styles.css .notes-low) without covering the board.
  const x0 = (w - W * z) / 2, y0 = PAD;
  let y = y0;
  const put = (id: CompId, s: number, height: number, x = x0): void => {
    places[id] = { x, y, s };
    y += height + GAP;
  };
  if (keepPyr) put('pyr', kP * z, PYR_H * kP * z);
  put('tabs', sT, tabsHeight(tabs.length) * sT, (w - TABS_W * sT) / 2);
  const k = shown === 'pyr' ? kP : shown[0] === 's' ? W / SITE_W : W / PB_W;
  places[shown] = { x: x0, y, s: k * z };
  y += slotH * z;
  return { places, content: { x: Math.min(x0, (w - TABS_W * sT) / 2), y: y0, w: Math.max(W * z, TABS_W * sT), h: y - y0 }, shape: 'portrait', tabs: { ids: tabs, panel: shown }, pyrShown: keepPyr };
}

/**
 * The panel to show after an update: the current one while it holds targets, else the first tab
 * whose panel holds targets (a decision is never hidden), else the current one.
 */
export function pickPanel(tabs: readonly CompId[], current: CompId | null, targetComps: ReadonlySet<string>): CompId {
  const cur = current && tabs.includes(current) ? current : tabs[0]!;
  if (targetComps.has(cur)) return cur;
  return tabs.find((t) => targetComps.has(t)) ?? cur;
}
