// Legal-move rings: turquoise around every target (3 CSS px at any zoom, with a bone halo so it
// shows on dark tiles and cards too); a maize ring with an obsidian edge on highlighted targets.
// Games differ only in how far the ring stands off, its corner and its tint (RingStyle).
import type { Graphics } from 'pixi.js';
import { inflate, type Place, type Rect } from './geom.ts';
import { C } from '../tokens.ts';

export interface RingStyle {
  pad: number; // CSS px between the target and the ring
  radius: number; // largest corner radius, design units
  tint: number; // alpha of the turquoise fill inside
}

/** What a ring is drawn on: a component's ring layer and where the component sits. */
export interface RingHost {
  readonly rings: Graphics;
  readonly place: Place;
  clearRings?(): void; // default: rings.clear()
  ringsChanged?(): void; // called once all rings are drawn
}

export interface RingTarget {
  id: string;
  comp: string;
  rect: Rect; // design units inside the component
  choiceIds: readonly string[];
}

export function drawRings(comps: ReadonlyMap<string, RingHost>, targets: readonly RingTarget[], highlight: ReadonlySet<string>, zoom: number, style: RingStyle): void {
  for (const c of comps.values()) {
    if (c.clearRings) c.clearRings();
    else c.rings.clear();
  }
  for (const t of targets) {
    const comp = comps.get(t.comp);
    if (!comp) continue;
    const px = 1 / (comp.place.s * zoom); // design units per CSS px
    const hot = highlight.has(t.id) || t.choiceIds.some((id) => highlight.has(id));
    const r = inflate(t.rect, style.pad * px);
    const radius = Math.min(style.radius, r.w / 4);
    const g = comp.rings;
    g.roundRect(r.x, r.y, r.w, r.h, radius).fill({ color: C.turquoise, alpha: style.tint });
    g.roundRect(r.x, r.y, r.w, r.h, radius).stroke({ width: 6 * px, color: C.bone, alpha: 0.85 });
    g.roundRect(r.x, r.y, r.w, r.h, radius).stroke({ width: 3 * px, color: hot ? C.maize : C.turquoise });
    if (hot) g.roundRect(r.x - 2.5 * px, r.y - 2.5 * px, r.w + 5 * px, r.h + 5 * px, radius + 2 * px).stroke({ width: 1.5 * px, color: C.obsidian });
  }
  for (const c of comps.values()) c.ringsChanged?.();
}
