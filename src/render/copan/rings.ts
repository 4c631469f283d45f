// Legal-move rings: turquoise around every target (3 CSS px at any zoom, with a bone halo so it
// shows on dark cards too); a maize ring with an obsidian edge on highlighted targets.
import type { Graphics } from 'pixi.js';
import { inflate, type Place } from '../core/geom.ts';
import { C } from '../tokens.ts';
import type { CompId } from './layout.ts';
import type { TargetSpec } from './targets.ts';

export function drawRings(comps: ReadonlyMap<CompId, { rings: Graphics; place: Place }>, targets: readonly TargetSpec[], highlight: ReadonlySet<string>, zoom: number): void {
  for (const c of comps.values()) c.rings.clear();
  for (const t of targets) {
    const comp = comps.get(t.comp);
    if (!comp) continue;
    const px = 1 / (comp.place.s * zoom); // design units per CSS px
    const hot = highlight.has(t.id) || t.choiceIds.some((id) => highlight.has(id));
    const r = inflate(t.rect, 2 * px);
    const radius = Math.min(8, r.w / 4);
    const g = comp.rings;
    g.roundRect(r.x, r.y, r.w, r.h, radius).fill({ color: C.turquoise, alpha: 0.12 });
    g.roundRect(r.x, r.y, r.w, r.h, radius).stroke({ width: 6 * px, color: C.bone, alpha: 0.85 });
    g.roundRect(r.x, r.y, r.w, r.h, radius).stroke({ width: 3 * px, color: hot ? C.maize : C.turquoise });
    if (hot) g.roundRect(r.x - 2.5 * px, r.y - 2.5 * px, r.w + 5 * px, r.h + 5 * px, radius + 2 * px).stroke({ width: 1.5 * px, color: C.obsidian });
  }
}
