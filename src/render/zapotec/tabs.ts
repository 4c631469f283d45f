// The strip of page tabs (drawn in CSS px at scale 1): one tab per page with its icon and short
// name (player boards: the seat's disc). The shown tab is raised with a cacao edge; a tab whose
// page holds legal targets gets a turquoise dot, so a decision on another page is never missed.
import { Container, Graphics } from 'pixi.js';
import type { Label } from '../core/scene-types.ts';
import { text } from '../core/text.ts';
import { drawIcon, type IconName } from '../icons/index.ts';
import { C, type PlayerStyle, type Theme } from '../tokens.ts';
import { discNode } from './art-pieces.ts';
import { tabRect, type PageId, type TabStrip } from './pages.ts';

const ICON: Record<string, IconName> = {
  main: 'temple', capital: 'pyramid', pyramids: 'pyramid', trade: 'trade1', map: 'forest', sections: 'forest',
  etla: 'etla', ocotlan: 'ocotlan', mitla: 'mitla', sacrifice: 'sacrifice', table: 'card', rituals: 'freeRitual',
  offer: 'card', players: 'house',
};

/** The i18n key and parameters naming page `id` (tabs, their DOM twins, screen readers). */
export function pageLabel(id: PageId): { key: string; params: Record<string, number> } {
  if (/^p\d+$/.test(id)) return { key: 'z.page.board', params: { seat: Number(id.slice(1)) + 1 } };
  if (id === 'etla' || id === 'ocotlan' || id === 'mitla') return { key: `z.prop.${id}`, params: {} };
  return { key: `z.page.${id}`, params: {} };
}

const NAME_PX = 12.5;

export function drawTabs(strip: TabStrip, ids: readonly PageId[], page: PageId, withTargets: ReadonlySet<PageId>, label: Label,
  styleOf: (seat: number) => PlayerStyle, theme: Theme): Container {
  const box = new Container();
  const g = new Graphics();
  box.addChild(g);
  const ox = strip.rect.x, oy = strip.rect.y;
  g.roundRect(0, 0, strip.rect.w, strip.rect.h, 10).fill(theme === 'dark' ? C['obsidian-3'] : C['bone-3']);
  ids.forEach((id, i) => {
    const r0 = tabRect(strip, i), r = { ...r0, x: r0.x - ox, y: r0.y - oy };
    const on = id === page, cx = r.x + r.w / 2;
    g.roundRect(r.x + 2, r.y + 2, r.w - 4, r.h - 4, 8).fill(on ? C.limestone : C['bone-2']).stroke({ color: on ? C.cacao : C.stone, width: on ? 2.5 : 1 });
    if (on) g.rect(r.x + 8, r.y + r.h - 6, r.w - 16, 3).fill(C.cacao);
    const seat = /^p\d+$/.test(id) ? Number(id.slice(1)) : -1;
    const name = seat >= 0 ? null : text(label(pageLabel(id).key), { size: NAME_PX, color: C['cacao-ink'], weight: on ? '750' : '600' });
    const fits = name !== null && name.width <= r.w - 8;
    const iconY = fits ? r.y + 15 : r.y + r.h / 2;
    const icon = seat >= 0 ? discNode(styleOf(seat), 26) : new Graphics();
    if (seat < 0) drawIcon((icon as Graphics).context, ICON[id] ?? 'card', 0, 0, fits ? 20 : 26);
    icon.label = `icon-tab-${id}`;
    icon.position.set(cx, iconY);
    box.addChild(icon);
    if (name && fits) {
      name.position.set(cx, r.y + r.h - 13);
      box.addChild(name);
    } else name?.destroy();
    if (withTargets.has(id)) g.circle(r.x + r.w - 9, r.y + 9, 5).fill(C.turquoise).stroke({ color: C.bone, width: 1.5 });
  });
  return box;
}
