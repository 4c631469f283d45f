// The tab row of the paged layout (phones, small canvases): one tab per page (the hand, each group
// of locations with their emblems and numbers, the players' boards), drawn at screen size (at least
// 44 px tall). The shown tab is raised with a cacao edge; a tab whose page holds a legal move of
// the viewer carries a turquoise dot, so a decision on a hidden page is never missed.
import { Container, Graphics } from 'pixi.js';
import type { Rect } from '../core/geom.ts';
import type { Label } from '../core/scene-types.ts';
import { text } from '../core/text.ts';
import { C, type Theme } from '../tokens.ts';
import { badgeNode, chocIconNode, seatStyle } from './art-pieces.ts';
import { TAB_H, type PageId } from './layout-pages.ts';
import { locIcon } from './icons.ts';

/** Tab i of n across `w` px. */
export const tabRect = (i: number, n: number, w: number): Rect => ({ x: (i * w) / n, y: 0, w: w / n, h: TAB_H });

/** The locations a page shows (from the layout's page of each panel). */
export const locsOf = (page: PageId, pageOfPanel: readonly PageId[]): number[] =>
  pageOfPanel.flatMap((p, i) => (p === page ? [i + 1] : []));

/** The i18n key and parameters naming a page (the tab's accessible name). */
export function pageLabel(page: PageId, pageOfPanel: readonly PageId[], seats: readonly number[] = []): { key: string; params: Record<string, string | number> } {
  if (page === 'hand') return { key: 'c.tab.hand', params: {} };
  if (page.startsWith('locs')) {
    const locs = locsOf(page, pageOfPanel);
    return locs.length === 1 ? { key: 'c.tab.loc', params: { n: locs[0]! } } : { key: 'c.tab.locs', params: { from: locs[0]!, to: locs.at(-1)! } };
  }
  if (page === 'track') return { key: 'c.tab.track', params: {} };
  if (page === 'players') return { key: 'c.tab.players', params: {} };
  return { key: 'c.tab.boards', params: { seats: seats.map((s) => s + 1).join(', ') } };
}

/** The seats whose boards a page shows. */
export const seatsOf = (page: PageId, order: readonly number[], pageOfBoard: readonly PageId[]): number[] =>
  order.filter((_, i) => pageOfBoard[i] === page);

export interface TabsDraw {
  ids: readonly PageId[];
  page: PageId;
  withTargets: ReadonlySet<PageId>;
  pageOfPanel: readonly PageId[];
  pageOfBoard: readonly PageId[];
  order: readonly number[]; // seats in display order
  width: number;
  label: Label;
  theme: Theme;
}

export function drawTabs(o: TabsDraw): Container {
  const box = new Container();
  const g = new Graphics();
  box.addChild(g);
  const n = o.ids.length;
  g.roundRect(0, 0, o.width, TAB_H, 10).fill(o.theme === 'dark' ? C['obsidian-3'] : C['bone-3']);
  o.ids.forEach((id, i) => {
    const r = tabRect(i, n, o.width), on = id === o.page;
    g.roundRect(r.x + 2, r.y + 2, r.w - 4, r.h - 4, 8).fill(on ? C.limestone : C['bone-2']).stroke({ color: on ? C.cacao : C.stone, width: on ? 2.5 : 1 });
    if (on) g.rect(r.x + 8, r.y + r.h - 6, r.w - 16, 3).fill(C.cacao);
    const cx = r.x + r.w / 2, cy = r.y + r.h / 2 - 1;
    const parts: Container[] = [];
    if (id === 'hand') parts.push(iconAs(chocIconNode('card', 26), 'icon:tab-hand'));
    else if (id === 'track') parts.push(iconAs(chocIconNode('lastRound', 24), 'icon:tab-track'));
    else if (id.startsWith('locs')) {
      const locs = locsOf(id, o.pageOfPanel);
      // One location: its emblem and number; several: their numbers only (the emblems would not fit).
      if (locs.length === 1 || r.w >= 34 * locs.length + 40) for (const loc of locs) parts.push(iconAs(chocIconNode(locIcon(loc), 24), `icon:tab-loc${loc}`));
      parts.push(text(locs.length === 1 ? String(locs[0]) : `${locs[0]}\u2013${locs.at(-1)}`, { size: 16, color: C['cacao-ink'], weight: '750' }));
    } else {
      // The boards' seats as their badges (two at most, overlapping; the tab's name lists them all).
      const seats = seatsOf(id, o.order, o.pageOfBoard);
      const badges = new Container();
      seats.slice(0, 2).forEach((seat, k) => { const b = badgeNode(seatStyle(seat), 10, 'no'); b.x = k * 14 - (Math.min(2, seats.length) - 1) * 7; badges.addChild(b); });
      badges.label = 'icon:tab-players';
      parts.push(badges);
    }
    // Laid out left to right, centred in the tab; shrunk only if a translation is too long.
    const gap = 4;
    const widths = parts.map((p) => p.getLocalBounds().width);
    const total = widths.reduce((a, b) => a + b, 0) + gap * (parts.length - 1);
    const k = Math.min(1, (r.w - 10) / Math.max(1, total));
    let x = cx - (total * k) / 2;
    parts.forEach((p, j) => {
      p.scale.set(k);
      p.position.set(x + (widths[j]! * k) / 2, cy);
      x += (widths[j]! + gap) * k;
      box.addChild(p);
    });
    if (o.withTargets.has(id)) g.circle(r.x + r.w - 10, r.y + 10, 5).fill(C.turquoise).stroke({ color: C.bone, width: 1.5 });
  });
  return box;
}

function iconAs(node: Container, label: string): Container {
  const box = new Container();
  box.addChild(node);
  box.label = label;
  return box;
}
