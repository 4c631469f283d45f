// The Chocolatl scene's layout for a view (pure, but for the page it remembers): on a paged layout
// (phones, small canvases) which page shows and turns to the decision, the page each component
// lives on, what the targets can aim at, and the tab row as the UI lists it.
import type { ChocolatlChoice, ChocolatlView } from '../../games/chocolatl/types.ts';
import { toScreen, type Camera } from '../core/camera.ts';
import { placeRect } from '../core/geom.ts';
import type { PanelInfo } from '../../ui/presenter.ts';
import { activeLoc, seatOrder } from './derive.ts';
import { layoutScene, type SceneLayout } from './layout.ts';
import { pickPage, type PageId } from './layout-pages.ts';
import { pageLabel, seatsOf, tabRect } from './tabs.ts';
import { buildTargets, type Shown, type TargetSpec } from './targets.ts';

/** The page shown, and the decision it was last chosen for (see choosePage). */
export interface PageMemory {
  page: PageId | null;
  key: string;
}

export function layoutFor(w: number, h: number, v: ChocolatlView, seat: number, page: PageId | null): SceneLayout {
  return layoutScene(w, h, v.n, !!v.hands[seat], page);
}

/** What the targets need to know of the layout: a paged one always offers the hand and the boards (the tabs lead there). */
export function shownOf(layout: SceneLayout, v: ChocolatlView, seat: number): Shown {
  if (layout.pages) return { hand: v.hands[seat] ? layout.handShape : null, boards: true };
  return { hand: layout.hand ? layout.handShape : null, boards: layout.boards.length > 0 };
}

/** The page each component lives on (paged layouts); `n` players, seen from `seat`. */
export function pageOfComp(layout: SceneLayout, comp: string, n: number, seat: number): PageId | null {
  const p = layout.pages;
  if (!p) return null;
  if (comp === 'hand') return 'hand';
  if (comp === 'track') return p.ids.includes('track') ? 'track' : p.ids.find((id) => id === 'players' || id === 'pb0') ?? null;
  if (comp[0] === 'L') return p.pageOfPanel[Number(comp.slice(1)) - 1] ?? null;
  if (comp[0] === 'p') return p.pageOfBoard[seatOrder(n, seat).indexOf(Number(comp.slice(1)))] ?? null;
  return null;
}

/** Pages holding a legal target of the viewer. */
export function pagesWithTargets(layout: SceneLayout, specs: readonly TargetSpec[], n: number, seat: number): Set<PageId> {
  return new Set(specs.flatMap((t) => { const p = pageOfComp(layout, t.comp, n, seat); return p ? [p] : []; }));
}

/** The layout for this update: on a paged layout, the page the decision is on (or the location being resolved). */
export function choosePage(mem: PageMemory, w: number, h: number, v: ChocolatlView, seat: number, choices: readonly ChocolatlChoice[]): SceneLayout {
  let layout = layoutFor(w, h, v, seat, mem.page);
  if (!layout.pages) return layout;
  const specs = buildTargets(v, seat, choices, shownOf(layout, v, seat));
  const loc = activeLoc(v);
  // The page turns on its own only when the decision or the location in play changes: a page the
  // person chose stays while bots play on.
  const key = `${specs.map((t) => t.id).join(',')}|${loc}|${v.phase}`;
  if (key === mem.key && mem.page && layout.pages.ids.includes(mem.page)) return layout;
  mem.key = key;
  const resolving = loc > 0 ? layout.pages.pageOfPanel[loc - 1] ?? null : null;
  const page = pickPage(layout.pages.ids, mem.page ?? layout.pages.page, pagesWithTargets(layout, specs, v.n, seat), resolving);
  if (page !== mem.page) {
    mem.page = page;
    layout = layoutFor(w, h, v, seat, mem.page);
  }
  return layout;
}

/** The tab row of a paged layout (empty otherwise), in CSS px relative to the host. */
/** The tab row's panels; `marked`: the pages holding items changed since the viewer's last move. */
export function tabPanels(layout: SceneLayout, specs: readonly TargetSpec[], n: number, seat: number, cam: Camera, marked: ReadonlySet<PageId | null>): PanelInfo[] {
  const pages = layout.pages;
  if (!pages) return [];
  const withTargets = pagesWithTargets(layout, specs, n, seat);
  return pages.ids.map((id, i) => {
    const r = tabRect(i, pages.ids.length, pages.tabsW);
    const { key, params } = pageLabel(id, pages.pageOfPanel, seatsOf(id, seatOrder(n, seat), pages.pageOfBoard));
    const rect = toScreen(cam, placeRect(pages.tabs, r));
    return { id, labelKey: key, params, selected: id === pages.page, hasTargets: withTargets.has(id), hasMarks: marked.has(id), rect };
  });
}
