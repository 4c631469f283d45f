// The phone's tab strip: one tab per panel (the Pyramid when it is a tab, the five Sites with their
// emblem and short name, each seat's board with its token and score). The shown tab is raised
// with a cacao edge; a tab whose panel holds legal targets gets a turquoise dot, so a decision on
// a hidden panel is never missed. Also the accessible name of each tab.
import type { CopanView } from '../../games/copan/view.ts';
import { drawIcon } from '../icons/index.ts';
import { C } from '../tokens.ts';
import { Art, seatStyle, seatToken } from './art.ts';
import type { SiteCtx } from './draw-sites.ts';
import { SITE_ICON } from './icons.ts';
import { drawCpIcon } from './icons.ts';
import type { CompId } from './layout.ts';
import { tabRect, tabsHeight, TABS_W } from './layout-phone.ts';

const SITE_KEYS = ['embassies', 'river', 'ballcourt', 'altars', 'glyphstair'] as const;

/** The label key and parameters naming tab `id` (for the DOM twin and screen readers). */
export function tabLabel(id: CompId): { key: string; params: Record<string, string | number> } {
  if (id === 'pyr') return { key: 'cp.b.tab.pyramid', params: {} };
  if (id[0] === 's') return { key: `cp.b.site.${SITE_KEYS[Number(id.slice(1))]!}`, params: {} };
  return { key: 'cp.b.tab.board', params: { seat: Number(id.slice(1)) + 1 } };
}

export function drawTabs(a: Art, v: CopanView, ids: readonly CompId[], panel: CompId, withTargets: ReadonlySet<string>, ctx: SiteCtx): void {
  const g = a.g, n = ids.length;
  g.roundRect(0, 0, TABS_W, tabsHeight(n), 8).fill(C['bone-3']);
  ids.forEach((id, i) => {
    const r = tabRect(i, n), on = id === panel, cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    g.roundRect(r.x + 1.5, r.y + 1.5, r.w - 3, r.h - 3, 6).fill(on ? C.limestone : C['bone-2']).stroke({ color: on ? C.cacao : C.stone, width: on ? 2 : 1 });
    if (on) g.rect(r.x + 6, r.y + r.h - 5, r.w - 12, 2.5).fill(C.cacao);
    if (id === 'pyr') drawIcon(g, 'temple', cx, cy - 1, 22);
    else if (id[0] === 's') drawCpIcon(g, SITE_ICON[Number(id.slice(1))]!, cx, cy - 1, 22);
    else {
      const seat = Number(id.slice(1)), p = v.players[seat];
      seatToken(g, seatStyle(seat, ctx.automaSeat, ctx.colors), cx - (p ? 7 : 0), cy - 1, 8);
      if (p) a.num(p.vp, cx + 9, cy - 1, 11, C['cacao-ink']);
      if (v.active === seat && !v.over) g.circle(r.x + 7, r.y + 7, 3).fill(C.maize).stroke({ color: C.obsidian, width: 1 });
    }
    if (withTargets.has(id)) g.circle(r.x + r.w - 7, r.y + 7, 4).fill(C.turquoise).stroke({ color: C.bone, width: 1.5 });
  });
}
