// Where the board's DOM twins sit on a phone, against where the Copan scene draws (its pure layout at
// fit): the tab list's tabs over the drawn tabs, the Pyramid spaces' twins inside the drawn Pyramid.
import type { Page } from 'playwright-core';
import type { Rect } from '../../src/render/core/geom.ts';
import { placeRect } from '../../src/render/core/geom.ts';
import { PYR_H, PYR_W } from '../../src/render/copan/geometry.ts';
import { layoutScene, seatOrder, type CompId, type SceneLayout } from '../../src/render/copan/layout.ts';
import { tabRect, tabsHeight, TABS_W } from '../../src/render/copan/layout-phone.ts';

export interface Twin extends Rect { id: string; selected?: boolean; name?: string }

/** The tab twins and the target twins, in CSS px relative to the canvas, and the canvas size. */
export async function boardTwins(page: Page): Promise<{ w: number; h: number; tabs: Twin[]; targets: Twin[] }> {
  return page.evaluate(() => {
    const c = document.querySelector('.board-host canvas')!.getBoundingClientRect();
    const at = (el: Element) => { const b = el.getBoundingClientRect(); return { x: b.x - c.x, y: b.y - c.y, w: b.width, h: b.height }; };
    return {
      w: c.width, h: c.height,
      tabs: [...document.querySelectorAll<HTMLElement>('.board-wrap [role=tablist] [role=tab]')].map((b) => ({
        id: b.dataset.panel!, selected: b.getAttribute('aria-selected') === 'true', name: b.getAttribute('aria-label') ?? '', ...at(b) })),
      targets: [...document.querySelectorAll<HTMLElement>('.board-twins [data-target]')].map((b) => ({ id: b.dataset.target!, ...at(b) })),
    };
  });
}

/** The scene's layout at fit for a 2-seat game seen by seat 0 with `panel` shown. */
/** `tabIds`: the tabs on screen; a phone keeps its turn's choice of the Pyramid as a tab or above the panel. */
export const fitLayout = (w: number, h: number, panel: string | undefined, tabIds?: readonly string[]): SceneLayout =>
  layoutScene(w, h, seatOrder(2, 0), (panel ?? null) as CompId | null, tabIds ? !tabIds.includes('pyr') : undefined);

/** The drawn tab i of the strip at fit. */
export function drawnTab(layout: SceneLayout, i: number): Rect {
  return placeRect(layout.places.tabs!, tabRect(i, layout.tabs!.ids.length));
}

/** The drawn Pyramid at fit, or null when it is not shown. */
export function drawnPyramid(layout: SceneLayout): Rect | null {
  const pl = layout.places.pyr;
  return pl ? placeRect(pl, { x: 0, y: 0, w: PYR_W, h: PYR_H }) : null;
}

const centreIn = (t: Rect, r: Rect): boolean => {
  const x = t.x + t.w / 2, y = t.y + t.h / 2;
  return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
};

/** The drawn tab strip at fit, or null without tabs. */
export function drawnStrip(layout: SceneLayout): Rect | null {
  const pl = layout.places.tabs;
  return pl && layout.tabs ? placeRect(pl, { x: 0, y: 0, w: TABS_W, h: tabsHeight(layout.tabs.ids.length) }) : null;
}

/** Pyramid twins whose centre is off the drawn Pyramid or on the drawn tab strip (both should be none). */
export function misplacedPyramidTwins(targets: readonly Twin[], layout: SceneLayout): string[] {
  const pyr = drawnPyramid(layout), strip = drawnStrip(layout);
  return targets.filter((t) => t.id.startsWith('pyr:') && (!pyr || !centreIn(t, pyr) || (strip !== null && centreIn(t, strip))))
    .map((t) => `${t.id} at ${Math.round(t.x)},${Math.round(t.y)}`);
}
